"""The parameters each effect takes, and their types, checked when a card is loaded.

An effect (``{"do": "damage", "amount": 3, "target": 0}``, see ``effects.py``
and resources/cards/README.md) is interpreted only when its spell or ability
resolves, in the middle of an answer.  A wrong value found there (an
``amount`` of ``"lots"``) would break the game half way through a
resolution, so :func:`check_effect` refuses it when the card is *loaded*,
naming the card, the effect and the field.  ``parse_ability`` calls it for
every effect, nested ones (a delayed trigger's) included.

This module knows effects, not cards: it imports nothing of ``cards`` (no
import circle, ``tests/engine/test_import_graph.py``).  The two checks that
need card knowledge are made where cards are loaded, in
``cards.parse_ability``: a ``token`` table must build a card (its abilities
checked like any card's), and a ``when`` must be one of ``cards.TRIGGERS``.

:data:`EFFECT_PARAMS` has one entry per effect in ``effects.EFFECTS``; a test
checks that the two stay in step, so a new effect needs its schema here.
"""

from __future__ import annotations

from typing import Any, Callable, Final, Mapping

from ..rules.mana import COLORS, MANA_TYPES
from ..turn.steps import Duration, Step

#: The largest number an effect may carry (damage, cards, counters, tokens...).
MAX_AMOUNT: Final = 1000
#: The largest +N/-N a pump may give.
MAX_PUMP: Final = 1000

#: Subjects an effect may name besides a target index (resources/cards/README.md).
SUBJECTS: Final = frozenset({
    "self", "you", "each_opponent", "each_player", "each_creature", "each_creature_without_flying",
    "each_opponent_creature", "creatures_you_control", "permanents_you_control", "attached", "trigger_creature", "trigger_player",
    "artifact_creatures_you_control",  # Steel Overseer (CR 122.1)
    "attacking_creatures", "attacked_this_turn",
    "other_attacking_creatures",  # battle cry (CR 702.91a)
    "creatures_you_control_with_counter",  # Inspiring Call: "those creatures" with a +1/+1 counter (CR 122.1)
})
DURATIONS: Final = frozenset(d.value for d in Duration)
#: What "skip" may skip: a turn, a combat phase, or any step (``TurnSequencer.pop_step``).
SKIPPABLE: Final = frozenset({"turn", "combat"} | {s.value for s in Step})
TOKEN_KEYS: Final = frozenset({"name", "power", "toughness", "colors", "subtypes", "keywords", "abilities", "types",
                               "supertypes"})

#: A check returns ``None`` for a good value, else what was expected (English, for card authors).
Check = Callable[[Any], "str | None"]


def _is_int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def amount(v: Any) -> str | None:
    if v == "X" or (_is_int(v) and 0 <= v <= MAX_AMOUNT) or _count_ok(v):
        return None
    return f'a whole number from 0 to {MAX_AMOUNT}, "X", or a count (counts.py)'


def _count_ok(v: Any) -> bool:
    """A count worked out as the effect happens (``counts.count``, CR 608.2h)."""
    from ..rules.counts import check_count
    return isinstance(v, Mapping) and check_count(v) is None


def pump_number(v: Any) -> str | None:
    if _count_ok(v):
        return None
    return None if _is_int(v) and -MAX_PUMP <= v <= MAX_PUMP else f"a whole number from -{MAX_PUMP} to {MAX_PUMP}"


def subject(v: Any) -> str | None:
    if _is_int(v) and 0 <= v < 100:
        return None
    if isinstance(v, str) and v in SUBJECTS:
        return None
    if isinstance(v, Mapping) and len(v) == 1:
        (key, index), = v.items()
        if key in ("controller_of", "owner_of", "creatures_of", "player_or_controller_of") and _is_int(index) \
                and 0 <= index < 100:
            return None
    return ("a target index, one of " + ", ".join(sorted(SUBJECTS))
            + ', or {"controller_of": i} / {"owner_of": i} / {"creatures_of": i} / {"player_or_controller_of": i}')


def boolean(v: Any) -> str | None:
    return None if isinstance(v, bool) else "true or false"


def _one_of(choices: frozenset[str]) -> Check:
    def check(v: Any) -> str | None:
        return None if isinstance(v, str) and v in choices else "one of " + ", ".join(sorted(choices))
    return check


def _list_of_str(limit: int = 50) -> Check:
    def check(v: Any) -> str | None:
        ok = isinstance(v, (list, tuple)) and len(v) <= limit and all(isinstance(x, str) for x in v)
        return None if ok else f"a list of at most {limit} strings"
    return check


def colors(v: Any) -> str | None:
    ok = isinstance(v, (list, tuple)) and all(isinstance(x, str) and x in COLORS for x in v)
    return None if ok else "a list of colour letters (W, U, B, R, G)"


def counter_kind(v: Any) -> str | None:
    return None if isinstance(v, str) and 0 < len(v) <= 40 and v.strip() == v else "a counter name such as +1/+1"


def mana(v: Any) -> str | None:
    ok = isinstance(v, str) and len(v) <= MAX_AMOUNT and all(ch in MANA_TYPES for ch in v)
    return None if ok else "mana letters such as RR or WUBRGC"


def cost_mana(v: Any) -> str | None:
    """A mana cost such as ``{1}`` or ``{2}{U}`` (no X)."""
    from ..rules.mana import ManaCost
    try:
        ok = isinstance(v, str) and 0 < len(v) <= 100 and not ManaCost.parse(v).x_count
    except ValueError:
        ok = False
    return None if ok else "a mana cost such as {1}"


def token(v: Any) -> str | None:
    if not isinstance(v, Mapping):
        return "a token table (name, power, toughness, colors, subtypes, keywords, abilities)"
    unknown = sorted(set(v) - TOKEN_KEYS)
    if unknown:
        return f"a token table without unknown keys {unknown} (allowed: {', '.join(sorted(TOKEN_KEYS))})"
    if not isinstance(v.get("name", "Token"), str):
        return "a token table whose name is a string"
    for key in ("power", "toughness"):
        x = v.get(key)
        if x is not None and not (_is_int(x) and -MAX_PUMP <= x <= MAX_PUMP) and not (
                isinstance(x, str) and x.lstrip("-").isascii() and x.lstrip("-").isdigit() and len(x) <= 4):
            return f"a token table whose {key} is a whole number"
    for key in ("types", "subtypes", "keywords", "supertypes"):
        if key in v and _list_of_str()(v[key]) is not None:
            return f"a token table whose {key} is a list of strings"
    if "colors" in v and colors(v["colors"]) is not None:
        return "a token table whose colors are colour letters"
    if "abilities" in v and not (isinstance(v["abilities"], (list, tuple))
                                 and all(isinstance(a, Mapping) for a in v["abilities"])):
        return "a token table whose abilities are a list of ability objects"
    return None  # (the token's own card is built and checked by cards.parse_ability, which knows cards)


def trigger_name(v: Any) -> str | None:
    """A trigger's name; that it is one of ``cards.TRIGGERS`` is checked by ``cards.parse_ability``."""
    ok = isinstance(v, str) and 0 < len(v) <= 40 and v.isidentifier() and v.islower()
    return None if ok else "a trigger name such as end_of_combat"


def effect_list(v: Any) -> str | None:
    ok = isinstance(v, (list, tuple)) and all(isinstance(e, Mapping) and "do" in e for e in v)
    return None if ok else "a list of effects (objects with a 'do' key)"


def card_filter(v: Any) -> str | None:
    """What a search or a choice may find (``effects.card_matches``)."""
    expected = ("a card filter table (types, types_any, subtypes_any, colors_any: lists of strings; basic: true "
                "or false; mv_at_most: a whole number or \"X\"; mana_cost_in: mana costs such as \"{1}\"; "
                "instant_or_flash, colorless: true or false; power_at_most: a whole number)")
    if not isinstance(v, Mapping) or set(v) - {"types", "types_any", "subtypes_any", "basic", "colors_any",
                                                "mv_at_most", "mana_cost_in", "instant_or_flash", "power_at_most",
                                                "mv_sacrificed_plus", "colorless"}:
        return expected
    if "mv_sacrificed_plus" in v and not (_is_int(v["mv_sacrificed_plus"]) and 0 <= v["mv_sacrificed_plus"] <= 20):
        return expected
    if "colorless" in v and (not isinstance(v["colorless"], bool) or "colors_any" in v):
        return expected
    if "instant_or_flash" in v and not isinstance(v["instant_or_flash"], bool):
        return expected
    if "power_at_most" in v and not (_is_int(v["power_at_most"]) and 0 <= v["power_at_most"] <= MAX_AMOUNT):
        return expected
    if "mana_cost_in" in v and not (isinstance(v["mana_cost_in"], (list, tuple)) and 0 < len(v["mana_cost_in"]) <= 10
                                    and all(isinstance(c, str) and c.startswith("{") for c in v["mana_cost_in"])):
        return expected
    if "colors_any" in v and (_list_of_str()(v["colors_any"]) is not None or not set(v["colors_any"]) <= set(COLORS)):
        return expected
    if "mv_at_most" in v and amount(v["mv_at_most"]) is not None or isinstance(v.get("mv_at_most"), Mapping):
        return expected
    for key in ("types", "types_any", "subtypes_any"):
        if key in v and _list_of_str()(v[key]) is not None:
            return expected
    if "basic" in v and not isinstance(v["basic"], bool):
        return expected
    return None


def short_text(v: Any) -> str | None:
    return None if isinstance(v, str) and len(v) <= 2000 else "a text of at most 2000 characters"


_TARGET: Final = {"target": subject}
_WHO: Final = {"who": subject}

#: effect name -> parameter name -> check (the ``do`` key itself is not listed).
EFFECT_PARAMS: Final[dict[str, dict[str, Check]]] = {
    # "no_regeneration": "It can't be regenerated" (CR 701.15b; keyword_actions.py)
    "damage": {"amount": amount, "no_regeneration": boolean, **_TARGET},
    "destroy": {"no_regeneration": boolean, "if_mv_at_most": amount, **_TARGET},
    # "if_was"/"then": "If it was a creature card, ..." after the exile (CR 608.2h; effects._exile)
    "exile": {**_TARGET, "if_was": card_filter, "then": effect_list},
    "bounce": {**_TARGET},
    "tap": {**_TARGET},
    "untap": {**_TARGET},
    "draw": {"amount": amount, **_WHO},
    "mill": {"amount": amount, **_WHO},
    "gain_life": {"amount": amount, **_WHO},
    "lose_life": {"amount": amount, **_WHO},
    "pump": {"power": pump_number, "toughness": pump_number, "keywords": _list_of_str(),
             "until": _one_of(DURATIONS), **_TARGET},
    "counters": {"counter": counter_kind, "amount": amount, **_TARGET},
    "prevent": {"amount": amount, **_TARGET},
    "counter": {**_TARGET},
    "token": {"token": token, "count": amount, **_WHO},
    "token_blocking": {"token": token, **_TARGET},
    "extra_turn": {**_WHO},
    "additional_combat": {"with_main": boolean},
    "skip": {"what": _one_of(SKIPPABLE), **_WHO},
    "destroy_all": {"filter": subject, "no_regeneration": boolean},
    "add_mana": {"mana": mana, "amount": amount},  # amount: times the mana (Rite of Flame, CR 608.2h)
    "sacrifice": {**_TARGET},
    "fight": {"other": subject, **_TARGET},
    "set_color": {"colors": colors, "until": _one_of(DURATIONS), **_TARGET},
    "delayed": {"when": trigger_name, "effects": effect_list},
    "discard": {"amount": amount, **_WHO},
    "may": {"effects": effect_list, "text": short_text, **_WHO},
    "search": {"filter": card_filter, "to": _one_of(frozenset({"battlefield", "hand", "top", "graveyard"})), "tapped": boolean,
               **_WHO, "shuffle": boolean,
               "reveal": boolean, "what": short_text},
    "return_own": {"filter": card_filter},
}


def check_effect(e: Mapping[str, Any]) -> str | None:
    """What is wrong with one effect object (``None`` if nothing): names the field and what it must be."""
    name = e.get("do")
    schema = EFFECT_PARAMS.get(name) if isinstance(name, str) else None
    if schema is None:
        return None  # an unknown effect is refused by parse_ability with the list of known ones
    for key, value in e.items():
        if key == "do":
            continue
        check = schema.get(key)
        if check is None:
            allowed = ", ".join(sorted(schema)) or "none"
            return f"effect {name!r}: unknown field {key!r} (its fields: {allowed})"
        expected = check(value)
        if expected is not None:
            return f"effect {name!r}: field {key!r} is {value!r:.60}, expected {expected}"
    return None
