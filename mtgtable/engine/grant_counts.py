"""Grants "for each ...": "Enchanted creature gets +1/+1 for each enchantment you control"
(Ethereal Armor), "Equipped creature gets +1/+0 for each artifact you control" (Cranial
Plating).  The count is worked out continuously, whenever the characteristics are asked for
(CR 611.3a, 613.4c), from the Aura's or Equipment's controller's side; a grant with ``per`` is
scaled whole (its power, its toughness; its keywords stay).

A module of its own beneath ``characteristics`` (which calls :func:`scale` from ``_grants``): it
reads the state's objects directly and imports no other engine module.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .state import GameState as Game

#: What a grant's ``per`` counts.
PER_KINDS = frozenset({"enchantments_you_control", "artifacts_you_control", "creatures_you_control",
                       "lands_you_control", "other_enchantments"})
_PER_TYPES = {"enchantments_you_control": "Enchantment", "artifacts_you_control": "Artifact",
              "creatures_you_control": "Creature", "lands_you_control": "Land", "other_enchantments": "Enchantment"}


def scale(game: "Game", source: int, grants: Any) -> dict[str, Any]:
    """The grant of ``source`` (an Aura or Equipment) with its power and toughness times the count."""
    per = grants.get("per")
    src = game.objects[source]
    kind = _PER_TYPES.get(str(per))
    n = 0
    if kind is not None:
        for oid in game.battlefield:
            o = game.objects[oid]
            if per == "other_enchantments":
                n += oid != source and kind in o.card.types
            elif o.controller == src.controller:
                n += kind in o.card.types
    out = {"power": int(grants.get("power", 0)) * n, "toughness": int(grants.get("toughness", 0)) * n}
    if grants.get("keywords"):
        out["keywords"] = grants["keywords"]
    return out
