"""Readable text for the costs and restrictions of ``engine.activation_costs``: each a template
with fields, as for every ability (``engine.ability_text``).  The cost comes first, one sentence
per part, then what the ability does, then its restrictions (CR 602.1, 602.5b)."""

from __future__ import annotations

from typing import Any, Callable, Mapping

from ..data.cards import Ability
from .sentences import Sentence, T


def _part(part: Mapping[str, Any]) -> Sentence:
    from .casting_text import _noun, part_sentence
    for kind, template in (("sacrifice", T("Sacrifice another {what}.")),
                           ("return_to_hand", T("Return another {what} you control to its owner's hand."))):
        filt = part.get(kind)
        if kind == "return_to_hand" and isinstance(filt, Mapping) and filt.get("unblocked_attacker"):
            return T("Return an unblocked attacking creature you control to its owner's hand."), {}
        if isinstance(filt, Mapping) and filt.get("other"):
            return template, {"what": _noun(filt)}
    return part_sentence(part)


def cost_sentences(ab: Ability) -> list[Sentence]:
    """The ability's whole cost: the engine's own parts, then each of this module's."""
    out: list[Sentence] = []
    if ab.cost.text:
        out.append((T("Cost: {cost}."), {"cost": ab.cost.text}))
    if ab.params.get("reveal_self"):
        out.append((T("Reveal this card from your hand."), {}))
    out += [_part(p) for p in ab.params.get("costs", ()) if isinstance(p, Mapping)]
    if ab.params.get("discard_hand"):
        out.append((T("Discard your hand."), {}))
    if ab.params.get("return_self"):
        out.append((T("Return this to its owner's hand."), {}))
    if ab.params.get("exile_self") and ab.params.get("from_graveyard"):
        out.append((T("Exile this card from your graveyard."), {}))  # CR 113.6k
    elif ab.params.get("exile_self"):
        out.append((T("Exile this."), {}))
    if ab.params.get("exile_self_from_hand"):
        out.append((T("Exile this card from your hand."), {}))
    return out


def restriction_sentences(ab: Ability) -> list[Sentence]:
    out: list[Sentence] = []
    per = ab.params.get("cost_less_per")
    if isinstance(per, Mapping):
        if per.get("legendary"):
            out.append((T("This ability costs {cost} less to activate for each legendary creature you control."),
                        {"cost": "{1}"}))
        else:
            from .static_text import count_sentence
            out += [(T("This ability costs {cost} less to activate for each X, where:"), {"cost": "{1}"}),
                    count_sentence(per)]
    if ab.params.get("once_each_turn"):
        out.append((T("Activate only once each turn."), {}))
    if ab.params.get("upkeep_only"):
        out.append((T("Activate only during your upkeep."), {}))
    if ab.params.get("from_hand"):
        out.append((T("Activate only while this card is in your hand."), {}))
    if ab.params.get("from_graveyard"):
        out.append((T("Activate only while this card is in your graveyard."), {}))  # CR 113.6k
    if ab.params.get("instant_only"):
        out.append((T("Activate only as an instant (not while paying a cost)."), {}))
    return out


def activation_sentences(ab: Ability, effects: list[Sentence], mana_words: Callable[[str], str],
                         effect_sentences: Callable[[Ability, Mapping[str, Any]], list[Sentence]],
                         condition: Callable[[Ability], list[Sentence]]) -> list[Sentence]:
    """An activated or mana ability with this module's parameters, as sentences (``ability_text``'s
    helpers for mana, effects and "Activate only if" passed in)."""
    out = cost_sentences(ab)
    if ab.kind == "mana":
        n = int(ab.params.get("mana_amount", 1) or 1)
        if n > 1:
            out.append((T("Effect: add {n} mana of any one color."), {"n": n}))
        else:
            out.append((T("Effect: add {mana}."), {"mana": mana_words(ab.produce)}))
        out += [s for e in ab.params.get("then", ()) if isinstance(e, Mapping) for s in effect_sentences(ab, e)]
    else:
        out.append((T("Effect:"), {}))
        out += effects
        if ab.sorcery_speed:
            out.append((T("Activate only as a sorcery."), {}))
    return out + condition(ab) + restriction_sentences(ab)
