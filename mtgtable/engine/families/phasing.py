"""Phasing (CR 702.26): the untap step's phasing and the "phases out" effect.

A phased-out permanent is treated as though it doesn't exist (CR 702.26b): the
operations (``operations.phase_out`` / ``phase_in``) take it out of
``game.battlefield`` and give it the status ``Zone.PHASED_OUT``, so the battlefield
queries, target checks, characteristics and state-based actions skip it without a
check of their own; ``game.phased_out`` remembers how each phased out.

* The keyword (CR 702.26a, 502.1): as the untap step begins, before anything
  untaps, the active player's phased-in permanents with phasing phase out and
  the permanents that phased out under their control phase in, simultaneously
  (:func:`untap_step_phasing`; ``turn_flow`` calls it).
* ``{"do": "phase_out", "target": T}``: "target creature phases out", "this
  creature phases out"; and ``on_targets`` with the verb ``phase_out``: "up to one
  target creature phases out" (CR 601.2c).  What phases out this way phases in
  during its controller's next untap step (CR 702.26a's phasing in, the reminder
  text's "It phases in before its controller untaps during their next untap step").
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from ..rules import characteristics as chars
from .. import features
from .. import operations as ops
from .effect_core import EffectContext, effect, objects
from ..data.effect_params import EFFECT_PARAMS, subject

if TYPE_CHECKING:
    from ..state import GameState as Game


def untap_step_phasing(game: "Game") -> None:
    """CR 502.1, 702.26a: the active player's permanents with phasing phase out and the
    permanents that phased out directly under their control phase in, all at once (those
    that phase in don't phase out again: the two sets are taken before either happens).
    Skipped, at no cost, in a game where nothing is phased out and no card has phasing."""
    if not game.phased_out and not game._features & features.PHASING:
        return
    active = game.active
    going = [o for o in game.battlefield
             if game.objects[o].controller == active and chars.has_keyword(game, o, "Phasing")]
    coming = [o for o, host in game.phased_out.items() if host is None and game.objects[o].controller == active]
    ops.phase_out(game, going, rule="702.26a")
    ops.phase_in(game, coming, rule="702.26a")


@effect("phase_out")
def _phase_out(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> None:
    """"Target creature phases out", "This creature phases out" (CR 702.26b)."""
    ops.phase_out(game, objects(game, ctx, e.get("target", 0)))


EFFECT_PARAMS["phase_out"] = {"target": subject}
