"""The package's own promises: stdlib only, and its >>> examples are true."""

from __future__ import annotations

import ast
import doctest
import importlib
import pkgutil
import subprocess
import sys
from pathlib import Path

import pytest

import mtgtable.decks

PACKAGE_DIR = Path(mtgtable.decks.__file__).parent
MODULES = sorted(info.name for info in pkgutil.iter_modules([str(PACKAGE_DIR)]))


def _imported_top_level_names(source: str) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            names.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module.split(".")[0])
    return names


@pytest.mark.parametrize("module", MODULES)
def test_every_module_imports_only_the_standard_library(module: str) -> None:
    source = (PACKAGE_DIR / f"{module}.py").read_text(encoding="utf-8")
    outside = _imported_top_level_names(source) - set(sys.stdlib_module_names) - {"__future__"}
    assert outside == set()


def test_importing_the_package_loads_no_qt() -> None:
    code = "import sys, mtgtable.decks; print(sorted(m for m in sys.modules if 'PySide' in m or 'Qt' in m))"
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True,
        cwd=PACKAGE_DIR.parent.parent,
    )
    assert result.stdout.strip() == "[]"


@pytest.mark.parametrize("module", ["__init__", *MODULES])
def test_docstring_examples(module: str) -> None:
    name = "mtgtable.decks" if module == "__init__" else f"mtgtable.decks.{module}"
    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert result.failed == 0


def test_the_public_api_is_exported() -> None:
    for name in mtgtable.decks.__all__:
        assert hasattr(mtgtable.decks, name), name
