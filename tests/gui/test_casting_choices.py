"""Casting choices in the GUI (CR 601.2b-h): how to cast (an alternative cost), what pays a
cost, delve's "stop", cancelling a cast from its choice, and casting a card from the
graveyard viewer with flashback (CR 702.34a).  Cards compiled from the corpus text."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt

from mtgtable.engine import Cast, Kind, Pay
from mtgtable.engine.objects import Zone
from mtgtable.gui.dialogs.choose_cards_dialog import ChooseCardsDialog
from mtgtable.gui.dialogs.zone_viewer import ZoneViewer
from mtgtable.gui.main_window import MainWindow
from mtgtable.gui.session import GameSession, Mode
from mtgtable.gui.widgets.card_view import CardView
from tests.oracle.corpus import table

from .helpers import LEFT


def _window(qtbot: Any, scenario: Any) -> tuple[MainWindow, GameSession]:
    session = GameSession(scenario.game, Mode("goldfish"))
    win = MainWindow(session)
    qtbot.addWidget(win)
    win.resize(1500, 950)
    win.show()
    qtbot.waitExposed(win)
    return win, session


def _pick(qtbot: Any, dialog: ChooseCardsDialog, choice: int) -> None:
    for i in range(dialog.list.count()):
        item = dialog.list.item(i)
        item.setCheckState(Qt.CheckState.Checked if int(item.data(Qt.ItemDataRole.UserRole)) == choice
                           else Qt.CheckState.Unchecked)
    ok = dialog.buttons.button(dialog.buttons.StandardButton.Ok)
    assert ok.isEnabled()
    qtbot.mouseClick(ok, LEFT)


def _labels(dialog: ChooseCardsDialog) -> dict[int, str]:
    return {int(dialog.list.item(i).data(Qt.ItemDataRole.UserRole)): dialog.list.item(i).text()
            for i in range(dialog.list.count())}


def _in_hand(g: Any, name: str) -> int:
    return next(c for c in g.players[0].hand if g.objects[c].name == name)


def test_cr_601_2b_how_to_cast_and_what_pays_the_cost_in_the_dialog(qtbot: Any) -> None:
    s = table([], hand=["Force of Will", "Brainstorm", "Grizzly Bears"],
              battlefield=["Forest", "Forest"] + ["Island"] * 5)
    g = s.game
    win, session = _window(qtbot, s)
    ctl = win.controller
    session.answer(Cast(_in_hand(g, "Grizzly Bears")))
    session.answer(Pay(auto=True))
    session.answer(Cast(_in_hand(g, "Force of Will")))
    qtbot.waitUntil(lambda: isinstance(ctl.dialog, ChooseCardsDialog))
    labels = _labels(ctl.dialog)
    assert any("{3}{U}{U}" in t for t in labels.values())  # the fields are filled in
    assert any("1" in t and "blue" in t for t in labels.values())
    assert ctl.cancel_action in ctl.visible_actions
    _pick(qtbot, ctl.dialog, g.pending.data["cast_method"].index("alternative"))
    qtbot.waitUntil(lambda: g.pending.kind is Kind.CHOOSE and g.pending.rule == "601.2h")
    qtbot.waitUntil(lambda: isinstance(ctl.dialog, ChooseCardsDialog))
    brainstorm = _in_hand(g, "Brainstorm")
    assert list(_labels(ctl.dialog)) == [brainstorm]
    _pick(qtbot, ctl.dialog, brainstorm)
    assert g.pending.kind is Kind.TARGETS


def test_cr_601_2_cancelling_a_cast_from_its_choice_leaves_the_game_as_it_was(qtbot: Any) -> None:
    s = table([], hand=["Force of Will", "Brainstorm", "Grizzly Bears"], battlefield=["Forest", "Forest"])
    g = s.game
    win, session = _window(qtbot, s)
    ctl = win.controller
    session.answer(Cast(_in_hand(g, "Grizzly Bears")))
    session.answer(Pay(auto=True))
    session.answer(Cast(_in_hand(g, "Force of Will")))
    qtbot.waitUntil(lambda: isinstance(ctl.dialog, ChooseCardsDialog))
    ctl.cancel_action.trigger()
    qtbot.waitUntil(lambda: g.pending.kind is Kind.PRIORITY)
    assert len(g.stack) == 1 and g.players[0].life == 20 and len(g.players[0].hand) == 2


def test_cr_702_66a_delve_offers_stop_beside_the_graveyard_cards(qtbot: Any) -> None:
    s = table([], hand=["Treasure Cruise", "Island", "Island"], battlefield=["Island"] * 8)
    g = s.game
    for c in [c for c in g.players[0].hand if g.objects[c].name == "Island"]:
        g.move(c, Zone.GRAVEYARD)
    win, session = _window(qtbot, s)
    ctl = win.controller
    session.answer(Cast(_in_hand(g, "Treasure Cruise")))
    qtbot.waitUntil(lambda: isinstance(ctl.dialog, ChooseCardsDialog))
    labels = _labels(ctl.dialog)
    assert -1 in labels and set(labels) - {-1} == set(g.players[0].graveyard)
    _pick(qtbot, ctl.dialog, -1)  # stop: pay all {7}{U} with mana
    if g.pending.kind is Kind.PAY:
        assert g.pending.data["cost"] == "{7}{U}"
        session.answer(Pay(auto=True))
    assert not g.players[0].exile
    assert all(g.objects[o].tapped for o in g.battlefield if g.objects[o].name == "Island")


def test_cr_702_34a_a_click_in_the_graveyard_viewer_casts_with_flashback(qtbot: Any) -> None:
    s = table([], hand=["Faithless Looting"], battlefield=["Mountain"] * 3)
    g = s.game
    g.move(_in_hand(g, "Faithless Looting"), Zone.GRAVEYARD)
    (looting,) = g.players[0].graveyard
    win, session = _window(qtbot, s)
    viewer = ZoneViewer(session, 0, "graveyard", win)
    qtbot.addWidget(viewer)
    view = viewer.findChild(CardView)
    assert view is not None
    view.clicked_card.emit(looting)
    assert any(e.kind == "cast_method" and e.args.get("card") == "Faithless Looting" for e in g.events)
    assert not viewer.isVisible()


def test_cr_601_2a_a_click_in_the_exile_viewer_plays_a_card_exiled_with_a_permission(qtbot: Any) -> None:
    from mtgtable.engine import PlayLand
    s = table(["Reckless Impulse"], hand=["Reckless Impulse"], battlefield=["Mountain"] * 2,
              library=["Mountain", "Lightning Bolt", "Island"])
    g = s.game
    win, session = _window(qtbot, s)
    session.answer(Cast(_in_hand(g, "Reckless Impulse")))
    if g.pending.kind is Kind.PAY:
        session.answer(Pay(auto=True))
    while g.stack and g.pending.kind is Kind.PRIORITY:
        session.answer(g.pending.options()[0])
    mountain = next(c for c in g.players[0].exile if g.objects[c].name == "Mountain")
    assert PlayLand(mountain) in g.legal_actions(0)
    viewer = ZoneViewer(session, 0, "exile", win)
    qtbot.addWidget(viewer)
    view = viewer.findChild(CardView)
    assert view is not None
    view.clicked_card.emit(mountain)
    assert len([o for o in g.battlefield if g.objects[o].name == "Mountain"]) == 3
    assert not viewer.isVisible()


def test_cr_113_6k_a_click_in_the_graveyard_viewer_activates_an_ability_that_works_there(qtbot: Any) -> None:
    from mtgtable.engine.answers import Activate
    s = table(["Seasoned Pyromancer"], hand=["Seasoned Pyromancer"], battlefield=["Mountain"] * 5)
    g = s.game
    g.move(_in_hand(g, "Seasoned Pyromancer"), Zone.GRAVEYARD)
    (pyro,) = g.players[0].graveyard
    assert Activate(pyro, 0) in g.legal_actions(0)
    win, session = _window(qtbot, s)
    viewer = ZoneViewer(session, 0, "graveyard", win)
    qtbot.addWidget(viewer)
    view = viewer.findChild(CardView)
    assert view is not None
    view.clicked_card.emit(pyro)
    if g.pending.kind is Kind.PAY:
        session.answer(Pay(auto=True))
    assert not g.players[0].graveyard and len(g.players[0].exile) == 1  # the cost: exiled from there
    assert any(e.kind == "activate" for e in g.events)
    assert not viewer.isVisible()


def test_cr_107_14_the_energy_to_pay_is_chosen_in_a_dialog_and_the_badge_shows_the_rest(qtbot: Any) -> None:
    from mtgtable.engine.decisions import Targets
    from mtgtable.gui.widgets.player_badge import PlayerBadge
    s = table(["Galvanic Discharge"], hand=["Galvanic Discharge"], battlefield=["Mountain"],
              their_battlefield=[{"card": "Serra Angel", "alias": "angel"}])
    g = s.game
    win, session = _window(qtbot, s)
    ctl = win.controller
    session.answer(Cast(_in_hand(g, "Galvanic Discharge")))
    session.answer(Targets((s.id("angel"),)))
    if g.pending.kind is Kind.PAY:
        session.answer(Pay(auto=True))
    while g.pending.kind is Kind.PRIORITY and g.stack:
        session.answer(next(o for o in g.pending.options() if str(o) == "pass"))
    qtbot.waitUntil(lambda: isinstance(ctl.dialog, ChooseCardsDialog))
    assert _labels(ctl.dialog) == {0: "0", 1: "1", 2: "2", 3: "3"}
    _pick(qtbot, ctl.dialog, 2)
    assert g.objects[s.id("angel")].damage == 2 and g.players[0].energy == 1
    badges = [b for b in win.findChildren(PlayerBadge) if b.player == 0]
    qtbot.waitUntil(lambda: any("1" in b.energy_label.text() for b in badges))
