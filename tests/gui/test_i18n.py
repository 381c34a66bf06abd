"""The Japanese translation ships: every string is collected and translated,
the compiled .qm matches the .ts, and the table speaks Japanese with --lang ja
(engine events, refusals and decision prompts included)."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QTranslator
from PySide6.QtWidgets import QApplication, QLabel

from mtgtable.engine import Event, Game, GameConfig, IllegalAnswer, Kind, problem
from mtgtable.engine import combat as combat_rules
from mtgtable.engine.agents import RandomAgent
from mtgtable.engine.decisions import DeclareAttackers, DeclareBlockers, Order
from mtgtable.gui import i18n_extract
from mtgtable.gui.i18n import I18N_DIR, event_text, install_translator, problem_text, prompt_text
from mtgtable.gui.models.card_zone_model import CardGroup

TS = I18N_DIR / "mtgtable_ja.ts"


def test_every_string_is_collected_and_translated(capsys) -> None:  # type: ignore[no-untyped-def]
    assert i18n_extract.main(["--check"]) == 0, capsys.readouterr().out
    messages = i18n_extract.collect()
    # the extractor sees what lupdate cannot: engine templates, step texts, deck messages, tr(context, text)
    assert "{player} passes priority." in messages["engine"]
    assert "Declare blockers" in messages["engine"]
    assert any("unknown card name" in s for s in messages["decks"])
    assert "{name} (tapped)" in messages["Card"]


def test_translations_keep_their_fields() -> None:
    for (context, source), text in i18n_extract.read_ts(TS).items():
        fields = sorted(set(re.findall(r"\{[^{}]*\}", source)))
        assert sorted(set(re.findall(r"\{[^{}]*\}", text))) == fields, (context, source, text)


@pytest.fixture
def japanese(qapp):  # type: ignore[no-untyped-def]
    translator = install_translator(QApplication.instance(), lang="ja")
    assert translator is not None, "resources/i18n/mtgtable_ja.qm is missing: run i18n_extract --release"
    yield translator
    for t in QApplication.instance().findChildren(QTranslator):
        QApplication.instance().removeTranslator(t)
        t.deleteLater()


def test_compiled_qm_matches_the_ts(japanese) -> None:  # type: ignore[no-untyped-def]
    for (context, source), text in i18n_extract.read_ts(TS).items():
        assert QCoreApplication.translate(context, source) == text, (context, source)


def test_engine_events_and_the_table_in_japanese(qtbot, japanese) -> None:  # type: ignore[no-untyped-def]
    event = Event(0, 3, "main1", "cast", "601.2", "{player} casts {card}{tgt}.",
                  {"player": "Alice", "card": "Lightning Bolt", "tgt": " targeting Bob"})
    assert event_text(event) == "Aliceは稲妻を唱えた（対象：Bob）。"  # the card under its Japanese name
    step = Event(1, 3, "upkeep", "step", "503.1", "{step} begins. {explain}",
                 {"step": "Upkeep", "explain": "'At the beginning of your upkeep' abilities trigger; "
                                               "then players may cast instants."})
    assert event_text(step).startswith("アップキープが始まる。")
    from .conftest import DATA, open_window
    win = open_window(qtbot, DATA / "whole_turn.toml", "goldfish")
    assert "優先権" in win.prompt_bar.text.text()
    assert win.turn_tracker.turn_label.text() == "第5ターン — Aliceのターン"
    assert win.menuBar().actions()[0].text() == "ゲーム(&G)"


def test_the_system_locale_chooses_the_language(qapp, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from mtgtable.gui.i18n import chosen_locale
    monkeypatch.setenv("MTGTABLE_LANG", "ja")
    assert chosen_locale().language() == QLocale.Language.Japanese
    assert chosen_locale("en").language() == QLocale.Language.English


# ----------------------------------------------------------------------------- refusals and prompts

def test_every_refusal_and_prompt_template_is_translated() -> None:
    templates, passed = i18n_extract.engine_templates()
    # every template is a literal where it is written; only helpers pass their own parameter on
    assert {p.expression for p in passed} <= {"prompt", "template"}, passed
    assert len({m.source for m in templates}) > 100
    translations = i18n_extract.read_ts(TS)
    untranslated = [m for m in templates if not translations.get(("engine", m.source))]
    assert not untranslated, untranslated


DECKS = (("Forest",) * 9 + ("Plains",) * 8 + ("Llanowar Elves", "Grizzly Bears", "Serra Angel", "Giant Spider",
                                              "Pride Guardian", "Giant Growth", "Mending Hands") * 3,
         ("Forest",) * 9 + ("Mountain",) * 8 + ("Mogg Fanatic", "Goblin Piker", "Hill Giant", "Lightning Bolt",
                                                "Canyon Minotaur", "Durkwood Boars", "Giant Growth") * 3)


def _wrong_answer(kind: Kind) -> object:
    if kind is Kind.PRIORITY:
        return DeclareAttackers(())
    if kind is Kind.DECLARE_BLOCKERS:
        return DeclareBlockers(((999999, 888888),))
    return Order(999999, ())


def test_the_templates_the_engine_uses_are_the_ones_collected() -> None:
    """Random games: every prompt asked, every refusal of a wrong answer and every
    reason a predicate gives is a template the extractor found (none built at run time)."""
    collected = {m.source for m in i18n_extract.engine_templates()[0]}
    seen: set[str] = set()
    for seed in range(4):
        g = Game.new(GameConfig(DECKS, seed=seed, damage_order=seed % 2 == 0))
        agents = {0: RandomAgent(seed), 1: RandomAgent(seed + 101)}
        for _ in range(600):
            d = g.pending
            if d is None:
                break
            seen.add(d.prompt_template)
            try:
                g.answer(_wrong_answer(d.kind))
            except IllegalAnswer as exc:
                seen.add(exc.template)
            for oid in list(g.battlefield) + list(g.players[d.player].hand):
                for why in (combat_rules.attack_problem(g.state, oid), combat_rules.blocker_problem(g.state, oid),
                            g.cast_problem(d.player, oid), g.land_problem(d.player, oid),
                            g.activate_problem(d.player, oid, 0, "")):
                    if why is not None:
                        seen.add(why.template)
            g.answer(agents[d.player].choose(g, d))
    assert len(seen) > 25, seen
    assert seen <= collected, seen - collected


def test_refusals_and_prompts_in_japanese(japanese) -> None:  # type: ignore[no-untyped-def]
    why = problem("508.1a", "{card} is tapped; only untapped creatures can attack", card="Hill Giant")
    assert problem_text(why) == "丘巨人はタップ状態です。攻撃できるのはアンタップ状態のクリーチャーだけです"
    # a template without fields is not formatted: card text keeps its braces
    assert "{X}" in problem_text(problem("107.3", "X must be a number 0 or more, and only for a cost with {X}"))
    sick = problem("302.6", "{card} has summoning sickness: it can't use {{T}} abilities yet", card="Llanowar Elves")
    assert problem_text(sick) == "ラノワールのエルフは召喚酔いの状態です。{T}を含む能力はまだ使えません"
    g = Game.new(GameConfig((("Forest",) * 40, ("Forest",) * 40), seed=1))
    assert g.pending is not None
    assert prompt_text(g.pending) in ("この手札をキープしますか、マリガンしますか？", "先攻のプレイヤーを選んでください。")


def test_unknown_templates_stay_english(qapp) -> None:  # type: ignore[no-untyped-def]
    why = problem("999.9", "{card} does something new", card="Grizzly Bears")
    assert problem_text(why) == why.reason == "Grizzly Bears does something new"


def test_a_refused_drop_is_explained_in_japanese(qtbot, japanese) -> None:  # type: ignore[no-untyped-def]
    from .conftest import DATA, open_window
    from .helpers import drag_card
    win = open_window(qtbot, DATA / "tapped_attacker.toml", "goldfish")
    game = win.session.game
    assert game.pending.kind is Kind.DECLARE_ATTACKERS
    named = {game.objects[o].name: o for o in game.battlefield}
    creatures = win.bottom.views[CardGroup.CREATURES]
    drag_card(qtbot, creatures, named["Hill Giant"], win.top.badge)
    assert win.prompt_bar.refusal.text() == ("できません（CR 508.1a）：丘巨人はタップ状態です。"
                                             "攻撃できるのはアンタップ状態のクリーチャーだけです")
    drag_card(qtbot, creatures, named["Runeclaw Bear"], win.top.badge)
    assert "召喚酔い" in win.prompt_bar.refusal.text() and "302.6" in win.prompt_bar.refusal.text()
    assert named["Runeclaw Bear"] in win.session.marks.refused


def test_a_dialog_prompt_in_japanese(qtbot, japanese) -> None:  # type: ignore[no-untyped-def]
    from mtgtable.gui.dialogs.choose_cards_dialog import ChooseCardsDialog

    from .conftest import DATA, open_window
    win = open_window(qtbot, DATA / "discard.toml", "goldfish")
    assert win.session.game.pending.kind is Kind.DISCARD
    assert win.prompt_bar.text.text().startswith("Alice：手札の上限枚数になるように、カードを2枚捨ててください。")
    qtbot.waitUntil(lambda: isinstance(win.controller.dialog, ChooseCardsDialog))
    labels = [label.text() for label in win.controller.dialog.findChildren(QLabel)]
    assert "手札の上限枚数になるように、カードを2枚捨ててください。" in labels
