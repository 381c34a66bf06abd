"""A colour chosen as a land enters (engine.land_entering), compiled from the Oracle text of the
Thriving lands and the "one mana of the chosen color" lands (CR 614.12, 106.1, 400.7)."""

from __future__ import annotations

import pytest

from mtgtable.engine import IllegalAnswer, Kind, Zone
from mtgtable.oracle import compile_card

from .corpus import named, record, table


def _pool(s: object) -> list[str]:
    return list(s.game.players[0].pool.units())  # type: ignore[attr-defined]


@pytest.mark.parametrize("name", ["Thriving Heath", "Thriving Bluff", "Thriving Grove", "Thriving Isle",
                                  "Thriving Moor"])
def test_cr_614_12_the_thriving_lands_compile_in_full(name: str) -> None:
    assert compile_card(record(name)).status == "automated"


def test_cr_614_12_thriving_heath_enters_tapped_with_a_colour_other_than_white_chosen() -> None:
    s = table([], hand=["Thriving Heath"])
    g = s.game
    s.answer("land h0")
    d = g.pending
    assert d.kind is Kind.CHOOSE and d.rule == "614.12"
    assert [o.choice for o in d.options()] == [1, 2, 3, 4]  # blue, black, red, green: not white
    with pytest.raises(IllegalAnswer):
        s.answer("choose 0")
    s.answer("choose 3")  # red
    land = named(g, "Thriving Heath")[0]
    assert g.objects[land].tapped  # CR 614.1c
    g.objects[land].tapped = False
    with pytest.raises(IllegalAnswer):
        s.answer(f"activate {land} 0 color=G")
    s.answer(f"activate {land} 0 color=R")
    assert _pool(s) == ["R"]
    g.objects[land].tapped = False
    s.answer(f"activate {land} 0 color=W")
    assert sorted(_pool(s)) == ["R", "W"]


def test_cr_400_7_the_chosen_colour_is_forgotten_when_the_land_leaves() -> None:
    s = table([], hand=["Thriving Heath"])
    g = s.game
    s.answer("land h0")
    s.answer("choose 1")
    land = named(g, "Thriving Heath")[0]
    g.move(land, Zone.HAND)
    card = g.objects[g.players[0].hand[-1]].card
    assert card is g.db["Thriving Heath"] and not g.state.printed


def test_cr_106_1_without_a_chosen_colour_it_makes_only_its_own_colour() -> None:
    s = table([], battlefield=[{"card": "Thriving Heath", "alias": "t"}])
    with pytest.raises(IllegalAnswer):
        s.answer("activate t 0 color=U")
    s.answer("activate t 0 color=W")
    assert _pool(s) == ["W"]


def test_cr_614_12_the_pilot_chooses_the_colour_its_hand_needs() -> None:
    from mtgtable.goldfish.pilot import HeuristicPilot
    s = table([], hand=["Thriving Heath", "Lightning Bolt"])
    g = s.game
    s.answer("land h0")
    ans = HeuristicPilot(0).choose(g, g.pending)
    assert str(ans) == "choose 3"  # red, for the Bolt


def test_cr_614_1c_starting_town_compiles_in_full() -> None:
    assert compile_card(record("Starting Town")).status == "automated"


@pytest.mark.parametrize("taken,active,tapped", [([3, 2], 0, False), ([4, 3], 0, True), ([2, 3], 1, True)])
def test_cr_614_1c_starting_town_enters_untapped_on_your_first_three_turns(taken: list[int], active: int,
                                                                          tapped: bool) -> None:
    s = table([], hand=["Starting Town"])
    g = s.game
    g.state.turns_taken = list(taken)
    g.state.turn = sum(taken)
    g.state.active = active  # (on another player's turn it is not "your" turn)
    if active == 0:
        s.answer("land h0")
    else:
        g.move(s.id("h0"), Zone.BATTLEFIELD)
    assert g.objects[named(g, "Starting Town")[0]].tapped is tapped


def test_cr_614_1c_starting_town_in_a_game_set_up_mid_way_enters_tapped() -> None:
    s = table([], hand=["Starting Town"])  # turn 3, with no turns counted: unknown, so tapped (fail closed)
    s.answer("land h0")
    assert s.game.objects[named(s.game, "Starting Town")[0]].tapped


def test_cr_500_1_each_players_turns_are_counted() -> None:
    from mtgtable.engine import Game, GameConfig
    from mtgtable.engine.agents import RandomAgent, run_until
    deck = ("Forest",) * 20 + ("Grizzly Bears",) * 20
    game = Game.new(GameConfig((deck, deck), seed=2))
    run_until(game, {0: RandomAgent(0), 1: RandomAgent(1)}, max_answers=200)
    assert game.turn >= 3 and sum(game.state.turns_taken) == game.turn
    assert abs(game.state.turns_taken[0] - game.state.turns_taken[1]) <= 1


@pytest.mark.parametrize("reveal,control,tapped", [(True, False, False), (False, True, False), (False, False, True)])
def test_cr_614_12_temple_of_the_dragon_queen_reveals_or_counts_a_dragon(reveal: bool, control: bool,
                                                                        tapped: bool) -> None:
    s = table([], hand=["Temple of the Dragon Queen", "Shivan Dragon"],
              battlefield=["Shivan Dragon"] if control else [])
    g = s.game
    s.answer("land h0")
    s.answer("choose 0")  # white
    d = g.pending
    assert d.kind is Kind.CHOOSE and d.data.get("reveal")
    s.answer(f"choose {s.id('h1')}" if reveal else "choose -1")
    t = named(g, "Temple of the Dragon Queen")[0]
    assert g.objects[t].tapped is tapped
    g.objects[t].tapped = False
    s.answer(f"activate {t} 0 color=W")
    assert _pool(s) == ["W"]


def test_cr_614_12_temple_of_the_dragon_queen_compiles_in_full() -> None:
    assert compile_card(record("Temple of the Dragon Queen")).status == "automated"


@pytest.mark.parametrize("pay,tapped", [(1, False), (0, True)])
def test_cr_305_7_multiversal_passage_is_the_chosen_basic_land_type(pay: int, tapped: bool) -> None:
    assert compile_card(record("Multiversal Passage")).status == "automated"
    s = table([], hand=["Multiversal Passage"])
    g = s.game
    s.answer("land h0")
    d = g.pending
    assert d.kind is Kind.CHOOSE and d.rule == "614.12" and d.data.get("land_type")
    s.answer("choose 4")  # Forest
    s.answer(f"choose {pay}")  # pay 2 life, or it enters tapped
    p = named(g, "Multiversal Passage")[0]
    assert g.objects[p].tapped is tapped and g.players[0].life == (18 if pay else 20)
    assert g.objects[p].card.subtypes == ("Forest",)  # a Forest for "control a Forest" (CR 305.7)
    g.objects[p].tapped = False
    s.answer(f"activate {p} 0")
    assert _pool(s) == ["G"]  # its intrinsic {T}: Add {G} (CR 305.6)
