"""Arrows across the table: each attacker to what it attacks, each blocker to what it blocks.

As in Cockatrice and Arena, combat reads at a glance: red arrows from
attackers to the player or planeswalker they attack, blue arrows from
blockers to the attacker they block, drawn from the engine's combat and,
while a declaration is being built, from the draft (so an arrow appears as
soon as a creature is dropped).  The overlay lets every click through and
hides itself when there is no combat, so it costs nothing the rest of the turn.
"""

from __future__ import annotations

import math
from typing import Callable

from PySide6.QtCore import QEvent, QObject, QPoint, QPointF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPaintEvent, QPen, QPolygonF
from PySide6.QtWidgets import QWidget

from mtgtable.engine import Ref

from .. import palette
from ..session import GameSession

#: Where something is drawn, in the overlay's coordinates (None: not on the table now).
Locator = Callable[[Ref], QPoint | None]


def combat_pairs(session: GameSession) -> tuple[list[tuple[int, Ref]], list[tuple[int, int]]]:
    """(attacker, what it attacks) and (blocker, attacker): declared, then the draft being built."""
    game, marks = session.game, session.marks
    combat = game.combat
    attacks: list[tuple[int, Ref]] = list(combat.attackers.items())
    attacks += [(a, t) for a, t in marks.draft.planned_attacks().items() if a not in combat.attackers]
    blocks: list[tuple[int, int]] = [(b, a) for b, attackers in combat.blocks.items() for a in attackers]
    blocks += [(b, a) for b, a in marks.draft.planned_blocks() if (b, a) not in blocks]
    return attacks, blocks


class CombatArrows(QWidget):
    def __init__(self, host: QWidget, session: GameSession, locate: Locator,
                 above: tuple[QWidget, ...] = ()) -> None:
        super().__init__(host)
        self.host = host
        #: Widgets kept above the arrows (the prompt bar: its question stays readable).
        self.above = above
        self.session = session
        self.locate = locate
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        host.installEventFilter(self)
        #: The arrows drawn: (from, to, kind "attack" | "block"), refs as in the engine.
        self.arrows: list[tuple[Ref, Ref, str]] = []
        self.hide()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.host and event.type() == QEvent.Type.Resize:
            self.setGeometry(self.host.rect())
        return False

    def refresh(self) -> None:
        attacks, blocks = combat_pairs(self.session)
        arrows: list[tuple[Ref, Ref, str]] = [(a, t, "attack") for a, t in attacks]
        arrows += [(b, a, "block") for b, a in blocks]
        self.arrows = arrows
        if not arrows:
            self.hide()
            return
        self.setGeometry(self.host.rect())
        self.raise_()
        for w in self.above:
            w.raise_()
        self.show()
        self.update()

    def segments(self) -> list[tuple[QPoint, QPoint, str]]:
        """The arrows as points on the table now (those whose ends are both in view)."""
        out = []
        for start, end, kind in self.arrows:
            a, b = self.locate(start), self.locate(end)
            if a is not None and b is not None and a != b:
                out.append((a, b, kind))
        return out

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        for a, b, kind in self.segments():
            color = QColor(palette.ATTACK if kind == "attack" else palette.BLOCK)
            color.setAlpha(215)
            _arrow(p, QPointF(a), QPointF(b), color)
        p.end()


def _arrow(p: QPainter, a: QPointF, b: QPointF, color: QColor) -> None:
    """A slightly curved arrow from ``a`` to ``b`` with a dark outline, so it reads on any card."""
    dx, dy = b.x() - a.x(), b.y() - a.y()
    length = math.hypot(dx, dy)
    if length < 1:
        return
    ux, uy = dx / length, dy / length
    bend = min(60.0, length * 0.15)
    control = QPointF((a.x() + b.x()) / 2 - uy * bend, (a.y() + b.y()) / 2 + ux * bend)
    head = 16.0
    # the head points along the curve's last direction (from the control point to the tip)
    hx, hy = b.x() - control.x(), b.y() - control.y()
    hl = math.hypot(hx, hy) or 1.0
    hx, hy = hx / hl, hy / hl
    base = QPointF(b.x() - hx * head, b.y() - hy * head)
    path = QPainterPath(a)
    path.quadTo(control, base)
    for width, pen_color in ((8.0, QColor(0, 0, 0, 150)), (4.5, color)):
        p.setPen(QPen(pen_color, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawPath(path)
    tip = QPolygonF([b, QPointF(base.x() - hy * head * 0.6, base.y() + hx * head * 0.6),
                     QPointF(base.x() + hy * head * 0.6, base.y() - hx * head * 0.6)])
    p.setPen(QPen(QColor(0, 0, 0, 150), 1.5))
    p.setBrush(color)
    p.drawPolygon(tip)
