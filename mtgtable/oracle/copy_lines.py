"""Copies: clones and token copies (``engine.copy_effects``, CR 707.2).

* "You may have this creature enter as a copy of any creature on the
  battlefield." (Clone), "... of any artifact on the battlefield." (Sculpting
  Steel), "... of any artifact or creature on the battlefield, except it's an
  artifact in addition to its other types." (Phyrexian Metamorph): the static
  ``enter_as_copy`` (CR 707.2, 707.9b, 614.1c), only on a permanent card of
  the kind it copies (a creature clone, an artifact clone).
* "Create a token that's a copy of this creature." (Pack Rat, Myr
  Propagator): the effect ``token_copy`` of ``self`` (CR 707.2, 111.1), in a
  creature card's activated ability;
* "Create a token that's a copy of target nonlegendary creature you control,
  except it has haste. Sacrifice it at the beginning of the next end step."
  (Kiki-Jiki, Mirror Breaker): ``token_copy`` of the target, with haste and a
  delayed sacrifice (CR 707.9b, 603.7).

Everything else about copies stays by hand: a copy with other exceptions
("except it's a Bird in addition ... and it has flying", its name, a
vanishing), a mana-value limit ("with mana value less than or equal to the
amount of mana spent", which the engine does not record), a condition
("Raid -- If you attacked this turn, you may have ..."), a copy of a card in
a graveyard, of any nonland permanent or enchantment (an Aura's copy would
need an object to enchant as it enters, CR 303.4f), "becomes a copy", copies of
other targets, an ability granted by an Aura (Splinter Twin).  A line is read whole or not at all.
"""

from __future__ import annotations

from typing import Any, Sequence

from .grammar import Parser
from .lexer import normalise

Ability = dict[str, Any]
Effect = dict[str, Any]

#: The clone lines read, by their normalised text: (the card type the clone must have, ``of``'s
#: types, the types added by the exception).
_CLONES: dict[str, tuple[str, tuple[str, ...], tuple[str, ...]]] = {
    "You may have ~ enter as a copy of any creature on the battlefield.": ("Creature", ("Creature",), ()),
    "You may have ~ enter as a copy of any artifact on the battlefield.": ("Artifact", ("Artifact",), ()),
    "You may have ~ enter as a copy of any artifact or creature on the battlefield, except it's an artifact in "
    "addition to its other types.": ("Creature", ("Artifact", "Creature"), ("Artifact",)),
}


def copy_line(line: str, name: str, types: Sequence[str]) -> list[Ability] | None:
    """A clone's line as its abilities (CR 707.2), or None (the other readers try it)."""
    found = _CLONES.get(normalise(line, name))
    if found is None:
        return None
    own, of, add = found
    if own not in types or (own == "Artifact" and "Creature" in types):
        return None  # ("this creature" on a creature card, "this artifact" on a noncreature artifact)
    ab: Ability = {"kind": "static", "static": "enter_as_copy", "of": {"types_any": list(of)}}
    if add:
        ab["add_types"] = list(add)
    return [ab]


def token_copy_of_self(p: Parser) -> list[Effect]:
    """``create a token that's a copy of ~`` on a creature card (CR 707.2, 111.1), or with ``, except it has
    haste. Exile that token at the beginning of the next end step.`` (Splinter Twin's granted ability)."""
    if "Creature" not in p.ctx.card_types or p.ctx.trigger:
        # (a triggered "copy of this creature" may find it gone before it is put on the stack)
        raise p.fail("a copy of this creature only in a creature card's activated ability")
    p.need("create", "a", "token", "that's", "a", "copy", "of", "~")
    if p.eat(",", "except", "it", "has", "haste", ".", "exile", "that", "token", "at", "the", "beginning", "of",
             "the", "next", "end", "step"):
        # Splinter Twin's granted ability (CR 707.9b: the exception; CR 603.7: the delayed trigger exiles it).
        return [{"do": "token_copy", "of": "self", "keywords": ["Haste"], "exile_at": "end_step"}]
    if not p.at("."):
        raise p.fail("a copy with no exceptions only")
    return [{"do": "token_copy", "of": "self"}]


def token_copy_of_target(p: Parser) -> list[Effect]:
    """``create a token that's a copy of target nonlegendary creature you control, except it has
    haste. Sacrifice it at the beginning of the next end step.`` (Kiki-Jiki, Mirror Breaker;
    CR 707.2, 707.9b, 603.7): the whole of it, or nothing."""
    p.need("create", "a", "token", "that's", "a", "copy", "of", "target", "nonlegendary", "creature", "you",
           "control", ",", "except", "it", "has", "haste", ".", "sacrifice", "it", "at", "the", "beginning", "of",
           "the", "next", "end", "step")
    p.ctx.targets.append("nonlegendary_creature_you_control")
    return [{"do": "token_copy", "of": len(p.ctx.targets) - 1, "keywords": ["Haste"], "sacrifice_at": "end_step"}]


CLAUSES = (token_copy_of_self, token_copy_of_target)
