"""A face-down card's identity is its controller's to see (CR 708.5): the table shows it to them
only, the opponent's view, the undo list and a saved and loaded game say "a face-down creature"."""

from __future__ import annotations

from pathlib import Path

from mtgtable.engine import Kind
from mtgtable.engine.files.replay import load_game, save_game
from mtgtable.engine.files.scenario import load_scenario_text
from mtgtable.gui.card_face import face_of
from mtgtable.gui.history import history
from mtgtable.gui.marks import TableMarks

TABLE = """
[cards."Hidden Bear"]
manaCost = "{4}{G}{G}"
types = ["Creature"]
colors = ["G"]
power = 5
toughness = 5
abilities = [{ kind = "static", static = "morph", variant = "morph", mana = "{1}{G}" }]
[game]
turn = 3
active = 0
step = "main1"
[[player]]
name = "Alice"
hand = [{ card = "Hidden Bear", alias = "bear" }]
library = ["Forest", "Forest"]
[[player.battlefield]]
card = "Forest"
[[player.battlefield]]
card = "Forest"
[[player.battlefield]]
card = "Forest"
[[player]]
name = "Bob"
library = ["Forest", "Forest"]
"""


def _texts(face: object) -> str:
    return repr(face)


def test_cr_708_5_only_its_controller_sees_a_face_down_card(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    sc = load_scenario_text(TABLE, where="test")
    g = sc.game
    sc.answer("cast bear")
    if g.pending.kind is Kind.CHOOSE:
        sc.answer(f"choose {g.pending.data['cast_method'].index('face_down')}")
    sc.answer("pay auto")
    sc.answer("pass")
    sc.answer("pass")
    (oid,) = list(g.state.face_down)
    mine = face_of(g, oid, TableMarks(viewer=0))
    theirs = face_of(g, oid, TableMarks(viewer=1))
    assert "Hidden Bear" in _texts(mine)
    assert "Hidden Bear" not in _texts(theirs) and theirs.power == 2 and theirs.toughness == 2
    assert not any("Hidden Bear" in e.text for e in g.events if e.kind in ("cast", "resolve"))
    if g.setup is not None:
        labels = [e.label for e in history(g, {0, 1}, viewer=1)]
        assert labels and not any("Hidden Bear" in label for label in labels)
        assert any("face-down creature" in label for label in labels)
        path = tmp_path / "game.json"
        save_game(g, path)
        loaded = load_game(path, g.db)
        (again,) = list(loaded.state.face_down)
        assert "Hidden Bear" not in _texts(face_of(loaded, again, TableMarks(viewer=1)))
        assert "Hidden Bear" in _texts(face_of(loaded, again, TableMarks(viewer=0)))
    assert g.setup is not None  # (the undo list and the save file were checked above)
