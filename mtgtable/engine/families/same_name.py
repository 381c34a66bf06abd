"""Effects on a target and every other permanent with the same name (CR 201.2): "Destroy target
nonland permanent and all other permanents with the same name as that permanent." (Maelstrom
Pulse), "Target creature and all other creatures with the same name as that creature get -3/-3
until end of turn." (Bile Blight).

The name is read as the spell resolves, from the target as it is then (CR 608.2b: if the target
is illegal by then, the spell does nothing: its only target is gone); the others are
the permanents on the battlefield with that name at that moment (CR 608.2h, 611.2c: the set
affected by a "get -3/-3" is fixed as it resolves).  An object with no name shares its name
with nothing.

Card data: ``{"do": "destroy_same_name", "target": 0}`` and ``{"do": "pump_same_name",
"target": 0, "power": -3, "toughness": -3}`` (until end of turn).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from ..rules import characteristics as chars
from .. import operations as ops
from .effect_core import EffectContext, amount, effect
from .effect_core import objects as _objects
from ..data.effect_params import EFFECT_PARAMS, boolean, pump_number, subject
from ..turn.steps import Duration

if TYPE_CHECKING:
    from ..state import GameState as Game


def same_name_group(game: "Game", oid: int, creatures_only: bool) -> list[int]:
    """``oid`` and every other permanent (creature) on the battlefield with its name, ``oid``
    first (CR 201.2); only ``oid`` when it has no name."""
    name = game.objects[oid].card.name
    if not name:
        return [oid]
    out = [oid]
    for c in game.battlefield:
        o = game.objects[c]
        if c == oid or o.card.name != name:
            continue
        if creatures_only and not chars.is_creature(game, c):
            continue
        out.append(c)
    return out


@effect("destroy_same_name")
def _destroy_same_name(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> None:
    """Destroy the target and all other permanents with its name (CR 701.7, 201.2)."""
    for target in _objects(game, ctx, e.get("target", 0)):
        if not chars.on_battlefield(game, target):
            continue
        for o in same_name_group(game, target, creatures_only=False):
            ops.destroy(game, o, because=ctx.source_name, regenerate=not e.get("no_regeneration"))


@effect("pump_same_name")
def _pump_same_name(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> None:
    """The target creature and all other creatures with its name get +N/+N until end of turn
    (CR 611.2c: the creatures affected are fixed as it resolves)."""
    power, toughness = amount(ctx, e, "power", 0), amount(ctx, e, "toughness", 0)
    for target in _objects(game, ctx, e.get("target", 0)):
        if not chars.on_battlefield(game, target):
            continue
        for o in same_name_group(game, target, creatures_only=True):
            ops.add_modifier(game, o, power, toughness, frozenset(), Duration.END_OF_TURN, ctx.controller,
                             ctx.source_name)


EFFECT_PARAMS["destroy_same_name"] = {"target": subject, "no_regeneration": boolean}
EFFECT_PARAMS["pump_same_name"] = {"target": subject, "power": pump_number, "toughness": pump_number}
