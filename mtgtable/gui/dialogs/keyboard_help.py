"""Help ▸ Keyboard: the whole table without a mouse."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget


class KeyboardHelp(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Keyboard"))
        rows = [
            (self.tr("Tab, Shift+Tab"), self.tr("Move between the rows of cards and the players")),
            (self.tr("Arrow keys"), self.tr("Move between the cards of a row (a blue ring shows which)")),
            (self.tr("Enter"), self.tr("Play, cast or choose the card (as a click); on a player: choose them")),
            (self.tr("A"), self.tr("Attack with the card; when blocking: the blocker, then the attacker it blocks")),
            (self.tr("Ctrl+Enter"), self.tr("Confirm the attack or the blocks (Enter too, when no card is chosen)")),
            (self.tr("Space"), self.tr("Pass priority")),
            (self.tr("Escape"), self.tr("Cancel the spell or ability being cast")),
            (self.tr("K, M"), self.tr("Keep the hand, or mulligan")),
            (self.tr("Enter or Space"), self.tr("On the privacy screen: I'm ready")),
            (self.tr("Ctrl+Z"), self.tr("Undo")),
            (self.tr("F1"), self.tr("This list")),
        ]
        table = "".join(f"<tr><td style='padding-right:16px'><b>{k}</b></td><td>{v}</td></tr>" for k, v in rows)
        self.keys = QLabel(f"<table>{table}</table>")
        self.keys.setTextFormat(Qt.TextFormat.RichText)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.keys)
        layout.addWidget(buttons)
