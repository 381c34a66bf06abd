"""The Japanese translation ships: every string is collected and translated,
the compiled .qm matches the .ts, and the table speaks Japanese with --lang ja
(engine events, refusals and decision prompts included)."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QTranslator
from PySide6.QtWidgets import QApplication, QLabel

from mtgtable.engine import Event, Game, GameConfig, IllegalAnswer, Kind, problem
from mtgtable.engine.rules import combat as combat_rules
from mtgtable.engine.agents import RandomAgent
from mtgtable.engine.decisions import DeclareAttackers, DeclareBlockers, Order
from mtgtable.gui import i18n_extract
from mtgtable.gui.i18n import I18N_DIR, event_text, install_translator, problem_text, prompt_text
from mtgtable.gui.models.card_zone_model import CardGroup

TS = I18N_DIR / "mtgtable_ja.ts"


def test_every_string_is_collected_and_translated(capsys) -> None:  # type: ignore[no-untyped-def]
    assert i18n_extract.main(["--check"]) == 0, capsys.readouterr().out
    messages = i18n_extract.collect()
    # the extractor sees what lupdate cannot: engine templates, step texts, deck messages
    assert "{player} passes priority." in messages["engine"]
    assert "Declare blockers" in messages["engine"]
    assert any("unknown card name" in s for s in messages["decks"])
    assert "{name} (tapped)" in messages["Card"]  # translate("Card", ...), found by lupdate


def _literal_gui_calls() -> set[tuple[str, str]]:
    """(context, source) of every self.tr("...") and translate("Context", "...") call, read with ast:
    a check on what lupdate finds (it misses a call inside an f-string, for one)."""
    import ast
    found: set[tuple[str, str]] = set()

    def visit(node: ast.AST, classes: list[str]) -> None:
        if isinstance(node, ast.ClassDef):
            classes.append(node.name)
        if isinstance(node, ast.Call) and node.args and all(
                isinstance(a, ast.Constant) and isinstance(a.value, str) for a in node.args[:2]):
            f, args = node.func, [a.value for a in node.args[:2] if isinstance(a, ast.Constant)]
            if isinstance(f, ast.Attribute) and f.attr == "tr" and isinstance(f.value, ast.Name) \
                    and f.value.id == "self" and classes:
                found.add((classes[-1], str(args[0])))
            elif ((isinstance(f, ast.Name) and f.id in ("translate", "tr"))
                  or (isinstance(f, ast.Attribute) and f.attr == "translate")) and len(args) == 2:
                found.add((str(args[0]), str(args[1])))
        for child in ast.iter_child_nodes(node):
            visit(child, classes)
        if isinstance(node, ast.ClassDef):
            classes.pop()

    for path in i18n_extract.gui_sources():
        visit(ast.parse(path.read_text(encoding="utf-8")), [])
    return found


def test_lupdate_collects_every_gui_string() -> None:
    """The GUI's strings come from Qt's pyside6-lupdate; each literal call is among them."""
    assert i18n_extract.lupdate() is not None, "pyside6-lupdate is part of PySide6's tools"
    by_lupdate = {(m.context, m.source) for m in i18n_extract.gui_messages()}
    missed = _literal_gui_calls() - by_lupdate
    assert not missed, f"lupdate does not see {sorted(missed)[:5]} (a call inside an f-string?)"


def test_a_tr_call_with_a_context_is_refused(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """lupdate reads tr("Context", "text") as tr(source, disambiguation): the extractor says so."""
    gui = tmp_path / "mtgtable" / "gui"
    gui.mkdir(parents=True)
    (gui / "wrong.py").write_text('from .i18n import tr\n\n\ndef f() -> str:\n    return tr("Card", "token")\n',
                                  encoding="utf-8")
    with pytest.raises(i18n_extract.LupdateError, match="translate\\(context, text\\)"):
        i18n_extract.gui_messages(tmp_path)
    (gui / "wrong.py").write_text('from .i18n import translate\n\n\ndef f() -> str:\n'
                                  '    return translate("Card", "token")\n', encoding="utf-8")
    assert [(m.context, m.source, m.file) for m in i18n_extract.gui_messages(tmp_path)] == [
        ("Card", "token", "mtgtable/gui/wrong.py")]


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
    pump = Event(0, 3, "main1", "pump", "611.2", "{card} gets {p:+d}/{t:+d}{extra} ({until}).",
                 {"card": "Llanowar Elves", "p": 1, "t": 1, "extra": " and gains Double strike, Flying",
                  "until": "end of turn"})
    assert event_text(pump) == "ラノワールのエルフは+1/+1の修整を受けるとともに二段攻撃、飛行を得た（ターン終了時まで）。"
    assert event_text(Event(0, 3, "main1", "pump", "611.2", pump.template, {**pump.args, "extra": ""})) \
        == "ラノワールのエルフは+1/+1の修整を受けた（ターン終了時まで）。"
    life = Event(0, 3, "combat_damage", "life", "702.15b", "{player} gains {n} life ({why}).",
                 {"player": "Bob", "n": 2, "why": "Vampire Nighthawk (lifelink, CR 702.15b)"})
    assert event_text(life) == "Bobは2点のライフを得た（吸血鬼の夜鷲の絆魂、CR 702.15b）。"
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
    assert {p.expression for p in passed} <= {"prompt", "template", "decline"}, passed  # decline: pay_or_decline
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
