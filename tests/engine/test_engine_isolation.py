"""The engine imports only the standard library: no Qt, nothing third-party."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

ENGINE = Path(__file__).resolve().parents[2] / "mtgtable" / "engine"


def test_engine_loads_no_pyside6_module() -> None:
    code = ("import sys, mtgtable.engine, mtgtable.engine.files.scenario, mtgtable.engine.files.replay, "
            "mtgtable.engine.agents, mtgtable.engine.tools.bench; "
            "bad = [m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6', 'platformdirs')]; "
            "print(bad); sys.exit(1 if bad else 0)")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def test_engine_source_imports_only_the_standard_library() -> None:
    stdlib = set(sys.stdlib_module_names)
    for path in sorted(ENGINE.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names = [node.module]
            else:
                continue
            for name in names:
                assert name.split(".")[0] in stdlib, f"{path.name} imports {name}"
