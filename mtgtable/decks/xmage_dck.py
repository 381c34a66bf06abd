"""XMage ``.dck`` files: card lines with ``[SET:number]`` before the name.

What XMage writes::

    NAME:Burn
    4 [M10:146] Lightning Bolt
    20 [M10:242] Mountain
    SB: 2 [M20:69] Negate
    LAYOUT MAIN:(1,7)(CMC,false,50)|([M10:146],[M10:146])...
    LAYOUT SIDEBOARD:(1,1)(NONE,false,50)|([M20:69])

``LAYOUT`` lines only remember how XMage's deck editor arranged the cards and
are ignored, as are the other ``KEY:value`` lines some sample decks carry
(``AUTHOR:``, ``EVENT:``, ``DATE:``...): a card line always starts with its
count.

>>> parsed = read_xmage("NAME:Burn\\n4 [M10:146] Lightning Bolt\\nSB: 2 [M20:69] Negate", source="b.dck")
>>> parsed.name, [(e.section.value, e.count, e.name, e.set_code, e.collector_number) for e in parsed.entries]
('Burn', [('main', 4, 'Lightning Bolt', 'M10', '146'), ('sideboard', 2, 'Negate', 'M20', '69')])
"""

from __future__ import annotations

import re

from .card_line import parse_card_line
from .parsed import ParsedDeck, ParsedEntry, Section
from .plain_text import split_lines

__all__ = ["looks_like_xmage", "read_xmage"]

_NAME = re.compile(r"NAME:(?P<name>.*)", re.IGNORECASE)
_METADATA = re.compile(r"(?!SB:)[A-Za-z][A-Za-z _-]*:")
_KNOWN_METADATA = re.compile(r"(?:NAME|AUTHOR|EVENT):", re.IGNORECASE)
_LAYOUT = re.compile(r"LAYOUT\b", re.IGNORECASE)
_SIDEBOARD = re.compile(r"SB:\s*", re.IGNORECASE)
_XMAGE_CARD = re.compile(r"(?:SB:\s*)?\d+\s+\[[^\]:]*:[^\]]*\]\s+\S", re.IGNORECASE)


def looks_like_xmage(text: str) -> bool:
    """True when a line is XMage-only: ``NAME:``, ``AUTHOR:``, ``EVENT:``,
    ``LAYOUT`` or ``4 [M10:146] ...``."""
    return any(
        _KNOWN_METADATA.match(line) or _LAYOUT.match(line) or _XMAGE_CARD.match(line)
        for line in (raw.strip() for raw in split_lines(text))
    )


def read_xmage(text: str, *, source: str) -> ParsedDeck:
    """Parse the text of an XMage ``.dck`` file."""
    parsed = ParsedDeck()
    for number, raw in enumerate(split_lines(text), start=1):
        line = raw.strip()
        if not line or line.startswith(("//", "#")) or _LAYOUT.match(line):
            continue
        name = _NAME.fullmatch(line)
        if name is not None:
            parsed.name = name["name"].strip()
            continue
        if _METADATA.match(line):
            continue
        section = Section.MAIN
        prefix = _SIDEBOARD.match(line)
        if prefix is not None:
            line = line[prefix.end() :]
            section = Section.SIDEBOARD
        card = parse_card_line(line, source=source, line=number)
        parsed.add(
            ParsedEntry(section, card.count, card.name, card.set_code, card.collector_number, number),
            source=source,
        )
    return parsed
