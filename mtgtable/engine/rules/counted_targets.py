"""Target specs whose number is counted: "counter target spell with mana value X or less, where X is
the number of Faeries you control" (Spellstutter Sprite), ``"spell:mv<=#Faerie"``.

X is counted each time the target's legality is judged: as the target is chosen (CR 601.2c, 115.1)
and again as the ability resolves (CR 608.2b: with fewer Faeries then, the spell may no longer be a
legal target).  The count is of the permanents of that creature type the ability's controller
controls (printed, or through changeling, CR 702.73a).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import counts
from .target_filters import passes as number_passes

if TYPE_CHECKING:
    from ..state import GameState as Game


def x_now(game: "Game", controller: int, subtype: str) -> int:
    """X: the number of ``subtype`` permanents ``controller`` controls now."""
    return counts.count(game, controller, None, {"count": "permanents", "whose": "you", "subtypes_any": [subtype]})


def passes(game: "Game", oid: int, subtype: str, controller: int) -> bool:
    """Whether ``oid``'s mana value is X or less (CR 202.3)."""
    return number_passes(game, oid, ("mv", "<=", x_now(game, controller, subtype)))
