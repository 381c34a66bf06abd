"""Put things in order: a reorderable list, for two decisions.

* Damage assignment order (CR 509.2, 509.3, 509.7): the creatures blocking or
  blocked by one creature.  Each row shows power, toughness and damage already
  marked, because that is what the order is chosen by.
* Simultaneous triggered abilities (CR 603.3b): the player puts them on the
  stack in the order they choose.  The list is drawn like the stack panel,
  top first: the top row resolves first, the bottom row last.

Rows are :class:`OrderRow` values: what the answer lists, the text shown, and
the card drawn beside it when there is one (a trigger's source may have left
the battlefield).  The engine judges the order (``game.check``); OK is enabled
only when it accepts.
"""

from __future__ import annotations
from ..card_text import card_name

from dataclasses import dataclass

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (
    QAbstractItemView, QDialog, QDialogButtonBox, QHBoxLayout, QLabel, QListWidget, QListWidgetItem, QPushButton,
    QVBoxLayout, QWidget,
)

from mtgtable.engine import Decision, Game, IllegalAnswer, Kind, Order, StackOrder

from ..card_face import face_of
from ..card_painter import card_pixmap
from ..i18n import problem_text
from ..marks import TableMarks

_ROLE = Qt.ItemDataRole.UserRole
_ICON = QSize(40, 56)


@dataclass(frozen=True, slots=True)
class OrderRow:
    #: What the answer lists: an object id (damage order) or a trigger's position (CR 603.3b).
    key: int
    text: str
    #: The object drawn beside the text, if it is still there.
    card: int | None = None
    tooltip: str = ""


class OrderDialog(QDialog):
    def __init__(self, game: Game, decision: Decision, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.decision = decision
        layout = QVBoxLayout(self)
        if decision.kind is Kind.ORDER_TRIGGERS:
            self.of: int | None = None
            rows = self._trigger_rows()
            self.setWindowTitle(self.tr("Order your triggered abilities"))
            intro = self.tr("Several of your abilities triggered at the same time. You choose the order they go "
                            "on the stack (CR 603.3b). The list shows the stack as it will be: the top one "
                            "resolves first, the bottom one last.")
            first, last = self.tr("Top of the stack — resolves first"), self.tr("Bottom — resolves last")
        else:
            self.of = int(decision.data["of"])
            of_name = card_name(game.name(self.of))
            rows = [self._creature_row(oid) for oid in decision.data["items"]]
            self.setWindowTitle(self.tr("Damage assignment order — {card}").format(card=of_name))
            if decision.kind is Kind.ORDER_ATTACKERS:
                intro = self.tr("{card} blocks several attackers. Put them in the order it will deal its damage: "
                                "an attacker gets damage only after every earlier one has been assigned lethal "
                                "damage (CR 509.3).")
            else:
                intro = self.tr("{card} is blocked by several creatures. Put them in the order it will deal its "
                                "damage: a blocker gets damage only after every earlier one has been assigned "
                                "lethal damage (CR 509.2).")
            intro = intro.format(card=of_name)
            first, last = self.tr("Gets damage first"), self.tr("Gets damage last")
        text = QLabel(intro)
        text.setWordWrap(True)
        layout.addWidget(text)
        row = QHBoxLayout()
        column = QVBoxLayout()
        self.first_label = QLabel(first)
        self.last_label = QLabel(last)
        self.list = QListWidget()
        self.list.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        self.list.setDefaultDropAction(Qt.DropAction.MoveAction)
        self.list.setIconSize(_ICON)
        for r in rows:
            self.list.addItem(self._item(r))
        self.list.setCurrentRow(0)
        column.addWidget(self.first_label)
        column.addWidget(self.list, 1)
        column.addWidget(self.last_label)
        row.addLayout(column, 1)
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

    # ------------------------------------------------------------------ rows

    def _creature_row(self, oid: int) -> OrderRow:
        o = self.game.objects[oid]
        text = f"{card_name(o.name)}  {self.game.power(oid)}/{self.game.toughness(oid)}"
        if o.damage:
            text += self.tr("  ({n} damage already marked)").format(n=o.damage)
        if oid == self.decision.data.get("new"):
            text += self.tr("  — new: place it")
        return OrderRow(oid, text, oid)

    def _trigger_rows(self) -> list[OrderRow]:
        """Top of the stack first: the engine's suggestion (the order they triggered in) puts the
        first trigger on the stack first, so it is the bottom row."""
        rows = []
        for i, t in enumerate(self.decision.data["triggers"]):
            source = t["source"]
            card = source if source is not None and source in self.game.objects else None
            text = self.tr("{source}: {ability}").format(source=t["source_name"], ability=t["text"])
            tooltip = "" if card is not None else self.tr(
                "{source} has left the battlefield; its ability still goes on the stack (CR 113.7a).").format(
                source=t["source_name"])
            rows.append(OrderRow(i, text, card, tooltip))
        return rows[::-1]

    def _item(self, r: OrderRow) -> QListWidgetItem:
        item = QListWidgetItem(r.text)
        item.setData(_ROLE, r.key)
        if r.card is not None:
            face = face_of(self.game, r.card, TableMarks())
            item.setIcon(QIcon(card_pixmap(face, _ICON, self.devicePixelRatioF())))
        if r.tooltip:
            item.setToolTip(r.tooltip)
        return item

    # ------------------------------------------------------------------ the answer

    @property
    def order(self) -> tuple[int, ...]:
        """The rows' keys, top first (for triggers: top of the stack first)."""
        return tuple(int(self.list.item(i).data(_ROLE)) for i in range(self.list.count()))

    @property
    def answer(self) -> Order | StackOrder:
        if self.of is None:
            return StackOrder(self.order[::-1])  # the bottom row goes on the stack first
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
