"""Effects that read how a spell was cast (CR 601.2b): "if this spell was kicked" (CR 702.33d).

Registered in the effect vocabulary (``effects.EFFECTS``) and its parameter
schemas (``effect_params.EFFECT_PARAMS``) when ``effects`` is imported.
"""

from __future__ import annotations

from typing import Any, Final, Generator, Mapping, TYPE_CHECKING

from ..rules import characteristics as chars
from ..data.effect_params import EFFECT_PARAMS, effect_list, subject
from .effect_core import EFFECTS, EffectContext, effect

if TYPE_CHECKING:
    from ..state import GameState as Game


@effect("if_kicked")
def _if_kicked(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> Generator[Any, Any, None]:
    """CR 702.33d: the nested ``effects`` happen only if the spell's kicker cost was paid
    (the spell on the stack remembers it in its ``kicked`` information); ``otherwise``, when
    given, happens only if it was not ("it deals 4 damage instead")."""
    chosen = e.get("effects", ()) if ctx.info.get("kicked") else e.get("otherwise", ())
    for inner in chosen:
        result = EFFECTS[inner["do"]](game, ctx, inner)
        if result is not None:
            yield from result


EFFECT_PARAMS["if_kicked"] = {"effects": effect_list, "otherwise": effect_list}


_COLOR_OF: Final = frozenset({"W", "U", "B", "R", "G"})


@effect("if_target_color")
def _if_target_color(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> Generator[Any, Any, None]:
    """"Counter target spell if it's blue." (Pyroblast): the target may be any spell; as the
    spell resolves (CR 608.2c) the nested ``effects`` happen only if the target ``target``
    still is that ``color``."""
    i = e.get("target", 0)
    ref = ctx.targets[i] if isinstance(i, int) and i < len(ctx.targets) else None
    if not isinstance(ref, int) or ref not in game.objects or str(e.get("color")) not in chars.colors(game, ref):
        return
    for inner in e.get("effects", ()):
        result = EFFECTS[inner["do"]](game, ctx, inner)
        if result is not None:
            yield from result


@effect("if_target_has")
def _if_target_has(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> Generator[Any, Any, None]:
    """"Destroy target creature if it has mana value 2 or less." (Fatal Push): any creature may be
    the target; as the spell resolves (CR 608.2c) the nested ``effects`` happen only if the target
    ``target`` still has the number ``filter`` asks for (``target_filters.passes``, CR 202.3)."""
    from ..rules.target_filters import passes
    from ..data.target_specs import FILTER
    i = e.get("target", 0)
    ref = ctx.targets[i] if isinstance(i, int) and i < len(ctx.targets) else None
    m = FILTER.match(str(e.get("filter", "")))
    if not isinstance(ref, int) or ref not in game.objects or m is None \
            or not passes(game, ref, (m.group(1), m.group(2), int(m.group(3)))):
        return
    for inner in e.get("effects", ()):
        result = EFFECTS[inner["do"]](game, ctx, inner)
        if result is not None:
            yield from result


@effect("if_target_controller")
def _if_target_controller(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> Generator[Any, Any, None]:
    """"If you controlled that permanent, draw a card." (Boomerang Basics): the nested ``effects`` happen
    only if the ability's controller controlled the target ``target`` as the resolution began, its last
    known information once it left the battlefield (CR 608.2h; ``resolution`` notes it)."""
    i = e.get("target", 0)
    if ctx.info.get("target_controllers", {}).get(i) != ctx.controller:
        return
    for inner in e.get("effects", ()):
        result = EFFECTS[inner["do"]](game, ctx, inner)
        if result is not None:
            yield from result


EFFECT_PARAMS["if_target_controller"] = {"target": subject, "effects": effect_list}


def _filter(v: Any) -> str | None:
    from ..data.target_specs import FILTER
    return None if isinstance(v, str) and FILTER.match(v) else "a filter such as mv<=2 (target_specs.FILTER)"


EFFECT_PARAMS["if_target_has"] = {"target": subject, "filter": _filter, "effects": effect_list}


def _color(v: Any) -> str | None:
    return None if v in _COLOR_OF else "one of W, U, B, R, G"


EFFECT_PARAMS["if_target_color"] = {"target": subject, "color": _color, "effects": effect_list}
