"""Activated abilities' costs and restrictions, compiled from real Oracle text and played
(CR 602.2b, 602.5b, 605.1a, 605.3b, 113.6, 701.3, 702.29a, 122.8, 601.2f).

Each test reads the card from the installed corpus, compiles it and activates it through
the engine with a player's answers; a cost that can't be paid or a second activation in a
turn is refused with its rule and changes nothing.
"""

from __future__ import annotations

from typing import Any

import pytest

from mtgtable.engine import Choose, IllegalAnswer, Kind, Pay
from mtgtable.engine.turn.actions import available_mana_units, legal_actions
from mtgtable.engine.answers import Activate
from mtgtable.engine.decisions import Cancel, Targets
from mtgtable.engine.refs import PlayerRef
from mtgtable.engine.text.ability_text import ability_text
from mtgtable.oracle import compile_card

from .corpus import named, status, table


def _index(g: Any, oid: int, kind: str = "activated") -> int:
    return next(i for i, ab in enumerate(g.activated_abilities(oid)) if ab.kind == kind)


def _resolve(g: Any) -> None:
    for _ in range(20):
        d = g.pending
        if d is None or not g.stack and d.kind is Kind.PRIORITY:
            return
        g.answer(d.options()[0] if d.options() else d.suggest())


def _pool(g: Any) -> str:
    return str(g.players[0].pool)


def test_cr_602_2b_arcbound_ravager_sacrifices_an_artifact_chosen_as_the_cost() -> None:
    assert status("Arcbound Ravager") == "automated"
    s = table([], battlefield=[{"card": "Arcbound Ravager", "alias": "rav", "counters": {"+1/+1": 1}},
                               {"card": "Ornithopter", "alias": "bird"}, "Forest"])
    g = s.game
    rav, bird = s.id("rav"), s.id("bird")
    g.answer(Activate(rav, _index(g, rav)))
    d = g.pending
    assert d.kind is Kind.CHOOSE and d.rule == "602.2b" and sorted(d.data["options"]) == sorted([rav, bird])
    with pytest.raises(IllegalAnswer):
        g.answer(Choose(named(g, "Forest")[0]))  # a land is not an artifact
    g.answer(Choose(bird))
    assert not named(g, "Ornithopter") and len(g.stack) == 1
    _resolve(g)
    assert g.objects[rav].counters.get("+1/+1") == 2


def test_cr_602_2b_cancelling_the_sacrifice_choice_changes_nothing() -> None:
    s = table([], battlefield=[{"card": "Arcbound Ravager", "alias": "rav", "counters": {"+1/+1": 1}},
                               {"card": "Ornithopter", "alias": "bird"}])
    g = s.game
    rav = s.id("rav")
    g.answer(Activate(rav, _index(g, rav)))
    g.answer(Cancel())
    assert g.pending.kind is Kind.PRIORITY and named(g, "Ornithopter") and not g.stack


def test_cr_602_5b_quirion_ranger_returns_a_forest_only_once_each_turn() -> None:
    assert status("Quirion Ranger") == "automated"
    s = table([], battlefield=[{"card": "Quirion Ranger", "alias": "qr"}, {"card": "Forest", "alias": "f1"},
                               {"card": "Forest", "alias": "f2"},
                               {"card": "Grizzly Bears", "alias": "bear", "tapped": True}])
    g = s.game
    qr, bear = s.id("qr"), s.id("bear")
    g.answer(Activate(qr, 0))
    g.answer(Targets((bear,)))
    d = g.pending
    assert d.kind is Kind.CHOOSE and sorted(d.data["options"]) == sorted([s.id("f1"), s.id("f2")])
    g.answer(Choose(s.id("f1")))
    assert [g.objects[c].name for c in g.players[0].hand] == ["Forest"]
    _resolve(g)
    assert not g.objects[bear].tapped
    problem = g.activate_problem(0, qr, 0, "")
    assert problem is not None and problem.rule == "602.5b"
    with pytest.raises(IllegalAnswer) as err:
        g.answer(Activate(qr, 0))
    assert err.value.rule == "602.5b"


def test_cr_113_6_simian_spirit_guide_is_exiled_from_the_hand_for_red_mana() -> None:
    assert status("Simian Spirit Guide") == "automated"
    s = table([], hand=["Simian Spirit Guide"], battlefield=[{"card": "Simian Spirit Guide", "alias": "ssg"}])
    g = s.game
    guide = s.id("h0")
    assert Activate(guide, 0, "") in legal_actions(g.state, 0)
    on_table = s.id("ssg")
    assert g.activate_problem(0, on_table, 0, "").rule == "113.6"  # only from the hand
    g.answer(Activate(guide, 0, ""))
    assert _pool(g) == "{R}" and [g.objects[c].name for c in g.players[0].exile] == ["Simian Spirit Guide"]


def test_cr_605_3b_lions_eye_diamond_discards_the_hand_for_three_mana_of_one_color() -> None:
    assert status("Lion's Eye Diamond") == "automated"
    s = table([], hand=["Grizzly Bears", "Lightning Bolt"], battlefield=[{"card": "Lion's Eye Diamond", "alias": "led"}])
    g = s.game
    led = s.id("led")
    assert all(u[0] != led for u in available_mana_units(g.state, 0))  # never used while paying (CR 605.3a)
    assert g.activate_problem(0, led, 0, "BR").rule == "106.1"
    assert Activate(led, 0, "B") in legal_actions(g.state, 0)
    g.answer(Activate(led, 0, "B"))
    assert _pool(g) == "{B}{B}{B}" and not g.players[0].hand
    assert sorted(g.objects[c].name for c in g.players[0].graveyard) == ["Grizzly Bears", "Lightning Bolt",
                                                                         "Lion's Eye Diamond"]


def test_cr_605_1a_chromatic_sphere_makes_mana_and_draws_a_card() -> None:
    assert status("Chromatic Sphere") == "automated"
    s = table([], battlefield=[{"card": "Chromatic Sphere", "alias": "sph"}, "Forest"])
    g = s.game
    sph = s.id("sph")
    g.answer(Activate(sph, 0, "U"))
    assert g.pending.kind is Kind.PAY
    g.answer(Pay(auto=True))
    assert _pool(g) == "{U}" and len(g.players[0].hand) == 1 and not named(g, "Chromatic Sphere")


def test_cr_702_29a_street_wraith_cycles_for_2_life() -> None:
    assert status("Street Wraith") == "automated"
    s = table([], hand=["Street Wraith"])
    g = s.game
    wraith = s.id("h0")
    g.answer(Activate(wraith, 0))
    _resolve(g)
    assert g.players[0].life == 18 and [g.objects[c].name for c in g.players[0].hand] == ["Island"]


def test_cr_701_3a_cranial_plating_attaches_itself_to_a_creature_you_control() -> None:
    assert status("Cranial Plating") == "automated"
    s = table([], battlefield=[{"card": "Cranial Plating", "alias": "cp"}, {"card": "Grizzly Bears", "alias": "b"},
                               "Swamp", "Swamp"])
    g = s.game
    cp, bear = s.id("cp"), s.id("b")
    g.answer(Activate(cp, _index(g, cp)))
    g.answer(Targets((bear,)))
    g.answer(Pay(auto=True))
    _resolve(g)
    assert g.objects[cp].attached_to == bear and g.power(bear) == 3  # +1/+0 for each artifact (one: itself)


def test_cr_122_8_experiment_one_removes_two_counters_to_regenerate() -> None:
    assert status("Experiment One") == "automated"
    s = table([], battlefield=[{"card": "Experiment One", "alias": "e1", "counters": {"+1/+1": 1}}])
    g = s.game
    e1 = s.id("e1")
    assert g.activate_problem(0, e1, _index(g, e1), "").rule == "122.8"
    g.add_counters(e1, "+1/+1", 1)
    g.answer(Activate(e1, _index(g, e1)))
    assert not g.objects[e1].counters.get("+1/+1")


def test_cr_602_2b_rendered_text_names_every_cost() -> None:
    s = table([], battlefield=[{"card": "Quirion Ranger", "alias": "qr"}])
    text = ability_text(s.game.activated_abilities(s.id("qr"))[0])
    assert "Forest" in text and "once each turn" in text


def test_cr_601_2f_otawara_channel_costs_1_less_for_each_legendary_creature() -> None:
    assert status("Otawara, Soaring City") == "automated"
    s = table([], hand=["Otawara, Soaring City"],
              battlefield=["Isamaru, Hound of Konda", "Island", "Island", "Island",
                           {"card": "Grizzly Bears", "alias": "bear"}])
    g = s.game
    ota = s.id("h0")
    i = _index(g, ota)
    assert Activate(ota, i) in legal_actions(g.state, 0)  # from the hand (channel: "Discard this card")
    g.answer(Activate(ota, i))
    g.answer(Targets((s.id("bear"),)))
    d = g.pending
    assert d.kind is Kind.PAY and d.data["cost"] == "{2}{U}"  # {3}{U} less {1} for Isamaru (CR 601.2f)
    g.answer(Pay(auto=True))
    assert [g.objects[c].name for c in g.players[0].graveyard] == ["Otawara, Soaring City"]
    _resolve(g)
    assert "Grizzly Bears" in [g.objects[c].name for c in g.players[0].hand]


def test_cr_115_1_boseiju_channel_cannot_target_a_basic_land_or_your_own_permanent() -> None:
    assert status("Boseiju, Who Endures") == "automated"
    s = table([], hand=["Boseiju, Who Endures"], battlefield=["Forest", "Forest", {"card": "Sol Ring", "alias": "mine"}],
              their_battlefield=[{"card": "Forest", "alias": "their_forest"}, {"card": "Wasteland", "alias": "waste"}])
    g = s.game
    bos = s.id("h0")
    i = _index(g, bos)
    g.answer(Activate(bos, i))
    d = g.pending
    assert d.kind is Kind.TARGETS
    for wrong in (s.id("their_forest"), s.id("mine")):
        with pytest.raises(IllegalAnswer):
            g.answer(Targets((wrong,)))
    g.answer(Targets((s.id("waste"),)))
    g.answer(Pay(auto=True))
    _resolve(g)
    assert not named(g, "Wasteland", 1)


def test_cr_602_2b_wirewood_symbiote_returns_an_elf_not_itself_an_insect() -> None:
    assert status("Wirewood Symbiote") == "automated"
    s = table([], battlefield=[{"card": "Wirewood Symbiote", "alias": "ws"}, {"card": "Llanowar Elves", "alias": "elf",
                                                                            "tapped": True}])
    g = s.game
    g.answer(Activate(s.id("ws"), 0))
    g.answer(Targets((s.id("elf"),)))
    assert g.pending.kind is Kind.CHOOSE and g.pending.data["options"] == [s.id("elf")]  # an Insect is no Elf


def test_cr_702_29a_hybrid_cycling_cost_is_read() -> None:
    for name in ("Street Wraith", "Edge of Autumn"):
        assert status(name) in ("automated", "partial")
    cc = compile_card({"name": "Test Cycler", "types": ["Creature"], "manaCost": "{B}", "power": "1", "toughness": "1",
                       "text": "Cycling {B/R}"})
    assert cc.status == "automated" and cc.record["abilities"][0]["cost"] == "{B/R}, Discard this card"


def test_cr_115_1_blinkmoth_nexus_pumps_only_a_blinkmoth_creature() -> None:
    assert status("Blinkmoth Nexus") == "automated"
    s = table([], battlefield=[{"card": "Blinkmoth Nexus", "alias": "bn"}, {"card": "Blinkmoth Nexus", "alias": "other"},
                               {"card": "Grizzly Bears", "alias": "bear"}, "Forest", "Forest"])
    g = s.game
    bn, other = s.id("bn"), s.id("other")
    pump = next(i for i, ab in enumerate(g.activated_abilities(bn)) if ab.targets == ("blinkmoth_creature",))
    assert g.activate_problem(0, bn, pump, "").rule == "601.2c"  # no Blinkmoth creature yet
    animate = next(i for i, ab in enumerate(g.activated_abilities(other)) if ab.kind == "activated" and not ab.targets)
    f1, f2 = named(g, "Forest")
    g.answer(Activate(other, animate))
    g.answer(Pay(sources=((f1, "G"),)))
    _resolve(g)
    g.answer(Activate(bn, pump))
    with pytest.raises(IllegalAnswer):
        g.answer(Targets((s.id("bear"),)))
    g.answer(Targets((other,)))
    g.answer(Pay(sources=((f2, "G"),)))
    _resolve(g)
    assert g.power(other) == 2


def test_cr_602_2b_seismic_assault_discards_a_land_card_and_broken_fall_returns_itself() -> None:
    assert status("Seismic Assault") == "automated" and status("Broken Fall") == "automated"
    s = table([], hand=["Forest", "Lightning Bolt"], battlefield=[{"card": "Seismic Assault", "alias": "sa"},
                                                                   {"card": "Broken Fall", "alias": "bf"},
                                                                   {"card": "Grizzly Bears", "alias": "bear"}])
    g = s.game
    g.answer(Activate(s.id("sa"), 0))
    g.answer(Targets((PlayerRef(1),)))
    assert g.pending.data["options"] == [s.id("h0")]  # a land card only
    g.answer(Choose(s.id("h0")))
    _resolve(g)
    assert g.players[1].life == 18
    g.answer(Activate(s.id("bf"), 0))
    g.answer(Targets((s.id("bear"),)))
    assert "Broken Fall" in [g.objects[c].name for c in g.players[0].hand]
