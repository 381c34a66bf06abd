"""``mtgtable fuzz --pool`` draws from the full card list's automated and partial cards, handed to the engine."""

from __future__ import annotations

from pathlib import Path

import pytest

from mtgtable.carddb.cli import pool_db, pool_records
from mtgtable.engine.data.cards import default_card_db
from mtgtable.engine.tools.fuzz import fuzz, pool_decks, records_db


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


def test_the_pool_reaches_worker_processes_as_card_records_with_the_same_report(atomic_file: Path) -> None:
    # Worker processes receive the records (plain data), never pickled card definitions: in the
    # compiled build a CardDef is a mypyc class, which is not sent between processes.
    records = pool_records([str(atomic_file)], workers=1)
    assert all(isinstance(r, dict) and isinstance(r["name"], str) for r in records)
    assert set(records_db(records).names()) == set(pool_db([str(atomic_file)], workers=1).names())
    one = fuzz(4, seed=11, pool=True, records=records, max_turns=8)
    two = fuzz(4, seed=11, pool=True, records=records, max_turns=8, jobs=2)
    assert one.failures == two.failures == [] and one.stats.to_json() == two.stats.to_json()


def test_a_card_database_alone_is_not_sent_to_worker_processes(atomic_file: Path) -> None:
    with pytest.raises(ValueError, match="records"):
        fuzz(2, seed=1, pool=True, db=pool_db([str(atomic_file)], workers=1), jobs=2)
