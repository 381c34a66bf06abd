"""Abilities used from outside the battlefield's usual flow: pre-game actions from the opening
hand (CR 103.6a, ``engine.pregame``), dredge (CR 702.52a, ``engine.dredge``), retrace (CR 702.81a) and outlast (CR 702.107a), an activated ability the
engine already applies once it is written out.

Each function reads the whole line or returns None (the line stays by hand).
"""

from __future__ import annotations

import re
from typing import Any

from .lexer import normalise, strip_reminder

#: "If this card is in your opening hand, you may begin the game with it on the battlefield." (the
#: Leylines); Gemstone Caverns adds "and you're not the starting player", "with a luck counter on it"
#: and "If you do, exile a card from your hand."
_OPENING = re.compile(
    r"if ~ is in your opening hand(?P<not_starting> and you're not the starting player)?, you may begin the game "
    r"with (?:it|him|her|them|~) on the battlefield(?P<counter> with a luck counter on it)?\."
    r"(?P<exile> if you do, exile a card from your hand\.)?")

#: "Outlast {1}{W}" (mana symbols only: the cost of the activated ability it stands for).
_OUTLAST = re.compile(r"Outlast ((?:\{(?:[0-9]+|[WUBRGC]|[WUBRG]/[WUBRGP])\})+)")


def opening_hand_line(line: str, name: str) -> dict[str, Any] | None:
    """CR 103.6a: the static ability ``begin_on_battlefield`` (``engine.pregame``), or None."""
    m = _OPENING.fullmatch(normalise(line, name).strip().lower())
    if m is None:
        return None
    if bool(m.group("counter")) != bool(m.group("not_starting")) or bool(m.group("exile")) != bool(m.group("counter")):
        return None  # only the two wordings the engine knows: the Leylines' and Gemstone Caverns'
    ab: dict[str, Any] = {"kind": "static", "static": "begin_on_battlefield"}
    if m.group("not_starting"):
        ab.update({"not_starting": True, "counter": "luck", "exile_from_hand": True})
    return ab


_DREDGE = re.compile(r"Dredge ([1-9][0-9]?)")


def dredge_line(line: str) -> dict[str, Any] | None:
    """CR 702.52a: "Dredge N" as the static ability ``dredge`` (``engine.dredge``); "You may play
    lands from your graveyard." (CR 305.1, ``engine.graveyard_lands``); or None."""
    if strip_reminder(line).strip() == "You may play lands from your graveyard.":
        return {"kind": "static", "static": "play_lands_from_graveyard"}
    m = _DREDGE.fullmatch(strip_reminder(line).strip())
    if m is None:
        return None
    return {"kind": "static", "static": "dredge", "n": int(m.group(1))}


def retrace_line(line: str, mana_cost: str, card_types: tuple[str, ...]) -> dict[str, Any] | None:
    """CR 702.81a: "Retrace" means "You may cast this card from your graveyard by discarding a land card
    in addition to paying its other costs": a way to cast it from the graveyard (``engine.casting_costs``,
    method ``retrace``) for its mana cost and a land card discarded.  None for another line, a card
    with no mana cost or an {X} in it."""
    if strip_reminder(line).strip() != "Retrace" or not mana_cost or "{X}" in mana_cost or "Land" in card_types:
        return None
    return {"kind": "static", "static": "alternative_cost", "method": "retrace", "mana": mana_cost,
            "costs": [{"discard": {"types_any": ["Land"]}, "count": 1}]}


def outlast_line(line: str, card_types: tuple[str, ...]) -> dict[str, Any] | None:
    """CR 702.107a: "Outlast [cost]" means "[Cost], {T}: Put a +1/+1 counter on this permanent.
    Activate only as a sorcery." None for another line (or a card that is not a creature)."""
    m = _OUTLAST.fullmatch(strip_reminder(line).strip())
    if m is None or "Creature" not in card_types:
        return None
    return {"kind": "activated", "cost": f"{m.group(1)}, {{T}}",
            "effects": [{"do": "counters", "counter": "+1/+1", "amount": 1, "target": "self"}],
            "sorcery_speed": True}
