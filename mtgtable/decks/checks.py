"""Constructed deck-building checks (CR 100.2a, 100.4a), as warnings.

Why warnings and never errors: mtgtable is also for casual play, kitchen-table
variants and testing a list before it is finished, so a 40-card deck or a
fifth Lightning Bolt must still be playable. The GUI shows these and lets the
player carry on.

>>> from .model import DeckEntry, Decklist
>>> deck = Decklist("Burn", (DeckEntry(5, "Lightning Bolt"), DeckEntry(30, "Mountain")), ())
>>> for warning in check_constructed(deck):
...     print(warning)
CR 100.2a: the main deck has 35 cards; a constructed deck needs at least 60.
CR 100.2a: the deck has 5 copies of Lightning Bolt (main deck and sideboard together); at most 4 are allowed.
"""

from __future__ import annotations

from dataclasses import dataclass

from . import messages as m
from .messages import Message, Translate, untranslated
from .model import Decklist
from .names import name_key

__all__ = [
    "BASIC_LANDS",
    "MAX_COPIES",
    "MAX_SIDEBOARD",
    "MIN_DECK_SIZE",
    "DeckWarning",
    "check_constructed",
    "is_basic_land",
]

MIN_DECK_SIZE = 60  # CR 100.2a
MAX_COPIES = 4  # CR 100.2a
MAX_SIDEBOARD = 15  # CR 100.4a

#: Cards CR 100.2a exempts from the four-copy limit: the basic lands
#: (Plains, Island, Swamp, Mountain, Forest, Wastes and their Snow-Covered
#: versions, all of which have the supertype basic).
BASIC_LANDS = frozenset(
    name
    for land in ("Plains", "Island", "Swamp", "Mountain", "Forest", "Wastes")
    for name in (land, f"Snow-Covered {land}")
)

#: Cards whose own text lifts the four-copy limit ("A deck can have any number
#: of cards named ..."), or sets another one. This is card text, not a
#: comprehensive rule, and belongs in the card database once there is one.
_COPY_LIMIT_OVERRIDES: dict[str, int | None] = {
    "Relentless Rats": None,
    "Shadowborn Apostle": None,
    "Persistent Petitioners": None,
    "Rat Colony": None,
    "Dragon's Approach": None,
    "Slime Against Humanity": None,
    "Hare Apparent": None,
    "Tempest Hawk": None,
    "Seven Dwarves": 7,
    "Nazgûl": 9,
}
_BASIC_KEYS = frozenset(map(name_key, BASIC_LANDS))
_OVERRIDE_KEYS = {name_key(name): limit for name, limit in _COPY_LIMIT_OVERRIDES.items()}


def is_basic_land(name: str) -> bool:
    """True for the basic land names CR 100.2a lets a deck run any number of.

    >>> is_basic_land("snow-covered island"), is_basic_land("Snow-Covered Dual")
    (True, False)
    """
    return name_key(name) in _BASIC_KEYS


@dataclass(frozen=True)
class DeckWarning:
    """One deck-building rule the deck does not follow.

    ``rule`` is the CR number (``"100.2a"``), ``card`` the card concerned when
    there is one, and ``message`` the untranslated text; ``str(warning)`` is
    the English sentence, which starts with the rule ("CR 100.2a: ...").
    """

    rule: str
    message: Message
    card: str | None = None

    def render(self, translate: Translate = untranslated) -> str:
        return self.message.render(translate)

    def __str__(self) -> str:
        return self.render()


def check_constructed(deck: Decklist) -> list[DeckWarning]:
    """Every way ``deck`` falls short of constructed deck-building rules.

    * CR 100.2a: at least 60 cards in the main deck;
    * CR 100.2a (with 100.4a, which counts the sideboard too): at most four
      copies of any card other than basic lands, by English name;
    * CR 100.4a: at most 15 cards in the sideboard.

    Returns an empty list for a legal deck.
    """
    warnings: list[DeckWarning] = []
    main_count = deck.card_count()
    if main_count < MIN_DECK_SIZE:
        warnings.append(
            DeckWarning(
                "100.2a",
                Message.of(m.DECK_TOO_SMALL, rule="100.2a", count=main_count, minimum=MIN_DECK_SIZE),
            )
        )
    side_count = deck.sideboard_count()
    if side_count > MAX_SIDEBOARD:
        warnings.append(
            DeckWarning(
                "100.4a",
                Message.of(m.SIDEBOARD_TOO_LARGE, rule="100.4a", count=side_count, limit=MAX_SIDEBOARD),
            )
        )
    copies: dict[str, int] = {}
    shown: dict[str, str] = {}
    for entry in (*deck.main, *deck.sideboard):
        key = name_key(entry.name)
        copies[key] = copies.get(key, 0) + entry.count
        shown.setdefault(key, entry.name)
    for key, count in copies.items():
        if key in _BASIC_KEYS:
            continue
        limit = _OVERRIDE_KEYS.get(key, MAX_COPIES)
        if limit is not None and count > limit:
            name = shown[key]
            warnings.append(
                DeckWarning(
                    "100.2a",
                    Message.of(m.TOO_MANY_COPIES, rule="100.2a", count=count, name=name, limit=limit),
                    card=name,
                )
            )
    return warnings
