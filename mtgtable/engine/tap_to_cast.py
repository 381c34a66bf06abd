"""Convoke and improvise: tapping your permanents to help pay for a spell (CR 702.51, 702.126).

After the total cost is determined and delve is chosen (CR 601.2f), a spell
with ``{"kind": "static", "static": "convoke"}`` lets its caster tap untapped
creatures they control: each pays {1} or one coloured mana symbol of one of
its colours (CR 702.51a); with ``"improvise"`` untapped artifacts each pay {1}
(CR 702.126a).  Summoning sickness doesn't matter: this isn't a {T} cost.  The
permanents are chosen one at a time (a ``Choose`` decision, like delve), and
are tapped when the costs are paid (CR 601.2h, ``casting_costs.pay_parts``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Generator

from . import characteristics as chars
from .mana import ManaCost

if TYPE_CHECKING:
    from .casting_costs import CastPlan
    from .decisions import Decision
    from .objects import GameObject
    from .state import GameState as Game

KINDS = ("convoke", "improvise")


def kind_of(card: Any) -> str | None:
    """``"convoke"``, ``"improvise"`` or ``None`` for a card definition."""
    for ab in card.abilities:
        if ab.kind == "static" and ab.static in KINDS:
            return str(ab.static)
    return None


def helpers(game: "Game", player: int, kind: str, taken: tuple[int, ...] = ()) -> list[int]:
    """The untapped permanents that may help: creatures (convoke) or artifacts (improvise) the player controls."""
    want = "Creature" if kind == "convoke" else "Artifact"
    return [c for c in game.battlefield if c not in taken and game.objects[c].controller == player
            and not game.objects[c].tapped and want in game.objects[c].card.types]


def _symbol_for(game: "Game", oid: int, symbols: list[tuple[str, ...]]) -> int | None:
    """The first coloured symbol a convoking creature's colours can pay (hybrid too; not {C} or {S})."""
    colors = chars.colors(game, oid)
    for i, sym in enumerate(symbols):
        if set(sym) & colors and not {"C", "S"} & set(sym):
            return i
    return None


def most_generic(game: "Game", player: int, card: Any, cost: ManaCost) -> ManaCost:
    """A cost lowered by what the helpers certainly can pay, for "can it be cast" (CR 117.3): only
    helpers that are no mana source themselves count (an under-estimate, so no cast is offered that
    can't be paid); each pays a coloured symbol of its colour if one is left (convoke), else {1}."""
    kind = kind_of(card)
    if kind is None:
        return cost
    from .casting_costs import _cost
    generic, symbols = cost.generic, list(cost.symbols)
    for c in helpers(game, player, kind):
        if chars._mana_source(game, game.objects[c].card) is not None:
            continue
        i = _symbol_for(game, c, symbols) if kind == "convoke" else None
        if i is not None:
            symbols.pop(i)
        elif generic > 0:
            generic -= 1
    return _cost(generic, tuple(symbols), cost.twobrid, cost.x_count)


def choose(game: "Game", player: int, o: "GameObject", cost: ManaCost,
           plan: "CastPlan") -> Generator["Decision", Any, ManaCost | None]:
    """Ask for the permanents to tap, one at a time, then "stop"; the cost left to pay in mana."""
    kind = kind_of(o.card)
    if kind is None:
        return cost
    from . import casting_costs as cc
    from .actions import can_afford
    generic, symbols = cost.generic, list(cost.symbols)
    taken: list[int] = []
    rule = "702.51a" if kind == "convoke" else "702.126a"
    while generic > 0 or (kind == "convoke" and symbols):
        able = [c for c in helpers(game, player, kind, tuple(taken))
                if generic > 0 or (kind == "convoke" and _symbol_for(game, c, symbols) is not None)]
        if not able:
            break
        left = cc._cost(generic, tuple(symbols), cost.twobrid, cost.x_count)
        must = not can_afford(game, player, left)
        if kind == "convoke":
            ans = yield from cc._choose_cards(game, player, "Convoke: tap a creature you control to pay {{1}} or one "
                                              "mana of its color of {cost} for {card}, or stop.", rule, able,
                                              not must, {kind: True}, card=o.name, cost=str(left))
        else:
            ans = yield from cc._choose_cards(game, player, "Improvise: tap an artifact you control to pay {{1}} of "
                                              "{cost} for {card}, or stop.", rule, able, not must, {kind: True},
                                              card=o.name, cost=str(left))
        if ans is None:
            return None
        if ans == -1:
            break
        taken.append(ans)
        i = _symbol_for(game, ans, symbols) if kind == "convoke" else None
        if i is not None:
            symbols.pop(i)
        else:
            generic -= 1
    plan.tapped_for_cost = tuple(taken)
    return cc._cost(generic, tuple(symbols), cost.twobrid, cost.x_count)
