"""``mtgtable bench``: how fast the engine answers decisions and plays games.

Plays seeded random two-player games (60-card decks of lands and simple
creatures, both players answered by :class:`RandomAgent`) on one core and
reports decisions per second and games per second.  A benchmark command, not
a timed test: the figures go in the README with the command that made them.

``--against DIR`` measures side by side in one run: it runs the same command
(the random bench, or ``--goldfish DECK`` on one core) in a child process for
this tree and for the checkout in DIR (for example ``git worktree add
/tmp/base 71c3851``), alternating for ``--rounds`` rounds, and prints the
ratio of the CPU seconds each used (on a shared machine the wall time depends
on the other programs; the CPU time much less).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from ..agents import RandomAgent, run_until
from ..game import Game, GameConfig

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


#: The undo measurement, run as ``python3 -c`` in each tree by ``--undo --against``
#: (only public names that 71c3851 has too).  Prints JSON.
UNDO_CHILD = """
import json, sys, time
from mtgtable.engine.game import Game, GameConfig
from mtgtable.engine.agents import RandomAgent, run_until
from mtgtable.engine.files.replay import undo
n = int(sys.argv[1])
deck = ("Forest",) * min(1000, n // 30 + 60)  # (a deck is at most 1,000 cards: a replay checks it)
game = Game.new(GameConfig((deck, deck), seed=3))
run_until(game, {0: RandomAgent(1), 1: RandomAgent(2)}, max_answers=n)
best = None
for _ in range(2):
    start = time.process_time()
    back = undo(game, 1)
    spent = time.process_time() - start
    best = spent if best is None else min(best, spent)
assert len(back.answers) == len(game.answers) - 1
print(json.dumps({"answers": len(game.answers), "turn": game.turn, "undo_cpu_s": round(best, 3)}))
"""


def add_parser(sub: Any) -> None:
    p = sub.add_parser("bench", help="measure engine speed (decisions/s, random games/s)")
    p.add_argument("--games", type=int, default=200)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--json", action="store_true")
    p.add_argument("--no-log", action="store_true", help="don't keep the event log (as simulations do)")
    p.add_argument("--against", metavar="DIR", help="also run in the checkout DIR, side by side, and print ratios")
    p.add_argument("--goldfish", metavar="DECK", help="with --against: time the goldfish of DECK instead")
    p.add_argument("--rounds", type=int, default=3, help="with --against: alternating rounds (default 3)")
    p.add_argument("--undo", type=int, metavar="ANSWERS",
                   help="time one undo (CPU seconds) at a game of ANSWERS answers instead (with --against too)")
    p.set_defaults(func=run)


def _child_command(tree: Path, args: argparse.Namespace) -> list[str]:
    """The command that measures one tree (the goldfish on one core, undo, or the random bench)."""
    if args.undo:
        return [sys.executable, "-c", UNDO_CHILD, str(args.undo)]
    if args.goldfish:
        cmd = [sys.executable, "-m", "mtgtable", "goldfish", str(Path(args.goldfish).resolve()),
               "--games", str(args.games), "--seed", str(args.seed), "--json"]
        if (tree / "mtgtable" / "goldfish" / "bench_jobs.py").exists():  # it has --jobs (default: all cores)
            cmd += ["--jobs", "1"]
        return cmd
    return [sys.executable, "-m", "mtgtable", "bench", "--games", str(args.games), "--seed", str(args.seed),
            "--json"] + (["--no-log"] if args.no_log else [])


def _measure(tree: Path, args: argparse.Namespace) -> tuple[float, float, str]:
    """CPU seconds, wall seconds and the JSON output of one child run in ``tree``."""
    env = dict(os.environ, PYTHONPATH=str(tree))
    before = os.times()
    start = time.perf_counter()
    out = subprocess.run(_child_command(tree, args), cwd=tree, env=env, capture_output=True, text=True, check=True)
    wall = time.perf_counter() - start
    after = os.times()
    return (after.children_user - before.children_user + after.children_system - before.children_system,
            wall, out.stdout)


def compare(args: argparse.Namespace) -> dict[str, Any]:
    """Alternate runs of this tree and ``args.against``; the best CPU time of each, and their ratio."""
    here = Path(__file__).resolve().parents[2]
    there = Path(args.against).resolve()
    best: dict[str, tuple[float, float]] = {}
    outputs: dict[str, str] = {}
    for _ in range(args.rounds):
        for name, tree in (("against", there), ("this", here)):
            cpu, wall, out = _measure(tree, args)
            outputs[name] = out
            if name not in best or cpu < best[name][0]:
                best[name] = (cpu, wall)
    if args.undo:  # the child measures the undo alone
        t_here, t_there = (json.loads(outputs[k])["undo_cpu_s"] for k in ("this", "against"))
        return {"what": f"undo at {json.loads(outputs['this'])['answers']} answers", "games": 1,
                "rounds": args.rounds, "against": str(there), "against_cpu_s": t_there, "this_cpu_s": t_here,
                "against_wall_s": None, "this_wall_s": None, "cpu_ratio": round(t_there / t_here, 2),
                "same_results": None}
    same = None
    if args.goldfish:  # the same games must give the same figures (timings aside)
        def figures(text: str) -> dict[str, Any]:
            d = json.loads(text)
            return {k: v for k, v in d.items() if k not in ("seconds", "games_per_second", "deck")}
        same = figures(outputs["this"]) == figures(outputs["against"])
    return {"what": f"goldfish {Path(args.goldfish).name}" if args.goldfish else "random bench",
            "games": args.games, "rounds": args.rounds, "against": str(there),
            "against_cpu_s": round(best["against"][0], 3), "this_cpu_s": round(best["this"][0], 3),
            "against_wall_s": round(best["against"][1], 3), "this_wall_s": round(best["this"][1], 3),
            "cpu_ratio": round(best["against"][0] / best["this"][0], 2), "same_results": same}


def run(args: argparse.Namespace) -> int:
    if args.undo and not args.against:
        out = subprocess.run([sys.executable, "-c", UNDO_CHILD, str(args.undo)], capture_output=True, text=True,
                             check=True, env=dict(os.environ, PYTHONPATH=str(Path(__file__).resolve().parents[2])))
        print(out.stdout.strip())
        return 0
    if args.against:
        r = compare(args)
        if args.json:
            print(json.dumps(r))
        else:
            print(f"{r['what']}, {r['games']} games, best of {r['rounds']} alternating rounds: "
                  f"{r['this_cpu_s']} CPU s here, {r['against_cpu_s']} CPU s in {r['against']}: "
                  f"{r['cpu_ratio']}x" + ("" if r["same_results"] is None
                                           else f" (same results: {r['same_results']})"))
        return 0
    r = bench(args.games, args.seed, keep_events=not args.no_log)
    if args.json:
        print(json.dumps(r))
    else:
        print(f"{r['games']} random games in {r['seconds']} s: {r['games_per_second']} games/s, "
              f"{r['decisions_per_second']} decisions/s ({r['decisions']} decisions, "
              f"{r['mean_turns']} turns per game on average)")
    return 0
