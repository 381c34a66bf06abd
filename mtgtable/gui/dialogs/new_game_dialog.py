"""New game: decks, names, mode, who starts, mulligan rule and combat rules version.

The deck lists offer the built-in decks, the files in ``resources/decks`` and
the decks the player imported (the "Import a deck…" button adds one here).
"""

from __future__ import annotations

from typing import Mapping, Sequence

from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QHBoxLayout, QLineEdit, QPushButton, QSpinBox,
    QWidget,
)

from mtgtable.engine import CardDB, GameConfig

from ..sample_decks import available_decks
from ..seeds import MAX_SEED, fresh_seed
from ..session import Mode


class NewGameDialog(QDialog):
    def __init__(self, db: CardDB, mode: Mode = Mode.HOTSEAT, parent: QWidget | None = None,
                 imported: Mapping[str, Sequence[str]] | None = None, first_deck: str | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New game"))
        self.db = db
        self.decks: dict[str, tuple[str, ...]] = dict(available_decks(db))
        self.decks.update({name: tuple(cards) for name, cards in (imported or {}).items()})
        #: Decks imported while this dialog was open (the window keeps them for next time).
        self.newly_imported: dict[str, tuple[str, ...]] = {}
        self.imported_paths: list[str] = []
        form = QFormLayout(self)
        self.names = (QLineEdit(self.tr("Alice")), QLineEdit(self.tr("Bob")))
        self.deck_boxes = (QComboBox(), QComboBox())
        for i, box in enumerate(self.deck_boxes):
            box.addItems(list(self.decks))
            box.setCurrentIndex(min(i, box.count() - 1))
        if first_deck in self.decks:
            self.deck_boxes[0].setCurrentText(first_deck)
        self.import_buttons = (QPushButton(self.tr("Import…")), QPushButton(self.tr("Import…")))
        deck_rows = []
        for i, (box, button) in enumerate(zip(self.deck_boxes, self.import_buttons)):
            button.setToolTip(self.tr("Read a deck file (text, .dek, .cod, .dck, .o8d, .json) and play with it."))
            button.clicked.connect(lambda _=False, i=i: self.import_deck(i))
            row = QHBoxLayout()
            row.addWidget(box, 1)
            row.addWidget(button)
            deck_rows.append(row)
        self.mode = QComboBox()
        for m, label in ((Mode.HOTSEAT, self.tr("Hotseat: two players, one screen")),
                         (Mode.GOLDFISH, self.tr("Goldfish: against an opponent that does nothing")),
                         (Mode.TEACH, self.tr("Step by step: stops at every step and explains"))):
            self.mode.addItem(label, m)
        self.mode.setCurrentIndex(self.mode.findData(mode))
        self.starting = QComboBox()
        self.starting.addItem(self.tr("Random"), "random")
        self.starting.addItem(self.tr("Player 1"), 0)
        self.starting.addItem(self.tr("Player 2"), 1)
        self.starting.addItem(self.tr("Coin flip winner chooses (CR 103.1)"), "choose")
        self.mulligan = QComboBox()
        self.mulligan.addItem(self.tr("London (draw 7, bottom one per mulligan)"), "london")
        self.mulligan.addItem(self.tr("Classic (CR 103.4: draw one fewer)"), "classic")
        self.damage_order = QCheckBox(self.tr("Damage assignment order (CR 509.2; unchecked: the 2024 rules)"))
        self.damage_order.setChecked(True)
        # no seed by default: every game is shuffled afresh; the seed drawn is saved with the game
        # (GameConfig.seed), so a saved game replays exactly.  A seed is for replaying a shuffle on purpose.
        self.seed = QSpinBox()
        self.seed.setRange(-1, MAX_SEED)
        self.seed.setSpecialValueText(self.tr("Random"))
        self.seed.setValue(-1)
        self.seed.setToolTip(self.tr("Leave at Random for a new shuffle every game. Give a number to "
                                     "shuffle exactly as an earlier game (saved games keep their seed)."))
        form.addRow(self.tr("Player 1"), self.names[0])
        form.addRow(self.tr("Deck 1"), deck_rows[0])
        form.addRow(self.tr("Player 2"), self.names[1])
        form.addRow(self.tr("Deck 2"), deck_rows[1])
        form.addRow(self.tr("Mode"), self.mode)
        form.addRow(self.tr("Who plays first"), self.starting)
        form.addRow(self.tr("Mulligan"), self.mulligan)
        form.addRow(self.damage_order)
        form.addRow(self.tr("Shuffle seed"), self.seed)
        self.mode.currentIndexChanged.connect(lambda _=0: self._mode_changed())
        self._mode_changed()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def add_deck(self, name: str, cards: Sequence[str], seat: int | None = None) -> str:
        """Offer a deck in both lists (renamed if the name is taken by another list) and pick it for ``seat``."""
        base, n = name, 2
        while name in self.decks and self.decks[name] != tuple(cards):
            name, n = f"{base} ({n})", n + 1
        if name not in self.decks:
            for box in self.deck_boxes:
                box.addItem(name)
        self.decks[name] = tuple(cards)
        if seat is not None:
            self.deck_boxes[seat].setCurrentText(name)
        return name

    def import_deck(self, seat: int) -> None:
        from .deck_dialogs import DeckImportDialog
        dialog = DeckImportDialog(self.db, self)
        dialog.choose_file()
        if dialog.deck is not None or dialog.path is not None:
            if dialog.exec() and dialog.deck is not None:
                name = self.add_deck(dialog.deck_name, dialog.cards_expanded, seat)
                self.newly_imported[name] = dialog.cards_expanded
                if dialog.path is not None:
                    self.imported_paths.append(str(dialog.path))

    def chosen_seed(self) -> int:
        """The seed given, or a fresh random one (each call draws anew)."""
        return self.seed.value() if self.seed.value() >= 0 else fresh_seed()
    def _mode_changed(self) -> None:
        """Goldfish: an empty opponent and the pilot on the play, as the goldfish command plays."""
        goldfish = self.mode.currentData() == Mode.GOLDFISH
        self.deck_boxes[1].setEnabled(not goldfish)
        self.import_buttons[1].setEnabled(not goldfish)
        self.deck_boxes[1].setToolTip(self.tr("The goldfish has no deck: it never does anything.") if goldfish else "")
        if goldfish:
            self.starting.setCurrentIndex(self.starting.findData(0))

    @property
    def config(self) -> GameConfig:
        from ..goldfish_mode import GOLDFISH_DECK
        goldfish = self.chosen_mode is Mode.GOLDFISH
        decks = tuple(self.decks[b.currentText()] for b in self.deck_boxes)
        if goldfish:
            decks = (decks[0], GOLDFISH_DECK)
        return GameConfig(
            decks=decks,
            seed=self.chosen_seed(), names=tuple(n.text() or f"P{i + 1}" for i, n in enumerate(self.names)),
            mulligan=self.mulligan.currentData(), damage_order=self.damage_order.isChecked(),
            starting_player=self.starting.currentData())

    @property
    def chosen_mode(self) -> Mode:
        return Mode(self.mode.currentData())
