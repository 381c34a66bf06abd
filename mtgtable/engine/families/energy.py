"""Energy counters, {E} (CR 107.14, 122.1f): a kind of counter a player gets and pays.

* ``{"do": "get_energy", "amount": N}``: "you get {E}{E}{E}" (Guide of Souls, Galvanic Discharge):
  the ability's controller gets N energy counters (``Player.energy``, ``operations.get_energy``);
* ``{"do": "pay_any_energy"}``: "you may pay any amount of {E}" (Galvanic Discharge): the
  controller chooses a number from 0 to the energy they have as the effect resolves (CR 608.2d,
  107.14) and pays it; the amount paid is kept in the resolution's ``info`` as ``energy_paid``
  for the effects after it, read by the count ``{"count": "energy_paid"}`` ("deals that much
  damage", ``effect_core.counted``, CR 608.2h).

The choice is a :class:`Choose` of the number itself (labels are the numbers), so the GUI, the
goldfish pilot, the random agent and the fuzzer answer it as any choice; the suggestion is all of
it (energy is paid to be used).  Importing this module registers the effects (effects.py does).
"""

from __future__ import annotations

from typing import Any, Mapping

from .. import operations as ops
from ..data.effect_params import EFFECT_PARAMS, amount as amount_check
from ..decisions import Choose, Kind
from ..errors import IllegalAnswer
from ..state import GameState as Game
from .effect_core import EffectContext, amount, effect

EFFECT_PARAMS["get_energy"] = {"amount": amount_check}
EFFECT_PARAMS["pay_any_energy"] = {}


@effect("get_energy")
def _get_energy(game: Game, ctx: EffectContext, e: Mapping[str, Any]) -> None:
    """The controller gets N energy counters (CR 122.1f)."""
    ops.get_energy(game, ctx.controller, amount(ctx, e), ctx.source_name)


@effect("pay_any_energy")
def _pay_any_energy(game: Game, ctx: EffectContext, e: Mapping[str, Any]) -> Any:
    """The controller pays any amount of their energy, chosen now (CR 608.2d, 107.14)."""
    me = ctx.controller
    have = game.players[me].energy
    ctx.info["energy_paid"] = 0
    if have <= 0:
        return
    options = list(range(have + 1))

    def validate(a: Any) -> None:
        ops._expect(a, Choose, "107.14")
        if a.choice not in options:
            raise IllegalAnswer("107.14", "you can pay from 0 to {n} energy", n=have)

    ans = yield ops._decision(game, Kind.CHOOSE, me, "Pay how much energy? You have {n} ({card}).", "107.14",
                              {"options": options, "labels": {i: str(i) for i in options}, "energy": True},
                              validate, lambda: [Choose(i) for i in options], _suggest=lambda: Choose(have),
                              prompt_args={"n": have, "card": ctx.source_name})
    n = int(ans.choice)
    if n:
        ops.pay_energy(game, me, n, ctx.source_name)
    ctx.info["energy_paid"] = n
