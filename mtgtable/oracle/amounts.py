"""Amounts and conditions of static abilities: "the number of creatures you control",
"for each artifact you control", "as long as you control a Forest".

They become the counts and conditions ``engine.counts`` works out as the game
goes (CR 604.1, 613.4): a count is ``{"count": "permanents" | "cards" |
"card_types" | "life", "whose", "zone", "types_any", "subtypes_any",
"other"}``; a condition is one of ``mana_abilities.condition_met``'s
(``control_subtype``, ``control_type``, ``artifacts_at_least``,
``lands_at_least``) or a count compared with a number (``{"at_least": 7,
"of": COUNT}``).  A phrase not listed here is not read (fail closed).
"""

from __future__ import annotations

from typing import Any

from .grammar import BASIC_TYPES, NUMBERS, Parser

Count = dict[str, Any]

#: Card types by their word, singular and plural (CR 205.2a).
TYPE_WORDS = {"creature": "Creature", "creatures": "Creature", "artifact": "Artifact", "artifacts": "Artifact",
              "land": "Land", "lands": "Land", "enchantment": "Enchantment", "enchantments": "Enchantment",
              "planeswalker": "Planeswalker", "planeswalkers": "Planeswalker"}
#: Subtypes by their word, singular and plural (CR 205.3): basic land types and common creature types.
SUBTYPE_WORDS: dict[str, str] = {
    **BASIC_TYPES, "islands": "Island", "swamps": "Swamp", "mountains": "Mountain", "forests": "Forest",
    "elf": "Elf", "elves": "Elf", "goblin": "Goblin", "goblins": "Goblin", "zombie": "Zombie", "zombies": "Zombie",
    "spirit": "Spirit", "spirits": "Spirit", "rat": "Rat", "rats": "Rat", "soldier": "Soldier",
    "soldiers": "Soldier", "wizard": "Wizard", "wizards": "Wizard", "merfolk": "Merfolk", "human": "Human",
    "humans": "Human", "vampire": "Vampire", "vampires": "Vampire", "knight": "Knight", "knights": "Knight",
    "sliver": "Sliver", "slivers": "Sliver", "faerie": "Faerie", "faeries": "Faerie", "warrior": "Warrior",
    "warriors": "Warrior", "squirrel": "Squirrel", "squirrels": "Squirrel", "wolf": "Wolf", "wolves": "Wolf",
    "equipment": "Equipment", "aura": "Aura", "auras": "Aura",
}

#: Nonbasic land types a condition may name (CR 205.3i: lands with them are found by their subtype).
LAND_TYPE_WORDS = {"gate": "Gate", "desert": "Desert", "cave": "Cave", "locus": "Locus", "lair": "Lair",
                   "sphere": "Sphere", "town": "Town"}


def _kinds(p: Parser, plural: bool) -> dict[str, list[str]]:
    """``artifacts``, ``artifacts and/or enchantments``, ``Forests``: the types or subtypes counted."""
    found: dict[str, list[str]] = {}
    while True:
        word = p.peek()
        if word in TYPE_WORDS and word.endswith("s") == plural:
            found.setdefault("types_any", []).append(TYPE_WORDS[word])
        elif word in SUBTYPE_WORDS and "types_any" not in found:
            found.setdefault("subtypes_any", []).append(SUBTYPE_WORDS[word])
        else:
            raise p.fail("a kind of permanent the engine doesn't count")
        p.i += 1
        if not p.eat("and/or"):
            break
        if "subtypes_any" in found:
            raise p.fail("types and subtypes together")
    return found


def count(p: Parser, plural: bool) -> Count:
    """What is counted, after "the number of" (``plural``) or "for each" (singular)."""
    if plural and p.eat("basic", "land", "types", "among", "lands", "you", "control"):
        return {"count": "basic_land_types", "whose": "you"}  # domain (CR 205.3i)
    if plural and p.eat("card", "types", "among", "cards", "in"):
        whose = _graveyards(p)
        return {"count": "card_types", "zone": "graveyard", "whose": whose}
    from .trigger_phrases import self_counters  # "for each burden counter on ~" (The One Ring)
    found = self_counters(p, plural)
    if found is not None:
        return found
    if p.at(("card", "cards")) or p.at(TYPE_CARD_WORDS, ("card", "cards")) \
            or p.at("instant", ("and", "and-or"), "sorcery", ("card", "cards")):
        return _cards(p, plural)
    if plural and p.eat("attacking", "creatures"):  # Path of Bravery (CR 508.1: every attacking creature)
        return {"count": "permanents", "types_any": ["Creature"], "whose": "all", "attacking": True}
    other = p.eat("other")
    snow = p.eat("snow")  # "snow permanents you control" (Skred; CR 205.4a)
    of_type = False
    if snow and p.eat("permanents" if plural else "permanent"):
        kinds: dict[str, list[str]] = {}
    elif p.ctx.chosen_type and not snow and p.eat("permanents" if plural else "permanent"):
        kinds, of_type = {}, True
    else:
        kinds = _kinds(p, plural)
    spec: Count = {"count": "permanents", **kinds}
    if snow:
        spec["supertypes_any"] = ["Snow"]
    if p.eat("you", "control"):
        spec["whose"] = "you"
    elif p.eat("your", "opponents", "control"):
        spec["whose"] = "opponents"
    elif p.eat("on", "the", "battlefield"):
        spec["whose"] = "all"
    else:
        raise p.fail("whose permanents?")
    if spec["whose"] == "you" and kinds.get("types_any") == ["Creature"] and not other and not snow and \
            p.eat("with", "a", "+1/+1", "counter", "on", "it"):
        spec["with_counter"] = "+1/+1"  # Inspiring Call (CR 122.1); "those creatures" may follow
        p.ctx.those = "creatures_you_control_with_counter"
    if of_type:  # "for each permanent you control of that type" (Distant Melody, CR 205.3m)
        if spec["whose"] != "you":
            raise p.fail("the chosen type among your own permanents only")
        p.need("of", "that", "type")
        spec["of_chosen_type"] = True
    if other:
        spec["other"] = True
    return spec


#: Card types before "card(s)" in a count of cards.
TYPE_CARD_WORDS = ("creature", "land", "artifact", "enchantment", "instant", "sorcery")


def _cards(p: Parser, plural: bool) -> Count:
    """``cards in your hand``, ``creature cards in your graveyard``, ``instant and sorcery cards in ...``."""
    spec: Count = {"count": "cards"}
    if p.eat("instant", "and", "sorcery") or p.eat("instant", "and-or", "sorcery"):
        spec["types_any"] = ["Instant", "Sorcery"]  # either card type (CR 205.2a)
    elif p.peek() in TYPE_CARD_WORDS:
        spec["types_any"] = [p.peek().capitalize()]
        p.i += 1
    p.need("cards" if plural else "card")
    if p.eat("named", "~"):
        spec["named_self"] = True
    p.need("in")
    if p.eat("your", "hand"):
        spec.update(zone="hand", whose="you")
        return spec
    spec.update(zone="graveyard", whose=_graveyards(p))
    return spec


def _graveyards(p: Parser) -> str:
    if p.eat("your", "graveyard"):
        return "you"
    if p.eat("all", "graveyards") or p.eat("each", "graveyard"):  # the same cards (CR 404)
        return "all"
    raise p.fail("whose graveyard?")


def the_number_of(p: Parser) -> Count:
    """``the number of COUNT``."""
    p.need("the", "number", "of")
    return count(p, plural=True)


def where_x_is(p: Parser) -> Count:
    """What follows "where X is": ``your life total`` (Storm Herd, CR 119), ``that creature's mana value``
    / ``its mana value`` of the creature target (Death Mutation; its last known information once it has
    left, CR 608.2h), or ``the number of COUNT``."""
    if p.eat("your", "life", "total"):
        return {"count": "life", "whose": "you"}
    it = p.ctx.it
    if isinstance(it, int) and it < len(p.ctx.targets) and "creature" in p.ctx.targets[it] and (
            p.eat("that", "creature's", "mana", "value") or p.eat("its", "mana", "value")):
        return {"count": "target_mana_value", "target": it}
    return the_number_of(p)


def condition(p: Parser, self_ok: bool = False) -> dict[str, Any]:
    """What follows "as long as": ``you control a Forest``, ``you control three or more artifacts``,
    ``seven or more cards are in your graveyard``, ``you have no cards in hand``; with ``self_ok`` (a
    permanent's ability about itself) also ``it's untapped / tapped / attacking``."""
    if p.eat("you", "control"):
        if p.at(NUMBER_WORDS, "or", "more"):
            n = p.number(allow_x=False)
            p.need("or", "more")
            kinds = _kinds(p, plural=True)
            if kinds == {"types_any": ["Artifact"]}:
                return {"artifacts_at_least": n}
            if kinds == {"types_any": ["Land"]}:
                return {"lands_at_least": n}
            return {"at_least": n, "of": {"count": "permanents", "whose": "you", **kinds}}
        subtypes: list[str] = []
        types: list[str] = []
        while True:
            p.need(("a", "an"))
            word = p.peek()
            if word in BASIC_TYPES:
                subtypes.append(BASIC_TYPES[word])
            elif word in LAND_TYPE_WORDS:  # "as long as you control a Gate" (Armory Guard, CR 205.3i)
                subtypes.append(LAND_TYPE_WORDS[word])
            elif word in TYPE_WORDS and not word.endswith("s"):
                types.append(TYPE_WORDS[word])
            elif word in _CREATURE_TYPE_WORDS:
                # "a Dragon", "a Griffin creature": a creature type (CR 205.3m), changeling too (counts)
                subtypes.append(_CREATURE_TYPE_WORDS[word])
                if p.peek(1) == "creature":
                    p.i += 1
            else:
                raise p.fail("a kind of permanent the engine doesn't look for")
            p.i += 1
            if not p.eat("or"):
                break
        if subtypes and types:
            raise p.fail("types and subtypes together")
        return {"control_subtype": subtypes} if subtypes else {"control_type": types}
    if p.at(NUMBER_WORDS, "or", "more", "cards", "are", "in", "your", "graveyard"):
        n = p.number(allow_x=False)
        p.i += 7
        return {"at_least": n, "of": {"count": "cards", "zone": "graveyard", "whose": "you"}}  # threshold
    if p.at("there", "are", NUMBER_WORDS, "or", "more", "cards", "in", "your", "graveyard"):
        p.i += 2
        n = p.number(allow_x=False)
        p.i += 6
        return {"at_least": n, "of": {"count": "cards", "zone": "graveyard", "whose": "you"}}  # threshold
    if p.at("there", "are", NUMBER_WORDS, "or", "more") and p.peek(5) in TYPE_CARD_WORDS + ("instant",):
        p.i += 2
        n = p.number(allow_x=False)
        p.need("or", "more")
        return {"at_least": n, "of": _cards(p, plural=True)}  # "two or more instant and/or sorcery cards in ..."
    if p.eat("there", "are") and p.at(NUMBER_WORDS, "or", "more", "card", "types", "among", "cards", "in", "your",
                                      "graveyard"):
        n = p.number(allow_x=False)
        p.i += 9
        return {"at_least": n, "of": {"count": "card_types", "zone": "graveyard", "whose": "you"}}  # delirium
    if p.eat("your", "life", "total", "is", "greater", "than", "or", "equal", "to", "your", "starting", "life",
             "total"):
        return {"life_at_least_starting": True}  # Path of Bravery (CR 103.3: the starting life total)
    if self_ok and p.eat("~", "is", "monstrous"):
        return {"self_monstrous": True}  # "As long as this creature is monstrous" (CR 701.37b)
    if self_ok and p.eat("~", "is", "enchanted"):
        return {"self_enchanted": True}  # "As long as this creature is enchanted" (Thran Golem)
    if self_ok and p.eat("it's", "untapped"):
        return {"self_untapped": True}
    if self_ok and p.eat("it's", "tapped"):
        return {"self_tapped": True}
    if self_ok and p.eat("it's", "attacking"):
        return {"self_attacking": True}
    if p.at("you", "have") and (p.peek(2).isdigit() or p.peek(2) in NUMBER_WORDS) \
            and p.at("you", "have", p.peek(2), "or", "more", "life"):
        p.i += 2
        n = p.number(allow_x=False)
        p.need("or", "more", "life")
        return {"at_least": n, "of": {"count": "life", "whose": "you"}}  # Serra Ascendant (CR 119)
    if p.eat("you", "have", "no", "cards", "in", "hand"):
        return {"at_most": 0, "of": {"count": "cards", "zone": "hand", "whose": "you"}}  # hellbent
    raise p.fail("a condition the engine doesn't track")


def _creature_type_words() -> dict[str, str]:
    from ..engine.data.creature_types import CREATURE_TYPES
    return {t.lower(): t for t in CREATURE_TYPES if " " not in t}


#: Creature types by their lower-cased word (CR 205.3m), as "you control a Dragon" writes them.
_CREATURE_TYPE_WORDS = _creature_type_words()

NUMBER_WORDS = tuple(w for w in NUMBERS if w not in ("a", "an")) + tuple(str(n) for n in range(1, 21))
