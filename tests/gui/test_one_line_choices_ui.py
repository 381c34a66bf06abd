"""The table's choice dialog answers the choices of the one-line cards: Distant Melody's creature
type (CR 205.3m, 608.2d) and Exhume's creature card (CR 101.4).  Cards compiled from the corpus text."""

from __future__ import annotations

from typing import Any

from mtgtable.engine import Cast, Kind
from mtgtable.gui.dialogs.choose_cards_dialog import ChooseCardsDialog
from tests.oracle.corpus import table

from .test_additional_choices_ui import _in_hand, _labels, _pick, _window


def _pass_until_dialog(qtbot: Any, session: Any, ctl: Any, g: Any) -> None:
    for _ in range(6):
        if g.pending.kind is Kind.CHOOSE:
            break
        if g.pending.kind is Kind.PRIORITY and g.pending.player == 0:
            session.answer(next(o for o in g.pending.options() if str(o) == "pass"))
        qtbot.wait(10)
    qtbot.waitUntil(lambda: isinstance(ctl.dialog, ChooseCardsDialog))


def test_cr_205_3m_the_dialog_offers_the_creature_types_for_distant_melody(qtbot: Any) -> None:
    s = table([], hand=["Distant Melody"], battlefield=["Island"] * 4 + ["Goblin Guide", "Grizzly Bears"])
    g = s.game
    win, session = _window(qtbot, s)
    ctl = win.controller
    session.answer(Cast(_in_hand(g, "Distant Melody")))
    _pass_until_dialog(qtbot, session, ctl, g)
    labels = _labels(ctl.dialog)
    assert sorted(labels.values()) == ["Bear", "Goblin", "Scout"]  # Goblin Guide is a Goblin Scout
    hand = len(g.players[0].hand)
    _pick(qtbot, ctl.dialog, next(i for i, t in labels.items() if t == "Goblin"))
    qtbot.waitUntil(lambda: len(g.players[0].hand) == hand + 1)


def test_cr_101_4_the_dialog_offers_exhumes_creature_cards(qtbot: Any) -> None:
    from mtgtable.engine import operations as ops
    from mtgtable.engine.objects import Zone
    s = table([], hand=["Exhume", "Grizzly Bears", "Mogg Fanatic"], battlefield=["Swamp", "Swamp"])
    g = s.game
    for c in [c for c in g.players[0].hand if g.objects[c].name != "Exhume"]:
        ops.move(g.state, c, Zone.GRAVEYARD)
    win, session = _window(qtbot, s)
    ctl = win.controller
    session.answer(Cast(_in_hand(g, "Exhume")))
    _pass_until_dialog(qtbot, session, ctl, g)
    assert sorted(g.objects[c].name for c in _labels(ctl.dialog)) == ["Grizzly Bears", "Mogg Fanatic"]
    fanatic = next(c for c in _labels(ctl.dialog) if g.objects[c].name == "Mogg Fanatic")
    _pick(qtbot, ctl.dialog, fanatic)
    qtbot.waitUntil(lambda: any(g.objects[o].name == "Mogg Fanatic" for o in g.battlefield))
