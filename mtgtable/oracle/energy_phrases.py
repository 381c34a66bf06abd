"""Energy counters, {E} (CR 107.14, 122.1f): the grammar of ``engine/families/energy.py``.

* "you get {E}{E}{E}" (a player verb, ``effect_phrases.player_verbs``): ``get_energy``;
* "choose target creature or planeswalker." (Galvanic Discharge): the spell's target, chosen as it
  is cast (CR 601.2c); no effect of its own, a later "that permanent" names it. Read only when the
  line says "that permanent" or "that creature" later (a target chosen for nothing is not read);
* "you may pay any amount of {E}": ``pay_any_energy``, the amount chosen as it resolves (CR 608.2d);
  a later "~ deals that much damage to that permanent" deals the amount paid (``{"count":
  "energy_paid"}``, CR 608.2h).
"""

from __future__ import annotations

from typing import Any

from .grammar import Parser

Effect = dict[str, Any]


def energy_symbols(p: Parser) -> int:
    """``{E}{E}{E}``: how many (0: none here, nothing consumed)."""
    n = 0
    while p.peek(n) == "{E}":
        n += 1
    p.i += n
    return n


def choose_target(p: Parser) -> list[Effect]:
    """``choose target creature or planeswalker .`` before a sentence about "that permanent"."""
    p.need("choose")
    if not p.at("target"):
        raise p.fail("expected a target")
    rest = p.t[p.i:]
    if not any(rest[i] == "that" and rest[i + 1] in ("permanent", "creature") for i in range(len(rest) - 1)):
        raise p.fail("a target no later words name")
    p.target()
    if not p.at("."):
        raise p.fail("words after the chosen target")
    return []


def pay_any_energy(p: Parser) -> list[Effect]:
    """``you may pay any amount of {E}``; the damage after it reads the amount (``that_much_damage``).
    Read only before that damage: energy paid for what the engine doesn't do would be lost for nothing
    (Wheel of Potential's "the amount of {E} you paid this way" stays by hand)."""
    p.need("you", "may", "pay", "any", "amount", "of", "{E}")
    if not p.at(".", "~", "deals", "that", "much", "damage"):
        raise p.fail("the energy paid for what?")
    return [{"do": "pay_any_energy"}]


def that_much_damage(p: Parser) -> list[Effect]:
    """``~ deals that much damage to that permanent`` right after "you may pay any amount of {E}."."""
    start = p.i
    if not (start >= 8 and p.t[start - 8:start] == ["you", "may", "pay", "any", "amount", "of", "{E}", "."]):
        raise p.fail("'that much' of something other than the energy paid")
    p.need("~", "deals", "that", "much", "damage", "to")
    if p.at("that", ("permanent", "creature")) and isinstance(p.ctx.it, int):
        p.i += 2
        target: Any = p.ctx.it
    else:
        target = p.damage_recipient()
    return [{"do": "damage", "amount": {"count": "energy_paid"}, "target": target}]


CLAUSES = (choose_target, pay_any_energy, that_much_damage)
