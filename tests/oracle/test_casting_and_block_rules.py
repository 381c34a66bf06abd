"""Casting restrictions and permissions, "can't be countered" and blocking restrictions,
compiled from the cards' real Oracle text (read from the corpus at test time) and played
through the engine (``engine.casting_rules``, ``engine.block_rules``): "Your opponents can't
cast [noncreature] spells this turn" (CR 101.2), "Spells you control can't be countered"
(CR 101.2), "as though they had flash" (CR 601.3a, 702.8a), "can't be blocked except by
creatures with flying [or reach]", "can't block creatures with power 2 or greater" and "target
creature can't block this turn" (CR 509.1b)."""

from __future__ import annotations

from typing import Any, Iterable

import pytest

from mtgtable.engine import Activate, Cast, IllegalAnswer, Kind, Pay
from mtgtable.engine.rules import combat
from mtgtable.engine import operations as ops
from mtgtable.engine.text.ability_text import ability_text
from mtgtable.engine.decisions import Targets
from mtgtable.engine.files.scenario import Scenario, load_scenario_text
from mtgtable.engine.turn.steps import Duration
from mtgtable.oracle import compile_card

from .corpus import compiled_db, corpus, record


def _side(name: str, hand: Iterable[str], battlefield: Iterable[tuple[str, str, str]]) -> list[str]:
    hand_objs = ", ".join(f'{{ card = "{c}", alias = "{name}{i}" }}' for i, c in enumerate(hand))
    lines = ["[[player]]", f'name = "{name}"', 'library = ["Island", "Island", "Island", "Island", "Island"]',
             f"hand = [{hand_objs}]", ""]
    for card, alias, extra in battlefield:
        lines += ["[[player.battlefield]]", f'card = "{card}"', f'alias = "{alias}"', "sick = false", extra, ""]
    return lines


def _table(me_hand: Iterable[str] = (), me: Iterable[tuple[str, str, str]] = (), them_hand: Iterable[str] = (),
           them: Iterable[tuple[str, str, str]] = (), step: str = "main1", begun: bool = True) -> Scenario:
    """Me (player 0, active) and Them, with hands (aliases ``Me0``..., ``Them0``...) and battlefields
    of (card, alias, extra scenario keys)."""
    me, them, me_hand, them_hand = list(me), list(them), list(me_hand), list(them_hand)
    names = {c for c in [*me_hand, *them_hand]} | {b[0] for b in [*me, *them]}
    db = compiled_db(n for n in names if n in corpus())
    lines = ["[game]", f'step = "{step}"', f"begun = {'true' if begun else 'false'}", "active = 0", "turn = 3",
             "first_player = 0", ""]
    lines += _side("Me", me_hand, me) + _side("Them", them_hand, them)
    return load_scenario_text("\n".join(lines), where="<casting rules test>", db=db)


def _lands(card: str, n: int, prefix: str) -> list[tuple[str, str, str]]:
    return [(card, f"{prefix}{i}", "") for i in range(n)]


def _pass_until_resolved(g: Any) -> None:
    n = len(g.stack)
    for _ in range(6):
        if len(g.stack) < n or g.pending.kind is not Kind.PRIORITY:
            return
        g.answer(g.pending.options()[0])


def _cast(sc: Scenario, alias: str, *targets: Any) -> None:
    g = sc.game
    g.answer(Cast(sc.id(alias)))
    if g.pending.kind is Kind.TARGETS:
        g.answer(Targets(tuple(targets)))
    if g.pending.kind is Kind.PAY:
        g.answer(Pay(auto=True))


@pytest.mark.parametrize("name", ["Silence", "Ranger-Captain of Eos", "Vedalken Orrery", "Signal Pest",
                                  "Treetop Scout", "Ironclaw Orcs", "Stun", "Krark-Clan Ogre",
                                  "Hypersonic Dragon"])
def test_the_cards_of_the_family_compile_in_full(name: str) -> None:
    compiled = compile_card(record(name))
    assert compiled.status == "automated", compiled.lines


@pytest.mark.parametrize("line", ["You may cast artifact spells as though they had flash.",
                                  "Any player may cast spells as though they had flash.",
                                  "Creature spells you control can't be countered.",
                                  "Target player can't cast spells this turn.",
                                  "Up to three target creatures can't block this turn.",
                                  "This creature can't block creatures with power 2 or less."])
def test_the_compiler_fails_closed_on_the_lines_it_does_not_read_in_full(line: str) -> None:
    rec = {"name": "Test Card", "types": ["Creature"], "subtypes": [], "supertypes": [], "manaCost": "{1}",
           "power": "1", "toughness": "1", "text": line, "colors": []}
    compiled = compile_card(rec)
    assert [r.status for r in compiled.lines] == ["by_hand"], compiled.lines


def test_cr_101_2_silence_opponents_cant_cast_spells_this_turn() -> None:
    sc = _table(me_hand=["Silence"], me=_lands("Plains", 1, "p"), them_hand=["Lightning Bolt"],
                them=_lands("Mountain", 1, "m"))
    g = sc.game
    bolt = sc.id("Them0")
    assert g.cast_problem(1, bolt) is None
    _cast(sc, "Me0")
    _pass_until_resolved(g)
    why = g.cast_problem(1, bolt)
    assert why is not None and why.rule == "101.2"
    assert "can't cast spells this turn" in why.reason
    assert g.cast_problem(0, sc.id("Me0")) is None or g.cast_problem(0, sc.id("Me0")).rule != "101.2"
    ops.end_effects(g.state, (Duration.END_OF_TURN,))  # the cleanup step (CR 514.2)
    assert g.cast_problem(1, bolt) is None
    silence = g.state.db.get("Silence")
    assert silence is not None and silence.spell_ability is not None
    assert ability_text(silence.spell_ability) == "Your opponents can't cast spells this turn."


def test_cr_101_2_ranger_captain_stops_noncreature_spells_only() -> None:
    sc = _table(me=[("Ranger-Captain of Eos", "rc", "")], them_hand=["Lightning Bolt", "Grizzly Bears"],
                them=_lands("Mountain", 1, "m") + _lands("Forest", 2, "f"))
    g = sc.game
    rc = sc.id("rc")
    index = next(i for i, ab in enumerate(a for a in g.objects[rc].card.abilities if a.kind == "activated"))
    g.answer(Activate(rc, index))
    assert not g.on_battlefield(rc)  # sacrificed as the cost (CR 602.2b)
    _pass_until_resolved(g)
    bolt_why = g.cast_problem(1, sc.id("Them0"))
    assert bolt_why is not None and bolt_why.rule == "101.2"
    bears_why = g.cast_problem(1, sc.id("Them1"))
    assert bears_why is None or bears_why.rule != "101.2"  # a creature spell is not stopped


def test_cr_101_2_spells_you_control_cant_be_countered() -> None:
    rec = {"name": "Test Shield", "types": ["Enchantment"], "subtypes": [], "supertypes": [], "manaCost": "{1}",
           "text": "Spells you control can't be countered.", "colors": []}
    compiled = compile_card(rec)
    assert compiled.status == "automated"
    assert compiled.record["abilities"][0]["static"] == "spells_uncounterable"
    sc = _table(me_hand=["Lightning Bolt"], me=_lands("Mountain", 1, "m"), them_hand=["Counterspell"],
                them=_lands("Island", 2, "i"))
    g = sc.game
    from mtgtable.engine.data.cards import card_from_json
    shield = card_from_json(compiled.record)
    g.state.db.add(shield)
    oid = ops.new_object(g.state, shield, 0, ops.Zone.BATTLEFIELD).id
    assert g.on_battlefield(oid)
    from mtgtable.engine.refs import PlayerRef
    _cast(sc, "Me0", PlayerRef(1))
    bolt = g.stack[-1].id
    ops.counter_spell(g.state, bolt, "Counterspell")
    assert g.stack and g.stack[-1].id == bolt  # still there (CR 101.2)
    assert any(e.rule == "101.2" and e.kind == "not_countered" for e in g.events)


def test_cr_702_8a_vedalken_orrery_lets_a_sorcery_be_cast_at_instant_speed() -> None:
    sc = _table(me_hand=["Divination"], me=_lands("Island", 3, "i"), step="upkeep")
    g = sc.game
    why = g.cast_problem(0, sc.id("Me0"))
    assert why is not None and why.rule == "505.5a"
    sc2 = _table(me_hand=["Divination"], me=_lands("Island", 3, "i") + [("Vedalken Orrery", "vo", "")],
                 step="upkeep")
    assert sc2.game.cast_problem(0, sc2.id("Me0")) is None
    assert any(isinstance(a, Cast) and a.card == sc2.id("Me0") for a in sc2.game.legal_actions(0))


def test_cr_601_3a_hypersonic_dragon_sorceries_only() -> None:
    sc = _table(me_hand=["Divination", "Grizzly Bears"], me=_lands("Island", 3, "i") + _lands("Forest", 2, "f")
                + [("Hypersonic Dragon", "wt", "")], step="upkeep")
    g = sc.game
    assert g.cast_problem(0, sc.id("Me0")) is None
    why = g.cast_problem(0, sc.id("Me1"))
    assert why is not None and why.rule == "505.5a"  # a creature spell keeps its timing


def test_cr_611_2_teferi_plus_one_lasts_until_your_next_turn() -> None:
    sc = _table(me_hand=["Divination"], me=_lands("Island", 3, "i")
                + [("Teferi, Time Raveler", "tf", "counters = { loyalty = 4 }")])
    g = sc.game
    tf = sc.id("tf")
    plus = next(i for i, ab in enumerate(a for a in g.objects[tf].card.abilities if a.kind == "activated")
                if ab.cost.loyalty == 1)
    g.answer(Activate(tf, plus))
    _pass_until_resolved(g)
    from mtgtable.engine.rules.casting_rules import flash_allowed
    div = g.objects[sc.id("Me0")].card
    assert flash_allowed(g.state, 0, div)
    ops.end_effects(g.state, (Duration.END_OF_TURN,))
    assert flash_allowed(g.state, 0, div)  # not at the end of this turn
    ops.end_effects(g.state, (Duration.NEXT_TURN,), player=0)
    assert not flash_allowed(g.state, 0, div)


def _blockers(step_keys: str = 'attacking = "p1"\ntapped = true') -> Scenario:
    return _table(me=[("Signal Pest", "pest", step_keys), ("Treetop Scout", "scout", step_keys),
                      ("Grizzly Bears", "bears", step_keys), ("Raging Goblin", "gob", step_keys)],
                  them=[("Grizzly Bears", "bear", ""), ("Giant Spider", "spider", ""), ("Wind Drake", "drake", ""),
                        ("Ironclaw Orcs", "orcs", "")],
                  step="declare_blockers", begun=False)


def _refused(sc: Scenario, answer: str, rule: str) -> IllegalAnswer:
    with pytest.raises(IllegalAnswer) as info:
        sc.answer(answer)
    assert info.value.rule == rule, str(info.value)
    return info.value


def test_cr_509_1b_except_by_creatures_with_flying_or_reach() -> None:
    sc = _blockers()
    g = sc.game
    pest, scout = sc.id("pest"), sc.id("scout")
    why = combat.block_problem(g.state, sc.id("bear"), pest)
    assert why is not None and why.rule == "509.1b" and "flying or reach" in why.reason
    assert combat.block_problem(g.state, sc.id("spider"), pest) is None
    assert combat.block_problem(g.state, sc.id("drake"), pest) is None
    why = combat.block_problem(g.state, sc.id("spider"), scout)
    assert why is not None and why.rule == "509.1b"  # flying only: reach is not enough
    assert combat.block_problem(g.state, sc.id("drake"), scout) is None
    # The fast path of the whole board says the same (CR 509.1b).
    options = combat.block_options(g.state, [sc.id(x) for x in ("bear", "spider", "drake", "orcs")])
    assert pest not in options[sc.id("bear")] and pest in options[sc.id("spider")]
    assert scout not in options[sc.id("spider")] and scout in options[sc.id("drake")]
    _refused(sc, "block bear>pest", "509.1b")


def test_cr_509_1b_ironclaw_orcs_cant_block_power_two_or_greater() -> None:
    sc = _blockers()
    g = sc.game
    why = combat.block_problem(g.state, sc.id("orcs"), sc.id("bears"))
    assert why is not None and why.rule == "509.1b" and "power 2 or greater" in why.reason
    assert combat.block_problem(g.state, sc.id("orcs"), sc.id("gob")) is None  # a 1/1 Raging Goblin
    options = combat.block_options(g.state, [sc.id("orcs")])
    assert sc.id("bears") not in options[sc.id("orcs")] and sc.id("gob") in options[sc.id("orcs")]
    _refused(sc, "block orcs>bears", "509.1b")


def test_cr_509_1b_stun_target_creature_cant_block_this_turn() -> None:
    sc = _table(me_hand=["Stun"], me=_lands("Mountain", 2, "m"), them=[("Grizzly Bears", "bear", "")])
    g = sc.game
    bear = sc.id("bear")
    _cast(sc, "Me0", bear)
    _pass_until_resolved(g)
    why = combat.blocker_problem(g.state, bear)
    assert why is None or why.rule != "509.1b" or "this turn" in why.reason
    from mtgtable.engine.rules.block_rules import CANT_BLOCK
    from mtgtable.engine.rules import characteristics as chars
    assert chars.has_keyword(g.state, bear, CANT_BLOCK)
    ops.end_effects(g.state, (Duration.END_OF_TURN,))
    assert not chars.has_keyword(g.state, bear, CANT_BLOCK)
    stun = g.state.db.get("Stun")
    assert stun is not None and stun.spell_ability is not None
    assert ability_text(stun.spell_ability).lower().startswith("target creature can't block this turn.")


def test_cr_509_1b_a_creature_that_cant_block_this_turn_is_refused_with_its_rule() -> None:
    sc = _table(me=[("Grizzly Bears", "att", 'attacking = "p1"\ntapped = true')],
                them=[("Grizzly Bears", "bear", "")], step="declare_blockers", begun=False)
    g = sc.game
    from mtgtable.engine.rules.block_rules import CANT_BLOCK
    ops.add_rule_modifier(g.state, sc.id("bear"), CANT_BLOCK, Duration.END_OF_TURN, 0, "Stun")
    why = combat.blocker_problem(g.state, sc.id("bear"))
    assert why is not None and why.rule == "509.1b" and "this turn" in why.reason
    _refused(sc, "block bear>att", "509.1b")


def test_cr_508_1c_509_1b_pacifism_enchanted_creature_cant_attack_or_block() -> None:
    compiled = compile_card(record("Pacifism"))
    assert compiled.status == "automated"
    sc = _table(me=[("Grizzly Bears", "bear", ""), ("Pacifism", "pac", 'attached_to = "bear"')],
                them=[("Grizzly Bears", "their", "")])
    g = sc.game
    assert g.objects[sc.id("pac")].attached_to == sc.id("bear")
    why = combat.attack_problem(g.state, sc.id("bear"))
    assert why is not None and why.rule == "508.1c"
    assert combat.attack_problem(g.state, sc.id("their")) is not None  # (not the active player's)
    card = g.objects[sc.id("pac")].card
    assert "It can't attack or block." in " ".join(ability_text(a) for a in card.abilities)


def test_cr_509_1b_an_enchanted_creature_that_cant_block_is_refused_with_its_rule() -> None:
    sc = _table(me=[("Grizzly Bears", "att", 'attacking = "p1"\ntapped = true')],
                them=[("Grizzly Bears", "bear", ""), ("Pacifism", "pac", 'attached_to = "bear"')],
                step="declare_blockers", begun=False)
    g = sc.game
    why = combat.blocker_problem(g.state, sc.id("bear"))
    assert why is not None and why.rule == "509.1b"
    assert combat.block_options(g.state, [sc.id("bear")])[sc.id("bear")] == []
    assert g.pending.kind is not Kind.DECLARE_BLOCKERS  # nobody can block: no declaration is asked (CR 509.1a)


def test_cr_303_4_claustrophobia_taps_the_creature_it_enters_attached_to() -> None:
    compiled = compile_card(record("Claustrophobia"))
    assert compiled.status == "automated"
    etb = next(a for a in compiled.record["abilities"] if a.get("kind") == "triggered")
    assert etb["effects"] == [{"do": "tap", "target": "attached"}]
    sc = _table(me_hand=["Claustrophobia"], me=_lands("Island", 3, "i"), them=[("Grizzly Bears", "bear", "")])
    g = sc.game
    bear = sc.id("bear")
    _cast(sc, "Me0", bear)
    _pass_until_resolved(g)  # the Aura resolves, attached to the Bears (CR 303.4f)
    _pass_until_resolved(g)  # its enters trigger resolves
    assert g.objects[bear].tapped


def test_cr_121_2_smothering_tithe_triggers_for_each_card_an_opponent_draws() -> None:
    compiled = compile_card(record("Smothering Tithe"))
    assert compiled.status == "automated"
    sc = _table(me=[("Smothering Tithe", "tithe", "")])
    g = sc.game
    ops.draw(g.state, 1, 2)  # the opponent draws two cards: two triggers (CR 121.2)
    assert len(g.state.pending_triggers) == 2
    ops.draw(g.state, 0, 1)  # its controller's own draw: none
    assert len(g.state.pending_triggers) == 2
    card = g.objects[sc.id("tithe")].card
    assert ability_text(card.abilities[0]).startswith("Whenever an opponent draws a card")


def test_cr_118_12_smothering_tithe_makes_a_treasure_unless_the_player_who_drew_pays() -> None:
    sc = _table(me=[("Smothering Tithe", "tithe", "")])
    g = sc.game
    ops.draw(g.state, 1, 1)
    # The trigger goes on the stack when a player would receive priority; the opponent has no mana: no question.
    for _ in range(10):
        if any(g.objects[o].name == "Treasure" for o in g.battlefield):
            break
        assert g.pending.kind in (Kind.PRIORITY, Kind.CHOOSE), g.pending
        g.answer(g.pending.options()[0])
    treasures = [o for o in g.battlefield if g.objects[o].name == "Treasure"]
    assert len(treasures) == 1 and g.objects[treasures[0]].controller == 0


def test_cr_601_2f_domain_stratadon_costs_one_less_for_each_basic_land_type() -> None:
    assert compile_card(record("Stratadon")).status == "automated"
    five = [(t, f"l{i}", "") for i, t in enumerate(("Plains", "Island", "Swamp", "Mountain", "Forest"))]
    sc = _table(me_hand=["Stratadon"], me=five)
    assert sc.game.cast_problem(0, sc.id("Me0")) is None  # {10} less 5: {5}, five lands
    from mtgtable.engine.rules.casting_rules import basic_land_types
    assert basic_land_types(sc.game.state, 0) == 5 and basic_land_types(sc.game.state, 1) == 0
    same = _table(me_hand=["Stratadon"], me=_lands("Forest", 5, "f"))
    why = same.game.cast_problem(0, same.id("Me0"))
    assert why is not None and why.rule == "117.3"  # {9}: one basic land type only


def test_cr_101_2_serra_avenger_cant_be_cast_during_your_first_three_turns() -> None:
    assert compile_card(record("Serra Avenger")).status == "automated"
    sc = _table(me_hand=["Serra Avenger"], me=_lands("Plains", 4, "p"))
    g = sc.game
    g.state.turns_taken = [2, 1]  # turn 3 of the game, my second (known: they add up to the turn)
    why = g.cast_problem(0, sc.id("Me0"))
    assert why is not None and why.rule == "101.2"
    g.state.turns_taken = [4, 3]
    g.state.turn = 7
    assert g.cast_problem(0, sc.id("Me0")) is None


def test_cr_101_2_grand_abolisher_stops_opponents_spells_and_abilities_during_your_turn() -> None:
    assert compile_card(record("Grand Abolisher")).status == "automated"
    sc = _table(me=[("Grand Abolisher", "ga", "")], them_hand=["Lightning Bolt"],
                them=[("Llanowar Elves", "elf", ""), ("Mountain", "mtn", "")])
    g = sc.game
    from mtgtable.engine.rules import payment
    from mtgtable.engine.rules.casting_rules import activation_forbidden
    why = activation_forbidden(g.state, 1, sc.id("elf"))
    assert why is not None and why.rule == "101.2"
    assert activation_forbidden(g.state, 1, sc.id("mtn")) is None  # a land's abilities are not stopped
    assert activation_forbidden(g.state, 0, sc.id("ga")) is None  # its controller's are not either
    sources = {s for s, _ in payment.available_mana_units(g.state, 1)}
    assert sc.id("mtn") in sources and sc.id("elf") not in sources  # mana abilities too (CR 605.1a)
    cast = g.cast_problem(1, sc.id("Them0"))
    assert cast is not None and cast.rule == "101.2"
    g.state.active = 1  # during the opponent's own turn: nothing is stopped
    assert activation_forbidden(g.state, 1, sc.id("elf")) is None


def test_cr_301_5_dueling_rapier_attaches_itself_as_it_enters() -> None:
    assert compile_card(record("Dueling Rapier")).status == "automated"
    sc = _table(me_hand=["Dueling Rapier"], me=_lands("Mountain", 2, "p") + [("Grizzly Bears", "bear", "")])
    g = sc.game
    _cast(sc, "Me0")
    _pass_until_resolved(g)  # the Equipment resolves; its enters trigger targets the Bears
    if g.pending.kind is Kind.TARGETS:
        g.answer(Targets((sc.id("bear"),)))
    _pass_until_resolved(g)
    rapier = next(o for o in g.battlefield if g.objects[o].name == "Dueling Rapier")
    assert g.objects[rapier].attached_to == sc.id("bear")


def test_cr_508_1c_off_balance_target_creature_cant_attack_or_block_this_turn() -> None:
    assert compile_card(record("Off Balance")).status == "automated"
    sc = _table(me=[("Grizzly Bears", "bear", "")])
    g = sc.game
    from mtgtable.engine.rules.block_rules import CANT_ATTACK, CANT_BLOCK
    ops.add_rule_modifier(g.state, sc.id("bear"), CANT_BLOCK, Duration.END_OF_TURN, 1, "Off Balance")
    ops.add_rule_modifier(g.state, sc.id("bear"), CANT_ATTACK, Duration.END_OF_TURN, 1, "Off Balance")
    why = combat.attack_problem(g.state, sc.id("bear"))
    assert why is not None and why.rule == "508.1c" and "this turn" in why.reason
    ops.end_effects(g.state, (Duration.END_OF_TURN,))
    assert combat.attack_problem(g.state, sc.id("bear")) is None


def test_cr_601_3a_borne_upon_a_wind_flash_for_this_turn_only() -> None:
    assert compile_card(record("Borne Upon a Wind")).status == "automated"
    sc = _table(me_hand=["Borne Upon a Wind", "Divination"], me=_lands("Island", 5, "i"))
    g = sc.game
    _cast(sc, "Me0")
    _pass_until_resolved(g)
    from mtgtable.engine.rules.casting_rules import flash_allowed
    div = g.objects[sc.id("Me1")].card
    assert flash_allowed(g.state, 0, div) and not flash_allowed(g.state, 1, div)
    ops.end_effects(g.state, (Duration.END_OF_TURN,))
    assert not flash_allowed(g.state, 0, div)
