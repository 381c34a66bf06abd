"""One card line of a text-based list: a count, a name and maybe a printing.

The plain-text, Forge and XMage readers all share this grammar, so every
format accepts the same spellings and reports the same errors:

* ``4 Lightning Bolt`` and ``4x Lightning Bolt``
* Arena's suffix ``4 Lightning Bolt (M10) 146`` (Moxfield's trailing ``*F*``
  foil marker is ignored)
* a set in brackets before or after the name, with an optional collector
  number: ``4 [M10] Lightning Bolt``, ``4 [M10:146] Lightning Bolt`` (XMage),
  ``4 Lightning Bolt [M10]``

>>> parse_card_line("4x Lightning Bolt (m10) 146", source="deck.txt", line=1)
CardLine(count=4, name='Lightning Bolt', set_code='M10', collector_number='146')
>>> parse_card_line("1 [M10:146] Lightning Bolt", source="deck.dck", line=1).set_code
'M10'
>>> parse_card_line("0 Lightning Bolt", source="deck.txt", line=3)
Traceback (most recent call last):
...
mtgtable.decks.errors.DeckFormatError: deck.txt, line 3: the count 0 for 'Lightning Bolt' must be at least 1.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from . import messages as m
from .errors import DeckFormatError
from .messages import Message

__all__ = ["MAX_COUNT", "CardLine", "check_count", "parse_card_line", "quote_line"]

#: More copies than this is a typo or not a decklist at all ("2024 was a good
#: year"); it also keeps ``Decklist.expanded()`` from allocating millions.
MAX_COUNT = 1000

# The "x" must touch the number ("4x"): "4 X ..." keeps X as part of the name.
_COUNTED = re.compile(r"(?P<count>[+-]?\d+)[xX]?\s+(?P<rest>\S.*)")
_COUNT_ONLY = re.compile(r"(?P<count>[+-]?\d+)[xX]?")
_STARTS_LIKE_A_NUMBER = re.compile(r"[+-]?\d")
_FOIL_MARKERS = re.compile(r"(?:\s+\*[A-Za-z]{1,3}\*)+$")
_SET_PREFIX = re.compile(r"\[(?P<set>[^\]:]*)(?::(?P<number>[^\]]*))?\]\s*(?P<name>.+)")
_SET_SUFFIX_BRACKETS = re.compile(r"(?P<name>.+?)\s+\[(?P<set>[^\]:]*)(?::(?P<number>[^\]]*))?\]")
# Set codes are 2-6 letters/digits; requiring that keeps names such as
# "B.F.M. (Big Furry Monster)" intact.
_SET_SUFFIX_ARENA = re.compile(
    r"(?P<name>.+?)\s+\((?P<set>[A-Za-z0-9]{2,6})\)(?:\s+(?P<number>[^\s()\[\]]+))?"
)


@dataclass(frozen=True)
class CardLine:
    count: int
    name: str
    set_code: str | None
    collector_number: str | None


def quote_line(text: str, limit: int = 60) -> str:
    """Shorten a line for an error message, so one long line cannot flood it."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


def parse_card_line(text: str, *, source: str, line: int | None) -> CardLine:
    """Parse one stripped, non-empty card line; raise :class:`DeckFormatError`
    naming ``source`` and ``line`` when it is not one."""
    match = _COUNTED.fullmatch(text)
    if match is None:
        only = _COUNT_ONLY.fullmatch(text)
        if only is not None:
            raise DeckFormatError(source, Message.of(m.MISSING_NAME, count=only["count"]), line=line)
        if _STARTS_LIKE_A_NUMBER.match(text):
            raise DeckFormatError(
                source, Message.of(m.BAD_COUNT, count=quote_line(text.split()[0])), line=line
            )
        raise DeckFormatError(source, Message.of(m.BAD_LINE, text=quote_line(text)), line=line)

    rest = _FOIL_MARKERS.sub("", match["rest"])
    set_code: str | None = None
    number: str | None = None
    printing = (
        _SET_PREFIX.fullmatch(rest)
        or _SET_SUFFIX_ARENA.fullmatch(rest)
        or _SET_SUFFIX_BRACKETS.fullmatch(rest)
    )
    if printing is not None:
        rest = printing["name"]
        set_code = printing["set"].strip().upper() or None
        number = (printing["number"] or "").strip() or None
        if set_code is None:
            number = None  # a number without a set identifies nothing
    name = " ".join(rest.split())
    if not name:
        raise DeckFormatError(source, Message.of(m.MISSING_NAME, count=match["count"]), line=line)

    return CardLine(check_count(match["count"], name, source=source, line=line), name, set_code, number)


def check_count(text: str, name: str, *, source: str, line: int | None) -> int:
    """The count written as ``text``, which must be a whole number from 1 to
    :data:`MAX_COUNT`; the XML readers use this for their count attributes."""
    text = text.strip()
    if not re.fullmatch(r"[+-]?\d+", text):
        raise DeckFormatError(source, Message.of(m.BAD_COUNT, count=quote_line(text, 20)), line=line)
    shown = quote_line(text, 20)
    digits = text.lstrip("+-").lstrip("0")
    # Compare lengths first: int() refuses strings of thousands of digits.
    count = int(text) if len(digits) <= 9 else (-1 if text.startswith("-") else MAX_COUNT + 1)
    if count < 1:
        raise DeckFormatError(source, Message.of(m.COUNT_TOO_SMALL, count=shown, name=name), line=line)
    if count > MAX_COUNT:
        raise DeckFormatError(
            source,
            Message.of(m.COUNT_TOO_LARGE, count=shown, name=name, limit=MAX_COUNT),
            line=line,
        )
    return count
