"""Dredge (CR 702.52): "If you would draw a card, you may mill N cards instead. If you do, return
this card from your graveyard to your hand."

A replacement effect that asks (CR 614.1a, 121.6): each time a player would draw a card while a card
with dredge N is in their graveyard and their library has at least N cards (CR 702.52b), they choose
one such card to return (milling N) or draw.  Each card of a multi-card draw is asked about on its own
(CR 121.2, 121.6).  The static ability is ``dredge`` with ``n`` on the card (it functions only in the
graveyard, CR 113.6).

Draws go through :func:`draw_asking` where they may ask (the draw step, the ``draw`` and ``wheel``
effects); with no dredge card that could be used it is exactly ``operations.draw``.  A CHOOSE decision
(rule 702.52a) with ``dredge`` in its data: the card ids, and -1 "Draw a card".
"""

from __future__ import annotations

from typing import Any

from .. import features
from .. import operations as ops
from ..decisions import Choose, Flow, Kind, option_label
from ..errors import IllegalAnswer
from ..objects import Zone
from ..state import GameState


def dredge_n(game: GameState, oid: int) -> int:
    """The N of the card's dredge (0 for none)."""
    for ab in game.objects[oid].card.abilities:
        if ab.kind == "static" and ab.static == "dredge":
            return int(ab.params.get("n", 0))
    return 0


def dredge_options(game: GameState, player: int) -> list[int]:
    """The cards in ``player``'s graveyard whose dredge they may use now (CR 702.52b: enough cards
    in the library)."""
    p = game.players[player]
    lib = len(p.library)
    return [c for c in p.graveyard if 0 < dredge_n(game, c) <= lib]


def may_dredge(game: GameState, players: Any) -> bool:
    """Whether any of ``players`` could replace a draw now (a quick test before asking; none can
    in a game with no card that has dredge, ``features.DREDGE``)."""
    if not game._features & features.DREDGE:
        return False
    return any(dredge_options(game, pi) for pi in players)


def draw_asking(game: GameState, player: int, n: int = 1, *, turn_draw: bool = False) -> Flow:
    """``player`` draws ``n`` cards, each of which they may replace with a dredge (CR 702.52a)."""
    for i in range(n):
        options = dredge_options(game, player)
        if not options:
            ops.draw(game, player, n - i, turn_draw=turn_draw and i == 0)
            return
        ans = yield _decision(game, player, options)
        if ans.choice == -1:
            ops.draw(game, player, 1, turn_draw=turn_draw and i == 0)
            continue
        k = dredge_n(game, ans.choice)
        name = game.objects[ans.choice].name
        for _ in range(k):
            lib = game.players[player].library
            if lib:
                ops.move(game, lib[0], Zone.GRAVEYARD, rule="701.17a", why="milled")
        ops.log(game, "dredge", "702.52a", "{player} dredges {card}: mills {n} card(s) instead of drawing.",
                player=game.players[player].name, card=name, n=k)
        if ans.choice in game.objects and game.objects[ans.choice].zone is Zone.GRAVEYARD:
            ops.move(game, ans.choice, Zone.HAND, rule="702.52a", reason="returned_to_hand_by", source=name)


def draws_asking(game: GameState, players: Any, n: int) -> Flow:
    """Each of ``players`` draws ``n`` cards, in order, each card perhaps dredged (CR 121.2, 702.52a)."""
    for pi in players:
        yield from draw_asking(game, pi, n)


def draw_counts_asking(game: GameState, counts: dict[int, int]) -> Flow:
    """Each player draws their own number of cards (a wheel), each card perhaps dredged."""
    for pi, k in counts.items():
        if k:
            yield from draw_asking(game, pi, k)


def _decision(game: GameState, player: int, options: list[int]) -> Any:
    def validate(a: Any) -> None:
        ops._expect(a, Choose, "702.52a")
        if a.choice != -1 and a.choice not in options:
            raise IllegalAnswer("702.52b", "{card} can't be dredged now (a card with dredge N in your graveyard, "
                                "N cards in your library)", (a.choice,),
                                card=ops.describe(game, a.choice) if a.choice in game.objects else str(a.choice))

    return ops._decision(game, Kind.CHOOSE, player, "You would draw a card: dredge instead?", "702.52a",
                         {"options": [*options, -1], "labels": {-1: option_label("Draw a card")}, "dredge": True},
                         validate, lambda: [Choose(c) for c in [*options, -1]])
