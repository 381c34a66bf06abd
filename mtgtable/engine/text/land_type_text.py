"""Readable text for the type-changing statics of ``engine.land_types`` (CR 305.7, 613.1d), as
templates with fields like the rest of ``ability_text``: the fields hold basic land types, the card
data's own words (a reader's language names them as it names the basic lands)."""

from __future__ import annotations

from typing import Any

from ..data.cards import Ability
from .sentences import Sentence, T




_EVERY = ("Plains", "Island", "Swamp", "Mountain", "Forest")
_ADD = {"all": T("Each land is a {types} in addition to its other land types."),
        "nonbasic": T("Each nonbasic land is a {types} in addition to its other land types."),
        "yours": T("Each land you control is a {types} in addition to its other land types.")}
_SET = {"all": T("Each land is a {types}, without its other land types and abilities."),
        "nonbasic": T("Each nonbasic land is a {types}, without its other land types and abilities."),
        "yours": T("Each land you control is a {types}, without its other land types and abilities.")}


def land_type_static(ab: Ability) -> list[Sentence] | None:
    """The sentence of a ``land_types`` static; None for another static."""
    if ab.static == "enchanted_becomes":  # Ensoul Artifact (CR 613.1d, 613.4b)
        return [(T("Enchanted artifact is a creature with base power and toughness {p}/{t} in addition to its "
                   "other types."), {"p": int(ab.params.get("power", 0)), "t": int(ab.params.get("toughness", 0))})]
    if ab.static != "land_types":
        return None
    p = ab.params
    types = tuple(str(t) for t in p.get("types", ()))
    lands, mode = str(p.get("lands", "all")), str(p.get("mode", "add"))
    if mode == "add" and lands == "yours" and set(types) == set(_EVERY):
        return [(T("Lands you control are every basic land type in addition to their other types."), {})]
    if mode == "add" and lands == "all" and set(types) == set(_EVERY):
        return [(T("Each land is every basic land type in addition to its other types."), {})]
    args: dict[str, Any] = {"types": " and ".join(types)}
    if mode == "set" and p.get("subtype"):
        args["subtype"] = str(p["subtype"])
        return [(T("Each {subtype} is a {types}, without its other land types and abilities."), args)]
    table = _SET if mode == "set" else _ADD
    return [(table.get(lands, table["all"]), args)]
