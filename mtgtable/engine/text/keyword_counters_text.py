"""Readable text for the keyword abilities of ``keyword_counters``: fading, vanishing, soulshift, extort, myriad.

One template per keyword and part (fields hold numbers only), as ``keyword_text``.
"""

from __future__ import annotations


from ..data.cards import Ability
from .sentences import Sentence, T

#: (template, fields), as ``ability_text.Sentence`` (``keyword_text`` imports this module, so



def keyword_sentences(ab: Ability) -> list[Sentence] | None:
    """The keyword ability as sentences, or ``None`` for another keyword."""
    kw = ab.params.get("keyword")
    n = ab.params.get("n", 0)
    if kw == "Fading":
        if ab.kind == "static":
            return [(T("Fading {n}: this enters with {n} fade counter(s) on it."), {"n": n})]
        return [(T("Fading {n}: at the beginning of your upkeep, remove a fade counter from this. If you can't, "
                   "sacrifice it."), {"n": n})]
    if kw == "Vanishing":
        if ab.kind == "static":
            return [(T("Vanishing {n}: this enters with {n} time counter(s) on it."), {"n": n})]
        if ab.trigger == "upkeep":
            return [(T("Vanishing {n}: at the beginning of your upkeep, if this has a time counter on it, remove a "
                       "time counter from it."), {"n": n})]
        return [(T("Vanishing {n}: when the last time counter is removed from this, sacrifice it."), {"n": n})]
    if kw == "Soulshift":
        return [(T("Soulshift {n} (when this dies, you may return target Spirit card with mana value {n} or less from "
                   "your graveyard to your hand)."), {"n": n})]
    if kw == "Afterlife":
        return [(T("Afterlife {n} (when this is put into a graveyard from the battlefield, create {n} 1/1 white and "
                   "black Spirit creature token(s) with flying)."), {"n": n})]
    if kw == "Afflict":
        return [(T("Afflict {n} (whenever this becomes blocked, defending player loses {n} life)."), {"n": n})]
    if kw == "Annihilator":
        return [(T("Annihilator {n} (whenever this attacks, defending player sacrifices {n} permanent(s))."),
                 {"n": n})]
    if kw == "Renown":
        return [(T("Renown {n} (when this deals combat damage to a player, if it isn't renowned, put {n} +1/+1 "
                   "counter(s) on it and it becomes renowned)."), {"n": n})]
    if kw == "Living weapon":
        return [(T("Living weapon (when this Equipment enters, create a 0/0 black Phyrexian Germ creature token, "
                   "then attach this to it)."), {})]
    if kw == "For Mirrodin!":
        return [(T("For Mirrodin! (when this Equipment enters, create a 2/2 red Rebel creature token, then attach "
                   "this to it)."), {})]
    if kw == "Graft":
        if ab.kind == "static":
            return [(T("Graft {n}: this enters with {n} +1/+1 counter(s) on it."), {"n": n})]
        return [(T("Graft {n}: whenever another creature enters, if this has a +1/+1 counter on it, you may move a "
                   "+1/+1 counter from this onto that creature."), {"n": n})]
    if kw == "Extort":
        return [(T("Extort (whenever you cast a spell, you may pay {cost}. If you do, each opponent loses 1 life and "
                   "you gain that much life)."), {"cost": "{W/B}"})]
    if kw == "Myriad":
        return [(T("Myriad (makes token copies attacking the opponents other than the defending player: none in a "
                   "two-player game, so no effect)."), {})]
    return None
