"""Casting a card from a graveyard (flashback, CR 702.34a) from the zone viewer.

A card the player with priority may cast from their graveyard is listed by
the engine's ``legal_actions`` like a card in hand; here a click on it in the
viewer casts it (the cast flow then asks how to pay, as from the hand), and a
line says which cards can be cast so.  A click on any other card explains
nothing away: the engine's refusal is shown, as for a card in hand.
"""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QLabel, QVBoxLayout

from mtgtable.engine import Cast, Kind
from mtgtable.engine.objects import Zone

from ..card_text import card_name
from ..session import GameSession
from ..widgets.card_view import CardView


def castable_here(session: GameSession, player: int) -> list[int]:
    """The cards of ``player``'s graveyard the player with priority may cast now."""
    game = session.game
    d = game.pending
    if d is None or d.kind is not Kind.PRIORITY or d.player != player or player not in session.humans:
        return []
    return [a.card for a in game.legal_actions(player) if isinstance(a, Cast) and a.card in game.objects
            and game.objects[a.card].zone is Zone.GRAVEYARD]


def connect(viewer: QDialog, session: GameSession, player: int, view: CardView, layout: QVBoxLayout) -> None:
    """Let a click on a castable card in ``view`` cast it, and say which can be cast."""
    castable = castable_here(session, player)
    if castable:
        names = ", ".join(card_name(session.game.objects[c].name) for c in castable)
        hint = QLabel(viewer.tr("Click a card to cast it from the graveyard (flashback, CR 702.34a): {cards}")
                      .format(cards=names))
        hint.setWordWrap(True)
        layout.addWidget(hint)

    def clicked(oid: int) -> None:
        if oid in castable_here(session, player):
            viewer.accept()
            session.answer(Cast(oid))

    view.clicked_card.connect(clicked)
