"""A real ``python -m mtgtable`` killed with SIGKILL and started again: the game is offered back,
nothing is overwritten, and two running tables never share an autosave.

The processes run offscreen with their own platformdirs folders (XDG_DATA_HOME and
XDG_CONFIG_HOME, which platformdirs reads on Linux; gui/paths.py asks platformdirs)."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from mtgtable.engine.files.replay import save_game

from .test_autosave import _game

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.skipif(sys.platform != "linux", reason="XDG folders and SIGKILL: Linux")


def _env(tmp: Path) -> dict[str, str]:
    return {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT),
            "XDG_DATA_HOME": str(tmp / "data"), "XDG_CONFIG_HOME": str(tmp / "config"), "MTGTABLE_LANG": "en"}


def _start(tmp: Path, *args: str) -> subprocess.Popen[str]:
    return subprocess.Popen([sys.executable, "-m", "mtgtable", *args], env=_env(tmp), cwd=tmp,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def _autosaves(tmp: Path) -> Path:
    return tmp / "data" / "mtgtable" / "autosaves"


def _games(tmp: Path, over: bool = False) -> dict[Path, int]:
    """Autosave file -> number of answers in it (unfinished, or given up with ``over``)."""
    out = {}
    for p in sorted(_autosaves(tmp).glob("game-*.json")):
        if p.name.endswith(".over.json") != over:
            continue
        try:
            out[p] = len(json.loads(p.read_text())["answers"])
        except (OSError, ValueError):
            continue  # (never: writes are atomic) -- but a test must not crash on it
    return out


def _wait(predicate, what: str, proc: subprocess.Popen[str], timeout: float = 30.0):  # type: ignore[no-untyped-def]
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        value = predicate()
        if value:
            return value
        if proc.poll() is not None:
            raise AssertionError(f"mtgtable exited ({proc.returncode}) before {what}: {proc.stderr.read()}")
        time.sleep(0.1)
    raise AssertionError(f"timed out waiting for {what}")


def _kill(proc: subprocess.Popen[str]) -> str:
    proc.send_signal(signal.SIGKILL)
    proc.wait(10)
    return proc.stderr.read() if proc.stderr else ""


def test_kill_9_then_restart_offers_the_game_back_and_overwrites_nothing(tmp_path) -> None:  # type: ignore[no-untyped-def]
    game = _game(answers=120)
    start = tmp_path / "start.json"
    save_game(game, start)
    n, turn = len(game.answers), game.turn
    assert turn >= 3
    # 1. a table playing that game is killed
    first = _start(tmp_path, "--load", str(start))
    (path, answers), = _wait(lambda: _games(tmp_path), "the first autosave", first).items()
    assert answers >= n
    # a leftover of a write the kill interrupted
    leftover = _autosaves(tmp_path) / f".{path.name}.x1y2.tmp"
    leftover.write_text("{half")
    os.utime(leftover, (time.time() - 3600, time.time() - 3600))
    _kill(first)
    before = path.stat().st_mtime_ns
    # 2. started again: the game is offered and resumed into the same file, not a new game over it
    second = _start(tmp_path, "--resume", "yes")
    _wait(lambda: not leftover.exists(), "the leftover .tmp to be removed", second)
    _wait(lambda: path.stat().st_mtime_ns != before, "the resumed game to be written", second)
    time.sleep(0.3)  # (a wrong new game would be written in the same breath)
    err = _kill(second)
    assert f"resuming {path} at turn {turn}" in err
    assert _games(tmp_path) == {path: answers}, "the autosave was overwritten or a second game started"
    # 3. started again and declined: a new game in a new file; the old one kept, no longer offered
    third = _start(tmp_path, "--resume", "no")
    new = _wait(lambda: {p: a for p, a in _games(tmp_path).items() if p != path}, "the new game's autosave", third)
    _kill(third)
    assert path not in _games(tmp_path) and _games(tmp_path, over=True) == {
        path.with_name(path.stem + ".over.json"): answers}
    assert len(new) == 1


def test_two_running_tables_never_share_an_autosave(tmp_path) -> None:  # type: ignore[no-untyped-def]
    save_game(_game(answers=80), tmp_path / "start.json")
    a = _start(tmp_path, "--load", str(tmp_path / "start.json"))
    try:
        (path_a, answers_a), = _wait(lambda: _games(tmp_path), "A's autosave", a).items()
        # B starts while A plays: A's game is not offered (its lock's process is alive); B has its own file
        b = _start(tmp_path, "--resume", "yes")
        try:
            both = _wait(lambda: _games(tmp_path) if len(_games(tmp_path)) == 2 else None, "B's autosave", b)
            assert both[path_a] == answers_a
        finally:
            err_b = _kill(b)
        assert "resuming" not in err_b
    finally:
        _kill(a)
