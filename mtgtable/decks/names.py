"""Matching card names as players type them against canonical names.

Decklists come from many tools and keyboards: ``Jotun Grunt`` for
``Jötun Grunt``, ``Urza’s Saga`` with a typographic apostrophe, ``Fire/Ice``
(MTGO) for ``Fire // Ice``, ``bonecrusher giant`` for
``Bonecrusher Giant // Stomp`` (Arena writes only the front face). A deck
must not fail to load over any of those, so names are compared by a *key*
that forgets case, accents, typographic punctuation and the spelling of the
split-card separator.

>>> index = CardNameIndex(["Fire // Ice", "Lightning Bolt", "Urza's Saga"])
>>> index.resolve("fire/ice"), index.resolve("Urza’s Saga"), index.resolve("Fire")
('Fire // Ice', "Urza's Saga", 'Fire // Ice')
>>> index.resolve("Lightnig Bolt") is None
True
>>> index.suggest("Lightnig Bolt")
['Lightning Bolt']
"""

from __future__ import annotations

import difflib
import re
import unicodedata
from collections.abc import Iterable

__all__ = ["CardNameIndex", "name_key"]

_PUNCTUATION = str.maketrans(
    {
        "\u2018": "'",  # left single quotation mark
        "\u2019": "'",  # right single quotation mark (the usual culprit)
        "\u02bc": "'",  # modifier letter apostrophe
        "\u0060": "'",  # grave accent used as an apostrophe
        "\u00b4": "'",  # acute accent used as an apostrophe
        "\u201c": '"',
        "\u201d": '"',
        "\u2010": "-",  # hyphen
        "\u2011": "-",  # non-breaking hyphen
        "\u2012": "-",  # figure dash
        "\u2013": "-",  # en dash
        "\u2014": "-",  # em dash
        "\u2015": "-",  # horizontal bar
        "\u2212": "-",  # minus sign
        "\u00a0": " ",  # no-break space
    }
)
_SPLIT_SEPARATOR = re.compile(r"\s*/{1,2}\s*")


def name_key(name: str) -> str:
    """The form two spellings of the same card name share.

    >>> name_key("Lim-Dûl’s  Vault") == name_key("lim-dul's vault")
    True
    >>> name_key("Fire/Ice"), name_key("Æther Vial")
    ('fire // ice', 'aether vial')
    """
    text = unicodedata.normalize("NFKD", name.translate(_PUNCTUATION))
    text = "".join(ch for ch in text if not unicodedata.combining(ch))
    text = text.casefold().replace("æ", "ae")
    text = _SPLIT_SEPARATOR.sub(" // ", text)
    return " ".join(text.split())


class CardNameIndex:
    """Canonical card names, looked up by :func:`name_key`.

    Build one from the card database once and pass it as ``known_names`` to
    :func:`~mtgtable.decks.load_deck`; passing a plain collection of names
    also works but rebuilds the index on every call.
    """

    def __init__(self, names: Iterable[str]) -> None:
        if isinstance(names, str):
            raise TypeError("CardNameIndex needs a collection of names, not one string")
        self._by_key: dict[str, str] = {}
        front_faces: dict[str, str] = {}
        for name in names:
            key = name_key(name)
            self._by_key.setdefault(key, name)
            if " // " in key:
                front_faces.setdefault(key.split(" // ", 1)[0], name)
        # A front face only stands for the whole card when no card is called
        # exactly that (there is a "Fire" nowhere, but be safe).
        self._by_front = {k: v for k, v in front_faces.items() if k not in self._by_key}

    def __len__(self) -> int:
        return len(self._by_key)

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and self.resolve(name) is not None

    def resolve(self, name: str) -> str | None:
        """The canonical spelling of ``name``, or None when it is unknown."""
        key = name_key(name)
        return self._by_key.get(key) or self._by_front.get(key)

    def suggest(self, name: str, limit: int = 3) -> list[str]:
        """Up to ``limit`` known names spelled like ``name``, closest first."""
        keys = difflib.get_close_matches(name_key(name), self._by_key, n=limit, cutoff=0.6)
        return [self._by_key[key] for key in keys]
