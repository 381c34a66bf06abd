"""Two or more decks side by side: the figures a deck builder compares."""

from __future__ import annotations

from typing import Sequence

from .report import kill_by_turn, summarize
from .simulate import RunResult


def format_comparison(runs: Sequence[tuple[str, RunResult]], turns: Sequence[int] = (3, 4, 5, 6, 7, 8)) -> str:
    """A table: mean kill turn, then P(killed by turn N) for each deck."""
    names = [name for name, _ in runs]
    width = max(12, *(len(n) for n in names))
    head = f"{'':<{width}}  {'mean':>6}  " + "  ".join(f"{'by t' + str(t):>7}" for t in turns)
    lines = ["Comparison (share of games in which the goldfish is dead by the pilot's turn N):", head]
    for name, run in runs:
        s = summarize(run)
        rows = {k.turn: k.probability for k in kill_by_turn(run, max(turns))}
        mean = f"{s.mean:6.2f}" if s.mean is not None else "     -"
        lines.append(f"{name:<{width}}  {mean}  " + "  ".join(f"{rows.get(t, 0.0):7.1%}" for t in turns))
    return "\n".join(lines)
