"""The words of the target specs in ``engine.more_targets`` (CR 115.1), for the grammar's table."""

from __future__ import annotations

_COLORS = ("white", "blue", "black", "red", "green")

MORE_TARGETS: tuple[tuple[tuple[str, ...], str], ...] = (
    *(((c, "spell"), f"{c}_spell") for c in _COLORS),
    *(((c, "permanent"), f"{c}_permanent") for c in _COLORS),
    *(((c, "creature"), f"{c}_creature") for c in _COLORS),
    *(((f"non{c}", "creature"), f"non{c}_creature") for c in _COLORS),
    (("nonartifact", "creature"), "nonartifact_creature"),
    (("artifact", "creature"), "artifact_creature"),
    (("permanent", "you", "control"), "permanent_you_control"),
    (("permanent", "an", "opponent", "controls"), "permanent_opponent_controls"),
    (("permanent", "you", "don't", "control"), "permanent_opponent_controls"),
    (("nonbasic", "land"), "nonbasic_land"),
    (("creature", "or", "enchantment", "spell"), "creature_or_enchantment_spell"),
)
