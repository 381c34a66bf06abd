"""Readable text for anthems over a group picked by a token or a counter (``static_pt.fits``:
Abzan Falconer, Intangible Virtue; CR 613.1f, 613.4c), as templates with fields like the rest of
``ability_text`` (which calls this module and is not imported by it)."""

from __future__ import annotations

from typing import Any, Mapping

from ..data.cards import Ability
from .sentences import Sentence, T


def group_sentences(ab: Ability) -> list[Sentence] | None:
    """The sentences of an anthem whose filter is ``token`` or ``counter``, or None for another."""
    filt = ab.params.get("filter")
    if not isinstance(filt, Mapping) or not (filt.get("token") or filt.get("counter")):
        return None
    g = ab.params.get("grants", {})
    args = {"p": int(g.get("power", 0)), "t": int(g.get("toughness", 0)), "keywords": ", ".join(g.get("keywords", ())),
            "counter": str(filt.get("counter", ""))}
    pt = bool(args["p"] or args["t"])
    if filt.get("counter"):
        if pt:
            return [(T("Each creature you control with a {counter} counter on it gets {p:+d}/{t:+d}."), args)]
        return [(T("Each creature you control with a {counter} counter on it has {keywords}."), args)]
    if pt and args["keywords"]:
        return [(T("Creature tokens you control get {p:+d}/{t:+d} and have {keywords}."), args)]
    if pt:
        return [(T("Creature tokens you control get {p:+d}/{t:+d}."), args)]
    return [(T("Creature tokens you control have {keywords}."), args)]


#: A landwalk granted by a lord, by land type (CR 702.14).
_WALKS = {"Plains": T("plainswalk"), "Island": T("islandwalk"), "Swamp": T("swampwalk"),
          "Mountain": T("mountainwalk"), "Forest": T("forestwalk")}


def have_sentences(grants: Mapping[str, Any]) -> str:
    """The keywords and landwalks an anthem's grant gives, as one list ("" for none)."""
    return ", ".join([*(str(k) for k in grants.get("keywords", ())),
                      *(_WALKS.get(str(w), str(w)) for w in grants.get("landwalk", ()))])
