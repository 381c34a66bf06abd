"""Choose exactly N cards: discarding to hand size (CR 514.1), London-mulligan bottom
cards (CR 103.4), or one object among options (the legend rule, CR 704.5j)."""

from __future__ import annotations
from ..card_text import card_name, type_line

from typing import Mapping, Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QListWidget, QListWidgetItem, QVBoxLayout, QWidget

from mtgtable.engine import Bottom, Choose, Discard, Game, IllegalAnswer, Kind

from ..i18n import problem_text

_ROLE = Qt.ItemDataRole.UserRole


class ChooseCardsDialog(QDialog):
    def __init__(self, game: Game, ids: Sequence[int], count: int, prompt: str, kind: Kind,
                 parent: QWidget | None = None, labels: Mapping[int, str] | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.kind = kind
        self.count = count
        titles = {Kind.DISCARD: self.tr("Discard to hand size"), Kind.BOTTOM: self.tr("Bottom of the library"),
                  Kind.CHOOSE: self.tr("Choose")}
        self.setWindowTitle(titles.get(kind, self.tr("Choose")))
        layout = QVBoxLayout(self)
        label = QLabel(prompt)
        label.setWordWrap(True)
        layout.addWidget(label)
        self.list = QListWidget()
        for oid in ids:
            if labels is not None and oid in labels:  # options that are not objects (pay 2 life or not, CR 614.12)
                item = QListWidgetItem(labels.get(oid, str(oid)))
            else:
                o = game.objects[oid]
                item = QListWidgetItem(f"{card_name(o.name)} — {type_line(o.name, o.card.type_line)}")
            item.setData(_ROLE, oid)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Unchecked)
            self.list.addItem(item)
        self.list.itemChanged.connect(self._update)
        layout.addWidget(self.list)
        self.status = QLabel()
        layout.addWidget(self.status)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok)
        self.buttons.accepted.connect(self.accept)
        layout.addWidget(self.buttons)
        self._update()

    @property
    def chosen(self) -> tuple[int, ...]:
        return tuple(int(self.list.item(i).data(_ROLE)) for i in range(self.list.count())
                     if self.list.item(i).checkState() == Qt.CheckState.Checked)

    def set_chosen(self, ids: Sequence[int]) -> None:
        for i in range(self.list.count()):
            item = self.list.item(i)
            item.setCheckState(Qt.CheckState.Checked if item.data(_ROLE) in ids else Qt.CheckState.Unchecked)

    @property
    def answer(self) -> Discard | Bottom | Choose:
        if self.kind is Kind.DISCARD:
            return Discard(self.chosen)
        if self.kind is Kind.BOTTOM:
            return Bottom(self.chosen)
        return Choose(self.chosen[0])

    def _update(self) -> None:
        n = len(self.chosen)
        text = self.tr("{n} of {count} chosen").format(n=n, count=self.count)
        ok = False
        if n:
            try:
                self.game.check(self.answer)
                ok = True
            except IllegalAnswer as exc:
                if n == self.count:
                    text += " — " + self.tr("CR {rule}: {reason}").format(rule=exc.rule, reason=problem_text(exc.problem))
        self.status.setText(text)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(ok)
