"""Naming a card (CR 201.3): a searchable list of the card names the engine offers.

The engine asks a ``CHOOSE`` decision with the names in ``data["names"]``, answered with
``NameCard``, the name itself (``engine/families/naming``); tens of thousands of names are too many to list at once, so the
dialog shows the names that contain what is typed (in English, or the Japanese name when
the table speaks Japanese and the card list has it), at most :data:`SHOWN` at a time, each
labelled in the reader's language with the English name beside it.
"""

from __future__ import annotations

from typing import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QLabel, QLineEdit, QListWidget, QListWidgetItem,
                               QVBoxLayout, QWidget)

from mtgtable.engine import NameCard

from ..card_text import card_name

#: The most names listed at once.
SHOWN = 200


class NameDialog(QDialog):
    def __init__(self, names: Sequence[str], prompt: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.names = list(names)
        self._lower = [n.lower() for n in self.names]
        self.setWindowTitle(self.tr("Choose a card name"))
        layout = QVBoxLayout(self)
        label = QLabel(prompt)
        label.setWordWrap(True)
        layout.addWidget(label)
        self.search = QLineEdit()
        self.search.setPlaceholderText(self.tr("Type part of a card name"))
        self.search.textChanged.connect(self._refill)
        layout.addWidget(self.search)
        self.list = QListWidget()
        self.list.itemDoubleClicked.connect(lambda _item: self.accept())
        layout.addWidget(self.list)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok)
        self.buttons.accepted.connect(self.accept)
        layout.addWidget(self.buttons)
        self._refill("")

    def _refill(self, text: str) -> None:
        needle = text.strip().lower()
        self.list.clear()
        shown = 0
        for i, low in enumerate(self._lower):
            if shown >= SHOWN:
                break
            english = self.names[i]
            local = card_name(english) if needle and needle not in low else None
            if needle and needle not in low and (local is None or needle not in local.lower()):
                continue
            local = card_name(english) if local is None else local
            item = QListWidgetItem(local if local == english else f"{local} ({english})")
            item.setData(Qt.ItemDataRole.UserRole, i)
            self.list.addItem(item)
            shown += 1
        if self.list.count():
            self.list.setCurrentRow(0)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(self.list.count() > 0)

    @property
    def answer(self) -> NameCard:
        item = self.list.currentItem()
        return NameCard(self.names[int(item.data(Qt.ItemDataRole.UserRole)) if item is not None else 0])
