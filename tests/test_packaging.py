"""Issue 8: the package installs and runs like a real package.

The wheel smoke test (``.ci/smoke_wheel``) builds and installs the real
thing; these tests keep the build configuration honest from inside the
checkout, so a forgotten package or resource fails here first.
"""

from __future__ import annotations

import fnmatch
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

import mtgtable
from mtgtable.engine.files import resource_files
from mtgtable.engine.files.resource_files import ResourceMissing

ROOT = Path(__file__).resolve().parents[1]
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
SETUPTOOLS = PYPROJECT["tool"]["setuptools"]

#: Files in resources/ the program never reads at run time (the README's pictures).
NOT_SHIPPED = ("screenshots/*",)


def test_every_package_is_listed_for_the_wheel() -> None:
    found = {".".join(p.parent.relative_to(ROOT).parts) for p in (ROOT / "mtgtable").rglob("__init__.py")}
    assert found <= set(SETUPTOOLS["packages"]), f"add to [tool.setuptools] packages: {sorted(found - set(SETUPTOOLS['packages']))}"
    assert SETUPTOOLS["package-dir"]["mtgtable.resources"] == "resources"


def test_every_resource_the_program_reads_is_in_the_wheel() -> None:
    globs = SETUPTOOLS["package-data"]["mtgtable.resources"]
    resources = ROOT / "resources"
    for path in sorted(resources.rglob("*")):
        rel = path.relative_to(resources).as_posix()
        if path.is_dir() or "__pycache__" in rel or rel == "__init__.py":
            continue
        if any(fnmatch.fnmatch(rel, g) for g in NOT_SHIPPED):
            continue
        assert any(fnmatch.fnmatch(rel, g) for g in globs), f"resources/{rel} would be left out of the wheel"


def test_the_licence_is_an_spdx_expression() -> None:
    assert PYPROJECT["project"]["license"] == "MIT"


def test_the_qt_pin_applies_only_where_6_12_is_broken() -> None:
    """PySide6 6.12.0 drops references to None on Python 3.11 (tests/gui/test_pyside_sanity.py)."""
    qt = [d for d in PYPROJECT["project"]["dependencies"] if d.startswith("PySide6")]
    assert "PySide6-Essentials>=6.5,<6.12; python_version < '3.12'" in qt
    assert "PySide6-Essentials>=6.5; python_version >= '3.12'" in qt


def test_version_has_one_source() -> None:
    assert PYPROJECT["tool"]["setuptools"]["dynamic"]["version"] == {"attr": "mtgtable.__version__"}
    result = subprocess.run([sys.executable, "-m", "mtgtable", "--version"], capture_output=True, text=True, cwd=ROOT)
    assert result.returncode == 0
    assert result.stdout.strip() == f"mtgtable {mtgtable.__version__}"


def test_missing_data_is_an_error_naming_where_it_looked(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr(resource_files, "_candidates", lambda: [tmp_path / "a", tmp_path / "b"])
    resource_files.resource_root.cache_clear()
    try:
        with pytest.raises(ResourceMissing) as err:
            resource_files.resource_path("cards")
        assert str(tmp_path / "a") in str(err.value) and str(tmp_path / "b") in str(err.value)
    finally:
        resource_files.resource_root.cache_clear()


def test_a_missing_resource_file_names_itself() -> None:
    with pytest.raises(ResourceMissing, match="scenarios/no_such_lesson.toml"):
        resource_files.resource_path("scenarios", "no_such_lesson.toml")


def test_the_command_line_stops_with_a_message_when_data_is_missing(tmp_path: Path) -> None:
    code = ("import sys; from mtgtable.engine.files import resource_files as r; "
            f"r._candidates = lambda: [__import__('pathlib').Path({str(tmp_path)!r})]; "
            "from mtgtable.cli import main; sys.exit(main(['goldfish', 'x.txt', '--games', '1']))")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT)
    assert result.returncode == 2, result.stderr
    assert "bundled data" in result.stderr and str(tmp_path) in result.stderr
    assert "Traceback" not in result.stderr


def test_missing_xcb_libraries_are_named_in_one_line(monkeypatch: pytest.MonkeyPatch) -> None:
    from mtgtable.gui import qt_platform
    monkeypatch.setattr(qt_platform, "_loads", lambda soname: soname != "libxcb-cursor.so.0")
    line = qt_platform.missing_platform_libraries({"DISPLAY": ":0"}, "linux")
    assert "libxcb-cursor0" in line and "\n" not in line
    assert qt_platform.missing_platform_libraries({"QT_QPA_PLATFORM": "offscreen", "DISPLAY": ":0"}, "linux") == ""
    assert qt_platform.missing_platform_libraries({"DISPLAY": ":0"}, "win32") == ""
