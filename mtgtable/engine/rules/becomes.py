"""What an animation makes an object (layers 4, 5 and 7b, CR 613.1d-e, 613.4b): :class:`Becomes`
and :func:`derive`, the card an object of a printed card is with its animations applied.

Pure (no operation, no game): ``engine.animation`` makes the effects, and ``engine.land_types``
derives a land's card from the type-changing statics first (CR 613.1d), then its animations on top.
"""

from __future__ import annotations

from typing import Final

from dataclasses import dataclass, replace

from ..data.cards import Ability, CardDef


@dataclass(frozen=True, slots=True)
class Becomes:
    """What one animation makes an object (the parts of the effect that layers 4, 5 and 7b apply)."""

    #: Card types it gains (CR 205.1b), in the order of the card's type line.
    types: tuple[str, ...] = ("Creature",)
    #: Subtypes it gains ("Elemental"; every creature type for "all creature types", CR 205.3m).
    subtypes: tuple[str, ...] = ()
    #: The power and toughness it gets (CR 613.4b), or None: a Vehicle keeps its printed ones.
    power: int | None = None
    toughness: int | None = None
    #: The colours it becomes (CR 105.3), or None to leave them.
    colors: frozenset[str] | None = None
    #: Abilities it gains (layer 6, CR 613.1f): 'This Saga gains "{T}: Add {C}."' (``ability_grants``).
    abilities: tuple[Ability, ...] = ()


#: Derived cards, by printed card and animations (a long game animates the same land every turn).
_DERIVED: Final[dict[tuple[CardDef, tuple[Becomes, ...]], CardDef]] = {}


def derive(printed: CardDef, animations: tuple[Becomes, ...]) -> CardDef:
    """The card an object of ``printed`` is with these animations applied in order (CR 613.1d-e, 613.4b)."""
    key = (printed, animations)
    found = _DERIVED.get(key)
    if found is not None:
        return found
    types, subtypes = list(printed.types), list(printed.subtypes)
    power, toughness, colour = printed.power, printed.toughness, printed.colors
    abilities = printed.abilities
    for b in animations:
        abilities += b.abilities
        types += [t for t in b.types if t not in types]
        subtypes += [s for s in b.subtypes if s not in subtypes]
        if b.power is not None and b.toughness is not None:
            power, toughness = b.power, b.toughness
        if b.colors is not None:
            colour = b.colors
    found = replace(printed, types=tuple(types), subtypes=tuple(subtypes), power=power, toughness=toughness,
                    colors=colour, abilities=abilities)
    if len(_DERIVED) > 5000:
        _DERIVED.clear()
    _DERIVED[key] = found
    return found
