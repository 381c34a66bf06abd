"""Readable text of the special actions: the opening-hand actions (``pregame``, CR 103.6a), dredge
(``dredge``, CR 702.52a) and lands played from the graveyard (``graveyard_lands``, CR 305.1)."""

from __future__ import annotations


from ..data.cards import Ability
from .sentences import Sentence, T




def special_static(ab: Ability) -> list[Sentence] | None:
    """The Leylines' and Gemstone Caverns' pre-game action, dredge, lands from the graveyard, or None for another static ability."""
    if ab.static == "play_lands_from_graveyard":  # Crucible of Worlds (graveyard_lands.py)
        return [(T("You may play lands from your graveyard."), {})]
    if ab.static == "morph":  # CR 702.37a-b, 702.168a (face_down.py)
        templates = {"megamorph": T("Megamorph {cost} (you may cast this card face down as a 2/2 creature for {{3}}; "
                                    "turn it face up any time for its megamorph cost and put a +1/+1 counter on it)."),
                     "disguise": T("Disguise {cost} (you may cast this card face down for {{3}} as a 2/2 creature "
                                   "with ward {{2}}; turn it face up any time for its disguise cost).")}
        return [(templates.get(str(ab.params.get("variant")),
                               T("Morph {cost} (you may cast this card face down as a 2/2 creature for {{3}}; turn it "
                                 "face up any time for its morph cost).")), {"cost": str(ab.params.get("mana", ""))})]
    if ab.static == "dredge":  # CR 702.52a (dredge.py)
        return [(T("Dredge {n} (if you would draw a card, you may mill {n} cards instead; if you do, return this card "
                   "from your graveyard to your hand)."), {"n": int(ab.params.get("n", 0))})]
    if ab.static != "begin_on_battlefield":
        return None
    if ab.params.get("not_starting"):
        return [(T("If this card is in your opening hand and you're not the starting player, you may begin the game "
                   "with it on the battlefield with a luck counter on it. If you do, exile a card from your hand."), {})]
    return [(T("If this card is in your opening hand, you may begin the game with it on the battlefield."), {})]


def retrace_sentences(ab: Ability) -> list[Sentence]:
    """Retrace (CR 702.81a; casting_costs method ``retrace``)."""
    return [(T("Retrace (you may cast this card from your graveyard by discarding a land card in addition to paying "
               "its other costs)."), {})]
