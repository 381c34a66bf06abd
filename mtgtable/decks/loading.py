"""Loading a deck from a file or pasted text: choose the reader, never crash.

Anything a player can pick in a file dialog may end up here: a PNG renamed
``.txt``, a saved web page, a Latin-1 file from an old tool, a truncated
download. Each of those becomes a :class:`DeckFormatError` that names the file
(and the line, when there is one) so the GUI can show it as is. File-system
problems (missing file, no permission, a directory) stay :class:`OSError`.

How the reader is chosen:

* ``.dek`` -> MTGO XML, ``.cod`` -> Cockatrice XML, ``.o8d`` -> OCTGN XML,
  ``.json`` -> MTGJSON;
* ``.dck`` -> Forge when a ``[Section]`` header such as ``[Main]`` appears,
  otherwise XMage;
* anything else (``.txt``, ``.dec``, no extension, pasted text) is sniffed:
  XML by its root element, JSON by its opening ``{``, then Forge, then XMage
  by their markers, and plain text (Arena / MTGO / Archidekt) otherwise.

Every reader stops at the first line past a limit of
:mod:`~mtgtable.decks.limits` (file size, line length, copies per line, cards
per deck, different names), so a hostile file costs bounded time and memory.
"""

from __future__ import annotations

import codecs
import os
import re
from collections.abc import Iterable
from pathlib import Path

from . import messages as m
from .cockatrice_cod import ROOT_TAG as COD_ROOT
from .cockatrice_cod import read_cod, read_cod_tree
from .errors import DeckFormatError
from .forge_dck import looks_like_forge, read_forge
from .limits import MAX_FILE_BYTES
from .messages import Message
from .model import DeckFormat, LoadedDeck, LoadWarning
from .mtgjson_deck import looks_like_mtgjson, read_mtgjson
from .mtgo_dek import ROOT_TAG as DEK_ROOT
from .mtgo_dek import read_dek, read_dek_tree
from .names import CardNameIndex, NameLookup
from .octgn_o8d import ROOT_TAG as O8D_ROOT
from .octgn_o8d import read_o8d, read_o8d_tree
from .parsed import ParsedDeck, assemble
from .plain_text import read_text
from .safe_xml import parse_xml
from .xmage_dck import looks_like_xmage, read_xmage

__all__ = ["MAX_FILE_BYTES", "KnownNames", "decode_deck_bytes", "load_deck", "parse_deck_text"]

#: Extensions that make a one-line string count as a path rather than text.
DECK_SUFFIXES = frozenset({".txt", ".dec", ".dek", ".cod", ".dck", ".mwdeck", ".o8d", ".json"})

#: Canonical card names: a ready index (the card database's own
#: :class:`~mtgtable.decks.NameLookup`, or a :class:`CardNameIndex`), or any
#: collection of names.
KnownNames = NameLookup | CardNameIndex | Iterable[str]

_MAGIC: tuple[tuple[bytes, str], ...] = (
    (b"\x89PNG\r\n\x1a\n", m.KIND_PNG),
    (b"\xff\xd8\xff", m.KIND_JPEG),
    (b"GIF87a", m.KIND_GIF),
    (b"GIF89a", m.KIND_GIF),
    (b"%PDF-", m.KIND_PDF),
    (b"PK\x03\x04", m.KIND_ZIP),
    (b"\x1f\x8b", m.KIND_GZIP),
)
_BOMS: tuple[tuple[bytes, str], ...] = (
    # UTF-32 first: its little-endian BOM begins with UTF-16's.
    (codecs.BOM_UTF32_LE, "utf-32"),
    (codecs.BOM_UTF32_BE, "utf-32"),
    (codecs.BOM_UTF8, "utf-8-sig"),
    (codecs.BOM_UTF16_LE, "utf-16"),
    (codecs.BOM_UTF16_BE, "utf-16"),
)
_WEB_PAGE = re.compile(r"<!doctype\s+html|<html[\s>]", re.IGNORECASE)
_TEXT_CONTROL_BYTES = frozenset(b"\t\n\r\f\v")


def load_deck(
    path_or_text: str | os.PathLike[str], *, known_names: KnownNames | None = None
) -> LoadedDeck:
    """Load a deck from a file path or from decklist text.

    A :class:`os.PathLike` is always a path. A string is a path when it is a
    single line naming an existing file or ending in a deck extension
    (``.txt``, ``.dec``, ``.dek``, ``.cod``, ``.dck``, ``.mwdeck``); otherwise it
    is the decklist itself. Use :func:`parse_deck_text` to skip the guessing.

    When ``known_names`` is given, every card name must match one of them
    (ignoring case, accents, typographic apostrophes and dashes, and
    ``Fire/Ice`` versus ``Fire // Ice``) and is replaced by its canonical
    spelling; unknown names are reported together in one
    :class:`~mtgtable.decks.UnknownCardsError`.

    Raises :class:`DeckFormatError` for anything that is not a readable deck,
    and :class:`OSError` when the file cannot be read at all.

    >>> loaded = load_deck("4 Lightning Bolt\\n20 Mountain\\n\\n3 Negate")
    >>> loaded.fmt, loaded.deck.card_count(), loaded.deck.sideboard_count()
    (<DeckFormat.TEXT: 'text'>, 24, 3)
    """
    if isinstance(path_or_text, os.PathLike) or _looks_like_path(path_or_text):
        path = Path(path_or_text)
        with path.open("rb") as file:
            data = file.read(MAX_FILE_BYTES + 1)
            if len(data) > MAX_FILE_BYTES:
                raise DeckFormatError(
                    path.name,
                    Message.of(m.TOO_LARGE, size=os.fstat(file.fileno()).st_size, limit=MAX_FILE_BYTES),
                )
        text = decode_deck_bytes(data, source=path.name)
        return parse_deck_text(
            text,
            source=path.name,
            suffix=path.suffix,
            default_name=path.stem,
            known_names=known_names,
        )
    return parse_deck_text(path_or_text, known_names=known_names)


def parse_deck_text(
    text: str,
    *,
    source: str = m.PASTED_TEXT,
    suffix: str = "",
    default_name: str = "",
    known_names: KnownNames | None = None,
) -> LoadedDeck:
    """Read decklist ``text`` that is already decoded.

    ``source`` names it in messages, ``suffix`` (such as ``".dek"``) picks the
    reader as a file extension would, and ``default_name`` names the deck when
    the text itself does not. Raises like :func:`load_deck`.
    """
    _check_text(text, source)
    fmt, parsed = _read(text, suffix.lower(), source)
    index = _index(known_names)
    deck = assemble(parsed, source=source, default_name=default_name, index=index)
    warnings = tuple(LoadWarning(source, message, line) for message, line in parsed.warnings)
    return LoadedDeck(deck, fmt, source, warnings)


def decode_deck_bytes(data: bytes, *, source: str) -> str:
    """Decode a deck file's bytes, refusing binary files and non-UTF-8 text.

    UTF-8 (with or without a byte-order mark) is what every deck tool writes;
    UTF-16/32 are accepted only with a byte-order mark, as Windows writes them.
    """
    if not data.strip():
        raise DeckFormatError(source, Message.of(m.EMPTY_FILE))
    if len(data) > MAX_FILE_BYTES:
        raise DeckFormatError(source, Message.of(m.TOO_LARGE, size=len(data), limit=MAX_FILE_BYTES))
    for magic, kind in _MAGIC:
        if data.startswith(magic):
            raise DeckFormatError(source, Message.of(m.BINARY_KIND, kind=kind))
    for bom, encoding in _BOMS:
        if data.startswith(bom):
            try:
                return data.decode(encoding)
            except UnicodeDecodeError:
                raise DeckFormatError(source, Message.of(m.BINARY_FILE)) from None
    if _looks_binary(data):
        raise DeckFormatError(source, Message.of(m.BINARY_FILE))
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as error:
        line = data.count(b"\n", 0, error.start) + 1
        byte = f"{data[error.start]:02X}"
        raise DeckFormatError(source, Message.of(m.NOT_UTF8, byte=byte), line=line) from None


def _looks_binary(data: bytes) -> bool:
    """NUL bytes, or many control characters near the start: no text editor
    wrote this. (A few stray control characters are tolerated.)"""
    head = data[:4096]
    controls = sum(1 for byte in head if byte < 0x20 and byte not in _TEXT_CONTROL_BYTES)
    return b"\x00" in data or controls * 20 > len(head)


def _looks_like_path(text: str) -> bool:
    if "\n" in text or "\r" in text or not text.strip():
        return False
    return Path(text).suffix.lower() in DECK_SUFFIXES or os.path.isfile(text)


def _check_text(text: str, source: str) -> None:
    """Refuse what no reader should see: nothing, too much, or binary data."""
    if not text.strip():
        raise DeckFormatError(source, Message.of(m.EMPTY_FILE))
    if len(text) > MAX_FILE_BYTES:
        size = len(text.encode("utf-8", errors="replace"))
        raise DeckFormatError(source, Message.of(m.TOO_LARGE, size=size, limit=MAX_FILE_BYTES))
    if _looks_binary(text[:4096].encode("utf-8", errors="replace")) or "\x00" in text:
        raise DeckFormatError(source, Message.of(m.BINARY_FILE))
    if _WEB_PAGE.match(text.lstrip()):
        raise DeckFormatError(source, Message.of(m.WEB_PAGE), line=1)


def _read(text: str, suffix: str, source: str) -> tuple[DeckFormat, ParsedDeck]:
    if suffix == ".dek":
        return DeckFormat.MTGO_DEK, read_dek(text, source=source)
    if suffix == ".cod":
        return DeckFormat.COCKATRICE, read_cod(text, source=source)
    if suffix == ".o8d":
        return DeckFormat.OCTGN, read_o8d(text, source=source)
    if suffix == ".json":
        return DeckFormat.MTGJSON, read_mtgjson(text, source=source)
    if suffix == ".dck":
        if looks_like_forge(text):
            return DeckFormat.FORGE, read_forge(text, source=source)
        return DeckFormat.XMAGE, read_xmage(text, source=source)
    return _sniff(text, source)


def _sniff(text: str, source: str) -> tuple[DeckFormat, ParsedDeck]:
    """Pick a reader by content, for ``.txt``, unknown extensions and pasted text."""
    if text.lstrip().startswith("<"):
        root = parse_xml(text, source=source)
        if root.tag == DEK_ROOT:
            return DeckFormat.MTGO_DEK, read_dek_tree(root, source=source)
        if root.tag == COD_ROOT:
            return DeckFormat.COCKATRICE, read_cod_tree(root, source=source)
        if root.tag == O8D_ROOT:
            return DeckFormat.OCTGN, read_o8d_tree(root, source=source)
        raise DeckFormatError(source, Message.of(m.XML_UNKNOWN_ROOT, tag=root.tag), line=root.line)
    if looks_like_mtgjson(text):
        return DeckFormat.MTGJSON, read_mtgjson(text, source=source)
    if looks_like_forge(text):
        return DeckFormat.FORGE, read_forge(text, source=source)
    if looks_like_xmage(text):
        return DeckFormat.XMAGE, read_xmage(text, source=source)
    return DeckFormat.TEXT, read_text(text, source=source)


def _index(known_names: KnownNames | None) -> NameLookup | None:
    if known_names is None or isinstance(known_names, NameLookup):
        return known_names
    return CardNameIndex(known_names)
