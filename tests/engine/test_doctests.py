"""Every ``>>>`` example in the engine's modules runs as a test (python-chess's habit):
an example that no longer works is a failing test, not a misleading comment.

The examples are read from each module's source (a mypyc-compiled module keeps
no docstrings), so the pure-Python and the compiled build run the same ones."""

from __future__ import annotations

import ast
import doctest
import importlib
import pkgutil
from pathlib import Path

import pytest

import mtgtable.engine

ENGINE = Path(mtgtable.engine.__path__[0])
MODULES = ["mtgtable.engine", *sorted(m.name for m in pkgutil.iter_modules(mtgtable.engine.__path__,
                                                                          "mtgtable.engine."))]


def examples(name: str) -> list[doctest.DocTest]:
    """The docstring examples of one module (its own docstring, its classes', functions' and methods')."""
    module = importlib.import_module(name)
    path = ENGINE / ("__init__.py" if name == "mtgtable.engine" else name.rsplit(".", 1)[1] + ".py")
    tests = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            text = ast.get_docstring(node, clean=True)
            if text and ">>>" in text:
                where = getattr(node, "name", "module")
                tests.append(doctest.DocTestParser().get_doctest(text, dict(vars(module)), f"{name}.{where}",
                                                                 str(path), getattr(node, "lineno", 0)))
    return tests


def test_the_engine_has_examples_and_errors_py_has_its_six() -> None:
    counts = {name: sum(len(t.examples) for t in examples(name)) for name in MODULES}
    assert counts["mtgtable.engine.errors"] >= 6
    assert sum(counts.values()) >= 20


@pytest.mark.parametrize("name", MODULES)
def test_examples_run(name: str) -> None:
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    for test in examples(name):
        runner.run(test)
    result = runner.summarize(verbose=False)
    assert result.failed == 0, f"{result.failed} of {result.attempted} examples in {name} failed (see the output)"
