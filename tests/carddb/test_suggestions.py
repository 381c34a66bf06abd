"""'Did you mean' over the whole card list: real names, and bounded work for a file of unknown names."""

from __future__ import annotations

from pathlib import Path

import pytest

from mtgtable.carddb import CardDatabase, DeckNames
from mtgtable.carddb import names as names_module
from mtgtable.decks import DeckFormatError, UnknownCardsError, load_deck
from mtgtable.decks.limits import MAX_DISTINCT_NAMES, MAX_REPORTED_UNKNOWN


def test_real_cards_resolve_and_typos_suggest_real_cards(database: CardDatabase) -> None:
    index = DeckNames(database)
    assert index.resolve("Sacred Foundry") == "Sacred Foundry"
    assert index.resolve("Molten Rain") == "Molten Rain"
    assert index.suggest("Sacred Foundary")[0] == "Sacred Foundry"
    assert index.suggest("Lightnig Bolt")[0] == "Lightning Bolt"
    assert index.suggest("Molten Rian")[0] == "Molten Rain"


def test_an_unknown_name_in_a_deck_lists_suggestions(database: CardDatabase, tmp_path: Path) -> None:
    deck = tmp_path / "typo.txt"
    deck.write_text("4 Goblin Gide\n20 Mountain\n", encoding="utf-8")
    with pytest.raises(UnknownCardsError) as caught:
        load_deck(deck, known_names=DeckNames(database))
    assert "Goblin Guide" in caught.value.unknown["Goblin Gide"]


def test_a_file_of_100000_distinct_names_is_refused_quickly_naming_the_limit(
        database: CardDatabase, tmp_path: Path) -> None:
    deck = tmp_path / "junk.txt"
    deck.write_text("".join(f"1 Qzxv Card Number {i}\n" for i in range(100_000)), encoding="utf-8")
    with pytest.raises(DeckFormatError, match="different card names"):
        load_deck(deck, known_names=DeckNames(database))


def test_a_file_of_unknown_names_costs_a_bounded_number_of_fuzzy_searches(
        database: CardDatabase, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    searches = []
    real = names_module.Suggester.suggest

    def counted(self: names_module.Suggester, name: str, limit: int = 3) -> list[str]:
        searches.append(name)
        return real(self, name, limit)

    monkeypatch.setattr(names_module.Suggester, "suggest", counted)
    deck = tmp_path / "junk.txt"
    deck.write_text("".join(f"1 Qzxv Card Number {i}\n" for i in range(MAX_DISTINCT_NAMES)), encoding="utf-8")
    index = DeckNames(database)
    with pytest.raises(UnknownCardsError) as caught:
        load_deck(deck, known_names=index)
    assert len(caught.value.unknown) == MAX_DISTINCT_NAMES  # every unknown name is still reported
    assert len(searches) == min(names_module.SUGGEST_BUDGET, MAX_REPORTED_UNKNOWN)
    # the next deck gets suggestions again
    searches.clear()
    with pytest.raises(UnknownCardsError) as again:
        load_deck("4 Goblin Gide\n", known_names=index)
    assert again.value.unknown["Goblin Gide"] and len(searches) == 1
