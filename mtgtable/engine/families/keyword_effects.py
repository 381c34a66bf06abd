"""Keyword abilities beyond the evergreen ones: evasion, protection and what damage does.

Read-only judgements, like ``characteristics``: ``combat.block_problem`` asks
:func:`evasion_problem` whether a blocker may block an attacker with fear,
intimidate, horsemanship or skulk; ``operations.deal_damage`` asks
:func:`damage_results` whether a source's damage becomes -1/-1 counters and
poison counters instead of marked damage and life loss (infect, wither), and
:func:`toxic_value` how many poison counters its combat damage adds (toxic).
:func:`protected_from` is protection (CR 702.16, "DEBT"): damage prevented
(``deal_damage``), not enchanted or equipped (the state-based actions), not
blocked (``block_problem``), not targeted (``targets.is_legal_target``).
The changes themselves stay in ``operations`` (the only code that changes the
state).

Keywords with a number are static abilities with that number
(``{"kind": "static", "static": "toxic", "n": 2}``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final, Mapping, TYPE_CHECKING

from ..rules import characteristics as chars
from ..rules.counts import condition
from ..errors import Problem, problem

if TYPE_CHECKING:
    from ..data.cards import Ability
    from ..objects import GameObject
    from ..state import GameState as Game

#: Evasion keywords this module judges (CR 702.36, 702.13, 702.31, 702.118).
EVASION_KEYWORDS: Final = frozenset({"Fear", "Intimidate", "Horsemanship", "Skulk"})
#: Keywords that change the results of damage (CR 702.90, 702.80).
DAMAGE_KEYWORDS: Final = frozenset({"Infect", "Wither"})


#: What "protection from" may name (CR 702.16a): a colour, a card type, "everything", how many colours.
PROTECTION_QUALITIES: Final = frozenset({"W", "U", "B", "R", "G", "artifacts", "creatures", "enchantments", "instants",
                                         "everything", "multicolored", "monocolored"})
_TYPE_QUALITIES: Final = {"artifacts": "Artifact", "creatures": "Creature", "enchantments": "Enchantment",
                          "instants": "Instant"}


def _source_object(game: "Game", source: int | None) -> int | None:
    """The object a source id names: an object, or a stack item's source (an ability's id is the item's)."""
    if source is None:
        return None
    if source in game.objects:
        return source
    for item in game.stack:
        if item.id == source:
            return item.source if item.source in game.objects else None
    return None


def has_quality(game: "Game", oid: int, quality: str) -> bool:
    """Whether object ``oid`` has the quality a protection names (CR 702.16a)."""
    if quality == "everything":
        return True  # CR 702.16j
    if quality in _TYPE_QUALITIES:
        return _TYPE_QUALITIES[quality] in game.objects[oid].card.types
    found = chars.colors(game, oid)
    if quality == "multicolored":
        return len(found) >= 2
    if quality == "monocolored":
        return len(found) == 1
    return quality in found


def protections(game: "Game", oid: int) -> tuple[str, ...]:
    """The qualities ``oid`` has protection from (its ``protection`` statics' ``from``; one with ``"if"``
    only while its condition holds: Etched Champion's metalcraft, CR 611.3a)."""
    active = _active(game, oid)
    if not active:
        return ()  # (the usual creature: no generator made)
    return tuple(str(q) for st in active for q in st.params.get("from", ()))


def _active(game: "Game", oid: int) -> tuple["Ability", ...]:
    found = chars.statics(game, oid, "protection")
    if not found or not any("if" in st.params for st in found):
        return found
    controller = game.objects[oid].controller
    return tuple(st for st in found if not isinstance(st.params.get("if"), Mapping)
                 or condition(game, controller, st.params["if"], oid))


def protected_from(game: "Game", oid: int, source: int | None) -> bool:
    """Whether ``oid`` has protection from ``source`` (CR 702.16b: from a quality the source has):
    damage from it is prevented, it can't be targeted, enchanted, equipped or blocked by it."""
    found = protections(game, oid)
    if not found:
        return False
    src = _source_object(game, source)
    if src is not None and any(st.params.get("keeps") == src for st in _active(game, oid)):
        # "This effect doesn't remove this Aura." (Cho-Manno's Blessing, CR 702.16d; attached_abilities):
        # the qualities of the other protections only.
        found = tuple(str(q) for st in _active(game, oid) if st.params.get("keeps") != src
                      for q in st.params.get("from", ()))
    return src is not None and any(has_quality(game, src, q) for q in found)


@dataclass(frozen=True, slots=True)
class Evasion:
    """What the keywords of this module look at in one creature, read once per
    creature (``combat._Evasion`` pairs them for a whole board)."""

    fear: bool
    intimidate: bool
    horsemanship: bool
    skulk: bool
    artifact: bool
    colors: frozenset[str]
    power: int
    #: What it has protection from (CR 702.16f: it can't be blocked by creatures with those qualities).
    protection: tuple[str, ...]
    types: tuple[str, ...]

    @classmethod
    def of(cls, game: "Game", c: int) -> "Evasion":
        return cls(chars.has_keyword(game, c, "Fear"), chars.has_keyword(game, c, "Intimidate"),
                   chars.has_keyword(game, c, "Horsemanship"), chars.has_keyword(game, c, "Skulk"),
                   chars.is_type(game, c, "Artifact"), chars.colors(game, c), chars.power(game, c),
                   protections(game, c), game.objects[c].card.types)

    def problem_blocked_by(self, b: "Evasion", attacker: str, blocker: str) -> Problem | None:
        """Why a creature like ``b`` can't block this one, or ``None``."""
        if self.fear and not (b.artifact or "B" in b.colors):
            # CR 702.36b: can't be blocked except by artifact creatures and/or black creatures.
            return problem("702.36b", "{attacker} has fear; only artifact and/or black creatures can block it",
                           attacker=attacker)
        if self.intimidate and not (b.artifact or self.colors & b.colors):
            # CR 702.13b: ... except by artifact creatures and/or creatures that share a color with it.
            return problem("702.13b", "{attacker} has intimidate; {blocker} is not an artifact and shares no color "
                           "with it", attacker=attacker, blocker=blocker)
        if self.horsemanship and not b.horsemanship:
            # CR 702.31b: can't be blocked except by creatures with horsemanship.
            return problem("702.31b", "{attacker} has horsemanship; {blocker} doesn't", attacker=attacker,
                           blocker=blocker)
        if self.protection and any(_evasion_quality(b, q) for q in self.protection):
            # CR 702.16f: can't be blocked by creatures with the quality it has protection from.
            return problem("702.16f", "{attacker} has protection from a quality {blocker} has", attacker=attacker,
                           blocker=blocker)
        if self.skulk and b.power > self.power:
            # CR 702.118b: can't be blocked by creatures with greater power.
            return problem("702.118b", "{attacker} has skulk; {blocker} has greater power", attacker=attacker,
                           blocker=blocker)
        return None


def _evasion_quality(b: Evasion, quality: str) -> bool:
    """:func:`has_quality` for a blocker read into an :class:`Evasion`."""
    if quality == "everything":
        return True
    if quality in _TYPE_QUALITIES:
        return _TYPE_QUALITIES[quality] in b.types
    if quality == "multicolored":
        return len(b.colors) >= 2
    if quality == "monocolored":
        return len(b.colors) == 1
    return quality in b.colors


def evasion_problem(game: "Game", attacker: int, blocker: int) -> Problem | None:
    """Why ``blocker`` can't block ``attacker`` because of fear, intimidate,
    horsemanship or skulk (CR 509.1b), or ``None``."""
    return Evasion.of(game, attacker).problem_blocked_by(Evasion.of(game, blocker), game.objects[attacker].name,
                                                         game.objects[blocker].name)


def has_any_evasion(game: "Game", c: int) -> bool:
    """Whether the creature has one of this module's evasion keywords (the common case is none)."""
    return any(chars.has_keyword(game, c, k) for k in EVASION_KEYWORDS) or chars.has_static(game, c, "protection")


def had_no_counter(obj: "GameObject", ab: "Ability") -> bool:
    """The intervening "if it had no -1/-1 (+1/+1) counters on it" of persist and undying
    (``"unless_counter"``, CR 702.79a, 702.93a, 603.4), read from the object as it left."""
    kind = ab.params.get("unless_counter")
    return kind is None or obj.counters.get(str(kind), 0) <= 0


def evolves(game: "Game", this: int, power: int, toughness: int) -> bool:
    """CR 702.100a: the entering creature's power is greater than this creature's, and/or its toughness."""
    p, t = chars.power_toughness(game, this)
    return power > p or toughness > t


def evolve_accepts(game: "Game", this: int, other: int, ab: "Ability") -> bool:
    """The intervening "if" of evolve (``"evolve": true``), checked as the creature enters (CR 603.4)."""
    if not ab.params.get("evolve"):
        return True
    p, t = chars.power_toughness(game, other)
    return evolves(game, this, p, t)


def split_second_problem(game: "Game") -> Problem | None:
    """CR 702.61a: while a spell with split second is on the stack, players can't cast other spells
    or activate abilities that aren't mana abilities."""
    from ..objects import StackKind
    for item in game.stack:
        if item.kind is StackKind.SPELL and item.id in game.objects \
                and "Split second" in game.objects[item.id].card.keywords:
            return problem("702.61a", "{card} has split second: no spells or non-mana abilities while it is on "
                           "the stack", card=item.source_name)
    return None


def damage_results(game: "Game", source: int) -> tuple[bool, bool]:
    """``(as_counters, as_poison)``: whether damage from ``source`` to a creature is
    -1/-1 counters (wither or infect, CR 702.80a, 702.90b, 120.3d) and damage to a
    player is poison counters instead of life loss (infect, CR 702.90b, 120.3b)."""
    if source not in game.objects:
        return False, False
    infect = chars.has_keyword(game, source, "Infect")
    return infect or chars.has_keyword(game, source, "Wither"), infect


def toxic_value(game: "Game", source: int) -> int:
    """The total toxic value of ``source`` (CR 702.164b: the sum of its toxic N)."""
    return sum(int(st.params.get("n", 0)) for st in chars.statics(game, source, "toxic"))


#: A regeneration shield (CR 701.15a), kept as a modifier's keyword until end of turn so that
#: checkpoints, undo and the card view carry it; ``operations.regenerate`` uses it up.
REGENERATION_SHIELD: Final = "Regeneration shield"
#: "Can't be regenerated this turn" (CR 701.15b), kept the same way.
NO_REGENERATION: Final = "Can't be regenerated"
