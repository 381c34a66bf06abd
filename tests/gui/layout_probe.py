"""Layout checks for a window at a given size: every required control inside the window,
no text cut off, every card of every row in view."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRect
from PySide6.QtWidgets import QAbstractButton, QLabel, QWidget

from mtgtable.gui.widgets.card_view import CardView


def _shown(w: QWidget, window: QWidget) -> bool:
    return w.isVisibleTo(window) and w.width() > 0 and w.height() > 0


def _rect_in(w: QWidget, window: QWidget) -> QRect:
    return QRect(w.mapTo(window, w.rect().topLeft()), w.size())


def layout_problems(window: Any) -> list[str]:
    problems: list[str] = []
    inside = window.rect()
    required: list[QWidget] = [window.turn_tracker, window.prompt_bar, window.top.badge, window.bottom.badge,
                               window.log_panel, window.preview]
    required += list(window.prompt_bar.button_for.values())
    for area in (window.top, window.bottom):
        required += list(area.badge.zone_buttons.values())
        required += [v for v in area.card_views() if _shown(v, window)]
    for w in required:
        if not _shown(w, window):
            problems.append(f"{type(w).__name__} {w.objectName() or ''} is not shown")
        elif not inside.contains(_rect_in(w, window)):
            problems.append(f"{type(w).__name__} {getattr(w, 'text', lambda: '')()!r} is outside the window: "
                            f"{_rect_in(w, window)} not in {inside}")
    for w in window.findChildren(QWidget):
        if not _shown(w, window) or not window.rect().intersects(_rect_in(w, window)):
            continue
        if isinstance(w, QAbstractButton) and w.text():
            need = w.fontMetrics().horizontalAdvance(w.text().replace("&", "")) + 6
            if need > w.width():
                problems.append(f"button {w.text()!r} is cut off ({w.width()} < {need} px)")
        elif isinstance(w, QLabel) and w.text() and w.pixmap().isNull():
            if w.wordWrap():
                need = w.heightForWidth(w.width())
                if need > w.height() + 1:
                    problems.append(f"label {w.text()[:60]!r} is cut off ({w.height()} < {need} px)")
            elif w.sizeHint().width() > w.width() + 1 and w.minimumWidth() != 0:
                problems.append(f"label {w.text()[:60]!r} is cut off ({w.width()} < {w.sizeHint().width()} px)")
    for view in window.findChildren(CardView):
        if not _shown(view, window):
            continue
        vp = view.viewport().rect()
        model = view.card_model
        for r in range(model.rowCount()):
            rect = view.visualRect(model.index(r))
            if not vp.contains(rect):
                problems.append(f"{view.caption or 'a row'}: card {r + 1} of {model.rowCount()} is out of view")
                break
    return problems
