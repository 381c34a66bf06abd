"""The turn tracker: every step of the turn as a pill, the current one lit,
with whose turn it is, who holds priority and who has passed."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRect, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPen, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView, QHBoxLayout, QLabel, QListView, QSizePolicy, QStyledItemDelegate, QStyleOptionViewItem,
    QVBoxLayout, QWidget,
)

from mtgtable.engine import Phase

from ..i18n import step_explanation, step_title
from ..models.roles import StepStateRole, StopRole
from ..models.turn_model import StepState, TurnModel
from ..session import GameSession

Index = QModelIndex | QPersistentModelIndex

_PHASE_COLOR = {
    Phase.BEGINNING: QColor("#5e81ac"), Phase.PRECOMBAT_MAIN: QColor("#4c9a6a"), Phase.COMBAT: QColor("#bf616a"),
    Phase.POSTCOMBAT_MAIN: QColor("#4c9a6a"), Phase.ENDING: QColor("#8f6fb3"),
}


class StepDelegate(QStyledItemDelegate):
    def __init__(self, model: TurnModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model

    def sizeHint(self, option: QStyleOptionViewItem, index: Index) -> QSize:
        f = QFont()
        f.setPixelSize(11)
        f.setBold(True)
        return QSize(QFontMetrics(f).horizontalAdvance(str(index.data())) + 12, 28)

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        step = self.model.keys[index.row()] if index.row() < len(self.model.keys) else None
        if step is None:
            return
        state = index.data(StepStateRole)
        rect: QRect = option.rect.adjusted(2, 3, -2, -3)
        base = _PHASE_COLOR[step.phase]
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if state == StepState.CURRENT:
            painter.setBrush(QColor("#f6d32d"))
            painter.setPen(QPen(QColor("white"), 2))
            text = QColor("#111")
        elif state == StepState.DONE:
            painter.setBrush(base.darker(170))
            painter.setPen(Qt.PenStyle.NoPen)
            text = QColor("#a0a0a0")
        elif state == StepState.SKIPPED:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(base.darker(150), 1, Qt.PenStyle.DashLine))
            text = QColor("#777")
        else:
            painter.setBrush(base)
            painter.setPen(Qt.PenStyle.NoPen)
            text = QColor("white")
        painter.drawRoundedRect(rect, 10, 10)
        f = QFont()
        f.setPixelSize(11)
        f.setBold(state == StepState.CURRENT)
        f.setStrikeOut(state == StepState.SKIPPED)
        painter.setFont(f)
        painter.setPen(text)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(index.data()))
        if index.data(StopRole):
            # a stop the player set: a small red stop sign on the pill's corner
            painter.setPen(QPen(QColor("white"), 1))
            painter.setBrush(QColor("#e01b24"))
            painter.drawEllipse(QRect(rect.right() - 8, rect.top() - 2, 9, 9))
        painter.restore()


_ROW_HEIGHT = 34


class TurnTracker(QWidget):
    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        #: The current step's explanation in full (the label shows it elided to its width).
        self._step_text = ""
        self.model = TurnModel(session, self)
        self.view = QListView()
        self.view.setModel(self.model)
        self.view.setItemDelegate(StepDelegate(self.model, self.view))
        self.view.setFlow(QListView.Flow.LeftToRight)
        # On a narrow window the steps wrap onto a second row rather than being cut off.
        self.view.setWrapping(True)
        self.view.setResizeMode(QListView.ResizeMode.Adjust)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.view.setFixedHeight(_ROW_HEIGHT)
        self.view.setFrameShape(QListView.Shape.NoFrame)
        self.view.setStyleSheet("QListView { background: transparent; }")
        # clicking a step sets or clears a stop there for the person at the table (Arena's phase ladder)
        self.view.clicked.connect(self._step_clicked)
        self.turn_label = QLabel()
        self.turn_label.setStyleSheet("color: white; font-size: 15px; font-weight: bold;")
        self.status_label = QLabel()
        self.status_label.setStyleSheet("color: #deddda; font-size: 12px;")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 0)
        layout.setSpacing(0)
        top = QHBoxLayout()
        top.addWidget(self.turn_label)
        top.addSpacing(16)
        top.addWidget(self.status_label)
        top.addSpacing(16)
        #: What the current step is for, in plain words (the pills' tooltips say it too);
        #: on the top line, which has room, so the table keeps its height.
        self.step_label = QLabel()
        self.step_label.setStyleSheet("color: #deddda; font-size: 12px; font-style: italic;")
        self.step_label.setMinimumWidth(0)
        self.step_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        top.addWidget(self.step_label, 1)
        layout.addLayout(top)
        layout.addWidget(self.view)

    def _step_clicked(self, index: QModelIndex) -> None:
        keys = self.model.keys
        if 0 <= index.row() < len(keys):
            self.model.toggle_stop(keys[index.row()])
            self.view.viewport().update()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_rows()
        self._elide_step()

    def _elide_step(self) -> None:
        """The step's explanation, ending in "…" where the line is too short (the tooltip has it all)."""
        text = self._step_text
        width = self.step_label.width()
        self.step_label.setText(self.step_label.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight, width)
                                if width > 20 else "")

    def _rows_needed(self, available: int) -> int:
        delegate = self.view.itemDelegate()
        rows, used = 1, 0
        for row in range(self.model.rowCount()):
            width = delegate.sizeHint(QStyleOptionViewItem(), self.model.index(row, 0)).width()
            if used and used + width > available:
                rows, used = rows + 1, 0
            used += width
        return rows

    def _fit_rows(self) -> None:
        """One row of pills: the steps' full names when they fit, short ones when not; a second
        row only if even those do not fit."""
        available = max(1, self.width() - 12)
        short = self.model.short
        self.model.short = False
        if self._rows_needed(available) > 1:
            self.model.short = True
        if short != self.model.short and self.model.rowCount():
            self.model.dataChanged.emit(self.model.index(0), self.model.index(self.model.rowCount() - 1))
            self.view.scheduleDelayedItemsLayout()
        self.view.setFixedHeight(_ROW_HEIGHT * self._rows_needed(available))

    def refresh(self) -> None:
        self.model.refresh()
        self._fit_rows()
        game = self.session.game
        if game.turn == 0:
            self.turn_label.setText(self.tr("Before the game"))
            self.status_label.setText(self.tr("Mulligans (CR 103.4)"))
            self._step_text = ""
            self.step_label.setText("")
            return
        if game.step is not None:
            text = self.tr("{step} (CR {rule}): {explanation}").format(
                step=step_title(game.step), rule=game.step.rule, explanation=step_explanation(game.step))
            self._step_text = text
            self._elide_step()
            self.step_label.setToolTip(text)
        self.turn_label.setText(self.tr("Turn {n} — {name}'s turn").format(
            n=game.turn, name=game.players[game.active].name))
        parts = []
        if game.priority_player is not None and game.pending is not None and game.pending.kind.value == "priority":
            parts.append(self.tr("Priority: {name}").format(name=game.players[game.priority_player].name))
        elif game.pending is not None:
            parts.append(self.tr("Waiting for {name}").format(name=game.players[game.pending.player].name))
        if game.passed:
            parts.append(self.tr("Passed: {names}").format(names=", ".join(game.players[p].name for p in game.passed)))
        self.status_label.setText("   ·   ".join(parts))
