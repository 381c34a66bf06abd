"""Autosaves that survive crashes: one file per game, locked by the window playing it.

Every game a window plays has its own file in ``<data dir>/autosaves``
(``game-<date>-<time>-<pid>-<random>.json``, a normal save file plus the
table mode), rewritten atomically after every answer, undo and new game.
A :class:`QLockFile` next to it (``.lock``) says which running window owns
it: two windows never write the same file, and a lock whose process died
(a crash, ``kill -9``) is stale and taken over.

At start-up the newest unfinished game nobody owns is offered back
("Resume the game from turn 7?").  A game is *given up* only when the
player says so (declines the offer, starts a new game, opens another):
its file is renamed ``*.over.json`` and no longer offered.  Only the
newest :data:`KEEP` files are kept; an unfinished game that was not given
up outlives given-up ones, and a file another window owns is never
touched.  Leftover ``.*.tmp`` files of an interrupted write are removed at
start-up.
"""

from __future__ import annotations

import json
import os
import secrets
import time
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QLockFile, QObject

from mtgtable.engine import Game, SaveFileError
from mtgtable.engine.files.replay import from_json, to_json, write_atomic

if TYPE_CHECKING:
    from .session import GameSession

#: How many autosaved games are kept (the rotating set).
KEEP = 5
#: A temporary file older than this is a leftover of an interrupted write (a save takes milliseconds).
STALE_TMP_SECONDS = 60.0
_OVER = ".over.json"


@dataclass
class AutosaveFile:
    """One game's autosave, with the lock that makes it this window's."""

    path: Path
    lock: QLockFile

    def release(self) -> None:
        self.lock.unlock()


@dataclass
class ResumeOffer:
    """An unfinished game nobody is playing: its file (locked for us now), the game and its mode."""

    file: AutosaveFile
    game: Game
    mode: str
    saved_at: float


def _lock_for(path: Path) -> QLockFile:
    lock = QLockFile(str(path) + ".lock")
    lock.setStaleLockTime(0)  # stale only when its process is gone, however long a game lasts
    return lock


def write_autosave(game: Game, path: Path, mode: str) -> None:
    """A save file (loads with Game ▸ Open) that also records the table mode."""
    data = to_json(game)
    data["table"] = {"mode": mode}
    write_atomic(path, json.dumps(data, indent=1, ensure_ascii=False))


class AutosaveStore:
    def __init__(self, folder: Path, keep: int = KEEP) -> None:
        self.folder = folder
        self.keep = keep

    # ---------------------------------------------------------------- start-up

    def clean_leftovers(self, older_than: float = STALE_TMP_SECONDS) -> int:
        """Remove the temporary files of writes a crash interrupted (here and in the folder above,
        where the single ``autosave.json`` of earlier versions lived); how many were removed."""
        removed = 0
        now = time.time()
        for folder in (self.folder, self.folder.parent):
            if not folder.is_dir():
                continue
            for tmp in folder.glob(".*.tmp"):
                try:
                    if now - tmp.stat().st_mtime >= older_than:
                        tmp.unlink()
                        removed += 1
                except OSError:
                    continue  # another window's write just finished or failed: not ours
        return removed

    def adopt(self, legacy: Path) -> None:
        """Move the single autosave of earlier versions into the set (it may be a game to resume)."""
        if legacy.is_file():
            self.folder.mkdir(parents=True, exist_ok=True)
            stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(legacy.stat().st_mtime))
            try:
                os.replace(legacy, self.folder / f"game-{stamp}-legacy.json")
            except OSError:
                pass

    def files(self) -> list[Path]:
        """Every autosave, newest first."""
        if not self.folder.is_dir():
            return []
        found = [p for p in self.folder.glob("game-*.json") if p.is_file()]
        return sorted(found, key=_mtime, reverse=True)

    def resumable(self) -> ResumeOffer | None:
        """The newest unfinished game that was not given up and no running window owns."""
        for path in self.files():
            if path.name.endswith(_OVER):
                continue
            lock = _lock_for(path)
            if not lock.tryLock(0):
                continue  # another window is playing it
            try:
                data = json.loads(path.read_text(encoding="utf-8"))
                game = from_json(data, where=str(path))
            except (OSError, ValueError, SaveFileError):
                self._retire(path, lock)  # unreadable: never offered again, kept for a look
                continue
            if game.outcome is not None or game.pending is None:
                self._retire(path, lock)
                continue
            table = data.get("table") if isinstance(data, dict) else None
            mode = table.get("mode") if isinstance(table, dict) else None
            return ResumeOffer(AutosaveFile(path, lock), game, mode if isinstance(mode, str) else "hotseat",
                               _mtime(path))
        return None

    # ---------------------------------------------------------------- while playing

    def new_file(self) -> AutosaveFile:
        """A file of its own for a new game (a unique name, locked), after pruning old ones."""
        self.folder.mkdir(parents=True, exist_ok=True)
        self.prune(self.keep - 1)
        while True:
            stamp = time.strftime("%Y%m%d-%H%M%S")
            path = self.folder / f"game-{stamp}-{os.getpid()}-{secrets.token_hex(3)}.json"
            if path.exists():
                continue
            lock = _lock_for(path)
            if lock.tryLock(0):
                return AutosaveFile(path, lock)

    def take(self, path: Path) -> AutosaveFile | None:
        """Lock an autosave to recover it; None if a running window is playing it."""
        lock = _lock_for(path)
        return AutosaveFile(path, lock) if lock.tryLock(0) else None

    def give_up(self, file: AutosaveFile) -> None:
        """The player left this game for another: keep the file, but never offer it back."""
        self._retire(file.path, file.lock)

    def _retire(self, path: Path, lock: QLockFile) -> None:
        if path.exists() and not path.name.endswith(_OVER):
            try:
                os.replace(path, path.with_name(path.name[: -len(".json")] + _OVER))
            except OSError:
                pass
        lock.unlock()

    def prune(self, keep: int | None = None) -> None:
        """Keep the newest ``keep`` files: given-up ones go first; a file a running window owns stays."""
        keep = self.keep if keep is None else keep
        files = self.files()
        if len(files) <= keep:
            return
        order = [p for p in files if not p.name.endswith(_OVER)] + [p for p in files if p.name.endswith(_OVER)]
        for path in order[keep:]:
            lock = _lock_for(path)
            if not lock.tryLock(0):
                continue
            try:
                path.unlink()
            except OSError:
                pass
            lock.unlock()


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0


class AutosaveKeeper(QObject):
    """Gives each game the session plays its own autosave file: a new game or a loaded one gives
    up the previous game's file and takes a new one."""

    def __init__(self, session: "GameSession", store: AutosaveStore, file: AutosaveFile | None = None) -> None:
        super().__init__(session)
        self.session = session
        self.store = store
        self.file = file if file is not None else store.new_file()
        session.autosave = self.file.path
        session.game_started.connect(self._another_game)
        session.save_now()

    def _another_game(self) -> None:
        self.store.give_up(self.file)
        self.file = self.store.new_file()
        self.session.autosave = self.file.path

    def close(self) -> None:
        """The window closes: the file stays (a quit is not giving up), the lock is released."""
        self.file.release()

