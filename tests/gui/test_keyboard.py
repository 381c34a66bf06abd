"""The whole table from the keyboard: a hotseat game played to a kill with key presses only
(Tab and arrows to move, Enter to play and choose, A to attack, Ctrl+Enter to confirm, Space
to pass, Enter at the privacy screen), Keep and Mulligan shortcuts, the focus ring, the
Help ▸ Keyboard list, and accessible names a screen reader reads."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget

from mtgtable.engine import Game, GameConfig, Kind, PlayerRef, default_card_db
from mtgtable.engine.files.scenario import load_scenario_text
from mtgtable.gui.main_window import MainWindow
from mtgtable.gui.models.card_zone_model import CardGroup
from mtgtable.gui.sample_decks import default_decks
from mtgtable.gui.session import GameSession, Mode
from mtgtable.gui.widgets.card_view import CardView


KILL = """
[game]
turn = 5
active = 0
step = "main1"
first_player = 0

[[player]]
name = "Alice"
hand = ["Mountain", "Lightning Bolt"]
library = ["Mountain", "Mountain", "Mountain"]
[[player.battlefield]]
card = "Hill Giant"
[[player.battlefield]]
card = "Plains"

[[player]]
name = "Bob"
life = 6
hand = ["Forest"]
library = ["Forest", "Forest", "Forest"]
[[player.battlefield]]
card = "Grizzly Bears"
tapped = true
"""


def _open(qtbot, game: Game) -> MainWindow:  # type: ignore[no-untyped-def]
    win = MainWindow(GameSession(game, Mode.HOTSEAT))
    qtbot.addWidget(win)
    win.resize(1400, 900)
    win.show()
    qtbot.waitExposed(win)
    win.activateWindow()
    win.windowHandle().requestActivate()
    qtbot.waitUntil(win.isActiveWindow, timeout=3000)
    WINDOW.append(win)
    return win


#: The window under test (the offscreen platform does not always make it the active window, so
#: keys go to its focus widget: where a keyboard's keys would go).
WINDOW: list[QWidget] = []


def press(qtbot, key, modifier=Qt.KeyboardModifier.NoModifier) -> None:  # type: ignore[no-untyped-def]
    """One key press, to whatever has the keyboard focus (as a real keyboard would)."""
    target = QApplication.focusWidget() or WINDOW[-1].focusWidget()
    assert target is not None, "nothing has the keyboard focus"
    qtbot.keyClick(target, key, modifier)


def tab_to(qtbot, widget: QWidget) -> None:  # type: ignore[no-untyped-def]
    for _ in range(40):
        if (QApplication.focusWidget() or WINDOW[-1].focusWidget()) is widget:
            return
        press(qtbot, Qt.Key.Key_Tab)
    raise AssertionError(f"Tab never reached {widget}")


def arrow_to(qtbot, view: CardView, oid: int) -> None:  # type: ignore[no-untyped-def]
    for _ in range(40):
        if view.current_oid() == oid:
            return
        press(qtbot, Qt.Key.Key_Right)
    raise AssertionError(f"the arrows never reached #{oid}")


def test_a_game_to_a_kill_with_key_presses_only(qtbot) -> None:  # type: ignore[no-untyped-def]
    win = _open(qtbot, load_scenario_text(KILL).game)
    session = win.session
    assert win.privacy.isVisible()
    press(qtbot, Qt.Key.Key_Return)  # Alice is ready
    assert not win.privacy.isVisible()
    game = session.game
    hand = win.bottom.views[CardGroup.HAND]
    # the Mountain: Tab to the hand, arrows to the card, Enter plays it
    tab_to(qtbot, hand)
    mountain = next(o for o in game.players[0].hand if game.objects[o].name == "Mountain")
    arrow_to(qtbot, hand, mountain)
    assert win.preview.oid == mountain, "the preview follows the keyboard"
    press(qtbot, Qt.Key.Key_Return)
    assert sum(session.game.objects[o].name == "Mountain" for o in session.game.battlefield) == 1
    assert session.game.pending.player == 0, "Alice sees her land arrive; the table waits for her"
    # Lightning Bolt at Bob: Enter on the card, Tab to Bob, Enter: it resolves
    game = session.game
    bolt = next(o for o in game.players[0].hand if game.objects[o].name == "Lightning Bolt")
    tab_to(qtbot, hand)
    arrow_to(qtbot, hand, bolt)
    press(qtbot, Qt.Key.Key_Return)
    assert session.game.pending.kind is Kind.TARGETS
    tab_to(qtbot, win.top.badge)
    press(qtbot, Qt.Key.Key_Return)
    if session.game.stack:  # (nobody can respond here: the table passes for both, CR 117.3c)
        press(qtbot, Qt.Key.Key_Space)
    assert session.game.players[1].life == 3
    while session.game.pending.kind is Kind.PRIORITY:  # Alice looks at the board, then passes (Space)
        press(qtbot, Qt.Key.Key_Space)
    # combat: Tab to the creatures, A on the giant, Ctrl+Enter confirms
    assert session.game.pending.kind is Kind.DECLARE_ATTACKERS
    creatures = win.bottom.views[CardGroup.CREATURES]
    giant = next(o for o in session.game.battlefield if session.game.objects[o].name == "Hill Giant")
    tab_to(qtbot, creatures)
    arrow_to(qtbot, creatures, giant)
    assert "Hill Giant, 3/3" in creatures.currentIndex().data(Qt.ItemDataRole.AccessibleTextRole)
    press(qtbot, Qt.Key.Key_A)
    assert dict(session.marks.draft.planned_attacks()) == {giant: PlayerRef(1)}
    assert "attacking Bob" in creatures.currentIndex().data(Qt.ItemDataRole.AccessibleTextRole)
    press(qtbot, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert session.game.combat.attackers == {giant: PlayerRef(1)}
    # Bob's screen takes Enter; his bear is tapped, nothing to block with: the giant connects
    while session.game.outcome is None:
        if win.privacy.isVisible():
            press(qtbot, Qt.Key.Key_Return)
        elif session.game.pending.kind is Kind.DECLARE_BLOCKERS:
            press(qtbot, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
        else:
            press(qtbot, Qt.Key.Key_Space)
    assert session.game.outcome.winner == 0 and session.game.players[1].life <= 0


def test_keep_and_mulligan_have_shortcuts(qtbot) -> None:  # type: ignore[no-untyped-def]
    db = default_card_db()
    win = _open(qtbot, Game.new(GameConfig(decks=default_decks(db), seed=4, names=("Alice", "Bob"),
                                           starting_player=0), db))
    session = win.session
    press(qtbot, Qt.Key.Key_Return)
    assert session.game.pending.kind is Kind.MULLIGAN and session.game.pending.player == 0
    press(qtbot, Qt.Key.Key_M)
    assert session.game.pending.kind is Kind.MULLIGAN, "Alice draws a new hand and decides again"
    press(qtbot, Qt.Key.Key_K)
    assert session.game.pending.kind is not Kind.MULLIGAN or session.game.pending.player == 1


def test_the_keyboard_list_and_the_focus_ring(qtbot) -> None:  # type: ignore[no-untyped-def]
    from mtgtable.gui.dialogs.keyboard_help import KeyboardHelp
    win = _open(qtbot, load_scenario_text(KILL).game)
    press(qtbot, Qt.Key.Key_Return)
    help_action = next(a for a in win.menuBar().actions() if a.text() == "&Help").menu().actions()[0]
    assert help_action.shortcut().toString() == "F1"
    help_action.trigger()
    dialog = next(w for w in QApplication.topLevelWidgets() if isinstance(w, KeyboardHelp) and w.isVisible())
    assert "Ctrl+Enter" in dialog.keys.text() and "Tab" in dialog.keys.text()
    dialog.close()
    hand = win.bottom.views[CardGroup.HAND]
    tab_to(qtbot, hand)
    before = hand.viewport().grab().toImage()
    rect = hand.visualRect(hand.currentIndex())
    from mtgtable.gui.widgets.card_view import FOCUS_RING
    ring = [before.pixelColor(x, y) for x in range(rect.left(), rect.right()) for y in (rect.top() + 1, rect.top() + 2)]
    assert any(abs(c.blue() - FOCUS_RING.blue()) < 30 and abs(c.red() - FOCUS_RING.red()) < 30 for c in ring), \
        "the focused card has a visible ring"
