"""Property tests: many seeded random games through the public API, checking
invariants after every answer (the OpenSpiel-style random simulation test)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from mtgtable.engine import Game, GameConfig, Kind, Zone
from mtgtable.engine.decisions import Pass
from mtgtable.engine.tools.fuzz import (
    GREEN_WHITE,
    RED_GREEN,
    FuzzStats,
    InvariantBroken,
    check_invariants,
    fuzz,
    owned_cards,
    play,
)
from mtgtable.engine.files.replay import load_game, replay, undo
from mtgtable.engine.files.snapshot import snapshot

SEEDS = range(24)


@pytest.mark.parametrize("seed", SEEDS)
def test_random_game_invariants(seed: int) -> None:
    stats = FuzzStats()
    g = play(seed, stats=stats)
    # Every answer was followed by the checks, and the probes and round trip ran.
    assert stats.answers == stats.checked == len(g.answers) > 100
    assert stats.steps_checked > 10 and stats.priority_checks > 10 and stats.round_trips == 1
    assert sum(stats.kinds.values()) == len(g.answers)


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
    cards = owned_cards(g.state)
    g.players[0].hand.pop()
    with pytest.raises(InvariantBroken, match="in no zone list"):
        check_invariants(g, cards)


def test_invariant_checks_see_card_identity_not_only_the_count() -> None:
    """A lost card and a duplicated one cancel out in a count; not in the identity check."""
    g = play(3, max_turns=3)
    cards = owned_cards(g.state)
    hand = g.players[0].hand
    a, b = hand[0], next(i for i in hand if g.objects[i].name != g.objects[hand[0]].name)
    g.objects[a].card = g.objects[b].card  # one card turned into a copy of another
    with pytest.raises(InvariantBroken, match="created or lost"):
        check_invariants(g, cards)


def test_invariant_checks_see_a_zone_field_that_disagrees() -> None:
    g = play(3, max_turns=3)
    g.objects[g.players[0].hand[0]].zone = Zone.GRAVEYARD
    with pytest.raises(InvariantBroken, match="zone says"):
        check_invariants(g, owned_cards(g.state))


def test_invariant_checks_see_a_state_based_action_left_undone() -> None:
    g = play(4, max_turns=8)
    creature = next((i for i in g.battlefield if g.is_creature(i)), None)
    assert creature is not None and g.pending is not None and g.pending.kind is Kind.PRIORITY
    g.objects[creature].deathtouched = True
    g.objects[creature].damage = 1
    with pytest.raises(InvariantBroken, match="704.5h"):
        check_invariants(g, owned_cards(g.state))


def test_fuzz_jobs_give_the_same_report() -> None:
    one = fuzz(4, seed=60)
    two = fuzz(4, seed=60, jobs=2)
    assert one.failures == two.failures == [] and one.stats == two.stats and one.games == two.games == 4


def test_fuzz_reaches_every_decision_kind() -> None:
    report = fuzz(30, seed=0)
    assert report.failures == []
    missing = [k.value for k in Kind if report.stats.kinds.get(k.value, 0) == 0]
    assert not missing, f"no game reached: {missing}"


def test_fuzz_command_reports_and_saves_failing_games(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from mtgtable.engine.tools import fuzz as fuzz_module
    assert fuzz(3, seed=40).failures == []

    def broken(game: Game, *args: object) -> None:
        if game.turn >= 2:
            raise InvariantBroken("planted failure")
    monkeypatch.setattr(fuzz_module, "check_zones", broken)
    report = fuzz(2, seed=50, save_dir=tmp_path)
    assert [f["seed"] for f in report.failures] == [50, 51]
    assert "planted failure" in report.failures[0]["error"]
    assert load_game(report.failures[0]["replay"]).setup["type"] == "new"


@pytest.mark.parametrize("seed", [7, 8, 9])
def test_random_games_with_decks_from_the_whole_card_pool(seed: int) -> None:
    stats = FuzzStats()
    g = play(seed, pool=True, max_turns=25, stats=stats)
    assert stats.answers == stats.checked == len(g.answers) > 50 and stats.round_trips == 1
    assert snapshot(replay(g.setup, [str(a) for a in g.answers])) == snapshot(g)


def test_no_engine_code_assigns_an_object_zone() -> None:
    """What lets the fuzzer's zone check skip an unchanged zone list: an object's zone is
    set only when it is created (a move makes a new object, CR 400.7)."""
    import re
    engine = Path(__file__).resolve().parents[2] / "mtgtable" / "engine"
    creation = "        self.zone = zone  # (the constructor: where the object is created, CR 400.7)\n"
    assert creation in (engine / "objects.py").read_text(encoding="utf-8")
    # Phasing changes a permanent's status, not its zone (CR 702.26d): between the battlefield and
    # the phased-out record, neither of them a player's zone list, so the skip stays right.
    phasing = ("        o.zone = Zone.PHASED_OUT\n", "        o.zone = Zone.BATTLEFIELD\n")
    ops_text = (engine / "operations.py").read_text(encoding="utf-8")
    assert all(ops_text.count(line) == 1 for line in phasing)
    for path in engine.rglob("*.py"):
        text = path.read_text(encoding="utf-8").replace(creation, "", 1 if path.name == "objects.py" else 0)
        if path.name == "operations.py":
            for line in phasing:
                text = text.replace(line, "", 1)
        assert not re.search(r"\.zone\s*=[^=]", text), path.name
