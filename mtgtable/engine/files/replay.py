"""Replays, save files and undo: a game is its setup plus its answers.

A save file is JSON (never pickle)::

    {"format": "mtgtable-replay", "version": 1, "engine": 2,
     "setup": {"type": "new", "config": {...}}      # or {"type": "scenario", "toml": "..."}
     "answers": ["keep", "keep", "pass", ...]}

Loading replays every answer through the same validation as live play, so
a tampered or corrupt file is refused with the line that broke, never
half-loaded.  Undo is "replay all but the last N answers".
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any, Mapping, Sequence

from ..data.cards import CardDB
from ..decisions import parse_answer
from ..errors import IllegalAnswer, SaveFileError, ScenarioError
from .atomic import write_atomic
from ..game import Game, GameConfig
from ..data.limits import MAX_ANSWERS_PER_SAVE, MAX_SAVE_BYTES
from .safe_text import UnsafeText, loads_json, read_limited

__all__ = ["ENGINE_VERSION", "FORMAT", "VERSION", "from_json", "game_from_setup", "load_game", "replay",
           "save_game", "to_json", "undo", "write_atomic"]

FORMAT = "mtgtable-replay"
VERSION = 1
#: The engine's behaviour version, recorded in every save.  Bumped whenever a
#: rules change makes the same answers play out differently (a save from
#: another version may then not replay, and the message says why).
#: 2: CR 103.7a/500.10, the starting player's first turn has no draw step.
ENGINE_VERSION = 2


def game_from_setup(setup: Mapping[str, Any], db: CardDB | None = None, *, keep_events: bool = True) -> Game:
    """A fresh game (no answers applied) from a setup record."""
    kind = setup.get("type")
    if kind == "new":
        return Game.new(GameConfig.from_json(setup["config"]), db, keep_events=keep_events)
    if kind == "scenario":
        from .scenario import load_scenario_text
        game = load_scenario_text(str(setup["toml"]), db=db, apply_answers=False).game
        if not keep_events:
            game.keep_events = False
            game.events.clear()
        return game
    raise SaveFileError(f"unknown setup type {kind!r}")


def replay(setup: Mapping[str, Any], answers: Sequence[Any], db: CardDB | None = None, *,
           keep_events: bool = True, trusted: bool = False) -> Game:
    """Rebuild a game by answering every decision again, in order.

    ``trusted``: the answers are ones this game accepted before, from this
    setup (undo), so they are not judged again (see :meth:`Game.answer`);
    a save file is always judged."""
    game = game_from_setup(setup, db, keep_events=keep_events)
    for i, a in enumerate(answers):
        try:
            game.answer(a if not isinstance(a, str) else parse_answer(a), trusted=trusted)
        except IllegalAnswer as exc:
            raise SaveFileError(f"answer {i + 1} ({a}) is not legal in the replayed game: {exc}") from None
    return game


def undo(game: Game, steps: int = 1) -> Game:
    """The game as it was ``steps`` answers ago, as a new Game object (``game``
    is left as it is): a copy rewound through its nearest checkpoint
    (:meth:`Game.rewind`), the same game a replay from the setup gives."""
    back = game.copy()
    back.rewind(max(0, len(game.answers) - steps))
    return back


def to_json(game: Game) -> dict[str, Any]:
    return {"format": FORMAT, "version": VERSION, "engine": ENGINE_VERSION, "setup": game.setup,
            "answers": [str(a) for a in game.answers]}


def save_game(game: Game, path: str | os.PathLike[str]) -> None:
    """Write the replay atomically: a crash mid-write never leaves a broken file."""
    write_atomic(Path(path), json.dumps(to_json(game), indent=1, ensure_ascii=False))


def load_game(path: str | os.PathLike[str], db: CardDB | None = None) -> Game:
    """Load a save file; raises :class:`SaveFileError` with a clear message naming
    the file (and the line where there is one).  The file's size and nesting are
    checked before it is parsed (engine/data/limits.py)."""
    try:
        text = read_limited(path, MAX_SAVE_BYTES, "a save file")
        data = loads_json(text)
    except (OSError, UnicodeDecodeError) as exc:
        raise SaveFileError(f"{path}: cannot read: {exc}") from None
    except json.JSONDecodeError as exc:
        raise SaveFileError(f"{path}: not a save file (bad JSON at line {exc.lineno}: {exc.msg})") from None
    except UnsafeText as exc:
        at = f", line {exc.line}" if exc.line else ""
        raise SaveFileError(f"{path}{at}: not a usable save file: {exc}") from None
    return from_json(data, db, str(path))


def from_json(data: Any, db: CardDB | None = None, where: str = "save file") -> Game:
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveFileError(f"{where}: not an mtgtable save file")
    if data.get("version") != VERSION:
        raise SaveFileError(f"{where}: save file version {data.get('version')!r:.40} is not supported")
    answers = data.get("answers")
    setup = data.get("setup")
    if not isinstance(answers, list) or not all(isinstance(a, str) for a in answers) or not isinstance(setup, dict):
        raise SaveFileError(f"{where}: 'setup' must be an object and 'answers' a list of strings")
    if len(answers) > MAX_ANSWERS_PER_SAVE:
        raise SaveFileError(f"{where}: {len(answers):,} answers; a save may hold at most {MAX_ANSWERS_PER_SAVE:,}")
    if any(len(a) > 10_000 for a in answers):
        raise SaveFileError(f"{where}: an answer longer than 10,000 characters is not an answer")
    engine = data.get("engine")
    try:
        return replay(setup, answers, db)
    except (KeyError, TypeError, ValueError) as exc:
        if isinstance(exc, SaveFileError):
            message = f"{where}: {exc}"
        elif isinstance(exc, ScenarioError):
            message = f"{where}: its scenario is invalid: {exc}"
        else:
            message = f"{where}: invalid setup: {exc}"
        if engine != ENGINE_VERSION:
            written = "an engine that did not record its version" if engine is None else \
                f"engine version {engine!r:.20}"
            message += (f" (this save was written by {written}; this is engine version {ENGINE_VERSION}, "
                        "whose rules play these answers out differently)")
        raise SaveFileError(message) from None
