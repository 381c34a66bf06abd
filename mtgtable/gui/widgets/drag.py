"""Dragging a creature to attack or block: the ghost card, the drop sites, the drop.

The drag manager asks the decision controller which drop targets are legal
for the dragged creature (the controller asks the engine), lights them up
while the drag lasts, and on release hands the drop to the controller, which
either records it or shows the engine's reason for refusing it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, QPoint, QSize, Qt
from PySide6.QtWidgets import QLabel, QWidget

from ..card_painter import card_pixmap
from ..marks import DropRef

if TYPE_CHECKING:
    from ..controller import DecisionController


class DropSite(Protocol):
    def drop_ref_at(self, global_pos: QPoint) -> DropRef | None:
        """What lies under ``global_pos`` in this widget (a player, an object id, a player's rows), or None."""
        ...


class DragManager(QObject):
    def __init__(self, controller: "DecisionController", overlay_parent: QWidget) -> None:
        super().__init__(overlay_parent)
        self.controller = controller
        self.sites: list[DropSite] = []
        self.dragged: int | None = None
        self._ghost = QLabel(overlay_parent)
        self._ghost.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self._ghost.hide()

    def add_site(self, site: DropSite) -> None:
        self.sites.append(site)

    def begin(self, oid: int, global_pos: QPoint, source: QWidget) -> bool:
        """Start dragging ``oid`` if the pending decision lets it go anywhere."""
        if not self.controller.begin_drag(oid):
            return False
        self.dragged = oid
        face = self.controller.face(oid)
        if face is not None:
            self._ghost.setPixmap(card_pixmap(face, QSize(80, 112)))
            self._ghost.adjustSize()
        self._ghost.raise_()
        self._ghost.show()
        self.move(global_pos)
        return True

    def move(self, global_pos: QPoint) -> None:
        parent = self._ghost.parentWidget()
        local = parent.mapFromGlobal(global_pos) if parent is not None else global_pos
        self._ghost.move(local - QPoint(self._ghost.width() // 2, self._ghost.height() // 2))

    def target_at(self, global_pos: QPoint) -> DropRef | None:
        for site in self.sites:
            ref = site.drop_ref_at(global_pos)
            if ref is not None:
                return ref
        return None

    def finish(self, global_pos: QPoint) -> None:
        oid, self.dragged = self.dragged, None
        self._ghost.hide()
        if oid is not None:
            self.controller.drop(oid, self.target_at(global_pos))
