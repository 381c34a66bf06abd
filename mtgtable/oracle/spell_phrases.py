"""Phrases about spells on the stack (``engine/families/stack_effects.py``): copies (CR 707.10),
"counter target spell unless its controller pays {N}" (CR 118.12), "untap up to two
lands", the spell keywords storm, cascade and rebound (CR 702.40, 702.85, 702.88), the
"whenever an opponent casts" trigger, and "~ deals N damage instead if you control
three or more artifacts" (metalcraft) and "Add {B}{B}{B}{B}{B} instead if there are seven
or more cards in your graveyard" (threshold).

Each reader reads one of the Oracle's fixed wordings or raises
:class:`~.grammar.NoParse`, so anything else stays by hand.
"""

from __future__ import annotations

import re
from typing import Any, Callable, Mapping

from .grammar import NoParse, Parser

Effect = dict[str, Any]

#: Keyword lines that are abilities of ``stack_effects`` (as the statics standing for them).
SPELL_KEYWORDS = frozenset({"storm", "cascade", "rebound"})


def keyword_ability(word: str, card_types: tuple[str, ...]) -> dict[str, Any] | None:
    """``Storm`` and ``Cascade`` (any spell: a copy of a permanent spell becomes a token, CR
    111.12) and ``Rebound`` (instants and sorceries, CR 702.88a) as a static."""
    if word not in SPELL_KEYWORDS:
        return None
    if word == "rebound" and not ("Instant" in card_types or "Sorcery" in card_types):
        return None
    return {"kind": "static", "static": word, "text": word.capitalize()}


_BUYBACK = re.compile(r"Buyback ((?:\{[0-9WUBRGC]\})+)")


_REPLICATE = re.compile(r"Replicate ((?:\{[0-9WUBRGC]\})+)")


def cost_line(line: str, card_types: tuple[str, ...]) -> dict[str, Any] | None:
    """``Buyback {3}`` (CR 702.27a) and ``Replicate {1}{U}`` (CR 702.56a) on an instant or
    sorcery: optional additional costs."""
    if not ("Instant" in card_types or "Sorcery" in card_types):
        return None
    m = _BUYBACK.fullmatch(line.strip())
    if m is not None:
        return {"kind": "static", "static": "buyback", "mana": m.group(1)}
    m = _REPLICATE.fullmatch(line.strip())
    if m is not None:
        return {"kind": "static", "static": "replicate", "mana": m.group(1)}
    return None


def _unless_cost(p: Parser) -> str:
    syms = p.mana_symbols()
    if not syms or any(s in ("{X}", "{T}", "{Q}") for s in syms):
        raise p.fail("an unless cost the engine reads")
    return "".join(syms)


def counter_unless(p: Parser) -> list[Effect]:
    """``counter target [noncreature] spell unless its controller pays {N}`` (CR 118.12)."""
    p.need("counter")
    what = p.subject_object()
    if not (isinstance(what, int) and p.ctx.targets[what].endswith("spell")):
        raise p.fail("counter names a spell")
    p.need("unless", "its", "controller", "pays")
    cost = _unless_cost(p)
    return [{"do": "unless_pays", "who": {"controller_of": what}, "mana": cost,
             "effects": [{"do": "counter", "target": what}]}]


def counter_more(p: Parser) -> list[Effect]:
    """``counter TARGET-SPELL`` with a second sentence about it: ``If that spell is countered
    this way, exile it instead of putting it into its owner's graveyard`` (CR 614.1a; Remand's
    "put it into its owner's hand instead"; Memory Lapse's "on top of its owner's library"), or ``Its controller creates TOKENS`` (Swan Song)."""
    from .effect_phrases import token
    p.need("counter")
    what = p.subject_object()
    if not (isinstance(what, int) and p.ctx.targets[what].endswith("spell")):
        raise p.fail("counter names a spell")
    if p.eat(".", "if", "that", "spell", "is", "countered", "this", "way", ","):
        if p.eat("exile", "it", "instead", "of", "putting", "it", "into", "its", "owner's", "graveyard"):
            return [{"do": "counter_to", "target": what, "zone": "exile"}]
        if p.eat("put", "it", "into", "its", "owner's", "hand", "instead", "of", "into", "that", "player's",
                 "graveyard"):
            return [{"do": "counter_to", "target": what, "zone": "hand"}]
        if p.eat("put", "it", "on", "top", "of", "its", "owner's", "library", "instead", "of", "into", "that",
                 "player's", "graveyard"):
            return [{"do": "counter_to", "target": what, "zone": "library_top"}]  # Memory Lapse
        raise p.fail("where the countered spell goes")
    if p.eat(".", "at", "the", "beginning", "of", "your", "next", "main", "phase", ",", "add", "an", "amount", "of",
             "{C}", "equal", "to", "that", "spell's", "mana", "value"):
        # Mana Drain: a delayed trigger (CR 603.7) at your next main phase (CR 505.4), the amount read
        # from the countered spell as this resolves (its last known information, CR 608.2h)
        mana = {"do": "add_mana", "mana": "C", "amount": {"count": "target_mana_value", "target": what}}
        return [{"do": "counter", "target": what},
                {"do": "delayed_at", "when": "main_phase", "whose": "your_next", "fixed": True, "effects": [mana]}]
    if p.eat(".", "its", "controller"):
        made = token(p, "creates")
        for e in made:
            e["who"] = {"controller_of": what}
        return [{"do": "counter", "target": what}, *made]
    raise p.fail("a plain counter")


def copy_spell(p: Parser) -> list[Effect]:
    """``copy target instant or sorcery spell[. you may choose new targets for the copy]`` (CR 707.10c)."""
    p.need("copy")
    what = p.subject_object()
    if not (isinstance(what, int) and p.ctx.targets[what].endswith("spell")):
        raise p.fail("copy names a spell")
    new = p.eat(".", "you", "may", "choose", "new", "targets", "for", "the", "copy")
    return [{"do": "copy_spell", "target": what, "new_targets": new}]


_UP_TO = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5}


def untap_up_to(p: Parser) -> list[Effect]:
    """``untap up to two lands`` (no target: chosen as it resolves, CR 608.2d)."""
    p.need("untap", "up", "to")
    word = p.peek()
    if word not in _UP_TO:
        raise p.fail("a number of lands")
    p.i += 1
    p.need("lands" if _UP_TO[word] > 1 else "land")
    return [{"do": "untap_up_to", "amount": _UP_TO[word], "filter": {"types": ["Land"]}}]


def unless_that_player_pays(p: Parser) -> list[Effect]:
    """``you may draw a card unless that player pays {N}`` (Rhystic Study, Mystic Remora):
    that player chooses to pay or not first; if not, you may draw (CR 118.12, 608.2d)."""
    if p.ctx.trigger != "cast_spell":
        raise p.fail("whose spell?")
    start = p.i
    p.need("you", "may", "draw", "a", "card", "unless", "that", "player", "pays")
    cost = _unless_cost(p)
    draw = {"do": "draw", "amount": 1, "who": "you"}
    text = " ".join(p.t[start:start + 5])
    return [{"do": "unless_pays", "who": "trigger_player", "mana": cost,
             "effects": [{"do": "may", "effects": [draw], "text": text}]}]


#: (``counter_unless`` is not among them: main's keyword_phrases reads that line as ward's
#: ``counter_unless_pay``, one vocabulary for both; the reader stays for the lead to choose.)
CLAUSES: tuple[Callable[[Parser], list[Effect]], ...] = (counter_more, copy_spell, untap_up_to,
                                                          unless_that_player_pays)


#: Creature types a "whenever you cast an Elf spell" trigger may name (a closed list: a word
#: such as "historic" or "kicked" is not a subtype, so anything else stays by hand).
CAST_SUBTYPES = frozenset({"Elf", "Goblin", "Merfolk", "Zombie", "Dragon", "Wizard", "Sliver", "Human", "Spirit",
                           "Vampire", "Faerie", "Angel", "Knight", "Soldier", "Warrior", "Cleric", "Rogue",
                           "Dinosaur", "Cat", "Squirrel", "Elemental", "Giant", "Kithkin", "Treefolk", "Demon",
                           "Eldrazi", "Ally", "Rat", "Bird", "Beast", "Snake", "Dwarf", "Orc", "Pirate"})
_COLORS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


def cast_trigger(p: Parser) -> dict[str, Any] | None:
    """``Whenever an opponent casts a [noncreature] spell`` (CR 603.2, the other players'
    spells), ``Whenever you cast a green spell`` / ``a blue, black, or red spell`` / ``an Elf
    spell`` (a ``spell_filter``): ``cast_spell`` triggers (``stack_effects.spell_cast``)."""
    if p.eat("whenever", "an", "opponent", "casts", "a", "spell"):
        return {"trigger": "cast_spell", "whose": "opponent"}
    if p.eat("whenever", "an", "opponent", "casts", "a", "noncreature", "spell"):
        return {"trigger": "cast_spell", "whose": "opponent", "spell": "noncreature"}
    m = p.mark()
    if not p.eat("whenever", "you", "cast", ("a", "an")):
        return None
    colors: list[str] = []
    while p.peek() in _COLORS:
        colors.append(_COLORS[p.peek()])
        p.i += 1
        if not (p.eat(",", "or") or p.eat(",") or p.eat("or")):
            break
    if colors and p.eat("spell"):
        return {"trigger": "cast_spell", "spell_filter": {"colors_any": colors}}
    p.reset(m)
    p.need("whenever", "you", "cast", ("a", "an"))
    word = p.peek().capitalize()
    if word in CAST_SUBTYPES and p.peek(1) == "spell":
        p.i += 2
        return {"trigger": "cast_spell", "spell_filter": {"subtypes_any": [word]}}
    p.reset(m)
    return None


_COUNT_WORDS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7}


def _instead_condition(p: Parser) -> dict[str, int]:
    """``you control three or more artifacts`` (metalcraft) or ``there are seven or more cards
    in your graveyard`` (threshold), after ``instead if``."""
    if p.eat("you", "control"):
        word = p.peek()
        if word not in _COUNT_WORDS:
            raise p.fail("a number of artifacts")
        p.i += 1
        p.need("or", "more", "artifacts")
        return {"artifacts_at_least": _COUNT_WORDS[word]}
    p.need("there", "are")
    word = p.peek()
    if word not in _COUNT_WORDS:
        raise p.fail("a number of cards")
    p.i += 1
    p.need("or", "more", "cards", "in", "your", "graveyard")
    return {"graveyard_at_least": _COUNT_WORDS[word]}


def instead_if(p: Parser) -> tuple[dict[str, Any], dict[str, int]]:
    """``[Metalcraft —|Threshold —] ~ deals N damage instead if COND.`` or ``Add MANA instead if
    COND.``: the replacing effect (without its target) and the condition."""
    p.eat(("metalcraft", "threshold"), "—")
    if p.eat("add"):
        syms = p.mana_symbols()
        colors = [x[1:-1] for x in syms]
        if not colors or not all(c in ("W", "U", "B", "R", "G", "C") for c in colors):
            raise p.fail("mana the engine adds")
        new: dict[str, Any] = {"do": "add_mana", "mana": "".join(colors)}
    else:
        p.need("~", "deals")
        n = p.number(allow_x=False)
        if not isinstance(n, int):
            raise p.fail("a number of damage")
        p.need("damage")
        new = {"do": "damage", "amount": n}
    p.need("instead", "if")
    cond = _instead_condition(p)
    p.need(".")
    if not p.done():
        raise p.fail("words left over")
    return new, cond


def merge_instead(prev: Mapping[str, Any], new: Mapping[str, Any], cond: Mapping[str, int]) -> dict[str, Any] | None:
    """The spell part before with its one effect of the same kind replaced by the choice made as
    it resolves (CR 608.2c), or None when the part before is not that (the line stays by hand)."""
    effects = list(prev.get("effects", ()))
    kind = new["do"]
    if not effects or effects[-1].get("do") != kind or sum(1 for e in effects if e.get("do") == kind) != 1:
        return None
    last = dict(effects[-1])
    if kind == "damage" and not isinstance(last.get("amount"), int):
        return None
    more = {**last, **new}
    effects[-1] = {"do": "if_you_control", "condition": dict(cond), "effects": [more], "otherwise": [last]}
    return {**prev, "effects": effects}


__all__ = ["CLAUSES", "SPELL_KEYWORDS", "NoParse", "keyword_ability", "cast_trigger",
           "instead_if", "merge_instead"]
