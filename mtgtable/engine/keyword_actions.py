"""Effects of keyword actions the evergreen vocabulary lacks: regenerate (CR 701.15).

``{"do": "regenerate", "target": "self"}`` gives the permanent a regeneration
shield: the next time it would be destroyed this turn, instead its damage is
removed, it is tapped and it is removed from combat (CR 701.15a,
``operations.use_regeneration_shield``).  Destruction "that can't be
regenerated" is ``"no_regeneration": true`` on ``destroy``, ``destroy_all`` and
``damage`` (CR 701.15b).  Importing this module registers the effect (effects.py
does, at its end).
"""

from __future__ import annotations

from typing import Any, Mapping

from . import characteristics as chars
from . import operations as ops
from .effect_params import EFFECT_PARAMS, subject
from .effects import EffectContext, _objects, effect
from .state import GameState as Game

EFFECT_PARAMS["regenerate"] = {"target": subject}


@effect("regenerate")
def _regenerate(game: Game, ctx: EffectContext, e: Mapping[str, Any]) -> None:
    """Regenerate each permanent the effect names (CR 701.15a)."""
    for o in _objects(game, ctx, e.get("target", "self")):
        if chars.on_battlefield(game, o):
            ops.add_regeneration_shield(game, o, ctx.source_name)
