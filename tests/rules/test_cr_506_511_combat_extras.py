"""CR 506-511: planeswalkers in combat, combat triggers, blocking several
attackers, and a property test of random declarations."""

from __future__ import annotations

import random

import pytest

from mtgtable.engine import IllegalAnswer, Kind, PlayerRef, Step
from mtgtable.engine.decisions import DeclareAttackers, DeclareBlockers
from mtgtable.engine.files.snapshot import snapshot
from mtgtable.engine.turn.steps import Duration

from .helpers import assert_illegal, assert_legal, life, on_battlefield, perm, scenario

BASE = """
[game]
turn = 4
active = 0
step = "{step}"
begun = {begun}
[cards."Test Walker"]
types = ["Planeswalker"]
loyalty = 3
[cards."Raider"]
types = ["Creature"]
power = 3
toughness = 3
abilities = [
  {{ kind = "triggered", trigger = "attacks", effects = [{{ do = "gain_life", amount = 1 }}] }},
  {{ kind = "triggered", trigger = "combat_damage_player", effects = [{{ do = "draw", amount = 1 }}] }},
  {{ kind = "triggered", trigger = "end_of_combat", effects = [{{ do = "gain_life", amount = 2 }}] }},
]
[cards."Sentinel Wall"]
types = ["Creature"]
power = 1
toughness = 6
abilities = [
  {{ kind = "static", static = "can_block_any_number" }},
  {{ kind = "triggered", trigger = "blocks", effects = [{{ do = "gain_life", amount = 1 }}] }},
]
[cards."Sky Watcher"]
types = ["Creature"]
power = 1
toughness = 1
keywords = ["Reach"]
abilities = [{{ kind = "static", static = "can_block_only_flyers" }}]
[[player]]
name = "Alice"
library = ["Forest", "Forest"]
{alice}
[[player]]
name = "Bob"
library = ["Forest", "Forest"]
{bob}
"""


def make(alice: str, bob: str, step: str = "declare_attackers", begun: str = "false"):  # type: ignore[no-untyped-def]
    return scenario(BASE.format(alice=alice, bob=bob, step=step, begun=begun))


def finish_combat(sc) -> None:  # type: ignore[no-untyped-def]
    g = sc.game
    while g.step is not Step.MAIN2 and g.pending is not None:
        g.answer("pass" if g.pending.kind is Kind.PRIORITY else g.pending.suggest())


def test_cr_508_1b_attack_a_planeswalker_and_120_3c_damage_removes_loyalty() -> None:
    sc = make(perm("Hill Giant", "giant"), perm("Test Walker", "walker"))
    assert sc.game.pending.data["targets"] == [PlayerRef(1), sc.id("walker")]
    sc.answer("attack giant>walker")
    finish_combat(sc)
    assert not on_battlefield(sc, "walker")  # 3 damage, 3 loyalty: CR 704.5i
    assert life(sc, 1) == 20


def test_cr_508_1b_cannot_attack_own_planeswalker() -> None:
    sc = make(perm("Hill Giant", "giant") + perm("Test Walker", "mine"), "")
    assert_illegal(sc, "attack giant>mine", "508.1b")


def test_cr_506_4c_attacked_planeswalker_gone_attacker_deals_no_damage() -> None:
    sc = make(perm("Hill Giant", "giant"), perm("Test Walker", "walker"))
    sc.answer("attack giant>walker")
    sc.game.move(sc.id("walker"), __import__("mtgtable.engine", fromlist=["Zone"]).Zone.GRAVEYARD)
    finish_combat(sc)
    assert life(sc, 1) == 20 and not any(e.kind == "damage" for e in sc.game.events)


def test_cr_508_2_attack_trigger_510_3_damage_trigger_511_1_end_of_combat_trigger() -> None:
    sc = make(perm("Raider", "raider"), "")
    hand = len(sc.game.players[0].hand)
    sc.answer("attack raider>p1")
    finish_combat(sc)
    assert life(sc, 0) == 23  # 1 on attacking, 2 at end of combat
    assert life(sc, 1) == 17
    assert len(sc.game.players[0].hand) == hand + 1


def test_cr_509_1a_can_block_any_number_and_509_4_blocks_triggers_once() -> None:
    alice = perm("Hill Giant", "g1") + perm("Hill Giant", "g2") + perm("Grizzly Bears", "g3")
    sc = make(alice, perm("Sentinel Wall", "wall"))
    sc.answer("attack g1>p1 g2>p1 g3>p1")
    finish_to_blocks(sc)
    sc.answer("block wall>g1 wall>g2 wall>g3")
    assert sc.game.pending.kind is Kind.ORDER_ATTACKERS
    sc.answer("order wall: g3 g1 g2")
    sc.answer("pass")
    sc.answer("pass")  # the blocks trigger resolves, once
    assert life(sc, 1) == 21


def finish_to_blocks(sc) -> None:  # type: ignore[no-untyped-def]
    g = sc.game
    while g.pending.kind is Kind.PRIORITY:
        g.answer("pass")


def test_cr_509_1b_can_block_only_creatures_with_flying() -> None:
    sc = make(perm("Hill Giant", "giant") + perm("Serra Angel", "angel"), perm("Sky Watcher", "watcher"))
    sc.answer("attack giant>p1 angel>p1")
    finish_to_blocks(sc)
    assert_illegal(sc, "block watcher>giant", "509.1b")
    assert_legal(sc, "block watcher>angel")


def block_two_bears(blocker: str):  # type: ignore[no-untyped-def]
    sc = make(perm("Grizzly Bears", "b1") + perm("Grizzly Bears", "b2"), perm(blocker, "blocker"))
    sc.answer("attack b1>p1 b2>p1")
    finish_to_blocks(sc)
    sc.answer("block blocker>b1 blocker>b2")
    sc.answer("order blocker: b2 b1")
    sc.answer("pass")
    sc.answer("pass")
    return sc


def test_cr_510_1d_blocker_damage_follows_its_order_automatically_when_only_one_way() -> None:
    sc = block_two_bears("Foriysian Brigade")  # power 2: all of it must go to the first, b2
    assert sc.game.step is Step.COMBAT_DAMAGE
    assert not on_battlefield(sc, "b2") and on_battlefield(sc, "b1")


def test_cr_510_1d_blocker_divides_damage_among_attackers_in_order() -> None:
    sc = block_two_bears("Sentinel Wall")
    sc.game.add_modifier(sc.id("blocker"), 3, 0, frozenset(), Duration.END_OF_TURN, 1, "test")  # a 4/6 wall
    sc.answer("pass")
    sc.answer("pass")  # (the wall's blocks trigger resolved above; now to damage)
    d = sc.game.pending
    assert d.kind is Kind.ASSIGN_DAMAGE and d.player == 1
    assert_illegal(sc, "assign blocker: b2=1 b1=3", "510.1d")
    assert_legal(sc, "assign blocker: b2=4")
    sc.answer("assign blocker: b2=2 b1=2")
    assert not on_battlefield(sc, "b2") and not on_battlefield(sc, "b1")


@pytest.mark.parametrize("seed", range(12))
def test_random_declarations_are_judged_and_rejections_change_nothing(seed: int) -> None:
    rng = random.Random(seed)
    pool = ["Hill Giant", "Grizzly Bears", "Serra Angel", "Giant Spider", "Goblin Piker", "Foriysian Brigade",
            "Pride Guardian", "Llanowar Elves", "Sentinel Wall", "Sky Watcher", "Raider"]
    alice = "".join(perm(rng.choice(pool), f"a{i}", "sick = false") for i in range(rng.randint(1, 5)))
    bob = "".join(perm(rng.choice(pool), f"b{i}") for i in range(rng.randint(1, 5)))
    sc = make(alice, bob)
    g = sc.game
    while g.pending is not None and g.step is not Step.MAIN2:
        d = g.pending
        if d.kind in (Kind.DECLARE_ATTACKERS, Kind.DECLARE_BLOCKERS):
            for _ in range(10):
                if d.kind is Kind.DECLARE_ATTACKERS:
                    ids = [i for i in g.battlefield if g.objects[i].controller == 0]
                    a: object = DeclareAttackers(tuple((i, PlayerRef(1)) for i in ids if rng.random() < 0.5))
                else:
                    mine = [i for i in g.battlefield if g.objects[i].controller == 1]
                    atts = list(g.combat.attackers)
                    a = DeclareBlockers(tuple((b, rng.choice(atts)) for b in mine if rng.random() < 0.6))
                before = snapshot(g)
                try:
                    g.answer(a)
                    break
                except IllegalAnswer as exc:
                    assert exc.rule, "every refusal names a rule"
                    assert snapshot(g) == before
            else:
                g.answer(d.suggest())
        elif d.kind is Kind.ASSIGN_DAMAGE:
            suggestion = d.suggest()
            total = sum(sum(p.values()) for p in suggestion.as_dict().values())
            assert total == sum(s["power"] for s in d.data["sources"])
            life_before = [p.life for p in g.players]
            g.answer(suggestion)
            del life_before
        else:
            g.answer("pass" if d.kind is Kind.PRIORITY else d.suggest())


def test_cr_508_2a_example_attack_trigger_looks_only_at_declaration() -> None:
    from .helpers import lesson
    sc = lesson("cr_508_2a_attack_trigger_checks_only_at_declaration.toml")
    g = sc.game
    assert "G" in g.colors(sc.id("drake"))  # it is green now...
    finish_combat(sc)
    assert on_battlefield(sc, "drake")  # ...but it was blue when declared: no trigger for it
    assert not on_battlefield(sc, "bears")  # the green Bears triggered: destroyed at end of combat
    assert any(e.rule == "701.7" and "Grizzly Bears" in e.text for e in g.events)


def test_cr_509_4f_example_blocked_by_trigger_looks_only_at_declaration() -> None:
    from .helpers import lesson
    sc = lesson("cr_509_4f_blocked_by_trigger_checks_only_at_declaration.toml")
    g = sc.game
    assert "W" in g.colors(sc.id("black"))
    finish_combat(sc)
    assert on_battlefield(sc, "black")  # made white only after it blocked: no trigger
    assert not on_battlefield(sc, "white")  # white as it blocked: destroyed at end of combat


COUNTING = """
[cards."Counting Wall"]
types = ["Creature"]
power = 0
toughness = 8
abilities = [
  { kind = "static", static = "can_block_any_number" },
  { kind = "triggered", trigger = "blocks", effects = [{ do = "gain_life", amount = 1 }] },
  { kind = "triggered", trigger = "blocks_a_creature", effects = [{ do = "gain_life", amount = 10 }] },
]
[cards."Counting Beast"]
types = ["Creature"]
power = 1
toughness = 9
abilities = [
  { kind = "triggered", trigger = "becomes_blocked", effects = [{ do = "gain_life", amount = 1 }] },
  { kind = "triggered", trigger = "blocked_by", effects = [{ do = "gain_life", amount = 10 }] },
  { kind = "triggered", trigger = "attacks_unblocked", effects = [{ do = "gain_life", amount = 100 }] },
]
"""


def resolve_all(sc) -> None:  # type: ignore[no-untyped-def]
    """Put waiting triggers on the stack in the order they triggered (CR 603.3b), then resolve everything."""
    if sc.game.pending.kind is Kind.ORDER_TRIGGERS:
        sc.game.answer(sc.game.pending.suggest())
    while sc.game.stack:
        sc.answer("pass")


def test_cr_509_4a_and_509_4b_blocks_once_versus_once_per_attacker() -> None:
    sc = scenario(BASE.format(alice=perm("Grizzly Bears", "a1") + perm("Grizzly Bears", "a2"),
                              bob=perm("Counting Wall", "wall"), step="declare_attackers", begun="false") + COUNTING)
    sc.answer("attack a1>p1 a2>p1")
    finish_to_blocks(sc)
    sc.answer("block wall>a1 wall>a2")
    sc.game.answer(sc.game.pending.suggest())  # order the two attackers
    resolve_all(sc)
    assert life(sc, 1) == 20 + 1 + 2 * 10


def test_cr_509_4c_and_509_4d_becomes_blocked_once_versus_once_per_blocker() -> None:
    sc = scenario(BASE.format(alice=perm("Counting Beast", "beast"),
                              bob=perm("Grizzly Bears", "b1") + perm("Grizzly Bears", "b2"),
                              step="declare_attackers", begun="false") + COUNTING)
    sc.answer("attack beast>p1")
    finish_to_blocks(sc)
    sc.answer("block b1>beast b2>beast")
    sc.game.answer(sc.game.pending.suggest())  # order the two blockers
    resolve_all(sc)
    assert life(sc, 0) == 20 + 1 + 2 * 10


def test_cr_509_4g_attacks_and_isnt_blocked() -> None:
    sc = scenario(BASE.format(alice=perm("Counting Beast", "beast"), bob=perm("Grizzly Bears", "b1"),
                              step="declare_attackers", begun="false") + COUNTING)
    sc.answer("attack beast>p1")
    finish_to_blocks(sc)
    sc.answer("block")
    resolve_all(sc)
    assert life(sc, 0) == 120
