"""Hostile deck files (issue 13): every limit of mtgtable.decks.limits is
refused at the first line past it, naming the file and line, in bounded time
and memory. Inputs are generated here, never stored."""

from __future__ import annotations

import json
import time
import tracemalloc
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from mtgtable.decks import (
    MAX_COUNT,
    MAX_DECK_CARDS,
    MAX_DISTINCT_NAMES,
    MAX_FILE_BYTES,
    MAX_LINE_CHARS,
    MAX_NAME_CHARS,
    CardNameIndex,
    DeckFormatError,
    UnknownCardsError,
    load_deck,
    parse_deck_text,
)
from mtgtable.decks.limits import MAX_REPORTED_UNKNOWN, MAX_XML_DEPTH, MAX_XML_ELEMENTS

#: Generous for a shared, noisy 2-core machine; the real figures are a
#: fraction of this (see the benchmark in the report).
SECONDS = 5.0
MEGABYTES = 100


@pytest.fixture
def bounded() -> Iterator[Callable[[], None]]:
    """Call the yielded check after the work: it asserts the time taken, in
    CPU seconds of this process (the work is in-process; wall time on the
    shared machine also counts the other programs, and CI builds the compiled
    wheel beside the suite).  (Memory is measured in its own test: tracemalloc
    slows everything.)"""
    started = time.process_time()

    def check() -> None:
        elapsed = time.process_time() - started
        assert elapsed < SECONDS, f"{elapsed:.1f} s"

    yield check


def _error(text: str, *, suffix: str = "", source: str = "hostile.txt") -> DeckFormatError:
    with pytest.raises(DeckFormatError) as caught:
        parse_deck_text(text, source=source, suffix=suffix)
    return caught.value


def test_100_000_lines_of_1000_forest_stop_at_the_card_limit(tmp_path: Path, bounded: Callable[[], None]) -> None:
    path = tmp_path / "forests.txt"
    path.write_text("1000 Forest\n" * 100_000, encoding="utf-8")
    with pytest.raises(DeckFormatError) as caught:
        load_deck(path)
    bounded()
    first_over = MAX_DECK_CARDS // 1000 + 1
    assert caught.value.line == first_over
    assert str(caught.value) == (
        f"forests.txt, line {first_over}: the deck has {first_over * 1000} cards by here, more than the "
        f"limit of {MAX_DECK_CARDS}; no deck is this big, so the file is refused."
    )


def test_the_card_limit_counts_main_deck_and_sideboard_together() -> None:
    half = MAX_DECK_CARDS // 2
    error = _error(f"Deck\n{MAX_COUNT} Forest\n" * (half // MAX_COUNT) + f"Sideboard\n{MAX_COUNT} Island\n" * 10)
    assert "more than the limit" in str(error)


def test_a_deck_of_exactly_the_limit_loads() -> None:
    text = f"{MAX_COUNT} Forest\n" * (MAX_DECK_CARDS // MAX_COUNT)
    assert parse_deck_text(text).deck.card_count() == MAX_DECK_CARDS


def test_copies_per_line_are_limited() -> None:
    error = _error(f"4 Lightning Bolt\n{MAX_COUNT + 1} Relentless Rats\n")
    assert (error.line, error.source) == (2, "hostile.txt")
    assert f"is too large (at most {MAX_COUNT})" in str(error)
    assert parse_deck_text(f"{MAX_COUNT} Relentless Rats").deck.card_count() == MAX_COUNT


@pytest.mark.parametrize(
    ("suffix", "template"),
    [
        (".txt", "1 Unknown Card {i}\n"),
        (".dck", "1 [ABC:1] Unknown Card {i}\n"),
        (".dek", '<Cards Quantity="1" Name="U{i}"/>\n'),
    ],
)
def test_100_000_distinct_names_stop_at_the_name_limit(
    suffix: str, template: str, bounded: Callable[[], None]
) -> None:
    body = "".join(template.format(i=i) for i in range(100_000))
    text = f"<Deck>\n{body}</Deck>" if suffix == ".dek" else body
    error = _error(text, suffix=suffix)
    bounded()
    if suffix == ".dek":  # XML is refused while it is parsed, at the element limit
        assert error.line == MAX_XML_ELEMENTS + 1
        assert f"the XML has more than {MAX_XML_ELEMENTS} elements by here" in str(error)
    else:
        assert error.line == MAX_DISTINCT_NAMES + 1
        assert f"more than {MAX_DISTINCT_NAMES} different card names" in str(error)


def test_distinct_names_in_xml_stop_at_the_name_limit() -> None:
    body = "".join(f'<Cards Quantity="1" Name="U{i}"/>\n' for i in range(MAX_DISTINCT_NAMES + 10))
    error = _error(f"<Deck>\n{body}</Deck>", suffix=".dek")
    assert error.line == MAX_DISTINCT_NAMES + 2
    assert f"more than {MAX_DISTINCT_NAMES} different card names" in str(error)


def test_distinct_names_ignore_case_and_accents() -> None:
    text = "".join(f"1 {'Jötun Grunt' if i % 2 else 'jotun grunt'}\n" for i in range(MAX_DISTINCT_NAMES + 5))
    assert len(parse_deck_text(text).deck.main) == MAX_DISTINCT_NAMES + 5


def test_a_long_line_is_refused_by_its_length(bounded: Callable[[], None]) -> None:
    error = _error("4 Lightning Bolt\n1 " + "x" * 3_000_000 + "\n")
    bounded()
    assert error.line == 2
    assert f"the line has 3000002 characters, far more than any card line (the limit is {MAX_LINE_CHARS})" in str(
        error
    )


def test_a_long_comment_line_is_no_card_line() -> None:
    assert parse_deck_text("// " + "notes " * 1000 + "\n4 Opt").deck.card_count() == 4


def test_a_long_name_in_xml_is_refused_by_its_length() -> None:
    name = "Lightning Bolt " * 100
    error = _error(f'<Deck>\n<Cards Quantity="1" Name="{name}"/></Deck>', suffix=".dek", source="d.dek")
    assert error.line == 2
    assert f"has {len(name.strip())} characters, far more than any card name (the limit is {MAX_NAME_CHARS})" in str(
        error
    )
    assert len(str(error)) < 300  # the name is shortened in the message


def test_a_long_name_in_json_names_the_field() -> None:
    document = json.dumps({"mainBoard": [{"name": "x" * (MAX_NAME_CHARS + 1), "count": 1}]})
    error = _error(document, suffix=".json")
    assert error.field == "mainBoard[0]"
    assert "far more than any card name" in str(error)


def test_too_many_cards_in_json_and_xml(bounded: Callable[[], None]) -> None:
    document = json.dumps({"mainBoard": [{"name": "Forest", "count": MAX_COUNT}] * 100_000})
    error = _error(document, suffix=".json")
    assert error.field == f"mainBoard[{MAX_DECK_CARDS // MAX_COUNT}]"
    cod = '<cockatrice_deck><zone name="main">\n' + '<card number="1000" name="Forest"/>\n' * 100 + "</zone></cockatrice_deck>"
    error = _error(cod, suffix=".cod")
    assert error.line == MAX_DECK_CARDS // MAX_COUNT + 2
    cod = '<cockatrice_deck><zone name="main">\n' + '<card number="1000" name="Forest"/>\n' * 100_000 + "</zone></cockatrice_deck>"
    error = _error(cod, suffix=".cod")
    assert error.line == MAX_XML_ELEMENTS  # root and zone on line 1, then a card a line
    assert "elements by here" in str(error)
    bounded()


def test_the_file_size_limit_applies_to_pasted_text_too() -> None:
    error = _error("4 Opt\n" * (MAX_FILE_BYTES // 6 + 1))
    assert "far larger than any decklist" in str(error)


def test_deeply_nested_json_is_refused_without_recursing(bounded: Callable[[], None]) -> None:
    error = _error("[" * 1_000_000, suffix=".json")
    bounded()
    assert "nested more than" in str(error)


def test_deeply_nested_xml_is_refused_while_parsing(bounded: Callable[[], None]) -> None:
    error = _error("<Deck>" + "<a>" * 200_000 + "</a>" * 200_000 + "</Deck>", suffix=".dek")
    bounded()
    assert f"nests elements more than {MAX_XML_DEPTH} levels deep" in str(error)


def test_a_huge_text_node_is_read_in_linear_time(bounded: Callable[[], None]) -> None:
    name = "x" * 3_000_000
    error = _error(f"<deck><section name='Main'><card qty='1'>{name}</card></section></deck>", suffix=".o8d")
    bounded()
    assert "far more than any card name" in str(error)


@pytest.mark.parametrize(
    ("suffix", "text"),
    [
        (".txt", "1000 Forest\n" * 100_000),
        (".json", json.dumps({"mainBoard": [{"name": "Forest", "count": 1000}] * 100_000})),
        (".cod", '<cockatrice_deck><zone name="main">' + '<card number="1000" name="Forest"/>' * 100_000
         + "</zone></cockatrice_deck>"),
    ],
    ids=["forests", "json", "cod"],
)
def test_hostile_files_stay_within_memory(suffix: str, text: str) -> None:
    tracemalloc.start()
    try:
        with pytest.raises(DeckFormatError):
            parse_deck_text(text, suffix=suffix)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < MEGABYTES * 1024 * 1024, f"{peak / 1e6:.0f} MB"


# --- unknown names --------------------------------------------------------------

def _pool(size: int) -> list[str]:
    words = ["Goblin", "Angel", "Bolt", "Storm", "Knight", "Shaman", "Dragon", "Mage", "Spirit", "Wall"]
    return [f"{words[i % 10]} {words[(i // 10) % 10]} of Place {i}" for i in range(size)]


def test_unknown_names_cost_a_bounded_number_of_suggestions(bounded: Callable[[], None]) -> None:
    calls: list[str] = []

    def suggester(name: str, limit: int) -> list[str]:
        calls.append(name)
        return ["Lightning Bolt"]

    index = CardNameIndex(["Lightning Bolt", "Forest"], suggester=suggester)
    text = "".join(f"1 Made Up Card {i}\n" for i in range(MAX_DISTINCT_NAMES))
    with pytest.raises(UnknownCardsError) as caught:
        parse_deck_text(text, known_names=index)
    bounded()
    assert len(calls) == MAX_REPORTED_UNKNOWN
    error = caught.value
    assert len(error.unknown) == MAX_DISTINCT_NAMES  # every name is known to the caller ...
    more = MAX_DISTINCT_NAMES - MAX_REPORTED_UNKNOWN
    assert str(error).endswith(f"; and {more} more.")  # ... the message lists the first ones
    assert str(error).count("did you mean 'Lightning Bolt'") == MAX_REPORTED_UNKNOWN


def test_unknown_names_against_a_35_000_name_pool_are_reported_in_seconds(bounded: Callable[[], None]) -> None:
    """The default suggester never compares one name with the whole pool."""
    index = CardNameIndex(_pool(35_000))
    text = "".join(f"1 Goblin Angel of Plaec {i}\n" for i in range(MAX_DISTINCT_NAMES))
    with pytest.raises(UnknownCardsError) as caught:
        parse_deck_text(text, known_names=index)
    bounded()
    assert len(caught.value.unknown) == MAX_DISTINCT_NAMES
    assert caught.value.unknown["Goblin Angel of Plaec 10"]  # some suggestion was found


def test_a_name_lookup_object_can_replace_the_index() -> None:
    class Lookup:
        def resolve(self, name: str) -> str | None:
            return "Lightning Bolt" if name.lower() == "bolt" else None

        def suggest(self, name: str, limit: int = 3) -> list[str]:
            return ["Lightning Bolt"]

    assert parse_deck_text("4 bolt", known_names=Lookup()).deck.main[0].name == "Lightning Bolt"
    with pytest.raises(UnknownCardsError, match="did you mean 'Lightning Bolt'"):
        parse_deck_text("4 blot", known_names=Lookup())


def test_an_unknown_name_on_thousands_of_lines_lists_a_few_of_them() -> None:
    with pytest.raises(UnknownCardsError) as caught:
        parse_deck_text("1 Made Up\n" * 3000, known_names=["Forest"])
    assert caught.value.lines["Made Up"] == list(range(1, 3001))  # all kept for the caller
    assert "'Made Up' (line 1, 2, 3, 4, 5, …; no similar card name found)" in str(caught.value)
