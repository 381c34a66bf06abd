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

from .corpus import named, record, settle, table


def _status(name: str) -> str:
    return compile_card(record(name)).status


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
    assert _status("Blasphemous Act") == "automated"
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
    assert _status("Serra Ascendant") == "automated"
    s = table([], battlefield=["Serra Ascendant"], life=30)
    g = s.game
    sa = named(g, "Serra Ascendant")[0]
    assert (g.power(sa), g.toughness(sa)) == (6, 6) and g.has_keyword(sa, "Flying")
    ops.lose_life(g.state, 0, 1)  # the condition is looked at continuously
    assert (g.power(sa), g.toughness(sa)) == (1, 1) and not g.has_keyword(sa, "Flying")


def test_cr_611_3a_ghitu_lavarunner_counts_instant_and_or_sorcery_cards_in_your_graveyard() -> None:
    assert _status("Ghitu Lavarunner") == "automated"
    s = table([], hand=["Lightning Bolt", "Ponder", "Grizzly Bears"], battlefield=["Ghitu Lavarunner"])
    g = s.game
    gl = named(g, "Ghitu Lavarunner")[0]
    _to_graveyard(g, "Lightning Bolt", "Grizzly Bears")
    assert g.power(gl) == 1 and not g.has_keyword(gl, "Haste")
    _to_graveyard(g, "Ponder")
    assert g.power(gl) == 2 and g.has_keyword(gl, "Haste")
