"""Starting the table: ``mtgtable`` (the window) and ``mtgtable --screenshot out.png`` (headless).

With no arguments the window opens on a built-in game (two sample decks,
hotseat) with nothing to set up; ``--scenario`` opens a scenario file,
``--load`` a saved game, ``--mode`` picks hotseat, goldfish or teaching.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from mtgtable.engine import Game, GameConfig, default_card_db

if TYPE_CHECKING:  # the window is imported when needed: the CLI starts without Qt
    from .main_window import MainWindow


def build_game(args: argparse.Namespace) -> Game:
    """The game the window opens on."""
    if getattr(args, "load", None):
        from mtgtable.engine.files.replay import load_game
        from .card_database import save_file_db
        return load_game(args.load, save_file_db(args.load))
    if getattr(args, "scenario", None):
        from mtgtable.engine.files.scenario import load_scenario
        return load_scenario(args.scenario).game
    from .i18n import translate
    from .sample_decks import default_decks
    from .seeds import fresh_seed
    db = default_card_db()
    names = (translate("NewGameDialog", "Alice"), translate("NewGameDialog", "Bob"))  # アリス and ボブ under --lang ja
    return Game.new(GameConfig(decks=default_decks(db), seed=fresh_seed(), names=names, starting_player=0), db)


def main(args: argparse.Namespace) -> int:
    screenshot = getattr(args, "screenshot", None)
    if screenshot:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from .qt_platform import missing_platform_libraries
    missing = missing_platform_libraries()
    if missing:
        print(f"mtgtable: {missing}", file=sys.stderr)
        return 2
    from PySide6.QtWidgets import QApplication

    from .autosave import AutosaveKeeper, AutosaveStore
    from .i18n import install_translator
    from .main_window import MainWindow
    from .paths import autosave_path, autosaves_dir
    from .session import GameSession, Mode

    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("mtgtable")
    lang = getattr(args, "lang", None)
    translator = install_translator(app, lang=lang)
    if lang and not lang.lower().startswith("en") and translator is None:
        print(f"mtgtable: no translation for {lang!r} was found; the table is in English", file=sys.stderr)
    store = AutosaveStore(autosaves_dir())
    offer = None
    if not screenshot:
        store.clean_leftovers()
        store.adopt(autosave_path())
        if not (getattr(args, "load", None) or getattr(args, "scenario", None)):
            offer = store.resumable()
    resume_file = None
    if offer is not None:
        from .dialogs.resume_dialog import ask_resume
        choice = getattr(args, "resume", "ask") or "ask"
        if choice == "yes" or (choice == "ask" and ask_resume(offer)):
            resume_file = offer.file
            print(f"mtgtable: resuming {offer.file.path} at turn {offer.game.turn}", file=sys.stderr)
        else:
            store.give_up(offer.file)
    if resume_file is not None and offer is not None:
        game = offer.game
        mode = Mode(offer.mode) if offer.mode in {m.value for m in Mode} else Mode.HOTSEAT
    else:
        try:
            game = build_game(args)
        except ValueError as exc:  # ScenarioError, SaveFileError: messages name the file and line
            print(f"mtgtable: {exc}", file=sys.stderr)
            return 2
        mode = Mode(args.mode) if getattr(args, "mode", None) else Mode.HOTSEAT
    session = GameSession(game, mode)
    window = MainWindow(session)
    if not screenshot:
        window.set_autosaves(AutosaveKeeper(session, store, resume_file))
    if getattr(args, "lesson", None) and not open_lesson_file(window, Path(args.lesson),
                                                            getattr(args, "lesson_moves", 0)):
        return 2
    if screenshot:
        width, height = getattr(args, "size", (1600, 1000))
        return render_screenshot(window, Path(screenshot), width, height)
    window.show()
    return app.exec()


def open_lesson_file(window: MainWindow, path: Path, moves: int = 0) -> bool:
    """``--lesson FILE``: open the file as the Lessons menu does, then play its first ``moves`` moves."""
    from .lessons import read_lesson
    window.confirm_replace = False  # nothing to lose at start-up
    loaded = window.open_lesson(read_lesson(path), ask=False)
    if loaded is None:
        print(f"mtgtable: cannot open the lesson {path}", file=sys.stderr)
        return False
    for _ in range(moves):
        window.play_lesson_move()
    return True


def render_screenshot(window: MainWindow, path: Path, width: int = 1600, height: int = 1000) -> int:
    """Draw the window offscreen and save it as a PNG (no privacy screen: the table itself)."""
    from PySide6.QtWidgets import QApplication
    window.controller.privacy_enabled = False
    window.controller.on_game_changed()
    window.resize(width, height)
    window.show()
    QApplication.processEvents()
    window.refresh()
    QApplication.processEvents()
    ok = window.grab().save(str(path))
    facts = screenshot_facts(window)
    window.close()
    if not ok:
        print(f"mtgtable: cannot write {path}", file=sys.stderr)
        return 1
    print(path)
    # One line a smoke test can check: the libraries are not empty, the translation loaded.
    print(json.dumps(facts, ensure_ascii=False))
    return 0


def screenshot_facts(window: MainWindow) -> dict[str, object]:
    """What the rendered window shows, in a form a smoke test can check."""
    game = window.session.game
    menus = [a.text().replace("&", "") for a in window.menuBar().actions()]
    return {"width": window.width(), "height": window.height(),
            "libraries": [len(p.library) for p in game.players],
            "hands": [len(p.hand) for p in game.players],
            "menus": menus}
