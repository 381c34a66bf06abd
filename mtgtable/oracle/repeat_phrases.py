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
#: The effects a repeated process may hold.
_REPEATABLE = frozenset({"reveal_top"})


def repeat_process(p: Parser) -> list[Effect]:
    """``you may repeat this process any number of times``."""
    p.need("you", "may", "repeat", "this", "process", "any", "number", "of", "times")
    return [{"do": MARKER}]


def wrap(p: Parser, out: list[Effect]) -> list[Effect]:
    """The effects read so far, repeated (CR 608.2d)."""
    if not out or any(e.get("do") not in _REPEATABLE for e in out):
        raise NoParse(p.i, "a process the engine doesn't repeat")
    return [{"do": "repeat_may", "effects": out}]


CLAUSES = (repeat_process,)
