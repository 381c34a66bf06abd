"""``mtgtable bench``: how fast the engine answers decisions and plays games.

Plays seeded random two-player games (60-card decks of lands and simple
creatures, both players answered by :class:`RandomAgent`) on one core and
reports decisions per second and games per second.  A benchmark command, not
a timed test: the figures go in the README with the command that made them.
"""

from __future__ import annotations

import argparse
import json
import time
from typing import Any

from .agents import RandomAgent, run_until
from .game import Game, GameConfig

BENCH_DECK: tuple[str, ...] = tuple(
    ["Forest"] * 12 + ["Mountain"] * 12 + ["Grizzly Bears"] * 8 + ["Hill Giant"] * 8
    + ["Llanowar Elves"] * 4 + ["Trained Armodon"] * 8 + ["Canyon Minotaur"] * 8)


def bench(games: int, seed: int = 0, keep_events: bool = True) -> dict[str, Any]:
    decisions = turns = 0
    start = time.perf_counter()
    for i in range(games):
        game = Game.new(GameConfig((BENCH_DECK, BENCH_DECK), seed=seed + i), keep_events=keep_events)
        decisions += run_until(game, {0: RandomAgent(seed + i), 1: RandomAgent(seed + i + 7919)})
        turns += game.turn
    elapsed = time.perf_counter() - start
    return {"games": games, "seconds": round(elapsed, 3), "games_per_second": round(games / elapsed, 1),
            "decisions": decisions, "decisions_per_second": round(decisions / elapsed),
            "mean_turns": round(turns / games, 1)}


def add_parser(sub: Any) -> None:
    p = sub.add_parser("bench", help="measure engine speed (decisions/s, random games/s)")
    p.add_argument("--games", type=int, default=200)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--json", action="store_true")
    p.add_argument("--no-log", action="store_true", help="don't keep the event log (as simulations do)")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    r = bench(args.games, args.seed, keep_events=not args.no_log)
    if args.json:
        print(json.dumps(r))
    else:
        print(f"{r['games']} random games in {r['seconds']} s: {r['games_per_second']} games/s, "
              f"{r['decisions_per_second']} decisions/s ({r['decisions']} decisions, "
              f"{r['mean_turns']} turns per game on average)")
    return 0
