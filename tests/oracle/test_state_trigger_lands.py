"""Dark Depths and Riveteers Overlook (engine.state_triggers), compiled from their Oracle text:
a state trigger (CR 603.8), removing counters (CR 122.1), "If you do" (CR 608.2c) and a
reflexive trigger, "When you do" (CR 603.12)."""

from __future__ import annotations

import pytest

from mtgtable.engine import Kind
from mtgtable.engine.objects import StackKind
from mtgtable.oracle import compile_card

from .corpus import named, record, table


def _resolve(s: object) -> None:
    g = s.game  # type: ignore[attr-defined]
    for _ in range(20):
        if g.pending is None or g.pending.kind is not Kind.PRIORITY or not g.stack:
            return
        g.answer(g.pending.options()[0])


@pytest.mark.parametrize("name", ["Dark Depths", "Riveteers Overlook", "Twisted Landscape", "Grixis Panorama"])
def test_cr_603_8_these_lands_compile_in_full(name: str) -> None:
    assert compile_card(record(name)).status == "automated"


def test_cr_603_8_dark_depths_without_ice_counters_becomes_marit_lage() -> None:
    s = table([], battlefield=[{"card": "Dark Depths", "alias": "d", "counters": {"ice": 1}},
                               "Swamp", "Swamp", "Swamp"])
    g = s.game
    s.answer("activate d 0")
    s.answer("pay auto")
    assert g.objects[s.id("d")].counters["ice"] == 1, "the counter is removed as the ability resolves"
    g.answer(g.pending.options()[0])  # I pass
    g.answer(g.pending.options()[0])  # they pass: it resolves, and the state trigger triggers
    assert g.objects[s.id("d")].counters.get("ice", 0) == 0
    assert len(g.stack) == 1 and g.stack[0].kind is StackKind.TRIGGERED, "it triggers once (CR 603.8)"
    _resolve(s)
    assert not named(g, "Dark Depths")
    lage = named(g, "Marit Lage")
    assert len(lage) == 1
    o = lage[0]
    assert (g.power(o), g.toughness(o)) == (20, 20) and g.has_keyword(o, "Flying") \
        and g.has_keyword(o, "Indestructible")
    assert g.objects[o].card.is_legendary and g.colors(o) == frozenset({"B"})


def test_cr_122_1_removing_more_ice_counters_than_it_has_removes_what_it_has() -> None:
    s = table([], battlefield=[{"card": "Dark Depths", "alias": "d", "counters": {"ice": 3}},
                               "Swamp", "Swamp", "Swamp"])
    g = s.game
    s.answer("activate d 0")
    s.answer("pay auto")
    _resolve(s)
    assert g.objects[s.id("d")].counters["ice"] == 2 and not g.stack


def test_cr_608_2c_marit_lage_only_if_dark_depths_was_sacrificed() -> None:
    s = table([], battlefield=[{"card": "Dark Depths", "alias": "d", "counters": {"ice": 0}}])
    g = s.game
    g.answer(g.pending.options()[0])  # the state trigger waits on the stack
    assert g.stack and g.stack[-1].kind is StackKind.TRIGGERED
    from mtgtable.engine import Zone
    g.move(s.id("d"), Zone.HAND)  # gone before it resolves: nothing to sacrifice
    _resolve(s)
    assert not named(g, "Marit Lage")


def test_cr_603_12_riveteers_overlook_searches_in_a_reflexive_trigger_after_it_is_sacrificed() -> None:
    s = table([], hand=["Riveteers Overlook"], library=["Swamp", "Island", "Mountain", "Forest"])
    g = s.game
    s.answer("land h0")
    assert g.stack and g.stack[-1].kind is StackKind.TRIGGERED
    g.answer(g.pending.options()[0])
    g.answer(g.pending.options()[0])  # the enters trigger resolves: sacrificed, the reflexive trigger waits
    assert not named(g, "Riveteers Overlook")
    assert len(g.stack) == 1 and g.stack[0].ability is not None and g.stack[0].ability.trigger == "reflexive"
    g.answer(g.pending.options()[0])
    g.answer(g.pending.options()[0])
    d = g.pending
    assert d.kind is Kind.CHOOSE
    island = next(c for c in g.players[0].library if g.objects[c].name == "Island")
    assert island not in d.data["options"]
    swamp = next(c for c in d.data["options"] if c in g.objects and g.objects[c].name == "Swamp")
    s.answer(f"choose {swamp}")
    assert g.players[0].life == 21
    sw = named(g, "Swamp")
    assert sw and g.objects[sw[0]].tapped


@pytest.mark.parametrize("others,tapped", [(3, False), (2, True)])
def test_cr_608_2c_fabled_passage_untaps_the_land_it_found_with_four_lands(others: int, tapped: bool) -> None:
    assert compile_card(record("Fabled Passage")).status == "automated"
    s = table([], battlefield=[{"card": "Fabled Passage", "alias": "f"}] + ["Wastes"] * others,
              library=["Forest", "Island"])
    g = s.game
    s.answer("activate f 0")
    _resolve(s)
    forest = next(c for c in g.pending.data["options"] if c in g.objects and g.objects[c].name == "Forest")
    s.answer(f"choose {forest}")
    found = named(g, "Forest")[0]
    assert g.objects[found].tapped is tapped  # it counts itself: the Passage is gone (CR 608.2c)
