"""Clauses about who a target belonged to: "Return target nonland permanent to its owner's hand. If you
controlled that permanent, draw a card." (Boomerang Basics): the controller the target had as it left,
its last known information (CR 608.2h), ``engine.families.casting_effects`` ``if_target_controller``."""

from __future__ import annotations

from typing import Any

from .grammar import Parser

Effect = dict[str, Any]


def if_you_controlled(p: Parser) -> list[Effect]:
    """``if you controlled that permanent, CLAUSE`` (after an effect on one target permanent)."""
    from ..engine.data.target_specs import TARGET_SPECS
    from .effect_phrases import clause
    it = p.ctx.it
    if not isinstance(it, int) or not p.at("if", "you", "controlled", "that", ("permanent", "creature"), ","):
        raise p.fail("expected if you controlled that permanent")
    spec = p.ctx.targets[it].partition(":")[0]
    if spec not in TARGET_SPECS or "spell" in spec or "graveyard" in spec or "player" in spec or spec == "any":
        raise p.fail("a target permanent")
    if p.peek(4) == "creature" and "creature" not in spec:
        raise p.fail("that creature names a creature target")
    p.i += 6
    return [{"do": "if_target_controller", "target": it, "effects": clause(p)}]


CLAUSES = (if_you_controlled,)
