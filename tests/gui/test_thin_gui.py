"""The GUI stays thin (issue 11): legality comes from the engine's decision queries, one handler per
decision kind owns its draft, views refresh only what changed, and grouped cards fan out."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint

from mtgtable.engine import Kind, Pass, PlayerRef
from mtgtable.gui import handlers
from mtgtable.gui.changes import Changes
from mtgtable.gui.handlers.base import HANDLERS, Handler
from mtgtable.gui.models.card_zone_model import CardGroup, CardZoneModel
from mtgtable.gui.widgets.card_view import FAN_DELAY_MS

from .conftest import DATA, open_window
from .helpers import click_card, drag_card, pass_privacy

P0, P1 = PlayerRef(0), PlayerRef(1)
GUI = Path(handlers.__file__).parents[1]
BOARD = DATA / "fanned_tokens.toml"


def _window(qtbot, mode: str = "hotseat"):  # type: ignore[no-untyped-def]
    win = open_window(qtbot, BOARD, mode)
    if win.privacy.isVisible():
        pass_privacy(qtbot, win)
    return win


def _alias(win, name: str) -> int:  # type: ignore[no-untyped-def]
    from mtgtable.engine.files.scenario import load_scenario
    return load_scenario(BOARD).aliases[name]


def _to(qtbot, win, kind: Kind) -> None:  # type: ignore[no-untyped-def]
    session = win.session
    while session.game.pending.kind is not kind:
        assert session.game.pending.kind is Kind.PRIORITY
        session.answer(Pass())
    if win.privacy.isVisible():
        pass_privacy(qtbot, win)


# ---------------------------------------------------------------------------- one source of truth

#: What the GUI must not do itself: call the engine's combat or target predicates, judge a cost or
#: a land, write a refusal with its own rule number, read haste or what a land makes off the card.
_FORBIDDEN = {
    "combat predicates": re.compile(r"engine import combat\b|combat_rules|attack_problem|block_problem|"
                                    r"blocker_problem|attack_target_problem|block_capacity"),
    "play predicates": re.compile(r"\b(cast|land|activate)_problem\("),
    "target predicates": re.compile(r"is_legal_target|target_candidates"),
    "haste read off the card": re.compile(r"[\"']Haste[\"']"),
    "mana read off the card": re.compile(r"\.produce\b"),
    "refusals written by the GUI": re.compile(r"\.refuse\(\s*[\"']\d"),
}


@pytest.mark.parametrize("what", sorted(_FORBIDDEN))
def test_the_gui_asks_the_decision_instead_of_judging_itself(what: str) -> None:
    found = [f"{p.relative_to(GUI)}:{n}" for p in GUI.rglob("*.py") if p.name != "i18n_extract.py"
             for n, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1) if _FORBIDDEN[what].search(line)]
    assert not found, f"{what} in the GUI: {found}"


def test_cr_302_6_haste_from_another_card_shows_and_attacks_through_the_window(qtbot) -> None:  # type: ignore[no-untyped-def]
    win = _window(qtbot)
    giant = _alias(win, "giant")
    creatures = win.bottom.models[CardGroup.CREATURES]
    assert win.session.game.objects[giant].sick
    assert not creatures.face(giant).sick  # Test Fervor gives it haste: not drawn as summoning sick
    lands = win.bottom.models[CardGroup.LANDS]
    island = next(k for k in lands.keys if win.session.game.objects[k].name == "Volcanic Island")
    assert lands.face(island).land_colors == ("U", "R")  # the engine's reading of its mana ability
    _to(qtbot, win, Kind.DECLARE_ATTACKERS)
    drag_card(qtbot, win.bottom.views[CardGroup.CREATURES], giant, win.top.badge)
    assert dict(win.controller.handler.planned_attacks()) == {giant: P1}
    assert not win.prompt_bar.refusal.isVisible()


def test_cr_605_3a_a_land_on_the_battlefield_is_tapped_for_mana_by_a_click(qtbot) -> None:  # type: ignore[no-untyped-def]
    win = _window(qtbot)
    mountain = next(o for o in win.session.game.battlefield if win.session.game.objects[o].name == "Mountain")
    click_card(qtbot, win.bottom.views[CardGroup.LANDS], mountain)
    assert win.session.game.objects[mountain].tapped
    units = [set(u) for u in win.session.game.players[0].pool.units()]
    assert units == [{"R"}], units


# ---------------------------------------------------------------------------- one handler per kind

def test_every_decision_kind_has_its_own_handler_and_the_controller_branches_on_none() -> None:
    assert set(HANDLERS) == set(Kind), f"no handler for {set(Kind) - set(HANDLERS)}"
    assert all(issubclass(h, Handler) for h in HANDLERS.values())
    tree = ast.parse((GUI / "controller.py").read_text(encoding="utf-8"))
    branches = [n.lineno for n in ast.walk(tree) if isinstance(n, ast.Attribute) and n.attr in {k.name for k in Kind}
                and isinstance(n.value, ast.Name) and n.value.id == "Kind"]
    assert not branches, f"the controller branches on the decision kind at lines {branches}"


def test_a_handler_registered_for_a_kind_gets_the_clicks_and_owns_its_draft(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    clicked: list[int] = []

    class Recorder(Handler):
        def click(self, oid: int) -> None:
            clicked.append(oid)

    monkeypatch.setitem(HANDLERS, Kind.PRIORITY, Recorder)
    win = _window(qtbot)
    assert isinstance(win.controller.handler, Recorder)
    giant = _alias(win, "giant")
    click_card(qtbot, win.bottom.views[CardGroup.CREATURES], giant)
    assert clicked == [giant]
    monkeypatch.undo()
    # the real attack handler keeps the attack it builds; the marks only show it
    win.controller.on_game_changed()
    _to(qtbot, win, Kind.DECLARE_ATTACKERS)
    handler = win.controller.handler
    assert type(handler).__name__ == "AttackHandler"
    click_card(qtbot, win.bottom.views[CardGroup.CREATURES], giant)
    assert handler.draft == {giant: P1} and win.session.marks.draft is handler
    assert not hasattr(win.session.marks, "attack_draft")


# ---------------------------------------------------------------------------- refresh only what changed

def test_views_refresh_only_what_the_change_touched(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    win = _window(qtbot, "teach")  # teaching stops at every priority: a pass changes nothing on the board
    refreshed: list[tuple[int, str]] = []
    original = CardZoneModel.refresh

    def spy(self: CardZoneModel) -> None:
        refreshed.append((self.player, self.group.value))
        original(self)

    monkeypatch.setattr(CardZoneModel, "refresh", spy)
    seen: list[Changes] = []
    win.controller.changed.connect(seen.append)
    win.session.answer(Pass())  # Alice passes priority to Bob: nothing on the table moves
    assert seen and not seen[-1].zones and seen[-1].cards is not None
    assert (0, "lands") not in refreshed and (1, "lands") not in refreshed, refreshed
    assert (1, "creatures") not in refreshed and (0, "creatures") not in refreshed, refreshed
    refreshed.clear()
    win.session.answer(Pass())  # Bob passes too: the step ends (the turn tracker, not the cards)
    assert seen[-1].turn and (0, "lands") not in refreshed
    # a spell that taps lands and moves a card: those rows are read again
    _to(qtbot, win, Kind.DECLARE_ATTACKERS)
    refreshed.clear()
    giant = _alias(win, "giant")
    click_card(qtbot, win.bottom.views[CardGroup.CREATURES], giant)  # the draft: only that creature changes
    assert seen[-1].cards == frozenset({giant}) and seen[-1].combat
    assert refreshed == [(0, "creatures")], refreshed


# ---------------------------------------------------------------------------- grouped cards fan out

def _hover(qtbot, view, oid: int) -> None:  # type: ignore[no-untyped-def]
    qtbot.mouseMove(view.viewport(), view.card_center(oid))
    qtbot.mouseMove(view.viewport(), view.card_center(oid) + QPoint(1, 1))


def test_a_group_fans_out_on_hover_and_folds_when_the_mouse_leaves(qtbot) -> None:  # type: ignore[no-untyped-def]
    win = _window(qtbot)
    view, model = win.top.views[CardGroup.CREATURES], win.top.models[CardGroup.CREATURES]
    saps = [_alias(win, f"bob{i}") for i in (1, 2, 3)]
    assert model.rowCount() == 2 and model.face(model.row_key(saps[0])).count == 3  # "Saproling ×3" and the bears
    _hover(qtbot, view, saps[0])
    qtbot.waitUntil(lambda: model.rowCount() == 4, timeout=FAN_DELAY_MS * 6)
    assert all(model.row_key(s) == s and model.face(s).count == 1 and model.face(s).fanned for s in saps)
    assert len({view.card_center(s).x() for s in saps}) == 3  # side by side, each reachable
    qtbot.mouseMove(win.prompt_bar)  # the mouse leaves the row: the group folds back
    view.leaveEvent(None)  # (offscreen, moving the mouse away does not send the row its Leave event)
    qtbot.waitUntil(lambda: model.rowCount() == 2, timeout=3000)
    assert not model.face(model.row_key(saps[0])).fanned


def test_cr_115_1_a_fanned_out_token_is_targeted_on_its_own(qtbot) -> None:  # type: ignore[no-untyped-def]
    win = _window(qtbot)
    game = win.session.game
    bolt = next(c for c in game.players[0].hand if game.objects[c].name == "Lightning Bolt")
    click_card(qtbot, win.bottom.views[CardGroup.HAND], bolt)
    assert game.pending.kind is Kind.TARGETS
    view, model = win.top.views[CardGroup.CREATURES], win.top.models[CardGroup.CREATURES]
    bob2 = _alias(win, "bob2")
    click_card(qtbot, view, model.row_key(bob2))  # a click on the group fans it out, picks nothing yet
    assert game.pending.kind is Kind.TARGETS and model.row_key(bob2) == bob2
    click_card(qtbot, view, bob2)  # now the very token (Bob can't respond: Bolt resolves)
    assert "targets=(%d,)" % bob2 in repr(game.answers[-4:])
    assert bob2 not in game.objects and {_alias(win, "bob1"), _alias(win, "bob3")} <= set(game.battlefield)


def test_cr_508_1_a_fanned_out_token_is_dragged_to_attack_on_its_own(qtbot) -> None:  # type: ignore[no-untyped-def]
    win = _window(qtbot)
    _to(qtbot, win, Kind.DECLARE_ATTACKERS)
    view, model = win.bottom.views[CardGroup.CREATURES], win.bottom.models[CardGroup.CREATURES]
    sap2 = _alias(win, "sap2")
    assert model.row_key(sap2) != sap2  # grouped with the other two
    _hover(qtbot, view, model.row_key(sap2))
    qtbot.waitUntil(lambda: model.row_key(sap2) == sap2, timeout=FAN_DELAY_MS * 6)
    drag_card(qtbot, view, sap2, win.top.badge)
    assert dict(win.controller.handler.planned_attacks()) == {sap2: P1}
    assert model.face(sap2).attacking == "Bob"


def test_enter_on_a_group_fans_it_out_and_the_arrow_keys_reach_each_card(qtbot) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import Qt
    win = _window(qtbot)
    _to(qtbot, win, Kind.DECLARE_ATTACKERS)
    view, model = win.bottom.views[CardGroup.CREATURES], win.bottom.models[CardGroup.CREATURES]
    saps = [_alias(win, f"sap{i}") for i in (1, 2, 3)]
    view.setFocus()
    view.setCurrentIndex(model.row_of(saps[0]))
    qtbot.keyClick(view, Qt.Key.Key_Return)  # on the group: fans it out, declares nothing
    assert all(model.row_key(s) == s for s in saps) and not win.controller.handler.planned_attacks()
    qtbot.keyClick(view, Qt.Key.Key_Right)
    qtbot.keyClick(view, Qt.Key.Key_A)  # the second token attacks
    assert dict(win.controller.handler.planned_attacks()) == {view.current_oid(): P1}
    assert view.current_oid() in saps
