"""The goldfish pilot with spells on the stack (engine/families/stack_effects.py): rituals before a
storm card (CR 702.40a), cascade into a spell it would cast (CR 702.85a), and a cascaded
counterspell declined rather than aimed at its own spell."""

from __future__ import annotations

from typing import Any

from mtgtable.engine.errors import fill
from mtgtable.goldfish.pilot import HeuristicPilot
from tests.oracle.corpus import table


def _run(g: Any, pilot: HeuristicPilot, answers: int = 80) -> None:
    """The pilot answers player 0's decisions (the opponent passes) until the step ends."""
    step = g.step
    for _ in range(answers):
        d = g.pending
        if d is None or g.step is not step:
            return
        g.answer(pilot.choose(g, d) if d.player == 0 else d.options()[0])


def _casts(g: Any) -> list[str]:
    return [e.args["card"] for e in g.events if e.kind == "cast"]


def test_cr_702_40a_the_pilot_casts_its_ritual_before_grapeshot() -> None:
    s = table([], hand=["Grapeshot", "Pyretic Ritual"], battlefield=["Mountain"] * 3, step="main2")
    g, pilot = s.game, HeuristicPilot(0)
    _run(g, pilot)
    assert _casts(g) == ["Pyretic Ritual", "Grapeshot"]
    assert any(e.kind == "storm" and e.args["n"] == 1 for e in g.events)
    assert g.players[1].life == 18  # Grapeshot and its copy, each at the opponent


def test_the_pilot_does_not_waste_a_ritual_it_cannot_use() -> None:
    s = table([], hand=["Pyretic Ritual", "Grizzly Bears"], battlefield=["Mountain"] * 3, step="main2")
    g, pilot = s.game, HeuristicPilot(0)
    _run(g, pilot)
    assert "Pyretic Ritual" not in _casts(g)  # its red mana can't pay for the green Bears


def test_cr_702_85a_the_pilot_casts_what_cascade_finds() -> None:
    s = table([], hand=["Bloodbraid Elf"], battlefield=["Mountain", "Forest", "Forest", "Forest"],
              library=["Lightning Bolt", "Island", "Island"])
    g, pilot = s.game, HeuristicPilot(0)
    _run(g, pilot)
    assert _casts(g) == ["Bloodbraid Elf", "Lightning Bolt"]
    assert g.players[1].life == 17


def test_cr_702_85a_the_pilot_declines_a_cascaded_counterspell() -> None:
    s = table([], hand=["Bloodbraid Elf"], battlefield=["Mountain", "Forest", "Forest", "Forest"],
              library=["Counterspell", "Island", "Island"])
    g, pilot = s.game, HeuristicPilot(0)
    _run(g, pilot)
    assert _casts(g) == ["Bloodbraid Elf"]
    assert any(e.kind == "cascade" for e in g.events)
    assert "Bloodbraid Elf" in [g.objects[o].name for o in g.battlefield]
    assert not [fill(e.template, e.args) for e in g.events if e.kind == "fizzle"]
