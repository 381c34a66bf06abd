"""``You may repeat this process any number of times.`` (Ad Nauseam, CR 608.2c-d): the effects
before it in the same ability, done once, then again each time the controller chooses to; and
Grindstone's "Target player mills two cards. If two cards that share a color were milled this way,
repeat this process." (``mill_repeat_shared_color``: no choice, CR 701.17a).

* ``{"do": "repeat_may", "effects": [...]}``: the nested effects happen; then, while the
  controller's library is not empty (the processes this module repeats reveal its top card:
  ``oracle/repeat_phrases`` reads only those), a yes/no choice (``data["repeat_process"]``) asks
  whether to do them again (CR 608.2d: the choice is made as the ability resolves).

The choice is the ordinary yes/no :class:`Choose` (1 yes, 0 no), so the GUI, the random agent and
the fuzzer answer it like any "you may"; the goldfish pilot repeats while it has life to spare
(``pilot.HeuristicPilot``).  Importing this module registers the effect (effects.py does).
"""

from __future__ import annotations

from typing import Any, Generator, Mapping

from .. import operations as ops
from ..data.effect_params import EFFECT_PARAMS, amount as amount_check, effect_list, subject
from ..decisions import Choose, Kind, option_label
from ..errors import IllegalAnswer
from ..state import GameState as Game
from ..objects import Zone
from .effect_core import EFFECTS, EffectContext, effect, players

EFFECT_PARAMS["repeat_may"] = {"effects": effect_list}
EFFECT_PARAMS["mill_repeat_shared_color"] = {"amount": amount_check, "who": subject}


@effect("mill_repeat_shared_color")
def _mill_repeat(game: Game, ctx: EffectContext, e: Mapping[str, Any]) -> None:
    """Grindstone: each player mills two cards, again while the two cards milled share a color
    (CR 701.17a, 105.2: a colorless card shares a color with none); an emptied library ends it."""
    for pi in players(game, ctx, e.get("who", 0)):
        while True:
            lib = game.players[pi].library
            milled = [game.objects[c].card for c in lib[:2]]
            for c in list(lib[:2]):
                ops.move(game, c, Zone.GRAVEYARD, rule="701.17a", why="milled")
            if len(milled) < 2 or not set(milled[0].colors) & set(milled[1].colors):
                break


@effect("repeat_may")
def _repeat_may(game: Game, ctx: EffectContext, e: Mapping[str, Any]) -> Generator[Any, Any, None]:
    """The process, then again as long as its controller chooses to and has a library (CR 608.2d)."""
    me = ctx.controller
    while True:
        for inner in e.get("effects", ()):
            result = EFFECTS[inner["do"]](game, ctx, inner)
            if result is not None:
                yield from result
        if not game.players[me].library or game.players[me].lost:
            return
        ans = yield _repeat_decision(game, me, ctx.source_name)
        if ans.choice != 1:
            return


def _repeat_decision(game: Game, me: int, card: str) -> Any:
    """The yes/no choice to repeat (``ops.yes_no_decision``'s shape, with ``repeat_process`` for the pilot)."""
    def validate(a: Any) -> None:
        ops._expect(a, Choose, "608.2d")
        if a.choice not in (0, 1):
            raise IllegalAnswer("608.2d", "answer choose 1 (yes) or choose 0 (no)")

    return ops._decision(game, Kind.CHOOSE, me, "{card}: repeat this process?", "608.2d",
                         {"options": [0, 1], "labels": {0: option_label("Stop"), 1: option_label("Repeat")},
                          "label_args": {"card": card}, "yes_no": True, "repeat_process": True},
                         validate, lambda: [Choose(0), Choose(1)], prompt_args={"card": card})
