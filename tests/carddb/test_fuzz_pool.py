"""``mtgtable fuzz --pool`` draws from the full card list's automated and partial cards, handed to the engine."""

from __future__ import annotations

from pathlib import Path

from mtgtable.carddb.cli import pool_db
from mtgtable.engine.cards import default_card_db
from mtgtable.engine.fuzz import fuzz, pool_decks


def test_the_pool_holds_the_automated_and_partial_cards_of_the_card_list_not_the_by_hand_ones(
        atomic_file: Path) -> None:
    db = pool_db([str(atomic_file)], workers=1)
    assert "Testwing Drake" in db and "Upside // Downside" in db  # automated, partial
    assert "Zap Testbolt" not in db  # by hand
    assert len(db) == len(default_card_db()) + 3


def test_random_decks_come_from_the_pool_handed_in_and_play(atomic_file: Path) -> None:
    db = pool_db([str(atomic_file)], workers=1)
    decks = pool_decks(7, db)
    names = set(decks[0]) | set(decks[1])
    assert names & {"Testwing Drake", "Upside // Downside", "Testing Grounds"}
    assert all(n in db for n in names)
    report = fuzz(3, seed=11, pool=True, db=db, max_turns=8)
    assert report.games == 3 and report.failures == []


def test_without_a_pool_handed_in_the_fuzzer_keeps_the_bundled_pool() -> None:
    decks = pool_decks(5)
    assert all(n in default_card_db() for n in decks[0] + decks[1])
