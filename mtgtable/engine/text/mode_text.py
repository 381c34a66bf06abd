"""Readable text for the effects of ``mode_effects`` (the modes of charms and commands, CR 700.2),
as templates with fields like the rest of ``ability_text``.

``ability_text`` hands this module its subject renderer, so this module imports nothing of it
(no import circle, as ``mass_text``)."""

from __future__ import annotations

from typing import Any, Callable, Mapping

from ..data.cards import Ability
from .sentences import Sentence, T




def mode_sentences(ab: Ability, e: Mapping[str, Any], _who: Callable[[Ability, Any], str]) -> list[Sentence] | None:
    """The sentences of one effect of ``mode_effects``, or None for another effect."""
    do = e["do"]
    if do == "add_mana_per_card":
        mana = "".join(f"{{{c}}}" for c in str(e.get("mana", "")))
        return [(T("Add {mana} for each card in {player}'s hand."),
                 {"mana": mana, "player": _who(ab, e.get("who", 0))})]
    if do == "destroy_lose_toughness":
        return [(T("Destroy {target} and you lose life equal to its toughness."),
                 {"target": _who(ab, e.get("target", 0))})]
    if do == "bounce_with_auras":
        return [(T("Return {target} and all Auras you control attached to it to their owner's hand."),
                 {"target": _who(ab, e.get("target", 0))})]
    return None
