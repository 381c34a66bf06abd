"""Running many goldfish games from the window on worker processes, with progress and cancel.

The games run in a ``ProcessPoolExecutor`` (spawned processes: no Qt state is
forked), in chunks; a timer on the GUI thread collects finished chunks, so the
window stays responsive and Cancel takes effect at the next chunk.
"""

from __future__ import annotations

import multiprocessing
import os
import time
from concurrent.futures import Future, ProcessPoolExecutor
from dataclasses import dataclass
from typing import Sequence

from PySide6.QtCore import QObject, QTimer, Signal

from mtgtable.goldfish.chunks import chunks, merge, play_chunk
from mtgtable.goldfish.simulate import GameResult, RunResult

#: Games per chunk: small enough for a live progress bar and a quick cancel.
CHUNK = 50


@dataclass(frozen=True)
class SimulationRequest:
    name: str
    deck: tuple[str, ...]
    games: int
    seed: int = 0
    mulligan: str = "london"
    on_the_play: bool = True
    max_turns: int = 20


def default_jobs() -> int:
    """Worker processes: one per core, at most 4 (the machine is shared)."""
    return max(1, min(4, os.cpu_count() or 1))


class SimulationRunner(QObject):
    """Plays the requests' games; ``progress(done, total)``, then ``finished(results)`` or ``cancelled()``."""

    progress = Signal(int, int)
    finished = Signal(list)
    cancelled = Signal()
    #: A worker failed (the message says why); the run is stopped.
    failed = Signal(str)

    def __init__(self, requests: Sequence[SimulationRequest], jobs: int | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.requests = list(requests)
        self.jobs = jobs or default_jobs()
        self.total = sum(r.games for r in self.requests)
        self.done = 0
        self._executor: ProcessPoolExecutor | None = None
        self._futures: dict[Future[list[GameResult]], tuple[int, int]] = {}
        self._parts: list[dict[int, list[GameResult]]] = [{} for _ in self.requests]
        self._start = 0.0
        self._timer = QTimer(self)
        self._timer.setInterval(50)
        self._timer.timeout.connect(self._collect)
        self.running = False

    def start(self) -> None:
        self._executor = ProcessPoolExecutor(max_workers=self.jobs, mp_context=multiprocessing.get_context("spawn"))
        self._start = time.perf_counter()
        for i, r in enumerate(self.requests):
            for start, count in chunks(r.games, CHUNK):
                f = self._executor.submit(play_chunk, r.deck, r.seed, start, count, r.mulligan, r.max_turns,
                                          r.on_the_play)
                self._futures[f] = (i, start)
        self.running = True
        self._timer.start()
        self.progress.emit(0, self.total)

    def cancel(self) -> None:
        """Stop: chunks not started are dropped, the workers are let go."""
        if not self.running:
            return
        self._stop()
        self.cancelled.emit()

    def _stop(self) -> None:
        self.running = False
        self._timer.stop()
        for f in self._futures:
            f.cancel()
        if self._executor is not None:
            self._executor.shutdown(wait=False, cancel_futures=True)
            self._executor = None

    def _collect(self) -> None:
        for f in [f for f in self._futures if f.done()]:
            i, start = self._futures.pop(f)
            if f.cancelled():
                continue
            try:
                games = f.result()
            except Exception as exc:  # a worker died or raised: stop, say why, lose nothing else
                self._stop()
                self.failed.emit(f"{type(exc).__name__}: {exc}")
                return
            self._parts[i][start] = games
            self.done += len(games)
        self.progress.emit(self.done, self.total)
        if not self._futures:
            seconds = time.perf_counter() - self._start
            results = [merge(len(r.deck), parts, seconds, r.seed, r.max_turns, r.mulligan, r.on_the_play)
                       for r, parts in zip(self.requests, self._parts)]
            self._stop()
            self.finished.emit(results)

    def results_so_far(self) -> list[RunResult]:
        seconds = time.perf_counter() - self._start
        return [merge(len(r.deck), parts, seconds, r.seed, r.max_turns, r.mulligan, r.on_the_play)
                for r, parts in zip(self.requests, self._parts)]
