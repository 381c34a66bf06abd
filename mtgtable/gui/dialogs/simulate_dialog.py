"""Goldfish ▸ Simulate…: many games of a deck against the goldfish, from the window.

Deck (a built-in, a file in resources/decks or an imported one), a second deck
to compare with, number of games, play or draw, mulligan rule; a progress bar
with Cancel while worker processes play (SimulationRunner); then the kill-turn
plot (per turn and cumulative, both decks on one plot), the figures deck
builders ask for (mtgtable.goldfish.report) and a warning when part of the
deck is played by hand (the pilot casts such cards and they do nothing).
"""

from __future__ import annotations

from typing import Mapping, Sequence

from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QComboBox, QDialog, QFormLayout, QHBoxLayout, QLabel, QProgressBar, QPushButton, QSpinBox, QVBoxLayout,
    QWidget,
)

from mtgtable.engine import CardDB
from mtgtable.goldfish.report import SMALL_SAMPLE, kill_by_turn, mulligans_by_depth, summarize
from mtgtable.goldfish.simulate import RunResult

from ..simulation import SimulationRequest, SimulationRunner
from ..widgets.kill_turn_plot import KillTurnPlot, Series


def by_hand_share(db: CardDB, deck: Sequence[str]) -> float:
    """Share of the deck's cards whose text the engine leaves (at least partly) to the players."""
    cards = [db[name] for name in deck if name in db]
    if not cards:
        return 0.0
    return sum(1 for c in cards if c.automation != "automated") / len(cards)


class SimulateDialog(QDialog):
    def __init__(self, db: CardDB, decks: Mapping[str, tuple[str, ...]], parent: QWidget | None = None,
                 first_deck: str | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Simulate goldfish games"))
        self.db = db
        self.decks = dict(decks)
        self.runner: SimulationRunner | None = None
        self.results: list[RunResult] = []
        self.deck = QComboBox()
        self.deck.addItems(list(self.decks))
        if first_deck in self.decks:
            self.deck.setCurrentText(first_deck)
        self.compare = QComboBox()
        self.compare.addItem(self.tr("(no second deck)"), "")
        for name in self.decks:
            self.compare.addItem(name, name)
        self.games = QSpinBox()
        self.games.setRange(10, 100_000)
        self.games.setSingleStep(100)
        self.games.setValue(1000)
        self.play = QComboBox()
        self.play.addItem(self.tr("On the play"), True)
        self.play.addItem(self.tr("On the draw"), False)
        self.mulligan = QComboBox()
        self.mulligan.addItem(self.tr("London (draw 7, bottom one per mulligan)"), "london")
        self.mulligan.addItem(self.tr("Classic (CR 103.4: draw one fewer)"), "classic")
        form = QFormLayout()
        form.addRow(self.tr("Deck"), self.deck)
        form.addRow(self.tr("Compare with"), self.compare)
        form.addRow(self.tr("Games"), self.games)
        form.addRow(self.tr("Pilot"), self.play)
        form.addRow(self.tr("Mulligan"), self.mulligan)
        self.warning = QLabel()
        self.warning.setWordWrap(True)
        self.warning.setStyleSheet("color: #9c6500;")
        self.progress = QProgressBar()
        self.progress.setRange(0, 1)
        self.progress.setValue(0)
        self.run_button = QPushButton(self.tr("Run"))
        self.run_button.clicked.connect(self.start)
        self.cancel_button = QPushButton(self.tr("Cancel"))
        self.cancel_button.setEnabled(False)
        self.cancel_button.clicked.connect(self.cancel)
        self.status = QLabel()
        self.plot = KillTurnPlot()
        self.figures = QLabel()
        self.figures.setWordWrap(True)
        buttons = QHBoxLayout()
        buttons.addWidget(self.run_button)
        buttons.addWidget(self.cancel_button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.warning)
        layout.addLayout(buttons)
        layout.addWidget(self.progress)
        layout.addWidget(self.status)
        layout.addWidget(self.plot, 1)
        layout.addWidget(self.figures)
        self.deck.currentTextChanged.connect(lambda _t: self._warn())
        self.compare.currentIndexChanged.connect(lambda _i: self._warn())
        self._warn()

    def requests(self) -> list[SimulationRequest]:
        names = [self.deck.currentText()] + ([self.compare.currentData()] if self.compare.currentData() else [])
        return [SimulationRequest(name, tuple(self.decks[name]), self.games.value(), 0, self.mulligan.currentData(),
                                  bool(self.play.currentData())) for name in names]

    def _warn(self) -> None:
        lines = []
        for r in self.requests():
            share = by_hand_share(self.db, r.deck)
            if share > 0:
                lines.append(self.tr("{deck}: {share} of its cards are played by hand; the pilot casts them and "
                                     "they do nothing, so the figures are slower than the deck.").format(
                    deck=r.name, share=f"{share:.0%}"))
        self.warning.setText("\n".join(lines))
        self.warning.setVisible(bool(lines))

    def start(self, jobs: int | None = None) -> None:
        requests = self.requests()
        self.runner = SimulationRunner(requests, jobs or None, self)
        self.runner.progress.connect(self._progress)
        self.runner.finished.connect(self._finished)
        self.runner.cancelled.connect(self._cancelled)
        self.runner.failed.connect(self._failed)
        self.progress.setRange(0, self.runner.total)
        self.progress.setValue(0)
        self.run_button.setEnabled(False)
        self.cancel_button.setEnabled(True)
        self.status.setText(self.tr("Playing {n} games on {jobs} worker processes…").format(
            n=self.runner.total, jobs=self.runner.jobs))
        self.runner.start()

    def cancel(self) -> None:
        if self.runner is not None:
            self.runner.cancel()

    def _progress(self, done: int, total: int) -> None:
        self.progress.setValue(done)

    def _failed(self, message: str) -> None:
        self.run_button.setEnabled(True)
        self.cancel_button.setEnabled(False)
        self.status.setText(self.tr("The simulation stopped: {error}").format(error=message))

    def _cancelled(self) -> None:
        self.run_button.setEnabled(True)
        self.cancel_button.setEnabled(False)
        self.status.setText(self.tr("Cancelled."))

    def _finished(self, results: list[RunResult]) -> None:
        self.results = results
        self.run_button.setEnabled(True)
        self.cancel_button.setEnabled(False)
        names = [r.name for r in self.requests()]
        series = []
        texts = []
        for name, run in zip(names, results):
            n = len(run.games) or 1
            s = summarize(run)
            per = {t: c / n for t, c in s.histogram.items()}
            cumulative = {k.turn: k.probability for k in kill_by_turn(run)}
            series.append(Series(name, per, cumulative))
            rows = kill_by_turn(run)
            by = "  ".join(self.tr("by your turn {t}: {p}").format(t=k.turn, p=f"{k.probability:.0%}")
                           for k in rows[2:7])
            depth = ", ".join(f"{d}: {c / n:.0%}" for d, c in mulligans_by_depth(run).items())
            mean = f"{s.mean:.2f}" if s.mean is not None else "-"
            texts.append(self.tr("{deck}: mean kill on your turn {mean}; {by}; mulligans by depth {depth}").format(
                deck=name, mean=mean, by=by, depth=depth))
        if results and len(results[0].games) < SMALL_SAMPLE:
            texts.append(self.tr("Fewer than {n} games: these figures are noise.").format(n=SMALL_SAMPLE))
        self.plot.set_series(series)
        self.figures.setText("\n".join(texts))
        self.status.setText(self.tr("Done: {n} games in {s} s.").format(
            n=sum(len(r.games) for r in results), s=f"{results[0].seconds:.1f}" if results else "0"))

    def closeEvent(self, event: QCloseEvent) -> None:
        self.cancel()  # closing the window stops the workers
        super().closeEvent(event)
