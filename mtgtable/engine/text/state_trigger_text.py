"""Readable text for ``engine.state_triggers`` (Dark Depths, "sacrifice it. When you do"),
as templates with fields like the rest of ``ability_text``."""

from __future__ import annotations

from typing import Any, Callable, Mapping

from ..data.cards import Ability
from .sentences import Sentence, T




def trigger_sentence(ab: Ability) -> Sentence:
    """"When this has no ice counters on it," (CR 603.8)."""
    return T("When this has no {kind} counters on it,"), {"kind": ab.params.get("counter", "")}


def effect_sentences(ab: Ability, e: Mapping[str, Any],
                     inner: Callable[[Ability, Mapping[str, Any]], list[Sentence]]) -> list[Sentence] | None:
    if e["do"] == "untap_found_if":
        return [(T("Then if you control {n} or more lands, untap that land."), {"n": e.get("lands_at_least", 0)})]
    if e["do"] == "remove_counters":
        return [(T("Remove {n} {kind} counter(s) from this."), {"n": e.get("amount", 1), "kind": e.get("counter", "")})]
    if e["do"] == "sacrifice_then":
        then = [s for x in e.get("effects", ()) for s in inner(ab, x)]
        return [(T("Sacrifice this. When you do:") if e.get("reflexive") else T("Sacrifice this. If you do:"), {})] + then
    return None
