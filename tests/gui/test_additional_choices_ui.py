"""The table's choice dialog answers the additional-cost questions (CR 601.2b, 601.2h): which of
"discard a card or pay 3 life" is paid, and whether Requiting Hex's optional blight is.
Cards compiled from the corpus text."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt

from mtgtable.engine import Cast, Kind
from mtgtable.gui.dialogs.choose_cards_dialog import ChooseCardsDialog
from mtgtable.gui.main_window import MainWindow
from mtgtable.gui.session import GameSession, Mode
from tests.oracle.corpus import named, table

from .helpers import LEFT


def _window(qtbot: Any, scenario: Any) -> tuple[MainWindow, GameSession]:
    session = GameSession(scenario.game, Mode("goldfish"))
    win = MainWindow(session)
    qtbot.addWidget(win)
    win.resize(1500, 950)
    win.show()
    qtbot.waitExposed(win)
    return win, session


def _pick(qtbot: Any, dialog: ChooseCardsDialog, choice: int) -> None:
    for i in range(dialog.list.count()):
        item = dialog.list.item(i)
        item.setCheckState(Qt.CheckState.Checked if int(item.data(Qt.ItemDataRole.UserRole)) == choice
                           else Qt.CheckState.Unchecked)
    ok = dialog.buttons.button(dialog.buttons.StandardButton.Ok)
    assert ok.isEnabled()
    qtbot.mouseClick(ok, LEFT)


def _labels(dialog: ChooseCardsDialog) -> dict[int, str]:
    return {int(dialog.list.item(i).data(Qt.ItemDataRole.UserRole)): dialog.list.item(i).text()
            for i in range(dialog.list.count())}


def _in_hand(g: Any, name: str) -> int:
    return next(c for c in g.players[0].hand if g.objects[c].name == name)


def test_cr_601_2b_the_dialog_offers_discard_a_card_or_pay_3_life(qtbot: Any) -> None:
    s = table([], hand=["Bitter Triumph", "Island"], battlefield=["Swamp", "Swamp"],
              their_battlefield=["Grizzly Bears"])
    g = s.game
    win, session = _window(qtbot, s)
    ctl = win.controller
    session.answer(Cast(_in_hand(g, "Bitter Triumph")))
    qtbot.waitUntil(lambda: isinstance(ctl.dialog, ChooseCardsDialog))
    labels = _labels(ctl.dialog)
    assert labels == {0: "Discard 1 card(s)", 1: "Pay 3 life"}
    _pick(qtbot, ctl.dialog, 1)
    qtbot.waitUntil(lambda: g.pending.kind is Kind.TARGETS)
    assert g.players[0].life == 20  # nothing is paid before every choice is made (CR 601.2h)


def test_cr_601_2b_the_dialog_asks_whether_to_blight(qtbot: Any) -> None:
    s = table([], hand=["Requiting Hex"], battlefield=["Swamp", "Grizzly Bears"], their_battlefield=["Grizzly Bears"])
    g = s.game
    win, session = _window(qtbot, s)
    ctl = win.controller
    session.answer(Cast(_in_hand(g, "Requiting Hex")))
    qtbot.waitUntil(lambda: isinstance(ctl.dialog, ChooseCardsDialog))
    assert _labels(ctl.dialog) == {0: "Don't pay it", 1: "Put 1 -1/-1 counter(s) on a creature you control"}
    _pick(qtbot, ctl.dialog, 1)
    qtbot.waitUntil(lambda: g.pending.kind is Kind.CHOOSE and g.pending.rule == "601.2h")
    qtbot.waitUntil(lambda: isinstance(ctl.dialog, ChooseCardsDialog))
    assert list(_labels(ctl.dialog)) == named(g, "Grizzly Bears")
