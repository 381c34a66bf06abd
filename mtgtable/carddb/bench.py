"""Budgets of the card database, as a command: ``python3 -m mtgtable.carddb.bench [--repeat N]``.

Each figure is measured in a fresh process (so nothing is warm by accident)
with its own cache folder, side by side with the bundled-only baseline in the
same run (the machine is shared and noisy: compare the ratios):

* **bundled**: a 60-card deck of bundled cards against the bundled pool only (the baseline);
* **cold**: a real 60-card deck (Modern Burn) with an empty cache: the index is
  built from the source, the deck's cards compiled and cached;
* **compile**: the index cached, the deck's compiled cards not;
* **warm**: everything cached (every start after the first).

Time is that of reading the deck and building its game's cards (imports
excluded, they are the same in every mode), wall clock and CPU (the CPU time
is what a busy machine distorts least); memory is the process's resident
size after it, and its peak, minus the baseline's.  Budgets (issue 9): warm
under 50 ms, cold under 1 s, memory under 60 MB above the baseline.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

BURN = ["4 Lightning Bolt", "4 Goblin Guide", "4 Monastery Swiftspear", "4 Lava Spike", "4 Rift Bolt",
        "4 Skewer the Critics", "4 Boros Charm", "4 Lightning Helix", "4 Eidolon of the Great Revel",
        "2 Searing Blaze", "4 Sacred Foundry", "4 Inspiring Vantage", "4 Arid Mesa", "10 Mountain"]
BUNDLED = ["4 Lightning Bolt", "4 Mogg Fanatic", "4 Goblin Piker", "4 Hill Giant", "4 Canyon Minotaur",
           "4 Shock", "4 Grizzly Bears", "4 Giant Growth", "4 Llanowar Elves", "12 Mountain", "12 Forest"]
BUDGETS = {"warm_ms": 50.0, "cold_ms": 1000.0, "memory_mb": 60.0}


def _rss_mb() -> float:
    try:
        with open("/proc/self/statm") as f:
            return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20
    except (OSError, ValueError, AttributeError):
        return _peak_mb()


def _peak_mb() -> float:
    import resource
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / 2**20 if sys.platform == "darwin" else peak / 1024


def child(mode: str, deck_path: str) -> dict[str, Any]:
    """One measurement, in this (fresh) process."""
    from ..decks import load_deck
    from ..engine.data.cards import CardDB, default_card_db
    from . import cli, database, index, names, report  # noqa: F401  (imported before the clock starts)
    default_card_db()
    start, cpu = time.perf_counter(), time.process_time()
    if mode == "bundled":
        pool = default_card_db()
        loaded = load_deck(deck_path, known_names=pool.names())
        db = CardDB(iter(pool))
        cards = len(loaded.deck.expanded())
    else:
        result = cli.load_deck_cards(deck_path)
        db = result.cards.db
        cards = result.automation.by_cards.total
    seconds, cpu = time.perf_counter() - start, time.process_time() - cpu
    assert len(db) and cards == 60
    return {"mode": mode, "ms": seconds * 1000, "cpu_ms": cpu * 1000, "rss_mb": _rss_mb(), "peak_mb": _peak_mb()}


def _run_child(mode: str, deck: Path, cache: Path) -> dict[str, Any]:
    env = dict(os.environ, XDG_CACHE_HOME=str(cache))
    out = subprocess.run([sys.executable, "-m", "mtgtable.carddb.bench", "--child", mode, str(deck)],
                         capture_output=True, text=True, env=env, check=True)
    result: dict[str, Any] = json.loads(out.stdout.strip().splitlines()[-1])
    return result


def measure(repeat: int = 5) -> dict[str, Any]:
    root = Path(tempfile.mkdtemp(prefix="mtgtable-carddb-bench-"))
    try:
        burn, bundled = root / "burn.txt", root / "bundled.txt"
        burn.write_text("\n".join(BURN) + "\n", encoding="utf-8")
        bundled.write_text("\n".join(BUNDLED) + "\n", encoding="utf-8")
        runs: dict[str, list[dict[str, Any]]] = {"bundled": [], "cold": [], "compile": [], "warm": []}
        for i in range(repeat):
            cache = root / f"cache-{i}"
            runs["bundled"].append(_run_child("bundled", bundled, cache))
            runs["cold"].append(_run_child("cold", burn, cache))
            runs["warm"].append(_run_child("warm", burn, cache))
            for compiled in (cache / "mtgtable" / "carddb").glob("compiled-*"):
                shutil.rmtree(compiled)
            runs["compile"].append(_run_child("compile", burn, cache))
    finally:
        shutil.rmtree(root, ignore_errors=True)
    base_rss = statistics.median(r["rss_mb"] for r in runs["bundled"])
    base_peak = statistics.median(r["peak_mb"] for r in runs["bundled"])
    out: dict[str, Any] = {"repeat": repeat}
    for mode, rs in runs.items():
        out[mode] = {
            "ms": round(statistics.median(r["ms"] for r in rs), 1),
            "cpu_ms": round(statistics.median(r["cpu_ms"] for r in rs), 1),
            "rss_above_baseline_mb": round(statistics.median(r["rss_mb"] for r in rs) - base_rss, 1),
            "peak_above_baseline_mb": round(statistics.median(r["peak_mb"] for r in rs) - base_peak, 1),
        }
    out["baseline_rss_mb"] = round(base_rss, 1)
    out["budgets"] = BUDGETS
    out["within_budget"] = {  # judged on CPU time: wall time on a shared machine measures the other users
        "warm": out["warm"]["cpu_ms"] < BUDGETS["warm_ms"],
        "cold": out["cold"]["cpu_ms"] < BUDGETS["cold_ms"],
        "memory": max(out["warm"]["rss_above_baseline_mb"], out["cold"]["rss_above_baseline_mb"]) < BUDGETS["memory_mb"],
    }
    return out


def format_text(r: dict[str, Any]) -> str:
    lines = [f"Loading a 60-card deck's cards (median of {r['repeat']} fresh processes each):"]
    labels = {"bundled": "bundled pool only (baseline)", "cold": "cold: empty cache (index built)",
              "compile": "index cached, cards compiled", "warm": "warm: everything cached"}
    base = r["bundled"]["ms"] or 1.0
    for mode, label in labels.items():
        m = r[mode]
        lines.append(f"  {label:<34} {m['ms']:>8.1f} ms wall, {m['cpu_ms']:>7.1f} ms CPU  ({m['ms'] / base:6.1f}x)  "
                     f"memory {m['rss_above_baseline_mb']:+6.1f} MB resident, {m['peak_above_baseline_mb']:+6.1f} MB peak")
    ok = r["within_budget"]
    lines.append(f"Budgets (CPU time; resident memory): warm < {BUDGETS['warm_ms']:.0f} ms "
                 f"{'ok' if ok['warm'] else 'OVER'}; cold < {BUDGETS['cold_ms']:.0f} ms {'ok' if ok['cold'] else 'OVER'}; "
                 f"memory < {BUDGETS['memory_mb']:.0f} MB {'ok' if ok['memory'] else 'OVER'}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python3 -m mtgtable.carddb.bench", description=__doc__.splitlines()[0])
    p.add_argument("--repeat", type=int, default=5)
    p.add_argument("--json", action="store_true")
    p.add_argument("--child", nargs=2, metavar=("MODE", "DECK"), help=argparse.SUPPRESS)
    args = p.parse_args(argv)
    if args.child:
        print(json.dumps(child(*args.child)))
        return 0
    result = measure(args.repeat)
    print(json.dumps(result, indent=2) if args.json else format_text(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
