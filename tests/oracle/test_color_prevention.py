"""Prismatic Strands: "Prevent all damage that sources of the color of your choice would deal
this turn" (CR 615.1, 514.2), compiled from its Oracle text and played through the engine."""

from __future__ import annotations

import pytest

from mtgtable.engine import Choose, IllegalAnswer, Kind
from mtgtable.engine import operations as ops
from mtgtable.engine.refs import PlayerRef
from mtgtable.oracle import compile_card

from .corpus import named, pass_until, record, table

RED = 3  # the options are W U B R G


def _strands(color: int) -> object:
    s = table(["Prismatic Strands"], hand=["Prismatic Strands"], battlefield=["Plains", "Plains", "Plains",
                                                                              "Goblin Guide"],
              their_battlefield=["Grizzly Bears", "Raging Goblin"])
    s.answer("cast h0")
    s.answer("pay auto")
    g = s.game  # type: ignore[attr-defined]
    for _ in range(10):
        d = g.pending
        if d.kind is Kind.CHOOSE:
            break
        g.answer(next(o for o in d.options() if str(o) == "pass"))
    assert g.pending.kind is Kind.CHOOSE and g.pending.data["prevent_color"] and g.pending.player == 0
    with pytest.raises(IllegalAnswer):
        g.answer(Choose(7))
    g.answer(Choose(color))
    return s


def test_cr_615_1_prismatic_strands_prevents_damage_from_sources_of_the_chosen_color() -> None:
    assert compile_card(record("Prismatic Strands")).status == "automated"
    s = _strands(RED)
    g = s.game  # type: ignore[attr-defined]
    goblin, = named(g, "Raging Goblin", 1)
    bears, = named(g, "Grizzly Bears", 1)
    guide, = named(g, "Goblin Guide")
    assert ops.deal_damage(g.state, goblin, PlayerRef(0), 1) == 0, "a red source: prevented"
    assert ops.deal_damage(g.state, guide, bears, 2) == 0, "the controller's own red source too"
    assert g.players[0].life == 20 and g.objects[bears].damage == 0
    assert ops.deal_damage(g.state, bears, PlayerRef(0), 2) == 2, "a green source is not"
    assert g.players[0].life == 18


def test_cr_514_2_the_prevention_ends_in_the_cleanup_step() -> None:
    s = _strands(RED)
    g = s.game  # type: ignore[attr-defined]
    goblin, = named(g, "Raging Goblin", 1)
    pass_until(s, 1, "upkeep")  # type: ignore[arg-type]
    assert not g.state.prevented_colors
    assert ops.deal_damage(g.state, goblin, PlayerRef(0), 1) == 1


def test_cr_615_1_a_copy_of_the_state_keeps_the_chosen_color() -> None:
    s = _strands(RED)
    g = s.game  # type: ignore[attr-defined]
    copy = g.state.copy()
    assert copy.prevented_colors == frozenset({"R"})
    ops.end_color_prevention(copy)
    assert g.state.prevented_colors == frozenset({"R"})
