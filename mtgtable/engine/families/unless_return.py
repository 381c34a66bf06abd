""""Sacrifice it unless you return an untapped Mountain you control to its owner's hand"
(Dormant Volcano; CR 118.12: an "unless" cost, paid or not as the ability resolves).

The controller chooses one of the untapped permanents of that basic land type
they control, or none; with none chosen (or none to choose), the source is
sacrificed (CR 701.17a).  A ``Choose`` decision, which the GUI, the pilot, the
random agent and the fuzzer answer.  Registered by ``effects.py``.
"""

from __future__ import annotations

from typing import Any, Final, Generator, Mapping

from ..decisions import Choose, Kind, option_label
from .effect_core import EffectContext, effect
from ..data.effect_params import EFFECT_PARAMS
from ..errors import IllegalAnswer
from ..objects import Zone

from ..rules import characteristics as chars
from .. import operations as ops
from ..state import GameState as Game

_BASIC_TYPES: Final = frozenset({"Plains", "Island", "Swamp", "Mountain", "Forest"})


def _land_type(v: Any) -> str | None:
    return None if v in _BASIC_TYPES else "a basic land type"


@effect("sacrifice_unless_return")
def _sacrifice_unless_return(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> Generator[Any, Any, None]:
    me, source = ctx.controller, ctx.source
    if not chars.on_battlefield(game, source) or game.objects[source].controller != me:
        return
    kind = str(e.get("subtype", ""))
    options = [oid for oid in game.battlefield if oid != source and game.objects[oid].controller == me
               and not game.objects[oid].tapped and kind in game.objects[oid].card.subtypes]
    if options:
        choices = options + [-1]

        def validate(a: Any) -> None:
            ops._expect(a, Choose, "118.12")
            if a.choice not in choices:
                raise IllegalAnswer("118.12", "{card} is not an untapped {kind} you control",
                                    card=ops.describe(game, a.choice), kind=kind)

        ans = yield ops._decision(game, Kind.CHOOSE, me, "Return an untapped {kind} you control to its owner's hand, "
                                  "or sacrifice {card}.", "118.12",
                                  {"options": choices, "labels": {-1: option_label("Sacrifice it")}},
                                  validate, lambda: [Choose(i) for i in choices],
                                  prompt_args={"kind": kind, "card": ctx.source_name})
        if ans.choice != -1:
            ops.move(game, ans.choice, Zone.HAND, rule="118.12", reason="returned_to_hand_by", source=ctx.source_name)
            return
    ops.move(game, source, Zone.GRAVEYARD, rule="118.12", reason="sacrificed_by", source=ctx.source_name)


EFFECT_PARAMS["sacrifice_unless_return"] = {"subtype": _land_type}
