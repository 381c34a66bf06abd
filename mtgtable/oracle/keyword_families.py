"""Keywords that count down with counters, extort and myriad, read for ``engine/families/keyword_counters.py``;
"You have no maximum hand size." and the trigger "Whenever you gain life".

:func:`keyword_part` reads one lower-cased part of a keyword line: fading N (CR 702.32a),
vanishing N (CR 702.63a), soulshift N (CR 702.46a), graft N (CR 702.58a), afterlife N (CR 702.135a), afflict N
(CR 702.130a), annihilator N (CR 702.86a), renown N (CR 702.112a), living weapon and For Mirrodin! (CR 702.92a, 702.163a), extort (CR 702.101a), myriad (CR 702.116a, nothing in a two-player
game).  :func:`rule_line` reads "You have no maximum hand size." (CR 402.2).  :func:`trigger`
reads "Whenever you gain life," (CR 119.9, 603.2) before the effects; "whenever you gain life for
the first time each turn" and the like are left to other readers (so stay by hand).
:func:`during_your_turn` reads "During your turn, ~ has first strike." (a ``self_grant`` whose
condition is ``{"your_turn": true}``, CR 611.3a, 613.1f).
"""

from __future__ import annotations

import re
from typing import Any

from .grammar import Parser

_COUNTDOWN = re.compile(r"(fading|vanishing) (\d{1,2})")
_GRAFT = re.compile(r"graft (\d{1,2})")
_SOULSHIFT = re.compile(r"soulshift (\d{1,2})")
_COMBAT_NUMBERED = re.compile(r"(afterlife|afflict|annihilator|renown) (\d{1,2})")


def keyword_part(word: str) -> list[dict[str, Any]] | None:
    """One lower-cased part of a keyword line as abilities, or ``None`` if it is not one of these."""
    m = _COUNTDOWN.fullmatch(word)
    if m:
        n = int(m.group(2))
        if n <= 0:
            return None
        if m.group(1) == "fading":
            # CR 702.32a: "This permanent enters with N fade counters on it" and "At the beginning of your
            # upkeep, remove a fade counter from this permanent. If you can't, sacrifice the permanent."
            return [{"kind": "static", "static": "enters_with_counters", "counter": "fade", "n": n,
                     "keyword": "Fading", "text": f"Fading {n}"},
                    {"kind": "triggered", "trigger": "upkeep", "keyword": "Fading", "n": n, "text": f"Fading {n}",
                     "effects": [{"do": "fade"}]}]
        # CR 702.63a: "This permanent enters with N time counters on it", "At the beginning of your upkeep, if
        # this permanent has a time counter on it, remove a time counter from it" and "When the last time
        # counter is removed from this permanent, sacrifice it."
        return [{"kind": "static", "static": "enters_with_counters", "counter": "time", "n": n,
                 "keyword": "Vanishing", "text": f"Vanishing {n}"},
                {"kind": "triggered", "trigger": "upkeep", "if": {"self_counter": "time"}, "keyword": "Vanishing",
                 "n": n, "text": f"Vanishing {n}",
                 "effects": [{"do": "remove_counters", "counter": "time", "amount": 1, "target": "self"}]},
                {"kind": "triggered", "trigger": "last_counter_removed", "counter": "time", "keyword": "Vanishing",
                 "n": n, "text": f"Vanishing {n}", "effects": [{"do": "sacrifice", "target": "self"}]}]
    numbered = _COMBAT_NUMBERED.fullmatch(word)
    if numbered:
        n, kw = int(numbered.group(2)), numbered.group(1).capitalize()
        if n <= 0:
            return None
        head: dict[str, Any] = {"kind": "triggered", "keyword": kw, "n": n, "text": f"{kw} {n}"}
        if kw == "Afterlife":
            # CR 702.135a: "When this permanent is put into a graveyard from the battlefield, create N 1/1 white
            # and black Spirit creature tokens with flying." (as persist, CR 603.10a)
            return [{**head, "trigger": "put_into_graveyard", "effects": [{"do": "token", "count": n, "token": {
                "name": "Spirit", "power": 1, "toughness": 1, "colors": ["W", "B"], "subtypes": ["Spirit"],
                "keywords": ["Flying"]}}]}]
        if kw == "Afflict":
            # CR 702.130a: "Whenever this creature becomes blocked, defending player loses N life." In a
            # two-player game the defending player is the attacking player's opponent (CR 506.2).
            return [{**head, "trigger": "becomes_blocked",
                     "effects": [{"do": "lose_life", "amount": n, "who": "each_opponent"}]}]
        if kw == "Renown":
            # CR 702.112a: "When this creature deals combat damage to a player, if it isn't renowned, put N
            # +1/+1 counters on it and it becomes renowned."
            return [{**head, "trigger": "combat_damage_player", "if": {"self_not_renowned": True},
                     "effects": [{"do": "renown", "amount": n}]}]
        # CR 702.86a: "Whenever this creature attacks, defending player sacrifices N permanents."
        return [{**head, "trigger": "attacks",
                 "effects": [{"do": "edict", "who": "trigger_player", "filter": {}, "amount": n}]}]
    graft = _GRAFT.fullmatch(word)
    if graft:
        # CR 702.58a: "This permanent enters with N +1/+1 counters on it" and "Whenever another creature
        # enters, if this permanent has a +1/+1 counter on it, you may move a +1/+1 counter from this permanent
        # onto that creature."
        n = int(graft.group(1))
        if n <= 0:
            return None
        return [{"kind": "static", "static": "enters_with_counters", "counter": "+1/+1", "n": n, "keyword": "Graft",
                 "text": f"Graft {n}"},
                {"kind": "triggered", "trigger": "creature_enters", "enters_whose": "all", "keyword": "Graft",
                 "n": n, "text": f"Graft {n}", "if": {"self_counter": "+1/+1"},
                 "effects": [{"do": "may", "text": "move a +1/+1 counter from this permanent onto that creature",
                              "effects": [{"do": "move_counter", "counter": "+1/+1"}]}]}]
    soulshift = _SOULSHIFT.fullmatch(word)
    if soulshift:
        # CR 702.46a: "When this creature dies, you may return target Spirit card with mana value N or less
        # from your graveyard to your hand."
        n = int(soulshift.group(1))
        return [{"kind": "triggered", "trigger": "dies", "targets": [f"spirit_card_in_your_graveyard:mv<={n}"],
                 "keyword": "Soulshift", "n": n, "text": f"Soulshift {n}",
                 "effects": [{"do": "may", "text": f"return target Spirit card with mana value {n} or less from your "
                                                   "graveyard to your hand", "effects": [{"do": "bounce", "target": 0}]}]}]
    if word == "extort":
        # CR 702.101a: "Whenever you cast a spell, you may pay {W/B}. If you do, each opponent loses 1 life
        # and you gain life equal to the total life lost this way."
        return [{"kind": "triggered", "trigger": "cast_spell", "keyword": "Extort", "text": "Extort",
                 "effects": [{"do": "may_pay", "mana": "{W/B}",
                              "text": "each opponent loses 1 life and you gain that much life",
                              "effects": [{"do": "drain", "amount": 1}]}]}]
    if word in ("living weapon", "for mirrodin!"):
        # CR 702.92a / 702.163a: "When this Equipment enters, create a 0/0 black Phyrexian Germ (2/2 red Rebel)
        # creature token, then attach this Equipment to it."
        germ = word == "living weapon"
        tok = {"name": "Phyrexian Germ", "power": 0, "toughness": 0, "colors": ["B"], "subtypes": ["Phyrexian", "Germ"]} \
            if germ else {"name": "Rebel", "power": 2, "toughness": 2, "colors": ["R"], "subtypes": ["Rebel"]}
        kw = "Living weapon" if germ else "For Mirrodin!"
        return [{"kind": "triggered", "trigger": "etb", "keyword": kw, "text": kw,
                 "effects": [{"do": "token_then_attach", "token": tok}]}]
    if word == "myriad":
        # CR 702.116a: token copies attacking each opponent other than the defending player: a two-player
        # game has no such opponent.
        return [{"kind": "static", "static": "multiplayer_only", "keyword": "Myriad", "text": "Myriad"}]
    return None


def rule_line(low: str) -> list[dict[str, Any]] | None:
    """``you have no maximum hand size.`` (normalised, lower case): CR 402.2."""
    if low == "you have no maximum hand size.":
        return [{"kind": "static", "static": "no_max_hand_size"}]
    return None


def trigger(p: Parser) -> dict[str, Any] | None:
    """``whenever you gain life`` followed by the comma (CR 119.9); None, consuming nothing, otherwise."""
    if p.at("whenever", "you", "gain", "life", ","):
        p.i += 4
        return {"trigger": "you_gain_life"}
    return None


def during_your_turn(p: Parser, card_types: tuple[str, ...]) -> list[dict[str, Any]] | None:
    """``During your turn, ~ has KEYWORDS.`` / ``During your turn, ~ gets +N/+N [and has KEYWORDS].``: the
    creature's own grant while its controller is the active player (CR 611.3a); None, consuming nothing,
    for another line."""
    if not p.at("during", "your", "turn", ",", "~", ("has", "gets")) or "Creature" not in card_types:
        return None
    p.i += 6
    grants: dict[str, Any] = {}
    if p.t[p.i - 1] == "gets":
        power, toughness = p.pt_change()
        grants.update(power=power, toughness=toughness)
        if p.eat("and", "has"):
            grants["keywords"] = p.keyword_list()
    else:
        grants["keywords"] = p.keyword_list()
    p.need(".")
    if not p.done():
        raise p.fail("words left over")
    grants["if"] = {"your_turn": True}
    return [{"kind": "static", "static": "self_grant", "grants": grants}]
