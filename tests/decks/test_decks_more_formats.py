"""The files other tools write today (issue 9, "Decklists real people have"):
XMage metadata lines, Forge foils, Cockatrice cards without a count, MTGJSON
deck files, OCTGN .o8d, Archidekt categories and Arena Alchemy names."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mtgtable.decks import DeckEntry, DeckFormat, DeckFormatError, load_deck, parse_deck_text


def test_xmage_author_and_event_lines_are_metadata() -> None:
    text = (
        "NAME:Cali-Nightmare\nAUTHOR:Brian Selden\nEVENT:1998 World Championship\n"
        "DATE: 1998-08-16\n4 [EXO:129] Survival of the Fittest\nSB: 2 [TMP:98] Tradewind Rider\n"
    )
    loaded = parse_deck_text(text)
    assert loaded.fmt is DeckFormat.XMAGE
    assert loaded.deck.name == "Cali-Nightmare"
    assert loaded.deck.main == (DeckEntry(4, "Survival of the Fittest", "EXO", "129"),)
    assert loaded.deck.sideboard == (DeckEntry(2, "Tradewind Rider", "TMP", "98"),)


def test_an_xmage_file_starting_with_author_is_sniffed_as_xmage(tmp_path: Path) -> None:
    path = tmp_path / "deck.txt"
    path.write_text("AUTHOR:someone\n4 Lightning Bolt\n", encoding="utf-8")
    loaded = load_deck(path)
    assert loaded.fmt is DeckFormat.XMAGE
    assert loaded.deck.main == (DeckEntry(4, "Lightning Bolt"),)


def test_forge_foil_suffix_and_flags_are_dropped() -> None:
    text = (
        "[metadata]\nName=Ghave\n[Commander]\n1 Ghave, Guru of Spores+|C15\n[Main]\n"
        "1 Sol Ring|C15|1\n1 Opt+|XLN+|1\t#flag\n1 Forest+\n"
    )
    deck = parse_deck_text(text, suffix=".dck").deck
    assert deck.main == (
        DeckEntry(1, "Ghave, Guru of Spores", "C15"),
        DeckEntry(1, "Sol Ring", "C15"),
        DeckEntry(1, "Opt", "XLN"),
        DeckEntry(1, "Forest"),
    )


def test_a_cockatrice_card_without_number_counts_as_one_with_a_warning() -> None:
    text = (
        '<cockatrice_deck version="1"><deckname>x</deckname>\n<zone name="main">\n'
        '<card name="Sol Ring"/>\n<card number="2" name="Island"/>\n</zone></cockatrice_deck>'
    )
    loaded = parse_deck_text(text, source="x.cod", suffix=".cod")
    assert loaded.deck.main == (DeckEntry(1, "Sol Ring"), DeckEntry(2, "Island"))
    (warning,) = loaded.warnings
    assert warning.line == 3
    assert str(warning) == (
        "x.cod, line 3: the <card> element for 'Sol Ring' has no 'number' attribute; counted as 1 copy."
    )


def test_a_complete_file_has_no_warnings(data: Path) -> None:
    assert load_deck(data / "cockatrice_burn.cod").warnings == ()


MTGJSON = {
    "meta": {"date": "2024-01-01", "version": "5.2.2"},
    "data": {
        "name": "Forged in Battle",
        "code": "MOC",
        "type": "Commander Deck",
        "commander": [{"count": 1, "name": "Brimaz, Blight of Oreskos", "setCode": "moc", "number": "1",
                       "isFoil": True}],
        "mainBoard": [
            {"count": 1, "name": "Sol Ring", "setCode": "MOC", "number": "310", "text": "{T}: Add {C}{C}."},
            {"count": 30, "name": "Plains"},
        ],
        "sideBoard": [],
        "tokens": [{"count": 1, "name": "Cat"}],
    },
}


def test_mtgjson_deck_files_read_commander_main_and_sideboard(tmp_path: Path) -> None:
    path = tmp_path / "ForgedInBattle_MOC.json"
    path.write_text(json.dumps(MTGJSON), encoding="utf-8")
    loaded = load_deck(path)
    assert loaded.fmt is DeckFormat.MTGJSON
    assert loaded.deck.name == "Forged in Battle"
    assert loaded.deck.main == (
        DeckEntry(1, "Brimaz, Blight of Oreskos", "MOC", "1"),
        DeckEntry(1, "Sol Ring", "MOC", "310"),
        DeckEntry(30, "Plains"),
    )
    assert "Cat" not in loaded.deck.names()  # tokens are not the deck
    assert parse_deck_text(json.dumps(MTGJSON)).fmt is DeckFormat.MTGJSON  # sniffed by content


def test_mtgjson_without_the_data_wrapper_and_with_display_commander() -> None:
    text = json.dumps({"displayCommander": [{"count": 1, "name": "Atraxa, Praetors' Voice"}],
                       "mainBoard": [{"count": 99, "name": "Forest"}]})
    assert parse_deck_text(text).deck.card_count() == 100


@pytest.mark.parametrize(
    ("document", "where", "says"),
    [
        ('{"data": {"mainBoard": [{"name": "Sol Ring", "count": "4"}]}}', "data.mainBoard[0].count",
         "must be a whole number, found \"4\""),
        ('{"data": {"mainBoard": [{"name": "Sol Ring", "count": 0}]}}', "data.mainBoard[0].count",
         "must be at least 1"),
        ('{"data": {"mainBoard": [{"name": "Sol Ring", "count": 1000000}]}}', "data.mainBoard[0].count",
         "is too large"),
        ('{"data": {"mainBoard": [{"name": "", "count": 1}]}}', "data.mainBoard[0].name", "non-empty text"),
        ('{"data": {"mainBoard": [5]}}', "data.mainBoard[0]", "expected a card"),
        ('{"data": {"mainBoard": 5}}', "data.mainBoard", "expected a list of cards"),
        ('{"data": {"mainBoard": [], "sideBoard": [{"name": "X", "count": true}]}}',
         "data.sideBoard[0].count", "must be a whole number, found true"),
    ],
)
def test_mtgjson_errors_name_the_field(document: str, where: str, says: str) -> None:
    with pytest.raises(DeckFormatError) as caught:
        parse_deck_text(document, source="deck.json", suffix=".json")
    assert caught.value.field == where
    assert str(caught.value).startswith(f"deck.json, {where}: ")
    assert says in str(caught.value)


@pytest.mark.parametrize(
    ("document", "says"),
    [
        ('{"cards": []}', "not an MTGJSON deck file"),
        ("[1, 2]", "not an MTGJSON deck file"),
        ('{"data": {"mainBoard": [}', "the JSON is malformed"),
        ('{"a": ' + "[" * 200_000, "nested more than 64 levels"),
        ('{"data": {"mainBoard": [{"name": "X", "count": ' + "9" * 5000 + "}]}}", "the JSON is malformed"),
        ('{"data": {"name": "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[",'
         ' "mainBoard": []}}', "no cards were found"),
    ],
)
def test_json_that_is_not_a_deck_is_refused(document: str, says: str) -> None:
    with pytest.raises(DeckFormatError, match=says):
        parse_deck_text(document, source="deck.json", suffix=".json")


O8D = """<?xml version="1.0" encoding="utf-8" standalone="yes"?>
<deck game="a6c8d2e8-7cd8-11dd-8f94-e62b56d89593">
  <section name="Main" shared="False">
    <card qty="4" id="2a5d3a3b-0000-0000-0000-000000000001">Lightning Bolt</card>
    <card qty="20" id="2a5d3a3b-0000-0000-0000-000000000002">Mountain</card>
  </section>
  <section name="Sideboard" shared="False">
    <card qty="2" id="2a5d3a3b-0000-0000-0000-000000000003">Smash to Smithereens</card>
  </section>
  <section name="Command Zone" shared="False" />
  <section name="Planes/Schemes" shared="False">
    <card qty="1" id="2a5d3a3b-0000-0000-0000-000000000004">Stairs to Infinity</card>
  </section>
  <notes><![CDATA[sideboard plan]]></notes>
</deck>
"""


def test_octgn_o8d_reads_main_sideboard_and_skips_planes(tmp_path: Path) -> None:
    path = tmp_path / "burn.o8d"
    path.write_text(O8D, encoding="utf-8")
    loaded = load_deck(path)
    assert loaded.fmt is DeckFormat.OCTGN
    assert loaded.deck.name == "burn"
    assert loaded.deck.main == (DeckEntry(4, "Lightning Bolt"), DeckEntry(20, "Mountain"))
    assert loaded.deck.sideboard == (DeckEntry(2, "Smash to Smithereens"),)
    assert parse_deck_text(O8D).fmt is DeckFormat.OCTGN  # sniffed by its root element


def test_octgn_command_zone_joins_the_main_deck() -> None:
    text = '<deck><section name="Command Zone"><card qty="1" id="x">Atraxa, Praetors\' Voice</card></section></deck>'
    assert parse_deck_text(text, suffix=".o8d").deck.main == (DeckEntry(1, "Atraxa, Praetors' Voice"),)


@pytest.mark.parametrize(
    ("text", "line", "says"),
    [
        ('<deck>\n<section name="Maybe">\n</section></deck>', 2, "unknown OCTGN section 'Maybe'"),
        ('<deck><section name="Main">\n<card qty="4" id="x"></card></section></deck>', 2,
         "not followed by a card name"),
        ('<deck><section name="Main">\n<card id="x">Opt</card></section></deck>', 2, "no 'qty' attribute"),
        ('<deck><section name="Main">\n<card qty="0" id="x">Opt</card></section></deck>', 2, "at least 1"),
        ("<Deck/>", 1, "expected an OCTGN .o8d file, whose root element is <deck>"),
    ],
)
def test_octgn_errors_name_the_line(text: str, line: int, says: str) -> None:
    with pytest.raises(DeckFormatError) as caught:
        parse_deck_text(text, source="d.o8d", suffix=".o8d")
    assert caught.value.line == line
    assert says in str(caught.value)


ARCHIDEKT = """\
1x Atraxa, Praetors' Voice (c16) 28 [Commander{top}]
1x Sol Ring (c21) 263 [Ramp] ^Have,#f0f0f0^
1x Arcane Signet (c21) 237 *F* [Ramp,Artifact] ^Have,#f0f0f0^
1x Cultivate (c21) 184 [Maybeboard{noDeck}{noPrice}]
1x Swords to Plowshares (c21) 107 [Sideboard{noDeck}]
1x Doubling Season (ddr) 48 [Counters{noDeck}]
10x Forest (znr) 278 [Land]
1x Command Tower [Land]
"""


def test_archidekt_categories_place_cards_and_tags_are_dropped() -> None:
    loaded = parse_deck_text(ARCHIDEKT)
    assert loaded.fmt is DeckFormat.TEXT
    assert loaded.deck.main == (
        DeckEntry(1, "Atraxa, Praetors' Voice", "C16", "28"),
        DeckEntry(1, "Sol Ring", "C21", "263"),
        DeckEntry(1, "Arcane Signet", "C21", "237"),
        DeckEntry(10, "Forest", "ZNR", "278"),
        DeckEntry(1, "Command Tower", "LAND"),  # a bare [Land] is also a set code: only the picture
    )
    assert loaded.deck.sideboard == (DeckEntry(1, "Swords to Plowshares", "C21", "107"),)
    assert "Cultivate" not in loaded.deck.names()
    assert "Doubling Season" not in loaded.deck.names()  # {noDeck}: not in the deck


def test_a_bracketed_set_code_still_reads_as_a_set() -> None:
    assert parse_deck_text("4 Lightning Bolt [M10]").deck.main == (DeckEntry(4, "Lightning Bolt", "M10"),)


def test_arena_alchemy_names_are_kept_as_written() -> None:
    """The ``A-`` prefix is part of an Alchemy card's name; the card database resolves it."""
    text = "Deck\n4 A-Dragon's Rage Channeler (YMID) 1\n2 A-Lightning Bolt\n"
    loaded = parse_deck_text(text, known_names=["A-Dragon's Rage Channeler", "A-Lightning Bolt",
                                                  "Lightning Bolt"])
    assert [e.name for e in loaded.deck.main] == ["A-Dragon's Rage Channeler", "A-Lightning Bolt"]
    assert loaded.deck.main[0].set_code == "YMID"


def test_a_cockatrice_sideboard_zone_spelled_out_is_the_sideboard() -> None:
    """Found in the real decks: MTGJSON-to-Cockatrice converters write
    <zone name="sideboard">, which Cockatrice loads as its "side" zone."""
    text = ('<cockatrice_deck version="1"><zone name="main"><card number="4" name="Shock" /></zone>'
            '<zone name="sideboard"><card number="2" name="Pyroblast" /></zone></cockatrice_deck>')
    deck = parse_deck_text(text, suffix=".cod").deck
    assert deck.sideboard == (DeckEntry(2, "Pyroblast"),)
