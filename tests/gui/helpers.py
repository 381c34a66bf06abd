"""Real mouse input for the GUI tests: clicks on cards and drags between widgets."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QWidget

from mtgtable.gui.widgets.card_view import CardView

LEFT = Qt.MouseButton.LeftButton


def click_card(qtbot, view: CardView, oid: int) -> None:  # type: ignore[no-untyped-def]
    qtbot.mouseClick(view.viewport(), LEFT, pos=view.card_center(oid))


def drag_card(qtbot, view: CardView, oid: int, target: QWidget, target_pos: QPoint | None = None) -> None:  # type: ignore[no-untyped-def]
    """Press on a card, move past the drag distance, move over ``target``, release there."""
    vp = view.viewport()
    start = view.card_center(oid)
    qtbot.mousePress(vp, LEFT, pos=start)
    qtbot.mouseMove(vp, start + QPoint(25, 0))
    end = vp.mapFromGlobal(target.mapToGlobal(target_pos if target_pos is not None else target.rect().center()))
    qtbot.mouseMove(vp, end)
    qtbot.mouseRelease(vp, LEFT, pos=end)


def pass_privacy(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    assert window.privacy.isVisible()
    qtbot.mouseClick(window.privacy, LEFT)
    assert not window.privacy.isVisible()


def click_button(qtbot, window, action) -> None:  # type: ignore[no-untyped-def]
    """Click the prompt bar's button for a controller action."""
    button = window.prompt_bar.button_for[action]
    assert button.isVisible() and button.isEnabled()
    qtbot.mouseClick(button, LEFT)
