"""Guards against the PySide6 6.12.0 bug on Python 3.11 (void Qt calls drop a
reference to None until the interpreter aborts): pyproject pins below 6.12."""

from __future__ import annotations

import sys


def test_void_qt_calls_keep_none_refcount(qtbot) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QLabel

    label = QLabel()
    qtbot.addWidget(label)
    before = sys.getrefcount(None)
    for _ in range(2000):
        label.setText("x")
    assert sys.getrefcount(None) - before > -100
