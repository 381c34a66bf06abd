"""Decklists: reading them in every common format, writing them, checking them.

Pure standard library (no Qt, no third-party packages), so the engine, the
GUI and command-line tools can all use it.

Reading::

    loaded = load_deck("burn.dek", known_names=card_names)
    loaded.deck.expanded()          # ['Lightning Bolt', 'Lightning Bolt', ...]

Formats read: plain text (Arena exports, MTGO .txt, pasted lists), MTGO .dek,
Cockatrice .cod, Forge .dck and XMage .dck. Formats written: plain text and
Cockatrice .cod. Every problem with a file is a :class:`DeckFormatError`
(a ``ValueError``) whose message names the file and line.

>>> deck = load_deck("Deck\\n4 Lightning Bolt (M10) 146\\n\\nSideboard\\n2 Negate").deck
>>> load_deck(export_text(deck)).deck == deck
True
"""

from .checks import BASIC_LANDS, DeckWarning, check_constructed, is_basic_land
from .cockatrice_cod import export_cod
from .errors import DeckFormatError, UnknownCardsError
from .loading import MAX_FILE_BYTES, KnownNames, decode_deck_bytes, load_deck, parse_deck_text
from .messages import Message, Translate
from .model import DeckEntry, DeckFormat, Decklist, LoadedDeck
from .names import CardNameIndex, name_key
from .plain_text import export_text
from .saving import export_deck, save_deck

__all__ = [
    "BASIC_LANDS",
    "MAX_FILE_BYTES",
    "CardNameIndex",
    "DeckEntry",
    "DeckFormat",
    "DeckFormatError",
    "DeckWarning",
    "Decklist",
    "KnownNames",
    "LoadedDeck",
    "Message",
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
