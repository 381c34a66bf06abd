"""Helpers for rule tests: build positions from scenario text, answer with aliases."""

from __future__ import annotations

from pathlib import Path

import pytest

from mtgtable.engine import IllegalAnswer
from mtgtable.engine.files.scenario import Scenario, load_scenario, load_scenario_text
from mtgtable.engine.files.snapshot import snapshot

SCENARIOS = Path(__file__).resolve().parents[2] / "resources" / "scenarios"


def scenario(text: str) -> Scenario:
    return load_scenario_text(text, where="test scenario")


def lesson(name: str) -> Scenario:
    """A scenario file from resources/scenarios (the rules' worked examples)."""
    return load_scenario(SCENARIOS / name)


def assert_illegal(sc: Scenario, answer: str, rule: str) -> IllegalAnswer:
    """The answer is refused citing ``rule`` and the game is exactly as before."""
    before = snapshot(sc.game)
    with pytest.raises(IllegalAnswer) as info:
        sc.answer(answer)
    assert info.value.rule == rule, f"expected CR {rule}, got: {info.value}"
    assert snapshot(sc.game) == before
    return info.value


def assert_legal(sc: Scenario, answer: str) -> None:
    """The answer would be accepted (checked without applying it)."""
    from mtgtable.engine.decisions import parse_answer
    sc.game.check(parse_answer(answer, sc.resolve))


def life(sc: Scenario, player: int) -> int:
    return sc.game.players[player].life


def on_battlefield(sc: Scenario, alias: str) -> bool:
    return sc.game.on_battlefield(sc.id(alias))


def perm(card: str, alias: str, extra: str = "") -> str:
    """A ``[[player.battlefield]]`` table for scenario text (``extra``: more keys)."""
    return f'[[player.battlefield]]\ncard = "{card}"\nalias = "{alias}"\n{extra}\n'


def lands(*names: str) -> str:
    """Untapped lands without aliases, as scenario text."""
    return "".join(f'[[player.battlefield]]\ncard = "{n}"\n' for n in names)
