"""MTGO ``.dek`` files: XML with one ``<Cards>`` element per card and zone.

What MTGO writes::

    <?xml version="1.0" encoding="utf-8"?>
    <Deck xmlns:xsd="http://www.w3.org/2001/XMLSchema" ...>
      <NetDeckID>0</NetDeckID>
      <PreconstructedDeckID>0</PreconstructedDeckID>
      <Cards CatID="31745" Quantity="4" Sideboard="false" Name="Lightning Bolt" />
      <Cards CatID="33400" Quantity="2" Sideboard="true" Name="Negate" />
    </Deck>

``CatID`` is MTGO's own printing id; it is not a set code, so it is not kept.
The file does not name the deck (MTGO uses the file name).

>>> parsed = read_dek('<Deck><Cards Quantity="4" Sideboard="false" Name="Lightning Bolt"/></Deck>',
...                   source="burn.dek")
>>> [(e.section.value, e.count, e.name) for e in parsed.entries]
[('main', 4, 'Lightning Bolt')]
"""

from __future__ import annotations

from . import messages as m
from .card_line import check_count
from .errors import DeckFormatError
from .messages import Message
from .parsed import ParsedDeck, ParsedEntry, Section
from .safe_xml import XmlElement, parse_deck_xml, require_root

__all__ = ["ROOT_TAG", "read_dek", "read_dek_tree"]

ROOT_TAG = "Deck"


def read_dek(text: str, *, source: str) -> ParsedDeck:
    """Parse the text of an MTGO ``.dek`` file."""
    return read_dek_tree(parse_deck_xml(text, source=source, expected=m.FORMAT_MTGO_DEK), source=source)


def read_dek_tree(root: XmlElement, *, source: str) -> ParsedDeck:
    """Read an already parsed ``.dek`` document (the loader parses once to sniff)."""
    require_root(root, ROOT_TAG, source=source, expected=m.FORMAT_MTGO_DEK)
    parsed = ParsedDeck()
    for element in root.children:
        if element.tag != "Cards":
            continue  # NetDeckID, PreconstructedDeckID and future additions
        name = " ".join(element.attribute("Name", source=source).split())
        if not name:
            raise DeckFormatError(
                source, Message.of(m.MISSING_ATTRIBUTE, tag="Cards", attribute="Name"), line=element.line
            )
        count = check_count(
            element.attribute("Quantity", source=source), name, source=source, line=element.line
        )
        sideboard = element.attributes.get("Sideboard", "false").strip().lower() == "true"
        section = Section.SIDEBOARD if sideboard else Section.MAIN
        parsed.add(ParsedEntry(section, count, name, None, None, element.line), source=source)
    return parsed
