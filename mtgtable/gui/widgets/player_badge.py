"""A player's badge ("avatar"): name, life, poison, mana pool, zone counts.

It is also where creatures are dragged to attack that player, and what is
clicked to target them.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QContextMenuEvent, QKeyEvent, QMouseEvent, QPainter, QPixmap
from PySide6.QtWidgets import (
    QFrame, QGridLayout, QHBoxLayout, QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget,
)

from mtgtable.engine import Game, PlayerRef, Ref

from .. import palette
from ..card_painter import paint_symbol
from ..marks import TableMarks


def pool_pixmap(units: list[str], size: int = 18) -> QPixmap:
    """The mana pool as a row of mana symbols."""
    pix = QPixmap(max(1, len(units)) * (size + 2), size)
    pix.fill(Qt.GlobalColor.transparent)
    p = QPainter(pix)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    for i, u in enumerate(units):
        paint_symbol(p, QRectF(i * (size + 2), 0, size, size), u)
    p.end()
    return pix


class PlayerBadge(QFrame):
    clicked = Signal(int)
    #: A zone viewer was asked for: (player, "library" | "graveyard" | "exile").
    zone_requested = Signal(int, str)
    #: Right click: (player, global position) for the life and tokens menu.
    menu_requested = Signal(int, QPoint)

    def __init__(self, player: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.player = player
        self.setObjectName("PlayerBadge")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setMinimumWidth(190)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)  # never a tall empty box
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        # the keyboard reaches a player too (to target them): Tab to the badge, Enter
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(8, 4, 8, 4)
        outer.setSpacing(2)
        self.name_label = QLabel()
        self.name_label.setStyleSheet("font-weight: bold; font-size: 15px; color: white;")
        self.role_label = QLabel()
        self.role_label.setStyleSheet("color: #f6d32d; font-size: 12px;")
        self.life_label = QLabel()
        self.life_label.setStyleSheet("font-size: 24px; font-weight: bold; color: white;")
        self.life_label.setToolTip(self.tr("Life total. A player at 0 or less life loses (CR 704.5a). "
                                           "Right-click to change life or create a token by hand."))
        self.poison_label = QLabel()
        self.poison_label.setStyleSheet("color: #8ff0a4; font-size: 12px;")
        self.poison_label.setToolTip(self.tr("Poison counters. Ten or more and the player loses (CR 704.5c)."))
        self.energy_label = QLabel()
        self.energy_label.setStyleSheet("color: #f9f06b; font-size: 12px;")
        self.energy_label.setToolTip(self.tr("Energy counters ({E}): got and paid by card effects (CR 107.14, "
                                             "122.1f)."))
        self.pool_label = QLabel()
        self.pool_label.setToolTip(self.tr("Mana pool: mana made and not yet spent. It empties at the end "
                                           "of each step (CR 500.4)."))
        # three lines (name and role; life, poison and pool; the zones): short enough to sit beside a
        # row of small cards on a 640-pixel-high screen
        name_row = QHBoxLayout()
        name_row.setSpacing(8)
        name_row.addWidget(self.name_label)
        name_row.addWidget(self.role_label, 1)
        outer.addLayout(name_row)
        life_row = QHBoxLayout()
        life_row.setSpacing(8)
        life_row.addWidget(self.life_label)
        life_row.addWidget(self.poison_label)
        life_row.addWidget(self.energy_label)
        life_row.addWidget(self.pool_label, 1)
        outer.addLayout(life_row)
        zones = QGridLayout()
        zones.setSpacing(2)
        self.zone_buttons: dict[str, QPushButton] = {}
        for col, (zone, tip) in enumerate((
                ("library", self.tr("Library: cards left to draw (face down).")),
                ("graveyard", self.tr("Graveyard: click to look through it.")),
                ("exile", self.tr("Exile: click to look through it.")))):
            b = QPushButton()
            b.setToolTip(tip)
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            b.clicked.connect(lambda _=False, z=zone: self.zone_requested.emit(self.player, z))
            zones.addWidget(b, 0, col)
            self.zone_buttons[zone] = b
        outer.addLayout(zones)
        self._style = ""

    def sizeHint(self) -> QSize:
        return QSize(200, 110)

    def set_player(self, player: int) -> None:
        self.player = player

    def update_from(self, game: Game, marks: TableMarks) -> None:
        p = game.players[self.player]
        ref = p.ref
        self.name_label.setText(p.name)
        roles = []
        if game.active == self.player and game.turn:
            roles.append(self.tr("active player"))
        if game.pending is not None and game.pending.player == self.player:
            roles.append(self.tr("deciding") if game.pending.kind.value != "priority" else self.tr("has priority"))
        elif self.player in game.passed:
            roles.append(self.tr("passed"))
        if game.state.monarch == self.player:
            roles.append(self.tr("♛ the monarch"))  # CR 724: draws at their end step
        self.role_label.setText(" · ".join(roles))
        self.setAccessibleName(self.tr("{name}, {n} life").format(name=p.name, n=p.life))
        self.life_label.setText(self.tr("♥ {n}").format(n=p.life))
        self.poison_label.setText(self.tr("☠ {n} poison").format(n=p.poison) if p.poison else "")
        self.energy_label.setText(self.tr("⚡ {n} energy").format(n=p.energy) if p.energy else "")
        units = p.pool.units()
        restricted = [t for t, _ in p.pool.restricted]  # mana spent only on some spells (CR 106.6)
        if restricted:
            self.pool_label.setToolTip(self.tr("Mana pool: mana made and not yet spent. It empties at the end "
                                               "of each step (CR 500.4). The last {n} may be spent only on "
                                               "what the ability that made it says (CR 106.6).").format(
                                                   n=len(restricted)))
        if units or restricted:
            self.pool_label.setPixmap(pool_pixmap(units + restricted))
        else:
            self.pool_label.setText(self.tr("mana pool empty"))
            if not self.pool_label.styleSheet():  # (setting a style sheet restyles and repaints: once is enough)
                self.pool_label.setStyleSheet("color: #c0bfbc; font-size: 11px;")
        self.zone_buttons["library"].setText(self.tr("Library {n}").format(n=len(p.library)))
        self.zone_buttons["graveyard"].setText(self.tr("Graveyard {n}").format(n=len(p.graveyard)))
        self.zone_buttons["exile"].setText(self.tr("Exile {n}").format(n=len(p.exile)))
        border = "#3d5a47"
        if ref in marks.drop_ok:
            border = palette.HIGHLIGHT["drop"].name()
        elif ref in marks.selected:
            border = palette.HIGHLIGHT["selected"].name()
        elif ref in marks.choosable:
            border = palette.HIGHLIGHT["choosable"].name()
        background = "#2f4a3a" if game.active == self.player else "#24382c"
        style = f"#PlayerBadge {{ background: {background}; border: 4px solid {border}; border-radius: 10px; }}"
        if style != self._style:
            self._style = style
            self.setStyleSheet(style)

    def drop_ref_at(self, global_pos: QPoint) -> Ref | None:
        if self.isVisible() and self.rect().contains(self.mapFromGlobal(global_pos)):
            return PlayerRef(self.player)
        return None

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.rect().contains(event.position().toPoint()):
            self.clicked.emit(self.player)
        super().mouseReleaseEvent(event)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent) \
                and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and not event.modifiers():
            event.accept()
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and not event.modifiers():
            self.clicked.emit(self.player)
            event.accept()
            return
        super().keyPressEvent(event)

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:
        self.menu_requested.emit(self.player, event.globalPos())
        event.accept()
