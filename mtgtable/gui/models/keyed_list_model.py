"""A list model whose rows are keys (object ids, event numbers) it re-reads on refresh.

Object ids change whenever a card changes zone (CR 400.7), so after every
answer a model asks the engine for its new list of keys and turns the
difference into proper ``beginRemoveRows``/``beginInsertRows`` calls: views
keep their scroll position and selection, and nothing is rebuilt that did
not change.  Rows that stayed are re-read (``dataChanged``) when their
signature changed, since a tapped or damaged permanent keeps its id.
"""

from __future__ import annotations

from difflib import SequenceMatcher
from typing import Any, Generic, Hashable, Sequence, TypeVar

from PySide6.QtCore import QAbstractListModel, QModelIndex, QPersistentModelIndex, Qt

K = TypeVar("K", bound=Hashable)
Index = QModelIndex | QPersistentModelIndex


class KeyedListModel(QAbstractListModel, Generic[K]):
    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._keys: list[K] = []

    # ---------------------------------------------------------------- subclass API

    def current_keys(self) -> Sequence[K]:
        """The keys the rows should show now (read from the engine)."""
        raise NotImplementedError

    def row_data(self, key: K, role: int) -> Any:
        raise NotImplementedError

    def before_refresh(self) -> None:
        """Drop caches that depend on the game state (called before the diff)."""

    def row_signature(self, key: K) -> Hashable | None:
        """A value that changes when the row's look changes; ``None``: always re-read the row.
        Rows whose signature did not change are not repainted."""
        return None

    # ---------------------------------------------------------------- refresh

    @property
    def keys(self) -> list[K]:
        return list(self._keys)

    def refresh(self) -> None:
        old_signatures = {k: self.row_signature(k) for k in self._keys}
        self.before_refresh()
        new = list(self.current_keys())
        old = self._keys
        if new != old:
            ops = SequenceMatcher(None, old, new, autojunk=False).get_opcodes()
            for tag, i1, i2, j1, j2 in reversed(ops):  # from the end, so earlier rows keep their index
                if tag in ("delete", "replace"):
                    self.beginRemoveRows(QModelIndex(), i1, i2 - 1)
                    del self._keys[i1:i2]
                    self.endRemoveRows()
                if tag in ("insert", "replace"):
                    self.beginInsertRows(QModelIndex(), i1, i1 + (j2 - j1) - 1)
                    self._keys[i1:i1] = new[j1:j2]
                    self.endInsertRows()
        changed = [i for i, k in enumerate(self._keys)
                   if (sig := self.row_signature(k)) is None or old_signatures.get(k) != sig]
        for first, last in _runs(changed):
            self.dataChanged.emit(self.index(first), self.index(last))

    # ---------------------------------------------------------------- Qt overrides

    def rowCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._keys)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._keys):
            return None
        return self.row_data(self._keys[index.row()], role)

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable


def _runs(rows: list[int]) -> list[tuple[int, int]]:
    """Sorted row numbers as (first, last) runs of consecutive rows."""
    runs: list[tuple[int, int]] = []
    for r in rows:
        if runs and runs[-1][1] == r - 1:
            runs[-1] = (runs[-1][0], r)
        else:
            runs.append((r, r))
    return runs
