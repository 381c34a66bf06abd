"""The costs "Tap an untapped creature you control", "Tap two untapped Elves you
control" and "Sacrifice a creature" in an ability's cost (CR 602.2b, 118.3,
701.17a; ``engine.tap_costs``).

Read from the tokens of the cost (lower case) and written back as the engine's
cost text, which the engine's own parse reads (``tap_costs.parse_tap_cost``):
only what that parse understands is accepted, so the compiler and the engine
never disagree (fail closed: "Tap two untapped artifacts and/or creatures you
control", "Tap X untapped ..." stay by hand).
"""

from __future__ import annotations

from mtgtable.engine.data.tap_cost_parse import parse_sacrifice_cost, parse_tap_cost

from .grammar import Parser

_COUNTS = ("a", "an", "one", "two", "three", "four", "five", "another")


def tap_cost(p: Parser) -> str:
    """The engine's cost text for ``tap <count> untapped <noun> you control`` at the
    parser's position (consumed), or "" (nothing consumed)."""
    if not (p.at("tap", _COUNTS, "untapped") and p.peek(4) == "you" and p.peek(5) == "control"):
        return ""
    count, noun = p.peek(1), p.peek(3)
    if noun in ("creature", "creatures", "artifact", "artifacts"):
        word = noun
    else:
        word = noun[:1].upper() + noun[1:]  # a subtype: the engine's parse knows the creature types
    text = f"Tap {count} untapped {word} you control"
    if parse_tap_cost(text) is None:
        return ""
    p.i += 6
    return text


_SACRIFICE_COUNTS = ("a", "an", "one", "two", "three", "another")


def sacrifice_cost(p: Parser) -> str:
    """The engine's cost text for ``sacrifice <count> <noun>`` (not "sacrifice ~") at the
    parser's position (consumed), or "" (nothing consumed)."""
    if not p.at("sacrifice", _SACRIFICE_COUNTS) or p.peek(3) not in ("", ",", ":"):
        return ""
    count, noun = p.peek(1), p.peek(2)
    if noun in ("creature", "creatures", "artifact", "artifacts", "land", "lands"):
        word = noun
    else:
        word = noun[:1].upper() + noun[1:]
    text = f"Sacrifice {count} {word}"
    if parse_sacrifice_cost(text) is None:
        return ""
    p.i += 3
    return text
