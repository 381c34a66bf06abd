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


# ----------------------------------------------------------------------------- statistics deck builders ask for

#: Below this many games the figures are noise: the report says so.
SMALL_SAMPLE = 200
#: z for a 95% interval.
Z95 = 1.959963984540054


def wilson(successes: int, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval for a proportion: honest at small n and near 0 or 1.

    >>> lo, hi = wilson(50, 100)
    >>> round(lo, 3), round(hi, 3)
    (0.404, 0.596)
    """
    if n <= 0:
        return 0.0, 1.0
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    low = 0.0 if successes <= 0 else max(0.0, centre - half)
    high = 1.0 if successes >= n else min(1.0, centre + half)
    return min(low, p), max(high, p)  # the estimate is always inside its interval


@dataclass(frozen=True)
class KillByTurn:
    """P(the goldfish is dead by the pilot's turn N), with its 95% interval."""

    turn: int
    probability: float
    low: float
    high: float


def kill_by_turn(run: RunResult, last: int | None = None) -> list[KillByTurn]:
    """The cumulative kill-turn distribution, turn 1 to ``last`` (default: the last kill)."""
    n = len(run.games)
    kills = [g.kill_turn for g in run.games if g.kill_turn is not None]
    last = last if last is not None else (max(kills) if kills else 0)
    out = []
    for t in range(1, last + 1):
        k = sum(1 for x in kills if x <= t)
        lo, hi = wilson(k, n)
        out.append(KillByTurn(t, k / n if n else 0.0, lo, hi))
    return out


def mulligans_by_depth(run: RunResult) -> dict[int, int]:
    """How many games mulliganed 0, 1, 2... times."""
    return dict(sorted(Counter(g.mulligans for g in run.games).items()))


def land_drops_on_curve(run: RunResult, turns: int = 6) -> list[dict[str, float]]:
    """Per pilot turn N: the share of games that had at least N lands by the end of turn N (on curve),
    fewer (screw), and more than N + 2 lands (flood), among the games still going on that turn."""
    out = []
    for t in range(1, turns + 1):
        counts = [g.lands_by_turn[t - 1] for g in run.games if len(g.lands_by_turn) >= t]
        n = len(counts)
        if not n:
            break
        on = sum(1 for c in counts if c >= t)
        out.append({"turn": t, "games": n, "on_curve": on / n, "screw": 1 - on / n,
                    "flood": sum(1 for c in counts if c > t + 2) / n})
    return out


@dataclass(frozen=True)
class CardCasts:
    name: str
    #: Share of games in which the pilot cast it at least once.
    games_share: float
    casts: int
    mean_turn: float


def card_casts(run: RunResult) -> list[CardCasts]:
    """Per card: how often it was cast, and on which of the pilot's turns on average (most cast first)."""
    n = len(run.games)
    turns: dict[str, list[int]] = {}
    in_games: Counter[str] = Counter()
    for g in run.games:
        seen: set[str] = set()
        for name, turn in g.casts:
            turns.setdefault(name, []).append(turn)
            seen.add(name)
        in_games.update(seen)
    rows = [CardCasts(name, in_games[name] / n if n else 0.0, len(ts), sum(ts) / len(ts)) for name, ts in turns.items()]
    return sorted(rows, key=lambda r: (-r.casts, r.name))


def statistics_json(run: RunResult) -> dict[str, Any]:
    """The figures beside the kill-turn distribution, for ``--json`` (and the window)."""
    n = len(run.games)
    return {
        "small_sample": n < SMALL_SAMPLE,
        "kill_by_turn": [{"turn": k.turn, "p": round(k.probability, 4), "ci95": [round(k.low, 4), round(k.high, 4)]}
                         for k in kill_by_turn(run)],
        "mulligans_by_depth": {str(d): c for d, c in mulligans_by_depth(run).items()},
        "land_drops": [{k: (round(v, 4) if isinstance(v, float) else v) for k, v in row.items()}
                       for row in land_drops_on_curve(run)],
        "cards": [{"name": c.name, "games_share": round(c.games_share, 4), "casts": c.casts,
                   "mean_turn": round(c.mean_turn, 2)} for c in card_casts(run)],
    }


def format_statistics(run: RunResult) -> str:
    """The same figures for a reader."""
    n = len(run.games)
    lines = []
    if n < SMALL_SAMPLE:
        lines.append(f"Only {n} games: the figures below are noise; run {SMALL_SAMPLE} or more for a usable estimate.")
    rows = kill_by_turn(run)
    if rows:
        lines.append("Killed by turn N (95% interval):")
        lines += [f"  by turn {k.turn:>2}: {k.probability:6.1%}  ({k.low:.1%}-{k.high:.1%})" for k in rows
                  if k.probability > 0]
    depth = mulligans_by_depth(run)
    lines.append("Mulligans by depth: " + ", ".join(
        f"{d}: {c} ({c / n:.1%})" for d, c in depth.items()) if n else "Mulligans by depth: -")
    drops = land_drops_on_curve(run)
    if drops:
        lines.append("Land drops on curve: " + "  ".join(f"t{r['turn']}={r['on_curve']:.0%}" for r in drops)
                     + "   (screw t3: {:.0%}, flood t6: {:.0%})".format(
                         drops[2]["screw"] if len(drops) > 2 else 0.0, drops[5]["flood"] if len(drops) > 5 else 0.0))
    casts = card_casts(run)
    if casts:
        lines.append("Cards cast (share of games, mean turn):")
        lines += [f"  {c.name:<28} {c.games_share:6.1%}  turn {c.mean_turn:4.1f}" for c in casts[:15]]
    return "\n".join(lines)
