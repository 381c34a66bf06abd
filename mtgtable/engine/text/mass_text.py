"""Readable text for the effects on a group of permanents (``mass_effects``), as templates
with fields: the group's words are one translated phrase each (:data:`GROUP_WORDS`), never
English put together here.  ``ability_text`` imports this module and hands it its subject
words (``_who``), so this module imports nothing of it (no import circle)."""

from __future__ import annotations

from typing import Any, Callable, Mapping

from ..data.cards import Ability
from .sentences import Sentence, T


#: (types in printed order, nonland, nontoken) -> the group's words.  The compiler reads only
#: these groups (``oracle.mass_phrases``), so every compiled group has its words.
GROUP_WORDS: dict[tuple[tuple[str, ...], bool, bool], str] = {
    (("Artifact",), False, False): T("artifacts"),
    (("Creature",), False, False): T("creatures"),
    (("Enchantment",), False, False): T("enchantments"),
    (("Planeswalker",), False, False): T("planeswalkers"),
    (("Land",), False, False): T("lands"),
    (("Battle",), False, False): T("battles"),
    (("permanent",), False, False): T("permanents"),
    (("permanent",), True, False): T("nonland permanents"),
    (("Creature",), False, True): T("nontoken creatures"),
    (("permanent",), True, True): T("nonland, nontoken permanents"),
    (("Artifact", "Enchantment"), False, False): T("artifacts and enchantments"),
    (("Artifact", "Creature"), False, False): T("artifacts and creatures"),
    (("Creature", "Planeswalker"), False, False): T("creatures and planeswalkers"),
    (("Creature", "Land"), False, False): T("creatures and lands"),
    (("Artifact", "Land"), False, False): T("artifacts and lands"),
    (("Artifact", "Creature", "Enchantment"), False, False): T("artifacts, creatures, and enchantments"),
    (("Artifact", "Creature", "Land"), False, False): T("artifacts, creatures, and lands"),
    (("Artifact", "Enchantment", "Planeswalker"), False, False): T("artifacts, enchantments, and planeswalkers"),
}

_TEMPLATES: dict[tuple[str, str], str] = {
    ("destroy_each", "any"): T("Destroy all {what}."),
    ("destroy_each", "you"): T("Destroy all {what} you control."),
    ("destroy_each", "opponents"): T("Destroy all {what} your opponents control."),
    ("exile_each", "any"): T("Exile all {what}."),
    ("exile_each", "you"): T("Exile all {what} you control."),
    ("exile_each", "opponents"): T("Exile all {what} your opponents control."),
    ("bounce_each", "any"): T("Return all {what} to their owners' hands."),
    ("bounce_each", "you"): T("Return all {what} you control to their owners' hands."),
    ("bounce_each", "opponents"): T("Return all {what} your opponents control to their owners' hands."),
    ("bottom_each", "any"): T("Put all {what} on the bottom of their owners' libraries."),
    ("bottom_each", "you"): T("Put all {what} you control on the bottom of their owners' libraries."),
    ("bottom_each", "opponents"): T("Put all {what} your opponents control on the bottom of their owners' libraries."),
    ("tap_each", "any"): T("Tap all {what}."),
    ("tap_each", "you"): T("Tap all {what} you control."),
    ("tap_each", "opponents"): T("Tap all {what} your opponents control."),
    ("untap_each", "any"): T("Untap all {what}."),
    ("untap_each", "you"): T("Untap all {what} you control."),
    ("untap_each", "opponents"): T("Untap all {what} your opponents control."),
}


def group_key(e: Mapping[str, Any]) -> tuple[tuple[str, ...], bool, bool]:
    return tuple(e.get("types", ())), bool(e.get("nonland")), bool(e.get("nontoken"))


def mass_sentences(ab: Ability, e: Mapping[str, Any],
                   _who: Callable[[Ability, Any], str]) -> list[Sentence] | None:
    """The effect's sentence, or None for an effect of another family."""
    if e["do"] == "wheel":
        draw = e.get("draw", "that_many")
        if e.get("shuffle"):  # Timetwister (CR 701.24a)
            return [(T("Each player shuffles their hand and graveyard into their library, then draws {n} card(s)."),
                     {"n": draw})]
        if draw == "greatest":  # Windfall
            return [(T("Each player discards their hand, then draws cards equal to the greatest number of cards a "
                       "player discarded this way."), {})]
        if isinstance(draw, int) and e.get("who", "each_player") == "each_player":  # Wheel of Fortune
            return [(T("Each player discards their hand, then draws {n} card(s)."), {"n": draw})]
        if isinstance(draw, int):
            return [(T("{player} discards their hand, then draws {n} card(s)."),
                     {"player": _who(ab, e.get("who")), "n": draw})]
        if e.get("who", "each_player") == "each_player":
            return [(T("Each player discards all the cards in their hand, then draws that many cards."), {})]
        return [(T("{player} discards all the cards in their hand, then draws that many cards."),
                 {"player": _who(ab, e.get("who"))})]
    if e["do"] == "proliferate":
        return [(T("Proliferate."), {})]  # CR 701.34a
    if e["do"] == "counter_ability":
        return [(T("Counter {target}."), {"target": _who(ab, e.get("target", 0))})]
    if e["do"] == "damage_own_controller":
        return [(T("Each creature deals {n} damage to its controller."), {"n": e.get("amount", 1)})]
    if e["do"] == "destroy_each" and "mv_at_most" in e and e.get("whose", "any") == "any":  # Culling Ritual
        return [(T("Destroy all {what} with mana value {n} or less."),
                 {"what": GROUP_WORDS.get(group_key(e), T("permanents")), "n": int(e["mv_at_most"])})]
    if "mv_at_most" in e:
        return None
    template = _TEMPLATES.get((str(e["do"]), str(e.get("whose", "any"))))
    if template is None:
        return None
    what = GROUP_WORDS.get(group_key(e), T("permanents"))
    return [(template, {"what": what})]  # "They can't be regenerated": keyword_text (CR 701.15b)
