"""T4: the course walks through a whole turn, one step per lesson.  Each lesson states its goal and
judges the student's own answer against its success condition: the scripted solution reaches the
goal, and each wrong answer the file lists does not (and gets a hint)."""

from __future__ import annotations

from typing import Any

import pytest

from mtgtable.engine import Game, Kind, Pass
from mtgtable.engine.decisions import parse_answer
from mtgtable.gui.lessons import LESSONS_DIR, LoadedLesson, load_lesson, read_lesson

from .conftest import DATA, open_window
from .helpers import LEFT

COURSE = sorted(LESSONS_DIR.glob("course_*.toml"))
#: The turn, in order: each step has its lesson.
STEPS = ("untap_upkeep", "draw", "main_phase_land", "stack_response", "beginning_of_combat", "declare_attackers",
         "declare_blockers", "first_strike", "trample_deathtouch", "end_step_triggers", "cleanup")


def test_the_course_covers_a_whole_turn_in_order() -> None:
    assert [p.stem.split("_", 2)[2] for p in COURSE] == list(STEPS)


def _finish(loaded: LoadedLesson, game: Game) -> None:
    """Play on with passes and the engine's suggestions until the lesson's check point."""
    for _ in range(200):
        if loaded.verdict(game) is not None or game.pending is None:
            return
        d = game.pending
        game.answer(Pass() if d.kind is Kind.PRIORITY else d.suggest())


def _answer(loaded: LoadedLesson, game: Game, text: str) -> Any:
    def resolve(token: str) -> int:
        return loaded.aliases[token] if token in loaded.aliases else int(token.lstrip("#"))
    return game.answer(parse_answer(text, resolve))


@pytest.mark.parametrize("path", COURSE, ids=lambda p: p.stem)
def test_the_scripted_solution_reaches_the_goal(path) -> None:  # type: ignore[no-untyped-def]
    loaded = load_lesson(read_lesson(path, "en"))
    goal = loaded.goal
    assert goal is not None and goal.goal and goal.conditions and goal.success and goal.wrong
    assert all(c.hint for c in goal.conditions)
    game = loaded.game
    assert loaded.verdict(game) is None, "not judged before the check point"
    for move in loaded.moves:
        game.answer(move)
    _finish(loaded, game)
    assert loaded.verdict(game) == (True, goal.success)


@pytest.mark.parametrize("path", COURSE, ids=lambda p: p.stem)
def test_a_wrong_answer_does_not_reach_the_goal_and_gets_a_hint(path) -> None:  # type: ignore[no-untyped-def]
    lesson = read_lesson(path, "en")
    goal = load_lesson(lesson).goal
    assert goal is not None
    for wrong in goal.wrong:
        loaded = load_lesson(lesson)
        game = loaded.game
        for text in wrong:
            _answer(loaded, game, text)
        _finish(loaded, game)
        verdict = loaded.verdict(game)
        assert verdict is not None and verdict[0] is False, (path.stem, wrong)
        assert verdict[1] in [c.hint for c in goal.conditions]


def test_the_panel_states_the_goal_and_judges_the_answer(qtbot) -> None:  # type: ignore[no-untyped-def]
    win = open_window(qtbot, DATA / "whole_turn.toml")
    loaded = win.open_lesson(read_lesson(LESSONS_DIR / "course_07_declare_blockers.toml"), ask=False)
    assert loaded is not None
    panel = win.lesson_panel
    assert win.bottom.player == 0, "the student's side (Alice, blocking) is at the bottom"
    assert panel.goal.isVisible() and "Block the attacking Hill Giant" in panel.goal.text()
    assert not panel.verdict.isVisible()
    # the student's own wrong answer: one bear blocks
    win.session.answer(parse_answer("block 3>8"))
    while loaded.verdict(win.session.game) is None and win.session.game.pending is not None:
        d = win.session.game.pending
        win.session.answer(Pass() if d.kind is Kind.PRIORITY else d.suggest())
    assert panel.verdict.isVisible() and "Not yet" in panel.verdict.text() and "Hill Giant survived" in \
        panel.verdict.text()
    qtbot.mouseClick(panel.restart_button, LEFT)
    assert not panel.verdict.isVisible()
    for _ in loaded.moves:
        win.play_lesson_move()
    while loaded.verdict(win.session.game) is None and win.session.game.pending is not None:
        win.session.answer(Pass())
    assert "Goal reached" in panel.verdict.text()
