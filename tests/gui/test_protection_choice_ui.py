"""Mother of Runes' "the color of your choice" (CR 702.16, 608.2d) in the window: the generic choice
dialog lists the five colours, and the one picked is the protection the creature gains."""

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


def test_cr_702_16_the_color_of_your_choice_is_a_dialog(qtbot: Any) -> None:
    s = table([], battlefield=[{"card": "Mother of Runes", "alias": "m"}, {"card": "Grizzly Bears", "alias": "b"}])
    g = s.game
    s.answer("activate m 0")
    s.answer("targets b")
    s.answer("pass")
    s.answer("pass")
    assert g.pending.kind is Kind.CHOOSE and g.pending.data["protection_color"]
    session = GameSession(g, Mode("goldfish"))
    win = MainWindow(session)
    qtbot.addWidget(win)
    win.show()
    ctl = win.controller
    qtbot.waitUntil(lambda: isinstance(ctl.dialog, ChooseCardsDialog), timeout=10000)
    dialog = ctl.dialog
    labels = [dialog.list.item(i).text() for i in range(dialog.list.count())]
    assert len(labels) == 5 and "Green" in labels[4]
    for i in range(dialog.list.count()):
        item = dialog.list.item(i)
        item.setCheckState(Qt.CheckState.Checked if i == 4 else Qt.CheckState.Unchecked)
    qtbot.mouseClick(dialog.buttons.button(dialog.buttons.StandardButton.Ok), LEFT)
    assert kwe.protections(session.game.state, s.id("b")) == ("G",)
