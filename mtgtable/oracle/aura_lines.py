"""Lines of Auras, remembered choices, linked abilities and double-faced cards.

Whole-line forms read with the lexer's tokens (so "this Aura", "this land" and
the card's name are all ``~``), each only when the engine does exactly what it
says (fail closed: any other wording stays by hand):

* ``Enchant land`` / ``Enchant Forest`` / ``Enchant artifact or creature``...
  (CR 702.5a, 303.4a): :func:`enchant_spec` gives the target spec;
* ``As ~ enters, choose a color.`` / ``... choose a creature type.``
  (CR 614.12): the static ``as_enters_choose`` (``engine/chosen.py``);
* ``Whenever enchanted land is tapped for mana, its controller adds an
  additional {G}`` / ``... one mana of the chosen color`` (CR 605.1b): the
  static ``enchanted_land_mana`` (``engine/aura_rules.py``), only on an Aura
  that enchants lands;
* and the forms of ``linked_lines`` and ``face_lines`` (imprint, "the exiled
  card", transform), tried from :func:`line`.
"""

from __future__ import annotations

from typing import Any

from .lexer import tokens, unread

#: "Enchant ..." words -> the engine's target spec (``engine.target_specs``).
ENCHANT_SPECS: dict[tuple[str, ...], str] = {
    ("creature",): "creature",
    ("creature", "you", "control"): "creature_you_control",
    ("creature", "an", "opponent", "controls"): "creature_opponent_controls",
    ("land",): "land",
    ("land", "you", "control"): "land_you_control",
    ("artifact",): "artifact",
    ("artifact", "you", "control"): "artifact_you_control",
    ("enchantment",): "enchantment",
    ("planeswalker",): "planeswalker",
    ("permanent",): "permanent",
    ("nonland", "permanent"): "nonland_permanent",
    ("artifact", "or", "creature"): "artifact_or_creature",
    ("creature", "or", "land"): "creature_or_land",
    ("creature", "or", "planeswalker"): "creature_or_planeswalker",
    ("creature", "without", "flying"): "creature_without_flying",
    ("tapped", "creature"): "tapped_creature",
    ("nonblack", "creature"): "nonblack_creature",
    ("plains",): "plains", ("island",): "island", ("swamp",): "swamp", ("mountain",): "mountain",
    ("forest",): "forest",
}
#: Specs whose objects are lands ("Whenever enchanted land is tapped for mana" reads only on these).
LAND_SPECS = frozenset({"land", "land_you_control", "plains", "island", "swamp", "mountain", "forest"})
_ENCHANTED_LAND_WORDS = {"land": LAND_SPECS, "plains": {"plains"}, "island": {"island"}, "swamp": {"swamp"},
                         "mountain": {"mountain"}, "forest": {"forest"}}


def enchant_spec(line: str, name: str) -> str | None:
    """The target spec of an ``Enchant ...`` line (CR 702.5a), or None."""
    if unread(line, name):
        return None
    toks = tokens(line, name)
    if len(toks) < 2 or toks[0] != "enchant":
        return None
    return ENCHANT_SPECS.get(tuple(toks[1:]))


def _choice(toks: list[str]) -> dict[str, Any] | None:
    if toks[:5] != ["as", "~", "enters", ",", "choose"]:
        return None
    rest = toks[5:]
    if rest == ["a", "color", "."]:
        return {"kind": "static", "static": "as_enters_choose", "choose": "color"}
    if rest == ["a", "creature", "type", "."]:
        return {"kind": "static", "static": "as_enters_choose", "choose": "creature_type"}
    return None


def _land_mana(toks: list[str], aura_spec: str | None, choices: set[str]) -> dict[str, Any] | None:
    """``Whenever enchanted land is tapped for mana, its controller adds an additional {G}.``"""
    if aura_spec is None or len(toks) < 3 or toks[:2] != ["whenever", "enchanted"]:
        return None
    allowed = _ENCHANTED_LAND_WORDS.get(toks[2])
    if allowed is None or aura_spec not in allowed:
        return None
    head = ["is", "tapped", "for", "mana", ",", "its", "controller", "adds", "an", "additional"]
    if toks[3:3 + len(head)] != head:
        return None
    rest = toks[3 + len(head):]
    if rest == ["one", "mana", "of", "the", "chosen", "color", "."] and "color" in choices:
        add = "chosen_color"
    elif rest and rest[-1] == "." and all(t in ("{W}", "{U}", "{B}", "{R}", "{G}", "{C}") for t in rest[:-1]) \
            and len(rest) > 1:
        add = "".join(t[1] for t in rest[:-1])
    else:
        return None
    return {"kind": "static", "static": "enchanted_land_mana", "add": add}


def line(line: str, name: str, aura_spec: str | None, choices: set[str]) -> dict[str, Any] | None:
    """One line of this family as an ability, or None (the line goes on to the other forms).

    ``aura_spec``: what the card's Aura enchants, if it is one; ``choices``: the
    kinds of choice the card makes as it enters (read on earlier lines)."""
    if unread(line, name):
        return None
    toks = tokens(line, name)
    found = _choice(toks) or _land_mana(toks, aura_spec, choices)
    if found is not None:
        return found
    return None
