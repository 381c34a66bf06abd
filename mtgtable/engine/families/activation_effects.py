"""Effects of activated abilities the evergreen vocabulary lacks: "Attach this Equipment to
target creature you control" (CR 701.3), an attach ability other than equip.

``{"do": "attach", "target": 0}`` attaches the ability's source (an Aura or
Equipment on the battlefield) to the target.  CR 701.3b: an Equipment that
can't be attached to it (the target is gone or is no creature, the Equipment
left the battlefield or is a creature itself, CR 301.5c) stays where it is;
one already attached to that creature doesn't move (CR 701.3b).

Importing this module registers the effect (effects.py does, at its end).
"""

from __future__ import annotations

from typing import Any, Mapping

from ..rules import characteristics as chars
from .. import operations as ops
from .effect_core import EffectContext, effect
from .effect_core import objects as _objects
from ..data.effect_params import EFFECT_PARAMS, subject
from ..state import GameState as Game

EFFECT_PARAMS["attach"] = {"target": subject}


@effect("attach")
def _attach(game: Game, ctx: EffectContext, e: Mapping[str, Any]) -> None:
    """Attach the source to the target creature (CR 701.3a), when it can be (CR 701.3b, 301.5c)."""
    src = game.objects.get(ctx.source)
    if src is None or not chars.on_battlefield(game, ctx.source) or chars.is_creature(game, ctx.source):
        return
    for oid in _objects(game, ctx, e.get("target", 0)):
        if not chars.on_battlefield(game, oid) or not chars.is_creature(game, oid) or src.attached_to == oid:
            continue
        ops.attach(game, src.id, oid)
        ops.log(game, "attach", "701.3a", "{card} is attached to {target}.", card=src.name,
                target=ops.describe(game, oid))
