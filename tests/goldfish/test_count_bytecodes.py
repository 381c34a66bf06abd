"""The bytecode counter the README's speed figures quote (goldfish/count_bytecodes.py)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mtgtable.goldfish.count_bytecodes import count, engine_compiled, main

DECK = ("Forest",) * 17 + ("Grizzly Bears",) * 23


def test_counts_every_function_of_the_games_it_plays() -> None:
    found = count(DECK, 2, seed=1)
    assert found.games == 2
    assert found.total == sum(found.bytecodes.values()) > 0
    assert all(found.calls.get(w, 0) > 0 for w in found.bytecodes)
    if engine_compiled():
        return  # (the mypyc build: the engine's compiled modules run no bytecode, so none is counted)
    assert found.total > 10_000
    # The engine's own functions are among them, named from mtgtable/ on, each entered at least once.
    moves = [w for w in found.bytecodes if w[0] == "engine/operations.py" and w[2] == "move"]
    assert moves and all(found.calls[w] > 0 for w in moves)


def test_the_tracer_it_set_is_removed_afterwards() -> None:
    import sys
    before = sys.gettrace()
    count(DECK, 1, seed=2)
    assert sys.gettrace() is before


def test_command_line_json_and_bad_arguments(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    deck = tmp_path / "bears.txt"
    deck.write_text("17 Forest\n23 Grizzly Bears\n", encoding="utf-8")
    assert main([str(deck), "--games", "1", "--top", "3", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["games"] == 1 and out["bytecodes_per_game"] > 0 and len(out["functions"]) == 3
    assert out["engine_compiled"] is engine_compiled()
    assert main([str(tmp_path / "missing.txt")]) == 2
    assert "count_bytecodes" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main([str(deck), "--games", "0"])
