"""Proliferate (CR 701.34a): "choose any number of permanents and/or players, then give each
another counter of each kind already there."

The controller chooses, one at a time as the effect resolves (CR 608.2d), among the
permanents with counters and the players with poison counters (the only counters players
have in this engine) not chosen yet, and stops when they like (option -1).  A player is the
option ``-2 - index``.  Then each chosen one gets one more counter of each kind it has (all
at once, after the choice, CR 701.34a).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Generator, Mapping

from .. import operations as ops
from ..decisions import Choose, Kind, option_label
from .effect_core import EffectContext, effect
from ..data.effect_params import EFFECT_PARAMS
from ..errors import IllegalAnswer

if TYPE_CHECKING:
    from ..state import GameState as Game


def _player_option(index: int) -> int:
    return -2 - index


@effect("proliferate")
def _proliferate(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> Generator[Any, Any, None]:
    me = ctx.controller
    chosen: list[int] = []
    while True:
        perms = [c for c in game.battlefield if game.objects[c].counters
                 and any(n > 0 for n in game.objects[c].counters.values()) and c not in chosen]
        people = [_player_option(p.index) for p in game.players
                  if p.poison > 0 and not p.lost and _player_option(p.index) not in chosen]
        if not perms and not people:
            break
        opts = perms + people + [-1]
        labels: dict[int, str] = {-1: option_label("Stop")}
        label_args: dict[str, str] = {}
        for code in people:
            index = -2 - code
            labels[code] = f"{{p{index}}}"
            label_args[f"p{index}"] = game.players[index].name

        def validate(a: Any, opts: list[int] = opts) -> None:
            ops._expect(a, Choose, "701.34a")
            if a.choice not in opts:
                raise IllegalAnswer("701.34a", "{card} has no counter to proliferate or is already chosen",
                                    card=ops.describe(game, a.choice) if a.choice >= 0 else str(a.choice))

        def choices(opts: list[int] = opts) -> list[Any]:
            return [Choose(i) for i in opts]

        ans = yield ops._decision(game, Kind.CHOOSE, me, "Choose a permanent or player to proliferate ({card}).",
                                  "701.34a", {"options": opts, "labels": labels, "label_args": label_args,
                                                  "proliferate": True},
                                  validate, choices, prompt_args={"card": ctx.source_name})
        if ans.choice == -1:
            break
        chosen.append(ans.choice)
    for c in chosen:
        if c >= 0 and c in game.objects:
            for kind, n in list(game.objects[c].counters.items()):
                if n > 0:
                    ops.add_counters(game, c, kind, 1)
        elif c <= -2:
            index = -2 - c
            if game.players[index].poison > 0:
                ops.give_poison(game, index, 1, ctx.source_name, "701.34a")


EFFECT_PARAMS["proliferate"] = {}
