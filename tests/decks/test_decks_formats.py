"""Each sample file, in each format, reads as the same Burn list."""

from __future__ import annotations

from pathlib import Path

import pytest

from mtgtable.decks import DeckEntry, DeckFormat, Decklist, LoadedDeck, load_deck

Burn = tuple[tuple[int, str], ...]


def counts(entries: tuple[DeckEntry, ...]) -> tuple[tuple[int, str], ...]:
    return tuple((e.count, e.name) for e in entries)


@pytest.mark.parametrize(
    ("file_name", "fmt", "deck_name"),
    [
        ("arena_burn.txt", DeckFormat.TEXT, "arena_burn"),
        ("mtgo_burn.txt", DeckFormat.TEXT, "mtgo_burn"),
        ("mtgo_burn.dek", DeckFormat.MTGO_DEK, "mtgo_burn"),
        ("cockatrice_burn.cod", DeckFormat.COCKATRICE, "Mono-Red Burn"),
        ("forge_burn.dck", DeckFormat.FORGE, "Mono-Red Burn"),
        ("xmage_burn.dck", DeckFormat.XMAGE, "Mono-Red Burn"),
    ],
)
def test_every_format_reads_the_same_burn_list(
    data: Path,
    burn_main: Burn,
    burn_sideboard: Burn,
    burn_names: frozenset[str],
    file_name: str,
    fmt: DeckFormat,
    deck_name: str,
) -> None:
    loaded = load_deck(data / file_name, known_names=burn_names)
    assert loaded.fmt is fmt
    assert loaded.source == file_name
    assert loaded.deck.name == deck_name
    assert counts(loaded.deck.main) == burn_main
    assert counts(loaded.deck.sideboard) == burn_sideboard
    assert loaded.deck.card_count() == 60
    assert loaded.deck.sideboard_count() == 15


def test_a_path_given_as_a_string_is_read_as_a_file(data: Path) -> None:
    assert load_deck(str(data / "mtgo_burn.dek")).fmt is DeckFormat.MTGO_DEK


def test_arena_printings_are_kept(data: Path) -> None:
    deck = load_deck(data / "arena_burn.txt").deck
    assert deck.main[3] == DeckEntry(4, "Lightning Bolt", "M10", "146")
    assert deck.sideboard[0] == DeckEntry(3, "Path to Exile", "CON", "15")


def test_xmage_printings_are_kept(data: Path) -> None:
    deck = load_deck(data / "xmage_burn.dck").deck
    assert deck.main[0] == DeckEntry(4, "Goblin Guide", "ZEN", "126")


def test_forge_keeps_the_edition_but_not_its_art_index(data: Path) -> None:
    deck = load_deck(data / "forge_burn.dck").deck
    assert deck.main[0] == DeckEntry(4, "Goblin Guide", "ZEN")
    assert "Stairs to Infinity" not in deck.names()  # [Planes] is not the deck


def test_cockatrice_printings_are_kept_and_tokens_skipped(data: Path) -> None:
    deck = load_deck(data / "cockatrice_burn.cod").deck
    assert deck.main[3] == DeckEntry(4, "Lightning Bolt", "M10", "146")
    assert "Soldier" not in deck.names()


def test_mtgo_txt_with_windows_line_endings_puts_cards_after_the_blank_line_in_the_sideboard(
    data: Path, burn_sideboard: Burn
) -> None:
    assert b"\r\n" in (data / "mtgo_burn.txt").read_bytes()
    deck = load_deck(data / "mtgo_burn.txt").deck
    assert counts(deck.sideboard) == burn_sideboard


def test_arena_companion_goes_to_the_sideboard_once(data: Path) -> None:
    known = [
        "Lurrus of the Dream-Den",
        "Kroxa, Titan of Death's Hunger",
        "Fire // Ice",
        "Bonecrusher Giant // Stomp",
        "Swamp",
        "Duress",
    ]
    loaded = load_deck(data / "arena_companion.txt", known_names=known)
    assert loaded.deck == Decklist(
        "Lurrus Rakdos",
        (
            DeckEntry(4, "Kroxa, Titan of Death's Hunger", "THB", "221"),
            DeckEntry(4, "Fire // Ice", "MH3", "291"),
            DeckEntry(2, "Bonecrusher Giant // Stomp", "ELD", "115"),
            DeckEntry(52, "Swamp", "ZNR", "272"),
        ),
        (DeckEntry(1, "Lurrus of the Dream-Den", "IKO", "226"), DeckEntry(2, "Duress", "M21", "96")),
    )


def test_the_format_is_sniffed_from_content_when_the_extension_says_nothing(
    data: Path, tmp_path: Path, burn_main: Burn
) -> None:
    for original, fmt in [
        ("mtgo_burn.dek", DeckFormat.MTGO_DEK),
        ("cockatrice_burn.cod", DeckFormat.COCKATRICE),
        ("forge_burn.dck", DeckFormat.FORGE),
        ("xmage_burn.dck", DeckFormat.XMAGE),
        ("arena_burn.txt", DeckFormat.TEXT),
    ]:
        renamed = tmp_path / f"{Path(original).stem}.txt"
        renamed.write_bytes((data / original).read_bytes())
        loaded: LoadedDeck = load_deck(renamed)
        assert loaded.fmt is fmt, original
        assert counts(loaded.deck.main) == burn_main


def test_a_dck_of_plain_card_lines_reads_like_xmage(tmp_path: Path) -> None:
    path = tmp_path / "plain.dck"
    path.write_text("4 Lightning Bolt\nSB: 2 Negate\n", encoding="utf-8")
    loaded = load_deck(path)
    assert loaded.fmt is DeckFormat.XMAGE
    assert loaded.deck == Decklist("plain", (DeckEntry(4, "Lightning Bolt"),), (DeckEntry(2, "Negate"),))


def test_utf8_with_a_byte_order_mark_and_utf16_from_notepad_are_read(tmp_path: Path) -> None:
    text = "4 Jötun Grunt\n"
    for encoding in ("utf-8-sig", "utf-16"):
        path = tmp_path / f"{encoding}.txt"
        path.write_bytes(text.encode(encoding))
        assert load_deck(path).deck.main == (DeckEntry(4, "Jötun Grunt"),)


def test_a_one_line_string_is_text_unless_it_names_a_file(tmp_path: Path) -> None:
    assert load_deck("4 Lightning Bolt").deck.main == (DeckEntry(4, "Lightning Bolt"),)
    assert load_deck("1 Fire/Ice").deck.main == (DeckEntry(1, "Fire/Ice"),)
    with pytest.raises(FileNotFoundError):
        load_deck(str(tmp_path / "typo.dek"))
