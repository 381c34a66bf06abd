"""One game's result, a value sent between processes.

Interpreted in the mypyc build as well (``.ci/mypyc_setup.py`` compiles :mod:`one_game`, not this):
worker processes send these back pickled (``chunks.play_chunk``, the GUI's simulation), and a compiled
class does not survive pickling.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class GameResult:
    """One game: on which of the pilot's turns the goldfish died (``None``: no kill)."""

    seed: int
    kill_turn: int | None
    mulligans: int
    #: "kill", "no_kill" (turn limit reached), "lost" (the pilot lost, e.g. decked), "draw".
    result: str
    turns: int
    answers: int
    #: Lands the pilot had on the battlefield at the end of each of its turns (turn 1 first).
    lands_by_turn: tuple[int, ...] = ()
    #: (card name, pilot turn) for every spell the pilot began to cast.
    casts: tuple[tuple[str, int], ...] = ()
