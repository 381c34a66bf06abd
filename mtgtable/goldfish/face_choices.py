"""The goldfish pilot and cards whose player chooses the face (``engine/families/modal_faces.py``).

* A modal double-faced card's land back face is played when the hand has no
  land (``HeuristicPilot._land_back_face``, CR 712.12).
* The other face cast (a split card's second half, CR 709.3; a modal
  double-faced card's nonland back face, CR 712.12; an Adventure, CR 715.3):
  only when nothing else is cast this main phase, and only a face whose spell
  needs no target (the pilot aims the front faces' targets, not these); the
  cheapest first.  An Adventure's creature is then cast from exile like any
  card with a permission (CR 715.4).
"""

from __future__ import annotations

from typing import Any, Sequence

from ..engine import Cast, Game
from ..engine.families.modal_faces import BACK, cast_face


def other_face_cast(game: Game, player: int, hand: Sequence[int]) -> Any:
    """A ``Cast`` of the other face of a card in ``hand``, or None."""
    found: list[tuple[int, int]] = []
    for c in hand:
        face = cast_face(game.objects[c].card)
        if face is None or face.mana_cost.x_count:
            continue
        sa = face.spell_ability
        if sa is not None and (sa.targets or sa.modes):
            continue
        if game.cast_problem(player, c, 0, face=BACK) is None:
            found.append((face.mana_cost.mana_value, c))
    return Cast(min(found)[1], 0, BACK) if found else None
