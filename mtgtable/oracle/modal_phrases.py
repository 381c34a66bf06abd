"""The heads of modal activated abilities, and the casting keywords of modal spells (CR 700.2).

``{1}, Sacrifice ~: Choose one —`` is an activated ability whose modes are
chosen as it is activated (CR 700.2b, 602.2b); its cost is read by the same
cost grammar as any activated ability (``line_forms.cost``).  A line after
its modes that limits when it may be activated ("Activate only as a
sorcery.") belongs to it (CR 602.5d): it is read with it, and any other
"Activate only ..." keeps the ability by hand (fail closed).

Casting keywords that change how many modes are chosen:

* ``Entwine {2}`` (CR 702.42a): "you may choose all modes of this spell
  instead of just the number specified; if you do, you pay an additional
  [cost]" -> ``"entwine": "{2}"`` on the modal spell ability;
* ``Escalate {1}`` (CR 702.120a): "this spell costs [cost] more to cast for
  each mode chosen beyond the first" -> ``"escalate": "{1}"``;
* Spree (CR 702.172a): each mode is "+ {cost} — effect", an additional cost
  paid for each mode chosen, one or more modes -> each mode's ``"spree"``.
"""

from __future__ import annotations

import re
from typing import Any

from .grammar import Parser
from .lexer import unread

_ENTWINE = re.compile(r"^(entwine|escalate) ((?:\{[0-9WUBRGC]\})+)$", re.IGNORECASE)
_SPREE_MODE = re.compile(r"^\+ ((?:\{[0-9WUBRGC]\})+) — (.+)$")


def activated_head(toks: list[str]) -> bool:
    """Whether the head is ``COST: choose ...``: a colon before the first "choose"."""
    if "choose" not in toks or ":" not in toks:
        return False
    return toks.index(":") < toks.index("choose")


def activated_cost(p: Parser, card_types: tuple[str, ...]) -> dict[str, Any]:
    """``COST:`` of a modal activated ability (CR 602.1); a loyalty cost is not read here."""
    from .line_forms import cost
    text, held = cost(p, False)
    if held.get("loyalty"):
        raise p.fail("a modal loyalty ability")
    p.need(":")
    return {"cost": text}


def activation_limit(line: str) -> dict[str, Any] | None:
    """The line after a modal activated ability's modes: ``Activate only as a sorcery.`` (CR 602.5d)
    -> ``{"sorcery_speed": True}``; None for any other line."""
    if line.strip().lower() == "activate only as a sorcery.":
        return {"sorcery_speed": True}
    return None


def mode_count_keyword(line: str) -> tuple[str, str] | None:
    """``Entwine {2}`` -> ("entwine", "{2}"), ``Escalate {1}`` -> ("escalate", "{1}")
    (CR 702.42a, 702.120a); None for anything else (an entwine cost that is not mana stays by hand)."""
    m = _ENTWINE.match(line.strip())
    if m is None:
        return None
    return m.group(1).lower(), m.group(2).upper()


def spree_mode(line: str, name: str) -> tuple[str, str] | None:
    """``+ {1} — Counter target spell.`` -> ("{1}", "Counter target spell.") (CR 702.172a)."""
    m = _SPREE_MODE.match(line.strip())
    if m is None or unread(m.group(1), name):
        return None
    return m.group(1).upper(), m.group(2)


#: Graveyard card specs whose cards are all permanent cards (CR 110.4b): what a "return ... to the
#: battlefield" may name (an instant or sorcery card can't enter the battlefield, CR 110.4).
_PERMANENT_CARDS = ("creature_card", "artifact_card", "land_card", "permanent_card", "enchantment_card",
                    "planeswalker_card", "artifact_or_enchantment_card", "artifact_or_creature_card",
                    "creature_or_planeswalker_card", "creature_or_land_card", "noncreature_permanent_card")


def permanent_card_spec(spec: str) -> bool:
    """Whether a target spec (without its number filter) names only permanent cards in a graveyard."""
    for suffix in ("_in_your_graveyard", "_in_a_graveyard"):
        if spec.endswith(suffix):
            return spec[:-len(suffix)] in _PERMANENT_CARDS
    return False
