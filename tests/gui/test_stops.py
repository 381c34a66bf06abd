"""Default stops (CR 117): on the opponent's turn the table asks a player only when something
happened they could answer, or at the end step; plus the steps they set; or every priority
with full control.  Hand-offs per turn, measured in a scripted hotseat game."""

from __future__ import annotations

from PySide6.QtCore import Qt

from mtgtable.engine import Kind, Step
from mtgtable.engine.files.scenario import load_scenario_text
from mtgtable.gui.main_window import MainWindow
from mtgtable.gui.models.card_zone_model import CardGroup
from mtgtable.gui.session import GameSession, Mode

from .handoffs import count_handoffs, scripted_answer
from .helpers import LEFT, click_button, click_card, pass_privacy

SCENARIO = """
[game]
turn = 3
active = 0
step = "upkeep"
first_player = 0

[[player]]
name = "Alice"
hand = ["Mountain"]
library = ["Mountain", "Mountain", "Mountain", "Mountain"]
[[player.battlefield]]
card = "Grizzly Bears"
[[player.battlefield]]
card = "Mountain"

[[player]]
name = "Bob"
hand = ["Giant Growth"]
library = ["Forest", "Forest", "Forest", "Forest"]
[[player.battlefield]]
card = "Forest"
"""


def _play_alices_turn(qtbot, setup=lambda session: None):  # type: ignore[no-untyped-def]
    """Alice's turn with the scripted players; the steps where Bob was asked for priority."""
    session = GameSession(load_scenario_text(SCENARIO).game, Mode.HOTSEAT)
    setup(session)
    session.undo_to(0)  # back to the scenario's start (the session passed for Alice already), with the stops
    session.run_automation()
    win = MainWindow(session)
    qtbot.addWidget(win)
    asked: list[Step] = []
    screens = [0]
    win.controller.privacy_requested.connect(lambda _p: screens.__setitem__(0, screens[0] + 1))
    win.controller.on_game_changed()
    while session.game.turn == 3 and session.game.outcome is None:
        d = session.game.pending
        if d.player == 1 and d.kind is Kind.PRIORITY:
            asked.append(session.game.step)
        win.controller.reveal()
        session.answer(scripted_answer(session.game))
    return asked, screens[0]


def test_cr_117_default_stops_ask_the_opponent_only_when_they_could_answer(qtbot) -> None:  # type: ignore[no-untyped-def]
    asked, _ = _play_alices_turn(qtbot)
    # Bob holds Giant Growth and an untapped Forest all turn: asked after attackers are declared
    # (CR 508.8), after blockers (CR 509.6) and at the end step (CR 513) -- not in the upkeep, draw,
    # main phases, beginning of combat or combat damage step
    assert asked == [Step.DECLARE_ATTACKERS, Step.DECLARE_BLOCKERS, Step.END]


def test_full_control_stops_at_every_priority(qtbot) -> None:  # type: ignore[no-untyped-def]
    def full(session: GameSession) -> None:
        session.stops[1].full_control = True
    asked, _ = _play_alices_turn(qtbot, full)
    for step in (Step.UPKEEP, Step.DRAW, Step.MAIN1, Step.BEGIN_COMBAT, Step.COMBAT_DAMAGE, Step.MAIN2):
        assert step in asked


def test_a_stop_set_by_the_player_is_kept(qtbot) -> None:  # type: ignore[no-untyped-def]
    def upkeep(session: GameSession) -> None:
        session.stops[1].theirs.add(Step.MAIN2)
    asked, _ = _play_alices_turn(qtbot, upkeep)
    assert asked == [Step.DECLARE_ATTACKERS, Step.DECLARE_BLOCKERS, Step.MAIN2, Step.END]


def test_clicking_a_step_on_the_turn_tracker_sets_and_clears_a_stop(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    pass_privacy(qtbot, window)
    tracker, stops = window.turn_tracker, window.session.stops[0]
    row = tracker.model.keys.index(Step.END)
    rect = tracker.view.visualRect(tracker.model.index(row))
    qtbot.mouseClick(tracker.view.viewport(), LEFT, pos=rect.center())
    assert Step.END in stops.mine  # Alice is at the table on her own turn
    assert "click to clear" in tracker.model.index(row).data(Qt.ItemDataRole.ToolTipRole).lower()
    qtbot.mouseClick(tracker.view.viewport(), LEFT, pos=rect.center())
    assert Step.END not in stops.mine


def test_undo_by_the_same_player_shows_no_privacy_screen(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    session = window.session
    pass_privacy(qtbot, window)
    game = session.game
    land = next(o for o in game.players[0].hand if game.objects[o].name == "Mountain")
    screens: list[int] = []
    window.controller.privacy_requested.connect(screens.append)
    click_card(qtbot, window.bottom.views[CardGroup.HAND], land)
    mountains = lambda: sum(session.game.objects[o].name == "Mountain" for o in session.game.battlefield)  # noqa: E731
    assert mountains() == 4 and session.game.pending.player == 0
    window.undo()
    assert mountains() == 3 and land in session.game.players[0].hand
    assert not screens and not window.privacy.isVisible() and session.marks.viewer == 0


def test_handoffs_per_turn_in_a_scripted_hotseat_game(qtbot) -> None:  # type: ignore[no-untyped-def]
    # before these stops: 62 privacy screens in 11 turns for this game (seed 1); now the minimum
    # the script needs (each turn: to the active player, to the defender to block, and back)
    screens, turns = count_handoffs(turns=11, seed=1)
    assert turns == 11 and screens <= 24


TURN_ONE = """
[game]
turn = 1
active = 0
step = "main1"
first_player = 0

[[player]]
name = "Alice"
hand = ["Forest"]
library = ["Forest", "Forest", "Forest"]

[[player]]
name = "Bob"
hand = ["Mountain"]
library = ["Mountain", "Mountain", "Mountain"]
"""


def test_the_player_sees_their_land_arrive_before_the_hand_off(qtbot) -> None:  # type: ignore[no-untyped-def]
    session = GameSession(load_scenario_text(TURN_ONE).game, Mode.HOTSEAT)
    win = MainWindow(session)
    qtbot.addWidget(win)
    win.show()
    pass_privacy(qtbot, win)
    forest = session.game.players[0].hand[0]
    click_card(qtbot, win.bottom.views[CardGroup.HAND], forest)
    # nothing else to do, but the table waits: Alice sees her Forest, then passes herself
    assert session.game.pending.player == 0 and not win.privacy.isVisible()
    assert win.bottom.models[CardGroup.LANDS].rowCount() == 1
    click_button(qtbot, win, win.controller.pass_action)
    assert win.privacy.isVisible() and "Bob" in win.privacy.label.text()
