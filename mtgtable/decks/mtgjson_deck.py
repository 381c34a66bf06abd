"""MTGJSON deck files (``AllDeckFiles``, one ``.json`` per precon).

What MTGJSON writes (each card carries its whole record; only these fields
matter here)::

    {"meta": {"date": "2024-01-01", "version": "5.2.2"},
     "data": {"name": "Forged in Battle", "code": "MOC", "type": "Commander Deck",
              "commander": [{"count": 1, "name": "Brimaz, Blight of Oreskos",
                             "setCode": "MOC", "number": "1"}],
              "mainBoard": [{"count": 1, "name": "Sol Ring", "setCode": "MOC", "number": "310"}],
              "sideBoard": [],
              "tokens": [...]}}

``commander`` (and ``displayCommander``, older files' spelling of the same
cards) goes to the main deck, ``mainBoard`` and ``sideBoard`` where they say.
``tokens``, ``planes`` and ``schemes`` are not cards in the deck and are
skipped. A bare ``{"mainBoard": ...}`` without ``data`` is read too.

JSON has no lines to point at, so errors name the field:
``precon.json, data.mainBoard[3].count: ...``.

>>> parsed = read_mtgjson('{"data": {"name": "Burn", "mainBoard": [{"name": "Lightning Bolt", "count": 4}],'
...                       ' "sideBoard": [{"name": "Negate", "count": 2, "setCode": "m20"}]}}', source="b.json")
>>> parsed.name, [(e.section.value, e.count, e.name, e.set_code) for e in parsed.entries]
('Burn', [('main', 4, 'Lightning Bolt', None), ('sideboard', 2, 'Negate', 'M20')])
"""

from __future__ import annotations

import json
import re

from . import messages as m
from .errors import DeckFormatError
from .limits import MAX_COUNT, MAX_JSON_DEPTH
from .messages import Message
from .parsed import ParsedDeck, ParsedEntry, Section

__all__ = ["looks_like_mtgjson", "read_mtgjson"]

#: MTGJSON's board names and where their cards go. ``displayCommander`` lists
#: the same cards as ``commander`` in files that have both, so it is read only
#: when ``commander`` is absent.
_BOARDS = (
    ("commander", Section.COMMANDER),
    ("mainBoard", Section.MAIN),
    ("sideBoard", Section.SIDEBOARD),
)
_BRACKETS = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"|[\[\]{}]')


def looks_like_mtgjson(text: str) -> bool:
    """True when the text is a JSON object (MTGJSON is the one JSON deck format read)."""
    return text.lstrip().startswith("{")


def _check_depth(text: str, source: str) -> None:
    """Refuse deep nesting before :func:`json.loads` recurses into it (a file
    of 200,000 ``[`` is a RecursionError otherwise). Strings are skipped so a
    bracket inside a card's text does not count."""
    depth = 0
    for token in _BRACKETS.finditer(text):
        char = token.group()
        if char in "[{":
            depth += 1
            if depth > MAX_JSON_DEPTH:
                raise DeckFormatError(source, Message.of(m.JSON_TOO_DEEP, limit=MAX_JSON_DEPTH))
        elif char in "]}":
            depth -= 1


def read_mtgjson(text: str, *, source: str) -> ParsedDeck:
    """Parse the text of an MTGJSON deck file."""
    _check_depth(text, source)
    try:
        document = json.loads(text)
    except RecursionError:
        raise DeckFormatError(source, Message.of(m.JSON_TOO_DEEP, limit=MAX_JSON_DEPTH)) from None
    except json.JSONDecodeError as error:
        raise DeckFormatError(
            source, Message.of(m.JSON_MALFORMED, reason=error.msg), line=error.lineno
        ) from None
    except ValueError as error:  # e.g. an integer of more than 4,300 digits
        raise DeckFormatError(source, Message.of(m.JSON_MALFORMED, reason=str(error))) from None
    deck, prefix = document, ""
    if isinstance(document, dict) and isinstance(document.get("data"), dict):
        deck, prefix = document["data"], "data."
    if not isinstance(deck, dict) or "mainBoard" not in deck:
        raise DeckFormatError(source, Message.of(m.JSON_NOT_A_DECK))
    parsed = ParsedDeck()
    name = deck.get("name")
    if isinstance(name, str):
        parsed.name = " ".join(name.split())
    boards = [(key, section) for key, section in _BOARDS if key in deck]
    if "commander" not in deck and "displayCommander" in deck:
        boards.insert(0, ("displayCommander", Section.COMMANDER))
    for key, section in boards:
        _read_board(deck[key], section, f"{prefix}{key}", parsed, source)
    return parsed


def _read_board(cards: object, section: Section, where: str, parsed: ParsedDeck, source: str) -> None:
    if cards is None:
        return
    if not isinstance(cards, list):
        raise DeckFormatError(source, Message.of(m.JSON_NOT_A_LIST), field=where)
    for position, card in enumerate(cards):
        here = f"{where}[{position}]"
        if not isinstance(card, dict):
            raise DeckFormatError(source, Message.of(m.JSON_NOT_A_CARD), field=here)
        name = card.get("name")
        if not isinstance(name, str) or not name.strip():
            raise DeckFormatError(source, Message.of(m.JSON_BAD_NAME), field=f"{here}.name")
        name = " ".join(name.split())
        count = _count(card.get("count", 1), name, source, f"{here}.count")
        set_code = card.get("setCode")
        number = card.get("number")
        set_text = set_code.strip().upper() if isinstance(set_code, str) and set_code.strip() else None
        number_text = number.strip() if isinstance(number, str) and number.strip() and set_text else None
        parsed.add(ParsedEntry(section, count, name, set_text, number_text, None), source=source, where=here)


def _count(value: object, name: str, source: str, where: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        shown = json.dumps(value)[:20] if isinstance(value, str | float | bool) or value is None else "?"
        raise DeckFormatError(source, Message.of(m.JSON_BAD_COUNT, name=name, count=shown), field=where)
    if value < 1:
        raise DeckFormatError(source, Message.of(m.COUNT_TOO_SMALL, count=value, name=name), field=where)
    if value > MAX_COUNT:
        raise DeckFormatError(
            source, Message.of(m.COUNT_TOO_LARGE, count=value, name=name, limit=MAX_COUNT), field=where
        )
    return value
