"""Damage assignment order (CR 509.2, 509.3, 509.7): a reorderable list of creatures.

Each row shows power, toughness and damage already marked, because that is
what the order is chosen by.  The engine judges the order (``game.check``);
OK is enabled only when it accepts.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView, QDialog, QDialogButtonBox, QHBoxLayout, QLabel, QListWidget, QListWidgetItem, QPushButton,
    QVBoxLayout, QWidget,
)

from mtgtable.engine import Decision, Game, IllegalAnswer, Kind, Order

from ..i18n import problem_text

_ROLE = Qt.ItemDataRole.UserRole


class OrderDialog(QDialog):
    def __init__(self, game: Game, decision: Decision, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.decision = decision
        self.of = int(decision.data["of"])
        of_name = game.name(self.of)
        self.setWindowTitle(self.tr("Damage assignment order — {card}").format(card=of_name))
        layout = QVBoxLayout(self)
        if decision.kind is Kind.ORDER_ATTACKERS:
            intro = self.tr("{card} blocks several attackers. Put them in the order it will deal its damage: "
                            "an attacker gets damage only after every earlier one has been assigned lethal "
                            "damage (CR 509.3).")
        else:
            intro = self.tr("{card} is blocked by several creatures. Put them in the order it will deal its "
                            "damage: a blocker gets damage only after every earlier one has been assigned lethal "
                            "damage (CR 509.2).")
        text = QLabel(intro.format(card=of_name))
        text.setWordWrap(True)
        layout.addWidget(text)
        row = QHBoxLayout()
        self.list = QListWidget()
        self.list.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        self.list.setDefaultDropAction(Qt.DropAction.MoveAction)
        for oid in decision.data["items"]:
            item = QListWidgetItem(self._describe(oid))
            item.setData(_ROLE, oid)
            self.list.addItem(item)
        self.list.setCurrentRow(0)
        row.addWidget(self.list, 1)
        buttons = QVBoxLayout()
        self.up_button = QPushButton(self.tr("Move up"))
        self.down_button = QPushButton(self.tr("Move down"))
        self.up_button.clicked.connect(lambda: self.move_current(-1))
        self.down_button.clicked.connect(lambda: self.move_current(+1))
        buttons.addWidget(self.up_button)
        buttons.addWidget(self.down_button)
        buttons.addStretch(1)
        row.addLayout(buttons)
        layout.addLayout(row)
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #c01c28;")
        layout.addWidget(self.problem)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok)
        self.buttons.accepted.connect(self.accept)
        layout.addWidget(self.buttons)
        self.list.model().rowsMoved.connect(self._validate)
        self._validate()

    def _describe(self, oid: int) -> str:
        o = self.game.objects[oid]
        text = f"{o.name}  {self.game.power(oid)}/{self.game.toughness(oid)}"
        if o.damage:
            text += self.tr("  ({n} damage already marked)").format(n=o.damage)
        if oid == self.decision.data.get("new"):
            text += self.tr("  — new: place it")
        return text

    @property
    def order(self) -> tuple[int, ...]:
        return tuple(int(self.list.item(i).data(_ROLE)) for i in range(self.list.count()))

    @property
    def answer(self) -> Order:
        return Order(self.of, self.order)

    def move_current(self, delta: int) -> None:
        row = self.list.currentRow()
        target = row + delta
        if row < 0 or not 0 <= target < self.list.count():
            return
        item = self.list.takeItem(row)
        self.list.insertItem(target, item)
        self.list.setCurrentRow(target)
        self._validate()

    def _validate(self) -> None:
        try:
            self.game.check(self.answer)
        except IllegalAnswer as exc:
            self.problem.setText(self.tr("CR {rule}: {reason}").format(rule=exc.rule, reason=problem_text(exc.problem)))
            self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(False)
            return
        self.problem.setText("")
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(True)
