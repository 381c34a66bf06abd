"""What one seat at a hotseat table can see: every text and the painted card regions.

Used by the privacy tests: collect every string a person could read (widget
texts, tooltips, accessible names, item views' rows, the window title, the
undo list, open dialogs) and check the pixels drawn where hidden cards are.
"""

from __future__ import annotations

from typing import Any, Iterable

from PySide6.QtCore import QAbstractListModel, QModelIndex, QPoint, Qt
from PySide6.QtGui import QAction, QImage
from PySide6.QtWidgets import QAbstractButton, QAbstractItemView, QApplication, QLabel, QLineEdit, QWidget

from mtgtable.engine import Game, Zone
from mtgtable.gui.card_face import CardFace, face_of
from mtgtable.gui.card_painter import card_pixmap, outer_size
from mtgtable.gui.marks import TableMarks
from mtgtable.gui.models.card_zone_model import CardGroup

_ROLES = (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.AccessibleTextRole,
          Qt.ItemDataRole.AccessibleDescriptionRole, Qt.ItemDataRole.StatusTipRole)


def _rows(view: QAbstractItemView) -> Iterable[str]:
    model = view.model()
    if model is None:
        return
    todo = [QModelIndex()]
    while todo:
        parent = todo.pop()
        for r in range(model.rowCount(parent)):
            columns = 1 if isinstance(model, QAbstractListModel) else model.columnCount(parent)
            for c in range(columns):
                index = model.index(r, c, parent)
                for role in _ROLES:
                    value = index.data(role)
                    if isinstance(value, str):
                        yield value
                if c == 0 and not isinstance(model, QAbstractListModel):
                    todo.append(index)


def _belongs(widget: QWidget | None, window: QWidget) -> bool:
    """The window itself or a dialog or menu it opened (other tests' windows are not this seat's)."""
    while widget is not None:
        if widget is window:
            return True
        widget = widget.parentWidget()
    return False


def visible_texts(window: Any) -> list[str]:
    """Every string a person at the screen could read or hear (screen reader) right now."""
    texts: list[str] = []
    tops = [w for w in QApplication.topLevelWidgets() if w.isVisible() and _belongs(w, window)]
    widgets: list[QWidget] = []
    for top in tops:
        texts.append(top.windowTitle())
        widgets += [top, *top.findChildren(QWidget)]
    for w in widgets:
        if not w.isVisible():
            continue
        texts += [w.toolTip(), w.accessibleName(), w.accessibleDescription(), w.statusTip(), w.whatsThis()]
        if isinstance(w, (QLabel, QAbstractButton, QLineEdit)):
            texts.append(w.text())
        if isinstance(w, QAbstractItemView):
            texts += list(_rows(w))
    for a in window.findChildren(QAction):
        texts += [a.text(), a.toolTip(), a.statusTip()]
    texts += window.undo_points()[1]
    return [t for t in texts if t]


def public_names(game: Game) -> set[str]:
    """Names of cards in zones everyone sees (battlefield, graveyards, exile, stack)."""
    return {o.name for o in game.objects.values() if o.zone not in (Zone.HAND, Zone.LIBRARY)}


def hand_names(game: Game, player: int) -> set[str]:
    return {game.objects[o].name for o in game.players[player].hand}


def leaked_names(window: Any, hidden: set[str]) -> list[tuple[str, str]]:
    """(name, text) for every visible text that names a hidden card."""
    return [(n, t) for t in visible_texts(window) for n in hidden if n in t]


def _region(image: QImage, widget: QWidget, window: QWidget, top_left: QPoint, w: int, h: int) -> QImage:
    origin = widget.mapTo(window, top_left)
    return image.copy(origin.x(), origin.y(), w, h)


def _uniform(image: QImage) -> bool:
    first = image.pixel(0, 0)
    return all(image.pixel(x, y) == first for y in range(0, image.height(), 3) for x in range(0, image.width(), 3))


def painted_leaks(window: Any, game: Game, hidden_oids: set[int], hidden_names: set[str]) -> list[str]:
    """Hidden cards whose face is painted: the rows of the hidden hand must show backs where their
    cards are, and the preview must not show the face of a hidden card (one of ``hidden_names``: a
    Forest in the library looks like the Forest in the player's own hand)."""
    image = window.grab().toImage()
    problems: list[str] = []
    for area in (window.top, window.bottom):
        view = area.views[CardGroup.HAND]
        model = view.card_model
        for r in range(model.rowCount()):
            oid = model.keys[r]
            if oid not in hidden_oids:
                continue
            back = card_pixmap(CardFace(oid, face_down=True), view.card_size).toImage()
            rect = view.visualRect(model.index(r))
            size = outer_size(CardFace(oid, face_down=True), view.card_size)
            x = rect.x() + (rect.width() - size.width()) // 2
            y = rect.y() + (rect.height() - size.height()) // 2
            drawn = _region(image, view.viewport(), window, QPoint(x, y), size.width(), size.height())
            if window.privacy.isVisible():
                if not _uniform(drawn):  # the screen covers it: nothing of the card shows at all
                    problems.append(f"{game.objects[oid].name} (#{oid}) shows through the privacy screen")
            elif drawn.convertToFormat(back.format()) != back:
                problems.append(f"{game.objects[oid].name} (#{oid}) is not drawn face down in its hand")
    label = window.preview.image
    pix = label.pixmap()
    if pix is not None and not pix.isNull():
        shown = pix.toImage()
        marks = TableMarks(open_hands=True)
        for oid in hidden_oids:
            if oid not in game.objects or game.objects[oid].name not in hidden_names:
                continue
            face = face_of(game, oid, marks)
            size = pix.size() if not face.tapped else pix.size().transposed()
            if card_pixmap(face, size).toImage() == shown:
                problems.append(f"the preview shows hidden {game.objects[oid].name} (#{oid})")
    return problems
