"""Lessons ▸ a scenario file: listed with its title, opened at its start in teaching mode with
its explanation above the table, played move by move; a broken file says why and changes nothing."""

from __future__ import annotations

import shutil

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QMessageBox

from mtgtable.engine import Kind, Step
from mtgtable.engine.files.scenario import load_scenario
from mtgtable.gui.lessons import LESSONS_DIR, find_lessons, leading_comment, read_lesson
from mtgtable.gui.session import Mode

from .conftest import DATA, open_window
from .helpers import LEFT


def _lesson_actions(win):  # type: ignore[no-untyped-def]
    win.lessons_menu.aboutToShow.emit()
    return [a for a in win.lessons_menu.actions() if a.data()]


def test_the_menu_lists_every_scenario_file_with_its_title(qtbot) -> None:  # type: ignore[no-untyped-def]
    win = open_window(qtbot, DATA / "whole_turn.toml")
    actions = _lesson_actions(win)
    files = sorted(p.name for p in LESSONS_DIR.glob("*.toml"))
    assert sorted(a.data().rsplit("/", 1)[-1] for a in actions) == files
    titles = {a.data().rsplit("/", 1)[-1]: a.text() for a in actions}
    assert titles["cr_510_1c_shared_blocker.toml"] == "Shared blocker (CR 510.1c, fourth example)"
    assert titles["lesson_cleanup_discard_to_seven.toml"].startswith("Cleanup discard to seven (CR 514.1")
    # the course through a turn comes first, then the lessons for new players; tooltips are the explanations
    assert actions[0].data().rsplit("/", 1)[-1].startswith("course_01_")
    assert all(a.toolTip() for a in actions)
    assert "Baloth may assign 1, 1, 5" in next(a for a in actions if "shared_blocker" in a.data()).toolTip()


def test_the_explanation_is_the_leading_comment_block() -> None:
    lesson = read_lesson(LESSONS_DIR / "cr_509_2_order_three_blockers.toml")
    assert lesson.source == "CR 509.2, example"
    assert lesson.explanation.startswith("CR 509.2, example: Vastwood Gorger is blocked by Llanowar Elves")
    assert lesson.body.startswith("Vastwood Gorger is blocked by")
    assert "[game]" not in lesson.explanation
    assert leading_comment("[game]\n# a comment after the start is not an explanation") == ""


@pytest.mark.parametrize("lesson", find_lessons(), ids=lambda le: le.path.stem)
def test_every_bundled_lesson_loads_and_starts_before_its_moves(lesson) -> None:  # type: ignore[no-untyped-def]
    from mtgtable.gui.lessons import load_lesson
    loaded = load_lesson(lesson)
    assert lesson.explanation and lesson.source, "every scenario file starts with its comment block"
    assert loaded.game.answers == [] and loaded.next_move(loaded.game) == (loaded.moves[0] if loaded.moves else None)
    assert loaded.moves == load_scenario(lesson.path).game.answers


def test_choosing_a_lesson_opens_it_in_teaching_mode(qtbot) -> None:  # type: ignore[no-untyped-def]
    win = open_window(qtbot, DATA / "whole_turn.toml")
    action = next(a for a in _lesson_actions(win) if "lesson_first_strike" in a.data())
    action.trigger()
    game = win.session.game
    assert win.session.mode is Mode.TEACH
    assert game.step is Step.DECLARE_BLOCKERS and game.answers == []
    panel = win.lesson_panel
    qtbot.wait(20)  # let the splitter lay the column out
    left_of_table = win.top.mapTo(win, QPoint(0, 0)).x()
    assert panel.isVisible() and panel.mapTo(win, QPoint(panel.width(), 0)).x() <= left_of_table  # beside it
    assert "Youthful Knight" in panel.explanation.text() and "Lesson: First strike" in panel.title.text()
    assert "(1 of 6)" in panel.progress.text()
    # teaching mode stops at every step: the example's moves walk through the first-strike damage step
    qtbot.mouseClick(panel.next_button, LEFT)
    qtbot.mouseClick(panel.next_button, LEFT)
    game = win.session.game
    assert game.step is Step.FIRST_STRIKE_DAMAGE and game.pending.kind is Kind.PRIORITY
    assert [o.name for o in map(game.objects.get, game.battlefield)].count("Dross Crocodile") == 1
    assert "First-strike damage begins" in win.recent.text()  # what the game did by itself
    # leaving the example (a pass from the table is the same move) and starting again
    qtbot.mouseClick(panel.restart_button, LEFT)
    assert win.session.game.answers == [] and panel.next_button.isEnabled()
    # a new game is not the lesson: the panel goes away
    win.session.set_game(load_scenario(DATA / "whole_turn.toml").game, Mode.HOTSEAT)
    assert not panel.isVisible()


def test_the_example_moves_include_a_damage_assignment(qtbot) -> None:  # type: ignore[no-untyped-def]
    win = open_window(qtbot, DATA / "whole_turn.toml")
    win.open_lesson(read_lesson(LESSONS_DIR / "lesson_deathtouch_trample_over_chump_blocker.toml"))
    for _ in range(2):
        win.play_lesson_move()
    assert win.session.game.pending.kind is Kind.ASSIGN_DAMAGE
    assert "Assign Venom Tusk's damage: Wall of Wood 1, Bob 4" in win.lesson_panel.progress.text()
    win.play_lesson_move()
    assert win.session.game.players[1].life == 16
    assert "All the example's moves are played" in win.lesson_panel.progress.text()


def test_a_broken_lesson_shows_its_error_and_changes_nothing(qtbot, tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    shutil.copy(LESSONS_DIR / "cr_510_1c_gorger.toml", tmp_path / "cr_510_1c_gorger.toml")
    (tmp_path / "broken.toml").write_text("# A lesson with a typo.\n[game]\nstep = \"combat\"\n"
                                          "[[player]]\n[[player]]\n", encoding="utf-8")
    win = open_window(qtbot, DATA / "whole_turn.toml")
    before = win.session.game
    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: shown.append((title, text)))
    win.lessons_dir = tmp_path
    actions = _lesson_actions(win)
    assert [a.text() for a in actions] == ["Broken", "Gorger (CR 510.1c, first example)"]
    actions[0].trigger()
    assert len(shown) == 1 and shown[0][0] == "Cannot open the lesson"
    assert "broken.toml, line 3: unknown step 'combat'" in shown[0][1]
    assert win.session.game is before and win.session.mode is Mode.HOTSEAT and not win.lesson_panel.isVisible()
