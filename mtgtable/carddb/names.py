"""Deck names against the full card list: resolving, and "did you mean".

:class:`DeckNames` is a :class:`mtgtable.decks.CardNameIndex`, so
``load_deck(path, known_names=DeckNames(db))`` checks a decklist against all
35,000 cards (and the bundled pool, for cards only it has).

"Did you mean" uses rapidfuzz over every English spelling the index knows.
One look-up costs about 2 ms, so the work is bounded: the first
:data:`SUGGEST_BUDGET` distinct unknown names of a deck get suggestions, the
rest none (a file of 100,000 unknown lines takes well under a second instead
of minutes).  The budget starts afresh with the next deck (the next
``resolve`` after suggestions).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..decks.names import CardNameIndex, name_key
from ..engine.data.cards import CardDB, default_card_db
from .index import fast_key

if TYPE_CHECKING:
    from .database import CardDatabase

#: Distinct unknown names per deck that get suggestions.
SUGGEST_BUDGET = 200
#: Look-ups after which the whole key table is read into memory (a 60-card deck never gets there).
BULK_LOOKUPS = 1_000
#: rapidfuzz ``ratio`` below this is not offered as a suggestion.
SCORE_CUTOFF = 60.0


class Suggester:
    """Close spellings among the card list's names (rapidfuzz ``ratio`` on name keys)."""

    def __init__(self, pairs: list[tuple[str, str]]) -> None:
        self.keys = [k for k, _ in pairs]
        self.names = [n for _, n in pairs]

    def suggest(self, name: str, limit: int = 3) -> list[str]:
        from rapidfuzz import fuzz, process
        found = process.extract(name_key(name), self.keys, scorer=fuzz.ratio, processor=None,
                                limit=limit * 4, score_cutoff=SCORE_CUTOFF)
        out: list[str] = []
        for _, _, i in found:
            if self.names[i] not in out:
                out.append(self.names[i])
            if len(out) == limit:
                break
        return out


class DeckNames(CardNameIndex):
    """Every card of the card list (and of the bundled pool) by any spelling."""

    def __init__(self, database: CardDatabase, bundled: CardDB | None = None) -> None:
        super().__init__(())
        self.database = database
        pool = (bundled if bundled is not None else default_card_db()).names()
        self._bundled = {fast_key(n): n for n in pool}
        for n in pool:  # a bundled two-faced card by its front face
            if " // " in n:
                self._bundled.setdefault(fast_key(n.split(" // ")[0]), n)
        self._fuzzy: Suggester | None = None
        self._memo: dict[str, list[str]] = {}
        self._spent = 0
        self._suggesting = False
        #: After many look-ups (a huge file), every key in memory instead of one query each.
        self._lookups = 0
        self._keys: dict[str, int] | None = None

    def __len__(self) -> int:
        return len(self.database)

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and self.resolve(name) is not None

    def resolve(self, name: str) -> str | None:
        if self._suggesting:  # a new deck: a new suggestion budget
            self._suggesting = False
            self._spent = 0
        key = fast_key(name)
        self._lookups += 1
        if self._keys is None and self._lookups > BULK_LOOKUPS:
            self._keys = self.database.index.key_positions()
        if self._keys is not None:
            i = self._keys.get(key)
            if i is None and key.startswith("a-"):
                i = self._keys.get(key[2:])
        else:
            i = self.database.index.find_key(key)  # an A- name falls back to the card it rebalances there
        return self.database.index.name(i) if i is not None else self._bundled.get(key)

    def suggest(self, name: str, limit: int = 3) -> list[str]:
        self._suggesting = True
        if self._spent >= SUGGEST_BUDGET:
            return list(self._memo.get(f"{limit}\x00{name}", ()))
        key = f"{limit}\x00{name}"
        if key in self._memo:
            return list(self._memo[key])
        self._spent += 1
        if self._fuzzy is None:
            self._fuzzy = Suggester(self.database.index.all_keys())
        found = self._fuzzy.suggest(name, limit)
        self._memo[key] = found
        return list(found)
