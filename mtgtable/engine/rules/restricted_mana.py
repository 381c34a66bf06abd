"""Mana that may be spent only on some things (CR 106.6).

"{T}: Add {C}{C}. Spend this mana only to cast colorless Eldrazi spells or
activate abilities of colorless Eldrazi" (Eldrazi Temple), "... only to cast a
Dragon creature spell" (Haven of the Spirit Dragon), "... only to cast a
creature spell of the chosen type, and that spell can't be countered" (Cavern
of Souls).  The mana ability carries ``spend_only`` in its data::

    {"cast": FILTER, "activate": FILTER, "uncounterable": true}

where a FILTER is ``{"types_all": [...], "subtypes_any": [...],
"supertypes_any": [...], "colorless": true, "chosen_type": true}`` (every key
must hold; ``chosen_type``: a subtype equal to the creature type the source
chose as it entered, ``engine.chosen``).  ``cast`` is what spells the mana may
pay for, ``activate`` what sources' abilities; a key left out allows nothing.

The mana goes to the pool with its restriction (``ManaPool.restricted``, one
entry per unit, the chosen type worked out as the mana is made) and
``ManaPool.units`` leaves it out: a payment spends it only when it says what it
pays for (a :class:`Purpose`) and the restriction allows that (CR 106.6).  The
same sources are left out of the automatic payment's units unless the purpose
allows their mana (:func:`source_allows`).  "That spell can't be countered":
a spell paid with such mana is marked on the stack (``cant_be_countered`` in its
info, CR 101.2 read by the counter effects).

Free functions called from small hooks in ``actions.py`` and
``mana_abilities.py``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final, Mapping, Sequence, TYPE_CHECKING

from ..data.cards import Ability, CardDef
from ..data.creature_types import CREATURE_TYPES

from . import characteristics as chars
from .. import features
from .. import operations as ops

if TYPE_CHECKING:
    from ..state import GameState as Game

#: The kinds of thing mana pays for (CR 106.6): casting a spell, activating an ability.
CAST: Final = "cast"
ACTIVATE: Final = "activate"
_FILTER_KEYS: Final = frozenset({"types_all", "subtypes_any", "supertypes_any", "colorless", "chosen_type"})


@dataclass(frozen=True, slots=True)
class Purpose:
    """What a payment is for: a spell cast (``card`` the spell) or an ability
    activated (``card`` its source)."""

    kind: str
    card: CardDef

    def __init__(self, kind: str, card: CardDef) -> None:
        # (Written out: mypyc compiles this one; the __init__ @dataclass generates would stay interpreted,
        # and a Purpose is made for every payment.)
        object.__setattr__(self, "kind", kind)  # (frozen: set as the generated __init__ does)
        object.__setattr__(self, "card", card)


@dataclass(frozen=True, eq=False, slots=True)
class Restriction:
    """One unit's restriction, the chosen type already looked up (CR 106.6)."""

    cast: Mapping[str, Any] | None
    activate: Mapping[str, Any] | None
    uncounterable: bool = False
    chosen_type: str = ""
    #: "If that mana is spent on a creature spell, it gains haste until end of turn" (Arena of Glory).
    haste: bool = False

    @property
    def is_open(self) -> bool:
        """Mana that may pay for anything and only carries a rider (``haste``): no restriction at all."""
        return self.cast == {} and self.activate == {}


def spend_only(ab: Ability) -> Mapping[str, Any] | None:
    """The ability's ``spend_only`` data, or None (an ordinary mana ability)."""
    found = ab.params.get("spend_only")
    return found if isinstance(found, Mapping) else None


def check(data: Any) -> str | None:
    """What is wrong with a ``spend_only`` value, or None (fail closed on a key this module does not know)."""
    if not isinstance(data, Mapping) or not set(data) <= {CAST, ACTIVATE, "uncounterable", "haste"}:
        return "spend_only: an object with cast, activate, uncounterable and haste"
    for key in (CAST, ACTIVATE):
        f = data.get(key)
        if f is not None and (not isinstance(f, Mapping) or not set(f) <= _FILTER_KEYS):
            return f"spend_only.{key}: a filter with {', '.join(sorted(_FILTER_KEYS))}"
    return None


def _has_subtype(card: CardDef, wanted: Sequence[str]) -> bool:
    if "Changeling" in card.keywords and any(t in CREATURE_TYPES for t in wanted):
        return True  # CR 702.73a: every creature type, in every zone
    return any(t in card.subtypes for t in wanted)


def _matches(f: Mapping[str, Any] | None, card: CardDef, chosen_type: str) -> bool:
    if f is None:
        return False
    if not all(t in card.types for t in f.get("types_all", ())):
        return False
    subtypes = f.get("subtypes_any")
    if subtypes and not _has_subtype(card, list(subtypes)):
        return False
    supertypes = f.get("supertypes_any")
    if supertypes and not any(t in card.supertypes for t in supertypes):
        return False
    if f.get("colorless") and card.colors:
        return False  # CR 105.2c: a colourless object has no colour
    if f.get("chosen_type") and not (chosen_type and _has_subtype(card, [chosen_type])):
        return False
    return True


def allows(r: Restriction, purpose: Purpose | None) -> bool:
    """Whether mana with restriction ``r`` may be spent on ``purpose`` (CR 106.6)."""
    if purpose is None:
        return False
    f = r.cast if purpose.kind == CAST else r.activate if purpose.kind == ACTIVATE else None
    return _matches(f, purpose.card, r.chosen_type)


def restriction_for(game: "Game", source: int, ab: Ability) -> Restriction | None:
    """The restriction of the mana ``ab`` of ``source`` makes now (the chosen type looked up), or None."""
    data = spend_only(ab)
    if data is None:
        return None
    from ..families.chosen import chosen
    picked = chosen(game, source, "creature_type")
    cast, act = data.get(CAST), data.get(ACTIVATE)
    return Restriction(cast if isinstance(cast, Mapping) else None, act if isinstance(act, Mapping) else None,
                       bool(data.get("uncounterable")), str(picked) if isinstance(picked, str) else "",
                       bool(data.get("haste")))


def source_allows(game: "Game", source: int, ab: Ability, purpose: Purpose | None) -> bool:
    """Whether the mana ``ab`` makes may pay for ``purpose``: always for an ordinary
    ability; for restricted mana only when its restriction allows it."""
    if spend_only(ab) is None:
        return True
    r = restriction_for(game, source, ab)
    return r is not None and allows(r, purpose)


def pool_units(game: "Game", player: int, purpose: Purpose | None) -> list[tuple[str, int | None]]:
    """The pool's units a payment for ``purpose`` may spend, restricted ones first (they can
    pay for less, so they are used before the rest), each with its index in
    ``ManaPool.restricted`` (None: unrestricted)."""
    pool = game.players[player].pool
    out: list[tuple[str, int | None]] = []
    riders: list[tuple[str, int | None]] = []
    creature_spell = purpose is not None and purpose.kind == CAST and "Creature" in purpose.card.types
    for i, (t, r) in enumerate(pool.restricted):
        if not isinstance(r, Restriction):
            continue
        if r.is_open:
            # mana with only a rider pays for anything (with no purpose too: an "unless" payment);
            # spent on what its rider helps first, else kept for last
            (out if r.haste and creature_spell else riders).append((t, i))
        elif purpose is not None and allows(r, purpose):
            out.append((t, i))
    out.extend((t, None) for t in pool.units())
    return out + riders


#: What the restricted mana that paid for a spell says about the spell (see :func:`spend`).
UNCOUNTERABLE: Final = "uncounterable"
HASTE: Final = "haste"


def spend(game: "Game", player: int, spent: Sequence[tuple[str, int | None]]) -> frozenset[str]:
    """Take the units ``spent`` out of the pool (CR 601.2h); what their riders say about
    the spell they paid for: :data:`UNCOUNTERABLE` ("that spell can't be countered"),
    :data:`HASTE` ("if that mana is spent on a creature spell, it gains haste")."""
    pool = game.players[player].pool
    marked = [i for _, i in spent if i is not None]
    rules = [r for r in (pool.restricted[i][1] for i in marked) if isinstance(r, Restriction)]
    said = frozenset(([UNCOUNTERABLE] if any(r.uncounterable for r in rules) else [])
                     + ([HASTE] if any(r.haste for r in rules) else []))
    ops.spend_restricted_mana(game, player, [t for t, i in spent if i is None], marked)
    return said


def add(game: "Game", player: int, mana_type: str, r: Restriction) -> None:
    """Add one unit of restricted mana to ``player``'s pool (CR 106.4, 106.6)."""
    ops.add_restricted_mana(game, player, mana_type, r)


def open_units(game: "Game", player: int) -> bool:
    """Whether the pool holds mana that pays for anything but is kept apart for its rider."""
    return any(isinstance(r, Restriction) and r.is_open for _, r in game.players[player].pool.restricted)


def any_restricted(game: "Game", player: int) -> bool:
    """Whether restricted mana sits in ``player``'s pool (a fast check for the payment hooks)."""
    return bool(game.players[player].pool.restricted)


_HAS: Final[dict[CardDef, bool]] = {}


def has_spend_only(card: CardDef) -> bool:
    """Whether one of the card's mana abilities makes restricted mana (cached per card)."""
    found = _HAS.get(card)
    if found is None:
        if len(_HAS) > 50_000:
            _HAS.clear()
        found = _HAS[card] = any(a.kind == "mana" and "spend_only" in a.params for a in card.abilities)
    return found


def relevant(game: "Game", player: int) -> bool:
    """Whether what a payment is for can change what ``player`` can pay with: restricted
    mana in the pool, or a source of it among their permanents (CR 106.6)."""
    if game.players[player].pool.restricted:
        return True
    if not game._features & features.SPEND_ONLY:
        return False  # no card of the game makes such mana (features.py)
    objects = game.objects
    return any(objects[oid].controller == player and has_spend_only(objects[oid].card)
               for oid, _ in chars._battlefield_index(game).mana_sources)
