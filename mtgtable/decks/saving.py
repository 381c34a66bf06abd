"""Writing decks to disk without ever losing a file.

Two promises: an existing file is never replaced unless the caller says so,
and a file is never left half-written (a crash or a full disk mid-write
leaves either the old file or the new one, never a mix). Both come from
writing a temporary file in the same folder and then moving it into place in
one step: ``os.link`` when the target must not exist (it fails atomically if
it does) and ``os.replace`` when overwriting.
"""

from __future__ import annotations

import contextlib
import errno
import os
from collections.abc import Callable
from pathlib import Path

from ..engine.files.atomic import sync_folder, write_temporary

from . import messages as m
from .cockatrice_cod import export_cod
from .messages import Message
from .model import DeckFormat, Decklist
from .plain_text import export_text

__all__ = ["WRITERS", "export_deck", "save_deck"]

#: The formats that can be written, by :class:`DeckFormat`.
WRITERS: dict[DeckFormat, Callable[[Decklist], str]] = {
    DeckFormat.TEXT: export_text,
    DeckFormat.COCKATRICE: export_cod,
}


def export_deck(deck: Decklist, fmt: DeckFormat | str) -> str:
    """The deck as text in ``fmt`` (``"text"`` or ``"cod"``).

    Raises ValueError for a format that can only be read.
    """
    try:
        writer = WRITERS[DeckFormat(fmt)]
    except (ValueError, KeyError):
        choices = m.LIST_SEPARATOR.join(f"'{f.value}'" for f in WRITERS)
        raise ValueError(str(Message.of(m.CANNOT_WRITE_FORMAT, fmt=str(fmt), choices=choices))) from None
    return writer(deck)


def save_deck(
    deck: Decklist,
    path: str | os.PathLike[str],
    fmt: DeckFormat | str,
    *,
    overwrite: bool = False,
) -> Path:
    """Write ``deck`` to ``path`` as ``fmt`` (``"text"`` or ``"cod"``), atomically.

    Raises FileExistsError when ``path`` exists and ``overwrite`` is false
    (the existing file is untouched), ValueError for a format that cannot be
    written, and OSError for file-system failures (the target is then
    unchanged and no temporary file is left behind). Returns the path written.
    """
    content = export_deck(deck, fmt).encode("utf-8")
    target = Path(path)
    if not overwrite and target.exists():
        raise _exists(target)
    temporary = _write_temporary(target, content)
    try:
        if overwrite:
            os.replace(temporary, target)
        else:
            _link_new(temporary, target)
    finally:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(temporary)
    _sync_folder(target.parent)
    return target


def _exists(target: Path) -> FileExistsError:
    message = str(Message.of(m.FILE_EXISTS, path=str(target)))
    return FileExistsError(errno.EEXIST, message, str(target))


def _write_temporary(target: Path, content: bytes) -> Path:
    """A flushed, fsynced hidden file beside ``target`` (the engine's one atomic writer)."""
    return write_temporary(target, content)


def _link_new(temporary: Path, target: Path) -> None:
    """Move ``temporary`` to ``target`` only if ``target`` does not exist.

    A hard link fails atomically when the name is taken, closing the gap
    between checking and writing. File systems without hard links (FAT, some
    network shares) fall back to check-then-replace.
    """
    try:
        os.link(temporary, target)
    except FileExistsError:
        raise _exists(target) from None
    except OSError:
        if target.exists():
            raise _exists(target) from None
        os.replace(temporary, target)


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable where the OS allows syncing a folder."""
    sync_folder(folder)
