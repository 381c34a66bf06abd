"""The card names a player may choose when naming a card (CR 201.3).

Kept apart from the effects that name a card (``naming``) so that ``operations`` (which asks
"As this enters, choose a card name", CR 614.12) reads the same list, and asks the same
decision, without importing an effect module.  Whatever opened the full card list registers it (``carddb`` does); without
one, the names of the cards this game knows (``game.db``) are offered.  The list is read
once, when a card is first named, sorted, so a game's answers replay to the same names.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Iterable, Mapping, Sequence

from ..decisions import Choose, Decision, Kind, NameCard
from ..errors import IllegalAnswer

if TYPE_CHECKING:
    from ..state import GameState as Game

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


def name_decision(game: "Game", player: int, names: Sequence[str], prompt: str, data: Mapping[str, Any],
                  prompt_args: Mapping[str, Any]) -> Decision:
    """The decision that names a card from ``names`` (CR 201.3), answered with
    :class:`NameCard`; :func:`chosen_name` reads the answer."""
    known: set[str] = set()

    def validate(a: Any) -> None:
        if isinstance(a, Choose) and isinstance(a.choice, int) and 0 <= a.choice < len(names):
            return  # an index into the names, as saves before NameCard wrote it
        if not isinstance(a, NameCard):
            raise IllegalAnswer("201.3", "this decision takes {expected}, not {answer}", expected="NameCard",
                                answer=str(a))
        if not known:
            known.update(names)
        if a.name not in known:
            raise IllegalAnswer("201.3", "{name} is not the name of a card you may choose", name=a.name)

    return Decision(Kind.CHOOSE, player, prompt, "201.3", {"player_action": "name_card", "names": names, **data},
                    validate, lambda: [NameCard(n) for n in names], None, dict(prompt_args))


def chosen_name(names: Sequence[str], answer: Any) -> str:
    """The name an accepted answer of :func:`name_decision` chose."""
    return answer.name if isinstance(answer, NameCard) else names[int(answer.choice)]
