"""The "Undo to" list in words: turn, step, player and card names, never raw answers; a cast
and its targets are one line; hidden cards stay unnamed; undo and the log's "Undo to before this"
go exactly there; a loaded game's log opens at its end."""

from __future__ import annotations

import re

from PySide6.QtWidgets import QApplication

from mtgtable.engine import Cast, Game, GameConfig, Kind, Pass, PlayerRef, PlayLand, Targets, default_card_db
from mtgtable.engine.files.replay import save_game
from mtgtable.engine.files.scenario import load_scenario_text
from mtgtable.gui.history import history
from mtgtable.gui.main_window import MainWindow
from mtgtable.gui.sample_decks import default_decks
from mtgtable.gui.session import GameSession, Mode

from .handoffs import scripted_answer

BOLT = """
[game]
turn = 3
active = 0
step = "main1"
first_player = 0

[[player]]
name = "Alice"
hand = ["Mountain", "Lightning Bolt"]
library = ["Mountain", "Mountain", "Mountain"]

[[player]]
name = "Bob"
library = ["Forest", "Forest", "Forest"]
"""


def test_undo_list_names_turn_step_player_and_cards(qtbot) -> None:  # type: ignore[no-untyped-def]
    session = GameSession(load_scenario_text(BOLT).game, Mode.GOLDFISH)
    win = MainWindow(session)
    qtbot.addWidget(win)
    game = session.game
    land = next(o for o in game.players[0].hand if game.objects[o].name == "Mountain")
    session.answer(PlayLand(land))
    bolt = next(o for o in session.game.players[0].hand if session.game.objects[o].name == "Lightning Bolt")
    session.answer(Cast(bolt))
    assert session.game.pending.kind is Kind.TARGETS
    session.answer(Targets((PlayerRef(1),)))
    points, labels = win.undo_points()
    assert labels[:2] == ["Turn 3, Alice's precombat main: Alice plays Mountain",
                          "Turn 3, Alice's precombat main: Alice casts Lightning Bolt targeting Bob"]
    assert not any(re.search(r"\b(cast|land|targets) \d", label) for label in labels), labels
    # going back to "casts Lightning Bolt" goes to just before the cast: the bolt is in hand again
    session.undo_to(points[1])
    assert any(session.game.objects[o].name == "Lightning Bolt" for o in session.game.players[0].hand)
    assert not session.game.stack


def test_cards_put_on_the_bottom_stay_hidden(qtbot) -> None:  # type: ignore[no-untyped-def]
    db = default_card_db()
    game = Game.new(GameConfig(decks=default_decks(db), seed=2, names=("Alice", "Bob"), starting_player=0), db)
    from mtgtable.engine import Bottom, Mulligan
    game.answer(Mulligan())  # Alice: London mulligan, then keeps and puts one on the bottom
    while game.pending.kind is not Kind.BOTTOM:
        game.answer(scripted_answer(game))
    bottomed = game.pending.data["hand"][0]
    name = game.objects[bottomed].name
    game.answer(Bottom((bottomed,)))
    labels = [e.label for e in history(game, {0, 1}, viewer=1)]
    assert "Before the game: Alice puts 1 card(s) on the bottom" in labels
    assert not any(name in label for label in labels)


def test_a_loaded_games_log_opens_at_its_end(qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    db = default_card_db()
    game = Game.new(GameConfig(decks=default_decks(db), seed=3, names=("Alice", "Bob"), starting_player=0), db)
    while len(game.events) < 300 and game.outcome is None:
        game.answer(scripted_answer(game) if game.pending.kind is not Kind.PRIORITY else Pass())
    save_game(game, tmp_path / "g.json")
    session = GameSession(load_scenario_text(BOLT).game, Mode.HOTSEAT)
    win = MainWindow(session)
    qtbot.addWidget(win)
    win.resize(1280, 800)
    assert win.load(tmp_path / "g.json")
    win.show()
    qtbot.waitExposed(win)
    QApplication.processEvents()
    bar = win.log_panel.view.verticalScrollBar()
    assert bar.maximum() > 0 and bar.value() == bar.maximum()
