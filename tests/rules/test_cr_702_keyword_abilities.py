"""CR 702: the keyword abilities of engine/families/keyword_effects.py: fear, intimidate,
horsemanship and skulk (who can block), infect, wither and toxic (what damage
does), and poison counters as a state-based action (CR 704.5c)."""

from __future__ import annotations

import pytest

from mtgtable.engine import IllegalAnswer, Kind
from mtgtable.engine.rules import combat
from mtgtable.engine import operations as ops
from mtgtable.engine.refs import PlayerRef

from .helpers import assert_illegal, assert_legal, life, on_battlefield, perm, scenario

CARDS = """
[cards."Dread Knight"]
types = ["Creature"]
colors = ["B"]
power = 2
toughness = 2
keywords = ["Fear"]
[cards."Red Raider"]
types = ["Creature"]
colors = ["R"]
power = 2
toughness = 2
keywords = ["Intimidate"]
[cards."Steppe Rider"]
types = ["Creature"]
colors = ["G"]
power = 2
toughness = 2
keywords = ["Horsemanship"]
[cards."Lurker"]
types = ["Creature"]
colors = ["U"]
power = 2
toughness = 2
keywords = ["Skulk"]
[cards."White Guard"]
types = ["Creature"]
colors = ["W"]
power = 1
toughness = 1
[cards."Black Guard"]
types = ["Creature"]
colors = ["B"]
power = 1
toughness = 1
[cards."Red Guard"]
types = ["Creature"]
colors = ["R"]
power = 1
toughness = 1
[cards."Iron Guard"]
types = ["Artifact", "Creature"]
power = 1
toughness = 1
[cards."Big Guard"]
types = ["Creature"]
colors = ["W"]
power = 3
toughness = 3
[cards."Mounted Guard"]
types = ["Creature"]
colors = ["W"]
power = 1
toughness = 1
keywords = ["Horsemanship"]
[cards."Plague Rat"]
types = ["Creature"]
colors = ["B"]
power = 2
toughness = 2
keywords = ["Infect"]
[cards."Withering Rat"]
types = ["Creature"]
colors = ["B"]
power = 2
toughness = 2
keywords = ["Wither"]
[cards."Toxic Rat"]
types = ["Creature"]
colors = ["B"]
power = 2
toughness = 2
abilities = [{{ kind = "static", static = "toxic", n = 2 }}]
"""

BLOCK = CARDS + """
[game]
turn = 3
active = 0
step = "declare_blockers"
begun = false
[[player]]
name = "Alice"
{alice}
[[player]]
name = "Bob"
{bob}
"""


def attacker(card: str, alias: str) -> str:
    return perm(card, alias, 'attacking = "p1"\ntapped = true')


GUARDS = (perm("White Guard", "white") + perm("Black Guard", "black") + perm("Red Guard", "red")
          + perm("Iron Guard", "iron") + perm("Big Guard", "big") + perm("Mounted Guard", "mounted"))


def _options(sc: object, attacker_alias: str) -> set[str]:
    """The blockers ``combat.block_options`` offers against one attacker (its fast path), by alias."""
    g = sc.game  # type: ignore[attr-defined]
    a = sc.id(attacker_alias)  # type: ignore[attr-defined]
    found = combat.block_options(g.state, [sc.id(x) for x in  # type: ignore[attr-defined]
                                           ("white", "black", "red", "iron", "big", "mounted")])
    names = {sc.id(x): x for x in ("white", "black", "red", "iron", "big", "mounted")}  # type: ignore[attr-defined]
    return {names[b] for b, atts in found.items() if a in atts}


def test_cr_702_36b_fear_blocked_only_by_artifact_or_black_creatures() -> None:
    sc = scenario(BLOCK.format(alice=attacker("Dread Knight", "knight"), bob=GUARDS))
    assert sc.game.pending.kind is Kind.DECLARE_BLOCKERS
    err = assert_illegal(sc, "block white>knight", "702.36b")
    assert "fear" in err.reason
    assert_illegal(sc, "block red>knight", "702.36b")
    assert_legal(sc, "block black>knight")
    assert_legal(sc, "block iron>knight")
    assert _options(sc, "knight") == {"black", "iron"}


def test_cr_702_13b_intimidate_blocked_only_by_artifact_or_sharing_a_color() -> None:
    sc = scenario(BLOCK.format(alice=attacker("Red Raider", "raider"), bob=GUARDS))
    assert_illegal(sc, "block white>raider", "702.13b")
    assert_illegal(sc, "block black>raider", "702.13b")
    assert_legal(sc, "block red>raider")
    assert_legal(sc, "block iron>raider")
    assert _options(sc, "raider") == {"red", "iron"}


def test_cr_702_31b_horsemanship_blocked_only_by_horsemanship() -> None:
    sc = scenario(BLOCK.format(alice=attacker("Steppe Rider", "rider"), bob=GUARDS))
    assert_illegal(sc, "block white>rider", "702.31b")
    assert_illegal(sc, "block iron>rider", "702.31b")
    assert_legal(sc, "block mounted>rider")
    assert _options(sc, "rider") == {"mounted"}


def test_cr_702_31b_horsemanship_blocker_may_block_others() -> None:
    sc = scenario(BLOCK.format(alice=attacker("White Guard", "plain"), bob=perm("Mounted Guard", "mounted")))
    assert_legal(sc, "block mounted>plain")


def test_cr_702_118b_skulk_not_blocked_by_greater_power() -> None:
    sc = scenario(BLOCK.format(alice=attacker("Lurker", "lurker"), bob=GUARDS))
    assert_illegal(sc, "block big>lurker", "702.118b")
    assert_legal(sc, "block white>lurker")
    assert _options(sc, "lurker") == {"white", "black", "red", "iron", "mounted"}


DAMAGE = CARDS + """
[game]
turn = 3
active = 0
step = "main1"
[[player]]
name = "Alice"
{alice}
[[player]]
name = "Bob"
{bob}
"""


def test_cr_702_90b_infect_damage_to_a_player_is_poison_not_life_loss() -> None:
    sc = scenario(DAMAGE.format(alice=perm("Plague Rat", "rat"), bob=""))
    ops.deal_damage(sc.game.state, sc.id("rat"), PlayerRef(1), 2, combat=True)
    assert life(sc, 1) == 20
    assert sc.game.players[1].poison == 2
    assert any(e.rule == "120.3b" for e in sc.game.events)


def test_cr_702_90b_infect_damage_to_a_creature_is_minus_counters() -> None:
    sc = scenario(DAMAGE.format(alice=perm("Plague Rat", "rat"), bob=perm("Big Guard", "big")))
    ops.deal_damage(sc.game.state, sc.id("rat"), sc.id("big"), 2)
    big = sc.game.objects[sc.id("big")]
    assert big.damage == 0 and big.counters.get("-1/-1") == 2
    assert sc.game.toughness(sc.id("big")) == 1


def test_cr_702_80a_wither_damage_to_a_creature_is_minus_counters_and_stays() -> None:
    sc = scenario(DAMAGE.format(alice=perm("Withering Rat", "rat"), bob=perm("Big Guard", "big")))
    g = sc.game.state
    ops.deal_damage(g, sc.id("rat"), sc.id("big"), 1)
    ops.deal_damage(g, sc.id("rat"), PlayerRef(1), 2)
    assert g.objects[sc.id("big")].counters.get("-1/-1") == 1
    assert life(sc, 1) == 18 and g.players[1].poison == 0  # wither changes nothing for players
    assert g.objects[sc.id("big")].damage == 0 and sc.game.power(sc.id("big")) == 2


def test_cr_120_3d_lethal_wither_damage_kills_by_toughness() -> None:
    sc = scenario(DAMAGE.format(alice=perm("Withering Rat", "rat"), bob=perm("White Guard", "white")))
    ops.deal_damage(sc.game.state, sc.id("rat"), sc.id("white"), 2)
    sc.answer("pass")  # state-based actions are checked before a player gets priority
    assert not on_battlefield(sc, "white")  # toughness 0 or less (CR 704.5f)


def test_cr_702_164c_toxic_adds_poison_with_combat_damage_only() -> None:
    sc = scenario(DAMAGE.format(alice=perm("Toxic Rat", "rat"), bob=""))
    g = sc.game.state
    ops.deal_damage(g, sc.id("rat"), PlayerRef(1), 2)  # noncombat: toxic does nothing
    assert g.players[1].poison == 0 and life(sc, 1) == 18
    ops.deal_damage(g, sc.id("rat"), PlayerRef(1), 2, combat=True)
    assert g.players[1].poison == 2 and life(sc, 1) == 16  # the damage's other results still happen


def test_cr_704_5c_ten_poison_counters_lose_after_infect_combat() -> None:
    sc = scenario(BLOCK.format(alice=attacker("Plague Rat", "rat"), bob='poison = 8'))
    while sc.game.outcome is None and sc.game.pending is not None and sc.game.pending.kind is Kind.PRIORITY:
        sc.answer("pass")
    assert sc.game.outcome is not None and sc.game.outcome.winner == 0
    assert any(e.rule == "704.5c" for e in sc.game.events)
    assert life(sc, 1) == 20


def test_cr_702_91a_battle_cry_pumps_each_other_attacker() -> None:
    from mtgtable.oracle import compile_card
    from mtgtable.engine.data.cards import card_from_json
    rec = {"name": "Crier", "types": ["Creature"], "colors": ["R"], "power": "1", "toughness": "1",
           "text": "Battle cry"}
    compiled = compile_card(rec)
    assert compiled.status == "automated"
    (ab,) = card_from_json(compiled.record).abilities
    assert ab.trigger == "attacks" and ab.effects[0]["target"] == "other_attacking_creatures"
    text = CARDS.format() + """
[cards."Crier"]
types = ["Creature"]
colors = ["R"]
power = 1
toughness = 1
abilities = [{ kind = "triggered", trigger = "attacks", keyword = "Battle cry", effects = [{ do = "pump", power = 1, toughness = 0, target = "other_attacking_creatures" }] }]
[game]
turn = 3
active = 0
step = "declare_attackers"
begun = false
[[player]]
name = "Alice"
[[player.battlefield]]
card = "Crier"
alias = "crier"
[[player.battlefield]]
card = "White Guard"
alias = "guard"
[[player]]
name = "Bob"
"""
    sc = scenario(text)
    sc.answer("attack crier>p1 guard>p1")
    sc.answer("pass")
    sc.answer("pass")
    assert sc.game.power(sc.id("guard")) == 2 and sc.game.power(sc.id("crier")) == 1


PROTECTION = """
[cards."Pale Knight"]
types = ["Creature"]
colors = ["W"]
power = 2
toughness = 2
abilities = [{ kind = "static", static = "protection", from = ["B"], keyword = "Protection" }]
[cards."Dark Bolt"]
manaCost = "{B}"
types = ["Instant"]
colors = ["B"]
abilities = [{ kind = "spell", targets = ["any"], effects = [{ do = "damage", amount = 3, target = 0 }] }]
[cards."Dark Sweep"]
manaCost = "{B}"
types = ["Sorcery"]
colors = ["B"]
abilities = [{ kind = "spell", effects = [{ do = "damage", amount = 3, target = "each_creature" }] }]
[cards."Dark Blade"]
types = ["Artifact"]
subtypes = ["Equipment"]
colors = ["B"]
abilities = [{ kind = "equip", cost = "{1}", grants = { power = 1 } }]
"""


def _protection_game(alice: str, bob: str, step: str = "main1") -> object:
    text = CARDS.format() + PROTECTION + f"""
[game]
turn = 3
active = 0
step = "{step}"
{'begun = false' if step == 'declare_blockers' else ''}
[[player]]
name = "Alice"
{alice}
[[player]]
name = "Bob"
{bob}
"""
    return scenario(text)


def test_cr_702_16c_protection_cant_be_targeted_by_that_colour() -> None:
    sc = _protection_game(alice='hand = [{ card = "Dark Bolt", alias = "bolt" }]\n[[player.battlefield]]\ncard = "Swamp"',
                          bob=perm("Pale Knight", "knight"))
    from mtgtable.engine.rules.targets import is_legal_target
    g = sc.game.state
    bolt = g.players[0].hand[0]
    assert not is_legal_target(g, "creature", sc.id("knight"), 0, bolt)  # a black source
    assert is_legal_target(g, "creature", sc.id("knight"), 0, None)
    sc.answer("cast bolt")
    with pytest.raises(IllegalAnswer):
        sc.answer("targets knight")
    sc.answer("targets p1")  # the other targets stay legal


def test_cr_702_16e_protection_prevents_damage_from_that_colour() -> None:
    sc = _protection_game(alice='hand = [{ card = "Dark Sweep", alias = "sweep" }]\n[[player.battlefield]]\ncard = "Swamp"',
                          bob=perm("Pale Knight", "knight") + perm("Black Guard", "guard"))
    for a in ("cast sweep", "pay auto", "pass", "pass"):
        sc.answer(a)
    assert on_battlefield(sc, "knight") and sc.game.objects[sc.id("knight")].damage == 0
    assert not on_battlefield(sc, "guard")
    assert any(e.rule == "702.16e" for e in sc.game.events)


def test_cr_702_16f_protection_cant_be_blocked_by_that_colour() -> None:
    sc = _protection_game(alice=attacker("Pale Knight", "knight"),
                          bob=perm("Black Guard", "black") + perm("Red Guard", "red"), step="declare_blockers")
    assert_illegal(sc, "block black>knight", "702.16f")
    assert_legal(sc, "block red>knight")


def test_cr_702_16d_protection_unattaches_equipment_of_that_colour() -> None:
    sc = _protection_game(alice="", bob=perm("Pale Knight", "knight") + perm("Dark Blade", "blade", 'attached_to = "knight"'))
    sc.answer("pass")  # state-based actions before priority (CR 704.5n)
    assert sc.game.objects[sc.id("blade")].attached_to is None


def test_cr_702_16_protection_lines_compile() -> None:
    from mtgtable.engine.data.cards import card_from_json
    from mtgtable.oracle import compile_card
    rec = {"name": "Knight Test", "types": ["Creature"], "colors": ["W"], "power": "2", "toughness": "2",
           "text": "First strike, protection from black and from red"}
    c = compile_card(rec)
    assert c.status == "automated"
    card = card_from_json(c.record)
    (ab,) = card.abilities
    assert ab.static == "protection" and ab.params["from"] == ["B", "R"] and "First strike" in card.keywords
    bad = compile_card({**rec, "text": "Protection from Goblins"})
    assert bad.status == "by_hand"


def test_cr_702_61a_split_second_stops_spells_and_non_mana_abilities() -> None:
    text = CARDS.format() + PROTECTION + """
[cards."Sudden Bolt"]
manaCost = "{R}"
types = ["Instant"]
colors = ["R"]
keywords = ["Split second"]
abilities = [{ kind = "spell", targets = ["any"], effects = [{ do = "damage", amount = 2, target = 0 }] }]
[game]
turn = 3
active = 0
step = "main1"
[[player]]
name = "Alice"
hand = [{ card = "Sudden Bolt", alias = "bolt" }]
[[player.battlefield]]
card = "Mountain"
[[player]]
name = "Bob"
hand = [{ card = "Dark Bolt", alias = "dark" }]
[[player.battlefield]]
card = "Swamp"
alias = "swamp"
"""
    sc = scenario(text)
    for a in ("cast bolt", "targets p1", "pay auto", "pass"):
        sc.answer(a)
    assert_illegal(sc, "cast dark", "702.61a")
    assert_legal(sc, "activate swamp 0")  # mana abilities still can be activated
    sc.answer("pass")
    assert life(sc, 1) == 18


def test_cr_702_79a_persist_returns_once_with_a_minus_counter() -> None:
    text = CARDS.format() + """
[cards."Finks"]
types = ["Creature"]
colors = ["G"]
power = 3
toughness = 2
abilities = [{ kind = "triggered", trigger = "put_into_graveyard", unless_counter = "-1/-1", keyword = "Persist", effects = [{ do = "return_dead", counter = "-1/-1" }] }]
[cards."Doom"]
manaCost = "{B}"
types = ["Instant"]
colors = ["B"]
abilities = [{ kind = "spell", targets = ["creature"], effects = [{ do = "destroy", target = 0 }] }]
[game]
turn = 3
active = 0
step = "main1"
[[player]]
name = "Alice"
hand = [{ card = "Doom", alias = "d1" }, { card = "Doom", alias = "d2" }]
[[player.battlefield]]
card = "Swamp"
[[player.battlefield]]
card = "Swamp"
[[player]]
name = "Bob"
[[player.battlefield]]
card = "Finks"
alias = "finks"
"""
    sc = scenario(text)
    g = sc.game
    for a in ("cast d1", "targets finks", "pay auto", "pass", "pass"):
        sc.answer(a)
    assert g.stack and g.stack[-1].source_name == "Finks"  # persist triggered
    sc.answer("pass")
    sc.answer("pass")
    back = [i for i in g.battlefield if g.objects[i].name == "Finks"]
    assert len(back) == 1 and g.objects[back[0]].counters.get("-1/-1") == 1
    assert g.power(back[0]) == 2 and g.objects[back[0]].owner == 1 and g.objects[back[0]].controller == 1
    sc.answer("cast d2")
    sc.answer(f"targets {back[0]}")
    for a in ("pay auto", "pass", "pass"):
        sc.answer(a)
    assert not g.stack  # it had a -1/-1 counter: persist doesn't trigger (CR 603.4)
    assert not any(g.objects[i].name == "Finks" for i in g.battlefield)


def test_cr_702_43a_modular_moves_its_counters_when_it_dies() -> None:
    from mtgtable.engine.data.cards import card_from_json
    from mtgtable.oracle import compile_card
    worker = {"name": "Bolt Worker", "types": ["Artifact", "Creature"], "power": "0", "toughness": "0",
              "text": "Modular 2"}
    c = compile_card(worker)
    assert c.status == "automated"
    text = CARDS.format() + """
[cards."Iron Doom"]
manaCost = "{B}"
types = ["Instant"]
colors = ["B"]
abilities = [{ kind = "spell", targets = ["creature"], effects = [{ do = "destroy", target = 0 }] }]
[game]
turn = 3
active = 0
step = "main1"
[[player]]
name = "Alice"
hand = [{ card = "Iron Doom", alias = "doom" }]
[[player.battlefield]]
card = "Swamp"
[[player]]
name = "Bob"
[[player.battlefield]]
card = "Iron Guard"
alias = "iron"
"""
    from mtgtable.engine.objects import Zone
    sc = scenario(text)
    g = sc.game
    # Bob's worker, on the battlefield with the two counters it entered with (CR 614.1c)
    worker_id = ops.new_object(g.state, card_from_json(c.record), 1, Zone.BATTLEFIELD).id
    ops.change_counters(g.state, worker_id, "+1/+1", 2)
    sc.aliases["worker"] = worker_id
    for a in ("cast doom", "targets worker", "pay auto", "pass", "pass"):
        sc.answer(a)
    assert g.pending.kind is Kind.TARGETS and g.pending.player == 1  # modular's target
    sc.answer("targets iron")
    sc.answer("pass")
    sc.answer("pass")
    assert g.pending.kind is Kind.CHOOSE and g.pending.player == 1  # "you may"
    sc.answer("choose 1")
    assert g.objects[sc.id("iron")].counters.get("+1/+1") == 2


def test_cr_702_51a_convoke_taps_creatures_for_generic_and_coloured_mana() -> None:
    text = CARDS.format() + """
[cards."Crowd Flames"]
manaCost = "{2}{R}{R}"
types = ["Instant"]
colors = ["R"]
abilities = [{ kind = "spell", targets = ["any"], effects = [{ do = "damage", amount = 4, target = 0 }] }, { kind = "static", static = "convoke", keyword = "Convoke" }]
[game]
turn = 3
active = 0
step = "main1"
[[player]]
name = "Alice"
hand = [{ card = "Crowd Flames", alias = "flames" }]
[[player.battlefield]]
card = "Mountain"
[[player.battlefield]]
card = "Red Guard"
alias = "red"
sick = true
[[player.battlefield]]
card = "White Guard"
alias = "white"
[[player.battlefield]]
card = "Iron Guard"
alias = "iron"
[[player]]
name = "Bob"
"""
    sc = scenario(text)
    g = sc.game
    sc.answer("cast flames")
    sc.answer("targets p1")
    assert g.pending.kind is Kind.CHOOSE and g.pending.rule == "702.51a"
    sc.answer("choose red")   # pays {R} (summoning sickness doesn't matter)
    sc.answer("choose white")  # pays {1}
    sc.answer("choose iron")   # pays {1}
    # {R} is left, for the Mountain
    sc.answer("pay auto")
    assert all(g.objects[sc.id(a)].tapped for a in ("red", "white", "iron"))
    sc.answer("pass")
    sc.answer("pass")
    assert life(sc, 1) == 16


def test_cr_702_51a_convoke_offers_the_cast_only_when_it_can_be_paid() -> None:
    from mtgtable.engine.turn.actions import cast_problem
    text = CARDS.format() + """
[cards."Crowd Flames"]
manaCost = "{2}{R}{R}"
types = ["Instant"]
colors = ["R"]
abilities = [{ kind = "spell", targets = ["any"], effects = [{ do = "damage", amount = 4, target = 0 }] }, { kind = "static", static = "convoke", keyword = "Convoke" }]
[game]
turn = 3
active = 0
step = "main1"
[[player]]
name = "Alice"
hand = [{ card = "Crowd Flames", alias = "flames" }]
[[player.battlefield]]
card = "Mountain"
[[player.battlefield]]
card = "Mountain"
[[player.battlefield]]
card = "White Guard"
[[player]]
name = "Bob"
"""
    sc = scenario(text)
    assert cast_problem(sc.game.state, 0, sc.id("flames")) is not None  # 2 Mountains + 1 creature < 4
    sc2 = scenario(text.replace('card = "White Guard"', 'card = "White Guard"\n[[player.battlefield]]\ncard = "Black Guard"'))
    assert cast_problem(sc2.game.state, 0, sc2.id("flames")) is None


def test_cr_702_100a_evolve_grows_for_a_bigger_creature_only() -> None:
    text = CARDS.format() + """
[cards."Evolver"]
types = ["Creature"]
colors = ["G"]
power = 1
toughness = 1
abilities = [{ kind = "triggered", trigger = "creature_enters", evolve = true, keyword = "Evolve", effects = [{ do = "evolve" }] }]
[cards."Tiny"]
manaCost = "{G}"
types = ["Creature"]
colors = ["G"]
power = 1
toughness = 1
[cards."Big"]
manaCost = "{G}"
types = ["Creature"]
colors = ["G"]
power = 2
toughness = 1
[game]
turn = 3
active = 0
step = "main1"
[[player]]
name = "Alice"
hand = [{ card = "Tiny", alias = "tiny" }, { card = "Big", alias = "big" }]
[[player.battlefield]]
card = "Forest"
[[player.battlefield]]
card = "Forest"
[[player.battlefield]]
card = "Evolver"
alias = "evo"
[[player]]
name = "Bob"
"""
    sc = scenario(text)
    g = sc.game
    for a in ("cast tiny", "pay auto", "pass", "pass"):
        sc.answer(a)
    assert not g.stack and g.power(sc.id("evo")) == 1  # 1/1 is not greater: no trigger (CR 603.4)
    for a in ("cast big", "pay auto", "pass", "pass"):
        sc.answer(a)
    assert g.stack and g.stack[-1].source == sc.id("evo")
    sc.answer("pass")
    sc.answer("pass")
    assert g.power(sc.id("evo")) == 2 and g.toughness(sc.id("evo")) == 2
