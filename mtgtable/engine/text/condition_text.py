"""Readable text for issue #10's triggers, conditions and player rules (``engine.enter_triggers``,
``engine.player_rules``), as templates with fields like the rest of ``ability_text``."""

from __future__ import annotations

from typing import Any

from ..data.cards import Ability
from .sentences import Sentence, T


#: (another, whose, nontoken, a creature type) -> the trigger's words (CR 603.6a).
ENTERS_HEADS: dict[tuple[bool, str, bool, bool], str] = {
    (True, "all", False, False): T("Whenever another creature enters,"),
    (False, "all", False, False): T("Whenever a creature enters,"),
    (True, "you", False, False): T("Whenever another creature you control enters,"),
    (False, "you", False, False): T("Whenever a creature you control enters,"),
    (True, "opponents", False, False): T("Whenever another creature an opponent controls enters,"),
    (False, "opponents", False, False): T("Whenever a creature an opponent controls enters,"),
    (False, "you", True, False): T("Whenever a nontoken creature you control enters,"),
    (True, "you", True, False): T("Whenever another nontoken creature you control enters,"),
    (False, "all", True, False): T("Whenever a nontoken creature enters,"),
    (True, "you", False, True): T("Whenever another {type} you control enters,"),
    (False, "you", False, True): T("Whenever a {type} you control enters,"),
    (True, "all", False, True): T("Whenever another {type} enters,"),
    (False, "all", False, True): T("Whenever a {type} enters,"),
}


#: "Whenever another blue creature you control enters," (``colors_any``, one colour), by (another, whose).
COLOR_ENTERS_HEADS: dict[tuple[bool, str], str] = {
    (True, "you"): T("Whenever another {color} creature you control enters,"),
    (False, "you"): T("Whenever a {color} creature you control enters,"),
    (True, "all"): T("Whenever another {color} creature enters,"),
    (False, "all"): T("Whenever a {color} creature enters,"),
}

_COLOR_WORDS = {"W": T("white"), "U": T("blue"), "B": T("black"), "R": T("red"), "G": T("green")}


def enters_key(params: Any) -> tuple[bool, str, bool, bool]:
    """The key of ``ENTERS_HEADS`` for a creature_enters trigger's parameters."""
    return (not params.get("self_too"), str(params.get("enters_whose", "you")), bool(params.get("nontoken")),
            bool(params.get("subtypes_any")))


def has_enters_head(params: Any) -> bool:
    """Whether the engine has words for this combination of a creature_enters trigger's parameters (the
    compiler reads no other: fail closed)."""
    colors = params.get("colors_any")
    if colors:
        key = enters_key(params)
        return len(colors) == 1 and not key[2] and not key[3] and (key[0], key[1]) in COLOR_ENTERS_HEADS
    return enters_key(params) in ENTERS_HEADS


def enters_head(ab: Ability) -> Sentence:
    """"Whenever another creature enters," (engine.enter_triggers)."""
    colors = ab.params.get("colors_any")
    if colors:
        key = enters_key(ab.params)
        return COLOR_ENTERS_HEADS.get((key[0], key[1]), T("Whenever another {color} creature you control enters,")), \
            {"color": ", ".join(_COLOR_WORDS.get(str(c), str(c)) for c in colors)}
    template = ENTERS_HEADS.get(enters_key(ab.params), T("Whenever another creature you control enters,"))
    return template, {"type": " ".join(ab.params.get("subtypes_any", ()))}


def player_rule_sentences(ab: Ability) -> list[Sentence] | None:
    """The statics of ``engine.player_rules``; None for another static."""
    if ab.static == "additional_land":
        n = int(ab.params.get("n", 1))
        if n == 1:
            return [(T("You may play an additional land on each of your turns."), {})]
        return [(T("You may play {n} additional lands on each of your turns."), {"n": n})]
    if ab.static == "opponents_cant_cast_on_your_turn":
        return [(T("Your opponents can't cast spells during your turn."), {})]
    if ab.static == "double_life_gain":  # CR 614.1a
        return [(T("If you would gain life, you gain twice that much life instead."), {})]
    return None


def counted_target_sentences(ab: Ability) -> list[Sentence]:
    """What X counts in a target's "with mana value X or less" (``engine.counted_targets``)."""
    from .static_text import count_sentence
    from ..data.target_specs import counted
    out: list[Sentence] = []
    for spec in ab.targets:
        found = counted(spec)
        if found is not None:
            out.append(count_sentence({"count": "permanents", "whose": "you", "subtypes_any": [found[1]]}))
    return out
