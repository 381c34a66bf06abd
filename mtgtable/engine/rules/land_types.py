"""Static abilities that change lands' types (layer 4, CR 613.1d; CR 305.7).

"Nonbasic lands are Mountains." (Blood Moon, Magus of the Moon), "Each land is a
Swamp in addition to its other land types." (Urborg, Tomb of Yawgmoth), "Lands you
control are every basic land type in addition to their other types." (Dryad of the
Ilysian Grove): the static ``land_types`` with

* ``lands``: which lands, ``"all"``, ``"nonbasic"`` or ``"yours"`` (its controller's);
  ``subtype``: only lands of that type ("All Mountains are Plains.");
* ``mode``: ``"set"`` (the land's types become these: CR 305.7, it loses its other land
  types and every ability from its rules text, and gains the mana ability of each
  new basic land type) or ``"add"`` ("in addition to its other types": it keeps
  them, and gains the intrinsic mana ability of each basic land type it gains,
  CR 305.6);
* ``types``: the basic land types.

How they apply (CR 613.8): every such effect of the battlefield, in timestamp order
(CR 613.7a: a static ability's is its permanent's), except that an effect that
depends on another is applied after it (CR 613.8a-b): one depends on another when
applying the other would remove the ability it comes from or change which lands it
applies to.  So with Blood Moon and Urborg both out, Blood Moon applies first
whatever their timestamps (it would remove Urborg's ability, Urborg being nonbasic),
Urborg is a Mountain without abilities, and no land is a Swamp from it.

The engine reads an object's characteristics from ``GameObject.card`` everywhere
(its mana abilities, its "enters tapped", its triggers, the type line the GUI
shows), so, like ``engine.animation``'s creature lands, the result is a *derived*
card (a new frozen card; nothing changes card data), put in ``GameObject.card`` by
``ops.refresh_types`` with the card as it entered kept in ``GameState.printed``.
Animations apply on top of it (their effects only add card types and creature
types, which these statics do not touch, so the order between the two does not
matter).

A land that would enter the battlefield while one of these applies is checked with
the characteristics it would have there (CR 614.12): a shockland entering under
Blood Moon is a Mountain without "As this land enters, you may pay 2 life", so
nothing is asked and it enters untapped (:func:`entering`).

"Enchanted artifact is a creature with base power and toughness 5/5 in addition to its other
types." (Ensoul Artifact): the Aura's static ``enchanted_becomes`` (``types``, ``power``,
``toughness``) makes the permanent it is attached to what an animation would (``engine.becomes``:
layer 4 and 7b, CR 613.1d, 613.4b) as long as it is attached (:func:`attached_becomes`).

Pure functions over the state (no operation): ``operations`` calls them.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Final, Mapping

from ..families import attached_abilities
from .becomes import Becomes
from ..data.cards import Ability, ActivationCost, CardDef
from ..state import GameState

STATIC: Final = "land_types"
#: The basic land types (CR 205.3i, 305.6), in the order of their colours.
BASIC_TYPES: Final = ("Plains", "Island", "Swamp", "Mountain", "Forest")
_PRODUCE: Final = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}
#: Every land type (CR 205.3i): a land whose type is set loses these, and keeps its other subtypes
#: (Dryad Arbor stays a Dryad).
LAND_TYPES: Final = frozenset({"Cave", "Desert", "Forest", "Gate", "Island", "Lair", "Locus", "Mine", "Mountain", "Plains",
                               "Planet", "Power-Plant", "Sphere", "Swamp", "Tower", "Town", "Urza's"})
LANDS: Final = frozenset({"all", "nonbasic", "yours"})
MODES: Final = frozenset({"set", "add"})


@dataclass(frozen=True, slots=True)
class Change:
    """One type-changing static of a permanent on the battlefield."""

    source: int
    timestamp: int
    controller: int
    ability: Ability

    @property
    def lands(self) -> str:
        return str(self.ability.params.get("lands", "all"))

    @property
    def subtype(self) -> str:
        return str(self.ability.params.get("subtype", ""))

    @property
    def mode(self) -> str:
        return str(self.ability.params.get("mode", "add"))

    @property
    def types(self) -> tuple[str, ...]:
        return tuple(str(t) for t in self.ability.params.get("types", ()))


_STATICS: Final[dict[CardDef, tuple[Ability, ...]]] = {}


def statics_of(card: CardDef) -> tuple[Ability, ...]:
    """The card's ``land_types`` statics (cached per card)."""
    found = _STATICS.get(card)
    if found is None:
        if len(_STATICS) > 50_000:
            _STATICS.clear()
        found = _STATICS[card] = tuple(a for a in card.abilities if a.kind == "static" and a.static == STATIC)
    return found


def _in_scope(change: Change, card: CardDef, controller: int) -> bool:
    if "Land" not in card.types:
        return False
    lands = change.lands
    if lands == "nonbasic" and "Basic" in card.supertypes:
        return False
    if lands == "yours" and controller != change.controller:
        return False
    sub = change.subtype
    return not sub or sub in card.subtypes


def _intrinsic(basic: str) -> Ability:
    """The mana ability a land has for each basic land type (CR 305.6)."""
    color = _PRODUCE[basic]
    return _INTRINSIC[color]


_INTRINSIC: Final = {c: Ability(kind="mana", cost=ActivationCost(tap=True, text="{T}"), produce=c, text=f"{{T}}: Add {{{c}}}.")
                     for c in "WUBRG"}
_CHANGED: Final[dict[tuple[CardDef, str, tuple[str, ...]], CardDef]] = {}


def changed(card: CardDef, mode: str, types: tuple[str, ...]) -> CardDef:
    """``card`` with these land types set or added (CR 305.7, 305.6); cached, so the same change
    to the same card is the same card (``ops.set_card`` then changes nothing)."""
    key = (card, mode, types)
    found = _CHANGED.get(key)
    if found is not None:
        return found
    if mode == "set":
        subtypes = tuple(s for s in card.subtypes if s not in LAND_TYPES) + tuple(dict.fromkeys(types))
        reminder = " ".join(f"({{T}}: Add {{{_PRODUCE[t]}}}.)" for t in dict.fromkeys(types) if t in _PRODUCE)
        # Every ability from its rules text goes, keywords too; the by-hand lines with them (CR 305.7).
        found = replace(card, subtypes=subtypes, abilities=tuple(_intrinsic(t) for t in dict.fromkeys(types)
                                                                  if t in _PRODUCE),
                        keywords=frozenset(), text=reminder, by_hand=(), manual=False, printed_subtypes=())
    else:
        new = tuple(t for t in dict.fromkeys(types) if t not in card.subtypes)
        if not new:
            found = card
        else:
            # The intrinsic abilities first: the land's first mana ability is the one a payment taps it with,
            # its plain {T} abilities together (characteristics._mana_source).
            found = replace(card, subtypes=card.subtypes + new,
                            abilities=tuple(_intrinsic(t) for t in new if t in _PRODUCE) + card.abilities)
    if len(_CHANGED) > 20_000:
        _CHANGED.clear()
    _CHANGED[key] = found
    return found


def base_card(game: GameState, oid: int) -> CardDef:
    """The permanent's card before continuous effects (``animation.base_card``)."""
    found = game.printed.get(oid)
    return found[1] if found is not None else game.objects[oid].card


def _exists(change: Change, cards: Mapping[int, CardDef]) -> bool:
    """Whether the ability of ``change`` is still its source's (a land's may have been removed)."""
    return any(a is change.ability for a in cards[change.source].abilities)


def _scope(game: GameState, change: Change, cards: Mapping[int, CardDef]) -> frozenset[int]:
    return frozenset(oid for oid, card in cards.items() if _in_scope(change, card, game.objects[oid].controller))


def _apply(game: GameState, change: Change, cards: Mapping[int, CardDef]) -> dict[int, CardDef]:
    out = dict(cards)
    for oid, card in cards.items():
        if _in_scope(change, card, game.objects[oid].controller):
            out[oid] = changed(card, change.mode, change.types)
    return out


def _depends(game: GameState, change: Change, other: Change, cards: Mapping[int, CardDef]) -> bool:
    """CR 613.8a: applying ``other`` would change whether ``change`` exists or what it applies to."""
    after = _apply(game, other, cards)
    return _exists(change, after) != _exists(change, cards) or _scope(game, change, after) != _scope(game, change, cards)


def changes(game: GameState, cards: Mapping[int, CardDef]) -> list[Change]:
    """The type-changing statics of these permanents' cards, in timestamp order (CR 613.7a)."""
    found = [Change(oid, game.objects[oid].timestamp, game.objects[oid].controller, ab)
             for oid, card in cards.items() for ab in statics_of(card)]
    found.sort(key=lambda c: c.timestamp)
    return found


def layered(game: GameState) -> dict[int, CardDef]:
    """Every permanent's card after the type-changing statics (CR 613.1d, 613.8), by id."""
    cards = {oid: base_card(game, oid) for oid in game.battlefield}
    pending = changes(game, cards)
    while pending:
        pending = [c for c in pending if _exists(c, cards)]  # an ability removed applies no more
        if not pending:
            break
        # The first in timestamp order that depends on no other left (CR 613.8b); in a loop of
        # dependencies, timestamp order (CR 613.8b).
        first = next((c for c in pending if not any(o is not c and _depends(game, c, o, cards) for o in pending)),
                     pending[0])
        cards = _apply(game, first, cards)
        pending.remove(first)
    return cards


def entering(game: GameState, card: CardDef, controller: int) -> CardDef:
    """The card a permanent of ``card`` would be on the battlefield under ``controller`` now, for the
    replacement effects that modify how it enters (CR 614.12): the type-changing statics that apply
    now, in timestamp order (the entering land's own do not change how it enters)."""
    if "Land" not in card.types:
        return card
    current = {oid: game.objects[oid].card for oid in game.battlefield}
    for change in changes(game, current):
        if _in_scope(change, card, controller):
            card = changed(card, change.mode, change.types)
    return card



BECOMES: Final = "enchanted_becomes"


def _becomes_statics(card: CardDef) -> tuple[Ability, ...]:
    return tuple(a for a in card.abilities if a.kind == "static" and a.static == BECOMES)


def attached_becomes(game: GameState, oid: int, before: CardDef | None = None) -> tuple[Becomes, ...]:
    """What the Auras attached to ``oid`` make it ("Enchanted artifact is a creature with base power and
    toughness 5/5", CR 613.1d, 613.4b) and the abilities the Auras and Equipment attached to it grant
    (``attached_abilities``, CR 613.1f), and the abilities anthems grant it (as it is ``before`` them:
    its card after the type-changing statics and its own animations), in their timestamp order
    (CR 613.7a)."""
    found: list[tuple[int, Becomes]] = []
    for pid in game.battlefield:
        a = game.objects[pid]
        if a.attached_to != oid:
            continue
        for ab in _becomes_statics(a.card):
            p = ab.params
            found.append((a.timestamp, Becomes(types=tuple(str(t) for t in p.get("types", ("Creature",))),
                                               power=p.get("power"), toughness=p.get("toughness"))))
        granted = attached_abilities.becomes_of(game, a)  # "Enchanted creature has "..."" (CR 613.1f)
        if granted is not None:
            found.append((a.timestamp, granted))
    # "Creatures you control have "..."" (CR 613.1f): on the permanent as it is before them (``before``)
    found += attached_abilities.anthem_becomes(game, oid, before if before is not None else game.objects[oid].card)
    found.sort(key=lambda x: x[0])
    return tuple(b for _, b in found)


def enchanted(game: GameState) -> frozenset[int]:
    """The permanents an ``enchanted_becomes`` Aura, or an Aura or Equipment granting abilities, is attached to."""
    return frozenset(a.attached_to for a in (game.objects[pid] for pid in game.battlefield)
                     if a.attached_to is not None and (_becomes_statics(a.card)
                                                       or attached_abilities.grants_abilities(a.card))) \
        | attached_abilities.anthem_targets(game)
