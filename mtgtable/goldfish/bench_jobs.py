"""``python3 -m mtgtable.goldfish.bench_jobs DECK --games N --jobs 1 2``: the
goldfish on 1, 2, ... processes side by side in one run, on the same games.

Each setting plays the same seeded games; the command checks that every
setting gives the same results as the first and prints games per second and
the speed-up against the first (issue 14 asks for at least 1.8x on 2 cores),
and the CPU seconds used by the command and its worker processes (on a
shared machine the wall time depends on the other programs; equal CPU time
means the split itself costs nothing).
A benchmark command, not a timed test.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from typing import Any, Sequence

from .simulate import run


def compare_jobs(deck: Sequence[str], games: int, seed: int, jobs: Sequence[int]) -> list[dict[str, Any]]:
    """Run the same games with each number of jobs; raise if any result differs."""
    rows: list[dict[str, Any]] = []
    first = None
    for n in jobs:
        before = os.times()
        r = run(deck, games, seed, jobs=n)
        after = os.times()
        # CPU time of this process and its finished workers: on a machine other
        # programs share, the wall time says little, this says what the split costs.
        cpu = sum(after[:4]) - sum(before[:4])
        if first is None:
            first = r
        elif r.games != first.games:
            raise AssertionError(f"--jobs {n} gave different results from --jobs {jobs[0]}")
        rows.append({"jobs": n, "games": games, "seconds": round(r.seconds, 3),
                     "games_per_second": round(games / r.seconds, 1) if r.seconds else None,
                     "speedup": round(first.seconds / r.seconds, 2) if r.seconds else None,
                     "cpu_seconds": round(cpu, 3)})
    return rows


def main(argv: Sequence[str] | None = None) -> int:
    from ..decks import load_deck
    from ..engine.data.cards import default_card_db

    p = argparse.ArgumentParser(prog="python3 -m mtgtable.goldfish.bench_jobs", description=__doc__.split("\n\n")[0])
    p.add_argument("deck")
    p.add_argument("--games", type=int, default=2000)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--jobs", type=int, nargs="+", default=[1, 2])
    p.add_argument("--json", action="store_true")
    args = p.parse_args(argv)
    deck = load_deck(args.deck, known_names=default_card_db().names()).deck.expanded()
    rows = compare_jobs(deck, args.games, args.seed, args.jobs)
    for row in rows:
        if args.json:
            print(json.dumps(row))
        else:
            print(f"--jobs {row['jobs']}: {row['games']} games in {row['seconds']} s, "
                  f"{row['games_per_second']} games/s, {row['speedup']}x --jobs {args.jobs[0]}, "
                  f"{row['cpu_seconds']} CPU s (same results)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
