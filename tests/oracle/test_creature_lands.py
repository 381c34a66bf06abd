"""Creature lands and Vehicles (engine.animation, engine.crew), compiled from their Oracle
text and played through the engine: "becomes a N/N creature until end of turn. It's still a
land." (CR 611.3, 613.1d, 613.4b, 205.1b) and Crew N (CR 702.122a)."""

from __future__ import annotations

import pytest

from mtgtable.engine import IllegalAnswer, Kind, Zone
from mtgtable.engine.text.ability_text import ability_text
from mtgtable.engine.data.cards import card_from_json
from mtgtable.oracle import compile_card

from .corpus import named, record, table


def _resolve(s: object) -> None:
    g = s.game  # type: ignore[attr-defined]
    for _ in range(20):
        if g.pending is None or g.pending.kind is not Kind.PRIORITY or not g.stack:
            return
        g.answer(g.pending.options()[0])


def _to_cleanup(s: object) -> None:
    """Pass priority until the next turn begins (the cleanup step ends "until end of turn" effects)."""
    g = s.game  # type: ignore[attr-defined]
    turn = g.turn
    for _ in range(200):
        if g.turn != turn:
            return
        g.answer(g.pending.suggest() if g.pending.kind is not Kind.PRIORITY else g.pending.options()[0])
    raise AssertionError("the turn did not end")


@pytest.mark.parametrize("name", ["Mutavault", "Celestial Colonnade", "Treetop Village", "Mishra's Factory",
                                  "Blinkmoth Nexus", "Smuggler's Copter"])
def test_cr_611_3_the_animation_line_compiles(name: str) -> None:
    lines = {r.text: r.status for r in compile_card(record(name)).lines}
    animated = [t for t in lines if "becomes a" in t or t.startswith("Crew")]
    assert animated and all(lines[t] == "automated" for t in animated), lines


@pytest.mark.parametrize("name", ["Raging Ravine", "Creeping Tar Pit", "Lavaclaw Reaches"])
def test_cr_611_3_an_animation_with_more_than_the_engine_does_stays_by_hand(name: str) -> None:
    """A quoted ability granted with it, a second sentence, an X: the whole line is left (fail closed)."""
    by_hand = compile_card(record(name)).by_hand
    assert any("becomes a" in t for t in by_hand), by_hand


def test_cr_613_1d_mutavault_becomes_a_2_2_creature_with_all_creature_types_and_is_still_a_land() -> None:
    s = table([], battlefield=[{"card": "Mutavault", "alias": "m"}, "Wastes"])
    g = s.game
    m = s.id("m")
    assert not g.is_creature(m)
    s.answer("activate m 1")
    s.answer("pay auto")
    _resolve(s)
    assert g.is_creature(m) and g.is_type(m, "Land")
    assert (g.power(m), g.toughness(m)) == (2, 2)
    assert {"Elf", "Goblin", "Sliver"} <= set(g.objects[m].card.subtypes)  # CR 205.3m
    assert not g.objects[m].tapped, "its {1} was paid with the Wastes"
    _to_cleanup(s)
    assert not g.is_creature(m) and g.is_type(m, "Land"), "until end of turn ended (CR 514.2)"
    assert g.objects[m].card is g.db["Mutavault"]


def test_cr_613_4c_counters_and_pumps_apply_on_top_of_the_set_power_and_toughness() -> None:
    s = table([], battlefield=[{"card": "Celestial Colonnade", "alias": "c", "counters": {"+1/+1": 1}}] +
              ["Plains", "Island", "Plains", "Island", "Plains"])
    g = s.game
    c = s.id("c")
    s.answer("activate c 1")
    s.answer("pay auto")
    _resolve(s)
    assert (g.power(c), g.toughness(c)) == (5, 5)  # 4/4 (7b) and a +1/+1 counter (7c)
    assert g.has_keyword(c, "Flying") and g.has_keyword(c, "Vigilance")
    assert g.colors(c) == frozenset({"W", "U"})  # layer 5, CR 105.3
    assert "Elemental" in g.objects[c].card.subtypes


def test_cr_302_6_a_land_that_entered_this_turn_and_becomes_a_creature_cannot_attack() -> None:
    s = table([], battlefield=[{"card": "Mutavault", "alias": "m", "sick": True}, "Wastes"])
    g = s.game
    m = s.id("m")
    s.answer("activate m 1")
    s.answer("pay auto")
    _resolve(s)
    assert g.is_creature(m)
    with pytest.raises(IllegalAnswer) as exc:
        s.answer("activate m 0")  # its {T} mana ability: summoning sick now that it is a creature
    assert exc.value.rule == "302.6"


def test_cr_400_7_an_animated_land_that_dies_is_a_land_card_in_the_graveyard() -> None:
    s = table([], battlefield=[{"card": "Mutavault", "alias": "m"}, "Wastes"])
    g = s.game
    m = s.id("m")
    s.answer("activate m 1")
    s.answer("pay auto")
    _resolve(s)
    g.move(m, Zone.GRAVEYARD)
    card = g.objects[g.players[0].graveyard[-1]].card
    assert card is g.db["Mutavault"] and not card.is_creature
    assert not g.state.printed


def test_cr_702_122a_crew_taps_creatures_with_enough_power_and_the_vehicle_becomes_a_creature() -> None:
    s = table([], battlefield=[{"card": "Smuggler's Copter", "alias": "v"},
                               {"card": "Grizzly Bears", "alias": "b", "sick": True}])
    g = s.game
    v, b = s.id("v"), s.id("b")
    assert not g.is_creature(v)
    s.answer("activate v 0")
    d = g.pending
    assert d.kind is Kind.CHOOSE and d.rule == "702.122a" and d.options()[0].choice == b
    s.answer(f"choose {b}")  # a summoning-sick creature may crew: it is not a {T} cost (CR 302.6)
    assert g.objects[b].tapped
    _resolve(s)
    assert g.is_creature(v) and g.is_type(v, "Artifact") and (g.power(v), g.toughness(v)) == (3, 3)
    assert g.has_keyword(v, "Flying")
    _to_cleanup(s)
    assert not g.is_creature(v)


def test_cr_702_122a_crew_needs_untapped_creatures_with_total_power_n() -> None:
    s = table([], battlefield=[{"card": "Smuggler's Copter", "alias": "v"},
                               {"card": "Grizzly Bears", "alias": "b", "tapped": True}])
    with pytest.raises(IllegalAnswer) as exc:
        s.answer("activate v 0")
    assert exc.value.rule == "702.122a"


def test_cr_702_122a_crew_is_chosen_one_creature_at_a_time_and_can_be_cancelled() -> None:
    rec = {"name": "Crew Three", "manaCost": "{3}", "type": "Artifact — Vehicle", "types": ["Artifact"],
           "subtypes": ["Vehicle"], "power": "5", "toughness": "5", "text": "Crew 3"}
    s = table([], battlefield=[{"card": "Crew Three", "alias": "v"}, {"card": "Grizzly Bears", "alias": "a"},
                               {"card": "Grizzly Bears", "alias": "b"}], extra=[rec])
    g = s.game
    s.answer("activate v 0")
    s.answer(f"choose {s.id('a')}")
    assert g.pending.kind is Kind.CHOOSE and g.pending.prompt_args["total"] == 2
    s.answer("cancel")
    assert not g.objects[s.id("a")].tapped and not g.stack
    s.answer("activate v 0")
    s.answer(f"choose {s.id('a')}")
    s.answer(f"choose {s.id('b')}")
    _resolve(s)
    assert g.is_creature(s.id("v")) and (g.power(s.id("v")), g.toughness(s.id("v"))) == (5, 5)


def test_cr_611_3_the_rendered_text_of_an_animation() -> None:
    card = card_from_json(compile_card(record("Celestial Colonnade")).record)
    ab = next(a for a in card.abilities if a.kind == "activated")
    assert ability_text(ab) == ("{3}{W}{U}: Until end of turn, this becomes a 4/4 white and blue Elemental creature "
                                "with flying and vigilance. It's still a land.")
    copter = card_from_json(compile_card(record("Smuggler's Copter")).record)
    crew = next(a for a in copter.abilities if a.params.get("crew"))
    assert ability_text(crew).startswith("Crew 1 (tap any number")


def test_cr_702_122a_a_crewed_vehicle_attacks() -> None:
    s = table([], battlefield=[{"card": "Smuggler's Copter", "alias": "v"}, {"card": "Grizzly Bears", "alias": "b"}],
              step="begin_combat")
    g = s.game
    s.answer("activate v 0")
    s.answer(f"choose {s.id('b')}")
    _resolve(s)
    for _ in range(5):
        if g.pending.kind is Kind.DECLARE_ATTACKERS:
            break
        g.answer(g.pending.options()[0])
    assert g.pending.kind is Kind.DECLARE_ATTACKERS
    s.answer("attack v>p1")
    assert g.combat.is_attacking(s.id("v"))
    assert named(g, "Smuggler's Copter")


def test_the_pilot_animates_a_creature_land_with_spare_mana_and_attacks_with_it() -> None:
    from mtgtable.engine.decisions import Activate
    from mtgtable.goldfish.pilot import HeuristicPilot
    s = table([], battlefield=[{"card": "Mutavault", "alias": "m"}, "Wastes"])
    g = s.game
    pilot = HeuristicPilot(0)
    ans = pilot.choose(g, g.pending)
    assert ans == Activate(s.id("m"), 1)
    g.answer(ans)
    while g.pending.kind is not Kind.PRIORITY or g.stack:
        g.answer(pilot.choose(g, g.pending) if g.pending.player == 0 else g.pending.options()[0])
    assert g.is_creature(s.id("m")) and not g.objects[s.id("m")].tapped
    for _ in range(10):
        if g.pending.kind is Kind.DECLARE_ATTACKERS:
            break
        g.answer(pilot.choose(g, g.pending) if g.pending.player == 0 else g.pending.options()[0])
    ans = pilot.choose(g, g.pending)
    assert [a for a, _ in ans.attacks] == [s.id("m")]


def test_the_pilot_keeps_mana_for_burn_rather_than_animating() -> None:
    from mtgtable.goldfish.pilot import HeuristicPilot
    s = table([], hand=["Lightning Bolt"], battlefield=[{"card": "Mutavault", "alias": "m"}, "Mountain"])
    ans = HeuristicPilot(0).choose(s.game, s.game.pending)
    assert str(ans) == "pass"


def test_the_pilot_crews_a_vehicle_with_a_summoning_sick_creature() -> None:
    from mtgtable.engine.decisions import Activate
    from mtgtable.goldfish.pilot import HeuristicPilot
    s = table([], battlefield=[{"card": "Smuggler's Copter", "alias": "v"},
                               {"card": "Grizzly Bears", "alias": "ready"},
                               {"card": "Memnite", "alias": "new", "sick": True}])
    g = s.game
    pilot = HeuristicPilot(0)
    ans = pilot.choose(g, g.pending)
    assert ans == Activate(s.id("v"), 0)
    g.answer(ans)
    assert str(pilot.choose(g, g.pending)) == f"choose {s.id('new')}"
