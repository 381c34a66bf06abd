"""Static abilities that change what players may do (``engine.player_rules``): "You may play an
additional land on each of your turns" (CR 305.2a), "Your opponents can't cast spells during your
turn" (CR 101.2).

:func:`rule_line` reads the whole line or returns None having consumed nothing.
"""

from __future__ import annotations

from typing import Any

from .grammar import Parser

_COUNTS = {"an": 1, "two": 2, "three": 3}


def rule_line(p: Parser) -> list[dict[str, Any]] | None:
    """One of this module's statics, the whole line; None (nothing consumed) for another."""
    m = p.mark()
    if p.eat("you", "may", "play") and p.peek() in _COUNTS:
        n = _COUNTS[p.peek()]
        p.i += 1
        if p.eat("additional", "land" if n == 1 else "lands", "on", "each", "of", "your", "turns", ".") and p.done():
            return [{"kind": "static", "static": "additional_land", "n": n}]
    p.reset(m)
    if p.eat("your", "opponents", "can't", "cast", "spells", "during", "your", "turn", ".") and p.done():
        return [{"kind": "static", "static": "opponents_cant_cast_on_your_turn"}]
    p.reset(m)
    return None
