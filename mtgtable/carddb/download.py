"""Downloading MTGJSON's AtomicCards ("Update card database…"), as Cockatrice's updater does.

MTGJSON publishes every card, atomic (one entry per card, not per printing),
at :data:`MTGJSON_URL` (documented at https://mtgjson.com/downloads/all-files/;
the ``.json.gz`` is the same file gzipped, about a fifth of the size).  The
download goes to a temporary file beside the installed copy; it is checked
(it reads as a card list and has cards: its index is built, which is also the
next start's cache) and only then moved over the old copy, so a failed or
cancelled download never loses the card list the player had.  Standard
library only (urllib), so the GUI runs it in a worker thread.
"""

from __future__ import annotations

import os
import urllib.request
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from ..engine.files.atomic import replacing
from .errors import CardSourceError
from .index import load_index
from .paths import downloaded_path

MTGJSON_URL = "https://mtgjson.com/api/v5/AtomicCards.json.gz"
#: Bytes per read: small enough that Cancel answers quickly.
BLOCK = 64 * 1024
#: A card list smaller than this is not MTGJSON's (a captive portal's page, an error body).
MIN_CARDS = 1

#: ``progress(done_bytes, total_bytes_or_None) -> keep_going``
Progress = Callable[[int, int | None], bool]


class Cancelled(Exception):
    """The player cancelled the download; nothing was changed."""


@dataclass(frozen=True)
class Installed:
    path: Path
    cards: int
    japanese: int


def download(url: str, target: Path, progress: Progress, timeout: float = 60.0) -> None:
    """Fetch ``url`` into ``target`` (written whole or not at all)."""
    with replacing(target) as part:
        request = urllib.request.Request(url, headers={"User-Agent": "mtgtable card database updater"})
        with part.open("wb") as out, urllib.request.urlopen(request, timeout=timeout) as response:
            length = response.headers.get("Content-Length")
            total = int(length) if length and length.isdigit() else None
            done = 0
            if not progress(done, total):
                raise Cancelled()
            while True:
                block = response.read(BLOCK)
                if not block:
                    break
                out.write(block)
                done += len(block)
                if not progress(done, total):
                    raise Cancelled()
            if total is not None and done != total:
                raise CardSourceError(f"{url}: the download stopped after {done} of {total} bytes")


def install(url: str = MTGJSON_URL, progress: Progress = lambda done, total: True,
            destination: Path | None = None) -> Installed:
    """Download the card list, check it, and only then replace the installed copy.

    Raises :class:`Cancelled`, :class:`CardSourceError` (the file is not a
    card list, or has no cards) or ``OSError`` (network, disk); in every case
    the old copy is untouched."""
    final = destination if destination is not None else downloaded_path()
    fresh = final.with_name(final.name + ".new")
    try:
        download(url, fresh, progress)
        index = load_index([fresh])  # parses it, and caches the index the next start will use
        try:
            cards, japanese = len(index), index.japanese
        finally:
            index.close()
        if cards < MIN_CARDS:
            raise CardSourceError(f"{url}: the downloaded file has no cards")
        os.replace(fresh, final)
    finally:
        try:
            fresh.unlink()
        except OSError:
            pass
    return Installed(final, cards, japanese)
