"""Keywords that count down with counters, extort, "whenever you gain life" and the hand size.

* Fading N (CR 702.32a): "This permanent enters with N fade counters on it" (an
  ``enters_with_counters`` static) and "At the beginning of your upkeep, remove a fade counter
  from this permanent. If you can't, sacrifice the permanent." (an ``upkeep`` trigger doing
  :func:`_fade`).
* Vanishing N (CR 702.63a): "This permanent enters with N time counters on it", "At the beginning
  of your upkeep, if this permanent has a time counter on it, remove a time counter from it" (an
  ``upkeep`` trigger with ``"if": {"self_counter": "time"}`` doing ``remove_counters``) and "When
  the last time counter is removed from this permanent, sacrifice it": the trigger
  ``last_counter_removed`` with ``"counter": "time"``, dispatched by ``operations.remove_counters``
  (``operations.remove_counters`` calls it whenever a permanent's last counter of a kind goes, by
  any effect or cost).
* Extort (CR 702.101a): "Whenever you cast a spell, you may pay {W/B}. If you do, each opponent
  loses 1 life and you gain life equal to the total life lost this way": a ``cast_spell`` trigger
  doing ``may_pay`` of :func:`_drain` (``drain``: the life gained is the life actually lost).
* Renown N (CR 702.112a): "When this creature deals combat damage to a player, if it isn't renowned,
  put N +1/+1 counters on it and it becomes renowned": a ``combat_damage_player`` trigger with
  ``"if": {"self_not_renowned": true}`` doing :func:`_renown`; renowned is remembered with the
  permanent (``operations.remember``, CR 702.112b) and gone with it when it leaves.
* Graft N (CR 702.58a): an ``enters_with_counters`` static and a ``creature_enters`` trigger (any
  player's other creature) with ``"if": {"self_counter": "+1/+1"}`` that may :func:`_move_counter`.
* Living weapon (CR 702.92a) and For Mirrodin! (CR 702.163a): an ``etb`` trigger doing
  :func:`_token_then_attach` (a Germ or Rebel token, then the Equipment attached to it).
* Myriad (CR 702.116a) makes tokens attacking the opponents *other than* the defending player: a
  two-player game has none, so it is ``{"static": "multiplayer_only"}`` and does nothing.
* ``you_gain_life``: "Whenever you gain life" (CR 119.9, 603.2), dispatched by
  ``operations.gain_life`` (one trigger per life-gain event).
* ``{"static": "no_max_hand_size"}``: "You have no maximum hand size" (CR 402.2): the cleanup
  step's discard (CR 514.1) asks :func:`has_no_max_hand_size`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from ..rules.counts import is_monstrous
from ..rules.trigger_conditions import is_renowned
from ..rules import characteristics as chars
from .. import operations as ops
from .effect_core import EffectContext, effect
from ..data.effect_params import EFFECT_PARAMS, amount as amount_param, counter_kind, token as token_param
from ..objects import Zone

if TYPE_CHECKING:
    from ..state import GameState as Game


@effect("fade")
def _fade(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> None:
    """Fading's upkeep: remove a fade counter from this permanent; if you can't, sacrifice it (CR 702.32a)."""
    if not chars.on_battlefield(game, ctx.source):
        return
    o = game.objects[ctx.source]
    if o.counters.get("fade", 0) > 0:
        ops.remove_counters(game, ctx.source, "fade", 1)
        ops.log(game, "counters_removed", "702.32a", "{n} {kind} counter(s) are removed from {card}.", n=1,
                kind="fade", card=o.name)
        return
    if o.controller == ctx.controller:
        ops.move(game, ctx.source, Zone.GRAVEYARD, rule="702.32a", reason="sacrificed_by", source=ctx.source_name)


@effect("drain")
def _drain(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> None:
    """Each opponent loses ``amount`` life and you gain life equal to the total life lost this way
    (CR 702.101a: extort; CR 119.3)."""
    n = int(e.get("amount", 1))
    lost = 0
    for p in game.players:
        if p.index == ctx.controller or p.lost:
            continue
        before = p.life
        ops.lose_life(game, p.index, n, ctx.source_name)
        lost += max(0, before - p.life)
    if lost > 0:
        ops.gain_life(game, ctx.controller, lost, ctx.source_name)


@effect("renown")
def _renown(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> None:
    """Renown's "put N +1/+1 counters on it and it becomes renowned" (CR 702.112a), if it is still this
    permanent on the battlefield and not renowned (the intervening "if", CR 603.4)."""
    if not chars.on_battlefield(game, ctx.source) or is_renowned(game, ctx.source):
        return
    n = int(e.get("amount", 1))
    ops.add_counters(game, ctx.source, "+1/+1", n)
    ops.remember(game, ctx.source, {"renowned": True})
    ops.log(game, "renowned", "702.112a", "{card} becomes renowned.", card=game.objects[ctx.source].name)


@effect("monstrosity")
def _monstrosity(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> None:
    """Monstrosity N (CR 701.37a): "If this permanent isn't monstrous, put N +1/+1 counters on it and it
    becomes monstrous" -- if it is still this permanent on the battlefield (CR 400.7); monstrous is
    remembered with the permanent (``counts.is_monstrous``, CR 701.37b)."""
    if not chars.on_battlefield(game, ctx.source) or is_monstrous(game, ctx.source):
        return
    ops.add_counters(game, ctx.source, "+1/+1", int(e.get("amount", 1)))
    ops.remember(game, ctx.source, {"monstrous": True})
    ops.log(game, "monstrous", "701.37a", "{card} becomes monstrous.", card=game.objects[ctx.source].name)


EFFECT_PARAMS["monstrosity"] = {"amount": amount_param}


@effect("token_then_attach")
def _token_then_attach(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> None:
    """Living weapon / For Mirrodin!: "create a 0/0 black Phyrexian Germ (2/2 red Rebel) creature token, then
    attach this Equipment to it" (CR 702.92a, 702.163a): the Equipment attaches only if it is still on the
    battlefield (CR 701.3b) and the token a creature there."""
    tok = ops.create_token(game, ctx.controller, e.get("token", {}), ctx.source_name)
    src = game.objects.get(ctx.source)
    if src is None or not chars.on_battlefield(game, ctx.source) or chars.is_creature(game, ctx.source) \
            or "Equipment" not in src.card.subtypes:
        return
    if tok in game.objects and chars.on_battlefield(game, tok) and chars.is_creature(game, tok):
        ops.attach(game, src.id, tok)
        ops.log(game, "attach", "701.3a", "{card} is attached to {target}.", card=src.name,
                target=ops.describe(game, tok))


@effect("move_counter")
def _move_counter(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> None:
    """Graft's "move a +1/+1 counter from this permanent onto that creature" (CR 702.58a, 122.5): only if
    this permanent has one and both are still on the battlefield."""
    kind = str(e.get("counter", "+1/+1"))
    to = ctx.info.get("creature")
    if not chars.on_battlefield(game, ctx.source) or to is None or to not in game.objects \
            or not chars.on_battlefield(game, to) or game.objects[ctx.source].counters.get(kind, 0) <= 0:
        return
    ops.remove_counters(game, ctx.source, kind, 1)
    ops.add_counters(game, to, kind, 1)
    ops.log(game, "counter_moved", "122.5", "A {kind} counter moves from {card} onto {target}.", kind=kind,
            card=game.objects[ctx.source].name, target=ops.describe(game, to))


EFFECT_PARAMS["move_counter"] = {"counter": counter_kind}
EFFECT_PARAMS["token_then_attach"] = {"token": token_param}
EFFECT_PARAMS["renown"] = {"amount": amount_param}
EFFECT_PARAMS["fade"] = {}
EFFECT_PARAMS["drain"] = {"amount": amount_param}


def has_no_max_hand_size(game: "Game", player: int) -> bool:
    """Whether ``player`` controls a permanent saying "You have no maximum hand size" (CR 402.2)."""
    return any(game.objects[oid].controller == player
               for oid in chars._battlefield_index(game).statics.get("no_max_hand_size", ()))
