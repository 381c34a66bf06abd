"""Playing or casting an exiled card from the exile viewer ("Until the end of your next turn,
you may play those cards", Ragavan's "you may cast that card": engine/rules/play_permissions.py).

The engine's ``legal_actions`` lists such a card like a card in hand (a cast, or a land play:
CR 601.2a, 305.1); here a click on it in the viewer of the exile it is in -- an opponent's,
for Ragavan's card -- plays or casts it, and a line says which cards can be.  A click on any
other card does nothing.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QDialog, QLabel, QVBoxLayout

from mtgtable.engine import Cast, Kind, PlayLand
from mtgtable.engine.objects import Zone

from ..card_text import card_name
from ..session import GameSession
from ..widgets.card_view import CardView


def playable_here(session: GameSession, owner: int) -> dict[int, Any]:
    """The cards of ``owner``'s exile the human player with priority may play or cast now, with the answer."""
    game = session.game
    d = game.pending
    if d is None or d.kind is not Kind.PRIORITY or d.player not in session.humans:
        return {}
    out: dict[int, Any] = {}
    for a in game.legal_actions(d.player):
        if isinstance(a, (Cast, PlayLand)) and a.card in game.objects:
            o = game.objects[a.card]
            if o.zone is Zone.EXILE and o.owner == owner:
                out.setdefault(a.card, a)
    return out


def connect(viewer: QDialog, session: GameSession, owner: int, view: CardView, layout: QVBoxLayout) -> None:
    """Let a click on a playable card in ``view`` play or cast it, and say which can be."""
    playable = playable_here(session, owner)
    if playable:
        names = ", ".join(card_name(session.game.objects[c].name) for c in playable)
        hint = QLabel(viewer.tr("Click a card to play or cast it from exile: {cards}").format(cards=names))
        hint.setWordWrap(True)
        layout.addWidget(hint)

    def clicked(oid: int) -> None:
        now = playable_here(session, owner)
        if oid in now:
            viewer.accept()
            session.answer(now[oid])

    view.clicked_card.connect(clicked)
