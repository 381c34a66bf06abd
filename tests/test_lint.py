"""ruff finds no undefined names, unused imports or variables, syntax errors, or likely bugs
(pyflakes F, E9, bugbear B) in the package and its tests."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
COMMAND = ["ruff", "check", "--select", "F,E9,B", "--ignore", "B905,B008", "--target-version", "py311",
           "mtgtable", "tests"]


def test_ruff_finds_nothing() -> None:
    r = subprocess.run([sys.executable, "-m", *COMMAND], capture_output=True, text=True, cwd=ROOT)
    assert r.returncode == 0, r.stdout + r.stderr
