"""Lessons in a class: Japanese texts for every shipped lesson, the column beside the table that
never covers the cards a lesson names (1280x800), the step button answering an open dialog with
the lesson's scripted answer (shown first), and a question before a lesson replaces a game."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QPoint, QRect, QTranslator
from PySide6.QtWidgets import QApplication

from mtgtable.engine import Discard, Kind
from mtgtable.gui.card_text import card_name, current_language
from mtgtable.gui.i18n import install_translator
from mtgtable.gui.lessons import LESSONS_DIR, find_lessons, read_lesson, translation_path
from mtgtable.gui.models.roles import ObjectIdRole
from mtgtable.gui.session import Mode

from .conftest import DATA, open_window


@pytest.fixture
def japanese(qapp):  # type: ignore[no-untyped-def]
    translator = install_translator(QApplication.instance(), lang="ja")
    assert translator is not None
    yield translator
    for t in QApplication.instance().findChildren(QTranslator):
        QApplication.instance().removeTranslator(t)
        t.deleteLater()


@pytest.mark.parametrize("lesson", find_lessons(lang="en"), ids=lambda le: le.path.stem)
def test_every_shipped_lesson_has_a_japanese_title_and_explanation(lesson) -> None:  # type: ignore[no-untyped-def]
    assert translation_path(lesson.path, "ja").exists()
    ja = read_lesson(lesson.path, "ja")
    assert ja.translation is not None and ja.title != lesson.title
    assert re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", ja.title + ja.body)
    # the rule numbers the English cites are all cited in Japanese too
    assert set(re.findall(r"\d{3}\.\d+[a-z]?", lesson.english_title + lesson.english_body)) <= \
        set(re.findall(r"\d{3}\.\d+[a-z]?", ja.title + ja.body))


def test_the_language_follows_the_installed_translation(qapp, japanese) -> None:  # type: ignore[no-untyped-def]
    assert current_language() == "ja"
    lesson = read_lesson(LESSONS_DIR / "lesson_cleanup_discard_to_seven.toml")
    assert lesson.title.startswith("クリンナップ") and "CR 514.1" in lesson.title
    assert f"《{card_name('Hill Giant')}》" in lesson.body


def test_lang_ja_names_the_players_alice_and_bob_in_japanese(qtbot, japanese) -> None:  # type: ignore[no-untyped-def]
    import argparse

    from mtgtable.gui.app import build_game
    game = build_game(argparse.Namespace(load=None, scenario=None))
    assert [p.name for p in game.players] == ["アリス", "ボブ"]
    win = open_window(qtbot, DATA / "whole_turn.toml")
    loaded = win.open_lesson(read_lesson(LESSONS_DIR / "lesson_deathtouch_trample_over_chump_blocker.toml"))
    assert loaded is not None and [p.name for p in loaded.game.players] == ["アリス", "ボブ"]
    win.play_lesson_move()
    win.play_lesson_move()
    progress = win.lesson_panel.progress.text()
    assert "アリス" in progress and "ダメージを割り振る" in progress and "Alice" not in progress


def test_cr_514_1_the_step_button_fills_the_discard_dialog_then_plays_it(qtbot) -> None:  # type: ignore[no-untyped-def]
    win = open_window(qtbot, DATA / "whole_turn.toml")
    loaded = win.open_lesson(read_lesson(LESSONS_DIR / "lesson_cleanup_discard_to_seven.toml"))
    assert loaded is not None
    while win.session.game.pending is not None and win.session.game.pending.kind is not Kind.DISCARD:
        win.play_lesson_move()
    qtbot.waitUntil(lambda: win.controller.dialog is not None)  # dialogs open from the event loop
    dialog = win.controller.dialog
    scripted = loaded.next_move(win.session.game)
    assert dialog is not None and isinstance(scripted, Discard)
    assert sorted(dialog.answer.cards) == sorted(scripted.cards), "the dialog opens showing the lesson's answer"
    step = dialog.findChild(type(win.lesson_panel.next_button), "LessonStepButton")
    assert step is not None and step.isVisible()
    step.click()  # the dialog's own copy of the step button plays it
    assert win.controller.dialog is None and win.session.game.answers[-1] == scripted
    assert len(win.session.game.players[0].hand) == 7


def test_cr_510_1c_a_student_changed_assignment_is_set_back_then_played(qtbot) -> None:  # type: ignore[no-untyped-def]
    win = open_window(qtbot, DATA / "whole_turn.toml")
    loaded = win.open_lesson(read_lesson(LESSONS_DIR / "lesson_deathtouch_trample_over_chump_blocker.toml"))
    assert loaded is not None
    win.play_lesson_move()
    win.play_lesson_move()
    qtbot.waitUntil(lambda: win.controller.dialog is not None)
    dialog = win.controller.dialog
    assert dialog is not None and dialog.answer == loaded.next_move(win.session.game)
    source = next(iter(dialog.spins))
    first = next(iter(dialog.spins[source]))
    dialog.set_amount(source, first, 3)  # the student tries something else in the dialog
    win.play_lesson_move()  # the step button plays the example's answer, not the student's
    assert win.session.game.players[1].life == 16


def test_opening_a_lesson_asks_before_replacing_a_game_in_progress(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    win = open_window(qtbot, DATA / "whole_turn.toml")
    win.session.answer(win.session.game.pending.options()[0] if win.session.game.pending.options() else None)
    before = win.session.game
    assert before.answers and before.outcome is None
    asked: list[str] = []
    monkeypatch.setattr(win, "ask_replace", lambda lesson: asked.append(lesson.title) or False)
    lesson = read_lesson(LESSONS_DIR / "lesson_first_strike_vs_bigger_blocker.toml")
    assert win.open_lesson(lesson) is None
    assert asked and win.session.game is before and win.session.mode is Mode.HOTSEAT
    monkeypatch.setattr(win, "ask_replace", lambda lesson: True)
    assert win.open_lesson(lesson) is not None and win.session.mode is Mode.TEACH
    # inside the lesson, opening another lesson (or the same again) asks nothing
    win.play_lesson_move()
    monkeypatch.setattr(win, "ask_replace", lambda lesson: pytest.fail("asked inside a lesson"))
    assert win.open_lesson(read_lesson(LESSONS_DIR / "cr_510_1c_gorger.toml")) is not None


def _visible_rect(view, row: int) -> QRect:  # type: ignore[no-untyped-def]
    """Where card ``row`` of ``view`` is, in window coordinates, clipped to what is on screen."""
    rect = view.visualRect(view.model().index(row, 0))
    win = view.window()
    top_left = view.viewport().mapTo(win, rect.topLeft())
    shown = view.viewport().rect().intersected(rect)
    return QRect(view.viewport().mapTo(win, shown.topLeft()), shown.size()) if shown.isValid() else QRect(
        top_left, rect.size() * 0)


@pytest.mark.parametrize("lesson", find_lessons(lang="en"), ids=lambda le: le.path.stem)
def test_at_1280x800_every_card_the_lesson_names_is_fully_visible(qtbot, lesson) -> None:  # type: ignore[no-untyped-def]
    from mtgtable.gui.main_window import MainWindow
    from mtgtable.gui.session import GameSession
    from mtgtable.engine.files.scenario import load_scenario
    win = MainWindow(GameSession(load_scenario(DATA / "whole_turn.toml").game, Mode.HOTSEAT))
    qtbot.addWidget(win)
    win.controller.privacy_enabled = False
    win.resize(1280, 800)
    win.show()
    qtbot.waitExposed(win)
    loaded = win.open_lesson(lesson, ask=False)
    assert loaded is not None
    qtbot.wait(30)
    game = win.session.game
    text = lesson.explanation + (loaded.goal.goal if loaded.goal is not None else "")
    named = {o.name for o in game.objects.values() if o.name in text}
    assert named or "permanent says" in lesson.explanation or "creature says" in lesson.explanation
    window_rect = win.rect()
    panel = QRect(win.lesson_panel.mapTo(win, QPoint(0, 0)), win.lesson_panel.size())
    seen: set[str] = set()
    for area in (win.top, win.bottom):
        for view in area.card_views():
            if not view.isVisible() or view.card_model.hidden:
                continue
            for row in range(view.model().rowCount()):
                oid = view.model().index(row, 0).data(ObjectIdRole)
                name = game.objects[oid].name if oid in game.objects else ""
                if name not in named:
                    continue
                full = view.visualRect(view.model().index(row, 0))
                shown = _visible_rect(view, row)
                assert shown.size() == full.size(), f"{name} is cut in {view.objectName() or view}"
                assert window_rect.contains(shown), f"{name} is outside the window"
                assert not panel.intersects(shown), f"the lesson column covers {name}"
                seen.add(name)
    on_battlefield = {game.objects[i].name for i in game.battlefield} & named
    assert on_battlefield <= seen, f"not drawn: {on_battlefield - seen}"


def test_presenter_view_draws_the_open_top_hand_readable(qtbot) -> None:  # type: ignore[no-untyped-def]
    from mtgtable.gui.models.card_zone_model import CardGroup
    from mtgtable.gui.widgets.player_area import HAND_CARD, HIDDEN_HAND_CARD
    win = open_window(qtbot, DATA / "whole_turn.toml")
    win.open_lesson(read_lesson(LESSONS_DIR / "lesson_cleanup_discard_to_seven.toml"), ask=False)
    top_hand = win.top.views[CardGroup.HAND]
    assert top_hand.full_size == HIDDEN_HAND_CARD  # 44 px wide: fine on a laptop, not on a wall
    win.set_presenter(True)
    assert top_hand.full_size.width() > HAND_CARD.width() and win.presenter_action.isChecked()
    assert win.bottom.views[CardGroup.CREATURES].full_size.width() > HAND_CARD.width()
    win.set_presenter(False)
    assert top_hand.full_size == HIDDEN_HAND_CARD


def test_in_a_lesson_the_board_turns_only_when_the_teacher_turns_it(qtbot) -> None:  # type: ignore[no-untyped-def]
    win = open_window(qtbot, DATA / "whole_turn.toml")
    loaded = win.open_lesson(read_lesson(LESSONS_DIR / "lesson_cleanup_discard_to_seven.toml"), ask=False)
    assert loaded is not None and win.bottom.player == 0
    for _ in range(len(loaded.moves)):
        win.play_lesson_move()
    assert win.session.game.active == 1, "the lesson ends with the turn passing to Bob"
    assert win.bottom.player == 0, "the board stays put"
    win.flip_board()
    assert win.bottom.player == 1 and win.top.player == 0
