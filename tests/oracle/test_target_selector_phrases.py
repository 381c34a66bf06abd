"""Target and selector phrases of real-deck cards (issue #10), compiled from their Oracle text and played:
a list of card types after "target" (Mortify, Opposition, Putrefy; CR 115.1, 205.2a), a controller after
it (Cyclonic Rift's "you don't control"), a basic land type (Arbor Elf, CR 205.3i), "that creature" for
the target (Stun Sniper, CR 608.2c), "N target creatures" (Hex, CR 115.3, 601.2c), "if it has mana value
2 or less" judged as the spell resolves (Fatal Push, CR 608.2c), "equal to its toughness" by last known
information (Condemn, CR 608.2h), "as long as you control a Gate" (Armory Guard, CR 205.3i).
"""

from __future__ import annotations

from typing import Any

import pytest

from mtgtable.engine import Choose, Kind
from mtgtable.engine.data.cards import card_from_json
from mtgtable.engine.errors import IllegalAnswer
from mtgtable.engine.text.ability_text import ability_text
from mtgtable.oracle import compile_card

from .corpus import record, settle, status, table


def _text(name: str) -> str:
    return " ".join(ability_text(a) for a in card_from_json(compile_card(record(name)).record).abilities)


def _names(s: Any, player: int) -> list[str]:
    g = s.game
    return sorted(g.objects[o].name for o in g.battlefield if g.objects[o].controller == player)


def _candidates(s: Any) -> list[Any]:
    d = s.game.pending
    assert d.kind is Kind.TARGETS
    return list(d.data["candidates"][0])


# ----------------------------------------------------------------------------- a list of card types (CR 115.1, 205.2a)

def test_cr_115_1_mortify_targets_a_creature_or_an_enchantment_only() -> None:
    assert status("Mortify") == "automated"
    assert _text("Mortify") == "Destroy target creature or enchantment."
    s = table(["Mortify"], hand=["Mortify"], battlefield=["Plains", "Swamp", "Swamp"],
              their_battlefield=[{"card": "Glorious Anthem", "alias": "anthem"},
                                 {"card": "Grizzly Bears", "alias": "bears"},
                                 {"card": "Ornithopter", "alias": "thopter"}, {"card": "Island", "alias": "isl"}])
    s.answer("cast h0")
    found = _candidates(s)
    assert s.id("anthem") in found and s.id("bears") in found and s.id("thopter") in found  # (an artifact creature)
    assert s.id("isl") not in found
    with pytest.raises(IllegalAnswer):
        s.answer("targets isl")
    s.answer("targets anthem")
    s.answer("pay auto")
    settle(s)
    assert "Glorious Anthem" not in _names(s, 1)


def test_cr_115_1_opposition_taps_an_artifact_creature_or_land_but_not_an_enchantment() -> None:
    assert status("Opposition") == "automated"
    s = table(["Opposition"], battlefield=[{"card": "Opposition", "alias": "opp"}, {"card": "Grizzly Bears", "alias": "b"}],
              their_battlefield=[{"card": "Glorious Anthem", "alias": "anthem"}, {"card": "Island", "alias": "isl"},
                                 {"card": "Sol Ring", "alias": "ring"}])
    s.answer("activate opp 0")
    d = s.game.pending
    while d.kind is not Kind.TARGETS:  # the creature tapped for the cost, when asked first
        s.game.answer(d.suggest())
        d = s.game.pending
    found = _candidates(s)
    assert s.id("isl") in found and s.id("ring") in found and s.id("anthem") not in found
    s.answer("targets isl")
    for _ in range(5):
        if s.game.pending.kind is Kind.PRIORITY:
            break
        s.game.answer(s.game.pending.suggest())
    settle(s)
    assert s.game.objects[s.id("isl")].tapped and s.game.objects[s.id("b")].tapped


def test_cr_701_15b_putrefy_destroys_an_artifact_and_it_cant_be_regenerated() -> None:
    assert status("Putrefy") == "automated"
    assert "Destroy target artifact or creature." in _text("Putrefy")
    s = table(["Putrefy"], hand=["Putrefy"], battlefield=["Forest", "Swamp", "Swamp"],
              their_battlefield=[{"card": "Sol Ring", "alias": "ring"}, {"card": "Glorious Anthem", "alias": "a"}])
    s.answer("cast h0")
    found = _candidates(s)
    assert s.id("ring") in found and s.id("a") not in found
    s.answer("targets ring")
    s.answer("pay auto")
    settle(s)
    assert "Sol Ring" not in _names(s, 1)


def test_cr_102_1_cyclonic_rift_returns_a_nonland_permanent_you_dont_control_and_leaves_overload_by_hand() -> None:
    found = compile_card(record("Cyclonic Rift"))
    assert found.status == "partial"
    assert [line.status for line in found.lines] == ["automated", "by_hand"]
    s = table(["Cyclonic Rift"], hand=["Cyclonic Rift"], battlefield=["Island", "Island",
                                                                      {"card": "Grizzly Bears", "alias": "mine"}],
              their_battlefield=[{"card": "Grizzly Bears", "alias": "theirs"}, {"card": "Island", "alias": "isl"}])
    s.answer("cast h0")
    found_targets = _candidates(s)
    assert found_targets == [s.id("theirs")]  # not my creature, not their land
    s.answer("targets theirs")
    s.answer("pay auto")
    settle(s)
    assert _names(s, 1) == ["Island"]


# ----------------------------------------------------------------------------- a basic land type (CR 205.3i)

def test_cr_205_3i_arbor_elf_untaps_a_forest_only() -> None:
    assert status("Arbor Elf") == "automated"
    s = table(["Arbor Elf"], battlefield=[{"card": "Arbor Elf", "alias": "elf"},
                                         {"card": "Forest", "alias": "f", "tapped": True},
                                         {"card": "Island", "alias": "i", "tapped": True}])
    s.answer("activate elf 0")
    found = _candidates(s)
    assert s.id("f") in found and s.id("i") not in found
    s.answer("targets f")
    settle(s)
    assert not s.game.objects[s.id("f")].tapped and s.game.objects[s.id("i")].tapped


def test_cr_205_3i_armory_guard_has_vigilance_only_while_you_control_a_gate() -> None:
    from mtgtable.engine.rules import characteristics as chars
    assert status("Armory Guard") == "automated"
    s = table(["Armory Guard", "Azorius Guildgate"], battlefield=[{"card": "Armory Guard", "alias": "g"}])
    assert not chars.has_keyword(s.game.state, s.id("g"), "Vigilance")
    s2 = table(["Armory Guard", "Azorius Guildgate"], battlefield=[{"card": "Armory Guard", "alias": "g"},
                                                                   "Azorius Guildgate"])
    assert chars.has_keyword(s2.game.state, s2.id("g"), "Vigilance")


# ----------------------------------------------------------------------------- "that creature" (CR 608.2c)

def test_cr_608_2c_stun_sniper_taps_the_creature_it_dealt_damage_to() -> None:
    assert status("Stun Sniper") == "automated"
    assert _text("Stun Sniper").endswith("damage to target creature. Tap that creature.")
    s = table(["Stun Sniper", "Hill Giant"], battlefield=[{"card": "Stun Sniper", "alias": "sn"}, "Mountain"],
              their_battlefield=[{"card": "Hill Giant", "alias": "giant"}])
    s.answer("activate sn 0")
    s.answer("targets giant")
    s.answer("pay auto")
    settle(s)
    giant = s.game.objects[s.id("giant")]
    assert giant.tapped and giant.damage == 1


# ----------------------------------------------------------------------------- N target creatures (CR 115.3)

def test_cr_115_3_hex_needs_six_different_creatures() -> None:
    assert status("Hex") == "automated"
    assert _text("Hex") == "Destroy 6 target creatures."
    bears = [{"card": "Grizzly Bears", "alias": f"b{i}"} for i in range(6)]
    lands = ["Swamp"] * 6
    s = table(["Hex"], hand=["Hex"], battlefield=lands, their_battlefield=bears[:5])
    assert s.game.cast_problem(0, s.game.players[0].hand[0]) is not None  # five creatures: it can't be cast
    s = table(["Hex"], hand=["Hex"], battlefield=lands, their_battlefield=bears)
    s.answer("cast h0")
    with pytest.raises(IllegalAnswer):
        s.answer("targets b0 b1 b2 b3 b4")  # six, not fewer
    with pytest.raises(IllegalAnswer):
        s.answer("targets b0 b0 b1 b2 b3 b4")  # six different ones
    s.answer("targets b0 b1 b2 b3 b4 b5")
    s.answer("pay auto")
    settle(s)
    assert _names(s, 1) == []


# ----------------------------------------------------------------------------- "if it has mana value 2 or less" (CR 608.2c)

def test_cr_608_2c_fatal_push_destroys_a_two_drop() -> None:
    # (its revolt line compiles too: comptriggers' revolt_instead_line, tests/oracle/test_cast_history.py)
    found = compile_card(record("Fatal Push"))
    assert found.status == "automated" and [line.status for line in found.lines] == ["automated", "automated"]
    assert "Otherwise: Destroy target creature if it has mana value 2 or less." in _text("Fatal Push")
    s = table(["Fatal Push", "Grizzly Bears"], hand=["Fatal Push"], battlefield=["Swamp"],
              their_battlefield=[{"card": "Grizzly Bears", "alias": "bears"}])
    s.answer("cast h0")
    s.answer("targets bears")
    s.answer("pay auto")
    settle(s)
    assert _names(s, 1) == []


def test_cr_608_2c_fatal_push_may_target_a_bigger_creature_and_then_does_nothing() -> None:
    s = table(["Fatal Push", "Hill Giant"], hand=["Fatal Push"], battlefield=["Swamp"],
              their_battlefield=[{"card": "Hill Giant", "alias": "giant"}])
    s.answer("cast h0")
    assert s.id("giant") in _candidates(s)  # a legal target: the mana value is looked at as it resolves
    s.answer("targets giant")
    s.answer("pay auto")
    settle(s)
    assert _names(s, 1) == ["Hill Giant"]


# ----------------------------------------------------------------------------- "equal to its toughness" (CR 608.2h)

def test_cr_608_2h_condemn_gains_its_controller_life_equal_to_its_last_toughness() -> None:
    assert status("Condemn") == "automated"
    assert "X is its toughness." in _text("Condemn")
    s = table(["Condemn", "Hill Giant"], hand=["Condemn"], battlefield=["Plains"],
              their_battlefield=[{"card": "Hill Giant", "alias": "giant"}])
    g = s.game
    giant = s.id("giant")
    g.combat.attackers[giant] = g.players[0].ref  # (an attacking creature, as CR 508.1 would make it)
    s.answer("cast h0")
    s.answer("targets giant")
    s.answer("pay auto")
    settle(s)
    assert g.players[1].life == 23  # Hill Giant is 3/3: its toughness, known as it left (CR 608.2h)
    assert g.players[1].library and g.objects[g.players[1].library[-1]].name == "Hill Giant"


def test_cr_608_2h_devour_flesh_gains_the_player_the_sacrificed_creatures_toughness() -> None:
    assert status("Devour Flesh") == "automated"
    assert "X is the sacrificed creature's toughness." in _text("Devour Flesh")
    s = table(["Devour Flesh", "Hill Giant", "Grizzly Bears"], hand=["Devour Flesh"], battlefield=["Swamp", "Swamp"],
              their_battlefield=[{"card": "Hill Giant", "alias": "giant"}, {"card": "Grizzly Bears", "alias": "b"}])
    g = s.game
    s.answer("cast h0")
    s.answer("targets p1")
    s.answer("pay auto")
    for _ in range(10):
        d = g.pending
        if d.kind is Kind.CHOOSE:  # the player chooses which creature (CR 701.17a)
            assert d.player == 1
            g.answer(Choose(s.id("giant")))
            break
        s.answer("pass")
    settle(s)
    assert _names(s, 1) == ["Grizzly Bears"]
    assert g.players[1].life == 23  # the Giant's toughness as it last existed on the battlefield (CR 608.2h)


def test_cr_608_2h_devour_flesh_on_a_player_without_creatures_gains_nothing() -> None:
    s = table(["Devour Flesh"], hand=["Devour Flesh"], battlefield=["Swamp", "Swamp"])
    s.answer("cast h0")
    s.answer("targets p1")
    s.answer("pay auto")
    settle(s)
    assert s.game.players[1].life == 20


# ----------------------------------------------------------------------------- "if you controlled that permanent" (CR 608.2h)

def _boomerang_basics(mine: bool) -> Any:
    bears = [{"card": "Grizzly Bears", "alias": "b"}]
    s = table(["Boomerang Basics", "Grizzly Bears"], hand=["Boomerang Basics"], library=["Island", "Island"],
              battlefield=["Island", *(bears if mine else [])], their_battlefield=[] if mine else bears)
    s.answer("cast h0")
    s.answer("targets b")
    s.answer("pay auto")
    settle(s)
    return s


def test_cr_608_2h_boomerang_basics_draws_when_you_controlled_the_permanent() -> None:
    assert status("Boomerang Basics") == "automated"
    assert "If you controlled that permanent: Draw a card." in _text("Boomerang Basics")
    s = _boomerang_basics(mine=True)
    assert sorted(s.game.objects[c].name for c in s.game.players[0].hand) == ["Grizzly Bears", "Island"]


def test_cr_608_2h_boomerang_basics_draws_nothing_for_an_opponents_permanent() -> None:
    s = _boomerang_basics(mine=False)
    assert s.game.players[0].hand == [] and [s.game.objects[c].name for c in s.game.players[1].hand] == ["Grizzly Bears"]


# ----------------------------------------------------------------------------- a spell or a permanent (CR 115.1)

def _sink_table() -> Any:
    """I cast Grizzly Bears; the opponent answers with Lightning Bolt; I hold Sink into Stupor with priority."""
    from mtgtable.engine import Cast, Pass, Pay
    from mtgtable.engine import operations as ops
    from mtgtable.engine.objects import Zone
    sink = "Sink into Stupor // Soporific Springs"
    s = table([sink, "Grizzly Bears", "Lightning Bolt"], hand=[sink, "Grizzly Bears"],
              battlefield=["Island", "Island", "Island", "Forest", "Forest"],
              their_battlefield=[{"card": "Mountain", "alias": "m"}, {"card": "Grizzly Bears", "alias": "tb"}])
    g = s.game
    g.answer(Cast(next(c for c in g.players[0].hand if g.objects[c].name == "Grizzly Bears")))
    g.answer(Pay(auto=True))
    g.answer(Pass())  # the opponent gets priority
    bolt = ops.new_object(g.state, g.db["Lightning Bolt"], 1, Zone.HAND).id
    g.answer(Cast(bolt))
    g.answer(next(o for o in g.pending.options() if getattr(o, "targets", None) == (g.players[0].ref,)))
    g.answer(Pay(auto=True))
    g.answer(Pass())  # back to me, the Bolt on top
    assert g.pending.kind is Kind.PRIORITY and g.pending.player == 0
    return s, g.stack[-1].id


def test_cr_115_1_sink_into_stupor_returns_an_opponents_spell_not_mine() -> None:
    from mtgtable.engine import Cast, Pay
    from mtgtable.engine.decisions import Targets
    assert compile_card(record("Sink into Stupor // Soporific Springs")).lines[0].status == "automated"
    s, bolt = _sink_table()
    g = s.game
    mine = next(i for i in g.objects if g.objects[i].name == "Grizzly Bears" and g.objects[i].zone.name == "STACK")
    g.answer(Cast(next(c for c in g.players[0].hand if g.objects[c].name.startswith("Sink"))))
    if g.pending.kind is Kind.CHOOSE:
        g.answer(g.pending.options()[0])  # the front face
    found = _candidates(s)
    assert bolt in found and s.id("tb") in found  # their spell, their nonland permanent
    assert mine not in found and s.id("m") not in found  # not my spell, not their land
    g.answer(Targets((bolt,)))
    g.answer(Pay(auto=True))
    settle(s)
    assert [g.objects[c].name for c in g.players[1].hand] == ["Lightning Bolt"]  # it left the stack (CR 400.7)
    assert g.players[0].life == 20 and not any(i.id == bolt for i in g.stack)


def test_cr_115_1_shoot_the_sheriff_destroys_a_non_outlaw_creature_only() -> None:
    assert status("Shoot the Sheriff") == "automated"
    s = table(["Shoot the Sheriff", "Grizzly Bears", "Changeling Outcast"], hand=["Shoot the Sheriff"],
              battlefield=["Swamp", "Swamp"],
              extra=[{"name": "Test Rogue", "manaCost": "{1}{B}", "type": "Creature — Human Rogue",
                      "types": ["Creature"], "subtypes": ["Human", "Rogue"], "supertypes": [], "text": "",
                      "power": "2", "toughness": "2", "layout": "normal", "colorIdentity": ["B"], "keywords": []}],
              their_battlefield=[{"card": "Grizzly Bears", "alias": "bears"}, {"card": "Test Rogue", "alias": "rogue"},
                                 {"card": "Changeling Outcast", "alias": "shape"}])
    s.answer("cast h0")
    found = _candidates(s)
    assert s.id("bears") in found
    assert s.id("rogue") not in found  # a Rogue is an outlaw
    assert s.id("shape") not in found  # changeling: every creature type (CR 702.73a)
    s.answer("targets bears")
    s.answer("pay auto")
    settle(s)
    assert _names(s, 1) == ["Changeling Outcast", "Test Rogue"]


# ----------------------------------------------------------------------------- artifacts or a colour (CR 608.2d)

def _blessing(choice: int) -> Any:
    from mtgtable.engine import Choose
    s = table(["Apostle's Blessing", "Grizzly Bears", "Sol Ring", "Lightning Bolt"], hand=["Apostle's Blessing"],
              battlefield=["Plains", "Plains", {"card": "Grizzly Bears", "alias": "b"}],
              their_battlefield=[{"card": "Sol Ring", "alias": "ring"}, {"card": "Grizzly Bears", "alias": "tb"}])
    g = s.game
    s.answer("cast h0")
    found = _candidates(s)
    assert s.id("b") in found and s.id("tb") not in found  # an artifact or creature you control
    s.answer("targets b")
    s.answer("pay auto")
    for _ in range(6):
        d = g.pending
        if d.kind is Kind.CHOOSE and d.data.get("protection_color"):
            assert len(d.data["options"]) == 6 and d.player == 0  # five colours and artifacts
            g.answer(Choose(choice))
            break
        s.answer("pass")
    settle(s)
    return s


def test_cr_608_2d_apostles_blessing_gives_protection_from_artifacts_when_chosen() -> None:
    from mtgtable.engine.families import keyword_effects as kwe
    assert status("Apostle's Blessing") == "automated"
    s = _blessing(5)
    assert kwe.protected_from(s.game.state, s.id("b"), s.id("ring"))
    assert not kwe.protected_from(s.game.state, s.id("b"), s.id("tb"))  # a green creature: no


def test_cr_608_2d_apostles_blessing_gives_protection_from_the_chosen_color() -> None:
    from mtgtable.engine.families import keyword_effects as kwe
    s = _blessing(4)  # green
    assert kwe.protected_from(s.game.state, s.id("b"), s.id("tb"))
    assert not kwe.protected_from(s.game.state, s.id("b"), s.id("ring"))


def test_cr_601_2c_deaths_duet_needs_two_creature_cards_in_your_graveyard() -> None:
    from mtgtable.engine import operations as ops
    from mtgtable.engine.objects import Zone
    assert status("Death's Duet") == "automated"
    assert _text("Death's Duet") == "Return 2 target creature cards from your graveyard to your hand."
    s = table(["Death's Duet", "Grizzly Bears"], hand=["Death's Duet"], battlefield=["Swamp", "Swamp", "Swamp"])
    g = s.game
    duet = g.players[0].hand[0]
    ops.new_object(g.state, g.db["Grizzly Bears"], 0, Zone.GRAVEYARD)
    assert g.cast_problem(0, duet) is not None  # one card: two targets are needed (CR 601.2c, 115.3)
    ops.new_object(g.state, g.db["Grizzly Bears"], 0, Zone.GRAVEYARD)
    assert g.cast_problem(0, duet) is None


def test_cr_702_8a_flash_as_long_as_stays_by_hand() -> None:
    found = compile_card(record("Colossal Rattlewurm"))
    assert "by_hand" in [line.status for line in found.lines]  # flash matters in the hand, not on the battlefield


# ----------------------------------------------------------------------------- a target judged against another (CR 601.2c)

def _blaze(their: bool = True, mine: bool = True) -> Any:
    return table(["Searing Blaze", "Hill Giant", "Grizzly Bears"], hand=["Searing Blaze"],
                 battlefield=["Mountain", "Mountain", *([{"card": "Grizzly Bears", "alias": "mine"}] if mine else [])],
                 their_battlefield=[{"card": "Hill Giant", "alias": "giant"}] if their else [])


def test_cr_601_2c_searing_blaze_creature_must_be_controlled_by_the_player_chosen() -> None:
    from mtgtable.engine.decisions import Targets
    assert status("Searing Blaze") == "automated"
    s = _blaze()
    g = s.game
    s.answer("cast h0")
    d = g.pending
    assert d.kind is Kind.TARGETS
    for option in d.options():  # every offered choice is a whole legal one
        player, creature = option.targets
        assert g.objects[creature].controller == player.index
    with pytest.raises(IllegalAnswer):
        g.answer(Targets((g.players[1].ref, s.id("mine"))))  # my creature is not that player's (CR 115.1)
    g.answer(Targets((g.players[1].ref, s.id("giant"))))
    s.answer("pay auto")
    settle(s)
    assert g.players[1].life == 19 and g.objects[s.id("giant")].damage == 1


def test_cr_601_2c_searing_blaze_needs_a_whole_legal_choice() -> None:
    s = _blaze(their=False, mine=False)
    assert s.game.cast_problem(0, s.game.players[0].hand[0]) is not None  # no creature anywhere
    s = _blaze(their=False, mine=True)
    assert s.game.cast_problem(0, s.game.players[0].hand[0]) is None  # me and my own creature is a legal choice


def test_cr_608_2b_searing_blaze_creature_that_changed_control_is_no_longer_legal() -> None:
    from mtgtable.engine.decisions import Targets
    s = _blaze()
    g = s.game
    s.answer("cast h0")
    g.answer(Targets((g.players[1].ref, s.id("giant"))))
    s.answer("pay auto")
    g.objects[s.id("giant")].controller = 0  # (as a control-changing effect would, CR 608.2b)
    settle(s)
    assert g.players[1].life == 19 and g.objects[s.id("giant")].damage == 0


def test_cr_608_2c_searing_blaze_deals_3_and_3_after_a_land_entered_this_turn() -> None:
    from mtgtable.engine.decisions import Targets
    s = _blaze()
    g = s.game
    g.players[0].lands_entered = 1  # a land entered the battlefield under my control this turn (landfall)
    s.answer("cast h0")
    g.answer(Targets((g.players[1].ref, s.id("giant"))))
    s.answer("pay auto")
    settle(s)
    assert g.players[1].life == 17 and s.id("giant") not in g.battlefield  # 3 damage: the 3/3 died


# ----------------------------------------------------------------------------- "that permanent's controller or that player" (CR 608.2h)

def _catapult(target: str) -> Any:
    s = table(["Acorn Catapult", "Hill Giant"], battlefield=[{"card": "Acorn Catapult", "alias": "cat"}, "Forest",
                                                             {"card": "Hill Giant", "alias": "mine"}],
              their_battlefield=[{"card": "Hill Giant", "alias": "theirs"}])
    s.answer("activate cat 0")
    s.answer(f"targets {target}")
    s.answer("pay auto")
    settle(s)
    return s


def test_cr_608_2h_acorn_catapult_gives_the_squirrel_to_the_player_dealt_damage() -> None:
    assert status("Acorn Catapult") == "automated"
    assert "that permanent's controller or that player creates 1 1/1 green Squirrel" in _text("Acorn Catapult")
    s = _catapult("p1")
    assert s.game.players[1].life == 19 and _names(s, 1) == ["Hill Giant", "Squirrel"]


def test_cr_608_2h_acorn_catapult_gives_the_squirrel_to_the_creatures_controller() -> None:
    s = _catapult("mine")
    assert _names(s, 0) == ["Acorn Catapult", "Forest", "Hill Giant", "Squirrel"] and _names(s, 1) == ["Hill Giant"]
    s = _catapult("theirs")
    assert _names(s, 1) == ["Hill Giant", "Squirrel"]


# ----------------------------------------------------------------------------- a chain of copies (CR 707.10)

def _vapor() -> Any:
    s = table(["Chain of Vapor", "Grizzly Bears", "Hill Giant"], hand=["Chain of Vapor"],
              battlefield=["Island", {"card": "Grizzly Bears", "alias": "bears"}],
              their_battlefield=[{"card": "Hill Giant", "alias": "giant"}, {"card": "Mountain", "alias": "m"}])
    s.answer("cast h0")
    s.answer("targets giant")
    s.answer("pay auto")
    s.answer("pass")
    s.answer("pass")  # it resolves: the Giant goes home, its controller is asked
    return s


def test_cr_707_10_chain_of_vapor_its_controller_may_decline() -> None:
    assert status("Chain of Vapor") == "automated"
    assert "its controller may sacrifice a land of their choice." in _text("Chain of Vapor")
    s = _vapor()
    g = s.game
    d = g.pending
    assert d.kind is Kind.CHOOSE and d.player == 1 and d.data["options"] == [-1, s.id("m")]
    g.answer(Choose(-1))  # "Don't sacrifice"
    settle(s)
    assert _names(s, 1) == ["Mountain"] and _names(s, 0) == ["Grizzly Bears", "Island"]


def test_cr_707_10c_chain_of_vapor_sacrificing_a_land_copies_it_for_that_player() -> None:
    from mtgtable.engine.decisions import Targets
    s = _vapor()
    g = s.game
    g.answer(Choose(s.id("m")))  # the opponent sacrifices their Mountain...
    assert g.pending.data.get("yes_no") and g.pending.player == 1
    g.answer(Choose(1))  # ... copies it ...
    assert g.pending.data.get("yes_no") and g.pending.player == 1
    g.answer(Choose(1))  # ... and chooses a new target for the copy (CR 707.10c)
    g.answer(Targets((s.id("bears"),)))
    assert _names(s, 1) == [] and g.stack[-1].controller == 1  # the copy is theirs
    for _ in range(6):
        d = g.pending
        if d.kind is Kind.CHOOSE and d.player == 0:  # the copy resolved: my turn to decline
            g.answer(Choose(-1))
            break
        s.answer("pass")
    settle(s)
    assert _names(s, 0) == ["Island"]
    assert sorted(g.objects[c].name for c in g.players[0].hand) == ["Grizzly Bears"]


def _lightning(target: str, their_lands: int) -> Any:
    s = table(["Chain Lightning", "Hill Giant"], hand=["Chain Lightning"], battlefield=["Mountain"],
              their_battlefield=[{"card": "Hill Giant", "alias": "giant"},
                                 *[{"card": "Mountain", "alias": f"m{i}"} for i in range(their_lands)]])
    s.answer("cast h0")
    s.answer(f"targets {target}")
    s.answer("pay auto")
    s.answer("pass")
    s.answer("pass")
    return s


def test_cr_707_10_chain_lightning_the_player_dealt_damage_may_pay_rr_and_copy_it() -> None:
    from mtgtable.engine import Pay
    from mtgtable.engine.decisions import Targets
    assert status("Chain Lightning") == "automated"
    assert "may pay {R}{R}. If the player does, they may copy this spell" in _text("Chain Lightning")
    s = _lightning("p1", 2)
    g = s.game
    assert g.players[1].life == 17
    d = g.pending
    assert d.kind is Kind.CHOOSE and d.player == 1 and d.data.get("yes_no")  # pay {R}{R}?
    g.answer(Choose(1))
    if g.pending.kind is Kind.PAY:
        g.answer(Pay(auto=True))
    assert g.pending.data.get("yes_no") and g.pending.player == 1  # copy it?
    g.answer(Choose(1))
    g.answer(Choose(1))  # new targets for the copy (CR 707.10c)
    g.answer(Targets((g.players[0].ref,)))
    assert g.stack[-1].controller == 1
    for _ in range(6):
        if g.players[0].life < 20 or not g.stack:
            break
        s.answer("pass")
    assert g.players[0].life == 17  # the copy hit me; I have no {R}{R} to pay back (one tapped Mountain)


def test_cr_707_10_chain_lightning_a_creatures_controller_without_mana_is_not_asked() -> None:
    s = _lightning("giant", 0)
    settle(s)
    assert s.id("giant") not in s.game.battlefield and not s.game.stack  # 3 damage killed it; nobody could pay


def test_cr_115_1_emiel_flickers_another_creature_you_control_not_itself() -> None:
    found = compile_card(record("Emiel the Blessed"))
    assert found.lines[0].status == "automated"
    s = table(["Emiel the Blessed", "Grizzly Bears"],
              battlefield=[{"card": "Emiel the Blessed", "alias": "e"}, {"card": "Grizzly Bears", "alias": "b"},
                           "Plains", "Plains", "Plains"],
              their_battlefield=[{"card": "Grizzly Bears", "alias": "tb"}])
    s.answer("activate e 0")
    found_targets = _candidates(s)
    assert found_targets == [s.id("b")]  # not Emiel itself, not their creature
    s.answer("targets b")
    s.answer("pay auto")
    settle(s)
    assert _names(s, 0).count("Grizzly Bears") == 1 and s.id("b") not in s.game.battlefield  # a new object (CR 400.7)
