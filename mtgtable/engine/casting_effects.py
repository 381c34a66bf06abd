"""Effects that read how a spell was cast (CR 601.2b): "if this spell was kicked" (CR 702.33d).

Registered in the effect vocabulary (``effects.EFFECTS``) and its parameter
schemas (``effect_params.EFFECT_PARAMS``) when ``effects`` is imported.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Generator, Mapping

from .effect_params import EFFECT_PARAMS, effect_list
from .effects import EFFECTS, EffectContext, effect

if TYPE_CHECKING:
    from .operations import Operations as Game


@effect("if_kicked")
def _if_kicked(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> Generator[Any, Any, None]:
    """CR 702.33d: the nested ``effects`` happen only if the spell's kicker cost was paid
    (the spell on the stack remembers it in its ``kicked`` information)."""
    if not ctx.info.get("kicked"):
        return
    for inner in e.get("effects", ()):
        result = EFFECTS[inner["do"]](game, ctx, inner)
        if result is not None:
            yield from result


EFFECT_PARAMS["if_kicked"] = {"effects": effect_list}
