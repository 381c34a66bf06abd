"""Where the card database keeps its files, and writing them safely.

* the **cache** (``platformdirs`` user cache, ``.../mtgtable/carddb``): the name
  index, the record store and the compiled cards, all rebuilt from the source
  when missing or corrupt, so deleting the folder is always safe;
* the **data** folder (user data): the downloaded ``AtomicCards.json``;
* the **config** folder (user config): ``carddb.json``, the card file chosen
  with "Use a card file…".
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

import platformdirs

from mtgtable.engine.files.atomic import write_atomic

APP = "mtgtable"
DOWNLOADED_NAME = "AtomicCards.json"


def cache_dir() -> Path:
    return Path(platformdirs.user_cache_dir(APP, appauthor=False)) / "carddb"


def data_dir() -> Path:
    return Path(platformdirs.user_data_dir(APP, appauthor=False))


def downloaded_path() -> Path:
    """Where "Update card database…" keeps MTGJSON's AtomicCards."""
    return data_dir() / DOWNLOADED_NAME


def config_path() -> Path:
    return Path(platformdirs.user_config_dir(APP, appauthor=False)) / "carddb.json"


def atomic_write_bytes(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` so a reader sees the old file or the new one, never half of one
    (the project's one atomic writer, ``engine/files/atomic.py``)."""
    write_atomic(path, data)


def atomic_write_json(path: Path, value: Any) -> None:
    atomic_write_bytes(path, json.dumps(value, ensure_ascii=False, separators=(",", ":")).encode("utf-8"))


def read_json(path: Path) -> Any:
    """The JSON in ``path``, or None when it is missing or corrupt (a cache is never fatal)."""
    try:
        return json.loads(path.read_bytes())
    except (OSError, ValueError):
        return None


def chosen_card_file() -> Path | None:
    """The card file picked with "Use a card file…", if any."""
    value = read_json(config_path())
    if isinstance(value, dict) and isinstance(value.get("card_file"), str) and value["card_file"]:
        return Path(value["card_file"])
    return None


def set_chosen_card_file(path: Path | None) -> None:
    atomic_write_json(config_path(), {"card_file": str(path) if path is not None else ""})


def file_hash(path: Path) -> str:
    """The SHA-256 of a source file, remembered by (path, size, mtime) so a warm
    start does not read 15 MB to find out nothing changed."""
    st = path.stat()
    memo_path = cache_dir() / "hashes.json"
    memo = read_json(memo_path)
    if not isinstance(memo, dict):
        memo = {}
    key = str(path.resolve())
    seen = memo.get(key)
    if isinstance(seen, dict) and seen.get("size") == st.st_size and seen.get("mtime_ns") == st.st_mtime_ns \
            and isinstance(seen.get("sha256"), str):
        return str(seen["sha256"])
    digest = hashlib.sha256()
    with path.open("rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            digest.update(block)
    value = digest.hexdigest()
    memo[key] = {"size": st.st_size, "mtime_ns": st.st_mtime_ns, "sha256": value}
    try:
        atomic_write_json(memo_path, memo)
    except OSError:
        pass  # a read-only cache only costs speed
    return value
