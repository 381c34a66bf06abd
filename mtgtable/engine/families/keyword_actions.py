"""Effects of keyword actions and keyword abilities the evergreen vocabulary lacks:
regenerate (CR 701.15), "counter ... unless its controller pays" and ward (CR 118.12, 702.21).

``{"do": "regenerate", "target": "self"}`` gives the permanent a regeneration
shield: the next time it would be destroyed this turn, instead its damage is
removed, it is tapped and it is removed from combat (CR 701.15a,
``operations.use_regeneration_shield``).  Destruction "that can't be
regenerated" is ``"no_regeneration": true`` on ``destroy``, ``destroy_all`` and
``damage`` (CR 701.15b).

``{"do": "counter_unless_pay", "target": 0, "mana": "{2}"}`` counters the target
spell unless its controller pays; ward is the triggered ability
``{"trigger": "becomes_target", "by": "opponent", "effects": [{"do":
"counter_unless_pay", "target": "trigger_spell", "mana": "{2}"}]}`` (or
``"life": 2``), which :func:`becomes_target` sets off whenever a spell or
ability is put on the stack targeting the permanent.

Importing this module registers the effects (effects.py does, at its end).
"""

from __future__ import annotations

import re
from typing import Any, Generator, Mapping

from ..rules import characteristics as chars
from .. import operations as ops
from ..data.effect_params import EFFECT_PARAMS, cost_mana, counter_kind, subject
from .effect_core import EffectContext, effect, refs
from .effect_core import objects as _objects
from ..rules import payment
from ..rules.mana import ManaCost
from ..state import GameState as Game

EFFECT_PARAMS["regenerate"] = {"target": subject}


@effect("regenerate")
def _regenerate(game: Game, ctx: EffectContext, e: Mapping[str, Any]) -> None:
    """Regenerate each permanent the effect names (CR 701.15a)."""
    for o in _objects(game, ctx, e.get("target", "self")):
        if chars.on_battlefield(game, o):
            ops.add_regeneration_shield(game, o, ctx.source_name)


# ----------------------------------------------------------------------------- "unless its controller pays"

def _trigger_spell(v: Any) -> str | None:
    return None if v == "trigger_spell" or subject(v) is None else "a target index or trigger_spell"


def _life(v: Any) -> str | None:
    return None if isinstance(v, int) and not isinstance(v, bool) and 0 < v <= 100 else "a life amount 1-100"


EFFECT_PARAMS["counter_unless_pay"] = {"target": _trigger_spell, "mana": lambda v: None if v == "{X}" else cost_mana(v),
                                       "life": _life, "zone": lambda v: None if v == "exile" else '"exile"'}


@effect("counter_unless_pay")
def _counter_unless_pay(game: Game, ctx: EffectContext, e: Mapping[str, Any]) -> Generator[Any, Any, None]:
    """"Counter target spell unless its controller pays {N}" (CR 118.12, 701.5; ``{X}``: this spell's X, and
    ``zone`` "exile": "If that spell is countered this way, exile it instead", Syncopate) and ward's
    "counter that spell or ability unless that player pays [cost]" (CR 702.21a): the
    controller of the spell or ability decides; one who can't pay doesn't (CR 118.3)."""
    which = e.get("target", 0)
    if which == "trigger_spell":
        item_id = ctx.info.get("spell")
    else:
        found = refs(game, ctx, which)
        item_id = found[0] if found else None
    item = next((s for s in game.stack if s.id == item_id), None)
    if item is None:
        return  # it left the stack, or the target became illegal (CR 608.2b)
    payer = item.controller
    life = int(e.get("life", 0))
    mana = str(e.get("mana", ""))
    if mana == "{X}":  # "unless its controller pays {X}" (Syncopate): this spell's X (CR 107.3)
        mana = "{%d}" % max(0, ctx.x)
    cost = ManaCost.parse(mana)
    what = item.source_name
    if life and game.players[payer].life >= life:  # CR 119.4
        ans = yield ops.yes_no_decision(game, payer, "Pay {n} life for {card}? If you don't, it is countered "
                                        "({source}).", "118.12", "Pay {n} life", "Don't pay (it is countered)",
                                        n=life, card=what, source=ctx.source_name)
        if ans.choice == 1:
            ops.lose_life(game, payer, life, f"paid for {ctx.source_name}, CR 119.4")
            ops.log(game, "paid_unless", "118.12", "{player} pays {n} life: {card} is not countered.",
                    player=game.players[payer].name, n=life, card=what)
            return
    elif not life:
        from .unless_pays import pay_or_decline  # it imports actions, which imports effects and this module
        paid = yield from pay_or_decline(game, payer, cost, ctx.source_name,
                                         "{card}: pay {cost}? If you don't, your spell is countered.",
                                         "Don't pay (it is countered)")
        if paid:
            return
    if e.get("zone") == "exile":
        # "If that spell is countered this way, exile it instead of putting it into its owner's graveyard."
        # (Syncopate; CR 614.1a): stack_effects' counter_to, through the registry (no import circle)
        from .effect_core import EFFECTS
        EFFECTS["counter_to"](game, ctx, {"do": "counter_to", "target": which, "zone": "exile"})
        return
    ops.counter_spell(game, item.id, ctx.source_name)


# ----------------------------------------------------------------------------- cumulative upkeep

EFFECT_PARAMS["cumulative_upkeep"] = {"mana": cost_mana, "life": _life}


def times(mana: str, n: int) -> str:
    """``{1}{U}`` n times, written as one cost: ``{3}{U}{U}{U}`` for n = 3."""
    generic = 0
    coloured: list[str] = []
    for sym in re.findall(r"\{([^{}]+)\}", mana):
        if sym.isdigit():
            generic += int(sym) * n
        else:
            coloured += [f"{{{sym}}}"] * n
    return (f"{{{generic}}}" if generic or not coloured else "") + "".join(coloured)


@effect("cumulative_upkeep")
def _cumulative_upkeep(game: Game, ctx: EffectContext, e: Mapping[str, Any]) -> Generator[Any, Any, None]:
    """Cumulative upkeep (CR 702.24a): put an age counter on this permanent, then its controller
    may pay the cost once for each age counter on it; if they don't, they sacrifice it."""
    from ..turn import actions  # actions imports effects, which imports this module
    from ..objects import Zone
    me, source = ctx.controller, ctx.source
    if not chars.on_battlefield(game, source) or game.objects[source].controller != me:
        return
    ops.add_counters(game, source, "age", 1)
    age = game.objects[source].counters.get("age", 0)
    if "life" in e:
        life = int(e["life"]) * age
        # CR 119.4: a player can pay life only if their life total is at least the amount.
        if game.players[me].life >= life:
            ans = yield ops.yes_no_decision(game, me, "Pay {n} life for {card}? If you don't, it is sacrificed.",
                                            "702.24a", "Pay {n} life", "Don't pay (sacrifice it)", n=life,
                                            card=ctx.source_name)
            if ans.choice == 1:
                ops.lose_life(game, me, life, ctx.source_name)  # CR 119.4
                return
        ops.move(game, source, Zone.GRAVEYARD, rule="702.24a", reason="sacrificed_by", source=ctx.source_name)
        return
    total = times(str(e.get("mana", "")), age)
    cost = ManaCost.parse(total)
    if payment.can_afford(game, me, cost):
        ans = yield ops.yes_no_decision(game, me, "Pay {cost} for {card}? If you don't, it is sacrificed.", "702.24a",
                                        "Pay {cost}", "Don't pay (sacrifice it)", cost=total, card=ctx.source_name)
        if ans.choice == 1:
            pay = yield from actions._pay(game, me, cost, "Pay {cost} for {card}.", ctx.source_name, (), False)
            assert pay is not None, "not cancellable"
            actions._execute_payment(game, me, cost, pay)
            return
    ops.move(game, source, Zone.GRAVEYARD, rule="702.24a", reason="sacrificed_by", source=ctx.source_name)


# ----------------------------------------------------------------------------- persist, undying

EFFECT_PARAMS["return_dead"] = {"counter": counter_kind}


@effect("return_dead")
def _return_dead(game: Game, ctx: EffectContext, e: Mapping[str, Any]) -> None:
    """Persist and undying (CR 702.79a, 702.93a): return the card this permanent became in the
    graveyard to the battlefield under its owner's control, with a ``counter`` counter on it.
    If that card left the graveyard meanwhile, it is a new object and stays where it is (CR 400.7)."""
    from ..objects import Zone
    card = ctx.info.get("card")
    if card is None or card not in game.objects or game.objects[card].zone is not Zone.GRAVEYARD:
        return
    owner = game.objects[card].owner
    new = ops.move(game, card, Zone.BATTLEFIELD, controller=owner, rule="603.6a", reason="returned_by",
                   source=ctx.source_name)
    if new is not None:
        kind = str(e.get("counter", "+1/+1"))
        ops.change_counters(game, new, kind, 1)
        ops.log(game, "counters", "614.1c", "{card} enters with {n} {kind} counter(s).", card=game.objects[new].name,
                n=1, kind=kind)


EFFECT_PARAMS["dead_counters"] = {"counter": counter_kind, "target": subject}


@effect("dead_counters")
def _dead_counters(game: Game, ctx: EffectContext, e: Mapping[str, Any]) -> None:
    """Modular (CR 702.43a): put on the target as many ``counter`` counters as the permanent had
    as it last existed on the battlefield (a ``dies`` trigger's counters, CR 603.10a)."""
    kind = str(e.get("counter", "+1/+1"))
    n = int((ctx.info.get("counters") or {}).get(kind, 0))
    if n <= 0:
        return
    for o in _objects(game, ctx, e.get("target", 0)):
        if chars.on_battlefield(game, o):
            ops.add_counters(game, o, kind, n)


# ----------------------------------------------------------------------------- evolve

EFFECT_PARAMS["evolve"] = {}


@effect("evolve")
def _evolve(game: Game, ctx: EffectContext, e: Mapping[str, Any]) -> None:
    """Evolve (CR 702.100a): checked again as it resolves (CR 603.4), with the entering creature's
    power and toughness now, or as it last existed if it left (CR 702.100c: here, as it entered)."""
    from . import keyword_effects as kwe
    me = ctx.source
    if not chars.on_battlefield(game, me):
        return
    other = ctx.info.get("creature")
    if other is not None and chars.on_battlefield(game, other):
        p, t = chars.power_toughness(game, other)
    else:
        p, t = (ctx.info.get("pt") or [0, 0])[:2]
    if kwe.evolves(game, me, int(p), int(t)):
        ops.add_counters(game, me, "+1/+1", 1)
