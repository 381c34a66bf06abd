"""Prismatic Strands: "Prevent all damage that sources of the color of your choice would deal
this turn" (CR 615.1: a prevention effect; CR 514.2: "this turn" ends in the cleanup step).

* effect ``{"do": "prevent_color_turn"}``: its controller chooses a colour as it resolves
  (CR 608.2d, the generic ``Choose`` among 0-4, W U B R G, with ``data["prevent_color"]``);
  from then until the turn's cleanup step, damage that a source of that colour would deal is
  prevented, whoever the source's controller and whatever it is dealt to;
* the colours are kept on the state (``GameState.prevented_colors``) and read by
  ``operations.deal_damage``, with the source's colour as the damage is dealt (CR 615.1, 105.2).
"""

from __future__ import annotations

from typing import Any, Final, Generator, Mapping, TYPE_CHECKING

from .. import operations as ops
from .chosen import COLOR_LABELS
from ..decisions import Choose, Kind
from .effect_core import EffectContext, effect
from ..data.effect_params import EFFECT_PARAMS
from ..errors import IllegalAnswer

if TYPE_CHECKING:
    from ..state import GameState as Game

_ORDER: Final = ("W", "U", "B", "R", "G")

EFFECT_PARAMS["prevent_color_turn"] = {}


@effect("prevent_color_turn")
def _prevent_color_turn(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> Generator[Any, Any, None]:
    """Choose a colour; prevent all damage sources of it would deal this turn (CR 615.1)."""
    options = list(range(len(_ORDER)))

    def validate(a: Any) -> None:
        ops._expect(a, Choose, "608.2d")
        if a.choice not in options:
            raise IllegalAnswer("608.2d", "{n} is not one of the options", n=a.choice)

    ans = yield ops._decision(game, Kind.CHOOSE, ctx.controller, "{card}: choose a color. Damage that sources of "
                              "that color would deal this turn is prevented.", "615.1",
                              {"options": options, "labels": {i: COLOR_LABELS[c] for i, c in enumerate(_ORDER)},
                               "prevent_color": True},
                              validate, lambda: [Choose(i) for i in options], prompt_args={"card": ctx.source_name})
    color = _ORDER[ans.choice]
    ops.prevent_color_this_turn(game, color)
    ops.log(game, "prevent_color", "615.1", "{player} chooses {color}: all damage that {color} sources would deal "
            "this turn is prevented ({card}).", player=game.players[ctx.controller].name, color=f"{{{color}}}",
            card=ctx.source_name)
