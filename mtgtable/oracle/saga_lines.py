"""A Saga's chapter lines, "I — Draw a card.", "II, III — Create a 1/1 white Soldier
creature token." (CR 714.2a): chapter abilities, triggered abilities the engine
fires as lore counters are put on the Saga (``engine.saga_rules``).

The effect is read by the same effect grammar as a triggered ability's; a
chapter whose effect is not read in full stays by hand (fail closed).  The
reminder "(As this Saga enters and after your draw step, add a lore counter.
Sacrifice after III.)" is reminder text: the engine does what it says for
every Saga with a chapter ability it has (CR 714.3a, 714.3b, 714.4).
"""

from __future__ import annotations

import re
from typing import Any

from . import effect_phrases as ep
from .grammar import Context, NoParse, Parser
from .lexer import tokens, unread
from . import quoted_abilities

_ROMAN = {"I": 1, "II": 2, "III": 3, "IV": 4, "V": 5, "VI": 6}
_CHAPTER = re.compile(r"^((?:I|II|III|IV|V|VI)(?:, (?:I|II|III|IV|V|VI))*) — (.+)$")


def final_chapter(lines: list[str], subtypes: tuple[str, ...]) -> int:
    """The greatest chapter number among all the card's chapter lines, read or not (CR 714.2d)."""
    if "Saga" not in subtypes:
        return 0
    found = [_ROMAN[x] for line in lines if (m := _CHAPTER.match(line.strip())) for x in m.group(1).split(", ")]
    return max(found, default=0)


def _gains(p: Parser, name: str, card_types: tuple[str, ...], subtypes: tuple[str, ...]) -> list[dict[str, Any]]:
    """``This Saga gains "ABILITY".``: the Saga gains the quoted ability for as long as it stays on the
    battlefield (no duration: CR 611.2a, 400.7; layer 6, CR 613.1f; ``engine.ability_grants``)."""
    p.need("~", "gains")  # ("this Saga" is the Saga, ``lexer``)
    text = quoted_abilities.take(p)
    if text is None:
        raise p.fail("expected a quoted ability")
    p.eat(".")
    abilities = quoted_abilities.self_abilities(text, name, card_types, subtypes)
    if abilities is None:
        raise p.fail("a quoted ability the grammar doesn't read")
    return [{"do": "gain_ability", "abilities": abilities}]


def chapter_line(line: str, name: str, card_types: tuple[str, ...], subtypes: tuple[str, ...], final: int = 0,
                 ) -> dict[str, Any] | str | None:
    """The chapter ability of ``line``, the reason it is not read (a str), or None (not a chapter line).
    ``final``: the card's final chapter number (:func:`final_chapter`), kept on the ability so the
    engine sacrifices the Saga after it even when a later chapter stays by hand (CR 714.4)."""
    m = _CHAPTER.match(line.strip())
    if m is None or "Saga" not in subtypes:
        return None
    numbers = [_ROMAN[x] for x in m.group(1).split(", ")]
    body, quoted = quoted_abilities.extract(m.group(2))  # 'This Saga gains "{T}: Add {C}."' (CR 113.1a)
    if unread(body, name):
        return "symbols the grammar does not read"
    ctx = Context(card_types=card_types, quoted=quoted)
    p = Parser(tokens(body, name), ctx)
    p.ctx.trigger = "chapter"
    p.ctx.it = "self"
    try:
        effects = _gains(p, name, card_types, subtypes) if quoted and p.at("~", "gains") else ep.effects(p)
        if not p.done():
            raise p.fail("words left over")
        if not quoted_abilities.all_read(ctx):
            raise p.fail("a quoted ability")
    except NoParse as exc:
        return f"a chapter ability (CR 714.2a) not understood: {exc.why or 'its effect'}"
    ab: dict[str, Any] = {"kind": "triggered", "trigger": "chapter", "chapters": numbers, "effects": effects,
                          "final": max(final, *numbers)}
    if ctx.targets:
        ab["targets"] = list(ctx.targets)
    return ab


def mark_last_by_hand(abilities: list[dict[str, Any]], results: Any, final: int) -> list[dict[str, Any]]:
    """A Saga whose final chapter stays by hand: its chapter abilities say so (``"last_by_hand"``), and
    the engine leaves its sacrifice to the table, since the Saga stays until that chapter ability has
    left the stack (CR 714.4) and the engine doesn't see it trigger ("III — Exile this Saga, then
    return it to the battlefield transformed": sacrificed first, it could not)."""
    if final <= 0:
        return abilities
    last = False
    for r in results:
        m = _CHAPTER.match(r.text.strip())
        if m and r.status == "by_hand" and final in [_ROMAN[x] for x in m.group(1).split(", ")]:
            last = True
    if not last:
        return abilities
    return [{**ab, "last_by_hand": True} if ab.get("trigger") == "chapter" else ab for ab in abilities]
