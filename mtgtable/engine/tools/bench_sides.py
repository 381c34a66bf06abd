"""``python3 -m mtgtable.engine.tools.bench_sides``: speed ratios of several builds, side by side in one run.

A *side* is a build of mtgtable to measure: ``NAME=DIR`` is the pure-Python
checkout in DIR (run as ``PYTHONPATH=DIR python3``), ``NAME=PYTHON`` is an
interpreter that has a build installed (a venv's ``bin/python`` with the
mypyc wheel: ``.ci/build_mypyc_wheel``), run from an empty folder so no
checkout is importable.  Every side plays the same workloads: the goldfish of
each deck on one core (``mtgtable goldfish DECK --games N --seed S --jobs 1``)
and the random two-player bench (``mtgtable bench``).  Rounds alternate the
sides, so a burst of load from other programs hits them all alike; each
figure is the best of the rounds, in CPU seconds of the games alone, measured
inside the child process (start-up, imports and loading the cards are left
out).  The table gives each side's speed as a ratio to the reference side
(the first, or ``--reference``): 2.00x means twice as fast.  It also checks
whether every side gives the same results (the goldfish report's figures,
the bench's decisions and turns), and if not, which sides agree (the random
agent of 71c3851 differs from today's, so its random games do too).

A benchmark command, not a timed test: its output goes in the README with
the command line that produced it.  Example::

    python3 -m mtgtable.engine.tools.bench_sides --side base=/work/base71 --side main=/work/main \\
        --side here=. --side compiled=/tmp/venv-mypyc/bin/python --rounds 3
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Sequence

#: The measuring child, run as ``python -c`` in each side (only names that
#: 71c3851 has too, or a fallback to them).  argv: "goldfish" DECK GAMES SEED | "bench" GAMES SEED.
#: Prints one JSON line: {"cpu": seconds of the games, "result": the figures}.
CHILD = r"""
import contextlib, io, json, sys, time
what = sys.argv[1]
if what == "bench":
    try:
        from mtgtable.engine.tools import bench as b
    except ImportError:  # a checkout from before the engine's rooms (71c3851)
        from mtgtable.engine import bench as b
    start = time.process_time()
    r = b.bench(int(sys.argv[2]), int(sys.argv[3]), keep_events=True)
    cpu = time.process_time() - start
    result = {k: r[k] for k in ("games", "decisions", "mean_turns")}
else:
    import mtgtable.goldfish.simulate as sim
    from mtgtable import cli
    spent = []
    real_run = sim.run
    def timed(*a, **k):
        start = time.process_time()
        out = real_run(*a, **k)
        spent.append(time.process_time() - start)
        return out
    sim.run = timed
    import mtgtable.goldfish.cli as gcli
    if hasattr(gcli, "run"):
        gcli.run = timed
    argv = ["goldfish", sys.argv[2], "--games", sys.argv[3], "--seed", sys.argv[4], "--json"]
    import inspect
    if "jobs" in inspect.signature(real_run).parameters:  # (the default is all cores)
        argv += ["--jobs", "1"]
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        cli.main(argv)
    report = json.loads(out.getvalue())
    cpu = sum(spent)
    result = {k: report[k] for k in ("games", "kills", "no_kill", "lost", "histogram", "mean_kill_turn",
                                     "median_kill_turn", "mean_mulligans", "percentiles") if k in report}
print(json.dumps({"cpu": cpu, "result": result}))
"""


@dataclass(frozen=True)
class Side:
    """One build to measure: a checkout run as pure Python, or an interpreter with a build installed."""

    name: str
    location: Path

    @property
    def installed(self) -> bool:
        return self.location.is_file()

    def command(self, args: Sequence[str]) -> tuple[list[str], dict[str, str], str | None]:
        env = dict(os.environ)
        env.pop("PYTHONPATH", None)
        if self.installed:  # a venv's python: from an empty folder, so no checkout shadows the build
            return [str(self.location), "-c", CHILD, *args], env, tempfile.gettempdir()
        env["PYTHONPATH"] = str(self.location)
        return [sys.executable, "-c", CHILD, *args], env, str(self.location)


def parse_side(text: str) -> Side:
    name, sep, where = text.partition("=")
    if not sep or not name or not where:
        raise argparse.ArgumentTypeError(f"a side is NAME=DIR or NAME=PYTHON, not {text!r}")
    path = Path(where).expanduser().absolute()  # (not resolve(): a venv's python is a symlink)
    if path.is_dir() and not (path / "mtgtable").is_dir():
        raise argparse.ArgumentTypeError(f"{path} is not a checkout of mtgtable (no mtgtable/ folder)")
    if not path.exists():
        raise argparse.ArgumentTypeError(f"{path} does not exist")
    return Side(name, path)


def measure(side: Side, args: Sequence[str]) -> dict[str, Any]:
    """One child run: CPU seconds of the games and their figures."""
    cmd, env, cwd = side.command(args)
    out = subprocess.run(cmd, env=env, cwd=cwd, capture_output=True, text=True)
    if out.returncode != 0:
        raise RuntimeError(f"{side.name}: {' '.join(args)} failed:\n{out.stderr[-2000:]}")
    parsed: dict[str, Any] = json.loads(out.stdout.strip().splitlines()[-1])
    return parsed


def workloads(decks: Sequence[Path], games: int, bench_games: int, seed: int) -> list[tuple[str, list[str]]]:
    loads = [(f"goldfish {d.stem} x{games}", ["goldfish", str(d), str(games), str(seed)]) for d in decks]
    if bench_games:
        loads.append((f"random bench x{bench_games}", ["bench", str(bench_games), str(seed)]))
    return loads


def compare(sides: Sequence[Side], loads: Sequence[tuple[str, list[str]]], rounds: int,
            log: Any = None) -> dict[str, Any]:
    """Alternate all sides over all workloads for ``rounds`` rounds; the best CPU time of each."""
    best: dict[tuple[str, str], float] = {}
    results: dict[tuple[str, str], Any] = {}
    for r in range(rounds):
        for label, args in loads:
            for side in (sides if r % 2 == 0 else list(reversed(sides))):  # alternate who goes first
                m = measure(side, args)
                key = (label, side.name)
                best[key] = min(best.get(key, m["cpu"]), m["cpu"])
                results[key] = m["result"]
                if log is not None:
                    print(f"round {r + 1}: {label}: {side.name} {m['cpu']:.3f} CPU s", file=log, flush=True)
    rows = []
    for label, _args in loads:
        groups: list[list[Side]] = []  # sides with the same figures, together
        for s in sides:
            for g in groups:
                if _common(results[(label, s.name)], results[(label, g[0].name)]):
                    g.append(s)
                    break
            else:
                groups.append([s])
        rows.append({"workload": label, "cpu_s": {s.name: round(best[(label, s.name)], 3) for s in sides},
                     "same_results": len(groups) == 1,
                     "result_groups": [[s.name for s in g] for g in groups]})
    return {"rounds": rounds, "sides": {s.name: str(s.location) for s in sides}, "rows": rows}


def _common(a: dict[str, Any], b: dict[str, Any]) -> bool:
    """The same figures on the keys both report (an older build may report fewer)."""
    keys = set(a) & set(b)
    return bool(keys) and all(a[k] == b[k] for k in keys)


def ratio_table(report: dict[str, Any], reference: str) -> str:
    """Each side's speed as a ratio to ``reference`` (higher is faster), with the CPU seconds."""
    names = list(report["sides"])
    head = ["workload", *[f"{n}" for n in names], "same results"]
    lines = [head]
    for row in report["rows"]:
        ref = row["cpu_s"][reference]
        cells = [row["workload"]]
        for n in names:
            cpu = row["cpu_s"][n]
            cells.append(f"{ref / cpu:.2f}x ({cpu:.2f}s)" if cpu else "-")
        cells.append("yes" if row["same_results"] else
                     "NO: " + " / ".join(",".join(g) for g in row["result_groups"]))
        lines.append(cells)
    widths = [max(len(line[i]) for line in lines) for i in range(len(head))]
    out = [" | ".join(c.ljust(w) for c, w in zip(line, widths)) for line in lines]
    out.insert(1, "-+-".join("-" * w for w in widths))
    return "\n".join(out) + (f"\nratios: speed against {reference} (CPU seconds of the games, best of "
                             f"{report['rounds']} alternating rounds, in brackets)")


def main(argv: Sequence[str] | None = None) -> int:
    from ..files.resource_files import resource_path

    p = argparse.ArgumentParser(prog="python3 -m mtgtable.engine.tools.bench_sides",
                                description=(__doc__ or "").split("\n\n")[0])
    p.add_argument("--side", type=parse_side, action="append", required=True, metavar="NAME=DIR|PYTHON",
                   help="a build to measure (give two or more; the first is the reference unless --reference)")
    p.add_argument("--reference", metavar="NAME", help="the side the ratios are against (default: the first)")
    p.add_argument("--deck", action="append", default=[], metavar="FILE",
                   help="a deck to goldfish (default: every sample deck, resources/decks/*)")
    p.add_argument("--games", type=int, default=1000, help="goldfish games per deck (default 1000)")
    p.add_argument("--bench-games", type=int, default=200, help="random bench games (default 200; 0: none)")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--rounds", type=int, default=3)
    p.add_argument("--json", action="store_true")
    p.add_argument("--quiet", action="store_true", help="no progress lines on stderr")
    args = p.parse_args(argv)
    sides: list[Side] = args.side
    if len({s.name for s in sides}) != len(sides):
        p.error("side names must differ")
    reference = args.reference or sides[0].name
    if reference not in {s.name for s in sides}:
        p.error(f"--reference {reference}: no such side")
    decks = [Path(d).resolve() for d in args.deck] or sorted(resource_path("decks").glob("*.txt"))
    report = compare(sides, workloads(decks, args.games, args.bench_games, args.seed), args.rounds,
                     log=None if args.quiet else sys.stderr)
    report["reference"] = reference
    print(json.dumps(report) if args.json else ratio_table(report, reference))
    return 0


if __name__ == "__main__":
    sys.exit(main())
