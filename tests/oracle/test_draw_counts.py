"""Faerie Mastermind's "Whenever an opponent draws their second card each turn, you draw a card"
(CR 121.2: each card drawn is a draw; the count is the turn's), compiled and played."""

from __future__ import annotations

from mtgtable.engine import operations as ops
from mtgtable.oracle import compile_card

from .corpus import record, settle, table


def test_cr_121_2_faerie_mastermind_draws_once_on_an_opponents_second_card_of_the_turn() -> None:
    assert compile_card(record("Faerie Mastermind")).status == "automated"
    s = table([], battlefield=["Faerie Mastermind"], library=["Island"] * 10)
    g = s.game
    mine = len(g.players[0].hand)
    ops.draw(g.state, 1)
    settle(s)
    assert len(g.players[0].hand) == mine, "their first card: nothing"
    ops.draw(g.state, 1)
    settle(s)
    assert len(g.players[0].hand) == mine + 1, "their second card"
    ops.draw(g.state, 1, 2)
    settle(s)
    assert len(g.players[0].hand) == mine + 1, "the third and fourth: nothing"
    ops.draw(g.state, 0, 2)
    settle(s)
    assert len(g.players[0].hand) == mine + 3, "its controller's own draws never trigger it"


def test_cr_121_2_two_cards_drawn_at_once_from_none_count_as_the_second_card_once() -> None:
    s = table([], battlefield=["Faerie Mastermind"], library=["Island"] * 10)
    g = s.game
    mine = len(g.players[0].hand)
    ops.draw(g.state, 1, 2)
    settle(s)
    assert len(g.players[0].hand) == mine + 1
    ops.begin_turn(g.state, 1)
    assert g.players[1].drawn_this_turn == 0, "a new turn counts again"
