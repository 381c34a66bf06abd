"""The monarch (CR 724): a designation a player has, with two triggered abilities of its own.

* "When this creature enters, you become the monarch" (``become_monarch``,
  CR 724.1): the player becomes the monarch; there is only one (CR 724.3:
  whoever was the monarch stops being it).
* "At the beginning of the monarch's end step, that player draws a card"
  (CR 724.2a): :func:`end_step`, called as each end step begins.
* "Whenever a creature deals combat damage to the monarch, its controller
  becomes the monarch" (CR 724.2b): :func:`combat_damage`, called after
  combat damage is dealt.

These abilities have no source object (CR 724.2: the designation has them):
their stack items name "the monarch" and the source id 0, which no object has.
``GameState.monarch`` holds the player (``None`` before anyone is).
"""

from __future__ import annotations

from typing import Any, Final, Mapping

from ..data.cards import Ability
from ..data.effect_params import EFFECT_PARAMS
from .effect_core import EffectContext, effect
from ..objects import PendingTrigger

from .. import operations as ops
from ..state import GameState as Game

#: The name the monarch's own triggered abilities go by (translated as a field).
MONARCH: Final = "the monarch"
_DRAW: Final = Ability(kind="triggered", trigger="end_step", text="At the beginning of the monarch's end step, that player "
                       "draws a card.", effects=({"do": "draw", "amount": 1, "who": "you"},))
_STEAL: Final = Ability(kind="triggered", trigger="combat_damage_player", text="Whenever a creature deals combat damage to "
                        "the monarch, its controller becomes the monarch.", effects=({"do": "become_monarch"},))


def become(game: "Game", player: int) -> None:
    """``player`` becomes the monarch (CR 724.1, 724.3)."""
    if game.monarch == player:
        return
    ops.set_monarch(game, player)
    ops.log(game, "monarch", "724.1", "{player} becomes the monarch.", player=game.players[player].name)


def end_step(game: "Game") -> None:
    """CR 724.2a: at the beginning of the monarch's end step, that player draws a card."""
    if game.monarch is not None and game.monarch == game.active and not game.players[game.monarch].lost:
        ops.queue_triggers(game, [PendingTrigger(game.monarch, 0, MONARCH, _DRAW)])


def combat_damage(game: "Game", damaged: Mapping[int, Any]) -> None:
    """CR 724.2b: a creature that dealt combat damage to the monarch makes its controller the monarch.
    ``damaged``: source id -> the players it dealt combat damage to."""
    if game.monarch is None:
        return
    for src, players in damaged.items():
        o = game.objects.get(src)
        if o is not None and game.monarch in players and o.controller != game.monarch:
            ops.queue_triggers(game, [PendingTrigger(o.controller, 0, MONARCH, _STEAL)])


@effect("become_monarch")
def _become_monarch(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> None:
    become(game, ctx.controller)


EFFECT_PARAMS["become_monarch"] = {}
