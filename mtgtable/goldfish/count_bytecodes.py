"""``python3 -m mtgtable.goldfish.count_bytecodes DECK --games N``: the Python
bytecodes one goldfish game executes, in all and by function.

On these shared machines a timed ratio moves about ±10% between runs; a count
does not.  ``sys.settrace`` with ``f_trace_opcodes`` reports every bytecode the
interpreter executes, so the count per game is exact for the pure-Python
build (the compiled build runs no bytecode of its compiled modules), and a
change can be judged by how many bytecodes it saves and where.  It finds what
a profiler's timings blur; it does not replace timing, since one bytecode can
cost many times another (on Python 3.11 a property read or a class call is a
whole Python call).  Python randomizes string hashes in each process, which
moves the counts a little: set ``PYTHONHASHSEED`` for counts that repeat
exactly.  The README's Speed section quotes it.  A measuring command, not a
timed test: the tracing makes the games about fifty times slower.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from dataclasses import dataclass
from types import CodeType, FrameType
from typing import Any, Callable, Sequence

from .simulate import run

#: A function as the counts name it: its file (from ``mtgtable/`` on), first line and name.
Where = tuple[str, int, str]


@dataclass(frozen=True)
class Counts:
    """What :func:`count` found: the games played and, by function, the bytecodes executed in it
    (its own, not those of the functions it calls) and the times it was entered (a generator each
    time it resumes)."""

    games: int
    bytecodes: dict[Where, int]
    calls: dict[Where, int]

    @property
    def total(self) -> int:
        return sum(self.bytecodes.values())


def engine_compiled() -> bool:
    """Whether the engine runs compiled here (the mypyc build): then its compiled modules run no
    bytecode, and only what stays interpreted is counted."""
    from ..engine import operations
    return not str(getattr(operations, "__file__", "")).endswith(".py")


def _where(code: CodeType) -> Where:
    path = code.co_filename.replace("\\", "/")
    return (path.split("mtgtable/", 1)[-1] if "mtgtable/" in path else path, code.co_firstlineno, code.co_name)


def count(deck: Sequence[str], games: int, seed: int = 0, **run_options: Any) -> Counts:
    """Play ``games`` goldfish games of ``deck`` (after one untraced game, so that first uses and
    per-card tables are not counted) and count the bytecodes they execute."""
    run(deck, 1, seed, jobs=1, **run_options)
    bytecodes: Counter[Where] = Counter()
    calls: Counter[Where] = Counter()

    def on_call(frame: FrameType, event: str, arg: Any) -> Callable[..., Any] | None:
        if event != "call":
            return None
        frame.f_trace_opcodes = True
        where = _where(frame.f_code)
        calls[where] += 1

        def on_opcode(frame: FrameType, event: str, arg: Any) -> Callable[..., Any]:
            if event == "opcode":
                bytecodes[where] += 1
            return on_opcode
        return on_opcode

    previous = sys.gettrace()
    sys.settrace(on_call)
    try:
        run(deck, games, seed, jobs=1, **run_options)
    finally:
        sys.settrace(previous)
    return Counts(games, dict(bytecodes), dict(calls))


def main(argv: Sequence[str] | None = None) -> int:
    from ..carddb.cli import DeckCardsError, load_deck_cards

    p = argparse.ArgumentParser(prog="python3 -m mtgtable.goldfish.count_bytecodes",
                                description=(__doc__ or "").split("\n\n")[0])
    p.add_argument("deck", help="a decklist file")
    p.add_argument("--games", type=int, default=20, help="games to count (default 20)")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--top", type=int, default=30, help="functions to list (default 30)")
    p.add_argument("--json", action="store_true", help="print the counts per game as JSON")
    args = p.parse_args(argv)
    if args.games < 1:
        p.error("--games must be 1 or more")
    try:
        loaded = load_deck_cards(args.deck, [])
    except (DeckCardsError, OSError) as exc:
        print(f"count_bytecodes: {exc}", file=sys.stderr)
        return 2
    found = count(loaded.loaded.deck.expanded(), args.games, args.seed, db=loaded.cards.db)
    n = found.games
    rows = sorted(found.bytecodes.items(), key=lambda kv: -kv[1])[:args.top]
    if args.json:
        print(json.dumps({"games": n, "engine_compiled": engine_compiled(), "bytecodes_per_game": round(found.total / n),
                          "functions": [{"function": f"{w[0]}:{w[1]} {w[2]}", "bytecodes_per_game": round(v / n, 1),
                                         "calls_per_game": round(found.calls.get(w, 0) / n, 1)} for w, v in rows]}))
        return 0
    if engine_compiled():
        print("(the engine is compiled here: only its interpreted modules run bytecode, and only they are counted)")
    print(f"{found.total / n:.0f} bytecodes per game ({n} games)")
    print(f"{'per game':>10} {'share':>6} {'calls':>8}  function")
    for w, v in rows:
        print(f"{v / n:10.0f} {v / found.total:6.1%} {found.calls.get(w, 0) / n:8.1f}  {w[0]}:{w[1]} {w[2]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
