"""The decisions not covered by the whole-turn test: trample damage, discard,
targets, mulligans, the order of simultaneous triggers; the teaching mode; the card click menu in plain words;
undo from a line of the log."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel

from mtgtable.engine import Activate, Cast, Game, GameConfig, Kind, PlayerRef, PlayLand, Step, default_card_db
from mtgtable.gui.card_face import face_of
from mtgtable.gui.card_painter import card_pixmap
from mtgtable.gui.controller import describe_action
from mtgtable.gui.dialogs.choose_cards_dialog import ChooseCardsDialog
from mtgtable.gui.dialogs.damage_dialog import DamageDialog
from mtgtable.gui.dialogs.order_dialog import OrderDialog
from mtgtable.gui.main_window import MainWindow
from mtgtable.gui.models.card_zone_model import CardGroup
from mtgtable.gui.sample_decks import default_decks
from mtgtable.gui.session import GameSession, Mode

from .conftest import DATA, open_window
from .helpers import LEFT, click_button, click_card


def _named(game, name: str, zone: str = "battlefield", player: int | None = None) -> int:  # type: ignore[no-untyped-def]
    ids = game.battlefield if zone == "battlefield" else getattr(game.players[player or 0], zone)
    return next(o for o in ids if game.objects[o].name == name)


def test_trample_assigns_lethal_to_the_blocker_and_the_rest_to_the_player(qtbot) -> None:  # type: ignore[no-untyped-def]
    win = open_window(qtbot, DATA / "trample.toml", "goldfish")
    ctl, session = win.controller, win.session
    maw, bears = _named(session.game, "Colossal Dreadmaw"), _named(session.game, "Grizzly Bears")
    # nobody can do anything: priority passes by itself, and the damage step asks Alice
    assert session.game.pending.kind is Kind.ASSIGN_DAMAGE
    qtbot.waitUntil(lambda: isinstance(ctl.dialog, DamageDialog))
    dialog = ctl.dialog
    ok = dialog.buttons.button(dialog.buttons.StandardButton.Ok)
    assert PlayerRef(1) in dialog.spins[maw]  # trample: the player is a recipient (CR 702.19b)
    # the suggestion: lethal (2) to the bears, 4 tramples over
    assert dialog.spins[maw][bears].value() == 2 and dialog.spins[maw][PlayerRef(1)].value() == 4 and ok.isEnabled()
    dialog.set_amount(maw, bears, 1)
    dialog.set_amount(maw, PlayerRef(1), 5)
    assert not ok.isEnabled() and "702.19" in dialog.problem.text()
    qtbot.mouseClick(dialog.lethal_button, LEFT)
    assert ok.isEnabled()
    dialog.set_amount(maw, bears, 6)
    dialog.set_amount(maw, PlayerRef(1), 0)
    assert ok.isEnabled(), "all to the blocker is legal too"
    dialog.set_amount(maw, bears, 3)
    dialog.set_amount(maw, PlayerRef(1), 3)
    qtbot.mouseClick(ok, LEFT)
    assert session.game.players[1].life == 17
    assert session.game.objects.get(bears) is None  # died (CR 704.5g)


def test_discard_to_hand_size_in_the_dialog(qtbot) -> None:  # type: ignore[no-untyped-def]
    win = open_window(qtbot, DATA / "discard.toml", "goldfish")
    ctl, session = win.controller, win.session
    assert session.game.pending.kind is Kind.DISCARD  # the end step passed by itself: cleanup asks
    qtbot.waitUntil(lambda: isinstance(ctl.dialog, ChooseCardsDialog))
    dialog = ctl.dialog
    assert session.game.pending.kind is Kind.DISCARD and dialog.count == 2
    ok = dialog.buttons.button(dialog.buttons.StandardButton.Ok)
    hand = list(session.game.players[0].hand)
    dialog.set_chosen(hand[:1])
    assert not ok.isEnabled() and "1 of 2" in dialog.status.text()
    dialog.set_chosen(hand[:3])
    assert not ok.isEnabled()
    dialog.set_chosen([hand[0], hand[3]])
    assert ok.isEnabled()
    qtbot.mouseClick(ok, LEFT)
    assert sorted(session.game.objects[o].name for o in session.game.players[0].graveyard) == ["Forest", "Mountain"]


def test_cr_603_3b_ordering_simultaneous_triggers_in_the_dialog(qtbot) -> None:  # type: ignore[no-untyped-def]
    win = open_window(qtbot, DATA / "upkeep_triggers.toml", "goldfish")
    ctl, session = win.controller, win.session
    session.stops[0].mine.add(Step.UPKEEP)  # Alice stops in her upkeep to watch the triggers resolve
    game = session.game
    assert game.pending.kind is Kind.ORDER_TRIGGERS  # asked, never chosen silently
    assert "triggered abilities on the stack" in win.prompt_bar.text.text()
    qtbot.waitUntil(lambda: isinstance(ctl.dialog, OrderDialog))
    dialog = ctl.dialog
    assert "top one resolves first" in dialog.findChildren(QLabel)[0].text()
    # drawn like the stack panel, top first: the first to trigger goes on the stack first, at the bottom
    rows = [dialog.list.item(i).text() for i in range(dialog.list.count())]
    assert rows == ["Twin Seer: lose 3", "Twin Seer: gain 1"]
    assert dialog.list.item(0).icon().isNull() is False  # the source card is drawn beside the text
    assert dialog.answer == game.pending.suggest()
    # Alice wants "gain 1" to resolve first: she moves it to the top
    dialog.list.setCurrentRow(1)
    qtbot.mouseClick(dialog.up_button, LEFT)
    assert [dialog.list.item(i).text() for i in range(2)] == ["Twin Seer: gain 1", "Twin Seer: lose 3"]
    ok = dialog.buttons.button(dialog.buttons.StandardButton.Ok)
    assert ok.isEnabled()
    qtbot.mouseClick(ok, LEFT)
    game = session.game
    assert [s.text for s in game.stack] == ["lose 3", "gain 1"]  # bottom to top: "gain 1" resolves first
    assert game.pending.kind is Kind.PRIORITY
    panel = win.stack_panel.model
    assert [panel.index(i, 0).data(Qt.ItemDataRole.ToolTipRole) for i in range(2)] == ["gain 1", "lose 3"]
    click_button(qtbot, win, ctl.pass_action)
    assert session.game.players[0].life == 21 and [s.text for s in session.game.stack] == ["lose 3"]


def test_choosing_a_target_by_clicking(qtbot) -> None:  # type: ignore[no-untyped-def]
    win = open_window(qtbot, DATA / "manual_table.toml", "goldfish")
    ctl, session = win.controller, win.session
    game = session.game
    bolt = _named(game, "Lightning Bolt", "hand")
    giant = _named(game, "Hill Giant")
    click_card(qtbot, win.bottom.views[CardGroup.HAND], bolt)
    assert session.game.pending.kind is Kind.TARGETS
    assert giant in session.marks.choosable and PlayerRef(1) in session.marks.choosable
    assert "target" in win.prompt_bar.text.text().lower()
    # clicking something that is not a target is refused with the rule
    land = next(o for o in game.battlefield if game.objects[o].name == "Plains")
    assert land not in session.marks.choosable
    click_card(qtbot, win.bottom.views[CardGroup.LANDS], land)
    assert "115.1" in win.prompt_bar.refusal.text()
    click_card(qtbot, win.top.views[CardGroup.CREATURES], giant)
    assert session.game.stack and session.game.stack[-1].targets == (giant,)
    click_button(qtbot, win, ctl.pass_action)
    assert session.game.objects.get(giant) is None


def test_targeting_a_player_by_clicking_the_badge(qtbot) -> None:  # type: ignore[no-untyped-def]
    win = open_window(qtbot, DATA / "manual_table.toml", "goldfish")
    session = win.session
    click_card(qtbot, win.bottom.views[CardGroup.HAND], _named(session.game, "Lightning Bolt", "hand"))
    qtbot.mouseClick(win.top.badge, LEFT)
    assert session.game.stack[-1].targets == (PlayerRef(1),)


def test_mulligan_then_bottom_a_card_then_keep(qtbot) -> None:  # type: ignore[no-untyped-def]
    db = default_card_db()
    game = Game.new(GameConfig(decks=default_decks(db), seed=3, names=("Alice", "Bob"), starting_player=0), db)
    session = GameSession(game, Mode.GOLDFISH)
    win = MainWindow(session)
    qtbot.addWidget(win)
    win.show()
    ctl = win.controller
    assert session.game.pending.kind is Kind.MULLIGAN
    assert "keep this hand of 7" in win.prompt_bar.text.text()
    click_button(qtbot, win, ctl.mulligan_action)
    assert session.game.pending.kind is Kind.MULLIGAN and len(session.game.players[0].hand) == 7
    click_button(qtbot, win, ctl.keep_action)
    # London mulligan: one card to the bottom, chosen in the dialog (CR 103.4)
    qtbot.waitUntil(lambda: isinstance(ctl.dialog, ChooseCardsDialog))
    dialog = ctl.dialog
    assert session.game.pending.kind is Kind.BOTTOM and dialog.count == 1
    bottom = session.game.players[0].hand[0]
    dialog.set_chosen([bottom])
    qtbot.mouseClick(dialog.buttons.button(dialog.buttons.StandardButton.Ok), LEFT)
    assert len(session.game.players[0].hand) == 6
    assert session.game.players[0].library[-1] == bottom or session.game.objects[session.game.players[0].library[-1]].name == game.objects.get(bottom, session.game.objects[session.game.players[0].library[-1]]).name


def test_teaching_stops_at_every_step_and_shows_what_the_game_did(qtbot) -> None:  # type: ignore[no-untyped-def]
    win = open_window(qtbot, DATA / "whole_turn.toml", "teach")
    ctl, session = win.controller, win.session
    seen = []
    shown_automatic = False
    for _ in range(40):
        g = session.game
        if g.turn == 7:
            break
        d = g.pending
        if d.kind is Kind.PRIORITY:
            seen.append((g.turn, g.step, d.player))
        if "untaps" in win.recent.text() or "draws a card for the turn" in win.recent.text():
            shown_automatic = True
            assert win.recent.isVisible() and "CR 50" in win.recent.text()
        if d.kind is Kind.DECLARE_ATTACKERS:
            click_button(qtbot, win, ctl.confirm_action)
        else:
            click_button(qtbot, win, ctl.pass_action)
    steps_of_turn_6 = list(dict.fromkeys(s.value for t, s, _ in seen if t == 6))
    assert steps_of_turn_6 == ["upkeep", "draw", "main1", "begin_combat", "declare_attackers", "end_combat",
                               "main2", "end"]  # no attackers: no blockers or damage steps (CR 508.8)
    for step in steps_of_turn_6:  # both players are asked at every step
        assert {p for t, s, p in seen if t == 6 and s.value == step} == {0, 1}
    assert shown_automatic, "the untap and draw of turn 6 were shown with their rules"
    assert not win.privacy.isVisible()
    assert win.bottom.player == session.game.active  # the table faces the active player


def test_click_menu_uses_plain_words(qtbot) -> None:  # type: ignore[no-untyped-def]
    win = open_window(qtbot, DATA / "manual_table.toml", "goldfish")
    game = win.session.game
    bolt = _named(game, "Lightning Bolt", "hand")
    forest = _named(game, "Forest", "hand")
    fanatic = _named(game, "Mogg Fanatic")
    assert describe_action(game, Cast(bolt)) == "Cast Lightning Bolt"
    assert describe_action(game, PlayLand(forest)) == "Play Forest"
    assert describe_action(game, Activate(fanatic, 0)) == \
        "Activate: Sacrifice Mogg Fanatic: It deals 1 damage to any target."
    menu = win.controller.action_menu([Cast(bolt), PlayLand(forest)])
    assert [a.text() for a in menu.actions()] == ["Cast Lightning Bolt", "Play Forest"]


def test_tapped_card_keeps_its_name_upright(qtbot) -> None:  # type: ignore[no-untyped-def]
    win = open_window(qtbot, DATA / "manual_table.toml", "goldfish")
    game = win.session.game
    angel = _named(game, "Serra Angel")
    face = face_of(game, angel, win.session.marks)
    assert face.tapped
    pix = card_pixmap(face)
    assert pix.width() > pix.height()  # sideways
    # the upright name band: a near-white strip across the top
    image = pix.toImage()
    row = [image.pixelColor(x, 8).lightness() for x in range(10, pix.width() - 10)]
    assert sum(v > 200 for v in row) > len(row) // 2


def test_undo_to_before_a_log_line(qtbot) -> None:  # type: ignore[no-untyped-def]
    win = open_window(qtbot, DATA / "whole_turn.toml", "goldfish")
    session = win.session
    click_card(qtbot, win.bottom.views[CardGroup.HAND], _named(session.game, "Mountain", "hand"))
    click_card(qtbot, win.bottom.views[CardGroup.HAND], _named(session.game, "Hill Giant", "hand"))
    assert _named(session.game, "Hill Giant")  # on the battlefield
    events = session.game.events
    cast_row = next(i for i, e in enumerate(events) if e.kind == "cast")
    index = win.log_panel.model.index(cast_row)
    menu = win.log_panel.menu_for(index)
    undo = menu.actions()[0]
    assert undo.isEnabled() and undo.text() == "Undo to before this"
    undo.trigger()
    game = session.game
    assert _named(game, "Hill Giant", "hand") and game.pending.kind is Kind.PRIORITY
    assert len(_named_all(game, "Mountain")) == 4, "the land played before the cast stays played"
    assert win.log_panel.model.rowCount() == len(game.events)
    assert not win.log_panel.menu_for(win.log_panel.model.index(-1)).actions()[0].isEnabled()  # not a line


def _named_all(game, name: str) -> list[int]:  # type: ignore[no-untyped-def]
    return [o for o in game.battlefield if game.objects[o].name == name]


def test_cr_510_1c_damage_fields_stay_readable_with_a_long_refusal(qtbot) -> None:  # type: ignore[no-untyped-def]
    win = open_window(qtbot, DATA / "trample.toml", "goldfish")
    ctl, session = win.controller, win.session
    qtbot.waitUntil(lambda: isinstance(ctl.dialog, DamageDialog))
    dialog = ctl.dialog
    width = dialog.sizeHint().width()
    maw, bears = _named(session.game, "Colossal Dreadmaw"), _named(session.game, "Grizzly Bears")
    dialog.set_amount(maw, bears, 0)
    dialog.problem.setText(dialog.problem.text() + " " + "a very long explanation " * 30)
    QApplication.processEvents()
    dialog.layout().activate()
    assert dialog.sizeHint().width() <= width, "a long refusal wraps; it does not widen the dialog"
    assert dialog.problem.heightForWidth(dialog.problem.width()) > dialog.problem.fontMetrics().lineSpacing()
    for spin in dialog.spins[maw].values():
        assert spin.width() >= spin.sizeHint().width(), "the number fields keep their width"
