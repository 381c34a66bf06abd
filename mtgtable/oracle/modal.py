"""The head of a modal ability and the names of its modes (CR 700.2).

``Choose one —``, ``Choose one or both —``, ``Choose two —``, ``Choose one or
more —``, ``Choose up to one —``, ``Choose one that hasn't been chosen [this turn] —``
(``engine.mode_memory``), ``Choose three. You may choose the same mode
more than once.`` (CR 700.2d): how many modes are chosen, as the engine's ``choose`` parameter
(``engine.modes``).  A mode may carry a name before a dash ("Smash the Chest —
Destroy target artifact."): like an ability word it has no rules meaning
(CR 207.2c) and is dropped.  Anything else in the head ("choose one at random", "if this spell was kicked, choose any
number instead") is not read: the line stays by hand.
"""

from __future__ import annotations

import re
from typing import Any

from .grammar import NUMBERS, Parser

#: The head's "Each mode must target a different player." (read by :func:`different_players`).
DIFFERENT_PLAYERS = "_different_players"


def different_players(head: dict[str, Any], modes: list[dict[str, Any]]) -> dict[str, Any] | None:
    """A head with "Each mode must target a different player.": in this engine's two-player games
    (CR 102.1: one opponent) modes that each target an opponent can't be chosen together, so it is
    "choose one"; any other modes (a mode that may target yourself) -> None (fail closed)."""
    if not head.pop(DIFFERENT_PLAYERS, False):
        return head
    if not all(m.get("targets") == ["opponent"] for m in modes):
        return None
    return {**head, "choose": {"min": 1, "max": 1}}


_MODE_NAME = re.compile(r"^[A-Z][A-Za-z',!? ]{1,40} — (?=[A-Z~])")


def modal_count(p: Parser) -> dict[str, Any]:
    """``choose one —`` (nothing extra) or the ``choose`` counts of the other heads."""
    p.need("choose")
    if p.eat("one", "—"):
        return {}
    if p.eat("one", ".", "if", "you", "control", "a", "commander", "as", "you", "cast", "~", ",", "you", "may",
             "choose", "both", "instead", "."):
        # CR 903.3: there is no commander outside the Commander variant, so it is always "choose one".
        return {}
    if p.eat("one", "that", "hasn't", "been", "chosen", "—"):
        return {"unchosen": "ever"}  # the modes this object chose before can't be (engine.mode_memory)
    if p.eat("one", "that", "hasn't", "been", "chosen", "this", "turn", "—"):
        return {"unchosen": "turn"}
    if p.eat("up", "to", "one", "—"):
        # CR 700.2: "up to one" lets no mode be chosen; the ability then does nothing.
        return {"choose": {"min": 0, "max": 1}}
    if p.eat("three", ".", "you", "may", "choose", "the", "same", "mode", "more", "than", "once", "."):
        # The Confluences: three modes, the same one any number of times (CR 700.2d).
        return {"choose": {"min": 3, "max": 3}, "repeat": True}
    if p.eat("one", "or", ("more", "both"), ".", "each", "mode", "must", "target", "a", "different", "player", "."):
        # Vindictive Lich: the compiler keeps it only when every mode targets an opponent (see DIFFERENT_PLAYERS)
        return {"choose": {"min": 1, "max": 99}, DIFFERENT_PLAYERS: True}
    if p.eat("one", "or", "both", "—"):
        return {"choose": {"min": 1, "max": 2}}
    if p.eat("one", "or", "more", "—"):
        return {"choose": {"min": 1, "max": 99}}
    word = p.peek()
    if word in NUMBERS and NUMBERS[word] >= 2 and p.peek(1) == "—":
        p.i += 2
        return {"choose": {"min": NUMBERS[word], "max": NUMBERS[word]}}
    raise p.fail("a modal head the engine doesn't read")


def mode_label(text: str) -> str:
    """A mode's text without its name ("Smash the Chest — Destroy target artifact.")."""
    m = _MODE_NAME.match(text)
    return text[m.end():] if m else text


_IF_ITS = re.compile(r"^(.*) if it's (white|blue|black|red|green)\.$")
_COLOR_LETTER = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


def if_its_color(text: str) -> tuple[str, str | None]:
    """``Counter target spell if it's blue.`` -> (``Counter target spell.``, ``U``); else (text, None)."""
    m = _IF_ITS.match(text)
    if m is None:
        return text, None
    return m.group(1) + ".", _COLOR_LETTER[m.group(2)]


def wrap_color(effects: list[dict[str, Any]], targets: list[str], color: str) -> list[dict[str, Any]] | None:
    """The effects of a one-target clause, done only if the target is ``color`` as it resolves;
    None when the clause is not exactly one effect on its one target (fail closed)."""
    if len(targets) != 1 or len(effects) != 1 or effects[0].get("target") != 0:
        return None
    return [{"do": "if_target_color", "target": 0, "color": color, "effects": effects}]
