"""The Japanese translation ships: every string is collected and translated,
the compiled .qm matches the .ts, and the table speaks Japanese with --lang ja."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QTranslator
from PySide6.QtWidgets import QApplication

from mtgtable.engine import Event
from mtgtable.gui import i18n_extract
from mtgtable.gui.i18n import I18N_DIR, event_text, install_translator

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
    assert event_text(event) == "AliceはLightning Boltを唱えた（対象：Bob）。"
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
