"""Files that are not decks: always a DeckFormatError naming file and line."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from mtgtable.decks import MAX_FILE_BYTES, DeckFormatError, load_deck, parse_deck_text


@pytest.mark.parametrize(
    ("file_name", "line", "says"),
    [
        ("empty.txt", None, "the file is empty"),
        ("card_image.txt", None, "looks like a PNG image"),
        ("garbage.dek", None, "binary file"),
        ("windows1252.txt", 3, "not UTF-8 (byte 0xFB"),
        ("prose.txt", 1, "expected a card line such as '4 Lightning Bolt'"),
        ("podcast_feed.txt", 2, "root element <rss>"),
        ("saved_page.txt", 1, "web page (HTML)"),
        ("truncated.dek", 6, "malformed or incomplete"),
        ("billion_laughs.dek", 2, "DOCTYPE or entities"),
        ("external_entity.cod", 2, "DOCTYPE or entities"),
        ("count_zero.txt", 2, "the count 0 for 'Lava Spike' must be at least 1"),
        ("count_negative.cod", 6, "the count -2 for 'Lava Spike' must be at least 1"),
        ("count_nonnumeric.dek", 4, "the count 'four' is not a whole number"),
        ("count_word.txt", 3, "found 'four Goblin Guide'"),
    ],
)
def test_bad_files_raise_a_deck_format_error_naming_file_and_line(
    data: Path, file_name: str, line: int | None, says: str
) -> None:
    with pytest.raises(DeckFormatError) as caught:
        load_deck(data / file_name)
    error = caught.value
    assert isinstance(error, ValueError)
    assert error.source == file_name
    assert error.line == line
    where = file_name if line is None else f"{file_name}, line {line}"
    assert str(error).startswith(f"{where}: ")
    assert says in str(error)


def test_the_entity_bomb_is_refused_before_anything_expands(data: Path) -> None:
    started = time.process_time()  # (CPU seconds: wall time on the shared machine counts other programs)
    with pytest.raises(DeckFormatError):
        load_deck(data / "billion_laughs.dek")
    assert time.process_time() - started < 1.0


def test_the_external_entity_never_reaches_the_deck(data: Path) -> None:
    with pytest.raises(DeckFormatError) as caught:
        load_deck(data / "external_entity.cod")
    assert "root:" not in str(caught.value)


@pytest.mark.parametrize(
    ("text", "says"),
    [
        ("   \n\t\n", "the file is empty"),
        ("// just a comment\nDeck\nSideboard\n", "no cards were found"),
        ("4\n", "the count 4 is not followed by a card name"),
        ("4.5 Lightning Bolt\n", "the count '4.5' is not a whole number"),
        ("-1 Lightning Bolt\n", "the count -1 for 'Lightning Bolt' must be at least 1"),
        ("1001 Relentless Rats\n", "is too large (at most 1000)"),
        ("9" * 900 + " Relentless Rats\n", "is too large"),
        ("9" * 5000 + " Relentless Rats\n", "the line has 5016 characters"),
        ("<Deck><Cards Quantity='4' Sideboard='false'/></Deck>", "no 'Name' attribute"),
        ("<cockatrice_deck><zone name='maybe'/></cockatrice_deck>", "unknown Cockatrice zone 'maybe'"),
        ("<Deck><Cards Quantity='4'", "malformed or incomplete"),
        ("4 Lightning Bolt\x01\x02\x03\x04\x05\x06\x07\x08\x0e\x0f", "binary"),
    ],
)
def test_bad_text_raises_a_deck_format_error(text: str, says: str) -> None:
    with pytest.raises(DeckFormatError, match=says.replace("(", r"\(").replace(")", r"\)")):
        parse_deck_text(text)


def test_an_xml_file_with_a_text_extension_mismatch_is_explained(tmp_path: Path) -> None:
    path = tmp_path / "burn.dek"
    path.write_text("4 Lightning Bolt\n", encoding="utf-8")
    with pytest.raises(DeckFormatError, match=r"^burn\.dek, line 1: expected an MTGO \.dek file"):
        load_deck(path)
    path = tmp_path / "burn.cod"
    path.write_text("<Deck/>", encoding="utf-8")
    with pytest.raises(DeckFormatError, match=r"expected a Cockatrice \.cod file.*found <Deck>"):
        load_deck(path)


def test_a_huge_file_is_refused_without_reading_it_all(tmp_path: Path) -> None:
    path = tmp_path / "movie.txt"
    with path.open("wb") as file:
        file.truncate(MAX_FILE_BYTES * 2)
    with pytest.raises(DeckFormatError, match="far larger than any decklist"):
        load_deck(path)


def test_file_system_problems_stay_os_errors(tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError):
        load_deck(tmp_path / "missing.txt")
    with pytest.raises(IsADirectoryError):
        load_deck(tmp_path)


def test_the_error_keeps_an_untranslated_message_for_the_gui(data: Path) -> None:
    from mtgtable.decks import messages

    german = {
        messages.LOCATED: "{where}: {detail}",
        messages.WHERE_LINE: "{source}, Zeile {line}",
        messages.COUNT_TOO_SMALL: "die Anzahl {count} für „{name}“ muss mindestens 1 sein.",
    }
    with pytest.raises(DeckFormatError) as caught:
        load_deck(data / "count_zero.txt")
    assert caught.value.render(lambda english: german.get(english, english)) == (
        "count_zero.txt, Zeile 2: die Anzahl 0 für „Lava Spike“ muss mindestens 1 sein."
    )
