"""Readable text for the effects and statics of ``stack_effects`` (copies, storm, cascade,
rebound, buyback, "unless pays"), as templates with fields like the rest of ``ability_text``.

``ability_text`` imports this module and hands it its helpers (the effect renderer, the
subject and quantity words), so this module imports nothing of it (no import circle)."""

from __future__ import annotations

from typing import Any, Callable, Mapping

from ..data.cards import Ability
from .sentences import Sentence, T

Inner = Callable[[Ability, Mapping[str, Any]], list[Sentence]]


def stack_sentences(ab: Ability, e: Mapping[str, Any], inner: Inner, _who: Callable[[Ability, Any], str],
                    _count: Callable[[Any], Any]) -> list[Sentence] | None:
    """One effect's sentences, or None for an effect of another family; ``inner`` renders a
    nested effect, ``_who`` a subject, ``_count`` a quantity (``ability_text``'s own)."""
    do = e["do"]
    if do == "copy_spell":
        if e.get("new_targets", True):
            return [(T("Copy {target}. You may choose new targets for the copy."), {"target": _who(ab, e.get("target", 0))})]
        return [(T("Copy {target}."), {"target": _who(ab, e.get("target", 0))})]
    if do == "storm_copies":
        return [(T("Copy this spell for each other spell cast before it this turn. You may choose new targets "
                   "for the copies."), {})]
    if do == "cascade":
        return [(T("Exile cards from the top of your library until you exile a nonland card with lesser mana value. "
                   "You may cast it without paying its mana cost. Put the rest on the bottom in a random order."), {})]
    if do == "rebound_cast":
        return [(T("You may cast this card from exile without paying its mana cost."), {})]
    if do == "unless_pays":
        body = [s for x in e.get("effects", ()) if isinstance(x, Mapping) for s in inner(ab, x)]
        args = {"player": _who(ab, e.get("who", {"controller_of": 0})), "cost": str(e.get("mana", ""))}
        if isinstance(e.get("generic"), Mapping):  # "pays {X}, where X is this creature's power" (Esper Sentinel)
            from .static_text import count_sentence
            return [(T("Unless {player} pays {cost}:"), {**args, "cost": "{X}"}), count_sentence(e["generic"])] + body
        if len(body) == 1 and body[0][0] == T("Counter {target}."):
            return [(T("Counter {target} unless its controller pays {cost}."), {**body[0][1], **args})]
        return [(T("Unless {player} pays {cost}:"), args)] + body
    if do == "counter_to":
        target = {"target": _who(ab, e.get("target", 0))}
        if e.get("zone") == "hand":
            return [(T("Counter {target}. If that spell is countered this way, put it into its owner's hand instead "
                       "of into that player's graveyard."), target)]
        if e.get("zone") == "library_top":
            return [(T("Counter {target}. If that spell is countered this way, put it on top of its owner's library "
                       "instead of into that player's graveyard."), target)]
        return [(T("Counter {target}. If that spell is countered this way, exile it instead of putting it into "
                   "its owner's graveyard."), target)]
    if do == "untap_up_to":
        return [(T("Untap up to {count} lands."), {"count": _count(e.get("amount", 1))})]
    if do == "if_you_control":
        cond = e.get("condition") or {}
        body = [s for x in e.get("effects", ()) if isinstance(x, Mapping) for s in inner(ab, x)]
        other = [s for x in e.get("otherwise", ()) if isinstance(x, Mapping) for s in inner(ab, x)]
        head = (T("If there are {n} or more cards in your graveyard:"), {"n": int(cond["graveyard_at_least"])}) \
            if "graveyard_at_least" in cond else \
            (T("If you control {n} or more artifacts:"), {"n": int(cond.get("artifacts_at_least", 0))})
        return [head] + body + ([(T("Otherwise:"), {})] + other if other else [])
    return None


def stack_static(ab: Ability) -> list[Sentence] | None:
    st = ab.static
    if st == "storm":
        return [(T("Storm (when you cast this spell, copy it for each spell cast before it this turn; you may "
                   "choose new targets for the copies)."), {})]
    if st == "cascade":
        return [(T("Cascade (when you cast this spell, exile cards from the top of your library until you exile "
                   "a nonland card with lesser mana value; you may cast it without paying its mana cost; put "
                   "the exiled cards on the bottom in a random order)."), {})]
    if st == "buyback":
        return [(T("Buyback {cost} (you may pay an additional {cost} as you cast this spell; if you do, it returns "
                   "to your hand as it resolves)."), {"cost": str(ab.params.get("mana", ""))})]
    if st == "replicate":
        return [(T("Replicate {cost} (when you cast this spell, copy it for each time you paid its replicate cost; "
                   "you may choose new targets for the copies)."), {"cost": str(ab.params.get("mana", ""))})]
    if st == "rebound":
        return [(T("Rebound (if you cast this spell from your hand, exile it as it resolves; at the beginning of "
                   "your next upkeep, you may cast this card from exile without paying its mana cost)."), {})]
    return None


_COLOR_WORDS = {"W": T("white"), "U": T("blue"), "B": T("black"), "R": T("red"), "G": T("green")}


def cast_trigger_head(ab: Ability) -> Sentence:
    """``Whenever you cast a green spell,`` / ``an Elf spell`` (a ``spell_filter``)."""
    filt = ab.params.get("spell_filter") or {}
    words = [_COLOR_WORDS.get(c, c) for c in filt.get("colors_any", ())] + list(filt.get("subtypes_any", ()))
    return T("Whenever you cast a {what} spell,"), {"what": ", ".join(words)}
