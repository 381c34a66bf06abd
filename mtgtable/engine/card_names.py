"""The card names a player may choose when naming a card (CR 201.3).

Kept apart from the effects that name a card (``naming``) so that ``operations`` (which asks
"As this enters, choose a card name", CR 614.12) reads the same list without importing an
effect module.  Whatever opened the full card list registers it (``carddb`` does); without
one, the names of the cards this game knows (``game.db``) are offered.  The list is read
once, when a card is first named, sorted, so a game's answers replay to the same names.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Iterable

if TYPE_CHECKING:
    from .state import GameState as Game

#: Where the card names come from: a callable giving (name, is_land) pairs (the card database's).
_SOURCE: list[Callable[[], Iterable[tuple[str, bool]]]] = []
#: The names read from it, per filter ("any", "nonland"): read once.
_CACHE: dict[str, tuple[str, ...]] = {}


def register_card_names(source: Callable[[], Iterable[tuple[str, bool]]]) -> None:
    """Offer the names of every card (CR 201.3): ``source`` gives (name, is_land) pairs, read
    lazily the first time a card is named."""
    _SOURCE[:] = [source]
    _CACHE.clear()


def card_names(game: "Game", which: str) -> tuple[str, ...]:
    """The names a player may choose: every card name (``"any"``) or every nonland card name."""
    if _SOURCE:
        found = _CACHE.get(which)
        if found is None:
            pairs = sorted(set(_SOURCE[0]()))
            _CACHE["any"] = tuple(n for n, _ in pairs)
            _CACHE["nonland"] = tuple(n for n, land in pairs if not land)
            found = _CACHE[which]
        return found
    return tuple(sorted({c.name for c in game.db if which == "any" or not c.is_land}))
