"""One player's side of the table: badge, hand and battlefield rows.

The battlefield is grouped the way players lay it out: creatures nearest the
middle of the table, lands behind them, other permanents beside them.  The
top area is the same widget flipped.
"""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QGridLayout, QWidget

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
        grid = QGridLayout(self)
        grid.setContentsMargins(4, 2, 4, 2)
        grid.setSpacing(2)
        rows = [CardGroup.HAND, CardGroup.LANDS, CardGroup.CREATURES] if flipped else \
            [CardGroup.CREATURES, CardGroup.LANDS, CardGroup.HAND]
        for r, group in enumerate(rows):
            if group is CardGroup.HAND:
                grid.addWidget(self.badge, r, 0)
                grid.addWidget(self.views[group], r, 1, 1, 2)
            elif group is CardGroup.CREATURES:
                grid.addWidget(self.views[group], r, 0, 1, 2)
                grid.addWidget(self.views[CardGroup.OTHER], r, 2)
            else:
                grid.addWidget(self.views[group], r, 0, 1, 3)
            grid.setRowStretch(r, {CardGroup.CREATURES: 4, CardGroup.LANDS: 3}.get(group, 0 if flipped else 4))
        grid.setColumnStretch(1, 4)
        grid.setColumnStretch(2, 1)

    @property
    def player(self) -> int:
        return self.badge.player

    def set_player(self, player: int) -> None:
        self.badge.set_player(player)
        for m in self.models.values():
            m.set_player(player)

    def refresh(self) -> None:
        for m in self.models.values():
            m.refresh()
        self.badge.update_from(self.session.game, self.session.marks)

    def card_views(self) -> list[CardView]:
        return list(self.views.values())
