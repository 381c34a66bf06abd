"""When a player may do something (CR 505.5a-b): sorcery timing, shared by playing a land,
casting a sorcery-speed spell and "activate only as a sorcery" (CR 602.5d).
"""

from __future__ import annotations

from typing import Final

from ..errors import Problem, problem
from ..state import GameState
from ..turn.steps import Step

#: Enum members read on hot paths, bound once as module constants (the engine's hot-path rules: ``mtgtable.engine``).
_STEP_MAIN1: Final = Step.MAIN1
_STEP_MAIN2: Final = Step.MAIN2


def sorcery_timing(game: GameState, player: int, rule: str = "505.5a") -> Problem | None:
    """Why ``player`` may not act at sorcery speed now, or ``None`` (CR 505.5a)."""
    step = game.step
    if player == game.active and (step is _STEP_MAIN1 or step is _STEP_MAIN2) and not game.stack:
        return None  # (the usual answer, first: judged for every card cast and land played)
    if player != game.active:
        return problem(rule, "only the active player can do this, in their main phase")
    if game.step is None or not game.step.is_main:
        return problem(rule, "this can be done only in a main phase")
    if game.stack:
        return problem(rule, "this can be done only while the stack is empty")
    return None
