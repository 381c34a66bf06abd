"""More target specs (CR 115.1): colour-qualified spells and permanents, permanents by
controller, nonbasic lands ("Counter target blue spell", "Tap target permanent an
opponent controls", "Destroy target nonblack creature").

Merged into ``targets.TARGET_SPECS`` (the descriptions are translated like the
others) and checked by :func:`is_legal` from ``targets.is_legal_target``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .objects import Zone

if TYPE_CHECKING:
    from .characteristics import Characteristics as Game

_COLORS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}

MORE_SPECS: dict[str, str] = {
    "white_spell": "target white spell", "blue_spell": "target blue spell", "black_spell": "target black spell",
    "red_spell": "target red spell", "green_spell": "target green spell",
    "white_permanent": "target white permanent", "blue_permanent": "target blue permanent",
    "black_permanent": "target black permanent", "red_permanent": "target red permanent",
    "green_permanent": "target green permanent",
    "nonwhite_creature": "target nonwhite creature", "nonblue_creature": "target nonblue creature",
    "nonblack_creature": "target nonblack creature", "nonred_creature": "target nonred creature",
    "nongreen_creature": "target nongreen creature",
    "white_creature": "target white creature", "blue_creature": "target blue creature",
    "black_creature": "target black creature", "red_creature": "target red creature",
    "green_creature": "target green creature",
    "nonartifact_creature": "target nonartifact creature",
    "permanent_you_control": "target permanent you control",
    "permanent_opponent_controls": "target permanent an opponent controls",
    "nonbasic_land": "target nonbasic land",
    "creature_or_enchantment_spell": "target creature or enchantment spell",
}


def is_legal(game: "Game", spec: str, ref: int, controller: int, source: int | None) -> bool:
    """Whether object ``ref`` (hexproof and shroud already checked) fits one of :data:`MORE_SPECS`."""
    o = game.objects.get(ref)
    if o is None:
        return False
    head, _, noun = spec.partition("_")
    if noun == "spell" or spec == "creature_or_enchantment_spell":
        if o.zone is not Zone.STACK or ref == source or not any(s.id == ref and s.kind == "spell" for s in game.stack):
            return False
        if spec == "creature_or_enchantment_spell":
            return o.card.is_creature or "Enchantment" in o.card.types
        return _COLORS[head] in o.card.colors
    if o.zone is not Zone.BATTLEFIELD:
        return False
    if spec == "permanent_you_control":
        return o.controller == controller
    if spec == "permanent_opponent_controls":
        return o.controller != controller
    if spec == "nonbasic_land":
        return game.is_type(ref, "Land") and "Basic" not in o.card.supertypes
    if noun == "permanent":
        return _COLORS[head] in game.colors(ref)
    if noun == "creature":
        if not game.is_creature(ref):
            return False
        if head == "nonartifact":
            return not game.is_type(ref, "Artifact")
        if head.startswith("non"):
            return _COLORS[head[3:]] not in game.colors(ref)
        return _COLORS[head] in game.colors(ref)
    return False
