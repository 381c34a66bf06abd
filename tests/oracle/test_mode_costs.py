"""What choosing modes costs: entwine (CR 702.42), escalate (CR 702.120) and Spree (CR 702.172),
compiled from real Oracle text and played.  The modes are chosen before the total cost is
determined (CR 601.2b, 601.2f): a set of modes whose cost can't be paid is not offered."""

from __future__ import annotations

from typing import Any

from mtgtable.engine import Cast, Choose, Kind, Pay
from mtgtable.engine.turn.actions import cast_problem
from mtgtable.engine.decisions import Targets
from mtgtable.engine.refs import PlayerRef
from mtgtable.oracle import compile_card

from .corpus import named, record, table


def _in_hand(g: Any, name: str) -> int:
    return next(c for c in g.players[0].hand if g.objects[c].name == name)


def _resolve(g: Any) -> None:
    for _ in range(60):
        d = g.pending
        if d is None or not g.stack and d.kind is Kind.PRIORITY:
            return
        g.answer(d.options()[0] if d.options() else d.suggest())


def test_cr_702_42a_entwine_chooses_every_mode_for_its_additional_cost() -> None:
    assert compile_card(record("Barbed Lightning")).status == "automated"
    s = table([], hand=["Barbed Lightning"], battlefield=["Mountain"] * 5 + ["Grizzly Bears"])
    g = s.game
    g.answer(Cast(_in_hand(g, "Barbed Lightning")))
    d = g.pending
    labels = dict(d.data["labels"])
    assert len(labels) == 3  # either mode, or both (entwined)
    both = next(i for i, t in labels.items() if " + " in t)
    g.answer(Choose(both))
    (bears,) = named(g, "Grizzly Bears")
    g.answer(Targets((bears, PlayerRef(1))))
    assert g.pending.kind is Kind.PAY and g.pending.data["cost"] == "{4}{R}"  # {2}{R} + entwine {2}
    g.answer(Pay(auto=True))
    _resolve(g)
    assert not named(g, "Grizzly Bears") and g.players[1].life == 17


def test_cr_702_42a_entwine_is_not_offered_without_the_mana_for_it() -> None:
    s = table([], hand=["Barbed Lightning"], battlefield=["Mountain"] * 3)
    g = s.game
    g.answer(Cast(_in_hand(g, "Barbed Lightning")))
    labels = dict(g.pending.data["labels"])
    assert len(labels) == 1 and " + " not in next(iter(labels.values()))  # no creature; no entwine mana


def test_cr_702_120a_escalate_costs_more_for_each_mode_beyond_the_first() -> None:
    s = table([], hand=["Borrowed Hostility"], battlefield=["Mountain"] * 4 + ["Grizzly Bears"])
    g = s.game
    g.answer(Cast(_in_hand(g, "Borrowed Hostility")))
    labels = dict(g.pending.data["labels"])
    both = next(i for i, t in labels.items() if " + " in t)
    g.answer(Choose(both))
    (bears,) = named(g, "Grizzly Bears")
    g.answer(Targets((bears, bears)))
    assert g.pending.data["cost"] == "{3}{R}"
    g.answer(Pay(auto=True))
    _resolve(g)
    assert not g.stack


def test_cr_702_120a_one_mode_of_an_escalate_spell_costs_only_its_mana_cost() -> None:
    s = table([], hand=["Borrowed Hostility"], battlefield=["Mountain", "Grizzly Bears"])
    g = s.game
    g.answer(Cast(_in_hand(g, "Borrowed Hostility")))
    labels = dict(g.pending.data["labels"])
    assert len(labels) == 2 and not any(" + " in t for t in labels.values())


def test_cr_702_172a_spree_adds_each_chosen_modes_cost() -> None:
    assert compile_card(record("Explosive Derailment")).status == "automated"
    s = table([], hand=["Explosive Derailment"], battlefield=["Mountain"] * 5 + ["Grizzly Bears"],
              their_battlefield=["Ornithopter"])
    g = s.game
    g.answer(Cast(_in_hand(g, "Explosive Derailment")))
    labels = dict(g.pending.data["labels"])
    assert len(labels) == 3
    g.answer(Choose(next(i for i, t in labels.items() if " + " in t)))
    (bears,) = named(g, "Grizzly Bears")
    (thopter,) = named(g, "Ornithopter", 1)
    g.answer(Targets((bears, thopter)))
    assert g.pending.data["cost"] == "{4}{R}"
    g.answer(Pay(auto=True))
    _resolve(g)
    assert not named(g, "Grizzly Bears") and not named(g, "Ornithopter", 1)


def test_cr_702_172a_a_spree_spell_without_mana_for_one_mode_can_not_be_cast() -> None:
    s = table([], hand=["Explosive Derailment"], battlefield=["Mountain", "Grizzly Bears"])
    g = s.game
    found = cast_problem(g.state, 0, _in_hand(g, "Explosive Derailment"))
    assert found is not None and found.rule == "117.3"
