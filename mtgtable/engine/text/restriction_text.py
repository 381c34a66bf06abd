"""Readable text for the rules of ``casting_rules`` and ``block_rules`` (CR 101.2, 509.1b,
601.3a, 702.8a), as templates with fields.  ``ability_text`` imports this module and hands it
its subject words (``who``), so this module imports nothing of it (no import circle)."""

from __future__ import annotations

from typing import Any, Callable, Mapping

from ..data.cards import Ability
from .sentences import Sentence, T


_FLASH_STATIC = {"noncreature": T("You may cast noncreature spells as though they had flash."),
                 "sorcery": T("You may cast sorcery spells as though they had flash."),
                 "any": T("You may cast spells as though they had flash.")}
_FLASH_UNTIL = {"noncreature": T("Until your next turn, you may cast noncreature spells as though they had flash."),
                "sorcery": T("Until your next turn, you may cast sorcery spells as though they had flash."),
                "any": T("Until your next turn, you may cast spells as though they had flash.")}


def static_sentences(ab: Ability) -> list[Sentence] | None:
    """The statics of ``casting_rules`` and ``block_rules``; None for another static."""
    st = ab.static
    if st == "spells_uncounterable":
        return [(T("Spells you control can't be countered."), {})]
    if st == "cast_as_though_flash":
        return [(_FLASH_STATIC.get(str(ab.params.get("what", "any")), _FLASH_STATIC["any"]), {})]
    if st == "opponents_cant_activate_on_your_turn":
        return [(T("During your turn, your opponents can't activate abilities of artifacts, creatures, or "
                   "enchantments."), {})]
    if st == "domain_cost":
        return [(T("Domain — This spell costs {cost} less to cast for each basic land type among lands you control."),
                 {"cost": "{%d}" % int(ab.params.get("n", 1))})]
    if st == "cost_less_per":  # CR 601.2f (casting_costs.generic_change)
        from .static_text import count_sentence
        per = ab.params.get("per")
        return [(T("This spell costs {cost} less to cast for each thing counted (X times)."),
                 {"cost": "{%d}" % int(ab.params.get("n", 1))}),
                *([count_sentence(per)] if isinstance(per, Mapping) else [])]
    if st == "cant_cast_early_turns":
        return [(T("You can't cast this during your first, second, or third turns of the game."), {})]
    if st == "blockable_only_by":
        if "Reach" in ab.params.get("keywords", ()):
            return [(T("This can't be blocked except by creatures with flying or reach."), {})]
        return [(T("This can't be blocked except by creatures with flying."), {})]
    if st == "cant_block_power_ge":
        return [(T("This can't block creatures with power {n} or greater."), {"n": ab.params.get("n", 0)})]
    return None


def effect_sentences(ab: Ability, e: Mapping[str, Any], who: Callable[[Ability, Any], str]) -> list[Sentence] | None:
    """The effects of ``casting_rules`` and ``block_rules``; None for another effect."""
    do = e["do"]
    if do == "cant_cast_this_turn":
        if e.get("what") == "noncreature":
            return [(T("Your opponents can't cast noncreature spells this turn."), {})]
        return [(T("Your opponents can't cast spells this turn."), {})]
    if do == "no_life_gain_turn":  # Skullcrack (turn_locks.py, CR 119.7)
        return [(T("Players can't gain life this turn."), {})]
    if do == "no_prevention_turn":  # (CR 615.12)
        return [(T("Damage can't be prevented this turn."), {})]
    if do == "uncounterable_this_turn":
        return [(T("Spells you control can't be countered this turn."), {})]
    if do == "flash_permission":
        return [(_FLASH_UNTIL.get(str(e.get("what", "sorcery")), _FLASH_UNTIL["sorcery"]), {})]
    if do == "cant_block_this_turn" and e.get("attack"):
        return [(T("{target} can't attack or block this turn."), {"target": who(ab, e.get("target", 0))})]
    if do == "flash_permission" and e.get("until") == "end_of_turn":
        return [(T("You may cast spells this turn as though they had flash."), {})]
    if do == "cant_block_this_turn":
        return [(T("{target} can't block this turn."), {"target": who(ab, e.get("target", 0))})]
    return None


def grant_sentences(g: Mapping[str, Any]) -> list[Sentence]:
    """What an Aura's or Equipment's grants of ``block_rules`` say (CR 508.1c, 509.1b)."""
    if g.get("cant_attack") and g.get("cant_block"):
        return [(T("It can't attack or block."), {})]
    if g.get("cant_attack"):
        return [(T("It can't attack."), {})]
    if g.get("cant_block"):
        return [(T("It can't block."), {})]
    return []
