"""Table actions by hand (tap, move, counters, life, tokens) from the right-click menus.

Each is an answer the engine checks, logs and replays; the menus only offer
them to the player holding priority, and grey out what the engine refuses.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QMenu

from PySide6.QtGui import QContextMenuEvent

from mtgtable.engine import Manual
from mtgtable.engine.files.replay import replay
from mtgtable.gui.card_face import face_of
from mtgtable.gui.models.card_zone_model import CardGroup

from .conftest import DATA, open_window
from .helpers import LEFT


def _entry(menu: QMenu, text: str):  # type: ignore[no-untyped-def]
    for a in menu.actions():
        if a.menu() is not None:
            found = _entry(a.menu(), text)
            if found is not None:
                return found
        elif a.text() == text:
            return a
    return None


def _named(game, name: str) -> int:  # type: ignore[no-untyped-def]
    return next(o for o in game.battlefield if game.objects[o].name == name)


def test_manual_card_is_marked_and_explained(qtbot) -> None:  # type: ignore[no-untyped-def]
    win = open_window(qtbot, DATA / "manual_table.toml", "goldfish")
    game = win.session.game
    trickster = _named(game, "Wandering Trickster")
    assert face_of(game, trickster, win.session.marks).manual
    assert not face_of(game, _named(game, "Mogg Fanatic"), win.session.marks).manual
    tip = win.bottom.models[CardGroup.CREATURES].index(0).data(3)  # ToolTipRole
    assert "by hand" in tip
    menu = win.manual.card_menu(trickster)
    assert any("can't apply" in a.text() for a in menu.actions())


def test_tap_move_and_counters_from_the_card_menu(qtbot) -> None:  # type: ignore[no-untyped-def]
    win = open_window(qtbot, DATA / "manual_table.toml", "goldfish")
    session = win.session
    trickster = _named(session.game, "Wandering Trickster")
    _entry(win.manual.card_menu(trickster), "Tap").trigger()
    assert session.game.objects[trickster].tapped
    assert session.game.answers[-1] == Manual("tap", trickster)
    _entry(win.manual.card_menu(trickster), "Put a +1/+1 counter on it").trigger()
    assert session.game.objects[trickster].counters["+1/+1"] == 1
    _entry(win.manual.card_menu(trickster), "Take a +1/+1 counter off it").trigger()
    assert session.game.objects[trickster].counters["+1/+1"] == 0
    _entry(win.manual.card_menu(trickster), "Graveyard").trigger()
    assert [session.game.objects[o].name for o in session.game.players[0].graveyard] == ["Wandering Trickster"]
    # logged like every answer, and the replay gives the same game
    assert [e.kind for e in session.game.events[-4:]].count("manual") >= 3
    again = replay(session.game.setup, session.game.answers, session.game.db)
    assert [again.objects[o].name for o in again.players[0].graveyard] == ["Wandering Trickster"]


def test_opponents_card_entries_are_greyed_with_the_engines_reason(qtbot) -> None:  # type: ignore[no-untyped-def]
    win = open_window(qtbot, DATA / "manual_table.toml", "goldfish")
    giant = _named(win.session.game, "Hill Giant")
    tap = _entry(win.manual.card_menu(giant), "Tap")
    assert not tap.isEnabled() and "108.4" in tap.toolTip()


def test_life_and_tokens_from_the_player_menu(qtbot) -> None:  # type: ignore[no-untyped-def]
    win = open_window(qtbot, DATA / "manual_table.toml", "goldfish")
    session = win.session
    _entry(win.manual.player_menu(1), "Lose 3 life").trigger()
    assert session.game.players[1].life == 12
    win.manual.ask_life = lambda name: 5
    _entry(win.manual.player_menu(0), "Change life by…").trigger()
    assert session.game.players[0].life == 23
    win.manual.ask_token = lambda name: "Saproling 1/1"
    _entry(win.manual.player_menu(0), "Create a creature token…").trigger()
    token = _named(session.game, "Saproling")
    assert session.game.objects[token].token and session.game.objects[token].controller == 0
    assert str(session.game.answers[-1]) == "manual token p0 Saproling 1/1"


def test_right_click_opens_the_menus_not_behind_the_privacy_screen(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    win = open_window(qtbot, DATA / "manual_table.toml", "hotseat")
    assert win.privacy.isVisible()
    menu = win.manual.card_menu(_named(win.session.game, "Mogg Fanatic"))
    assert all(not a.isEnabled() for a in menu.actions() if not a.isSeparator())
    shown: list[QMenu] = []
    monkeypatch.setattr(win, "popup", lambda menu, pos: shown.append(menu))
    qtbot.mouseClick(win.privacy, LEFT)
    view = win.bottom.views[CardGroup.CREATURES]
    fanatic = _named(win.session.game, "Mogg Fanatic")
    pos = view.card_center(fanatic)
    event = QContextMenuEvent(QContextMenuEvent.Reason.Mouse, pos, view.viewport().mapToGlobal(pos))
    view.contextMenuEvent(event)
    assert len(shown) == 1 and _entry(shown[0], "Tap").isEnabled()
    win.top.badge.contextMenuEvent(QContextMenuEvent(QContextMenuEvent.Reason.Mouse, QPoint(5, 5), QPoint(5, 5)))
    assert _entry(shown[1], "Lose 1 life").isEnabled()


def test_counters_and_token_dialogs_build_the_engine_argument(qtbot) -> None:  # type: ignore[no-untyped-def]
    from mtgtable.gui.dialogs.manual_dialogs import CountersDialog, TokenDialog
    token = TokenDialog("Alice")
    qtbot.addWidget(token)
    token.name.setText("Goblin Soldier")
    token.power.setValue(1)
    token.toughness.setValue(1)
    assert token.arg == "Goblin Soldier 1/1"
    counters = CountersDialog("Serra Angel")
    qtbot.addWidget(counters)
    counters.kind.setCurrentText("charge")
    counters.count.setValue(-2)
    assert counters.arg == "charge -2"

