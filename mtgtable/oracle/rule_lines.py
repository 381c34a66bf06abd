"""Static abilities that change what players may do (``engine.player_rules``): "You may play an
additional land on each of your turns" (CR 305.2a), "Your opponents can't cast spells during your
turn" (CR 101.2), "If you would gain life, you gain twice that much life instead" (CR 614.1a).

:func:`rule_line` reads the whole line or returns None having consumed nothing.
"""

from __future__ import annotations

import re
from typing import Any

from .grammar import Parser

_COUNTS = {"an": 1, "two": 2, "three": 3}


_TRAP = re.compile(r"if an opponent cast (two|three|four|five) or more spells this turn, you may pay \{0\} rather "
                   r"than pay this spell's mana cost\.")
_WORDS = {"two": 2, "three": 3, "four": 4, "five": 5}


def alternative_cost_line(line: str) -> dict[str, Any] | None:
    """``If an opponent cast three or more spells this turn, you may pay {0} rather than pay this
    spell's mana cost.`` (Mindbreak Trap): an alternative cost of nothing (CR 118.9, 118.5) with a
    condition on one opponent's spells this turn (``engine.player_rules.opponent_cast_at_least``)."""
    m = _TRAP.fullmatch(line.strip().lower())
    if m is None:
        return None
    return {"kind": "static", "static": "alternative_cost", "method": "alternative", "mana": "",
            "condition": {"opponent_spells_at_least": _WORDS[m.group(1)]}}


def rule_line(p: Parser) -> list[dict[str, Any]] | None:
    """One of this module's statics, the whole line; None (nothing consumed) for another."""
    m = p.mark()
    if p.eat("you", "may", "play") and p.peek() in _COUNTS:
        n = _COUNTS[p.peek()]
        p.i += 1
        if p.eat("additional", "land" if n == 1 else "lands", "on", "each", "of", "your", "turns", ".") and p.done():
            return [{"kind": "static", "static": "additional_land", "n": n}]
    p.reset(m)
    if p.eat("if", "you", "would", "gain", "life", ",", "you", "gain", "twice", "that", "much", "life", "instead",
             ".") and p.done():
        return [{"kind": "static", "static": "double_life_gain"}]  # Rhox Faithmender (CR 614.1a)
    p.reset(m)
    if p.eat("your", "opponents", "can't", "cast", "spells", "during", "your", "turn", ".") and p.done():
        return [{"kind": "static", "static": "opponents_cant_cast_on_your_turn"}]
    p.reset(m)
    return None
