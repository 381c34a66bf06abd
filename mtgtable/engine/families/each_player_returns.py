"""``{"do": "each_reanimate"}``: "Each player puts a creature card from their graveyard onto the
battlefield." (Exhume).

Each player, in APNAP order (CR 101.4: the active player first, then the others in turn order),
chooses a creature card in their own graveyard, knowing the choices made before; then all the
chosen cards are put onto the battlefield at the same time (CR 608.2c), each under its owner's
control (CR 110.2), so their "enters" triggers see each other.  A player with no creature card in
their graveyard puts nothing; with one, that one (there is nothing to choose).

The answer is a :class:`Choose` of a card id (``library_effects.choose_among``), with
``"each_reanimate": true`` in the decision's data; the pilot takes its best creature.  Importing
this module registers the effect (effects.py does, at its end).
"""

from __future__ import annotations

from typing import Any, Mapping

from .. import operations as ops
from ..data.effect_params import EFFECT_PARAMS
from ..objects import Zone
from ..state import GameState as Game
from ..turn import entering
from .effect_core import EffectContext, effect
from .library_effects import choose_among

EFFECT_PARAMS["each_reanimate"] = {}


@effect("each_reanimate")
def _each_reanimate(game: Game, ctx: EffectContext, e: Mapping[str, Any]) -> Any:
    n = len(game.players)
    order = sorted((p.index for p in game.players if not p.lost), key=lambda i: (i - game.active) % n)
    picked: list[int] = []
    for pi in order:  # CR 101.4
        cands = [c for c in game.players[pi].graveyard if "Creature" in game.objects[c].card.types]
        if len(cands) > 1:
            ans = yield choose_among(game, pi, "Choose a creature card in your graveyard to put onto the "
                                     "battlefield ({card}).", "101.4", cands, {"each_reanimate": True},
                                     card=ctx.source_name)
            picked.append(ans.choice)
        elif cands:
            picked.append(cands[0])
    chosen = []
    for c in picked:  # as-enters choices first, then all of them enter at once (CR 608.2c, 614.12)
        owner = game.objects[c].owner
        chosen.append((c, owner, (yield from entering.as_enters_choices(game, owner, game.objects[c].card))))
    for c, owner, choices in chosen:
        if c in game.objects and game.objects[c].zone is Zone.GRAVEYARD:
            ops.move(game, c, Zone.BATTLEFIELD, rule="110.2", why="is put onto the battlefield from a graveyard",
                     controller=owner, as_enters=choices)
