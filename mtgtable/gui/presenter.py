"""For a projector: a "presenter" view (larger cards, the opponent's open hand as readable as one's
own) and a board that turns only when the teacher turns it.

In teaching mode both hands are open, but the top player's hand is drawn at
the size of a hidden hand (44 px wide): readable on a laptop, not on a wall.
The presenter view draws every row larger and the top hand at full size; the
rows still shrink their cards to fit (CardView._fit), so nothing is cut off.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QSize

from .models.card_zone_model import CardGroup
from .widgets.player_area import BATTLEFIELD_CARD, HAND_CARD, HIDDEN_HAND_CARD, LAND_CARD

if TYPE_CHECKING:
    from .widgets.player_area import PlayerArea

#: How much larger the presenter view draws cards (when there is room).
PRESENTER_SCALE = 1.35

_NORMAL = {CardGroup.CREATURES: BATTLEFIELD_CARD, CardGroup.OTHER: BATTLEFIELD_CARD, CardGroup.LANDS: LAND_CARD,
           CardGroup.HAND: HAND_CARD}


def card_sizes(flipped: bool, presenter: bool, open_hands: bool) -> dict[CardGroup, QSize]:
    """The full card size of each row of a player area."""
    sizes = dict(_NORMAL)
    if flipped and not (presenter and open_hands):
        sizes[CardGroup.HAND] = HIDDEN_HAND_CARD
    if presenter:
        sizes = {g: QSize(round(s.width() * PRESENTER_SCALE), round(s.height() * PRESENTER_SCALE))
                 if not (g is CardGroup.HAND and s == HIDDEN_HAND_CARD) else s for g, s in sizes.items()}
    return sizes


def apply_sizes(area: PlayerArea, presenter: bool, open_hands: bool) -> None:
    """Give each row of ``area`` its card size for the view chosen, and lay it out again."""
    for group, size in card_sizes(area.flipped, presenter, open_hands).items():
        view = area.views[group]
        if view.full_size != size:
            view.full_size = QSize(size)
            view.updateGeometry()
            view.doItemsLayout()
            view.viewport().update()
