"""A real Modern Burn list resolves against the full card list, builds a game and plays a goldfish run."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mtgtable.carddb import CardDatabase, DeckNames
from mtgtable.carddb.report import deck_automation
from mtgtable.decks import load_deck
from mtgtable.engine import Game, GameConfig
from mtgtable.goldfish import run, summarize
from mtgtable.goldfish.cli import run_cli

BURN = """\
4 Lightning Bolt
4 Goblin Guide
4 Monastery Swiftspear
4 Lava Spike
4 Rift Bolt
4 Skewer the Critics
4 Boros Charm
4 Lightning Helix
4 Eidolon of the Great Revel
2 Searing Blaze
4 Sacred Foundry
4 Inspiring Vantage
4 Arid Mesa
10 Mountain
"""


@pytest.fixture
def burn(tmp_path: Path) -> Path:
    path = tmp_path / "modern_burn.txt"
    path.write_text(BURN, encoding="utf-8")
    return path


def test_a_modern_burn_list_resolves_builds_a_game_and_plays_a_goldfish_run(database: CardDatabase,
                                                                             burn: Path) -> None:
    loaded = load_deck(burn, known_names=DeckNames(database))
    deck = loaded.deck.expanded()
    assert len(deck) == 60
    cards = database.game_cards(loaded.deck.names())
    game = Game.new(GameConfig((tuple(deck), tuple(deck)), seed=3), cards.db)
    assert game.pending is not None
    summary = summarize(run(deck, 20, seed=1, db=cards.db))
    assert summary.games == 20 and summary.kills > 0
    automation = deck_automation(loaded.deck, cards)
    assert automation.by_cards.total == 60 and automation.by_names.total == 14
    statuses = {c.name: c.status for c in automation.cards}
    assert statuses["Mountain"] == "automated"
    assert automation.by_cards.counts["by_hand"] == sum(c.count for c in automation.cards if c.status == "by_hand")


def test_the_goldfish_report_states_the_by_hand_share_and_lists_those_cards(burn: Path,
                                                                            capsys: pytest.CaptureFixture[str],
                                                                            corpus: Path) -> None:
    assert run_cli([str(burn), "--games", "5", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    a = out["automation"]
    assert a["by_cards"]["total"] == 60
    assert set(a["by_hand_cards"]) | set(a["partial_cards"]) <= {c["name"] for c in a["cards"]}
    assert a["blanks_warning"] == (a["by_hand_share"] > 0.05)
    assert run_cli([str(burn), "--games", "5"]) == 0
    text = capsys.readouterr().out
    assert "Automation:" in text
    if a["blanks_warning"]:
        assert "treat them as blanks" in text


def test_goldfish_oracle_flag_is_a_harmless_alias(burn: Path, corpus: Path) -> None:
    assert run_cli([str(burn), "--games", "2", "--oracle"]) == 0
