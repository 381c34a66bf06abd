"""The words of the target specs in ``engine.more_targets`` (CR 115.1), for the grammar's table."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .grammar import Parser

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
    (("instant", "spell"), "instant_spell"), (("sorcery", "spell"), "sorcery_spell"),
    (("artifact", "spell"), "artifact_spell"), (("enchantment", "spell"), "enchantment_spell"),
    (("artifact", "or", "enchantment", "spell"), "artifact_or_enchantment_spell"),
    (("enchantment", ",", "instant", ",", "or", "sorcery", "spell"), "enchantment_instant_or_sorcery_spell"),
    (("creature", "or", "planeswalker", "spell"), "creature_or_planeswalker_spell"),
    (("artifact", ",", "creature", ",", "enchantment", ",", "or", "planeswalker"),
     "artifact_creature_enchantment_or_planeswalker"),
    (("artifact", ",", "enchantment", ",", "or", "nonbasic", "land", "an", "opponent", "controls"),
     "artifact_enchantment_or_nonbasic_land_opponent_controls"),
    (("blinkmoth", "creature"), "blinkmoth_creature"),
)


_FILTER_WHAT = {"mana": "mv", "power": "power", "toughness": "toughness"}


def target_filter(p: "Parser", spec: str) -> str:
    """``spec`` with what follows it: ``with mana value 3 or less``, ``with power 2 or less``, ``with
    toughness 4 or greater``, ``with mana value 1`` -> ``"nonland_permanent:mv<=3"`` (``engine.target_filters``,
    CR 202.3); ``spec`` itself when no such words follow.  "X or less" is not read: a target's X would be
    the spell's, which the engine doesn't compare (fail closed)."""
    if spec in ("any", "player", "opponent") or ":" in spec or not p.at("with", ("mana", "power", "toughness")):
        return spec
    m = p.mark()
    p.i += 1
    what = _FILTER_WHAT[p.peek()]
    p.i += 1
    if what == "mv" and not p.eat("value"):
        p.reset(m)
        return spec
    tok = p.peek()
    if not tok.isdigit() or len(tok) > 2:
        p.reset(m)
        return spec
    p.i += 1
    op = "="
    if p.eat("or", "less"):
        op = "<="
    elif p.eat("or", "greater"):
        op = ">="
    return f"{spec}:{what}{op}{int(tok)}"
