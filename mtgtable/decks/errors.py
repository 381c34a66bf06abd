"""The exceptions a deck file can raise.

Why ``ValueError`` subclasses: a bad deck file is bad *input*, not a bug, and
callers that only know Python's built-ins can still catch it. File-system
problems (missing file, no permission) stay ``OSError``: those are not about
the deck's content and the fix is different.
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping, Sequence

from . import messages as m
from .limits import MAX_REPORTED_UNKNOWN
from .messages import Message, Translate, untranslated

__all__ = ["DeckFormatError", "UnknownCardsError", "locate"]


def locate(
    source: str,
    detail: str,
    *,
    line: int | None = None,
    field: str | None = None,
    translate: Translate = untranslated,
) -> str:
    """``detail`` prefixed with where it happened: the source, and the line or
    (for JSON, which has no lines to speak of) the field path."""
    if line is not None:
        where = Message.of(m.WHERE_LINE, source=source, line=line)
    elif field is not None:
        where = Message.of(m.WHERE_FIELD, source=source, field=field)
    else:
        where = Message.of(m.WHERE_FILE, source=source)
    return translate(m.LOCATED).format(where=where.render(translate), detail=detail)


class DeckFormatError(ValueError):
    """A file or text is not a decklist this package can read.

    ``str(error)`` names the source and, when known, the line, e.g.
    ``"burn.txt, line 7: the count 0 for 'Lightning Bolt' must be at least 1."``.
    ``detail`` keeps the untranslated template so the GUI can call
    :meth:`render` with its own translator.
    """

    def __init__(
        self, source: str, detail: Message, *, line: int | None = None, field: str | None = None
    ) -> None:
        self.source = source
        self.line = line
        self.field = field
        self.detail = detail
        super().__init__(self.render())

    def render(self, translate: Translate = untranslated) -> str:
        return locate(
            self.source, self._render_detail(translate), line=self.line, field=self.field,
            translate=translate,
        )

    def _render_detail(self, translate: Translate) -> str:
        return self.detail.render(translate)


class UnknownCardsError(DeckFormatError):
    """Some card names in the deck are not in the card database.

    All unknown names are collected before raising, so the player fixes the
    file once instead of once per typo. ``unknown`` maps each name as written
    to up to three close spellings (possibly none), in file order; ``lines``
    maps it to the line numbers where it appears (empty when the source has no
    lines to speak of). Only the first :data:`~.limits.MAX_REPORTED_UNKNOWN`
    names get suggestions and appear in the message, which counts the rest
    ("and 950 more"): a file of made-up names must not cost a look-up each.
    """

    def __init__(
        self,
        source: str,
        unknown: Mapping[str, Sequence[str]],
        lines: Mapping[str, Sequence[int]],
    ) -> None:
        self.unknown: dict[str, list[str]] = {k: list(v) for k, v in unknown.items()}
        self.lines: dict[str, list[int]] = {k: list(lines.get(k, ())) for k in unknown}
        super().__init__(source, _unknown_cards_message(self.unknown, self.lines))

    def _render_detail(self, translate: Translate) -> str:
        # The items are rendered here too, so every piece goes through translate.
        return _unknown_cards_message(self.unknown, self.lines, translate).render(translate)


_MAX_LINES_SHOWN = 5


def _unknown_cards_message(
    unknown: Mapping[str, Sequence[str]],
    lines: Mapping[str, Sequence[int]],
    translate: Translate = untranslated,
) -> Message:
    items = []
    for name, suggestions in itertools.islice(unknown.items(), MAX_REPORTED_UNKNOWN):
        where = lines.get(name, ())
        # A name on thousands of lines lists its first few: the file is still named.
        line_text = translate(m.LIST_SEPARATOR).join(str(n) for n in where[:_MAX_LINES_SHOWN])
        if len(where) > _MAX_LINES_SHOWN:
            line_text += translate(m.LIST_SEPARATOR) + "…"
        said = translate(m.LIST_SEPARATOR).join(
            translate(m.SUGGESTION).format(name=s) for s in suggestions
        )
        if where and suggestions:
            item = Message.of(m.UNKNOWN_CARD_ITEM, name=name, line=line_text, suggestions=said)
        elif suggestions:
            item = Message.of(m.UNKNOWN_CARD_ITEM_NO_LINE, name=name, suggestions=said)
        elif where:
            item = Message.of(m.UNKNOWN_CARD_ITEM_NO_SUGGESTION, name=name, line=line_text)
        else:
            item = Message.of(m.UNKNOWN_CARD_ITEM_NO_LINE_NO_SUGGESTION, name=name)
        items.append(item.render(translate))
    listed = translate(m.ITEM_SEPARATOR).join(items)
    more = len(unknown) - len(items)
    if more:
        return Message.of(m.UNKNOWN_CARDS_AND_MORE, count=len(unknown), items=listed, more=more)
    return Message.of(m.UNKNOWN_CARDS, count=len(unknown), items=listed)
