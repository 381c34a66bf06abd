"""Autosaves: one file per game, locked by its window, offered back after a crash, rotated,
updated by undo and new game; leftover temporary files cleaned; save feedback."""

from __future__ import annotations

import json
import os
import time

from PySide6.QtWidgets import QMessageBox

from mtgtable.engine import Game, GameConfig, default_card_db
from mtgtable.gui.autosave import AutosaveKeeper, AutosaveStore
from mtgtable.gui.dialogs.resume_dialog import resume_question
from mtgtable.gui.main_window import MainWindow
from mtgtable.gui.sample_decks import default_decks
from mtgtable.gui.session import GameSession, Mode

from .handoffs import scripted_answer


def _game(seed: int = 1, answers: int = 0) -> Game:
    db = default_card_db()
    game = Game.new(GameConfig(decks=default_decks(db), seed=seed, names=("Alice", "Bob"), starting_player=0), db)
    for _ in range(answers):
        game.answer(scripted_answer(game))
    return game


def _answers(path) -> int:  # type: ignore[no-untyped-def]
    return len(json.loads(path.read_text())["answers"])


def test_each_game_has_its_own_locked_file_and_undo_and_new_game_update_it(qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    store = AutosaveStore(tmp_path / "autosaves")
    session = GameSession(_game(answers=40), Mode.HOTSEAT)
    keeper = AutosaveKeeper(session, store)
    first = keeper.file.path
    assert _answers(first) == len(session.game.answers) >= 40, "written at once, not at the first click"
    session.answer(scripted_answer(session.game))
    assert _answers(first) == len(session.game.answers) > 40
    session.undo_to(30)
    undone = len(session.game.answers)  # 30, or a little more when the table then passes for a player by itself
    assert 30 <= undone < 40 and _answers(first) == undone, "an undo is saved: recovering never brings back moves taken back"
    # a second window (another store on the same folder) never gets or offers the same file
    other = AutosaveStore(tmp_path / "autosaves")
    assert other.resumable() is None, "a game a running window plays is not offered"
    assert other.new_file().path != first
    # a new game: the old file is given up (kept, never offered), the new game writes a new file
    session.set_game(_game(seed=2), Mode.HOTSEAT)
    assert keeper.file.path != first and _answers(keeper.file.path) == len(session.game.answers)
    assert not first.exists() and first.with_name(first.stem + ".over.json").exists()
    assert _answers(first.with_name(first.stem + ".over.json")) == undone


def test_an_unfinished_game_nobody_plays_is_offered_back_with_its_turn(qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    store = AutosaveStore(tmp_path / "autosaves")
    session = GameSession(_game(answers=60), Mode.GOLDFISH)
    keeper = AutosaveKeeper(session, store)
    turn = session.game.turn
    keeper.close()  # the window closed (or crashed: the lock's process is gone)
    offer = AutosaveStore(tmp_path / "autosaves").resumable()
    assert offer is not None and offer.file.path == keeper.file.path and offer.mode == "goldfish"
    assert offer.game.turn == turn and len(offer.game.answers) == len(session.game.answers)
    question, detail = resume_question(offer)
    assert question == f"Resume the game from turn {turn}?" and "Alice against Bob" in detail
    # declining gives it up: never offered again, never deleted before given-up files must go
    store.give_up(offer.file)
    assert AutosaveStore(tmp_path / "autosaves").resumable() is None


def test_a_small_rotating_set_is_kept_unfinished_games_last_to_go(qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    store = AutosaveStore(tmp_path / "a", keep=3)
    unfinished = store.new_file()
    GameSession(_game(answers=5), Mode.HOTSEAT, autosave=unfinished.path).save_now()
    unfinished.release()
    for i in range(5):
        f = store.new_file()
        GameSession(_game(seed=i), Mode.HOTSEAT, autosave=f.path).save_now()
        store.give_up(f)
        time.sleep(0.01)
    files = store.files()
    assert len(files) <= 3 and unfinished.path in files


def test_leftover_temporary_files_are_removed_at_start(tmp_path) -> None:  # type: ignore[no-untyped-def]
    folder = tmp_path / "data" / "autosaves"
    folder.mkdir(parents=True)
    old = [folder / ".game-x.json.abc.tmp", tmp_path / "data" / ".autosave.json.def.tmp"]
    for p in old:
        p.write_text("half a save")
        os.utime(p, (time.time() - 3600, time.time() - 3600))
    fresh = folder / ".game-y.json.ghi.tmp"  # another window writing right now
    fresh.write_text("...")
    assert AutosaveStore(folder).clean_leftovers() == 2
    assert not any(p.exists() for p in old) and fresh.exists()


def test_saving_confirms_and_the_title_names_the_file_and_quitting_asks(qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    session = GameSession(_game(answers=20), Mode.HOTSEAT)
    win = MainWindow(session)
    qtbot.addWidget(win)
    win.show()
    assert win.windowTitle() == "mtgtable"
    path = tmp_path / "friday.json"
    assert win.save_to(path)
    assert "friday.json" in win.statusBar().currentMessage()
    assert win.windowTitle().startswith("friday.json") and not win.isWindowModified()
    saved = len(session.game.answers)
    session.answer(scripted_answer(session.game))
    assert win.isWindowModified() and win.saves.modified
    session.undo_to(saved)  # back where it was saved: nothing to save
    assert not win.saves.modified
    session.answer(scripted_answer(session.game))
    assert win.saves.modified
    asked: list[bool] = []
    win.saves.ask_save_changes = lambda: (asked.append(True), QMessageBox.StandardButton.Cancel)[1]
    win.close()
    assert asked and win.isVisible(), "Cancel keeps the window open"
    win.saves.ask_save_changes = lambda: QMessageBox.StandardButton.Save
    win.close()
    assert not win.isVisible() and _answers(path) == len(session.game.answers) > saved
    # a game opened from a file is named after it, with nothing to save
    win2 = MainWindow(session)
    qtbot.addWidget(win2)
    assert win2.load(path) and not win2.saves.modified
