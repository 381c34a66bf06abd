"""Importing a deck from a file, and exporting one.

Import reads any format :mod:`mtgtable.decks` knows, against the full card
database (:mod:`mtgtable.gui.card_database`; the game's pool when there is
none, and then the dialog offers the download): every unknown card name is
listed at once with the closest names ("did you mean"), each card says
whether it is automated, partial or by hand, and the constructed
deck-building rules (CR 100.2a, 100.4a) are shown as warnings that never stop
the player from using the deck.  Export
writes plain text or a Cockatrice ``.cod`` file and asks before replacing a
file that exists.
"""

from __future__ import annotations

import html
from collections import Counter
from pathlib import Path
from typing import Callable, Sequence

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QDialog, QDialogButtonBox, QFileDialog, QHBoxLayout, QLabel, QListWidget, QMessageBox, QPushButton,
    QVBoxLayout, QWidget,
)

from mtgtable.decks import (
    CardNameIndex, DeckEntry, DeckFormatError, Decklist, UnknownCardsError, check_constructed, load_deck, save_deck,
)
from mtgtable.engine import CardDB

from ..i18n import translate

DECK_FILTER = "*.txt *.dec *.dek *.cod *.dck *.mwdeck *.o8d *.json"


def deck_translate(template: str) -> str:
    """The deck package's messages in the user's language (context ``decks``)."""
    return QCoreApplication.translate("decks", template)


class DeckImportDialog(QDialog):
    """Pick a deck file, see what is wrong with it, and use it."""

    def __init__(self, db: CardDB, parent: QWidget | None = None, path: str | Path | None = None) -> None:
        # the card database is imported when a dialog first needs it: the window opens without it
        from ..card_database import deck_index, table_database
        super().__init__(parent)
        self.setWindowTitle(self.tr("Import a deck"))
        self.resize(560, 520)
        self.db = db
        self.index: CardNameIndex = deck_index(db)
        self.deck: Decklist | None = None
        #: card name -> "automated" / "partial" / "by_hand", for the list
        self.statuses: dict[str, str] = {}
        self.path: Path | None = None
        layout = QVBoxLayout(self)
        row = QHBoxLayout()
        self.open_button = QPushButton(self.tr("Choose a deck file…"))
        self.open_button.clicked.connect(self.choose_file)
        self.path_label = QLabel(self.tr(
            "Text (Arena, MTGO, Archidekt), MTGO .dek, Cockatrice .cod, Forge and XMage .dck, OCTGN .o8d, MTGJSON .json."))
        self.path_label.setWordWrap(True)
        row.addWidget(self.open_button)
        row.addWidget(self.path_label, 1)
        layout.addLayout(row)
        self.summary = QLabel()
        self.summary.setStyleSheet("font-weight: bold;")
        layout.addWidget(self.summary)
        self.cards = QListWidget()
        layout.addWidget(self.cards, 1)
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #c01c28;")
        self.warnings = QLabel()
        self.warnings.setWordWrap(True)
        self.warnings.setStyleSheet("color: #9c6500;")
        layout.addWidget(self.problem)
        layout.addWidget(self.warnings)
        self.no_database = QWidget()
        row2 = QHBoxLayout(self.no_database)
        row2.setContentsMargins(0, 0, 0, 0)
        self.download_button = QPushButton(self.tr("Update card database…"))
        self.card_file_button = QPushButton(self.tr("Use a card file…"))
        self.download_button.clicked.connect(self._download)
        self.card_file_button.clicked.connect(self._card_file)
        row2.addWidget(self.download_button)
        row2.addWidget(self.card_file_button)
        layout.addWidget(self.no_database)
        self.no_database.setVisible(table_database() is None)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Use this deck"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self._show()
        if path is not None:
            self.load(path)

    @property
    def cards_expanded(self) -> tuple[str, ...]:
        return tuple(self.deck.expanded()) if self.deck is not None else ()

    @property
    def deck_name(self) -> str:
        if self.deck is None:
            return ""
        return self.deck.name or (self.path.stem if self.path is not None else self.tr("Imported deck"))

    def choose_file(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open a deck"), "",
                                              self.tr("Decklists ({patterns});;All files (*)").format(
                                                  patterns=DECK_FILTER))
        if path:
            self.load(path)

    def load(self, path: str | Path) -> bool:
        """Read ``path``; show the cards, or every problem with the file.  True if the deck can be used."""
        from ..card_database import add_deck_cards, automation_of, table_database
        self.path = Path(path)
        self.deck = None
        self.path_label.setText(self.path.name)
        self.problem.setText("")
        self.warnings.setText("")
        self.statuses = {}
        try:
            loaded = load_deck(self.path, known_names=self.index)
        except UnknownCardsError as exc:
            self.problem.setText(unknown_cards_html(exc))
            if table_database() is None:
                self.problem.setText(self.problem.text() + html.escape(self.tr(
                    "There is no full card database, only the cards that come with the table: "
                    "download MTGJSON's card list or use a card file you have, then open the deck again.")))
        except DeckFormatError as exc:
            self.problem.setText(html.escape(exc.render(deck_translate)))
        except OSError as exc:
            self.problem.setText(html.escape(self.tr("Cannot read {file}: {error}").format(
                file=self.path.name, error=exc.strerror or str(exc))))
        else:
            self.deck = loaded.deck
            add_deck_cards(self.db, loaded.deck.names())
            automation = automation_of(loaded.deck, self.db)
            if automation is not None:
                self.statuses = {c.name: c.status for c in automation.cards}
            found = check_constructed(loaded.deck)
            if found:
                items = "".join(f"<li>{html.escape(w.render(deck_translate))}</li>" for w in found)
                self.warnings.setText(self.tr("You can play this deck, but it does not follow the constructed "
                                              "deck-building rules:") + f"<ul>{items}</ul>")
        self._show()
        return self.deck is not None

    def _show(self) -> None:
        from ..card_database import japanese_name
        self.cards.clear()
        ok = self.deck is not None
        if self.deck is not None:
            self.summary.setText(self.tr("{name}: {n} cards, sideboard {s}").format(
                name=self.deck_name, n=self.deck.card_count(), s=self.deck.sideboard_count()))
            statuses = {"automated": self.tr("automated"), "partial": self.tr("partly by hand"),
                        "by_hand": self.tr("by hand")}
            for e in self.deck.main:
                status = statuses.get(self.statuses.get(e.name, ""), "")
                ja = japanese_name(e.name)
                shown = f"{e.name}（{ja}）" if ja else e.name
                self.cards.addItem(f"{e.count} × {shown}" + (f" — {status}" if status else ""))
            for e in self.deck.sideboard:
                self.cards.addItem(self.tr("{n} × {name} (sideboard)").format(n=e.count, name=e.name))
            if self.statuses:
                counts = {k: sum(e.count for e in self.deck.main if self.statuses.get(e.name) == k) for k in statuses}
                total = max(1, self.deck.card_count())
                self.summary.setText(self.summary.text() + "\n" + self.tr(
                    "Automated: {auto} cards; partly by hand: {partial}; by hand: {manual} ({share:.0%})").format(
                    auto=counts["automated"], partial=counts["partial"], manual=counts["by_hand"],
                    share=counts["by_hand"] / total))
        else:
            self.summary.setText("")
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(ok)


    def _download(self) -> None:
        from .card_database_dialog import update_card_database
        update_card_database(self)
        self._database_changed()

    def _card_file(self) -> None:
        from .card_database_dialog import choose_card_file
        choose_card_file(self)
        self._database_changed()

    def _database_changed(self) -> None:
        """A new card list: check the deck against it again."""
        from ..card_database import deck_index, table_database
        self.index = deck_index(self.db)
        self.no_database.setVisible(table_database() is None)
        if self.path is not None:
            self.load(self.path)


def unknown_cards_html(exc: UnknownCardsError) -> str:
    """All the unknown names, each with its lines and the closest names in the pool."""
    items = []
    for name, suggestions in exc.unknown.items():
        lines = exc.lines.get(name, [])
        text = html.escape(name)
        if lines:
            text += " " + html.escape(translate("DeckImportDialog", "(line {lines})").format(lines=", ".join(map(str, lines))))
        if suggestions:
            text += " — " + html.escape(translate("DeckImportDialog", "did you mean {names}?").format(
                names=translate("DeckImportDialog", " or ").join(f"“{s}”" for s in suggestions)))
        else:
            text += " — " + html.escape(translate("DeckImportDialog", "no similar card in the card pool"))
        items.append(f"<li>{text}</li>")
    head = translate("DeckImportDialog", "{file}: {n} card name(s) are not in the card pool. Fix the file and open it again:").format(
        file=html.escape(Path(exc.source).name), n=len(exc.unknown))
    return f"{head}<ul>{''.join(items)}</ul>"


def decklist_of(name: str, cards: Sequence[str]) -> Decklist:
    """A main deck from one name per card (the game's form) to the deck package's form."""
    counts = Counter(cards)
    return Decklist(name, tuple(DeckEntry(n, card) for card, n in counts.items()))


class DeckExporter:
    """Export a deck: choose a file, ask before replacing one, write it atomically."""

    def __init__(self, parent: QWidget) -> None:
        self.parent = parent
        #: Asked for the target file and for permission to overwrite; tests replace these.
        self.ask_path: Callable[[str], str] = self._ask_path
        self.confirm_overwrite: Callable[[Path], bool] = self._confirm_overwrite

    def export(self, name: str, cards: Sequence[str]) -> Path | None:
        path = self.ask_path(name)
        if not path:
            return None
        target = Path(path)
        fmt = "cod" if target.suffix.lower() == ".cod" else "text"
        deck = decklist_of(name, cards)
        try:
            return save_deck(deck, target, fmt, overwrite=False)
        except FileExistsError:
            if not self.confirm_overwrite(target):
                return None
            return save_deck(deck, target, fmt, overwrite=True)

    def _ask_path(self, name: str) -> str:
        path, _ = QFileDialog.getSaveFileName(
            self.parent, translate("DeckExporter", "Export the deck"), f"{name}.txt",
            translate("DeckExporter", "Text decklist (*.txt);;Cockatrice deck (*.cod)"),
            options=QFileDialog.Option.DontConfirmOverwrite)  # we ask ourselves, then write atomically
        return path

    def _confirm_overwrite(self, target: Path) -> bool:
        answer = QMessageBox.question(self.parent, translate("DeckExporter", "Replace the file?"),
                                      translate("DeckExporter", "{file} already exists. Replace it?").format(file=target.name))
        return answer == QMessageBox.StandardButton.Yes
