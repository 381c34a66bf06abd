"""The compiled text of issue #10's one-line cards reads in Japanese (Manamorphose, spectacle, Glimpse of
Nature, Stinkweed Imp, Rhox Faithmender, Scavenging Ooze): every template the engine renders back is translated
(fields such as a card type are words of their own)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator
from PySide6.QtWidgets import QApplication

from mtgtable.engine.data.cards import card_from_json
from mtgtable.engine.text.ability_text import describe
from mtgtable.gui.i18n import engine_text, install_translator
from mtgtable.oracle import compile_card
from tests.oracle.corpus import record

CARDS = ("Manamorphose", "Skewer the Critics", "Glimpse of Nature", "Stinkweed Imp", "Rhox Faithmender",
         "Scavenging Ooze")


@pytest.fixture
def japanese(qapp):  # type: ignore[no-untyped-def]
    translator = install_translator(QApplication.instance(), lang="ja")
    assert translator is not None
    yield translator
    for t in QApplication.instance().findChildren(QTranslator):
        QApplication.instance().removeTranslator(t)
        t.deleteLater()


def _japanese(name: str) -> list[str]:
    card = card_from_json(compile_card(record(name)).record)
    return [engine_text(t, args) for ab in card.abilities for t, args in describe(ab)]


def test_the_one_line_cards_read_in_japanese(japanese) -> None:  # type: ignore[no-untyped-def]
    texts = {name: _japanese(name) for name in CARDS}
    assert "好きな色の組み合わせのマナ2点を加える。" in texts["Manamorphose"]
    assert any(t.startswith("絢爛{R}") for t in texts["Skewer the Critics"])
    assert "このターン、あなたがクリーチャー呪文を唱えるたび：" in texts["Glimpse of Nature"]
    assert "あなたがライフを得るなら、代わりにあなたはその2倍のライフを得る。" in texts["Rhox Faithmender"]
    assert any(t.startswith("それが") and t.endswith("・カードだったなら：") for t in texts["Scavenging Ooze"])
    for name, lines in texts.items():
        for line in lines:
            assert not any(w in line for w in ("If it was", "Spectacle", "combination", "this turn")), (name, line)
    # a trigger's head is a field of its sentence: a translated template of its own
    head = "Whenever this deals combat damage to a creature"
    assert QCoreApplication.translate("engine", head) == "これがクリーチャーに戦闘ダメージを与えるたび"
