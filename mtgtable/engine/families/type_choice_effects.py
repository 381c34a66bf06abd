"""A creature type chosen as a spell resolves, read by its next effect (CR 205.3m, 608.2d).

* ``{"do": "choose_creature_type"}``: "Choose a creature type." (Distant Melody).  The spell's
  controller chooses one of the creature types among the creature cards they own
  (``chosen.creature_types_of``: the types that can change what the spell does, without showing a
  hidden card of the opponent); the choice is kept in the resolution's ``info`` as
  ``chosen_type`` for the effects after it, and forgotten with them;
* a count with ``"of_chosen_type": true`` (``effect_core.counted``): "for each permanent you
  control of that type" counts the permanents with the chosen subtype (changelings too, CR 702.73a).

The answer is a :class:`Choose` of an option index, like the "as this enters, choose a creature
type" of ``turn.entering``; the suggestion is the type of which the player controls the most
permanents.  Importing this module registers the effect (effects.py does, at its end).
"""

from __future__ import annotations

from typing import Any, Mapping

from .. import operations as ops
from ..data.effect_params import EFFECT_PARAMS
from ..decisions import Choose, Kind
from ..errors import IllegalAnswer
from ..rules import counts
from ..state import GameState as Game
from . import chosen
from .effect_core import EffectContext, effect

EFFECT_PARAMS["choose_creature_type"] = {}


@effect("choose_creature_type")
def _choose_creature_type(game: Game, ctx: EffectContext, e: Mapping[str, Any]) -> Any:
    """The controller chooses a creature type (CR 205.3m) as the spell resolves (CR 608.2d)."""
    me = ctx.controller
    values = chosen.creature_types_of(game, me)
    if not values:
        return
    options = list(range(len(values)))

    def validate(a: Any) -> None:
        ops._expect(a, Choose, "608.2d")
        if a.choice not in options:
            raise IllegalAnswer("608.2d", "choose one of the options {first} to {last}",
                                first=options[0], last=options[-1])

    def most() -> Choose:
        mine = [counts.count(game, me, ctx.source, {"count": "permanents", "whose": "you", "subtypes_any": [v]})
                for v in values]
        return Choose(mine.index(max(mine)))

    ans = yield ops._decision(game, Kind.CHOOSE, me, "Choose a creature type ({card}).", "608.2d",
                              {"options": options, "labels": dict(enumerate(values)), "creature_type": True},
                              validate, lambda: [Choose(i) for i in options], _suggest=most,
                              prompt_args={"card": ctx.source_name})
    ctx.info["chosen_type"] = values[ans.choice]
    ops.log(game, "choose", "608.2d", "{player} chooses {type}.", player=game.players[me].name,
            type=values[ans.choice])
