"""Every user-visible sentence of the deck package, as named format strings.

Why one module: so that a later translation pass has a single place to look,
and so that code never glues English words together. Each template is a plain
``str.format`` pattern with *named* fields (word order differs between
languages, so positional fields would not survive translation). A translator
maps the English template to a translated one; :class:`Message` renders
either.

Nothing here imports Qt: the GUI can wrap :meth:`Message.render` with its own
``translate`` callable.  Each template is marked ``QT_TRANSLATE_NOOP("decks", ...)``,
a local no-op that returns it, so Qt's ``pyside6-lupdate`` collects it
(``python -m mtgtable.gui.i18n_extract``).

>>> Message.of(BAD_COUNT, count="four").render()
"the count 'four' is not a whole number; write a card line like '4 Lightning Bolt'."
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

__all__ = ["Message", "Translate", "untranslated"]

#: A function from an English template to the template in the user's language.
Translate = Callable[[str], str]


def untranslated(template: str) -> str:
    """The identity translation: English stays English."""
    return template


def QT_TRANSLATE_NOOP(context: str, template: str) -> str:  # noqa: N802 (Qt's name: pyside6-lupdate reads it)
    """Marks ``template`` for Qt's ``lupdate`` (context ``decks``) and returns it unchanged; no Qt here."""
    return template


@dataclass(frozen=True)
class Message:
    """A template plus its fields, kept apart so it can be rendered later.

    Exceptions and warnings keep a :class:`Message` rather than a finished
    string, so the GUI can render them in the user's language after the fact.
    """

    template: str
    fields: tuple[tuple[str, str | int], ...] = ()

    @classmethod
    def of(cls, template: str, **fields: str | int) -> Message:
        return cls(template, tuple(fields.items()))

    def render(self, translate: Translate = untranslated) -> str:
        return translate(self.template).format(**dict(self.fields))

    def __str__(self) -> str:
        return self.render()


# --- where a problem is -----------------------------------------------------
WHERE_FILE = QT_TRANSLATE_NOOP("decks", "{source}")
WHERE_LINE = QT_TRANSLATE_NOOP("decks", "{source}, line {line}")
#: Where a problem is in a file without lines to speak of (JSON): a field path.
WHERE_FIELD = QT_TRANSLATE_NOOP("decks", "{source}, {field}")
#: How an error is shown: where it is, then what is wrong.
LOCATED = QT_TRANSLATE_NOOP("decks", "{where}: {detail}")

#: How text that did not come from a file is named in messages.
PASTED_TEXT = QT_TRANSLATE_NOOP("decks", "pasted text")

# --- the file as a whole ----------------------------------------------------
EMPTY_FILE = QT_TRANSLATE_NOOP("decks", "the file is empty, so there is no deck to read.")
NO_CARDS = QT_TRANSLATE_NOOP("decks", "no cards were found; a decklist has lines such as '4 Lightning Bolt'.")
TOO_LARGE = QT_TRANSLATE_NOOP(
    "decks",
    "the file is {size} bytes, far larger than any decklist "
    "(the limit is {limit} bytes).",
)
BINARY_FILE = QT_TRANSLATE_NOOP("decks", "this is a binary file, not a decklist.")
BINARY_KIND = QT_TRANSLATE_NOOP("decks", "this looks like {kind}, not a decklist.")
KIND_PNG = QT_TRANSLATE_NOOP("decks", "a PNG image")
KIND_JPEG = QT_TRANSLATE_NOOP("decks", "a JPEG image")
KIND_GIF = QT_TRANSLATE_NOOP("decks", "a GIF image")
KIND_PDF = QT_TRANSLATE_NOOP("decks", "a PDF document")
KIND_ZIP = QT_TRANSLATE_NOOP("decks", "a ZIP archive")
KIND_GZIP = QT_TRANSLATE_NOOP("decks", "a gzip archive")
NOT_UTF8 = QT_TRANSLATE_NOOP(
    "decks",
    "the text is not UTF-8 (byte 0x{byte} cannot be read); "
    "save the file as UTF-8 and try again.",
)
WEB_PAGE = QT_TRANSLATE_NOOP(
    "decks",
    "this looks like a web page (HTML), not a decklist; "
    "copy the decklist text itself instead.",
)

# --- card lines ---------------------------------------------------------------
BAD_LINE = QT_TRANSLATE_NOOP(
    "decks",
    "expected a card line such as '4 Lightning Bolt' "
    "(a number of copies, then the card name), found '{text}'.",
)
BAD_COUNT = QT_TRANSLATE_NOOP(
    "decks",
    "the count '{count}' is not a whole number; "
    "write a card line like '4 Lightning Bolt'.",
)
COUNT_TOO_SMALL = QT_TRANSLATE_NOOP("decks", "the count {count} for '{name}' must be at least 1.")
COUNT_TOO_LARGE = QT_TRANSLATE_NOOP("decks", "the count {count} for '{name}' is too large (at most {limit}).")
MISSING_NAME = QT_TRANSLATE_NOOP("decks", "the count {count} is not followed by a card name.")

# --- limits (see limits.py) ---------------------------------------------------
LINE_TOO_LONG = QT_TRANSLATE_NOOP(
    "decks",
    "the line has {length} characters, far more than any card line "
    "(the limit is {limit}).",
)
NAME_TOO_LONG = QT_TRANSLATE_NOOP(
    "decks",
    "the card name '{name}' has {length} characters, far more than any card name "
    "(the limit is {limit}).",
)
TOO_MANY_CARDS = QT_TRANSLATE_NOOP(
    "decks",
    "the deck has {count} cards by here, more than the limit of {limit}; "
    "no deck is this big, so the file is refused.",
)
TOO_MANY_NAMES = QT_TRANSLATE_NOOP(
    "decks",
    "the deck has more than {limit} different card names by here; "
    "no deck is this big, so the file is refused.",
)

# --- XML formats ----------------------------------------------------------------
XML_MALFORMED = QT_TRANSLATE_NOOP("decks", "the XML is malformed or incomplete ({reason}).")
XML_DOCTYPE = QT_TRANSLATE_NOOP(
    "decks",
    "the XML declares a DOCTYPE or entities, "
    "which are refused for safety; a deck file never needs them.",
)
XML_TOO_MANY_ELEMENTS = QT_TRANSLATE_NOOP(
    "decks",
    "the XML has more than {limit} elements by here; "
    "no deck file is this big, so the file is refused.",
)
XML_TOO_DEEP = QT_TRANSLATE_NOOP("decks", "the XML nests elements more than {limit} levels deep; a deck file never does.")
XML_UNKNOWN_ROOT = QT_TRANSLATE_NOOP(
    "decks",
    "this XML document (root element <{tag}>) is not a deck format that can be "
    "read here; expected an MTGO .dek, a Cockatrice .cod or an OCTGN .o8d file.",
)
XML_EXPECTED = QT_TRANSLATE_NOOP("decks", "expected {expected}, whose root element is <{root}>, found <{tag}>.")
NOT_XML = QT_TRANSLATE_NOOP("decks", "expected {expected}, which is XML, but the file does not start with '<'.")
MISSING_ATTRIBUTE = QT_TRANSLATE_NOOP("decks", "the <{tag}> element has no '{attribute}' attribute.")
UNKNOWN_ZONE = QT_TRANSLATE_NOOP(
    "decks",
    "unknown Cockatrice zone '{zone}'; expected 'main', 'side', 'sideboard' or 'tokens'.",
)
UNKNOWN_OCTGN_SECTION = QT_TRANSLATE_NOOP(
    "decks",
    "unknown OCTGN section '{section}'; expected 'Main', 'Sideboard', "
    "'Command Zone' or 'Planes/Schemes'.",
)
FORMAT_MTGO_DEK = QT_TRANSLATE_NOOP("decks", "an MTGO .dek file")
FORMAT_COCKATRICE = QT_TRANSLATE_NOOP("decks", "a Cockatrice .cod file")
FORMAT_OCTGN = QT_TRANSLATE_NOOP("decks", "an OCTGN .o8d file")

# --- warnings while reading (the deck still loads) ---------------------------
NO_NUMBER_COUNTED_AS_ONE = QT_TRANSLATE_NOOP(
    "decks",
    "the <card> element for '{name}' has no 'number' attribute; counted as 1 copy.",
)

# --- MTGJSON deck files ------------------------------------------------------
JSON_MALFORMED = QT_TRANSLATE_NOOP("decks", "the JSON is malformed ({reason}).")
JSON_TOO_DEEP = QT_TRANSLATE_NOOP("decks", "the JSON is nested more than {limit} levels deep; a deck file never is.")
JSON_NOT_A_DECK = QT_TRANSLATE_NOOP(
    "decks",
    "this JSON document is not an MTGJSON deck file; expected an object with "
    "'mainBoard' (inside 'data').",
)
JSON_NOT_A_LIST = QT_TRANSLATE_NOOP("decks", "expected a list of cards here.")
JSON_NOT_A_CARD = QT_TRANSLATE_NOOP("decks", "expected a card: an object with a 'name' and a 'count'.")
JSON_BAD_NAME = QT_TRANSLATE_NOOP("decks", "the card name must be non-empty text.")
JSON_BAD_COUNT = QT_TRANSLATE_NOOP("decks", "the count of '{name}' must be a whole number, found {count}.")

# --- card names -------------------------------------------------------------
UNKNOWN_CARDS = QT_TRANSLATE_NOOP("decks", "{count} unknown card name(s): {items}.")
UNKNOWN_CARDS_AND_MORE = QT_TRANSLATE_NOOP("decks", "{count} unknown card name(s): {items}; and {more} more.")
UNKNOWN_CARD_ITEM = QT_TRANSLATE_NOOP("decks", "'{name}' (line {line}; did you mean {suggestions}?)")
UNKNOWN_CARD_ITEM_NO_LINE = QT_TRANSLATE_NOOP("decks", "'{name}' (did you mean {suggestions}?)")
UNKNOWN_CARD_ITEM_NO_SUGGESTION = QT_TRANSLATE_NOOP("decks", "'{name}' (line {line}; no similar card name found)")
UNKNOWN_CARD_ITEM_NO_LINE_NO_SUGGESTION = QT_TRANSLATE_NOOP("decks", "'{name}' (no similar card name found)")
SUGGESTION = QT_TRANSLATE_NOOP("decks", "'{name}'")
LIST_SEPARATOR = QT_TRANSLATE_NOOP("decks", ", ")
ITEM_SEPARATOR = QT_TRANSLATE_NOOP("decks", "; ")

# --- deck construction warnings (CR 100.2a, 100.4a) --------------------------
DECK_TOO_SMALL = QT_TRANSLATE_NOOP(
    "decks",
    "CR {rule}: the main deck has {count} cards; "
    "a constructed deck needs at least {minimum}.",
)
TOO_MANY_COPIES = QT_TRANSLATE_NOOP(
    "decks",
    "CR {rule}: the deck has {count} copies of {name} "
    "(main deck and sideboard together); at most {limit} are allowed.",
)
SIDEBOARD_TOO_LARGE = QT_TRANSLATE_NOOP(
    "decks",
    "CR {rule}: the sideboard has {count} cards; "
    "a constructed sideboard may have at most {limit}.",
)

# --- saving -----------------------------------------------------------------
FILE_EXISTS = QT_TRANSLATE_NOOP(
    "decks",
    "{path} already exists and was left untouched; "
    "choose another name or confirm that it should be replaced.",
)
CANNOT_WRITE_FORMAT = QT_TRANSLATE_NOOP("decks", "decks cannot be saved as '{fmt}'; choose one of: {choices}.")
