"""Constructed deck-building checks, named after the rules they check."""

from __future__ import annotations

from pathlib import Path

import pytest

from mtgtable.decks import (
    DeckEntry,
    Decklist,
    check_constructed,
    is_basic_land,
    load_deck,
)


def deck(*main: tuple[int, str], sideboard: tuple[tuple[int, str], ...] = ()) -> Decklist:
    return Decklist(
        "test",
        tuple(DeckEntry(c, n) for c, n in main),
        tuple(DeckEntry(c, n) for c, n in sideboard),
    )


def test_cr_100_2a_the_sample_burn_deck_is_legal(data: Path) -> None:
    assert check_constructed(load_deck(data / "arena_burn.txt").deck) == []


def test_cr_100_2a_a_main_deck_under_60_cards_is_warned_about() -> None:
    [warning] = check_constructed(deck((4, "Lightning Bolt"), (55, "Mountain")))
    assert warning.rule == "100.2a"
    assert warning.card is None
    assert str(warning) == (
        "CR 100.2a: the main deck has 59 cards; a constructed deck needs at least 60."
    )


def test_cr_100_2a_sixty_cards_exactly_is_enough_and_the_sideboard_does_not_count() -> None:
    assert check_constructed(deck((60, "Mountain"))) == []
    assert [w.rule for w in check_constructed(deck((59, "Mountain"), sideboard=((1, "Negate"),)))] == [
        "100.2a"
    ]


def test_cr_100_2a_a_fifth_copy_is_warned_about_counting_all_printings_and_spellings() -> None:
    main = Decklist(
        "test",
        (DeckEntry(3, "Lightning Bolt", "M10"), DeckEntry(1, "Lightning Bolt", "2XM"),
         DeckEntry(56, "Mountain")),
        (DeckEntry(1, "lightning bolt"),),
    )
    [warning] = check_constructed(main)
    assert warning.rule == "100.2a"
    assert warning.card == "Lightning Bolt"
    assert str(warning) == (
        "CR 100.2a: the deck has 5 copies of Lightning Bolt "
        "(main deck and sideboard together); at most 4 are allowed."
    )


def test_cr_100_2a_four_copies_are_fine() -> None:
    assert check_constructed(deck((4, "Lightning Bolt"), (56, "Mountain"))) == []


@pytest.mark.parametrize(
    "land",
    ["Plains", "Island", "Swamp", "Mountain", "Forest", "Wastes",
     "Snow-Covered Plains", "Snow-Covered Island", "Snow-Covered Swamp",
     "Snow-Covered Mountain", "Snow-Covered Forest", "Snow-Covered Wastes"],
)
def test_cr_100_2a_basic_lands_are_exempt_from_the_four_copy_limit(land: str) -> None:
    assert is_basic_land(land)
    assert check_constructed(deck((60, land))) == []


def test_cr_100_2a_nonbasic_lands_are_not_exempt() -> None:
    assert not is_basic_land("Snow-Covered Dual")
    warnings = check_constructed(deck((5, "Arid Mesa"), (55, "Mountain")))
    assert [w.card for w in warnings] == ["Arid Mesa"]


def test_cr_100_2a_cards_whose_text_allows_any_number_are_not_warned_about() -> None:
    assert check_constructed(deck((40, "Relentless Rats"), (20, "Swamp"))) == []
    assert check_constructed(deck((7, "Seven Dwarves"), (53, "Mountain"))) == []
    [warning] = check_constructed(deck((8, "Seven Dwarves"), (52, "Mountain")))
    assert "at most 7 are allowed" in str(warning)


def test_cr_100_4a_a_sideboard_over_15_cards_is_warned_about() -> None:
    [warning] = check_constructed(deck((60, "Mountain"), sideboard=((16, "Island"),)))
    assert warning.rule == "100.4a"
    assert str(warning) == (
        "CR 100.4a: the sideboard has 16 cards; a constructed sideboard may have at most 15."
    )


def test_cr_100_2a_and_100_4a_warnings_are_all_listed_never_raised() -> None:
    warnings = check_constructed(
        deck((9, "Lightning Bolt"), (5, "Lava Spike"), sideboard=((20, "Negate"),))
    )
    assert [w.rule for w in warnings] == ["100.2a", "100.4a", "100.2a", "100.2a", "100.2a"]
    assert all(str(w).startswith(f"CR {w.rule}: ") for w in warnings)
