"""Casting costs and conditions of issue #10, compiled from real Oracle text and played:
"This spell costs {1} less to cast for each ..." (CR 601.2f), "As long as you have 30 or more
life, ~ gets +5/+5 and has flying" (CR 611.3a, 613.4c), additional costs with a choice, an
optional additional cost and blight (CR 601.2b, 601.2h), "when ~ leaves the battlefield"
(CR 603.6c, 603.10a).
"""

from __future__ import annotations

from typing import Any

import pytest

from mtgtable.engine import Cast, Choose, IllegalAnswer, Kind, Pay
from mtgtable.engine import operations as ops
from mtgtable.engine.decisions import Cancel, Targets
from mtgtable.engine.objects import Zone
from mtgtable.oracle import compile_card

from .corpus import named, record, settle, status, table


def _in_hand(g: Any, name: str) -> int:
    return next(c for c in g.players[0].hand if g.objects[c].name == name)


def _to_graveyard(g: Any, *names: str) -> None:
    for n in names:
        g.move(_in_hand(g, n), Zone.GRAVEYARD)


# ----------------------------------------------------------------------------- cost reductions (CR 601.2f)

def test_cr_601_2f_eddymurk_crab_costs_1_less_for_each_instant_and_sorcery_card_in_your_graveyard() -> None:
    s = table([], hand=["Eddymurk Crab", "Lightning Bolt", "Brainstorm", "Ponder", "Grizzly Bears"],
              battlefield=["Island"] * 4)
    g = s.game
    crab = _in_hand(g, "Eddymurk Crab")
    assert g.cast_problem(0, crab) is not None  # {5}{U}{U} with four Islands (CR 117.3)
    _to_graveyard(g, "Lightning Bolt", "Brainstorm", "Grizzly Bears")  # a creature card doesn't count
    assert g.cast_problem(0, crab) is not None
    _to_graveyard(g, "Ponder")
    assert g.cast_problem(0, crab) is None and Cast(crab) in g.legal_actions(0)
    g.answer(Cast(crab))
    assert g.pending.kind is Kind.PAY and g.pending.data["cost"] == "{2}{U}{U}"  # {5}{U}{U}, three cards


def test_cr_601_2f_blasphemous_act_costs_1_less_for_each_creature_on_the_battlefield() -> None:
    assert status("Blasphemous Act") == "automated"
    s = table([], hand=["Blasphemous Act"], battlefield=["Mountain"] * 3 + ["Grizzly Bears"] * 3,
              their_battlefield=["Grizzly Bears"] * 3)
    g = s.game
    act = _in_hand(g, "Blasphemous Act")
    g.answer(Cast(act))
    assert g.pending.kind is Kind.PAY and g.pending.data["cost"] == "{2}{R}"  # {8}{R}, six creatures
    g.answer(Pay(auto=True))
    settle(s)
    assert not named(g, "Grizzly Bears", 0) and not named(g, "Grizzly Bears", 1)


# ----------------------------------------------------------------------------- conditions written first (CR 611.3a)

def test_cr_611_3a_serra_ascendant_is_a_6_6_flyer_only_as_long_as_you_have_30_or_more_life() -> None:
    assert status("Serra Ascendant") == "automated"
    s = table([], battlefield=["Serra Ascendant"], life=30)
    g = s.game
    sa = named(g, "Serra Ascendant")[0]
    assert (g.power(sa), g.toughness(sa)) == (6, 6) and g.has_keyword(sa, "Flying")
    ops.lose_life(g.state, 0, 1)  # the condition is looked at continuously
    assert (g.power(sa), g.toughness(sa)) == (1, 1) and not g.has_keyword(sa, "Flying")


def test_cr_611_3a_ghitu_lavarunner_counts_instant_and_or_sorcery_cards_in_your_graveyard() -> None:
    assert status("Ghitu Lavarunner") == "automated"
    s = table([], hand=["Lightning Bolt", "Ponder", "Grizzly Bears"], battlefield=["Ghitu Lavarunner"])
    g = s.game
    gl = named(g, "Ghitu Lavarunner")[0]
    _to_graveyard(g, "Lightning Bolt", "Grizzly Bears")
    assert g.power(gl) == 1 and not g.has_keyword(gl, "Haste")
    _to_graveyard(g, "Ponder")
    assert g.power(gl) == 2 and g.has_keyword(gl, "Haste")


# ----------------------------------------------------------------------------- additional costs (CR 601.2b, 601.2h)

def _bears_to_kill(g: Any) -> int:
    return named(g, "Grizzly Bears", 1)[0]


def test_cr_601_2b_bitter_triumph_announces_discard_a_card_or_pay_3_life() -> None:
    assert status("Bitter Triumph") == "automated"
    s = table([], hand=["Bitter Triumph", "Island"], battlefield=["Swamp", "Swamp"],
              their_battlefield=["Grizzly Bears"])
    g = s.game
    g.answer(Cast(_in_hand(g, "Bitter Triumph")))
    d = g.pending
    assert d.kind is Kind.CHOOSE and d.rule == "601.2b" and d.data["additional_choice"] and d.data["options"] == [0, 1]
    with pytest.raises(IllegalAnswer) as err:
        g.answer(Choose(2))
    assert err.value.rule == "601.2b" and g.pending is d
    g.answer(Choose(1))  # pay 3 life
    g.answer(Targets((_bears_to_kill(g),)))
    g.answer(Pay(auto=True))
    assert g.players[0].life == 17 and [g.objects[c].name for c in g.players[0].hand] == ["Island"]
    assert g.stack[-1].info == {"additional_paid": True}
    settle(s)
    assert not named(g, "Grizzly Bears", 1)


def test_cr_117_3_only_the_additional_cost_that_can_be_paid_is_used() -> None:
    s = table([], hand=["Bitter Triumph", "Island"], battlefield=["Swamp", "Swamp"], life=3,
              their_battlefield=["Grizzly Bears"])
    g = s.game
    g.answer(Cast(_in_hand(g, "Bitter Triumph")))  # 3 life can't be paid at 3? It can (CR 119.4): both offered
    assert g.pending.kind is Kind.CHOOSE and g.pending.data["options"] == [0, 1]
    g.answer(Cancel())
    s = table([], hand=["Bitter Triumph", "Island"], battlefield=["Swamp", "Swamp"], life=2,
              their_battlefield=["Grizzly Bears"])
    g = s.game
    g.answer(Cast(_in_hand(g, "Bitter Triumph")))  # 2 life: only the discard
    d = g.pending
    assert d.kind is Kind.CHOOSE and d.rule == "601.2h" and d.data["cost_part"] == "discard"
    g.answer(Choose(_in_hand(g, "Island")))
    g.answer(Targets((_bears_to_kill(g),)))
    g.answer(Pay(auto=True))
    assert g.players[0].life == 2 and [g.objects[c].name for c in g.players[0].graveyard] == ["Island"]
    s = table([], hand=["Bitter Triumph"], battlefield=["Swamp", "Swamp"], life=2, their_battlefield=["Grizzly Bears"])
    g = s.game
    triumph = _in_hand(g, "Bitter Triumph")  # neither: it can't be cast
    assert g.cast_problem(0, triumph) is not None and Cast(triumph) not in g.legal_actions(0)


def test_cr_601_2h_scarscale_ritual_puts_a_minus_1_counter_on_a_creature_you_control() -> None:
    assert status("Scarscale Ritual") == "automated"
    s = table([], hand=["Scarscale Ritual"], battlefield=["Swamp", "Swamp", "Grizzly Bears", "Llanowar Elves"],
              library=["Island"] * 5)
    g = s.game
    bears = named(g, "Grizzly Bears")[0]
    elves = named(g, "Llanowar Elves")[0]
    g.answer(Cast(_in_hand(g, "Scarscale Ritual")))
    d = g.pending
    assert d.kind is Kind.CHOOSE and d.rule == "601.2h" and sorted(d.data["options"]) == sorted([bears, elves])
    g.answer(Choose(bears))
    g.answer(Pay(auto=True))
    assert g.objects[bears].counters.get("-1/-1") == 1 and (g.power(bears), g.toughness(bears)) == (1, 1)
    settle(s)
    assert len(g.players[0].hand) == 2


def test_cr_601_2h_the_creature_need_not_survive_its_minus_1_counter() -> None:
    s = table([], hand=["Scarscale Ritual"], battlefield=["Swamp", "Swamp", "Llanowar Elves"],
              library=["Island"] * 5)
    g = s.game
    g.answer(Cast(_in_hand(g, "Scarscale Ritual")))
    g.answer(Choose(named(g, "Llanowar Elves")[0]))
    g.answer(Pay(auto=True))
    assert not named(g, "Llanowar Elves")  # a 0/0 is put into its owner's graveyard (CR 704.5f)
    settle(s)
    assert len(g.players[0].hand) == 2


def test_cr_117_3_scarscale_ritual_without_a_creature_cannot_be_cast() -> None:
    s = table([], hand=["Scarscale Ritual"], battlefield=["Swamp", "Swamp"])
    g = s.game
    ritual = _in_hand(g, "Scarscale Ritual")
    found = g.cast_problem(0, ritual)
    assert found is not None and found.rule == "117.3"


def test_cr_601_2b_requiting_hex_may_blight_1_and_then_gains_2_life() -> None:
    assert status("Requiting Hex") == "automated"
    for pay in (1, 0):
        s = table([], hand=["Requiting Hex"], battlefield=["Swamp", "Grizzly Bears"],
                  their_battlefield=["Grizzly Bears"])
        g = s.game
        mine = named(g, "Grizzly Bears")[0]
        g.answer(Cast(_in_hand(g, "Requiting Hex")))
        d = g.pending
        assert d.kind is Kind.CHOOSE and d.rule == "601.2b" and d.data["additional_optional"]
        g.answer(Choose(pay))
        if pay:
            assert g.pending.data["cost_part"] == "minus_counters"
            g.answer(Choose(mine))
        g.answer(Targets((_bears_to_kill(g),)))
        g.answer(Pay(auto=True))
        settle(s)
        assert not named(g, "Grizzly Bears", 1)
        assert g.players[0].life == (22 if pay else 20)
        assert g.objects[mine].counters.get("-1/-1", 0) == pay


def test_cr_601_2b_requiting_hex_without_a_creature_is_not_asked() -> None:
    s = table([], hand=["Requiting Hex"], battlefield=["Swamp"], their_battlefield=["Grizzly Bears"])
    g = s.game
    g.answer(Cast(_in_hand(g, "Requiting Hex")))
    assert g.pending.kind is Kind.TARGETS


def test_cr_601_2b_the_pilot_the_random_agent_and_the_fuzzer_answer_the_additional_cost_choices() -> None:
    from mtgtable.engine.agents import RandomAgent
    from mtgtable.goldfish.pilot import HeuristicPilot
    s = table([], hand=["Bitter Triumph", "Island"], battlefield=["Swamp", "Swamp"],
              their_battlefield=["Grizzly Bears"])
    g = s.game
    g.answer(Cast(_in_hand(g, "Bitter Triumph")))
    pilot = HeuristicPilot(0)
    assert pilot.choose(g, g.pending) == Choose(1)  # 20 life: pays 3 of it rather than a card
    assert RandomAgent(3).choose(g, g.pending) in g.pending.options()
    s = table([], hand=["Requiting Hex"], battlefield=["Swamp", "Grizzly Bears"], their_battlefield=["Grizzly Bears"])
    g = s.game
    g.answer(Cast(_in_hand(g, "Requiting Hex")))
    assert HeuristicPilot(0).choose(g, g.pending) == Choose(0)  # never blights its own creature
    assert RandomAgent(3).choose(g, g.pending) in g.pending.options()


def test_cr_601_2b_the_pilot_discards_when_it_cannot_spare_the_life() -> None:
    from mtgtable.goldfish.pilot import HeuristicPilot
    s = table([], hand=["Bitter Triumph", "Island"], battlefield=["Swamp", "Swamp"], life=8,
              their_battlefield=["Grizzly Bears"])
    g = s.game
    g.answer(Cast(_in_hand(g, "Bitter Triumph")))
    assert HeuristicPilot(0).choose(g, g.pending) == Choose(0)


def test_cr_601_2b_random_games_with_additional_cost_choices_keep_every_invariant() -> None:
    from mtgtable.engine.data.cards import CardDB, default_card_db
    from mtgtable.engine.tools.fuzz import FuzzStats, play
    from .corpus import compiled_db
    cards = ["Bitter Triumph", "Demand Answers", "Scarscale Ritual", "Requiting Hex", "Eddymurk Crab",
             "Blasphemous Act", "Serra Ascendant", "Ghitu Lavarunner", "Grizzly Bears", "Ornithopter",
             "Lightning Bolt", "Llanowar Elves"]
    compiled = compiled_db(cards)
    db = CardDB([compiled[n] for n in cards] + [c for c in default_card_db() if "Basic" in c.supertypes])
    stats = FuzzStats()
    for seed in range(6):
        play(seed, max_turns=14, illegal_rate=0.05, pool=True, db=db, stats=stats)
    assert stats.kinds["choose"] > 0


# ----------------------------------------------------------------------------- leaves-the-battlefield triggers (CR 603.6c)

def test_cr_603_6c_thragtusk_leaving_the_battlefield_creates_a_beast_whatever_zone_it_goes_to() -> None:
    assert status("Thragtusk") == "automated"
    s = table([], hand=["Thragtusk"], battlefield=["Forest"] * 5)
    g = s.game
    g.answer(Cast(_in_hand(g, "Thragtusk")))
    g.answer(Pay(auto=True))
    settle(s)
    assert g.players[0].life == 25
    tusk = named(g, "Thragtusk")[0]
    g.move(tusk, Zone.HAND)  # returned to its owner's hand: it left the battlefield (not "dies")
    settle(s)
    beasts = [o for o in g.battlefield if g.objects[o].name == "Beast"]
    assert len(beasts) == 1 and (g.power(beasts[0]), g.toughness(beasts[0])) == (3, 3)


def test_cr_603_10a_evoked_spitebellows_deals_6_damage_as_it_leaves() -> None:
    assert status("Spitebellows") == "automated"
    s = table([], hand=["Spitebellows"], battlefield=["Mountain"] * 3, their_battlefield=["Serra Angel"])
    g = s.game
    g.answer(Cast(_in_hand(g, "Spitebellows")))
    if g.pending.kind is Kind.CHOOSE:
        g.answer(Choose(g.pending.data["cast_method"].index("evoke")))
    g.answer(Pay(auto=True))
    angel = named(g, "Serra Angel", 1)[0]
    for _ in range(20):
        d = g.pending
        if d.kind is Kind.TARGETS:
            assert angel in [t for opt in d.options() for t in getattr(opt, "targets", ())]
            g.answer(Targets((angel,)))
        elif not g.stack and not g.state.pending_triggers:
            break
        else:
            g.answer(next(o for o in d.options() if str(o) == "pass") if d.kind is Kind.PRIORITY else d.suggest())
    assert not named(g, "Spitebellows") and not named(g, "Serra Angel", 1)


# ----------------------------------------------------------------------------- combat damage prevented (CR 615.1)

def _attack(g: Any, attackers: list[int], blocks: tuple[tuple[int, int], ...] = (),
            before_blocks: Any = None) -> None:
    """From now through the combat damage step; ``before_blocks(g)`` runs at player 0's first
    priority in the declare attackers step."""
    from mtgtable.engine.answers import DeclareAttackers, DeclareBlockers
    from mtgtable.engine.refs import PlayerRef
    done_before = before_blocks is None
    for _ in range(80):
        d = g.pending
        if g.step is not None and g.step.name.lower() in ("end_of_combat", "main2"):
            return
        if d.kind is Kind.DECLARE_ATTACKERS:
            g.answer(DeclareAttackers(tuple((a, PlayerRef(1)) for a in attackers)))
        elif d.kind is Kind.DECLARE_BLOCKERS:
            g.answer(DeclareBlockers(blocks))
        elif not done_before and d.kind is Kind.PRIORITY and g.combat.attackers_declared and d.player == 0:
            done_before = True
            before_blocks(g)
        else:
            g.answer(next(o for o in d.options() if str(o) == "pass") if d.kind is Kind.PRIORITY else d.suggest())
    raise AssertionError("combat never ended")


def test_cr_615_1_moments_peace_prevents_all_combat_damage_this_turn_and_it_ends_at_cleanup() -> None:
    from .corpus import pass_until
    assert status("Moment's Peace") == "automated"
    s = table([], hand=["Moment's Peace"], battlefield=["Forest", "Forest", "Grizzly Bears"])
    g = s.game
    g.answer(Cast(_in_hand(g, "Moment's Peace")))
    g.answer(Pay(auto=True))
    settle(s)
    assert g.state.combat_prevention == frozenset({-1})
    _attack(g, named(g, "Grizzly Bears"))
    assert g.players[1].life == 20
    pass_until(s, 1, "main1")
    assert g.state.combat_prevention == frozenset()  # "this turn" (CR 514.2)


def test_cr_615_1_maze_of_ith_untaps_an_attacker_and_prevents_its_combat_damage() -> None:
    from mtgtable.engine.answers import Activate
    assert status("Maze of Ith") == "automated"
    s = table([], battlefield=["Maze of Ith", "Grizzly Bears", "Hill Giant"])
    g = s.game
    bears, giant = named(g, "Grizzly Bears")[0], named(g, "Hill Giant")[0]

    def maze(g: Any) -> None:
        g.answer(Activate(named(g, "Maze of Ith")[0], 0))
        g.answer(Targets((bears,)))
        settle(s)
        assert not g.objects[bears].tapped

    _attack(g, [bears, giant], before_blocks=maze)
    assert g.players[1].life == 17  # only the Hill Giant's 3


def test_cr_615_1_fog_bank_neither_deals_nor_is_dealt_combat_damage_guard_gomazoa_is_only_dealt_none() -> None:
    assert status("Fog Bank") == "automated" and status("Guard Gomazoa") == "automated"
    s = table([], battlefield=["Hill Giant", "Grizzly Bears"], their_battlefield=["Fog Bank", "Guard Gomazoa"])
    g = s.game
    giant, bears = named(g, "Hill Giant")[0], named(g, "Grizzly Bears")[0]
    bank, goma = named(g, "Fog Bank", 1)[0], named(g, "Guard Gomazoa", 1)[0]
    _attack(g, [giant, bears], blocks=((bank, giant), (goma, bears)))
    assert g.objects[bank].damage == 0 and g.objects[goma].damage == 0
    assert g.objects[giant].damage == 0  # Fog Bank deals none
    assert g.objects[bears].damage == 1  # Guard Gomazoa (1/3) still deals its damage
    assert g.players[1].life == 20


# ----------------------------------------------------------------------------- heroic (CR 601.2c, 601.2i)

def test_cr_601_2i_heroic_triggers_only_for_your_spell_that_targets_it() -> None:
    assert status("Lagonna-Band Trailblazer") == "automated"
    s = table([], hand=["Giant Growth", "Giant Growth"], battlefield=["Forest", "Forest", "Lagonna-Band Trailblazer",
                                                                     "Grizzly Bears"])
    g = s.game
    lagonna, bears = named(g, "Lagonna-Band Trailblazer")[0], named(g, "Grizzly Bears")[0]
    g.answer(Cast(_in_hand(g, "Giant Growth")))
    g.answer(Targets((bears,)))
    g.answer(Pay(auto=True))
    settle(s)
    assert not g.objects[lagonna].counters.get("+1/+1")
    g.answer(Cast(_in_hand(g, "Giant Growth")))
    g.answer(Targets((lagonna,)))
    g.answer(Pay(auto=True))
    settle(s)
    assert g.objects[lagonna].counters.get("+1/+1") == 1
    assert (g.power(lagonna), g.toughness(lagonna)) == (4, 8)  # 0/4, a counter, +3/+3


# ----------------------------------------------------------------------------- "if it was kicked" (CR 603.4, 702.33d)

def test_cr_603_4_sowing_mycospawn_exiles_a_land_only_when_kicked() -> None:
    assert status("Sowing Mycospawn") == "automated"
    for kick in (0, 1):
        s = table([], hand=["Sowing Mycospawn"], battlefield=["Forest"] * 4 + ["Wastes"] * 2,
                  their_battlefield=["Island"], library=["Forest"] * 5)
        g = s.game
        g.answer(Cast(_in_hand(g, "Sowing Mycospawn")))
        d = g.pending
        assert d.kind is Kind.CHOOSE and d.data.get("kicker")
        g.answer(Choose(kick))
        g.answer(Pay(auto=True))
        targeted = False
        for _ in range(40):
            d = g.pending
            if d.kind is Kind.TARGETS:
                targeted = True
                g.answer(Targets((named(g, "Island", 1)[0],)))
            elif not g.stack and not g.state.pending_triggers:
                break
            else:
                g.answer(next(o for o in d.options() if str(o) == "pass") if d.kind is Kind.PRIORITY else d.suggest())
        assert targeted == bool(kick)
        assert len(named(g, "Island", 1)) == 1 - kick
        assert named(g, "Sowing Mycospawn")


def test_cr_611_3a_kargan_dragonrider_flies_as_long_as_you_control_a_dragon() -> None:
    assert status("Kargan Dragonrider") == "automated"
    s = table([], hand=["Shivan Dragon"], battlefield=["Kargan Dragonrider"] + ["Mountain"] * 6)
    g = s.game
    rider = named(g, "Kargan Dragonrider")[0]
    assert not g.has_keyword(rider, "Flying")
    g.answer(Cast(_in_hand(g, "Shivan Dragon")))
    g.answer(Pay(auto=True))
    settle(s)
    assert g.has_keyword(rider, "Flying")


def test_cr_611_3a_thran_golem_gets_its_bonus_only_while_enchanted() -> None:
    assert status("Thran Golem") == "automated"
    s = table([], hand=["Rancor"], battlefield=["Thran Golem", "Forest"])
    g = s.game
    golem = named(g, "Thran Golem")[0]
    assert (g.power(golem), g.toughness(golem)) == (3, 3) and not g.has_keyword(golem, "Flying")
    g.answer(Cast(_in_hand(g, "Rancor")))
    g.answer(Targets((golem,)))
    g.answer(Pay(auto=True))
    settle(s)
    assert (g.power(golem), g.toughness(golem)) == (7, 5)  # +2/+0 Rancor, +2/+2 enchanted
    assert all(g.has_keyword(golem, k) for k in ("Flying", "First strike", "Trample"))


# ----------------------------------------------------------------------------- "pay X life" (CR 107.3, 601.2b)

def test_cr_107_3_toxic_deluge_announces_x_pays_x_life_and_gives_minus_x_minus_x() -> None:
    assert status("Toxic Deluge") == "automated"
    s = table([], hand=["Toxic Deluge"], battlefield=["Swamp"] * 3 + ["Grizzly Bears"],
              their_battlefield=["Hill Giant", "Serra Angel"])
    g = s.game
    deluge = _in_hand(g, "Toxic Deluge")
    assert g.cast_problem(0, deluge, 21) is not None and g.cast_problem(0, deluge, 21).rule == "119.4"
    from mtgtable.engine.decision_queries import asks_x
    assert asks_x(g.state, Cast(deluge, 0))
    g.answer(Cast(deluge, 3))
    g.answer(Pay(auto=True))
    assert g.players[0].life == 17
    settle(s)
    assert not named(g, "Grizzly Bears") and not named(g, "Hill Giant", 1)
    angel = named(g, "Serra Angel", 1)[0]
    assert (g.power(angel), g.toughness(angel)) == (1, 1)


def test_cr_107_3_x_is_refused_for_a_card_that_announces_none() -> None:
    s = table([], hand=["Bitter Triumph"], battlefield=["Swamp", "Swamp"], their_battlefield=["Grizzly Bears"])
    g = s.game
    found = g.cast_problem(0, _in_hand(g, "Bitter Triumph"), 2)
    assert found is not None and found.rule == "107.3"


def test_cr_107_3_the_pilot_never_casts_toxic_deluge_at_an_empty_board() -> None:
    from mtgtable.engine.data.cards import card_from_json
    from mtgtable.goldfish.pilot import HeuristicPilot
    card = card_from_json(compile_card(record("Toxic Deluge")).record)
    assert HeuristicPilot(0).plan(card).role == "never"


# ----------------------------------------------------------------------------- landfall "instead" (CR 608.2c)

def test_cr_608_2c_groundswell_gives_4_4_instead_if_a_land_entered_under_your_control_this_turn() -> None:
    from mtgtable.engine import PlayLand
    from .corpus import pass_until
    assert status("Groundswell") == "automated"
    s = table([], hand=["Groundswell", "Groundswell", "Forest"], battlefield=["Forest", "Forest", "Grizzly Bears"])
    g = s.game
    bears = named(g, "Grizzly Bears")[0]
    g.answer(Cast(_in_hand(g, "Groundswell")))
    g.answer(Targets((bears,)))
    g.answer(Pay(auto=True))
    settle(s)
    assert (g.power(bears), g.toughness(bears)) == (4, 4)  # no land yet: +2/+2
    g.answer(PlayLand(_in_hand(g, "Forest")))
    g.answer(Cast(_in_hand(g, "Groundswell")))
    g.answer(Targets((bears,)))
    g.answer(Pay(auto=True))
    settle(s)
    assert (g.power(bears), g.toughness(bears)) == (8, 8)  # +2/+2 and then +4/+4
    pass_until(s, 1, "main1")
    assert g.players[0].lands_entered == 0  # "this turn" (a new turn, CR 500.1)


def test_cr_601_2_cancelling_the_additional_cost_choice_leaves_the_game_as_it_was() -> None:
    s = table([], hand=["Bitter Triumph", "Island"], battlefield=["Swamp", "Swamp"],
              their_battlefield=["Grizzly Bears"])
    g = s.game
    before = (tuple(g.players[0].hand), g.players[0].life, len(g.stack))
    g.answer(Cast(_in_hand(g, "Bitter Triumph")))
    g.answer(Cancel())
    assert g.pending.kind is Kind.PRIORITY and (tuple(g.players[0].hand), g.players[0].life, len(g.stack)) == before


def test_cr_702_33d_baloth_gorger_enters_with_three_counters_only_if_kicked() -> None:
    assert status("Baloth Gorger") == "automated"
    for kick, size in ((0, (4, 4)), (1, (7, 7))):
        s = table([], hand=["Baloth Gorger"], battlefield=["Forest"] * 8)
        g = s.game
        g.answer(Cast(_in_hand(g, "Baloth Gorger")))
        assert g.pending.kind is Kind.CHOOSE and g.pending.data.get("kicker")
        g.answer(Choose(kick))
        g.answer(Pay(auto=True))
        settle(s)
        gorger = named(g, "Baloth Gorger")[0]
        assert (g.power(gorger), g.toughness(gorger)) == size


def test_cr_702_73a_a_changeling_is_a_dragon_for_kargan_dragonrider() -> None:
    s = table([], battlefield=["Kargan Dragonrider", "Changeling Outcast"])
    g = s.game
    assert g.has_keyword(named(g, "Kargan Dragonrider")[0], "Flying")
