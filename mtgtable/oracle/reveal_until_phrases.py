"""Revealing from the top of a library until a card of a kind (CR 701.20a), the grammar of
``engine/families/reveal_until.py``:

* ``reveal cards from the top of your library until you reveal CARD. put that card into your hand |
  onto the battlefield [tapped] and REST``, REST one of "the rest on the bottom of your library in a
  random order", "the rest into your graveyard", "exile all other cards revealed this way", "put all
  other cards revealed this way into your graveyard" (Ajani Valiant Protector, Clifftop Lookout,
  Foster, Demonic Consultation); CARD a description of ``library_phrases.card_phrase`` or, after
  "choose a card name" in the same line, "a card with the chosen name";
* ``choose a [nonland] card name``: the name (``name_card``, CR 201.3), read only when the line goes
  on to "the chosen name";
* ``exile the top N cards of your library`` (``exile_top``, CR 406.3);
* Tainted Pact's whole process (``exile_until_taken``).
"""

from __future__ import annotations

from typing import Any

from .grammar import NUMBERS, Parser
from .library_phrases import card_phrase

Effect = dict[str, Any]

_CHOSEN = ("a", "card", "with", "the", "chosen", "name")


def choose_card_name(p: Parser) -> list[Effect]:
    """``choose a [nonland] card name`` before "... the chosen name"."""
    p.need("choose", "a")
    which = "nonland" if p.eat("nonland") else "any"
    p.need("card", "name")
    rest = p.t[p.i:]
    if not any(tuple(rest[i:i + 3]) == ("the", "chosen", "name") for i in range(len(rest))):
        raise p.fail("a name no later words use")
    return [{"do": "name_card", "filter": which, "own_library": True}]


def exile_until_taken(p: Parser) -> list[Effect]:
    """``exile the top card of your library. you may put that card into your hand unless it has the same
    name as another card exiled this way. repeat this process until you put a card into your hand or you
    exile two cards with the same name, whichever comes first`` (Tainted Pact, CR 608.2c-d)."""
    p.need("exile", "the", "top", "card", "of", "your", "library", ".", "you", "may", "put", "that", "card", "into",
           "your", "hand", "unless", "it", "has", "the", "same", "name", "as", "another", "card", "exiled", "this",
           "way", ".", "repeat", "this", "process", "until", "you", "put", "a", "card", "into", "your", "hand", "or",
           "you", "exile", "two", "cards", "with", "the", "same", "name", ",", "whichever", "comes", "first")
    return [{"do": "exile_until_taken"}]


def exile_top(p: Parser) -> list[Effect]:
    """``exile the top card of your library`` / ``exile the top six cards of your library``."""
    p.need("exile", "the", "top")
    if p.eat("card"):
        n = 1
    else:
        word = p.peek()
        if word not in NUMBERS or NUMBERS[word] < 2:
            raise p.fail("how many cards?")
        p.i += 1
        n = NUMBERS[word]
        p.need("cards")
    p.need("of", "your", "library")
    if not p.at((".", ",")):
        raise p.fail("exiled how?")
    return [{"do": "exile_top", "amount": n}]


def reveal_until(p: Parser) -> list[Effect]:
    """``reveal cards from the top of your library until you reveal CARD. put that card ... and REST``."""
    p.need("reveal", "cards", "from", "the", "top", "of", "your", "library", "until", "you", "reveal")
    if p.at(*_CHOSEN):
        before = p.t[:p.i]
        if not any(tuple(before[i:i + 2]) == ("card", "name") for i in range(len(before))):
            raise p.fail("which chosen name?")
        p.i += len(_CHOSEN)
        what, filt = "a card with the chosen name", {"named": True}
    else:
        what, filt = card_phrase(p)
    p.need(".", "put", "that", "card")
    e: Effect = {"do": "reveal_until", "filter": filt, "what": what}
    if p.eat("into", "your", "hand"):
        e["to"] = "hand"
    else:
        p.need("onto", "the", "battlefield")
        e["to"] = "battlefield"
        if p.eat("tapped"):
            e["tapped"] = True
    p.need("and")
    if p.eat("the", "rest", "on", "the", "bottom", "of", "your", "library", "in", "a", "random", "order"):
        e["rest"] = "bottom"
    elif p.eat("the", "rest", "into", "your", "graveyard") or \
            p.eat("put", "all", "other", "cards", "revealed", "this", "way", "into", "your", "graveyard"):
        e["rest"] = "graveyard"
    elif p.eat("exile", "all", "other", "cards", "revealed", "this", "way"):
        e["rest"] = "exile"
    else:
        raise p.fail("where the other cards go")
    return [e]


CLAUSES = (choose_card_name, exile_until_taken, exile_top, reveal_until)
