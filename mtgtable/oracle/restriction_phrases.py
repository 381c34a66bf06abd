"""Casting restrictions, casting permissions and "can't block" (``engine.casting_rules``,
``engine.block_rules``):

statics (:func:`static_line`, whole lines):

* "Spells you control can't be countered." (CR 101.2);
* "You may cast [noncreature | sorcery] spells as though they had flash." (CR 601.3a, 702.8a);

clauses (:data:`CLAUSES`, in ``effect_phrases.CLAUSES``):

* "your opponents can't cast [noncreature] spells this turn" (CR 101.2);
* "spells you control can't be countered this turn" (CR 101.2);
* "until your next turn, you may cast sorcery spells as though they had flash" (CR 601.3a, 611.2);
* "target creature can't block this turn" (CR 509.1b);
* an Aura's "tap enchanted creature" (CR 303.4, 701.26a);
* an Equipment's "attach it to target creature you control" (CR 301.5, 701.3a).

Lines: "Enchanted creature can't attack or block." (:func:`attached_line`, CR 508.1c, 509.1b).

Each reader reads the whole phrase or fails having consumed what it read (the callers reset):
anything else ("can't cast creature spells", "each player can't ...") stays by hand.
"""

from __future__ import annotations

import re
from typing import Any, Callable

from .grammar import NoParse, Parser

Effect = dict[str, Any]

_FLASH_WHAT = {"noncreature": "noncreature", "sorcery": "sorcery", "spells": "any"}


def _flash_words(p: Parser) -> str:
    """``cast [noncreature|sorcery] spells as though they had flash``: the kind of spell."""
    p.need("cast")
    word = p.peek()
    if word in ("noncreature", "sorcery"):
        p.i += 1
        p.need("spells")
    elif word == "spells":
        p.i += 1
    else:
        raise p.fail("noncreature, sorcery or any spells")
    p.need("as", "though", "they", "had", "flash")
    return _FLASH_WHAT[word]


def static_line(p: Parser) -> list[dict[str, Any]] | None:
    """One of this module's statics, the whole line; None (nothing consumed) for another."""
    m = p.mark()
    if p.eat("spells", "you", "control", "can't", "be", "countered", ".") and p.done():
        return [{"kind": "static", "static": "spells_uncounterable"}]
    p.reset(m)
    if p.eat("during", "your", "turn", ",", "your", "opponents", "can't", "cast", "spells", "or", "activate",
             "abilities", "of", "artifacts", ",", "creatures", ",", "or", "enchantments", ".") and p.done():
        # Grand Abolisher (CR 101.2): mana abilities too (CR 605.1a)
        return [{"kind": "static", "static": "opponents_cant_cast_on_your_turn"},
                {"kind": "static", "static": "opponents_cant_activate_on_your_turn",
                 "types": ["Artifact", "Creature", "Enchantment"]}]
    p.reset(m)
    if p.eat("you", "may") and p.at("cast"):
        try:
            what = _flash_words(p)
        except NoParse:
            p.reset(m)
            return None
        if p.eat(".") and p.done():
            return [{"kind": "static", "static": "cast_as_though_flash", "what": what}]
    p.reset(m)
    return None


def cant_cast(p: Parser) -> list[Effect]:
    """``your opponents can't cast [noncreature] spells this turn`` (CR 101.2)."""
    p.need("your", "opponents", "can't", "cast")
    what = "noncreature" if p.eat("noncreature") else "spells"
    p.need("spells", "this", "turn")
    return [{"do": "cant_cast_this_turn", "what": what}]


def uncounterable(p: Parser) -> list[Effect]:
    """``spells you control can't be countered this turn`` (CR 101.2)."""
    p.need("spells", "you", "control", "can't", "be", "countered", "this", "turn")
    return [{"do": "uncounterable_this_turn"}]


def turn_locks(p: Parser) -> list[Effect]:
    """``players can't gain life this turn`` (CR 119.7) and ``damage can't be prevented this turn``
    (CR 615.12): Skullcrack (``engine.turn_locks``)."""
    if p.eat("players", "can't", "gain", "life", "this", "turn"):
        return [{"do": "no_life_gain_turn"}]
    p.need("damage", "can't", "be", "prevented", "this", "turn")
    return [{"do": "no_prevention_turn"}]


def flash_this_turn(p: Parser) -> list[Effect]:
    """``you may cast spells this turn as though they had flash`` (Alchemist's Refuge; CR 601.3a, 611.2)."""
    p.need("you", "may", "cast", "spells", "this", "turn", "as", "though", "they", "had", "flash")
    return [{"do": "flash_permission", "what": "any", "until": "end_of_turn"}]


def flash_until(p: Parser) -> list[Effect]:
    """``until your next turn, you may cast sorcery spells as though they had flash`` (CR 601.3a, 611.2)."""
    p.need("until", "your", "next", "turn", ",", "you", "may")
    what = _flash_words(p)
    return [{"do": "flash_permission", "what": what, "until": "next_turn"}]


def cant_block(p: Parser) -> list[Effect]:
    """``target creature can't block this turn`` (CR 509.1b)."""
    if not p.at("target", "creature"):
        raise p.fail("target creature")
    index = p.target()
    p.need("can't")
    attack = p.eat("attack", "or")
    p.need("block", "this", "turn")
    if attack:  # "target creature can't attack or block this turn" (CR 508.1c, 509.1b)
        return [{"do": "cant_block_this_turn", "target": index, "attack": True}]
    return [{"do": "cant_block_this_turn", "target": index}]


def tap_enchanted(p: Parser) -> list[Effect]:
    """``tap enchanted creature`` / ``untap enchanted creature`` of an Aura (Claustrophobia's "When this Aura
    enters, tap enchanted creature."): the creature it is attached to (CR 303.4, 701.26a)."""
    verb = p.peek()
    if verb not in ("tap", "untap") or "Enchantment" not in p.ctx.card_types:
        raise p.fail("tap enchanted creature")
    p.i += 1
    p.need("enchanted", "creature")
    return [{"do": verb, "target": "attached"}]


def that_player_may_pay(p: Parser) -> list[Effect]:
    """``that player may pay {2}. if the player doesn't, EFFECT`` after "Whenever an opponent draws a card"
    (Smothering Tithe): EFFECT happens unless the player who drew pays (CR 118.12, 121.2)."""
    if p.ctx.trigger != "opponent_draws":
        raise p.fail("\"that player\" is not the trigger's player here")
    from .effect_phrases import clause
    from .keyword_phrases import _mana
    p.need("that", "player", "may", "pay")
    mana = _mana(p)
    p.need(".", "if", "the", "player", "doesn't", ",")
    if not p.eat("you", "create") and not p.eat("you", "draw"):
        raise p.fail("you create / you draw")
    p.i -= 1  # the verb is the clause's own
    inner = clause(p)
    return [{"do": "unless_pays", "who": "trigger_player", "mana": mana, "effects": inner}]


def attach_it(p: Parser) -> list[Effect]:
    """An Equipment's ``When this Equipment enters, attach it to target creature you control.`` (CR 301.5,
    701.3a): "it" is the Equipment itself (``activation_effects``' ``attach``)."""
    if "Artifact" not in p.ctx.card_types or p.ctx.it != "self":
        raise p.fail("only an Equipment attaches itself")
    p.need("attach", "it", "to")
    if not p.at("target", "creature"):
        raise p.fail("expected target creature")
    return [{"do": "attach", "target": p.target()}]


CLAUSES: tuple[Callable[[Parser], list[Effect]], ...] = (cant_cast, uncounterable, flash_until, flash_this_turn, cant_block,
                                                          turn_locks, tap_enchanted, that_player_may_pay, attach_it)


_ATTACHED_RULES = {("can't", "attack", "or", "block", "."): {"cant_attack": True, "cant_block": True},
                   # Arrest (CR 602.5; engine.activation_bans): mana abilities too (CR 605.1a)
                   ("can't", "attack", "or", "block", ",", "and", "its", "activated", "abilities", "can't", "be",
                    "activated", "."): {"cant_attack": True, "cant_block": True, "cant_activate": True},
                   ("can't", "block", ",", "and", "its", "activated", "abilities", "can't", "be", "activated", "."):
                       {"cant_block": True, "cant_activate": True},
                   ("can't", "attack", "."): {"cant_attack": True},
                   ("can't", "block", "."): {"cant_block": True}}


def attached_line(p: Parser, word: str) -> dict[str, Any] | None:
    """``Enchanted creature can't attack or block.`` (Pacifism; CR 508.1c, 509.1b): what the Aura or
    Equipment grants (``engine.block_rules``); None, nothing consumed, for a line of another shape."""
    m = p.mark()
    if p.eat(word, "creature"):
        for words, grants in _ATTACHED_RULES.items():
            if p.eat(*words) and p.done():
                return dict(grants)
    p.reset(m)
    return None


_DOMAIN = re.compile(r"(?:domain — )?this spell costs \{(\d)\} less to cast for each basic land type among lands "
                     r"you control\.")


def casting_line(line: str, name: str) -> dict[str, Any] | None:
    """How the card itself may be cast: "Domain — This spell costs {1} less to cast for each basic land type
    among lands you control." (CR 601.2f, 305.6), "You can't cast Serra Avenger during your first, second,
    or third turns of the game." (CR 101.2); None for another line."""
    low = line.strip().lower()
    m = _DOMAIN.fullmatch(low)
    if m:
        return {"kind": "static", "static": "domain_cost", "n": int(m.group(1))}
    counted = _cost_less_per(line, name)
    if counted is not None:
        return counted
    if name and low == f"you can't cast {name.lower()} during your first, second, or third turns of the game.":
        return {"kind": "static", "static": "cant_cast_early_turns", "n": 3}
    return None


def _cost_less_per(line: str, name: str) -> dict[str, Any] | None:
    """``This spell costs {1} less to cast for each instant and sorcery card in your graveyard.`` / ``... for
    each creature on the battlefield`` / ``... for each card type among cards in your graveyard``
    (CR 601.2f): the reduction counted as the total cost is worked out, with the counts of static
    abilities (``amounts.count``); None for another line (or a count the engine doesn't make)."""
    from . import amounts
    from .grammar import Context
    from .lexer import tokens
    p = Parser(tokens(line, name), Context())
    if not p.eat("~", "costs") or not p.peek().startswith("{") or not p.peek()[1:-1].isdigit():
        return None
    n = int(p.peek()[1:-1])
    p.i += 1
    if not p.eat("less", "to", "cast", "for", "each"):
        return None
    try:
        if p.eat("card", "type", "among", "cards", "in", "your", "graveyard"):
            per: dict[str, Any] = {"count": "card_types", "zone": "graveyard", "whose": "you"}  # CR 205.2a
        else:
            per = amounts.count(p, plural=False)
        p.need(".")
    except NoParse:
        return None
    if not p.done() or not n:
        return None
    return {"kind": "static", "static": "cost_less_per", "n": n, "per": per}
