"""A modal double-faced card clicked in the hand offers both faces in the action menu (CR 712.12):
"Cast Quarry Smash // Quarry Gate" and "Play Quarry Gate (the back face of ...)"; picking the
land face plays it, and the permanent's notes say it is the back face."""

from __future__ import annotations

from mtgtable.engine import PlayLand
from mtgtable.gui.card_notes import notes_of
from mtgtable.gui.controller import describe_action
from mtgtable.gui.main_window import MainWindow
from mtgtable.gui.session import GameSession, Mode
from tests.engine.test_modal_faces import SMASH, _table


def test_cr_712_12_clicking_a_modal_card_offers_its_land_face(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    s = _table([SMASH], battlefield='{ card = "Mountain" }, { card = "Mountain" }')
    session = GameSession(s.game, Mode("goldfish"))
    win = MainWindow(session)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    ctl = win.controller
    offered: list[object] = []

    def pick(actions: list[object]) -> object:
        offered.extend(actions)
        return next(a for a in actions if isinstance(a, PlayLand))

    monkeypatch.setattr(ctl, "pick_action", pick)
    ctl.card_clicked(s.id("h0"))
    words = [describe_action(session.game, a) for a in offered]
    assert f"Play Quarry Gate (the back face of {SMASH})" in words
    assert f"Cast {SMASH}" in words
    d = s.game.pending
    if d is not None and d.rule == "614.12":  # pay 3 life? the session's dialog, answered here
        session.answer(d.options()[0])
    gate = next(o for o in s.game.battlefield if s.game.objects[o].name == "Quarry Gate")
    assert f"Back face of {SMASH}" in notes_of(session.game, gate)


def test_cr_715_3_the_action_menu_names_an_adventure_and_a_split_cards_other_half() -> None:
    from mtgtable.engine import Cast
    from tests.engine.test_modal_faces import _LANDS, KNIGHT, SPLIT
    s = _table([KNIGHT, SPLIT], battlefield=_LANDS)
    session = GameSession(s.game, Mode("goldfish"))
    assert describe_action(session.game, Cast(s.id("h0"), 0, 1)) == f"Cast Trim the Hedge (the Adventure of {KNIGHT})"
    assert describe_action(session.game, Cast(s.id("h1"), 0, 1)) == f"Cast Frost (the other half of {SPLIT})"
