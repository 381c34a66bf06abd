"""Static abilities that change lands' types (``engine.land_types``; CR 305.7, 613.1d).

* "Nonbasic lands are Mountains." (Blood Moon, Magus of the Moon; "... Islands.",
  Harbinger of the Seas): ``lands: nonbasic``, ``mode: set``;
* "Each land is a Swamp in addition to its other land types." (Urborg, Tomb of
  Yawgmoth; Yavimaya, Cradle of Growth's Forest) and "All lands are Islands in
  addition to their other types.": ``lands: all``, ``mode: add``;
* "Lands you control are Swamps in addition to their other types." and "Lands you
  control are every basic land type in addition to their other types." (Dryad of
  the Ilysian Grove, Prismatic Omen): ``lands: yours``, ``mode: add``;
* "Lands you control are Plains." (``yours``, ``set``) and "All Mountains are
  Plains." (``all`` with ``subtype``, ``set``).

And an Aura's "Enchanted artifact is a creature with base power and toughness 5/5 in addition to its
other types." (Ensoul Artifact): the static ``enchanted_becomes`` (CR 613.1d, 613.4b), only on an
Aura that enchants an artifact (:func:`enchanted_becomes_line`).

A line is read whole or not at all (a condition before it, "As long as ...", is another line's
business, and stays by hand).
"""

from __future__ import annotations

import re
from typing import Any

from .lexer import normalise

Ability = dict[str, Any]

_PLURAL = {"plains": "Plains", "islands": "Island", "swamps": "Swamp", "mountains": "Mountain", "forests": "Forest"}
_SINGULAR = {"plains": "Plains", "island": "Island", "swamp": "Swamp", "mountain": "Mountain", "forest": "Forest"}
_BASICS = ["Plains", "Island", "Swamp", "Mountain", "Forest"]
_P = "(plains|islands|swamps|mountains|forests)"
_IN_ADDITION = r" in addition to (?:its|their) other (?:land )?types\."

_FORMS: tuple[tuple[re.Pattern[str], str, str], ...] = (
    (re.compile(rf"nonbasic lands are {_P}\."), "nonbasic", "set"),
    (re.compile(r"each land is an? (plains|island|swamp|mountain|forest)" + _IN_ADDITION), "all", "add"),
    (re.compile(rf"all lands are {_P}" + _IN_ADDITION), "all", "add"),
    (re.compile(rf"lands you control are {_P}" + _IN_ADDITION), "yours", "add"),
    (re.compile(r"lands you control are (every basic land type)" + _IN_ADDITION), "yours", "add"),
    (re.compile(rf"lands you control are {_P}\."), "yours", "set"),
)
_SUBTYPE_SET = re.compile(rf"all {_P} are {_P}\.")


def land_type_line(line: str, name: str) -> Ability | None:
    """The ``land_types`` static of the whole line, or None."""
    text = normalise(line, name).strip().lower()
    m = _SUBTYPE_SET.fullmatch(text)
    if m is not None:
        if m.group(1) == m.group(2):
            return None
        return {"kind": "static", "static": "land_types", "lands": "all", "subtype": _PLURAL[m.group(1)],
                "mode": "set", "types": [_PLURAL[m.group(2)]]}
    for pattern, lands, mode in _FORMS:
        m = pattern.fullmatch(text)
        if m is None:
            continue
        word = m.group(1)
        types = list(_BASICS) if word == "every basic land type" else [_PLURAL.get(word) or _SINGULAR[word]]
        return {"kind": "static", "static": "land_types", "lands": lands, "mode": mode, "types": types}
    return None


_ENSOUL = re.compile(r"enchanted artifact is a creature with base power and toughness (\d+)/(\d+) in addition to its "
                     r"other types\.")


def enchanted_becomes_line(line: str, name: str, aura_spec: str | None) -> Ability | None:
    """The ``enchanted_becomes`` static of an Aura that enchants an artifact, or None."""
    if aura_spec != "artifact":
        return None
    m = _ENSOUL.fullmatch(normalise(line, name).strip().lower())
    if m is None:
        return None
    return {"kind": "static", "static": "enchanted_becomes", "types": ["Creature"], "power": int(m.group(1)),
            "toughness": int(m.group(2))}
