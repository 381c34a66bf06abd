"""New game: decks, names, mode, who starts, mulligan rule and combat rules version."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLineEdit, QSpinBox, QWidget,
)

from mtgtable.engine import CardDB, GameConfig

from ..sample_decks import available_decks
from ..session import Mode


class NewGameDialog(QDialog):
    def __init__(self, db: CardDB, mode: Mode = Mode.HOTSEAT, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New game"))
        self.decks = available_decks(db)
        form = QFormLayout(self)
        self.names = (QLineEdit(self.tr("Alice")), QLineEdit(self.tr("Bob")))
        self.deck_boxes = (QComboBox(), QComboBox())
        for i, box in enumerate(self.deck_boxes):
            box.addItems(list(self.decks))
            box.setCurrentIndex(min(i, box.count() - 1))
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
        self.seed = QSpinBox()
        self.seed.setRange(0, 1_000_000)
        form.addRow(self.tr("Player 1"), self.names[0])
        form.addRow(self.tr("Deck 1"), self.deck_boxes[0])
        form.addRow(self.tr("Player 2"), self.names[1])
        form.addRow(self.tr("Deck 2"), self.deck_boxes[1])
        form.addRow(self.tr("Mode"), self.mode)
        form.addRow(self.tr("Who plays first"), self.starting)
        form.addRow(self.tr("Mulligan"), self.mulligan)
        form.addRow(self.damage_order)
        form.addRow(self.tr("Shuffle seed"), self.seed)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    @property
    def config(self) -> GameConfig:
        return GameConfig(
            decks=tuple(self.decks[b.currentText()] for b in self.deck_boxes),  # type: ignore[arg-type]
            seed=self.seed.value(), names=tuple(n.text() or f"P{i + 1}" for i, n in enumerate(self.names)),
            mulligan=self.mulligan.currentData(), damage_order=self.damage_order.isChecked(),
            starting_player=self.starting.currentData())

    @property
    def chosen_mode(self) -> Mode:
        return Mode(self.mode.currentData())
