"""Targets whose legality depends on another target of the same spell (CR 115.1, 601.2c): Searing Blaze's
"1 damage to target player or planeswalker and 1 damage to target creature that player or that
planeswalker's controller controls".  The spec names the first target's player: the player chosen, or the
controller of the planeswalker chosen.  The targets are chosen in order (CR 601.2c), so the creature is
judged against the first target as chosen; as the spell resolves (CR 608.2b) it is judged again, against
the same first choice (a creature that changed control is no longer legal; the first target's own
legality is its own matter).

Without the other targets (a list of candidates, the question whether any target exists) the spec is a
creature's, a superset: ``actions`` then checks that a whole choice exists.  Only ``characteristics`` is
imported, so ``targets`` can ask this module without closing an import circle.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from . import characteristics as chars
from ..refs import PlayerRef, Ref
from ..data.target_specs import DEPENDENT_SPECS as DEPENDENT_SPECS

if TYPE_CHECKING:
    from ..state import GameState as Game


def first_player(game: "Game", chosen: Sequence[Ref | None]) -> int | None:
    """The player the first target names: the player itself, or the controller of the permanent chosen
    (as it is now, or as it last was once it left the battlefield, CR 608.2h)."""
    if not chosen or chosen[0] is None:
        return None
    first = chosen[0]
    if isinstance(first, PlayerRef):
        return first.index
    o = game.objects.get(first)
    return o.controller if o is not None else None


def fits(game: "Game", spec: str, ref: int, chosen: Sequence[Ref | None] | None) -> bool:
    """Whether the permanent ``ref`` (hexproof, shroud and protection judged by the caller) fits ``spec``
    given the targets ``chosen`` so far (``None``: not known, judged as a creature only)."""
    if not chars.on_battlefield(game, ref) or not chars.is_creature(game, ref):
        return False
    if chosen is None:
        return True
    player = first_player(game, chosen)
    return player is not None and game.objects[ref].controller == player


def is_dependent(specs: Sequence[str]) -> bool:
    """Whether any of the specs depends on another target."""
    return any(s in DEPENDENT_SPECS for s in specs)
