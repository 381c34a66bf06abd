"""The speed tools run (their figures are commands' output, never timed tests),
and the docstring examples of the modules behind them hold."""

from __future__ import annotations

import doctest

from mtgtable.engine import bench_combat, combat_requirements


def test_docstring_examples_of_the_speed_modules_run() -> None:
    for module in (combat_requirements, bench_combat):
        result = doctest.testmod(module)
        assert result.attempted > 0 and result.failed == 0, module.__name__


def test_bench_combat_plays_one_big_combat_through_the_public_api() -> None:
    r = bench_combat.bench_combat(30)
    assert r["creatures_a_side"] == 30 and r["blocks"] >= 30
    assert {"answer block", "check block", "suggest block", "assign damage (combat_damage)"} <= set(r["decisions"])


def test_bench_combat_command(capsys: object) -> None:
    assert bench_combat.main(["--creatures", "8", "--json"]) == 0
