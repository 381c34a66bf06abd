"""Decklists: reading them in every common format, writing them, checking them.

Pure standard library (no Qt, no third-party packages), so the engine, the
GUI and command-line tools can all use it.

Reading::

    loaded = load_deck("burn.dek", known_names=card_names)
    loaded.deck.expanded()          # ['Lightning Bolt', 'Lightning Bolt', ...]

Formats read: plain text (Arena exports, MTGO .txt, Archidekt exports with
categories, pasted lists), MTGO .dek, Cockatrice .cod, Forge .dck, XMage .dck,
OCTGN .o8d and MTGJSON deck .json files. Formats written: plain text and
Cockatrice .cod. Every problem with a file is a :class:`DeckFormatError`
(a ``ValueError``) whose message names the file and line; the limits in
:mod:`mtgtable.decks.limits` bound what a hostile file can cost.

>>> deck = load_deck("Deck\\n4 Lightning Bolt (M10) 146\\n\\nSideboard\\n2 Negate").deck
>>> load_deck(export_text(deck)).deck == deck
True
"""

from .checks import BASIC_LANDS, DeckWarning, check_constructed, is_basic_land
from .cockatrice_cod import export_cod
from .errors import DeckFormatError, UnknownCardsError
from .limits import (
    MAX_COUNT,
    MAX_DECK_CARDS,
    MAX_DISTINCT_NAMES,
    MAX_FILE_BYTES,
    MAX_LINE_CHARS,
    MAX_NAME_CHARS,
)
from .loading import KnownNames, decode_deck_bytes, load_deck, parse_deck_text
from .messages import Message, Translate
from .model import DeckEntry, DeckFormat, Decklist, LoadedDeck, LoadWarning
from .names import CardNameIndex, NameLookup, Suggester, name_key
from .plain_text import export_text
from .saving import export_deck, save_deck

__all__ = [
    "BASIC_LANDS",
    "MAX_COUNT",
    "MAX_DECK_CARDS",
    "MAX_DISTINCT_NAMES",
    "MAX_FILE_BYTES",
    "MAX_LINE_CHARS",
    "MAX_NAME_CHARS",
    "CardNameIndex",
    "DeckEntry",
    "DeckFormat",
    "DeckFormatError",
    "DeckWarning",
    "Decklist",
    "KnownNames",
    "LoadWarning",
    "LoadedDeck",
    "Message",
    "NameLookup",
    "Suggester",
    "Translate",
    "UnknownCardsError",
    "check_constructed",
    "decode_deck_bytes",
    "export_cod",
    "export_deck",
    "export_text",
    "is_basic_land",
    "load_deck",
    "name_key",
    "parse_deck_text",
    "save_deck",
]
