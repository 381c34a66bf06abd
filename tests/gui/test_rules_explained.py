"""T3: the rule behind a log line in a sentence (English and Japanese) for every rule number the
engine cites; why something did not happen (CR 510.5 first strike, CR 510.1c lost blockers, skipped
steps, nobody asked); automatic passes read as automatic."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest
from PySide6.QtCore import QTranslator
from PySide6.QtWidgets import QApplication

from mtgtable.engine.files.scenario import load_scenario
from mtgtable.gui.i18n import install_translator
from mtgtable.gui.rules_glossary import explain_rule, glossary, parents
from mtgtable.gui.session import Mode
from mtgtable.gui.widgets.side_panels import explain_event

from .conftest import DATA, open_window

ROOT = Path(__file__).resolve().parents[2]


def cited_rules() -> set[str]:
    """Every rule number written as a string constant in the engine (log events, refusals, prompts, steps)."""
    found: set[str] = set()
    for path in (ROOT / "mtgtable" / "engine").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) \
                    and re.fullmatch(r"\d{3}(\.\d+[a-z]?)?", node.value):
                found.add(node.value)
    return found


def test_every_rule_the_engine_cites_has_its_own_glossary_entry_in_english_and_japanese() -> None:
    rules = cited_rules()
    assert len(rules) > 100
    table = glossary()
    missing = sorted(rules - set(table))
    assert not missing, f"no glossary entry for {missing}"
    for rule in rules:
        entry = table[rule]
        assert entry["en"] and entry["ja"] and re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", entry["ja"]), rule


def test_a_rule_without_an_entry_falls_back_to_its_parent() -> None:
    assert parents("704.5q") == ["704.5q", "704.5", "704"]
    assert explain_rule("510.1z", "en") == ("510.1", glossary()["510.1"]["en"])
    assert explain_rule("999.9", "en") is None


def test_cr_510_5_the_log_says_why_the_first_striker_deals_no_regular_damage() -> None:
    game = load_scenario(ROOT / "resources" / "scenarios" / "lesson_first_strike_vs_bigger_blocker.toml").game
    why = [e for e in game.events if e.kind == "no_damage_first_strike"]
    assert [e.args["card"] for e in why] == ["Youthful Knight"] and why[0].rule == "510.5" and why[0].automatic


def test_cr_510_1c_the_log_says_why_a_blocked_attacker_without_blockers_deals_no_damage() -> None:
    game = load_scenario(ROOT / "resources" / "scenarios" / "cr_510_2_sacrificed_blocker.toml").game
    why = [e for e in game.events if e.kind == "no_damage_unblocked"]
    assert [e.args["card"] for e in why] == ["Goblin Piker"] and why[0].rule == "510.1c"


def test_clicking_a_log_line_explains_its_rule_in_english(qtbot) -> None:  # type: ignore[no-untyped-def]
    game = load_scenario(ROOT / "resources" / "scenarios" / "cr_510_1c_gorger.toml").game
    event = next(e for e in game.events if e.rule == "116.3d")
    text = explain_event(event)
    number, meaning = explain_rule(event.rule, "en") or ("", "")
    assert f"CR {number} in short: {meaning}" in text


@pytest.fixture
def japanese(qapp):  # type: ignore[no-untyped-def]
    assert install_translator(QApplication.instance(), lang="ja") is not None
    yield
    for t in QApplication.instance().findChildren(QTranslator):
        QApplication.instance().removeTranslator(t)
        t.deleteLater()


def test_the_explanation_is_japanese_under_lang_ja(qtbot, japanese) -> None:  # type: ignore[no-untyped-def]
    game = load_scenario(ROOT / "resources" / "scenarios" / "lesson_first_strike_vs_bigger_blocker.toml").game
    event = next(e for e in game.events if e.kind == "no_damage_first_strike")
    text = explain_event(event)
    assert glossary()["510.5"]["ja"] in text and "先制攻撃ダメージ・ステップ" in text


def test_automatic_passes_read_as_automatic(qtbot) -> None:  # type: ignore[no-untyped-def]
    win = open_window(qtbot, DATA / "whole_turn.toml", "hotseat")
    session = win.session
    stops = session.stops[session.game.pending.player]
    stops.mine.clear()
    stops.theirs.clear()
    stops.when_able = False
    before = len(session.game.events)
    session.answer(session.game.pending.options()[0] if session.game.pending.kind.name != "PRIORITY" else
                   __import__("mtgtable.engine", fromlist=["Pass"]).Pass())
    auto = [e for e in session.game.events[before:] if e.kind == "pass" and e.answers in session.automatic_passes]
    assert auto, "the table passed for a player with no stop"
    row = session.game.events.index(auto[0])
    shown = win.log_panel.model.data(win.log_panel.model.index(row, 0))
    assert "(automatic: no stop)" in shown
    assert "Nobody chose this pass" in explain_event(auto[0], True)
    # a pass the player chose is not marked
    chosen = [e for e in session.game.events[before:] if e.kind == "pass" and e.answers not in session.automatic_passes]
    assert chosen and "(automatic" not in win.log_panel.model.data(
        win.log_panel.model.index(session.game.events.index(chosen[0]), 0))
    assert session.mode is Mode.HOTSEAT
