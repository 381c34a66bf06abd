"""Phasing phrases (CR 702.26): "target creature phases out", "this creature phases
out", "it phases out", "up to one target creature phases out" and "any number of
target creatures phase out" (engine/families/phasing.py).

Only the bare "phases out" is read: it phases in as its controller's next untap step
begins (CR 702.26a, 502.1), which the engine does.  A clause that goes on ("phases out
until this enchantment leaves the battlefield", "... unless you pay {U}{U}", "at the
beginning of the next end step") is not consumed here, so the line stays by hand (the
sentence must end right after "phases out").
"""

from __future__ import annotations

from typing import Any, Callable

from .grammar import NUMBERS, NoParse, Parser

Effect = dict[str, Any]


def _ends(p: Parser) -> None:
    """The sentence ends after "phases out" (a duration or a condition would follow otherwise)."""
    if not (p.at(".") or p.done()):
        raise p.fail("phases out, then more words")


def phases_out(p: Parser) -> list[Effect]:
    """``SUBJECT phases out``: a target, ``~`` (itself) or ``it`` (CR 702.26b)."""
    if p.at("up", "to") or p.at("any", "number"):
        raise p.fail("optional targets: another reader")
    what = p.subject_object()
    p.need("phases", "out")
    _ends(p)
    return [{"do": "phase_out", "target": what}]


def up_to_one_phases_out(p: Parser) -> list[Effect]:
    """``up to one target DESCRIPTOR phases out`` (Talon Gates of Madara): an optional target
    (CR 601.2c; ``optional_targets``), the ability's only one, so its last one too."""
    if p.ctx.targets:
        raise p.fail("up to one target: the ability's first target only")
    p.need("up", "to", "one")
    if not p.at("target"):
        raise p.fail("expected target")
    index = p.target()
    p.need("phases", "out")
    _ends(p)
    p.ctx.it = None
    return [{"do": "on_targets", "verb": "phase_out", "targets": [index], "min": 0}]


def many_phase_out(p: Parser) -> list[Effect]:
    """``any number of target PLURAL phase out`` / ``up to N target PLURAL phase out`` (CR 601.2c)."""
    from ..engine.families.optional_targets import ANY_NUMBER
    from .stack_target_phrases import PLURALS
    if p.ctx.targets:
        raise p.fail("optional targets: the ability's first targets only")
    if p.eat("any", "number", "of"):
        n = ANY_NUMBER
    elif p.at("up", "to") and p.peek(2) in NUMBERS and NUMBERS[p.peek(2)] >= 2:
        n = NUMBERS[p.peek(2)]
        p.i += 3
    else:
        raise p.fail("expected up to N")
    p.need("target")
    spec = p.table(PLURALS)
    if spec is None or spec == "spell":
        raise p.fail("a plural target the engine reads")
    p.need("phase", "out")
    _ends(p)
    p.ctx.targets += [spec] * n
    p.ctx.it = None
    return [{"do": "on_targets", "verb": "phase_out", "targets": list(range(n)), "min": 0}]


CLAUSES: tuple[Callable[[Parser], list[Effect]], ...] = (up_to_one_phases_out, many_phase_out, phases_out)

__all__ = ["CLAUSES", "NoParse"]
