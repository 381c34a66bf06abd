"""Orcish Bowmasters: "When this creature enters and whenever an opponent draws a card except the
first one they draw in each of their draw steps, this creature deals 1 damage to any target. Then
amass Orcs 1."

* trigger ``opponent_draws_extra``: an opponent of the controller drew a card, other than the card
  drawn for the turn in their draw step (CR 504.1); each card drawn is one draw (CR 121.2), so one
  trigger each; ``trigger_player`` is the player who drew;
* effect ``amass`` (CR 701.47a): "Amass Orcs N": with no Army creature, create a 0/0 black Orc Army
  creature token; choose an Army creature you control; put N +1/+1 counters on it.  An Army that is
  not of that creature type would become one as well: no effect in this engine changes a creature
  type, so that part is left to the players (and said in the log).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Generator, Mapping

from ..rules import characteristics as chars
from .. import operations as ops
from ..decisions import Choose, Kind
from .effect_core import EffectContext, effect
from ..data.effect_params import EFFECT_PARAMS
from ..errors import IllegalAnswer

if TYPE_CHECKING:
    from ..state import GameState as Game


# The trigger is dispatched by ``operations.draw`` (``turn_draw``: the draw for the turn).


def _amass_subtype(v: Any) -> str | None:
    return None if isinstance(v, str) and v.isalpha() and v[:1].isupper() else "a creature type, such as Orc"


def _amass_n(v: Any) -> str | None:
    return None if isinstance(v, int) and not isinstance(v, bool) and 1 <= v <= 20 else "a number from 1 to 20"


@effect("amass")
def _amass(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> Generator[Any, Any, None]:
    """Amass [type] N (CR 701.47a)."""
    me, kind, n = ctx.controller, str(e.get("subtype", "Orc")), int(e.get("amount", 1))
    armies = [c for c in game.battlefield if game.objects[c].controller == me and chars.is_creature(game, c)
              and "Army" in game.objects[c].card.subtypes]
    if not armies:
        token = {"name": f"{kind} Army", "types": ["Creature"], "subtypes": [kind, "Army"], "colors": ["B"],
                 "power": 0, "toughness": 0}
        armies = [ops.create_token(game, me, token, ctx.source_name)]
    chosen = armies[0]
    if len(armies) > 1:
        def validate(a: Any) -> None:
            ops._expect(a, Choose, "701.47a")
            if a.choice not in armies:
                raise IllegalAnswer("701.47a", "{card} is not an Army creature you control",
                                    card=ops.describe(game, a.choice))

        ans = yield ops._decision(game, Kind.CHOOSE, me, "Choose an Army creature you control to amass ({card}).",
                                  "701.47a", {"options": armies}, validate, lambda: [Choose(i) for i in armies],
                                  prompt_args={"card": ctx.source_name})
        chosen = ans.choice
    ops.add_counters(game, chosen, "+1/+1", n)
    if kind not in game.objects[chosen].card.subtypes:
        ops.log(game, "manual", "701.47a", "{card} becomes a {kind} as well: by hand.",
                card=game.objects[chosen].name, kind=kind)


EFFECT_PARAMS["amass"] = {"subtype": _amass_subtype, "amount": _amass_n}
