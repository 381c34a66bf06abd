"""Readable text for the keyword abilities of ``keyword_effects`` and ``keyword_actions``.

A keyword ability the compiler turns into an ability of the vocabulary carries
``"keyword"`` (and ``"n"`` for a number): it renders as the keyword with what
it does, one template per keyword (fields hold numbers only), so the
translation reads it whole.
"""

from __future__ import annotations

from typing import Any, Callable, Mapping

from ..data.cards import Ability
from .sentences import Sentence, T


#: Abilities that only change how a deck is built in the Commander variant
#: (CR 702.124a, 903.3): this engine plays two-player games without a
#: commander, so they do nothing in its games.
DECK_CONSTRUCTION = {
    "Partner": T("Partner (deck construction only: no effect in this game)."),
    "Choose a Background": T("Choose a Background (deck construction only: no effect in this game)."),
    "Doctor's companion": T("Doctor's companion (deck construction only: no effect in this game)."),
    "Friends forever": T("Friends forever (deck construction only: no effect in this game)."),
    "Can be your commander": T("This can be your commander (deck construction only: no effect in this game)."),
}


#: "Protection from ..." (CR 702.16), one template per quality.
PROTECTION = {
    "W": T("Protection from white."), "U": T("Protection from blue."), "B": T("Protection from black."),
    "R": T("Protection from red."), "G": T("Protection from green."),
    "artifacts": T("Protection from artifacts."), "creatures": T("Protection from creatures."),
    "enchantments": T("Protection from enchantments."), "instants": T("Protection from instants."),
    "everything": T("Protection from everything."), "multicolored": T("Protection from multicolored."),
    "monocolored": T("Protection from monocolored."),
    "chosen": T("Protection from the chosen color (this doesn't remove the Aura that grants it)."),
}


def keyword_sentences(ab: Ability) -> list[Sentence] | None:
    """The keyword ability as sentences, or ``None`` for the generic rendering."""
    kw = ab.params.get("keyword")
    n = ab.params.get("n", 0)
    if kw == "Toxic":
        return [(T("Toxic {n} (players dealt combat damage by this also get {n} poison counter(s))."), {"n": n})]
    if kw == "Bushido":
        if ab.trigger == "blocks":
            return [(T("Bushido {n}: whenever this blocks, it gets +{n}/+{n} until end of turn."), {"n": n})]
        return [(T("Bushido {n}: whenever this becomes blocked, it gets +{n}/+{n} until end of turn."), {"n": n})]
    if kw == "Ward":
        pay = ab.effects[0] if ab.effects else {}
        if "life" in pay:
            return [(T("Ward—Pay {n} life (whenever this becomes the target of a spell or ability an opponent "
                       "controls, counter it unless that player pays {n} life)."), {"n": pay["life"]})]
        return [(T("Ward {cost} (whenever this becomes the target of a spell or ability an opponent controls, "
                   "counter it unless that player pays {cost})."), {"cost": pay.get("mana", "")})]
    if kw == "Echo":  # CR 702.30a (trigger_conditions.echo_due)
        return [(T("Echo {cost} (at the beginning of your upkeep, if this came under your control since the beginning "
                   "of your last upkeep, sacrifice it unless you pay {cost})."), {"cost": ab.params.get("mana", "")})]
    if kw == "Cumulative upkeep" and "life" in ab.params:
        return [(T("Cumulative upkeep: pay {n} life (at the beginning of your upkeep, put an age counter on this, "
                   "then pay {n} life for each age counter on it or sacrifice it)."), {"n": ab.params["life"]})]
    if kw == "Cumulative upkeep":
        return [(T("Cumulative upkeep {cost} (at the beginning of your upkeep, put an age counter on this, then "
                   "pay {cost} for each age counter on it or sacrifice it)."), {"cost": ab.params.get("mana", "")})]
    if kw == "Protection":
        found: list[Sentence] = [(PROTECTION.get(str(q), T("Protection from {quality}.")), {"quality": q})
                                 for q in ab.params.get("from", ())]
        cond = ab.params.get("if")
        if isinstance(cond, Mapping):  # "as long as you control three or more artifacts" (keyword_effects)
            from .static_text import condition_sentence
            found.append(condition_sentence(cond))
        return found
    if kw == "Modular" and ab.kind == "triggered":
        return [(T("Modular {n}: when this dies, you may put a +1/+1 counter on target artifact creature for each "
                   "+1/+1 counter on this."), {"n": n})]
    if kw == "Evolve":
        return [(T("Evolve (whenever a creature you control enters, if its power or toughness is greater than this "
                   "creature's, put a +1/+1 counter on this)."), {})]
    if kw == "Convoke":
        return [(T("Convoke (each creature you tap while casting this spell pays for {1} or one mana of that "
                   "creature's color)."), {})]
    if kw == "Improvise":
        return [(T("Improvise (each artifact you tap after you're done activating mana abilities pays for {1})."),
                 {})]
    if kw == "Persist":
        return [(T("Persist (when this is put into a graveyard from the battlefield, if it had no -1/-1 counters on "
                   "it, return it to the battlefield under its owner's control with a -1/-1 counter on it)."), {})]
    if kw == "Undying":
        return [(T("Undying (when this dies, if it had no +1/+1 counters on it, return it to the battlefield under "
                   "its owner's control with a +1/+1 counter on it)."), {})]
    if kw == "Battle cry":
        return [(T("Battle cry (whenever this attacks, each other attacking creature gets +1/+0 until end of turn)."),
                 {})]
    if kw == "Flanking":
        return [(T("Flanking (whenever a creature without flanking blocks this, the blocking creature gets -1/-1 "
                   "until end of turn)."), {})]
    if isinstance(kw, str) and kw in DECK_CONSTRUCTION:
        return [(DECK_CONSTRUCTION[kw], {})]
    from .keyword_counters_text import keyword_sentences as counter_sentences  # fading, vanishing, extort, myriad
    return counter_sentences(ab)


def no_regeneration_sentences(ab: Ability, e: Mapping[str, Any],
                              sentences: Callable[[Ability, Mapping[str, Any]], list[Sentence]]) -> list[Sentence]:
    """A destruction or damage "that can't be regenerated" (CR 701.15b): the effect, then the rider."""
    plain = {k: v for k, v in e.items() if k != "no_regeneration"}
    out = sentences(ab, plain)
    if e["do"] == "damage":
        return out + [(T("A creature dealt damage this way can't be regenerated this turn."), {})]
    if e["do"] in ("destroy_all", "destroy_each"):
        return out + [(T("They can't be regenerated."), {})]
    return out + [(T("It can't be regenerated."), {})]


