"""Plain-text decklists: Arena exports, MTGO ``.txt``, and what people paste.

Reading rules, in the order they apply to each line:

* Blank lines separate groups; ``//`` and ``#`` at the start of a line begin a
  comment (only at the start, because ``Fire // Ice`` is a card).
* A line that is only a header switches section, case-insensitively, with an
  optional colon or ``(15)``-style count: ``Deck``/``Main``/``Maindeck``/
  ``Mainboard``, ``Sideboard``/``Side``/``SB:``, ``Commander``, ``Companion``,
  ``About`` (Arena; its ``Name ...`` line names the deck) and
  ``Maybeboard``/``Considering`` (cards there are not in the deck and skipped).
* ``SB: 2 Negate`` is always a sideboard card, whatever section it is in.
* Everything else must be a card line (see :mod:`.card_line`).

Where cards go when the file does not say:

* With no header and no ``SB:`` line at all (the MTGO ``.txt`` export and
  older Arena exports), the first blank line *after at least one card* starts
  the sideboard; later blank lines change nothing.
* Once the file has any header or ``SB:`` line, blank lines are only
  grouping. The one exception: the ``Commander``, ``Companion`` and ``About``
  blocks end at the next blank line, and header-less cards after them belong
  to the main deck (a lone commander followed by the 99 reads as expected).
* Commanders are put in the main deck and companions in the sideboard (once,
  even though Arena lists a companion under both headers).

The writer emits ``About``/``Name``, ``Deck`` and ``Sideboard`` headers with
Arena's ``(SET) number`` suffixes, which this reader reads back identically
and Arena imports.

>>> parsed = read_text("4 Lightning Bolt\\n20 Mountain\\n\\n2 Negate", source="mtgo.txt")
>>> [(e.section.value, e.count, e.name) for e in parsed.entries]
[('main', 4, 'Lightning Bolt'), ('main', 20, 'Mountain'), ('sideboard', 2, 'Negate')]
"""

from __future__ import annotations

import re

from .card_line import parse_card_line
from .model import DeckEntry, Decklist
from .parsed import ParsedDeck, ParsedEntry, Section

__all__ = ["export_text", "read_text", "split_lines"]

_HEADER = re.compile(r"(?P<word>[A-Za-z][A-Za-z ]*?)\s*(?:\(\d+\))?\s*:?")
_HEADERS: dict[str, Section | str] = {
    "deck": Section.MAIN,
    "main": Section.MAIN,
    "maindeck": Section.MAIN,
    "main deck": Section.MAIN,
    "mainboard": Section.MAIN,
    "sideboard": Section.SIDEBOARD,
    "side": Section.SIDEBOARD,
    "sb": Section.SIDEBOARD,
    "commander": Section.COMMANDER,
    "commanders": Section.COMMANDER,
    "companion": Section.COMPANION,
    "about": "about",
    "maybeboard": "skip",
    "considering": "skip",
}
#: Where Archidekt's placing categories put a card (see card_line.category_section).
_CATEGORY_SECTIONS = {
    "commander": Section.COMMANDER,
    "sideboard": Section.SIDEBOARD,
    "companion": Section.COMPANION,
}
#: Sections that a blank line closes, falling back to the main deck.
_BLOCKS_ENDED_BY_BLANK = (Section.COMMANDER, Section.COMPANION, "about")
_SIDEBOARD_PREFIX = re.compile(r"SB:\s*", re.IGNORECASE)
_ABOUT_NAME = re.compile(r"Name\s+(?P<name>.+)", re.IGNORECASE)


def split_lines(text: str) -> list[str]:
    """Split on \\n, \\r\\n or \\r only, so line numbers match what editors
    show (``str.splitlines`` would also split on form feeds and U+2028)."""
    return text.replace("\r\n", "\n").replace("\r", "\n").split("\n")


def _is_comment(line: str) -> bool:
    return line.startswith(("//", "#"))


def _header(line: str) -> Section | str | None:
    match = _HEADER.fullmatch(line)
    if match is None:
        return None
    return _HEADERS.get(" ".join(match["word"].lower().split()))


def read_text(text: str, *, source: str) -> ParsedDeck:
    """Parse a plain-text decklist; see the module docstring for the rules."""
    lines = split_lines(text)
    explicit = any(
        _header(line.strip()) is not None or _SIDEBOARD_PREFIX.match(line.strip())
        for line in lines
    )
    parsed = ParsedDeck()
    section: Section | str = Section.MAIN
    seen_card = False
    for number, raw in enumerate(lines, start=1):
        line = raw.strip()
        if not line:
            if not explicit and seen_card:
                section = Section.SIDEBOARD
            elif section in _BLOCKS_ENDED_BY_BLANK:
                section = Section.MAIN
            continue
        if _is_comment(line):
            continue
        header = _header(line)
        if header is not None:
            section = header
            continue
        if section == "skip":
            continue
        if section == "about":
            about = _ABOUT_NAME.fullmatch(line)
            if about is not None:
                parsed.name = about["name"].strip()
            continue
        target = section
        prefix = _SIDEBOARD_PREFIX.match(line)
        if prefix is not None:
            line = line[prefix.end() :]
            target = Section.SIDEBOARD
        card = parse_card_line(line, source=source, line=number)
        assert isinstance(target, Section)
        placed = card.section()
        if placed == "skip":
            continue
        if placed is not None:
            target = _CATEGORY_SECTIONS[placed]
        parsed.add(
            ParsedEntry(target, card.count, card.name, card.set_code, card.collector_number, number),
            source=source,
        )
        seen_card = True
    return parsed


def _entry_line(entry: DeckEntry) -> str:
    line = f"{entry.count} {entry.name}"
    if entry.set_code is not None:
        line += f" ({entry.set_code})"
        if entry.collector_number is not None:
            line += f" {entry.collector_number}"
    return line


def export_text(deck: Decklist) -> str:
    """The deck as Arena-style text with ``Deck``/``Sideboard`` headers.

    >>> print(export_text(Decklist("Burn", (DeckEntry(4, "Lightning Bolt", "M10", "146"),),
    ...                            (DeckEntry(2, "Negate"),))), end="")
    About
    Name Burn
    <BLANKLINE>
    Deck
    4 Lightning Bolt (M10) 146
    <BLANKLINE>
    Sideboard
    2 Negate
    """
    blocks: list[list[str]] = []
    if deck.name:
        blocks.append(["About", f"Name {deck.name}"])
    blocks.append(["Deck", *map(_entry_line, deck.main)])
    if deck.sideboard:
        blocks.append(["Sideboard", *map(_entry_line, deck.sideboard)])
    return "\n\n".join("\n".join(block) for block in blocks) + "\n"
