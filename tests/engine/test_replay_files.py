"""Saves and replays: JSON, atomic, never pickle; bad files give clear errors."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mtgtable.engine import Game, GameConfig, SaveFileError
from mtgtable.engine.agents import RandomAgent, run_until
from mtgtable.engine.files.replay import load_game, save_game, undo
from mtgtable.engine.files.scenario import load_scenario
from mtgtable.engine.files.snapshot import snapshot

DECK = ("Forest",) * 20 + ("Grizzly Bears",) * 14 + ("Giant Growth",) * 6
SCENARIOS = Path(__file__).resolve().parents[2] / "resources" / "scenarios"


def played(seed: int = 4, answers: int = 300) -> Game:
    g = Game.new(GameConfig((DECK, DECK), seed=seed))
    run_until(g, {0: RandomAgent(seed), 1: RandomAgent(seed + 1)}, max_answers=answers)
    return g


def test_save_and_load_round_trip(tmp_path: Path) -> None:
    g = played()
    path = tmp_path / "game.json"
    save_game(g, path)
    data = json.loads(path.read_text())
    assert data["format"] == "mtgtable-replay" and len(data["answers"]) == len(g.answers)
    assert snapshot(load_game(path)) == snapshot(g)
    assert not list(tmp_path.glob(".*.tmp")), "no temporary file is left behind"


def test_scenario_games_save_and_load(tmp_path: Path) -> None:
    sc = load_scenario(SCENARIOS / "cr_510_1c_gorger.toml")
    sc.answer("assign gorger: guardian=3 elves=2")
    save_game(sc.game, tmp_path / "s.json")
    assert snapshot(load_game(tmp_path / "s.json")) == snapshot(sc.game)


def test_undo_goes_back_one_decision() -> None:
    g = played(answers=50)
    back = undo(g, 1)
    assert len(back.answers) == len(g.answers) - 1
    back.answer(g.answers[-1])
    assert snapshot(back) == snapshot(g)


@pytest.mark.parametrize("content, message", [
    ("{not json", "not a save file"),
    ('{"format": "something-else"}', "not an mtgtable save file"),
    ('{"format": "mtgtable-replay", "version": 99, "setup": {}, "answers": []}', "version"),
    ('{"format": "mtgtable-replay", "version": 1, "setup": {"type": "new"}, "answers": [1, 2]}', "list of strings"),
    ('{"format": "mtgtable-replay", "version": 1, "setup": {"type": "warp"}, "answers": []}', "unknown setup"),
])
def test_bad_save_files_are_refused_clearly(tmp_path: Path, content: str, message: str) -> None:
    path = tmp_path / "bad.json"
    path.write_text(content)
    with pytest.raises(SaveFileError, match=message):
        load_game(path)


def test_tampered_answer_is_refused_naming_it(tmp_path: Path) -> None:
    g = played(answers=40)
    path = tmp_path / "g.json"
    save_game(g, path)
    data = json.loads(path.read_text())
    data["answers"][5] = "attack 999>p1"
    path.write_text(json.dumps(data))
    with pytest.raises(SaveFileError, match="answer 6"):
        load_game(path)


def test_binary_or_pickle_file_is_refused(tmp_path: Path) -> None:
    import pickle
    path = tmp_path / "g.json"
    path.write_bytes(pickle.dumps({"format": "mtgtable-replay"}))
    with pytest.raises(SaveFileError):
        load_game(path)


def test_engine_docstring_examples() -> None:
    import doctest

    import mtgtable.engine
    result = doctest.testmod(mtgtable.engine)
    assert result.attempted > 0 and result.failed == 0


def test_events_know_which_answer_caused_them() -> None:
    from mtgtable.engine.files.replay import replay
    g = played(answers=120)
    event = g.events[-1]
    before = replay(g.setup, g.answers[:event.answers])
    assert len(before.events) <= event.seq
