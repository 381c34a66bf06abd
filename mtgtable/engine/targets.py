"""Target specs (CR 115): which objects or players a spell or ability may target.

A spec is a short name used in card data (``"creature"``, ``"any"``...).
:func:`is_legal_target` is the one predicate that both casting (CR 601.2c) and
resolution (CR 608.2b) use, so a target that became illegal is caught the
same way it was chosen.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from .decisions import Ref
from .objects import Zone

if TYPE_CHECKING:
    from .characteristics import (
        Characteristics as Game,  # the layer of Game targeting needs
    )

TARGET_SPECS: dict[str, str] = {
    "any": "any target (creature, player or planeswalker)",
    "creature": "target creature",
    "player": "target player",
    "opponent": "target opponent",
    "creature_or_player": "target creature or player",
    "creature_or_planeswalker": "target creature or planeswalker",
    "player_or_planeswalker": "target player or planeswalker",
    "planeswalker": "target planeswalker",
    "attacking_creature": "target attacking creature",
    "attacking_or_blocking_creature": "target attacking or blocking creature",
    "blocking_creature": "target blocking creature",
    "creature_attacking_you": "target creature attacking you",
    "creature_you_control": "target creature you control",
    "creature_opponent_controls": "target creature an opponent controls",
    "creature_with_flying": "target creature with flying",
    "creature_without_flying": "target creature without flying",
    "tapped_creature": "target tapped creature",
    "permanent": "target permanent",
    "nonland_permanent": "target nonland permanent",
    "artifact": "target artifact",
    "enchantment": "target enchantment",
    "artifact_or_enchantment": "target artifact or enchantment",
    "land": "target land",
    "spell": "target spell",
    "creature_spell": "target creature spell",
    "noncreature_spell": "target noncreature spell",
    "instant_or_sorcery_spell": "target instant or sorcery spell",
    "card_in_graveyard": "target card in a graveyard",
    "creature_card_in_your_graveyard": "target creature card in your graveyard",
}
from .more_targets import MORE_SPECS  # noqa: E402  (colour-qualified and other specs, more_targets.py)

TARGET_SPECS.update(MORE_SPECS)


def _perm(game: "Game", ref: Ref, pred: Callable[[int], bool]) -> bool:
    if not isinstance(ref, int):
        return False
    o = game.objects.get(ref)
    return o is not None and o.zone is Zone.BATTLEFIELD and pred(ref)


def is_legal_target(game: "Game", spec: str, ref: Ref, controller: int, source: int | None = None) -> bool:
    """Whether ``ref`` satisfies ``spec`` for a spell/ability controlled by ``controller``."""
    if isinstance(ref, str):
        if spec in ("any", "player", "creature_or_player", "player_or_planeswalker"):
            return game.player_ref_ok(ref)
        if spec == "opponent":
            return game.player_ref_ok(ref) and ref != f"p{controller}"
        return False
    o = game.objects.get(ref)
    if o is None:
        return False
    # Hexproof: can't be the target of spells or abilities opponents control (CR 702.11).
    if o.zone is Zone.BATTLEFIELD and o.controller != controller and game.has_keyword(ref, "Hexproof"):
        return False
    # Shroud: can't be the target of spells or abilities at all (CR 702.18a).
    if o.zone is Zone.BATTLEFIELD and game.has_keyword(ref, "Shroud"):
        return False
    if spec in MORE_SPECS:
        from .more_targets import is_legal
        return is_legal(game, spec, ref, controller, source)
    is_c = game.is_creature
    combat = game.combat
    if spec == "any":
        return _perm(game, ref, lambda i: is_c(i) or game.is_type(i, "Planeswalker"))
    if spec in ("creature", "creature_or_player"):
        return _perm(game, ref, is_c)
    if spec == "player_or_planeswalker":
        return _perm(game, ref, lambda i: game.is_type(i, "Planeswalker"))
    if spec == "creature_or_planeswalker":
        return _perm(game, ref, lambda i: is_c(i) or game.is_type(i, "Planeswalker"))
    if spec == "planeswalker":
        return _perm(game, ref, lambda i: game.is_type(i, "Planeswalker"))
    if spec == "attacking_creature":
        return _perm(game, ref, lambda i: is_c(i) and combat.is_attacking(i))
    if spec == "blocking_creature":
        return _perm(game, ref, lambda i: is_c(i) and combat.is_blocking(i))
    if spec == "attacking_or_blocking_creature":
        return _perm(game, ref, lambda i: is_c(i) and (combat.is_attacking(i) or combat.is_blocking(i)))
    if spec == "creature_attacking_you":
        return _perm(game, ref, lambda i: is_c(i) and combat.is_attacking(i)
                     and combat.defending_player_of(i, game) == controller)
    if spec == "creature_you_control":
        return _perm(game, ref, lambda i: is_c(i) and game.objects[i].controller == controller)
    if spec == "creature_opponent_controls":
        return _perm(game, ref, lambda i: is_c(i) and game.objects[i].controller != controller)
    if spec == "creature_with_flying":
        return _perm(game, ref, lambda i: is_c(i) and game.has_keyword(i, "Flying"))
    if spec == "creature_without_flying":
        return _perm(game, ref, lambda i: is_c(i) and not game.has_keyword(i, "Flying"))
    if spec == "tapped_creature":
        return _perm(game, ref, lambda i: is_c(i) and game.objects[i].tapped)
    if spec == "permanent":
        return _perm(game, ref, lambda i: True)
    if spec == "nonland_permanent":
        return _perm(game, ref, lambda i: not game.is_type(i, "Land"))
    if spec in ("artifact", "enchantment", "land"):
        return _perm(game, ref, lambda i: game.is_type(i, spec.capitalize()))
    if spec == "artifact_or_enchantment":
        return _perm(game, ref, lambda i: game.is_type(i, "Artifact") or game.is_type(i, "Enchantment"))
    if spec.endswith("spell"):
        if o.zone is not Zone.STACK or ref == source:
            return False
        if spec == "creature_spell":
            return o.card.is_creature
        if spec == "noncreature_spell":
            return not o.card.is_creature
        if spec == "instant_or_sorcery_spell":
            return o.card.is_instant or "Sorcery" in o.card.types
        return True
    if spec == "card_in_graveyard":
        return o.zone is Zone.GRAVEYARD
    if spec == "creature_card_in_your_graveyard":
        return o.zone is Zone.GRAVEYARD and o.owner == controller and o.card.is_creature
    return False


def candidates(game: "Game", spec: str, controller: int, source: int | None = None) -> list[Ref]:
    """Every legal choice for one target (for the GUI's highlighting and agents)."""
    out: list[Ref] = [p.ref for p in game.players if is_legal_target(game, spec, p.ref, controller, source)]
    pool: list[int]
    if spec.endswith("spell"):
        pool = [s.id for s in game.stack if s.kind == "spell"]
    elif "graveyard" in spec:
        pool = [i for p in game.players for i in p.graveyard]
    else:
        pool = game.battlefield
    out.extend(i for i in pool if is_legal_target(game, spec, i, controller, source))
    return out
