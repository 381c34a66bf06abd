"""``You may pay {4}. If you do, untap ~.`` (Mana Vault): an optional payment as the ability
resolves, and what happens only if it is paid (CR 608.2d; ``engine.upkeep_effects.may_pay``).

Read as one more kind of clause in a run of effects.  A cost with X, or a "you may pay" followed by
anything but "If you do, CLAUSE", is not read.
"""

from __future__ import annotations

from typing import Any

from .grammar import Parser

Effect = dict[str, Any]


def may_pay(p: Parser) -> list[Effect]:
    from . import effect_phrases as ep
    start = p.i
    if p.eat("you", "may", "discard", "a", "card", ".", "if", "you", "do", ","):
        # "You may discard a card. If you do, search your library for ..." (Formidable Speaker): discarding
        # is the choice, and only a card discarded lets the rest happen (CR 608.2d, 701.9a).
        inner = ep.clause(p)
        while p.eat(",", "then") or p.eat("and") or p.eat(",", "and"):
            inner = inner + ep.clause(p)
        return [{"do": "may_discard", "effects": inner, "text": " ".join(p.t[start:p.i])}]
    p.need("you", "may", "pay")
    syms = p.mana_symbols()
    if "{X}" in syms:
        raise p.fail("X in an optional payment")
    p.need(".", "if", "you", "do", ",")
    inner = ep.clause(p)
    # "If you do, draw a card, then discard a card" / "you draw a card and you lose 2 life": the whole
    # sentence happens only if it was paid (CR 608.2c), not its first clause alone.
    while p.eat(",", "then") or p.eat("and") or p.eat(",", "and"):
        inner = inner + ep.clause(p)
    return [{"do": "may_pay", "mana": "".join(syms), "effects": inner, "text": " ".join(p.t[start:p.i])}]
