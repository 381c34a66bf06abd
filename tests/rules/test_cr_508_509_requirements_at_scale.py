"""CR 508.1d, 509.1c: the most requirements obeyed, on big boards, computed as a
flow instead of a search (mtgtable.engine.rules.combat_requirements).

The old exhaustive search silently dropped a requirement above 200,000
combinations ("no blocks" was accepted against Gaea's Protector from 18
creatures); these tests play 20, 50 and 200 creatures, and check the flow
against the exhaustive search on random small boards (both must agree).
"""

from __future__ import annotations

import itertools
import random

import pytest

from mtgtable.engine import Kind
from mtgtable.engine.rules import combat as cr
from mtgtable.engine.rules import combat_requirements as reqs
from mtgtable.engine.rules.combat_requirements import BlockBoard, RequirementSearchLimit

from .helpers import assert_illegal, assert_legal, perm, scenario

CARDS = """
[cards."Protector"]
types = ["Creature"]
power = 2
toughness = 5
abilities = [{ kind = "static", static = "must_be_blocked" }]
[cards."Eager Guard"]
types = ["Creature"]
power = 1
toughness = 1
abilities = [{ kind = "static", static = "blocks_each_combat" }]
[cards."Lonely Guard"]
types = ["Creature"]
power = 1
toughness = 1
abilities = [{ kind = "static", static = "cant_block_alone" }]
[cards."Eager Loner"]
types = ["Creature"]
power = 1
toughness = 1
abilities = [{ kind = "static", static = "blocks_each_combat" }, { kind = "static", static = "cant_block_alone" }]
[cards."Wide Guard"]
types = ["Creature"]
power = 1
toughness = 3
abilities = [{ kind = "static", static = "can_block_additional", n = 1 }]
[cards."Plain Guard"]
types = ["Creature"]
power = 1
toughness = 1
[cards."Rogue"]
types = ["Creature"]
power = 3
toughness = 3
keywords = ["Menace"]
[cards."Menacing Protector"]
types = ["Creature"]
power = 3
toughness = 3
keywords = ["Menace"]
abilities = [{ kind = "static", static = "must_be_blocked" }]
[cards."Bird"]
types = ["Creature"]
power = 1
toughness = 1
keywords = ["Flying"]
[cards."Berserker"]
types = ["Creature"]
power = 2
toughness = 2
abilities = [{ kind = "static", static = "attacks_each_combat" }]
[cards."Shy Berserker"]
types = ["Creature"]
power = 2
toughness = 2
abilities = [{ kind = "static", static = "attacks_each_combat" }, { kind = "static", static = "cant_attack_alone" }]
[cards."Narrow Pass"]
types = ["Enchantment"]
abilities = [{ kind = "static", static = "max_attackers", n = 1 }]
"""


def board(step: str, alice: str, bob: str) -> str:
    return f"""
[game]
turn = 3
active = 0
step = "{step}"
begun = false
{CARDS}
[[player]]
name = "Alice"
{alice}
[[player]]
name = "Bob"
{bob}
"""


def attacking(card: str, alias: str) -> str:
    return perm(card, alias, 'attacking = "p1"\ntapped = true')


def many(card: str, prefix: str, n: int, attack: bool = False) -> str:
    make = attacking if attack else perm
    return "".join(make(card, f"{prefix}{i}") for i in range(n))


def old_max_block_requirements(game: cr.Game) -> int:
    """The exhaustive search of commit 71c3851 without its limit: each free
    blocker blocks one attacker or none, every combination weighed."""
    must_block, must_be_blocked = cr._block_requirements(game.state)
    blockers = cr._free_blockers(game.state)
    choices = [[None] + [a for a in game.combat.attackers if cr.block_problem(game.state, b, a) is None] for b in blockers]
    best = 0
    for combo in itertools.product(*choices):
        pairs = [(b, a) for b, a in zip(blockers, combo) if a is not None]
        if cr._block_restriction(game.state, pairs) is None:
            best = max(best, len(must_block & {b for b, _ in pairs}) + len(must_be_blocked & {a for _, a in pairs}))
    return best


# ----------------------------------------------------------------------------- 20, 50 and 200 creatures

@pytest.mark.parametrize("n", [20, 50, 200])
def test_cr_509_1c_must_be_blocked_if_able_is_never_dropped(n: int) -> None:
    sc = scenario(board("declare_blockers", attacking("Protector", "protector"), many("Plain Guard", "g", n)))
    assert sc.game.pending.kind is Kind.DECLARE_BLOCKERS
    assert cr.max_block_requirements(sc.game.state) == 1
    assert_illegal(sc, "block", "509.1c")  # the old search accepted this from 18 creatures
    assert_legal(sc, "block g7>protector")
    suggestion = sc.game.pending.suggest()
    assert len(suggestion.blocks) == 1 and suggestion.blocks[0][1] == sc.id("protector")


@pytest.mark.parametrize(("blockers", "attackers"), [(20, 12), (50, 3), (200, 3)])
def test_cr_509_1c_blocks_each_combat_if_able_on_a_big_board(blockers: int, attackers: int) -> None:
    sc = scenario(board("declare_blockers", many("Plain Guard", "a", attackers, attack=True),
                        many("Eager Guard", "e", blockers)))
    assert cr.max_block_requirements(sc.game.state) == blockers
    assert_illegal(sc, "block", "509.1c")
    suggestion = sc.game.pending.suggest()
    assert {b for b, _ in suggestion.blocks} == {sc.id(f"e{i}") for i in range(blockers)}
    sc.game.check(suggestion)


@pytest.mark.parametrize("n", [20, 50, 200])
def test_cr_509_1c_with_702_110b_menace_two_blockers_or_none(n: int) -> None:
    # One Eager Guard among n plain creatures, a menace attacker it can block and a flyer it can't:
    # the requirement is obeyed only with a partner (CR 509.1c example, on a big board).
    alice = attacking("Rogue", "rogue") + attacking("Bird", "bird") + attacking("Menacing Protector", "mp")
    sc = scenario(board("declare_blockers", alice, perm("Eager Guard", "eager") + many("Plain Guard", "g", n - 1)))
    assert cr.max_block_requirements(sc.game.state) == 2  # the guard blocks, and the menacing protector is blocked
    assert_illegal(sc, "block eager>rogue", "702.110b")
    assert_illegal(sc, "block eager>rogue g1>rogue", "509.1c")
    assert_legal(sc, "block eager>mp g1>mp")
    assert_legal(sc, "block eager>rogue g1>rogue g2>mp g3>mp")
    sc.game.check(sc.game.pending.suggest())


@pytest.mark.parametrize("n", [20, 50, 200])
def test_cr_509_1c_with_509_1b_cant_block_alone(n: int) -> None:
    alice = attacking("Protector", "protector") + attacking("Bird", "bird")
    # Only Lonely Guards and one flyer-less Eager Loner: whoever blocks needs company.
    sc = scenario(board("declare_blockers", alice, perm("Eager Loner", "loner") + many("Lonely Guard", "g", n - 1)))
    assert cr.max_block_requirements(sc.game.state) == 2
    assert_illegal(sc, "block loner>protector", "509.1b")
    assert_legal(sc, "block loner>protector g0>protector")
    sc.game.check(sc.game.pending.suggest())


@pytest.mark.parametrize("n", [20, 50, 200])
def test_cr_509_1a_and_1c_a_creature_that_blocks_two_obeys_two_requirements(n: int) -> None:
    alice = attacking("Protector", "p1") + attacking("Protector", "p2") + attacking("Protector", "p3")
    sc = scenario(board("declare_blockers", alice, perm("Wide Guard", "wide") + many("Bird", "b", n - 1, attack=False)))
    # Birds can block the protectors too; all three are blocked either way.
    assert cr.max_block_requirements(sc.game.state) == 3
    sc2 = scenario(board("declare_blockers", alice, perm("Wide Guard", "wide")))
    assert cr.max_block_requirements(sc2.game.state) == 2  # one creature able to block two (the old search said 1)
    assert_illegal(sc2, "block wide>p1", "509.1c")
    assert_legal(sc2, "block wide>p1 wide>p3")


@pytest.mark.parametrize("n", [20, 50, 200])
def test_cr_508_1d_attacks_each_combat_with_508_1c_no_more_than_one(n: int) -> None:
    alice = many("Berserker", "b", n) + perm("Shy Berserker", "shy")
    sc = scenario(board("declare_attackers", alice, perm("Narrow Pass", "pass")))
    assert sc.game.pending.kind is Kind.DECLARE_ATTACKERS
    suggestion = sc.game.pending.suggest()  # took 7.2 s at 18 creatures with the old search
    assert len(suggestion.attacks) == 1 and suggestion.attacks[0][0] != sc.id("shy")
    assert_illegal(sc, "attack", "508.1d")
    assert_illegal(sc, "attack shy>p1", "508.1c")
    assert_legal(sc, "attack b3>p1")
    assert_illegal(sc, "attack b3>p1 b4>p1", "508.1c")


@pytest.mark.parametrize("n", [20, 50, 200])
def test_cr_508_1d_every_attacker_must_attack_without_a_limit(n: int) -> None:
    sc = scenario(board("declare_attackers", many("Berserker", "b", n) + perm("Shy Berserker", "shy"), ""))
    suggestion = sc.game.pending.suggest()
    assert len(suggestion.attacks) == n + 1
    sc.game.check(suggestion)
    assert_illegal(sc, "attack " + " ".join(f"b{i}>p1" for i in range(n)), "508.1d")


def test_cr_508_1d_cant_attack_alone_needs_company_to_obey() -> None:
    sc = scenario(board("declare_attackers", perm("Shy Berserker", "shy") + perm("Plain Guard", "bear"), ""))
    assert [a for a, _ in sc.game.pending.suggest().attacks] == [sc.id("shy"), sc.id("bear")]
    assert_illegal(sc, "attack", "508.1d")
    assert_illegal(sc, "attack shy>p1", "508.1c")


def test_cr_509_1c_a_bound_is_an_error_naming_the_rule() -> None:
    menace = frozenset(range(100, 100 + 13))
    p = BlockBoard(options={b: tuple(menace) for b in range(30)}, capacity={b: 1 for b in range(30)},
                   must_block=frozenset(), must_be_blocked=menace, needs_two=menace)
    with pytest.raises(RequirementSearchLimit) as info:
        reqs.best_blocks(p)
    assert info.value.rule == "509.1c" and "509.1c" in str(info.value)
    big = BlockBoard(options={b: (1, 2, 3) for b in range(20)}, capacity={b: 1 for b in range(20)},
                     must_block=frozenset(range(20)), must_be_blocked=frozenset(), needs_two=frozenset())
    with pytest.raises(RequirementSearchLimit):
        reqs.exhaustive_best_blocks(big)


# ----------------------------------------------------------------------------- differential: flow = exhaustive search

def random_board(rng: random.Random) -> BlockBoard:
    blockers = list(range(rng.randint(0, 5)))
    attackers = list(range(100, 100 + rng.randint(1, 4)))
    options = {b: tuple(a for a in attackers if rng.random() < 0.6) for b in blockers}
    return BlockBoard(
        options=options,
        capacity={b: rng.choice([1, 1, 1, 2]) for b in blockers},
        must_block=frozenset(b for b in blockers if rng.random() < 0.4),
        must_be_blocked=frozenset(a for a in attackers if rng.random() < 0.5),
        needs_two=frozenset(a for a in attackers if rng.random() < 0.35),
        cant_block_alone=frozenset(b for b in blockers if rng.random() < 0.25))


def test_cr_509_1c_flow_agrees_with_the_exhaustive_search_on_random_small_boards() -> None:
    rng = random.Random(509)
    for _ in range(1500):
        p = random_board(rng)
        value, pairs = reqs.best_blocks(p)
        expected, _ = reqs.exhaustive_best_blocks(p)
        assert value == expected, p
        assert not reqs.restricted(p, pairs) and reqs.obeyed(p, pairs) == value, (p, pairs)
        per: dict[int, int] = {}
        for b, a in pairs:
            assert a in p.options[b]
            per[b] = per.get(b, 0) + 1
        assert all(n <= p.capacity[b] for b, n in per.items())
        assert len(set(pairs)) == len(pairs)


GUARDS = ["Eager Guard", "Lonely Guard", "Eager Loner", "Plain Guard", "Bird"]
RAIDERS = ["Protector", "Rogue", "Menacing Protector", "Bird", "Plain Guard"]


@pytest.mark.parametrize("seed", range(40))
def test_cr_509_1c_games_agree_with_the_search_of_71c3851(seed: int) -> None:
    """Random small boards as games: the flow, the old exhaustive search (each
    creature blocking at most one) and the suggestion's legality agree."""
    rng = random.Random(seed)
    alice = "".join(attacking(rng.choice(RAIDERS), f"a{i}") for i in range(rng.randint(1, 3)))
    bob = "".join(perm(rng.choice(GUARDS), f"g{i}") for i in range(rng.randint(1, 6)))
    sc = scenario(board("declare_blockers", alice, bob))
    if sc.game.pending.kind is not Kind.DECLARE_BLOCKERS:
        return
    assert cr.max_block_requirements(sc.game.state) == old_max_block_requirements(sc.game)
    sc.game.check(sc.game.pending.suggest())


def test_cr_509_1b_block_options_judge_every_pair_as_block_problem_does() -> None:
    """The linear-time table of who may block whom (the declare-blockers
    decision on big boards) agrees with :func:`block_problem` for every pair of
    bundled creatures: flying, reach, shadow, "can block only flyers", power
    limits, "can't be blocked", "can't block"."""
    from mtgtable.engine.data.cards import default_card_db
    names = sorted(c.name for c in default_card_db() if "Creature" in c.types)
    alice = "".join(attacking(n, f"a{i}") for i, n in enumerate(names))
    bob = "".join(perm(n, f"b{i}") for i, n in enumerate(names))
    sc = scenario(board("declare_blockers", alice, bob))
    g = sc.game
    assert g.pending.kind is Kind.DECLARE_BLOCKERS
    blockers = [sc.id(f"b{i}") for i in range(len(names))]
    table = cr.block_options(g.state, blockers)
    for b in blockers:
        assert table[b] == [a for a in g.combat.attackers if cr.block_problem(g.state, b, a) is None], g.name(b)
    assert g.pending.data["can_block"] == {b: table[b] for b in g.pending.data["candidates"]}
