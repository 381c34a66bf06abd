"""Summaries of a goldfish run: the kill-turn distribution and the rest.

Percentiles use the nearest-rank method (the smallest kill turn with at
least p% of the killing games at or before it), so every figure is a turn
that actually happened and the report is exactly reproducible.
"""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass
from typing import Any

from .simulate import RunResult

PERCENTILES = (10, 25, 50, 75, 90)
#: "No kill by turn 10" is the figure issue #4 asks for.
BY_TURN = 10


@dataclass(frozen=True)
class Summary:
    games: int
    kills: int
    mean: float | None
    median: int | None
    percentiles: dict[int, int]
    histogram: dict[int, int]          # pilot turn -> games killed on that turn
    no_kill: int                       # reached the turn limit
    lost: int                          # the pilot lost (e.g. drew from an empty library)
    no_kill_by_10: float               # share of games with no kill by turn 10 (fraction)
    mulligan_rate: float               # share of games with at least one mulligan
    mean_mulligans: float
    seconds: float
    games_per_second: float | None
    seed: int
    max_turns: int
    mulligan: str
    on_the_play: bool
    deck_size: int


def nearest_rank(sorted_values: list[int], p: float) -> int:
    """The p-th percentile by nearest rank (``sorted_values`` must not be empty)."""
    rank = max(1, math.ceil(p / 100 * len(sorted_values)))
    return sorted_values[rank - 1]


def summarize(run: RunResult) -> Summary:
    n = len(run.games)
    kills = sorted(g.kill_turn for g in run.games if g.kill_turn is not None)
    hist = Counter(kills)
    return Summary(
        games=n, kills=len(kills),
        mean=sum(kills) / len(kills) if kills else None,
        median=nearest_rank(kills, 50) if kills else None,
        percentiles={p: nearest_rank(kills, p) for p in PERCENTILES} if kills else {},
        histogram=dict(sorted(hist.items())),
        no_kill=sum(1 for g in run.games if g.result == "no_kill"),
        lost=sum(1 for g in run.games if g.result in ("lost", "draw")),
        no_kill_by_10=(sum(1 for g in run.games if g.kill_turn is None or g.kill_turn > BY_TURN) / n) if n else 0.0,
        mulligan_rate=(sum(1 for g in run.games if g.mulligans) / n) if n else 0.0,
        mean_mulligans=(sum(g.mulligans for g in run.games) / n) if n else 0.0,
        seconds=run.seconds,
        games_per_second=(n / run.seconds) if run.seconds > 0 and n else None,
        seed=run.seed, max_turns=run.max_turns, mulligan=run.mulligan, on_the_play=run.on_the_play,
        deck_size=run.deck_size,
    )


def to_json(s: Summary, deck: str = "") -> dict[str, Any]:
    return {
        "deck": deck, "deck_size": s.deck_size, "games": s.games, "seed": s.seed, "max_turns": s.max_turns,
        "mulligan_rule": s.mulligan, "on_the_play": s.on_the_play,
        "kills": s.kills, "mean_kill_turn": None if s.mean is None else round(s.mean, 3),
        "median_kill_turn": s.median, "percentiles": {str(k): v for k, v in s.percentiles.items()},
        "histogram": {str(k): v for k, v in s.histogram.items()},
        "no_kill": s.no_kill, "lost": s.lost, "no_kill_by_turn_10": round(s.no_kill_by_10, 4),
        "mulligan_rate": round(s.mulligan_rate, 4), "mean_mulligans": round(s.mean_mulligans, 4),
        "seconds": round(s.seconds, 3),
        "games_per_second": None if s.games_per_second is None else round(s.games_per_second, 1),
    }


def format_text(s: Summary, deck: str = "", width: int = 40) -> str:
    """The report a player reads: one line per figure, then a histogram."""
    lines = [f"Goldfish: {deck} ({s.deck_size} cards), {s.games} games, seed {s.seed}, "
             f"{'on the play' if s.on_the_play else 'on the draw'}, {s.mulligan} mulligan"]
    if s.kills:
        pct = "  ".join(f"p{p}={v}" for p, v in s.percentiles.items())
        lines.append(f"Kill turn: mean {s.mean:.2f}, median {s.median}   {pct}")
    else:
        lines.append("Kill turn: no game was won")
    lines.append(f"No kill by turn {BY_TURN}: {s.no_kill_by_10:.1%}   "
                 f"(no kill by the turn limit of {s.max_turns}: {s.no_kill}; pilot lost: {s.lost})")
    lines.append(f"Mulligans: {s.mulligan_rate:.1%} of games mulliganed at least once "
                 f"({s.mean_mulligans:.2f} per game)")
    if s.histogram:
        lines.append("")
        top = max(s.histogram.values())
        for turn in range(min(s.histogram), max(s.histogram) + 1):
            count = s.histogram.get(turn, 0)
            bar = "#" * (round(count / top * width) if top else 0)
            share = count / s.games if s.games else 0.0
            lines.append(f"  turn {turn:>2} | {bar:<{width}} {count:>6}  {share:6.1%}")
    speed = f"{s.games_per_second:,.0f} games/s" if s.games_per_second else "n/a"
    lines.append("")
    lines.append(f"Speed: {s.games} games in {s.seconds:.2f} s ({speed})")
    return "\n".join(lines)
