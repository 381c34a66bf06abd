"""GUI tests run offscreen: the platform is chosen before Qt is imported."""

from __future__ import annotations

import os

os.environ["QT_QPA_PLATFORM"] = "offscreen"

from pathlib import Path  # noqa: E402

import pytest  # noqa: E402

DATA = Path(__file__).parent / "data"


@pytest.fixture(autouse=True)
def _own_settings(tmp_path, monkeypatch):  # type: ignore[no-untyped-def]
    """Settings, autosaves and imported decks go to a temporary folder, never the user's."""
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    yield
    from mtgtable.gui.card_images import card_images
    card_images.set_folder(None)


def open_window(qtbot, path: Path, mode: str = "hotseat"):  # type: ignore[no-untyped-def]
    """A main window on a scenario file (no autosave), shown and exposed."""
    from mtgtable.engine.files.scenario import load_scenario
    from mtgtable.gui.main_window import MainWindow
    from mtgtable.gui.session import GameSession, Mode

    session = GameSession(load_scenario(path).game, Mode(mode))
    win = MainWindow(session)
    qtbot.addWidget(win)
    win.resize(1500, 950)
    win.show()
    qtbot.waitExposed(win)
    return win


@pytest.fixture
def scenario_path() -> Path:
    return DATA / "whole_turn.toml"


@pytest.fixture
def window(qtbot, scenario_path):  # type: ignore[no-untyped-def]
    """The main window on the whole-turn scenario, hotseat, no autosave."""
    return open_window(qtbot, scenario_path)
