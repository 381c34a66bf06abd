"""The stack panel names a copy of a spell as such (CR 707.10: a copy is not a card and was
not cast), in the table's language."""

from __future__ import annotations

from PySide6.QtCore import Qt

from mtgtable.engine import Cast, PlayLand
from mtgtable.engine.rules.spells_cast import image_of
from mtgtable.engine.families.stack_effects import copy_spell
from mtgtable.gui.models.stack_model import StackModel
from mtgtable.gui.session import Mode


def test_cr_707_10_the_stack_panel_shows_a_copy_of_a_spell(window) -> None:  # type: ignore[no-untyped-def]
    session = window.session
    game = session.game
    session.mode = Mode.TEACH  # stop at every priority, so the spell stays on the stack
    land = next(c for c in game.players[0].hand if game.objects[c].card.is_land)
    session.answer(PlayLand(land))
    giant = next(c for c in game.players[0].hand if game.objects[c].name == "Hill Giant")
    session.answer(Cast(giant))
    image = image_of(game.state, game.stack[-1])
    assert image is not None
    assert list(copy_spell(game.state, 0, image, False)) == []  # no new targets to choose: no decision
    model = StackModel(session)
    model.refresh()
    top = model.data(model.index(0, 0), Qt.ItemDataRole.DisplayRole)
    below = model.data(model.index(1, 0), Qt.ItemDataRole.DisplayRole)
    assert "copy of a spell" in top and "copy of a spell" not in below
    assert game.stack[-1].info.get("copy") and game.objects[game.stack[-1].id].token
