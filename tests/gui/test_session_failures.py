"""The session shows an answer the engine failed to apply and never goes on with a broken game."""

from __future__ import annotations

from typing import Any

import pytest

from mtgtable.engine.families import effects as effects_module
from mtgtable.engine.errors import AnswerFailed
from mtgtable.engine.files.scenario import load_scenario_text
from mtgtable.engine.files.snapshot import snapshot

TEXT = """
[game]
turn = 3
active = 0
step = "main1"
[cards."Test Spell"]
manaCost = "{0}"
types = ["Instant"]
abilities = [{ kind = "spell", effects = [{ do = "gain_life", amount = 3 }] }]
[[player]]
name = "Alice"
hand = [{ card = "Test Spell", alias = "spell" }]
library = ["Forest", "Forest"]
[[player]]
name = "Bob"
library = ["Forest", "Forest"]
"""


def test_a_failed_answer_is_refused_shown_and_the_game_is_as_before(qtbot: Any,
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    from mtgtable.gui.session import GameSession, Mode
    sc = load_scenario_text(TEXT, where="test")
    session = GameSession(sc.game, Mode.GOLDFISH)
    refused: list[Any] = []
    session.refused.connect(refused.append)
    monkeypatch.setitem(effects_module.EFFECTS, "gain_life", lambda *a: 1 / 0)
    # The cast is applied; then automation passes priority around and the pass that
    # resolves the spell fails: it is shown, and automation stops right there.
    assert session.answer(f"cast {sc.id('spell')}") is True
    assert len(refused) == 1 and isinstance(refused[0], AnswerFailed)
    assert "ZeroDivisionError" in str(refused[0])
    g = session.game
    assert g.stack and g.pending is not None and g.players[0].life == 20
    before = snapshot(g)
    # Nothing goes on by itself from a failure: the next automation run meets it again, unchanged.
    session.run_automation()
    assert len(refused) == 2 and snapshot(session.game) == before
    monkeypatch.undo()
    session.run_automation()
    assert session.game.players[0].life == 23 and not session.game.stack
