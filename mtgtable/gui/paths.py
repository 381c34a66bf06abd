"""Where the app keeps its files: platformdirs' locations for "mtgtable"."""

from __future__ import annotations

from pathlib import Path

import platformdirs

APP = "mtgtable"


def data_dir() -> Path:
    return Path(platformdirs.user_data_dir(APP, appauthor=False))


def autosave_path() -> Path:
    return data_dir() / "autosave.json"


def saves_dir() -> Path:
    return data_dir() / "saves"
