"""The one atomic file writer: a file is either the old one or the new one, never half-written.

The text goes to a temporary file in the same folder (so the final rename
never crosses file systems), is flushed and fsynced, then moved into place
with ``os.replace`` (or ``os.link`` when the target must not exist yet), and
the folder is synced so the rename itself survives a power cut.  Saves,
settings and decks all write through here.
"""

from __future__ import annotations

import contextlib
import os
import secrets
from collections.abc import Iterator
from pathlib import Path


def write_temporary(target: Path, content: bytes) -> Path:
    """Write ``content`` to a new hidden file beside ``target``, flushed to disk.
    Created with mode 0o666 so the umask applies as for any new file."""
    while True:
        temporary = target.with_name(f".{target.name}.{secrets.token_hex(4)}.tmp")
        try:
            descriptor = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666)
        except FileExistsError:
            continue
        break
    try:
        with os.fdopen(descriptor, "wb") as file:
            file.write(content)
            file.flush()
            os.fsync(file.fileno())
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise
    return temporary


def sync_folder(folder: Path) -> None:
    """Make a rename durable where the OS allows syncing a folder."""
    if os.name != "posix":
        return
    with contextlib.suppress(OSError):
        descriptor = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(descriptor)
        finally:
            os.close(descriptor)


def write_atomic(path: str | os.PathLike[str], content: str | bytes) -> None:
    """Replace ``path`` with ``content`` (text is written as UTF-8) in one step."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    data = content.encode("utf-8") if isinstance(content, str) else content
    temporary = write_temporary(target, data)
    try:
        os.replace(temporary, target)
    finally:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(temporary)
    sync_folder(target.parent)


@contextlib.contextmanager
def replacing(path: str | os.PathLike[str]) -> Iterator[Path]:
    """A new hidden file beside ``path`` for a writer that builds it in steps (a
    download, a database): when the block ends without error it replaces
    ``path`` in one step; on any error, a cancel included, it is removed and
    ``path`` is left as it was.

    >>> import tempfile
    >>> folder = Path(tempfile.mkdtemp())
    >>> with replacing(folder / "a.txt") as part:
    ...     _ = part.write_text("new")
    >>> (folder / "a.txt").read_text(), sorted(p.name for p in folder.iterdir())
    ('new', ['a.txt'])
    """
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    temporary = write_temporary(target, b"")
    try:
        yield temporary
        os.replace(temporary, target)
    finally:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(temporary)
    sync_folder(target.parent)

