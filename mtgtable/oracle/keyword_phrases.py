"""Keyword abilities and the keyword action regenerate, read for ``engine/families/keyword_effects.py``.

:func:`keyword_part` reads one part of a keyword line ("Flying, toxic 1"):
toxic N (CR 702.164), bushido N (CR 702.45), flanking (CR 702.25), and the
abilities that only shape a Commander deck (partner and its variants,
CR 702.124a), which do nothing in this engine's games (two players, no
commander).  :func:`deck_line` reads "~ can be your commander." (CR 903.3).
:func:`regenerate` is the effect phrase ``regenerate TARGET`` (CR 701.15a);
:func:`unless_pays` reads "unless its controller pays {N}" (CR 118.12), and a
keyword part "ward {N}" / "ward—pay N life" is ward's triggered ability (CR 702.21a).

"Partner with NAME" is not here: its "When this enters, target player may
search ..." is a real triggered ability (CR 702.124j) and stays by hand.
"""

from __future__ import annotations

import re
from typing import Any

from .grammar import Parser

Effect = dict[str, Any]

_DECK_KEYWORDS = {"partner": "Partner", "choose a background": "Choose a Background",
                  "doctor's companion": "Doctor's companion", "friends forever": "Friends forever"}
_NUMBERED = re.compile(r"(toxic|bushido|modular) (\d{1,2})")
_ECHO = re.compile(r"echo ((?:\{(?:[0-9]{1,2}|[wubrgc])\})+)")
_CUMULATIVE = re.compile(r"cumulative upkeep ((?:\{(?:[0-9]{1,2}|[wubrgc])\})+)")
_CUMULATIVE_LIFE = re.compile(r"cumulative upkeep[—-]pay ([1-9]) life\.?")
_WARD_MANA = re.compile(r"ward ((?:\{(?:[0-9]{1,2}|[wubrgc])\})+)")
_WARD_LIFE = re.compile(r"ward[—-]pay (\d{1,2}) life\.?")
_MANA = re.compile(r"\{(?:[0-9]{1,2}|[WUBRGC])\}")


_PROTECTION_WORDS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G", "artifacts": "artifacts",
                     "creatures": "creatures", "enchantments": "enchantments", "instants": "instants",
                     "everything": "everything", "multicolored": "multicolored", "monocolored": "monocolored"}


def _protection(rest: str) -> list[str] | None:
    """``black`` / ``black and from red`` / ``white and from blue`` -> the qualities, or ``None``."""
    out = []
    for part in rest.split(" and from "):
        if part not in _PROTECTION_WORDS:
            return None
        out.append(_PROTECTION_WORDS[part])
    return out


def _deck_construction(keyword: str) -> dict[str, Any]:
    return {"kind": "static", "static": "deck_construction", "keyword": keyword}


def keyword_part(word: str) -> list[dict[str, Any]] | None:
    """One lower-cased part of a keyword line as abilities, or ``None`` if it is not one of these."""
    word = word.replace("’", "'")
    if word == "evolve":
        # CR 702.100a: "Whenever a creature you control enters, if that creature's power is greater than this
        # creature's power and/or that creature's toughness is greater than this creature's toughness, put a
        # +1/+1 counter on this creature."
        return [{"kind": "triggered", "trigger": "creature_enters", "evolve": True, "keyword": "Evolve",
                 "text": "Evolve", "effects": [{"do": "evolve"}]}]
    if word in ("convoke", "improvise"):
        # CR 702.51a / 702.126a: tap creatures (artifacts) you control to help pay for it (engine/rules/tap_to_cast.py)
        return [{"kind": "static", "static": word, "keyword": word.capitalize(), "text": word.capitalize()}]
    if word in _DECK_KEYWORDS:
        kw = _DECK_KEYWORDS[word]
        return [{**_deck_construction(kw), "text": kw}]
    m = _NUMBERED.fullmatch(word)
    if m:
        n = int(m.group(2))
        if n <= 0:
            return None
        if m.group(1) == "modular":
            # CR 702.43a: "This enters with N +1/+1 counters on it" and "When this dies, you may put a +1/+1
            # counter on target artifact creature for each +1/+1 counter on this."
            return [{"kind": "static", "static": "enters_with_counters", "counter": "+1/+1", "n": n,
                     "keyword": "Modular", "text": f"Modular {n}"},
                    {"kind": "triggered", "trigger": "dies", "targets": ["artifact_creature"], "keyword": "Modular",
                     "n": n, "text": f"Modular {n}",
                     "effects": [{"do": "may", "text": "put its +1/+1 counters on target artifact creature", "effects": [
                         {"do": "dead_counters", "counter": "+1/+1", "target": 0}]}]}]
        if m.group(1) == "toxic":
            # CR 702.164c: combat damage to a player also gives N poison counters (keyword_effects.toxic_value).
            return [{"kind": "static", "static": "toxic", "n": n, "keyword": "Toxic", "text": f"Toxic {n}"}]
        # CR 702.45a: "Whenever this creature blocks or becomes blocked, it gets +N/+N until end of turn."
        # A creature is either attacking or blocking, so the two triggers never both happen in one combat.
        pump = [{"do": "pump", "power": n, "toughness": n, "target": "self"}]
        return [{"kind": "triggered", "trigger": trig, "effects": pump, "keyword": "Bushido", "n": n,
                 "text": f"Bushido {n}"} for trig in ("blocks", "becomes_blocked")]
    echo = _ECHO.fullmatch(word)
    if echo:
        # CR 702.30a: "At the beginning of your upkeep, if this permanent came under your control since the
        # beginning of your last upkeep, sacrifice it unless you pay [cost]." (engine.rules.trigger_conditions)
        mana = echo.group(1).upper()
        return [{"kind": "triggered", "trigger": "upkeep", "keyword": "Echo", "mana": mana, "if": {"echo_due": True},
                 "effects": [{"do": "sacrifice_unless_pay", "mana": mana}], "text": f"Echo {mana}"}]
    cumulative = _CUMULATIVE.fullmatch(word)
    if cumulative:
        # CR 702.24a: "At the beginning of your upkeep, if this permanent is on the battlefield, put an age
        # counter on this permanent. Then you may pay [cost] for each age counter on it. If you don't,
        # sacrifice it."
        mana = cumulative.group(1).upper()
        return [{"kind": "triggered", "trigger": "upkeep", "keyword": "Cumulative upkeep", "mana": mana,
                 "effects": [{"do": "cumulative_upkeep", "mana": mana}], "text": f"Cumulative upkeep {mana}"}]
    cumulative_life = _CUMULATIVE_LIFE.fullmatch(word)
    if cumulative_life:
        # CR 702.24a with a life cost (Glacial Chasm): pay N life for each age counter; a player
        # can pay life only if their life total is at least that much (CR 119.4).
        n = int(cumulative_life.group(1))
        return [{"kind": "triggered", "trigger": "upkeep", "keyword": "Cumulative upkeep", "life": n,
                 "effects": [{"do": "cumulative_upkeep", "life": n}], "text": f"Cumulative upkeep—Pay {n} life"}]
    ward = _WARD_MANA.fullmatch(word)
    life = _WARD_LIFE.fullmatch(word)
    if ward or life:
        # CR 702.21a: "Whenever this permanent becomes the target of a spell or ability an opponent
        # controls, counter that spell or ability unless that player pays [cost]."
        pay: dict[str, Any] = {"mana": ward.group(1).upper()} if ward else {"life": int(life.group(1))} if life else {}
        if pay.get("life") == 0:
            return None
        return [{"kind": "triggered", "trigger": "becomes_target", "by": "opponent", "keyword": "Ward",
                 "effects": [{"do": "counter_unless_pay", "target": "trigger_spell", **pay}],
                 "text": f"Ward {pay['mana']}" if ward else f"Ward—Pay {pay['life']} life"}]
    if word.startswith("protection from "):
        qualities = _protection(word[len("protection from "):])
        if qualities is None:
            return None
        # CR 702.16: damage from such sources is prevented; it can't be enchanted, equipped, blocked or
        # targeted by them (engine/families/keyword_effects.protected_from).
        return [{"kind": "static", "static": "protection", "from": qualities, "keyword": "Protection",
                 "text": word.capitalize()}]
    if word in ("persist", "undying"):
        # CR 702.79a / 702.93a: "When this permanent is put into a graveyard from the battlefield (this creature
        # dies), if it had no -1/-1 (+1/+1) counters on it, return it to the battlefield under its owner's
        # control with a -1/-1 (+1/+1) counter on it."
        kind = "-1/-1" if word == "persist" else "+1/+1"
        return [{"kind": "triggered", "trigger": "put_into_graveyard" if word == "persist" else "dies",
                 "unless_counter": kind, "keyword": word.capitalize(), "text": word.capitalize(),
                 "effects": [{"do": "return_dead", "counter": kind}]}]
    if word == "battle cry":
        # CR 702.91a: "Whenever this creature attacks, each other attacking creature gets +1/+0 until end of turn."
        return [{"kind": "triggered", "trigger": "attacks", "keyword": "Battle cry", "text": "Battle cry",
                 "effects": [{"do": "pump", "power": 1, "toughness": 0, "target": "other_attacking_creatures"}]}]
    if word == "flanking":
        # CR 702.25a: "Whenever a creature without flanking blocks this creature, the blocking creature
        # gets -1/-1 until end of turn." (one trigger per blocker, CR 509.4d)
        return [{"kind": "triggered", "trigger": "blocked_by", "filter": {"without_keyword": "Flanking"},
                 "effects": [{"do": "pump", "power": -1, "toughness": -1, "target": "trigger_creature"}],
                 "keyword": "Flanking", "text": "Flanking"}]
    return None


def deck_line(low: str) -> list[dict[str, Any]] | None:
    """``~ can be your commander.`` (normalised, lower case): deck construction only (CR 903.3)."""
    if low == "~ can be your commander.":
        return [_deck_construction("Can be your commander")]
    return None


_REGENERATE_GROUPS = ((("each", "creature", "you", "control"), "creatures_you_control"),
                      (("enchanted", "creature"), "attached"), (("equipped", "creature"), "attached"))


def regenerate(p: Parser) -> list[Effect]:
    """``regenerate ~`` / ``regenerate target creature`` / ``regenerate each creature you control`` /
    an Aura's or Equipment's ``regenerate enchanted (equipped) creature`` (CR 701.15a)."""
    p.need("regenerate")
    for words, group in _REGENERATE_GROUPS:
        if p.eat(*words):
            return [{"do": "regenerate", "target": group}]
    return [{"do": "regenerate", "target": p.subject_object()}]


def unless_pays(p: Parser) -> str:
    """``unless its controller pays {N}`` after "counter target spell" (CR 118.12): the mana,
    numbers and coloured symbols only (an X or a "for each" stays by hand)."""
    p.need("unless", "its", "controller", "pays")
    return _mana(p)


def _mana(p: Parser) -> str:
    symbols = []
    while p.i < len(p.t) and _MANA.fullmatch(p.t[p.i]):
        symbols.append(p.t[p.i])
        p.i += 1
    if not symbols or symbols == ["{0}"]:
        raise p.fail("expected the mana to pay")
    return "".join(symbols)


def opponent_casts(p: Parser) -> dict[str, Any] | None:
    """``whenever an opponent casts a [noncreature / creature / instant or sorcery] spell``
    (CR 603.2): a ``cast_spell`` trigger with ``"whose": "opponent"``; ``that player`` is the caster."""
    if not p.eat("whenever", "an", "opponent", "casts"):
        return None
    for words, kind in ((("a", "spell"), ""), (("a", "noncreature", "spell"), "noncreature"),
                        (("a", "creature", "spell"), "creature"),
                        (("an", "instant", "or", "sorcery", "spell"), "instant_or_sorcery")):
        if p.eat(*words):
            return {"trigger": "cast_spell", "whose": "opponent", **({"spell": kind} if kind else {})}
    raise p.fail("an opponent's spell of a kind the engine doesn't filter")


def unless_that_player_pays(p: Parser, effects: list[Effect]) -> list[Effect]:
    """``... unless that player pays {N}`` where "that player" is the trigger's player (CR 118.12)."""
    if p.ctx.trigger != "cast_spell_opponent":
        raise p.fail("\"that player\" is not the trigger's player here")
    p.need("unless", "that", "player", "pays")
    if p.eat("{X}", ",", "where", "x", "is", "~'s", "power"):
        # Esper Sentinel: {X} generic mana, X its power as the ability resolves (its last known
        # information if it left the battlefield, CR 608.2h; effect_core.counted)
        return [{"do": "unless_pays", "who": "trigger_player", "generic": {"count": "self_power"}, "effects": effects}]
    return [{"do": "unless_pays", "who": "trigger_player", "mana": _mana(p), "effects": effects}]


def monstrosity(p: Parser) -> list[dict[str, Any]]:
    """``monstrosity N`` (CR 701.37a): "If this permanent isn't monstrous, put N +1/+1 counters on it and it
    becomes monstrous" (``engine.families.keyword_counters``); only a creature's own activated ability."""
    if "Creature" not in p.ctx.card_types or p.ctx.trigger:
        raise p.fail("monstrosity of another ability")
    p.need("monstrosity")
    n = p.number(allow_x=False)
    return [{"do": "monstrosity", "amount": int(n)}]


CLAUSES = (regenerate, monstrosity)
