""""Tap up to two target creatures" in the GUI (CR 601.2c): the player clicks as many targets as
wanted and Confirm stops early; the engine gets the shorter list of targets."""

from __future__ import annotations

from mtgtable.engine import Cast, Kind, Pay
from mtgtable.engine.data.cards import CardDB, card_from_json, default_card_db
from mtgtable.engine.files.scenario import load_scenario_text
from mtgtable.gui.main_window import MainWindow
from mtgtable.gui.session import GameSession, Mode
from mtgtable.oracle import compile_card

from .test_oracle_choices import _corpus_record

_SCENARIO = """[game]
step = "main1"
begun = true
active = 0
turn = 3
first_player = 0

[[player]]
name = "Me"
library = ["Island", "Island"]
hand = [{ card = "Send to Sleep", alias = "spell" }]
battlefield = [{ card = "Island", sick = false }, { card = "Island", sick = false }]

[[player]]
name = "Them"
library = ["Island", "Island"]
battlefield = [{ card = "Grizzly Bears", alias = "bear1", sick = false }, { card = "Grizzly Bears", alias = "bear2", sick = false }]
"""


def test_cr_601_2c_confirm_stops_after_one_of_up_to_two_targets(qtbot) -> None:  # type: ignore[no-untyped-def]
    db = CardDB(default_card_db())
    db.add(card_from_json(compile_card(_corpus_record("Send to Sleep")).record))
    s = load_scenario_text(_SCENARIO, where="<gui optional targets>", db=db)
    session = GameSession(s.game, Mode("goldfish"))
    win = MainWindow(session)
    qtbot.addWidget(win)
    win.resize(1500, 950)
    win.show()
    qtbot.waitExposed(win)
    g = s.game
    ctl = win.controller
    session.answer(Cast(s.id("spell")))
    assert g.pending.kind is Kind.TARGETS and g.pending.data["min_targets"] == 0
    assert ctl.confirm_action.isVisible() or ctl.confirm_action in ctl.visible_actions  # none is enough
    ctl.card_clicked(s.id("bear1"))
    assert g.pending.kind is Kind.TARGETS  # one more may be chosen
    ctl.confirm_action.trigger()
    if g.pending.kind is Kind.PAY:
        session.answer(Pay(auto=True))
    # the goldfish opponent passes: it resolved with the one target chosen
    assert g.objects[s.id("bear1")].tapped and not g.objects[s.id("bear2")].tapped
    assert not g.stack
