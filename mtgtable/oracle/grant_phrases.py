"""What an Aura or Equipment grants beyond P/T and plain keywords (CR 613.1f), read for
``engine/families/attached_abilities.py``:

* ``Enchanted creature has "{T}: Create a token that's a copy of this creature, ..."``
  (Splinter Twin), ``Enchanted land has "{T}, Pay 1 life: Draw a card."`` (Underworld
  Connections), ``Equipped creature has "{T}: This creature deals 1 damage to any target."``
  (Viridian Longbow): the quoted ability compiled as a line of the permanent that has it ("this
  creature", "this land" is that permanent, CR 113.1a);
* ``... has protection from creatures`` / ``from red and from blue`` (Spirit Mantle, the Swords,
  CR 702.16) and ``has protection from the chosen color. This effect doesn't remove this Aura.``
  (Cho-Manno's Blessing, with its "As this Aura enters, choose a color", CR 614.12, 702.16d);
* ``Equipped creature can't be blocked and has shroud.`` (Whispersilk Cloak, CR 509.1b, 702.18),
  ``Enchanted creature can't be blocked.`` (Aqueous Form), ``... gets +2/+0 and can't be blocked.``,
  ``... gets +2/+2 and can't block.`` (Undying Rage), ``... has lifelink and "..."`` (Eternal Thirst).

Each with ``gets +N/+N and has ...`` before it.  The grant is ``{"abilities": [...]}`` beside the
usual ``power`` / ``toughness`` / ``keywords``; anything else on the line leaves it by hand (fail
closed: :func:`attached_has` returns None with nothing consumed).
"""

from __future__ import annotations

import re
from typing import Any

from .grammar import NoParse, Parser
from .keyword_phrases import _protection
from . import quoted_abilities

#: Landwalk words and the land type (CR 702.14a), as a lord grants them ("and have islandwalk").
LANDWALKS = {"plainswalk": "Plains", "islandwalk": "Island", "swampwalk": "Swamp", "mountainwalk": "Mountain",
             "forestwalk": "Forest"}

#: The name a granted quoted ability is compiled under: "this creature" is the permanent that has it.
_HOLDER = "Granted Ability Holder"
_THIS = re.compile(r"\b[Tt]his (?:creature|land|permanent)\b")


def granted_quoted(text: str, types: list[str]) -> list[dict[str, Any]] | None:
    """The quoted ability ``text`` as the permanent it is granted to has it, or None (not read in full)."""
    if _HOLDER in text:
        return None
    found = quoted_abilities.compiled(_THIS.sub(_HOLDER, text), _HOLDER, types, [])
    return None if found is None else [{**ab, "text": text} for ab in found]


def _protection_ability(p: Parser, chosen_color: bool) -> dict[str, Any]:
    """``protection from QUALITY [and from QUALITY]`` up to the period (CR 702.16a)."""
    p.need("protection", "from")
    if p.eat("the", "chosen", "color"):
        if not chosen_color:
            raise p.fail("the chosen color of a card that chooses none")
        p.need(".", "this", "effect", "doesn't", "remove", "~")
        return {"kind": "static", "static": "protection", "from": ["chosen"], "keyword": "Protection",
                "text": "Protection from the chosen color"}
    words: list[str] = []
    while p.peek() not in (".", ""):
        words.append(p.peek())
        p.i += 1
    rest = " ".join(words)
    qualities = _protection(rest)
    if qualities is None:
        raise p.fail("a protection the engine doesn't know")
    return {"kind": "static", "static": "protection", "from": qualities, "keyword": "Protection",
            "text": f"Protection from {rest}"}


def _has(p: Parser, types: list[str], chosen_color: bool, grants: dict[str, Any]) -> None:
    """After ``has``: a quoted ability, a protection, or keywords (one of them)."""
    text = quoted_abilities.take(p)
    if text is not None:
        found = granted_quoted(text, types)
        if found is None:
            raise p.fail("a quoted ability the grammar doesn't read")
        grants.setdefault("abilities", []).extend(found)
        return
    if p.at("protection", "from"):
        grants.setdefault("abilities", []).append(_protection_ability(p, chosen_color))
        return
    grants["keywords"] = p.keyword_list()
    if p.at("and") and quoted_abilities.PREFIX in p.peek(1):  # 'has haste and "At the beginning of ..."'
        p.i += 1
        _has(p, types, chosen_color, grants)


_UNBLOCKABLE = {"kind": "static", "static": "unblockable", "text": "This can't be blocked."}


def _what_else(p: Parser, types: list[str], chosen_color: bool, grants: dict[str, Any]) -> None:
    """``can't be blocked [and has ...]`` / ``can't block`` / ``has ...`` (after the creature or "and")."""
    if p.eat("can't", "be", "blocked"):
        grants.setdefault("abilities", []).append(dict(_UNBLOCKABLE))  # CR 509.1b
        if p.eat("and", "has"):
            _has(p, types, chosen_color, grants)
    elif p.eat("can't", "block"):
        grants["cant_block"] = True  # CR 509.1b (engine.block_rules)
    else:
        p.need("has")
        _has(p, types, chosen_color, grants)


def attached_has(p: Parser, word: str, noun: str, chosen_color: bool = False) -> dict[str, Any] | None:
    """``Enchanted creature [gets +N/+N and] has "ABILITY".`` / ``... has protection from ...`` /
    ``Enchanted land has "ABILITY".`` / ``Equipped creature can't be blocked and has shroud.``:
    the grant with ``abilities``, or None (nothing consumed) for a line of another shape."""
    m = p.mark()
    try:
        p.need(word, noun)
        grants: dict[str, Any] = {}
        types = ["Land"] if noun == "land" else ["Creature"]
        if p.eat("gets"):
            power, toughness = p.pt_change()
            grants.update({k: v for k, v in (("power", power), ("toughness", toughness)) if v})
            p.need("and")
        _what_else(p, types, chosen_color, grants)
        p.need(".")
        if not p.done() or not quoted_abilities.all_read(p.ctx):
            raise p.fail("words left over")
        if "abilities" not in grants and not ("cant_block" in grants and ("power" in grants or "toughness" in grants)):
            raise p.fail("a plain grant: read by line_forms.attached_grants, restriction_phrases")
        return grants
    except NoParse:
        p.reset(m)
        return None


def gains_protection(p: Parser) -> list[dict[str, Any]]:
    """``SUBJECT gains protection from the color of your choice until end of turn`` (Mother of Runes,
    Gods Willing) / ``... gains protection from red until end of turn`` (CR 702.16, 611.2a;
    ``engine.protection_grants``)."""
    who = p.subject_object()
    p.need(("gain", "gains"), "protection", "from")
    if p.eat("the", "color", "of", "your", "choice"):
        qualities = ["choice"]
    elif p.eat("artifacts", "or", "from", "the", "color", "of", "your", "choice"):
        qualities = ["choice_or_artifacts"]  # Apostle's Blessing: one of them, chosen as it resolves (CR 608.2d)
    else:
        words: list[str] = []
        while p.peek() not in ("until", ".", ""):
            words.append(p.peek())
            p.i += 1
        found = _protection(" ".join(words))
        if found is None:
            raise p.fail("a protection the engine doesn't know")
        qualities = found
    p.need("until", "end", "of", "turn")
    if isinstance(who, int) and who < len(p.ctx.targets) and "player" in p.ctx.targets[who]:
        raise p.fail("a player gains no protection here")
    return [{"do": "gain_protection", "target": who, "from": qualities}]


def chosen_color_protection(p: Parser) -> list[dict[str, Any]]:
    """``choose a color. [White] creatures you control gain protection from the chosen color until end of
    turn`` (Brave the Elements) / ``... all creatures gain ...``: one colour chosen as it resolves for
    the whole group (CR 608.2d, 702.16; ``engine.protection_grants``)."""
    from .grammar import COLOR_WORDS
    p.need("choose", "a", "color", ".")
    color = COLOR_WORDS.get(p.peek())
    if color is not None:
        p.i += 1
    if p.eat("creatures", "you", "control"):
        who = "creatures_you_control"
    elif color is None and p.eat("all", "creatures"):
        who = "each_creature"
    else:
        raise p.fail("a group the engine doesn't give protection")
    p.need("gain", "protection", "from", "the", "chosen", "color", "until", "end", "of", "turn")
    e: dict[str, Any] = {"do": "gain_protection", "target": who, "from": ["choice"]}
    if color is not None:
        e["color"] = color
    return [e]


CLAUSES = (gains_protection, chosen_color_protection)


def _get_have(p: Parser) -> dict[str, Any]:
    """``get +N/+N [and have KEYWORDS]`` / ``have KEYWORDS`` (a plural group's grant)."""
    grants: dict[str, Any] = {}
    if p.eat("get"):
        power, toughness = p.pt_change()
        grants.update({k: v for k, v in (("power", power), ("toughness", toughness)) if v})
        if p.eat("and", "have"):
            grants["keywords"] = p.keyword_list()
    else:
        p.need("have")
        grants["keywords"] = p.keyword_list()
    return grants


def color_keywords(p: Parser) -> list[dict[str, Any]] | None:
    """``Each creature you control has vigilance if it's white, hexproof if it's blue, ..., and trample if
    it's green.`` (Scion of Draco): one anthem per colour, its ``filter`` that colour (as it is now,
    CR 105.2, 613.1f); None, nothing consumed, for another line."""
    from .grammar import COLOR_WORDS
    m = p.mark()
    try:
        p.need("each", "creature", "you", "control", "has")
        out: list[dict[str, Any]] = []
        while True:
            last = p.eat("and")
            keywords = p.keyword_list()
            p.need("if", "it's")
            color = COLOR_WORDS.get(p.peek())
            if color is None:
                raise p.fail("expected a colour")
            p.i += 1
            out.append({"kind": "static", "static": "anthem", "grants": {"keywords": keywords},
                        "filter": {"colors_any": [color]}})
            if last or not p.eat(","):
                break
        p.need(".")
        if not p.done() or len(out) < 2:
            raise p.fail("words left over")
        return out
    except NoParse:
        p.reset(m)
        return None


def group_anthem(p: Parser) -> dict[str, Any] | None:
    """``Each creature you control with a +1/+1 counter on it has flying.`` (Abzan Falconer),
    ``Creature tokens you control get +1/+1 and have vigilance.`` (Intangible Virtue): an anthem
    whose ``filter`` is ``counter`` / ``token`` (CR 613.1f, 613.4c; ``static_pt.fits``); None,
    nothing consumed, for another line."""
    m = p.mark()
    try:
        if p.eat("each", "creature", "you", "control", "with", "a", "+1/+1", "counter", "on", "it", "has"):
            filt: dict[str, Any] = {"counter": "+1/+1"}
            grants: dict[str, Any] = {"keywords": p.keyword_list()}
        elif p.eat("creature", "tokens", "you", "control"):
            filt = {"token": True}
            grants = _get_have(p)
        else:
            return None
        p.need(".")
        if not p.done():
            raise p.fail("words left over")
        return {"kind": "static", "static": "anthem", "grants": grants, "filter": filt}
    except NoParse:
        p.reset(m)
        return None


def vow(p: Parser, word: str) -> dict[str, Any] | None:
    """``Enchanted creature gets +2/+2, has vigilance, and can't attack you or planeswalkers you control.``
    (the Vows; CR 508.1c): the grant with ``"cant_attack_you": true`` (``engine.block_rules`` reads it
    with the Aura's controller as "you"); None, nothing consumed, for another line."""
    from .grammar import KEYWORD_WORDS
    m = p.mark()
    try:
        p.need(word, "creature", "gets")
        power, toughness = p.pt_change()
        p.need(",", "has")
        keyword = next((kw for low, kw in sorted(KEYWORD_WORDS.items(), key=lambda kv: -len(kv[0].split()))
                        if p.at(*low.split())), None)
        if keyword is None:
            raise p.fail("expected a keyword the engine applies")
        p.i += len(keyword.split())
        p.need(",", "and", "can't", "attack", "you", "or", "planeswalkers", "you", "control", ".")
        if not p.done():
            raise p.fail("words left over")
        grants: dict[str, Any] = {k: v for k, v in (("power", power), ("toughness", toughness)) if v}
        return {**grants, "keywords": [keyword], "cant_attack_you": True}
    except NoParse:
        p.reset(m)
        return None


def self_protection(p: Parser) -> dict[str, Any] | None:
    """``~ has protection from each color as long as you control three or more artifacts.`` (Etched
    Champion's metalcraft) / ``~ has protection from red as long as ...``: the protection static with
    ``"if"``: it has the protection only while the condition holds (CR 611.3a, 702.16;
    ``keyword_effects.protections``); None, nothing consumed, for another line."""
    from . import amounts
    m = p.mark()
    try:
        p.need("~", "has", "protection", "from")
        if p.eat("each", "color"):
            qualities: list[str] | None = ["W", "U", "B", "R", "G"]
        else:
            words: list[str] = []
            while p.peek() not in ("as", ".", ""):
                words.append(p.peek())
                p.i += 1
            qualities = _protection(" ".join(words))
            if qualities is None:
                raise p.fail("a protection the engine doesn't know")
        p.need("as", "long", "as")
        cond = amounts.condition(p, self_ok=True)
        p.need(".")
        if not p.done():
            raise p.fail("words left over")
        return {"kind": "static", "static": "protection", "from": qualities, "keyword": "Protection", "if": cond}
    except NoParse:
        p.reset(m)
        return None


def quoted_anthem(p: Parser) -> dict[str, Any] | None:
    """``[Other] creatures you control have "ABILITY".`` (Hexing Squelcher's "Ward—Pay 2 life.",
    Enduring Vitality's "{T}: Add one mana of any color."): an anthem whose grant is the quoted ability,
    compiled as a line of each creature that has it (CR 113.1a, 613.1f; ``engine.attached_abilities``);
    None, nothing consumed, for another line."""
    m = p.mark()
    try:
        other = p.eat("other")
        p.need("creatures", "you", "control", "have")
        text = quoted_abilities.take(p)
        if text is None:
            raise p.fail("expected a quoted ability")
        p.need(".")
        if not p.done():
            raise p.fail("words left over")
        found = granted_quoted(text, ["Creature"])
        if found is None:
            raise p.fail("a quoted ability the grammar doesn't read")
        ab: dict[str, Any] = {"kind": "static", "static": "anthem", "grants": {"abilities": found}}
        if other:
            ab["other"] = True
        return ab
    except NoParse:
        p.reset(m)
        return None
