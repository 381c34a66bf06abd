"""Readable text for copies (``copy_effects``: clones and token copies, CR 707.2), as templates
with fields like the rest of ``ability_text``.

Each form the compiler makes has a whole template of its own (the kinds of permanent a clone may
copy, the exceptions), so a translation never assembles English fragments.  ``ability_text``
imports this module and hands it its subject words, so this module imports nothing of it."""

from __future__ import annotations

from typing import Any, Callable, Mapping

from ..data.cards import Ability
from .sentences import Sentence, T




#: (the card types of ``of``, the types added) -> the Oracle sentence (CR 707.2, 707.9b).
_ENTER_AS_COPY: dict[tuple[tuple[str, ...], tuple[str, ...]], str] = {
    (("Creature",), ()): T("You may have this enter as a copy of any creature on the battlefield."),
    (("Artifact",), ()): T("You may have this enter as a copy of any artifact on the battlefield."),
    (("Artifact", "Creature"), ("Artifact",)): T(
        "You may have this enter as a copy of any artifact or creature on the battlefield, except it's an artifact "
        "in addition to its other types."),
}


def enter_as_copy_known(types: tuple[str, ...], add_types: tuple[str, ...]) -> bool:
    """Whether a clone that copies permanents of ``types`` with ``add_types`` added has its text here."""
    return (types, add_types) in _ENTER_AS_COPY


def copy_static(ab: Ability) -> list[Sentence] | None:
    """A clone's "enter as a copy" (CR 707.2), or None for another static ability."""
    if ab.static != "enter_as_copy":
        return None
    of = ab.params.get("of", {})
    key = (tuple(of.get("types_any", ())) if isinstance(of, Mapping) else (),
           tuple(ab.params.get("add_types", ())))
    found = _ENTER_AS_COPY.get(key)
    if found is None:
        return [(T("You may have this enter as a copy of a permanent ({kinds})."), {"kinds": "/".join(key[0])})]
    return [(found, {})]


def copy_sentences(ab: Ability, e: Mapping[str, Any], _who: Callable[[Ability, Any], str]) -> list[Sentence] | None:
    """The sentences of a ``token_copy`` effect (CR 707.2, 707.9b, 603.7), or None for another effect."""
    if e["do"] != "token_copy":
        return None
    of = e.get("of", "self")
    haste = "Haste" in e.get("keywords", ())
    if of == "self":
        out: list[Sentence] = [(T("Create a token that's a copy of this creature, except it has haste.") if haste
                                else T("Create a token that's a copy of this creature."), {})]
    else:
        out = [(T("Create a token that's a copy of {target}, except it has haste.") if haste
                else T("Create a token that's a copy of {target}."), {"target": _who(ab, of)})]
    if e.get("sacrifice_at") == "end_step":
        out.append((T("Sacrifice it at the beginning of the next end step."), {}))
    if e.get("exile_at") == "end_step":
        out.append((T("Exile that token at the beginning of the next end step."), {}))
    return out
