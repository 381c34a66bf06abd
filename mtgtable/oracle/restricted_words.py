""""Spend this mana only to cast ..." after a mana ability (CR 106.6; ``engine.restricted_mana``).

Read: "Spend this mana only to cast colorless Eldrazi spells or activate
abilities of colorless Eldrazi", "... a Dragon creature spell", "...
planeswalker spells", "... a creature spell of the chosen type, and that spell
can't be countered", "... a legendary spell, and that spell can't be
countered".  Anything else (a spell's mana value, "only on costs that include
{X}", "spent on a creature spell, it gains haste") fails the line (fail closed).
"""

from __future__ import annotations

from typing import Any

from mtgtable.engine.data.creature_types import CREATURE_TYPES

from .grammar import Parser

_CARD_TYPES = {"creature": "Creature", "artifact": "Artifact", "planeswalker": "Planeswalker",
               "enchantment": "Enchantment", "instant": "Instant", "sorcery": "Sorcery"}
_CREATURE_TYPES = {t.lower(): t for t in CREATURE_TYPES}


def _what(p: Parser, spells: bool) -> dict[str, Any]:
    """``colorless Eldrazi spells``, ``a Dragon creature spell``, ``legendary spell``:
    a filter for ``engine.restricted_mana`` (``spells``: the word "spell(s)" ends it)."""
    p.eat(("a", "an"))
    f: dict[str, Any] = {}
    if p.eat("colorless"):
        f["colorless"] = True
    if p.eat("legendary"):
        f["supertypes_any"] = ["Legendary"]
    subtype = _CREATURE_TYPES.get(p.peek())
    if subtype is not None:
        p.i += 1
        f["subtypes_any"] = [subtype]
    card_type = _CARD_TYPES.get(p.peek())
    if card_type is not None:
        p.i += 1
        f["types_all"] = [card_type]
    if spells:
        if not p.eat(("spell", "spells")):
            raise p.fail("expected spell")
        if p.eat("of", "the", "chosen", "type"):
            f["chosen_type"] = True
    if not f:
        raise p.fail("an unknown kind of spell")
    return f


def spend_only(p: Parser) -> dict[str, Any]:
    """The ``spend_only`` data of "Spend this mana only to cast ... ." (consumed, with its period)."""
    p.need("spend", "this", "mana", "only", "to", "cast")
    out: dict[str, Any] = {"cast": _what(p, True)}
    if p.eat("or", "activate", "abilities", "of"):
        out["activate"] = _what(p, False)
    if p.eat(",", "and", "that", "spell", "can't", "be", "countered"):
        out["uncounterable"] = True
    p.need(".")
    from mtgtable.engine.text.restricted_text import describable
    if not describable(out):
        raise p.fail("a restriction with no text")  # fail closed
    return out
