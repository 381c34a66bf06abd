"""The special actions in the window: beginning the game with a Leyline on the battlefield (CR 103.6a)
is answered in the generic choice dialog, its two options labelled."""

from __future__ import annotations

from mtgtable.engine import Game, GameConfig, Kind
from mtgtable.gui.dialogs.choose_cards_dialog import ChooseCardsDialog
from mtgtable.gui.main_window import MainWindow
from mtgtable.gui.session import GameSession, Mode
from tests.oracle.corpus import compiled_db

from .helpers import LEFT


def test_cr_103_6a_the_leyline_question_is_a_dialog(qtbot) -> None:  # type: ignore[no-untyped-def]
    db = compiled_db(["Leyline of the Void"])
    game = Game.new(GameConfig((("Leyline of the Void",) * 40, ("Forest",) * 40), seed=3, starting_player=0), db)
    game.answer("keep")
    game.answer("keep")
    assert game.pending.kind is Kind.CHOOSE and game.pending.rule == "103.6a"
    session = GameSession(game, Mode.GOLDFISH)
    win = MainWindow(session)
    qtbot.addWidget(win)
    win.show()
    ctl = win.controller
    qtbot.waitUntil(lambda: isinstance(ctl.dialog, ChooseCardsDialog), timeout=10000)
    dialog = ctl.dialog
    dialog.set_chosen([1])
    qtbot.mouseClick(dialog.buttons.button(dialog.buttons.StandardButton.Ok), LEFT)
    assert any(session.game.objects[o].name == "Leyline of the Void" for o in session.game.battlefield)
