"""``destroy all artifacts and enchantments``, ``exile all planeswalkers``, ``tap all creatures your
opponents control``, ``untap all lands you control``: a verb on every permanent of a group
(``engine.mass_effects``, CR 608.2e, 701.7, 701.21).

A group is a list of card types (CR 205.2a: "artifacts", "creatures, and enchantments"),
"permanents", "nonland permanents" or "nontoken creatures", then whose: nothing, "you control",
"your opponents control", "you don't control" or "an opponent controls" (the same players in a
two-player game, CR 102.1).  Only the groups whose words the engine renders
(``engine.mass_text.GROUP_WORDS``) are read; "destroy all creatures" and the groups the older
readers have (``grammar.ALL_GROUPS``) are left to them, so their output doesn't change.
"""

from __future__ import annotations

from typing import Any

from ..engine.text.mass_text import GROUP_WORDS
from .grammar import ALL_GROUPS, Parser

Effect = dict[str, Any]

_PLURAL_TYPES = {"artifacts": "Artifact", "creatures": "Creature", "enchantments": "Enchantment",
                 "planeswalkers": "Planeswalker", "lands": "Land", "battles": "Battle"}
_ORDER = ("Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker")
_VERBS = {"destroy": "destroy_each", "exile": "exile_each", "tap": "tap_each", "untap": "untap_each",
          "return": "bounce_each", "put": "bottom_each"}


def _group(p: Parser) -> Effect:
    """The group after "all": its fields for a ``*_each`` effect."""
    out: Effect = {}
    if p.eat("nonland", "permanents"):
        out = {"types": ["permanent"], "nonland": True}
    elif p.eat("nonland", ",", "nontoken", "permanents"):
        out = {"types": ["permanent"], "nonland": True, "nontoken": True}
    elif p.eat("nontoken", "creatures"):
        out = {"types": ["Creature"], "nontoken": True}
    elif p.eat("permanents"):
        out = {"types": ["permanent"]}
    else:
        types: list[str] = []
        while p.peek() in _PLURAL_TYPES:
            types.append(_PLURAL_TYPES[p.peek()])
            p.i += 1
            if p.eat(",", "and") or p.eat("and"):
                if p.peek() not in _PLURAL_TYPES:
                    raise p.fail("expected a card type")
                continue
            if p.at(",") and p.peek(1) in _PLURAL_TYPES:
                p.i += 1
                continue
            break
        if not types or len(set(types)) != len(types):
            raise p.fail("expected card types")
        out = {"types": sorted(types, key=_ORDER.index)}
    if p.eat("you", "control"):
        out["whose"] = "you"
    elif p.eat("your", "opponents", "control") or p.eat("you", "don't", "control") or \
            p.eat("an", "opponent", "controls"):
        out["whose"] = "opponents"
    key = (tuple(out["types"]), bool(out.get("nonland")), bool(out.get("nontoken")))
    if key not in GROUP_WORDS:
        raise p.fail("a group the engine doesn't name")
    return out


def each(p: Parser) -> list[Effect]:
    """``VERB all GROUP`` (see the module docstring); ``return all GROUP to their owners' hands``, ``put all
    GROUP on the bottom of their owners' libraries``."""
    verb = p.peek()
    if verb not in _VERBS or p.peek(1) != "all":
        raise p.fail("expected a verb and all")
    p.i += 2
    start = p.i
    group = _group(p)
    if verb in ("destroy",) and group.get("types") == ["Creature"] and not group.get("nontoken") and \
            group.get("whose") in (None, "opponents"):
        # "destroy all creatures [you don't control]": grammar.ALL_GROUPS (destroy_all) reads it
        p.i = start
        raise p.fail("read by destroy")
    if verb == "return":
        p.need("to", "their", ("owners'", "owner's"), ("hands", "hand"))
    if verb == "put":  # "on the bottom of their owners' libraries" (Terminus, CR 401.4)
        p.need("on", "the", "bottom", "of", "their", ("owners'", "owner's"), ("libraries", "library"))
    e: Effect = {"do": _VERBS[verb], **group}
    m = p.mark()
    if verb == "destroy" and p.eat(".", "they", "can't", "be", "regenerated"):
        e["no_regeneration"] = True  # CR 701.15b
    else:
        p.reset(m)
    return [e]


_SINGULAR: dict[tuple[str, ...], Effect] = {
    ("nonland", "permanent"): {"types": ["permanent"], "nonland": True}, ("permanent",): {"types": ["permanent"]},
    ("creature",): {"types": ["Creature"]}, ("artifact",): {"types": ["Artifact"]},
    ("enchantment",): {"types": ["Enchantment"]}}


def each_with_mana_value(p: Parser) -> list[Effect]:
    """``destroy each nonland permanent with mana value N or less`` (Culling Ritual): the group of
    ``destroy all``, narrowed by mana value (CR 202.3; on the battlefield X is 0, CR 107.3)."""
    p.need("destroy", "each")
    group = next((dict(g) for words, g in _SINGULAR.items() if p.eat(*words)), None)
    if group is None:
        raise p.fail("a kind of permanent")
    p.need("with", "mana", "value")
    n = p.number(allow_x=False)
    p.need("or", "less")
    p.ctx.destroyed = True
    return [{"do": "destroy_each", **group, "mv_at_most": n}]


def add_for_each_destroyed(p: Parser) -> list[Effect]:
    """``add {B} or {G} for each permanent destroyed this way`` after a "destroy each" (Culling Ritual): a
    colour chosen for each mana (CR 106.4, 608.2d), as many as were destroyed (CR 608.2h)."""
    if not p.ctx.destroyed:
        raise p.fail("destroyed by what?")
    p.need("add")
    colors = ""
    while True:
        sym = p.peek()
        if sym not in ("{W}", "{U}", "{B}", "{R}", "{G}") or sym[1] in colors:
            raise p.fail("a colour of mana")
        colors += sym[1]
        p.i += 1
        if not p.eat("or"):
            break
    if len(colors) < 2:
        raise p.fail("a choice of colours")
    p.need("for", "each", "permanent", "destroyed", "this", "way")
    return [{"do": "add_mana_choice", "colors": colors, "amount": {"count": "destroyed"}}]


def graveyards(p: Parser) -> list[Effect]:
    """``exile all graveyards`` / ``exile each opponent's graveyard`` (CR 406.2): every card in them."""
    if p.eat("exile", "all", "graveyards"):
        return [{"do": "exile_graveyard", "who": "each_player"}]
    if p.eat("exile", "each", "opponent's", "graveyard"):
        return [{"do": "exile_graveyard", "who": "each_opponent"}]
    raise p.fail("expected exile all graveyards")


def wheel(p: Parser) -> list[Effect]:
    """``each player discards all the cards in their hand, then draws that many cards`` and
    ``discards their hand``; a target player too (``engine.mass_effects.wheel``, CR 701.9a).
    ``, then draws seven cards`` (Wheel of Fortune), ``, then draws cards equal to the greatest number
    of cards a player discarded this way`` (Windfall), and ``each player shuffles their hand and
    graveyard into their library, then draws seven cards`` (Timetwister, CR 701.24a)."""
    m = p.mark()
    if p.eat("each", "player"):
        who: Any = "each_player"
    elif p.at("target", "player"):
        who = p.target()
    else:
        raise p.fail("expected each player or target player")
    e: Effect = {"do": "wheel", "who": who}
    if who == "each_player" and p.eat("shuffles", "their", "hand", "and", "graveyard", "into", "their", "library"):
        e["shuffle"] = True
    elif not (p.eat("discards", "all", "the", "cards", "in", "their", "hand") or p.eat("discards", "their", "hand")):
        p.reset(m)
        raise p.fail("expected discards their hand")
    p.need(",", "then", "draws")
    if not e.get("shuffle") and p.eat("that", "many", "cards"):
        return [e]
    if who == "each_player" and not e.get("shuffle") and p.eat(
            "cards", "equal", "to", "the", "greatest", "number", "of", "cards", "a", "player", "discarded", "this",
            "way"):
        return [{**e, "draw": "greatest"}]
    n = p.number(allow_x=False)
    if not isinstance(n, int):
        raise p.fail("a fixed number of cards")
    p.need("cards" if n != 1 else "card")
    return [{**e, "draw": n}]


def own_controller(p: Parser) -> list[Effect]:
    """``each creature deals N damage to its controller`` (Rakdos Charm; CR 120.3)."""
    p.need("each", "creature", "deals")
    n = p.number(allow_x=False)
    p.need("damage", "to", "its", "controller")
    return [{"do": "damage_own_controller", "amount": n}]


def proliferate(p: Parser) -> list[Effect]:
    """``proliferate`` (CR 701.34a, ``engine.proliferate``)."""
    p.need("proliferate")
    return [{"do": "proliferate"}]


def until_first_pumps(p: Parser) -> list[Effect]:
    """``Until end of turn, GROUP get +N/+N and GROUP get -N/-N`` (Zealous Persecution): the duration
    written first, for each group of the sentence; each group is read as the spell resolves and the
    change applies to the creatures in it then (CR 611.2c)."""
    p.need("until", "end", "of", "turn", ",")
    out: list[Effect] = []
    while True:
        group = p.table(ALL_GROUPS)
        if group is None:
            raise p.fail("expected a group of creatures")
        p.need(("get", "gets"))
        power, toughness = p.pt_change()
        out.append({"do": "pump", "power": power, "toughness": toughness, "target": group})
        if not p.eat("and"):
            return out


CLAUSES = (each, graveyards, wheel, own_controller, proliferate, until_first_pumps, each_with_mana_value,
           add_for_each_destroyed)
