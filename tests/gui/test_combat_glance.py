"""Combat at a glance (CR 508, 509): arrows from attackers to what they attack and from blockers
to what they block, also while declaring; the combat panel shows blocks as they are dropped; the
BLOCKING band names the attacker; drags name cards, say why outside their step, and a card
dragged from the hand onto the battlefield is played as a click would."""

from __future__ import annotations

from PySide6.QtCore import QPoint
from PySide6.QtGui import QColor

from mtgtable.engine import Kind, PlayerRef
from mtgtable.engine.files.scenario import load_scenario_text
from mtgtable.gui import palette
from mtgtable.gui.main_window import MainWindow
from mtgtable.gui.models.card_zone_model import CardGroup
from mtgtable.gui.session import GameSession, Mode

from .helpers import click_button, drag_card, pass_privacy

COMBAT = """
[game]
turn = 5
active = 0
step = "begin_combat"
first_player = 0

[[player]]
name = "Alice"
library = ["Mountain", "Mountain", "Mountain"]
[[player.battlefield]]
card = "Hill Giant"
alias = "giant"
[[player.battlefield]]
card = "Mountain"

[[player]]
name = "Bob"
library = ["Forest", "Forest", "Forest"]
[[player.battlefield]]
card = "Grizzly Bears"
[[player.battlefield]]
card = "Grizzly Bears"
"""


def _near(image, point: QPoint, color: QColor, radius: int = 4) -> bool:  # type: ignore[no-untyped-def]
    """A pixel close to ``color`` within ``radius`` of ``point``."""
    for dx in range(-radius, radius + 1):
        for dy in range(-radius, radius + 1):
            c = QColor(image.pixel(point.x() + dx, point.y() + dy))
            if abs(c.red() - color.red()) + abs(c.green() - color.green()) + abs(c.blue() - color.blue()) < 90:
                return True
    return False


def test_cr_508_509_arrows_bands_and_the_combat_panel_while_declaring(qtbot) -> None:  # type: ignore[no-untyped-def]
    session = GameSession(load_scenario_text(COMBAT).game, Mode.HOTSEAT)
    win = MainWindow(session)
    qtbot.addWidget(win)
    win.resize(1400, 900)
    win.show()
    qtbot.waitExposed(win)
    pass_privacy(qtbot, win)
    game = session.game
    giant = next(o for o in game.battlefield if game.objects[o].name == "Hill Giant")
    mountain = next(o for o in game.battlefield if game.objects[o].name == "Mountain")
    assert game.pending.kind is Kind.DECLARE_ATTACKERS and not win.arrows.isVisible()
    # a land dragged to attack: the refusal names it, never "#83"
    drag_card(qtbot, win.bottom.views[CardGroup.LANDS], mountain, win.top.badge)
    refusal = win.prompt_bar.refusal.text()
    assert "Mountain" in refusal and "#" not in refusal
    # the next drag clears it; dropping the giant on Bob draws a red arrow at once (the draft)
    drag_card(qtbot, win.bottom.views[CardGroup.CREATURES], giant, win.top.badge)
    assert not win.prompt_bar.refusal.isVisible()
    assert win.arrows.isVisible() and win.arrows.arrows == [(giant, PlayerRef(1), "attack")]
    (a, b, kind), = win.arrows.segments()
    image = win.arrows.grab().toImage()
    assert _near(image, (a + b) / 2 + QPoint(0, 0), palette.ATTACK, radius=40) or \
        _near(image, b - (b - a) / 8, palette.ATTACK, radius=12), "the arrow is painted"
    click_button(qtbot, win, win.controller.confirm_action)
    # Bob blocks: drag both bears onto the giant; each shows at once in the panel and as an arrow
    pass_privacy(qtbot, win)
    game = session.game
    assert game.pending.kind is Kind.DECLARE_BLOCKERS
    bears = [o for o in game.battlefield if game.objects[o].name == "Grizzly Bears"]
    mine, theirs = win.bottom.views[CardGroup.CREATURES], win.top.views[CardGroup.CREATURES]
    for bear in bears:
        drag_card(qtbot, mine, bear, theirs.viewport(), theirs.card_center(giant))
    assert list(session.marks.draft.planned_blocks()) == [(bears[0], giant), (bears[1], giant)]
    assert sorted(x for x in win.arrows.arrows if x[2] == "block") == sorted((b, giant, "block") for b in bears)
    model = win.combat_panel.model
    top = model.index(0, 0)
    assert model.rowCount(top) == 2 and "unblocked" not in str(model.index(0, 1).data())
    assert all("Grizzly Bears" in str(model.index(r, 0, top).data()) for r in range(2))
    face = win.bottom.models[CardGroup.CREATURES].face(bears[0])
    assert face.blocking == "Hill Giant", "the BLOCKING band names the attacker"
    click_button(qtbot, win, win.controller.confirm_action)
    assert session.game.combat.blockers_declared


MAIN = """
[game]
turn = 5
active = 0
step = "main1"
first_player = 0

[[player]]
name = "Alice"
hand = ["Forest", "Giant Growth"]
library = ["Forest", "Forest", "Forest"]
[[player.battlefield]]
card = "Grizzly Bears"
[[player.battlefield]]
card = "Forest"

[[player]]
name = "Bob"
library = ["Forest", "Forest", "Forest"]
"""


def test_a_drag_outside_its_step_says_why_and_a_land_dragged_from_the_hand_is_played(qtbot) -> None:  # type: ignore[no-untyped-def]
    session = GameSession(load_scenario_text(MAIN).game, Mode.HOTSEAT)
    win = MainWindow(session)
    qtbot.addWidget(win)
    win.resize(1400, 900)
    win.show()
    qtbot.waitExposed(win)
    pass_privacy(qtbot, win)
    game = session.game
    assert game.pending.kind is Kind.PRIORITY and game.pending.player == 0
    bears = next(o for o in game.battlefield if game.objects[o].name == "Grizzly Bears")
    drag_card(qtbot, win.bottom.views[CardGroup.CREATURES], bears, win.top.badge)
    assert "declare attackers step" in win.prompt_bar.refusal.text() and "508.1" in win.prompt_bar.refusal.text()
    forest = next(o for o in game.players[0].hand if game.objects[o].name == "Forest")
    drag_card(qtbot, win.bottom.views[CardGroup.HAND], forest, win.bottom.views[CardGroup.LANDS].viewport())
    assert sum(session.game.objects[o].name == "Forest" for o in session.game.battlefield) == 2
    assert not win.prompt_bar.refusal.isVisible(), "a new drag clears the last refusal"
