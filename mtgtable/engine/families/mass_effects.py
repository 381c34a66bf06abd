"""Effects on every permanent of some card types: "Destroy all artifacts and enchantments",
"Exile all planeswalkers", "Tap all creatures your opponents control" (CR 608.2, 701.7, 701.21).

An effect names its group by ``types`` (permanents with at least one of these card types,
CR 205.2a; ``["permanent"]`` for every permanent), ``nonland`` (not lands, CR 205.2a),
``nontoken``, ``mv_at_most`` (mana value N or less, CR 202.3) and ``whose`` (``"any"``, ``"you"``: you control, ``"opponents"``: your opponents
control; in a two-player game "you don't control" is the same group, CR 102.1).  The group is
read once, as the effect starts, and every permanent in it is acted on at once (CR 608.2e:
"destroy all" destroys them simultaneously, so each is in the group even if another's
destruction would change it).

* ``destroy_each`` -- destroy (CR 701.7); ``no_regeneration``: "They can't be regenerated" (701.15b);
* ``exile_each`` -- exile (CR 406.2);
* ``tap_each`` / ``untap_each`` -- tap and untap (CR 701.21);
* ``bounce_each`` -- return to their owners' hands (CR 400.7);
* ``bottom_each`` -- put on the bottom of their owners' libraries, each owner choosing the order (CR 401.4).

And two effects on every player or creature at once:

* ``wheel`` -- "Each player discards all the cards in their hand, then draws that many
  cards" (``who``: the players): every one of them discards first, then each draws as many
  cards as they discarded (CR 701.9a, 608.2c: in the order written); ``draw``: a number
  ("then draws seven cards", Wheel of Fortune) or ``"greatest"`` (the greatest number a player
  discarded, Windfall); ``shuffle``: each shuffles their hand and graveyard into their library
  instead of discarding (Timetwister, CR 701.24a);
* ``counter_ability`` -- "Counter target activated or triggered ability" (CR 701.5a);
* ``damage_own_controller`` -- "Each creature deals 1 damage to its controller" (Rakdos
  Charm): each creature is the source of its own damage (CR 120.3), to the player who
  controls it as the effect resolves.
"""

from __future__ import annotations

from typing import Any, Final, Generator, Mapping, TYPE_CHECKING

from ..rules import characteristics as chars
from .. import operations as ops
from .effect_core import EffectContext, amount, effect, players
from ..refs import PlayerRef
from ..data.effect_params import EFFECT_PARAMS, boolean
from ..data.effect_params import amount as _amount
from ..data.effect_params import subject as _subject
from ..objects import Zone

if TYPE_CHECKING:
    from ..state import GameState as Game

#: The card types a group may name (CR 205.2a), and "permanent" for any.
GROUP_TYPES: Final = ("Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker", "permanent")
WHOSE: Final = ("any", "you", "opponents")


def members(game: "Game", controller: int, e: Mapping[str, Any]) -> list[int]:
    """The permanents of the effect's group, in battlefield order."""
    types = tuple(e.get("types", ()))
    whose = e.get("whose", "any")
    out = []
    for oid in game.battlefield:
        o = game.objects[oid]
        if "permanent" not in types and not any(chars.is_type(game, oid, t) for t in types):
            continue
        if e.get("nonland") and chars.is_type(game, oid, "Land"):
            continue
        if e.get("nontoken") and o.token:
            continue
        if "mv_at_most" in e and o.card.mana_cost.mana_value > int(e["mv_at_most"]):
            continue  # "with mana value 2 or less" (Culling Ritual; X is 0 on the battlefield, CR 202.3, 107.3)
        if whose == "you" and o.controller != controller or whose == "opponents" and o.controller == controller:
            continue
        out.append(oid)
    return out


@effect("destroy_each")
def _destroy_each(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> None:
    done = 0
    for oid in members(game, ctx.controller, e):
        done += ops.destroy(game, oid, because=ctx.source_name, regenerate=not e.get("no_regeneration"))
    # "for each permanent destroyed this way" (Culling Ritual) reads it (counted, CR 608.2h)
    ctx.info["destroyed"] = int(ctx.info.get("destroyed", 0)) + done


@effect("exile_each")
def _exile_each(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> None:
    for oid in members(game, ctx.controller, e):
        if oid in game.objects and chars.on_battlefield(game, oid):
            ops.move(game, oid, Zone.EXILE, rule="406.2", reason="exiled_by", source=ctx.source_name)


@effect("bounce_each")
def _bounce_each(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> None:
    for oid in members(game, ctx.controller, e):
        if oid in game.objects and chars.on_battlefield(game, oid):
            ops.move(game, oid, Zone.HAND, rule="400.7", reason="bounced_by", source=ctx.source_name)


@effect("bottom_each")
def _bottom_each(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> Generator[Any, Any, None]:
    """"Put all creatures on the bottom of their owners' libraries" (Terminus): each owner, in APNAP order,
    puts their cards there in the order they choose (CR 401.4), from the top down; a token ceases to exist
    (CR 111.8)."""
    from .library_effects import _order
    by_owner: dict[int, list[int]] = {}
    for oid in members(game, ctx.controller, e):  # (the group as the effect starts, CR 608.2e)
        by_owner.setdefault(game.objects[oid].owner, []).append(oid)
    n = len(game.players)
    orders: list[int] = []
    for owner in sorted(by_owner, key=lambda p: (p - game.active) % n):
        orders += yield from _order(game, owner, by_owner[owner], "bottom", ctx.source_name, "401.4")
    for oid in orders:  # every order chosen first, then all of them go at once
        if oid in game.objects and chars.on_battlefield(game, oid):
            ops.move(game, oid, Zone.LIBRARY, rule="401.4", why="is put on the bottom of its owner's library")


@effect("tap_each")
def _tap_each(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> None:
    for oid in members(game, ctx.controller, e):
        ops.become_tapped(game, oid)  # CR 701.21


@effect("untap_each")
def _untap_each(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> None:
    for oid in members(game, ctx.controller, e):
        ops.untap(game, oid)  # CR 701.21


@effect("wheel")
def _wheel(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> Generator[Any, Any, None] | None:
    who = players(game, ctx, e.get("who", "each_player"))
    counts: dict[int, int] = {}
    for pi in who:
        hand = list(game.players[pi].hand)
        counts[pi] = len(hand)
        if e.get("shuffle"):
            # "Each player shuffles their hand and graveyard into their library" (Timetwister, CR 701.24a)
            for c in hand + list(game.players[pi].graveyard):
                ops.move(game, c, Zone.LIBRARY, rule="701.24a", why="is shuffled into its owner's library")
            ops.shuffle_library(game, pi)
            ops.log(game, "shuffle", "701.24a", "{player} shuffles their hand and graveyard into their library.",
                    player=game.players[pi].name)
            continue
        for c in hand:
            ops.move(game, c, Zone.GRAVEYARD, rule="701.9a", why="is discarded")
    draw = e.get("draw", "that_many")
    if isinstance(draw, int):  # "then draws seven cards" (Wheel of Fortune)
        counts = {pi: draw for pi in who}
    elif draw == "greatest":
        # "draws cards equal to the greatest number of cards a player discarded this way" (Windfall)
        most = max(counts.values(), default=0)
        counts = {pi: most for pi in who}
    from .dredge import draw_counts_asking, may_dredge  # "you may mill N instead" (CR 702.52a)
    if may_dredge(game, who):
        return draw_counts_asking(game, counts)
    for pi in who:
        if counts[pi]:
            ops.draw(game, pi, counts[pi])
    return None


@effect("damage_own_controller")
def _damage_own_controller(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> None:
    n = amount(ctx, e)
    for oid in [c for c in game.battlefield if chars.is_creature(game, c)]:
        if oid in game.objects and chars.on_battlefield(game, oid):
            ops.deal_damage(game, oid, PlayerRef(game.objects[oid].controller), n,
                            controller=game.objects[oid].controller)


@effect("counter_ability")
def _counter_ability(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> None:
    """"Counter target activated ability" (CR 701.5a): it is removed from the stack and does nothing;
    its source stays where it is.  A target that has left the stack is not acted on (CR 608.2b)."""
    from .effect_core import refs
    for ref in refs(game, ctx, e.get("target", 0)):
        item = next((s for s in game.stack if s.id == ref and s.kind.value != "spell"), None)
        if item is None:
            continue
        ops.counter_spell(game, item.id, ctx.source_name)
        ops.log(game, "countered", "701.5a", "{card}'s ability is countered by {source}.", card=item.source_name,
                source=ctx.source_name)


def _types(v: Any) -> str | None:
    ok = isinstance(v, (list, tuple)) and 0 < len(v) <= 6 and all(isinstance(t, str) and t in GROUP_TYPES for t in v)
    return None if ok else "a list of card types (" + ", ".join(GROUP_TYPES) + ")"


def _whose(v: Any) -> str | None:
    return None if isinstance(v, str) and v in WHOSE else "one of " + ", ".join(WHOSE)


def _mv_at_most(v: Any) -> str | None:
    return None if isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= 20 else "a number from 0 to 20"


_GROUP: Final = {"types": _types, "nonland": boolean, "nontoken": boolean, "whose": _whose, "mv_at_most": _mv_at_most}
EFFECT_PARAMS["destroy_each"] = {**_GROUP, "no_regeneration": boolean}
for _name in ("exile_each", "bounce_each", "tap_each", "untap_each", "bottom_each"):
    EFFECT_PARAMS[_name] = dict(_GROUP)
def _wheel_draw(v: Any) -> str | None:
    ok = v in ("that_many", "greatest") or isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= 20
    return None if ok else "that_many, greatest or a number from 0 to 20"


EFFECT_PARAMS["wheel"] = {"who": _subject, "draw": _wheel_draw, "shuffle": boolean}
EFFECT_PARAMS["counter_ability"] = {"target": _subject}
EFFECT_PARAMS["damage_own_controller"] = {"amount": _amount}
