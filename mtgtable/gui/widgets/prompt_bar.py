"""The bar between the two players: what the game asks, of whom, and the buttons to answer."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QResizeEvent
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ..controller import Prompt


class PromptBar(QFrame):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("PromptBar")
        self.setStyleSheet("#PromptBar { background: #f6f5f4; border-radius: 8px; }")
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.text.setStyleSheet("font-size: 14px; color: #241f31;")
        self.refusal = QLabel()
        self.refusal.setWordWrap(True)
        self.refusal.setStyleSheet("font-size: 13px; color: #c01c28; font-weight: bold;")
        self.buttons = QHBoxLayout()
        self.buttons.setSpacing(6)
        texts = QVBoxLayout()
        texts.setSpacing(1)
        texts.addWidget(self.text)
        texts.addWidget(self.refusal)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(10, 6, 10, 6)
        layout.addLayout(texts, 1)
        layout.addLayout(self.buttons)
        self._actions: list[QAction] = []
        self._made: dict[QAction, QPushButton] = {}
        self.button_for: dict[QAction, QPushButton] = {}
        # a fixed height (two lines of question, one of refusal): a longer or shorter prompt must not
        # resize both players' areas, which would lay out and repaint every card on the table
        lines = self.text.fontMetrics().lineSpacing() * 2 + self.refusal.fontMetrics().lineSpacing()
        self._base_height = lines + 16
        self.setFixedHeight(self._base_height)

    def _fit_height(self) -> None:
        """Taller only when the question needs more lines than usual (a narrow window, a long card
        name): the text is never cut off, and the table is laid out again only then."""
        width = self.text.width()
        if width <= 0:
            return
        need = self.text.heightForWidth(width) + 16
        if self.refusal.isVisibleTo(self):
            need += self.refusal.heightForWidth(max(1, self.refusal.width() or width)) + 1
        height = max(self._base_height, need)
        if height != self.height():
            self.setFixedHeight(height)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_height()

    def show_prompt(self, prompt: Prompt, actions: list[QAction]) -> None:
        rule = f"  <span style='color:#77767b'>(CR {prompt.rule})</span>" if prompt.rule else ""
        self.text.setText(prompt.text + rule)
        self.refusal.setText(prompt.refusal)
        self.refusal.setVisible(bool(prompt.refusal))
        self._fit_height()
        if actions == self._actions:
            for a, b in self.button_for.items():
                b.setText(a.text())
            return
        # one button per action, made once and kept: shown, hidden and reordered as decisions change,
        # so the bar never grows with buttons waiting for deletion
        for a, b in self._made.items():
            if a not in actions:
                b.hide()
        self.button_for = {}
        self._actions = list(actions)
        for i, a in enumerate(actions):
            button = self._made.get(a)
            if button is None:
                button = QPushButton()
                button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
                button.clicked.connect(a.trigger)
                self._made[a] = button
            button.setText(a.text())
            button.setToolTip(a.toolTip())
            self.buttons.insertWidget(i, button)
            button.show()
            self.button_for[a] = button
        self._fit_height()
