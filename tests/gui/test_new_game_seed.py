"""CR 103.2: each game starts with a random shuffle; the seed is saved so the game replays."""

from __future__ import annotations

import json

from mtgtable.engine import default_card_db
from mtgtable.engine.files.replay import load_game
from mtgtable.gui.dialogs.new_game_dialog import NewGameDialog


def _hand(game) -> list[str]:  # type: ignore[no-untyped-def]
    return [game.objects[o].name for o in game.players[0].hand]


def test_cr_103_2_each_new_game_is_shuffled_afresh_and_saved_with_its_seed(qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    from mtgtable.engine import Game
    db = default_card_db()
    dialog = NewGameDialog(db)
    qtbot.addWidget(dialog)
    assert dialog.seed.value() == -1 and dialog.seed.text() == "Random"  # no seed unless one is given
    seeds = {dialog.config.seed for _ in range(6)}
    assert len(seeds) == 6, "every new game draws a new seed"
    games = [Game.new(dialog.config, db) for _ in range(4)]
    assert len({tuple(_hand(g)) for g in games}) > 1, "the same seven cards came every game"
    # the seed drawn is in the save: loading replays the same shuffle
    config = dialog.config
    game = Game.new(config, db)
    path = tmp_path / "g.json"
    from mtgtable.engine.files.replay import save_game
    save_game(game, path)
    assert json.loads(path.read_text())["setup"]["config"]["seed"] == config.seed
    assert _hand(load_game(path)) == _hand(game)


def test_a_given_seed_is_used(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = NewGameDialog(default_card_db())
    qtbot.addWidget(dialog)
    dialog.seed.setValue(1234)
    assert {dialog.config.seed for _ in range(3)} == {1234}
