"""CR 115-117, 601, 608: priority, casting, paying, the stack and resolving."""

from __future__ import annotations

from mtgtable.engine import Kind, Step
from mtgtable.engine.rules.mana import ManaCost, pay_from_units

from .helpers import assert_illegal, lands, life, on_battlefield, perm, scenario

MAIN = """
[game]
turn = 3
active = 0
step = "{step}"
[cards."Cancel Spell"]
manaCost = "{{U}}"
types = ["Instant"]
abilities = [{{ kind = "spell", targets = ["spell"], effects = [{{ do = "counter", target = 0 }}] }}]
[cards."Hybrid Bear"]
manaCost = "{{G/W}}{{G/W}}"
types = ["Creature"]
power = 2
toughness = 2
[cards."Fireball Lite"]
manaCost = "{{X}}{{R}}"
types = ["Sorcery"]
abilities = [{{ kind = "spell", targets = ["any"], effects = [{{ do = "damage", amount = "X", target = 0 }}] }}]
[cards."Legendary Bear"]
supertypes = ["Legendary"]
types = ["Creature"]
power = 2
toughness = 2
[[player]]
name = "Alice"
hand = {hand}
library = ["Forest", "Forest"]
{alice}
[[player]]
name = "Bob"
library = ["Forest", "Forest"]
{bob}
"""


def make(hand: str = "[]", alice: str = "", bob: str = "", step: str = "main1"):  # type: ignore[no-untyped-def]
    return scenario(MAIN.format(hand=hand, alice=alice, bob=bob, step=step))


def test_cr_505_5b_land_once_per_turn_in_own_main_phase() -> None:
    sc = make(hand='[{ card = "Forest", alias = "f1" }, { card = "Forest", alias = "f2" }]')
    sc.answer("land f1")
    assert_illegal(sc, "land f2", "305.2")
    sc2 = make(hand='[{ card = "Forest", alias = "f1" }]', step="upkeep")
    assert_illegal(sc2, "land f1", "505.5b")


def test_cr_505_5a_sorcery_speed_only_main_phase_empty_stack() -> None:
    sc = make(hand='[{ card = "Grizzly Bears", alias = "bears" }]', alice=lands("Forest", "Forest"), step="upkeep")
    assert_illegal(sc, "cast bears", "505.5a")


def test_cr_116_1a_instants_any_time_with_priority() -> None:
    sc = make(hand='[{ card = "Lightning Bolt", alias = "bolt" }]', alice=lands("Mountain"), step="upkeep")
    for a in ("cast bolt", "targets p1", "pay auto"):
        sc.answer(a)
    assert sc.game.stack and sc.game.pending.player == 0  # CR 116.3c: caster gets priority again
    sc.answer("pass")
    assert sc.game.pending.player == 1  # CR 116.3d: passing hands priority on
    sc.answer("pass")
    assert life(sc, 1) == 17 and not sc.game.stack  # CR 116.4: all passed, top resolves
    assert sc.game.pending.player == 0  # CR 116.3b: active player after resolution


def test_cr_117_3_cannot_cast_what_you_cannot_pay() -> None:
    sc = make(hand='[{ card = "Hill Giant", alias = "giant" }]', alice=lands("Mountain", "Mountain"))
    assert_illegal(sc, "cast giant", "117.3")


def test_cr_107_4_a_monocoloured_hybrid_symbol_is_paid_with_one_mana_of_its_colour() -> None:
    # Spectral Procession ({2/W}{2/W}{2/W}, mana value 6, CR 202.3) is cast with three Plains: the quick
    # "too few mana sources" checks count the fewest units a cost needs, not its mana value.
    sc = make(hand='[{ card = "Spectral Procession", alias = "sp" }]', alice=lands("Plains", "Plains", "Plains"))
    game = sc.game
    assert game.cast_problem(0, sc.id("sp")) is None
    assert any(getattr(a, "card", None) == sc.id("sp") for a in game.legal_actions(0))
    sc.answer("cast sp")
    sc.answer("pay auto")
    assert game.stack and all(game.objects[o].tapped for o in game.battlefield if game.objects[o].controller == 0)
    two = make(hand='[{ card = "Spectral Procession", alias = "sp" }]', alice=lands("Plains", "Plains"))
    assert_illegal(two, "cast sp", "117.3")


def test_cr_601_2_cancel_returns_to_before_casting() -> None:
    from mtgtable.engine.files.snapshot import snapshot
    sc = make(hand='[{ card = "Lightning Bolt", alias = "bolt" }]', alice=lands("Mountain"))
    before = snapshot(sc.game)
    sc.answer("cast bolt")
    sc.answer("targets p1")
    sc.answer("cancel")
    after = snapshot(sc.game)
    assert after == before


def test_cr_601_2c_illegal_target_is_refused() -> None:
    sc = make(hand='[{ card = "Giant Growth", alias = "growth" }]', alice=lands("Forest"))
    assert_illegal(sc, "cast growth", "601.2c")  # no creature to target at all
    sc2 = make(hand='[{ card = "Giant Growth", alias = "growth" }]', alice=lands("Forest") + perm("Grizzly Bears", "b"))
    sc2.answer("cast growth")
    assert_illegal(sc2, "targets p1", "115.1")


def test_cr_608_2b_spell_with_all_targets_illegal_does_not_resolve() -> None:
    sc = make(hand='[{ card = "Giant Growth", alias = "growth" }]', alice=lands("Forest") + perm("Grizzly Bears", "b"),
              bob=lands("Mountain") + perm("Mogg Fanatic", "fanatic"))
    g = sc.game
    g.objects[sc.id("b")].damage = 1
    for a in ("cast growth", "targets b", "pay auto", "pass"):
        sc.answer(a)
    # In response, Bob sacrifices Mogg Fanatic to finish off the damaged bears.
    for a in ("activate fanatic 0", "targets b", "pass", "pass"):
        sc.answer(a)
    assert not on_battlefield(sc, "b")
    sc.answer("pass")
    sc.answer("pass")
    assert any(e.rule == "608.2b" for e in g.events)
    assert g.players[0].graveyard and g.objects[g.players[0].graveyard[-1]].name == "Giant Growth"


def test_cr_701_5_counterspell() -> None:
    sc = make(hand='[{ card = "Lightning Bolt", alias = "bolt" }]', alice=lands("Mountain"),
              bob='hand = [{ card = "Cancel Spell", alias = "cancel" }]\n' + lands("Island"))
    g = sc.game
    for a in ("cast bolt", "targets p1", "pay auto", "pass", "cast cancel"):
        sc.answer(a)
    bolt_on_stack = g.stack[0].id
    sc.answer(f"targets {bolt_on_stack}")
    sc.answer("pay auto")
    for _ in range(4):
        sc.answer("pass")
    assert life(sc, 1) == 20 and not g.stack


def test_cr_107_4_hybrid_and_x_costs() -> None:
    sc = make(hand='[{ card = "Hybrid Bear", alias = "hb" }, { card = "Fireball Lite", alias = "fb" }]',
              alice=lands("Forest", "Plains", "Mountain", "Mountain", "Mountain"))
    for a in ("cast hb", "pay auto", "pass", "pass"):
        sc.answer(a)
    assert on_battlefield(sc, "hb") is False  # moved zones: it is a new object now
    assert any(sc.game.objects[i].name == "Hybrid Bear" for i in sc.game.battlefield)
    assert_illegal(sc, "cast fb x=3", "117.3")
    for a in ("cast fb x=2", "targets p1", "pay auto", "pass", "pass"):
        sc.answer(a)
    assert life(sc, 1) == 18


def test_cr_117_payment_solver_never_misses_or_fakes() -> None:
    cost = ManaCost.parse("{1}{W}{U}")
    assert pay_from_units(cost, [frozenset("WU"), "W", "G"]) is not None  # dual pays U, W pays W
    assert pay_from_units(cost, ["W", "W", "G"]) is None
    assert pay_from_units(ManaCost.parse("{2/W}"), ["G", "G"]) is not None
    assert pay_from_units(ManaCost.parse("{C}"), ["G"]) is None


def test_cr_605_3b_mana_ability_resolves_immediately() -> None:
    sc = make(alice=perm("Llanowar Elves", "elves"))
    sc.answer("activate elves 0")
    assert sc.game.players[0].pool.amounts == {"G": 1} and not sc.game.stack


def test_cr_302_6_summoning_sick_creature_cannot_tap() -> None:
    sc = make(alice=perm("Llanowar Elves", "elves", "sick = true"))
    assert_illegal(sc, "activate elves 0", "302.6")


def test_cr_704_5a_zero_life_loses_and_104_2a_other_player_wins() -> None:
    sc = make(hand='[{ card = "Lightning Bolt", alias = "bolt" }]', alice=lands("Mountain"))
    g = sc.game
    g.players[1].life = 3
    for a in ("cast bolt", "targets p1", "pay auto", "pass", "pass"):
        sc.answer(a)
    assert g.outcome is not None and g.outcome.winner == 0 and g.outcome.rule == "104.2a"
    assert g.pending is None


def test_cr_704_5b_drawing_from_empty_library_loses() -> None:
    sc = make(step="end")
    g = sc.game
    g.players[1].library.clear()
    while g.pending is not None:
        g.answer("pass")
    assert g.outcome.winner == 0 and "empty library" in g.outcome.reason


def test_cr_704_5f_zero_toughness_and_704_5j_legend_rule() -> None:
    sc = make(alice=perm("Legendary Bear", "l1") + perm("Legendary Bear", "l2"))
    g = sc.game
    d = g.pending
    assert d.kind is Kind.CHOOSE and d.rule == "704.5j"
    sc.answer("choose l2")
    assert on_battlefield(sc, "l2") and not on_battlefield(sc, "l1")


def test_cr_104_3a_concede_at_any_time() -> None:
    sc = make()
    sc.answer("concede p0")
    assert sc.game.outcome.winner == 1 and sc.game.pending is None


def test_cr_104_4a_both_lose_at_once_is_a_draw() -> None:
    sc = make(step="end")
    g = sc.game
    g.lose_life(0, 20, "test")
    g.lose_life(1, 20, "test")
    g.answer("pass")
    assert g.outcome.winner is None and g.outcome.rule == "104.4a"


def test_illegal_answer_kind_is_refused_naming_the_rule() -> None:
    sc = make()
    assert_illegal(sc, "attack", "116.1")
    assert sc.game.step is Step.MAIN1


def test_manual_actions_for_cards_the_engine_cannot_resolve() -> None:
    sc = make(hand='[{ card = "Forest", alias = "f" }]', alice=perm("Grizzly Bears", "bears"),
              bob=perm("Hill Giant", "giant"))
    g = sc.game
    for a in ("manual tap bears", "manual counters bears +1/+1 2", "manual life p1 -3", "manual token p0 Spirit 1/1",
              "manual move f graveyard"):
        sc.answer(a)
    bears = sc.id("bears")
    assert g.objects[bears].tapped and g.power(bears) == 4 and life(sc, 1) == 17
    assert any(g.objects[i].name == "Spirit" and g.objects[i].token for i in g.battlefield)
    assert g.objects[g.players[0].graveyard[-1]].name == "Forest"
    assert sum(e.kind == "manual" for e in g.events) == 4  # the Spirit is logged as a token event
    assert_illegal(sc, "manual tap giant", "108.4")  # not yours
    assert_illegal(sc, "manual move bears nowhere", "400.1")


def test_cr_117_fast_payment_path_agrees_with_the_general_matching() -> None:
    import random

    from mtgtable.engine.rules import mana
    rng = random.Random(1)
    for _ in range(500):
        units = [rng.choice("WUBRGC") for _ in range(rng.randint(0, 7))]
        cost = ManaCost.parse("".join("{" + rng.choice("WUBRG") + "}" for _ in range(rng.randint(0, 3)))
                              + "{" + str(rng.randint(0, 3)) + "}")
        fast = pay_from_units(cost, units)
        options = [frozenset(u) for u in units]
        general = mana._match(list(cost.symbols), options)
        if general is None:
            assert fast is None
            continue
        free = sorted(i for i in range(len(units)) if i not in general.values())
        if len(free) < cost.generic:
            assert fast is None
        else:
            assert fast is not None and sorted(fast) == sorted(list(general.values()) + free[:cost.generic])


def test_cr_117_3_can_pay_agrees_with_the_payment_solver() -> None:
    import random

    from mtgtable.engine.rules.mana import can_pay
    rng = random.Random(2)
    for _ in range(1000):
        units: list[object] = [rng.choice(["W", "U", "G", "C", frozenset("WU"), frozenset("RG")])
                               for _ in range(rng.randint(0, 6))]
        cost = ManaCost.parse("".join("{" + rng.choice(["W", "U", "G", "W/U"]) + "}" for _ in range(rng.randint(0, 3)))
                              + "{" + str(rng.randint(0, 3)) + "}")
        assert can_pay(cost, units) == (pay_from_units(cost, units) is not None)  # type: ignore[arg-type]


def test_cr_603_3b_a_player_orders_their_simultaneous_triggers() -> None:
    text = MAIN.format(hand="[]", step="main1", bob="", alice=perm("Twin Seer", "seer")) + """
[cards."Twin Seer"]
types = ["Creature"]
power = 1
toughness = 1
abilities = [
  { kind = "triggered", trigger = "upkeep", text = "gain 1", effects = [{ do = "gain_life", amount = 1 }] },
  { kind = "triggered", trigger = "upkeep", text = "lose 3", effects = [{ do = "lose_life", amount = 3, who = "you" }] },
]
"""
    sc = scenario(text.replace('step = "main1"', 'step = "upkeep"\nbegun = false'))
    g = sc.game
    d = g.pending
    assert d.kind is Kind.ORDER_TRIGGERS and d.player == 0 and [t["text"] for t in d.data["triggers"]] == ["gain 1", "lose 3"]
    assert_illegal(sc, "stack 0 0", "603.3b")
    sc.answer("stack 1 0")  # "lose 3" first on the stack: it resolves last
    assert [s.text for s in g.stack] == ["lose 3", "gain 1"]
    sc.answer("pass")
    sc.answer("pass")
    assert life(sc, 0) == 21 and g.stack[-1].text == "lose 3"
