"""Spells cast and what counts them (CR 601.2i): the count of spells each player cast this
turn and the turn before (storm, CR 702.40a; "if no spells were cast last turn"), the "when you
cast" triggers a spell's own keywords make (storm, cascade), and the cast triggers of
permanents (CR 603.2: "whenever you cast a green spell", "whenever an opponent casts").

The cast flow (``actions._cast``, ``stack_effects.cast_without_paying``) calls
:func:`spell_cast` once a spell has become cast.  A copy of a spell is not cast (CR 707.10):
nothing here sees it.  This module imports no rules family (``actions`` imports it).
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import Any, Final, Mapping, TYPE_CHECKING

from . import characteristics as chars
from .. import operations as ops
from ..data.cards import Ability, CardDef
from ..objects import PendingTrigger, StackItem, StackKind, Zone
from ..refs import Ref

if TYPE_CHECKING:
    from ..state import GameState as Game

#: Read on every cast: a member bound once as a module constant (the engine's hot-path rules: ``mtgtable.engine``).
_ZONE_HAND: Final = Zone.HAND


@dataclass(frozen=True, slots=True)
class SpellImage:
    """What a copy copies (CR 707.10): the card's characteristics, the chosen mode (the
    ability as put on the stack), targets, X and whether it was kicked; kept as the
    spell was when it was cast, so storm copies it even if it has left the stack."""

    card: CardDef
    ability: Ability | None
    targets: tuple[Ref, ...]
    x: int
    kicked: bool


def image_of(game: "Game", item: StackItem) -> SpellImage | None:
    o = game.objects.get(item.id)
    if o is None or item.kind is not StackKind.SPELL:
        return None
    return SpellImage(o.card, item.ability, item.targets, item.x, bool(item.info.get("kicked")))


def has_static(card: CardDef, name: str) -> bool:
    for a in card.abilities:  # (a loop, not any() over a generator: every cast asks)
        if a.kind == "static" and a.static == name:
            return True
    return False


def spells_cast_this_turn(game: "Game") -> int:
    """Every player's spells cast this turn (the storm count before a new one, CR 702.40a)."""
    n = 0
    for p in game.players:  # (a loop, not sum() over a generator: every cast asks)
        n += p.spells_cast
    return n


def spells_cast_last_turn(game: "Game") -> int:
    """Every player's spells cast in the previous turn ("if no spells were cast last turn")."""
    return sum(p.spells_cast_last_turn for p in game.players)


def most_spells_cast_last_turn(game: "Game") -> int:
    """The most spells one player cast in the previous turn ("if a player cast two or more
    spells last turn", the other side of daybound and the werewolves' transform)."""
    return max((p.spells_cast_last_turn for p in game.players), default=0)


# ----------------------------------------------------------------------------- casting

_STORM: Final = Ability(kind="triggered", trigger="cast_spell", effects=({"do": "storm_copies"},),
                        text="Storm (copy this spell for each other spell cast before it this turn)")
_REPLICATE: Final = Ability(kind="triggered", trigger="cast_spell", effects=({"do": "storm_copies"},),
                            text="Replicate (copy this spell for each time its replicate cost was paid)")
_CASCADE: Final = Ability(kind="triggered", trigger="cast_spell", effects=({"do": "cascade"},),
                          text="Cascade (exile cards from the top of your library until a nonland card with "
                               "lesser mana value; you may cast it without paying its mana cost)")


def cast_info(card: CardDef, from_zone: Zone) -> dict[str, Any]:
    """What a spell on the stack remembers of how it was cast, for this module: ``rebound``
    when a card with rebound is cast from its owner's hand (CR 702.88a)."""
    return {"rebound": True} if from_zone is _ZONE_HAND and has_static(card, "rebound") else {}


def spell_cast(game: "Game", player: int, item: StackItem, card: CardDef, from_zone: Zone) -> None:
    """A spell has become cast (CR 601.2i): count it, put its own "when you cast" triggers
    (storm, cascade) and the cast triggers of permanents (CR 603.2) in waiting."""
    before = spells_cast_this_turn(game)
    ops.count_spell_cast(game, player, card)
    for ab in card.abilities:
        if ab.kind != "static":
            continue
        if ab.static == "storm":
            image = image_of(game, item)
            ops.queue_triggers(game, [PendingTrigger(player, item.id, card.name, _STORM,
                                                     {"copy_of": image, "storm_count": before})])
        elif ab.static == "replicate" and item.info.get("replicate"):
            # CR 702.56a: "When you cast this spell, if a replicate cost was paid for it, copy it
            # for each time its replicate cost was paid. If the spell has any targets, you may
            # choose new targets for any of the copies."
            ops.queue_triggers(game, [PendingTrigger(player, item.id, card.name, _REPLICATE,
                                                     {"copy_of": image_of(game, item),
                                                      "storm_count": int(item.info["replicate"]),
                                                      "replicate": True})])
        elif ab.static == "cascade":
            ops.queue_triggers(game, [PendingTrigger(player, item.id, card.name, _CASCADE,
                                                     {"mana_value": card.mana_cost.mana_value})])
    spell = game.objects.get(item.id)
    if spell is not None and any(a.trigger == "cast_self" for a in card.abilities):
        # "When you cast this spell, ..." (CR 601.2i, 603.2): its own triggered ability, from the stack.
        kicked = bool(item.info.get("kicked"))
        # "When you cast this spell, if it was kicked, ..." (``if_kicked``): an intervening "if" (CR 603.4)
        # that the kick settles as the spell is cast (CR 702.33d), so an unkicked spell doesn't trigger it.
        ops.trigger(game, spell, "cast_self", {"player": player, **({"kicked": True} if kicked else {})},
                    accept=lambda ab: kicked or not ab.params.get("if_kicked"))
    # The spell's mana value on the stack counts the X chosen for it (CR 202.3e).
    mv = card.mana_cost.mana_value + item.x * card.mana_cost.x_count
    for oid in chars._battlefield_index(game).triggers.get("cast_spell", ()):
        src = game.objects[oid]
        mine = src.controller == player
        # ("spell": the spell cast, for "counter that spell", Counterbalance: library_actions)
        accept = functools.partial(_accepts_cast, game, player, item, card, mv, mine, oid, src.controller)
        ops.trigger(game, src, "cast_spell", {"player": player, "spell": item.id}, accept=accept)
    if game.delayed_triggers:
        # "Whenever you cast a creature spell this turn, ..." (Glimpse of Nature): a delayed triggered
        # ability that triggers each time for the rest of its turn (CR 603.7c), and stays.
        ops.queue_triggers(game, [
            PendingTrigger(t.controller, t.source, t.source_name, t.ability, {**t.info, "player": player,
                                                                              "spell": item.id})
            for w, t in game.delayed_triggers
            if w == "cast_spell" and t.info.get("this_turn") and t.info.get("on_turn") == game.turn
            and t.controller == player and spell_kind_matches(t.ability, card)])


def _accepts_cast(game: "Game", player: int, item: StackItem, card: CardDef, mv: int, mine: bool, oid: int,
                  src_controller: int, ab: Ability) -> bool:
    """Whether the ``cast_spell`` ability ``ab`` of permanent ``oid`` triggers on this spell (:func:`spell_cast`).
    "Whenever you cast" is the controller's own spells; "whenever an opponent casts" the others';
    "whenever a player casts" anyone's; "a green spell", "an Elf spell", "a spell with mana value 3
    or less": the spell_filter; heroic, "a spell that targets this creature" (``targets_self``):
    its targets were chosen before it became cast (CR 601.2c).  (A module function given its
    values by ``functools.partial``, not a function nested in a loop: compiled, that one and its
    environment refer to each other, a cycle that keeps the game's state alive until the garbage
    collector runs.)"""
    filt = ab.params.get("spell_filter")
    whose = ab.params.get("whose")
    return (whose == "any" or (whose == "opponent") != mine) and spell_kind_matches(ab, card) and (
        filt is None or not isinstance(filt, Mapping) or spell_filter_matches(card, filt, mv)) and (
        not ab.params.get("targets_self") or oid in item.targets) and (
        history_matches(game, ab, player, src_controller))


def spell_kind_matches(ab: Ability, card: CardDef) -> bool:
    """The optional ``spell`` filter of a ``cast_spell`` trigger: ``noncreature``
    (prowess, CR 702.108), ``instant_or_sorcery``, ``creature``, ``artifact``, ``enchantment``; absent: any
    spell; a kind it doesn't know: none (fail closed)."""
    kind = ab.params.get("spell")
    if kind == "noncreature":
        return not card.is_creature
    if kind == "instant_or_sorcery":
        return card.is_instant or "Sorcery" in card.types
    if kind == "creature":
        return card.is_creature
    if kind in ("artifact", "enchantment"):  # "whenever you cast an artifact spell" (Digsite Engineer)
        return kind.capitalize() in card.types
    return kind in (None, "")


def spell_filter_matches(card: CardDef, filt: Mapping[str, Any], mv: int | None = None) -> bool:
    """A ``cast_spell`` trigger's ``spell_filter``: ``colors_any`` ("a blue, black, or red
    spell"), ``subtypes_any`` ("an Elf spell"), ``mv_at_most`` / ``mv_at_least`` ("a spell with mana
    value 3 or less", ``mv`` the spell's own on the stack, CR 202.3e); a key it doesn't know never
    matches (fail closed)."""
    if set(filt) - {"colors_any", "subtypes_any", "mv_at_most", "mv_at_least"}:
        return False
    value = card.mana_cost.mana_value if mv is None else mv
    if "mv_at_most" in filt and not value <= int(filt["mv_at_most"]):
        return False
    if "mv_at_least" in filt and not value >= int(filt["mv_at_least"]):
        return False
    colors = filt.get("colors_any")
    if colors and not set(colors) & set(card.colors):
        return False
    subtypes = filt.get("subtypes_any")
    if subtypes and not set(subtypes) & set(card.subtypes) and "Changeling" not in card.keywords:
        return False  # (changeling: every creature type, on the stack too, CR 702.73a)
    return True


def history_matches(game: "Game", ab: Ability, player: int, controller: int) -> bool:
    """What a ``cast_spell`` trigger asks of the turn's history (CR 601.2i): ``nth`` ("their first
    noncreature spell each turn", "their second spell each turn": the caster has now cast exactly that
    many spells of the trigger's ``spell`` kind this turn, this one included); ``during``
    ``"your_turn"`` ("during your turn": the trigger's controller is the active player)."""
    nth = ab.params.get("nth")
    if nth is not None:
        kinds = sum(spell_kind_matches(ab, c) for c in game.players[player].cast_this_turn)
        if kinds != int(nth):
            return False
    during = ab.params.get("during")
    if during is not None and not (during == "your_turn" and game.active == controller):
        return False
    return True
