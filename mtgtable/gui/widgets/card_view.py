"""A row of cards: a QListView over a :class:`CardZoneModel`, drawn by :class:`CardDelegate`.

Clicks and drags are handled here with plain mouse events rather than
QDrag: a drag must light up only the legal drop targets while it moves and
ask the engine on release, and plain mouse events do that the same way on
every platform, offscreen included (which is how the tests drag).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QModelIndex, QPersistentModelIndex, QPoint, QRect, QSize, Qt, QTimer, Signal
from PySide6.QtGui import (
    QColor, QContextMenuEvent, QEnterEvent, QFocusEvent, QKeyEvent, QMouseEvent, QPainter, QPaintEvent, QPen, QResizeEvent,
)
from PySide6.QtWidgets import (
    QAbstractItemView, QApplication, QLabel, QListView, QStyle, QStyledItemDelegate, QStyleOptionViewItem, QWidget,
)

from ..card_face import CardFace
from ..card_painter import card_pixmap, outer_size
from ..marks import DropRef, Home
from ..models.card_zone_model import CardZoneModel
from ..models.roles import CardFaceRole, ObjectIdRole

if TYPE_CHECKING:
    from .drag import DragManager

Index = QModelIndex | QPersistentModelIndex
_GAP = 4
#: Sizes a row tries, largest first: cards shrink to stay in view rather than hide behind a
#: scrollbar, and grow on a big screen (above 1.0 only where the row has the room).  A few fixed steps, so the pixmap cache holds a few sizes of each card, not one per pixel.
_SCALES = (1.8, 1.5, 1.25, 1.0, 0.9, 0.8, 0.7, 0.62, 0.55, 0.48, 0.42, 0.36, 0.3)
#: The smallest a row asks for (its cards at this scale): a short window shrinks the cards (their
#: numbers stay readable, see card_painter.MIN_NUMBER_PX) rather than pushing the window off the screen.
MIN_SCALE = 0.45
#: Width of the row's name, left of its cards.
CAPTION_WIDTH = 86
#: The keyboard's card is ringed in this colour.
FOCUS_RING = QColor("#62a0ea")
#: Keys that act on the focused card: Enter (as a click) and A ("attack / block with it").
ACT_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_A)
#: A group of identical cards ("Forest ×5") fans out after the mouse rests on it this long
#: (a click fans it out at once), and folds back this long after the mouse left the row.
FAN_DELAY_MS = 350
#: The bracket joining the cards of a fanned-out group.
FAN_BRACKET = QColor(246, 211, 45, 200)
FOLD_DELAY_MS = 600


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
        if face.fanned:
            # a bracket under the cards of a fanned-out group, across their gaps, so they read as one group
            painter.fillRect(QRect(rect.x(), y + size.height() + 1, rect.width(), 2), FAN_BRACKET)
        if option.state & QStyle.StateFlag.State_HasFocus:
            # the keyboard's card: a ring that shows on any card colour (dark outline, bright inside)
            painter.save()
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            ring = QRect(x, y, size.width(), size.height()).adjusted(-1, -1, 1, 1)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(QColor(0, 0, 0, 200), 5))
            painter.drawRoundedRect(ring, 7, 7)
            painter.setPen(QPen(FOCUS_RING, 3))
            painter.drawRoundedRect(ring, 7, 7)
            painter.restore()


class CardView(QListView):
    """Cards in a flowing row.  Emits :attr:`clicked_card` and :attr:`hovered_card`;
    starts drags through the window's :class:`DragManager`.

    The keyboard works as the mouse does: Tab moves between rows, the arrow keys
    between cards (a ring shows which), Enter or A acts on the card as a click
    would (play it, attack or block with it), and the preview follows.

    A group of identical cards ("Forest ×5") fans out when the mouse rests on
    it, when it is clicked or when Enter is pressed on it: each of its cards
    is then its own card, to be picked, dragged or targeted one by one.  The
    group folds back when the mouse leaves the row (or the keyboard does)."""

    clicked_card = Signal(int)
    hovered_card = Signal(int)
    #: Enter or A on a card: act on it (the window treats it as a click).
    activated_card = Signal(int)
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
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)
        self.setSpacing(0)
        self.setUniformItemSizes(False)
        self.setFrameShape(QListView.Shape.NoFrame)
        self.setStyleSheet("QListView { background: transparent; }")
        self.viewport().setAutoFillBackground(False)
        # everything fits (cards shrink when the row is crowded): a scrollbar would hide cards
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        #: The size cards are drawn at when there is room; :attr:`card_size` is the size now.
        self.full_size = QSize(card_size)
        self.card_size = QSize(card_size)
        self.drag = drag
        self._press: tuple[int, QPoint] | None = None
        self._dragging = False
        self._hovered = -1
        self._fan_timer = QTimer(self)
        self._fan_timer.setSingleShot(True)
        self._fan_timer.setInterval(FAN_DELAY_MS)
        self._fan_timer.timeout.connect(self._fan_hovered)
        self._fold_timer = QTimer(self)
        self._fold_timer.setSingleShot(True)
        self._fold_timer.setInterval(FOLD_DELAY_MS)
        self._fold_timer.timeout.connect(self.fold)
        #: Each card's space on the table at the last layout: a card tapped or untapped changes its
        #: width, and the row is laid out again so it never overlaps its neighbour.
        self._laid_out: tuple[bool, ...] = ()
        self._fitted_for: tuple[int, int, tuple[bool, ...], int, int] | None = None
        # the row's name, left of its cards, so a new player sees what each row is for
        self.caption_label = QLabel(caption, self)
        self.caption_label.setWordWrap(True)
        self.caption_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop)
        self.caption_label.setStyleSheet("color: rgba(255, 255, 255, 150); font-size: %dpx; font-weight: bold;"
                                         % _caption_px(caption, CAPTION_WIDTH - 8))
        self.caption_label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.caption_label.setVisible(bool(caption))
        if caption:
            self.setViewportMargins(CAPTION_WIDTH, 0, 0, 0)
        # rows coming and going relayout the view once (doItemsLayout, below); a tapped or untapped
        # card changes width without that, so a change of data re-fits the row too
        model.dataChanged.connect(self._fit)

    def sizeHint(self) -> QSize:
        return QSize(self.full_size.height() * 4, self.full_size.height() + 2 * _GAP)

    def minimumSizeHint(self) -> QSize:
        # a short window shrinks the cards (see _fit) rather than pushing the window off the screen
        h = round(self.full_size.height() * MIN_SCALE)
        return QSize(self.full_size.width(), h + 2 * _GAP)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        m = self.viewportMargins()
        self.caption_label.setGeometry(0, _GAP + 2, max(0, m.left() - 8), self.height() - _GAP)
        # a row that got shorter or narrower (a prompt grew, the lesson column opened) re-fits its
        # cards at once: Qt's own delayed layout does not always follow a resize of a non-wrapping row
        if hasattr(self, "_fitted_for"):  # not while __init__ is still setting the view up
            self._fit()

    def doItemsLayout(self) -> None:
        """Qt lays the row out (once, after rows came or went, or a resize): pick the card size first."""
        if hasattr(self, "full_size"):  # not while __init__ is still setting the view up
            self._fit(relayout=False)
        super().doItemsLayout()

    def _fit(self, *_: object, relayout: bool = True) -> None:
        """The largest card size at which every card of the row is in view (wrapping as needed)."""
        area = self.viewport().size()
        if area.width() <= 0 or area.height() <= 0:
            return
        # the row's shape: which cards lie sideways (the only thing that changes a card's space)
        tapped = tuple(f.tapped for f in self.card_model.faces())
        # the full size is part of it: the presenter view and a board turned round change it
        key = (area.width(), area.height(), tapped, self.full_size.width(), self.full_size.height())
        if key == self._fitted_for:
            return  # same cards lying the same ways, same room: the size and layout stand
        self._fitted_for = key
        chosen = self.full_size
        for scale in _SCALES:
            size = QSize(round(self.full_size.width() * scale), round(self.full_size.height() * scale))
            chosen = size
            if _flow_fits(tapped, size.width() + _GAP, size.height() + _GAP, area):
                break
        if chosen != self.card_size or tapped != self._laid_out:
            self.card_size = chosen
            self._laid_out = tapped
            delegate = self.itemDelegate()
            if isinstance(delegate, CardDelegate):
                delegate.card_size = chosen
            if relayout:
                self.scheduleDelayedItemsLayout()
            self.viewport().update()

    def paintEvent(self, event: QPaintEvent) -> None:
        """An empty row shows a faint outline of a card: where its cards will go."""
        if self.card_model.rowCount() == 0 and self.caption:
            p = QPainter(self.viewport())
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            p.setPen(QPen(QColor(255, 255, 255, 45), 1.5, Qt.PenStyle.DashLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
            s = self.card_size
            p.drawRoundedRect(QRect(_GAP // 2 + 1, _GAP // 2 + 1, s.width() - 2, s.height() - 2), 6, 6)
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

    def drop_ref_at(self, global_pos: QPoint) -> DropRef | None:
        """The card under a drop point, or the row's player's :class:`Home` for empty space in this row."""
        pos = self.viewport().mapFromGlobal(global_pos)
        if not self.isVisible() or not self.viewport().rect().contains(pos):
            return None
        oid = self.oid_at(pos)
        return oid if oid is not None else Home(self.card_model.player)

    # ---------------------------------------------------------------- groups fanned out

    def fan_out(self, oid: int) -> bool:
        """Fan out ``oid``'s group (each of its cards its own card); whether it was a group."""
        if self.card_model.hidden:
            return False
        current = self.current_oid()
        ids = self.card_model.fan_out(oid)
        if not ids:
            return False
        self._fold_timer.stop()
        if current in ids or self.hasFocus():
            self.setCurrentIndex(self.card_model.row_of(ids[0]))
        return True

    def fold(self) -> None:
        """Fold fanned-out cards back into their groups (not in the middle of a drag from this row)."""
        if self._dragging:
            return
        self.card_model.fold()

    def _fan_hovered(self) -> None:
        pos = self.viewport().mapFromGlobal(self.cursor().pos())
        oid = self.oid_at(pos) if self.viewport().rect().contains(pos) else None
        if oid is None:
            oid = self._hovered if self._hovered >= 0 else None
        if oid is not None and self.card_model.is_group(oid):
            self.fan_out(oid)

    def enterEvent(self, event: QEnterEvent) -> None:
        self._fold_timer.stop()
        super().enterEvent(event)

    def leaveEvent(self, event: QEvent) -> None:
        self._fan_timer.stop()
        self._hovered = -1
        if self.card_model.fanned and not self._dragging and not self.hasFocus():
            self._fold_timer.start()
        super().leaveEvent(event)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        if self.card_model.fanned and not self.underMouse():
            self._fold_timer.start()

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
            if self.card_model.is_group(oid) and not self.card_model.hidden:
                self._fan_timer.start()  # resting on a group fans it out
            else:
                self._fan_timer.stop()
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
                if not self.fan_out(oid):  # a click on a group fans it out: then each card can be picked
                    self.clicked_card.emit(oid)
            event.accept()
            return
        super().mouseReleaseEvent(event)

    # ---------------------------------------------------------------- keyboard

    def current_oid(self) -> int | None:
        index = self.currentIndex()
        oid = index.data(ObjectIdRole) if index.isValid() else None
        return oid if isinstance(oid, int) else None

    def event(self, event: QEvent) -> bool:
        # Enter is also the window's "confirm" shortcut: on a card, it acts on the card instead
        if event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent) \
                and event.key() in ACT_KEYS and not event.modifiers() and self.current_oid() is not None:
            event.accept()
            return True
        return super().event(event)

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        if not self.currentIndex().isValid() and self.card_model.rowCount():
            self.setCurrentIndex(self.card_model.index(0))
        oid = self.current_oid()
        if oid is not None:
            self.hovered_card.emit(oid)

    def currentChanged(self, current: QModelIndex, previous: QModelIndex) -> None:  # type: ignore[override]
        super().currentChanged(current, previous)
        oid = self.current_oid()
        if oid is not None and self.hasFocus():  # (not when rows come and go under another widget's focus)
            self.hovered_card.emit(oid)  # the preview follows the keyboard as it follows the mouse

    def keyPressEvent(self, event: QKeyEvent) -> None:
        oid = self.current_oid()
        if event.key() in ACT_KEYS and not event.modifiers() and oid is not None:
            if not self.fan_out(oid):  # Enter on a group fans it out; the arrow keys then pick a card
                self.activated_card.emit(oid)
            event.accept()
            return
        super().keyPressEvent(event)

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:
        oid = self.oid_at(self.viewport().mapFromGlobal(event.globalPos()))
        if oid is not None and not self.card_model.hidden:
            self.menu_requested.emit(oid, event.globalPos())
            event.accept()
            return
        super().contextMenuEvent(event)


def _caption_px(caption: str, width: int) -> int:
    """The largest font size (12 px down to 9) at which every word of a row's name fits its column
    ("permanents" is wider than the column at 12 px: it was cut, not wrapped)."""
    from PySide6.QtGui import QFont, QFontMetrics
    for px in (12, 11, 10, 9):
        font = QFont()
        font.setPixelSize(px)
        font.setBold(True)
        metrics = QFontMetrics(font)
        if all(metrics.horizontalAdvance(w) <= width for w in caption.split()):
            return px
    return 9


def _flow_fits(tapped: tuple[bool, ...], width: int, height: int, area: QSize) -> bool:
    """Whether cards ``width`` x ``height`` (sideways where tapped), laid left to right and
    wrapped, fit in ``area``."""
    x = y = line = 0
    room_w, room_h = area.width(), area.height()
    for sideways in tapped:
        w, h = (height, width) if sideways else (width, height)
        if x and x + w > room_w:
            y += line
            x = line = 0
        if w > room_w:
            return False
        x += w
        line = max(line, h)
    return y + line <= room_h
