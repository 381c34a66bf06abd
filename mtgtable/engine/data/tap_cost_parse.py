"""The words of the cost "Tap two untapped Elves you control" (CR 602.2b): read by the
card data (``cards.ActivationCost.parse``) and the compiler alike, so they never
disagree; what the cost does is ``engine.tap_costs``."""

from __future__ import annotations

from typing import Final

import re

from .creature_types import CREATURE_TYPES

_COUNT: Final = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "another": 1}
_COST: Final = re.compile(r"tap (a|an|one|two|three|four|five|another) untapped ([A-Za-z'-]+) you control", re.IGNORECASE)
_TYPES: Final = {"creature": "creature", "creatures": "creature", "artifact": "artifact", "artifacts": "artifact"}


def _plural_of(t: str) -> set[str]:
    """How a creature type is written in the plural ("Elves", "Allies", "Merfolk")."""
    out = {t, t + "s", t + "es"}
    if t.endswith("f"):
        out.add(t[:-1] + "ves")
    if t.endswith("y"):
        out.add(t[:-1] + "ies")
    if t.endswith("man"):
        out.add(t[:-3] + "men")
    return out


def _subtype(word: str, n: int) -> str | None:
    for t in CREATURE_TYPES:
        if (word == t) if n == 1 else (word in _plural_of(t)):
            return t
    return None


def parse_tap_cost(part: str) -> tuple[int, str] | None:
    """``Tap an untapped creature you control`` -> (1, "creature"); ``Tap two untapped
    Elves you control`` -> (2, "Elf"); ``Tap another untapped Rogue you control`` ->
    (1, "another Rogue"); None when the words are not such a cost."""
    m = _COST.fullmatch(part.strip())
    if m is None:
        return None
    word, noun = m.group(1).lower(), m.group(2)
    n = _COUNT[word]
    what = _TYPES.get(noun.lower())
    if what is not None and (noun.lower().endswith("s") != (n > 1)):
        return None  # "an untapped creatures": not English, not read
    if what is None:
        what = _subtype(noun, n)
    if what is None:
        return None
    return n, ("another " if word == "another" else "") + what


_SACRIFICE: Final = re.compile(r"sacrifice (a|an|one|two|three|another) ([A-Za-z'-]+)", re.IGNORECASE)
_SACRIFICE_TYPES: Final = {"creature": "creature", "creatures": "creature", "artifact": "artifact",
                           "artifacts": "artifact", "land": "land", "lands": "land"}


def parse_sacrifice_cost(part: str) -> tuple[int, str] | None:
    """``Sacrifice a creature`` -> (1, "creature"); ``Sacrifice another Goblin`` -> (1, "another
    Goblin"); ``Sacrifice two lands`` -> (2, "land"); None for "Sacrifice this" and the rest."""
    m = _SACRIFICE.fullmatch(part.strip())
    if m is None:
        return None
    word, noun = m.group(1).lower(), m.group(2)
    n = _COUNT[word]
    what = _SACRIFICE_TYPES.get(noun.lower())
    if what is not None and (noun.lower().endswith("s") != (n > 1)):
        return None
    if what is None:
        what = _subtype(noun, n)
    if what is None:
        return None
    return n, ("another " if word == "another" else "") + what
