"""Cockatrice ``.cod`` files: read and write.

What Cockatrice writes (recent versions add the printing attributes)::

    <?xml version="1.0" encoding="UTF-8"?>
    <cockatrice_deck version="1">
        <deckname>Burn</deckname>
        <comments></comments>
        <zone name="main">
            <card number="4" name="Lightning Bolt" setShortName="M10" collectorNumber="146"/>
        </zone>
        <zone name="side">
            <card number="2" name="Negate"/>
        </zone>
    </cockatrice_deck>

The ``tokens`` zone lists tokens the deck makes, not cards in it, so it is
skipped; ``sideboard`` (written by some converters) is read as ``side``; any
other zone name is an error rather than silently dropped cards. A ``<card>``
without ``number`` counts as one copy, with a warning.

>>> from .model import Decklist, DeckEntry
>>> deck = Decklist("Burn", (DeckEntry(4, "Lightning Bolt", "M10", "146"),), ())
>>> [e.name for e in read_cod(export_cod(deck), source="burn.cod").entries]
['Lightning Bolt']
"""

from __future__ import annotations

from xml.sax.saxutils import escape, quoteattr

from . import messages as m
from .card_line import check_count
from .errors import DeckFormatError
from .messages import Message
from .model import DeckEntry, Decklist
from .parsed import ParsedDeck, ParsedEntry, Section
from .safe_xml import XmlElement, parse_deck_xml, require_root

__all__ = ["ROOT_TAG", "export_cod", "read_cod", "read_cod_tree"]

ROOT_TAG = "cockatrice_deck"
#: Cockatrice writes "side"; some converters (MTGJSON-to-Cockatrice scripts)
#: write "sideboard", which Cockatrice itself also loads as the sideboard.
_ZONES = {"main": Section.MAIN, "side": Section.SIDEBOARD, "sideboard": Section.SIDEBOARD}
_IGNORED_ZONES = {"tokens"}


def read_cod(text: str, *, source: str) -> ParsedDeck:
    """Parse the text of a Cockatrice ``.cod`` file."""
    return read_cod_tree(parse_deck_xml(text, source=source, expected=m.FORMAT_COCKATRICE), source=source)


def read_cod_tree(root: XmlElement, *, source: str) -> ParsedDeck:
    """Read an already parsed ``.cod`` document (the loader parses once to sniff)."""
    require_root(root, ROOT_TAG, source=source, expected=m.FORMAT_COCKATRICE)
    parsed = ParsedDeck()
    for element in root.children:
        if element.tag == "deckname":
            parsed.name = " ".join(element.text.split())
        elif element.tag == "zone":
            _read_zone(element, parsed, source)
    return parsed


def _read_zone(zone: XmlElement, parsed: ParsedDeck, source: str) -> None:
    zone_name = zone.attribute("name", source=source)
    if zone_name in _IGNORED_ZONES:
        return
    if zone_name not in _ZONES:
        raise DeckFormatError(source, Message.of(m.UNKNOWN_ZONE, zone=zone_name), line=zone.line)
    for card in zone.children:
        if card.tag != "card":
            continue
        name = " ".join(card.attribute("name", source=source).split())
        if not name:
            raise DeckFormatError(
                source, Message.of(m.MISSING_ATTRIBUTE, tag="card", attribute="name"), line=card.line
            )
        written = card.attributes.get("number")
        if written is None:
            # Hand-written and some converters' files leave it out; one copy
            # is what the line most likely means, but say so.
            count = 1
            parsed.warn(Message.of(m.NO_NUMBER_COUNTED_AS_ONE, name=name), card.line)
        else:
            count = check_count(written, name, source=source, line=card.line)
        set_code = card.attributes.get("setShortName", "").strip().upper() or None
        number = card.attributes.get("collectorNumber", "").strip() or None
        parsed.add(
            ParsedEntry(_ZONES[zone_name], count, name, set_code, number if set_code else None, card.line),
            source=source,
        )


def _card_element(entry: DeckEntry) -> str:
    attributes = f"number={quoteattr(str(entry.count))} name={quoteattr(entry.name)}"
    if entry.set_code is not None:
        attributes += f" setShortName={quoteattr(entry.set_code)}"
        if entry.collector_number is not None:
            attributes += f" collectorNumber={quoteattr(entry.collector_number)}"
    return f"        <card {attributes}/>"


def export_cod(deck: Decklist) -> str:
    """The deck as a Cockatrice ``.cod`` document."""
    lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<cockatrice_deck version="1">',
        f"    <deckname>{escape(deck.name)}</deckname>",
        "    <comments></comments>",
    ]
    for zone, entries in (("main", deck.main), ("side", deck.sideboard)):
        lines.append(f'    <zone name="{zone}">')
        lines.extend(map(_card_element, entries))
        lines.append("    </zone>")
    lines.append("</cockatrice_deck>")
    return "\n".join(lines) + "\n"
