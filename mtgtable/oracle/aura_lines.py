"""Lines of Auras, remembered choices, linked abilities and double-faced cards.

Whole-line forms read with the lexer's tokens (so "this Aura", "this land" and
the card's name are all ``~``), each only when the engine does exactly what it
says (fail closed: any other wording stays by hand):

* ``Enchant land`` / ``Enchant Forest`` / ``Enchant artifact or creature``...
  (CR 702.5a, 303.4a): :func:`enchant_spec` gives the target spec;
* ``As ~ enters, choose a color.`` / ``... choose a creature type.``
  (CR 614.12): the static ``as_enters_choose`` (``engine/families/chosen.py``);
* ``Whenever enchanted land is tapped for mana, its controller adds an
  additional {G}`` / ``... one mana of the chosen color`` (CR 605.1b): the
  static ``enchanted_land_mana`` (``engine/rules/aura_rules.py``), only on an Aura
  that enchants lands;
* linked abilities (CR 607.2a): imprint from the hand, "exile (another)
  target ..." with "When ~ leaves the battlefield, return the exiled card",
  "one mana of any of the exiled card's colors" (``engine/families/linked_effects.py``);
* ``Enchanted land has "{T}: Add one mana of any color."`` (CR 613.1f): the
  static ``enchanted_land_grants_mana`` (``engine/rules/aura_rules.py``);
* ``Umbra armor`` on an Aura (CR 702.89a, ``engine/rules/aura_rules.py``);
* Delver of Secrets' look-reveal-transform (CR 701.28, ``engine/families/transform.py``)
  and "When ~ enters, you become the monarch" (CR 724, ``engine/families/monarch.py``).
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
    ("player",): "player",  # the curses: an Aura attached to a player (CR 303.4, engine/families/enchant_player.py)
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


def _choice(toks: list[str], land: bool) -> dict[str, Any] | None:
    """``As ~ enters, choose a color / a creature type.``  A land's colour is helper "lands"'
    ``oracle.chosen_lines`` (its mana of the chosen colour), not read here."""
    if toks[:5] != ["as", "~", "enters", ",", "choose"]:
        return None
    rest = toks[5:]
    if rest == ["a", "color", "."] and not land:
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


_RETURN = ["when", "~", "leaves", "the", "battlefield", ",", "return", "the", "exiled", "card", "to", "the",
           "battlefield", "under", "its", "owner's", "control", "."]
#: "return the exiled cards to the battlefield under their owner's control" (Detention Sphere: all it exiled)
_RETURN_ALL = ["when", "~", "leaves", "the", "battlefield", ",", "return", "the", "exiled", "cards", "to", "the",
               "battlefield", "under", "their", "owner's", "control", "."]
#: "target nonland permanent not named ~ and all other permanents with the same name as that permanent"
_NOT_NAMED_SAME = ("target", "nonland", "permanent", "not", "named", "~", "and", "all", "other", "permanents", "with",
                   "the", "same", "name", "as", "that", "permanent")
_RETURN_TO_HAND = ["when", "~", "leaves", "the", "battlefield", ",", "return", "the", "exiled", "card", "to", "its",
                   "owner's", "hand", "."]
_FROM_HAND = {("a", "nonartifact", ",", "nonland", "card"): ["Artifact", "Land"], ("a", "nonland", "card"): ["Land"],
              ("a", "card"): []}
_ANOTHER = {("target", "nonland", "permanent", "an", "opponent", "controls"): "nonland_permanent_opponent_controls",
            ("another", "target", "creature"): "another_creature",
            ("another", "target", "nonland", "permanent"): "another_nonland_permanent"}


def _colorless_from_hand(what: tuple[str, ...]) -> dict[str, Any] | None:
    """``a colorless card with mana value 7 or greater``: the imprint filter, or None."""
    if len(what) == 9 and what[:6] == ("a", "colorless", "card", "with", "mana", "value") and what[6].isdigit() \
            and what[7:] == ("or", "greater"):
        return {"colorless": True, "mv_at_least": int(what[6])}
    return None


_MANA_SYMBOLS = ("{C}", "{W}", "{U}", "{B}", "{R}", "{G}")


def _labyrinth(toks: list[str]) -> dict[str, Any] | None:
    """"{T}: Add {C}. If a card is exiled with ~, add {C}{C} instead." and "{T}: Return the
    exiled card to its owner's hand." after an imprint line (CR 607.2a)."""
    if toks == ["{T}", ":", "return", "the", "exiled", "card", "to", "its", "owner's", "hand", "."]:
        return {"kind": "activated", "cost": "{T}", "effects": [{"do": "return_linked", "to": "hand"}]}
    head = ["{T}", ":", "add"]
    if toks[:3] != head or len(toks) < 5 or toks[3] not in _MANA_SYMBOLS or toks[4] != ".":
        return None
    rest = toks[5:]
    if rest[:8] != ["if", "a", "card", "is", "exiled", "with", "~", ","] or rest[8:9] != ["add"] \
            or rest[-2:] != ["instead", "."]:
        return None
    more = rest[9:-2]
    if not more or any(t not in _MANA_SYMBOLS for t in more):
        return None
    return {"kind": "mana", "cost": "{T}", "produce": toks[3][1:-1],
            "instead": {"linked": True, "produce": "".join(t[1:-1] for t in more)}}


def returns_exiled(lines: list[str], name: str) -> bool:
    """Whether the card has "When ~ leaves the battlefield, return the exiled card ..." (CR 607.2a)."""
    return any(not unread(x, name) and tokens(x, name) in (_RETURN, _RETURN_ALL) for x in lines)


def _linked(toks: list[str], linked: bool, state: dict[str, bool]) -> dict[str, Any] | None:
    """Imprint, "exile target ..." linked to "return the exiled card", and "the exiled card's colors"."""
    if toks[:4] == ["when", "~", "enters", ","]:
        rest = toks[4:]
        may = rest[:2] == ["you", "may"]
        if may:
            rest = rest[2:]
        if rest[:1] != ["exile"] or rest[-1:] != ["."]:
            return None
        what = tuple(rest[1:-1])
        imprint = what[-3:] == ("from", "your", "hand") and _colorless_from_hand(what[:-3])
        if imprint:  # "a colorless card with mana value 7 or greater" (Ugin's Labyrinth)
            state["linked"] = True
            imprinted: dict[str, Any] = {"do": "exile_from_hand_linked", "filter": imprint}
            if may:
                imprinted["may"] = True
            return {"kind": "triggered", "trigger": "etb", "effects": [imprinted]}
        if what[-3:] == ("from", "your", "hand") and what[:-3] in _FROM_HAND:
            state["linked"] = True
            effect: dict[str, Any] = {"do": "exile_from_hand_linked", "filter": {"types_none": _FROM_HAND[what[:-3]]}}
            if may:
                effect["may"] = True
            return {"kind": "triggered", "trigger": "etb", "effects": [effect]}
        until = what[-5:] == ("until", "~", "leaves", "the", "battlefield")
        if until:
            what = what[:-5]  # CR 610.3c: returned when this leaves, not by a trigger
        elif not linked:
            return None  # an ordinary "exile target ..." is the grammar's
        if what == _NOT_NAMED_SAME and linked and not until:
            # Detention Sphere: the target and every other permanent with its name, all linked to its
            # "return the exiled cards" (CR 201.2, 607.2a)
            state["linked_all"] = True
            same: dict[str, Any] = {"do": "exile_linked", "target": 0, "same_name": True}
            return {"kind": "triggered", "trigger": "etb", "targets": ["nonland_permanent_not_named_self"],
                    "effects": [{"do": "may", "effects": [same]}] if may else [same]}
        from .grammar import TARGETS
        spec = _ANOTHER.get(what) or (dict(TARGETS).get(what[1:]) if what[:1] == ("target",) else None)
        if spec is None:
            return None
        state["linked"] = True
        inner: dict[str, Any] = {"do": "exile_linked", "target": 0}
        if until:
            inner["until"] = True
        effects = [{"do": "may", "effects": [inner]}] if may else [inner]
        return {"kind": "triggered", "trigger": "etb", "targets": [spec], "effects": effects}
    if toks == ["when", "~", "is", "put", "into", "a", "graveyard", "from", "the", "battlefield", ",", "return", "it",
                "to", "its", "owner's", "hand", "."]:
        return {"kind": "triggered", "trigger": "put_into_graveyard", "effects": [{"do": "return_it"}]}
    if toks == ["when", "~", "dies", ",", "return", "it", "to", "its", "owner's", "hand", "."]:
        return {"kind": "triggered", "trigger": "dies", "effects": [{"do": "return_it"}]}
    if toks == _RETURN and state.get("linked"):
        return {"kind": "triggered", "trigger": "leaves_battlefield", "effects": [{"do": "return_linked"}]}
    if toks == _RETURN_ALL and state.get("linked_all"):
        return {"kind": "triggered", "trigger": "leaves_battlefield", "effects": [{"do": "return_linked", "plural": True}]}
    if toks == _RETURN_TO_HAND and state.get("linked_from_hand"):
        # "When this creature leaves the battlefield, return the exiled card to its owner's hand."
        # (Tidehollow Sculler): the card its enters ability took from a hand (CR 607.2a)
        return {"kind": "triggered", "trigger": "leaves_battlefield", "effects": [{"do": "return_linked", "to": "hand"}]}
    if toks == ["{T}", ":", "add", "one", "mana", "of", "any", "of", "the", "exiled", "card's", "colors", "."] \
            and state.get("linked"):
        return {"kind": "mana", "cost": "{T}", "produce": "exiled_colors"}
    if state.get("linked"):
        found = _labyrinth(toks)  # Ugin's Labyrinth's mana and return (CR 607.2a)
        if found is not None:
            return found
    return None


_DELVER = ["at", "the", "beginning", "of", "your", "upkeep", ",", "look", "at", "the", "top", "card", "of", "your",
           "library", ".", "you", "may", "reveal", "that", "card", ".", "if", "an", "instant", "or", "sorcery", "card",
           "is", "revealed", "this", "way", ",", "transform", "~", "."]
#: Effects that transform their source (a back face then matters, ``carddb.compile``).
TRANSFORM_EFFECTS = frozenset({"look_reveal_transform"})


def _faces(toks: list[str]) -> dict[str, Any] | None:
    """Delver of Secrets' upkeep look-and-transform (CR 701.28, 701.16a); and "When ~ enters,
    you become the monarch." (CR 724.1, ``engine/families/monarch.py``)."""
    if toks == ["when", "~", "enters", ",", "you", "become", "the", "monarch", "."]:
        return {"kind": "triggered", "trigger": "etb", "effects": [{"do": "become_monarch"}]}
    if toks == _DELVER:
        return {"kind": "triggered", "trigger": "upkeep",
                "effects": [{"do": "look_reveal_transform", "filter": {"types_any": ["Instant", "Sorcery"]}}]}
    return None


def transforms(abilities: list[dict[str, Any]]) -> bool:
    """Whether a compiled card transforms itself (so its back face is played by the engine)."""
    return any(e.get("do") in TRANSFORM_EFFECTS for ab in abilities for e in ab.get("effects", ()))


def line(line: str, name: str, aura_spec: str | None, choices: set[str], linked: bool = False,
         state: dict[str, bool] | None = None, land: bool = False) -> dict[str, Any] | None:
    """One line of this family as an ability, or None (the line goes on to the other forms).

    ``aura_spec``: what the card's Aura enchants, if it is one; ``choices``: the
    kinds of choice the card makes as it enters (read on earlier lines);
    ``linked``: the card returns "the exiled card" (:func:`returns_exiled`);
    ``state``: what earlier lines of the card set up (a linked exile)."""
    if line.strip().lower() == 'enchanted land has "{t}: add one mana of any color."' and aura_spec in LAND_SPECS:
        # A mana ability granted to the enchanted land (Abundant Growth, CR 613.1f; engine/rules/aura_rules.py).
        return {"kind": "static", "static": "enchanted_land_grants_mana", "produce": "any"}
    if unread(line, name):
        return None
    toks = tokens(line, name)
    if toks == ["umbra", "armor"] and aura_spec is not None:  # CR 702.89a (engine/rules/aura_rules.py)
        return {"kind": "static", "static": "umbra_armor"}
    return (_choice(toks, land) or _land_mana(toks, aura_spec, choices)
            or _linked(toks, linked, state if state is not None else {}) or _faces(toks))
