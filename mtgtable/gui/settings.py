"""The player's settings, kept between runs in platformdirs' config folder for "mtgtable".

A small JSON file (``settings.json``): the card images folder and the decks
the player imported.  A missing or unreadable file gives the defaults; the
table never refuses to start because of its settings.
"""

from __future__ import annotations

import json
import os
from dataclasses import asdict, dataclass, field
from pathlib import Path

import platformdirs

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
            raw = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
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
            path.parent.mkdir(parents=True, exist_ok=True)
            tmp = path.with_suffix(".tmp")
            tmp.write_text(json.dumps(asdict(self), indent=1, ensure_ascii=False), encoding="utf-8")
            os.replace(tmp, path)
        except OSError:
            pass
