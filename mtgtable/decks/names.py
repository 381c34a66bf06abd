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

The card database can bring its own look-up (a rapidfuzz index over 35,000
names, say): anything with ``resolve`` and ``suggest`` as in
:class:`NameLookup` can be passed to :func:`~mtgtable.decks.load_deck`, or a
``suggester`` callable to :class:`CardNameIndex`.
"""

from __future__ import annotations

import difflib
import heapq
import re
import unicodedata
from collections.abc import Callable, Iterable, Sequence
from typing import Protocol, runtime_checkable

__all__ = ["CardNameIndex", "NameLookup", "Suggester", "name_key"]

#: ``suggester(name_as_written, limit)``: up to ``limit`` canonical names
#: spelled like it, closest first.
Suggester = Callable[[str, int], Sequence[str]]

#: Candidates compared with difflib per suggestion, and the most names one
#: index word may stand for; together they bound the default suggester's time
#: per name whatever the size of the card list.
_MAX_CANDIDATES = 60
_MAX_TRIGRAM_NAMES = 3000
_NOT_LETTERS = re.compile(r"[^a-z0-9]+")
#: How alike (difflib's ratio) a suggestion must be. A typo scores above 0.8
#: ("Lightnig Bolt", "Thoughtsieze"); at 0.6, a small card list answered
#: "Sacred Foundry" with "Uncaged Fury", which misleads more than it helps.
_CUTOFF = 0.75


@runtime_checkable
class NameLookup(Protocol):
    """What the deck readers need from a card database's name index.

    ``resolve`` is called once per card line and must be a quick look-up
    (a dict, not a scan). ``suggest`` is called for at most
    :data:`~mtgtable.decks.limits.MAX_REPORTED_UNKNOWN` unknown names per
    file, so it may be slower, but not minutes.
    """

    def resolve(self, name: str) -> str | None:
        """The canonical spelling of ``name``, or None when it is unknown."""
        ...

    def suggest(self, name: str, limit: int = 3) -> Sequence[str]:
        """Up to ``limit`` known names spelled like ``name``, closest first."""
        ...

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

    def __init__(self, names: Iterable[str], *, suggester: Suggester | None = None) -> None:
        if isinstance(names, str):
            raise TypeError("CardNameIndex needs a collection of names, not one string")
        self._suggester = suggester
        self._by_trigram: dict[str, list[str]] | None = None  # built on the first suggest()
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
        """Up to ``limit`` known names spelled like ``name``, closest first.

        With a ``suggester`` that decides. Otherwise difflib compares ``name``
        only with the few dozen names sharing the most letter trigrams with
        it, never with the whole card list: a file of unknown names must stay
        cheap however big the list is.
        """
        if self._suggester is not None:
            return list(self._suggester(name, limit))[:limit]
        key = name_key(name)
        # A two-faced card is also compared by its front face alone, as
        # players write it ("Fable of the Mirror Breaker").
        options: dict[str, str] = {}
        for known in self._candidates(key):
            options.setdefault(known, self._by_key[known])
            if " // " in known:
                options.setdefault(known.split(" // ", 1)[0], self._by_key[known])
        matches = difflib.get_close_matches(key, options, n=2 * limit, cutoff=_CUTOFF)
        return list(dict.fromkeys(options[m] for m in matches))[:limit]

    def _candidates(self, key: str) -> list[str]:
        """The known names sharing the most trigrams with ``key``: at most
        :data:`_MAX_CANDIDATES`, looked up through trigrams found in no more
        than :data:`_MAX_TRIGRAM_NAMES` names (one in every name narrows nothing)."""
        by_trigram = self._by_trigram
        if by_trigram is None:
            by_trigram = {}
            for known in self._by_key:
                for word in _index_words(known):
                    by_trigram.setdefault(word, []).append(known)
            self._by_trigram = by_trigram
        lists = sorted((by_trigram.get(w, []) for w in _index_words(key)), key=len)
        useful = [names for names in lists if len(names) <= _MAX_TRIGRAM_NAMES] or [
            names[:_MAX_TRIGRAM_NAMES] for names in lists[:1]
        ]
        shared: dict[str, int] = {}
        for names in useful:
            for known in names:
                shared[known] = shared.get(known, 0) + 1
        if len(shared) <= _MAX_CANDIDATES:
            return list(shared)
        return heapq.nlargest(_MAX_CANDIDATES, shared, key=shared.__getitem__)


def _index_words(key: str) -> set[str]:
    """The letter trigrams of a name key, with its start and end marked
    (``"^li"``, ``"lt$"``): a misspelled name still shares most of them with
    the name it means, whichever letters are wrong."""
    letters = "^" + _NOT_LETTERS.sub("", key) + "$"
    return {letters[i : i + 3] for i in range(len(letters) - 2)}
