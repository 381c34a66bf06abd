"""Readable text for restricted mana, "Spend this mana only to cast ..." (CR 106.6;
``engine.restricted_mana``): one template per shape of restriction, with only a
creature type as a field (a game term, like a card name), never English put
together here.  A restriction of a shape with no template is not compiled
(``describable``: the compiler leaves the line by hand)."""

from __future__ import annotations

from typing import Any, Mapping

from ..data.cards import Ability
from .sentences import Sentence, T

#: One sentence: a template and its fields (as ``ability_text.Sentence``; this module is imported by



def _shape(f: Mapping[str, Any] | None) -> tuple[Any, ...] | None:
    if f is None:
        return None
    types = tuple(f.get("types_all", ()))
    return (bool(f.get("colorless")), bool(f.get("supertypes_any")), bool(f.get("subtypes_any")), types,
            bool(f.get("chosen_type")))


#: (cast shape, activate shape, uncounterable) -> template; ``{subtype}`` is the creature type.
_TEMPLATES: dict[tuple[Any, ...], str] = {
    ((True, False, True, (), False), (True, False, True, (), False), False):
        T("Spend this mana only to cast colorless {subtype} spells or activate abilities of colorless {subtype}."),
    ((False, False, True, ("Creature",), False), None, False):
        T("Spend this mana only to cast a {subtype} creature spell."),
    ((False, False, False, ("Creature",), True), None, True):
        T("Spend this mana only to cast a creature spell of the chosen type, and that spell can't be countered."),
    ((False, False, False, ("Creature",), True), None, False):
        T("Spend this mana only to cast a creature spell of the chosen type."),
    ((False, True, False, (), False), None, True):
        T("Spend this mana only to cast a legendary spell, and that spell can't be countered."),
    ((False, True, False, (), False), None, False): T("Spend this mana only to cast a legendary spell."),
    ((False, False, False, ("Creature",), False), None, False): T("Spend this mana only to cast creature spells."),
    ((False, False, False, ("Artifact",), False), None, False): T("Spend this mana only to cast artifact spells."),
    ((False, False, False, ("Planeswalker",), False), None, False):
        T("Spend this mana only to cast planeswalker spells."),
    ((False, False, False, ("Instant",), False), None, False): T("Spend this mana only to cast instant spells."),
    ((False, False, False, ("Sorcery",), False), None, False): T("Spend this mana only to cast sorcery spells."),
    ((False, False, False, ("Enchantment",), False), None, False):
        T("Spend this mana only to cast enchantment spells."),
}


def _key(data: Mapping[str, Any]) -> tuple[Any, ...]:
    cast = data.get("cast")
    act = data.get("activate")
    return (_shape(cast if isinstance(cast, Mapping) else None), _shape(act if isinstance(act, Mapping) else None),
            bool(data.get("uncounterable")))


def _haste_rider(data: Mapping[str, Any]) -> bool:
    """Arena of Glory's mana: no restriction, only "if that mana is spent on a creature spell,
    it gains haste until end of turn" (``restricted_mana.Restriction.is_open``)."""
    return dict(data) == {"cast": {}, "activate": {}, "haste": True}


def describable(data: Mapping[str, Any]) -> bool:
    """Whether the restriction has a template (and so may be compiled)."""
    if "haste" in data:
        return _haste_rider(data)
    try:
        return _key(data) in _TEMPLATES
    except TypeError:
        return False


def spend_sentences(ab: Ability) -> list[Sentence]:
    """The sentence of a mana ability's ``spend_only``, or none."""
    data = ab.params.get("spend_only")
    if not isinstance(data, Mapping) or not describable(data):
        return []
    if _haste_rider(data):
        return [(T("If that mana is spent on a creature spell, it gains haste until end of turn."), {})]
    cast = data.get("cast")
    subtypes = cast.get("subtypes_any", ()) if isinstance(cast, Mapping) else ()
    return [(_TEMPLATES[_key(data)], {"subtype": subtypes[0] if subtypes else ""})]
