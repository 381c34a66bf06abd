"""Readable text for the phasing effects (``phasing.py``, CR 702.26b), as templates with
fields like the rest of ``ability_text``, which hands this module its subject words
(``_who``), so this module imports nothing of it."""

from __future__ import annotations

from typing import Any, Callable, Mapping

from ..data.cards import Ability
from .sentences import Sentence, T




def phasing_sentences(ab: Ability, e: Mapping[str, Any], _who: Callable[[Ability, Any], str],
                      plural: Mapping[str, str]) -> list[Sentence] | None:
    """``phase_out`` and ``on_targets`` with the verb ``phase_out``; None for another effect."""
    do = e.get("do")
    if do == "phase_out":
        return [(T("{target} phases out (until its controller's next untap step)."),
                 {"target": _who(ab, e.get("target", 0))})]
    if do != "on_targets" or e.get("verb") != "phase_out":
        return None
    from ..families.optional_targets import ANY_NUMBER
    idx = list(e.get("targets", ()))
    if len(idx) == 1:  # "up to one target creature phases out" (CR 601.2c)
        return [(T("Up to one {target} phases out (until its controller's next untap step)."),
                 {"target": _who(ab, idx[0])})]
    spec = ab.targets[idx[0]] if idx and idx[0] < len(ab.targets) else "creature"
    what = plural.get(spec, T("target creatures"))
    if len(idx) >= ANY_NUMBER:
        return [(T("Any number of {what} phase out (until their controllers' next untap step)."), {"what": what})]
    return [(T("Up to {n} {what} phase out (until their controllers' next untap step)."),
             {"n": len(idx), "what": what})]
