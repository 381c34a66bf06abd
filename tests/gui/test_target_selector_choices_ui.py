"""The choices of the target and selector phrases in the window (issue #10): Apostle's Blessing's "artifacts or
the color of your choice" (CR 608.2d, 702.16) and Chain of Vapor's "may sacrifice a land" (CR 701.17a, 707.10)
are the generic choice dialog, their options labelled."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt

from mtgtable.engine import Kind
from mtgtable.engine.families import keyword_effects as kwe
from mtgtable.gui.dialogs.choose_cards_dialog import ChooseCardsDialog
from mtgtable.gui.main_window import MainWindow
from mtgtable.gui.session import GameSession, Mode
from tests.oracle.corpus import table

from .helpers import LEFT


def _window(qtbot: Any, g: Any, mode: str) -> tuple[Any, Any]:
    session = GameSession(g, Mode(mode))
    win = MainWindow(session)
    qtbot.addWidget(win)
    win.show()
    ctl = win.controller
    qtbot.waitUntil(lambda: isinstance(ctl.dialog, ChooseCardsDialog), timeout=10000)
    return session, ctl.dialog


def _pick(qtbot: Any, dialog: Any, index: int) -> None:
    for i in range(dialog.list.count()):
        dialog.list.item(i).setCheckState(Qt.CheckState.Checked if i == index else Qt.CheckState.Unchecked)
    qtbot.mouseClick(dialog.buttons.button(dialog.buttons.StandardButton.Ok), LEFT)


def test_cr_608_2d_apostles_blessing_artifacts_are_the_sixth_choice(qtbot: Any) -> None:
    s = table(["Apostle's Blessing", "Grizzly Bears"], hand=["Apostle's Blessing"],
              battlefield=["Plains", "Plains", {"card": "Grizzly Bears", "alias": "b"}])
    g = s.game
    s.answer("cast h0")
    s.answer("targets b")
    s.answer("pay auto")
    s.answer("pass")
    s.answer("pass")
    assert g.pending.kind is Kind.CHOOSE and g.pending.data["protection_color"]
    session, dialog = _window(qtbot, g, "goldfish")
    labels = [dialog.list.item(i).text() for i in range(dialog.list.count())]
    assert len(labels) == 6 and "Artifacts" in labels[5]
    _pick(qtbot, dialog, 5)
    assert kwe.protections(session.game.state, s.id("b")) == ("artifacts",)


def test_cr_707_10_chain_of_vapor_dont_sacrifice_is_a_choice(qtbot: Any) -> None:
    s = table(["Chain of Vapor", "Hill Giant"], hand=["Chain of Vapor"],
              battlefield=["Island", {"card": "Hill Giant", "alias": "mine"}])
    g = s.game
    s.answer("cast h0")
    s.answer("targets mine")  # my own creature: I am the one asked
    s.answer("pay auto")
    s.answer("pass")
    s.answer("pass")
    assert g.pending.kind is Kind.CHOOSE and g.pending.player == 0
    session, dialog = _window(qtbot, g, "goldfish")
    labels = [dialog.list.item(i).text() for i in range(dialog.list.count())]
    assert len(labels) == 2 and "Don't sacrifice" in labels[0]
    _pick(qtbot, dialog, 0)
    assert [session.game.objects[c].name for c in session.game.battlefield] == ["Island"]
