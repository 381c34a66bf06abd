"""Whole abilities: the forms a line of rules text takes (CR 113.3).

* an activated or mana ability: ``COST: EFFECTS`` (CR 602.1, 605.1a);
* a triggered ability: ``When/Whenever/At TRIGGER, EFFECTS`` (CR 603.1);
* a static ability: "This land enters tapped", "This creature can't block",
  "Creatures you control get +1/+1" (CR 604);
* a spell ability: an instant's or sorcery's effects (CR 113.3a).

Each reader consumes the whole line or raises :class:`~.grammar.NoParse`.
"""

from __future__ import annotations

from typing import Any

from . import effect_phrases as ep
from .grammar import BASIC_TYPES, NoParse, Parser

Ability = dict[str, Any]

#: "Urza's Tower": add {C}{C}{C} instead if you control an Urza's Mine and an
#: Urza's Power-Plant: lands with those subtypes (CR 205.3i), whatever their name.
_URZA = {"urza's mine": ["Urza's", "Mine"], "urza's power-plant": ["Urza's", "Power-Plant"],
         "urza's tower": ["Urza's", "Tower"]}


def _end(p: Parser) -> None:
    if not p.done():
        raise p.fail("words left over")


# ----------------------------------------------------------------------------- costs

def cost(p: Parser, planeswalker: bool) -> tuple[str, dict[str, Any]]:
    """``{1}{R}, {T}, Pay 1 life, Sacrifice ~`` or a loyalty cost ``+1`` (CR 602.1, 606.4).
    Returns the engine's cost text and what it holds."""
    tok = p.peek()
    if planeswalker and (tok[:1] in "+-" and tok[1:].isdigit() or tok == "0") and p.peek(1) == ":":
        p.i += 1
        return tok, {"loyalty": True}
    parts: list[str] = []
    held: dict[str, Any] = {}
    while True:
        if p.eat("{T}"):
            parts.append("{T}")
            held["tap"] = True
        elif p.peek().startswith("{") and p.peek() != "{Q}":
            syms = p.mana_symbols()
            if any(s in ("{X}",) for s in syms):
                raise p.fail("X in an activation cost")
            parts.append("".join(syms))
            held["mana"] = True
        elif p.eat("pay"):
            n = p.number(allow_x=False)
            p.need("life")
            parts.append(f"Pay {n} life")
            held["life"] = True
        elif p.eat("sacrifice", "~"):
            parts.append("Sacrifice this")
            held["sacrifice"] = True
        else:
            raise p.fail("unknown cost")
        if not p.eat(","):
            break
    return ", ".join(parts), held


# ----------------------------------------------------------------------------- mana

def produce(p: Parser) -> str:
    """What ``Add ...`` makes, as the engine's ``produce`` (CR 106.1)."""
    if p.eat("one", "mana", "of", "any", "color", "in", "your", "commander's", "color", "identity"):
        # CR 903.4f: without a commander the identity is undefined, so it adds nothing.
        return ""
    if p.eat("one", "mana", "of", "any", "color"):
        return "any"
    syms = p.mana_symbols()
    colors = [s[1:-1] for s in syms]
    if not all(c in ("W", "U", "B", "R", "G", "C") for c in colors):
        raise p.fail("unknown mana")
    if len(syms) == 1 and (p.at("or") or p.at(",")):
        options = colors[:]
        while True:
            if p.eat("or") or p.eat(",", "or"):
                options.append(_one_symbol(p))
                break
            if p.eat(","):
                options.append(_one_symbol(p))
                continue
            break
        return "|".join(options)
    return "".join(colors)


def _one_symbol(p: Parser) -> str:
    syms = p.mana_symbols()
    if len(syms) != 1 or syms[0][1:-1] not in ("W", "U", "B", "R", "G", "C"):
        raise p.fail("expected one mana symbol")
    return syms[0][1:-1]


def mana_or_activated(p: Parser, card_types: tuple[str, ...]) -> Ability:
    """``COST: Add ...`` (a mana ability, CR 605.1a) or ``COST: EFFECTS`` (CR 602.1)."""
    cost_text, held = cost(p, "Planeswalker" in card_types)
    p.need(":")
    p.ctx.it = "self"
    if p.at("add"):
        p.i += 1
        made = produce(p)
        ab: Ability = {"kind": "mana", "cost": cost_text, "produce": made}
        p.need(".")
        if p.eat("~", "deals"):
            n = p.number(allow_x=False)
            p.need("damage", "to", "you", ".")
            ab["damage_to_you"] = n
        elif p.at("if", "you", "control"):
            ab["instead"] = _urza(p)
        _end(p)
        if held.get("loyalty"):
            raise NoParse(0, "a mana ability with a loyalty cost")
        if not held.get("tap") and not held.get("sacrifice"):
            raise NoParse(0, "a mana ability without {T}")
        if made == "" and held.get("mana"):
            raise NoParse(0, "nothing to add")
        return ab
    sorcery = False

    def stop() -> bool:
        return p.at("activate", "only", "as", "a", "sorcery", ".")

    effects = ep.effects(p, stop)
    if p.eat("activate", "only", "as", "a", "sorcery", "."):
        sorcery = True
    _end(p)
    ab = {"kind": "activated", "cost": cost_text, "effects": effects}
    if sorcery:
        ab["sorcery_speed"] = True
    return ab


def _urza(p: Parser) -> dict[str, Any]:
    """``If you control Urza's Mine and Urza's Power-Plant, add {C}{C}{C} instead.``"""
    p.need("if", "you", "control")
    names: list[list[str]] = []
    while True:
        found = None
        p.eat(("a", "an"))
        for low, proper in _URZA.items():
            if p.at(*low.split()):
                p.i += len(low.split())
                found = proper
        if found is None:
            raise p.fail("expected an Urza's land type")
        names.append(found)
        if not p.eat("and"):
            break
    p.need(",", "add")
    alt = produce(p)
    p.need("instead", ".")
    return {"control_subtypes": names, "produce": alt}


# ----------------------------------------------------------------------------- triggers

def trigger(p: Parser, card_types: tuple[str, ...]) -> dict[str, Any]:
    """The trigger condition (CR 603.1) as the engine's trigger name and parameters."""
    if p.eat(("when", "whenever"), "~", "is", "put", "into", "a", "graveyard", "from", "the", "battlefield"):
        # a creature's is "dies" (CR 700.4); any other permanent's is its own trigger (CR 603.10a)
        return {"trigger": "dies" if "Creature" in card_types else "put_into_graveyard"}
    if p.eat("when", "~", "enters") or p.eat("whenever", "~", "enters"):
        p.eat("the", "battlefield")
        return {"trigger": "etb"}
    if "Creature" in card_types:
        if p.eat("when", "~", "dies") or p.eat("whenever", "~", "dies"):
            return {"trigger": "dies"}
        if p.eat("whenever", "~", "attacks"):
            return {"trigger": "attacks"}
        if p.eat("whenever", "~", "blocks", "or", "becomes", "blocked"):
            return {"trigger": "blocks", "also": "becomes_blocked"}
        if p.eat("whenever", "~", "blocks"):
            return {"trigger": "blocks"}
        if p.eat("whenever", "~", "becomes", "blocked"):
            return {"trigger": "becomes_blocked"}
        if p.eat("whenever", "~", "deals", "combat", "damage", "to", ("a", "an"), ("player", "opponent")):
            return {"trigger": "combat_damage_player"}
    if p.eat("whenever", "a", "land", "you", "control", "enters"):
        p.eat("the", "battlefield")
        return {"trigger": "landfall"}
    if p.eat("whenever", "you", "cast", "a", "noncreature", "spell"):
        return {"trigger": "cast_spell", "spell": "noncreature"}
    if p.eat("whenever", "you", "cast", "an", "instant", "or", "sorcery", "spell"):
        return {"trigger": "cast_spell", "spell": "instant_or_sorcery"}
    if p.eat("whenever", "you", "cast", "a", "creature", "spell"):
        return {"trigger": "cast_spell", "spell": "creature"}
    if p.eat("whenever", "you", "cast", "a", "spell"):
        return {"trigger": "cast_spell"}
    if p.eat("at", "the", "beginning", "of"):
        if p.eat("your", "upkeep"):
            return {"trigger": "upkeep"}
        if p.eat("each", "upkeep") or p.eat("each", "player's", "upkeep"):
            return {"trigger": "upkeep", "whose": "each"}
        if p.eat("your", "end", "step"):
            return {"trigger": "end_step"}
        if p.eat("the", "end", "step") or p.eat("each", "end", "step"):
            return {"trigger": "end_step", "whose": "each"}
        if p.eat("your", "draw", "step"):
            return {"trigger": "draw_step"}
        if p.eat("each", "player's", "draw", "step"):
            return {"trigger": "draw_step", "whose": "each"}
        if p.eat("combat", "on", "your", "turn"):
            return {"trigger": "begin_combat"}
        raise p.fail("unknown step")
    if p.eat("at", "end", "of", "combat"):
        return {"trigger": "end_of_combat", "whose": "each"}
    raise p.fail("unknown trigger")


def triggered(p: Parser, card_types: tuple[str, ...]) -> list[Ability]:
    """``When/Whenever/At TRIGGER, EFFECTS`` (CR 603.1); "blocks or becomes blocked"
    is two trigger events, so two abilities (CR 509.4, 509.4c)."""
    trig = trigger(p, card_types)
    also = trig.pop("also", None)
    p.need(",")
    p.ctx.trigger = trig["trigger"] + ("_each" if trig.get("whose") == "each" else "")
    # "it" is the permanent itself; after it died, "it" is a card in a graveyard, which the
    # engine's "self" is not (only a damage source keeps its last known information).
    p.ctx.it = "dead_self" if trig["trigger"] in ("dies", "put_into_graveyard") else "self"
    effects = ep.effects(p)
    _end(p)
    ab: Ability = {"kind": "triggered", **trig, "effects": effects}
    if also:
        return [ab, {**ab, "trigger": also, "effects": [dict(e) for e in effects]}]
    return [ab]


# ----------------------------------------------------------------------------- statics

_COMBAT_STATICS: tuple[tuple[tuple[str, ...], list[Ability]], ...] = (
    (("can't", "block", "."), [{"static": "cant_block"}]),
    (("can't", "attack", "."), [{"static": "cant_attack"}]),
    (("can't", "attack", "or", "block", "."), [{"static": "cant_attack"}, {"static": "cant_block"}]),
    (("can't", "attack", "or", "block", "alone", "."), [{"static": "cant_attack_alone"},
                                                       {"static": "cant_block_alone"}]),
    (("can't", "attack", "alone", "."), [{"static": "cant_attack_alone"}]),
    (("can't", "block", "alone", "."), [{"static": "cant_block_alone"}]),
    (("can't", "be", "blocked", "."), [{"static": "unblockable"}]),
    (("must", "be", "blocked", "if", "able", "."), [{"static": "must_be_blocked"}]),
    (("attacks", "each", "combat", "if", "able", "."), [{"static": "attacks_each_combat"}]),
    (("blocks", "each", "combat", "if", "able", "."), [{"static": "blocks_each_combat"}]),
    (("can", "block", "only", "creatures", "with", "flying", "."), [{"static": "can_block_only_flyers"}]),
    (("can", "block", "an", "additional", "creature", "each", "combat", "."),
     [{"static": "can_block_additional", "n": 1}]),
    (("can", "block", "any", "number", "of", "creatures", "."), [{"static": "can_block_any_number"}]),
    (("can't", "be", "blocked", "except", "by", "two", "or", "more", "creatures", "."),
     [{"static": "cant_be_blocked_except_by_two_or_more"}]),
)


def static(p: Parser, card_types: tuple[str, ...], x_cost: bool = False) -> list[Ability]:
    """Static abilities the engine applies (CR 604); ``x_cost``: the card's cost has {X}
    ("enters with X +1/+1 counters" counts the X paid, CR 107.3m)."""
    if p.eat("as", "~", "enters", ",", "you", "may", "pay"):
        n = p.number(allow_x=False)
        p.need("life", ".", "if", "you", "don't", ",", "it", "enters", "tapped", ".")
        _end(p)
        return [{"kind": "static", "static": "enters_tapped", "unless": {"pay_life": n}}]
    if p.eat("~", "can't", "be", "countered", "."):
        _end(p)
        return [{"kind": "static", "static": "cant_be_countered"}]
    if p.at("~", "enters", "with") and (not p.at("~", "enters", "with", "x") or x_cost):
        p.i += 3
        count: int | str = "X" if p.eat("x") else p.number(allow_x=False)
        kind = p.peek()
        if kind not in ("+1/+1", "-1/-1"):
            raise p.fail("expected +1/+1 or -1/-1 counters")
        p.i += 1
        p.need(("counter", "counters"), "on", "it", ".")
        _end(p)
        return [{"kind": "static", "static": "enters_with_counters", "counter": kind, "n": count}]
    if p.eat("~", "enters", "tapped") or p.eat("~", "enters", "the", "battlefield", "tapped"):
        ab: Ability = {"kind": "static", "static": "enters_tapped"}
        if p.eat("unless", "you", "control"):
            ab["unless"] = _unless_control(p)
        elif p.eat("unless", "you", "have", "two", "or", "more", "opponents"):
            ab["unless"] = {"opponents_at_least": 2}
        p.need(".")
        _end(p)
        return [ab]
    if p.eat("~"):
        if "Creature" not in card_types:
            raise p.fail("combat rules of a noncreature")
        for words, abilities in _COMBAT_STATICS:
            if p.at(*words):
                p.i += len(words)
                _end(p)
                return [{"kind": "static", **a} for a in abilities]
        if p.eat("can't", "be", "blocked", "by", "creatures", "with", "power"):
            n = p.number(allow_x=False)
            p.need("or", "less", ".")
            _end(p)
            return [{"kind": "static", "static": "cant_be_blocked_by_power_le", "n": n}]
        raise p.fail("unknown static ability")
    other = p.eat("other")
    if p.eat("creatures", "you", "control"):
        grants = _grants(p, plural=True)
        p.need(".")
        _end(p)
        ab = {"kind": "static", "static": "anthem", "grants": grants}
        if other:
            ab["other"] = True
        return [ab]
    raise p.fail("unknown static ability")


def _unless_control(p: Parser) -> dict[str, Any]:
    """``a Mountain or a Forest`` (checklands), ``two or fewer other lands`` (fastlands)."""
    if p.eat("two", "or", "fewer", "other", "lands"):
        return {"other_lands_at_most": 2}
    if p.eat("two", "or", "more", "other", "lands"):
        return {"other_lands_at_least": 2}
    if p.eat("two", "or", "more", "basic", "lands"):
        return {"basic_lands_at_least": 2}
    subtypes = []
    while True:
        p.need(("a", "an"))
        word = p.peek()
        if word not in BASIC_TYPES:
            raise p.fail("expected a basic land type")
        subtypes.append(BASIC_TYPES[word])
        p.i += 1
        if not p.eat("or"):
            break
    return {"control_subtype": subtypes}


def _grants(p: Parser, plural: bool) -> dict[str, Any]:
    """``get(s) +N/+N [and have/has KEYWORDS]`` or ``have/has KEYWORDS`` (for anthems, Auras, Equipment)."""
    grants: dict[str, Any] = {}
    get, have = ("get", "have") if plural else ("gets", "has")
    if p.eat(get):
        power, toughness = p.pt_change()
        if power:
            grants["power"] = power
        if toughness:
            grants["toughness"] = toughness
        if p.eat("and", have):
            grants["keywords"] = p.keyword_list()
    elif p.eat(have):
        grants["keywords"] = p.keyword_list()
    else:
        raise p.fail("expected what it gets")
    return grants


def attached_grants(p: Parser, word: str) -> dict[str, Any]:
    """``Enchanted creature gets +1/+1 and has flying.`` / ``Equipped creature has trample.``"""
    p.need(word, "creature")
    grants = _grants(p, plural=False)
    p.need(".")
    _end(p)
    return grants


# ----------------------------------------------------------------------------- spells

def spell(p: Parser) -> Ability:
    """An instant's or sorcery's effects (CR 113.3a, 608.2)."""
    effects = ep.effects(p)
    _end(p)
    return {"kind": "spell", "effects": effects}
