"""Static abilities whose value changes as the game goes, and the untap step's exceptions.

* characteristic-defining abilities (CR 604.3, 613.4a): "~'s power and
  toughness are each equal to the number of creatures you control", "~'s
  power is equal to the number of card types among cards in all graveyards
  and its toughness is equal to that number plus 1" -> ``cda_pt``;
* a permanent's own conditional or counted P/T and keywords (CR 613.4c):
  "~ gets +1/+2 as long as you control a Forest", "~ gets +1/+1 for each
  artifact you control", "Metalcraft — ~ has flying as long as you control
  three or more artifacts" -> ``self_grant``;
* "~ doesn't untap during your untap step" (CR 502.3) -> ``doesnt_untap``;
* for Auras and Equipment (:func:`attached_line`): "Enchanted creature
  doesn't untap during its controller's untap step", "Equipped creature gets
  +1/+0 for each artifact you control [and has ...]".

:func:`static_line` is tried first by ``line_forms.static``; it returns None,
having consumed nothing, for a line of another shape.
"""

from __future__ import annotations

from typing import Any

from . import amounts
from .grammar import BASIC_TYPES, NoParse, Parser

Ability = dict[str, Any]

#: Labels that are conditions the engine doesn't track (as ``compiler.CONDITION_LABELS``).
_CONDITION_LABELS = (("max", "speed"), ("solved",))


def _skip_label(p: Parser) -> None:
    """An ability word before a dash has no rules meaning (CR 207.2c): "Metalcraft — ..."."""
    for k in range(1, 4):
        if p.peek(k) == "—" and all(p.peek(j).isalpha() for j in range(k)):
            if tuple(p.t[p.i:p.i + k]) in _CONDITION_LABELS:
                raise p.fail("a condition the engine doesn't track")
            p.i += k + 1
            return


def static_line(p: Parser, card_types: tuple[str, ...]) -> list[Ability] | None:
    """One of this module's static abilities, the whole line; None if the line is of another shape."""
    m = p.mark()
    _skip_label(p)
    if p.at("~'s", "power"):
        if "Creature" not in card_types:
            raise p.fail("a P/T of a noncreature")
        return [_cda(p)]
    if p.at("if", "~", "would", "be", "put", "into", "a", "graveyard", "from", "anywhere", ",", "exile", "it",
            "instead", "."):
        p.i += 15
        _end(p)
        return [{"kind": "static", "static": "exile_instead_of_graveyard"}]  # CR 614.1a
    if p.at("prevent", "all", "combat", "damage", "that", "would", "be", "dealt", "to"):
        p.i += 9
        by = p.eat("and", "dealt", "by")
        p.need("~", ".")
        _end(p)  # Fog Bank, Guard Gomazoa (CR 615.1; engine.combat_prevention)
        ab: Ability = {"kind": "static", "static": "prevent_combat_damage"}
        if by:
            ab["by"] = True
        return [ab]
    if p.at("you", "may", "choose", "not", "to", "untap", "~", "during", "your", "untap", "step", "."):
        p.i += 12
        _end(p)
        return [{"kind": "static", "static": "may_not_untap"}]  # CR 502.3
    if p.at("~", "doesn't", "untap", "during", "your", "untap", "step", "."):
        p.i += 8
        _end(p)
        return [{"kind": "static", "static": "doesnt_untap"}]
    lord = _lord(p)
    if lord is not None:
        return [lord]
    from .grant_phrases import group_anthem  # "Each creature you control with a +1/+1 counter on it has flying"
    group = group_anthem(p)
    if group is not None:
        return [group]
    from .grant_phrases import quoted_anthem  # 'Other creatures you control have "Ward—Pay 2 life."'
    quoted = quoted_anthem(p)
    if quoted is not None:
        return [quoted]
    from .grant_phrases import color_keywords  # Scion of Draco (CR 613.1f)
    colored = color_keywords(p)
    if colored is not None:
        return colored
    if p.at("~", "can't", "attack", "unless", "defending", "player", "controls", ("a", "an")) \
            and p.peek(8) in BASIC_TYPES and p.peek(9) == ".":
        if "Creature" not in card_types:
            raise p.fail("combat rules of a noncreature")
        land = BASIC_TYPES[p.peek(8)]
        p.i += 10
        _end(p)
        return [{"kind": "static", "static": "attacks_only_if_defender_controls", "land": land}]  # CR 508.1c
    if p.at("~", "can't", "attack", "unless", "you've", "cast", "a") \
            and p.at(*"~ can't attack unless you've cast a creature spell this turn .".split()):
        if "Creature" not in card_types:
            raise p.fail("combat rules of a noncreature")
        p.i += 12
        _end(p)
        # Goblin Cohort: the turn's record of the controller's spells (Player.cast_this_turn; CR 508.1c, 601.2i)
        return [{"kind": "static", "static": "attacks_only_if_cast", "spell": "creature"}]
    if p.at("~", "has", "protection"):
        from .grant_phrases import self_protection  # Etched Champion's metalcraft (CR 702.16, 611.3a)
        guarded = self_protection(p)
        if guarded is not None:
            return [guarded]
    if p.at("~", ("gets", "has")):
        p.i += 2
        if "Creature" not in card_types:
            raise p.fail("P/T of a noncreature")
        grants = live_grants(p, self_ok=True)
        _end(p)
        return [{"kind": "static", "static": "self_grant", "grants": grants}]
    if p.at("as", "long", "as") and "Creature" in card_types:
        return [_leading_condition(p)]
    if p.at("as", "long", "as"):
        return [_conditional_anthem(p)]
    p.reset(m)
    return None


def _conditional_anthem(p: Parser) -> Ability:
    """``As long as COND, [other] creatures you control get +1/+1 [and have KEYWORDS].`` (Path of Bravery): an
    anthem whose grant holds only while the condition does (CR 611.3a: looked at continuously; CR 613.4c)."""
    p.need("as", "long", "as")
    cond = amounts.condition(p)
    p.need(",")
    other = p.eat("other")
    p.need("creatures", "you", "control", "get")
    power, toughness = p.pt_change()
    grants: dict[str, Any] = {"power": power, "toughness": toughness}
    if p.eat("and", "have"):
        grants["keywords"] = p.keyword_list()
    p.need(".")
    _end(p)
    grants["if"] = cond
    ab: Ability = {"kind": "static", "static": "anthem", "grants": grants}
    if other:
        ab["other"] = True
    return ab


def _leading_condition(p: Parser) -> Ability:
    """``As long as COND, ~ gets +5/+5 and has flying.`` (Serra Ascendant, Ghitu Lavarunner): the
    condition written first; the same ``self_grant`` as "~ gets +5/+5 as long as COND" (CR 611.3a:
    looked at continuously; CR 613.4c)."""
    p.need("as", "long", "as")
    cond = amounts.condition(p, self_ok=True)
    p.need(",")
    p.need(("~", "it"))  # "As long as this creature is enchanted, it gets ..."
    grants: dict[str, Any] = {}
    if p.eat("gets"):
        power, toughness = p.pt_change()
        grants.update(power=power, toughness=toughness)
        if p.eat("and", "has"):
            grants["keywords"] = p.keyword_list()
    else:
        p.need("has")
        grants["keywords"] = p.keyword_list()
    p.need(".")
    _end(p)
    grants["if"] = cond
    return {"kind": "static", "static": "self_grant", "grants": grants}


def _end(p: Parser) -> None:
    if not p.done():
        raise p.fail("words left over")


def _cda(p: Parser) -> Ability:
    """``~'s power and toughness are each equal to COUNT.`` / ``~'s power is equal to COUNT [and its
    toughness is equal to that number plus N].``"""
    ab: Ability = {"kind": "static", "static": "cda_pt"}
    if p.eat("~'s", "power", "and", "toughness", "are", "each", "equal", "to"):
        n = amounts.the_number_of(p)
        ab["power"] = n
        ab["toughness"] = dict(n)
    else:
        p.need("~'s", "power", "is", "equal", "to")
        n = amounts.the_number_of(p)
        ab["power"] = n
        if p.eat("and", "its", "toughness", "is", "equal", "to", "that", "number", "plus"):
            plus = p.number(allow_x=False)
            ab["toughness"] = {**n, "plus": int(plus)}
    p.need(".")
    _end(p)
    return ab


def live_grants(p: Parser, self_ok: bool = False) -> dict[str, Any]:
    """After "gets"/"has": ``+1/+2 [and has KEYWORDS] as long as COND``, ``+1/+0 for each COUNT [and has
    KEYWORDS]``, ``KEYWORDS as long as COND`` -- a grant with an amount or a condition, up to the full stop."""
    grants: dict[str, Any] = {}
    if p.t[p.i - 1] in ("gets", "get"):
        power, toughness = p.pt_change()
        grants.update(power=power, toughness=toughness)
        if p.eat("for", "each"):
            grants["for_each"] = amounts.count(p, plural=False)
        if p.eat("and", ("has", "have")):
            grants["keywords"] = p.keyword_list()
    else:
        grants["keywords"] = p.keyword_list()
    if p.eat("as", "long", "as"):
        grants["if"] = amounts.condition(p, self_ok)
    elif p.at(",", "as", "long", "as") or p.at("as", "long", "as"):
        raise p.fail("a condition written another way")
    if "for_each" not in grants and "if" not in grants:
        raise p.fail("a fixed grant (line_forms reads those)")
    if "Flash" in grants.get("keywords", ()):
        raise p.fail("flash matters in the hand, where a grant to the permanent doesn't apply (CR 702.8a)")
    p.need(".")
    return grants


def attached_line(p: Parser, word: str) -> dict[str, Any] | None:
    """``Enchanted creature doesn't untap during its controller's untap step.`` (CR 502.3), ``Equipped creature
    gets +1/+0 for each artifact you control.`` (CR 613.4c): what the Aura or Equipment grants; None for a line
    of another shape (nothing consumed)."""
    m = p.mark()
    try:
        p.need(word, "creature")
        if p.eat("doesn't", "untap", "during", "its", "controller's", "untap", "step", "."):
            _end(p)
            return {"doesnt_untap": True}
        p.need("gets")
        grants = live_grants(p)
        _end(p)
        return grants
    except NoParse:
        p.reset(m)
        return None


def grants_have(p: Parser, grants: dict[str, Any]) -> None:
    """After ``have``: keywords, or a landwalk ("islandwalk", CR 702.14: ``"landwalk": ["Island"]``, read by
    ``combat.block_problem`` from the grant)."""
    from .grant_phrases import LANDWALKS
    if p.peek() in LANDWALKS and p.peek(1) == ".":
        grants["landwalk"] = [LANDWALKS[p.peek()]]
        p.i += 1
        return
    grants["keywords"] = p.keyword_list()


def _lord(p: Parser) -> Ability | None:
    """``[Other] Elf creatures / Elves / green creatures / artifact creatures [you control] get +1/+1 [and have
    KEYWORDS].`` (CR 613.4c): an anthem for some of your creatures (``filter``), or everyone's without "you
    control" (``"whose": "all"``); None, nothing consumed, for another line."""
    from .grammar import COLOR_WORDS
    m = p.mark()
    other = p.eat("other")
    filt: dict[str, list[str]] = {}
    word = p.peek()
    if word in COLOR_WORDS and p.peek(1) == "creatures":
        filt["colors_any"] = [COLOR_WORDS[word]]
        p.i += 2
    elif word in ("artifact", "enchantment") and p.peek(1) == "creatures":
        filt["types_any"] = [word.capitalize()]
        p.i += 2
    elif word in amounts.SUBTYPE_WORDS and word not in ("plains", "island", "swamp", "mountain", "forest",
                                                        "equipment", "aura", "auras") \
            and (p.peek(1) == "creatures" or word.endswith("s") or word == "merfolk"):
        filt["subtypes_any"] = [amounts.SUBTYPE_WORDS[word]]
        p.i += 1
        p.eat("creatures")
    everyone = False
    have_only = False
    if filt and p.eat("get"):
        everyone = True  # "Other Goblins get +1/+1": every player's (CR 613.4c)
    elif filt and p.eat("you", "control", "have"):
        have_only = True  # "Goblins you control have haste." (CR 613.1f)
    elif not filt or not p.eat("you", "control", "get"):
        p.reset(m)
        return None
    grants: dict[str, Any] = {}
    if have_only:
        grants_have(p, grants)
    else:
        power, toughness = p.pt_change()
        if power:
            grants["power"] = power
        if toughness:
            grants["toughness"] = toughness
        if p.eat("and", "have"):
            grants_have(p, grants)
    p.need(".")
    _end(p)
    ab: Ability = {"kind": "static", "static": "anthem", "grants": grants, "filter": filt}
    if other:
        ab["other"] = True
    if everyone:
        ab["whose"] = "all"
    return ab
