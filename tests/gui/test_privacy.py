"""CR 400.2 / 402.3 at a hotseat table: a hand is seen by its owner only, a library by nobody.

A scripted hotseat game with the two built-in decks (which share no card
names): at every decision, each seat hovers every card it can point at (the
preview used to carry the last hovered card across the hand-off), then the
test reads every text the person at the screen can see and the pixels drawn
for hidden cards, and finds none of the other hand.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint

from mtgtable.engine import Game, GameConfig, Keep, Kind, default_card_db
from mtgtable.engine.agents import RandomAgent
from mtgtable.gui.main_window import MainWindow
from mtgtable.gui.models.card_zone_model import CardGroup
from mtgtable.gui.privacy import hidden_from
from mtgtable.gui.sample_decks import default_decks
from mtgtable.gui.session import GameSession, Mode

from .helpers import pass_privacy
from .privacy_probe import hand_names, leaked_names, painted_leaks, public_names


def _game(seed: int) -> Game:
    db = default_card_db()
    return Game.new(GameConfig(decks=default_decks(db), seed=seed, names=("Alice", "Bob"), starting_player=0), db)


def _hover_everything(qtbot, win) -> None:  # type: ignore[no-untyped-def]
    """Point at every card of both sides, own hand last (what a player looks at before passing)."""
    for area in (win.top, win.bottom):
        for group in (CardGroup.CREATURES, CardGroup.LANDS, CardGroup.OTHER, CardGroup.HAND):
            view = area.views[group]
            for oid in list(view.card_model.keys):
                qtbot.mouseMove(view.viewport(), view.card_center(oid))
                qtbot.mouseMove(view.viewport(), view.card_center(oid) + QPoint(1, 1))


def _check(win, game: Game, seat: int | None, known: list[set[str]], looking: int) -> None:  # type: ignore[no-untyped-def]
    """Nothing ``looking`` may not see is on screen (``seat`` None: the privacy screen is up)."""
    other = 1 - looking
    hidden = hand_names(game, other) - known[looking]
    leaks = leaked_names(win, hidden)
    assert not leaks, f"{game.players[looking].name} can read {leaks[:3]}"
    problems = painted_leaks(win, game, hidden_from(game, seat), hidden)
    assert not problems, problems


def test_cr_402_3_no_hidden_card_reaches_the_other_seat(qtbot) -> None:  # type: ignore[no-untyped-def]
    session = GameSession(_game(seed=11), Mode.HOTSEAT)
    win = MainWindow(session)
    qtbot.addWidget(win)
    win.resize(1400, 900)
    win.show()
    qtbot.waitExposed(win)
    agents = [RandomAgent(seed=3, pass_bias=0.5), RandomAgent(seed=4, pass_bias=0.5)]
    #: Names each player has seen in public zones (a card cast earlier may be named again).
    known: list[set[str]] = [set(), set()]
    hand_offs = previews_hidden = 0
    for _ in range(160):
        game = session.game
        if game.outcome is not None or game.turn > 8:
            break
        for seat in (0, 1):
            known[seat] |= public_names(game)
        if win.privacy.isVisible():
            incoming = win.controller.privacy_for
            assert incoming is not None
            _check(win, game, None, known, incoming)
            _check(win, game, None, known, 1 - incoming)
            had = win.preview.oid
            pass_privacy(qtbot, win)
            hand_offs += 1
            previews_hidden += had is None
        seat = session.marks.viewer
        assert seat is not None
        _hover_everything(qtbot, win)
        _check(win, game, seat, known, seat)
        d = game.pending
        assert d is not None
        answer = Keep() if d.kind is Kind.MULLIGAN else agents[d.player].choose(game, d)
        session.answer(answer)
        qtbot.wait(1)
    assert hand_offs >= 6, "the script must hand the table over several times"
    assert previews_hidden == hand_offs, "every hand-off starts with an empty preview"


def test_new_game_starts_with_an_empty_preview(qtbot) -> None:  # type: ignore[no-untyped-def]
    session = GameSession(_game(seed=5), Mode.HOTSEAT)
    win = MainWindow(session)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    pass_privacy(qtbot, win)
    hand = win.bottom.views[CardGroup.HAND]
    oid = hand.card_model.keys[0]
    qtbot.mouseMove(hand.viewport(), hand.card_center(oid))
    qtbot.mouseMove(hand.viewport(), hand.card_center(oid) + QPoint(1, 1))
    assert win.preview.oid == oid and session.game.objects[oid].name in win.preview.text.text()
    session.set_game(_game(seed=6), Mode.HOTSEAT)
    assert win.preview.oid is None and win.preview.image.pixmap().isNull()
    assert win.preview.text.text() == win.preview.placeholder
