"""Combat damage prevented (CR 615.1): "Prevent all combat damage that would be dealt this turn."
(Fog, Moment's Peace, Spike Weaver), "Prevent all combat damage that would be dealt to and dealt by
that creature this turn." (Maze of Ith, Deftblade Elite), and the statics "Prevent all combat damage
that would be dealt to and dealt by this creature." (Fog Bank) and "... dealt to this creature."
(Guard Gomazoa).

* effect ``{"do": "prevent_combat_turn"}``: all combat damage until the turn's cleanup step;
  with ``target`` (a target index, or ``self``): the combat damage dealt to and dealt by that
  creature (CR 615.1; CR 514.2: "this turn" ends in the cleanup step).  A creature that left
  the battlefield is a new object (CR 400.7), so the effect no longer applies to it;
* static ``prevent_combat_damage``: combat damage dealt to this permanent is prevented; with
  ``by``, the combat damage it deals too.

The marks are kept on the state (``GameState.combat_prevention``: ``-1`` for all, else object
ids) and read by ``operations.deal_damage`` (``operations.combat_damage_prevented``) as combat
damage is dealt (CR 510.2).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Generator, Mapping

from .. import operations as ops
from .effect_core import EffectContext, effect, objects
from ..data.effect_params import EFFECT_PARAMS

if TYPE_CHECKING:
    from ..state import GameState as Game


def _target(v: Any) -> str | None:
    ok = v == "self" or (isinstance(v, int) and not isinstance(v, bool) and 0 <= v < 100)
    return None if ok else 'a target index or "self"'


EFFECT_PARAMS["prevent_combat_turn"] = {"target": _target}


@effect("prevent_combat_turn")
def _prevent_combat_turn(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> Generator[Any, Any, None]:
    """All combat damage this turn, or the combat damage dealt to and dealt by one creature (CR 615.1)."""
    if "target" not in e:
        ops.prevent_combat_damage_this_turn(game, None)
        ops.log(game, "prevent_combat", "615.1", "All combat damage that would be dealt this turn is prevented "
                "({card}).", card=ctx.source_name)
        return
    for oid in objects(game, ctx, e["target"]):
        ops.prevent_combat_damage_this_turn(game, oid)
        ops.log(game, "prevent_combat", "615.1", "All combat damage that would be dealt to and dealt by {target} "
                "this turn is prevented ({card}).", target=game.objects[oid].name, card=ctx.source_name)
    yield from ()
