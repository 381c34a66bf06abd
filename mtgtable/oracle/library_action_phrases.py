"""More library actions: "search your library for up to two basic land cards,
..." (CR 701.23a), "each player may search their library for ..." (Veteran
Explorer, CR 101.4), "reveal the top N cards of your library. You may put a
permanent card from among them into your hand. Put the rest into your
graveyard." (Malevolent Rumble, CR 701.20a), "Put all Goblin cards revealed
this way into your hand ..." (Goblin Ringleader), and "PLAYER reveals the top
card of their library. If it's a land card, ..." (Goblin Guide, Thrasios).

Each reader reads one of the Oracle's fixed wordings in full or raises
:class:`~.grammar.NoParse`; the effects are ``engine/families/library_actions.py``'s
``search_up_to`` and ``reveal_top_land`` and ``engine/families/library_effects.py``'s
``dig`` (with ``revealed``).
"""

from __future__ import annotations

from typing import Any, Callable

from ..engine.data.creature_types import CREATURE_TYPES
from ..engine.families.library_effects import CARD_PHRASES_PLURAL
from . import amounts
from .grammar import Parser
from .library_phrases import card_phrase

Effect = dict[str, Any]

_SMALL = {"two": 2, "three": 3, "four": 4, "five": 5}


def _small_number(p: Parser) -> int:
    n = _SMALL.get(p.peek())
    if n is None:
        raise p.fail("expected two to five")
    p.i += 1
    return n


def _search_rest(p: Parser, whose: str) -> Effect:
    """``for up to N basic land cards [that share a land type], [reveal them,] put them onto the
    battlefield [tapped] | into WHOSE hand, then shuffle``."""
    p.need("for", "up", "to")
    n = _small_number(p)
    what, filt = card_phrase(p, plural=True)
    if not filt or set(filt) - {"types", "types_any", "subtypes_any", "basic"}:
        raise p.fail("a search filter the engine does not read")  # (effect_params.card_filter)
    e: Effect = {"do": "search_up_to", "count": n, "filter": filt, "what": CARD_PHRASES_PLURAL[what]}
    if filt.get("basic") and p.eat("that", "share", "a", "land", "type"):
        e["share_land_type"] = True  # (Myriad Landscape, CR 205.3i)
    p.need(",")
    if p.eat("reveal", "those", "cards", ",", "put", "one", "onto", "the", "battlefield", "tapped", "and", "the", "other",
             "into", whose, "hand", ",", "then", "shuffle"):
        if n != 2:
            raise p.fail("one and the other of more than two cards")
        # Cultivate, Kodama's Reach: the searcher chooses which one (CR 608.2d, engine.library_actions)
        return {**e, "reveal": True, "to": "one_battlefield_rest_hand", "tapped": True}
    if p.eat("reveal", "them", ","):
        e["reveal"] = True
    p.need("put", "them")
    if p.eat("onto", "the", "battlefield"):
        e["to"] = "battlefield"
        if p.eat("tapped"):
            e["tapped"] = True
    else:
        p.need("into", whose, "hand")
        e["to"] = "hand"
    p.need(",", "then", "shuffle")
    return e


def search_up_to(p: Parser) -> list[Effect]:
    """``search your library for up to two basic land cards, ...`` (Yavimaya Elder, Burnished Hart)."""
    p.need("search", "your", "library")
    return [_search_rest(p, "your")]


def search_opponent_chooses(p: Parser) -> list[Effect]:
    """``search your library for three cards and reveal them. target opponent chooses one. put that card
    into your hand and the rest into your graveyard. then shuffle`` (Intuition): exactly that many when
    the library has them (no quality named, CR 701.23b), the opponent choosing as it resolves (CR 608.2d)."""
    p.need("search", "your", "library", "for")
    n = _small_number(p)
    p.need("cards", "and", "reveal", "them", ".")
    if not p.at("target", "opponent"):
        raise p.fail("who chooses?")
    who = p.target()
    p.need("chooses", "one", ".", "put", "that", "card", "into", "your", "hand", "and", "the", "rest", "into", "your",
           "graveyard", ".", "then", "shuffle")
    return [{"do": "search_up_to", "count": n, "filter": {}, "what": "cards", "reveal": True, "exact": True,
             "to": "chosen_hand_rest_graveyard", "chooser": who}]


def each_player_searches(p: Parser) -> list[Effect]:
    """``each player may search their library for up to two basic land cards, ...`` (Veteran
    Explorer): each player chooses and searches in turn (CR 101.4, 608.2d)."""
    p.need("each", "player", "may", "search", "their", "library")
    e = _search_rest(p, "their")
    return [{**e, "who": "each_player", "optional": True}]


def _cards_of_type(p: Parser) -> tuple[str, dict[str, Any]]:
    """``Goblin cards``: cards of one creature type (CR 205.3m)."""
    word = p.peek()
    kind = word.capitalize()
    if kind not in CREATURE_TYPES or p.peek(1) != "cards":
        raise p.fail("a creature type")
    p.i += 2
    return kind, {"subtypes_any": [kind]}


def reveal_top_cards(p: Parser) -> list[Effect]:
    """``reveal the top N cards of your library. you may put CARD from among them into your hand.
    put the rest into your graveyard`` (Malevolent Rumble, Grisly Salvage) / ``reveal the top N cards
    of your library. put all TYPE cards revealed this way into your hand and the rest on the bottom
    of your library in any order`` (Goblin Ringleader): every card is shown (CR 701.20a)."""
    p.need("reveal", "the", "top")
    n = _small_number(p)
    p.need("cards", "of", "your", "library", ".")
    e: Effect = {"do": "dig", "amount": n, "revealed": True}
    if p.eat("you", "may", "put"):
        what, filt = card_phrase(p)
        if p.eat("and-or"):  # "a creature card and/or an enchantment card" (Benefaction of Rhonas)
            what2, filt2 = card_phrase(p)
            p.need("from", "among", "them", "into", "your", "hand", ".", "put", "the", "rest", "into", "your",
                   "graveyard")
            e.update({"take_each": [{"filter": filt, "what": what}, {"filter": filt2, "what": what2}],
                      "optional": True, "rest": "graveyard"})
            return [e]
        p.need("from", "among", "them", "into", "your", "hand", ".", "put", "the", "rest", "into", "your",
               "graveyard")
        e.update({"take": 1, "optional": True, "rest": "graveyard"})
        if filt:
            e["filter"] = filt
        if what != "a card":
            e["what"] = what
        return [e]
    p.need("put", "all")
    kind, filt = _cards_of_type(p)
    p.need("revealed", "this", "way", "into", "your", "hand", "and", "the", "rest", "on", "the", "bottom", "of",
           "your", "library", "in", "any", "order")
    e.update({"take": "all", "filter": filt, "what": kind})
    return [e]


def reveal_top_land(p: Parser) -> list[Effect]:
    """``[defending player] reveal(s) the top card of (your|their) library. if it's a land card, [that
    player puts it into their hand | put it onto the battlefield tapped]. [otherwise, draw a card]``
    (Goblin Guide, Thrasios; CR 701.20a)."""
    if p.at("defending", "player", "reveals") and p.ctx.trigger == "attacks":
        p.i += 3
        who, whose = "trigger_player", "their"  # the attack trigger's player is the defending player (CR 506.2)
    else:
        p.need("reveal")
        who, whose = "you", "your"
    p.need("the", "top", "card", "of", whose, "library", ".", "if", "it's", "a", "land", "card", ",")
    e: Effect = {"do": "reveal_top_land", "who": who}
    if whose == "their":
        p.need("that", "player", "puts", "it", "into", "their", "hand")
        e["to"] = "hand"
        return [e]
    if p.eat("put", "it", "into", "your", "hand"):
        e["to"] = "hand"
    else:
        p.need("put", "it", "onto", "the", "battlefield")
        e["to"] = "battlefield"
        if p.eat("tapped"):
            e["tapped"] = True
    if p.eat(".", "otherwise", ",", "draw", "a", "card"):
        e["otherwise"] = [{"do": "draw", "amount": 1, "who": "you"}]
    return [e]


_COLOR_WORDS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


def _x_is(p: Parser) -> dict[str, Any]:
    """``your devotion to blue`` (CR 700.5) / ``the number of COUNT``: what X counts as the effect happens."""
    if p.eat("your", "devotion", "to"):
        color = _COLOR_WORDS.get(p.peek())
        if color is None:
            raise p.fail("devotion to what?")
        p.i += 1
        return {"count": "devotion", "colors": [color]}
    return amounts.the_number_of(p)


def look_top_x(p: Parser) -> list[Effect]:
    """``look at the top x cards of your library, where x is COUNT.`` followed by ``put up to one of
    them on top of your library and the rest on the bottom of your library in a random order[. if x is
    greater than or equal to the number of cards in your library, you win the game]`` (Thassa's Oracle)
    or ``put one of those cards into your hand. if this spell was kicked, put two of those cards into
    your hand instead. put the rest on the bottom of your library in a random order`` (Consult the
    Star Charts, CR 702.33d)."""
    p.need("look", "at", "the", "top", "x", "cards", "of", "your", "library", ",", "where", "x", "is")
    x = _x_is(p)
    p.need(".")
    if p.eat("put", "up", "to", "one", "of", "them", "on", "top", "of", "your", "library", "and", "the", "rest", "on",
             "the", "bottom", "of", "your", "library", "in", "a", "random", "order"):
        out: list[Effect] = [{"do": "look_keep_top", "amount": x}]
        if p.eat(".", "if", "x", "is", "greater", "than", "or", "equal", "to", "the", "number", "of", "cards", "in",
                 "your", "library", ",", "you", "win", "the", "game"):
            out.append({"do": "win_if_library_at_most", "amount": x})  # CR 104.2b
        return out
    p.need("put", "one", "of", "those", "cards", "into", "your", "hand", ".", "if", "~", "was", "kicked", ",", "put",
           "two", "of", "those", "cards", "into", "your", "hand", "instead", ".", "put", "the", "rest", "on", "the",
           "bottom", "of", "your", "library", "in", "a", "random", "order")
    one: Effect = {"do": "dig", "amount": x, "take": 1, "rest_order": "random"}
    return [{"do": "if_kicked", "effects": [{**one, "take": 2}], "otherwise": [one]}]


def counterbalance(p: Parser) -> list[Effect]:
    """``you may reveal the top card of your library. if you do, counter that spell if it has the same
    mana value as the revealed card`` in "Whenever an opponent casts a spell" (Counterbalance, CR 701.20a)."""
    if p.ctx.trigger != "cast_spell_opponent":
        raise p.fail("'that spell' of another trigger")
    start = p.i
    p.need("you", "may", "reveal", "the", "top", "card", "of", "your", "library")
    text = " ".join(p.t[start:p.i])
    p.need(".", "if", "you", "do", ",", "counter", "that", "spell", "if", "it", "has", "the", "same", "mana", "value",
           "as", "the", "revealed", "card")
    return [{"do": "may", "effects": [{"do": "counter_if_top_mv"}], "text": text}]


def reveal_top_draw(p: Parser) -> list[Effect]:
    """``reveal the top card of your library. draw cards equal to that card's mana value`` (Interpret
    the Signs, CR 701.20a)."""
    p.need("reveal", "the", "top", "card", "of", "your", "library", ".", "draw", "cards", "equal", "to", "that",
           "card's", "mana", "value")
    return [{"do": "reveal_top_draw_mv"}]


def target_player_searches(p: Parser) -> list[Effect]:
    """``target player searches their library for CARD, puts it onto the battlefield [tapped], then
    shuffles`` (Fertilid): that player searches and chooses (CR 701.23a)."""
    if not p.at("target", ("player", "opponent")):
        raise p.fail("expected target player")
    who = p.target()
    p.need("searches", "their", "library", "for")
    what, filt = card_phrase(p)
    if not filt or set(filt) - {"types", "types_any", "subtypes_any", "basic"}:
        raise p.fail("a search filter the engine does not read")  # (effect_params.card_filter)
    p.need(",", "puts", "it", "onto", "the", "battlefield")
    e: Effect = {"do": "search", "who": who, "filter": filt, "what": what, "to": "battlefield"}
    if p.eat("tapped"):
        e["tapped"] = True
    p.need(",", "then", "shuffles")
    return [e]


_CARD_TYPE_WORDS = {"instant": "Instant", "sorcery": "Sorcery", "creature": "Creature", "artifact": "Artifact",
                    "enchantment": "Enchantment", "land": "Land", "planeswalker": "Planeswalker"}


def _graveyard_has_each(p: Parser) -> dict[str, Any]:
    """``there is an instant card and a sorcery card in your graveyard``: each type there (CR 404)."""
    p.need("there", "is")
    parts: list[dict[str, Any]] = []
    while True:
        p.need(("a", "an"))
        kind = _CARD_TYPE_WORDS.get(p.peek())
        if kind is None:
            raise p.fail("a card type")
        p.i += 1
        p.need("card")
        parts.append({"at_least": 1, "of": {"count": "cards", "zone": "graveyard", "whose": "you",
                                            "types_any": [kind]}})
        if not p.eat("and"):
            break
    p.need("in", "your", "graveyard")
    if len(parts) < 2:
        raise p.fail("one card type: not this reader's")
    return {"all": parts}


def look_take_instead(p: Parser) -> list[Effect]:
    """``look at the top N cards of your library. put one of them into your hand and the rest on the
    bottom of your library in any order. if CONDITION, instead put two of them into your hand and the
    rest on the bottom of your library in any order`` (Flow State): the condition is looked at as the
    spell resolves (CR 608.2c)."""
    p.need("look", "at", "the", "top")
    n = int(p.number(allow_x=False))
    rest = ("the", "rest", "on", "the", "bottom", "of", "your", "library", "in", "any", "order")
    p.need("cards", "of", "your", "library", ".", "put")
    take = int(p.number(allow_x=False))
    p.need("of", "them", "into", "your", "hand", "and", *rest, ".", "if")
    cond = _graveyard_has_each(p)
    p.need(",", "instead", "put")
    more = int(p.number(allow_x=False))
    p.need("of", "them", "into", "your", "hand", "and", *rest)
    if not take < more < n:
        raise p.fail("takes every card")
    base: Effect = {"do": "dig", "amount": n, "take": take, "rest_order": "any"}
    return [{"do": "if_condition", "if": cond, "effects": [{**base, "take": more}], "otherwise": [base]}]


def put_self_onto_battlefield(p: Parser) -> list[Effect]:
    """``put it onto the battlefield`` in "When this card is put into your graveyard from your
    library, you may put it onto the battlefield." (Narcomoeba; CR 603.10)."""
    if p.ctx.trigger != "milled_self":
        raise p.fail("'put it onto the battlefield' of another trigger")
    p.need("put", "it", "onto", "the", "battlefield")
    return [{"do": "put_self_onto_battlefield"}]


CLAUSES: tuple[Callable[[Parser], list[Effect]], ...] = (
    search_up_to, search_opponent_chooses, each_player_searches, reveal_top_cards, reveal_top_land, put_self_onto_battlefield,
    look_top_x, counterbalance, reveal_top_draw, target_player_searches, look_take_instead,
)
