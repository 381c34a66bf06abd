"""Effect phrases about libraries and hands: scry N, surveil N, "look at the
top N cards of your library ...", "put two cards from your hand on top of
your library in any order", revealed-hand discards, random discards, and
putting a card on top of a library.

Each reader reads exactly one of the Oracle's fixed wordings (or raises
:class:`~.grammar.NoParse`, leaving the line by hand); the effects they make
are interpreted by ``engine/families/library_effects.py``.  A card description
("a nonland card", "an instant or sorcery card") is read only from
``library_effects.CARD_PHRASES``, so every one the compiler makes is one the
engine filters and the translation names.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any, Callable

from ..engine.families.library_effects import CARD_PHRASES
from .grammar import NoParse, Parser
from .lexer import tokens

Effect = dict[str, Any]


@lru_cache(maxsize=1)
def _phrases() -> tuple[tuple[tuple[str, ...], tuple[str, ...], str], ...]:
    """Each card description as (singular tokens, plural tokens without the article, phrase), longest first."""
    out = []
    for phrase in CARD_PHRASES:
        words = tuple(tokens(phrase, ""))
        plural = words[1:-1] + ("cards",)
        out.append((words, plural, phrase))
    return tuple(sorted(out, key=lambda x: -len(x[0])))


def card_phrase(p: Parser, plural: bool = False) -> tuple[str, dict[str, Any]]:
    """A card description: ``a noncreature, nonland card`` (or ``creature cards``)."""
    for singular, many, phrase in _phrases():
        words = many if plural else singular
        if p.at(*words):
            p.i += len(words)
            return phrase, dict(CARD_PHRASES[phrase])
    raise p.fail("a kind of card the engine does not filter")


def _bottom_order(p: Parser) -> str:
    if p.eat("in", "any", "order"):
        return "any"
    if p.eat("in", "a", "random", "order"):
        return "random"
    raise p.fail("expected in any order / in a random order")


def scry_surveil(p: Parser) -> list[Effect]:
    """``scry N`` (CR 701.22a), ``surveil N`` (CR 701.25a)."""
    verb = p.peek()
    if verb not in ("scry", "surveil"):
        raise p.fail("expected scry or surveil")
    p.i += 1
    n = p.number(allow_x=False)
    return [{"do": verb}] if n == 1 else [{"do": verb, "amount": n}]


def shuffle(p: Parser) -> list[Effect]:
    """``shuffle`` / ``shuffle your library`` (after "you may", Ponder), CR 701.24a."""
    p.need("shuffle")
    p.eat("your", "library")
    if not p.at("."):
        raise p.fail("shuffle what?")
    return [{"do": "shuffle"}]


def look_top(p: Parser) -> list[Effect]:
    """``look at the top N cards of your library, then put them back in any order``, or that
    sentence followed by what happens to the cards ("Put one of them into your hand and the
    rest on the bottom of your library in any order.", "You may reveal an instant or sorcery
    card from among them and put it into your hand. Put the rest ..."): CR 608.2d choices."""
    p.need("look", "at", "the", "top")
    n = int(p.number(allow_x=False))
    if n == 1:
        raise p.fail("the top card alone")
    p.need("cards", "of", "your", "library")
    if p.eat(",", "then", "put", "them", "back", "in", "any", "order"):
        return [{"do": "look_order", "amount": n}]
    p.need(".")
    e: Effect = {"do": "dig", "amount": n}
    if p.eat("you", "may", "reveal"):
        e["optional"] = True
        e["reveal"] = True
        if p.eat("any", "number", "of"):
            what, filt = card_phrase(p, plural=True)
            e["take"] = "any"
            p.need("from", "among", "them", "and", "put", "the", "revealed", "cards", "into", "your", "hand", ".")
        else:
            what, filt = card_phrase(p)
            p.need("from", "among", "them", "and", "put", "it", "into", "your", "hand", ".")
        p.eat("then")
        p.need("put", "the", "rest")
    else:
        p.need("put")
        take = int(p.number(allow_x=False))
        if take >= n:
            raise p.fail("takes every card")
        e["take"] = take
        what, filt = "a card", {}
        p.need("of", "them", "into", "your", "hand", "and")
        if p.eat("the", "other"):
            if n - take != 1:
                raise p.fail("'the other' of more than one card")
        else:
            p.need("the", "rest")
    if filt:
        e["filter"] = filt
    if what != "a card":
        e["what"] = what
    if p.eat("into", "your", "graveyard"):
        e["rest"] = "graveyard"
        return [e]
    p.need("on", "the", "bottom", "of", "your", "library")
    if e.get("optional") or n - int(e["take"]) > 1:
        e["rest_order"] = _bottom_order(p)  # more than one card goes to the bottom: the Oracle says how
    elif p.at("in"):
        e["rest_order"] = _bottom_order(p)
    return [e]


def put_from_hand(p: Parser) -> list[Effect]:
    """``put N cards from your hand on top of your library in any order`` (Brainstorm); ``target opponent
    puts a card from their hand on top of their library`` (Chittering Rats: that player chooses, CR 401)."""
    who: Any = "you"
    if p.at("target", ("player", "opponent")):
        who = p.subject_player()
        p.need("puts")
    else:
        p.need("put")
    whose = "your" if who == "you" else "their"
    n = int(p.number(allow_x=False))
    p.need(("card", "cards"), "from", whose, "hand", "on", "top", "of", whose, "library")
    if n > 1:
        p.need("in", "any", "order")
    e: Effect = {"do": "put_back", "amount": n}
    if who != "you":
        e["who"] = who
    return [e]


def put_on_library(p: Parser) -> list[Effect]:
    """``put ~ on top of its owner's library`` (Sensei's Divining Top), ``put target creature card
    from your graveyard on top of your library`` (CR 608.2)."""
    p.need("put")
    what = p.subject_object()
    spec = p.ctx.targets[what] if isinstance(what, int) else ""
    if p.eat("on", "top", "of"):
        where = "top"
    else:
        p.need("on", "the", "bottom", "of")
        where = "bottom"
    if spec.endswith("your_graveyard") and p.eat("your", "library"):
        pass
    elif what == "self" or spec:
        p.need("its", "owner's", "library")
    else:
        raise p.fail("put what on the library?")
    return [{"do": "to_library", "target": what, "where": where}]


def shuffle_graveyard(p: Parser) -> list[Effect]:
    """``target player shuffles their graveyard into their library``, ``shuffle your graveyard into
    your library`` (CR 701.24a)."""
    if p.eat("shuffle", "your", "graveyard", "into", "your", "library"):
        return [{"do": "shuffle_graveyard", "who": "you"}]
    if not p.at("target", ("player", "opponent")):
        raise p.fail("expected target player")
    who = p.target()
    p.need("shuffles", "their", "graveyard", "into", "their", "library")
    return [{"do": "shuffle_graveyard", "who": who}]


def reveal_hand(p: Parser) -> list[Effect]:
    """``target player reveals their hand. you choose CARD from it [with mana value N or less].
    that player discards that card`` (Thoughtseize, Duress, Inquisition: CR 701.20a, 701.9b); ``... and you
    choose CARD from it. exile that card`` in an enters trigger (Tidehollow Sculler, CR 607.2a)."""
    if not p.at("target", ("player", "opponent")):
        raise p.fail("expected target player")
    who = p.target()
    p.need("reveals", "their", "hand")
    linked = p.ctx.trigger == "etb" and p.eat("and", "you", "choose")
    if not linked:
        p.need(".", "you", "choose")
    what, filt = card_phrase(p)
    p.need("from", "it")
    if p.eat("with", "mana", "value"):
        filt["mv_at_most"] = p.number(allow_x=False)
        p.need("or", "less")
    e: Effect = {"do": "discard_choice", "who": who, "filter": filt}
    if linked:
        # "When this creature enters, target opponent reveals their hand and you choose a nonland card from
        # it. Exile that card." (Tidehollow Sculler): exiled by the permanent's ability, for its "return the
        # exiled card" ability (CR 607.2a); "until ~ leaves" (Kitesail Freebooter) is not read
        p.need(".", "exile", "that", "card")
        if p.at("until"):
            raise p.fail("an exile until it leaves")
        e["exile_linked"] = True
    else:
        p.need(".", "that", "player", "discards", "that", "card")
    if what != "a card":
        e["what"] = what
    return [e]


def look_hand(p: Parser) -> list[Effect]:
    """``look at target player's hand`` (Peek, Gitaxian Probe): CR 402.3."""
    p.need("look", "at")
    index = _target_players(p)
    p.need("hand")
    return [{"do": "look_hand", "who": index}]


def discard_at_random(p: Parser) -> list[Effect]:
    """``target player discards two cards at random`` (Hymn to Tourach), CR 701.9b."""
    m = p.mark()
    try:
        who: Any = p.subject_player()
    except NoParse:
        p.reset(m)
        if p.peek() != "discard":
            raise p.fail("expected a player") from None
        who = "you"
    p.need(("discard", "discards"))
    n = p.number(allow_x=False)
    p.need(("card", "cards"), "at", "random")
    p.ctx.last_who = who
    return [{"do": "discard_random", "amount": n, "who": who}]


def add_any_color(p: Parser) -> list[Effect]:
    """``add one mana of any color`` in an ability that is not a mana ability (it has a
    target, CR 605.1a: Deathrite Shaman): the colour is chosen as it resolves; ``add two mana in any
    combination of colors`` in a spell (Manamorphose, CR 106.1, 608.2d): a colour chosen for each mana."""
    m = p.mark()
    if p.eat("add"):
        try:
            n = p.number(allow_x=False)
        except Exception:
            n = 0
        if isinstance(n, int) and n > 1 and p.eat("mana", "in", "any", "combination", "of", "colors"):
            return [{"do": "add_mana_choice", "amount": n}]
    p.reset(m)
    p.need("add", "one", "mana", "of", "any", "color")
    return [{"do": "add_mana_choice"}]


def _life_for_mana_value(p: Parser) -> bool:
    """``. you lose life equal to its mana value`` (the card just moved), consumed if there."""
    m = p.mark()
    if p.eat(".", "you", "lose", "life", "equal", "to") and (p.eat("its", "mana", "value")
                                                            or p.eat("that", "card's", "mana", "value")):
        return True
    p.reset(m)
    return False


def each_reanimate(p: Parser) -> list[Effect]:
    """``each player puts a creature card from their graveyard onto the battlefield`` (Exhume): each
    chooses their own in APNAP order, then all enter at once (CR 101.4, 608.2c; engine.each_player_returns)."""
    p.need("each", "player", "puts", "a", "creature", "card", "from", "their", "graveyard", "onto", "the",
           "battlefield")
    return [{"do": "each_reanimate"}]


def reanimate(p: Parser) -> list[Effect]:
    """``return target creature card from your graveyard to the battlefield [tapped]`` /
    ``put target creature card from a graveyard onto the battlefield under your control``
    [``. You lose life equal to its mana value``] (Zombify, Reanimate; CR 110.2)."""
    verb = p.peek()
    if verb not in ("return", "put"):
        raise p.fail("expected return or put")
    p.i += 1
    what = p.subject_object()
    spec = p.ctx.targets[what].partition(":")[0] if isinstance(what, int) else ""
    from .modal_phrases import permanent_card_spec  # "target enchantment card ..." (engine.graveyard_specs)
    if not permanent_card_spec(spec):
        raise p.fail("a permanent card from a graveyard")
    if verb == "return":
        if not spec.endswith("_in_your_graveyard"):
            raise p.fail("returned under whose control?")
        p.need("to", "the", "battlefield")
    else:
        p.need("onto", "the", "battlefield")
        if not p.eat("under", "your", "control") and not spec.endswith("_in_your_graveyard"):
            raise p.fail("under whose control?")
    e: Effect = {"do": "reanimate", "target": what}
    if p.eat("tapped"):
        e["tapped"] = True
    if _life_for_mana_value(p):
        e["lose_life_mv"] = True
    return [e]


def reveal_top(p: Parser) -> list[Effect]:
    """``reveal the top card of your library and put that card into your hand``
    [``. You lose life equal to its mana value``] (Dark Confidant; CR 701.20a)."""
    p.need("reveal", "the", "top", "card", "of", "your", "library", "and", "put", "that", "card", "into", "your",
           "hand")
    e: Effect = {"do": "reveal_top"}
    if _life_for_mana_value(p):
        e["lose_life_mv"] = True
    return [e]


def discard_unless(p: Parser) -> list[Effect]:
    """``[then] [that player] discard(s) N cards unless they|you discard CARD`` (Compulsive
    Research, Thirst for Meaning): CR 701.9b."""
    p.eat("then")
    if p.at("that", "player") and p.ctx.last_who is not None:
        p.i += 2
        who: Any = p.ctx.last_who
        verb, pronoun = "discards", "they"
    else:
        who, verb, pronoun = "you", "discard", "you"
    p.need(verb)
    n = int(p.number(allow_x=False))
    p.need(("card", "cards"), "unless", pronoun, "discard")
    what, filt = card_phrase(p)
    e: Effect = {"do": "discard_unless", "amount": n, "who": who, "filter": filt}
    if what != "a card":
        e["what"] = what
    return [e]


def _target_players(p: Parser) -> int:
    """``target player's`` / ``target opponent's``: a player target, its index."""
    p.need("target")
    word = p.peek()
    if word not in ("player's", "opponent's"):
        raise p.fail("expected target player's")
    p.i += 1
    p.ctx.targets.append(word[:-2])
    index = len(p.ctx.targets) - 1
    p.ctx.last_who = index
    return index


def exile_graveyard(p: Parser) -> list[Effect]:
    """``exile target player's graveyard`` (Bojuka Bog, Tormod's Crypt)."""
    p.need("exile")
    who = _target_players(p)
    p.need("graveyard")
    return [{"do": "exile_graveyard", "who": who}]


def put_from_hand_onto_battlefield(p: Parser) -> list[Effect]:
    """``put CARD from your hand onto the battlefield`` (after "you may": Stoneforge Mystic)."""
    p.need("put")
    what, filt = card_phrase(p)
    p.need("from", "your", "hand", "onto", "the", "battlefield")
    e: Effect = {"do": "put_from_hand", "filter": filt}
    if what != "a card":
        e["what"] = what
    return [e]


CLAUSES: tuple[Callable[[Parser], list[Effect]], ...] = (
    shuffle_graveyard, exile_graveyard, put_from_hand_onto_battlefield, discard_unless, reanimate, each_reanimate, reveal_top, add_any_color, scry_surveil, shuffle, look_top, put_from_hand, put_on_library, reveal_hand, look_hand, discard_at_random,
)


_COST_SYMBOL = re.compile(r"^\{(?:\d+|[WUBRGC]|[WUBRG]/[WUBRGP]|2/[WUBRG])\}$")


def mana_costs(p: Parser) -> list[str]:
    """``{0} or {1}`` after "with mana cost": whole printed mana costs (CR 202.1), each one or more
    mana symbols; {X} is not read (a card with {X} has that symbol, not a number, CR 107.3)."""
    costs: list[str] = []
    while True:
        symbols: list[str] = []
        while _COST_SYMBOL.match(p.peek()):
            symbols.append(p.peek())
            p.i += 1
        if not symbols:
            raise p.fail("expected a mana cost")
        costs.append("".join(symbols))
        if not p.eat("or"):
            return costs
