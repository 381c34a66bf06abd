"""The kill-turn plot: per deck, the share of games won on each of the pilot's turns (bars, side by
side) and the cumulative share killed by that turn (a line), on one set of axes."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QWidget

#: One colour per deck (the first two are the side-by-side pair).
COLOURS = (QColor("#3584e4"), QColor("#e66100"), QColor("#26a269"), QColor("#9141ac"))


@dataclass(frozen=True)
class Series:
    name: str
    #: pilot turn -> share of games won on that turn
    per_turn: dict[int, float]
    #: pilot turn -> share of games won by that turn
    cumulative: dict[int, float]


class KillTurnPlot(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.series: list[Series] = []
        self.setMinimumSize(QSize(420, 240))

    def set_series(self, series: list[Series]) -> None:
        self.series = series
        self.update()

    def turns(self) -> list[int]:
        keys = sorted({t for s in self.series for t in s.per_turn if s.per_turn[t] > 0})
        return list(range(1, (keys[-1] if keys else 8) + 1))

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), QColor("#ffffff"))
        area = QRectF(self.rect()).adjusted(44, 14, -14, -34)
        p.setPen(QPen(QColor("#77767b"), 1))
        p.drawLine(area.bottomLeft(), area.bottomRight())
        p.drawLine(area.bottomLeft(), area.topLeft())
        for frac in (0.25, 0.5, 0.75, 1.0):
            y = area.bottom() - frac * area.height()
            p.setPen(QPen(QColor("#deddda"), 1, Qt.PenStyle.DashLine))
            p.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
            p.setPen(QColor("#5e5c64"))
            p.drawText(QRectF(0, y - 8, 40, 16), int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter),
                       f"{frac:.0%}")
        turns = self.turns()
        slot = area.width() / max(1, len(turns))
        n = max(1, len(self.series))
        bar = slot * 0.8 / n
        for ti, t in enumerate(turns):
            x0 = area.left() + ti * slot
            p.setPen(QColor("#5e5c64"))
            p.drawText(QRectF(x0, area.bottom() + 4, slot, 16), int(Qt.AlignmentFlag.AlignCenter), str(t))
            for si, s in enumerate(self.series):
                h = s.per_turn.get(t, 0.0) * area.height()
                colour = COLOURS[si % len(COLOURS)]
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(QColor(colour.red(), colour.green(), colour.blue(), 150))
                p.drawRect(QRectF(x0 + slot * 0.1 + si * bar, area.bottom() - h, bar, h))
        for si, s in enumerate(self.series):
            p.setPen(QPen(COLOURS[si % len(COLOURS)], 2.5))
            points = [QPointF(area.left() + (ti + 0.5) * slot, area.bottom() - s.cumulative.get(t, 0.0) * area.height())
                      for ti, t in enumerate(turns)]
            for a, b in zip(points, points[1:]):
                p.drawLine(a, b)
            p.drawText(QRectF(area.left() + 8, area.top() + 4 + 16 * si, area.width(), 16),
                       int(Qt.AlignmentFlag.AlignLeft), s.name)
        p.end()
