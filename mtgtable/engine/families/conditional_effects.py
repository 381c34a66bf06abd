"""``if_condition``: effects that happen only if a condition holds as the spell or ability resolves,
and others instead if it doesn't (CR 608.2c: the instructions are followed in order, the
condition looked at then).  "Galvanic Blast deals 2 damage to any target. Metalcraft — Galvanic
Blast deals 4 damage instead if you control three or more artifacts." is ``{"do": "if_condition",
"if": {"artifacts_at_least": 3}, "effects": [4 damage], "otherwise": [2 damage]}``; the condition
is one of ``counts.condition``'s, for the controller.

Registered in ``effects.EFFECTS`` like the others (``effects.py`` imports this module at its end).
"""

from __future__ import annotations

from typing import Any, Generator, Mapping

from ..rules import counts
from ..data.effect_params import EFFECT_PARAMS, effect_list
from .effect_core import EFFECTS, EffectContext, effect
from ..state import GameState as Game


def condition_check(v: Any) -> str | None:
    """A condition ``counts.condition`` reads (checked as cards load)."""
    if not isinstance(v, Mapping) or not v:
        return "a condition object"
    if "all" in v:  # each of several conditions (counts.condition)
        parts = v["all"]
        if not isinstance(parts, (list, tuple)) or not 0 < len(parts) <= 10:
            return "a list of one to ten conditions under 'all'"
        return next((found for c in parts if (found := condition_check(c)) is not None), None)
    of = v.get("of")
    if of is not None and counts.check_count(of) is not None:
        return counts.check_count(of)
    return None


@effect("if_condition")
def _if_condition(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> Generator[Any, Any, None]:
    """The ``effects`` if the condition holds now, else the ``otherwise`` effects (CR 608.2c)."""
    cond = e.get("if")
    holds = isinstance(cond, Mapping) and counts.condition(game, ctx.controller, cond)
    for inner in e.get("effects" if holds else "otherwise", ()):
        result = EFFECTS[inner["do"]](game, ctx, inner)
        if result is not None:
            yield from result


EFFECT_PARAMS["if_condition"] = {"if": condition_check, "effects": effect_list, "otherwise": effect_list}
