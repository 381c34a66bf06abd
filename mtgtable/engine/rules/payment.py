"""What mana a player could make now, and whether a cost can be paid (CR 117.3, 106.4, 106.6, 605).

The listings the legal actions, the validation of a cast or an activation, the choice of how a spell
is cast (``casting_costs``) and the automatic payment share: one source of truth, so the pilot, the
validation and the payment agree on what can be paid.  Read-only: the payment decision and paying
itself are the flow's (``turn.actions``).
"""

from __future__ import annotations

from typing import Final, Iterable

from . import activation_bans, aura_rules, casting_rules, mana_abilities, named_rules, restricted_mana
from . import characteristics as chars
from .. import features
from ..data.cards import Ability, CardDef
from ..decisions import Pay
from .mana import ManaCost, can_pay, pay_from_units
from .restricted_mana import Purpose
from ..state import GameState

#: No banned names (what named_rules.banned_names finds on a battlefield without static abilities).
_NO_NAMES: Final[dict[str, bool]] = {}


def hurts_when_tapped(game: GameState, card: CardDef) -> bool:
    """Whether the card has a "whenever this becomes tapped" ability (City of Brass): a
    source the automatic payment uses last."""
    for ab in chars._triggered_abilities(game, card):  # (a loop, not any() over a generator: a hot path)
        if ab.trigger == "becomes_tapped":
            return True
    return False


def available_mana_units(game: GameState, player: int, exclude: Iterable[int] = (), purpose: Purpose | None = None,
                         ) -> list[tuple[int | None, frozenset[str]]]:
    """Units of mana the player could make now: the pool, then untapped sources.
    ``purpose``: what the mana pays for, which restricted mana may allow (CR 106.6)."""
    if (purpose is not None and restricted_mana.relevant(game, player)) or \
            (game.players[player].pool.restricted and restricted_mana.open_units(game, player)):
        units: list[tuple[int | None, frozenset[str]]] = [
            (None, frozenset(t)) for t, _ in restricted_mana.pool_units(game, player, purpose)]
    else:
        pool = game.players[player].pool
        units = [(None, frozenset(t)) for t in pool.units()] if pool.amounts else []
    skip = set(exclude) if exclude else ()
    objects = game.objects
    index = game._bf_index  # (chars._battlefield_index's check written out: every listing of mana asks)
    if index.version != game._bf_version:
        index = chars._battlefield_index(game)
    if index.statics:  # (the static abilities below are looked for only when the battlefield has any)
        enchanted_mana = aura_rules.any_land_mana_auras(game)  # Utopia Sprawl, Abundant Growth (aura_rules.py)
        banned = named_rules.banned_names(game)  # Phyrexian Revoker's chosen name (CR 201.3)
        abolished = bool(index.statics.get(casting_rules.ACTIVATE_BAN))
    else:
        enchanted_mana, banned, abolished = False, _NO_NAMES, False
    bans = game._features & features.ACTIVATION_BANS  # (activation_bans.banned's own first check, once)
    # (A mana ability with other costs is activated on its own, never by a payment (activation_costs):
    # chars._mana_source leaves those out of the index's sources, so none is looked for here.)
    for oid, source in index.mana_sources:
        o = objects[oid]
        if o.controller != player or o.tapped or oid in skip:
            continue
        if banned and named_rules.mana_banned(game, banned, oid):
            continue
        if bans and activation_bans.banned(game, oid):
            continue  # Arrest (CR 602.5, activation_bans.py)
        if abolished and casting_rules.activation_forbidden(game, player, oid) is not None:
            continue  # Grand Abolisher (CR 101.2)
        if mana_abilities.is_special(o.card):  # conditions, counters, amounts (mana_abilities.py)
            made = mana_abilities.payment_units(game, player, oid, purpose)
        elif (o.sick or source[0].cost.mana.mana_value) and not mana_ability_usable(game, oid, source[0]):
            continue
        else:
            made = source[1] if "instead" not in source[0].params else \
                chars._produce(mana_abilities.produce_now(game, o, source[0]))
        if made and enchanted_mana:
            # A granted "{T}: Add one mana of any color" (CR 613.1f); an Aura's triggered mana ability (605.1b).
            made = aura_rules.widened(game, oid, made) + aura_rules.extra_units(game, oid)
        for opts in made:  # (not extend() over a generator: this runs for every source of every listing)
            units.append((oid, opts))
    return units

def life_for_mana(game: GameState, oid: int) -> bool:
    """A source whose mana costs life (Horizon Canopy, Mana Confluence) or that deals
    damage as it becomes tapped (City of Brass, operations.become_tapped): used last."""
    return _card_life_for_mana(game, game.objects[oid].card)

def sacrificed_for_mana(game: GameState, oid: int) -> bool:
    return _card_sacrificed_for_mana(game, game.objects[oid].card)

def _card_life_for_mana(game: GameState, card: CardDef) -> bool:
    source = chars._mana_source(game, card)
    return source is not None and source[0].cost.life > 0 or hurts_when_tapped(game, card)

def _card_sacrificed_for_mana(game: GameState, card: CardDef) -> bool:
    source = chars._mana_source(game, card)
    return source is not None and source[0].cost.sacrifice_self

def mana_ability_usable(game: GameState, oid: int, ab: Ability) -> bool:
    o = game.objects[oid]
    if ab.cost.life and game.players[o.controller].life < ab.cost.life:
        return False  # CR 119.4
    if ab.cost.tap and (o.tapped or (o.sick and "Creature" in o.card.types and not chars.has_keyword(game, oid, "Haste"))):
        return False
    return ab.cost.mana.mana_value == 0

def spell_units(game: GameState, player: int, card: CardDef) -> list[tuple[int | None, frozenset[str]]] | None:
    """The mana that may pay for casting ``card``, when restricted mana is about (CR 106.6:
    it counts only for the spells it allows); ``None`` when none is, and the plain listing
    serves.  The one listing that judging a cast (:func:`cast_problem`), choosing how it is
    cast (``casting_costs.choose_plan``) and the payment (``Purpose(CAST, card)``) agree on."""
    if not restricted_mana.relevant(game, player):
        return None
    return available_mana_units(game, player, (), Purpose(restricted_mana.CAST, card))

def payment_units(game: GameState, player: int, exclude: Iterable[int] = (),
                  available: list[tuple[int | None, frozenset[str]]] | None = None, purpose: Purpose | None = None,
                  ) -> list[tuple[int | None, frozenset[str]]]:
    """The units :meth:`auto_payment` may use, in the order it prefers them:
    the pool, then lands, then other sources (creatures last); sources that
    are sacrificed for mana only when the player names them."""
    listed = available if available is not None else available_mana_units(game, player, exclude, purpose)
    objects = game.objects
    units: list[tuple[int | None, frozenset[str]]] = []
    keys: list[int] = []
    for u in listed:
        src = u[0]
        if src is None:
            key = 0  # the pool first
        else:
            card = objects[src].card
            found = _SOURCE_ORDER.get(card)
            key = found if found is not None else _source_order(game, card)
            if key < 0:
                continue  # sacrificed for mana: only when the player names it
        units.append(u)
        keys.append(key)
    if len(units) > 1:  # (sorted by the keys, stably: what sorting the units by the same keys gives)
        units = [units[i] for i in sorted(range(len(units)), key=keys.__getitem__)]
    return units


#: A mana source's place in :func:`payment_units`'s order, a function of its card alone (cached per card).
_SOURCE_ORDER: Final[dict[CardDef, int]] = {}


def _source_order(game: GameState, card: CardDef) -> int:
    """A mana source's place in the automatic payment's order, after the pool's 0: lands and other
    sources 1, creatures 2, then those whose mana costs life (:func:`life_for_mana`) 3 and 4; -1 for a
    source sacrificed for mana (:func:`sacrificed_for_mana`), which the automatic payment leaves out."""
    if _card_sacrificed_for_mana(game, card):
        key = -1
    else:
        key = 1 + (2 if _card_life_for_mana(game, card) else 0) \
            + (1 if "Creature" in card.types else 0)  # (chars.is_creature, of the card)
    if len(_SOURCE_ORDER) > 50_000:
        _SOURCE_ORDER.clear()  # a bound, for programs that build card definitions without end
    _SOURCE_ORDER[card] = key
    return key

def auto_payment(game: GameState, player: int, cost: ManaCost, exclude: Iterable[int] = (),
                 units: list[tuple[int | None, frozenset[str]]] | None = None, purpose: Purpose | None = None,
                 ) -> Pay | None:
    """A legal payment for ``cost`` from the pool and untapped sources, or ``None``.
    ``units`` (from :meth:`payment_units`) saves recomputing them for many costs."""
    if units is None:
        units = payment_units(game, player, exclude, None, purpose)
    chosen = pay_from_units(cost, [u[1] for u in units])
    if chosen is None:
        return None
    # A source of two or more mana (Sol Ring's {C}{C}, a land with Wild Growth's additional {G}) is
    # activated once for all of them (CR 605.3b): it is named once (the payment refuses a source named
    # twice), with the colour of its first unit, the one its own ability makes; the units after it come
    # by themselves (an Aura's triggered mana ability, CR 605.1b).  Naming the Aura's colour would ask
    # the land's ability for a colour it can't make (Exotic Orchard, pool fuzz seed 20312479).
    first: dict[int, int] = {}
    for i, (src, _) in enumerate(units):
        if src is not None:
            first.setdefault(src, i)
    sources: list[tuple[int, str]] = []
    seen: set[int] = set()
    for i in sorted(chosen):
        src = units[i][0]
        if src is not None and src not in seen:
            seen.add(src)
            own = first[src]
            sources.append((src, chosen[own] if own in chosen else min(units[own][1])))
    return Pay(sources=tuple(sorted(sources)))

def can_afford(game: GameState, player: int, cost: ManaCost, exclude: Iterable[int] = (),
               units: list[tuple[int | None, frozenset[str]]] | None = None, purpose: Purpose | None = None) -> bool:
    """Whether any payment exists (CR 117.3), counting every mana ability the
    player could activate, even ones the automatic payment would not use."""
    if cost.mana_value == 0 and not cost.symbols:
        return True
    if units is None:
        units = available_mana_units(game, player, exclude, purpose)
    return can_pay(cost, [u[1] for u in units])
