"""An agent's own legality check counts as the answer's (``Game._judged_legal``).

A priority action that ``Game.cast_problem`` or ``Game.activate_problem`` found
legal while the same decision waits is not judged a second time when it is
answered: the state does not change while a decision waits.  Anything else is
judged as always, and what was judged at one decision says nothing at the next.
"""

from __future__ import annotations

import pytest

from mtgtable.engine import IllegalAnswer, Kind
from mtgtable.engine.decisions import Cast, Pass
from mtgtable.engine.files.scenario import Scenario, load_scenario_text

TEXT = """
[game]
turn = 3
active = 0
step = "main1"
[[player]]
name = "Alice"
hand = [{ card = "Grizzly Bears", alias = "bears" }, { card = "Llanowar Elves", alias = "elves" }]
library = ["Forest", "Forest", "Forest"]
[[player.battlefield]]
card = "Forest"
alias = "forest"
[[player]]
name = "Bob"
library = ["Forest", "Forest", "Forest"]
"""


def scenario() -> Scenario:
    return load_scenario_text(TEXT, where="test scenario")


def test_cr_601_2_a_cast_judged_legal_is_cast() -> None:
    sc = scenario()
    g = sc.game
    elves = sc.id("elves")
    assert g.cast_problem(0, elves, 0) is None
    g.answer(Cast(elves, 0))
    while g.pending is not None and g.pending.kind is not Kind.PRIORITY:
        g.answer(g.pending.suggest())
    assert [g.objects[s.source].name for s in g.stack] == ["Llanowar Elves"]


def test_cr_117_3_an_answer_not_judged_is_still_refused() -> None:
    """Bears cost {1}{G} and Alice has one Forest: judging the Elves legal does not let the Bears through."""
    sc = scenario()
    g = sc.game
    elves, bears = sc.id("elves"), sc.id("bears")
    assert g.cast_problem(0, elves, 0) is None
    assert g.cast_problem(0, bears, 0) is not None
    with pytest.raises(IllegalAnswer) as info:
        g.answer(Cast(bears, 0))
    assert info.value.rule == "117.3"
    with pytest.raises(IllegalAnswer):
        g.answer(Cast(elves, 1))  # another X than the one judged


def test_cr_117_1a_what_was_judged_at_one_decision_says_nothing_at_the_next() -> None:
    """The Elves were castable in the main phase; at a later priority decision, outside a main phase,
    the same answer is judged again, and refused."""
    sc = scenario()
    g = sc.game
    elves = sc.id("elves")
    assert g.cast_problem(0, elves, 0) is None
    g.answer(Pass())  # Alice passes instead; Bob's pass (automatic or not) moves the game on
    while g.pending is not None and not (g.pending.kind is Kind.PRIORITY and g.pending.player == 0):
        g.answer(g.pending.suggest())
    assert g.pending is not None and g.step is not None and not g.step.is_main
    with pytest.raises(IllegalAnswer):  # not a main phase now (CR 117.1a)
        g.answer(Cast(elves, 0))
