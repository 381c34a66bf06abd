"""Countering a target that may be a spell or an ability (CR 701.5a): "Counter target triggered
ability or colorless spell." (Consign to Memory, spec ``triggered_ability_or_colorless_spell``).

A countered spell goes to its owner's graveyard; a countered ability is removed from the stack
and does nothing, its source staying where it is (CR 701.5a).  A target that has left the stack
or is no longer legal is not acted on (CR 608.2b: the resolution re-checks it first).

Card data: ``{"do": "counter_stack_object", "target": 0}``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from .. import operations as ops
from .effect_core import EffectContext, effect, refs
from ..data.effect_params import EFFECT_PARAMS, subject
from ..objects import StackKind

if TYPE_CHECKING:
    from ..state import GameState as Game


@effect("counter_stack_object")
def _counter_stack_object(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> None:
    for ref in refs(game, ctx, e.get("target", 0)):
        item = next((s for s in game.stack if s.id == ref), None)
        if item is None:
            continue
        ops.counter_spell(game, item.id, ctx.source_name)
        if item.kind is not StackKind.SPELL:
            ops.log(game, "countered", "701.5a", "{card}'s ability is countered by {source}.",
                    card=item.source_name, source=ctx.source_name)


EFFECT_PARAMS["counter_stack_object"] = {"target": subject}
