"""The game log: every engine event, translated, with its CR number.

The log only grows during play; after an undo the replayed game has the same
first events, so a refresh inserts or removes rows at the end.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QAbstractListModel, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QColor, QFont

from mtgtable.engine import Event

from ..i18n import event_text
from .roles import EventRole, RuleRole

if TYPE_CHECKING:
    from ..session import GameSession

Index = QModelIndex | QPersistentModelIndex


class LogModel(QAbstractListModel):
    def __init__(self, session: "GameSession", parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self._count = 0
        #: Each line's text, made once (events never change; the view asks for every line at each layout).
        self._lines: dict[int, str] = {}
        self._italic = QFont()
        self._italic.setItalic(True)

    def refresh(self) -> None:
        n = len(self.session.game.events)
        if n < self._count:
            self.beginRemoveRows(QModelIndex(), n, self._count - 1)
            self._count = n
            self._lines = {i: t for i, t in self._lines.items() if i < n}
            self.endRemoveRows()
        elif n > self._count:
            self.beginInsertRows(QModelIndex(), self._count, n - 1)
            self._count = n
            self.endInsertRows()

    def reset(self) -> None:
        """A different game (new, loaded): nothing in the old log applies."""
        self.beginResetModel()
        self._count = len(self.session.game.events)
        self._lines = {}
        self.endResetModel()

    def rowCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else self._count

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < self._count:
            return None
        event = self.session.game.events[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            line = self._lines.get(index.row())
            if line is None:
                rule = f"[CR {event.rule}] " if event.rule else ""
                text = event_text(event)
                if is_automatic_pass(self.session, event):
                    text = self.tr("{text} (automatic: no stop)").format(text=text)
                line = self._lines[index.row()] = self.tr("T{turn}").format(turn=event.turn) + f"  {rule}{text}"
            return line
        if role == Qt.ItemDataRole.ToolTipRole:
            return event_text(event) + "\n" + self.tr("Click for the rule behind this line")
        if role == RuleRole:
            return event.rule
        if role == EventRole:
            return event
        if role == Qt.ItemDataRole.FontRole and event.automatic:
            return self._italic
        if role == Qt.ItemDataRole.ForegroundRole:
            if event.kind == "step":
                return QBrush(QColor("#1c71d8"))
            if event.automatic:
                return QBrush(QColor("#5e5c64"))
        return None


def is_automatic_pass(session: "GameSession", event: Event) -> bool:
    """A priority pass the table made because the player has no stop there (not the player's choice)."""
    return event.kind == "pass" and event.answers in session.automatic_passes
