"""Readable text for the linked abilities of ``linked_effects`` (CR 607), as
templates with fields like the rest of ``ability_text``."""

from __future__ import annotations

from typing import Any, Mapping

from .ability_text import Sentence, _who, ability_template as T
from .cards import Ability


def linked_sentences(ab: Ability, e: Mapping[str, Any]) -> list[Sentence]:
    do = e["do"]
    if do == "exile_from_hand_linked":
        none_of = sorted((e.get("filter") or {}).get("types_none", ()))
        if none_of == ["Artifact", "Land"]:
            text = T("You may exile a nonartifact, nonland card from your hand.") if e.get("may") else \
                T("Exile a nonartifact, nonland card from your hand.")
        elif none_of == ["Land"]:
            text = T("You may exile a nonland card from your hand.") if e.get("may") else \
                T("Exile a nonland card from your hand.")
        else:
            text = T("You may exile a card from your hand.") if e.get("may") else T("Exile a card from your hand.")
        return [(text, {})]
    if do == "exile_linked":
        return [(T("Exile {target}."), {"target": _who(ab, e.get("target", 0))})]
    return [(T("Return the exiled card to the battlefield under its owner's control."), {})]
