"""Property tests: many seeded random games through the public API, checking
invariants after every answer (the OpenSpiel-style random simulation test)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from mtgtable.engine import Game, GameConfig, Kind, Zone
from mtgtable.engine.decisions import Pass
from mtgtable.engine.fuzz import GREEN_WHITE, RED_GREEN, InvariantBroken, card_count, check_invariants, fuzz, play
from mtgtable.engine.replay import load_game, replay, undo
from mtgtable.engine.snapshot import snapshot

SEEDS = range(24)


@pytest.mark.parametrize("seed", SEEDS)
def test_random_game_invariants(seed: int) -> None:
    g = play(seed)
    assert g.outcome is not None or g.turn >= 60


@pytest.mark.parametrize("seed", [1, 5, 11])
def test_replay_reproduces_the_same_state(seed: int) -> None:
    g = play(seed, check=False)
    again = replay(g.setup, [str(a) for a in g.answers])
    assert snapshot(again) == snapshot(g)
    assert [e.line() for e in again.events] == [e.line() for e in g.events]


@pytest.mark.parametrize("seed", [2, 7])
def test_undo_then_redo_returns_the_same_state(seed: int) -> None:
    g = play(seed, check=False)
    rng = random.Random(seed)
    answers = list(g.answers)
    for _ in range(3):
        cut = rng.randrange(1, len(answers))
        partial = replay(g.setup, answers[:cut])
        back = undo(partial, 1)
        assert snapshot(back) == snapshot(replay(g.setup, answers[:cut - 1]))
        back.answer(answers[cut - 1])
        assert snapshot(back) == snapshot(partial)


def test_pass_only_game_ends_by_decking() -> None:
    g = Game.new(GameConfig((GREEN_WHITE, RED_GREEN), seed=3))
    while g.pending is not None:
        d = g.pending
        g.answer(Pass() if d.kind is Kind.PRIORITY else d.suggest() if d.kind is not Kind.MULLIGAN else "keep")
    assert g.outcome is not None and "empty library" in g.outcome.reason
    assert all(g.objects[i].zone is Zone.BATTLEFIELD for i in g.battlefield)


def test_invariant_checks_catch_a_broken_state() -> None:
    """The checks can fail: a card removed behind the engine's back is caught."""
    g = play(3, max_turns=3)
    total = card_count(g)
    g.players[0].hand.pop()
    with pytest.raises(InvariantBroken, match="created or lost"):
        check_invariants(g, total, g.step)


def test_fuzz_command_reports_and_saves_failing_games(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from mtgtable.engine import fuzz as fuzz_module
    assert fuzz(3, seed=40).failures == []

    def broken(game: Game, total: int, step: object) -> None:
        if game.turn >= 2:
            raise InvariantBroken("planted failure")
    monkeypatch.setattr(fuzz_module, "check_invariants", broken)
    report = fuzz(2, seed=50, save_dir=tmp_path)
    assert [f["seed"] for f in report.failures] == [50, 51]
    assert "planted failure" in report.failures[0]["error"]
    assert load_game(report.failures[0]["replay"]).setup["type"] == "new"


@pytest.mark.parametrize("seed", [7, 8, 9])
def test_random_games_with_decks_from_the_whole_card_pool(seed: int) -> None:
    g = play(seed, pool=True, max_turns=25)
    assert g.outcome is not None or g.turn >= 25
