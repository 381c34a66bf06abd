"""The triggered abilities of suspend (CR 702.62a), after the special action (``suspend.py``):

* ``suspend_tick``: "At the beginning of your upkeep, if this card is suspended, remove a time
  counter from it."  The card must still be that object in exile with a time counter (CR 400.7,
  702.62b, 603.4); while counters are left, the next upkeep's trigger waits;
* ``suspend_cast``: "When the last time counter is removed from this card, if it's exiled, you may
  play it without paying its mana cost if able.  If you don't, it remains exiled.  If you cast a
  creature spell this way, it gains haste until you lose control of the spell or the permanent it
  becomes."  The cast is ``stack_effects.cast_without_paying``; the spell remembers ``suspended``
  and the permanent gets haste as it enters (``casting_costs.permanent_entered``).
"""

from __future__ import annotations

from typing import Any, Final, Generator, Mapping

from .. import operations as ops
from ..data.cards import Ability
from .effect_core import EffectContext, effect
from ..data.effect_params import EFFECT_PARAMS
from ..objects import PendingTrigger, Zone
from .stack_effects import cast_without_paying
from ..state import GameState as Game
from .suspend import schedule_tick

_CAST: Final = Ability(kind="triggered", trigger="last_counter_removed", effects=({"do": "suspend_cast"},),
                       text="When the last time counter is removed from this card, if it's exiled, you may play it "
                            "without paying its mana cost.")


def _suspended(game: Game, card: Any) -> bool:
    return isinstance(card, int) and card in game.objects and game.objects[card].zone is Zone.EXILE \
        and bool(game.chosen.get(card, {}).get("suspended"))


@effect("suspend_tick")
def _tick(game: Game, ctx: EffectContext, e: Mapping[str, Any]) -> None:
    card = ctx.info.get("card")
    if not isinstance(card, int) or not _suspended(game, card) or not game.objects[card].counters.get("time"):
        return  # no longer suspended (CR 702.62b, 603.4)
    o = game.objects[card]
    ops.remove_counters(game, card, "time", 1)
    left = o.counters.get("time", 0)
    ops.log(game, "suspend_tick", "702.62a", "A time counter is removed from {card} ({n} left).", card=o.name, n=left)
    if left > 0:
        schedule_tick(game, ctx.controller, card, o.name)
        return
    ops.queue_triggers(game, [PendingTrigger(ctx.controller, card, o.name, _CAST, {"card": card})])


@effect("suspend_cast")
def _cast(game: Game, ctx: EffectContext, e: Mapping[str, Any]) -> Generator[Any, Any, None]:
    card = ctx.info.get("card")
    if not _suspended(game, card):
        return  # "if it's exiled": the same object, still in exile (CR 400.7)
    assert isinstance(card, int)
    yield from cast_without_paying(game, ctx.controller, card, ctx.source_name, "702.62a",
                                   extra={"suspended": True})


EFFECT_PARAMS["suspend_tick"] = {}
EFFECT_PARAMS["suspend_cast"] = {}
