"""A clone's entering as a copy (CR 707.2, 707.9b, 614.12): the part of ``copy_effects`` that
``operations`` calls as a permanent enters or leaves, kept free of ``operations`` and
``effect_core`` (no import circle; the module docstring of ``copy_effects`` says what it does)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Callable, Final, Generator, Mapping

from ..data.cards import CardDef
from ..data.card_filters import card_matches
from ..decisions import Choose, Decision, Kind, option_label
from ..errors import IllegalAnswer
from ..state import GameState


def _decision(game: GameState, kind: Kind, player: int, prompt: str, rule: str, data: Mapping[str, Any],
              validate: Callable[[Any], None], options: Callable[[], list[Any]],
              prompt_args: Mapping[str, Any]) -> Decision:
    """The pending decision (as ``operations._decision``, which this module may not import)."""
    return Decision(kind, player, prompt, rule, data, validate, options, None, prompt_args)


#: The static ability's name in card data.
STATIC: Final = "enter_as_copy"
#: The key of ``as_enters`` holding the copiable values chosen (a ``CardDef``).
KEY: Final = "copy_of"

#: Copies made, by copied card and exceptions (a long game copies the same creature again).
_COPIES: Final[dict[tuple[CardDef, tuple[str, ...], tuple[str, ...]], CardDef]] = {}


def copy_card(card: CardDef, add_types: tuple[str, ...] = (), add_keywords: tuple[str, ...] = ()) -> CardDef:
    """The copiable values of ``card`` with a copy effect's exceptions (CR 707.2, 707.9b): one face
    only (a copy of a double-faced card's face is not double-faced, CR 707.8), the card types and
    keywords it has in addition."""
    key = (card, add_types, add_keywords)
    found = _COPIES.get(key)
    if found is None:
        types = tuple(card.types) + tuple(t for t in add_types if t not in card.types)
        found = replace(card, types=types, keywords=card.keywords | frozenset(add_keywords), back=None, front="")
        if len(_COPIES) > 5000:
            _COPIES.clear()
        _COPIES[key] = found
    return found


def copiable(game: GameState, oid: int) -> CardDef:
    """The copiable values of the permanent ``oid`` (CR 707.2): its card as it entered, with its own
    copy effect and without the animations of continuous effects."""
    found = game.printed.get(oid)  # (``animation.base_card``)
    return found[1] if found is not None else game.objects[oid].card


def enter_ability(card: CardDef) -> Any:
    """The card's ``enter_as_copy`` ability, or None."""
    for ab in card.abilities:
        if ab.kind == "static" and ab.static == STATIC:
            return ab
    return None


def candidates(game: GameState, card: CardDef, entering: int | None = None) -> list[int]:
    """The permanents a permanent of ``card`` may enter as a copy of (CR 707.2): those on the
    battlefield that match its filter now."""
    ab = enter_ability(card)
    if ab is None:
        return []
    filt = ab.params.get("of", {})
    return [oid for oid in game.battlefield if oid != entering and card_matches(game.objects[oid].card, filt)]


def choose(game: GameState, player: int, card: CardDef, entering: int | None = None
           ) -> Generator[Decision, Any, CardDef | None]:
    """Ask which permanent ``card`` enters as a copy of (CR 707.2, 614.12), or none; returns the
    copy's card (the copiable values with the exceptions), or None to enter as itself."""
    ab = enter_ability(card)
    options = [*candidates(game, card, entering), -1]
    if ab is None or len(options) == 1:
        return None

    def validate(a: Any) -> None:
        if not isinstance(a, Choose):
            raise IllegalAnswer("707.2", "this decision takes {expected}, not {answer}", expected="Choose",
                                answer=str(a))
        if a.choice not in options:
            raise IllegalAnswer("707.2", "{card} is not a permanent this can enter as a copy of",
                                card=game.objects[a.choice].name if a.choice in game.objects else f"#{a.choice}")

    ans = yield _decision(
        game, Kind.CHOOSE, player, "{card} enters: choose a permanent for it to enter as a copy of, or none.",
        "707.2", {"options": options, "labels": {-1: option_label("Enter as itself (no copy)")}, "copy_choice": True},
        validate, lambda: [Choose(i) for i in options], {"card": card.name})
    if ans.choice == -1:
        return None
    add = tuple(str(t) for t in ab.params.get("add_types", ()))
    return copy_card(copiable(game, int(ans.choice)), add)


def copying_items(game: GameState, oid: int) -> list[Any]:
    """The permanent ``oid`` is about to leave the battlefield: its abilities on the stack that copy
    it, which keep its copiable values as it last existed (CR 608.2h, 707.2; ``operations.move``)."""
    return [item for item in game.stack
            if item.source == oid and item.ability is not None and "source_copiable" not in item.info
            and any(e.get("do") == "token_copy" and e.get("of", "self") == "self" for e in item.ability.effects)]
