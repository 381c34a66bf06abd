"""Readable text for the cast triggers that ask who cast what and how often this turn
(``rules.spells_cast.history_matches``, CR 601.2i): "Whenever a player casts their second spell each
turn", "Whenever an opponent casts their first noncreature spell each turn", "Whenever a player casts
a spell with mana value 3 or less", "during your turn"; templates with fields like the rest of
``ability_text`` (the fields are translated words)."""

from __future__ import annotations

from typing import Any, Mapping

from ..data.cards import Ability
from .sentences import Sentence, T

_CASTERS = {"any": T("a player"), "opponent": T("an opponent")}
#: The spell's kind with its article ("casts a noncreature spell") and without ("their first noncreature spell").
_A_KIND = {"": T("a spell"), "noncreature": T("a noncreature spell"), "creature": T("a creature spell"),
           "instant_or_sorcery": T("an instant or sorcery spell"), "artifact": T("an artifact spell"),
           "enchantment": T("an enchantment spell")}
_KIND = {"": T("spell"), "noncreature": T("noncreature spell"), "creature": T("creature spell"),
         "instant_or_sorcery": T("instant or sorcery spell"), "artifact": T("artifact spell"),
         "enchantment": T("enchantment spell")}
_NTH = {1: T("first"), 2: T("second"), 3: T("third")}


def is_history_trigger(ab: Ability) -> bool:
    """Whether a ``cast_spell`` trigger has a part this module renders (and ``ability_text``'s table
    has no words for): anyone's spells, an ordinal, a mana value, "during your turn"."""
    filt = ab.params.get("spell_filter")
    return ab.trigger == "cast_spell" and (
        ab.params.get("whose") == "any" or "nth" in ab.params or "during" in ab.params
        or ab.params.get("spell") in ("artifact", "enchantment")
        or (isinstance(filt, Mapping) and bool(set(filt) & {"mv_at_most", "mv_at_least"})))


def history_head(ab: Ability) -> list[Sentence]:
    """The trigger condition as sentences: the head, then "during your turn," if it has one."""
    whose = str(ab.params.get("whose", ""))
    kind = str(ab.params.get("spell", ""))
    mine = whose not in _CASTERS
    args: dict[str, Any] = {"caster": _CASTERS.get(whose, ""), "kind": _A_KIND.get(kind, kind)}
    nth = ab.params.get("nth")
    filt = ab.params.get("spell_filter")
    filt = filt if isinstance(filt, Mapping) else {}
    if nth is not None:
        args.update(kind=_KIND.get(kind, kind), nth=_NTH.get(int(nth), str(nth)))
        head = T("Whenever you cast your {nth} {kind} each turn,") if mine \
            else T("Whenever {caster} casts their {nth} {kind} each turn,")
    elif "mv_at_most" in filt:
        args["n"] = int(filt["mv_at_most"])
        head = T("Whenever you cast {kind} with mana value {n} or less,") if mine \
            else T("Whenever {caster} casts {kind} with mana value {n} or less,")
    elif "mv_at_least" in filt:
        args["n"] = int(filt["mv_at_least"])
        head = T("Whenever you cast {kind} with mana value {n} or greater,") if mine \
            else T("Whenever {caster} casts {kind} with mana value {n} or greater,")
    else:
        head = T("Whenever you cast {kind},") if mine else T("Whenever {caster} casts {kind},")
    out: list[Sentence] = [(head, args)]
    if ab.params.get("during") == "your_turn":
        out.append((T("during your turn,"), {}))
    return out
