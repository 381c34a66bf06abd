""""Whenever an opponent gains life" and triggered abilities that work from a graveyard.

Punishing Fire: "Whenever an opponent gains life, you may pay {R}. If you do, return this card from
your graveyard to your hand."  An ability whose effect moves its own object out of a zone functions
only in that zone (CR 113.6k): the card data says so with ``"zone": "graveyard"``, and such an
ability triggers only while its card is in its owner's graveyard (never on the battlefield).  Its
controller is the card's owner (CR 113.8: an object in a graveyard has no controller but its owner).

* trigger ``opponent_gains_life``: a player gained life (CR 119.3, 119.9), an opponent of the
  ability's controller; ``trigger_player`` is that player;
* trigger ``creature_to_graveyard``: a creature was put into a graveyard from the battlefield, seen by a card
  in a graveyard (``"zone": "graveyard"``): ``"whose": "you"`` into its owner's graveyard, ``"opponent"`` into
  an opponent's, ``"nontoken": true`` (Bridge from Below; ``operations._creature_to_graveyard``);
* effect ``exile_self_from_graveyard``: the source card goes from its graveyard to exile;
* effect ``return_self_to_hand``: the source card goes from its graveyard to its owner's hand, if it
  is still that card there (CR 400.7: a card that left and came back is a new object).
"""

from __future__ import annotations

from typing import Any, Final, Mapping, TYPE_CHECKING

from .. import operations as ops
from .effect_core import EffectContext, effect
from ..data.effect_params import EFFECT_PARAMS
from ..objects import Zone

if TYPE_CHECKING:
    from ..state import GameState as Game

#: The zones a triggered ability may say it works from (``"zone"``), besides the battlefield.
TRIGGER_ZONES: Final = frozenset({"graveyard"})


# The trigger is dispatched by ``operations.gain_life`` (``_life_gained``).


@effect("return_self_to_hand")
def _return_self_to_hand(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> None:
    """"Return this card from your graveyard to your hand" (CR 113.6k, 400.7)."""
    o = game.objects.get(ctx.source)
    if o is None or o.zone is not Zone.GRAVEYARD:
        return  # it left the graveyard: not the same object any more (CR 400.7)
    ops.move(game, ctx.source, Zone.HAND, rule="113.6k", reason="returned_to_hand_by", source=ctx.source_name)


EFFECT_PARAMS["return_self_to_hand"] = {}


@effect("exile_self_from_graveyard")
def _exile_self_from_graveyard(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> None:
    """"Exile this card" of an ability that works from the graveyard (Bridge from Below, CR 113.6k, 400.7)."""
    o = game.objects.get(ctx.source)
    if o is None or o.zone is not Zone.GRAVEYARD:
        return  # it left the graveyard: not the same object any more (CR 400.7)
    ops.move(game, ctx.source, Zone.EXILE, rule="113.6k", reason="exiled_by", source=ctx.source_name)


EFFECT_PARAMS["exile_self_from_graveyard"] = {}
