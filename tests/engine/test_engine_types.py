"""The engine type-checks under ``mypy --strict`` (type hints throughout)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_engine_passes_mypy_strict() -> None:
    r = subprocess.run([sys.executable, "-m", "mypy", "--strict", "--no-error-summary", "mtgtable/engine"],
                       capture_output=True, text=True, cwd=ROOT)
    assert r.returncode == 0, r.stdout + r.stderr
