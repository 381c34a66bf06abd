"""``If this spell was kicked, ...`` (CR 702.33d): effects that happen only if the kicker
cost was paid, read as one more kind of clause in a run of effects.

``If this spell was kicked, draw a card.`` is ``{"do": "if_kicked", "effects": [...]}``;
``... deals 2 damage to any target. If this spell was kicked, it deals 4 damage
instead.`` replaces the damage just read by ``{"do": "if_kicked", "effects": [4 damage],
"otherwise": [2 damage]}``.  A kicked clause that would add a target is not read: the
engine's targets are chosen whatever is kicked (CR 601.2c), so it stays by hand.
"""

from __future__ import annotations

from typing import Any

from .grammar import NoParse, Parser

Effect = dict[str, Any]

_INSTEAD = "kicked_instead"


def kicked_clause(p: Parser) -> list[Effect]:
    from . import effect_phrases as ep
    if p.ctx.trigger == "etb" and p.at("if", "it", "was", "kicked", ","):
        p.i += 5  # "When this creature enters, if it was kicked, ..." (CR 603.4; the kick never changes)
    else:
        p.need("if", "~", "was", "kicked", ",")
    if p.at("it", "deals"):
        p.i += 2
        n = p.number(allow_x=False)
        p.need("damage", "instead")
        return [{"do": _INSTEAD, "amount": n}]
    before = len(p.ctx.targets)
    inner = ep.clause(p)
    if len(p.ctx.targets) != before:
        raise p.fail("a target chosen only if kicked")
    return [{"do": "if_kicked", "effects": inner}]


def paid_clause(p: Parser) -> list[Effect]:
    """``If this spell's additional cost was paid, you gain 2 life.`` (Requiting Hex): effects that happen
    only if the spell's additional cost was paid as it was cast (CR 601.2b; ``engine.additional_choices``).
    A clause that would add a target is not read (targets are chosen whatever is paid, CR 601.2c)."""
    from . import effect_phrases as ep
    p.need("if", "~'s", "additional", "cost", "was", "paid", ",")
    before = len(p.ctx.targets)
    inner = ep.clause(p)
    if len(p.ctx.targets) != before:
        raise p.fail("a target chosen only if the additional cost was paid")
    return [{"do": "if_additional_paid", "effects": inner}]


def join(p: Parser, out: list[Effect], new: list[Effect]) -> list[Effect]:
    """``out`` followed by ``new``; a kicked "instead" replaces the damage before it; "you may repeat
    this process any number of times" wraps the effects before it (``repeat_phrases``)."""
    from .repeat_phrases import MARKER, SHARED_COLOR, wrap
    if new and new[0]["do"] in (MARKER, SHARED_COLOR):
        return wrap(p, out, new[0]["do"])
    if not (new and new[0]["do"] == _INSTEAD):
        return out + new
    prev = out[-1] if out else None
    if prev is None or prev["do"] != "damage" or not isinstance(prev.get("amount"), int) or len(new) != 1:
        raise NoParse(p.i, "what the kicked damage replaces")
    kicked = {**prev, "amount": new[0]["amount"]}
    return out[:-1] + [{"do": "if_kicked", "effects": [kicked], "otherwise": [prev]}]
