"""Card names checked against the card database: canonical spelling, and all
unknown names reported together with suggestions."""

from __future__ import annotations

from pathlib import Path

import pytest

from mtgtable.decks import (
    CardNameIndex,
    DeckEntry,
    DeckFormatError,
    UnknownCardsError,
    load_deck,
    parse_deck_text,
)

KNOWN = [
    "Lightning Bolt",
    "Fire // Ice",
    "Bonecrusher Giant // Stomp",
    "Urza's Saga",
    "Lim-Dûl's Vault",
    "Jötun Grunt",
    "Æther Vial",
    "Lava Spike",
    "Goblin Guide",
    "Monastery Swiftspear",
    "Mountain",
    "Skullcrack",
    "Counterspell",
]


def test_misspelled_deck_reports_both_unknown_names_with_suggestions(data: Path) -> None:
    with pytest.raises(UnknownCardsError) as caught:
        load_deck(data / "misspelled.txt", known_names=KNOWN)
    error = caught.value
    assert isinstance(error, DeckFormatError)
    assert error.unknown == {
        "Lightnig Bolt": ["Lightning Bolt"],
        "Monastery Swiftspaer": ["Monastery Swiftspear"],
    }
    assert error.lines == {"Lightnig Bolt": [4], "Monastery Swiftspaer": [6]}
    assert str(error) == (
        "misspelled.txt: 2 unknown card name(s): "
        "'Lightnig Bolt' (line 4; did you mean 'Lightning Bolt'?); "
        "'Monastery Swiftspaer' (line 6; did you mean 'Monastery Swiftspear'?)."
    )


def test_a_name_with_nothing_close_says_so_and_repeats_are_reported_once() -> None:
    with pytest.raises(UnknownCardsError) as caught:
        parse_deck_text("1 Qwxzzy\n2 Qwxzzy\n4 Lightning Bolt", known_names=KNOWN)
    assert caught.value.unknown == {"Qwxzzy": []}
    assert "'Qwxzzy' (line 1, 2; no similar card name found)" in str(caught.value)


def test_xml_unknown_names_carry_the_element_line() -> None:
    text = '<Deck>\n<Cards Quantity="4" Sideboard="false" Name="Lighning Bolt"/>\n</Deck>'
    with pytest.raises(UnknownCardsError) as caught:
        parse_deck_text(text, known_names=KNOWN)
    assert caught.value.lines == {"Lighning Bolt": [2]}


@pytest.mark.parametrize(
    ("written", "canonical"),
    [
        ("lightning bolt", "Lightning Bolt"),
        ("LIGHTNING BOLT", "Lightning Bolt"),
        ("Urza’s Saga", "Urza's Saga"),
        ("Lim–Dûl’s Vault", "Lim-Dûl's Vault"),
        ("Lim-Dul's Vault", "Lim-Dûl's Vault"),
        ("Jotun Grunt", "Jötun Grunt"),
        ("Aether Vial", "Æther Vial"),
        ("Fire // Ice", "Fire // Ice"),
        ("Fire/Ice", "Fire // Ice"),
        ("Fire / Ice", "Fire // Ice"),
        ("fire//ice", "Fire // Ice"),
        ("Bonecrusher Giant", "Bonecrusher Giant // Stomp"),
    ],
)
def test_names_are_canonicalised(written: str, canonical: str) -> None:
    deck = parse_deck_text(f"2 {written}", known_names=KNOWN).deck
    assert deck.main == (DeckEntry(2, canonical),)


def test_mtgo_dek_split_card_spelling_matches(tmp_path: Path) -> None:
    path = tmp_path / "izzet.dek"
    path.write_text('<Deck><Cards Quantity="2" Sideboard="true" Name="Fire/Ice"/></Deck>', "utf-8")
    assert load_deck(path, known_names=KNOWN).deck.sideboard == (DeckEntry(2, "Fire // Ice"),)


def test_without_known_names_names_are_kept_as_written() -> None:
    assert parse_deck_text("2 fire/ice").deck.main == (DeckEntry(2, "fire/ice"),)


def test_an_index_can_be_built_once_and_reused() -> None:
    index = CardNameIndex(KNOWN)
    assert len(index) == len(KNOWN)
    assert "lightning bolt" in index
    assert "Lightnig Bolt" not in index
    assert parse_deck_text("4 lightning bolt", known_names=index).deck.names() == ("Lightning Bolt",)


def test_a_single_string_is_not_a_collection_of_names() -> None:
    with pytest.raises(TypeError):
        CardNameIndex("Lightning Bolt")


def test_suggestions_are_close_spellings_only() -> None:
    """Issue 9: against a small pool, 'Sacred Foundry' was answered with
    'Uncaged Fury'. A suggestion must be a spelling close to what was written."""
    index = CardNameIndex(["Uncaged Fury", "Mountain", "Lightning Bolt"])
    assert index.suggest("Sacred Foundry") == []
    assert index.suggest("Molten Rain") == []
    assert index.suggest("Lightnig Bolt") == ["Lightning Bolt"]


def test_a_two_faced_card_is_suggested_from_its_front_face() -> None:
    index = CardNameIndex(["Fable of the Mirror-Breaker // Reflection of Kiki-Jiki", "Fabled Passage"])
    assert index.suggest("Fable of the Mirror Breaker") == ["Fable of the Mirror-Breaker // Reflection of Kiki-Jiki"]


def test_a_suggester_replaces_the_built_in_search() -> None:
    index = CardNameIndex(["Lightning Bolt"], suggester=lambda name, limit: ["Lightning Bolt"] * 5)
    assert index.suggest("anything", 2) == ["Lightning Bolt", "Lightning Bolt"]
