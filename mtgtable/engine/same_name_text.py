"""Readable text for the effects of ``same_name`` and ``stack_object_effects`` (CR 201.2,
701.5a), as templates with fields like the rest of ``ability_text``, which imports this module
and hands it its subject words (``_who``), so this module imports nothing of it."""

from __future__ import annotations

from typing import Any, Callable, Mapping

from .cards import Ability

Sentence = tuple[str, dict[str, Any]]


def T(template: str) -> str:
    """Marks an ability-text template for ``i18n_extract`` (as ``ability_text.T``); returns it unchanged."""
    return template


def same_name_sentences(ab: Ability, e: Mapping[str, Any], _who: Callable[[Ability, Any], str]) -> list[Sentence] | None:
    """One effect's sentences, or None for an effect of another family."""
    do = e["do"]
    if do == "destroy_same_name":
        return [(T("Destroy {target} and all other permanents with the same name as that permanent."),
                 {"target": _who(ab, e.get("target", 0))})]
    if do == "pump_same_name":
        return [(T("{target} and all other creatures with the same name as that creature get {p:+d}/{t:+d} "
                   "until end of turn."),
                 {"target": _who(ab, e.get("target", 0)), "p": int(e.get("power", 0)),
                  "t": int(e.get("toughness", 0))})]
    if do == "counter_stack_object":
        return [(T("Counter {target}."), {"target": _who(ab, e.get("target", 0))})]
    return None
