"""``mtgtable scenario FILE --json`` and the scenario loader's error messages."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from mtgtable.engine import ScenarioError
from mtgtable.engine.files.scenario import load_scenario_text

SCENARIOS = Path(__file__).resolve().parents[2] / "resources" / "scenarios"


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "mtgtable", "scenario", *args], capture_output=True, text=True)


def test_scenario_json_prints_state_events_and_pending_decision() -> None:
    r = run(str(SCENARIOS / "cr_510_1c_gorger.toml"), "--json")
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout)
    assert out["state"]["pending"]["kind"] == "assign_damage"
    assert out["state"]["step"] == "combat_damage"
    assert any(e["rule"] == "116.3d" for e in out["events"])
    assert out["aliases"]["gorger"] == out["state"]["battlefield"][0]["id"]


def test_illegal_scripted_answer_names_the_line_and_exits_nonzero(tmp_path: Path) -> None:
    text = (SCENARIOS / "cr_510_1c_gorger.toml").read_text().replace(
        'answers = ["pass", "pass"]', 'answers = ["pass", "pass", "assign gorger: guardian=2 elves=3"]')
    f = tmp_path / "bad.toml"
    f.write_text(text)
    r = run(str(f))
    assert r.returncode == 2
    line = next(i for i, s in enumerate(text.splitlines(), 1) if "guardian=2" in s)
    assert f"line {line}" in r.stderr and "CR 510.1c" in r.stderr


@pytest.mark.parametrize("text, message", [
    ("[game\nturn = 1", "not valid TOML"),
    ('[game]\nstep = "lunch"\n[[player]]\n[[player]]', "unknown step"),
    ('[[player]]\n[[player.battlefield]]\ncard = "Grizly Bears"\n[[player]]', "did you mean Grizzly Bears"),
    ('[[player]]', "exactly two"),
    ('[[player]]\nmana = 3\n[[player]]', "unknown key 'mana'"),
    ('[[player]]\n[[player.battlefield]]\ncard = "Grizzly Bears"\nblocking = ["x"]\n[[player]]', "nor a known alias"),
    ('[[player]]\n[[player.battlefield]]\ncard = "Grizzly Bears"\nalias = "x"\n[[player]]\n'
     '[[player.battlefield]]\ncard = "Grizzly Bears"\nblocking = ["x"]', "not attacking"),
])
def test_malformed_scenarios_give_clear_errors(text: str, message: str) -> None:
    with pytest.raises(ScenarioError, match=message):
        load_scenario_text(text)


def test_unknown_card_error_names_its_line() -> None:
    text = '[[player]]\n[[player.battlefield]]\ncard = "Grizly Bears"\n[[player]]'
    with pytest.raises(ScenarioError, match="line 3"):
        load_scenario_text(text)
