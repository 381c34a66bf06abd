"""Cast triggers and restrictions that read the turn's history of spells cast (issue #10, CR 601.2i):
"Whenever a player casts their second spell each turn" (Lotho, Corrupt Shirriff), "Whenever a player casts
a spell with mana value 3 or less" (Eidolon of the Great Revel), "can't attack unless you've cast a creature
spell this turn" (Goblin Cohort, CR 508.1c), compiled from their Oracle text and played.
"""

from __future__ import annotations

from typing import Any

from mtgtable.engine import Cast, Kind, Pay, Targets
from mtgtable.engine import operations as ops
from mtgtable.engine.data.cards import card_from_json
from mtgtable.engine.refs import PlayerRef
from mtgtable.engine.rules import combat
from mtgtable.engine.text.ability_text import ability_text
from mtgtable.oracle import compile_card

from .corpus import record, settle, status, table


def _text(name: str) -> str:
    return " ".join(ability_text(a) for a in card_from_json(compile_card(record(name)).record).abilities)


def _cast(s: Any, name: str, *targets: Any) -> None:
    """Player 0 casts ``name`` from their hand and everything on the stack resolves."""
    g = s.game
    g.answer(Cast(next(c for c in g.players[0].hand if g.objects[c].name == name)))
    if g.pending.kind is Kind.TARGETS:
        g.answer(Targets(tuple(targets)))
    if g.pending.kind is Kind.PAY:
        g.answer(Pay(auto=True))
    settle(s)


def _treasures(g: Any, player: int) -> int:
    return sum(1 for o in g.battlefield if g.objects[o].name == "Treasure" and g.objects[o].controller == player)


# ----------------------------------------------------------------------------- "their second spell each turn"

def test_cr_601_2i_lotho_triggers_on_each_players_second_spell_of_the_turn_only() -> None:
    assert status("Lotho, Corrupt Shirriff") == "automated"
    assert _text("Lotho, Corrupt Shirriff").startswith("Whenever a player casts their second spell each turn,")
    s = table([], hand=["Lightning Bolt"] * 3, battlefield=["Mountain"] * 3, their_battlefield=["Lotho, Corrupt Shirriff"])
    g = s.game
    _cast(s, "Lightning Bolt", PlayerRef(1))
    assert _treasures(g, 1) == 0 and g.players[1].life == 17  # the first spell: no trigger
    _cast(s, "Lightning Bolt", PlayerRef(1))
    assert _treasures(g, 1) == 1 and g.players[1].life == 14 - 1  # the second (anyone's): Lotho's controller
    _cast(s, "Lightning Bolt", PlayerRef(1))
    assert _treasures(g, 1) == 1 and g.players[1].life == 10  # the third: no trigger
    assert len(g.players[0].cast_this_turn) == 3 and g.state.copy().players[0].cast_this_turn == \
        g.players[0].cast_this_turn  # the record is part of the state (a checkpoint keeps it)
    ops.begin_turn(g.state, 1)
    assert g.players[0].cast_this_turn == ()  # "each turn": a new turn starts the count again


# ----------------------------------------------------------------------------- "a spell with mana value 3 or less"

def test_cr_202_3_eidolon_of_the_great_revel_damages_whoever_casts_a_cheap_spell() -> None:
    assert status("Eidolon of the Great Revel") == "automated"
    assert _text("Eidolon of the Great Revel") == ("Whenever a player casts a spell with mana value 3 or less, "
                                                   "This deals 2 damage to that player.")
    s = table([], hand=["Lightning Bolt", "Ancestral Recall", "Counterspell"], battlefield=["Volcanic Island"] * 4,
              their_battlefield=["Eidolon of the Great Revel"])
    g = s.game
    _cast(s, "Lightning Bolt", PlayerRef(1))
    assert g.players[0].life == 18 and g.players[1].life == 17  # "that player": the caster, not its controller
    s2 = table([], hand=["Cryptic Command"], battlefield=["Island"] * 4, their_battlefield=["Eidolon of the Great Revel"])
    cryptic = s2.game.players[0].hand[0]
    s2.game.answer(Cast(cryptic))
    assert not s2.game.state.pending_triggers and all(i.kind.value == "spell" for i in s2.game.stack)  # mana value 4


def test_cr_603_2_eidolon_triggers_on_its_controllers_own_spells_too() -> None:
    s = table([], hand=["Lightning Bolt"], battlefield=["Mountain", "Eidolon of the Great Revel"])
    g = s.game
    _cast(s, "Lightning Bolt", PlayerRef(1))
    assert g.players[0].life == 18  # "a player": its controller as well


# ----------------------------------------------------------------------------- "unless you've cast a creature spell"

def test_cr_508_1c_goblin_cohort_attacks_only_after_its_controller_cast_a_creature_spell() -> None:
    assert status("Goblin Cohort") == "automated"
    assert _text("Goblin Cohort") == "This can't attack unless you've cast a creature spell this turn."
    s = table([], hand=["Lightning Bolt", "Goblin Guide"], battlefield=["Mountain", "Mountain", "Goblin Cohort"])
    g = s.game
    cohort = next(o for o in g.battlefield if g.objects[o].name == "Goblin Cohort")
    g.objects[cohort].sick = False
    assert combat.attack_problem(g.state, cohort) is not None
    _cast(s, "Lightning Bolt", PlayerRef(1))
    why = combat.attack_problem(g.state, cohort)
    assert why is not None and why.rule == "508.1c"  # a noncreature spell is not enough
    _cast(s, "Goblin Guide")
    assert combat.attack_problem(g.state, cohort) is None


# ----------------------------------------------------------------------------- "enters or dies" (CR 603.2, 700.4)

def test_cr_603_2_mogg_war_marshal_makes_a_goblin_as_it_enters_and_as_it_dies() -> None:
    assert status("Mogg War Marshal") == "automated"
    assert "When this enters, Create" in _text("Mogg War Marshal") and "When this dies, Create" in _text("Mogg War Marshal")
    s = table([], hand=["Mogg War Marshal", "Lightning Bolt"], battlefield=["Mountain"] * 3)
    g = s.game
    _cast(s, "Mogg War Marshal")
    goblins = [o for o in g.battlefield if g.objects[o].name == "Goblin"]
    assert len(goblins) == 1
    marshal = next(o for o in g.battlefield if g.objects[o].name == "Mogg War Marshal")
    _cast(s, "Lightning Bolt", marshal)
    assert len([o for o in g.battlefield if g.objects[o].name == "Goblin"]) == 2


# ----------------------------------------------------------------------------- "another blue creature" (CR 105.2)

def test_cr_603_6a_sages_row_denizen_triggers_only_on_another_blue_creature() -> None:
    assert status("Sage's Row Denizen") == "automated"
    assert _text("Sage's Row Denizen").startswith("Whenever another blue creature you control enters,")
    s = table([], hand=["Grizzly Bears", "Snapcaster Mage"], battlefield=["Island", "Island", "Forest", "Forest",
                                                                          "Sage's Row Denizen"])
    g = s.game
    _cast(s, "Grizzly Bears")
    assert len(g.players[1].library) == 10 and len(g.players[0].library) == 10  # green: no trigger
    g.answer(Cast(next(c for c in g.players[0].hand if g.objects[c].name == "Snapcaster Mage")))
    if g.pending.kind is Kind.PAY:
        g.answer(Pay(auto=True))
    for _ in range(10):
        if g.pending.kind is Kind.TARGETS and any(PlayerRef(1) in o.targets for o in g.pending.options()):
            g.answer(next(o for o in g.pending.options() if PlayerRef(1) in o.targets))  # the mill's target player
        elif g.pending.kind is Kind.PRIORITY and not g.stack and not g.state.pending_triggers:
            break
        elif g.pending.kind is Kind.PRIORITY:
            g.answer(next(o for o in g.pending.options() if str(o) == "pass"))
        else:
            g.answer(g.pending.suggest())
    assert len(g.players[1].library) == 8  # blue: target player mills two


# ----------------------------------------------------------------------------- "Activate only during your upkeep"

def test_cr_602_5b_emberwilde_augur_activates_only_during_its_controllers_upkeep() -> None:
    from mtgtable.engine.rules.activation_costs import activation_problem
    from mtgtable.engine.turn.steps import Step
    assert status("Emberwilde Augur") == "automated"
    assert _text("Emberwilde Augur").endswith("Activate only during your upkeep.")
    s = table([], battlefield=["Emberwilde Augur"])
    g = s.game
    augur = g.battlefield[0]
    ab = g.objects[augur].card.abilities[0]
    why = activation_problem(g.state, 0, augur, 0, ab, "")
    assert why is not None and why.rule == "602.5b"  # the main phase
    g.state.step = Step.UPKEEP
    assert activation_problem(g.state, 0, augur, 0, ab, "") is None
    g.state.active = 1
    assert activation_problem(g.state, 0, augur, 0, ab, "") is not None  # an opponent's upkeep is not "your"


# ----------------------------------------------------------------------------- "if you control a Chandra planeswalker"

def test_cr_603_4_karplusan_hound_triggers_only_while_you_control_a_chandra_planeswalker() -> None:
    assert status("Karplusan Hound") == "automated"
    assert "if you control a Chandra planeswalker," in _text("Karplusan Hound")
    s = table([], battlefield=["Karplusan Hound"], their_battlefield=["Chandra, Torch of Defiance"])
    g = s.game
    hound = next(o for o in g.battlefield if g.objects[o].name == "Karplusan Hound")
    ops.trigger(g.state, g.objects[hound], "attacks")
    assert not g.state.pending_triggers  # the opponent's Chandra is not yours (CR 603.4)
    s = table([], battlefield=["Karplusan Hound", "Chandra, Torch of Defiance"])
    g = s.game
    hound = next(o for o in g.battlefield if g.objects[o].name == "Karplusan Hound")
    ops.trigger(g.state, g.objects[hound], "attacks")
    assert len(g.state.pending_triggers) == 1


# ----------------------------------------------------------------------------- "during your turn and when ~ dies"

def test_cr_603_2_voice_of_resurgence_triggers_on_opponents_spells_in_its_controllers_turn_and_as_it_dies() -> None:
    from mtgtable.engine.rules import characteristics as chars
    assert status("Voice of Resurgence") == "automated"
    text = _text("Voice of Resurgence")
    assert text.startswith("Whenever an opponent casts a spell, during your turn, Create 1 */* green and white "
                           "Elemental") and "When this dies, Create 1 */*" in text
    s = table([], hand=["Lightning Bolt", "Lightning Bolt"], battlefield=["Mountain", "Mountain"],
              their_battlefield=["Voice of Resurgence"])
    g = s.game

    def elementals() -> list[int]:
        return [o for o in g.battlefield if g.objects[o].name == "Elemental" and g.objects[o].controller == 1]

    _cast(s, "Lightning Bolt", PlayerRef(1))
    assert elementals() == []  # my spell in my own turn: not "during your turn" for Voice's controller
    g.state.active = 1  # (the opponent's turn, as far as the trigger asks, CR 603.2)
    voice = next(o for o in g.battlefield if g.objects[o].name == "Voice of Resurgence")
    _cast(s, "Lightning Bolt", voice)
    tokens = elementals()
    assert len(tokens) == 2  # one for the cast, one as it died (CR 700.4)
    assert chars.power_toughness(g.state, tokens[0]) == (2, 2)  # each equal to the creatures its controller controls


# ----------------------------------------------------------------------------- "is dealt damage" (CR 603.2, 120.3)

def test_cr_120_3_jackal_pup_deals_the_damage_it_was_dealt_to_its_controller_even_as_it_dies() -> None:
    assert status("Jackal Pup") == "automated"
    assert _text("Jackal Pup") == ("Whenever this is dealt damage, This deals X damage to you. "
                                   "X is the damage dealt to it.")
    s = table([], hand=["Lightning Bolt"], battlefield=["Mountain"], their_battlefield=["Jackal Pup"])
    g = s.game
    pup = next(o for o in g.battlefield if g.objects[o].name == "Jackal Pup")
    _cast(s, "Lightning Bolt", pup)
    assert pup not in g.state.objects  # it died of the damage (a 2/1) ...
    assert g.players[1].life == 17 and g.players[0].life == 20  # ... and still dealt that much to "you", its
    # controller (its last known information, CR 608.2h)


# ----------------------------------------------------------------------------- monstrosity (CR 701.37)

def test_cr_701_37_fleecemane_lion_becomes_monstrous_once_and_then_has_hexproof_and_indestructible() -> None:
    from mtgtable.engine import Activate
    from mtgtable.engine.rules import characteristics as chars
    assert status("Fleecemane Lion") == "automated"
    assert _text("Fleecemane Lion").startswith("{3}{G}{W}: Monstrosity 1 (if this isn't monstrous")
    s = table([], battlefield=["Fleecemane Lion"] + ["Savannah"] * 10)
    g = s.game
    lion = g.battlefield[0]
    assert not chars.has_keyword(g.state, lion, "Hexproof")
    for _ in range(2):
        g.answer(Activate(lion, 0))
        if g.pending.kind is Kind.PAY:
            g.answer(Pay(auto=True))
        settle(s)
    assert chars.power_toughness(g.state, lion) == (4, 4)  # one +1/+1 counter: the second did nothing (CR 701.37a)
    assert chars.has_keyword(g.state, lion, "Hexproof") and chars.has_keyword(g.state, lion, "Indestructible")
    assert g.state.copy().chosen[lion].get("monstrous")  # part of the state (CR 701.37b)


# ----------------------------------------------------------------------------- Path of Bravery (CR 103.3, 508.1)

def test_cr_103_3_path_of_bravery_pumps_only_while_your_life_is_at_least_your_starting_life() -> None:
    from mtgtable.engine.rules import characteristics as chars
    assert status("Path of Bravery") == "automated"
    assert _text("Path of Bravery").startswith("Creatures you control get +1/+1. (Only as long as your life total is "
                                               "greater than or equal to your starting life total.)")
    s = table([], battlefield=["Path of Bravery", {"card": "Grizzly Bears", "alias": "a"}])
    g = s.game
    bears = next(o for o in g.battlefield if g.objects[o].name == "Grizzly Bears")
    assert g.players[0].starting_life == 20 and chars.power_toughness(g.state, bears) == (3, 3)
    ops.lose_life(g.state, 0, 1)
    assert chars.power_toughness(g.state, bears) == (2, 2)  # 19 < 20
    ops.gain_life(g.state, 0, 3, "test")
    assert chars.power_toughness(g.state, bears) == (3, 3)  # above it counts too
    assert g.state.copy().players[0].starting_life == 20


def test_cr_508_1_path_of_bravery_triggers_once_however_many_creatures_attack() -> None:
    assert "Whenever one or more creatures you control attack, You gain X life. X is the number of attacking " \
        "creatures." in _text("Path of Bravery")
    s = table([], battlefield=["Path of Bravery", {"card": "Grizzly Bears", "alias": "a"},
                               {"card": "Grizzly Bears", "alias": "b"}])
    g = s.game
    for o in g.battlefield:
        g.objects[o].sick = False
    bears = [o for o in g.battlefield if g.objects[o].name == "Grizzly Bears"]
    while g.pending.kind is not Kind.DECLARE_ATTACKERS:
        g.answer(g.pending.options()[0])
    s.answer(f"attack {bears[0]}>p1 {bears[1]}>p1")
    assert len(g.state.pending_triggers) + sum(1 for i in g.stack if i.kind.value == "triggered") == 1
    settle(s)
    assert g.players[0].life == 22  # one trigger, X = the two attacking creatures (CR 608.2h)


# ----------------------------------------------------------------------------- "their first noncreature spell each turn"

def _esper(hand: list[str]) -> Any:
    s = table([], hand=hand, battlefield=["Mountain", "Mountain"], their_battlefield=["Esper Sentinel"])
    return s, s.game, next(o for o in s.game.battlefield if s.game.objects[o].name == "Esper Sentinel")


def _cast_only(g: Any, name: str, *targets: Any) -> None:
    g.answer(Cast(next(c for c in g.players[0].hand if g.objects[c].name == name)))
    if g.pending.kind is Kind.TARGETS:
        g.answer(Targets(tuple(targets)))
    if g.pending.kind is Kind.PAY:
        g.answer(Pay(auto=True))


def _decline_and_settle(s: Any) -> None:
    """Pass; the caster declines to pay (CR 118.12)."""
    from mtgtable.engine import Choose
    g = s.game
    for _ in range(20):
        if g.pending.kind is Kind.CHOOSE and g.pending.rule == "118.12":
            g.answer(Choose(0))
        elif g.pending.kind is Kind.PRIORITY and not g.stack and not g.state.pending_triggers:
            return
        elif g.pending.kind is Kind.PRIORITY:
            g.answer(next(o for o in g.pending.options() if str(o) == "pass"))
        else:
            g.answer(g.pending.suggest())


def test_cr_601_2i_esper_sentinel_triggers_on_an_opponents_first_noncreature_spell_each_turn() -> None:
    assert status("Esper Sentinel") == "automated"
    assert _text("Esper Sentinel") == ("Whenever an opponent casts their first noncreature spell each turn, Unless "
                                       "that player pays {X}: X is this creature's power. Draw a card.")
    s, g, _ = _esper(["Lightning Bolt", "Lightning Bolt"])
    hand = len(g.players[1].hand)
    _cast_only(g, "Lightning Bolt", PlayerRef(1))
    assert len(g.state.pending_triggers) + sum(1 for i in g.stack if i.kind.value == "triggered") == 1
    _decline_and_settle(s)
    assert len(g.players[1].hand) == hand + 1  # not paid: its controller draws
    _cast_only(g, "Lightning Bolt", PlayerRef(1))
    assert not g.state.pending_triggers and all(i.kind.value == "spell" for i in g.stack)  # the second: no trigger


def test_cr_608_2h_esper_sentinels_x_is_its_power_as_it_last_existed() -> None:
    s, g, esper = _esper(["Lightning Bolt"])
    ops.add_counters(g.state, esper, "+1/+1", 2)  # a 3/4 now
    hand = len(g.players[1].hand)
    _cast_only(g, "Lightning Bolt", PlayerRef(1))
    for _ in range(5):  # the trigger goes on the stack
        if any(i.kind.value == "triggered" for i in g.stack):
            break
        g.answer(next(o for o in g.pending.options() if str(o) == "pass"))
    ops.destroy(g.state, esper, because="test")
    assert esper not in g.state.objects
    _decline_and_settle(s)
    # X = 3 (its last power): one untapped Mountain can't pay {3}, so its controller draws
    assert any(e.kind == "unless_pays" and e.args.get("cost") == "{3}" for e in g.events)
    assert len(g.players[1].hand) == hand + 1


# ----------------------------------------------------------------------------- "Whenever you scry" (CR 701.22)

def test_cr_701_22_flamespeaker_adept_triggers_when_its_controller_scries() -> None:
    from mtgtable.engine.rules import characteristics as chars
    assert status("Flamespeaker Adept") == "automated" and status("Knowledge and Power") == "automated"
    assert _text("Knowledge and Power").startswith("Whenever you scry, You may pay {2}.")
    s = table([], hand=["Opt"], battlefield=["Island", "Flamespeaker Adept"], library=["Island"] * 5)
    g = s.game
    adept = next(o for o in g.battlefield if g.objects[o].name == "Flamespeaker Adept")
    assert chars.power_toughness(g.state, adept) == (2, 3)
    _cast(s, "Opt")
    assert chars.power_toughness(g.state, adept) == (4, 3) and chars.has_keyword(g.state, adept, "First strike")


def test_cr_701_22b_scry_0_is_no_scry() -> None:
    from mtgtable.engine.families.effect_core import EFFECTS, EffectContext
    s = table([], battlefield=["Flamespeaker Adept"])
    g = s.game
    adept = g.battlefield[0]
    ctx = EffectContext(0, adept, "test", [], 0, {})
    ctx.game = g.state
    flow = EFFECTS["scry"](g.state, ctx, {"do": "scry", "amount": 0})
    assert flow is None or next(iter(flow), None) is None
    assert not g.state.pending_triggers  # scry 0: no scry event (CR 701.22b)


# ----------------------------------------------------------------------------- "... and a +1/+1 counter on this creature"

def test_cr_122_1_juniper_order_ranger_puts_a_counter_on_the_newcomer_and_on_itself() -> None:
    from mtgtable.engine.rules import characteristics as chars
    assert status("Juniper Order Ranger") == "automated"
    s = table([], hand=["Grizzly Bears"], battlefield=["Forest", "Forest", "Juniper Order Ranger"])
    g = s.game
    ranger = next(o for o in g.battlefield if g.objects[o].name == "Juniper Order Ranger")
    _cast(s, "Grizzly Bears")
    bears = next(o for o in g.battlefield if g.objects[o].name == "Grizzly Bears")
    assert chars.power_toughness(g.state, bears) == (3, 3) and chars.power_toughness(g.state, ranger) == (3, 5)  # a 2/4


def test_cr_608_2h_golden_urn_counts_the_charge_counters_it_had_when_sacrificed() -> None:
    from mtgtable.engine import Activate
    assert status("Golden Urn") == "automated"
    s = table([], battlefield=["Golden Urn"])
    g = s.game
    urn = g.battlefield[0]
    ops.add_counters(g.state, urn, "charge", 3)
    g.answer(Activate(urn, 0))  # its one activated ability
    if g.pending.kind is Kind.PAY:
        g.answer(Pay(auto=True))
    settle(s)
    assert urn not in g.state.objects and g.players[0].life == 23  # three counters as it last existed


# ----------------------------------------------------------------------------- "if that creature is 1/1" (CR 603.4)

def test_cr_603_4_sigil_captain_grows_only_a_creature_that_enters_as_a_1_1() -> None:
    from mtgtable.engine.rules import characteristics as chars
    assert status("Sigil Captain") == "automated"
    assert "if that creature is 1/1, Put 2 +1/+1 counter(s) on that creature." in _text("Sigil Captain")
    s = table([], hand=["Llanowar Elves", "Grizzly Bears"], battlefield=["Forest"] * 3 + ["Sigil Captain"])
    g = s.game
    _cast(s, "Llanowar Elves")
    elves = next(o for o in g.battlefield if g.objects[o].name == "Llanowar Elves")
    assert chars.power_toughness(g.state, elves) == (3, 3)
    _cast(s, "Grizzly Bears")
    bears = next(o for o in g.battlefield if g.objects[o].name == "Grizzly Bears")
    assert chars.power_toughness(g.state, bears) == (2, 2) and not g.state.pending_triggers


def test_cr_603_4_sigil_captains_condition_is_checked_again_as_it_resolves() -> None:
    from mtgtable.engine.rules import characteristics as chars
    s = table([], hand=["Llanowar Elves"], battlefield=["Forest", "Sigil Captain"])
    g = s.game
    _cast_only(g, "Llanowar Elves")
    for _ in range(6):  # the Elves resolve; the trigger goes on the stack
        if any(i.kind.value == "triggered" for i in g.stack):
            break
        g.answer(next(o for o in g.pending.options() if str(o) == "pass"))
    elves = next(o for o in g.battlefield if g.objects[o].name == "Llanowar Elves")
    ops.add_counters(g.state, elves, "+1/+1", 1)  # a 2/2 now
    settle(s)
    assert chars.power_toughness(g.state, elves) == (2, 2)  # no longer 1/1: the ability does nothing


# ----------------------------------------------------------------------------- two events, the second with parameters

def test_cr_603_2_shrine_of_loyal_legions_counts_upkeeps_and_white_spells_then_makes_that_many_myr() -> None:
    from mtgtable.engine import Activate
    assert status("Shrine of Loyal Legions") == "automated"
    assert _text("Shrine of Loyal Legions").startswith(
        "At the beginning of your upkeep, Put 1 charge counter(s) on this. Whenever you cast a white spell, Put 1 "
        "charge counter(s) on this.")
    s = table([], hand=["Raise the Alarm", "Lightning Bolt"], battlefield=["Plains", "Plains", "Mountain"] * 2
              + ["Shrine of Loyal Legions"])
    g = s.game
    shrine = next(o for o in g.battlefield if g.objects[o].name == "Shrine of Loyal Legions")
    ops.trigger(g.state, g.objects[shrine], "upkeep")
    settle(s)
    assert g.objects[shrine].counters.get("charge") == 1
    _cast(s, "Lightning Bolt", PlayerRef(1))
    assert g.objects[shrine].counters.get("charge") == 1  # red: no counter
    _cast(s, "Raise the Alarm")
    assert g.objects[shrine].counters.get("charge") == 2  # white
    g.answer(Activate(shrine, 0))
    if g.pending.kind is Kind.PAY:
        g.answer(Pay(auto=True))
    settle(s)
    assert shrine not in g.state.objects
    assert sum(1 for o in g.battlefield if g.objects[o].name == "Phyrexian Myr") == 2  # as it last existed (608.2h)


# ----------------------------------------------------------------------------- from the graveyard (CR 113.6k)

def test_cr_113_6k_bridge_from_below_makes_zombies_from_the_graveyard_and_leaves_for_an_opponents_creature() -> None:
    from mtgtable.engine.objects import Zone
    assert status("Bridge from Below") == "automated"
    s = table([], hand=["Lightning Bolt"] * 3, battlefield=["Mountain"] * 3 + ["Bridge from Below", "Grizzly Bears"],
              their_battlefield=["Grizzly Bears"])
    g = s.game

    def zombies() -> int:
        return sum(1 for o in g.battlefield if g.objects[o].name == "Zombie")

    mine = next(o for o in g.battlefield if g.objects[o].name == "Grizzly Bears" and g.objects[o].controller == 0)
    theirs = next(o for o in g.battlefield if g.objects[o].name == "Grizzly Bears" and g.objects[o].controller == 1)
    bridge = next(o for o in g.battlefield if g.objects[o].name == "Bridge from Below")
    ops.add_counters(g.state, mine, "+1/+1", 2)  # a 4/4: the first Bolt doesn't kill it
    _cast(s, "Lightning Bolt", mine)
    ops.move(g.state, bridge, Zone.GRAVEYARD)  # on the battlefield it did nothing; now in my graveyard
    assert zombies() == 0
    _cast(s, "Lightning Bolt", mine)  # 6 damage marked on a 4/4: it dies
    assert zombies() == 1  # a nontoken creature into my graveyard
    _cast(s, "Lightning Bolt", theirs)
    assert not any(g.objects[c].name == "Bridge from Below" for c in g.players[0].graveyard)
    assert any(g.objects[c].name == "Bridge from Below" for c in g.players[0].exile)  # an opponent's creature died


def test_cr_113_6k_bridge_from_below_ignores_tokens_and_works_only_in_the_graveyard() -> None:
    from mtgtable.engine.objects import Zone
    s = table([], hand=["Lightning Bolt"], battlefield=["Mountain", "Bridge from Below"])
    g = s.game
    bridge = next(o for o in g.battlefield if g.objects[o].name == "Bridge from Below")
    ops.move(g.state, bridge, Zone.GRAVEYARD)
    token = ops.create_token(g.state, 0, {"name": "Goblin", "power": 1, "toughness": 1, "colors": ["R"],
                                          "subtypes": ["Goblin"]})
    _cast(s, "Lightning Bolt", token)
    assert not any(g.objects[o].name == "Zombie" for o in g.battlefield)  # "nontoken" (CR 111.1)


# ----------------------------------------------------------------------------- "becomes the target of" (CR 115.1)

def test_cr_115_1_eternal_scourge_is_exiled_when_an_opponent_targets_it() -> None:
    assert status("Eternal Scourge") == "partial"  # casting it from exile stays by hand
    assert _text("Eternal Scourge") == ("Whenever this becomes the target of a spell or ability an opponent controls, "
                                        "Exile this.")
    s = table([], hand=["Lightning Bolt"], battlefield=["Mountain"], their_battlefield=["Eternal Scourge"])
    g = s.game
    scourge = next(o for o in g.battlefield if g.objects[o].name == "Eternal Scourge")
    _cast(s, "Lightning Bolt", scourge)
    assert any(g.objects[c].name == "Eternal Scourge" for c in g.players[1].exile)
    assert not any(g.objects[c].name == "Eternal Scourge" for c in g.players[1].graveyard)  # exiled before the Bolt


def test_cr_603_2_ichor_wellspring_draws_as_it_enters_and_as_it_is_put_into_a_graveyard() -> None:
    assert status("Ichor Wellspring") == "automated"
    assert _text("Ichor Wellspring") == ("When this enters, Draw a card. When this is put into a graveyard from the "
                                         "battlefield, Draw a card.")
    s = table([], hand=["Ichor Wellspring"], battlefield=["Island", "Island"], library=["Island"] * 5)
    g = s.game
    _cast(s, "Ichor Wellspring")
    assert len(g.players[0].hand) == 1
    well = next(o for o in g.battlefield if g.objects[o].name == "Ichor Wellspring")
    ops.destroy(g.state, well, because="test")
    settle(s)
    assert len(g.players[0].hand) == 2  # CR 603.10a: it looks back


# ----------------------------------------------------------------------------- "If you have less life than an opponent"

def test_cr_608_2c_timely_reinforcements_checks_each_comparison_as_it_resolves() -> None:
    assert status("Timely Reinforcements") == "automated"
    s = table([], hand=["Timely Reinforcements", "Timely Reinforcements"], battlefield=["Plains"] * 6,
              their_battlefield=["Grizzly Bears"])
    g = s.game

    def soldiers() -> int:
        return sum(1 for o in g.battlefield if g.objects[o].name == "Soldier")

    g.players[0].life = 15
    _cast(s, "Timely Reinforcements")
    assert g.players[0].life == 21 and soldiers() == 3  # less life, fewer creatures: both
    _cast(s, "Timely Reinforcements")
    assert g.players[0].life == 21 and soldiers() == 3  # neither any more


# ----------------------------------------------------------------------------- revolt (a permanent left this turn)

def test_cr_608_2c_fatal_push_destroys_mana_value_2_or_4_with_revolt() -> None:
    from mtgtable.engine.objects import Zone
    assert status("Fatal Push") == "automated"
    s = table([], hand=["Fatal Push", "Fatal Push"], battlefield=["Swamp", "Swamp", "Swamp"],
              their_battlefield=["Kitchen Finks"])
    g = s.game
    finks = next(o for o in g.battlefield if g.objects[o].name == "Kitchen Finks")  # mana value 3
    _cast(s, "Fatal Push", finks)
    assert finks in g.battlefield  # 3 > 2, no revolt
    assert g.players[0].left_battlefield == 0
    swamp = next(o for o in g.battlefield if g.objects[o].name == "Swamp" and not g.objects[o].tapped)
    ops.move(g.state, swamp, Zone.GRAVEYARD)  # a permanent left the battlefield under my control this turn
    assert g.players[0].left_battlefield == 1 and g.state.copy().players[0].left_battlefield == 1
    _cast(s, "Fatal Push", finks)
    assert finks not in g.battlefield  # revolt: mana value 4 or less
    ops.begin_turn(g.state, 1)
    assert g.players[0].left_battlefield == 0  # "this turn"


# ----------------------------------------------------------------------------- echo (CR 702.30a)

def _until_echo(s: Any, most: int = 300) -> Any:
    """Pass until the echo payment is asked (or my next turn's draw step passes without it)."""
    from mtgtable.engine.decisions import Kind as K
    g = s.game
    for _ in range(most):
        d = g.pending
        if d.kind is K.CHOOSE and d.rule == "118.12":
            return d
        if g.active == 0 and g.step is not None and g.step.name.lower() == "draw" and g.turn > 3:
            return None
        g.answer(next(o for o in d.options() if str(o) == "pass") if d.kind is K.PRIORITY else d.suggest())
    raise AssertionError("never got there")


def test_cr_702_30a_mogg_war_marshal_asks_for_its_echo_once_then_is_sacrificed_if_unpaid() -> None:
    from mtgtable.engine import Choose
    assert _text("Mogg War Marshal").startswith("Echo {1}{R} (at the beginning of your upkeep, if this came under "
                                                "your control since the beginning of your last upkeep")
    s = table([], hand=["Mogg War Marshal"], battlefield=["Mountain", "Mountain", "Mountain", "Mountain"])
    g = s.game
    _cast(s, "Mogg War Marshal")
    marshal = next(o for o in g.battlefield if g.objects[o].name == "Mogg War Marshal")
    d = _until_echo(s)
    assert d is not None and d.player == 0 and g.step is not None and g.step.name.lower() == "upkeep"
    g.answer(Choose(0))  # don't pay: it is sacrificed, and dies (a second Goblin)
    settle(s)
    assert marshal not in g.state.objects
    assert sum(1 for o in g.battlefield if g.objects[o].name == "Goblin") == 2


def test_cr_702_30a_echo_paid_once_is_not_asked_again() -> None:
    from mtgtable.engine import Choose
    s = table([], hand=["Mogg War Marshal"], battlefield=["Mountain", "Mountain", "Mountain", "Mountain"])
    g = s.game
    _cast(s, "Mogg War Marshal")
    marshal = next(o for o in g.battlefield if g.objects[o].name == "Mogg War Marshal")
    assert _until_echo(s) is not None
    g.answer(Choose(1))  # pay {1}{R}
    for _ in range(10):
        if g.pending.kind is Kind.PAY:
            g.answer(Pay(auto=True))
        elif g.pending.kind is Kind.PRIORITY:
            break
        else:
            g.answer(g.pending.suggest())
    assert marshal in g.battlefield
    # the next upkeep: it has been under my control since the beginning of my last upkeep
    for _ in range(400):
        if g.active == 0 and g.step is not None and g.step.name.lower() == "draw" and g.turn > 6:
            break
        d = g.pending
        assert not (d.kind is Kind.CHOOSE and d.rule == "118.12"), "echo asked a second time"
        g.answer(next(o for o in d.options() if str(o) == "pass") if d.kind is Kind.PRIORITY else d.suggest())
    assert marshal in g.battlefield


# ----------------------------------------------------------------------------- "an artifact spell", "an enchantment spell"

def test_cr_603_2_mesa_enchantress_triggers_on_enchantment_spells_only() -> None:
    assert status("Mesa Enchantress") == "automated" and status("Myrsmith") == "automated"
    assert _text("Mesa Enchantress") == "Whenever you cast an enchantment spell, You may: Draw a card."
    s = table([], hand=["Lightning Bolt", "Glorious Anthem", "Ornithopter"],
              battlefield=["Plains", "Plains", "Plains", "Mountain", "Mesa Enchantress"])
    g = s.game
    _cast_only(g, "Lightning Bolt", PlayerRef(1))
    assert not g.state.pending_triggers and all(i.kind.value == "spell" for i in g.stack)
    settle(s)
    _cast_only(g, "Ornithopter")
    assert not g.state.pending_triggers and all(i.kind.value == "spell" for i in g.stack)  # an artifact
    settle(s)
    _cast_only(g, "Glorious Anthem")
    assert len(g.state.pending_triggers) + sum(1 for i in g.stack if i.kind.value == "triggered") == 1
