"""The stack, top first: each spell or ability with its source, controller and targets."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Sequence

from PySide6.QtCore import QObject, Qt

from mtgtable.engine import StackItem
from mtgtable.engine.objects import StackKind

from ..card_text import ability_text, card_name, rules_text
from .keyed_list_model import KeyedListModel
from .roles import ObjectIdRole

if TYPE_CHECKING:
    from ..session import GameSession


class StackModel(KeyedListModel[int]):
    def __init__(self, session: "GameSession", parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session

    def current_keys(self) -> Sequence[int]:
        return [item.id for item in reversed(self.session.game.stack)]

    def item(self, key: int) -> StackItem | None:
        return next((s for s in self.session.game.stack if s.id == key), None)

    def row_data(self, key: int, role: int) -> Any:
        item = self.item(key)
        if item is None:
            return None
        game = self.session.game
        if role == ObjectIdRole:
            return key
        if role == Qt.ItemDataRole.DisplayRole:
            kind = {StackKind.SPELL: self.tr("spell"), StackKind.ACTIVATED: self.tr("ability"),
                    StackKind.TRIGGERED: self.tr("trigger")}[item.kind]
            if item.info.get("copy"):
                kind = self.tr("copy of a spell")  # CR 707.10: not a card, not cast
            line = self.tr("{source} ({kind}) — {controller}").format(
                source=card_name(item.source_name), kind=kind, controller=game.players[item.controller].name)
            if item.targets:
                line += "\n" + self.tr("→ targets {targets}").format(
                    targets=", ".join(card_name(game.describe(t)) for t in item.targets))
            return line
        if role == Qt.ItemDataRole.ToolTipRole:
            if item.kind is StackKind.SPELL:
                return rules_text(item.source_name, item.text)
            return ability_text(item.source_name, item.text)
        return None
