"""Lines about how a spell is cast: alternative and additional costs, kicker, cost changes
(CR 601.2b, 601.2f; the keywords of CR 702).

Each reader matches a whole line (after reminder text is gone) and returns the
static ability ``engine.casting_costs`` applies, or ``None`` (the line goes
on to the other readers, and stays by hand if none reads it).  Only what the
engine does exactly is read: "sacrifice a creature or pay 3 life" (a choice
between costs), "pay X life", a condition the engine does not track ("if an
opponent cast three or more spells this turn") and tapping creatures as a
cost are left by hand.
"""

from __future__ import annotations

import re
from typing import Any

from .grammar import BASIC_TYPES, COLOR_WORDS, NUMBERS

Ability = dict[str, Any]

_MANA = r"((?:\{[0-9WUBRGC]\}|\{[WUBRG]/[WUBRG]\}|\{2/[WUBRG]\})+)"
_COUNT = r"(a|an|one|two|three|four|five)"
_ALT_TAIL = " rather than pay this spell's mana cost."
#: Card types a cost may name (singular; plural with an "s").
_TYPES = {"creature": "Creature", "artifact": "Artifact", "land": "Land", "enchantment": "Enchantment"}
_COLORS = "|".join(COLOR_WORDS)


def _n(word: str) -> int:
    return NUMBERS[word]


def _singular(word: str, n: int) -> str:
    if n == 1:
        return word
    if word.endswith("s"):
        return word[:-1]
    raise ValueError(word)


def _permanents(words: str, n: int) -> dict[str, Any] | None:
    """``Island``, ``Mountains``, ``creature``, ``nontoken red creature``, ``artifacts``: a filter."""
    if " or " in words and n == 1:
        # "an artifact or creature": either card type (CR 205.2a).
        kinds = [w.strip() for w in words.split(" or ")]
        if all(k in _TYPES for k in kinds):
            return {"types_any": [_TYPES[k] for k in kinds]}
        return None
    parts = words.split()
    filt: dict[str, Any] = {}
    if parts and parts[0] == "nontoken":
        filt["nontoken"] = True
        parts = parts[1:]
    if parts and parts[0] in COLOR_WORDS:
        filt["colors_any"] = [COLOR_WORDS[parts[0]]]
        parts = parts[1:]
    if len(parts) != 1:
        return None
    try:
        noun = _singular(parts[0], n)
    except ValueError:
        return None
    if noun in BASIC_TYPES:
        filt["subtypes_any"] = [BASIC_TYPES[noun]]
        filt.setdefault("types_any", ["Land"])
    elif noun in _TYPES:
        filt["types_any"] = [_TYPES[noun]]
    else:
        return None
    return filt


def _graveyard_cards(words: str, n: int) -> dict[str, Any] | None:
    """``cards``, ``creature card``, ``red card``: what is exiled from the graveyard (a card type
    word is a card's type there, CR 205.2a; "instant or sorcery card" is left out, fail closed)."""
    parts = words.split()
    if len(parts) == 2 and parts[0] in _TYPES:
        found = _cards(parts[1], n)
        return None if found is None else {"types_any": [_TYPES[parts[0]]]}
    return _cards(words, n)


def _cards(words: str, n: int) -> dict[str, Any] | None:
    """``card``, ``blue card``, ``cards``: what is exiled or discarded from the hand."""
    parts = words.split()
    filt: dict[str, Any] = {}
    if len(parts) == 2 and parts[0] in COLOR_WORDS:
        filt["colors_any"] = [COLOR_WORDS[parts[0]]]
        parts = parts[1:]
    if len(parts) != 1:
        return None
    try:
        if _singular(parts[0], n) != "card":
            return None
    except ValueError:
        return None
    return filt


def cost_parts(text: str) -> list[dict[str, Any]] | None:
    """``pay 1 life and exile a blue card from your hand``, ``sacrifice a creature``,
    ``return two Islands you control to their owner's hand``: the non-mana cost parts."""
    out: list[dict[str, Any]] = []
    for piece in re.split(r" and |, ", text):
        piece = piece.strip()
        m = re.fullmatch(r"pay (\d+) life", piece)
        if m:
            out.append({"life": int(m.group(1))})
            continue
        m = re.fullmatch(r"exile " + _COUNT + r" (.+?) from your hand", piece)
        if m:
            n = _n(m.group(1))
            filt = _cards(m.group(2), n)
            if filt is None:
                return None
            out.append({"exile_from_hand": filt, "count": n})
            continue
        m = re.fullmatch(r"exile " + _COUNT + r" (.+?) from your graveyard", piece)
        if m:  # Grim Lavamancer's "Exile two cards from your graveyard" (CR 118.3)
            n = _n(m.group(1))
            filt = _graveyard_cards(m.group(2), n)
            if filt is None:
                return None
            out.append({"exile_from_graveyard": filt, "count": n})
            continue
        m = re.fullmatch(r"discard " + _COUNT + r" (.+?)", piece)
        if m:
            n = _n(m.group(1))
            filt = _cards(m.group(2), n)
            if filt is None:
                return None
            out.append({"discard": filt, "count": n})
            continue
        m = re.fullmatch(r"return " + _COUNT + r" (.+?) you control to (?:its|their) owner's hand", piece)
        if m:
            n = _n(m.group(1))
            filt = _permanents(m.group(2), n)
            if filt is None:
                return None
            out.append({"return_to_hand": filt, "count": n})
            continue
        m = re.fullmatch(r"tap " + _COUNT + r" untapped (.+?) you control", piece)
        if m:
            n = _n(m.group(1))
            filt = _permanents(m.group(2), n)
            if filt is None or filt.get("types_any") != ["Creature"]:
                return None
            out.append({"tap_untapped": filt, "count": n})
            continue
        m = re.fullmatch(r"put (a|one|two|three) -1/-1 counters? on a creature you control|blight (\d)", piece)
        if m:
            # Blight N: "put N -1/-1 counters on a creature you control" (its reminder text; CR 122.1).
            n = _n(m.group(1)) if m.group(1) else int(m.group(2))
            if not 0 < n < 10 or (m.group(1) and (n == 1) != (" counter " in piece + " ")):
                return None
            out.append({"minus_counters": {"types_any": ["Creature"]}, "n": n})
            continue
        m = re.fullmatch(r"sacrifice " + _COUNT + r" (.+?)", piece)
        if m:
            n = _n(m.group(1))
            filt = _permanents(m.group(2), n)
            if filt is None:
                return None
            out.append({"sacrifice": filt, "count": n})
            continue
        return None
    return out or None


def _mana_and_parts(text: str) -> tuple[str, list[dict[str, Any]]] | None:
    """``{1}{U}, Pay 3 life`` / ``Sacrifice a creature`` / ``{2}{R}`` after a keyword (CR 702.34a's
    "Flashback—[cost]"): the mana, and the other parts."""
    text = text.strip().rstrip(".")
    m = re.match(_MANA, text)
    mana = ""
    if m:
        mana = m.group(1)
        text = text[m.end():].lstrip(", ").strip()
        if not text:
            return mana, []
    parts = cost_parts(text.lower())
    if parts is None:
        return None
    return mana, parts


#: Creature types a "spells cost less" line is read for (a closed list: fail closed on any other word).
_CREATURE_TYPES = frozenset({"dragon", "goblin", "elf", "wizard", "zombie", "sliver", "merfolk", "faerie", "elemental",
                             "knight", "spirit", "vampire", "angel", "dinosaur", "eldrazi", "human", "cleric",
                             "rogue", "warrior", "shaman", "soldier", "giant", "demon", "beast", "cat", "dwarf"})
_SPELL_COST = re.compile(r"(.+?) spells( you cast)? cost \{(\d)\} (less|more) to cast\.")


def _spell_filter(words: str) -> dict[str, Any] | None:
    """``Green spells and blue``, ``Instant and sorcery``, ``Noncreature``, ``Red``, ``Creature``."""
    names = [w for w in re.split(r" spells and | and |, | or ", words.lower()) if w]
    colors = [COLOR_WORDS[w] for w in names if w in COLOR_WORDS]
    types = [w.capitalize() for w in names if w in ("instant", "sorcery", "creature", "artifact", "enchantment")]
    if names == ["noncreature"]:
        return {"noncreature": True}
    if colors and len(colors) == len(names):
        return {"colors_any": colors}
    if types and len(types) == len(names):
        return {"types_any": types}
    if len(names) == 1 and names[0] in _CREATURE_TYPES:
        # "Dragon spells you cast": a creature type (CR 205.3m); other words ("Historic", "Outlaw",
        # "Legendary") name groups or supertypes, not read
        return {"subtypes_any": [names[0].capitalize()]}
    return None


def _additional(text: str) -> Ability | None:
    """After "As an additional cost to cast this spell,": ``sacrifice a creature`` (every cast pays it),
    ``you may blight 1`` (optional), ``discard a card or pay 3 life`` (one of them, announced as it is
    cast): CR 601.2b, 601.2h (``engine.casting_costs``, ``engine.additional_choices``)."""
    if text == "pay x life":  # Toxic Deluge: X is announced as it is cast (CR 601.2b, 107.3)
        return {"kind": "static", "static": "additional_cost", "costs": [{"life": "X"}]}
    optional = text.startswith("you may ")
    if optional:
        text = text[len("you may "):]
    parts = cost_parts(text)
    if parts is not None:
        ab: Ability = {"kind": "static", "static": "additional_cost", "costs": parts}
        if optional:
            ab["optional"] = True
        return ab
    sides = text.split(" or ")
    if optional or len(sides) != 2:
        return None
    sets = [cost_parts(side) for side in sides]
    kinds = [next(iter(k for k in p[0] if k not in ("count", "n"))) for p in sets if p is not None and len(p) == 1]
    if len(kinds) != 2 or kinds[0] == kinds[1]:
        return None  # each side one part, of two kinds (a choice the table can label); "pay {2}" isn't read
    return {"kind": "static", "static": "additional_cost", "choices": sets}


def cost_line(line: str, types: tuple[str, ...], has_x: bool) -> Ability | None:
    """The static ability for one line about casting costs, or None."""
    low = line.lower().strip()
    is_spell = "Instant" in types or "Sorcery" in types
    if low == "delve":
        return {"kind": "static", "static": "delve"}  # CR 702.66a
    if low == "affinity for artifacts":
        return {"kind": "static", "static": "affinity", "types": ["Artifact"]}  # CR 702.41a
    if low == "if you control a commander, you may cast this spell without paying its mana cost.":
        # CR 903.3: no commander exists outside the Commander variant, so the condition never holds.
        return {"kind": "static", "static": "alternative_cost", "method": "alternative", "mana": "",
                "condition": "you_control_a_commander"}
    m = re.fullmatch(r"Kicker " + _MANA, line.strip())
    if m:
        return {"kind": "static", "static": "kicker", "mana": m.group(1)}  # CR 702.33a
    m = _SPELL_COST.fullmatch(line.strip())
    if m:
        filt = _spell_filter(m.group(1))
        if filt is None:
            return None
        n = int(m.group(3)) * (-1 if m.group(4) == "less" else 1)
        return {"kind": "static", "static": "spell_cost", "amount": n, "spells": filt,
                "whose": "you" if m.group(2) else "each"}  # CR 601.2f
    prefix = "as an additional cost to cast this spell, "
    if low.startswith(prefix) and low.endswith("."):
        return _additional(low[len(prefix):-1])
    if has_x:
        return None  # CR 107.3b: an alternative cost changes what X may be; not read
    m = re.fullmatch(r"(if it's not your turn, |if it's your turn, |if you control an? (\w+), )?you may (.+)"
                     + re.escape(_ALT_TAIL), low)
    if m:
        parts = cost_parts(m.group(3))
        if parts is None:
            return None
        ab: Ability = {"kind": "static", "static": "alternative_cost", "method": "alternative", "mana": "",
                       "costs": parts}
        if m.group(2):
            if m.group(2) not in BASIC_TYPES:
                return None
            ab["condition"] = {"control_subtype": BASIC_TYPES[m.group(2)]}
        elif m.group(1):
            ab["condition"] = "not_your_turn" if "not" in m.group(1) else "your_turn"
        return ab
    for keyword, method, need in (("evoke", "evoke", "Creature"), ("dash", "dash", "Creature"),
                                  ("flashback", "flashback", ""), ("spectacle", "spectacle", "")):
        m = re.fullmatch(keyword + r"(?: |—)(.+)", low)
        if not m:
            continue
        if need and need not in types or method == "flashback" and not is_spell:
            return None
        got = _mana_and_parts(line.strip()[len(keyword) + 1:])
        if got is None:
            return None
        mana, parts = got
        ab = {"kind": "static", "static": "alternative_cost", "method": method, "mana": mana.upper()}
        if parts:
            ab["costs"] = parts
        if method == "spectacle":  # CR 702.137a: "if an opponent lost life this turn"
            ab["condition"] = "opponent_lost_life_this_turn"
        return ab
    return None
