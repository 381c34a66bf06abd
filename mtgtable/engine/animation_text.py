"""Readable text for ``animate`` (creature lands, ``engine.animation``) and Crew N
(``engine.crew``), as templates with fields like the rest of ``ability_text``:
colours are the translated colour words, creature types and keywords are names."""

from __future__ import annotations

from typing import Any, Mapping

from .ability_text import Sentence, ability_template as T
from .cards import Ability

_COLOR_WORDS = {"W": T("white"), "U": T("blue"), "B": T("black"), "R": T("red"), "G": T("green")}


def animate_sentences(ab: Ability, e: Mapping[str, Any]) -> list[Sentence]:
    """"This becomes a 2/2 artifact creature until end of turn." and what else it is."""
    artifact = "Artifact" in e.get("types", ())
    lasting = e.get("until", "end_of_turn") == "permanent"
    out: list[Sentence] = []
    if e.get("power") is None:
        out.append((T("This becomes an artifact creature.") if lasting
                    else T("This becomes an artifact creature until end of turn."), {}))
    else:
        pt = {"pt": f"{e.get('power')}/{e.get('toughness')}"}
        if artifact:
            out.append((T("This becomes a {pt} artifact creature.") if lasting
                        else T("This becomes a {pt} artifact creature until end of turn."), pt))
        else:
            out.append((T("This becomes a {pt} creature.") if lasting
                        else T("This becomes a {pt} creature until end of turn."), pt))
    if e.get("colors"):
        out.append((T("It is {colors}."), {"colors": " and ".join(_COLOR_WORDS[c] for c in e["colors"])}))
    if e.get("all_creature_types"):
        out.append((T("It has all creature types."), {}))
    elif e.get("subtypes"):
        out.append((T("It has the creature type(s) {subtypes}."), {"subtypes": " ".join(e["subtypes"])}))
    if e.get("keywords"):
        out.append((T("It has {keywords}."), {"keywords": ", ".join(k.lower() for k in e["keywords"])}))
    return out


def crew_sentences(ab: Ability) -> list[Sentence]:
    """The cost of Crew N (CR 702.122a), before the effect's sentences."""
    return [(T("Crew {n} (tap any number of other untapped creatures you control with total power {n} or more):"),
             {"n": ab.params.get("crew", 0)})]
