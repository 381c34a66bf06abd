"""The one driver loop: agents answer a game's decisions until a stop.

Every program that plays games runs this loop: the GUI's automation (the
goldfish opponent, automatic passes and payments), the goldfish simulator,
the fuzzer and the benchmarks (OpenSpiel's ``Bot.step`` loop).  What differs
between them is said once, in the arguments:

- ``agents``: who answers for which player.  A player without an agent is a
  person: the loop stops there.  An agent may also decline one decision by
  answering ``None`` (the GUI's table answers priority for a person only
  where they set no stop).
- ``until(game)``: a stop checked before every decision (a turn limit, "the
  game reached the main phase").
- ``max_answers``: a bound for programs that must end.
- ``before(game, decision, answer)`` and ``after(game, decision, answer,
  events)``: what a program records around each answer (the goldfish's casts,
  the fuzzer's checks, the GUI's log).

An answer the engine refuses raises from :func:`run` as it does from
:meth:`Game.answer` (the game is then exactly as it was).

>>> from mtgtable.engine import Game, GameConfig
>>> from mtgtable.engine.agents import RandomAgent
>>> deck = ("Forest",) * 20 + ("Grizzly Bears",) * 20
>>> game = Game.new(GameConfig((deck, deck), seed=1))
>>> r = run(game, {0: RandomAgent(0), 1: RandomAgent(1)}, until=lambda g: g.turn >= 3)
>>> r.stopped, game.turn
('until', 3)
>>> run(game, {0: RandomAgent(0)}).stopped  # player 1 has no agent: a person decides
'no_agent'
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable, Mapping, Protocol

if TYPE_CHECKING:
    from .decisions import Decision
    from .events import Event
    from .game import Game


class Agent(Protocol):
    """Anything that answers decisions: a bot, a pilot, a scripted test (``None``: not this one)."""

    def choose(self, game: "Game", decision: "Decision") -> Any: ...


@dataclass(frozen=True, slots=True)
class Run:
    """What one call of :func:`run` did: how many answers it gave and why it stopped:
    ``"over"`` (the game ended), ``"no_agent"`` (a player without an agent must
    decide), ``"declined"`` (an agent answered ``None``), ``"until"`` or ``"limit"``."""

    answers: int
    stopped: str


def run(game: "Game", agents: Mapping[int, Agent], *, until: Callable[["Game"], bool] | None = None,
        max_answers: int = 1_000_000,
        before: Callable[["Game", "Decision", Any], None] | None = None,
        after: Callable[["Game", "Decision", Any, "list[Event]"], None] | None = None) -> Run:
    """Let ``agents`` answer ``game`` until a stop (see the module docstring)."""
    n = 0
    while True:
        decision = game.pending
        if decision is None:
            return Run(n, "over")
        if n >= max_answers:
            return Run(n, "limit")
        if until is not None and until(game):
            return Run(n, "until")
        agent = agents.get(decision.player)
        if agent is None:
            return Run(n, "no_agent")
        answer = agent.choose(game, decision)
        if answer is None:
            return Run(n, "declined")
        if before is not None:
            before(game, decision, answer)
        events = game.answer(answer)
        n += 1
        if after is not None:
            after(game, decision, answer, events)
