"""Casting a card from a graveyard (flashback, CR 702.34a) or activating its ability there
(Seasoned Pyromancer's "Exile this card from your graveyard: ...", CR 113.6k) from the zone viewer.

A card the player with priority may cast from their graveyard, or whose ability they may activate
there, is listed by the engine's ``legal_actions`` like a card in hand; here a click on it in the
viewer casts it or activates that ability (the flow then asks how to pay, as from the hand; a card
with both, the cast first), and a line says which cards can be used so.  A click on any other card
does nothing.
"""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QLabel, QVBoxLayout

from typing import Any

from mtgtable.engine import Activate, Cast, Kind
from mtgtable.engine.objects import Zone

from ..card_text import card_name
from ..session import GameSession
from ..widgets.card_view import CardView


def castable_here(session: GameSession, player: int) -> list[int]:
    """The cards of ``player``'s graveyard the player with priority may cast now."""
    return [c for c, a in usable_here(session, player).items() if isinstance(a, Cast)]


def usable_here(session: GameSession, player: int) -> dict[int, Any]:
    """The cards of ``player``'s graveyard the player with priority may cast, or activate an ability
    of, now: the answer a click gives (a cast first)."""
    game = session.game
    d = game.pending
    if d is None or d.kind is not Kind.PRIORITY or d.player != player or player not in session.humans:
        return {}
    out: dict[int, Any] = {}
    for a in game.legal_actions(player):
        oid = a.card if isinstance(a, Cast) else a.source if isinstance(a, Activate) else None
        if oid is not None and oid in game.objects and game.objects[oid].zone is Zone.GRAVEYARD:
            if isinstance(a, Cast) or oid not in out:
                out[oid] = a
    return out


def connect(viewer: QDialog, session: GameSession, player: int, view: CardView, layout: QVBoxLayout) -> None:
    """Let a click on a usable card in ``view`` cast it or activate its ability, and say which can."""
    usable = usable_here(session, player)
    castable = [c for c, a in usable.items() if isinstance(a, Cast)]
    if castable:
        names = ", ".join(card_name(session.game.objects[c].name) for c in castable)
        hint = QLabel(viewer.tr("Click a card to cast it from the graveyard (flashback, CR 702.34a): {cards}")
                      .format(cards=names))
        hint.setWordWrap(True)
        layout.addWidget(hint)
    active = [c for c, a in usable.items() if isinstance(a, Activate)]
    if active:
        names = ", ".join(card_name(session.game.objects[c].name) for c in active)
        hint = QLabel(viewer.tr("Click a card to activate its ability from the graveyard (CR 113.6k): {cards}")
                      .format(cards=names))
        hint.setWordWrap(True)
        layout.addWidget(hint)

    def clicked(oid: int) -> None:
        now = usable_here(session, player)
        if oid in now:
            viewer.accept()
            session.answer(now[oid])

    view.clicked_card.connect(clicked)
