"""Every user-visible sentence of the deck package, as named format strings.

Why one module: so that a later translation pass has a single place to look,
and so that code never glues English words together. Each template is a plain
``str.format`` pattern with *named* fields (word order differs between
languages, so positional fields would not survive translation). A translator
maps the English template to a translated one; :class:`Message` renders
either.

Nothing here imports Qt: the GUI can wrap :meth:`Message.render` with its own
``translate`` callable.

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
WHERE_FILE = "{source}"
WHERE_LINE = "{source}, line {line}"
#: Where a problem is in a file without lines to speak of (JSON): a field path.
WHERE_FIELD = "{source}, {field}"
#: How an error is shown: where it is, then what is wrong.
LOCATED = "{where}: {detail}"

#: How text that did not come from a file is named in messages.
PASTED_TEXT = "pasted text"

# --- the file as a whole ----------------------------------------------------
EMPTY_FILE = "the file is empty, so there is no deck to read."
NO_CARDS = "no cards were found; a decklist has lines such as '4 Lightning Bolt'."
TOO_LARGE = (
    "the file is {size} bytes, far larger than any decklist "
    "(the limit is {limit} bytes)."
)
BINARY_FILE = "this is a binary file, not a decklist."
BINARY_KIND = "this looks like {kind}, not a decklist."
KIND_PNG = "a PNG image"
KIND_JPEG = "a JPEG image"
KIND_GIF = "a GIF image"
KIND_PDF = "a PDF document"
KIND_ZIP = "a ZIP archive"
KIND_GZIP = "a gzip archive"
NOT_UTF8 = (
    "the text is not UTF-8 (byte 0x{byte} cannot be read); "
    "save the file as UTF-8 and try again."
)
WEB_PAGE = (
    "this looks like a web page (HTML), not a decklist; "
    "copy the decklist text itself instead."
)

# --- card lines ---------------------------------------------------------------
BAD_LINE = (
    "expected a card line such as '4 Lightning Bolt' "
    "(a number of copies, then the card name), found '{text}'."
)
BAD_COUNT = (
    "the count '{count}' is not a whole number; "
    "write a card line like '4 Lightning Bolt'."
)
COUNT_TOO_SMALL = "the count {count} for '{name}' must be at least 1."
COUNT_TOO_LARGE = "the count {count} for '{name}' is too large (at most {limit})."
MISSING_NAME = "the count {count} is not followed by a card name."

# --- limits (see limits.py) ---------------------------------------------------
LINE_TOO_LONG = (
    "the line has {length} characters, far more than any card line "
    "(the limit is {limit})."
)
NAME_TOO_LONG = (
    "the card name '{name}' has {length} characters, far more than any card name "
    "(the limit is {limit})."
)
TOO_MANY_CARDS = (
    "the deck has {count} cards by here, more than the limit of {limit}; "
    "no deck is this big, so the file is refused."
)
TOO_MANY_NAMES = (
    "the deck has more than {limit} different card names by here; "
    "no deck is this big, so the file is refused."
)

# --- XML formats ----------------------------------------------------------------
XML_MALFORMED = "the XML is malformed or incomplete ({reason})."
XML_DOCTYPE = (
    "the XML declares a DOCTYPE or entities, "
    "which are refused for safety; a deck file never needs them."
)
XML_TOO_MANY_ELEMENTS = (
    "the XML has more than {limit} elements by here; "
    "no deck file is this big, so the file is refused."
)
XML_TOO_DEEP = "the XML nests elements more than {limit} levels deep; a deck file never does."
XML_UNKNOWN_ROOT = (
    "this XML document (root element <{tag}>) is not a deck format that can be "
    "read here; expected an MTGO .dek, a Cockatrice .cod or an OCTGN .o8d file."
)
XML_EXPECTED = "expected {expected}, whose root element is <{root}>, found <{tag}>."
NOT_XML = "expected {expected}, which is XML, but the file does not start with '<'."
MISSING_ATTRIBUTE = "the <{tag}> element has no '{attribute}' attribute."
UNKNOWN_ZONE = (
    "unknown Cockatrice zone '{zone}'; expected 'main', 'side', 'sideboard' or 'tokens'."
)
UNKNOWN_OCTGN_SECTION = (
    "unknown OCTGN section '{section}'; expected 'Main', 'Sideboard', "
    "'Command Zone' or 'Planes/Schemes'."
)
FORMAT_MTGO_DEK = "an MTGO .dek file"
FORMAT_COCKATRICE = "a Cockatrice .cod file"
FORMAT_OCTGN = "an OCTGN .o8d file"

# --- warnings while reading (the deck still loads) ---------------------------
NO_NUMBER_COUNTED_AS_ONE = (
    "the <card> element for '{name}' has no 'number' attribute; counted as 1 copy."
)

# --- MTGJSON deck files ------------------------------------------------------
JSON_MALFORMED = "the JSON is malformed ({reason})."
JSON_TOO_DEEP = "the JSON is nested more than {limit} levels deep; a deck file never is."
JSON_NOT_A_DECK = (
    "this JSON document is not an MTGJSON deck file; expected an object with "
    "'mainBoard' (inside 'data')."
)
JSON_NOT_A_LIST = "expected a list of cards here."
JSON_NOT_A_CARD = "expected a card: an object with a 'name' and a 'count'."
JSON_BAD_NAME = "the card name must be non-empty text."
JSON_BAD_COUNT = "the count of '{name}' must be a whole number, found {count}."

# --- card names -------------------------------------------------------------
UNKNOWN_CARDS = "{count} unknown card name(s): {items}."
UNKNOWN_CARDS_AND_MORE = "{count} unknown card name(s): {items}; and {more} more."
UNKNOWN_CARD_ITEM = "'{name}' (line {line}; did you mean {suggestions}?)"
UNKNOWN_CARD_ITEM_NO_LINE = "'{name}' (did you mean {suggestions}?)"
UNKNOWN_CARD_ITEM_NO_SUGGESTION = "'{name}' (line {line}; no similar card name found)"
UNKNOWN_CARD_ITEM_NO_LINE_NO_SUGGESTION = "'{name}' (no similar card name found)"
SUGGESTION = "'{name}'"
LIST_SEPARATOR = ", "
ITEM_SEPARATOR = "; "

# --- deck construction warnings (CR 100.2a, 100.4a) --------------------------
DECK_TOO_SMALL = (
    "CR {rule}: the main deck has {count} cards; "
    "a constructed deck needs at least {minimum}."
)
TOO_MANY_COPIES = (
    "CR {rule}: the deck has {count} copies of {name} "
    "(main deck and sideboard together); at most {limit} are allowed."
)
SIDEBOARD_TOO_LARGE = (
    "CR {rule}: the sideboard has {count} cards; "
    "a constructed sideboard may have at most {limit}."
)

# --- saving -----------------------------------------------------------------
FILE_EXISTS = (
    "{path} already exists and was left untouched; "
    "choose another name or confirm that it should be replaced."
)
CANNOT_WRITE_FORMAT = "decks cannot be saved as '{fmt}'; choose one of: {choices}."
