"""Real-deck cards of mass effects, amounts and "instead" results, compiled from their Oracle text
and played: Memory Lapse's countered spell on top of its owner's library (CR 701.5a, 614.1a), the
wheels (Wheel of Fortune, Windfall, Timetwister; CR 701.9a, 701.24a), ...
"""

from __future__ import annotations

from typing import Any

from mtgtable.engine import Cast, Kind, Pay
from mtgtable.engine import operations as ops
from mtgtable.engine.decisions import Targets
from mtgtable.engine.objects import Zone
from mtgtable.oracle import compile_card

from .corpus import cast_named, in_hand, named, pass_until, record, rendered, settle, status, table


def _names(g: Any, zone: list[int]) -> list[str]:
    return [g.objects[c].name for c in zone]


def test_cr_614_1a_memory_lapse_puts_the_countered_spell_on_top_of_its_owners_library() -> None:
    assert status("Memory Lapse") == "automated"
    assert rendered("Memory Lapse") == ("Counter target spell. If that spell is countered this way, put it on top of "
                                     "its owner's library instead of into that player's graveyard.")
    s = table([], hand=["Grizzly Bears", "Memory Lapse"], battlefield=["Forest", "Forest", "Island", "Island"],
              library=["Island"] * 5)
    g = s.game
    cast_named(g, "Grizzly Bears")
    cast_named(g, "Memory Lapse", g.stack[-1].id)
    settle(s)
    me = g.players[0]
    assert _names(g, me.library)[0] == "Grizzly Bears" and len(me.library) == 6  # the top (CR 401.2)
    assert _names(g, me.graveyard) == ["Memory Lapse"]


def test_cr_701_9a_wheel_of_fortune_each_player_discards_their_hand_then_draws_seven() -> None:
    assert status("Wheel of Fortune") == "automated"
    assert rendered("Wheel of Fortune") == "Each player discards their hand, then draws 7 card(s)."
    s = table([], hand=["Wheel of Fortune", "Grizzly Bears"], battlefield=["Mountain"] * 3, library=["Island"] * 10)
    g = s.game
    cast_named(g, "Wheel of Fortune")
    settle(s)
    me, them = g.players
    assert _names(g, me.graveyard) == ["Grizzly Bears", "Wheel of Fortune"]
    assert len(me.hand) == 7 and len(me.library) == 3
    assert len(them.hand) == 7 and len(them.library) == 3  # an empty hand, and seven cards all the same


def test_cr_701_9a_windfall_draws_the_greatest_number_a_player_discarded() -> None:
    assert status("Windfall") == "automated"
    s = table([], hand=["Windfall", "Grizzly Bears", "Grizzly Bears", "Forest"], battlefield=["Island"] * 3,
              library=["Island"] * 10)
    g = s.game
    cast_named(g, "Windfall")
    settle(s)
    me, them = g.players
    assert _names(g, me.graveyard) == ["Grizzly Bears", "Grizzly Bears", "Forest", "Windfall"]
    # I discarded three, the opponent none: each draws three (the greatest number, not their own)
    assert len(me.hand) == 3 and len(them.hand) == 3


def test_cr_701_24a_timetwister_shuffles_hand_and_graveyard_into_the_library_then_draws_seven() -> None:
    assert status("Timetwister") == "automated"
    assert rendered("Timetwister") == ("Each player shuffles their hand and graveyard into their library, "
                                    "then draws 7 card(s).")
    s = table([], hand=["Timetwister", "Grizzly Bears"], battlefield=["Island"] * 3, library=["Forest"] * 6)
    g = s.game
    ops.move(g.state, g.players[0].library[0], Zone.GRAVEYARD)
    cast_named(g, "Timetwister")
    settle(s)
    me, them = g.players
    # 5 library + 1 graveyard + 1 hand = 7 cards in my library before the draw: all seven drawn, then
    # Timetwister itself goes to the graveyard as it finishes resolving (CR 608.2n)
    assert sorted(_names(g, me.hand)) == ["Forest"] * 6 + ["Grizzly Bears"]
    assert _names(g, me.graveyard) == ["Timetwister"] and not me.library
    assert len(them.hand) == 7


def test_cr_111_1_bestial_menace_creates_each_token_of_its_list() -> None:
    assert status("Bestial Menace") == "automated"
    s = table([], hand=["Bestial Menace"], battlefield=["Forest"] * 5)
    g = s.game
    cast_named(g, "Bestial Menace")
    settle(s)
    made = sorted((g.objects[c].name, g.objects[c].card.power) for c in g.battlefield if g.objects[c].token)
    assert made == [("Elephant", 3), ("Snake", 1), ("Wolf", 2)]


def test_cr_608_2h_storm_herd_creates_as_many_pegasi_as_your_life_total() -> None:
    assert status("Storm Herd") == "automated"
    assert rendered("Storm Herd") == ("Create X 1/1 white Pegasus creature token(s) with flying. "
                                   "X is your life total.")
    s = table([], hand=["Storm Herd"], battlefield=["Plains"] * 10, life=4)
    g = s.game
    cast_named(g, "Storm Herd")
    settle(s)
    assert len(named(g, "Pegasus")) == 4


def test_cr_608_2h_death_mutation_counts_the_destroyed_creatures_mana_value() -> None:
    assert status("Death Mutation") == "automated"
    assert rendered("Death Mutation").endswith("Create X 1/1 green Saproling creature token(s). X is its mana value.")
    s = table([], hand=["Death Mutation"], battlefield=["Forest", "Swamp"] * 4,
              their_battlefield=["Serra Angel"])
    g = s.game
    cast_named(g, "Death Mutation", named(g, "Serra Angel", 1)[0])
    settle(s)
    # the Angel is in the graveyard as the tokens are made: its mana value as it was (CR 608.2h)
    assert not named(g, "Serra Angel", 1) and len(named(g, "Saproling")) == 5


def test_cr_611_2c_zealous_persecution_pumps_yours_and_shrinks_theirs_until_end_of_turn() -> None:
    from mtgtable.engine.rules import characteristics as chars
    assert status("Zealous Persecution") == "automated"
    s = table([], hand=["Zealous Persecution"], battlefield=["Plains", "Swamp", "Grizzly Bears"],
              their_battlefield=["Llanowar Elves", "Grizzly Bears"])
    g = s.game
    cast_named(g, "Zealous Persecution")
    settle(s)
    mine, theirs = named(g, "Grizzly Bears")[0], named(g, "Grizzly Bears", 1)[0]
    assert (chars.power(g.state, mine), chars.toughness(g.state, mine)) == (3, 3)
    assert (chars.power(g.state, theirs), chars.toughness(g.state, theirs)) == (1, 1)
    assert not named(g, "Llanowar Elves", 1)  # 0 toughness: put into the graveyard (CR 704.5f)


def test_cr_615_12_skullcracks_damage_cant_be_prevented_and_cr_119_7_no_life_is_gained_this_turn() -> None:
    assert status("Skullcrack") == "automated"
    assert rendered("Skullcrack").startswith("Players can't gain life this turn. Damage can't be prevented this turn. ")
    s = table([], hand=["Skullcrack"], battlefield=["Mountain"] * 2)
    g = s.game
    them = g.players[1]
    them.shield = 3  # a prevention shield on the opponent (CR 615): passed over (CR 615.12)
    cast_named(g, "Skullcrack", them.ref)
    settle(s)
    assert them.life == 17 and them.shield == 3
    ops.gain_life(g.state, 1, 4, "test")  # no player gains life this turn (CR 119.7)
    ops.gain_life(g.state, 0, 4, "test")
    assert them.life == 17 and g.players[0].life == 20
    pass_until(s, 1, "upkeep")  # the cleanup step ends "this turn" (CR 514.2)
    ops.gain_life(g.state, 1, 4, "test")
    assert them.life == 21


def test_cr_607_2a_tidehollow_sculler_exiles_a_card_from_their_hand_until_it_leaves() -> None:
    assert status("Tidehollow Sculler") == "automated"
    assert rendered("Tidehollow Sculler", 1) == ("When this leaves the battlefield, Return the exiled card to its "
                                              "owner's hand.")
    s = table([], hand=["Tidehollow Sculler", "Lightning Bolt"], battlefield=["Plains", "Swamp"])
    g = s.game
    them = g.players[1]
    bolt_card = g.objects[in_hand(g, "Lightning Bolt")].card
    ops.new_object(g.state, bolt_card, 1, Zone.HAND)
    ops.move(g.state, them.library[0], Zone.HAND)  # an Island: a land can't be chosen
    cast_named(g, "Tidehollow Sculler")
    settle(s)  # the creature resolves, its enters trigger targets the opponent (the only one)
    if g.pending.kind is Kind.TARGETS:
        g.answer(Targets((them.ref,)))
    settle(s)
    assert _names(g, them.hand) == ["Island"]
    assert _names(g, them.exile) == ["Lightning Bolt"]
    sculler = named(g, "Tidehollow Sculler")[0]
    ops.destroy(g.state, sculler, because="test")
    settle(s)
    assert sorted(_names(g, them.hand)) == ["Island", "Lightning Bolt"] and not them.exile


def test_cr_608_2h_syphon_flesh_makes_a_zombie_for_each_creature_sacrificed_this_way() -> None:
    assert status("Syphon Flesh") == "automated"
    assert rendered("Syphon Flesh").endswith("X is the number of creatures sacrificed this way.")
    s = table([], hand=["Syphon Flesh", "Syphon Flesh"], battlefield=["Swamp"] * 10,
              their_battlefield=["Grizzly Bears"])
    g = s.game
    cast_named(g, "Syphon Flesh")
    settle(s)
    assert not named(g, "Grizzly Bears", 1) and len(named(g, "Zombie")) == 1
    cast_named(g, "Syphon Flesh")  # nothing left to sacrifice: no Zombie
    settle(s)
    assert len(named(g, "Zombie")) == 1


def test_cr_608_2c_timely_reinforcements_checks_each_condition_as_it_resolves() -> None:
    assert status("Timely Reinforcements") == "automated"
    s = table([], hand=["Timely Reinforcements", "Timely Reinforcements"], battlefield=["Plains"] * 6, life=10,
              their_battlefield=["Grizzly Bears"])
    g = s.game
    cast_named(g, "Timely Reinforcements")
    settle(s)
    assert g.players[0].life == 16 and len(named(g, "Soldier")) == 3
    # now 16 life against 20, three creatures against one: only the life
    cast_named(g, "Timely Reinforcements")
    settle(s)
    assert g.players[0].life == 22 and len(named(g, "Soldier")) == 3


def test_cr_122_1_wishclaw_talisman_enters_with_three_wish_counters() -> None:
    # its activated ability ("An opponent gains control of this artifact") stays by hand
    assert status("Wishclaw Talisman") == "partial"
    s = table([], hand=["Wishclaw Talisman"], battlefield=["Swamp", "Swamp"])
    g = s.game
    cast_named(g, "Wishclaw Talisman")
    settle(s)
    (talisman,) = named(g, "Wishclaw Talisman")
    assert g.objects[talisman].counters.get("wish") == 3


def test_cr_401_4_terminus_puts_all_creatures_on_the_bottom_each_owner_choosing_the_order() -> None:
    from mtgtable.engine.decisions import Choose
    assert status("Terminus") == "partial"  # (miracle stays by hand)
    assert rendered("Terminus") == "Put all creatures on the bottom of their owners' libraries."
    s = table([], hand=["Terminus"], battlefield=["Plains"] * 6 + ["Grizzly Bears"],
              their_battlefield=["Llanowar Elves", "Grizzly Bears"])
    g = s.game
    cast_named(g, "Terminus")
    g.answer(g.pending.options()[0])  # I pass; the opponent passes next: it resolves
    g.answer(g.pending.options()[0])
    # my one creature goes without a choice; the opponent orders their two (CR 401.4)
    d = g.pending
    assert d.kind is Kind.CHOOSE and d.player == 1 and d.rule == "401.4"
    g.answer(Choose(named(g, "Llanowar Elves", 1)[0]))  # the Elves above the Bears
    settle(s)
    assert not [c for c in g.battlefield if g.objects[c].card.types and "Creature" in g.objects[c].card.types]
    assert _names(g, g.players[0].library)[-1] == "Grizzly Bears"
    assert _names(g, g.players[1].library)[-2:] == ["Llanowar Elves", "Grizzly Bears"]


def test_cr_603_7_mana_drain_adds_the_countered_spells_mana_value_at_your_next_main_phase() -> None:
    from .corpus import _priority_pass
    assert status("Mana Drain") == "automated"
    assert rendered("Mana Drain") == ("Counter target spell. At the beginning of your next main phase: Add {C} X times. "
                                   "X is its mana value.")
    s = table([], hand=["Serra Angel", "Mana Drain"], battlefield=["Plains"] * 5 + ["Island"] * 2)
    g = s.game
    cast_named(g, "Serra Angel")
    cast_named(g, "Mana Drain", g.stack[-1].id)
    settle(s)
    me = g.players[0]
    assert _names(g, me.graveyard) == ["Serra Angel", "Mana Drain"] and me.pool.total() == 0
    for _ in range(40):  # on to the postcombat main phase of this turn: the next main phase (CR 505.4)
        if g.step is not None and g.step.name.lower() == "main2":
            break
        _priority_pass(g)
    settle(s)  # the delayed trigger resolves (CR 603.7)
    assert g.step.name.lower() == "main2" and me.pool.amounts.get("C") == 5  # Serra Angel's mana value


def test_cr_118_12_syncopate_exiles_the_spell_its_controller_doesnt_pay_x_for() -> None:
    assert status("Syncopate") == "automated"
    s = table([], hand=["Grizzly Bears", "Syncopate"], battlefield=["Forest", "Forest", "Island", "Island"])
    g = s.game
    cast_named(g, "Grizzly Bears")
    bears = g.stack[-1].id
    g.answer(Cast(in_hand(g, "Syncopate"), x=1))
    g.answer(Targets((bears,)))
    g.answer(Pay(auto=True))
    settle(s)  # no mana left to pay {1} with: countered, and exiled instead (CR 614.1a)
    me = g.players[0]
    assert _names(g, me.exile) == ["Grizzly Bears"] and _names(g, me.graveyard) == ["Syncopate"]


def test_cr_118_12_syncopate_with_x_paid_leaves_the_spell() -> None:
    from mtgtable.engine.decisions import Choose
    s = table([], hand=["Grizzly Bears", "Syncopate"], battlefield=["Forest", "Forest", "Island", "Island", "Island"])
    g = s.game
    cast_named(g, "Grizzly Bears")
    bears = g.stack[-1].id
    g.answer(Cast(in_hand(g, "Syncopate"), x=1))
    g.answer(Targets((bears,)))
    g.answer(Pay(auto=True))
    for _ in range(4):
        if g.pending.kind is not Kind.PRIORITY:
            break
        g.answer(g.pending.options()[0])
    assert g.pending.kind is Kind.CHOOSE and g.pending.rule == "118.12"
    g.answer(Choose(1))  # pay {1} (the X of the Syncopate)
    settle(s)
    assert named(g, "Grizzly Bears") and not g.players[0].exile


def test_cr_608_2h_culling_ritual_adds_b_or_g_for_each_permanent_destroyed_this_way() -> None:
    from mtgtable.engine.decisions import Choose
    assert status("Culling Ritual") == "automated"
    s = table([], hand=["Culling Ritual"], battlefield=["Swamp", "Forest", "Swamp", "Forest", "Llanowar Elves"],
              their_battlefield=["Grizzly Bears", "Serra Angel"])
    g = s.game
    cast_named(g, "Culling Ritual")
    for _ in range(4):
        if g.pending.kind is not Kind.PRIORITY:
            break
        g.answer(g.pending.options()[0])
    # the Elves (1) and the Bears (2) are destroyed, not the Angel (5) nor the lands
    assert not named(g, "Llanowar Elves") and not named(g, "Grizzly Bears", 1) and named(g, "Serra Angel", 1)
    for pick in (2, 4):  # one colour chosen for each of the two mana: B, then G (CR 106.4)
        d = g.pending
        assert d.kind is Kind.CHOOSE and d.rule == "106.4"
        assert sorted(o.choice for o in d.options()) == [2, 4]
        g.answer(Choose(pick))
    assert g.players[0].pool.amounts.get("B") == 1 and g.players[0].pool.amounts.get("G") == 1


def test_cr_122_1_inspiring_call_draws_for_each_creature_with_a_counter_and_those_gain_indestructible() -> None:
    from mtgtable.engine.rules import characteristics as chars
    assert status("Inspiring Call") == "automated"
    assert "X is the number of creatures you control with a +1/+1 counter on them." in rendered("Inspiring Call")
    s = table([], hand=["Inspiring Call"], battlefield=["Forest"] * 3 + ["Grizzly Bears", "Grizzly Bears",
                                                                          "Llanowar Elves"])
    g = s.game
    bears = named(g, "Grizzly Bears")
    ops.add_counters(g.state, bears[0], "+1/+1", 1)
    elves = named(g, "Llanowar Elves")[0]
    ops.add_counters(g.state, elves, "+1/+1", 2)
    hand = len(g.players[0].hand)
    cast_named(g, "Inspiring Call")
    settle(s)
    assert len(g.players[0].hand) == hand - 1 + 2
    assert chars.has_keyword(g.state, bears[0], "Indestructible") and chars.has_keyword(g.state, elves, "Indestructible")
    assert not chars.has_keyword(g.state, bears[1], "Indestructible")


def test_cr_603_4_an_intervening_if_behind_an_opponent_stays_by_hand() -> None:
    # "When Linvala enters, if an opponent has more life than you, ..." is checked as it triggers too
    # (CR 603.4): not read as a resolution-only condition
    by_hand = compile_card(record("Linvala, the Preserver")).by_hand
    assert any(line.startswith("When Linvala enters, if an opponent has more life") for line in by_hand)


def _push(revolt: bool) -> Any:
    s = table([], hand=["Fatal Push"], battlefield=["Swamp", "Grizzly Bears"], their_battlefield=["Hill Giant"])
    g = s.game
    if revolt:
        ops.destroy(g.state, named(g, "Grizzly Bears")[0], because="test")  # one of mine left the battlefield
    cast_named(g, "Fatal Push", named(g, "Hill Giant", 1)[0])
    settle(s)
    return g


def test_cr_608_2c_fatal_push_destroys_only_mana_value_2_or_less_without_revolt() -> None:
    assert status("Fatal Push") == "automated"
    assert named(_push(False), "Hill Giant", 1)  # mana value 4: not destroyed


def test_cr_608_2c_fatal_push_with_revolt_destroys_mana_value_4_or_less_instead() -> None:
    assert not named(_push(True), "Hill Giant", 1)


def test_cr_607_2a_detention_sphere_exiles_all_with_that_name_and_returns_them_when_it_leaves() -> None:
    from mtgtable.engine.decisions import Choose
    from .corpus import _priority_pass
    assert status("Detention Sphere") == "automated"
    s = table([], hand=["Detention Sphere"], battlefield=["Plains", "Island", "Island"],
              their_battlefield=["Grizzly Bears", "Grizzly Bears", "Serra Angel"])
    g = s.game
    cast_named(g, "Detention Sphere")
    for _ in range(20):
        d = g.pending
        if d.kind is Kind.TARGETS:
            g.answer(Targets((named(g, "Grizzly Bears", 1)[0],)))
        elif d.kind is Kind.CHOOSE and d.data.get("yes_no"):
            g.answer(Choose(1))  # "you may": yes
        elif g.stack or g.state.pending_triggers:
            _priority_pass(g)
        else:
            break
    assert not named(g, "Grizzly Bears", 1) and named(g, "Serra Angel", 1)
    assert _names(g, g.players[1].exile) == ["Grizzly Bears", "Grizzly Bears"]
    ops.destroy(g.state, named(g, "Detention Sphere")[0], because="test")
    settle(s)
    assert len(named(g, "Grizzly Bears", 1)) == 2 and not g.players[1].exile
