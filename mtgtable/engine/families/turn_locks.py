"""Whole-game prohibitions for the rest of a turn (Skullcrack): "Players can't gain life this turn."
(CR 119.7: an effect that would make a player gain life does nothing) and "Damage can't be prevented
this turn." (CR 615.12: prevention effects, protection's among them, CR 702.16e, do not apply).

* effect ``{"do": "no_life_gain_turn"}``: until the turn's cleanup step no player gains life
  (``operations.gain_life`` reads it: lifelink too, CR 702.15b);
* effect ``{"do": "no_prevention_turn"}``: until the cleanup step damage is dealt in full
  (``operations.deal_damage`` reads it: prevention shields, colour and combat prevention and
  protection are passed over);

The locks are kept on the state (``GameState.turn_locks``, the names above without ``_turn``) and
end in the cleanup step (CR 514.2: "this turn").
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from .. import operations as ops
from .effect_core import EffectContext, effect
from ..data.effect_params import EFFECT_PARAMS

if TYPE_CHECKING:
    from ..state import GameState as Game

EFFECT_PARAMS["no_life_gain_turn"] = {}
EFFECT_PARAMS["no_prevention_turn"] = {}


@effect("no_life_gain_turn")
def _no_life_gain_turn(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> None:
    """No player can gain life for the rest of the turn (CR 119.7)."""
    ops.lock_turn(game, "no_life_gain")
    ops.log(game, "turn_lock", "119.7", "Players can't gain life this turn ({card}).", card=ctx.source_name)


@effect("no_prevention_turn")
def _no_prevention_turn(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> None:
    """Damage can't be prevented for the rest of the turn (CR 615.12)."""
    ops.lock_turn(game, "no_prevention")
    ops.log(game, "turn_lock", "615.12", "Damage can't be prevented this turn ({card}).", card=ctx.source_name)
