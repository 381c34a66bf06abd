"""Draw the kill-turn histogram as a PNG with Qt (QImage + QPainter).

Imported only when ``--plot`` is given, so the simulator itself needs no Qt.
It renders offscreen: no window, no display needed.
"""

from __future__ import annotations

import os
from pathlib import Path

from .report import Summary

WIDTH, HEIGHT = 800, 480
MARGIN_LEFT, MARGIN_RIGHT, MARGIN_TOP, MARGIN_BOTTOM = 70, 30, 60, 70


def _app() -> object:
    """A Qt application (fonts need one); offscreen unless a platform is set.

    A full QApplication, not a QGuiApplication: Qt allows one application
    object per process, and the table (widgets) may come after a plot."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QApplication
    return QCoreApplication.instance() or QApplication([])


def save_histogram(summary: Summary, path: str | Path, title: str = "") -> Path:
    """Save a bar chart of the games killed on each turn; returns the path."""
    app = _app()  # noqa: F841  (kept alive while painting)
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPen

    image = QImage(WIDTH, HEIGHT, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    p = QPainter(image)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    font = QFont()
    font.setPixelSize(14)
    p.setFont(font)
    plot = QRectF(MARGIN_LEFT, MARGIN_TOP, WIDTH - MARGIN_LEFT - MARGIN_RIGHT, HEIGHT - MARGIN_TOP - MARGIN_BOTTOM)
    heading = title or "Kill turn against a goldfish"
    if summary.mean is not None:
        heading += f" — mean {summary.mean:.2f}, median {summary.median}"
    p.drawText(QRectF(0, 10, WIDTH, 30), Qt.AlignmentFlag.AlignCenter, heading)
    p.setPen(QPen(QColor("black"), 1))
    p.drawLine(plot.bottomLeft(), plot.bottomRight())
    p.drawLine(plot.bottomLeft(), plot.topLeft())
    hist = summary.histogram
    if hist:
        first, last = min(hist), max(hist)
        turns = list(range(first, last + 1))
        top = max(hist.values())
        slot = plot.width() / len(turns)
        for i, turn in enumerate(turns):
            count = hist.get(turn, 0)
            h = plot.height() * count / top
            bar = QRectF(plot.left() + i * slot + slot * 0.15, plot.bottom() - h, slot * 0.7, h)
            p.fillRect(bar, QColor(46, 125, 50))
            p.drawText(QRectF(plot.left() + i * slot, plot.bottom() + 5, slot, 20), Qt.AlignmentFlag.AlignCenter,
                       str(turn))
            if count:
                p.drawText(QRectF(plot.left() + i * slot, bar.top() - 20, slot, 18), Qt.AlignmentFlag.AlignCenter,
                           f"{count / summary.games:.0%}")
        for frac in (0.5, 1.0):
            y = plot.bottom() - plot.height() * frac
            p.drawText(QRectF(0, y - 10, MARGIN_LEFT - 8, 20),
                       Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, str(round(top * frac)))
    else:
        p.drawText(plot, Qt.AlignmentFlag.AlignCenter, "no game was won")
    p.drawText(QRectF(0, HEIGHT - 40, WIDTH, 20), Qt.AlignmentFlag.AlignCenter,
               f"turn of the kill ({summary.games} games; no kill by turn 10: {summary.no_kill_by_10:.1%})")
    p.end()
    out = Path(path)
    # PySide6's stubs type the format as bytes, but at run time (6.11) only str is accepted
    if not image.save(str(out), "PNG"):  # type: ignore[call-overload]
        raise OSError(f"could not write {out}")
    return out
