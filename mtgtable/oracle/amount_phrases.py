"""Effects whose amount is counted as they resolve (CR 608.2h): "You gain 1 life for each Elf on
the battlefield", "Its controller gains life equal to its power", "~ deals damage to target
creature equal to the number of Forests you control", "Target creature gets +X/+X until end of
turn, where X is the number of Elves on the battlefield", "Draw a card for each ...".

The amount is a count (``engine.counts``; ``amounts.count`` reads its words) in the effect's
``amount`` (or a pump's ``power`` and ``toughness``), worked out by ``effects.counted``.  These
readers are tried before the plain ones (``effect_phrases.CLAUSES``): each either reads its whole
clause or fails without effect, so the plain reader then reads the clause as before.
"""

from __future__ import annotations

from typing import Any

from . import amounts
from .grammar import Parser

Effect = dict[str, Any]


def _for_each(p: Parser) -> dict[str, Any]:
    p.need("for", "each")
    return amounts.count(p, plural=False)


def life_for_each(p: Parser) -> list[Effect]:
    """``[PLAYER] gain(s)/lose(s) N life for each COUNT`` / ``PLAYER gains life equal to its power``."""
    who: Any = p.subject_player() if not p.at(("gain", "lose")) else "you"
    verb = p.peek()
    if verb not in ("gain", "gains", "lose", "loses"):
        raise p.fail("expected gain or lose")
    p.i += 1
    do = "gain_life" if verb.startswith("gain") else "lose_life"
    if p.at("life", "equal", "to", "the", "number", "of"):
        p.i += 3
        return [{"do": do, "who": who, "amount": amounts.the_number_of(p)}]  # (CR 608.2h: counted as it resolves)
    if p.at("life", "equal", "to", "its", ("power", "toughness")):
        kind = "target_" + p.peek(4)  # Swords to Plowshares' power, Condemn's toughness (CR 608.2h)
        p.i += 5
        it = p.ctx.it
        if not isinstance(it, int):
            raise p.fail("whose power?")
        if kind == "target_toughness" and "creature" not in p.ctx.targets[it]:
            raise p.fail("the toughness of a target that needn't be a creature")
        return [{"do": do, "who": who, "amount": {"count": kind, "target": it}}]
    n = p.number(allow_x=False)
    p.need("life")
    count = _for_each(p)
    return [{"do": do, "who": who, "amount": {**count, "times": int(n)} if n != 1 else count}]


def draw_for_each(p: Parser) -> list[Effect]:
    """``draw a card for each COUNT`` / ``draw cards equal to the number of COUNT``."""
    if p.eat("draw", "cards", "equal", "to"):
        return [{"do": "draw", "amount": amounts.the_number_of(p), "who": "you"}]
    p.need("draw", "a", "card")
    return [{"do": "draw", "amount": _for_each(p), "who": "you"}]


def those_gain(p: Parser) -> list[Effect]:
    """``Those creatures gain KEYWORDS until end of turn`` after a count that named them ("for each creature
    you control with a +1/+1 counter on it", Inspiring Call): the same group, as the clause resolves
    (CR 611.2c)."""
    if not p.ctx.those:
        raise p.fail("which creatures?")
    p.need("those", "creatures", "gain")
    keywords = p.keyword_list()
    p.need("until", "end", "of", "turn")
    return [{"do": "pump", "power": 0, "toughness": 0, "keywords": keywords, "target": p.ctx.those}]


def damage_counted(p: Parser) -> list[Effect]:
    """``~ deals damage to RECIPIENT equal to the number of COUNT`` / ``~ deals X damage to RECIPIENT,
    where X is the number of COUNT``."""
    if not (p.eat("~") or (p.ctx.it in ("self", "dead_self") and p.eat("it"))):
        raise p.fail("expected a source of damage")
    p.need("deals")
    if p.eat("damage", "to"):
        who = p.damage_recipient()
        p.need("equal", "to")
        return [{"do": "damage", "amount": amounts.the_number_of(p), "target": who}]
    p.need("x", "damage", "to")
    who = p.damage_recipient()
    p.need(",", "where", "x", "is")
    return [{"do": "damage", "amount": amounts.the_number_of(p), "target": who}]


def pump_counted(p: Parser) -> list[Effect]:
    """``SUBJECT gets +X/+X until end of turn, where X is the number of COUNT`` (or -X/-X), ``SUBJECT gets
    +1/+1 until end of turn for each COUNT``."""
    from .effect_phrases import _may_be_a_player, _pump_subject
    who = _pump_subject(p)
    p.need(("get", "gets"))
    tok = p.peek()
    if tok in ("+x/+x", "-x/-x", "+x/+0", "+0/+x"):
        p.i += 1
        until = p.duration()
        p.need(",", "where", "x", "is")
        count = amounts.the_number_of(p)
        sign = -1 if tok.startswith("-") else 1
        signed = {**count, "times": sign} if sign < 0 else count
        power = signed if tok[:2] in ("+x", "-x") else 0
        toughness = signed if tok.endswith(("+x", "-x")) else 0
    else:
        power_n, toughness_n = p.pt_change()
        until = p.duration()
        count = _for_each(p)
        power = {**count, "times": power_n} if power_n else 0
        toughness = {**count, "times": toughness_n} if toughness_n else 0
    if isinstance(who, int) and who < len(p.ctx.targets) and _may_be_a_player(p.ctx.targets[who]):
        raise p.fail("a player can't get +N/+N")
    e: Effect = {"do": "pump", "power": power, "toughness": toughness, "target": who}
    if until != "end_of_turn":
        e["until"] = until
    return [e]


def choose_creature_type(p: Parser) -> list[Effect]:
    """``choose a creature type`` in a spell (Distant Melody): chosen as it resolves (CR 205.3m, 608.2d);
    a later count "of that type" reads it (``amounts.count``, ``engine.type_choice_effects``)."""
    p.need("choose", "a", "creature", "type")
    p.ctx.chosen_type = True
    return [{"do": "choose_creature_type"}]


#: Conditions comparing you with your opponents, by their words after "if" (``counts.condition``).
_COMPARISONS = {
    ("you", "have", "less", "life", "than", "an", "opponent"): {"less_life_than_opponent": True},
    ("you", "control", "fewer", "creatures", "than", "an", "opponent"): {"fewer_creatures_than_opponent": True},
}


def if_compared(p: Parser) -> list[Effect]:
    """``If you have less life than an opponent, EFFECT`` / ``If you control fewer creatures than an opponent,
    EFFECT`` (Timely Reinforcements): the effect only if the condition holds as the spell resolves (CR 608.2c)."""
    from .effect_phrases import clause
    p.need("if")
    words = next((w for w in _COMPARISONS if p.at(*w)), None)
    if words is None:
        raise p.fail("a comparison with an opponent")
    p.i += len(words)
    cond = _COMPARISONS[words]
    p.need(",")
    inner = clause(p)
    if not p.at("."):
        raise p.fail("more than one clause under the condition")  # ", and ..." would escape it: not read
    return [{"do": "if_condition", "if": dict(cond), "effects": inner}]


CLAUSES = (life_for_each, draw_for_each, damage_counted, pump_counted, choose_creature_type, if_compared,
           those_gain)


#: The marker an "instead if" line leaves for :func:`apply_instead` (never in a compiled card).
INSTEAD_IF = "_instead_if"


def instead_if_line(p: Parser) -> list[Effect]:
    """``[LABEL —] ~ deals N damage instead if COND.`` (Galvanic Blast's metalcraft): a line of an
    instant or sorcery that changes the damage of the line before it (:func:`apply_instead`)."""
    from .static_lines import _skip_label
    _skip_label(p)
    p.need("~", "deals")
    n = p.number(allow_x=False)
    p.need("damage", "instead", "if")
    cond = amounts.condition(p)
    p.need(".")
    if not p.done():
        raise p.fail("words left over")
    return [{"do": INSTEAD_IF, "amount": n, "if": cond}]


_LANDFALL = ("if", "you", "had", "a", "land", "enter", "the", "battlefield", "under", "your", "control", "this",
             "turn", ",")


def landfall_instead_line(p: Parser) -> list[Effect]:
    """``[Landfall —] If you had a land enter the battlefield under your control this turn, that creature
    gets +4/+4 until end of turn instead.`` (Groundswell): the pump of the line before, bigger if a land
    entered under your control this turn (CR 608.2c: looked at as the spell resolves)."""
    p.need(*_LANDFALL)
    if p.at("~", "deals"):
        return _landfall_damage(p)
    p.need("that", "creature", "gets")
    power, toughness = p.pt_change()
    until = p.duration()
    p.need("instead", ".")
    if not p.done():
        raise p.fail("words left over")
    new: Effect = {"do": "pump", "power": power, "toughness": toughness}
    if until != "end_of_turn":
        new["until"] = until
    return [{"do": INSTEAD_IF, "replace": new, "if": {"lands_entered_this_turn": True}}]


_REVOLT = ("instead", "if", "a", "permanent", "left", "the", "battlefield", "under", "your", "control", "this", "turn",
           ".")


def revolt_instead_line(p: Parser) -> list[Effect]:
    """``[Revolt —] Destroy that creature if it has mana value 4 or less instead if a permanent left the battlefield
    under your control this turn.`` (Fatal Push): the destruction of the line before, with a greater mana value
    if a permanent left the battlefield under your control this turn (CR 608.2c: looked at as it resolves)."""
    from .static_lines import _skip_label
    _skip_label(p)
    p.need("destroy", "that", "creature", "if", "it", "has", "mana", "value")
    n = p.number(allow_x=False)
    p.need("or", "less", *_REVOLT)
    if not p.done():
        raise p.fail("words left over")
    return [{"do": INSTEAD_IF, "replace": {"do": "destroy", "if_mv_at_most": int(n)},
             "if": {"permanent_left_this_turn": True}}]


def _landfall_damage(p: Parser) -> list[Effect]:
    """``~ deals 3 damage to that player or planeswalker and 3 damage to that creature instead.`` (Searing
    Blaze): the two damages of the line before, bigger if a land entered under your control this turn."""
    p.need("~", "deals")
    first = p.number(allow_x=False)
    p.need("damage", "to", "that", "player", "or", "planeswalker", "and")
    second = p.number(allow_x=False)
    p.need("damage", "to", "that", "creature", "instead", ".")
    if not p.done():
        raise p.fail("words left over")
    return [{"do": INSTEAD_IF, "amounts": [first, second], "if": {"lands_entered_this_turn": True}}]


def _instead_both(prev: dict[str, Any], part: dict[str, Any], effects: list[dict[str, Any]]) -> dict[str, Any]:
    """The two damages before (to the player or planeswalker target, then to the creature target) with the
    amounts of an ``amounts`` "instead" line when its condition holds as the spell resolves (CR 608.2c)."""
    from .grammar import NoParse
    from ..engine.data.target_specs import DEPENDENT_SPECS
    amounts_ = effects[0]["amounts"]
    last = list(prev.get("effects") or ())[-2:]
    targets = list(prev.get("targets") or ())
    if len(effects) != 1 or len(last) != 2 or any(e.get("do") != "damage" or not isinstance(e.get("amount"), int)
                                                  for e in last) \
            or [e.get("target") for e in last] != [0, 1] or targets[:1] != ["player_or_planeswalker"] \
            or len(targets) != 2 or targets[1] not in DEPENDENT_SPECS:
        raise NoParse(0, "what the two damages 'instead' replace")
    bigger = [{**e, "amount": n} for e, n in zip(last, amounts_)]
    changed = {"do": "if_condition", "if": effects[0]["if"], "effects": bigger, "otherwise": last}
    return {**prev, "effects": [*prev["effects"][:-2], changed], "text": prev["text"] + " " + part["text"]}


def apply_instead(parts: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The spell's parts with each "instead if" line folded into the damage just before it:
    ``if_condition`` with the new damage, otherwise the old (CR 608.2c).  Raises NoParse when the
    line before is not one fixed damage."""
    from .grammar import NoParse
    out: list[dict[str, Any]] = []
    for part in parts:
        effects = list(part.get("effects") or ())
        if not (effects and effects[0].get("do") == INSTEAD_IF):
            out.append(part)
            continue
        prev = out[-1] if out else None
        last = (prev.get("effects") or [None])[-1] if prev is not None and "modes" not in prev else None
        replace = effects[0].get("replace")
        if "amounts" in effects[0] and prev is not None and "modes" not in prev:  # Searing Blaze's landfall
            out[-1] = _instead_both(prev, part, effects)
            continue
        if isinstance(replace, dict):
            # "that creature gets +4/+4 until end of turn instead": the pump of one target before it
            if len(effects) != 1 or not isinstance(last, dict) or last.get("do") != replace["do"] \
                    or not isinstance(last.get("target"), int) or last.get("keywords") \
                    or last.get("until", "end_of_turn") != replace.get("until", "end_of_turn"):
                raise NoParse(0, "what the pump 'instead' replaces")
            assert prev is not None
            bigger = {**last, **replace}
            changed = {"do": "if_condition", "if": effects[0]["if"], "effects": [bigger], "otherwise": [last]}
            out[-1] = {**prev, "effects": [*prev["effects"][:-1], changed], "text": prev["text"] + " " + part["text"]}
            continue
        if len(effects) != 1 or not isinstance(last, dict) or last.get("do") != "damage" \
                or not isinstance(last.get("amount"), int):
            raise NoParse(0, "what the damage 'instead' replaces")
        assert prev is not None
        bigger = {**last, "amount": effects[0]["amount"]}
        changed = {"do": "if_condition", "if": effects[0]["if"], "effects": [bigger], "otherwise": [last]}
        out[-1] = {**prev, "effects": [*prev["effects"][:-1], changed], "text": prev["text"] + " " + part["text"]}
    return out
