"""The decklist as a value: what every reader produces and every writer takes.

Frozen and hashable, like python-chess's ``Move``: a deck read from a file can
be compared with ``==`` (round-trip tests rely on that), used as a dict key,
and handed to the engine without anyone worrying that it changes underneath.

>>> deck = Decklist("Burn", main=(DeckEntry(4, "Lightning Bolt", "M10", "146"),
...                               DeckEntry(2, "Mountain")),
...                 sideboard=(DeckEntry(2, "Negate"),))
>>> deck.card_count(), deck.sideboard_count()
(6, 2)
>>> deck.names()
('Lightning Bolt', 'Mountain', 'Negate')
>>> deck.expanded()[:3]
['Lightning Bolt', 'Lightning Bolt', 'Lightning Bolt']
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from .errors import locate
from .messages import Message, Translate, untranslated

__all__ = ["DeckEntry", "DeckFormat", "Decklist", "LoadWarning", "LoadedDeck"]


@dataclass(frozen=True)
class DeckEntry:
    """``count`` copies of one card, optionally of one printing.

    ``set_code`` and ``collector_number`` only choose the picture; two entries
    with the same name and different printings are the same card for the
    rules (CR 201.2), which is why the deck checks group by name.
    """

    count: int
    name: str
    set_code: str | None = None
    collector_number: str | None = None

    def __post_init__(self) -> None:
        # Readers validate with line numbers; this is the last line of defence
        # for code that builds entries by hand.
        if isinstance(self.count, bool) or not isinstance(self.count, int) or self.count < 1:
            raise ValueError(f"a deck entry needs a count of at least 1, got {self.count!r}")
        if not self.name or self.name != self.name.strip() or "\n" in self.name:
            raise ValueError(f"a card name must be non-empty single-line text, got {self.name!r}")
        if self.collector_number is not None and self.set_code is None:
            raise ValueError("a collector number only means something together with a set code")


@dataclass(frozen=True)
class Decklist:
    """A named main deck and sideboard.

    Readers put a commander in the main deck (a Commander deck's 100 cards
    include it, CR 903.5a) and a companion in the sideboard (it starts outside
    the game, which in tournament play means the sideboard), so neither needs
    a zone of its own here.
    """

    name: str
    main: tuple[DeckEntry, ...]
    sideboard: tuple[DeckEntry, ...] = field(default=())

    def __post_init__(self) -> None:
        # Accept lists for convenience but store tuples, so the deck stays
        # hashable and cannot be changed through a shared list.
        object.__setattr__(self, "main", tuple(self.main))
        object.__setattr__(self, "sideboard", tuple(self.sideboard))
        if "\n" in self.name:
            raise ValueError(f"a deck name must be a single line, got {self.name!r}")

    def card_count(self) -> int:
        """Number of cards in the main deck (what CR 100.2a counts)."""
        return sum(entry.count for entry in self.main)

    def sideboard_count(self) -> int:
        """Number of cards in the sideboard (what CR 100.4a counts)."""
        return sum(entry.count for entry in self.sideboard)

    def names(self) -> tuple[str, ...]:
        """Distinct card names, main deck first, in the order they appear."""
        return tuple(dict.fromkeys(e.name for e in (*self.main, *self.sideboard)))

    def expanded(self) -> list[str]:
        """The main deck as one name per card, ready to shuffle into a library."""
        return [entry.name for entry in self.main for _ in range(entry.count)]


class DeckFormat(StrEnum):
    """The file formats that can be read; the value is the short name used by
    :func:`~mtgtable.decks.save_deck` for the formats that can be written."""

    TEXT = "text"
    MTGO_DEK = "dek"
    COCKATRICE = "cod"
    FORGE = "forge"
    XMAGE = "xmage"
    MTGJSON = "mtgjson"
    OCTGN = "o8d"


@dataclass(frozen=True)
class LoadWarning:
    """Something a reader guessed at, which the player should know: the deck
    loaded, but maybe not quite as the file meant (a Cockatrice card with no
    count, counted as one). ``str(warning)`` names the file and line like a
    :class:`~mtgtable.decks.DeckFormatError` does."""

    source: str
    message: Message
    line: int | None = None

    def render(self, translate: Translate = untranslated) -> str:
        return locate(self.source, self.message.render(translate), line=self.line, translate=translate)

    def __str__(self) -> str:
        return self.render()


@dataclass(frozen=True)
class LoadedDeck:
    """What :func:`~mtgtable.decks.load_deck` returns: the deck plus where it
    came from, so the GUI can say "loaded burn.dek (MTGO)" and save back in
    the same format, and what the reader had to guess (``warnings``)."""

    deck: Decklist
    fmt: DeckFormat
    source: str
    warnings: tuple[LoadWarning, ...] = ()
