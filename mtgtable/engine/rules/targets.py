"""Target specs (CR 115): which objects or players a spell or ability may target.

A spec is a short name used in card data (``"creature"``, ``"any"``...).
:func:`is_legal_target` is the one predicate that both casting (CR 601.2c) and
resolution (CR 608.2b) use, so a target that became illegal is caught the
same way it was chosen.
"""

from __future__ import annotations

from typing import Callable, Final, Sequence, TYPE_CHECKING

from . import characteristics as chars
from ..families import keyword_effects as kwe
from ..data import graveyard_specs
from . import dependent_targets, mode_targets, more_targets, stack_targets
from ..decisions import Ref
from ..objects import StackKind, Zone, player_ref
from ..refs import PlayerRef
from ..data.target_specs import AURA_SPECS, MORE_SPECS, ZONE_SPECS
from ..data.stack_specs import SPELL_OR_PERMANENT
from ..data.target_specs import TARGET_SPECS as TARGET_SPECS

#: Enum members read on hot paths, bound once as module constants (the engine's hot-path rules: ``mtgtable.engine``).
_STACK_KIND_SPELL: Final = StackKind.SPELL
_ZONE_BATTLEFIELD: Final = Zone.BATTLEFIELD
_ZONE_GRAVEYARD: Final = Zone.GRAVEYARD
_ZONE_STACK: Final = Zone.STACK

if TYPE_CHECKING:
    from ..state import GameState as Game


#: The card types each graveyard target spec names (any one of them), by the spec's first words.
_GRAVEYARD_TYPES: Final[dict[str, tuple[str, ...]]] = {
    "card": (), "creature_card": ("Creature",), "instant_or_sorcery_card": ("Instant", "Sorcery"),
    "artifact_card": ("Artifact",), "land_card": ("Land",),
}


def _graveyard_card(game: "Game", spec: str, ref: int, controller: int) -> bool | None:
    """``<types>_card_in_your_graveyard`` / ``<types>_card_in_a_graveyard`` (CR 115.1, 404): a card of
    those types in (the controller's own) graveyard; ``None`` for a spec of another shape."""
    for suffix, own in (("_in_your_graveyard", True), ("_in_a_graveyard", False)):
        if spec.endswith(suffix) and spec[:-len(suffix)] in _GRAVEYARD_TYPES:
            o = game.objects[ref]
            types = _GRAVEYARD_TYPES[spec[:-len(suffix)]]
            return (o.zone is _ZONE_GRAVEYARD and (not own or o.owner == controller)
                    and (not types or any(t in o.card.types for t in types)))
        prefix = spec[:-len(suffix)]
        if spec.endswith(suffix) and prefix in graveyard_specs.GRAVEYARD_TYPES:  # graveyard_specs.py
            o = game.objects[ref]
            types = graveyard_specs.GRAVEYARD_TYPES[prefix][0]
            return (o.zone is _ZONE_GRAVEYARD and (not own or o.owner == controller)
                    and any(t in o.card.types for t in types)
                    and not (graveyard_specs.noncreature_only(prefix) and o.card.is_creature))
        if spec.endswith(suffix) and prefix in graveyard_specs.SUBTYPE_CARDS:  # "target Spirit card" (CR 702.46a)
            o = game.objects[ref]
            return (o.zone is _ZONE_GRAVEYARD and (not own or o.owner == controller)
                    and graveyard_specs.SUBTYPE_CARDS[prefix] in o.card.subtypes)
    return None


def _is_c(game: "Game", i: int) -> bool:
    return chars.is_creature(game, i)


def _is_pw(game: "Game", i: int) -> bool:
    return chars.is_type(game, i, "Planeswalker")


def _attacking(game: "Game", i: int) -> bool:
    return _is_c(game, i) and game.combat.is_attacking(i)


def _blocking(game: "Game", i: int) -> bool:
    return _is_c(game, i) and game.combat.is_blocking(i)


def _attacking_player(game: "Game", i: int, c: int) -> bool:
    return _attacking(game, i) and game.combat.defending_player_of(i, game) == c


#: What each permanent target spec asks of a permanent ``i`` on the battlefield, for a spell or ability
#: whose controller is ``c``.  (Functions of the module, not closures made at each call: legality is
#: asked for every candidate of every target at every priority.)
_PERMANENT_SPECS: Final[dict[str, Callable[["Game", int, int], bool]]] = {
    "any": lambda g, i, c: _is_c(g, i) or _is_pw(g, i),
    "creature": lambda g, i, c: _is_c(g, i),
    "creature_or_player": lambda g, i, c: _is_c(g, i),
    "player_or_planeswalker": lambda g, i, c: _is_pw(g, i),
    "creature_or_planeswalker": lambda g, i, c: _is_c(g, i) or _is_pw(g, i),
    "planeswalker": lambda g, i, c: _is_pw(g, i),
    "attacking_creature": lambda g, i, c: _attacking(g, i),
    "blocking_creature": lambda g, i, c: _blocking(g, i),
    "attacking_or_blocking_creature": lambda g, i, c: _attacking(g, i) or _blocking(g, i),
    "creature_attacking_you": _attacking_player,
    "creature_you_control": lambda g, i, c: _is_c(g, i) and g.objects[i].controller == c,
    "creature_opponent_controls": lambda g, i, c: _is_c(g, i) and g.objects[i].controller != c,
    "creature_with_flying": lambda g, i, c: _is_c(g, i) and chars.has_keyword(g, i, "Flying"),
    "creature_without_flying": lambda g, i, c: _is_c(g, i) and not chars.has_keyword(g, i, "Flying"),
    "tapped_creature": lambda g, i, c: _is_c(g, i) and g.objects[i].tapped,
    "permanent": lambda g, i, c: True,
    "nonland_permanent": lambda g, i, c: not chars.is_type(g, i, "Land"),
    # Karakas, Minamo (CR 205.4d)
    "legendary_creature": lambda g, i, c: g.objects[i].card.is_legendary and _is_c(g, i),
    "legendary_permanent": lambda g, i, c: g.objects[i].card.is_legendary,
    # Wasteland (CR 205.4a: basic is a supertype)
    "nonbasic_land": lambda g, i, c: chars.is_type(g, i, "Land") and "Basic" not in g.objects[i].card.supertypes,
    "artifact": lambda g, i, c: chars.is_type(g, i, "Artifact"),
    "enchantment": lambda g, i, c: chars.is_type(g, i, "Enchantment"),
    "land": lambda g, i, c: chars.is_type(g, i, "Land"),
    "artifact_or_enchantment": lambda g, i, c: chars.is_type(g, i, "Artifact") or chars.is_type(g, i, "Enchantment"),
}


#: Final aliases of names from interpreted modules read on hot paths: mypyc looks an imported name
#: up in this module's dictionary at every use, and keeps a Final one in a C static.
_PLAYER_REF: Final = PlayerRef
#: The specs a player still in the game fits (CR 115.1).
_PLAYER_SPECS: Final = frozenset({"any", "player", "creature_or_player", "player_or_planeswalker"})


def is_legal_target(game: "Game", spec: str, ref: Ref, controller: int, source: int | None = None,
                    chosen: Sequence[Ref | None] | None = None) -> bool:
    """Whether ``ref`` satisfies ``spec`` for a spell/ability controlled by ``controller``; ``chosen``: the
    spell's targets, for a spec that depends on another of them (``dependent_targets``; None: not known)."""
    if spec in _PLAIN_PERMANENT_SPECS:
        # A spec that only the permanent specs below name ("any", "creature"...): the same answer as the
        # way through the others.  A player: as the player specs say.  A permanent: asked in the order that
        # rules it out soonest (the kind first, then hexproof, shroud and protection): every permanent of
        # every target listing.
        if isinstance(ref, _PLAYER_REF):
            return spec in _PLAYER_SPECS and chars.player_ref_ok(game, ref)
        o = game.objects.get(ref)
        if o is None or o.zone is not _ZONE_BATTLEFIELD or not _PERMANENT_SPECS[spec](game, ref, controller):
            return False
        return not ((o.controller != controller and chars.has_keyword(game, ref, "Hexproof"))
                    or chars.has_keyword(game, ref, "Shroud") or kwe.protected_from(game, ref, source))
    if ":" in spec:  # "with mana value 3 or less" (target_filters.py, CR 115.1, 202.3)
        from .target_filters import passes, split
        base, filt = split(spec)
        if filt is None and "#" in spec:  # "X or less, where X is the number of Faeries" (counted_targets.py)
            from .counted_targets import passes as counted_passes
            from ..data.target_specs import counted
            found = counted(spec)
            return (found is not None and isinstance(ref, int)
                    and is_legal_target(game, found[0], ref, controller, source)
                    and counted_passes(game, ref, found[1], controller))
        return (filt is not None and isinstance(ref, int) and is_legal_target(game, base, ref, controller, source)
                and passes(game, ref, filt))
    if spec in stack_targets.STACK_SPECS:  # "target triggered ability or colorless spell" (stack_targets.py)
        return stack_targets.is_legal(game, spec, ref, controller, source)
    if spec in mode_targets.ABILITY_SPECS:  # "counter target activated ability" (mode_targets.py)
        return mode_targets.ability_legal(game, spec, ref)
    if isinstance(ref, _PLAYER_REF):
        if spec in _PLAYER_SPECS:
            return chars.player_ref_ok(game, ref)
        if spec == "opponent":
            return chars.player_ref_ok(game, ref) and ref != player_ref(controller)
        return False
    o = game.objects.get(ref)
    if o is None:
        return False
    # Hexproof: can't be the target of spells or abilities opponents control (CR 702.11).
    if o.zone is _ZONE_BATTLEFIELD and o.controller != controller and chars.has_keyword(game, ref, "Hexproof"):
        return False
    # Shroud: can't be the target of spells or abilities at all (CR 702.18a).
    if o.zone is _ZONE_BATTLEFIELD and chars.has_keyword(game, ref, "Shroud"):
        return False
    # Protection: can't be the target of spells or abilities from sources with that quality (CR 702.16c).
    if o.zone is _ZONE_BATTLEFIELD and kwe.protected_from(game, ref, source):
        return False
    if spec in dependent_targets.DEPENDENT_SPECS:  # "target creature that player ... controls" (Searing Blaze)
        return dependent_targets.fits(game, spec, ref, chosen)
    if spec in SPELL_OR_PERMANENT:  # "target spell or nonland permanent an opponent controls" (CR 115.1)
        permanent, whose = SPELL_OR_PERMANENT[spec]
        if o.zone is _ZONE_STACK:
            return stack_targets.spell_fits(game, ref, controller, source, whose)
        return is_legal_target(game, permanent, ref, controller, source)
    if spec in mode_targets.MODE_SPECS:  # "target noncreature permanent", "target token" (mode_targets.py)
        return mode_targets.is_legal(game, spec, ref, controller, source)
    if spec in stack_targets.OTHER_SPECS:  # "another target permanent" (stack_targets.py)
        return stack_targets.is_legal(game, spec, ref, controller, source)
    if spec in MORE_SPECS:  # colour-qualified and controller specs (more_targets.py)
        return more_targets.is_legal(game, spec, ref, controller, source)
    if spec in ZONE_SPECS:  # flicker's targets (zone_targets.py)
        from .zone_targets import is_legal
        return o.zone is _ZONE_BATTLEFIELD and is_legal(game, spec, ref, controller)
    if spec in AURA_SPECS:  # what an Aura may enchant (aura_rules.py)
        from .aura_rules import fits
        return o.zone is _ZONE_BATTLEFIELD and fits(game, spec, ref, controller, source)
    judge = _PERMANENT_SPECS.get(spec)
    if judge is not None:  # a permanent on the battlefield of that kind (CR 115.1, 110.1)
        return o.zone is _ZONE_BATTLEFIELD and judge(game, ref, controller)
    if spec.endswith("spell"):
        if o.zone is not _ZONE_STACK or ref == source:
            return False
        if spec == "creature_spell":
            return o.card.is_creature
        if spec == "noncreature_spell":
            return not o.card.is_creature
        if spec == "instant_or_sorcery_spell":
            return o.card.is_instant or "Sorcery" in o.card.types
        return True
    if spec == "card_in_graveyard":
        return o.zone is _ZONE_GRAVEYARD
    if spec == "creature_card_in_your_graveyard":
        return o.zone is _ZONE_GRAVEYARD and o.owner == controller and o.card.is_creature
    return bool(_graveyard_card(game, spec, ref, controller))


#: The permanent specs no other table of :func:`is_legal_target` names (nor a filter, after ":"): for
#: these, an object is legal only as a permanent of that kind (its fast path).
_PLAIN_PERMANENT_SPECS: Final[frozenset[str]] = frozenset(
    spec for spec in _PERMANENT_SPECS
    if ":" not in spec and not any(spec in table for table in (
        stack_targets.STACK_SPECS, mode_targets.ABILITY_SPECS, dependent_targets.DEPENDENT_SPECS, SPELL_OR_PERMANENT,
        mode_targets.MODE_SPECS, stack_targets.OTHER_SPECS, MORE_SPECS, ZONE_SPECS, AURA_SPECS)))


def candidates(game: "Game", spec: str, controller: int, source: int | None = None) -> list[Ref]:
    """Every legal choice for one target (for the GUI's highlighting and agents): the players, then the objects."""
    out: list[Ref] = [p.ref for p in game.players if is_legal_target(game, spec, p.ref, controller, source)]
    out.extend(object_candidates(game, spec, controller, source))
    return out


def object_candidates(game: "Game", spec: str, controller: int, source: int | None = None) -> list[int]:
    """The objects among :func:`candidates` (for an agent that has already looked at the players)."""
    return [i for i in _pool(game, spec) if is_legal_target(game, spec, i, controller, source)]


def has_candidate(game: "Game", spec: str, controller: int, source: int | None = None) -> bool:
    """Whether :func:`candidates` would find any (CR 601.2c), stopping at the first: whether a spell
    can be cast is asked for every card of a hand at every priority, and only needs one."""
    return any(is_legal_target(game, spec, p.ref, controller, source) for p in game.players) or \
        any(is_legal_target(game, spec, i, controller, source) for i in _pool(game, spec))


def _pool(game: "Game", spec: str) -> list[int]:
    """The objects a target of ``spec`` is chosen among (the players aside)."""
    pool: list[int]
    base = spec.partition(":")[0]
    if stack_targets.handles(base):
        pool = stack_targets.pool(game, base)
    elif base in mode_targets.ABILITY_SPECS:
        pool = mode_targets.ability_pool(game)
    elif base in SPELL_OR_PERMANENT:  # a spell on the stack or a permanent (CR 115.1)
        pool = [s.id for s in game.stack if s.kind is _STACK_KIND_SPELL] + list(game.battlefield)
    elif base.endswith("spell") or base == "spell_you_dont_control":
        pool = [s.id for s in game.stack if s.kind is _STACK_KIND_SPELL]
    elif "graveyard" in base:
        pool = [i for p in game.players for i in p.graveyard]
    else:
        pool = game.battlefield
    return pool
