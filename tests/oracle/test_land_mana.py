"""The lands whose mana has conditions, costs or amounts (engine.mana_abilities),
compiled from their Oracle text and played through the engine (CR 106, 305, 605)."""

from __future__ import annotations

import pytest

from mtgtable.engine import IllegalAnswer, Kind, Zone
from mtgtable.engine import operations as ops
from mtgtable.oracle import compile_card

from .corpus import named, pass_until, record, table


def _pool(s: object) -> list[str]:
    return list(s.game.players[0].pool.units())  # type: ignore[attr-defined]


def _cast_bears(s: object) -> None:
    s.answer("cast h0")  # type: ignore[attr-defined]
    s.answer("pay auto")  # type: ignore[attr-defined]


@pytest.mark.parametrize("name", [
    "Grove of the Burnwillows", "Exotic Orchard", "Gaea's Cradle", "Temple of the False God", "Gloomlake Verge",
    "Hushwood Verge", "Riverpyre Verge", "Tainted Peak", "Tainted Wood", "Spire of Industry", "Vivid Crag",
    "Vivid Creek", "Vivid Grove", "Vivid Marsh", "Vivid Meadow", "Gemstone Mine", "Cascade Bluffs", "Flooded Grove",
    "Sunken Ruins", "Twilight Mire", "Reflecting Pool", "Path of Ancestry", "Opal Palace", "Study Hall"])
def test_cr_605_1a_these_mana_abilities_compile_in_full(name: str) -> None:
    assert compile_card(record(name)).status == "automated", name


def test_cr_605_3b_grove_of_the_burnwillows_coloured_mana_gives_each_opponent_1_life() -> None:
    s = table(["Grove of the Burnwillows"], battlefield=[{"card": "Grove of the Burnwillows", "alias": "g"}])
    s.answer("activate g 1 color=R")
    assert _pool(s) == ["R"] and s.game.players[1].life == 21
    s = table(["Grove of the Burnwillows"], battlefield=[{"card": "Grove of the Burnwillows", "alias": "g"}])
    s.answer("activate g 0")
    assert _pool(s) == ["C"] and s.game.players[1].life == 20


def test_cr_605_3b_grove_pays_generic_mana_with_its_colourless_and_gives_no_life() -> None:
    s = table([], hand=["Grizzly Bears"], battlefield=["Forest", "Grove of the Burnwillows"])
    _cast_bears(s)
    assert s.game.stack and s.game.players[1].life == 20
    s = table([], hand=["Grizzly Bears"], battlefield=["Island", "Grove of the Burnwillows"])
    _cast_bears(s)
    assert s.game.stack and s.game.players[1].life == 21, "its {G} was needed"


def test_cr_602_5b_a_verge_second_colour_needs_the_basic_land_type() -> None:
    s = table([], battlefield=[{"card": "Gloomlake Verge", "alias": "v"}])
    with pytest.raises(IllegalAnswer) as exc:
        s.answer("activate v 1")
    assert exc.value.rule == "602.5b"
    s.answer("activate v 0")
    assert _pool(s) == ["U"]
    s = table([], battlefield=[{"card": "Gloomlake Verge", "alias": "v"}, "Swamp"])
    s.answer("activate v 1")
    assert _pool(s) == ["B"]


def test_cr_602_5b_a_verge_pays_its_second_colour_only_with_the_land_type() -> None:
    s = table([], hand=["Grizzly Bears"], battlefield=["Forest", "Hushwood Verge"])
    _cast_bears(s)
    assert s.game.stack  # {G} from the Verge, {1} from the Forest
    rec = {"name": "White Bear", "manaCost": "{1}{W}", "type": "Creature — Bear", "types": ["Creature"],
           "subtypes": ["Bear"], "power": "2", "toughness": "2", "text": ""}
    s = table([], hand=["White Bear"], battlefield=["Island", "Hushwood Verge"], extra=[rec])
    with pytest.raises(IllegalAnswer) as exc:
        s.answer("cast h0")
    assert exc.value.rule == "117.3"
    s = table([], hand=["White Bear"], battlefield=["Plains", "Hushwood Verge"], extra=[rec])
    s.answer("cast h0")
    s.answer("pay auto")
    assert s.game.stack


@pytest.mark.parametrize("lands,pool", [(4, None), (5, ["C", "C"])])
def test_cr_602_5b_temple_of_the_false_god_needs_five_lands(lands: int, pool: list[str] | None) -> None:
    s = table([], battlefield=[{"card": "Temple of the False God", "alias": "t"}] + ["Wastes"] * (lands - 1))
    if pool is None:
        with pytest.raises(IllegalAnswer) as exc:
            s.answer("activate t 0")
        assert exc.value.rule == "602.5b"
    else:
        s.answer("activate t 0")
        assert _pool(s) == pool


def test_cr_602_5b_spire_of_industry_needs_an_artifact_and_1_life() -> None:
    s = table([], battlefield=[{"card": "Spire of Industry", "alias": "sp"}])
    with pytest.raises(IllegalAnswer):
        s.answer("activate sp 1 color=G")
    s = table([], battlefield=[{"card": "Spire of Industry", "alias": "sp"}, "Ornithopter"])
    s.answer("activate sp 1 color=G")
    assert _pool(s) == ["G"] and s.game.players[0].life == 19


def test_cr_106_4_gaeas_cradle_adds_one_green_for_each_creature() -> None:
    s = table([], battlefield=[{"card": "Gaea's Cradle", "alias": "c"}, "Grizzly Bears", "Grizzly Bears"])
    s.answer("activate c 0")
    assert _pool(s) == ["G", "G"]
    s = table([], hand=["Grizzly Bears"], battlefield=["Gaea's Cradle"])
    with pytest.raises(IllegalAnswer) as exc:
        s.answer("cast h0")
    assert exc.value.rule == "117.3", "no creatures: no mana"


def test_cr_106_7_exotic_orchard_makes_the_colours_of_the_opponents_lands() -> None:
    s = table([], battlefield=[{"card": "Exotic Orchard", "alias": "o"}], their_battlefield=["Swamp", "Wastes"])
    s.answer("activate o 0 color=B")
    assert _pool(s) == ["B"]
    s = table([], battlefield=[{"card": "Exotic Orchard", "alias": "o"}], their_battlefield=["Swamp", "Wastes"])
    with pytest.raises(IllegalAnswer) as exc:
        s.answer("activate o 0 color=G")
    assert exc.value.rule == "106.1"
    s = table([], hand=["Grizzly Bears"], battlefield=["Exotic Orchard", "Forest"], their_battlefield=["Wastes"])
    with pytest.raises(IllegalAnswer):
        s.answer("cast h0")  # colourless is not a colour: the Orchard makes nothing


def test_cr_106_7_reflecting_pool_makes_any_type_your_lands_could_make() -> None:
    s = table([], battlefield=[{"card": "Reflecting Pool", "alias": "r"}, "Wastes", "Steam Vents"])
    for color in ("C", "U", "R"):
        s2 = table([], battlefield=[{"card": "Reflecting Pool", "alias": "r"}, "Wastes", "Steam Vents"])
        s2.answer(f"activate r 0 color={color}")
        assert _pool(s2) == [color]
    with pytest.raises(IllegalAnswer):
        s.answer("activate r 0 color=G")
    s = table([], battlefield=[{"card": "Reflecting Pool", "alias": "r"}, "Reflecting Pool"])
    with pytest.raises(IllegalAnswer):
        s.answer("activate r 0 color=G")  # two Pools alone make nothing


def test_cr_122_8_a_vivid_land_enters_tapped_with_charge_counters_and_spends_them() -> None:
    s = table([], hand=["Vivid Crag"])
    s.answer("land h0")
    (oid,) = named(s.game, "Vivid Crag")
    assert s.game.objects[oid].tapped and s.game.objects[oid].counters == {"charge": 2}
    s = table([], battlefield=[{"card": "Vivid Crag", "alias": "v", "counters": {"charge": 1}}])
    s.answer("activate v 1 color=G")
    assert _pool(s) == ["G"] and s.game.objects[s.id("v")].counters == {}
    s = table([], battlefield=[{"card": "Vivid Crag", "alias": "v"}])
    with pytest.raises(IllegalAnswer) as exc:
        s.answer("activate v 1 color=G")
    assert exc.value.rule == "122.8"


def test_cr_122_8_the_automatic_payment_keeps_a_vivid_land_counters_when_it_can() -> None:
    rec = {"name": "Red Bear", "manaCost": "{1}{R}", "type": "Creature — Bear", "types": ["Creature"],
           "subtypes": ["Bear"], "power": "2", "toughness": "2", "text": ""}
    s = table([], hand=["Red Bear"], battlefield=["Forest", {"card": "Vivid Crag", "alias": "v",
                                                            "counters": {"charge": 2}}], extra=[rec])
    _cast_bears(s)
    assert s.game.stack and s.game.objects[s.id("v")].counters == {"charge": 2}
    s = table([], hand=["Grizzly Bears"], battlefield=["Mountain", {"card": "Vivid Crag", "alias": "v",
                                                                    "counters": {"charge": 2}}])
    _cast_bears(s)
    assert s.game.stack and s.game.objects[s.id("v")].counters == {"charge": 1}


def test_cr_605_3b_gemstone_mine_is_sacrificed_with_its_last_counter() -> None:
    s = table([], battlefield=[{"card": "Gemstone Mine", "alias": "m", "counters": {"mining": 1}}])
    s.answer("activate m 0 color=W")
    assert _pool(s) == ["W"] and not named(s.game, "Gemstone Mine")


def test_cr_106_1a_a_filter_land_adds_two_mana_of_its_colours_after_its_hybrid_cost() -> None:
    for color, pool in (("UR", ["U", "R"]), ("R", ["R", "R"]), ("UU", ["U", "U"])):
        s = table([], battlefield=[{"card": "Cascade Bluffs", "alias": "b"}, "Island"])
        s.answer(f"activate b 1 color={color}")
        assert s.game.pending.kind is Kind.PAY
        s.answer("pay auto")
        assert sorted(_pool(s)) == sorted(pool)
    s = table([], battlefield=[{"card": "Cascade Bluffs", "alias": "b"}, "Island"])
    with pytest.raises(IllegalAnswer) as exc:
        s.answer("activate b 1 color=UG")
    assert exc.value.rule == "106.1"


def test_gemstone_caverns_makes_any_colour_only_with_a_luck_counter() -> None:
    s = table([], battlefield=[{"card": "Gemstone Caverns", "alias": "g"}])
    s.answer("activate g 0")
    assert _pool(s) == ["C"]
    s = table([], battlefield=[{"card": "Gemstone Caverns", "alias": "g", "counters": {"luck": 1}}])
    s.answer("activate g 0 color=B")
    assert _pool(s) == ["B"]


def test_cr_903_4f_path_of_ancestry_enters_tapped_and_adds_nothing_without_a_commander() -> None:
    s = table([], hand=["Path of Ancestry"])
    s.answer("land h0")
    (oid,) = named(s.game, "Path of Ancestry")
    assert s.game.objects[oid].tapped
    s = table([], battlefield=[{"card": "Path of Ancestry", "alias": "p"}])
    s.answer("activate p 0")
    assert _pool(s) == []


def test_cr_614_12_a_reveal_land_enters_untapped_when_a_matching_card_is_revealed() -> None:
    s = table([], hand=["Fortified Village", "Forest"])
    s.answer("land h0")
    d = s.game.pending
    assert d.kind is Kind.CHOOSE and d.rule == "614.12"
    forest = s.id("h1")
    assert {o.choice for o in d.options()} == {forest, -1}
    s.answer("choose h1")
    (oid,) = named(s.game, "Fortified Village")
    assert not s.game.objects[oid].tapped
    assert any(e.kind == "reveal" and e.rule == "701.16a" for e in s.game.events)


def test_cr_614_12_a_reveal_land_enters_tapped_when_nothing_is_revealed() -> None:
    s = table([], hand=["Fortified Village", "Forest"])
    s.answer("land h0")
    s.answer("choose -1")
    (oid,) = named(s.game, "Fortified Village")
    assert s.game.objects[oid].tapped


def test_cr_614_12_a_reveal_land_can_not_reveal_a_card_that_does_not_match_or_itself() -> None:
    s = table([], hand=["Fortified Village", "Fortified Village", "Island"])
    s.answer("land h0")
    assert s.game.pending.kind is Kind.PRIORITY, "no Forest or Plains card: nothing to ask"
    (oid,) = named(s.game, "Fortified Village")
    assert s.game.objects[oid].tapped
    s = table([], hand=["Fortified Village", "Forest"])
    s.answer("land h0")
    with pytest.raises(IllegalAnswer) as exc:
        s.answer("choose h0")
    assert exc.value.rule == "614.12"


def test_cr_305_6_murmuring_bosk_is_a_forest_and_taps_for_green_without_damage() -> None:
    s = table([], battlefield=[{"card": "Murmuring Bosk", "alias": "m"}])
    abilities = s.game.activated_abilities(s.id("m"))
    green = next(i for i, ab in enumerate(abilities) if ab.produce == "G")
    s.answer(f"activate m {green}")
    assert _pool(s) == ["G"] and s.game.players[0].life == 20


@pytest.mark.parametrize("others,tapped", [(["Forest"], False), (["Murmuring Bosk"], True), ([], True)])
def test_cr_614_12_ba_sing_se_enters_tapped_unless_you_control_a_basic_land(others: list[str], tapped: bool) -> None:
    s = table([], hand=["Ba Sing Se"], battlefield=others)
    s.answer("land h0")
    (oid,) = named(s.game, "Ba Sing Se")
    assert s.game.objects[oid].tapped is tapped


def _resolve(s: object) -> None:
    g = s.game  # type: ignore[attr-defined]
    for _ in range(20):
        if g.pending is None or g.pending.kind is not Kind.PRIORITY or not g.stack:
            return
        g.answer(g.pending.options()[0])


def test_cr_603_2_city_of_brass_deals_1_damage_whenever_it_becomes_tapped() -> None:
    s = table([], battlefield=[{"card": "City of Brass", "alias": "c"}])
    s.answer("activate c 0 color=G")
    assert _pool(s) == ["G"] and s.game.stack, "the trigger waits on the stack"
    _resolve(s)
    assert s.game.players[0].life == 19


def test_cr_603_2_a_city_of_brass_already_tapped_does_not_become_tapped() -> None:
    s = table([], battlefield=[{"card": "City of Brass", "alias": "c", "tapped": True}])
    g = s.game
    from mtgtable.engine import operations as ops
    ops.become_tapped(g.state, s.id("c"))
    assert not g.pending_triggers


def test_cr_605_5a_crumbling_vestige_adds_a_chosen_colour_as_its_trigger_resolves() -> None:
    s = table([], hand=["Crumbling Vestige"])
    s.answer("land h0")
    _resolve(s)
    d = s.game.pending
    assert d.kind is Kind.CHOOSE and d.rule in ("106.1", "106.4")
    s.answer("choose 3")
    assert _pool(s) == ["R"]


def test_cr_406_2_bojuka_bog_exiles_the_target_players_graveyard() -> None:
    s = table([], hand=["Bojuka Bog"])
    g = s.game
    from mtgtable.engine import Zone
    them = g.players[1]
    card = them.library[0]
    g.move(card, Zone.GRAVEYARD)
    s.answer("land h0")
    assert g.pending.kind is Kind.TARGETS
    s.answer("targets p1")
    _resolve(s)
    assert not them.graveyard and them.exile


@pytest.mark.parametrize("pay,kept", [(1, True), (0, False)])
def test_cr_118_12_rupture_spire_is_sacrificed_unless_its_controller_pays(pay: int, kept: bool) -> None:
    s = table([], hand=["Rupture Spire"], battlefield=["Island"])
    s.answer("land h0")
    _resolve(s)
    d = s.game.pending
    assert d.kind is Kind.CHOOSE and d.rule == "118.12"
    s.answer(f"choose {pay}")
    if pay:
        s.answer("pay auto")
    assert bool(named(s.game, "Rupture Spire")) is kept


def test_cr_118_12_rupture_spire_without_mana_is_sacrificed() -> None:
    s = table([], hand=["Rupture Spire"])
    s.answer("land h0")
    _resolve(s)
    assert not named(s.game, "Rupture Spire")


def test_cr_701_8_wasteland_destroys_a_nonbasic_land_only() -> None:
    s = table([], battlefield=[{"card": "Wasteland", "alias": "w"}], their_battlefield=[
        {"card": "Steam Vents", "alias": "sv"}, {"card": "Island", "alias": "isl"}])
    s.answer("activate w 1")
    d = s.game.pending
    assert d.kind is Kind.TARGETS
    with pytest.raises(IllegalAnswer) as exc:
        s.answer("targets isl")
    assert exc.value.rule == "115.1"
    s.answer("targets sv")
    assert not named(s.game, "Wasteland")
    _resolve(s)
    assert not named(s.game, "Steam Vents", player=1) and named(s.game, "Island", player=1)


@pytest.mark.parametrize("lands,ok", [(3, False), (4, True)])
def test_cr_602_5b_tectonic_edge_needs_an_opponent_with_four_lands(lands: int, ok: bool) -> None:
    s = table([], battlefield=[{"card": "Tectonic Edge", "alias": "t"}, "Island"],
              their_battlefield=["Steam Vents"] + ["Island"] * (lands - 1))
    if ok:
        s.answer("activate t 1")
        assert s.game.pending.kind is Kind.TARGETS
    else:
        with pytest.raises(IllegalAnswer) as exc:
            s.answer("activate t 1")
        assert exc.value.rule == "602.5b"


_BLUE_BEAR = {"name": "Blue Bear", "manaCost": "{U}{U}", "type": "Creature — Bear", "types": ["Creature"],
              "subtypes": ["Bear"], "power": "2", "toughness": "2", "text": ""}


def _pilot_until_cast(s: object, name: str, steps: int = 8) -> bool:
    from mtgtable.goldfish.pilot import HeuristicPilot
    g = s.game  # type: ignore[attr-defined]
    pilot = HeuristicPilot(0)
    for _ in range(steps):
        if any(g.objects[x.source].name == name for x in g.stack if x.source in g.objects):
            return True
        if g.pending is None or g.pending.player != 0:
            return False
        g.answer(pilot.choose(g, g.pending))
    return False


def test_the_pilot_activates_a_filter_land_for_the_colours_a_spell_needs() -> None:
    s = table([], hand=["Blue Bear"], battlefield=["Mountain", "Cascade Bluffs"], extra=[_BLUE_BEAR])
    assert _pilot_until_cast(s, "Blue Bear")


def test_the_pilot_reveals_for_a_reveal_land_and_picks_the_colour_its_hand_needs() -> None:
    from mtgtable.goldfish.pilot import HeuristicPilot
    pilot = HeuristicPilot(0)
    s = table([], hand=["Fortified Village", "Forest"])
    s.answer("land h0")
    s.game.answer(pilot.choose(s.game, s.game.pending))
    (oid,) = named(s.game, "Fortified Village")
    assert not s.game.objects[oid].tapped
    s = table([], hand=["Crumbling Vestige", "Blue Bear"], extra=[_BLUE_BEAR])
    s.answer("land h0")
    _resolve(s)
    s.game.answer(pilot.choose(s.game, s.game.pending))
    assert _pool(s) == ["U"]


def test_cr_605_3b_the_automatic_payment_taps_city_of_brass_last() -> None:
    s = table([], hand=["Grizzly Bears"], battlefield=["City of Brass", "Forest", "Forest"])
    _cast_bears(s)
    _resolve(s)
    assert s.game.players[0].life == 20


def test_cr_106_7_two_exotic_orchards_make_green_when_either_side_has_a_forest() -> None:
    """The rule's own example: Orchards alone make nothing; a Forest beside one lets both make {G}."""
    s = table([], battlefield=[{"card": "Exotic Orchard", "alias": "o"}], their_battlefield=["Exotic Orchard"])
    with pytest.raises(IllegalAnswer):
        s.answer("activate o 0 color=G")
    s = table([], battlefield=[{"card": "Exotic Orchard", "alias": "o"}, "Forest"],
              their_battlefield=["Exotic Orchard"])
    s.answer("activate o 0 color=G")
    assert _pool(s) == ["G"]


@pytest.mark.parametrize("artifacts,ok", [(2, False), (3, True)])
def test_cr_602_5b_mox_opal_metalcraft_needs_three_artifacts(artifacts: int, ok: bool) -> None:
    s = table([], battlefield=[{"card": "Mox Opal", "alias": "m"}] + ["Ornithopter"] * (artifacts - 1))
    if ok:
        s.answer("activate m 0 color=U")
        assert _pool(s) == ["U"]
    else:
        with pytest.raises(IllegalAnswer) as exc:
            s.answer("activate m 0 color=U")
        assert exc.value.rule == "602.5b"


def test_cr_305_1_city_of_traitors_is_sacrificed_when_another_land_is_played() -> None:
    s = table([], hand=["Island"], battlefield=["City of Traitors"])
    s.answer("land h0")
    _resolve(s)
    assert not named(s.game, "City of Traitors") and named(s.game, "Island")
    s = table([], hand=["City of Traitors"], battlefield=["Island"])
    s.answer("land h0")
    _resolve(s)
    assert named(s.game, "City of Traitors"), "playing it is not playing another land"


@pytest.mark.parametrize("artifact,kept", [(False, False), (True, True)])
def test_cr_603_4_glimmervoid_is_sacrificed_at_end_of_turn_without_artifacts(artifact: bool, kept: bool) -> None:
    s = table([], battlefield=["Glimmervoid"] + (["Ornithopter"] if artifact else []), step="main2")
    g = s.game
    for _ in range(30):
        if g.step is not None and g.step.value == "end" and not g.stack and not g.pending_triggers:
            break
        g.answer(g.pending.options()[0])
    _resolve(s)
    assert bool(named(g, "Glimmervoid")) is kept


def test_cr_603_4_an_intervening_if_is_checked_again_as_it_resolves() -> None:
    s = table([], battlefield=["Glimmervoid"], library=["Ornithopter"] * 5, step="main2")
    g = s.game
    for _ in range(30):
        if g.stack:
            break
        g.answer(g.pending.options()[0])
    assert g.stack, "it triggered: no artifacts at the beginning of the end step"
    from mtgtable.engine import Zone
    g.move(g.players[0].library[0], Zone.BATTLEFIELD)  # an artifact arrives before it resolves
    _resolve(s)
    assert named(g, "Glimmervoid")
    assert any(e.rule == "603.4" for e in g.events)


def test_cr_115_1_karakas_returns_only_a_legendary_creature() -> None:
    s = table([], battlefield=[{"card": "Karakas", "alias": "k"}],
              their_battlefield=[{"card": "Isamaru, Hound of Konda", "alias": "leg"},
                                 {"card": "Grizzly Bears", "alias": "bear"}])
    s.answer("activate k 1")
    with pytest.raises(IllegalAnswer):
        s.answer("targets bear")
    s.answer("targets leg")
    _resolve(s)
    assert not named(s.game, "Isamaru, Hound of Konda", player=1)


def test_cr_702_29a_cycling_with_a_coloured_cost_compiles() -> None:
    assert compile_card(record("Secluded Steppe")).status == "automated"
    s = table([], hand=["Secluded Steppe"], battlefield=["Plains"])
    s.answer("activate h0 1")
    s.answer("pay auto")
    assert any(s.game.objects[c].name == "Secluded Steppe" for c in s.game.players[0].graveyard)


def test_cr_605_3b_a_two_mana_source_is_activated_once_for_both_units() -> None:
    s = table([], hand=["Mind Stone"], battlefield=["Sol Ring"])
    _cast_bears(s)
    assert s.game.stack and _pool(s) == [], "one activation of Sol Ring: {C}{C}, both spent"
    s = table([], hand=["Grizzly Bears"], battlefield=[{"card": "Gemstone Mine", "alias": "m", "counters": {"mining": 1}},
                                                      {"card": "Gaea's Cradle", "alias": "c"}, "Llanowar Elves",
                                                      "Llanowar Elves"])
    _cast_bears(s)
    assert s.game.stack


def test_cr_502_3_undiscovered_paradise_returns_to_hand_during_its_controller_next_untap_step() -> None:
    compiled = compile_card(record("Undiscovered Paradise"))
    assert compiled.status == "automated", compiled.by_hand
    s = table([], battlefield=[{"card": "Undiscovered Paradise", "alias": "u"}, {"card": "Forest", "alias": "f"}])
    g = s.game
    s.answer("activate u 0 color=B")
    assert _pool(s) == ["B"]
    s.answer("activate f 0")  # a land tapped for mana without the rider stays
    pass_until(s, 1, "upkeep")
    assert named(g, "Undiscovered Paradise"), "not during the opponent's untap step"
    pass_until(s, 0, "upkeep")
    assert not named(g, "Undiscovered Paradise")
    assert any(g.objects[c].name == "Undiscovered Paradise" for c in g.players[0].hand)
    assert named(g, "Forest") and not g.objects[named(g, "Forest")[0]].tapped
    assert any(e.rule == "502.3" and "Undiscovered Paradise" in e.text for e in g.events)


def test_cr_400_7_undiscovered_paradise_that_left_and_came_back_is_a_new_object_and_stays() -> None:
    s = table([], battlefield=[{"card": "Undiscovered Paradise", "alias": "u"}])
    g = s.game
    s.answer("activate u 0 color=G")
    (oid,) = named(g, "Undiscovered Paradise")
    new = ops.move(g.state, oid, Zone.HAND)
    assert new is not None
    again = ops.move(g.state, new, Zone.BATTLEFIELD)
    pass_until(s, 0, "upkeep")
    assert named(g, "Undiscovered Paradise") == [again], "the return was the old object's"


def test_cr_605_3b_a_payment_prefers_a_land_that_stays_over_undiscovered_paradise() -> None:
    s = table([], hand=["Grizzly Bears"], battlefield=["Undiscovered Paradise", "Forest", "Forest"])
    _cast_bears(s)
    assert s.game.stack
    (oid,) = named(s.game, "Undiscovered Paradise")
    assert not s.game.objects[oid].tapped


def test_cr_701_43a_arena_of_glory_exerted_gives_haste_to_the_creature_spell_its_mana_paid_for() -> None:
    from mtgtable.engine.rules import characteristics as chars
    compiled = compile_card(record("Arena of Glory"))
    assert compiled.status == "automated", compiled.by_hand
    s = table([], hand=["Gray Ogre"], battlefield=[{"card": "Arena of Glory", "alias": "a"}, "Mountain", "Mountain"])
    g = s.game
    s.answer("activate a 1")
    assert g.pending.kind is Kind.PAY
    s.answer("pay auto")
    assert sorted(g.players[0].pool.__str__()) and len(g.players[0].pool.restricted) == 2
    s.answer("cast h0")
    s.answer("pay auto")
    _resolve(s)
    (ogre,) = named(g, "Gray Ogre")
    assert chars.has_keyword(g.state, ogre, "Haste"), "its mana paid for a creature spell (CR 106.6)"
    assert not g.players[0].pool.restricted
    (arena,) = named(g, "Arena of Glory")
    pass_until(s, 0, "upkeep")
    assert g.objects[arena].tapped, "exerted: it doesn't untap during its controller's next untap step"
    assert all(not g.objects[m].tapped for m in named(g, "Mountain"))
    assert not chars.has_keyword(g.state, ogre, "Haste"), "until end of turn"
    pass_until(s, 1, "upkeep")
    pass_until(s, 0, "upkeep")
    assert not g.objects[arena].tapped, "the untap step after that untaps it"


def test_cr_106_6_arena_mana_spent_on_a_noncreature_spell_or_an_unless_payment_gives_nothing() -> None:
    from mtgtable.engine.rules import restricted_mana
    from mtgtable.engine.data.cards import default_card_db
    s = table([], hand=["Gray Ogre"], battlefield=[{"card": "Arena of Glory", "alias": "a"}, "Mountain", "Mountain"])
    g = s.game
    s.answer("activate a 1")
    s.answer("pay auto")
    # with no purpose (an "unless" payment) the rider mana pays too, kept for last
    units = restricted_mana.pool_units(g.state, 0, None)
    assert [t for t, _ in units] == ["R", "R"] and all(i is not None for _, i in units)
    sorcery = restricted_mana.Purpose(restricted_mana.CAST, g.objects[g.players[0].hand[0]].card)
    assert all(i is not None for _, i in restricted_mana.pool_units(g.state, 0, sorcery))
    assert default_card_db() is not None


def test_cr_701_43a_exert_needs_the_ability_cost_and_is_no_payment_source() -> None:
    s = table([], hand=["Gray Ogre"], battlefield=["Arena of Glory", "Mountain", "Mountain"])
    _cast_bears(s)  # cast h0 and pay auto: {2}{R} from the three {T} abilities, none exerted
    g = s.game
    assert g.stack
    (arena,) = named(g, "Arena of Glory")
    assert not any(w == "exerted" for w, _ in g.state.delayed_triggers)


def test_cr_119_4_at_one_life_the_life_paying_source_is_activated_before_the_painland() -> None:
    """CR 601.2g, 119.4: a payment judged payable at 1 life with Spire of Industry ("{T}, Pay 1 life")
    and Llanowar Wastes (1 damage as it makes {B}) is paid: Spire's life first, then the painland.  In
    the other order the Wastes' damage left no life to pay (a fuzz failure, seed 20282408)."""
    from mtgtable.engine import Cast, Pay
    s = table([], hand=["Vicious Offering"], life=1,
              battlefield=[{"card": "Llanowar Wastes", "alias": "w"}, {"card": "Spire of Industry", "alias": "sp"},
                           "Ornithopter"])
    g = s.game
    g.answer(Cast(s.id("h0")))
    while g.pending is not None and g.pending.kind is not Kind.PAY:
        g.answer(g.pending.options()[0])
    assert g.pending is not None and g.pending.kind is Kind.PAY
    g.answer(Pay(sources=tuple(sorted(((s.id("w"), "B"), (s.id("sp"), "B"))))))
    assert g.objects[s.id("w")].tapped and g.objects[s.id("sp")].tapped
    assert g.players[0].life == -1  # 1 life paid, then 1 damage (CR 119.4, 120.3): then it loses (CR 704.5a)


def test_cr_605_1b_automatic_payment_names_the_lands_own_colour_not_its_auras() -> None:
    """CR 605.3b, 605.1b: Exotic Orchard enchanted with Wild Growth makes one mana an opponent's land
    could make ({U} beside their Island) and Wild Growth's additional {G}.  The automatic payment of {G}
    uses the Aura's {G}; it names the Orchard once, with the colour its own ability makes, and the
    payment goes through (it named {G}, which the Orchard's ability can't make: pool fuzz seed 20312479)."""
    from mtgtable.engine import Cast, Pay
    s = table([], hand=["Llanowar Elves"],
              battlefield=[{"card": "Exotic Orchard", "alias": "orchard"},
                           {"card": "Wild Growth", "attached_to": "orchard"}],
              their_battlefield=["Island"])
    g = s.game
    g.answer(Cast(s.id("h0")))
    assert g.pending is not None and g.pending.kind is Kind.PAY
    g.answer(Pay(auto=True))
    assert g.objects[s.id("orchard")].tapped
    assert [item.source_name for item in g.stack] == ["Llanowar Elves"]
    assert g.players[0].pool.amounts.get("U", 0) == 1  # the Orchard's own {U} floats; the Aura's {G} paid
