"""A played game is freed by reference counting alone: it leaves no reference cycles.

In the compiled build (mypyc) a nested function that is recursive, that another nested function
calls, or that is defined in a loop is kept in its environment, so the two refer to each other;
when such an environment holds the game's state, the whole game waits for the garbage collector,
which then has thousands of objects to trace and free (it was 5-10% of a compiled goldfish).  The
pure build makes no such cycles; CI runs this file on both builds (``.ci/test_mypyc``)."""

from __future__ import annotations

import gc
from pathlib import Path

import pytest

from mtgtable.decks import load_deck
from mtgtable.engine import default_card_db
from mtgtable.engine.agents import RandomAgent
from mtgtable.engine.driver import run
from mtgtable.engine import Game, GameConfig
from mtgtable.goldfish import play_game

DECKS = Path(__file__).resolve().parents[2] / "resources" / "decks"
DB = default_card_db()


def _unreachable_after(play: object) -> int:
    """How many objects only the garbage collector could free after ``play()`` ran."""
    gc.collect()
    enabled = gc.isenabled()
    gc.disable()
    try:
        play()  # type: ignore[operator]
        return gc.collect()
    finally:
        if enabled:
            gc.enable()


@pytest.mark.parametrize("name", ["blue_black_control", "golgari_trample_deathtouch", "red_burn"])
def test_goldfish_games_leave_no_cycles(name: str) -> None:
    # (these decks took the paths that made cycles: a payment's matching, a payment decision, cast triggers)
    deck = load_deck(DECKS / f"{name}.txt", known_names=DB.names()).deck.expanded()
    play_game(deck, 0, db=DB)  # (the first game loads what is loaded once)
    assert _unreachable_after(lambda: [play_game(deck, seed, db=DB) for seed in range(1, 6)]) == 0


def test_random_games_leave_no_cycles() -> None:
    deck = load_deck(DECKS / "boros_double_strike.txt", known_names=DB.names()).deck.expanded()

    def play() -> None:
        for seed in range(3):
            game = Game.new(GameConfig((tuple(deck), tuple(deck)), seed=seed), DB, keep_events=False)
            run(game, {0: RandomAgent(seed), 1: RandomAgent(seed + 100)}, max_answers=3000)

    play()
    assert _unreachable_after(play) == 0
