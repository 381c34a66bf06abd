"""Compiling only the deck's cards, caching them by source and compiler version, and which definition wins."""

from __future__ import annotations

from pathlib import Path

import pytest

from mtgtable.carddb import CardDatabase, choose
from mtgtable.carddb import database as database_module
from mtgtable.carddb.compile import Compiled, compile_record
from mtgtable.engine.data.cards import CardDB, card_from_json


def test_a_deck_compiles_only_its_own_cards(database: CardDatabase) -> None:
    fresh = CardDatabase(database.index, database.sources)
    cards = fresh.game_cards(["Goblin Guide", "Sacred Foundry"])
    assert set(fresh._compiled) == {"Goblin Guide", "Sacred Foundry"}
    assert "Goblin Guide" in cards.db and "Grizzly Bears" in cards.db  # the bundled pool is there too


def test_compiled_cards_are_cached_and_read_back(atomic_file: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    db = CardDatabase.open([atomic_file])
    first = db.compiled("Testwing Drake")
    assert first is not None
    again = CardDatabase.open([atomic_file])
    monkeypatch.setattr(database_module, "compile_record", lambda rec: pytest.fail("compiled twice"))
    cached = again.compiled("testwing drake")
    assert cached is not None and cached.to_json() == first.to_json()


def test_a_new_compiler_version_compiles_again(atomic_file: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    CardDatabase.open([atomic_file]).compiled("Testwing Drake")
    monkeypatch.setattr(database_module, "COMPILER_VERSION", "test-next")
    calls = []
    real = database_module.compile_record
    monkeypatch.setattr(database_module, "compile_record", lambda rec: calls.append(rec) or real(rec))
    CardDatabase.open([atomic_file]).compiled("Testwing Drake")
    assert len(calls) == 1


def test_a_corrupt_compiled_cache_file_is_ignored_and_rebuilt(atomic_file: Path) -> None:
    db = CardDatabase.open([atomic_file])
    db.compiled("Zap Testbolt")
    for path in db._cache.glob("*.json"):
        path.write_text("{broken", encoding="utf-8")
    again = CardDatabase.open([atomic_file]).compiled("Zap Testbolt")
    assert again is not None and again.name == "Zap Testbolt"


def test_the_other_face_is_by_hand_so_a_two_faced_card_is_never_fully_automated(atomic_file: Path) -> None:
    card = CardDatabase.open([atomic_file]).compiled("Upside")
    assert card is not None
    assert card.status == "partial"  # the front's vigilance is the engine's, the back face is not
    assert card.card().by_hand == ("Downside: Whenever a widget frobs, ponder.",)
    assert "// Downside" in card.card().text


def test_a_face_the_source_does_not_describe_is_one_by_hand_line(database: CardDatabase) -> None:
    stomp = database.compiled("Bonecrusher Giant")
    assert stomp is not None and "// Stomp" in stomp.card().by_hand


def test_every_card_of_the_list_compiles_to_a_card_the_engine_accepts(database: CardDatabase) -> None:
    for rec in list(database.index.iter_records())[::97]:  # a spread sample: the corpus command does them all
        compiled = compile_record(rec)
        card = card_from_json(compiled.record)
        assert card.automation == compiled.status, rec["name"]


def _card(name: str, text: str, by_hand: list[str], manual: bool = False) -> Compiled:
    record = {"name": name, "manaCost": "{R}", "type": "Instant", "types": ["Instant"], "text": text,
              "by_hand": by_hand, "manual": manual}
    from mtgtable.carddb.compile import Line
    lines = tuple(Line(t, "by_hand") for t in by_hand) or (Line(text, "automated"),)
    return Compiled(name, "normal", record, lines)


def test_the_bundled_card_wins_only_when_it_is_more_automated() -> None:
    bundled = card_from_json({"name": "Bolt", "manaCost": "{R}", "type": "Instant", "text": "x",
                              "abilities": [{"kind": "spell", "effects": [{"do": "damage", "amount": 3, "target": 0}],
                                             "targets": ["any"]}]})
    assert bundled.automation == "automated"
    by_hand = choose("Bolt", _card("Bolt", "x", ["x"], manual=True), bundled)
    assert (by_hand.source, by_hand.compiled_status, by_hand.bundled_status) == ("bundled", "by_hand", "automated")
    tie = choose("Bolt", _card("Bolt", "x", []), bundled)
    assert tie.source == "compiled"  # as automated: the real card's text wins
    only_compiled = choose("Bolt", _card("Bolt", "x", ["x"], manual=True), None)
    assert only_compiled.source == "compiled" and only_compiled.status == "by_hand"


def test_the_game_uses_the_bundled_card_when_the_compiled_one_is_less_automated(database: CardDatabase) -> None:
    bundled = CardDB([card_from_json({"name": "Lightning Bolt", "manaCost": "{R}", "type": "Instant",
                                      "text": "Lightning Bolt deals 3 damage to any target.",
                                      "abilities": [{"kind": "spell", "targets": ["any"],
                                                     "effects": [{"do": "damage", "amount": 3, "target": 0}]}]})])
    cards = database.game_cards(["Lightning Bolt"], bundled)
    choice = cards.chosen["Lightning Bolt"]
    if choice.compiled_status == "automated":
        assert choice.source == "compiled"
    else:
        assert choice.source == "bundled" and cards.db["Lightning Bolt"].automation == "automated"


def test_the_compiled_cache_is_keyed_by_the_compiler_code_too(atomic_file: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    first = CardDatabase.open([atomic_file])
    monkeypatch.setattr(database_module, "_FINGERPRINT", "edited-compiler")
    second = CardDatabase.open([atomic_file])
    assert first._cache != second._cache and "edited-compiler" in second._cache.name
