"""The name index: every spelling a decklist uses finds its card, built once and read warm after."""

from __future__ import annotations

from pathlib import Path

import pytest

from mtgtable.carddb import CardDatabase
from mtgtable.carddb import index as index_module
from mtgtable.carddb.index import fast_key, load_index
from mtgtable.decks.names import name_key


@pytest.mark.parametrize("written, canonical", [
    ("Lightning Bolt", "Lightning Bolt"),
    ("lightning bolt", "Lightning Bolt"),
    ("Sacred Foundry", "Sacred Foundry"),
    ("Molten Rain", "Molten Rain"),
    ("Delver of Secrets", "Delver of Secrets // Insectile Aberration"),
    ("Insectile Aberration", "Delver of Secrets // Insectile Aberration"),
    ("Fire // Ice", "Fire // Ice"),
    ("Fire/Ice", "Fire // Ice"),
    ("Fire", "Fire // Ice"),
    ("Ice", "Fire // Ice"),
    ("Bonecrusher Giant", "Bonecrusher Giant // Stomp"),
    ("Lim-Dul the Necromancer", "Lim-Dûl the Necromancer"),
    ("Jotun Grunt", "Jötun Grunt"),
    ("JÖTUN GRUNT", "Jötun Grunt"),
])
def test_a_card_is_found_by_any_spelling_a_decklist_uses(database: CardDatabase, written: str,
                                                          canonical: str) -> None:
    assert database.resolve(written) == canonical


def test_arena_alchemy_names_find_the_alchemy_card_or_else_the_card_it_rebalances(database: CardDatabase) -> None:
    alchemy = sorted({n for _, n in database.index.all_keys() if n.startswith("A-")})
    assert alchemy, "the card list has Alchemy cards"
    assert database.resolve(alchemy[0].lower()) == alchemy[0]
    assert database.resolve("A-Lightning Bolt") == "Lightning Bolt"  # no Alchemy version: the card itself


def test_an_unknown_name_is_unknown(database: CardDatabase) -> None:
    assert database.resolve("Lightnig Bolt") is None
    assert "Grizzly Bears" in database and "Not A Card At All" not in database


def test_the_index_holds_the_whole_card_list(database: CardDatabase) -> None:
    assert len(database) > 30_000


def test_fast_key_is_name_key_for_every_name_of_the_card_list(database: CardDatabase) -> None:
    names = [name for name, _ in database.index.all_keys()]
    assert all(fast_key(n) == name_key(n) for n in names)
    assert fast_key("Lim-Dûl’s  Vault") == name_key("Lim-Dûl’s  Vault")


def test_a_warm_start_reads_the_cached_index_and_not_the_source(corpus: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    load_index([corpus])  # built (or already cached) once

    def no_parse(path: Path) -> None:
        raise AssertionError("a warm start parsed the source")

    monkeypatch.setattr(index_module, "scan_rows", no_parse)
    assert load_index([corpus]).resolve("Goblin Guide") == "Goblin Guide"


def test_a_damaged_index_is_rebuilt_not_fatal(atomic_file: Path) -> None:
    first = load_index([atomic_file])
    path = first.path
    first.close()
    path.write_bytes(b"this is not SQLite")
    again = load_index([atomic_file])
    assert again.resolve("testwing drake") == "Testwing Drake"


def test_mtgjson_atomic_cards_are_read_with_both_faces_and_japanese_names(atomic_file: Path) -> None:
    db = CardDatabase.open([atomic_file])
    assert db.resolve("Upside") == db.resolve("Downside") == "Upside // Downside"
    ja = db.japanese("Testwing Drake")
    assert ja is not None and (ja.name, ja.text, ja.type) == ("テスト翼ドレイク", "飛行", "クリーチャー — テスト")
    assert db.resolve("テスト翼ドレイク") == "Testwing Drake"  # a Japanese decklist line finds it too
    assert db.japanese("Zap Testbolt") is None


def test_a_scryfall_file_is_read_with_its_faces_and_without_tokens(scryfall_file: Path) -> None:
    db = CardDatabase.open([scryfall_file])
    assert db.resolve("Right Test") == "Left Test // Right Test"
    assert db.resolve("Test Token") is None
    card = db.compiled("Scry Testbear")
    assert card is not None and card.status == "automated" and "Trample" in card.card().keywords


def test_the_first_card_file_wins_when_two_have_a_card(atomic_file: Path, scryfall_file: Path) -> None:
    db = CardDatabase.open([scryfall_file, atomic_file])
    assert db.resolve("Scry Testbear") and db.resolve("Testwing Drake")
