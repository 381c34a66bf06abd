"""A permanent shows its current types (CR 305.7, 613.1d): Blood Moon's Mountain, Urborg's Swamp."""

from __future__ import annotations

from mtgtable.gui.card_text import current_type_line


def test_cr_305_7_an_unchanged_type_line_is_the_printed_cards_translation() -> None:
    assert current_type_line("Forest", "Basic Land — Forest", "Basic Land — Forest", "ja") == "基本土地 — 森"


def test_cr_613_1d_added_land_types_show_in_the_translated_type_line() -> None:
    assert current_type_line("Forest", "Basic Land — Forest Swamp", "Basic Land — Forest", "ja") == "基本土地 — 森・沼"


def test_cr_305_7_a_card_without_a_translation_shows_its_current_english_types() -> None:
    assert current_type_line("Overgrown Tomb", "Land — Mountain", "Land — Swamp Forest", "ja") == "Land — Mountain"
    assert current_type_line("Forest", "Basic Land — Forest Swamp", "Basic Land — Forest", "en") in (
        "Basic Land — Forest Swamp",)
