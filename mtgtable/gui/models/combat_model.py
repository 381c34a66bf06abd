"""The combat zone as a tree: each attacker (and what it attacks), its blockers
below it in damage assignment order (CR 509.2).

During the declarations the tree also shows the draft the player is building,
so the combat zone always reads as "who fights whom".
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QAbstractItemModel, QModelIndex, QObject, QPersistentModelIndex, Qt

from mtgtable.engine import Kind

from ..card_text import card_name
from .roles import ObjectIdRole

if TYPE_CHECKING:
    from ..session import GameSession

Index = QModelIndex | QPersistentModelIndex


class CombatModel(QAbstractItemModel):
    """Top rows are attackers; children are their blockers.  Internal id 0
    marks a top row; ``n + 1`` marks a child of top row ``n``."""

    COLUMNS = 2

    def __init__(self, session: "GameSession", parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self._rows: list[tuple[int, list[int]]] = []

    def _declaring_blocks(self) -> bool:
        """The defender is building the block (the engine marks blockers declared as the step's
        declaration begins, CR 509.1: until it is answered, the draft is what to show)."""
        d = self.session.game.pending
        return d is not None and d.kind is Kind.DECLARE_BLOCKERS

    def _read(self) -> list[tuple[int, list[int]]]:
        game, marks = self.session.game, self.session.marks
        combat = game.combat
        declared = combat.blockers_declared and not self._declaring_blocks()
        attackers = list(combat.attackers) + [a for a in marks.draft.planned_attacks() if a not in combat.attackers]
        rows = []
        for a in attackers:
            if a not in game.objects:
                continue
            blockers = combat.blockers_of(a) if declared else \
                [b for b, x in marks.draft.planned_blocks() if x == a]
            rows.append((a, [b for b in blockers if b in game.objects]))
        return rows

    def refresh(self) -> None:
        rows = self._read()
        if rows != self._rows:
            self.beginResetModel()
            self._rows = rows
            self.endResetModel()
        elif rows:
            self.dataChanged.emit(self.index(0, 0), self.index(len(rows) - 1, self.COLUMNS - 1))

    def attacker_rows(self) -> list[tuple[int, list[int]]]:
        return [(a, list(bs)) for a, bs in self._rows]

    # ---------------------------------------------------------------- Qt overrides

    def index(self, row: int, column: int, parent: Index = QModelIndex()) -> QModelIndex:
        if not self.hasIndex(row, column, parent):
            return QModelIndex()
        if not parent.isValid():
            return self.createIndex(row, column, 0)
        if parent.internalId() != 0:
            return QModelIndex()
        return self.createIndex(row, column, parent.row() + 1)

    # PySide6's stubs give QAbstractItemModel.parent() (QObject's parent) and parent(index) as
    # overloads that one Python override can't match, though Qt calls this one with an index
    def parent(self, index: Index = QModelIndex()) -> QModelIndex:  # type: ignore[override]
        if not index.isValid() or index.internalId() == 0:
            return QModelIndex()
        return self.createIndex(int(index.internalId()) - 1, 0, 0)

    def rowCount(self, parent: Index = QModelIndex()) -> int:
        if not parent.isValid():
            return len(self._rows)
        if parent.internalId() == 0 and parent.column() == 0 and 0 <= parent.row() < len(self._rows):
            return len(self._rows[parent.row()][1])
        return 0

    def columnCount(self, parent: Index = QModelIndex()) -> int:
        return self.COLUMNS

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return (self.tr("Creature"), self.tr("Fights"))[section] if 0 <= section < self.COLUMNS else None
        return None

    def _oid(self, index: Index) -> int | None:
        if not index.isValid():
            return None
        if index.internalId() == 0:
            return self._rows[index.row()][0] if index.row() < len(self._rows) else None
        top = int(index.internalId()) - 1
        if top >= len(self._rows) or index.row() >= len(self._rows[top][1]):
            return None
        return self._rows[top][1][index.row()]

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        oid = self._oid(index)
        if oid is None:
            return None
        game = self.session.game
        if oid not in game.objects:
            return None
        if role == ObjectIdRole:
            return oid
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        o = game.objects[oid]
        if index.column() == 0:
            damage = self.tr(", {n} damage").format(n=o.damage) if o.damage else ""
            return f"{card_name(o.name)} {game.power(oid)}/{game.toughness(oid)}{damage}"
        if index.internalId() == 0:
            target = game.combat.attackers.get(oid, self.session.marks.draft.planned_attacks().get(oid))
            what = self.tr("attacks {target}").format(target=card_name(game.name(target))) if target is not None else ""
            if game.combat.blockers_declared and not self._declaring_blocks():
                if not game.combat.is_blocked(oid):
                    what += self.tr(" — unblocked")
                elif not game.combat.blockers_of(oid):
                    what += self.tr(" — blocked (its blockers left combat: it stays blocked, CR 509.1h)")
            return what
        return self.tr("blocks · #{n} in order").format(n=index.row() + 1)
