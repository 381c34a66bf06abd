"""OCTGN ``.o8d`` files: XML sections of ``<card qty="4" id="...">Name</card>``.

What OCTGN's Magic: the Gathering game writes::

    <?xml version="1.0" encoding="utf-8" standalone="yes"?>
    <deck game="a6c8d2e8-7cd8-11dd-8f94-e62b56d89593">
      <section name="Main" shared="False">
        <card qty="4" id="2a5d3a3b-...">Lightning Bolt</card>
      </section>
      <section name="Sideboard" shared="False" />
      <section name="Command Zone" shared="False" />
      <section name="Planes/Schemes" shared="False" />
      <notes><![CDATA[]]></notes>
    </deck>

The card's name is the element's text; ``id`` is OCTGN's own card GUID, not
a set code, so it is not kept. ``Command Zone`` holds the commander (it joins
the main deck), ``Planes/Schemes`` is not part of a constructed deck and is
skipped; any other section name is an error rather than silently dropped
cards. The file does not name the deck (OCTGN uses the file name).

>>> parsed = read_o8d('<deck><section name="Main"><card qty="4" id="x">Lightning Bolt</card></section>'
...                   '<section name="Sideboard"><card qty="2" id="y">Negate</card></section></deck>',
...                   source="burn.o8d")
>>> [(e.section.value, e.count, e.name) for e in parsed.entries]
[('main', 4, 'Lightning Bolt'), ('sideboard', 2, 'Negate')]
"""

from __future__ import annotations

from . import messages as m
from .card_line import check_count
from .errors import DeckFormatError
from .messages import Message
from .parsed import ParsedDeck, ParsedEntry, Section
from .safe_xml import XmlElement, parse_deck_xml, require_root

__all__ = ["ROOT_TAG", "read_o8d", "read_o8d_tree"]

ROOT_TAG = "deck"
_SECTIONS = {"main": Section.MAIN, "sideboard": Section.SIDEBOARD, "command zone": Section.COMMANDER}
_SKIPPED = {"planes/schemes", "planes", "schemes"}


def read_o8d(text: str, *, source: str) -> ParsedDeck:
    """Parse the text of an OCTGN ``.o8d`` file."""
    return read_o8d_tree(parse_deck_xml(text, source=source, expected=m.FORMAT_OCTGN), source=source)


def read_o8d_tree(root: XmlElement, *, source: str) -> ParsedDeck:
    """Read an already parsed ``.o8d`` document (the loader parses once to sniff)."""
    require_root(root, ROOT_TAG, source=source, expected=m.FORMAT_OCTGN)
    parsed = ParsedDeck()
    for section in root.children:
        if section.tag != "section":
            continue  # <notes> and future additions
        written = section.attribute("name", source=source)
        key = " ".join(written.lower().split())
        if key in _SKIPPED:
            continue
        if key not in _SECTIONS:
            raise DeckFormatError(
                source, Message.of(m.UNKNOWN_OCTGN_SECTION, section=written[:40]), line=section.line
            )
        for card in section.children:
            if card.tag != "card":
                continue
            name = " ".join(card.text.split())
            if not name:
                raise DeckFormatError(
                    source, Message.of(m.MISSING_NAME, count=card.attributes.get("qty", "?")[:20]),
                    line=card.line,
                )
            count = check_count(card.attribute("qty", source=source), name, source=source, line=card.line)
            parsed.add(ParsedEntry(_SECTIONS[key], count, name, None, None, card.line), source=source)
    return parsed
