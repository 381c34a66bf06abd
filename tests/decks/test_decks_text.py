"""The plain-text reader: every spelling players paste, and where cards go."""

from __future__ import annotations

import pytest

from mtgtable.decks import DeckEntry, DeckFormat, Decklist, parse_deck_text


def read(text: str) -> Decklist:
    return parse_deck_text(text).deck


@pytest.mark.parametrize(
    ("line", "entry"),
    [
        ("4 Lightning Bolt", DeckEntry(4, "Lightning Bolt")),
        ("4x Lightning Bolt", DeckEntry(4, "Lightning Bolt")),
        ("4X Lightning Bolt", DeckEntry(4, "Lightning Bolt")),
        ("1 X Marks the Spot", DeckEntry(1, "X Marks the Spot")),
        ("  4   Lightning   Bolt  ", DeckEntry(4, "Lightning Bolt")),
        ("4 Lightning Bolt (M10) 146", DeckEntry(4, "Lightning Bolt", "M10", "146")),
        ("4 Lightning Bolt (m10)", DeckEntry(4, "Lightning Bolt", "M10")),
        ("1 Sol Ring (CMM) 410 *F*", DeckEntry(1, "Sol Ring", "CMM", "410")),
        ("4 Lightning Bolt [M10]", DeckEntry(4, "Lightning Bolt", "M10")),
        ("4 [M10] Lightning Bolt", DeckEntry(4, "Lightning Bolt", "M10")),
        ("4 [M10:146] Lightning Bolt", DeckEntry(4, "Lightning Bolt", "M10", "146")),
        ("1 Fire // Ice (MH3) 291", DeckEntry(1, "Fire // Ice", "MH3", "291")),
        ("1 B.F.M. (Big Furry Monster)", DeckEntry(1, "B.F.M. (Big Furry Monster)")),
        ("4 Xenagos, the Reveler", DeckEntry(4, "Xenagos, the Reveler")),
        ("2 Wastes", DeckEntry(2, "Wastes")),
    ],
)
def test_card_line_spellings(line: str, entry: DeckEntry) -> None:
    assert read(line).main == (entry,)


def test_arena_and_mtgo_lists_are_read_as_text() -> None:
    assert parse_deck_text("Deck\n4 Lightning Bolt (M10) 146").fmt is DeckFormat.TEXT
    assert parse_deck_text("4 Lightning Bolt\n\n2 Negate").fmt is DeckFormat.TEXT


def test_comments_and_blank_lines_are_skipped_but_split_cards_are_not_comments() -> None:
    deck = read("// My deck\n# tuned for FNM\n\n4 Lightning Bolt\n2 Fire // Ice\n")
    assert deck.main == (DeckEntry(4, "Lightning Bolt"), DeckEntry(2, "Fire // Ice"))


def test_arena_headers_choose_the_section_in_any_case_with_colons_and_counts() -> None:
    deck = read("DECK:\n4 Lightning Bolt\n\n\n4 Mountain\nsideboard (2)\n2 Negate\n")
    assert deck.main == (DeckEntry(4, "Lightning Bolt"), DeckEntry(4, "Mountain"))
    assert deck.sideboard == (DeckEntry(2, "Negate"),)


def test_about_name_names_the_deck() -> None:
    assert read("About\nName Mono-Red Burn\n\nDeck\n4 Lightning Bolt").name == "Mono-Red Burn"


def test_mtgo_txt_blank_line_starts_the_sideboard_only_after_cards() -> None:
    deck = read("\n\n4 Lightning Bolt\n4 Mountain\n\n2 Negate\n\n1 Duress\n")
    assert deck.main == (DeckEntry(4, "Lightning Bolt"), DeckEntry(4, "Mountain"))
    assert deck.sideboard == (DeckEntry(2, "Negate"), DeckEntry(1, "Duress"))


def test_with_an_explicit_header_blank_lines_are_only_grouping() -> None:
    deck = read("Deck\n4 Lightning Bolt\n\n4 Mountain\n\nSideboard\n2 Negate\n")
    assert deck.card_count() == 8
    assert deck.sideboard == (DeckEntry(2, "Negate"),)


def test_a_bare_sb_header_starts_the_sideboard() -> None:
    deck = read("4 Lightning Bolt\nSB:\n2 Negate\n")
    assert deck.sideboard == (DeckEntry(2, "Negate"),)


def test_sb_lines_mark_the_sideboard_and_turn_off_the_blank_line_rule() -> None:
    deck = read("4 Lightning Bolt\n\n4 Mountain\nSB: 2 Negate\nSB:1 Duress\n")
    assert deck.main == (DeckEntry(4, "Lightning Bolt"), DeckEntry(4, "Mountain"))
    assert deck.sideboard == (DeckEntry(2, "Negate"), DeckEntry(1, "Duress"))


def test_commander_joins_the_main_deck_and_its_block_ends_at_a_blank_line() -> None:
    deck = read("Commander\n1 Atraxa, Praetors' Voice\n\n1 Sol Ring\n98 Forest\n")
    assert deck.main == (
        DeckEntry(1, "Atraxa, Praetors' Voice"),
        DeckEntry(1, "Sol Ring"),
        DeckEntry(98, "Forest"),
    )
    assert deck.sideboard == ()


def test_companion_alone_is_added_to_the_sideboard() -> None:
    deck = read("Companion\n1 Lurrus of the Dream-Den\n\nDeck\n4 Swamp\n\nSideboard\n2 Duress\n")
    assert deck.sideboard == (DeckEntry(2, "Duress"), DeckEntry(1, "Lurrus of the Dream-Den"))


def test_maybeboard_cards_are_not_in_the_deck() -> None:
    deck = read("Deck\n4 Lightning Bolt\n\nMaybeboard\n1 Fireblast\nnot even a card line\n")
    assert deck.names() == ("Lightning Bolt",)


def test_pasted_text_is_named_in_messages() -> None:
    from mtgtable.decks import DeckFormatError

    with pytest.raises(DeckFormatError, match=r"^pasted text, line 2: "):
        parse_deck_text("4 Lightning Bolt\nLightning Bolt")
