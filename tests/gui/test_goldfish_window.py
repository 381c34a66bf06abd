"""G2: the window's goldfish is the command's: an empty opponent, the pilot on the play, the pilot's
own turns counted ("You won on your 5th turn!"), and the window says it is in goldfish mode."""

from __future__ import annotations

from mtgtable.engine import Game, default_card_db
from mtgtable.goldfish.pilot import HeuristicPilot
from mtgtable.goldfish.simulate import GOLDFISH_CARD
from mtgtable.gui.dialogs.new_game_dialog import NewGameDialog
from mtgtable.gui.goldfish_mode import GOLDFISH_DECK, nth, player_turns
from mtgtable.gui.session import Mode

from .conftest import DATA, open_window


def test_the_new_game_dialog_gives_the_goldfish_no_deck_and_the_pilot_the_play(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = NewGameDialog(default_card_db(), Mode.GOLDFISH)
    qtbot.addWidget(dialog)
    config = dialog.config
    assert config.decks[1] == GOLDFISH_DECK and set(config.decks[1]) == {GOLDFISH_CARD}
    assert config.starting_player == 0 and not dialog.deck_boxes[1].isEnabled()
    dialog.mode.setCurrentIndex(dialog.mode.findData(Mode.HOTSEAT))
    assert dialog.config.decks[1] != GOLDFISH_DECK and dialog.deck_boxes[1].isEnabled()


def test_the_banner_counts_the_pilots_own_turns(qtbot) -> None:  # type: ignore[no-untyped-def]
    win = open_window(qtbot, DATA / "whole_turn.toml", "goldfish")
    dialog = NewGameDialog(win.session.game.db, Mode.GOLDFISH, win)
    qtbot.addWidget(dialog)
    game = Game.new(dialog.config, win.session.game.db)
    pilot = HeuristicPilot(0)
    for _ in range(5000):
        if game.pending is None:
            break
        game.answer(pilot.choose(game, game.pending) if game.pending.player == 0 else
                    __import__("mtgtable.engine.agents", fromlist=["GoldfishAgent"]).GoldfishAgent().choose(
                        game, game.pending))
    assert game.outcome is not None and game.outcome.winner == 0
    mine = player_turns(game, 0)
    assert mine == (game.turn + 1) // 2 and mine < game.turn  # both players' turns are in game.turn
    win.session.set_game(game, Mode.GOLDFISH)
    win.refresh()
    assert win.banner.label.text() == f"You won on your {nth(mine, 'en')} turn!"
    assert "goldfish" in win.windowTitle()


def test_ordinals() -> None:
    assert [nth(n, "en") for n in (1, 2, 3, 4, 11, 12, 13, 21, 101)] == \
        ["1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "101st"]
