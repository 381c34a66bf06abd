"""What a reader hands over before names are checked: entries with line numbers.

Why a separate step: every format has its own syntax, but the rules after
parsing are shared: where commanders and companions go, how names are
canonicalised, that *all* unknown names are reported together, that a file
without cards is not a deck. Readers produce a :class:`ParsedDeck`;
:func:`assemble` turns it into a :class:`~mtgtable.decks.model.Decklist`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

from . import messages as m
from .errors import DeckFormatError, UnknownCardsError
from .messages import Message
from .model import DeckEntry, Decklist
from .names import CardNameIndex, name_key

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
    """A reader's output. ``name`` is None when the file does not name the deck."""

    name: str | None = None
    entries: list[ParsedEntry] = field(default_factory=list)


def assemble(
    parsed: ParsedDeck,
    *,
    source: str,
    default_name: str = "",
    index: CardNameIndex | None = None,
) -> Decklist:
    """Turn a reader's entries into a :class:`Decklist`.

    Raises :class:`DeckFormatError` when there are no cards at all and
    :class:`UnknownCardsError` listing every unknown name when ``index`` is
    given and some names are not in it.
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
    entries: list[ParsedEntry], source: str, index: CardNameIndex
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
        suggestions = {name: index.suggest(name) for name in unknown_lines}
        raise UnknownCardsError(source, suggestions, unknown_lines)
    return canonical
