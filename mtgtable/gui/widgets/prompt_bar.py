"""The bar between the two players: what the game asks, of whom, and the buttons to answer."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
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
        self.button_for: dict[QAction, QPushButton] = {}

    def show_prompt(self, prompt: Prompt, actions: list[QAction]) -> None:
        rule = f"  <span style='color:#77767b'>(CR {prompt.rule})</span>" if prompt.rule else ""
        self.text.setText(prompt.text + rule)
        self.refusal.setText(prompt.refusal)
        self.refusal.setVisible(bool(prompt.refusal))
        if actions == self._actions:
            for a, b in self.button_for.items():
                b.setText(a.text())
            return
        for b in self.button_for.values():
            b.deleteLater()
        self.button_for = {}
        self._actions = list(actions)
        for a in actions:
            b = QPushButton(a.text())
            b.setToolTip(a.toolTip())
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            b.clicked.connect(a.trigger)
            self.buttons.addWidget(b)
            b.show()  # a layout shows new children only at the next event loop turn
            self.button_for[a] = b
