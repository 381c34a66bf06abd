"""A small, safe XML reader for deck files.

Deck files come from strangers on the internet. A DOCTYPE lets an XML file
define entities that expand exponentially ("billion laughs") or pull in other
files from the player's disk (XXE). MTGO and Cockatrice never write a DOCTYPE,
so any DOCTYPE or entity declaration is refused outright, before anything is
expanded. This uses :mod:`xml.parsers.expat` directly (stdlib, no
``defusedxml`` needed) and keeps the line number of every element so errors
can point at it.

>>> root = parse_xml('<Deck>\\n  <Cards Quantity="4" Name="Lightning Bolt"/>\\n</Deck>', source="d.dek")
>>> root.tag, root.children[0].attributes["Name"], root.children[0].line
('Deck', 'Lightning Bolt', 2)
>>> parse_xml('<!DOCTYPE d [<!ENTITY a "b">]><d>&a;</d>', source="bomb.dek")
Traceback (most recent call last):
...
mtgtable.decks.errors.DeckFormatError: bomb.dek, line 1: the XML declares a DOCTYPE or entities, which are refused for safety; a deck file never needs them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from xml.parsers import expat

from . import messages as m
from .errors import DeckFormatError
from .limits import MAX_XML_DEPTH, MAX_XML_ELEMENTS
from .messages import Message

__all__ = ["XmlElement", "parse_xml"]


@dataclass
class XmlElement:
    tag: str
    attributes: dict[str, str]
    line: int
    children: list[XmlElement] = field(default_factory=list)
    text: str = ""

    def attribute(self, name: str, *, source: str) -> str:
        """A required attribute; its absence is a format error at this line."""
        try:
            return self.attributes[name]
        except KeyError:
            raise DeckFormatError(
                source, Message.of(m.MISSING_ATTRIBUTE, tag=self.tag, attribute=name), line=self.line
            ) from None


class _Refused(Exception):
    """Raised from inside expat callbacks to stop at the first DOCTYPE/entity,
    or at the first element past a limit (``detail`` then says which)."""

    def __init__(self, line: int, detail: Message | None = None) -> None:
        self.line = line
        self.detail = detail


def parse_xml(text: str, *, source: str) -> XmlElement:
    """Parse ``text`` into a tree of :class:`XmlElement`.

    Raises :class:`DeckFormatError` for malformed or truncated XML, for any
    DOCTYPE, entity declaration or external entity, and at the first element
    past :data:`~.limits.MAX_XML_ELEMENTS` or :data:`~.limits.MAX_XML_DEPTH`.
    """
    parser = expat.ParserCreate(encoding="UTF-8")  # text is already decoded
    parser.SetParamEntityParsing(expat.XML_PARAM_ENTITY_PARSING_NEVER)
    stack: list[XmlElement] = []
    roots: list[XmlElement] = []
    texts: dict[int, list[str]] = {}  # id(element) -> its text pieces, joined at its end
    count = 0

    def refuse(*_: object) -> int:  # expat wants an int back; we never return
        raise _Refused(parser.CurrentLineNumber)

    def start(tag: str, attributes: dict[str, str]) -> None:
        nonlocal count
        count += 1
        line = parser.CurrentLineNumber
        if count > MAX_XML_ELEMENTS:
            raise _Refused(line, Message.of(m.XML_TOO_MANY_ELEMENTS, limit=MAX_XML_ELEMENTS))
        if len(stack) >= MAX_XML_DEPTH:
            raise _Refused(line, Message.of(m.XML_TOO_DEEP, limit=MAX_XML_DEPTH))
        element = XmlElement(tag, attributes, line)
        (stack[-1].children if stack else roots).append(element)
        stack.append(element)

    def end(_tag: str) -> None:
        element = stack.pop()
        pieces = texts.pop(id(element), None)
        if pieces:
            element.text = "".join(pieces)

    def characters(data: str) -> None:
        if stack:
            texts.setdefault(id(stack[-1]), []).append(data)

    parser.StartDoctypeDeclHandler = refuse
    parser.EntityDeclHandler = refuse
    parser.UnparsedEntityDeclHandler = refuse
    parser.ExternalEntityRefHandler = refuse
    parser.StartElementHandler = start
    parser.EndElementHandler = end
    parser.CharacterDataHandler = characters
    try:
        parser.Parse(text.encode("utf-8"), True)
    except _Refused as refused:
        detail = refused.detail or Message.of(m.XML_DOCTYPE)
        raise DeckFormatError(source, detail, line=refused.line) from None
    except expat.ExpatError as error:
        reason = expat.ErrorString(error.code) or str(error)
        raise DeckFormatError(
            source, Message.of(m.XML_MALFORMED, reason=reason), line=error.lineno
        ) from None
    return roots[0]


def parse_deck_xml(text: str, *, source: str, expected: str) -> XmlElement:
    """Parse an XML deck file; ``expected`` names the format for the error
    message when the text is not XML at all."""
    if not text.lstrip().startswith("<"):
        raise DeckFormatError(source, Message.of(m.NOT_XML, expected=expected), line=1)
    return parse_xml(text, source=source)


def require_root(root: XmlElement, tag: str, *, source: str, expected: str) -> None:
    """Refuse an XML document of another kind (its root element is not ``tag``)."""
    if root.tag != tag:
        raise DeckFormatError(source, Message.of(m.XML_EXPECTED, expected=expected, root=tag, tag=root.tag),
                              line=root.line)
