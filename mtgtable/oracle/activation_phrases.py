"""Activated abilities' costs and restrictions beyond mana and {T} (CR 602.1, 602.2b, 602.5b, 605.1a):
the grammar of ``engine.activation_costs``.

* cost parts: "Sacrifice an artifact", "Sacrifice another creature", "Discard a card", "Return a
  Forest you control to its owner's hand", "Exile a blue card from your hand", "Exile two cards
  from your graveyard" (``costs``, the
  vocabulary of ``cost_lines.cost_parts``); "Discard your hand" (``discard_hand``); "Exile this card
  from your hand" (``exile_self_from_hand``, an ability of the card in the hand, CR 113.6);
  "Discard this card" (the engine's own ``discard_self``: channel, CR 702 ability word "Channel");
  "Remove two +1/+1 counters from this creature" (the engine's ``remove_counter``, CR 122.8);
* restrictions after the effect: "Activate only once each turn." (CR 602.5b), "Activate only as an
  instant." (a mana ability used only on its own, CR 605.3a), "This ability costs {1} less to
  activate for each legendary creature you control." (CR 601.2f via 602.2b);
* a mana ability's amount and other effect: "Add three mana of any one color." (``mana_amount``),
  "Add one mana of any color. Draw a card." (``then``, CR 605.1a);
* "Attach this Equipment to target creature you control." (CR 701.3; ``engine.activation_effects``);
* cycling with a cost that isn't mana, "Cycling—Pay 2 life." (CR 702.29a).

Anything else stays by hand: "Tap an untapped creature you control" is another family's, "Sacrifice X
lands" is not read (fail closed).
"""

from __future__ import annotations

import re
from typing import Any

from . import cost_lines
from .amounts import SUBTYPE_WORDS
from .grammar import NUMBERS, NoParse, Parser

Ability = dict[str, Any]

#: A mana ability's other effects this module lets through (no target, no choice that waits on the
#: stack: CR 605.3b, the whole ability happens at once).
_MANA_THEN = frozenset({"draw", "gain_life", "lose_life"})
#: Subtype words that are no creature types (CR 205.3g-i): read by ``cost_lines`` as land types, or not at all.
_NOT_CREATURE = frozenset({"plains", "island", "swamp", "mountain", "forest", "islands", "swamps", "mountains",
                           "forests", "equipment", "aura", "auras"})
#: Subtypes a cost may name: the counted ones (``amounts``) and artifact and creature types of tokens (CR 205.3g, m).
_SUBTYPES: dict[str, str] = {**SUBTYPE_WORDS, **{w: w.capitalize() for w in (
    "saproling", "food", "treasure", "clue", "thopter", "servo", "eldrazi", "goat", "blood", "dragon", "beast",
    "cleric", "rogue", "shaman", "dwarf", "giant", "demon", "angel", "horror", "insect", "cat", "dog", "bird")},
    **{w + "s": w.capitalize() for w in ("saproling", "food", "treasure", "clue", "thopter", "servo", "goat",
                                         "dragon", "beast", "cleric", "rogue", "shaman", "giant", "demon", "angel",
                                         "horror", "insect", "cat", "dog", "bird")},
    "dwarves": "Dwarf"}
_BASIC = ("Plains", "Island", "Swamp", "Mountain", "Forest")
_COUNT_WORDS = ("a", "an", "one", "two", "three", "four", "five")


def cost_part(p: Parser, held: dict[str, Any]) -> str:
    """One cost part at ``p`` (up to the next "," or ":"): the engine's cost text for it ("" when it is
    a parameter), its parameter added to ``held``; raises NoParse for any other part."""
    if p.eat("discard", "~"):
        held["discard_self"] = True
        return "Discard this card"
    if p.eat("exile", "~", "from", "your", "hand"):
        held["exile_self_from_hand"] = True
        return ""
    if p.eat("exile", "~", "from", "your", "graveyard"):
        held["exile_self"] = True  # Seasoned Pyromancer: an ability of the card in the graveyard (CR 113.6k)
        held["from_graveyard"] = True
        return ""
    if p.at("exile", "~") and p.peek(2) in (",", ":"):
        held["exile_self"] = True  # "Exile this artifact" from the battlefield (CR 602.2b)
        p.i += 2
        return ""
    if p.eat("return", "~", "to", "its", "owner's", "hand"):
        held["return_self"] = True  # "Return this enchantment to its owner's hand" (CR 602.2b)
        return ""
    if p.eat("discard", "your", "hand"):
        held["discard_hand"] = True
        return ""
    if p.at("remove", _COUNT_WORDS, ("+1/+1", "-1/-1"), ("counter", "counters"), "from", "~"):
        n, kind, noun = p.peek(1), p.peek(2), p.peek(3)
        if (n in ("a", "an", "one")) != (noun == "counter"):
            raise p.fail("a counter count")
        p.i += 6
        held["counters"] = True
        return f"Remove {n} {kind} {noun} from this"
    start = p.i
    while not p.done() and p.peek() not in (",", ":"):
        p.i += 1
    words = p.t[start:p.i]
    if "~" in words or not words:
        raise NoParse(start, "unknown cost")
    text = " ".join(words)
    other = False
    m = re.fullmatch(r"sacrifice another (.+)", text)
    if m:
        text, other = "sacrifice a " + m.group(1), True
    m = re.fullmatch(r"discard (an?|one|two|three) (land|creature|artifact|enchantment|instant|sorcery) (cards?)", text)
    if m and not other:
        count = NUMBERS[m.group(1)]
        if (count == 1) != (m.group(3) == "card"):
            raise NoParse(start, "a count")
        held.setdefault("costs", []).append({"discard": {"types_any": [m.group(2).capitalize()]}, "count": count})
        return ""
    m = re.fullmatch(r"(sacrifice|return) (an?|one|two|three|four|five) ([a-z]+)( you control to its owner's hand)?",
                     text)
    if m and m.group(3) in _SUBTYPES and m.group(3) not in _NOT_CREATURE and (m.group(1) == "return") == bool(m.group(4)):
        # "Return an Elf you control to its owner's hand", "Sacrifice a Goblin" (a creature type, CR 205.3m)
        count = NUMBERS[m.group(2)]
        if (count == 1) == m.group(3).endswith("s") and m.group(3) not in ("merfolk",):
            raise NoParse(start, "a count")
        what = "return_to_hand" if m.group(1) == "return" else "sacrifice"
        part0: dict[str, Any] = {what: {"subtypes_any": [_SUBTYPES[m.group(3)]]}, "count": count}
        if other:
            part0[what]["other"] = True
        held.setdefault("costs", []).append(part0)
        return ""
    parts = cost_lines.cost_parts(text)
    if parts is None or len(parts) != 1 or not any(k in parts[0] for k in
                                                   ("sacrifice", "discard", "return_to_hand", "exile_from_hand",
                                                    "exile_from_graveyard")):
        raise NoParse(start, "unknown cost")
    part = parts[0]
    if other:
        kind = next(iter(k for k in part if k != "count"))
        part[kind] = {**part[kind], "other": True}
    held.setdefault("costs", []).append(part)
    return ""


def params(held: dict[str, Any]) -> dict[str, Any]:
    """The ability's parameters from what its cost held."""
    out: dict[str, Any] = {}
    for key in ("costs", "discard_hand", "exile_self_from_hand", "exile_self", "return_self", "from_graveyard"):
        if key in held:
            out[key] = held[key]
    return out


def at_restriction(p: Parser) -> bool:
    """Whether a restriction sentence of this module comes next (the effects stop before it)."""
    return p.at("activate", "only", "once", "each", "turn", ".") or p.at("activate", "only", "as", "an", "instant",
                                                                         ".") \
        or p.at("activate", "only", "during", "your", "upkeep", ".") \
        or p.at("this", "ability", "costs")


def restrictions(p: Parser, ab: Ability) -> None:
    """The restriction sentences at ``p``, into ``ab`` (none: nothing consumed)."""
    while True:
        if p.eat("activate", "only", "once", "each", "turn", "."):
            ab["once_each_turn"] = True  # CR 602.5b
        elif p.eat("activate", "only", "during", "your", "upkeep", "."):
            ab["upkeep_only"] = True  # CR 602.5b (activation_costs)
        elif p.eat("activate", "only", "as", "an", "instant", "."):
            ab["instant_only"] = True  # CR 605.3a: not while paying
        elif p.at("this", "ability", "costs"):
            ab["cost_less_per"] = _cost_less(p)
        else:
            return


def _cost_less(p: Parser) -> dict[str, Any]:
    """``This ability costs {1} less to activate for each legendary creature you control.`` (CR 601.2f)."""
    p.need("this", "ability", "costs", "{1}", "less", "to", "activate", "for", "each")
    if p.eat("legendary", "creature", "you", "control", "."):
        return {"legendary": True, "types_any": ["Creature"]}
    from .amounts import count
    spec = count(p, plural=False)
    p.need(".")
    return spec


def mana_amount(p: Parser) -> int:
    """``three mana of any one color`` (CR 106.1): the number (0: not this phrase, nothing consumed)."""
    if p.peek() in NUMBERS and p.peek() not in ("a", "an", "one") \
            and p.at(p.peek(), "mana", "of", "any", "one", "color"):
        n = NUMBERS[p.peek()]
        p.i += 6
        return n
    return 0


def mana_then(p: Parser) -> list[dict[str, Any]]:
    """A mana ability's other effect after its mana, "Draw a card." (CR 605.1a); NoParse for another."""
    from . import effect_phrases as ep
    before = len(p.ctx.targets)
    found = ep.effects(p, lambda: at_restriction(p))
    if len(p.ctx.targets) != before or not found or any(e.get("do") not in _MANA_THEN for e in found):
        raise p.fail("a mana ability's effect the engine doesn't apply at once")
    return found


def attach(p: Parser) -> list[dict[str, Any]]:
    """``attach ~ to target creature [you control]`` on an Equipment (CR 701.3a)."""
    if "Artifact" not in p.ctx.card_types:
        raise p.fail("only an Equipment's attach ability is read")
    p.need("attach", "~", "to")
    if not p.at("target", "creature"):
        raise p.fail("expected target creature")
    return [{"do": "attach", "target": p.target()}]


def that_player_may_search(p: Parser) -> list[dict[str, Any]]:
    """``That player may search their library for ...`` after a target permanent (Boseiju): its
    controller, as the resolution began (last known information, CR 608.2h), decides (CR 608.2d)."""
    from . import effect_phrases as ep
    if not isinstance(p.ctx.it, int) or p.ctx.targets[p.ctx.it] in ("player", "opponent"):
        raise p.fail("whose search?")
    start = p.i
    p.need("that", "player", "may")
    who = {"controller_of": p.ctx.it}
    if p.eat("search", "their", "library", "for", "a", "land", "card", "with", "a", "basic", "land", "type", ",",
             "put", "it", "onto", "the", "battlefield", ",", "then", "shuffle"):
        # a land with a basic land type (CR 205.3i): not only a basic land
        inner: list[dict[str, Any]] = [{"do": "search", "filter": {"types": ["Land"], "subtypes_any": list(_BASIC)},
                                        "what": "a land card with a basic land type", "to": "battlefield"}]
    else:
        inner = ep.search(p, "their")
    inner[0]["who"] = who
    return [{"do": "may", "who": who, "effects": inner, "text": " ".join(p.t[start:p.i])}]


def exile_all_graveyards(p: Parser) -> list[dict[str, Any]]:
    """``exile all graveyards`` (Relic of Progenitus): each player's graveyard (``exile_graveyard``)."""
    p.need("exile", "all", "graveyards")
    return [{"do": "exile_graveyard", "who": "each_player"}]


def return_self_from_graveyard(p: Parser) -> list[dict[str, Any]]:
    """``return ~ from your graveyard to your hand`` as an activated ability's effect (Phantasmagorian):
    the ability then works only from the graveyard (CR 113.6k; ``line_forms.mana_or_activated``
    marks it ``from_graveyard``); the card returns only if still there (CR 400.7)."""
    if not p.ctx.activated:
        raise p.fail("a card returning itself from the graveyard, outside an activated ability")
    p.need("return", "~", "from", "your", "graveyard", "to", "your", "hand")
    return [{"do": "return_self_to_hand"}]


CLAUSES = (attach, that_player_may_search, exile_all_graveyards, return_self_from_graveyard)

_CYCLING = re.compile(r"cycling—(.+)\.?")


_HYBRID_CYCLING = re.compile(r"cycling ((?:\{(?:[0-9]|[WUBRGC]|[WUBRG]/[WUBRG]|2/[WUBRG])\})+)")


def cycling(line: str) -> dict[str, Any] | None:
    """``Cycling—Pay 2 life.``, ``Cycling—Sacrifice a land.``, ``Cycling {B/R}`` (CR 702.29a): "[cost],
    Discard this card: Draw a card.", from the hand; None for another line."""
    h = _HYBRID_CYCLING.fullmatch(line.strip()[:1].lower() + line.strip()[1:])
    if h is not None:
        return {"kind": "activated", "cost": f"{h.group(1)}, Discard this card",
                "effects": [{"do": "draw", "amount": 1, "who": "you"}], "text": line}
    m = _CYCLING.fullmatch(line.strip().lower())
    if m is None:
        return None
    parts = cost_lines.cost_parts(m.group(1).rstrip("."))
    if parts is None or len(parts) != 1:
        return None
    part = parts[0]
    effect = {"do": "draw", "amount": 1, "who": "you"}
    if "life" in part:
        return {"kind": "activated", "cost": f"Pay {int(part['life'])} life, Discard this card", "effects": [effect],
                "text": line}
    if not any(k in part for k in ("sacrifice", "discard", "return_to_hand", "exile_from_hand")):
        return None
    return {"kind": "activated", "cost": "Discard this card", "costs": [part], "effects": [effect], "text": line}
