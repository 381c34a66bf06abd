"""Readable text for protection gained until end of turn (``protection_grants``, CR 702.16), as
templates with fields like the rest of ``ability_text`` (which hands this module its subject words,
so this module imports nothing of it)."""

from __future__ import annotations

from typing import Any, Callable, Mapping

from ..data.cards import Ability
from .sentences import Sentence, T


#: The qualities as words of the templates below (a colour's word is translated with the sentence).
_QUALITY = {"W": T("white"), "U": T("blue"), "B": T("black"), "R": T("red"), "G": T("green"),
            "artifacts": T("artifacts"), "creatures": T("creatures"), "enchantments": T("enchantments"),
            "instants": T("instants"), "everything": T("everything"), "multicolored": T("multicolored"),
            "monocolored": T("monocolored")}


def protection_sentences(ab: Ability, e: Mapping[str, Any], _who: Callable[[Ability, Any], str],
                         ) -> list[Sentence] | None:
    """The sentences of a ``gain_protection`` effect, or None for another effect."""
    if e["do"] != "gain_protection":
        return None
    who = _who(ab, e.get("target", 0))
    qualities = [str(q) for q in e.get("from", ())]
    if qualities == ["choice"] and isinstance(e.get("target"), str):  # a group: one colour for all (Brave the Elements)
        if e.get("color"):
            return [(T("Choose a color. {color} creatures among {who} gain protection from the chosen color until "
                       "end of turn."), {"who": who, "color": _QUALITY.get(str(e["color"]), "")})]
        return [(T("Choose a color. {who} gain protection from the chosen color until end of turn."), {"who": who})]
    if qualities == ["choice"]:
        return [(T("{who} gains protection from the color of your choice until end of turn."), {"who": who})]
    if qualities == ["choice_or_artifacts"]:  # Apostle's Blessing (CR 608.2d)
        return [(T("{who} gains protection from artifacts or from the color of your choice until end of turn."),
                 {"who": who})]
    return [(T("{who} gains protection from {qualities} until end of turn."),
             {"who": who, "qualities": " / ".join(_QUALITY.get(q, q) for q in qualities)})]
