"""Energy counters, {E} (CR 107.14, 122.1f), compiled from the Oracle text and played: Guide of
Souls' "you gain 1 life and get {E}", Galvanic Discharge's "You get {E}{E}{E}, then you may pay any
amount of {E}. ~ deals that much damage to that permanent." (CR 608.2d, 608.2h)."""

from __future__ import annotations

from typing import Any

import pytest

from mtgtable.engine import Cast, Choose, Kind, Pay
from mtgtable.engine.data.cards import card_from_json
from mtgtable.engine.decisions import Targets
from mtgtable.engine.errors import IllegalAnswer
from mtgtable.engine.files.snapshot import snapshot
from mtgtable.engine.text.ability_text import ability_text
from mtgtable.oracle import compile_card

from .corpus import record, settle, status, table


def _text(name: str) -> str:
    return " ".join(ability_text(a) for a in card_from_json(compile_card(record(name)).record).abilities)


def _pass_until_choice(g: Any, most: int = 10) -> None:
    for _ in range(most):
        if g.pending.kind is not Kind.PRIORITY or not g.stack:
            return
        g.answer(next(o for o in g.pending.options() if str(o) == "pass"))


def test_cr_122_1f_guide_of_souls_gets_an_energy_counter_as_another_creature_enters() -> None:
    assert status("Guide of Souls") == "partial"
    assert "You get 1 energy counter(s)." in _text("Guide of Souls")
    s = table(["Guide of Souls"], hand=["Grizzly Bears"], battlefield=["Guide of Souls", "Forest", "Forest"])
    g = s.game
    g.answer(Cast(g.players[0].hand[0]))
    if g.pending.kind is Kind.PAY:
        g.answer(Pay(auto=True))
    settle(s)
    me = g.players[0]
    assert me.energy == 1 and me.life == 21
    copy = g.state.copy()
    assert copy.players[0].energy == 1  # the copy keeps it (undo, the search of the pilot)
    assert any(e.kind == "energy" and e.rule == "122.1f" for e in g.events)


def _discharge(energy: int) -> Any:
    s = table(["Galvanic Discharge"], hand=["Galvanic Discharge"], battlefield=["Mountain"],
              their_battlefield=[{"card": "Serra Angel", "alias": "angel"}])
    g = s.game
    g.state.players[0].energy = energy
    g.answer(Cast(g.players[0].hand[0]))
    assert g.pending.kind is Kind.TARGETS
    g.answer(Targets((s.id("angel"),)))
    if g.pending.kind is Kind.PAY:
        g.answer(Pay(auto=True))
    _pass_until_choice(g)
    return s


def test_cr_107_14_galvanic_discharge_deals_damage_equal_to_the_energy_paid() -> None:
    assert status("Galvanic Discharge") == "automated"
    assert "You may pay any amount of energy." in _text("Galvanic Discharge")
    s = _discharge(1)
    g = s.game
    d = g.pending
    assert d.kind is Kind.CHOOSE and d.rule == "107.14" and d.data["options"] == [0, 1, 2, 3, 4]
    assert g.players[0].energy == 4  # three got, one had before
    with pytest.raises(IllegalAnswer):
        g.answer(Choose(5))  # more than they have (CR 107.14)
    g.answer(Choose(3))
    settle(s)
    assert g.players[0].energy == 1
    angel = s.id("angel")
    assert angel in g.battlefield and g.objects[angel].damage == 3
    assert snapshot(g)["players"][0]["energy"] == 1


def test_cr_608_2h_galvanic_discharge_paying_all_kills_and_paying_none_deals_nothing() -> None:
    s = _discharge(1)
    g = s.game
    g.answer(Choose(4))
    settle(s)
    assert s.id("angel") not in g.battlefield and g.players[0].energy == 0
    s = _discharge(0)
    g = s.game
    g.answer(Choose(0))
    settle(s)
    assert g.objects[s.id("angel")].damage == 0 and g.players[0].energy == 3


def test_cr_122_1f_a_scenario_sets_up_a_players_energy_counters() -> None:
    from mtgtable.engine.files.scenario import load_scenario_text
    text = "\n".join(["[game]", 'step = "main1"', "", "[[player]]", 'name = "A"', "energy = 3", "",
                      "[[player]]", 'name = "B"', ""])
    g = load_scenario_text(text, where="<energy test>").game
    assert g.players[0].energy == 3 and g.players[1].energy == 0


def test_cr_107_14_energy_paid_for_what_the_engine_does_not_do_stays_by_hand() -> None:
    # Wheel of Potential pays for a hand exchange the engine doesn't read: not a payment for nothing
    assert status("Wheel of Potential") == "by_hand"
