"""The player's settings, kept between runs in platformdirs' config folder for "mtgtable".

A small JSON file (``settings.json``): the card images folder and the decks
the player imported.  A missing or unreadable file gives the defaults; the
table never refuses to start because of its settings.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from pathlib import Path

import platformdirs

from mtgtable.engine.files.atomic import write_atomic
from mtgtable.engine.data.limits import MAX_SETTINGS_BYTES
from mtgtable.engine.files.safe_text import loads_json, read_limited

from .paths import APP


def config_dir() -> Path:
    return Path(platformdirs.user_config_dir(APP, appauthor=False))


def settings_path() -> Path:
    return config_dir() / "settings.json"


@dataclass
class Settings:
    #: Folder of card images named after the cards ("Lightning Bolt.jpg"); "" for drawn cards only.
    card_images: str = ""
    #: Deck files the player imported, offered in the new game dialog.
    imported_decks: list[str] = field(default_factory=list)

    @classmethod
    def load(cls, path: Path | None = None) -> "Settings":
        path = path or settings_path()
        try:
            raw = loads_json(read_limited(path, MAX_SETTINGS_BYTES, "a settings file"))
        except (OSError, ValueError):  # (UnsafeText and JSONDecodeError are ValueErrors)
            return cls()
        if not isinstance(raw, dict):
            return cls()
        images = raw.get("card_images", "")
        decks = raw.get("imported_decks", [])
        return cls(card_images=images if isinstance(images, str) else "",
                   imported_decks=[d for d in decks if isinstance(d, str)] if isinstance(decks, list) else [])

    def save(self, path: Path | None = None) -> None:
        """Write atomically; a failure to save settings is not worth interrupting a game for."""
        path = path or settings_path()
        try:
            write_atomic(path, json.dumps(asdict(self), indent=1, ensure_ascii=False))
        except OSError:
            pass
