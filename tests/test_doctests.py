"""Every ``>>>`` example in the package runs as a test (python-chess does the same):
an example in a docstring that no longer works is a wrong document."""

from __future__ import annotations

import doctest
import importlib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _modules_with_examples() -> list[str]:
    names = []
    for path in sorted((ROOT / "mtgtable").rglob("*.py")):
        if ">>>" in path.read_text(encoding="utf-8"):
            parts = path.relative_to(ROOT).with_suffix("").parts
            names.append(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
    return names


@pytest.mark.parametrize("name", _modules_with_examples())
def test_docstring_examples_run(name: str) -> None:
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    assert result.failed == 0, f"{name}: {result.failed} of {result.attempted} examples failed"
    assert result.attempted > 0, f"{name} has '>>>' text that doctest does not find"
