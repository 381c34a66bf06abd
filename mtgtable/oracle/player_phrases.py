"""Phrases of effects a player carries out on their own cards (``engine/families/player_effects.py``).

* edicts: ``target player sacrifices a creature [of their choice]``, ``each opponent
  sacrifices a nontoken creature of their choice``, ``defending player sacrifices two permanents
  of their choice`` (CR 701.17a: the player chooses);
* piles: ``separate all permanents target player controls into two piles. that player
  sacrifices all permanents in the pile of their choice`` (CR 700.3);
* ``target player exiles a card from their hand / graveyard``;
* fate counters: ``put a fate counter on target permanent``, ``destroy each nonland
  permanent without a fate counter on it``, ``remove all fate counters from all
  permanents`` (CR 122.1).

Each reader consumes its clause or raises ``NoParse`` (fail closed), like
``effect_phrases``' readers; they are in ``effect_phrases.CLAUSES``.
"""

from __future__ import annotations

from typing import Any, Callable

from .grammar import Parser

Effect = dict[str, Any]

#: The permanent types an edict may name (CR 110.4), singular and plural.
_TYPES = {"creature": "Creature", "creatures": "Creature", "artifact": "Artifact", "artifacts": "Artifact",
          "enchantment": "Enchantment", "enchantments": "Enchantment", "land": "Land", "lands": "Land",
          "planeswalker": "Planeswalker", "planeswalkers": "Planeswalker"}


def _edict_permanents(p: Parser) -> tuple[Any, dict[str, Any]]:
    """``a creature``, ``two creatures``, ``a nontoken creature``, ``a creature token``, ``a nonland
    permanent``, ``an artifact or enchantment``: the number and the permanent filter."""
    n = p.number()
    filt: dict[str, Any] = {}
    if p.eat("nontoken"):
        filt["token"] = False
    if p.at("nonland", ("permanent", "permanents")):
        p.i += 2
        filt["not_types"] = ["Land"]
    elif p.at(("permanent", "permanents")):
        p.i += 1
    else:
        types: list[str] = []
        while p.peek() in _TYPES:
            types.append(_TYPES[p.peek()])
            p.i += 1
            if not p.eat("or"):
                break
        if not types:
            raise p.fail("an edict's permanent")
        filt["types_any"] = types
    if p.eat(("token", "tokens")):
        if "token" in filt:
            raise p.fail("nontoken token")
        filt["token"] = True
    return n, filt


#: Counters with no rules meaning of their own, which only the card that reads them cares about.
_INERT_COUNTERS = frozenset({"fate"})


def _edict_player(p: Parser) -> Any:
    """Who sacrifices: a target player or opponent, each opponent, each player, that player, you."""
    if p.at("that", "player") and isinstance(p.ctx.last_who, int):
        p.i += 2
        return p.ctx.last_who
    if p.at("defending", "player") and p.ctx.trigger == "attacks":
        p.i += 2
        return "trigger_player"  # the attack trigger's player is the defending player (CR 508.2, 506.2)
    if p.at("each", "other", "player"):
        p.i += 3
        return "each_opponent"  # two players: every other player is the opponent
    if p.at("sacrifices") and p.ctx.last_who not in (None, "you"):
        return p.ctx.last_who  # "Each player loses 1 life, ..., sacrifices a creature" (Smallpox): the same player
    return p.subject_player()


def edict(p: Parser) -> list[Effect]:
    """``PLAYER sacrifices a creature [of their choice]``, ``... two permanents of their choice``
    (CR 701.17a: the player chooses).  Read only when ``player_text`` has the sentence for it."""
    from ..engine.text.player_text import edict_template
    # The imperative "Sacrifice a land." (Glacial Chasm, Foul Spirit) is the controller's own
    # edict: they choose which (CR 701.17a, 608.2d).
    who = "you" if p.at("sacrifice", ("a", "an", "one", "two", "three")) else _edict_player(p)
    p.need(("sacrifice", "sacrifices") if who == "you" else "sacrifices")
    n, filt = _edict_permanents(p)
    if edict_template(filt, n, who) is None:
        raise p.fail("an edict the engine has no sentence for")
    if who == "you":
        if p.at("of", "their", "choice"):
            raise p.fail("whose choice?")
    else:
        p.eat("of", "their", "choice")
    if p.at("they", "control") or p.at("with") or p.at("unless") or p.at("or"):
        raise p.fail("an edict with a condition")
    p.ctx.last_who = who
    p.ctx.sacrificed = filt == {"types_any": ["Creature"]}  # (a later "creature sacrificed this way")
    e: Effect = {"do": "edict", "who": who, "filter": filt}
    if n != 1:
        e["amount"] = n
    if n == 1 and filt == {"types_any": ["Creature"]} and isinstance(who, int) \
            and p.eat(",", "then", "gains", "life", "equal", "to", "that", "creature's", "toughness"):
        # Devour Flesh: the one player gains the sacrificed creature's toughness (CR 608.2h)
        return [e, {"do": "gain_life", "who": who, "amount": {"count": "sacrificed_toughness"}}]
    return [e]


def piles(p: Parser) -> list[Effect]:
    """``separate all permanents target player controls into two piles. that player sacrifices all
    permanents in the pile of their choice`` (CR 700.3)."""
    p.need("separate", "all", "permanents")
    if not p.at("target", "player"):
        raise p.fail("whose permanents?")
    who = p.target()
    p.need("controls", "into", "two", "piles", ".", "that", "player", "sacrifices", "all", "permanents", "in",
           "the", "pile", "of", "their", "choice")
    return [{"do": "pile_sacrifice", "target": who}]


def exile_own(p: Parser) -> list[Effect]:
    """``target player exiles a card from their hand / graveyard`` (the player chooses, CR 608.2d)."""
    who = p.subject_player()
    if who == "you":
        raise p.fail("you exile: another reader")
    p.need("exiles", "a", "card", "from", "their")
    zone = p.peek()
    if zone not in ("hand", "graveyard"):
        raise p.fail("from their hand or graveyard")
    p.i += 1
    return [{"do": "exile_own_card", "who": who, "zone": zone}]


def inert_counter(p: Parser) -> list[Effect]:
    """``put a fate counter on target permanent`` (CR 122.1)."""
    p.need("put", "a")
    kind = p.peek()
    if kind not in _INERT_COUNTERS:
        raise p.fail("a counter the engine reads elsewhere")
    p.i += 1
    p.need("counter", "on")
    if p.eat("~"):
        return [{"do": "counters", "counter": kind, "amount": 1, "target": "self"}]
    if not p.at("target", "permanent"):
        raise p.fail("on what?")
    return [{"do": "counters", "counter": kind, "amount": 1, "target": p.target()}]


def destroy_unmarked(p: Parser) -> list[Effect]:
    """``destroy each [nonland] permanent without a fate counter on it`` (CR 701.7, 122.1)."""
    p.need("destroy", "each")
    nonland = p.eat("nonland")
    p.need("permanent", "without", "a")
    kind = p.peek()
    if kind not in _INERT_COUNTERS:
        raise p.fail("a counter the engine reads elsewhere")
    p.i += 1
    p.need("counter", "on", "it")
    return [{"do": "destroy_without_counter", "counter": kind, "nonland": nonland}]


def remove_all(p: Parser) -> list[Effect]:
    """``remove all fate counters from all permanents`` (CR 122.1)."""
    p.need("remove", "all")
    kind = p.peek()
    if kind not in _INERT_COUNTERS:
        raise p.fail("a counter the engine reads elsewhere")
    p.i += 1
    p.need("counters", "from", "all", "permanents")
    return [{"do": "remove_all_counters", "counter": kind}]


CLAUSES: tuple[Callable[[Parser], list[Effect]], ...] = (
    edict, piles, exile_own, inert_counter, destroy_unmarked, remove_all,
)




def name_and_discard(p: Parser) -> list[Effect]:
    """``choose a [nonland] card name. target player reveals their hand and discards all cards with
    that name`` (CR 201.3, 701.20a, 701.9a)."""
    p.need("choose", "a")
    which = "nonland" if p.eat("nonland") else "any"
    p.need("card", "name", ".")
    if not p.at("target", ("player", "opponent")):
        raise p.fail("whose hand?")
    who = p.target()
    p.need("reveals", "their", "hand", "and", "discards", "all", "cards", "with", "that", "name")
    return [{"do": "name_card", "filter": which}, {"do": "discard_named", "who": who}]


CLAUSES = (*CLAUSES, name_and_discard)


def _that_or_target_player(p: Parser) -> Any:
    if p.at("target", ("player", "opponent")):
        return p.target()
    if p.at("that", "player") and isinstance(p.ctx.last_who, int):
        p.i += 2
        return p.ctx.last_who
    raise p.fail("whose library?")


def _target_possessive(p: Parser) -> int:
    """``target player's`` / ``target opponent's`` (CR 115.1): the target, added like ``Parser.target``."""
    word = p.peek(1)
    if p.peek() != "target" or word not in ("player's", "opponent's"):
        raise p.fail("whose library?")
    p.i += 2
    p.ctx.targets.append(word[:-2])
    index = len(p.ctx.targets) - 1
    p.ctx.last_who = index
    return index


def fateseal(p: Parser) -> list[Effect]:
    """``look at the top card of target player's library. you may put that card on the bottom of
    that player's library`` (CR 401.2)."""
    p.need("look", "at", "the", "top", "card", "of")
    who = _target_possessive(p)
    p.need("library", ".", "you", "may", "put", "that", "card", "on", "the", "bottom", "of", "that", "player's",
           "library")
    return [{"do": "look_top_may_bottom", "who": who}]


def exile_library(p: Parser) -> list[Effect]:
    """``exile all cards from target player's library`` (CR 406.3)."""
    p.need("exile", "all", "cards", "from")
    who = _target_possessive(p)
    p.need("library")
    return [{"do": "exile_library", "who": who}]


def shuffle_hand_in(p: Parser) -> list[Effect]:
    """``that player shuffles their hand into their library`` (CR 701.24a)."""
    who = _that_or_target_player(p)
    p.need("shuffles", "their", "hand", "into", "their", "library")
    return [{"do": "shuffle_hand_into_library", "who": who}]


CLAUSES = (*CLAUSES, fateseal, exile_library, shuffle_hand_in)


def curse_damage(p: Parser) -> list[Effect]:
    """``~ deals N damage to that player or a planeswalker that player controls`` (the controller
    chooses as it resolves, CR 608.2d; ``engine/families/enchant_player.py``)."""
    p.need("~", "deals")
    n = p.number(allow_x=False)
    p.need("damage", "to")
    who = p.subject_player()
    if who != "trigger_player":
        raise p.fail("that player")
    p.need("or", "a", "planeswalker", "that", "player", "controls")
    return [{"do": "damage_player_or_planeswalker", "amount": n, "who": who}]


CLAUSES = (*CLAUSES, curse_damage)
