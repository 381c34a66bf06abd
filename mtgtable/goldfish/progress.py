"""A progress bar on stderr for goldfish runs that take longer than a second.

Short runs print nothing (a test or a script reading the output sees no
noise); a long run redraws one line, ``\r``-terminated, at most ten times a
second, and clears it at the end.  Standard library only.
"""

from __future__ import annotations

import sys
import time
from typing import TextIO

#: Runs shorter than this show no bar.
QUIET_SECONDS = 1.0


class StderrProgress:
    """Called as ``progress(done, total)`` after each game (always True: the command is not cancelled)."""

    def __init__(self, label: str, stream: TextIO | None = None, width: int = 30) -> None:
        self.label = label
        self.stream = stream if stream is not None else sys.stderr
        self.width = width
        self.start = time.perf_counter()
        self.last = 0.0
        self.shown = False

    def __call__(self, done: int, total: int) -> bool:
        now = time.perf_counter()
        if now - self.start < QUIET_SECONDS or (now - self.last < 0.1 and done < total):
            return True
        self.last = now
        filled = round(self.width * done / total) if total else self.width
        rate = done / (now - self.start)
        self.stream.write(f"\r{self.label}: [{'#' * filled}{'.' * (self.width - filled)}] {done}/{total} "
                          f"({rate:,.0f} games/s)")
        self.stream.flush()
        self.shown = True
        return True

    def done(self) -> None:
        if self.shown:
            self.stream.write("\r" + " " * (len(self.label) + self.width + 40) + "\r")
            self.stream.flush()
