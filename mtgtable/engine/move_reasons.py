"""Why an object changed zones: one log template per reason, named by a reason code.

A zone change used to be logged as ``"{card} {why}."`` with ``why`` an English
phrase put together at run time (``f"exiled by {source}"``), so a translation
saw "Grizzly Bears：exiled by Swords to Plowshares。".  Now each variant is a
whole sentence with its own fields (the card, and the source that caused it),
chosen by a short reason code: a translation replaces the sentence and fills
in the same names.  ``mtgtable.gui.i18n_extract`` collects these templates.

Plain ``why=`` words (``"is discarded to hand size"``) stay for the moves that
have no varying part; they are translated as fixed words.
"""

from __future__ import annotations

from typing import Final

#: reason code -> the log template (fields: ``card``; ``source`` where the template names it).
MOVE_TEMPLATES: Final[dict[str, str]] = {
    # effects of spells and abilities (CR 608.2)
    "exiled_by": "{card} is exiled by {source}.",
    "bounced_by": "{card} is returned to its owner's hand by {source}.",
    "sacrificed_by": "{card} is sacrificed ({source}).",                    # CR 701.17
    "destroyed": "{card} is destroyed.",                                   # CR 701.7
    "destroyed_by": "{card} is destroyed ({source}).",                     # CR 701.7
    "countered_by": "{card} is countered by {source}.",                    # CR 701.5
    "returned_by": "{card} returns to the battlefield ({source}).",        # persist, undying (CR 702.79a)
    "returned_to_hand_by": "{card} returns to its owner's hand ({source}).",  # CR 400.7d (Rancor)
    # costs paid to cast a spell (CR 601.2h; engine/rules/casting_costs.py)
    "exiled_to_cast": "{card} is exiled to pay for {source}.",
    "discarded_to_cast": "{card} is discarded to pay for {source}.",
    "returned_to_cast": "{card} is returned to its owner's hand to pay for {source}.",
    "sacrificed_to_cast": "{card} is sacrificed to pay for {source}.",
    "delved_for": "{card} is exiled from the graveyard for delve ({source}).",       # CR 702.66a
    # state-based actions (CR 704.5)
    "sba_toughness": "{card} is put into its owner's graveyard: it has toughness 0 or less.",        # 704.5f
    "sba_lethal_damage": "{card} is destroyed: it has lethal damage marked on it.",                  # 704.5g
    "sba_deathtouch": "{card} is destroyed: it was dealt damage by a source with deathtouch.",       # 704.5h
    "sba_saga": "{card} is sacrificed: its last chapter has been read.",                                # 714.4
    "sba_loyalty": "{card} is put into its owner's graveyard: it has no loyalty counters.",          # 704.5i
    "sba_unattached_aura": "{card} is put into its owner's graveyard: it is an Aura attached to nothing.",  # 704.5m
    "sba_illegal_aura": "{card} is put into its owner's graveyard: it is attached to something it can't enchant.",  # 704.5m
    "begins_on_battlefield": "{card} begins the game on the battlefield.",  # CR 103.6a (pregame.py)
}
