"""What an object is right now: its characteristics and abilities (CR 109.3, 613).

Printed values, then counters, effects of resolved spells and abilities, and
static grants (Auras, Equipment, anthems).  Read-only functions over a
:class:`~.state.GameState` (``power(game, oid)``; the module map is in
``state.py``); the per-card caches live here because these questions are
asked on every step of every game.
"""

from __future__ import annotations

from typing import Any, Final, Iterator, Mapping

from ..data.activation_params import OWN_PARAMS
from . import static_pt
from ..data.cards import Ability, CardDef
from .mana import COLORS, MANA_TYPES
from ..objects import GameObject, Zone
from ..refs import PlayerRef, Ref
from ..state import BattlefieldIndex, GameState

#: Enum members read on hot paths, bound once as module constants (the engine's hot-path rules: ``mtgtable.engine``).
_ZONE_BATTLEFIELD: Final = Zone.BATTLEFIELD


def on_battlefield(game: GameState, oid: int) -> bool:
    o = game.objects.get(oid)
    return o is not None and o.zone is _ZONE_BATTLEFIELD


def is_type(game: GameState, oid: int, t: str) -> bool:
    o = game.objects.get(oid)
    return o is not None and t in o.card.types


def is_creature(game: GameState, oid: int) -> bool:
    o = game.objects.get(oid)
    return o is not None and "Creature" in o.card.types


def _attachments(game: GameState, oid: int) -> Iterator[GameObject]:
    for pid in game.battlefield:
        a = game.objects[pid]
        if a.attached_to == oid:
            yield a


def _is_aura(game: GameState, card: CardDef) -> bool:
    found = game._aura_cache.get(card)
    if found is None:
        found = any(a.kind == "aura" for a in card.abilities)
        game._aura_cache[card] = found
    return found


def _sba_plain(game: GameState, card: CardDef) -> bool:
    """Whether no state-based action looks at a permanent of this card while it
    is unattached and has no counters: not a creature, planeswalker, Aura or
    legend (CR 704.5; cached per card: most of a big board is lands)."""
    found = game._sba_plain_cache.get(card)
    if found is None:
        found = not ("Creature" in card.types or "Planeswalker" in card.types or card.is_legendary
                     or _is_aura(game, card))
        game._sba_plain_cache[card] = found
    return found


def _sba_toughness(game: GameState, card: CardDef) -> int:
    """A creature card's printed toughness when, unattached and without counters, only its toughness
    and the damage marked on it matter to the state-based actions (CR 704.5f-h): not a planeswalker,
    legend, Aura or Saga, and no characteristic-defining P/T (CR 604.3); 0 for any other card, and for
    a toughness of 0 or less.  Cached per card: the check reads it for every creature after every change.

    >>> from mtgtable.engine.data.cards import default_card_db
    >>> from mtgtable.engine.state import GameState
    >>> db = default_card_db(); game = GameState(db)
    >>> _sba_toughness(game, db["Grizzly Bears"]), _sba_toughness(game, db["Forest"])
    (2, 0)
    """
    found = game._sba_toughness_cache.get(card)
    if found is None:
        t = card.toughness
        types = card.types
        found = t if t is not None and t > 0 and "Creature" in types and "Planeswalker" not in types \
            and "Legendary" not in card.supertypes and "Saga" not in card.subtypes and not _is_aura(game, card) \
            and not statics_by_name(game, card).get("cda_pt") else 0
        game._sba_toughness_cache[card] = found
    return found


#: Per card: whether its P/T or its grants follow something the change count does not track.
_UNCOUNTED: Final[dict[CardDef, bool]] = {}


def _uncounted_pt(card: CardDef) -> bool:
    """Whether a permanent of this card has a power or toughness, or grants one, that follows
    what operations do not count for the state-based actions (``ops.SBA_READS``): a
    characteristic-defining ability (cards in a hand, a graveyard, CR 604.3) or a grant counted
    or conditioned "for each" / "as long as" (CR 613.4c).  Cached per card."""
    found = _UNCOUNTED.get(card)
    if found is None:
        found = False
        for ab in card.abilities:
            grants = ab.params.get("grants")
            if (ab.kind == "static" and ab.static == "cda_pt") or (
                    isinstance(grants, Mapping) and static_pt.is_live(grants)):
                found = True
                break
        _UNCOUNTED[card] = found
    return found


def uncounted_pt_on_battlefield(game: GameState) -> bool:
    """Whether a permanent's P/T may have changed without a counted change (see
    :func:`_uncounted_pt`): then the state-based actions are checked in full every time
    (CR 704.3), since a Psychosis Crawler's toughness falls when its controller discards.
    (Counted in the battlefield index: this is asked before every priority decision.)"""
    return _battlefield_index(game).uncounted > 0


def _triggered_abilities(game: GameState, card: CardDef) -> tuple[Ability, ...]:
    """A card's triggered abilities (cached per card: most cards have none)."""
    found = game._triggered_cache.get(card)
    if found is None:
        found = tuple(ab for ab in card.abilities if ab.kind == "triggered")
        game._triggered_cache[card] = found
    return found


def _grant_abilities(game: GameState, card: CardDef) -> tuple[Ability, ...]:
    """The abilities of ``card`` that grant P/T or keywords to others (cached per card)."""
    found = game._grant_cache.get(card)
    if found is None:
        found = tuple(ab for ab in card.abilities
                      if ab.kind in ("aura", "equip")
                      or (ab.kind == "static" and ab.static in ("attached", "anthem", "self_grant")))
        game._grant_cache[card] = found
    return found


def _refresh_granters(game: GameState) -> None:
    """The permanents with grant abilities, whether a grant of theirs is live, and what their grants can give
    (``_granted_keys``), worked out again after the battlefield changed."""
    game._granters = [pid for pid in game.battlefield if _grant_abilities(game, game.objects[pid].card)]
    game._granters_version = game._bf_version
    game._granters_live = any(static_pt.is_live(ab.params.get("grants") or {})
                              for pid in game._granters for ab in _grant_abilities(game, game.objects[pid].card))
    keys: set[str] = set()
    for pid in game._granters:
        for ab in _grant_abilities(game, game.objects[pid].card):
            grants = ab.params.get("grants")
            if isinstance(grants, Mapping):  # (live_grant gives a subset of its grant's keys)
                keys.update(grants)
    game._granted_keys = frozenset(keys)


def granted_keys(game: GameState) -> frozenset[str]:
    """What the grants on the battlefield can give: the keys of every grant of every granter (a grant
    gives only what its keys say, ``static_pt.live_grant`` too).  A question about anything else
    ("keywords" when only anthems of P/T are about) needs no look at the grants."""
    if game._granters_version != game._bf_version:
        _refresh_granters(game)
    return game._granted_keys


def _grants(game: GameState, oid: int) -> list[Mapping[str, Any]]:
    """Static grants applying to ``oid``: auras/equipment attached to it, anthems (CR 613, simplified)."""
    if game._granters_version != game._bf_version:
        _refresh_granters(game)
    if not game._granters:
        return []
    # What this reads besides the granters' cards (controllers, attachments, counters, colours) is
    # counted in ``_changes`` by the operations: the grants found are remembered until a change,
    # unless one depends on more ("for each", "as long as": ``_granters_live``).
    remember = not game._granters_live
    if remember:
        at = (game._bf_version, game._changes)
        if game._grants_at != at:
            game._grants_memo = {}
            game._grants_at = at
        else:
            known = game._grants_memo.get(oid)
            if known is not None:
                return known
    o = game.objects[oid]
    found: list[Mapping[str, Any]] = []
    for pid in game._granters:
        src = game.objects[pid]
        for ab in _grant_abilities(game, src.card):
            g: Mapping[str, Any] | None = None
            if ab.kind == "static" and ab.static == "anthem":
                if (src.controller == o.controller or ab.params.get("whose") == "all") \
                        and not (ab.params.get("other", False) and pid == oid) \
                        and ("filter" not in ab.params
                             or static_pt.fits(o, ab.params["filter"], lambda: colors(game, oid))):
                    g = ab.params.get("grants", {})
            elif ab.kind == "static" and ab.static == "self_grant":
                if pid == oid:
                    g = ab.params.get("grants", {})
            elif src.attached_to == oid and ab.params.get("grants"):
                g = ab.params["grants"]
            if g is not None and static_pt.is_live(g):
                g = static_pt.live_grant(game, src, g)  # "for each", "as long as" (CR 613.4c)
            if g is not None:
                found.append(g)
    if remember:
        game._grants_memo[oid] = found
    return found


def power_toughness(game: GameState, oid: int) -> tuple[int, int]:
    """Current power and toughness: printed values, then counters, effects
    from resolved spells and abilities, and static grants (CR 613, simplified)."""
    o = game.objects[oid]
    counters = o.counters.get("+1/+1", 0) - o.counters.get("-1/-1", 0) if o.counters else 0
    by_name = game._statics_cache.get(o.card)  # (statics(game, oid, "cda_pt"), written out: this is hot)
    defining = (by_name if by_name is not None else statics_by_name(game, o.card)).get("cda_pt")
    if defining:  # a characteristic-defining ability sets it first (CR 604.3, 613.4a)
        power, toughness = static_pt.defined_pt(game, o, defining)
        power += counters
        toughness += counters
    else:
        power = (o.card.power or 0) + counters
        toughness = (o.card.toughness or 0) + counters
    for m in game.modifiers:
        if m.target == oid:
            power += m.power
            toughness += m.toughness
    if game._granters or game._granters_version != game._bf_version:  # (most games: no granter, no call)
        for g in _grants(game, oid):
            power += int(g.get("power", 0))
            toughness += int(g.get("toughness", 0))
    return power, toughness


def power(game: GameState, oid: int) -> int:
    return power_toughness(game, oid)[0]


def toughness(game: GameState, oid: int) -> int:
    return power_toughness(game, oid)[1]


def loyalty(game: GameState, oid: int) -> int:
    return game.objects[oid].counters.get("loyalty", 0)


def keywords(game: GameState, oid: int) -> frozenset[str]:
    o = game.objects[oid]
    kws = set(o.card.keywords)
    for m in game.modifiers:
        if m.target == oid:
            kws |= m.keywords
    for g in _grants(game, oid):
        kws.update(g.get("keywords", ()))
    return frozenset(kws)


def colors(game: GameState, oid: int) -> frozenset[str]:
    """Current colours: the card's, unless an effect set them (the latest wins, CR 613.7)."""
    found = game.objects[oid].card.colors
    for m in game.modifiers:
        if m.target == oid and m.colors is not None:
            found = m.colors
    return found


def matches(game: GameState, oid: int, filt: Mapping[str, Any] | None) -> bool:
    """Whether an object fits a trigger's filter, checked at the moment of the event."""
    if not filt:
        return True
    color = filt.get("color")
    if color is not None and color not in colors(game, oid):
        return False
    without = filt.get("without_keyword")  # flanking: "a creature without flanking" (CR 702.25a)
    if without is not None and has_keyword(game, oid, str(without)):
        return False
    return True


def has_keyword(game: GameState, oid: int, kw: str) -> bool:
    o = game.objects.get(oid)
    if o is None:
        return False
    if kw in o.card.keywords:
        return True
    for m in game.modifiers:
        if m.target == oid and kw in m.keywords:
            return True
    if (game._granters or game._granters_version != game._bf_version) and "keywords" in granted_keys(game):
        # (most games: no granter, or none that grants keywords, and no call)
        for g in _grants(game, oid):  # (a loop, not any() over a generator: most permanents have no grants)
            if kw in g.get("keywords", ()):
                return True
    return False


def statics(game: GameState, oid: int, name: str) -> tuple[Ability, ...]:
    """The object's static abilities called ``name`` (cached per card)."""
    o = game.objects.get(oid)
    if o is None:
        return ()
    by_name = game._statics_cache.get(o.card)
    if by_name is None:
        by_name = statics_by_name(game, o.card)
    return by_name.get(name, ())


def statics_by_name(game: GameState, card: CardDef) -> dict[str, tuple[Ability, ...]]:
    """A card's static abilities by name (cached per card; empty for most cards): for a caller
    that asks about several names of one object, one lookup instead of one per name."""
    by_name = game._statics_cache.get(card)
    if by_name is None:
        by_name = {}
        for a in card.abilities:
            if a.kind == "static":
                by_name[a.static] = by_name.get(a.static, ()) + (a,)
        game._statics_cache[card] = by_name
    return by_name


def has_static(game: GameState, oid: int, name: str) -> bool:
    return bool(statics(game, oid, name))


#: Final aliases of names from interpreted modules read on hot paths: mypyc looks an imported name
#: up in this module's dictionary at every use, and keeps a Final one in a C static.
_PLAYER_REF: Final = PlayerRef


def player_ref_ok(game: GameState, ref: Ref) -> bool:
    """Whether ``ref`` names a player of this game still in it."""
    return isinstance(ref, _PLAYER_REF) and 0 <= ref.index < len(game.players) and not game.players[ref.index].lost


def defending_player(game: GameState) -> int:
    return (game.active + 1) % len(game.players)


def activated_abilities(game: GameState, oid: int) -> tuple[Ability, ...]:
    """An object's abilities that a player activates, indexed as :class:`Activate` expects."""
    card = game.objects[oid].card
    found = game._activated_cache.get(card)
    if found is None:
        found = tuple(a for a in card.abilities if a.kind in ("mana", "activated", "equip"))
        game._activated_cache[card] = found
    return found


def _nonmana_activated(game: GameState, card: CardDef) -> tuple[int, ...]:
    """Indexes (as :class:`Activate` counts them) of a card's activated
    abilities that are not mana abilities (cached per card)."""
    found = game._nonmana_cache.get(card)
    if found is None:
        abilities = tuple(a for a in card.abilities if a.kind in ("mana", "activated", "equip"))
        found = tuple(i for i, a in enumerate(abilities) if a.kind != "mana")
        game._nonmana_cache[card] = found
    return found


def _battlefield_index(game: GameState) -> "BattlefieldIndex":
    """Which permanents have mana abilities, other activated abilities and
    which static abilities, rebuilt only when the battlefield's membership changed."""
    index = game._bf_index
    if index.version != game._bf_version:
        objects = game.objects
        mana: list[tuple[int, tuple[Ability, list[frozenset[str]]]]] = []
        activators: list[int] = []
        statics: dict[str, list[int]] = {}
        triggers: dict[str, list[int]] = {}
        uncounted = 0
        sba_cards: list[int] = []
        plain: list[int] = []
        for oid in game.battlefield:
            card = objects[oid].card
            if _uncounted_pt(card):
                uncounted += 1
            (plain if _sba_plain(game, card) else sba_cards).append(oid)
            source, activates, static_names, trigger_names = _index_entry(game, card)
            if source is not None:
                mana.append((oid, source))
            if activates:
                activators.append(oid)
            for name in static_names:
                statics.setdefault(name, []).append(oid)
            for name in trigger_names:
                triggers.setdefault(name, []).append(oid)
        index = game._bf_index = BattlefieldIndex(game._bf_version, mana, activators, statics, triggers, uncounted,
                                                  sba_cards, plain)
    return index


def _index_entry(game: GameState, card: CardDef) -> tuple[tuple[Ability, list[frozenset[str]]] | None, bool,
                                               tuple[str, ...], tuple[str, ...]]:
    """What one permanent of ``card`` adds to the battlefield index: its mana
    source, whether it has other activated abilities, its static ability
    names and trigger names (worked out once per card: a big board is
    mostly the same few lands)."""
    entry = game._index_entry_cache.get(card)
    if entry is None:
        entry = game._index_entry_cache[card] = (
            _mana_source(game, card), bool(_nonmana_activated(game, card)),
            tuple(ab.static for ab in card.abilities if ab.kind == "static"),
            tuple(dict.fromkeys(ab.trigger for ab in card.abilities if ab.kind == "triggered")))
    return entry


def _index_moved(game: GameState, oid: int, card: CardDef, entered: bool) -> None:
    """Keep a current battlefield index current when one permanent enters
    (at the end of the battlefield order) or leaves, instead of rebuilding
    it from the whole battlefield.  New lists are made, never changed in
    place: a caller may be iterating over the old ones."""
    index = game._bf_index
    if index.version != game._bf_version - 1:
        return  # it was stale anyway: rebuilt when next asked for
    source, activates, static_names, trigger_names = _index_entry(game, card)
    mana, activators = index.mana_sources, index.activators
    statics, triggers = index.statics, index.triggers
    if source is not None:
        mana = mana + [(oid, source)] if entered else [m for m in mana if m[0] != oid]
    if activates:
        activators = activators + [oid] if entered else [a for a in activators if a != oid]
    if static_names:
        statics = dict(statics)
        for name in dict.fromkeys(static_names):
            _patch(statics, name, oid, static_names.count(name), entered)
    if trigger_names:
        triggers = dict(triggers)
        for name in trigger_names:
            _patch(triggers, name, oid, 1, entered)
    uncounted = index.uncounted + ((1 if entered else -1) if _uncounted_pt(card) else 0)
    sba_cards, plain = index.sba_cards, index.plain
    if _sba_plain(game, card):
        plain = plain + [oid] if entered else [p for p in plain if p != oid]
    else:
        sba_cards = sba_cards + [oid] if entered else [p for p in sba_cards if p != oid]
    game._bf_index = BattlefieldIndex(game._bf_version, mana, activators, statics, triggers, uncounted, sba_cards,
                                      plain)


def _mana_source(game: GameState, card: CardDef) -> tuple[Ability, list[frozenset[str]]] | None:
    """A card's first mana ability and the units it makes (cached per card).

    A land with several "{T}: Add one mana" abilities (a painland's {C} and
    {R} or {G}) can be tapped for any one of them: its one unit is the union
    of their options, and the payment activates the ability that makes the
    colour it chose (CR 605.3b)."""
    if card in game._mana_cache:
        return game._mana_cache[card]
    # A mana ability with other costs (activation_costs: "Sacrifice a creature") is activated on its own,
    # never by a payment: it is no source here.
    ab = next((a for a in card.abilities if a.kind == "mana" and not (a.params and not OWN_PARAMS.isdisjoint(a.params))),
              None)
    found = (ab, _produce(ab.produce)) if ab is not None else None
    if ab is not None:
        plain = [a for a in card.abilities if a.kind == "mana" and a.cost.tap and not a.cost.mana.mana_value
                 and not a.cost.mana.symbols and not a.cost.sacrifice_self and not a.cost.life
                 and not a.cost.tap_untapped and not a.cost.sacrifice_other and "spend_only" not in a.params
                 and not (a.params and not OWN_PARAMS.isdisjoint(a.params))]
        units = [_produce(a.produce) for a in plain]
        if len(plain) > 1 and plain[0] is ab and all(len(u) == 1 for u in units):
            found = (ab, [frozenset().union(*(u[0] for u in units))])
    game._mana_cache[card] = found
    return found


#: What each ``produce`` text makes (see :func:`_produce`): asked as every mana ability is activated.
_PRODUCED: Final[dict[str, tuple[frozenset[str], ...]]] = {}


def _produce(produce: str) -> list[frozenset[str]]:
    """``"G"`` one green, ``"W|U"`` one white or blue, ``"any"`` one of any colour, ``"CC"`` two colourless,
    ``"U|R U|R"`` two units each blue or red.  (Worked out once per text; each caller gets its own list.)"""
    found = _PRODUCED.get(produce)
    if found is None:
        if len(_PRODUCED) > 10_000:
            _PRODUCED.clear()  # a bound, for programs that make produce texts without end
        found = _PRODUCED[produce] = tuple(_parse_produce(produce))
    return list(found)


def _parse_produce(produce: str) -> list[frozenset[str]]:
    if produce == "any":
        return [frozenset(COLORS)]
    if " " in produce:  # "U|R U|R": two units, each of either (a filter land, mana_abilities.py)
        return [frozenset(part.split("|")) & frozenset(MANA_TYPES) for part in produce.split()]
    if "|" in produce:
        return [frozenset(produce.split("|"))]
    return [frozenset(ch) for ch in produce if ch in MANA_TYPES]


def permanents_with_static(game: GameState, name: str) -> list[int]:
    """Permanents on the battlefield with a static ability called ``name``."""
    index = game._bf_index  # (_battlefield_index's check written out: this is asked many times a turn)
    if index.version != game._bf_version:
        index = _battlefield_index(game)
    return index.statics.get(name, [])


def _patch(lists: dict[str, list[int]], name: str, oid: int, times: int, entered: bool) -> None:
    """One entry of the battlefield index with ``oid`` added ``times`` times, or
    removed (the entry goes when empty, as a rebuilt index has none)."""
    if entered:
        lists[name] = lists.get(name, []) + [oid] * times
        return
    left = [x for x in lists.get(name, ()) if x != oid]
    if left:
        lists[name] = left
    else:
        lists.pop(name, None)
