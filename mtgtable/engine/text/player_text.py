"""Readable text for the effects a player carries out on their own cards (``player_effects``,
``naming``, ``enchant_player``, ``named_rules``): templates with fields, like the rest of
``ability_text``.

``ability_text`` imports this module and hands it its subject and quantity words (``who``,
``count``), so this module imports nothing of it (no import circle), like ``stack_text``."""

from __future__ import annotations

from typing import Any, Callable, Mapping

from ..data.cards import Ability
from .sentences import Sentence, T, count

Who = Callable[[Ability, Any], str]



#: An edict's permanent, by its filter (``player_effects.permanent_filter``); the phrase is the template's.
_EDICT = {
    ((), (), None): T("{player} sacrifices a permanent of their choice."),
    (("Creature",), (), None): T("{player} sacrifices a creature of their choice."),
    (("Creature",), (), False): T("{player} sacrifices a nontoken creature of their choice."),
    (("Creature",), (), True): T("{player} sacrifices a creature token of their choice."),
    (("Planeswalker",), (), None): T("{player} sacrifices a planeswalker of their choice."),
    (("Artifact",), (), None): T("{player} sacrifices an artifact of their choice."),
    (("Enchantment",), (), None): T("{player} sacrifices an enchantment of their choice."),
    (("Land",), (), None): T("{player} sacrifices a land of their choice."),
    (("Artifact", "Enchantment"), (), None): T("{player} sacrifices an artifact or enchantment of their choice."),
    (("Creature", "Planeswalker"), (), None): T("{player} sacrifices a creature or planeswalker of their choice."),
    (("Artifact", "Creature"), (), None): T("{player} sacrifices an artifact or creature of their choice."),
    ((), ("Land",), None): T("{player} sacrifices a nonland permanent of their choice."),
    (("Artifact",), (), False): T("{player} sacrifices a nontoken artifact of their choice."),
}
#: The same with a number of them ("two creatures of their choice").
_EDICTS = {
    ((), (), None): T("{player} sacrifices {count} permanents of their choice."),
    (("Creature",), (), None): T("{player} sacrifices {count} creatures of their choice."),
    (("Land",), (), None): T("{player} sacrifices {count} lands of their choice."),
    ((), ("Land",), None): T("{player} sacrifices {count} nonland permanents of their choice."),
}


#: The controller's own edict, "Sacrifice a land." (a sentence of its own: "you sacrifices" is no English).
_EDICT_YOU = {
    ((), (), None): T("Sacrifice a permanent."),
    (("Creature",), (), None): T("Sacrifice a creature."),
    (("Creature",), (), False): T("Sacrifice a nontoken creature."),
    (("Artifact",), (), None): T("Sacrifice an artifact."),
    (("Enchantment",), (), None): T("Sacrifice an enchantment."),
    (("Land",), (), None): T("Sacrifice a land."),
    ((), ("Land",), None): T("Sacrifice a nonland permanent."),
}
_EDICTS_YOU = {
    ((), (), None): T("Sacrifice {count} permanents."),
    (("Creature",), (), None): T("Sacrifice {count} creatures."),
    (("Land",), (), None): T("Sacrifice {count} lands."),
}


def edict_template(filt: Mapping[str, Any], count: Any = 1, who: Any = None) -> str | None:
    """The sentence of an edict with this filter and number, or ``None`` if none is written for it."""
    key = (tuple(filt.get("types_any", ())), tuple(filt.get("not_types", ())), filt.get("token"))
    if who == "you":
        return _EDICT_YOU.get(key) if count == 1 else _EDICTS_YOU.get(key)
    return _EDICT.get(key) if count == 1 else _EDICTS.get(key)


def player_sentences(ab: Ability, e: Mapping[str, Any], _who: Who) -> list[Sentence] | None:
    """The sentences of one of these effects; ``None`` for another effect."""
    do = e["do"]
    if do == "edict":
        n = e.get("amount", 1)
        template = edict_template(e.get("filter", {}), n, e.get("who")) \
            or T("{player} sacrifices a permanent of their choice.")
        return [(template, {"player": _who(ab, e.get("who", 0)), "count": count(n)})]
    if do == "pile_sacrifice":
        return [(T("Separate all permanents {player} controls into two piles. That player sacrifices all "
                   "permanents in the pile of their choice."), {"player": _who(ab, e.get("target", 0))})]
    if do == "exile_own_card":
        if e.get("zone") == "graveyard":
            return [(T("{player} exiles a card from their graveyard."), {"player": _who(ab, e.get("who", 0))})]
        return [(T("{player} exiles a card from their hand."), {"player": _who(ab, e.get("who", 0))})]
    if do == "look_top_may_bottom":
        return [(T("Look at the top card of {player}'s library. You may put that card on the bottom of that "
                   "player's library."), {"player": _who(ab, e.get("who", 0))})]
    if do == "exile_library":
        return [(T("Exile all cards from {player}'s library."), {"player": _who(ab, e.get("who", 0))})]
    if do == "shuffle_hand_into_library":
        return [(T("{player} shuffles their hand into their library."), {"player": _who(ab, e.get("who", 0))})]
    if do == "destroy_without_counter":
        if e.get("nonland"):
            return [(T("Destroy each nonland permanent without a {counter} counter on it."),
                     {"counter": e.get("counter", "fate")})]
        return [(T("Destroy each permanent without a {counter} counter on it."), {"counter": e.get("counter", "fate")})]
    if do == "prevent_color_turn":
        return [(T("Prevent all damage that sources of the color of your choice would deal this turn."), {})]
    if do == "remove_all_counters":
        return [(T("Remove all {counter} counters from all permanents."), {"counter": e.get("counter", "fate")})]
    return naming_sentences(ab, e, _who) or curse_sentences(ab, e, _who)


def naming_sentences(ab: Ability, e: Mapping[str, Any], _who: Who) -> list[Sentence] | None:
    """Naming a card (``naming``, CR 201.3)."""
    if e["do"] == "name_card":
        return [(T("Choose a nonland card name.") if e.get("filter") == "nonland" else T("Choose a card name."), {})]
    if e["do"] == "discard_named":
        return [(T("{player} reveals their hand and discards all cards with that name."),
                 {"player": _who(ab, e.get("who", 0))})]
    return None


def named_static_sentences(ab: Ability) -> list[Sentence]:
    """A card name chosen as the permanent enters, and what it stops (``named_rules``, CR 201.3)."""
    if ab.static == "as_enters_choose":
        if ab.params.get("choose") == "nonland_card_name":
            return [(T("As this enters, choose a nonland card name."), {})]
        return [(T("As this enters, choose a card name."), {})]
    if ab.params.get("mana_too"):
        return [(T("Activated abilities of sources with the chosen name can't be activated."), {})]
    return [(T("Activated abilities of sources with the chosen name can't be activated unless they're mana "
               "abilities."), {})]


def curse_sentences(ab: Ability, e: Mapping[str, Any], _who: Who) -> list[Sentence] | None:
    """The curses' damage (``enchant_player``, CR 303.4)."""
    if e["do"] == "damage_player_or_planeswalker":
        return [(T("This deals {n} damage to {player} or a planeswalker that player controls."),
                 {"n": e.get("amount", 1), "player": _who(ab, e.get("who", "trigger_player"))})]
    return None
