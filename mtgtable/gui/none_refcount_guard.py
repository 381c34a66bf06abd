"""A guard against a PySide6 bug: on Python 3.11, PySide6 6.12.0 returns ``None``
from every void method without taking a reference, so each call lowers
``None``'s reference count by one, and after a few thousand calls Python
aborts with "none_dealloc: deallocating None".  (Python 3.12+ makes ``None``
immortal, which hides the bug; PySide6 6.8 does not have it.)

The guard measures the leak once; only if there is one does it keep
ballast lists of ``None`` (and ``True``/``False``, which leak the same way) references large enough that the count never
reaches zero, topping it up whenever the table refreshes.  Remove this
module when the project requires Python 3.12 or a fixed PySide6.
"""

from __future__ import annotations

import ctypes
import sys

from PySide6.QtCore import QObject

_FLOOR = 500_000
_TARGET = 1_000_000
_ballasts: list[list[bool | None]] = []
_leaks: bool | None = None


def _measure() -> bool:
    probe = QObject()
    before = sys.getrefcount(None)
    for _ in range(64):
        probe.setObjectName("probe")  # a void method
    return before - sys.getrefcount(None) >= 32


def top_up() -> None:
    """Keep ``None``'s reference count far from zero (a no-op without the bug)."""
    global _leaks
    if _leaks is None:
        _leaks = _measure()
    if _leaks:
        for singleton in (None, True, False):  # bool-returning calls leak the same way
            count = sys.getrefcount(singleton)
            if count < _FLOOR:
                ballast = [singleton] * (_TARGET - count)
                ctypes.pythonapi.Py_IncRef(ctypes.py_object(ballast))  # never freed, not even at exit
                _ballasts.append(ballast)
