"""Small dialogs for table actions taken by hand: a token to create, counters to put on a card."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox, QDialog, QDialogButtonBox, QFormLayout, QHBoxLayout, QLabel, QLineEdit, QSpinBox, QWidget,
)

COUNTER_KINDS = ("+1/+1", "-1/-1", "loyalty", "charge", "time", "poison")


class TokenDialog(QDialog):
    """Name and power/toughness of a token (CR 111.1); ``arg`` is what ``manual token`` expects."""

    def __init__(self, player_name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Create a token"))
        form = QFormLayout(self)
        form.addRow(QLabel(self.tr("A creature token for {name}, made by hand.").format(name=player_name)))
        self.name = QLineEdit(self.tr("Saproling"))
        self.power = QSpinBox()
        self.toughness = QSpinBox()
        for spin, value in ((self.power, 1), (self.toughness, 1)):
            spin.setRange(0, 99)
            spin.setValue(value)
        pt = QHBoxLayout()
        pt.addWidget(self.power)
        pt.addWidget(QLabel("/"))
        pt.addWidget(self.toughness)
        form.addRow(self.tr("Name"), self.name)
        form.addRow(self.tr("Power / toughness"), pt)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.name.textChanged.connect(
            lambda t: self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(bool(t.strip())))
        form.addRow(self.buttons)

    @property
    def arg(self) -> str:
        return f"{self.name.text().strip()} {self.power.value()}/{self.toughness.value()}"


class CountersDialog(QDialog):
    """Kind and number of counters to put on (positive) or take off (negative) a permanent (CR 122.1)."""

    def __init__(self, card_name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Counters on {card}").format(card=card_name))
        form = QFormLayout(self)
        self.kind = QComboBox()
        self.kind.setEditable(True)
        self.kind.addItems(list(COUNTER_KINDS))
        self.count = QSpinBox()
        self.count.setRange(-99, 99)
        self.count.setValue(1)
        self.count.setToolTip(self.tr("A negative number removes counters."))
        form.addRow(self.tr("Kind of counter"), self.kind)
        form.addRow(self.tr("How many (negative removes)"), self.count)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        form.addRow(self.buttons)

    @property
    def arg(self) -> str:
        return f"{self.kind.currentText().strip()} {self.count.value()}"
