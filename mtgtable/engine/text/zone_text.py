"""Readable text for the zones-and-timing family (``zone_effects``, ``enter_replacements``),
as templates with fields like the rest of ``ability_text``.

``ability_text`` imports this module and hands it its helpers (the effect renderer, the subject
words), so this module imports nothing of it (no import circle, as ``stack_text``)."""

from __future__ import annotations

from typing import Any, Callable, Mapping

from ..data.cards import Ability
from .sentences import Sentence, T

Sentences = Callable[[Ability, Mapping[str, Any]], list[Sentence]]


def zone_sentences(ab: Ability, e: Mapping[str, Any], sentences: Sentences,
                   _who: Callable[[Ability, Any], str]) -> list[Sentence] | None:
    """The sentences of one effect of this family, or None for another effect; ``sentences``
    renders a nested effect, ``_who`` a subject (``ability_text``'s own)."""
    do = e["do"]
    if do == "shuffle_self":
        return [(T("Shuffle this card into its owner's library."), {})]
    if do == "flicker":
        if "targets" in e:
            target = T("two targets")
            subject = T("those cards")
        else:
            target = _who(ab, e.get("target", 0))
            subject = T("that card")
        if e.get("control") == "you":
            return [(T("Exile {target}, then return {cards} to the battlefield under your control."),
                     {"target": target, "cards": subject})]
        return [(T("Exile {target}, then return {cards} to the battlefield under its owner's control."),
                 {"target": target, "cards": subject})]
    if do == "lose_game":
        return [(T("{player} loses the game."), {"player": _who(ab, e.get("who", "you"))})]
    if do == "delayed_at":
        inner = [s for x in e.get("effects", ()) for s in sentences(ab, x)]
        when = str(e.get("when", ""))
        if e.get("whose") == "this_turn":  # CR 603.7c (zone_effects.delayed_at)
            head = {"creature": T("Whenever you cast a creature spell this turn:"),
                    "noncreature": T("Whenever you cast a noncreature spell this turn:"),
                    "instant_or_sorcery": T("Whenever you cast an instant or sorcery spell this turn:")}.get(
                        str(e.get("spell", "")), T("Whenever you cast a spell this turn:"))
        elif e.get("whose") == "next_turn":
            head = {"upkeep": T("At the beginning of the next turn's upkeep:"),
                    "end_step": T("At the beginning of the end step of the next turn:")}.get(
                        when, T("Later in the next turn:"))
        else:
            head = {"upkeep": T("At the beginning of your next upkeep:"),
                    "end_step": T("At the beginning of your next end step:"),
                    "main_phase": T("At the beginning of your next main phase:")}.get(when, T("Later in your next turn:"))
        return [(head, {})] + inner
    if do == "token_attacking":
        made = sentences(ab, {"do": "token", "token": e.get("token", {}), "count": e.get("count", 1)})
        out = made + [(T("They enter tapped and attacking."), {})]
        if e.get("exile_at") == "end_of_combat":
            out.append((T("Exile them at end of combat."), {}))
        if e.get("sacrifice_at") == "end_step":
            out.append((T("Sacrifice them at the beginning of the next end step."), {}))
        return out
    if do == "exile_remembered":
        return [(T("Sacrifice those tokens."), {})] if e.get("sacrifice") else [(T("Exile those tokens."), {})]
    return None


def zone_static(ab: Ability) -> list[Sentence] | None:
    """Mox Diamond's replacement (CR 614.1c), or None for another static ability."""
    if ab.static == "enters_discard_land":
        return [(T("If this would enter, you may discard a land card instead. If you do, it enters; if you "
                   "don't, it is put into its owner's graveyard."), {})]
    return None
