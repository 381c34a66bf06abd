"""CR 701.15 regenerate, CR 702.21 ward and CR 118.12 "counter ... unless its
controller pays", CR 702.45 bushido and CR 702.25 flanking (engine/families/keyword_actions.py)."""

from __future__ import annotations

from mtgtable.engine import Kind
from mtgtable.engine import operations as ops

from .helpers import lands, life, on_battlefield, perm, scenario

CARDS = """
[cards."Skeleton"]
types = ["Creature"]
colors = ["B"]
power = 1
toughness = 1
abilities = [{{ kind = "activated", cost = "{{B}}", effects = [{{ do = "regenerate", target = "self" }}], text = "{{B}}: Regenerate this." }}]
[cards."Murder Bolt"]
manaCost = "{{R}}"
types = ["Instant"]
colors = ["R"]
abilities = [{{ kind = "spell", targets = ["creature"], effects = [{{ do = "destroy", target = 0 }}] }}]
[cards."Final Bolt"]
manaCost = "{{R}}"
types = ["Instant"]
colors = ["R"]
abilities = [{{ kind = "spell", targets = ["creature"], effects = [{{ do = "destroy", target = 0, no_regeneration = true }}] }}]
[cards."Shock"]
manaCost = "{{R}}"
types = ["Instant"]
colors = ["R"]
abilities = [{{ kind = "spell", targets = ["any"], effects = [{{ do = "damage", amount = 2, target = 0 }}] }}]
[cards."Leak"]
manaCost = "{{U}}"
types = ["Instant"]
colors = ["U"]
abilities = [{{ kind = "spell", targets = ["spell"], effects = [{{ do = "counter_unless_pay", target = 0, mana = "{{2}}" }}] }}]
[cards."Warded Drake"]
types = ["Creature"]
colors = ["U"]
power = 2
toughness = 2
abilities = [{{ kind = "triggered", trigger = "becomes_target", by = "opponent", keyword = "Ward", effects = [{{ do = "counter_unless_pay", target = "trigger_spell", mana = "{{2}}" }}] }}]
[cards."Life Warded Drake"]
types = ["Creature"]
colors = ["U"]
power = 2
toughness = 2
abilities = [{{ kind = "triggered", trigger = "becomes_target", by = "opponent", keyword = "Ward", effects = [{{ do = "counter_unless_pay", target = "trigger_spell", life = 3 }}] }}]
[cards."Samurai"]
types = ["Creature"]
colors = ["W"]
power = 2
toughness = 2
abilities = [
  {{ kind = "triggered", trigger = "blocks", keyword = "Bushido", n = 1, effects = [{{ do = "pump", power = 1, toughness = 1, target = "self" }}] }},
  {{ kind = "triggered", trigger = "becomes_blocked", keyword = "Bushido", n = 1, effects = [{{ do = "pump", power = 1, toughness = 1, target = "self" }}] }},
]
[cards."Knight"]
types = ["Creature"]
colors = ["W"]
power = 2
toughness = 2
keywords = ["Flanking"]
abilities = [{{ kind = "triggered", trigger = "blocked_by", filter = {{ without_keyword = "Flanking" }}, keyword = "Flanking", effects = [{{ do = "pump", power = -1, toughness = -1, target = "trigger_creature" }}] }}]
[cards."Bear"]
types = ["Creature"]
colors = ["G"]
power = 2
toughness = 2
[game]
turn = 3
active = 0
step = "{step}"
{begun}
[[player]]
name = "Alice"
{alice}
[[player]]
name = "Bob"
{bob}
"""


def make(alice: str, bob: str, step: str = "main1", begun: bool = True) -> object:
    return scenario(CARDS.format(alice=alice, bob=bob, step=step, begun="" if begun else "begun = false"))


def test_cr_701_15a_regeneration_shield_replaces_destruction() -> None:
    sc = make(alice='hand = [{ card = "Murder Bolt", alias = "bolt" }]\n' + lands("Mountain"), bob=lands("Swamp") + perm("Skeleton", "skel"))
    g = sc.game
    for a in ("cast bolt", "targets skel", "pay auto", "pass", "activate skel 0", "pay auto", "pass", "pass"):
        sc.answer(a)  # Bob regenerates in response; his shield resolves first
    assert any(e.rule == "701.15a" and e.kind == "regeneration_shield" for e in g.events)
    sc.answer("pass")
    sc.answer("pass")  # the bolt resolves: the shield is used instead
    assert on_battlefield(sc, "skel")
    skel = g.objects[sc.id("skel")]
    assert skel.tapped and skel.damage == 0
    assert any(e.kind == "regenerate" and e.rule == "701.15a" for e in g.events)
    assert not any("Regeneration shield" in m.keywords for m in g.state.modifiers)  # used up


def test_cr_701_15a_regeneration_replaces_lethal_damage_destruction_and_wears_off() -> None:
    sc = make(alice="", bob=perm("Skeleton", "skel"))
    g = sc.game.state
    ops.add_regeneration_shield(g, sc.id("skel"), "test")
    g.objects[sc.id("skel")].damage = 1
    sc.answer("pass")  # state-based actions: lethal damage destroys it (CR 704.5g) -> regenerated
    assert on_battlefield(sc, "skel") and g.objects[sc.id("skel")].damage == 0


def test_cr_701_15b_cant_be_regenerated() -> None:
    sc = make(alice='hand = [{ card = "Final Bolt", alias = "bolt" }]\n' + lands("Mountain"), bob=perm("Skeleton", "skel"))
    ops.add_regeneration_shield(sc.game.state, sc.id("skel"), "test")
    for a in ("cast bolt", "targets skel", "pay auto", "pass", "pass"):
        sc.answer(a)
    assert not on_battlefield(sc, "skel")


def test_cr_118_12_counter_unless_controller_pays_who_declines() -> None:
    sc = make(alice='hand = [{ card = "Shock", alias = "shock" }]\n' + lands("Mountain", "Mountain", "Mountain"), bob='hand = [{ card = "Leak", alias = "leak" }]\n' + lands("Island"))
    g = sc.game
    for a in ("cast shock", "targets p1", "pay auto", "pass", "cast leak"):
        sc.answer(a)
    sc.answer(f"targets {g.stack[0].id}")
    for a in ("pay auto", "pass", "pass"):
        sc.answer(a)
    d = g.pending
    assert d.kind is Kind.CHOOSE and d.player == 0 and d.rule == "118.12"
    sc.answer("choose 0")  # Alice doesn't pay
    assert life(sc, 1) == 20 and not g.stack
    assert any(e.rule == "701.5" for e in g.events) or g.players[0].graveyard


def test_cr_118_12_counter_unless_controller_pays_who_pays() -> None:
    sc = make(alice='hand = [{ card = "Shock", alias = "shock" }]\n' + lands("Mountain", "Mountain", "Mountain"), bob='hand = [{ card = "Leak", alias = "leak" }]\n' + lands("Island"))
    g = sc.game
    for a in ("cast shock", "targets p1", "pay auto", "pass", "cast leak"):
        sc.answer(a)
    sc.answer(f"targets {g.stack[0].id}")
    for a in ("pay auto", "pass", "pass", "choose 1", "pay auto"):
        sc.answer(a)
    assert any(e.kind == "paid_unless" for e in g.events)
    sc.answer("pass")
    sc.answer("pass")
    assert life(sc, 1) == 18


def test_cr_118_3_who_cant_pay_is_countered_without_a_question() -> None:
    sc = make(alice='hand = [{ card = "Shock", alias = "shock" }]\n' + lands("Mountain"), bob='hand = [{ card = "Leak", alias = "leak" }]\n' + lands("Island"))
    g = sc.game
    for a in ("cast shock", "targets p1", "pay auto", "pass", "cast leak"):
        sc.answer(a)
    sc.answer(f"targets {g.stack[0].id}")
    for a in ("pay auto", "pass", "pass"):
        sc.answer(a)
    assert not g.stack and life(sc, 1) == 20
    assert not (g.pending.kind is Kind.CHOOSE and g.pending.rule == "118.12")


def test_cr_702_21a_ward_counters_an_opponents_spell_unless_paid() -> None:
    sc = make(alice='hand = [{ card = "Shock", alias = "shock" }]\n' + lands("Mountain", "Mountain", "Mountain"), bob=perm("Warded Drake", "drake"))
    g = sc.game
    for a in ("cast shock", "targets drake"):
        sc.answer(a)
    sc.answer("pay auto")
    assert len(g.stack) == 2 and g.stack[-1].source == sc.id("drake")  # ward triggered on top
    sc.answer("pass")
    sc.answer("pass")
    assert g.pending.kind is Kind.CHOOSE and g.pending.player == 0
    sc.answer("choose 0")
    assert not g.stack and on_battlefield(sc, "drake")


def test_cr_702_21a_ward_paid_lets_the_spell_resolve() -> None:
    sc = make(alice='hand = [{ card = "Shock", alias = "shock" }]\n' + lands("Mountain", "Mountain", "Mountain"), bob=perm("Warded Drake", "drake"))
    for a in ("cast shock", "targets drake", "pay auto", "pass", "pass", "choose 1", "pay auto", "pass", "pass"):
        sc.answer(a)
    assert not on_battlefield(sc, "drake")


def test_cr_702_21a_ward_pay_life() -> None:
    sc = make(alice='hand = [{ card = "Shock", alias = "shock" }]\n' + lands("Mountain"), bob=perm("Life Warded Drake", "drake"))
    for a in ("cast shock", "targets drake", "pay auto", "pass", "pass", "choose 1", "pass", "pass"):
        sc.answer(a)
    assert life(sc, 0) == 17 and not on_battlefield(sc, "drake")


def test_cr_702_21a_ward_ignores_its_controllers_own_spells() -> None:
    sc = make(alice='hand = [{ card = "Shock", alias = "shock" }]\n' + lands("Mountain") + perm("Warded Drake", "drake"), bob="")
    for a in ("cast shock", "targets drake", "pay auto"):
        sc.answer(a)
    assert len(sc.game.stack) == 1


BLOCKS = 'attacking = "p1"\ntapped = true'


def test_cr_702_45a_bushido_when_blocked_and_when_blocking() -> None:
    sc = make(alice=perm("Samurai", "sam", BLOCKS), bob=perm("Bear", "bear"), step="declare_blockers", begun=False)
    sc.answer("block bear>sam")
    assert [s.source for s in sc.game.stack] == [sc.id("sam")]  # becomes blocked: one trigger (CR 509.4c)
    sc.answer("pass")
    sc.answer("pass")
    assert sc.game.power(sc.id("sam")) == 3 and sc.game.toughness(sc.id("sam")) == 3
    sc2 = make(alice=perm("Bear", "bear", BLOCKS), bob=perm("Samurai", "sam"), step="declare_blockers", begun=False)
    sc2.answer("block sam>bear")
    assert [s.source for s in sc2.game.stack] == [sc2.id("sam")]  # blocks (CR 509.4a)
    sc2.answer("pass")
    sc2.answer("pass")
    assert sc2.game.power(sc2.id("sam")) == 3


def test_cr_702_25a_flanking_shrinks_a_blocker_without_flanking() -> None:
    sc = make(alice=perm("Knight", "knight", BLOCKS), bob=perm("Bear", "bear"), step="declare_blockers", begun=False)
    sc.answer("block bear>knight")
    assert sc.game.stack and sc.game.stack[-1].source == sc.id("knight")
    sc.answer("pass")
    sc.answer("pass")
    assert sc.game.power(sc.id("bear")) == 1 and sc.game.toughness(sc.id("bear")) == 1


def test_cr_702_25a_flanking_ignores_a_blocker_with_flanking() -> None:
    sc = make(alice=perm("Knight", "knight", BLOCKS), bob=perm("Knight", "other"), step="declare_blockers", begun=False)
    sc.answer("block other>knight")
    assert not sc.game.stack


STUDY = """
[cards."Study"]
types = ["Enchantment"]
colors = ["U"]
abilities = [{ kind = "triggered", trigger = "cast_spell", whose = "opponent", effects = [{ do = "unless_pays", who = "trigger_player", mana = "{1}", effects = [{ do = "may", text = "you may draw a card", effects = [{ do = "draw" }] }] }] }]
[cards."Remora"]
types = ["Enchantment"]
colors = ["U"]
abilities = [{ kind = "triggered", trigger = "upkeep", keyword = "Cumulative upkeep", mana = "{1}", effects = [{ do = "cumulative_upkeep", mana = "{1}" }] }]
"""


def make_study(alice: str, bob: str, step: str = "main1") -> object:
    begun = "begun = false" if step == "upkeep" else ""  # the upkeep's triggers still to come
    return scenario(STUDY + CARDS.format(alice=alice, bob=bob, step=step, begun=begun))


def test_cr_118_12_opponent_casts_draw_unless_that_player_pays() -> None:
    sc = make_study(alice='hand = [{ card = "Shock", alias = "shock" }]\n' + lands("Mountain"),
                    bob='library = ["Island", "Island"]\n' + perm("Study", "study"))
    g = sc.game
    for a in ("cast shock", "targets p1", "pay auto", "pass", "pass"):
        sc.answer(a)
    # Alice has no mana left to pay {1}: Bob is asked whether to draw
    d = g.pending
    assert d.kind is Kind.CHOOSE and d.player == 1 and d.rule == "608.2d"
    hand = len(g.players[1].hand)
    sc.answer("choose 1")
    assert len(g.players[1].hand) == hand + 1


def test_cr_118_12_opponent_pays_and_nothing_happens() -> None:
    sc = make_study(alice='hand = [{ card = "Shock", alias = "shock" }]\n' + lands("Mountain", "Mountain"),
                    bob='library = ["Island", "Island"]\n' + perm("Study", "study"))
    g = sc.game
    for a in ("cast shock", "targets p1", "pay auto", "pass", "pass"):
        sc.answer(a)
    d = g.pending
    assert d.kind is Kind.CHOOSE and d.player == 0 and d.rule == "118.12"
    hand = len(g.players[1].hand)
    sc.answer("choose 1")
    sc.answer("pay auto")
    assert len(g.players[1].hand) == hand and any(e.kind == "paid_unless" for e in g.events)


def test_cr_603_2_your_own_spells_dont_trigger_an_opponent_cast_ability() -> None:
    sc = make_study(alice='hand = [{ card = "Shock", alias = "shock" }]\n' + lands("Mountain") + perm("Study", "s"),
                    bob="")
    for a in ("cast shock", "targets p1", "pay auto"):
        sc.answer(a)
    assert len(sc.game.stack) == 1


def test_cr_702_24a_cumulative_upkeep_grows_and_sacrifices_when_unpaid() -> None:
    sc = make_study(alice=lands("Island") + perm("Remora", "remora", "counters = { age = 1 }"), bob="",
                    step="upkeep")
    g = sc.game
    while g.pending.kind is Kind.PRIORITY and g.stack:
        sc.answer("pass")
    # two age counters now: {2}, and only one Island: it can't be paid, so it is sacrificed
    assert not on_battlefield(sc, "remora")


def test_cr_702_24a_cumulative_upkeep_paid_for_each_age_counter() -> None:
    sc = make_study(alice=lands("Island", "Island") + perm("Remora", "remora", "counters = { age = 1 }"), bob="",
                    step="upkeep")
    g = sc.game
    while g.pending.kind is Kind.PRIORITY and g.stack:
        sc.answer("pass")
    assert g.pending.kind is Kind.CHOOSE and g.pending.rule == "702.24a"
    sc.answer("choose 1")
    sc.answer("pay auto")
    assert on_battlefield(sc, "remora") and g.objects[sc.id("remora")].counters["age"] == 2
    assert all(g.objects[i].tapped for i in g.battlefield if g.objects[i].name == "Island")
