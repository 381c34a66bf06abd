"""Statics that change lands' types (engine.land_types), compiled from the Oracle text of Blood Moon,
Urborg, Tomb of Yawgmoth, Yavimaya, Cradle of Growth and Dryad of the Ilysian Grove (CR 305.7, 613.1d,
613.8, 614.12)."""

from __future__ import annotations

import pytest

from mtgtable.engine import IllegalAnswer, Kind, Zone
from mtgtable.engine.text.ability_text import ability_text
from mtgtable.engine.data.cards import card_from_json
from mtgtable.engine import decision_queries as queries
from mtgtable.oracle import compile_card

from .corpus import named, record, table


def _pool(s: object) -> list[str]:
    return sorted(s.game.players[0].pool.units())  # type: ignore[attr-defined]


def _colors(s: object, oid: int) -> set[str]:
    return set(queries.mana_colors(s.game.state, oid))  # type: ignore[attr-defined]


@pytest.mark.parametrize("name", ["Blood Moon", "Magus of the Moon", "Urborg, Tomb of Yawgmoth",
                                  "Yavimaya, Cradle of Growth", "Dryad of the Ilysian Grove", "Harbinger of the Seas",
                                  "Prismatic Omen"])
def test_cr_305_7_the_type_changing_statics_compile_in_full(name: str) -> None:
    assert compile_card(record(name)).status == "automated"


@pytest.mark.parametrize("line", ["As long as Zhao has a conqueror counter on him, nonbasic lands are Mountains.",
                                  "Nonbasic lands are Mountains until end of turn.",
                                  "Each land is a Swamp in addition to its other land types until end of turn.",
                                  "All Mountains are Mountains."])
def test_cr_305_7_lines_it_does_not_read_whole_stay_by_hand(line: str) -> None:
    from mtgtable.oracle.land_type_lines import land_type_line
    assert land_type_line(line, "Zhao") is None


def test_cr_305_7_a_shockland_under_blood_moon_is_a_mountain_that_taps_only_for_red() -> None:
    s = table([], battlefield=["Blood Moon", {"card": "Overgrown Tomb", "alias": "t"}])
    g = s.game
    t = s.id("t")
    card = g.objects[t].card
    assert card.subtypes == ("Mountain",) and card.type_line == "Land — Mountain"
    assert _colors(s, t) == {"R"}
    with pytest.raises(IllegalAnswer):
        s.answer("activate t 0 color=B")
    s.answer("activate t 0 color=R")
    assert _pool(s) == ["R"]
    assert g.state.printed[t][0] is g.db["Overgrown Tomb"]  # nothing changed the card itself


def test_cr_614_12_a_shockland_entering_under_blood_moon_asks_nothing_and_enters_untapped() -> None:
    s = table([], hand=["Overgrown Tomb"], battlefield=["Blood Moon"])
    g = s.game
    s.answer("land h0")
    assert g.pending is None or g.pending.rule != "614.12"  # no "pay 2 life?" (CR 305.7: the ability is gone)
    t = named(g, "Overgrown Tomb")[0]
    assert not g.objects[t].tapped and g.players[0].life == 20
    assert _colors(s, t) == {"R"}


def test_cr_614_12_without_blood_moon_the_shockland_still_asks() -> None:
    s = table([], hand=["Overgrown Tomb"], battlefield=["Urborg, Tomb of Yawgmoth"])
    g = s.game
    s.answer("land h0")
    assert g.pending.kind is Kind.CHOOSE and g.pending.rule == "614.12"  # Urborg adds a type, removes nothing
    s.answer("choose 0")  # don't pay
    t = named(g, "Overgrown Tomb")[0]
    assert g.objects[t].tapped
    assert _colors(s, t) == {"B", "G"}


def test_cr_305_7_blood_moon_leaves_and_the_land_is_itself_again() -> None:
    s = table([], battlefield=[{"card": "Blood Moon", "alias": "m"}, {"card": "Overgrown Tomb", "alias": "t"}])
    g = s.game
    t = s.id("t")
    g.move(s.id("m"), Zone.GRAVEYARD)
    assert g.objects[t].card is g.db["Overgrown Tomb"] and t not in g.state.printed
    assert _colors(s, t) == {"B", "G"}


def test_cr_305_7_basic_lands_are_not_changed_by_blood_moon() -> None:
    s = table([], battlefield=["Blood Moon", {"card": "Forest", "alias": "f"}])
    assert s.game.objects[s.id("f")].card is s.game.db["Forest"]
    assert _colors(s, s.id("f")) == {"G"}


def test_cr_305_6_urborg_makes_every_land_tap_for_black_in_addition() -> None:
    s = table([], battlefield=[{"card": "Urborg, Tomb of Yawgmoth", "alias": "u"}, {"card": "Forest", "alias": "f"}],
              their_battlefield=[{"card": "Mountain", "alias": "m"}])
    g = s.game
    f, u, m = s.id("f"), s.id("u"), s.id("m")
    assert g.objects[f].card.subtypes == ("Forest", "Swamp")
    assert _colors(s, f) == {"B", "G"}
    assert _colors(s, u) == {"B"}  # Urborg itself is a Swamp
    assert _colors(s, m) == {"R", "B"}  # each land, the opponent's too
    s.answer("activate f 0 color=B")
    s.answer("activate u 0 color=B")
    assert _pool(s) == ["B", "B"]


def test_cr_305_6_yavimaya_makes_every_land_a_forest() -> None:
    s = table([], battlefield=["Yavimaya, Cradle of Growth", {"card": "Island", "alias": "i"}])
    assert _colors(s, s.id("i")) == {"U", "G"}


@pytest.mark.parametrize("moon_first", [True, False])
def test_cr_613_8_blood_moon_and_urborg_urborg_loses_its_ability_whatever_the_timestamps(moon_first: bool) -> None:
    board = [{"card": "Blood Moon", "alias": "m"}, {"card": "Urborg, Tomb of Yawgmoth", "alias": "u"},
             {"card": "Forest", "alias": "f"}]
    if not moon_first:
        board = [board[1], board[0], board[2]]
    s = table([], battlefield=board)
    g = s.game
    u, f = s.id("u"), s.id("f")
    assert g.objects[u].card.subtypes == ("Mountain",)  # Urborg is a nonbasic land: a Mountain (CR 613.8a)
    assert _colors(s, u) == {"R"}
    assert _colors(s, f) == {"G"}  # and no land is a Swamp from it
    assert g.objects[f].card is g.db["Forest"]


def test_cr_613_8_urborg_entering_under_blood_moon_is_a_mountain() -> None:
    s = table([], hand=["Urborg, Tomb of Yawgmoth"], battlefield=["Blood Moon", {"card": "Forest", "alias": "f"}])
    g = s.game
    s.answer("land h0")
    u = named(g, "Urborg, Tomb of Yawgmoth")[0]
    assert _colors(s, u) == {"R"} and _colors(s, s.id("f")) == {"G"}


def test_cr_613_7_dryad_after_blood_moon_gives_every_basic_type_back() -> None:
    s = table([], battlefield=["Blood Moon", "Dryad of the Ilysian Grove", {"card": "Overgrown Tomb", "alias": "t"}],
              their_battlefield=[{"card": "Steam Vents", "alias": "v"}])
    g = s.game
    t, v = s.id("t"), s.id("v")
    # Blood Moon first (earlier timestamp): a Mountain, then every basic land type (CR 613.7a)
    assert set(g.objects[t].card.subtypes) == {"Plains", "Island", "Swamp", "Mountain", "Forest"}
    assert _colors(s, t) == set("WUBRG")
    assert _colors(s, v) == {"R"}  # the opponent's land: "lands you control" only


def test_cr_613_7_blood_moon_after_dryad_leaves_only_the_mountain() -> None:
    s = table([], battlefield=["Dryad of the Ilysian Grove", "Blood Moon", {"card": "Overgrown Tomb", "alias": "t"},
                               {"card": "Forest", "alias": "f"}])
    g = s.game
    assert g.objects[s.id("t")].card.subtypes == ("Mountain",)
    assert _colors(s, s.id("t")) == {"R"}
    assert _colors(s, s.id("f")) == set("WUBRG")  # a basic land: Blood Moon leaves it be


def test_cr_305_7_the_land_leaves_as_its_own_card() -> None:
    s = table([], battlefield=["Blood Moon", {"card": "Overgrown Tomb", "alias": "t"}])
    g = s.game
    g.move(s.id("t"), Zone.HAND)
    assert g.objects[g.players[0].hand[-1]].card is g.db["Overgrown Tomb"]


def test_cr_305_7_the_rendered_text_of_the_statics() -> None:
    moon = card_from_json(compile_card(record("Blood Moon")).record)
    urborg = card_from_json(compile_card(record("Urborg, Tomb of Yawgmoth")).record)
    dryad = card_from_json(compile_card(record("Dryad of the Ilysian Grove")).record)
    assert ability_text(moon.abilities[0]) == "Each nonbasic land is a Mountain, without its other land types and abilities."
    assert ability_text(urborg.abilities[0]) == "Each land is a Swamp in addition to its other land types."
    assert ability_text(dryad.abilities[-1]) == \
        "Lands you control are every basic land type in addition to their other types."


def test_cr_305_7_bad_card_data_is_refused() -> None:
    from mtgtable.engine.errors import CardDataError
    with pytest.raises(CardDataError):
        card_from_json({"name": "X", "types": ["Enchantment"], "abilities": [
            {"kind": "static", "static": "land_types", "lands": "nonbasic", "mode": "set", "types": ["Wastes"]}]})


def test_cr_106_1_mox_amber_compiles_in_full() -> None:
    assert compile_card(record("Mox Amber")).status == "automated"


def test_cr_106_1_mox_amber_adds_a_colour_among_your_legendary_creatures() -> None:
    s = table([], battlefield=[{"card": "Mox Amber", "alias": "m"}, "Isamaru, Hound of Konda"],
              their_battlefield=["Kiki-Jiki, Mirror Breaker"])
    with pytest.raises(IllegalAnswer):
        s.answer("activate m 0 color=R")  # the opponent's legend: not "you control"
    s.answer("activate m 0 color=W")
    assert _pool(s) == ["W"]


def test_cr_106_5_mox_amber_without_a_legend_makes_no_mana() -> None:
    s = table([], battlefield=[{"card": "Mox Amber", "alias": "m"}, "Grizzly Bears"])
    try:
        s.answer("activate m 0 color=G")
    except IllegalAnswer:
        pass
    assert _pool(s) == []


def test_cr_106_1_mox_amber_pays_for_a_spell_of_its_legends_colour() -> None:
    from mtgtable.engine.rules import mana_abilities
    s = table([], hand=["Savannah Lions"], battlefield=["Mox Amber", "Isamaru, Hound of Konda"])
    g = s.game
    assert mana_abilities.legendary_colors(g.state, 0) == frozenset({"W"})
    assert mana_abilities.legendary_colors(g.state, 1) == frozenset()
    s.answer("cast h0")
    s.answer("pay auto")
    assert g.objects[named(g, "Mox Amber")[0]].tapped
    assert any(g.objects[i].name == "Savannah Lions" for i in [x.source for x in g.state.stack])


def test_cr_614_12_a_thriving_land_entering_with_urborg_keeps_its_chosen_colour_and_is_a_swamp() -> None:
    s = table([], hand=["Thriving Heath"], battlefield=["Urborg, Tomb of Yawgmoth"])
    g = s.game
    s.answer("land h0")
    s.answer("choose 3")  # red
    t = named(g, "Thriving Heath")[0]
    assert g.objects[t].tapped
    assert _colors(s, t) == {"W", "R", "B"}
    assert g.state.printed[t][0] is g.db["Thriving Heath"]


def test_cr_614_12_a_vivid_land_entering_under_blood_moon_has_no_counters_and_is_untapped() -> None:
    s = table([], hand=["Vivid Crag"], battlefield=["Blood Moon"])
    g = s.game
    s.answer("land h0")
    v = named(g, "Vivid Crag")[0]
    assert not g.objects[v].tapped and not g.objects[v].counters


def test_cr_305_7_an_artifact_land_under_blood_moon_loses_indestructible_and_stays_an_artifact() -> None:
    s = table([], battlefield=["Blood Moon", {"card": "Darksteel Citadel", "alias": "d"}])
    g = s.game
    d = s.id("d")
    assert "Artifact" in g.objects[d].card.types and g.objects[d].card.subtypes == ("Mountain",)
    assert not g.has_keyword(d, "Indestructible")


def test_cr_613_4b_ensoul_artifact_compiles_in_full() -> None:
    assert compile_card(record("Ensoul Artifact")).status == "automated"


def test_cr_613_1d_ensoul_artifact_makes_the_artifact_a_5_5_creature_while_attached() -> None:
    s = table([], hand=["Ensoul Artifact"], battlefield=[{"card": "Darksteel Citadel", "alias": "d"}, "Island",
                                                         "Island"])
    g = s.game
    d = s.id("d")
    s.answer("cast h0")
    s.answer("targets d")
    s.answer("pay auto")
    s.answer("pass")
    s.answer("pass")
    aura = named(g, "Ensoul Artifact")[0]
    assert g.objects[aura].attached_to == d
    assert g.is_creature(d) and (g.power(d), g.toughness(d)) == (5, 5)
    assert "Artifact" in g.objects[d].card.types and g.has_keyword(d, "Indestructible")
    g.move(aura, Zone.GRAVEYARD)
    assert not g.is_creature(d) and g.objects[d].card is g.db["Darksteel Citadel"]


def test_cr_613_1d_ensoul_artifact_on_an_artifact_land_under_blood_moon() -> None:
    s = table([], battlefield=["Blood Moon", {"card": "Darksteel Citadel", "alias": "d"},
                               {"card": "Ensoul Artifact", "attached_to": "d"}])
    g = s.game
    d = s.id("d")
    assert g.is_creature(d) and g.power(d) == 5 and not g.has_keyword(d, "Indestructible")
    assert "Mountain" in g.objects[d].card.subtypes
