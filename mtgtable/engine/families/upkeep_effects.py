"""Effects that ask a permanent's controller to pay mana as they resolve.

* ``may_pay``: "you may pay {4}. If you do, untap this artifact" (Mana
  Vault): the controller chooses as it resolves whether to pay (CR 608.2d);
  only if they pay do the nested ``effects`` happen.  A player who can't pay
  isn't asked (CR 117.3: a cost is paid in full or not at all);
* ``may_discard``: "you may discard a card. If you do, ..." (Formidable Speaker): the same,
  with a card of the controller's choice discarded instead of mana paid (CR 701.9a).
(Cumulative upkeep, CR 702.24a, is ``keyword_actions.cumulative_upkeep``.)

They register in ``effects.EFFECTS`` like the others (``effects.py`` imports
this module at its end).
"""

from __future__ import annotations

from typing import Any, Generator, Mapping

from ..data.effect_params import EFFECT_PARAMS, cost_mana, effect_list, short_text
from .effect_core import EFFECTS, EffectContext, effect
from ..rules import payment
from ..rules.mana import ManaCost

from .. import operations as ops
from ..state import GameState as Game


def _pay(game: "Game", ctx: EffectContext, cost: ManaCost) -> Generator[Any, Any, None]:
    """Pay ``cost`` for the source (the player chose to and can: :func:`_affordable`)."""
    from ..turn import actions  # (the payment decision is the flow's)
    pay = yield from actions._pay(game, ctx.controller, cost, "Pay {cost} for {card}.", ctx.source_name, (), False)
    assert pay is not None, "not cancellable"
    actions._execute_payment(game, ctx.controller, cost, pay)


def _affordable(game: "Game", ctx: EffectContext, cost: ManaCost) -> bool:
    """Whether the controller could pay (CR 117.3: else they are not asked)."""
    return payment.can_afford(game, ctx.controller, cost)


@effect("may_pay")
def _may_pay(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> Generator[Any, Any, None]:
    """"You may pay {N}. If you do, ..." (CR 608.2d): the nested effects only if the controller pays."""
    cost = ManaCost.parse(str(e.get("mana", "")))
    if not _affordable(game, ctx, cost):
        return
    ans = yield ops.yes_no_decision(game, ctx.controller, "Pay {cost} for {card}? If you do: {text}", "608.2d",
                                    "Pay {cost}", "Don't pay", cost=str(cost), card=ctx.source_name,
                                    text=str(e.get("text", "")))
    if ans.choice != 1:
        return
    yield from _pay(game, ctx, cost)
    for inner in e.get("effects", ()):
        result = EFFECTS[inner["do"]](game, ctx, inner)
        if result is not None:
            yield from result


EFFECT_PARAMS["may_pay"] = {"mana": cost_mana, "effects": effect_list, "text": short_text}


@effect("may_discard")
def _may_discard(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> Generator[Any, Any, None]:
    """"You may discard a card. If you do, ..." (CR 608.2d, 701.9a): with a card in hand its
    controller chooses whether to discard one (and which); only then do the nested effects happen."""
    from .effect_core import discard_of_choice
    hand = game.players[ctx.controller].hand
    if not hand:
        return  # nothing to discard: it can't be done, so the rest doesn't happen
    ans = yield ops.yes_no_decision(game, ctx.controller, "Discard a card for {card}? Only if you do does the rest "
                                    "of its ability happen.", "608.2d", "Discard a card", "Don't discard",
                                    card=ctx.source_name)
    if ans.choice != 1:
        return
    before = len(hand)
    yield from discard_of_choice(game, ctx, ctx.controller, 1)
    if len(game.players[ctx.controller].hand) >= before:
        return
    for inner in e.get("effects", ()):
        result = EFFECTS[inner["do"]](game, ctx, inner)
        if result is not None:
            yield from result


EFFECT_PARAMS["may_discard"] = {"effects": effect_list, "text": short_text}
