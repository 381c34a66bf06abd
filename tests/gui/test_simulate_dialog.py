"""G1: Goldfish ▸ Simulate… plays games on worker processes with a live progress bar and Cancel, the
window staying responsive; the results are the command's (same seeds, same games); two decks share
one kill-turn plot; the by-hand share is warned about."""

from __future__ import annotations

from mtgtable.goldfish import run

from .conftest import DATA, open_window


def _dialog(qtbot):  # type: ignore[no-untyped-def]
    win = open_window(qtbot, DATA / "whole_turn.toml")
    dialog = win.simulate()
    qtbot.addWidget(dialog)
    return win, dialog


def test_the_menu_offers_simulate(qtbot) -> None:  # type: ignore[no-untyped-def]
    win = open_window(qtbot, DATA / "whole_turn.toml")
    texts = [a.text() for a in win.menuBar().actions()]
    assert "Gold&fish" in texts
    menu = next(a.menu() for a in win.menuBar().actions() if a.text() == "Gold&fish")
    assert [a.text() for a in menu.actions()] == ["&Simulate…"]


def test_simulate_two_decks_on_workers_gives_the_commands_games(qtbot) -> None:  # type: ignore[no-untyped-def]
    win, dialog = _dialog(qtbot)
    dialog.deck.setCurrentText("Green Stompy")
    dialog.compare.setCurrentIndex(dialog.compare.findData("Red-White Skies"))
    dialog.games.setValue(60)
    dialog.start(jobs=2)
    assert dialog.cancel_button.isEnabled() and not dialog.run_button.isEnabled()
    qtbot.waitUntil(lambda: bool(dialog.results), timeout=120_000)
    assert dialog.progress.value() == dialog.progress.maximum() == 120
    assert [s.name for s in dialog.plot.series] == ["Green Stompy", "Red-White Skies"]
    for s in dialog.plot.series:
        values = [s.cumulative[t] for t in sorted(s.cumulative)]
        assert values == sorted(values) and abs(sum(s.per_turn.values()) - values[-1]) < 1e-9
    # the same seed gives the same games as the command (here in process)
    expected = run(dialog.decks["Green Stompy"], 60, 0)
    assert [g.kill_turn for g in dialog.results[0].games] == [g.kill_turn for g in expected.games]
    assert "noise" in dialog.figures.text() and "Green Stompy" in dialog.figures.text()


def test_cancel_stops_the_run_and_the_window_stays_responsive(qtbot) -> None:  # type: ignore[no-untyped-def]
    win, dialog = _dialog(qtbot)
    dialog.games.setValue(10_000)
    dialog.start(jobs=1)
    qtbot.waitUntil(lambda: dialog.progress.value() > 0, timeout=120_000)  # the event loop keeps running
    dialog.cancel_button.click()
    assert dialog.status.text() == "Cancelled." and dialog.runner is not None and not dialog.runner.running
    assert dialog.run_button.isEnabled() and not dialog.cancel_button.isEnabled()
    assert dialog.progress.value() < 10_000


def test_the_by_hand_share_is_warned_about(qtbot) -> None:  # type: ignore[no-untyped-def]
    from mtgtable.gui.dialogs.simulate_dialog import SimulateDialog
    win = open_window(qtbot, DATA / "whole_turn.toml")
    db = win.session.game.db
    manual = next((c.name for c in db if c.automation != "automated"), None)
    if manual is None:
        return  # every bundled card is automated: nothing to warn about
    dialog = SimulateDialog(db, {"With a by-hand card": ("Forest",) * 30 + (manual,) * 30}, win)
    qtbot.addWidget(dialog)
    assert not dialog.warning.isHidden() and "50%" in dialog.warning.text()


def test_the_current_games_decks_are_offered_first(qtbot) -> None:  # type: ignore[no-untyped-def]
    import argparse

    from mtgtable.gui.app import build_game
    from mtgtable.gui.session import Mode
    win = open_window(qtbot, DATA / "whole_turn.toml")
    win.session.set_game(build_game(argparse.Namespace(load=None, scenario=None)), Mode.HOTSEAT)
    dialog = win.simulate()
    qtbot.addWidget(dialog)
    first = dialog.deck.itemText(0)
    assert first == "Current game: Alice's deck"
    assert dialog.decks[first] == tuple(win.session.game.setup["config"]["decks"][0])
