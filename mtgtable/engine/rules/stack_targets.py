"""Judging the specs of ``stack_specs`` (CR 115.1): a spell or an ability on the stack, and a
permanent other than the source ("another target permanent").

``targets.is_legal_target`` asks :func:`is_legal` for these specs, as the target is chosen
(CR 601.2c, 602.2b) and again as the spell or ability resolves (CR 608.2b: a triggered ability
that has left the stack, or a spell that became coloured, is no longer a legal target);
``targets.candidates`` takes its pool from :func:`pool`.  A mana ability never is on the stack
(CR 605.3a), so it is never a choice.
"""

from __future__ import annotations

from typing import Final, TYPE_CHECKING

from . import characteristics as chars
from ..objects import StackKind, Zone
from ..refs import Ref
from ..data.stack_specs import OTHER_SPECS as OTHER_SPECS
from ..data.stack_specs import STACK_SPECS as STACK_SPECS

if TYPE_CHECKING:
    from ..state import GameState as Game

#: Per stack spec: the ability kinds it admits, and what a spell must be ("colorless").
STACK_KINDS: Final[dict[str, tuple[tuple[str, ...], str]]] = {
    "triggered_ability_or_colorless_spell": (("triggered",), "colorless"),
    "spell_or_ability": (("activated", "triggered"), "any"),
    "spell_with_single_target": ((), "single_target"),
}


def handles(spec: str) -> bool:
    """Whether ``spec`` is one of this module's."""
    return spec in STACK_SPECS or spec in OTHER_SPECS


def is_legal(game: "Game", spec: str, ref: Ref, controller: int, source: int | None) -> bool:
    """Whether ``ref`` fits ``spec`` (hexproof, shroud and protection are judged by the caller
    for permanents; a stack object has none of them, CR 702.11, 702.18a)."""
    if not isinstance(ref, int) or isinstance(ref, bool):
        return False
    if spec in OTHER_SPECS:
        o = game.objects.get(ref)
        return o is not None and o.zone is Zone.BATTLEFIELD and ref != source
    kinds, spell_must = STACK_KINDS[spec]
    item = next((s for s in game.stack if s.id == ref), None)
    if item is None or ref == source:
        return False
    if item.kind is StackKind.SPELL:
        o = game.objects.get(ref)
        if o is None or o.zone is not Zone.STACK:
            return False
        if spell_must == "colorless":
            return not chars.colors(game, ref)
        if spell_must == "single_target":  # one target, chosen once (CR 115.7a)
            return len(item.targets) == 1
        return spell_must == "any"
    return item.kind.value in kinds


def spell_fits(game: "Game", ref: int, controller: int, source: int | None, whose: str) -> bool:
    """Whether ``ref`` is a spell on the stack (not the source itself) of the player ``whose`` names:
    anyone's (``"any"``) or an opponent's (``"opponent"``), for ``stack_specs.SPELL_OR_PERMANENT``."""
    o = game.objects.get(ref)
    return (o is not None and o.zone is Zone.STACK and ref != source
            and any(s.id == ref and s.kind is StackKind.SPELL for s in game.stack)
            and (whose == "any" or o.controller != controller))


def pool(game: "Game", spec: str) -> list[int]:
    """What :func:`is_legal` chooses among: the stack's objects, or the battlefield."""
    if spec in OTHER_SPECS:
        return list(game.battlefield)
    return [s.id for s in game.stack]
