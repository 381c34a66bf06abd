"""What a permanent remembers is shown on it (CR 614.12, 607.2a, 701.28) and the monarch on
its player's badge (CR 724), translated."""

from __future__ import annotations

from mtgtable.engine.families.monarch import become
from mtgtable.gui.card_face import face_of
from mtgtable.gui.card_notes import notes_of
from mtgtable.gui.card_painter import card_pixmap

from .conftest import DATA, open_window


def test_cr_614_12_the_chosen_colour_and_the_exiled_card_are_drawn_on_the_permanent(qtbot) -> None:  # type: ignore[no-untyped-def]
    win = open_window(qtbot, DATA / "whole_turn.toml", "goldfish")
    game = win.session.game
    perm = game.battlefield[0]
    other = next(i for i in game.objects if game.objects[i].zone.value == "library")
    from mtgtable.engine.objects import Zone
    exiled = game.move(other, Zone.EXILE)
    assert exiled is not None
    game.state.chosen[perm] = {"color": "G", "exiled": (exiled,)}
    notes = notes_of(game, perm)
    assert notes[0] == "Chosen color: green"
    assert notes[1].startswith("Exiled: ")
    face = face_of(game, perm, win.session.marks)
    assert face.notes == notes
    assert not card_pixmap(face).isNull()


def test_cr_724_1_the_monarch_is_named_on_the_badge(qtbot) -> None:  # type: ignore[no-untyped-def]
    win = open_window(qtbot, DATA / "whole_turn.toml", "goldfish")
    game = win.session.game
    become(game.state, 0)
    badge = win.bottom.badge if win.bottom.badge.player == 0 else win.top.badge
    badge.update_from(game, win.session.marks)
    assert "the monarch" in badge.role_label.text()
