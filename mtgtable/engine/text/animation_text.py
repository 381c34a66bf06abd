"""Readable text for ``animate`` (creature lands, ``engine.animation``) and Crew N
(``engine.crew``), as templates with fields like the rest of ``ability_text``:
colours are the translated colour words, creature types and keywords are names."""

from __future__ import annotations

from typing import Any, Mapping

from ..data.cards import Ability
from .sentences import Sentence, T



_COLOR_WORDS = {"W": T("white"), "U": T("blue"), "B": T("black"), "R": T("red"), "G": T("green")}


def _and(words: list[str]) -> str:
    """``flying and vigilance``, ``flying, first strike, and lifelink`` (as the Oracle lists them)."""
    if len(words) <= 2:
        return " and ".join(words)
    return ", ".join(words[:-1]) + ", and " + words[-1]


def animate_sentences(ab: Ability, e: Mapping[str, Any]) -> list[Sentence]:
    """"This becomes a 2/2 Assembly-Worker artifact creature until end of turn. It's still a land."
    (worded as the Oracle words it: ``until_first`` puts "Until end of turn," first)."""
    if e.get("power") is None:
        lasting = e.get("until", "end_of_turn") == "permanent"
        return [(T("This becomes an artifact creature.") if lasting
                 else T("This becomes an artifact creature until end of turn."), {})]
    words = [" and ".join(_COLOR_WORDS[c] for c in e.get("colors", ()))] + list(e.get("subtypes", ()))
    words.append(T("artifact creature") if "Artifact" in e.get("types", ()) else T("creature"))
    keywords = [k.lower() for k in e.get("keywords", ())] + ([T("all creature types")] if e.get("all_creature_types")
                                                             else [])
    args = {"pt": f"{e.get('power')}/{e.get('toughness')}", "what": " ".join(w for w in words if w),
            "keywords": _and(keywords)}
    until = e.get("until", "end_of_turn")
    if until == "permanent":
        template = T("This becomes a {pt} {what} with {keywords}.") if keywords else T("This becomes a {pt} {what}.")
        if e.get("still_land") and not keywords:
            return [(T("This becomes a {pt} {what} that's still a land."), args)]
    elif e.get("until_first"):
        template = T("Until end of turn, this becomes a {pt} {what} with {keywords}.") if keywords \
            else T("Until end of turn, this becomes a {pt} {what}.")
    else:
        template = T("This becomes a {pt} {what} with {keywords} until end of turn.") if keywords \
            else T("This becomes a {pt} {what} until end of turn.")
    out: list[Sentence] = [(template, args)]
    if e.get("still_land"):
        out.append((T("It's still a land."), {}))
    return out


def crew_sentences(ab: Ability) -> list[Sentence]:
    """The cost of Crew N (CR 702.122a), before the effect's sentences."""
    return [(T("Crew {n} (tap any number of other untapped creatures you control with total power {n} or more):"),
             {"n": ab.params.get("crew", 0)})]
