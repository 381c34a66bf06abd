"""CR 103: starting the game — who plays first, shuffling, hands, mulligans."""

from __future__ import annotations

import pytest

from mtgtable.engine import Game, GameConfig, IllegalAnswer, Kind

DECK = tuple(f"{n}" for n in ["Forest"] * 20 + ["Grizzly Bears"] * 20)


def test_cr_103_1_random_starting_player_depends_only_on_seed() -> None:
    firsts = {Game.new(GameConfig((DECK, DECK), seed=s)).first_turn_player for s in range(20)}
    assert firsts == {0, 1}
    assert Game.new(GameConfig((DECK, DECK), seed=5)).first_turn_player == \
        Game.new(GameConfig((DECK, DECK), seed=5)).first_turn_player


def test_cr_103_1_chosen_starting_player_is_a_decision() -> None:
    g = Game.new(GameConfig((DECK, DECK), seed=1, starting_player="choose"))
    d = g.pending
    assert d.kind is Kind.CHOOSE_STARTING_PLAYER
    g.answer(f"start p{1 - d.player}")
    assert g.first_turn_player == 1 - d.player


def test_cr_103_3_and_103_4_twenty_life_and_seven_cards() -> None:
    g = Game.new(GameConfig((DECK, DECK), seed=1, starting_player=0))
    assert [p.life for p in g.players] == [20, 20]
    assert [len(p.hand) for p in g.players] == [7, 7]
    assert g.pending.kind is Kind.MULLIGAN and g.pending.player == 0  # starting player decides first


def test_cr_103_4_classic_mulligan_draws_one_fewer() -> None:
    g = Game.new(GameConfig((DECK, DECK), seed=1, starting_player=0, mulligan="classic"))
    g.answer("mulligan")
    g.answer("keep")  # the other player keeps; then mulligans happen together
    assert len(g.players[0].hand) == 6 and g.pending.player == 0
    g.answer("mulligan")
    assert len(g.players[0].hand) == 5
    g.answer("keep")
    assert g.pending.kind is Kind.PRIORITY
    assert len(g.players[0].hand) + len(g.players[0].library) == 40


def test_london_mulligan_draws_seven_then_bottoms() -> None:
    g = Game.new(GameConfig((DECK, DECK), seed=1, starting_player=0, mulligan="london"))
    g.answer("mulligan")
    g.answer("keep")
    assert len(g.players[0].hand) == 7
    g.answer("keep")
    d = g.pending
    assert d.kind is Kind.BOTTOM and d.data["count"] == 1
    with pytest.raises(IllegalAnswer):
        g.answer(f"bottom {g.players[0].hand[0]} {g.players[0].hand[1]}")
    card = g.players[0].hand[0]
    name = g.objects[card].name
    g.answer(f"bottom {card}")
    assert len(g.players[0].hand) == 6
    assert g.objects[g.players[0].library[-1]].name == name


def test_unknown_card_in_deck_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown card"):
        Game.new(GameConfig((("Forest", "Not A Card"), DECK)))
