"""Hotseat: a privacy screen between players, and the other hand never visible."""

from __future__ import annotations

from mtgtable.engine import Kind
from mtgtable.engine.files.scenario import load_scenario
from mtgtable.gui.main_window import MainWindow
from mtgtable.gui.models.card_zone_model import CardGroup
from mtgtable.gui.models.roles import CardFaceRole
from mtgtable.gui.session import GameSession, Mode

from .helpers import click_button, pass_privacy


def _faces(area):  # type: ignore[no-untyped-def]
    model = area.models[CardGroup.HAND]
    return [model.index(r).data(CardFaceRole) for r in range(model.rowCount())]


def test_privacy_screen_hides_both_hands_until_clicked(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    session, ctl = window.session, window.controller
    # Alice is asked first: the screen is up, and no hand is face up behind it.
    assert window.privacy.isVisible() and "Alice" in window.privacy.label.text()
    assert all(f.face_down for area in (window.top, window.bottom) for f in _faces(area))
    pass_privacy(qtbot, window)
    assert window.bottom.player == 0
    assert not any(f.face_down for f in _faces(window.bottom))
    assert all(f.face_down for f in _faces(window.top)), "Bob's hand stays hidden from Alice"
    # Alice passes; nothing she can do until Bob's turn, where Bob can play a land.
    while session.game.active == 0 and not window.privacy.isVisible():
        click_button(qtbot, window, ctl.pass_action)
    assert window.privacy.isVisible() and "Bob" in window.privacy.label.text()
    # Alice's hand, which was open, is hidden behind the screen; the screen covers the table.
    assert all(f.face_down for area in (window.top, window.bottom) for f in _faces(area))
    assert window.privacy.geometry() == window.centralWidget().rect()
    pass_privacy(qtbot, window)
    assert window.bottom.player == 1
    assert not any(f.face_down for f in _faces(window.bottom))
    assert all(f.face_down for f in _faces(window.top)), "Alice's hand stays hidden from Bob"


def test_goldfish_has_no_privacy_screen_and_the_fish_passes(qtbot, scenario_path) -> None:  # type: ignore[no-untyped-def]
    session = GameSession(load_scenario(scenario_path).game, Mode.GOLDFISH)
    win = MainWindow(session)
    qtbot.addWidget(win)
    win.show()
    assert not win.privacy.isVisible()
    click_button(qtbot, win, win.controller.pass_to_my_turn_action)
    # Bob (the goldfish) took his whole turn by himself; Alice is asked on her next turn
    assert session.game.active == 0 and session.game.turn == 7
    assert session.game.pending.player == 0 and session.game.pending.kind is Kind.PRIORITY
