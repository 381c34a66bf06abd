"""The deck value types: validation and helpers."""

from __future__ import annotations

import pytest

from mtgtable.decks import DeckEntry, Decklist


def test_entries_and_decks_are_hashable_values() -> None:
    # Lists are accepted at run time (and stored as tuples) for convenience.
    a = Decklist("Burn", [DeckEntry(4, "Lightning Bolt")], [])  # type: ignore[arg-type]
    b = Decklist("Burn", (DeckEntry(4, "Lightning Bolt"),), ())
    assert a == b
    assert hash(a) == hash(b)
    assert isinstance(a.main, tuple)


@pytest.mark.parametrize("count", [0, -1, True, 2.0])
def test_entry_refuses_a_count_below_one_or_not_an_int(count: object) -> None:
    with pytest.raises(ValueError):
        DeckEntry(count, "Lightning Bolt")  # type: ignore[arg-type]


@pytest.mark.parametrize("name", ["", " Lightning Bolt", "Lightning\nBolt"])
def test_entry_refuses_a_blank_padded_or_multiline_name(name: str) -> None:
    with pytest.raises(ValueError):
        DeckEntry(1, name)


def test_entry_refuses_a_collector_number_without_a_set() -> None:
    with pytest.raises(ValueError):
        DeckEntry(1, "Lightning Bolt", None, "146")


def test_helpers_count_name_and_expand_the_main_deck() -> None:
    deck = Decklist(
        "Burn",
        (DeckEntry(2, "Lightning Bolt", "M10", "146"), DeckEntry(1, "Mountain"),
         DeckEntry(1, "Lightning Bolt", "2XM")),
        (DeckEntry(2, "Negate"), DeckEntry(1, "Mountain")),
    )
    assert deck.card_count() == 4
    assert deck.sideboard_count() == 3
    assert deck.names() == ("Lightning Bolt", "Mountain", "Negate")
    assert deck.expanded() == ["Lightning Bolt", "Lightning Bolt", "Mountain", "Lightning Bolt"]
