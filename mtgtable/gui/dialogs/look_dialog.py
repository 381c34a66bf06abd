"""Looking at cards without choosing any: "Look at target player's hand" (CR 402.3).

The engine asks its controller a ``Choose`` decision with one option (``-1``,
done) and the cards in ``data["shown"]``; the dialog lists them and answers
done.  It opens only for the player the decision is for (the hotseat
privacy screen comes first), so nobody else sees the hand.
"""

from __future__ import annotations

from typing import Sequence

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QListWidget, QVBoxLayout, QWidget

from mtgtable.engine import Choose, Game

from ..card_text import card_name, type_line


class LookDialog(QDialog):
    def __init__(self, game: Game, shown: Sequence[int], prompt: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Look at cards"))
        layout = QVBoxLayout(self)
        label = QLabel(prompt)
        label.setWordWrap(True)
        layout.addWidget(label)
        self.list = QListWidget()
        for oid in shown:
            o = game.objects.get(oid)
            if o is not None:
                self.list.addItem(f"{card_name(o.name)} — {type_line(o.name, o.card.type_line)}")
        if not self.list.count():
            self.list.addItem(self.tr("(no cards)"))
        layout.addWidget(self.list)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok)
        self.buttons.accepted.connect(self.accept)
        layout.addWidget(self.buttons)

    @property
    def answer(self) -> Choose:
        return Choose(-1)  # done: the only option (engine/families/library_effects.look_hand)
