""""... unless [a player] pays {N}" (CR 118.12): the one generic piece.

A player may pay a cost to stop an effect ("Counter target spell unless its
controller pays {1}", ward, "you may draw a card unless that player pays
{4}").  :func:`pay_or_decline` asks that player, as the spell or ability
resolves, whether to pay; the payment itself is the ordinary payment decision
(CR 601.2g-h, mana abilities included).  Whoever cannot pay is not asked
(CR 118.3: a cost can't be paid without the resources).

Every "unless pays" calls it: the ``unless_pays`` effect of ``stack_effects``,
``counter_unless_pay`` (ward, ``keyword_actions``) and ``sacrifice_unless_pay``
(Rupture Spire's "sacrifice it unless you pay {1}", here); it is a flow (a generator of decisions) returning whether the
cost was paid.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Generator, Mapping

from ..turn import actions
from .. import operations as ops
from ..data.effect_params import EFFECT_PARAMS, cost_mana
from ..objects import Zone
from ..rules import characteristics as chars
from ..rules import payment
from ..rules.mana import ManaCost
from .effect_core import EffectContext, effect

if TYPE_CHECKING:
    from ..state import GameState as Game


def pay_or_decline(game: "Game", player: int, cost: ManaCost, card: str, prompt: str, decline: str, /,
                   rule: str = "118.12") -> Generator[Any, Any, bool]:
    """Ask ``player`` whether to pay ``cost`` (CR 118.12) and take the payment; ``True`` if paid.

    ``prompt`` is an English template with the fields ``{card}`` and ``{cost}``, and
    ``decline`` the label of not paying ("Don't pay (sacrifice it)"), both written as
    literals at the call (``i18n_extract`` collects them there: ``TEMPLATE_ARGUMENT``)."""
    if cost.mana_value == 0 and not cost.symbols:
        return True  # paying {0} takes nothing (CR 118.5)
    if not payment.can_afford(game, player, cost):
        ops.log(game, "unless_pays", rule, "{player} can't pay {cost} for {card}.",
                player=game.players[player].name, cost=str(cost), card=card)
        return False
    ans = yield ops.yes_no_decision(game, player, prompt, rule, "Pay {cost}", decline, cost=str(cost),
                                    card=card)
    if ans.choice != 1:
        ops.log(game, "unless_pays", rule, "{player} doesn't pay {cost} for {card}.",
                player=game.players[player].name, cost=str(cost), card=card)
        return False
    pay = yield from actions._pay(game, player, cost, "Pay {cost} for {card}.", card, (), False)
    assert pay is not None, "not cancellable"
    actions._execute_payment(game, player, cost, pay)
    ops.log(game, "paid_unless", rule, "{player} pays {cost} for {card}.", player=game.players[player].name,
            cost=str(cost), card=card)
    return True


@effect("sacrifice_unless_pay")
def _sacrifice_unless_pay(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> Generator[Any, Any, None]:
    """"Sacrifice it unless you pay {1}" (CR 118.12): pay if you can and want to, else sacrifice the source."""
    me, source = ctx.controller, ctx.source
    if not chars.on_battlefield(game, source) or game.objects[source].controller != me:
        return
    paid = yield from pay_or_decline(game, me, ManaCost.parse(str(e.get("mana", ""))), ctx.source_name,
                                     "Pay {cost} for {card}? If you don't, it is sacrificed.",
                                     "Don't pay (sacrifice it)")
    if paid:
        return
    ops.move(game, source, Zone.GRAVEYARD, rule="118.12", reason="sacrificed_by", source=ctx.source_name)


EFFECT_PARAMS["sacrifice_unless_pay"] = {"mana": cost_mana}
