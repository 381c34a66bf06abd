"""Lines that make a permanent a creature for a while: creature lands and Crew.

* "{1}: This land becomes a 2/2 creature with all creature types until end of
  turn. It's still a land." (Mutavault); "{3}{W}{U}: Until end of turn, this
  land becomes a 4/4 white and blue Elemental creature with flying and
  vigilance. It's still a land." (Celestial Colonnade); "{2}: This artifact
  becomes a 2/2 Golem artifact creature until end of turn."; "{6}: This land
  becomes a 3/3 Elemental artifact creature that's still a land." (for good):
  an activated ability with the engine's ``animate`` effect (CR 611.3, 613.1d,
  613.4b; ``engine.animation``);
* "Crew N" on a Vehicle (CR 702.122a): ``crew: N`` and ``animate`` into an
  artifact creature (``engine.crew``).

Read whole or not at all (fail closed): the keywords must all be ones the
engine applies; a quoted ability granted with it ("with \\"Whenever this
creature attacks ...\\""), a second sentence ("It can't be blocked this
turn."), an X, "Activate only ..." leave the line by hand.  A permanent whose
types would be replaced (a land without "It's still a land", CR 205.1b) is
left by hand too: the engine's animation only adds types.
"""

from __future__ import annotations

import re
from typing import Any, Sequence

from . import line_forms as lf
from .grammar import COLOR_WORDS, KEYWORD_WORDS, NoParse, Parser, Context
from .lexer import normalise, tokens, unread

Ability = dict[str, Any]

_BECOMES = re.compile(
    r"^(?P<pre>Until end of turn, )?~ becomes an? (?P<pt>\d+/\d+) (?P<desc>(?:[A-Za-z'\-]+ )*?)"
    r"(?P<art>artifact )?creature(?: with (?P<with>[^\".]+?))?"
    r"(?:(?P<post> until end of turn)|(?P<that> that's still a land))?\.(?P<still> It's still a land\.)?$")
_CREW = re.compile(r"^Crew (\d+)$")


def _keywords(words: str) -> tuple[list[str], bool] | None:
    """``flying and vigilance`` / ``vigilance and all creature types``: the keywords, and "all creature types"."""
    parts = [w.strip() for w in re.split(r",\s*(?:and\s+)?|\s+and\s+", words) if w.strip()]
    found: list[str] = []
    every = False
    for w in parts:
        if w == "all creature types":
            every = True
        elif w in KEYWORD_WORDS:
            found.append(KEYWORD_WORDS[w])
        else:
            return None
    return found, every


def _desc(desc: str) -> tuple[list[str], list[str]] | None:
    """``white and blue Elemental``: the colours, then the creature types (capitalised names)."""
    words = desc.split()
    colors: list[str] = []
    while words and (words[0] in COLOR_WORDS or (words[0] == "and" and colors)):
        w = words.pop(0)
        if w != "and":
            colors.append(COLOR_WORDS[w])
    if any(not w[:1].isupper() for w in words):
        return None
    return colors, words


def animation_line(line: str, name: str, types: Sequence[str], subtypes: Sequence[str]) -> Ability | None:
    """The ability of one line, or None (then the other readers try it)."""
    crew = _CREW.match(line.strip())
    if crew is not None:
        if "Vehicle" not in subtypes or "Artifact" not in types:
            return None
        return {"kind": "activated", "crew": int(crew.group(1)),
                "effects": [{"do": "animate", "types": ["Artifact", "Creature"]}]}
    cost_text, colon, effect_text = line.partition(": ")
    if not colon or "becomes" not in effect_text:
        return None
    m = _BECOMES.match(normalise(effect_text, name))
    if m is None:
        return None
    if bool(m.group("pre")) + bool(m.group("post")) + bool(m.group("that")) != 1:
        return None  # exactly one duration: until end of turn, or for good ("that's still a land")
    land = "Land" in types
    if land != bool(m.group("still") or m.group("that")):
        return None  # a land's types would be replaced (CR 205.1b); a nonland saying it's still a land
    stated = ["Artifact", "Creature"] if m.group("art") else ["Creature"]
    if any(t not in stated and not (t == "Land" and land) for t in types):
        return None  # an enchantment or a Kindred card would lose a type: the engine only adds them
    desc = _desc(m.group("desc"))
    if desc is None:
        return None
    colors, new_subtypes = desc
    keywords: list[str] = []
    every = False
    if m.group("with"):
        read = _keywords(m.group("with"))
        if read is None:
            return None
        keywords, every = read
    cost = _cost(cost_text, name, types)
    if cost is None:
        return None
    power, toughness = (int(x) for x in m.group("pt").split("/"))
    effect: dict[str, Any] = {"do": "animate", "power": power, "toughness": toughness, "types": stated}
    if new_subtypes:
        effect["subtypes"] = new_subtypes
    if every:
        effect["all_creature_types"] = True
    if colors:
        effect["colors"] = colors
    if keywords:
        effect["keywords"] = keywords
    if m.group("that"):
        effect["until"] = "permanent"
    if land:
        effect["still_land"] = True  # (the engine only adds types; for the text)
    if m.group("pre"):
        effect["until_first"] = True  # "Until end of turn, this land becomes ..." (for the text)
    return {"kind": "activated", "cost": cost, "effects": [effect]}


def _cost(text: str, name: str, types: Sequence[str]) -> str | None:
    """The activation cost, read by the grammar's cost reader (``{1}{W}``, ``{T}``, ``Pay 1 life`` ...)."""
    if unread(text, name):
        return None
    p = Parser(tokens(text, name), Context(card_types=tuple(types)))
    try:
        found, _ = lf.cost(p, False)
    except NoParse:
        return None
    return found if p.done() else None
