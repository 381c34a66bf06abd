"""Under --lang ja no English is left: every lesson and the dialogs it opens are rendered offscreen
at 1280x800 and played through, every text a user can see is collected (labels, buttons, menus,
list rows, card faces, dialogs), and any English word fails the test.  Allowed: rule numbers
(CR 510.1c), numbers, mana symbols, and card names the Japanese card file has no entry for."""

from __future__ import annotations

import re
from typing import Iterable

import pytest
from PySide6.QtCore import QModelIndex, QTranslator, Qt
from PySide6.QtWidgets import QAbstractButton, QAbstractItemView, QApplication, QDialog, QGroupBox, QLabel, QWidget

from mtgtable.engine import default_card_db
from mtgtable.engine.files.scenario import load_scenario
from mtgtable.gui.card_text import card_texts
from mtgtable.gui.i18n import install_translator
from mtgtable.gui.lessons import find_lessons
from mtgtable.gui.models.card_zone_model import CardZoneModel
from mtgtable.gui.session import GameSession, Mode

from .conftest import DATA

#: Words that are the same in a Japanese interface (the app's name, the abbreviation of the rules).
ALLOWED_WORDS = {"CR", "mtgtable", "OK", "X"}


@pytest.fixture
def japanese(qapp):  # type: ignore[no-untyped-def]
    translator = install_translator(QApplication.instance(), lang="ja")
    assert translator is not None
    yield translator
    for t in QApplication.instance().findChildren(QTranslator):
        QApplication.instance().removeTranslator(t)
        t.deleteLater()


def _untranslated_card_names() -> list[str]:
    """Card names with no Japanese entry: they stay English (official names are never made up)."""
    known = card_texts("ja")
    names = {c.name for c in default_card_db()}
    for path in sorted(DATA.parent.parent.parent.joinpath("resources", "scenarios").glob("*.toml")):
        names |= set(load_scenario(path, apply_answers=False).game.db.names())
    return sorted((n for n in names if n not in known or known[n].name == n), key=len, reverse=True)


def english_words(text: str, names: Iterable[str]) -> list[str]:
    """The English words left in ``text`` once the allowed parts are taken out."""
    text = re.sub(r"<[^>]+>", " ", text)           # rich text markup
    text = re.sub(r"&[a-z]+;", " ", text)           # entities
    text = re.sub(r"\bCR \d{3}(\.\d+[a-z]?)?(-\d{3}(\.\d+[a-z]?)?)?", " ", text)
    text = re.sub(r"\{[^{}]*\}", " ", text)        # mana symbols
    text = re.sub(r"&(?=\w)", "", text)            # menu mnemonics
    text = re.sub(r"\.(dek|cod|dck|txt|json|toml|png)\b", " ", text)  # file name extensions
    for name in names:
        if name in text:
            text = text.replace(name, " ")
    return [w for w in re.findall(r"[A-Za-z][A-Za-z'’-]+", text) if w not in ALLOWED_WORDS]


def _model_texts(view: QAbstractItemView) -> list[str]:
    model = view.model()
    out: list[str] = []
    if model is None:
        return out
    if isinstance(model, CardZoneModel):
        if not model.hidden:
            for face in model.faces():
                out += [face.name, face.type_line, face.text, face.attacking, face.blocking]
        return out

    def walk(parent: QModelIndex) -> None:
        try:
            columns = model.columnCount(parent)
        except TypeError:  # a list model: one column
            columns = 1
        for row in range(model.rowCount(parent)):
            for col in range(columns):
                index = model.index(row, col, parent)
                value = index.data(Qt.ItemDataRole.DisplayRole)
                if isinstance(value, str):
                    out.append(value)
                walk(index)
    walk(QModelIndex())
    return out


def visible_texts(root: QWidget) -> list[str]:
    """Every text a user can see in ``root`` (and its visible children)."""
    out: list[str] = [root.windowTitle()] if root.isWindow() else []
    for w in [root, *root.findChildren(QWidget)]:
        if not w.isVisible():
            continue
        if isinstance(w, QLabel):
            out.append(w.text())
        elif isinstance(w, QAbstractButton):
            out += [w.text(), w.toolTip()]
        elif isinstance(w, QGroupBox):
            out.append(w.title())
        elif isinstance(w, QAbstractItemView):
            out += _model_texts(w)
    return [t for t in out if t]


def menu_texts(window) -> list[str]:  # type: ignore[no-untyped-def]
    out = []
    for action in window.menuBar().actions():
        out.append(action.text())
        menu = action.menu()
        if menu is not None:
            menu.aboutToShow.emit()
            for a in menu.actions():
                out += [a.text(), a.toolTip() if a.data() else ""]
                if a.menu() is not None:
                    a.menu().aboutToShow.emit()
                    out += [b.text() for b in a.menu().actions()]
    return [t for t in out if t]


def _check(texts: Iterable[str], names: list[str], where: str) -> None:
    left = {t: words for t in texts if (words := english_words(t, names))}
    assert not left, f"English left under --lang ja ({where}): " + "; ".join(
        f"{t!r} -> {w}" for t, w in list(left.items())[:8])


def test_the_check_finds_english() -> None:
    assert english_words("Alice casts Lightning Bolt (CR 601.2).", ["Lightning Bolt"]) == ["Alice", "casts"]
    assert english_words("<b>アリス</b>は《Venom Tusk》で攻撃（CR 508.1）。{2}{G}", ["Venom Tusk"]) == []


@pytest.mark.parametrize("lesson", find_lessons(lang="en"), ids=lambda le: le.path.stem)
def test_every_lesson_and_its_dialogs_read_in_japanese(qtbot, japanese, lesson) -> None:  # type: ignore[no-untyped-def]
    from mtgtable.gui.lessons import read_lesson
    from mtgtable.gui.main_window import MainWindow
    names = _untranslated_card_names()
    win = MainWindow(GameSession(load_scenario(DATA / "whole_turn.toml").game, Mode.HOTSEAT))
    qtbot.addWidget(win)
    win.controller.privacy_enabled = False
    win.resize(1280, 800)
    win.show()
    qtbot.waitExposed(win)
    loaded = win.open_lesson(read_lesson(lesson.path), ask=False)
    assert loaded is not None
    _check(menu_texts(win), names, "menus")
    for step in range(len(loaded.moves) + 1):
        qtbot.wait(5)
        _check(visible_texts(win), names, f"{lesson.path.stem}, before move {step + 1}")
        dialog = win.controller.dialog
        if dialog is not None:
            _check(visible_texts(dialog), names, f"{lesson.path.stem}, dialog {dialog.windowTitle()}")
        win.play_lesson_move()
        if dialog is not None and win.controller.dialog is dialog:
            win.play_lesson_move()  # the first press showed the answer in the dialog


def test_the_new_game_and_zone_dialogs_read_in_japanese(qtbot, japanese) -> None:  # type: ignore[no-untyped-def]
    from mtgtable.gui.dialogs.new_game_dialog import NewGameDialog
    from mtgtable.gui.dialogs.zone_viewer import ZoneViewer
    from mtgtable.gui.main_window import MainWindow
    import argparse

    from mtgtable.gui.app import build_game
    names = _untranslated_card_names()
    session = GameSession(build_game(argparse.Namespace(load=None, scenario=None)), Mode.HOTSEAT)
    win = MainWindow(session)
    qtbot.addWidget(win)
    from mtgtable.gui.dialogs.simulate_dialog import SimulateDialog
    from mtgtable.gui.sample_decks import available_decks
    dialogs: list[QDialog] = [NewGameDialog(session.game.db, session.mode, win, {}, None),
                              ZoneViewer(session, 0, "graveyard", win),
                              SimulateDialog(session.game.db, available_decks(session.game.db), win)]
    for d in dialogs:
        d.show()
        qtbot.waitExposed(d)
        _check(visible_texts(d), names + ["Green Stompy", "Red-White Skies"] + _deck_files(), d.windowTitle())
        d.close()


def _deck_files() -> list[str]:
    from mtgtable.gui.sample_decks import DECKS_DIR
    return [p.stem for p in DECKS_DIR.iterdir()] if DECKS_DIR.is_dir() else []


def test_sample_deck_games_log_in_japanese(japanese) -> None:  # type: ignore[no-untyped-def]
    """Every pair of sample decks, played by random agents: each event of the log reads in Japanese,
    and its template is one the extractor collects (so the next i18n_extract run keeps it)."""
    import itertools

    from mtgtable.gui import i18n_extract

    from mtgtable.engine import Game, GameConfig
    from mtgtable.engine.agents import RandomAgent, run_until
    from mtgtable.gui.i18n import event_text
    from mtgtable.gui.sample_decks import available_decks
    db = default_card_db()
    names = _untranslated_card_names() + ["Alice", "Bob"]
    collected = set(i18n_extract.collect()["engine"])
    for seed, ((_, first), (_, second)) in enumerate(itertools.combinations(available_decks(db).items(), 2)):
        game = Game.new(GameConfig(decks=(first, second), seed=seed, names=("Alice", "Bob")), db)
        run_until(game, {0: RandomAgent(seed), 1: RandomAgent(seed + 5)}, max_answers=600)
        _check([event_text(e) for e in game.events], names, f"sample decks, seed {seed}")
        assert {e.template for e in game.events} <= collected, {e.template for e in game.events} - collected
