"""Property tests: many seeded random games through the public API, checking
invariants after every answer (the OpenSpiel-style random simulation test)."""

from __future__ import annotations

import random

import pytest

from mtgtable.engine import Game, GameConfig, IllegalAnswer, Kind, Zone
from mtgtable.engine.agents import RandomAgent
from mtgtable.engine.decisions import AssignDamage, DeclareAttackers, DeclareBlockers, Order, Pass
from mtgtable.engine.replay import replay, undo
from mtgtable.engine.snapshot import snapshot

GREEN_WHITE = tuple(["Forest"] * 9 + ["Plains"] * 8 + ["Llanowar Elves"] * 3 + ["Grizzly Bears"] * 3
                    + ["Serra Angel"] * 2 + ["Giant Spider"] * 2 + ["Foriysian Brigade"] * 2
                    + ["Pride Guardian"] * 2 + ["Giant Growth"] * 3 + ["Mending Hands"] * 2
                    + ["Trained Armodon"] * 2 + ["Flash Foliage"] * 2)
RED_GREEN = tuple(["Forest"] * 9 + ["Mountain"] * 8 + ["Mogg Fanatic"] * 3 + ["Goblin Piker"] * 3
                  + ["Hill Giant"] * 3 + ["Canyon Minotaur"] * 2 + ["Lightning Bolt"] * 4
                  + ["Grizzly Bears"] * 3 + ["Durkwood Boars"] * 2 + ["Giant Growth"] * 3)

SEEDS = range(24)


def card_count(g: Game) -> int:
    """Cards (not tokens) in every zone, plus spells on the stack."""
    n = sum(len(p.library) + len(p.hand) + len(p.graveyard) + len(p.exile) for p in g.players)
    n += sum(1 for i in g.battlefield if not g.objects[i].token)
    n += sum(1 for s in g.stack if s.kind == "spell")
    return n


def check_invariants(g: Game, total: int, step_before: object) -> None:
    assert card_count(g) == total, "a card was created or lost"
    if g.step is not step_before:
        assert all(p.pool.total() == 0 for p in g.players), "mana survived a step boundary (CR 500.4)"
    if g.pending is not None and g.pending.kind is Kind.PRIORITY:
        for oid in g.battlefield:
            o = g.objects[oid]
            if g.is_creature(oid):
                t = g.toughness(oid)
                assert t > 0, f"{o} with toughness {t} survived SBA (CR 704.5f)"
                assert o.damage < t or g.has_keyword(oid, "Indestructible"), f"{o} survived lethal damage (704.5g)"


def wrong_answer(g: Game, rng: random.Random) -> object:
    """An answer of the wrong kind for the pending decision (always illegal)."""
    kind = g.pending.kind
    if kind is Kind.PRIORITY:
        return DeclareAttackers(())
    if kind is Kind.DECLARE_BLOCKERS:
        return DeclareBlockers(((999999, 888888),))
    return Order(999999, ())


def play(seed: int, check_every_answer: bool = True) -> Game:
    g = Game.new(GameConfig((GREEN_WHITE, RED_GREEN), seed=seed, damage_order=seed % 3 != 0))
    agents = {0: RandomAgent(seed), 1: RandomAgent(seed + 101)}
    rng = random.Random(seed)
    total = card_count(g)
    while g.pending is not None and g.turn < 60:
        d = g.pending
        if rng.random() < 0.02:
            before = snapshot(g)
            with pytest.raises(IllegalAnswer):
                g.answer(wrong_answer(g, rng))
            assert snapshot(g) == before, "an illegal answer changed the game"
        if d.kind is Kind.ASSIGN_DAMAGE:
            check_assignment_property(g, d, agents[d.player].choose(g, d))
            continue
        step = g.step
        g.answer(agents[d.player].choose(g, d))
        if check_every_answer:
            check_invariants(g, total, step)
    return g


def check_assignment_property(g: Game, d: object, answer: AssignDamage) -> None:
    """Total damage assigned equals total power; the engine's judgement holds."""
    data = d.data  # type: ignore[attr-defined]
    for s in data["sources"]:
        assert sum(answer.as_dict()[s["source"]].values()) == s["power"]
    g.answer(answer)


@pytest.mark.parametrize("seed", SEEDS)
def test_random_game_invariants(seed: int) -> None:
    g = play(seed)
    assert g.outcome is not None or g.turn >= 60


@pytest.mark.parametrize("seed", [1, 5, 11])
def test_replay_reproduces_the_same_state(seed: int) -> None:
    g = play(seed, check_every_answer=False)
    again = replay(g.setup, [str(a) for a in g.answers])
    assert snapshot(again) == snapshot(g)
    assert [e.line() for e in again.events] == [e.line() for e in g.events]


@pytest.mark.parametrize("seed", [2, 7])
def test_undo_then_redo_returns_the_same_state(seed: int) -> None:
    g = play(seed, check_every_answer=False)
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
