"""Which rarely used features the cards of a game have at all, so the checks of
each priority can skip a whole feature no card of the game uses.

Most games (every simulation of the sample decks, the random bench) have no
card that makes restricted mana or has a mana ability activated on its own,
yet :func:`~.actions.legal_actions` would look for them on every priority,
over the hand and the battlefield.  :func:`of_card` says which features one
card definition uses (worked out once per card); ``GameState._features`` is
the union over every card definition any object of the game has had, kept by
the operations that give an object its card (``ops.new_library``,
``ops.new_object``, ``ops.set_card``).  It only grows: a bit set means "a card
of this game may use it, do the full check"; a bit clear means no object can,
so skipping the check gives exactly what the check would.
"""

from __future__ import annotations

from typing import Final, Mapping

from .data.activation_params import OWN_PARAMS
from .data.cards import CardDef

#: A mana ability activated on its own, never by a payment (``activation_costs.priority_only``):
#: Lion's Eye Diamond, Simian Spirit Guide.
PRIORITY_MANA: Final = 1
#: A mana ability that makes restricted mana (``restricted_mana.has_spend_only``, CR 106.6).
SPEND_ONLY: Final = 2
#: An ability activated by discarding its card (cycling, CR 702.29a), or another activated from the
#: hand (ninjutsu, CR 702.49a; ``hand_abilities``).
DISCARD_SELF: Final = 4
#: A static ability that changes other permanents' types (``engine.land_types``, CR 613.1d): Blood Moon,
#: Urborg, Ensoul Artifact; or an Aura or Equipment that grants abilities (``attached_abilities``, CR 613.1f).
TYPE_CHANGES: Final = 8

#: Phasing, on the card or given by one of its abilities (CR 702.26a, ``phasing.untap_step_phasing``).
PHASING: Final = 16
#: Dredge (CR 702.52a, ``dredge.may_dredge``): only a card with it may replace a draw, so with none in
#: the game a draw never looks through the graveyards for one.
DREDGE: Final = 32
#: An alternative cost (``casting_costs``, static ``alternative_cost``): only such a card may be cast
#: from outside the hand by its own rule (flashback, CR 702.34a), so with none the graveyards are not
#: looked through at every priority.
ALTERNATIVE_COST: Final = 64

#: An Aura or Equipment that forbids the activated abilities of what it is attached to (Arrest, CR 602.5;
#: ``activation_bans``).
ACTIVATION_BANS: Final = 128

_OF_CARD: Final[dict[CardDef, int]] = {}


def of_card(card: CardDef) -> int:
    """The features ``card`` uses (cached per card definition: card data never changes)."""
    found = _OF_CARD.get(card)
    if found is None:
        if len(_OF_CARD) > 50_000:
            _OF_CARD.clear()  # a bound, for programs that build card definitions without end
        found = 0
        for a in card.abilities:
            if a.kind == "mana" and a.params and not OWN_PARAMS.isdisjoint(a.params):
                found |= PRIORITY_MANA  # (activation_costs.priority_only, which imports operations)
            if a.kind == "mana" and "spend_only" in a.params:
                found |= SPEND_ONLY
            if a.cost.discard_self or (a.kind == "activated" and (a.params.get("from_hand")
                                                                   or a.params.get("from_graveyard"))):
                found |= DISCARD_SELF  # (and the other abilities activated from the hand or the graveyard, CR 113.6k)
            if a.kind == "static" and a.static in ("land_types", "enchanted_becomes"):
                found |= TYPE_CHANGES
            if a.kind in ("aura", "equip", "static") and isinstance(a.params.get("grants"), Mapping) \
                    and a.params["grants"].get("abilities"):
                found |= TYPE_CHANGES  # it grants abilities: a derived card (attached_abilities, CR 613.1f)
            if a.kind in ("aura", "equip") and isinstance(a.params.get("grants"), Mapping) \
                    and a.params["grants"].get("cant_activate"):
                found |= ACTIVATION_BANS
            if a.kind == "static" and a.static == "alternative_cost":
                found |= ALTERNATIVE_COST  # (casting_costs.castable_elsewhere reads the card's own statics)
            if a.kind == "static" and a.static == "dredge":
                found |= DREDGE  # (dredge.dredge_n reads the card's own abilities)
            if not found & PHASING and "Phasing" in repr((a.params, a.effects)):
                found |= PHASING  # "Enchanted permanent has phasing", "gains phasing" (CR 702.26a)
        if "Phasing" in card.keywords:
            found |= PHASING
        _OF_CARD[card] = found
    return found
