"""GUI tests run offscreen: the platform is chosen before Qt is imported."""

from __future__ import annotations

import os

os.environ["QT_QPA_PLATFORM"] = "offscreen"

from pathlib import Path  # noqa: E402

import pytest  # noqa: E402

DATA = Path(__file__).parent / "data"


@pytest.fixture
def scenario_path() -> Path:
    return DATA / "whole_turn.toml"


@pytest.fixture
def window(qtbot, scenario_path):  # type: ignore[no-untyped-def]
    """The main window on the whole-turn scenario, hotseat, no autosave."""
    from mtgtable.engine.scenario import load_scenario
    from mtgtable.gui.main_window import MainWindow
    from mtgtable.gui.session import GameSession, Mode

    session = GameSession(load_scenario(scenario_path).game, Mode.HOTSEAT)
    win = MainWindow(session)
    qtbot.addWidget(win)
    win.resize(1500, 950)
    win.show()
    qtbot.waitExposed(win)
    return win
