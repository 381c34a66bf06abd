"""The pilot and face-down cards (CR 702.37, 702.168; ``engine/families/face_down.py``).

* A card it can cast only face down (its mana cost can't be paid now, {3} can) is cast face down
  only when nothing else is cast in that main phase (it "has nothing better"), the most expensive
  such card first.
* In a main phase, after casting what it can, it turns face up the face-down creature whose morph
  cost is the largest it can pay (a special action, CR 116.2b), once per priority.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Sequence

from ..engine import Cast, Game, TurnFaceUp
from ..engine.turn import actions
from ..engine.rules import casting_costs as cc
from ..engine.families import face_down as fd

if TYPE_CHECKING:
    from .pilot import HeuristicPilot


def only_face_down(pilot: "HeuristicPilot", game: Game, card: int) -> bool:
    """Whether the only way the pilot could cast ``card`` now is face down."""
    o = game.objects[card]
    if fd.morph_ability(o.card) is None:
        return False
    usable = [m.key for m in cc.methods(game.state, pilot.player, o)
              if cc.method_problem(game.state, pilot.player, o, m, 0, None) is None]
    return usable == ["face_down"]


def face_down_cast(pilot: "HeuristicPilot", game: Game, cards: Sequence[int]) -> Any | None:
    """Cast the most expensive card that can only be cast face down, or None."""
    found = [c for c in cards if c in game.objects and only_face_down(pilot, game, c)]
    if not found:
        return None
    found.sort(key=lambda c: (-game.objects[c].card.mana_cost.mana_value, c))
    return Cast(found[0])


def turn_up_action(pilot: "HeuristicPilot", game: Game) -> Any | None:
    """Turn face up the face-down creature with the largest morph cost it can pay now, or None."""
    state = game.state
    mine = [c for c in state.face_down if actions.face_up_problem(state, pilot.player, c) is None]
    if not mine:
        return None
    mine.sort(key=lambda c: (-fd.up_cost(state, c).mana_value, c))
    return TurnFaceUp(mine[0])
