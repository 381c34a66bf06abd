"""Clauses about who a target belonged to: "Return target nonland permanent to its owner's hand. If you
controlled that permanent, draw a card." (Boomerang Basics): the controller the target had as it left,
its last known information (CR 608.2h), ``engine.families.casting_effects`` ``if_target_controller``;
Chain of Vapor's "Then that permanent's controller may sacrifice a land ..." (``chain_copies``)."""

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


_CHAIN = ("if", "the", "player", "does", ",", "they", "may", "copy", "~", "and", "may", "choose", "a",
          "new", "target", "for", "that", "copy")


def chain_copy(p: Parser) -> list[Effect]:
    """``then that permanent's controller may sacrifice a land of their choice. If the player does, they may copy
    this spell and may choose a new target for that copy`` (Chain of Vapor, after an effect on one target
    permanent): ``engine.families.chain_copies`` (CR 707.10, 707.10c)."""
    it = p.ctx.it
    if "Instant" not in p.ctx.card_types and "Sorcery" not in p.ctx.card_types:
        raise p.fail("only a spell copies itself")
    p.eat("then")
    if isinstance(it, int) and p.ctx.targets == ["any"] and p.at("that", "player", "or", "that", "permanent's",
                                                                   "controller", "may", "pay", "{R}", "{R}", "."):
        p.i += 11  # Chain Lightning: the player dealt damage, or the permanent's controller
        p.need(*_CHAIN)
        return [{"do": "chain_copy", "who": {"player_or_controller_of": it}, "pay": "{R}{R}"}]
    if not isinstance(it, int) or not p.at("that", "permanent's", "controller", "may", "sacrifice", "a", "land", "of",
                                           "their", "choice", "."):
        raise p.fail("expected that permanent's controller may sacrifice a land")
    if len(p.ctx.targets) != 1 or "permanent" not in p.ctx.targets[it]:
        raise p.fail("the one target permanent")
    p.i += 11
    p.need(*_CHAIN)
    return [{"do": "chain_copy", "who": {"controller_of": it}, "sacrifice": "Land"}]


CLAUSES = (if_you_controlled, chain_copy)
