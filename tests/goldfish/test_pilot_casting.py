"""The goldfish pilot's casting choices (goldfish/casting_choices.py): it evokes when it
can't pay the mana cost, flashes back from its graveyard, kicks, delves, picks modes
aimed at the opponent, and answers every such decision legally."""

from __future__ import annotations

from typing import Any

from mtgtable.engine import Cast
from mtgtable.engine.objects import Zone
from mtgtable.goldfish.pilot import HeuristicPilot
from tests.oracle.corpus import named, table


def _run(g: Any, pilot: HeuristicPilot, answers: int = 40) -> None:
    """The pilot answers player 0's decisions (the opponent passes) until the step ends."""
    step = g.step
    for _ in range(answers):
        d = g.pending
        if d is None or g.step is not step:
            return
        g.answer(pilot.choose(g, d) if d.player == 0 else d.options()[0])


def test_cr_702_74a_the_pilot_evokes_mulldrifter_when_it_cannot_pay_five() -> None:
    s = table([], hand=["Mulldrifter"], battlefield=["Island", "Island", "Island"], library=["Island"] * 10)
    g, pilot = s.game, HeuristicPilot(0)
    action = pilot.choose(g, g.pending)
    assert isinstance(action, Cast)
    _run(g, pilot)
    assert "Mulldrifter" in [g.objects[c].name for c in g.players[0].graveyard]
    assert len(g.players[0].library) == 8  # its enters ability drew two


def test_cr_601_2b_the_pilot_pays_the_mana_cost_when_it_can() -> None:
    s = table([], hand=["Mulldrifter"], battlefield=["Island"] * 5, library=["Island"] * 10)
    g, pilot = s.game, HeuristicPilot(0)
    _run(g, pilot)
    assert named(g, "Mulldrifter")


def test_cr_702_34a_the_pilot_flashes_back_faithless_looting() -> None:
    s = table([], hand=["Faithless Looting", "Island"], battlefield=["Mountain"] * 3, library=["Island"] * 10)
    g, pilot = s.game, HeuristicPilot(0)
    g.move(next(c for c in g.players[0].hand if g.objects[c].name == "Faithless Looting"), Zone.GRAVEYARD)
    _run(g, pilot)
    assert "Faithless Looting" in [g.objects[c].name for c in g.players[0].exile]


def test_cr_700_2_the_pilot_aims_kolaghans_command_at_the_opponent() -> None:
    s = table([], hand=["Kolaghan's Command"], battlefield=["Mountain", "Swamp", "Mountain"], step="main2")
    g, pilot = s.game, HeuristicPilot(0)
    _run(g, pilot)
    assert g.players[1].life == 18  # two damage to the opponent (and it discards, with an empty hand)
    assert g.players[0].life == 20


def test_cr_702_66a_the_pilot_delves_its_graveyard() -> None:
    s = table([], hand=["Treasure Cruise"] + ["Island"] * 7, battlefield=["Island"], library=["Island"] * 10)
    g, pilot = s.game, HeuristicPilot(0)
    for c in [c for c in g.players[0].hand if g.objects[c].name == "Island"]:
        g.move(c, Zone.GRAVEYARD)
    _run(g, pilot)
    assert len(g.players[0].exile) == 7 and len(g.players[0].library) == 7
