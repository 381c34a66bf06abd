"""CR 508-509: declaring attackers and blockers, restrictions and requirements,
damage assignment order, with the worked examples of 508.1d, 509.1b, 509.1c,
509.2 and 509.7."""

from __future__ import annotations

from mtgtable.engine import Kind, Step
from mtgtable.engine.files.snapshot import snapshot

from .helpers import (
    assert_illegal,
    assert_legal,
    lesson,
    life,
    on_battlefield,
    perm,
    scenario,
)

ATTACK = """
[game]
turn = 3
active = 0
step = "declare_attackers"
begun = false
[cards."Berserker"]
types = ["Creature"]
power = 2
toughness = 2
abilities = [{{ kind = "static", static = "attacks_each_combat" }}]
[cards."Watchful Bear"]
types = ["Creature"]
power = 2
toughness = 2
[cards."Narrow Pass"]
types = ["Enchantment"]
abilities = [{{ kind = "static", static = "max_attackers", n = 1 }}]
[cards."Shy Goblin"]
types = ["Creature"]
power = 1
toughness = 1
abilities = [{{ kind = "static", static = "cant_attack_alone" }}]
[[player]]
name = "Alice"
{alice}
[[player]]
name = "Bob"
{bob}
"""


def test_cr_508_1d_example_requirement_and_restriction() -> None:
    sc = scenario(ATTACK.format(alice=perm("Berserker", "berserker") + perm("Watchful Bear", "bear"),
                                bob=perm("Narrow Pass", "pass")))
    assert sc.game.pending.kind is Kind.DECLARE_ATTACKERS
    assert_legal(sc, "attack berserker>p1")
    assert_illegal(sc, "attack bear>p1", "508.1d")          # obeys 0 of 1 possible requirement
    assert_illegal(sc, "attack", "508.1d")                  # no attack at all: same
    assert_illegal(sc, "attack berserker>p1 bear>p1", "508.1c")  # breaks "no more than one"


def test_cr_508_1c_cant_attack_alone() -> None:
    sc = scenario(ATTACK.format(alice=perm("Shy Goblin", "goblin") + perm("Watchful Bear", "bear"), bob=""))
    assert_illegal(sc, "attack goblin>p1", "508.1c")
    assert_legal(sc, "attack goblin>p1 bear>p1")
    assert_legal(sc, "attack bear>p1")


def test_cr_508_1a_tapped_sick_and_defender_cannot_attack() -> None:
    alice = (perm("Grizzly Bears", "tapped", "tapped = true") + perm("Grizzly Bears", "sick", "sick = true")
             + perm("Pride Guardian", "wall") + perm("Hill Giant", "giant"))
    sc = scenario(ATTACK.format(alice=alice, bob=""))
    assert set(sc.game.pending.data["candidates"]) == {sc.id("giant")}
    assert_illegal(sc, "attack tapped>p1", "508.1a")
    assert_illegal(sc, "attack sick>p1", "302.6")
    assert_illegal(sc, "attack wall>p1", "702.3b")
    assert_illegal(sc, "attack giant>p0", "508.1b")


def test_cr_508_1f_attackers_tap_unless_vigilance() -> None:
    sc = scenario(ATTACK.format(alice=perm("Serra Angel", "angel") + perm("Hill Giant", "giant"), bob=""))
    sc.answer("attack angel>p1 giant>p1")
    g = sc.game
    assert g.objects[sc.id("giant")].tapped and not g.objects[sc.id("angel")].tapped


def test_cr_508_1_illegal_declaration_leaves_the_game_unchanged() -> None:
    sc = scenario(ATTACK.format(alice=perm("Berserker", "berserker") + perm("Watchful Bear", "bear"),
                                bob=perm("Narrow Pass", "pass")))
    before = snapshot(sc.game)
    assert_illegal(sc, "attack berserker>p1 bear>p1", "508.1c")
    assert snapshot(sc.game) == before and not sc.game.objects[sc.id("bear")].tapped


def test_cr_508_6_no_attackers_skips_blockers_and_damage() -> None:
    sc = scenario(ATTACK.format(alice=perm("Hill Giant", "giant"), bob=""))
    sc.answer("attack")
    sc.answer("pass")
    sc.answer("pass")
    assert sc.game.step is Step.END_COMBAT
    assert any(e.rule == "508.6" for e in sc.game.events)


BLOCK = """
[game]
turn = 3
active = 0
step = "declare_blockers"
begun = false
[cards."Slippery Rogue"]
types = ["Creature"]
power = 3
toughness = 3
abilities = [{{ kind = "static", static = "cant_be_blocked_except_by_two_or_more" }}]
[cards."Eager Guard"]
types = ["Creature"]
power = 1
toughness = 1
abilities = [{{ kind = "static", static = "blocks_each_combat" }}]
[cards."Plain Guard"]
types = ["Creature"]
power = 1
toughness = 1
[cards."Shade"]
types = ["Creature"]
power = 2
toughness = 2
keywords = [{shade}]
[[player]]
name = "Alice"
{alice}
[[player]]
name = "Bob"
{bob}
"""


def attacker(card: str, alias: str) -> str:
    return perm(card, alias, 'attacking = "p1"\ntapped = true')


def test_cr_509_1c_example_only_legal_block_is_both() -> None:
    sc = scenario(BLOCK.format(shade="", alice=attacker("Slippery Rogue", "rogue"),
                               bob=perm("Eager Guard", "eager") + perm("Plain Guard", "plain")))
    assert sc.game.pending.kind is Kind.DECLARE_BLOCKERS
    assert_illegal(sc, "block eager>rogue", "509.1b")  # restriction: two or more
    assert_illegal(sc, "block", "509.1c")              # requirement not obeyed
    assert_illegal(sc, "block plain>rogue", "509.1b")
    assert_legal(sc, "block eager>rogue plain>rogue")


def test_cr_509_1b_example_flying_and_shadow() -> None:
    sc = scenario(BLOCK.format(shade='"Flying", "Shadow"', alice=attacker("Shade", "shade"),
                               bob=perm("Serra Angel", "angel")))
    err = assert_illegal(sc, "block angel>shade", "702.28b")
    assert "shadow" in err.reason


def test_cr_702_9b_flying_blocked_only_by_flying_or_reach() -> None:
    sc = scenario(BLOCK.format(shade="", alice=attacker("Serra Angel", "angel"),
                               bob=perm("Grizzly Bears", "bears") + perm("Giant Spider", "spider")))
    assert_illegal(sc, "block bears>angel", "702.9b")
    assert_legal(sc, "block spider>angel")


def test_cr_509_1a_one_attacker_each_unless_it_can_block_more() -> None:
    sc = scenario(BLOCK.format(shade="", alice=attacker("Hill Giant", "g1") + attacker("Hill Giant", "g2"),
                               bob=perm("Grizzly Bears", "bears") + perm("Foriysian Brigade", "brigade")))
    assert_illegal(sc, "block bears>g1 bears>g2", "509.1a")
    assert_legal(sc, "block brigade>g1 brigade>g2")


def test_cr_509_1a_cant_block_and_tapped_creatures() -> None:
    sc = scenario(BLOCK.format(shade="", alice=attacker("Hill Giant", "giant"),
                               bob=perm("Goblin Piker", "piker") + perm("Grizzly Bears", "bears", "tapped = true")))
    assert sc.game.pending is not None and sc.game.pending.kind is not Kind.DECLARE_BLOCKERS  # nobody can block
    assert any(e.rule == "509.1h" for e in sc.game.events)


def test_cr_509_2_example_attacking_player_orders_three_blockers() -> None:
    sc = lesson("cr_509_2_order_three_blockers.toml")
    g = sc.game
    assert g.combat.order[sc.id("gorger")] == [sc.id("angel"), sc.id("elves"), sc.id("bear")]
    assert g.pending.kind is Kind.PRIORITY


def test_cr_509_2_order_must_list_each_blocker_once() -> None:
    text = lesson.__globals__["SCENARIOS"].joinpath("cr_509_2_order_three_blockers.toml").read_text()
    sc = scenario(text.replace(', "order gorger: angel elves bear"', ""))
    assert sc.game.pending.kind is Kind.ORDER_BLOCKERS and sc.game.pending.player == 0
    assert_illegal(sc, "order gorger: angel elves", "509.2")
    assert_illegal(sc, "order gorger: angel angel bear", "509.2")


def test_cr_509_3_defending_player_orders_attackers_of_a_multiple_blocker() -> None:
    sc = scenario(BLOCK.format(shade="", alice=attacker("Hill Giant", "g1") + attacker("Grizzly Bears", "g2"),
                               bob=perm("Foriysian Brigade", "brigade")))
    sc.answer("block brigade>g1 brigade>g2")
    assert sc.game.pending.kind is Kind.ORDER_ATTACKERS and sc.game.pending.player == 1
    sc.answer("order brigade: g2 g1")
    assert sc.game.combat.blocker_order[sc.id("brigade")] == [sc.id("g2"), sc.id("g1")]


def test_cr_509_2a_removed_blocker_leaves_order_others_unchanged() -> None:
    sc = lesson("cr_509_2_order_three_blockers.toml")
    g = sc.game
    g.combat.remove(sc.id("elves"))
    assert g.combat.order[sc.id("gorger")] == [sc.id("angel"), sc.id("bear")]
    assert g.combat.is_blocked(sc.id("gorger"))


def test_cr_509_7_example_token_enters_blocking_and_is_placed_in_order() -> None:
    sc = lesson("cr_509_7_token_enters_blocking.toml")
    g = sc.game
    d = g.pending
    assert d.kind is Kind.PLACE_IN_ORDER and d.player == 0
    token = d.data["new"]
    spider, minotaur = sc.id("spider"), sc.id("minotaur")
    assert_illegal(sc, f"order spider: {minotaur}", "509.7")
    sc.answer(f"order spider: {token} {minotaur}")
    assert g.combat.order[spider] == [token, minotaur]
    assert g.combat.is_blocking(token) and token in g.combat.entered_blocking
    # It is a blocking creature, but it did not "block": no blocking triggers for it (CR 509.7).
    assert not any(e.kind == "block" and e.args.get("blocker") == "Saproling" for e in g.events)


def test_cr_509_4_blocks_trigger_once() -> None:
    sc = scenario(BLOCK.format(shade="", alice=attacker("Hill Giant", "giant"), bob=perm("Pride Guardian", "guardian")))
    sc.answer("block guardian>giant")
    sc.answer("pass")
    sc.answer("pass")  # the trigger resolves
    assert life(sc, 1) == 23


def test_cr_702_110b_menace() -> None:
    text = BLOCK.format(shade='"Menace"', alice=attacker("Shade", "shade"),
                        bob=perm("Grizzly Bears", "b1") + perm("Grizzly Bears", "b2"))
    sc = scenario(text)
    assert_illegal(sc, "block b1>shade", "702.110b")
    assert_legal(sc, "block b1>shade b2>shade")


def test_cr_508_1g_costs_to_attack_are_paid_or_the_declaration_is_undone() -> None:
    text = ATTACK.format(alice=perm("Hill Giant", "giant") + perm("Grizzly Bears", "bears")
                         + perm("Forest", "f1") + perm("Forest", "f2"),
                         bob=perm("Toll Gate", "gate")) + """
[cards."Toll Gate"]
types = ["Enchantment"]
abilities = [{ kind = "static", static = "attack_tax", mana = "{2}" }]
"""
    sc = scenario(text)
    sc.answer("attack giant>p1 bears>p1")
    d = sc.game.pending
    assert d.kind is Kind.PAY and d.data["cost"] == "{4}"
    assert_illegal(sc, "pay auto", "117.3")  # two Forests can't pay {4}
    sc.answer("cancel")
    assert sc.game.pending.kind is Kind.DECLARE_ATTACKERS and not sc.game.combat.attackers
    sc.answer("attack giant>p1")
    sc.answer("pay auto")
    assert sc.game.combat.is_attacking(sc.id("giant")) and sc.game.objects[sc.id("f1")].tapped


def test_wiki_example_block_cost_paid_by_sacrificing_the_blocker_leaves_attacker_unblocked() -> None:
    sc = lesson("wiki_block_cost_sacrificed_blocker.toml")
    g = sc.game
    assert not on_battlefield(sc, "cantor")
    assert g.step is Step.COMBAT_DAMAGE and not g.combat.is_blocked(sc.id("giant"))
    assert life(sc, 1) == 17  # the Giant was unblocked and dealt its 3 damage
    assert any(e.rule == "509.1f" for e in g.events)


def test_cr_509_1d_block_cost_must_be_paid_or_declaration_is_undone() -> None:
    text = lesson.__globals__["SCENARIOS"].joinpath("wiki_block_cost_sacrificed_blocker.toml").read_text()
    sc = scenario(text.replace('answers = ["block cantor>giant", "pay cantor:G", "pass", "pass"]',
                               'answers = ["block cantor>giant"]'))
    assert sc.game.pending.kind is Kind.PAY and sc.game.pending.data["cost"] == "{1}"
    assert_illegal(sc, "pay auto", "117.3")  # automatic payment never sacrifices a creature
    sc.answer("cancel")
    assert sc.game.pending.kind is Kind.DECLARE_BLOCKERS and on_battlefield(sc, "cantor")
    sc.answer("block")
    assert not sc.game.combat.is_blocked(sc.id("giant"))


def test_cr_508_1c_example_two_creatures_that_cant_attack_alone_may_attack_together() -> None:
    sc = scenario(ATTACK.format(alice=perm("Shy Goblin", "g1") + perm("Shy Goblin", "g2"), bob=""))
    assert_illegal(sc, "attack g1>p1", "508.1c")
    assert_legal(sc, "attack g1>p1 g2>p1")


def test_cr_117_3_a_cost_payable_only_by_sacrificing_a_source_can_still_be_cast() -> None:
    text = lesson.__globals__["SCENARIOS"].joinpath("wiki_block_cost_sacrificed_blocker.toml").read_text()
    text = text.replace('answers = ["block cantor>giant", "pay cantor:G", "pass", "pass"]', 'answers = []')
    text = text.replace('[[player]]\nname = "Bob"', '[[player]]\nname = "Bob"\nhand = [{ card = "Giant Growth", alias = "growth" }]')
    sc = scenario(text.replace('begun = false', 'begun = true\npriority = 1'))
    from mtgtable.engine import Cast
    assert Cast(sc.id("growth")) in sc.game.legal_actions(1)
    sc.answer("cast growth")
    sc.answer("targets cantor")
    assert_illegal(sc, "pay auto", "117.3")  # the automatic payment never sacrifices
    sc.answer("pay cantor:G")  # the Cantor pays for it (and is gone, so the spell has no target left)
    assert not on_battlefield(sc, "cantor")


def test_cr_509_1c_no_one_must_pay_a_cost_to_obey_a_block_requirement() -> None:
    text = BLOCK.format(shade="", alice=attacker("Hill Giant", "giant") + perm("Cowed by Wisdom", "cowed",
                                                                                'attached_to = "eager"'),
                        bob=perm("Eager Guard", "eager"))
    sc = scenario(text.replace('name = "Alice"', 'name = "Alice"\nhand = ["Forest"]'))
    # The Eager Guard must block if able, but blocking costs {1} (Cowed by Wisdom):
    # not blocking at all is legal (CR 509.1c), and blocking is too, paying the cost.
    assert_legal(sc, "block")
    assert_legal(sc, "block eager>giant")
    assert sc.game.pending.suggest().blocks == ()


def test_cr_508_1d_no_one_must_pay_a_cost_to_obey_an_attack_requirement() -> None:
    text = ATTACK.format(alice=perm("Berserker", "berserker"), bob=perm("Toll Gate", "gate")) + """
[cards."Toll Gate"]
types = ["Enchantment"]
abilities = [{ kind = "static", static = "attack_tax", mana = "{2}" }]
"""
    sc = scenario(text)
    assert_legal(sc, "attack")  # it must attack if able, but attacking costs {2}
    assert_legal(sc, "attack berserker>p1")


ENTER_BLOCKING = """
[game]
turn = 6
active = 0
step = "declare_blockers"
[cards."Watched Raider"]
types = ["Creature"]
power = 3
toughness = 3
abilities = [
  { kind = "triggered", trigger = "becomes_blocked", text = "Whenever this creature becomes blocked, you gain 1 life.", effects = [{ do = "gain_life", amount = 1 }] },
  { kind = "triggered", trigger = "blocked_by", text = "Whenever this creature becomes blocked by a creature, you gain 10 life.", effects = [{ do = "gain_life", amount = 10 }] },
]
[[player]]
name = "Alice"
[[player.battlefield]]
card = "Watched Raider"
alias = "raider"
attacking = "p1"
tapped = true
[[player]]
name = "Bob"
hand = [{ card = "Flash Foliage", alias = "foliage" }]
library = ["Forest"]
[[player.battlefield]]
card = "Forest"
[[player.battlefield]]
card = "Forest"
[[player.battlefield]]
card = "Forest"
{bob}
"""


def _resolve_everything(sc: object) -> None:
    g = sc.game  # type: ignore[attr-defined]
    for _ in range(20):
        if not g.stack and not g.pending_triggers and g.step is not Step.DECLARE_BLOCKERS:
            return
        if g.step is not Step.DECLARE_BLOCKERS:
            return
        g.answer("pass" if g.pending.kind is Kind.PRIORITY else g.pending.suggest())


def test_cr_509_4c_509_4d_509_7_entering_blocking_triggers_becomes_blocked() -> None:
    sc = scenario(ENTER_BLOCKING.replace("{bob}", ""))
    for a in ("pass", "cast foliage", "targets raider", "pay auto", "pass", "pass"):
        sc.answer(a)
    g = sc.game
    assert g.combat.is_blocked(sc.id("raider"))
    _resolve_everything(sc)
    # CR 509.4c (it was unblocked) and 509.4d (blocked by the Saproling): 20 + 1 + 10.
    assert life(sc, 0) == 31


def test_cr_509_4c_entering_blocking_an_already_blocked_attacker_is_not_becoming_blocked() -> None:
    sc = scenario(ENTER_BLOCKING.replace("{bob}", perm("Grizzly Bears", "bear", 'blocking = ["raider"]')))
    for a in ("pass", "cast foliage", "targets raider", "pay auto", "pass", "pass"):
        sc.answer(a)
    g = sc.game
    if g.pending.kind is Kind.PLACE_IN_ORDER:
        sc.answer(str(g.pending.options()[0]))
    _resolve_everything(sc)
    # Only 509.4d for the new blocker: 20 + 10 (the attacker was already blocked).
    assert life(sc, 0) == 30
