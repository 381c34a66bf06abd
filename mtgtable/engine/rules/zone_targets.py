"""The target specs of the zones family (``target_specs.ZONE_SPECS``): Ghostly Flicker's
"two target artifacts, creatures, and/or lands you control", Restoration Angel's "target
non-Angel creature you control" (CR 115.1).  Only ``characteristics`` is imported, so
``targets`` can ask this module without closing an import circle."""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import characteristics as chars

if TYPE_CHECKING:
    from ..state import GameState as Game


def is_legal(game: "Game", spec: str, ref: int, controller: int) -> bool:
    """Whether the permanent ``ref`` fits one of ``target_specs.ZONE_SPECS`` (hexproof aside)."""
    o = game.objects[ref]
    if spec == "artifact_creature_or_land_you_control":
        return o.controller == controller and (chars.is_creature(game, ref) or chars.is_type(game, ref, "Artifact")
                                               or chars.is_type(game, ref, "Land"))
    if spec == "non_angel_creature_you_control":
        # (printed subtypes, as target_filters reads them; changeling is every creature type, CR 702.73a)
        return o.controller == controller and chars.is_creature(game, ref) and \
            "Angel" not in o.card.subtypes and "Changeling" not in o.card.keywords
    return False

