"""Cast triggers of issue #10 that ask who cast what, and how often this turn (CR 601.2i, 603.2):
``whenever a player casts`` (anyone's spells, Eidolon of the Great Revel), ``their first noncreature
spell each turn`` (Esper Sentinel), ``their second spell each turn`` (Lotho, Corrupt Shirriff),
``a spell with mana value 3 or less``, ``during your turn`` (``and when ~ dies``: a second event, Voice
of Resurgence), as ``engine.rules.spells_cast`` reads them
(``whose`` ``"any"``, ``nth``, ``spell_filter`` ``mv_at_most`` / ``mv_at_least``, ``during``).

The phrase is read from its parts: the caster (``you cast`` / ``an opponent casts`` / ``a player
casts``), an optional ordinal with "each turn", the spell's kind, an optional mana value and an
optional "during your turn". The plain phrases other readers already know (``whenever you cast a
creature spell``) are left to them: :func:`cast_trigger` returns None unless the phrase has one of
these parts, having consumed nothing.
"""

from __future__ import annotations

from typing import Any

from .grammar import Parser

#: The kinds of spell a cast trigger filters, by their words (``spells_cast.spell_kind_matches``).
_KINDS: tuple[tuple[tuple[str, ...], str], ...] = (
    (("noncreature", "spell"), "noncreature"), (("creature", "spell"), "creature"),
    (("instant", "or", "sorcery", "spell"), "instant_or_sorcery"), (("artifact", "spell"), "artifact"),
    (("enchantment", "spell"), "enchantment"), (("spell",), ""))

_ORDINALS = {"first": 1, "second": 2, "third": 3}
#: Kinds only this reader knows ("whenever you cast an artifact spell", Digsite Engineer).
_OWN_KINDS = frozenset({"artifact", "enchantment"})


def cast_trigger(p: Parser) -> dict[str, Any] | None:
    """``whenever (you cast|an opponent casts|a player casts) [their|your ORDINAL] KIND [with mana value
    N or less|greater] [each turn] [during your turn]``, or None (nothing consumed)."""
    m = p.mark()
    if p.eat("whenever", "you", "cast"):
        whose, own = "", "your"
    elif p.eat("whenever", "an", "opponent", "casts"):
        whose, own = "opponent", "their"
    elif p.eat("whenever", "a", "player", "casts"):
        whose, own = "any", "their"
    else:
        return None
    found: dict[str, Any] = {"trigger": "cast_spell"}
    if whose:
        found["whose"] = whose
    if p.at(own) and p.peek(1) in _ORDINALS:
        found["nth"] = _ORDINALS[p.peek(1)]
        p.i += 2
    elif not p.eat(("a", "an")):
        p.reset(m)
        return None
    for words, kind in _KINDS:
        if p.eat(*words):
            if kind:
                found["spell"] = kind
            break
    else:
        p.reset(m)
        return None
    if p.eat("with", "mana", "value"):
        n = p.number(allow_x=False)
        if p.eat("or", "less"):
            found["spell_filter"] = {"mv_at_most": int(n)}
        elif p.eat("or", "greater"):
            found["spell_filter"] = {"mv_at_least": int(n)}
        else:
            p.reset(m)
            return None
    if "nth" in found and not p.eat("each", "turn"):
        p.reset(m)  # "their first spell" without "each turn": not a phrase this reads
        return None
    if p.eat("during", "your", "turn"):
        found["during"] = "your_turn"
        if p.at("and", "when", "~", "dies", ",") and "Creature" in p.ctx.card_types:
            p.i += 4  # Voice of Resurgence: a second trigger event, its own ability (CR 603.2, 700.4)
            found["also"] = "dies"
    if not p.at(",") or not (whose == "any" or set(found) & {"nth", "spell_filter", "during"}
                             or found.get("spell") in _OWN_KINDS):
        p.reset(m)  # another reader's phrase (or words after it this one doesn't know)
        return None
    return found


def draw_unless_that_player_pays(p: Parser) -> list[dict[str, Any]]:
    """``draw a card unless that player pays {N}`` (no "you may": Esper Sentinel) after an opponent's cast
    trigger: the caster chooses to pay or not, and if not, you draw (CR 118.12)."""
    from .keyword_phrases import unless_that_player_pays
    if p.ctx.trigger != "cast_spell_opponent":
        raise p.fail("\"that player\" is not the trigger's player here")
    if p.i and p.t[p.i - 1] == "may":
        # "you may draw a card unless that player pays {1}" (Rhystic Study): the player pays or not first,
        # then you may draw (may_clause reads it whole)
        raise p.fail("'you may' reads its own 'unless'")
    p.need("draw", "a", "card")
    if not p.at("unless", "that", "player", "pays"):
        raise p.fail("a plain draw (another reader's)")
    return unless_that_player_pays(p, [{"do": "draw", "amount": 1, "who": "you"}])


CLAUSES = (draw_unless_that_player_pays,)
