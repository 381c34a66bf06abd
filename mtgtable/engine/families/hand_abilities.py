"""Activated abilities that work from the hand (CR 113.6, 602.2): ninjutsu and "{4}: Put this card
from your hand onto the battlefield." (Talon Gates of Madara).

An ability of a card in the hand works only if it says so (CR 113.6); the ability parameter
``from_hand`` says so (``activation_costs.from_hand``), so ``actions.legal_actions`` lists it for
the cards in its controller's hand and ``actions.activate_problem`` refuses it anywhere else.

* ``put_self_from_hand``: "Put this card from your hand onto the battlefield" (``tapped``,
  ``attacking``).  The card must still be in its owner's hand as the ability resolves: a card that
  left the hand is a new object (CR 400.7), and the ability does nothing;
* Ninjutsu (CR 702.49a): "[Cost], Reveal this card from your hand, Return an unblocked attacking
  creature you control to its owner's hand: Put this card onto the battlefield from your hand
  tapped and attacking."  The cost part ``{"return_to_hand": {"unblocked_attacker": true}}``
  (``casting_costs.candidates``) exists only once blockers are declared (CR 509.1h, 702.49c).
  What the returned creature attacked is remembered on the ability (:func:`stack_info`):
  the ninja attacks the same player or planeswalker (CR 702.49c); a planeswalker gone by then
  leaves it on the battlefield but never attacking (CR 508.4a).
"""

from __future__ import annotations

from typing import Any, Final, Mapping, Sequence

from ..rules import characteristics as chars
from .. import operations as ops
from .effect_core import EffectContext, effect
from ..data.effect_params import EFFECT_PARAMS, boolean
from ..objects import Zone
from ..refs import PlayerRef
from ..state import GameState as Game

__all__ = ["stack_info"]

#: Where the ability remembers what the returned creature attacked (``StackItem.info``).
DEFENDER: Final = "ninjutsu_defender"


def stack_info(game: Game, parts: Sequence[tuple[str, Sequence[int]]]) -> dict[str, Any]:
    """What the ability remembers of its cost as it is put on the stack: the player or planeswalker
    the unblocked attacker it returns is attacking (CR 702.49c), or nothing."""
    for kind, ids in parts:
        for oid in ids:
            if kind == "return_to_hand" and game.combat.is_unblocked_attacker(oid):
                return {DEFENDER: game.combat.attackers[oid]}
    return {}


@effect("put_self_from_hand")
def _put_self_from_hand(game: Game, ctx: EffectContext, e: Mapping[str, Any]) -> None:
    """CR 113.6, 702.49a: the source card, still in its owner's hand, onto the battlefield under the
    ability's controller (``tapped``; ``attacking``: what ``DEFENDER`` names, CR 702.49c, 508.4)."""
    o = game.objects.get(ctx.source)
    if o is None or o.zone is not Zone.HAND or o.owner != ctx.controller:
        ops.log(game, "fizzle", "400.7", "{card} is no longer in its owner's hand: the ability does nothing.",
                card=ctx.source_name)
        return
    new = ops.move(game, ctx.source, Zone.BATTLEFIELD, rule="113.6", controller=ctx.controller,
                   why="is put onto the battlefield from its owner's hand", tapped=bool(e.get("tapped")))
    if new is None or not chars.on_battlefield(game, new) or not e.get("attacking"):
        return
    defender = ctx.info.get(DEFENDER)
    step = game.step
    if defender is None or step is None or not step.is_combat or not chars.is_creature(game, new):
        return
    if not isinstance(defender, PlayerRef) and not chars.on_battlefield(game, defender):
        # CR 508.4a: the planeswalker it would attack is gone: it is never an attacking creature.
        return
    if isinstance(defender, PlayerRef) and game.players[defender.index].lost:
        return
    ops.declare_attacker(game, new, defender, this_turn=False)
    ops.set_blocked(game, new, False)  # CR 702.49c: put onto the battlefield unblocked
    ops.log(game, "enter_attacking", "508.4", "{card} enters the battlefield tapped and attacking.",
            card=game.objects[new].name)


EFFECT_PARAMS["put_self_from_hand"] = {"tapped": boolean, "attacking": boolean}
