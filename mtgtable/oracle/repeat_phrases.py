"""``You may repeat this process any number of times.`` (Ad Nauseam): the effects before it in the
line, repeated while their controller chooses (``engine/families/repeat_effects.py``, CR 608.2d).

The sentence is read as a marker clause (:func:`repeat_process`); ``kicker.join`` wraps the
effects read before it in the same line with :func:`wrap`.  Only a process that reveals the top
card of its controller's library (``reveal_top``) is repeated: the engine stops offering the
repeat when that library is empty, so a repeat never loops without end; any other process stays
by hand (fail closed).
"""

from __future__ import annotations

from typing import Any

from .grammar import NoParse, Parser

Effect = dict[str, Any]

MARKER = "_repeat_may"
#: The marker of "If two cards that share a color were milled this way, repeat this process." (Grindstone).
SHARED_COLOR = "_repeat_shared_color"
#: The effects a repeated process may hold.
_REPEATABLE = frozenset({"reveal_top"})


def repeat_process(p: Parser) -> list[Effect]:
    """``you may repeat this process any number of times``."""
    p.need("you", "may", "repeat", "this", "process", "any", "number", "of", "times")
    return [{"do": MARKER}]


def repeat_if_shared_color(p: Parser) -> list[Effect]:
    """``if two cards that share a color were milled this way, repeat this process`` (Grindstone)."""
    p.need("if", "two", "cards", "that", "share", "a", "color", "were", "milled", "this", "way", ",", "repeat", "this",
           "process")
    return [{"do": SHARED_COLOR}]


def wrap(p: Parser, out: list[Effect], marker: str = MARKER) -> list[Effect]:
    """The effects read so far, repeated (CR 608.2d): at the controller's choice, or while the two
    cards milled share a color (``mill_repeat_shared_color``: only after "mills two cards")."""
    if marker == SHARED_COLOR:
        if len(out) != 1 or out[0].get("do") != "mill" or out[0].get("amount") != 2:
            raise NoParse(p.i, "a process the engine doesn't repeat")
        return [{**out[0], "do": "mill_repeat_shared_color"}]
    if not out or any(e.get("do") not in _REPEATABLE for e in out):
        raise NoParse(p.i, "a process the engine doesn't repeat")
    return [{"do": "repeat_may", "effects": out}]


CLAUSES = (repeat_process, repeat_if_shared_color)
