"""Naming a card in the GUI (CR 201.3): the searchable name picker answers the engine's name
decision with the index of the name chosen; the undo list tells the name, not an object."""

from __future__ import annotations

import pytest

from mtgtable.engine import Cast, Kind, NameCard, Pay, Targets
from mtgtable.engine.refs import PlayerRef
from mtgtable.gui.dialogs.name_dialog import NameDialog
from mtgtable.gui.history import describe

from mtgtable.engine.data.cards import CardDB, card_from_json, default_card_db
from mtgtable.engine.files.scenario import load_scenario_text
from mtgtable.gui.main_window import MainWindow
from mtgtable.gui.session import GameSession, Mode
from mtgtable.oracle import compile_card

from .test_library_choices import _SCENARIO, _corpus_records

#: Cards are named from the game's own cards here (CR 201.3), whatever earlier tests registered.
pytestmark = pytest.mark.usefixtures("game_card_names")


def _window(qtbot, card: str):  # type: ignore[no-untyped-def]
    db = CardDB(default_card_db())
    for r in _corpus_records([card]):
        db.add(card_from_json(compile_card(r).record))
    text = _SCENARIO.format(card=card).replace('card = "Island"', 'card = "Swamp"')
    s = load_scenario_text(text, where="<gui naming>", db=db)
    session = GameSession(s.game, Mode("goldfish"))
    win = MainWindow(session)
    qtbot.addWidget(win)
    win.resize(1500, 950)
    win.show()
    qtbot.waitExposed(win)
    return s, session, win


def test_cr_201_3_the_name_dialog_filters_as_you_type_and_answers_the_name(qtbot) -> None:  # type: ignore[no-untyped-def]
    names = ["Counterspell", "Grizzly Bears", "Lightning Bolt", "Llanowar Elves"]
    dialog = NameDialog(names, "Choose a card name.")
    qtbot.addWidget(dialog)
    assert dialog.list.count() == 4
    dialog.search.setText("llan")
    shown = [dialog.list.item(i).text() for i in range(dialog.list.count())]
    assert shown == ["Llanowar Elves"]
    assert dialog.answer == NameCard("Llanowar Elves")
    dialog.search.setText("zzzz")
    assert dialog.list.count() == 0 and not dialog.buttons.button(dialog.buttons.StandardButton.Ok).isEnabled()


def test_cr_201_3_cabal_therapy_opens_the_name_dialog(qtbot) -> None:  # type: ignore[no-untyped-def]
    s, session, win = _window(qtbot, "Cabal Therapy")
    g = s.game
    session.answer(Cast(s.id("spell")))
    if g.pending.kind is Kind.TARGETS:
        session.answer(Targets((PlayerRef(1),)))
    session.answer(Pay(auto=True))
    ctl = win.controller
    qtbot.waitUntil(lambda: isinstance(ctl.dialog, NameDialog))
    dialog = ctl.dialog
    dialog.search.setText("Forest")
    names = list(g.pending.data["names"])
    assert "Forest" not in names  # a nonland card name: the land is not offered
    dialog.search.setText("Grizzly Bears")
    assert dialog.answer == NameCard("Grizzly Bears")
    assert "Grizzly Bears" in describe(g, 0, NameCard("Grizzly Bears"))
