"""``mtgtable cards DECK`` and ``mtgtable cards --corpus``: each card's status, the lines by hand, the summaries."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mtgtable.carddb.cli import run_cli
from mtgtable.carddb.corpus import compile_corpus
from mtgtable.carddb import CardDatabase


def test_cards_deck_lists_each_card_with_its_status_and_lines_not_automated(
        atomic_file: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    deck = tmp_path / "test.txt"
    deck.write_text("4 Testwing Drake\n4 Zap Testbolt\n2 Upside\n20 Testing Grounds\n\n2 Zap Testbolt\n",
                    encoding="utf-8")
    assert run_cli([str(deck), "--cards", str(atomic_file), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    by_name = {c["name"]: c for c in out["cards"] if c["section"] == "main"}
    assert by_name["Testwing Drake"]["status"] == "automated"
    assert by_name["Zap Testbolt"]["status"] == "by_hand"
    assert by_name["Zap Testbolt"]["not_automated"][0]["text"] == "Zap Testbolt frobs the widget."
    assert by_name["Upside // Downside"]["status"] == "partial"
    assert out["by_cards"] == {"automated": 24, "partial": 2, "by_hand": 4, "total": 30,
                               "by_hand_share": round(4 / 30, 4)}
    assert out["by_unique_names"]["total"] == 4
    assert out["blanks_warning"] is True
    assert run_cli([str(deck), "--cards", str(atomic_file)]) == 0
    text = capsys.readouterr().out
    assert "by hand: Zap Testbolt frobs the widget." in text and "By unique names:" in text


def test_cards_corpus_counts_every_card_and_the_top_by_hand_lines(
        atomic_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert run_cli(["--corpus", "--cards", str(atomic_file), "--json", "--workers", "1"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["summary"]["total"] == 4
    assert out["summary"]["by_hand"] == 1 and out["summary"]["partial"] == 1
    assert ["CARDNAME frobs the widget.", 1] in out["top_by_hand_lines"]
    assert out["seconds"] >= 0


def test_the_corpus_run_in_parallel_gives_each_card_the_status_a_deck_would_see(database: CardDatabase) -> None:
    report = compile_corpus(database, 2)
    assert report.games.total + report.nontraditional.total == len(database) > 30_000
    statuses = {name: status for name, status, *_ in report.cards}
    for name in ("Goblin Guide", "Sacred Foundry", "Grizzly Bears", "Delver of Secrets // Insectile Aberration"):
        compiled = database.compiled(name)
        assert compiled is not None and statuses[name] == compiled.status


def test_cards_needs_a_deck_or_corpus(capsys: pytest.CaptureFixture[str]) -> None:
    assert run_cli([]) == 2
