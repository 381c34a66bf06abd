"""One player's side of the table: badge, hand and battlefield rows.

The battlefield is grouped the way players lay it out: creatures nearest the
middle of the table, lands behind them, other permanents beside them.  The
top area is the same widget flipped.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QHBoxLayout, QVBoxLayout, QWidget

from ..changes import EVERYTHING, Changes
from ..models.card_zone_model import CardGroup, CardZoneModel
from ..session import GameSession
from .card_view import CardView
from .drag import DragManager
from .player_badge import PlayerBadge

BATTLEFIELD_CARD = QSize(92, 129)
LAND_CARD = QSize(74, 104)
HAND_CARD = QSize(92, 129)
HIDDEN_HAND_CARD = QSize(44, 62)


class PlayerArea(QWidget):
    def __init__(self, session: GameSession, player: int, flipped: bool, drag: DragManager,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.flipped = flipped
        self.models = {g: CardZoneModel(session, player, g, self)
                       for g in (CardGroup.LANDS, CardGroup.CREATURES, CardGroup.OTHER, CardGroup.HAND)}
        self.badge = PlayerBadge(player, self)
        captions = {CardGroup.CREATURES: self.tr("Creatures"), CardGroup.OTHER: self.tr("Other permanents"),
                    CardGroup.LANDS: self.tr("Lands"), CardGroup.HAND: self.tr("Hand")}
        sizes = {CardGroup.CREATURES: BATTLEFIELD_CARD, CardGroup.OTHER: BATTLEFIELD_CARD, CardGroup.LANDS: LAND_CARD,
                 CardGroup.HAND: HIDDEN_HAND_CARD if flipped else HAND_CARD}
        self.views = {g: CardView(self.models[g], sizes[g], drag, self, captions[g]) for g in sizes}
        rows = QVBoxLayout(self)
        rows.setContentsMargins(6, 4, 6, 4)
        rows.setSpacing(2)
        creatures = QHBoxLayout()
        creatures.setSpacing(2)
        creatures.addWidget(self.views[CardGroup.CREATURES], 3)
        creatures.addWidget(self.views[CardGroup.OTHER], 1)
        hand = QHBoxLayout()
        hand.setSpacing(6)
        hand.addWidget(self.badge)
        hand.addWidget(self.views[CardGroup.HAND], 1)
        order = [CardGroup.HAND, CardGroup.LANDS, CardGroup.CREATURES] if flipped else \
            [CardGroup.CREATURES, CardGroup.LANDS, CardGroup.HAND]
        # no stretch factors: each row gets its size hint (cards at full size) when the window allows,
        # and rows shrink together (their cards with them) when it does not
        for group in order:
            stretch = 0
            if group is CardGroup.CREATURES:
                rows.addLayout(creatures, stretch)
            elif group is CardGroup.HAND:
                rows.addLayout(hand, stretch)
            else:
                rows.addWidget(self.views[group], stretch)
        # "Other permanents" takes room only when there are some: creatures get the whole row otherwise
        self.views[CardGroup.OTHER].setVisible(False)
        self._active = False

    @property
    def player(self) -> int:
        return self.badge.player

    def set_player(self, player: int) -> None:
        self.badge.set_player(player)
        for m in self.models.values():
            m.set_player(player)

    def refresh(self, changes: Changes = EVERYTHING) -> None:
        """Re-read the rows whose cards ``changes`` touches (every row after a move between zones),
        and the badge when the players or the turn changed."""
        for m in self.models.values():
            if changes.zones or changes.viewer or changes.touches(m.shown_ids()):
                m.refresh()
        game = self.session.game
        if changes.players or changes.turn or changes.zones or changes.viewer:
            self.badge.update_from(game, self.session.marks)
        other = self.views[CardGroup.OTHER]
        if other.isHidden() == (self.models[CardGroup.OTHER].rowCount() > 0):
            other.setVisible(not other.isVisible())
        active = bool(game.turn) and game.active == self.player
        if active != self._active:
            self._active = active
            self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        """Each player's side is a mat; the active player's is lit, so whose turn it is shows at a glance."""
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self._active:
            p.setPen(QPen(QColor(246, 211, 45, 150), 2))
            p.setBrush(QColor(255, 255, 255, 16))
        else:
            p.setPen(QPen(QColor(255, 255, 255, 28), 1))
            p.setBrush(QColor(0, 0, 0, 28))
        p.drawRoundedRect(QRectF(self.rect()).adjusted(1.5, 1.5, -1.5, -1.5), 10, 10)
        p.end()

    def card_views(self) -> list[CardView]:
        return list(self.views.values())
