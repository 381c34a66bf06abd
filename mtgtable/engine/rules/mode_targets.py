"""Target specs the modes of modal spells ask for (CR 115.1): "target noncreature permanent"
(Brutalizer Exarch), "target monocolored creature" (Sultai Charm, CR 105.2a: exactly one
colour), "target token", "target spell you don't control" (Hullbreaker Horror).

Their descriptions are ``graveyard_specs.MODE_SPECS`` (data, merged into ``TARGET_SPECS``, translated like
the others, context ``engine-args``); :func:`is_legal` judges them for
``targets.is_legal_target`` (hexproof, shroud and protection are checked there first).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import characteristics as chars
from ..data.graveyard_specs import ABILITY_SPECS as ABILITY_SPECS
from ..data.graveyard_specs import MODE_SPECS as MODE_SPECS
from ..objects import StackKind, Zone

if TYPE_CHECKING:
    from ..state import GameState as Game



def ability_legal(game: "Game", spec: str, ref: object) -> bool:
    """An activated or triggered ability on the stack of the kinds the spec names (CR 115.1); a mana
    ability never is (it doesn't use the stack, CR 605.3a)."""
    kinds = ABILITY_SPECS[spec]
    return isinstance(ref, int) and not isinstance(ref, bool) and any(
        s.id == ref and s.kind.value in kinds for s in game.stack)


def ability_pool(game: "Game") -> list[int]:
    """The abilities on the stack (what :func:`ability_legal` chooses among)."""
    return [s.id for s in game.stack if s.kind is not StackKind.SPELL]


def is_legal(game: "Game", spec: str, ref: int, controller: int, source: int | None) -> bool:
    o = game.objects.get(ref)
    if o is None:
        return False
    if spec == "spell_you_dont_control":
        return (o.zone is Zone.STACK and ref != source and o.controller != controller
                and any(s.id == ref and s.kind is StackKind.SPELL for s in game.stack))
    if o.zone is not Zone.BATTLEFIELD:
        return False
    if spec == "noncreature_permanent":
        return not chars.is_creature(game, ref)
    if spec == "monocolored_creature":
        return chars.is_creature(game, ref) and len(set(chars.colors(game, ref))) == 1
    if spec == "token":
        return o.token
    if spec == "creature_token":
        return o.token and chars.is_creature(game, ref)
    return False
