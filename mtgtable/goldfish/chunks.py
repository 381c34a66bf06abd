"""A run in pieces, for worker processes: game ``i`` of a run is the same game whoever plays it.

``play_chunk`` is a top-level function of plain arguments, so a
``ProcessPoolExecutor`` can send it to another process; the results are
``GameResult`` values, merged in index order into one ``RunResult``.
"""

from __future__ import annotations

from typing import Sequence

from .simulate import GameResult, RunResult, game_seed, play_game


def play_chunk(deck: Sequence[str], seed: int, start: int, count: int, mulligan: str = "london",
               max_turns: int = 20, on_the_play: bool = True) -> list[GameResult]:
    """Games ``start`` to ``start + count - 1`` of the run with ``seed`` (bundled card pool)."""
    return [play_game(deck, game_seed(seed, i), mulligan=mulligan, max_turns=max_turns, on_the_play=on_the_play)
            for i in range(start, start + count)]


def chunks(games: int, size: int) -> list[tuple[int, int]]:
    """(start, count) pieces covering ``games`` games.

    >>> chunks(5, 2)
    [(0, 2), (2, 2), (4, 1)]
    """
    return [(s, min(size, games - s)) for s in range(0, games, size)]


def merge(deck_size: int, parts: dict[int, list[GameResult]], seconds: float, seed: int, max_turns: int,
          mulligan: str, on_the_play: bool) -> RunResult:
    """The pieces (by start index) as one run, in game order."""
    out = RunResult(deck_size=deck_size, seconds=seconds, seed=seed, max_turns=max_turns, mulligan=mulligan,
                    on_the_play=on_the_play)
    for start in sorted(parts):
        out.games.extend(parts[start])
    return out
