"""Look through a graveyard or exile (public zones, CR 404.2, 406.3); a library shows only its size."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from .. import palette
from ..models.card_zone_model import CardGroup, CardZoneModel
from ..session import GameSession
from ..widgets.card_view import CardView
from ..widgets.player_area import BATTLEFIELD_CARD


class ZoneViewer(QDialog):
    def __init__(self, session: GameSession, player: int, zone: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        name = session.game.players[player].name
        layout = QVBoxLayout(self)
        if zone == "library":
            self.setWindowTitle(self.tr("{name}'s library").format(name=name))
            layout.addWidget(QLabel(self.tr("{n} cards, face down. Nobody may look at them (CR 401.2).").format(
                n=len(session.game.players[player].library))))
        else:
            group = CardGroup(zone)
            title = self.tr("{name}'s graveyard") if group is CardGroup.GRAVEYARD else self.tr("{name}'s exile")
            self.setWindowTitle(title.format(name=name))
            self.model = CardZoneModel(session, player, group, self)
            self.model.refresh()
            view = CardView(self.model, BATTLEFIELD_CARD, None, self)
            view.setMinimumSize(560, 300)
            # cards are drawn on the table's colour (opaque pixmaps copy fast): show them on the table
            view.setStyleSheet(f"QListView {{ background: {palette.TABLE.name()}; border-radius: 6px; }}")
            layout.addWidget(view)
            if group is CardGroup.GRAVEYARD:
                from .graveyard_casting import connect  # flashback: a click casts (CR 702.34a)
                connect(self, session, player, view, layout)
            else:
                from .exile_playing import connect as connect_exile  # "you may play those cards" (CR 601.2a)
                connect_exile(self, session, player, view, layout)
            if not self.model.rowCount():
                layout.addWidget(QLabel(self.tr("Empty.")))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
