"""What a reader hands over before names are checked: entries with line numbers.

Why a separate step: every format has its own syntax, but the rules after
parsing are shared: where commanders and companions go, how names are
canonicalised, that *all* unknown names are reported together, that a file
without cards is not a deck. Readers produce a :class:`ParsedDeck`;
:func:`assemble` turns it into a :class:`~mtgtable.decks.model.Decklist`.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from enum import Enum

from . import messages as m
from .card_line import quote_line
from .errors import DeckFormatError, UnknownCardsError
from .limits import (
    MAX_DECK_CARDS,
    MAX_DISTINCT_NAMES,
    MAX_NAME_CHARS,
    MAX_REPORTED_UNKNOWN,
)
from .messages import Message
from .model import DeckEntry, Decklist
from .names import NameLookup, name_key

__all__ = ["ParsedDeck", "ParsedEntry", "Section", "assemble"]


class Section(Enum):
    """Where a card line says the card goes."""

    MAIN = "main"
    SIDEBOARD = "sideboard"
    COMMANDER = "commander"  # goes to the main deck
    COMPANION = "companion"  # goes to the sideboard, once


@dataclass(frozen=True)
class ParsedEntry:
    section: Section
    count: int
    name: str
    set_code: str | None
    collector_number: str | None
    line: int | None


@dataclass
class ParsedDeck:
    """A reader's output. ``name`` is None when the file does not name the deck.

    Readers add entries with :meth:`add`, which enforces the limits of
    :mod:`~mtgtable.decks.limits` as it goes: a hostile file is refused at the
    first line past a limit, before the rest of it costs anything.
    """

    name: str | None = None
    entries: list[ParsedEntry] = field(default_factory=list)
    warnings: list[tuple[Message, int | None]] = field(default_factory=list)
    _cards: int = 0
    _names: set[str] = field(default_factory=set)

    def add(self, entry: ParsedEntry, *, source: str, where: str | None = None) -> None:
        """Append ``entry``, or raise :class:`DeckFormatError` at its line (or
        the field path ``where``) when the deck grows past a limit."""
        if len(entry.name) > MAX_NAME_CHARS:
            shown = quote_line(entry.name)
            raise DeckFormatError(
                source,
                Message.of(m.NAME_TOO_LONG, name=shown, length=len(entry.name), limit=MAX_NAME_CHARS),
                line=entry.line, field=where,
            )
        self._cards += entry.count
        if self._cards > MAX_DECK_CARDS:
            raise DeckFormatError(
                source, Message.of(m.TOO_MANY_CARDS, count=self._cards, limit=MAX_DECK_CARDS),
                line=entry.line, field=where,
            )
        self._names.add(name_key(entry.name))
        if len(self._names) > MAX_DISTINCT_NAMES:
            raise DeckFormatError(
                source, Message.of(m.TOO_MANY_NAMES, limit=MAX_DISTINCT_NAMES),
                line=entry.line, field=where,
            )
        self.entries.append(entry)

    def warn(self, message: Message, line: int | None) -> None:
        """Note something the reader had to guess; the deck still loads."""
        self.warnings.append((message, line))


def assemble(
    parsed: ParsedDeck,
    *,
    source: str,
    default_name: str = "",
    index: NameLookup | None = None,
) -> Decklist:
    """Turn a reader's entries into a :class:`Decklist`.

    Raises :class:`DeckFormatError` when there are no cards at all and
    :class:`UnknownCardsError` listing every unknown name when ``index`` is
    given and some names are not in it.

    The work done here is one ``index.resolve`` per entry and at most
    :data:`~.limits.MAX_REPORTED_UNKNOWN` calls of ``index.suggest``, whatever
    the file holds.
    """
    if not parsed.entries:
        raise DeckFormatError(source, Message.of(m.NO_CARDS))
    entries = _canonicalise(parsed.entries, source, index) if index is not None else parsed.entries

    main: list[DeckEntry] = []
    sideboard: list[DeckEntry] = []
    companions: list[DeckEntry] = []
    for entry in entries:
        deck_entry = DeckEntry(entry.count, entry.name, entry.set_code, entry.collector_number)
        if entry.section in (Section.MAIN, Section.COMMANDER):
            main.append(deck_entry)
        elif entry.section is Section.SIDEBOARD:
            sideboard.append(deck_entry)
        else:
            companions.append(deck_entry)
    # Arena lists the companion both under "Companion" and in the sideboard;
    # other tools only under "Companion". Either way it ends up in the
    # sideboard exactly once.
    in_sideboard = {name_key(e.name) for e in sideboard}
    for companion in companions:
        if name_key(companion.name) not in in_sideboard:
            sideboard.append(companion)
            in_sideboard.add(name_key(companion.name))
    name = parsed.name if parsed.name is not None else default_name
    return Decklist(" ".join(name.split()), tuple(main), tuple(sideboard))


def _canonicalise(
    entries: list[ParsedEntry], source: str, index: NameLookup
) -> list[ParsedEntry]:
    canonical: list[ParsedEntry] = []
    unknown_lines: dict[str, list[int]] = {}
    for entry in entries:
        known = index.resolve(entry.name)
        if known is None:
            lines = unknown_lines.setdefault(entry.name, [])
            if entry.line is not None:
                lines.append(entry.line)
        else:
            canonical.append(
                ParsedEntry(
                    entry.section,
                    entry.count,
                    known,
                    entry.set_code,
                    entry.collector_number,
                    entry.line,
                )
            )
    if unknown_lines:
        # Suggestions cost a search of the whole card list each: only the
        # names the message will show get them.
        suggestions: dict[str, list[str]] = {name: [] for name in unknown_lines}
        for name in itertools.islice(unknown_lines, MAX_REPORTED_UNKNOWN):
            suggestions[name] = list(index.suggest(name, 3))[:3]
        raise UnknownCardsError(source, suggestions, unknown_lines)
    return canonical
