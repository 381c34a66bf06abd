"""Intervening "if" conditions of triggered abilities (CR 603.4: checked as the ability would trigger
and again as it resolves), read from the state: ``operations`` asks :func:`intervening_if`.

* ``control_none``: no permanent of those types; ``self_tapped``: the source is a tapped permanent
  (Mana Vault's "if this artifact is tapped"); ``self_counter``: vanishing's "if this permanent has a
  time counter on it"; ``self_not_renowned``: renown's "if it isn't renowned" (CR 702.112a);
* ``{"another_named": NAME}``: "if you control another creature named Faerie Miscreant", a creature
  other than the source with that name (CR 201.2: objects with the same name).  The name is in the
  card data, so it is known after the source left the battlefield as well;
* ``{"echo_due": true}``: echo's "if this permanent came under your control since the beginning of your last
  upkeep" (CR 702.30a, :func:`echo_due`);
* ``{"self_in_graveyard": true}``: "if this card is in your graveyard", the same card still there (CR 400.7);
* ``{"trigger_creature_pt": [1, 1]}``: "if that creature is 1/1", the trigger's creature (its ``info``), on
  the battlefield with that power and toughness now (gone, it is not: its effect would do nothing);
* ``{"control": {"types_any": [...], "subtypes_any": [...]}}``: "if you control a Chandra planeswalker", a
  permanent of those printed types (``counts._fits``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from . import characteristics as chars
from . import counts
from ..objects import Zone

if TYPE_CHECKING:
    from ..state import GameState as Game


def controls_another_named(game: "Game", controller: int, source: int | None, name: str) -> bool:
    """Whether ``controller`` controls a creature other than ``source`` named ``name``."""
    return any(oid != source and game.objects[oid].controller == controller and game.objects[oid].name == name
               and chars.is_creature(game, oid) for oid in game.battlefield)


def is_renowned(game: "Game", oid: int) -> bool:
    """Whether permanent ``oid`` is renowned (CR 702.112b: a designation it keeps until it leaves the
    battlefield; a new object is never renowned, CR 400.7)."""
    return bool(game.chosen.get(oid, {}).get("renowned"))


def echo_due(game: "Game", oid: int) -> bool:
    """Whether permanent ``oid`` came under its controller's control since the beginning of their last upkeep
    (CR 702.30a): it arrived during their previous turn or after it (``arrived_turn``, their count of turns
    taken as it entered, ``operations._entered_battlefield``); a permanent placed on the table before the game
    has no record and owes nothing.  (The engine has no change of control: it came under control as it
    entered.)"""
    o = game.objects.get(oid)
    arrived = game.chosen.get(oid, {}).get("arrived_turn")
    return o is not None and chars.on_battlefield(game, oid) and isinstance(arrived, int) \
        and game.turns_taken[o.controller] - arrived <= 1


def intervening_if(game: "Game", controller: int, cond: Mapping[str, Any], source: int | None = None,
                   info: Mapping[str, Any] | None = None) -> bool:
    """An intervening "if" of a triggered ability (CR 603.4), checked as it would trigger
    and again as it resolves: ``control_none`` (no permanent of those types); ``self_tapped``
    (the source is a tapped permanent: Mana Vault's "if this artifact is tapped")."""
    if cond.get("self_tapped") is True:
        o = game.objects.get(source) if source is not None else None
        return o is not None and chars.on_battlefield(game, o.id) and o.tapped
    if isinstance(cond.get("another_named"), str):  # Faerie Miscreant (CR 603.4, 201.2)
        return controls_another_named(game, controller, source, cond["another_named"])
    if isinstance(cond.get("self_counter"), str):  # vanishing: "if this permanent has a time counter on it"
        o = game.objects.get(source) if source is not None else None
        return o is not None and chars.on_battlefield(game, o.id) and o.counters.get(cond["self_counter"], 0) > 0
    if cond.get("self_not_renowned") is True:  # renown: "if it isn't renowned" (CR 702.112a)
        return source is not None and chars.on_battlefield(game, source) and not is_renowned(game, source)
    if cond.get("echo_due") is True:  # echo (CR 702.30a)
        return source is not None and echo_due(game, source)
    if cond.get("self_in_graveyard") is True:  # "if this card is in your graveyard" (Bridge from Below)
        o = game.objects.get(source) if source is not None else None
        return o is not None and o.zone is Zone.GRAVEYARD
    pt = cond.get("trigger_creature_pt")
    if isinstance(pt, (list, tuple)):  # "if that creature is 1/1" (Sigil Captain): the creature that entered, now
        c = (info or {}).get("creature")
        return isinstance(c, int) and c in game.objects and chars.on_battlefield(game, c) \
            and chars.power_toughness(game, c) == tuple(pt)
    wanted = cond.get("control")
    if isinstance(wanted, Mapping):  # "if you control a Chandra planeswalker" (printed types, counts._fits)
        return any(game.objects[i].controller == controller and counts._fits(game.objects[i].card, wanted)
                   for i in game.battlefield)
    kinds = cond.get("control_none")
    if isinstance(kinds, (list, tuple)):
        return not any(game.objects[i].controller == controller and set(kinds) & set(game.objects[i].card.types)
                       for i in game.battlefield)
    return False  # a condition the engine does not know is never true (fail closed)
