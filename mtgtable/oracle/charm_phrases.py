"""Phrases first met as the modes of charms and commands (CR 700.2), read into the effects of
``engine/families/mode_effects.py``:

* ``add {R} for each card in target opponent's hand`` (Jeska's Will; CR 106.3, 608.2h) ->
  ``add_mana_per_card``;
* ``destroy target creature and you lose life equal to its toughness`` (Orzhov Charm; CR
  608.2h) -> ``destroy_lose_toughness``;
* ``return target creature you control and all auras you control attached to it to their
  owner's hand`` (Orzhov Charm; CR 608.2c) -> ``bounce_with_auras``;
* ``you lose the game`` (Demonic Pact; CR 104.3a) -> ``lose_game`` (``engine/families/zone_effects.py``).

Each reader reads its one fixed wording whole or raises :class:`~.grammar.NoParse` (nothing
else is guessed), so any other wording stays by hand.  They are tried before the plain readers
of ``effect_phrases`` (which would read "destroy target creature" and stop at "and you lose").
"""

from __future__ import annotations

from typing import Any

from .grammar import Parser

Effect = dict[str, Any]

_ONE_MANA = ("{W}", "{U}", "{B}", "{R}", "{G}", "{C}")


def mana_per_hand_card(p: Parser) -> list[Effect]:
    """``add {R} for each card in target opponent's hand`` (one mana symbol, a targeted player)."""
    p.need("add")
    sym = p.peek()
    if sym.upper() not in _ONE_MANA:
        raise p.fail("one mana symbol")
    p.i += 1
    p.need("for", "each", "card", "in")
    if not p.at("target", ("player's", "opponent's"), "hand"):
        raise p.fail("whose hand?")
    p.i += 1
    spec = "player" if p.peek() == "player's" else "opponent"
    p.i += 2
    p.ctx.targets.append(spec)
    who = len(p.ctx.targets) - 1
    p.ctx.last_who = who
    return [{"do": "add_mana_per_card", "mana": sym.upper()[1], "who": who}]


def destroy_lose_toughness(p: Parser) -> list[Effect]:
    """``destroy target creature and you lose life equal to its toughness``."""
    p.need("destroy")
    if not p.at("target", "creature", "and"):
        raise p.fail("target creature")
    target = p.target()
    p.need("and", "you", "lose", "life", "equal", "to", "its", "toughness")
    return [{"do": "destroy_lose_toughness", "target": target}]


def bounce_with_auras(p: Parser) -> list[Effect]:
    """``return target creature you control and all auras you control attached to it to their
    owner's hand``."""
    p.need("return")
    if not p.at("target", "creature", "you", "control", "and"):
        raise p.fail("target creature you control")
    target = p.target()
    p.need("and", "all", "auras", "you", "control", "attached", "to", "it", "to", "their", "owner's", "hand")
    return [{"do": "bounce_with_auras", "target": target}]


def you_lose_the_game(p: Parser) -> list[Effect]:
    """``you lose the game`` (Demonic Pact's last mode; CR 104.3a) -> ``lose_game``."""
    p.need("you", "lose", "the", "game")
    return [{"do": "lose_game", "who": "you"}]


CLAUSES = (mana_per_hand_card, destroy_lose_toughness, bounce_with_auras, you_lose_the_game)
