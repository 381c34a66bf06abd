"""A row of cards: a QListView over a :class:`CardZoneModel`, drawn by :class:`CardDelegate`.

Clicks and drags are handled here with plain mouse events rather than
QDrag: a drag must light up only the legal drop targets while it moves and
ask the engine on release, and plain mouse events do that the same way on
every platform, offscreen included (which is how the tests drag).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QPoint, QRect, QSize, Qt, Signal
from PySide6.QtGui import QColor, QContextMenuEvent, QMouseEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import QAbstractItemView, QApplication, QListView, QStyledItemDelegate, QStyleOptionViewItem, QWidget

from mtgtable.engine import Ref

from ..card_face import CardFace
from ..card_painter import card_pixmap, outer_size
from ..models.card_zone_model import CardZoneModel
from ..models.roles import CardFaceRole, ObjectIdRole

if TYPE_CHECKING:
    from .drag import DragManager

Index = QModelIndex | QPersistentModelIndex
_GAP = 4


class CardDelegate(QStyledItemDelegate):
    def __init__(self, card_size: QSize, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.card_size = card_size

    def sizeHint(self, option: QStyleOptionViewItem, index: Index) -> QSize:
        face = index.data(CardFaceRole)
        if not isinstance(face, CardFace):
            return self.card_size
        return outer_size(face, self.card_size) + QSize(_GAP, _GAP)

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        face = index.data(CardFaceRole)
        if not isinstance(face, CardFace):
            return
        pix = card_pixmap(face, self.card_size, painter.device().devicePixelRatioF())
        size = outer_size(face, self.card_size)
        rect: QRect = option.rect
        x = rect.x() + (rect.width() - size.width()) // 2
        y = rect.y() + (rect.height() - size.height()) // 2
        painter.drawPixmap(x, y, pix)


class CardView(QListView):
    """Cards in a flowing row.  Emits :attr:`clicked_card` and :attr:`hovered_card`;
    starts drags through the window's :class:`DragManager`."""

    clicked_card = Signal(int)
    hovered_card = Signal(int)
    #: Right click on a card: (object id, global position) for the table-actions menu.
    menu_requested = Signal(int, QPoint)

    def __init__(self, model: CardZoneModel, card_size: QSize, drag: "DragManager | None" = None,
                 parent: QWidget | None = None, caption: str = "") -> None:
        super().__init__(parent)
        self.caption = caption
        self.setModel(model)
        self.card_model = model
        self.setItemDelegate(CardDelegate(card_size, self))
        self.setViewMode(QListView.ViewMode.IconMode)
        self.setFlow(QListView.Flow.LeftToRight)
        self.setWrapping(True)
        self.setResizeMode(QListView.ResizeMode.Adjust)
        self.setMovement(QListView.Movement.Static)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setMouseTracking(True)
        self.setSpacing(0)
        self.setUniformItemSizes(False)
        self.setFrameShape(QListView.Shape.NoFrame)
        self.setStyleSheet("QListView { background: transparent; }")
        self.viewport().setAutoFillBackground(False)
        self.card_size = card_size
        self.drag = drag
        self._press: tuple[int, QPoint] | None = None
        self._dragging = False
        self._hovered = -1

    def sizeHint(self) -> QSize:
        return QSize(self.card_size.height() * 4, self.card_size.height() + 2 * _GAP)

    def minimumSizeHint(self) -> QSize:
        return QSize(self.card_size.width(), self.card_size.height() + 2 * _GAP)

    def paintEvent(self, event: QPaintEvent) -> None:
        """The group's name, faint, behind the cards: new players see what each row is for."""
        if self.caption:
            p = QPainter(self.viewport())
            p.setPen(QColor(255, 255, 255, 60))
            f = p.font()
            f.setPixelSize(13)
            f.setBold(True)
            p.setFont(f)
            p.drawText(self.viewport().rect().adjusted(8, 4, -8, -4),
                       int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom), self.caption)
            p.end()
        super().paintEvent(event)

    # ---------------------------------------------------------------- hit testing

    def oid_at(self, pos: QPoint) -> int | None:
        index = self.indexAt(pos)
        oid = index.data(ObjectIdRole) if index.isValid() else None
        return oid if isinstance(oid, int) else None

    def card_center(self, oid: int) -> QPoint:
        """Where a card is drawn, in view coordinates (tests click and drag from here)."""
        index = self.card_model.row_of(oid)
        return self.visualRect(index).center()

    def drop_ref_at(self, global_pos: QPoint) -> Ref | None:
        """The card under a drop point, or ``"home:<player>"`` for empty space in this row."""
        pos = self.viewport().mapFromGlobal(global_pos)
        if not self.isVisible() or not self.viewport().rect().contains(pos):
            return None
        oid = self.oid_at(pos)
        return oid if oid is not None else f"home:{self.card_model.player}"

    # ---------------------------------------------------------------- mouse

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            oid = self.oid_at(event.position().toPoint())
            self._press = (oid, event.globalPosition().toPoint()) if oid is not None else None
            self._dragging = False
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        gpos = event.globalPosition().toPoint()
        if self._press is not None and event.buttons() & Qt.MouseButton.LeftButton and self.drag is not None:
            pressed, start = self._press
            if not self._dragging and (gpos - start).manhattanLength() >= QApplication.startDragDistance():
                self._dragging = self.drag.begin(pressed, gpos, self)
                if not self._dragging:
                    self._press = None
            elif self._dragging:
                self.drag.move(gpos)
            event.accept()
            return
        oid = self.oid_at(event.position().toPoint())
        if oid is not None and oid != self._hovered:
            self._hovered = oid
            self.hovered_card.emit(oid)
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self._press is not None:
            oid, _ = self._press
            self._press = None
            if self._dragging:
                self._dragging = False
                if self.drag is not None:
                    self.drag.finish(event.globalPosition().toPoint())
            elif self.oid_at(event.position().toPoint()) == oid:
                self.clicked_card.emit(oid)
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:
        oid = self.oid_at(self.viewport().mapFromGlobal(event.globalPos()))
        if oid is not None and not self.card_model.hidden:
            self.menu_requested.emit(oid, event.globalPos())
            event.accept()
            return
        super().contextMenuEvent(event)
