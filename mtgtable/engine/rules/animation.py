"""Permanents that become creatures for a while: creature lands and Vehicles.

"{1}: This land becomes a 2/2 creature with all creature types until end of
turn. It's still a land." (Mutavault), "Until end of turn, this land becomes a
4/4 white and blue Elemental creature with flying and vigilance. It's still a
land." (Celestial Colonnade), and Crew's "This Vehicle becomes an artifact
creature until end of turn" (CR 702.122a, ``engine.crew``): a continuous
effect from a resolved ability (CR 611.3) that

* adds card types and subtypes (layer 4, CR 613.1d; "It's still a land" keeps
  the land's types, CR 205.1b);
* sets the colour when it names one (layer 5, CR 613.1e);
* adds keywords (layer 6, CR 613.1f);
* sets power and toughness (layer 7b, CR 613.4b); counters and "+N/+N until
  end of turn" effects still apply on top of it (7c, CR 613.4c), as
  ``characteristics.power_toughness`` adds them to the card's values.

The engine reads an object's characteristics from ``GameObject.card``
everywhere (combat, targets, summoning sickness, state-based actions), so an
animation *derives* a card: the printed card with the animations of the
object applied in timestamp order, and puts it in ``GameObject.card`` while
they last.  The printed card waits in ``GameState.printed`` (with the card as it
entered, which a colour chosen then may have changed, ``engine.land_entering``):
:func:`refresh` puts that back when the last animation ends, and the object that leaves the
battlefield becomes a new object of its printed card (CR 400.7, ``ops.move``).
The effect itself is a :class:`~.objects.Modifier` with ``becomes`` set, so it
ends when modifiers end (CR 514.2, 500.5) and is copied with the state.

A land that became a creature this turn can't attack or use {T} unless its
controller controlled it continuously since the turn began (CR 302.6): the
object's ``sick`` flag is kept for every permanent, and becomes relevant as
soon as it is a creature.
"""

from __future__ import annotations

from typing import Any, Mapping

from .becomes import Becomes
from ..data.cards import CardDef
from ..data.creature_types import CREATURE_TYPES
from ..data.effect_params import EFFECT_PARAMS, _list_of_str, _one_of, DURATIONS, boolean, colors, pump_number
from ..families.effect_core import EffectContext, effect
from ..turn.steps import Duration, duration_of

from . import characteristics as chars
from .. import operations as ops
from ..state import GameState as Game


def printed_card(game: "Game", oid: int) -> CardDef:
    """The object's printed card (without its animations and what was chosen as it entered)."""
    found = game.printed.get(oid)
    return found[0] if found is not None else game.objects[oid].card


def base_card(game: "Game", oid: int) -> CardDef:
    """The object's card as it entered: printed, with a colour chosen as it entered
    (``engine.land_entering``), without its animations."""
    found = game.printed.get(oid)
    return found[1] if found is not None else game.objects[oid].card


def refresh(game: "Game", oid: int) -> None:
    """Put the card the object's current animations make in ``GameObject.card`` (or its printed card back);
    on top of the type-changing statics (``engine.land_types``, CR 613.1d), as ``ops.refresh_card`` does."""
    ops.refresh_card(game, oid)


def refresh_all(game: "Game") -> None:
    """After effects ended (CR 514.2, 500.5, 611.2b): every animated object back to what is left of its animations."""
    for oid in list(game.printed):
        refresh(game, oid)


def animate(game: "Game", oid: int, becomes: Becomes, keywords: frozenset[str], until: Duration, player: int,
            source: str) -> None:
    """Make ``oid`` what ``becomes`` says until ``until`` (CR 611.3); logged with the rules it applies."""
    ops.add_animation(game, oid, becomes, keywords, until, player, source)
    refresh(game, oid)
    card = game.objects[oid].card
    pt, lasting = f"{chars.power(game, oid)}/{chars.toughness(game, oid)}", until.value.replace("_", " ")
    if len(becomes.subtypes) >= len(CREATURE_TYPES):  # (its type line would list some 300 types)
        ops.log(game, "animate", "613.1d", "{card} becomes a {pt} creature with all creature types ({until}).",
                card=card.name, pt=pt, until=lasting)
        return
    ops.log(game, "animate", "613.1d", "{card} becomes a {pt} {types} ({until}).", card=card.name, pt=pt,
            types=card.type_line, until=lasting)


def animates_itself(ab: Any) -> bool:
    """Whether an activated ability makes its own source a creature (Mutavault): its mana is then paid
    from other sources when they can pay it, so the creature it makes is untapped (a tapped creature
    can't attack or block; tapping it for its own cost is legal, CR 605.3a, but never what is meant)."""
    return any(e.get("do") == "animate" for e in ab.effects)


def becomes_of(e: Mapping[str, Any]) -> Becomes:
    """The ``animate`` effect's parameters as a :class:`Becomes`."""
    subtypes = tuple(str(s) for s in e.get("subtypes", ()))
    if e.get("all_creature_types"):
        subtypes += tuple(t for t in CREATURE_TYPES if t not in subtypes)
    cols = e.get("colors")
    return Becomes(types=tuple(str(t) for t in e.get("types", ("Creature",))), subtypes=subtypes,
                   power=e.get("power"), toughness=e.get("toughness"),
                   colors=frozenset(cols) if cols is not None else None)


@effect("animate")
def _animate(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> None:
    """``{"do": "animate", "power": 2, "toughness": 2, "types": [...], ...}``: this permanent becomes a
    creature (CR 611.3); nothing if it left the battlefield (CR 400.7: it is a new object)."""
    if not chars.on_battlefield(game, ctx.source):
        return
    animate(game, ctx.source, becomes_of(e), frozenset(e.get("keywords", ())),
            duration_of(e.get("until", "end_of_turn")), ctx.controller, ctx.source_name)


def _types(v: Any) -> str | None:
    ok = isinstance(v, (list, tuple)) and "Creature" in v and all(
        t in ("Artifact", "Creature", "Enchantment", "Land") for t in v)
    return None if ok else "a list of card types with Creature (Artifact, Creature, Enchantment, Land)"


EFFECT_PARAMS["animate"] = {"power": pump_number, "toughness": pump_number, "types": _types,
                            "subtypes": _list_of_str(), "all_creature_types": boolean, "colors": colors,
                            "keywords": _list_of_str(), "until": _one_of(DURATIONS), "target": _one_of(
                                frozenset({"self"})),
                            # How the Oracle words it, for the rendered text only ("It's still a land.",
                            # "Until end of turn, this land becomes ..."): the engine adds types either way.
                            "still_land": boolean, "until_first": boolean}
