"""One card line of a text-based list: a count, a name and maybe a printing.

The plain-text, Forge and XMage readers all share this grammar, so every
format accepts the same spellings and reports the same errors:

* ``4 Lightning Bolt`` and ``4x Lightning Bolt``
* Arena's suffix ``4 Lightning Bolt (M10) 146`` (Moxfield's trailing ``*F*``
  foil marker is ignored)
* Archidekt's categories and colour tag after the printing:
  ``1x Sol Ring (c21) 263 [Ramp] ^Have,#f0f0f0^``; the categories are kept
  (``[Commander{top}]`` and ``[Sideboard]`` say where the card goes), the tag
  is dropped
* a set in brackets before or after the name, with an optional collector
  number: ``4 [M10] Lightning Bolt``, ``4 [M10:146] Lightning Bolt`` (XMage),
  ``4 Lightning Bolt [M10]``

>>> parse_card_line("4x Lightning Bolt (m10) 146", source="deck.txt", line=1)
CardLine(count=4, name='Lightning Bolt', set_code='M10', collector_number='146', categories=(), flags='')
>>> parse_card_line("1 [M10:146] Lightning Bolt", source="deck.dck", line=1).set_code
'M10'
>>> parse_card_line("1x Sol Ring (c21) 263 *F* [Ramp,Artifact] ^Have,#f0f0f0^", source="a.txt", line=2)
CardLine(count=1, name='Sol Ring', set_code='C21', collector_number='263', categories=('Ramp', 'Artifact'), flags='')
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
from .limits import MAX_COUNT, MAX_LINE_CHARS
from .messages import Message

__all__ = [
    "MAX_COUNT",
    "CardLine",
    "category_section",
    "check_count",
    "parse_card_line",
    "quote_line",
]

# The "x" must touch the number ("4x"): "4 X ..." keeps X as part of the name.
_COUNTED = re.compile(r"(?P<count>[+-]?\d+)[xX]?\s+(?P<rest>\S.*)")
_COUNT_ONLY = re.compile(r"(?P<count>[+-]?\d+)[xX]?")
_STARTS_LIKE_A_NUMBER = re.compile(r"[+-]?\d")
_FOIL_MARKERS = re.compile(r"(?:\s+\*[A-Za-z]{1,3}\*)+$")
# Archidekt: a colour tag "^Have,#f0f0f0^" last, categories "[Ramp,Land{noDeck}]" before it.
_ARCHIDEKT_TAG = re.compile(r"\s+\^[^^]*\^$")
_CATEGORIES = re.compile(r"\s+\[(?P<categories>[^\[\]]*)\]$")
_CATEGORY_FLAGS = re.compile(r"\{[^{}]*\}")
#: Categories that say where a card goes rather than what it does.
_PLACING_CATEGORIES = frozenset({"commander", "sideboard", "maybeboard", "considering", "companion"})
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
    categories: tuple[str, ...] = ()
    #: Archidekt's category flags as written, such as ``{noDeck}{noPrice}``.
    flags: str = ""

    def section(self) -> str | None:
        """Where the categories put the card (see :func:`category_section`)."""
        return category_section(self.categories, self.flags)


def category_section(categories: tuple[str, ...], flags: str = "") -> str | None:
    """Where Archidekt's categories put a card: ``"commander"``,
    ``"sideboard"``, ``"companion"``, ``"skip"`` (maybeboard, or a category
    flagged ``{noDeck}``), or None for the main deck.

    >>> category_section(("Commander",)), category_section(("Ramp",)), category_section(("Maybeboard",))
    ('commander', None, 'skip')
    """
    lowered = {c.lower() for c in categories}
    if "commander" in lowered:
        return "commander"
    if "companion" in lowered:
        return "companion"
    if "sideboard" in lowered:
        return "sideboard"
    if lowered & {"maybeboard", "considering"} or "{nodeck}" in flags.lower():
        return "skip"
    return None


def _split_categories(rest: str) -> tuple[str, tuple[str, ...], str]:
    """Take Archidekt's tag and categories off the end of ``rest``.

    A bracket after an Arena printing or a foil marker is categories; a bare
    trailing bracket is categories only when it cannot be a set code (it has
    a comma, a flag or a space, or names a placing such as ``[Sideboard]``),
    because ``4 Lightning Bolt [M10]`` is also a spelling in use.
    """
    tagged = _ARCHIDEKT_TAG.search(rest)
    if tagged is not None:
        rest = rest[: tagged.start()]
    found = _CATEGORIES.search(rest)
    if found is None:
        return rest, (), ""
    text = found["categories"]
    before = rest[: found.start()]
    after_printing = (
        tagged is not None
        or _FOIL_MARKERS.search(before) is not None
        or _SET_SUFFIX_ARENA.fullmatch(before) is not None
    )
    names = tuple(n for n in (_CATEGORY_FLAGS.sub("", c).strip() for c in text.split(",")) if n)
    plain_set = re.fullmatch(r"[A-Za-z0-9]{2,6}(?::[^\]]*)?", text) is not None
    placing = any(n.lower() in _PLACING_CATEGORIES for n in names)
    if not (after_printing or placing or not plain_set):
        return rest, (), ""
    return before, names, "".join(_CATEGORY_FLAGS.findall(text))


def quote_line(text: str, limit: int = 60) -> str:
    """Shorten a line for an error message, so one long line cannot flood it."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


def parse_card_line(text: str, *, source: str, line: int | None) -> CardLine:
    """Parse one stripped, non-empty card line; raise :class:`DeckFormatError`
    naming ``source`` and ``line`` when it is not one."""
    if len(text) > MAX_LINE_CHARS:
        raise DeckFormatError(
            source, Message.of(m.LINE_TOO_LONG, length=len(text), limit=MAX_LINE_CHARS), line=line
        )
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

    rest, categories, flags = _split_categories(match["rest"])
    rest = _FOIL_MARKERS.sub("", rest)
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

    count = check_count(match["count"], name, source=source, line=line)
    return CardLine(count, name, set_code, number, categories, flags)


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
