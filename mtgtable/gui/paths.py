"""Where the app keeps its files: platformdirs' locations for "mtgtable"."""

from __future__ import annotations

from pathlib import Path

import platformdirs

APP = "mtgtable"


def data_dir() -> Path:
    return Path(platformdirs.user_data_dir(APP, appauthor=False))


def autosave_path() -> Path:
    """The single autosave of earlier versions (adopted into :func:`autosaves_dir` at start-up)."""
    return data_dir() / "autosave.json"


def autosaves_dir() -> Path:
    """One autosave file per game (see :mod:`mtgtable.gui.autosave`)."""
    return data_dir() / "autosaves"


def saves_dir() -> Path:
    return data_dir() / "saves"
