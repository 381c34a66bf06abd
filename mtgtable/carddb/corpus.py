"""``mtgtable cards --corpus``: the whole card list compiled, the instrument the compiler is measured with.

Every card is compiled afresh (no cache: the compiler under development may
not have bumped its version), split over a pool of worker processes that
each open the cached index and read their own share of it.  The result counts
cards by status (the nontraditional ones, planes and schemes, apart) and the
by-hand lines by how often they occur, with the card's own name written
``CARDNAME`` so that one template counts once.
"""

from __future__ import annotations

import multiprocessing
import os

import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .compile import compile_record
from .database import CardDatabase
from .index import CardIndex
from .records import row_record
from .report import Tally

#: (name, status, layout, nontraditional, is land, by-hand lines, by-hand templates,
#: the compiled card as JSON when asked to keep the playable ones, else None)
CardResult = tuple[str, str, str, bool, bool, list[str], list[str], dict[str, Any] | None]


def _template(line: str, names: list[str]) -> str:
    for name in sorted(names, key=len, reverse=True):
        if name and len(name) > 2:
            line = line.replace(name, "CARDNAME")
    return line


def compile_rows(index_path: str, digest: str, start: int, stop: int, keep: bool = False) -> list[CardResult]:
    """Compile the cards at positions [start, stop) of the index (a worker's share)."""
    index = CardIndex(Path(index_path), digest)
    try:
        rows = index.rows(start, stop)
    finally:
        index.close()
    out: list[CardResult] = []
    for kind, text in rows:
        rec = row_record(kind, text)
        compiled = compile_record(rec)
        names = [str(f.get("name") or "") for f in rec.get("faces") or ()] + [compiled.name]
        by_hand, templates = [], []
        for ln in compiled.lines:
            if ln.status != "by_hand":
                continue
            by_hand.append(ln.text)
            body = ln.text[len(ln.face) + 2:] if ln.face and ln.text.startswith(ln.face + ": ") else ln.text
            templates.append(_template(body, names) if not body.startswith("// ") else "// (another face)")
        kept = compiled.to_json() if keep and compiled.status != "by_hand" and not compiled.nontraditional else None
        out.append((compiled.name, compiled.status, compiled.layout, compiled.nontraditional,
                    "Land" in compiled.types, by_hand, templates, kept))
    return out


def _star(args: tuple[str, str, int, int, bool]) -> list[CardResult]:
    return compile_rows(*args)


@dataclass
class CorpusReport:
    sources: list[str]
    cards: list[CardResult]
    seconds: float
    workers: int
    games: Tally = field(default_factory=Tally)
    lands: Tally = field(default_factory=Tally)
    nontraditional: Tally = field(default_factory=Tally)
    templates: Counter[str] = field(default_factory=Counter)

    def __post_init__(self) -> None:
        for _name, status, _, odd, land, _, templates, _ in self.cards:
            (self.nontraditional if odd else self.games).add(status)
            if land and not odd:
                self.lands.add(status)
            self.templates.update(templates)

    def to_json(self, top: int = 25) -> dict[str, Any]:
        return {
            "sources": self.sources, "seconds": round(self.seconds, 3), "workers": self.workers,
            "summary": self.games.to_json(), "lands": self.lands.to_json(),
            "nontraditional": self.nontraditional.to_json(),
            "top_by_hand_lines": [[t, n] for t, n in self.templates.most_common(top)],
            "cards": [{"name": n, "status": s, "layout": lay, "nontraditional": odd, "not_automated": bh}
                      for n, s, lay, odd, _, bh, _, _ in self.cards],
        }

    def text(self, top: int = 25) -> str:
        out = [f"Card list: {', '.join(self.sources)}",
               f"Cards:  {self.games.text()} of {self.games.total} "
               f"(by name: every card of the list once)",
               f"Lands:  {self.lands.text()} of {self.lands.total}",
               f"Not for decks (planes, schemes, vanguards...): {self.nontraditional.total}",
               "", f"Top {top} lines left by hand:"]
        for t, n in self.templates.most_common(top):
            out.append(f"  {n:>6}  {t}")
        out.append("")
        out.append(f"Compiled {len(self.cards)} cards in {self.seconds:.2f} s with {self.workers} worker(s) "
                   f"({len(self.cards) / self.seconds:,.0f} cards/s)" if self.seconds > 0 else "")
        return "\n".join(out)


def compile_corpus(db: CardDatabase, workers: int | None = None, *, keep: bool = False) -> CorpusReport:
    """Compile every card of ``db``'s card list, in parallel; ``keep`` returns the
    automated and partial cards themselves too (for a random pool)."""
    start = time.perf_counter()
    n = len(db.index)
    workers = max(1, workers if workers is not None else min(os.cpu_count() or 1, 8))
    chunk = max(1, -(-n // (workers * 4)))
    jobs = [(str(db.index.path), db.index.hash, i, min(n, i + chunk), keep) for i in range(0, n, chunk)]
    results: list[CardResult] = []
    if workers == 1:
        for job in jobs:
            results.extend(_star(job))
    else:
        method = "fork" if "fork" in multiprocessing.get_all_start_methods() else "spawn"
        with multiprocessing.get_context(method).Pool(workers) as pool:
            for part in pool.imap(_star, jobs):
                results.extend(part)
    return CorpusReport([str(p) for p in db.sources], results, time.perf_counter() - start, workers)


