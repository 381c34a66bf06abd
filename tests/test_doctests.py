"""Every ``>>>`` example in the package runs as a test (python-chess does the same):
an example in a docstring that no longer works is a wrong document.

In the mypyc-compiled build (``.ci/test_mypyc``) compiled modules keep no
docstrings, so their examples are read from the source shipped beside them
and run against the compiled module's names."""

from __future__ import annotations

import ast
import doctest
import importlib
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[1]
FLAGS = doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE


def _modules_with_examples() -> list[str]:
    names = []
    for path in sorted((ROOT / "mtgtable").rglob("*.py")):
        if ">>>" in path.read_text(encoding="utf-8"):
            parts = path.relative_to(ROOT).with_suffix("").parts
            names.append(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
    return names


def run_examples(module: ModuleType) -> doctest.TestResults:
    """The module's docstring examples; from its source if it is compiled."""
    path = Path(str(getattr(module, "__file__", "")))
    if path.suffix == ".py":
        return doctest.testmod(module, optionflags=FLAGS)
    source = path.with_name(path.name.split(".")[0] + ".py").read_text(encoding="utf-8")
    runner = doctest.DocTestRunner(optionflags=FLAGS)
    parser = doctest.DocTestParser()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            text = ast.get_docstring(node, clean=False)
            if text and ">>>" in text:
                name = f"{module.__name__}.{getattr(node, 'name', '')}".rstrip(".")
                runner.run(parser.get_doctest(text, dict(vars(module)), name, str(path), getattr(node, "lineno", 0)))
    return runner.summarize(verbose=False)


@pytest.mark.parametrize("name", _modules_with_examples())
def test_docstring_examples_run(name: str) -> None:
    module = importlib.import_module(name)
    result = run_examples(module)
    assert result.failed == 0, f"{name}: {result.failed} of {result.attempted} examples failed"
    assert result.attempted > 0, f"{name} has '>>>' text that doctest does not find"
