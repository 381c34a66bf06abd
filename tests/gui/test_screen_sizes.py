"""The table fits and stays usable from 1024x640 to 4K: every required control in the window,
no text cut off, every card in view, at the four sizes; on a crowded board (30 permanents a
side) P/T, damage and counters keep a readable size.  Also where the window opens."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSize
from PySide6.QtWidgets import QApplication

from mtgtable.engine.files.scenario import load_scenario_text
from mtgtable.gui.bench import board_scenario
from mtgtable.gui.changes import EVERYTHING
from mtgtable.gui.main_window import MainWindow, initial_size
from mtgtable.gui.session import GameSession, Mode

from .layout_probe import layout_problems

SIZES = [(1024, 640), (1280, 800), (1920, 1080), (3840, 2160)]


def _window(qtbot, scenario: str, size: tuple[int, int]):  # type: ignore[no-untyped-def]
    session = GameSession(load_scenario_text(scenario).game, Mode.HOTSEAT)
    win = MainWindow(session)
    qtbot.addWidget(win)
    win.controller.privacy_enabled = False
    win.controller.on_game_changed()
    win.resize(*size)
    win.show()
    qtbot.waitExposed(win)
    for _ in range(3):
        QApplication.processEvents()
    return win


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_every_control_fits_and_no_text_is_cut_off(qtbot, size) -> None:  # type: ignore[no-untyped-def]
    combat = (Path(__file__).parent / "data" / "combat_showcase.toml").read_text()
    for scenario in (board_scenario(2), board_scenario(60), combat):
        win = _window(qtbot, scenario, size)
        assert (win.width(), win.height()) == size, "the window must go down to this size"
        problems = layout_problems(win)
        assert not problems, problems
        win.close()


def test_the_window_opens_at_a_size_that_fits_the_screen() -> None:
    assert initial_size(QSize(2560, 1440)) == QSize(1600, 1000)
    assert initial_size(QSize(1280, 760)) == QSize(1240, 720)
    assert initial_size(QSize(1024, 640)) == QSize(1024, 600)


GROUPS = """
[game]
turn = 3
active = 0
step = "main1"
first_player = 0

[[player]]
name = "Alice"
hand = ["Forest"]
library = ["Forest", "Forest", "Forest"]
[[player.battlefield]]
card = "Forest"
[[player.battlefield]]
card = "Forest"
[[player.battlefield]]
card = "Forest"
[[player.battlefield]]
card = "Forest"
[[player.battlefield]]
card = "Forest"
[[player.battlefield]]
card = "Grizzly Bears"
[[player.battlefield]]
card = "Grizzly Bears"

[[player]]
name = "Bob"
library = ["Forest", "Forest", "Forest"]
"""


def test_identical_permanents_are_one_card_with_a_count(qtbot) -> None:  # type: ignore[no-untyped-def]
    from mtgtable.gui.models.card_zone_model import CardGroup
    from mtgtable.gui.models.roles import CardFaceRole
    win = _window(qtbot, GROUPS, (1280, 800))
    lands = win.bottom.models[CardGroup.LANDS]
    assert lands.rowCount() == 1 and lands.index(0).data() == "Forest ×5"
    assert lands.index(0).data(CardFaceRole).count == 5
    forests = lands.members[lands.keys[0]]
    assert all(lands.row_of(f) == lands.index(0) for f in forests)
    # a card creature is its own row (attacks and blocks are declared one by one)
    assert win.bottom.models[CardGroup.CREATURES].rowCount() == 2
    # tapping one splits it off into a row of its own, laid out in its own (sideways) width
    game = win.session.game
    game.objects[forests[0]].tapped = True
    win.session.changed.emit(EVERYTHING)
    QApplication.processEvents()
    view = win.bottom.views[CardGroup.LANDS]
    view.executeDelayedItemsLayout()
    assert [lands.index(r).data() for r in range(lands.rowCount())] == ["Forest", "Forest ×4"]
    a, b = (view.visualRect(lands.index(r)) for r in range(2))
    assert not a.intersects(b) and a.width() > a.height(), "a tapped card lies sideways and overlaps nothing"


def test_numbers_keep_a_readable_size_on_the_smallest_cards() -> None:
    from mtgtable.gui import card_painter
    from mtgtable.gui.card_face import CardFace
    from mtgtable.gui.widgets.card_view import _SCALES
    from mtgtable.gui.widgets.player_area import BATTLEFIELD_CARD
    smallest = QSize(round(BATTLEFIELD_CARD.width() * min(_SCALES)), round(BATTLEFIELD_CARD.height() * min(_SCALES)))
    fonts: list[int] = []
    original = card_painter._font
    card_painter._font = lambda px, bold=False, italic=False: (fonts.append(max(6, round(px))),  # type: ignore[assignment]
                                                               original(px, bold, italic))[1]
    try:
        card_painter._render(CardFace(1, name="Bear", is_creature=True, power=2, toughness=2, damage=1,
                                      counters=(("+1/+1", 2),), count=3), smallest, 1.0)
    finally:
        card_painter._font = original
    assert fonts.count(card_painter.MIN_NUMBER_PX) >= 2  # P/T and the count
    assert card_painter.MIN_CHIP_PX in fonts             # damage and counters
