"""Dark Depths and "sacrifice it. When you do" lands (``engine.state_triggers``).

* "{3}: Remove an ice counter from Dark Depths.": ``remove_counters`` (CR 122.1);
* "When Dark Depths has no ice counters on it, sacrifice it. If you do, create
  Marit Lage, a legendary 20/20 black Avatar creature token with flying and
  indestructible.": the state trigger ``no_counters`` (CR 603.8) with
  ``sacrifice_then`` and a named token;
* "When this land enters, sacrifice it. When you do, search your library for
  ...": ``sacrifice_then`` with a reflexive trigger (CR 603.12) of what the
  grammar reads after "When you do," (no targets: a reflexive trigger's
  targets are not read).

Whole lines or nothing (fail closed).
"""

from __future__ import annotations

import re
from typing import Any, Sequence

from . import line_forms as lf
from .animation_lines import _cost, _desc, _keywords
from .grammar import NUMBERS, Context, NoParse, Parser
from .lexer import normalise, tokens, unread

Ability = dict[str, Any]

_REMOVE = re.compile(r"^(?P<n>a|an|one|two|three|\d+) (?P<kind>[a-z][a-z\-]*) counters? from ~\.$")
_NO_COUNTERS = re.compile(r"^When ~ has no (?P<kind>[a-z][a-z\-]*) counters on it, sacrifice it\. If you do, "
                          r"create (?P<name>[A-Z][A-Za-z' ]+), a (?P<legendary>legendary )?(?P<pt>\d+/\d+) "
                          r"(?P<desc>(?:[A-Za-z]+ )+?)creature token with (?P<with>[a-z ,]+)\.$")
_REFLEXIVE = re.compile(r"^When ~ enters, sacrifice it\. When you do, (?P<rest>.+)$")


_UNTAP_THAT = re.compile(r"^(?P<head>.+, then shuffle\.) Then if you control (?P<n>two|three|four|five|six|seven) "
                         r"or more lands, untap that land\.$")


def state_trigger_line(line: str, name: str, types: Sequence[str]) -> Ability | None:
    """The ability of one line, or None (the other readers try it)."""
    text = normalise(line, name)
    untap = _UNTAP_THAT.match(text)
    if untap is not None:
        return _fabled_passage(untap, name, types)
    cost_text, colon, effect_text = text.partition(": ")
    if colon and effect_text.startswith("Remove "):
        m = _REMOVE.match(effect_text[len("Remove "):])
        cost = _cost(cost_text, name, types) if m else None
        if m is None or cost is None:
            return None
        n = NUMBERS.get(m.group("n")) or int(m.group("n"))
        return {"kind": "activated", "cost": cost,
                "effects": [{"do": "remove_counters", "counter": m.group("kind"), "amount": n, "target": "self"}]}
    m = _NO_COUNTERS.match(text)
    if m is not None:
        return _no_counters(m)
    m = _REFLEXIVE.match(text)
    if m is not None:
        rest = re.sub(r", then shuffle and you gain (\d+) life\.$", r", then shuffle. You gain \1 life.", m.group("rest"))
        inner = _effects(rest, name, types)
        if inner is None:
            return None
        return {"kind": "triggered", "trigger": "etb",
                "effects": [{"do": "sacrifice_then", "reflexive": True, "effects": inner, "text": m.group("rest")}]}
    return None


def _fabled_passage(m: re.Match[str], name: str, types: Sequence[str]) -> Ability | None:
    """A fetch (read by the grammar) and "Then if you control four or more lands, untap that land."."""
    if unread(m.group("head"), name):
        return None
    ctx = Context(card_types=tuple(types))
    p = Parser(tokens(m.group("head"), name), ctx)
    try:
        ab = lf.mana_or_activated(p, tuple(types))
    except NoParse:
        return None
    effects = list(ab.get("effects", ()))
    if not p.done() or ctx.targets or ab.get("kind") != "activated" or not effects \
            or effects[-1].get("do") != "search" or effects[-1].get("to", "battlefield") != "battlefield":
        return None
    effects.append({"do": "untap_found_if", "lands_at_least": NUMBERS[m.group("n")]})
    return {**ab, "effects": effects}


def _no_counters(m: re.Match[str]) -> Ability | None:
    desc = _desc(m.group("desc"))
    read = _keywords(m.group("with"))
    if desc is None or read is None or read[1]:
        return None
    colors, subtypes = desc
    power, toughness = (int(x) for x in m.group("pt").split("/"))
    token: dict[str, Any] = {"name": m.group("name").strip(), "power": power, "toughness": toughness,
                             "colors": colors, "subtypes": subtypes, "keywords": read[0]}
    if m.group("legendary"):
        token["supertypes"] = ["Legendary"]
    return {"kind": "triggered", "trigger": "no_counters", "counter": m.group("kind"),
            "effects": [{"do": "sacrifice_then", "effects": [{"do": "token", "token": token, "count": 1}]}]}


def _effects(text: str, name: str, types: Sequence[str]) -> list[dict[str, Any]] | None:
    """What the grammar reads of a reflexive trigger's effects (none with targets)."""
    if unread(text, name):
        return None
    ctx = Context(card_types=tuple(types))
    p = Parser(tokens(text, name), ctx)
    try:
        ab = lf.spell(p)
    except NoParse:
        return None
    if ctx.targets or not p.done():
        return None
    return list(ab["effects"])
