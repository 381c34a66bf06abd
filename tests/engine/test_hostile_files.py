"""Hostile and corrupt files: saves, scenarios, card files and settings.

Each gives one clear message naming the file (and the line where there is
one), exit status 2 on the command line, within a few seconds and a few
hundred MB.  Every input is generated here (no big files in the repository);
the command-line cases run in a subprocess limited to 768 MB of address
space and 60 s.
"""

from __future__ import annotations

import json
import os
import resource
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from mtgtable.engine import Game, GameConfig, Kind
from mtgtable.engine.data.cards import CardDB, card_from_json
from mtgtable.engine.files.card_files import load_card_file
from mtgtable.engine.errors import CardDataError, SaveFileError, ScenarioError
from mtgtable.engine.data.limits import (
    MAX_ANSWERS_PER_SAVE,
    MAX_DECK_SIZE,
    MAX_NESTING,
    MAX_POOL_MANA,
    MAX_SAVE_BYTES,
    MAX_SCENARIO_BYTES,
)
from mtgtable.engine.files.replay import ENGINE_VERSION, load_game, save_game, to_json
from mtgtable.engine.files.scenario import load_scenario, load_scenario_text
from mtgtable.engine.files.snapshot import snapshot

ROOT = Path(__file__).resolve().parents[2]
DECK = ["Forest"] * 20 + ["Grizzly Bears"] * 20
MEMORY = 768 * 1024 * 1024


def cli(*args: str) -> subprocess.CompletedProcess[str]:
    """``mtgtable ARGS`` in a subprocess with bounded memory and time."""
    def limit() -> None:
        resource.setrlimit(resource.RLIMIT_AS, (MEMORY, MEMORY))
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.run([sys.executable, "-m", "mtgtable", *args], capture_output=True, text=True, timeout=60,
                          env=env, preexec_fn=limit, cwd=ROOT)


def save_text(**changes: Any) -> dict[str, Any]:
    config: dict[str, Any] = {"decks": [DECK, DECK], "seed": 1, "starting_player": 0}
    config.update(changes.pop("config", {}))
    data = {"format": "mtgtable-replay", "version": 1, "engine": ENGINE_VERSION,
            "setup": {"type": "new", "config": config}, "answers": ["keep", "keep"]}
    data.update(changes)
    return data


def write(tmp_path: Path, name: str, text: str | bytes) -> Path:
    p = tmp_path / name
    if isinstance(text, str):
        p.write_text(text, encoding="utf-8")
    else:
        p.write_bytes(text)
    return p


def refused_save(path: Path, *needles: str) -> str:
    t0 = time.perf_counter()
    with pytest.raises(SaveFileError) as info:
        load_game(path)
    assert time.perf_counter() - t0 < 10
    message = str(info.value)
    assert str(path) in message
    for n in needles:
        assert n in message, message
    return message


# ----------------------------------------------------------------------------- saves

def test_save_nested_200000_deep_is_refused_with_its_line(tmp_path: Path) -> None:
    p = write(tmp_path, "deep.json", '{"format": "mtgtable-replay",\n "x": ' + "[" * 200_000)
    refused_save(p, "nested", "line 2")
    r = cli("replay", str(p))
    assert r.returncode == 2 and str(p) in r.stderr and "Traceback" not in r.stderr


@pytest.mark.parametrize("value", ["Infinity", "-Infinity", "NaN", "1e400"])
def test_save_with_infinite_numbers_is_refused(tmp_path: Path, value: str) -> None:
    text = json.dumps(save_text(), indent=1).replace('"seed": 1', f'"seed": {value}')
    refused_save(write(tmp_path, "inf.json", text), "not a number")


def test_save_over_the_size_limit_is_refused_without_reading_it(tmp_path: Path) -> None:
    p = tmp_path / "huge.json"
    with p.open("wb") as f:
        f.truncate(200 * 1024 * 1024)  # a sparse 200 MB file: refused by its size alone
    refused_save(p, f"{MAX_SAVE_BYTES:,}")
    r = cli("replay", str(p))
    assert r.returncode == 2 and str(p) in r.stderr


def test_save_with_a_huge_deck_is_refused(tmp_path: Path) -> None:
    big = ["Forest"] * (MAX_DECK_SIZE + 1)
    p = write(tmp_path, "deck.json", json.dumps(save_text(config={"decks": [big, DECK]})))
    refused_save(p, "deck 1", f"{MAX_DECK_SIZE:,}")


def test_save_with_too_many_answers_is_refused_before_replaying(tmp_path: Path) -> None:
    p = write(tmp_path, "answers.json", json.dumps(save_text(answers=["pass"] * (MAX_ANSWERS_PER_SAVE + 1))))
    refused_save(p, f"{MAX_ANSWERS_PER_SAVE:,}")


@pytest.mark.parametrize("config, needle", [
    ({"mulligan": "vancouver"}, "mulligan"),
    ({"stops": [[5, ["upkeep"]]]}, "stop"),
    ({"stops": [[1, ["teatime"]]]}, "teatime"),
    ({"starting_player": 7}, "starting_player"),
    ({"starting_life": "lots"}, "starting_life"),
    ({"decks": [[5], DECK]}, "deck 1"),
    ({"names": ["A" * 10_000, "B"]}, "names"),
])
def test_save_setup_fields_are_checked(tmp_path: Path, config: dict[str, Any], needle: str) -> None:
    refused_save(write(tmp_path, "bad.json", json.dumps(save_text(config=config))), needle)


def test_save_with_a_utf8_bom_loads(tmp_path: Path) -> None:
    p = write(tmp_path, "bom.json", b"\xef\xbb\xbf" + json.dumps(save_text()).encode("utf-8"))
    assert len(load_game(p).answers) == 2


def test_saves_record_the_engine_version_and_name_it_when_they_do_not_replay(tmp_path: Path) -> None:
    g = Game.new(GameConfig((tuple(DECK), tuple(DECK)), seed=1, starting_player=0))
    g.answer("keep")
    g.answer("keep")
    assert to_json(g)["engine"] == ENGINE_VERSION
    # An older engine gave the starting player priority in a first-turn draw step:
    # its answers do not fit this engine, and the message says why.
    old = to_json(g)
    del old["engine"]
    old["answers"] += ["pass"] * 4 + ["attack 999>p1"]
    message = refused_save(write(tmp_path, "old.json", json.dumps(old)), "did not record its version",
                           f"engine version {ENGINE_VERSION}")
    assert "answer" in message


# ----------------------------------------------------------------------------- a long legitimate game

def test_a_1000_turn_28000_answer_game_saves_and_loads(tmp_path: Path) -> None:
    deck = ("Forest",) * MAX_DECK_SIZE
    g = Game.new(GameConfig((deck, deck), seed=2, starting_player=0), keep_events=False)
    while g.pending is not None and g.turn <= 1000:
        d = g.pending
        g.answer("keep" if d.kind is Kind.MULLIGAN else "pass" if d.kind is Kind.PRIORITY else d.suggest())
    assert g.turn > 1000 and len(g.answers) >= 14_000
    # Pad to 28,000 answers with legal manual actions (a long game has them too).
    land = next(i for i in g.battlefield if g.objects[i].controller == g.pending.player) if g.battlefield else None
    while len(g.answers) < 28_000 and land is not None and g.pending.kind is Kind.PRIORITY:
        g.answer(f"manual {'tap' if not g.objects[land].tapped else 'untap'} {land}")
    p = tmp_path / "long.json"
    save_game(g, p)
    assert p.stat().st_size < MAX_SAVE_BYTES
    loaded = load_game(p)
    assert snapshot(loaded) == snapshot(g) and len(loaded.answers) == len(g.answers)


# ----------------------------------------------------------------------------- scenarios

SCENARIO = """
[game]
turn = 3
active = 0
step = "main1"
[[player]]
name = "Alice"
{alice}
[[player]]
name = "Bob"
{bob}
"""


def scenario(alice: str = "", bob: str = "", game: str = "") -> str:
    return SCENARIO.replace("{alice}", alice).replace("{bob}", bob).replace('step = "main1"', 'step = "main1"\n' + game)


def refused_scenario(text: str, *needles: str, line: bool = True) -> str:
    t0 = time.perf_counter()
    with pytest.raises(ScenarioError) as info:
        load_scenario_text(text, where="hostile.toml")
    assert time.perf_counter() - t0 < 10
    message = str(info.value)
    assert message.startswith("hostile.toml")
    if line:
        assert "line " in message, message
    for n in needles:
        assert n in message, message
    assert "object has no attribute" not in message and "object is not" not in message
    return message


def test_scenario_nested_100000_deep_is_refused(tmp_path: Path) -> None:
    text = scenario() + "x = " + "[" * 100_000 + "]" * 100_000 + "\n"
    refused_scenario(text, "nested", f"at most {MAX_NESTING}")
    p = write(tmp_path, "deep.toml", text)
    r = cli("scenario", str(p))
    assert r.returncode == 2 and str(p) in r.stderr and "Traceback" not in r.stderr


@pytest.mark.parametrize("field", ["life = inf", "life = nan", "life = -inf"])
def test_scenario_infinite_numbers_are_refused(field: str) -> None:
    refused_scenario(scenario(alice=field), "not a number")


def test_scenario_infinite_counters_are_refused() -> None:
    refused_scenario(scenario(alice='[[player.battlefield]]\ncard = "Grizzly Bears"\ncounters = { "+1/+1" = inf }'),
                     "not a number")


def test_scenario_controller_5_is_refused(tmp_path: Path) -> None:
    text = scenario(alice='[[player.battlefield]]\ncard = "Grizzly Bears"\ncontroller = 5')
    refused_scenario(text, "controller")
    r = cli("scenario", str(write(tmp_path, "ctrl.toml", text)))
    assert r.returncode == 2 and "ctrl.toml" in r.stderr and "Traceback" not in r.stderr


def test_scenario_pool_of_a_billion_mana_is_refused_quickly() -> None:
    refused_scenario(scenario(alice='pool = "{1000000000}"'), f"{MAX_POOL_MANA:,}")


def test_scenario_pool_within_the_limit_loads() -> None:
    sc = load_scenario_text(scenario(alice=f'pool = "{{{MAX_POOL_MANA - 2}}}{{G}}{{G}}"'), where="ok")
    assert sc.game.players[0].pool.total() == MAX_POOL_MANA


@pytest.mark.parametrize("alice, needle", [
    ("life = \"lots\"", "life"),
    ("hand = 5", "hand"),
    ("battlefield = [5]", "battlefield"),
    ('[[player.battlefield]]\ncard = "Grizzly Bears"\ncounters = 5', "counters"),
    ('[[player.battlefield]]\ncard = "Grizzly Bears"\ntapped = "yes"', "tapped"),
    ('[[player.battlefield]]\ncard = "Grizzly Bears"\ndamage = -5', "damage"),
    ('[[player.battlefield]]\ncard = 5', "card"),
    ('library = [{ card = "Forest", alias = 5 }]', "alias"),
    ("graveyard = [5]", "graveyard"),
])
def test_scenario_wrong_types_and_values_are_named_with_their_line(alice: str, needle: str) -> None:
    refused_scenario(scenario(alice=alice), needle)


@pytest.mark.parametrize("tail, needle", [
    ("[combat]\norder = 5\n", "combat.order"),
    ('[combat]\norder = { x = 5 }\n', "combat.order"),
    ("combat = 5\n", "[combat]"),
])
def test_scenario_wrong_combat_shapes_are_named(tail: str, needle: str) -> None:
    text = scenario() if not tail.startswith("combat") else scenario().replace("[game]", tail + "[game]")
    refused_scenario(text + (tail if tail.startswith("[") else ""), needle)


def test_scenario_negative_turn_is_refused() -> None:
    refused_scenario(scenario(game="").replace("turn = 3", "turn = -100"), "turn")


def test_scenario_a_land_attacking_its_controller_is_refused() -> None:
    text = scenario(alice='[[player.battlefield]]\ncard = "Forest"\nattacking = "p0"').replace(
        'step = "main1"', 'step = "declare_blockers"')
    refused_scenario(text, "attack")
    bear = scenario(alice='[[player.battlefield]]\ncard = "Grizzly Bears"\nattacking = "p0"').replace(
        'step = "main1"', 'step = "declare_blockers"')
    refused_scenario(bear, "own controller")


def test_scenario_a_permanent_attached_to_itself_is_refused() -> None:
    refused_scenario(scenario(alice='[[player.battlefield]]\ncard = "Grizzly Bears"\nalias = "b"\n'
                                    'attached_to = "b"'), "itself")


def test_scenario_file_over_the_size_limit_is_refused(tmp_path: Path) -> None:
    p = tmp_path / "big.toml"
    with p.open("wb") as f:
        f.truncate(MAX_SCENARIO_BYTES + 1)
    with pytest.raises(ScenarioError, match="big.toml"):
        load_scenario(p)


def test_scenario_with_a_utf8_bom_loads(tmp_path: Path) -> None:
    p = write(tmp_path, "bom.toml", b"\xef\xbb\xbf" + scenario().encode("utf-8"))
    assert load_scenario(p).game.turn == 3


# ----------------------------------------------------------------------------- card files

@pytest.mark.parametrize("field", ["types", "colors", "keywords", "faces", "abilities", "subtypes", "text"])
def test_card_fields_of_the_wrong_shape_are_named(field: str) -> None:
    with pytest.raises(CardDataError) as info:
        card_from_json({"name": "Odd Card", field: 5})
    assert "Odd Card" in str(info.value) and field in str(info.value)


def test_card_ability_targets_of_the_wrong_shape_are_named() -> None:
    with pytest.raises(CardDataError, match="targets"):
        card_from_json({"name": "Odd Card", "types": ["Instant"],
                        "abilities": [{"kind": "spell", "targets": 5, "effects": []}]})


@pytest.mark.parametrize("body", [
    '[{"name": "A", "types": 5}]',
    '[{"name": "A", "faces": 5}]',
    '[{"name": "A", "abilities": 5}]',
    "[" * 200_000,
    '[{"name": "A", "power": Infinity}]',
    '{"data": {"A": [{"name": "A", "types": 5}]}}',
])
def test_card_files_that_are_corrupt_name_the_file(tmp_path: Path, body: str) -> None:
    p = write(tmp_path, "cards.json", body)
    t0 = time.perf_counter()
    with pytest.raises(CardDataError) as info:
        CardDB().load_json(p)
    assert str(p) in str(info.value) and time.perf_counter() - t0 < 10
    # The import of a player's card file skips a bad record, naming it, and keeps the rest.
    try:
        report = load_card_file(p, CardDB())
    except CardDataError as exc:
        assert str(p) in str(exc)
    else:
        assert report.added == 0 and report.skipped and "A:" in report.skipped[0]


# ----------------------------------------------------------------------------- settings and the atomic writer

def test_settings_save_is_atomic_and_fsynced(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    pytest.importorskip("platformdirs")
    from mtgtable.gui.settings import Settings
    synced: list[int] = []
    real = os.fsync
    monkeypatch.setattr(os, "fsync", lambda fd: (synced.append(fd), real(fd))[1])
    path = tmp_path / "conf" / "settings.json"
    Settings(card_images="/pics", imported_decks=["a.txt"]).save(path)
    assert synced, "settings were written without fsync"
    assert sorted(p.name for p in path.parent.iterdir()) == ["settings.json"]  # no settings.tmp left
    assert Settings.load(path).imported_decks == ["a.txt"]


@pytest.mark.parametrize("body", [b"[" * 200_000, b'{"card_images": Infinity}', b"\xff\xfe", b"{"])
def test_settings_that_are_corrupt_give_the_defaults(tmp_path: Path, body: bytes) -> None:
    pytest.importorskip("platformdirs")
    from mtgtable.gui.settings import Settings
    p = write(tmp_path, "settings.json", body)
    assert Settings.load(p) == Settings()


def test_the_three_writers_are_one() -> None:
    """Saves, settings and decks write through engine/files/atomic.py (no private copies)."""
    for rel in ("mtgtable/engine/files/replay.py", "mtgtable/gui/settings.py", "mtgtable/decks/saving.py"):
        text = (ROOT / rel).read_text(encoding="utf-8")
        assert "atomic import" in text, rel
        assert "os.fsync" not in text and "mkstemp" not in text, rel


def test_card_data_checked_when_a_scenario_defines_it() -> None:
    text = scenario() + '[cards."Odd"]\ntypes = 5\n'
    refused_scenario(text, "Odd", "types")


# ----------------------------------------------------------------------------- one test per remaining limit

def test_limit_card_file_size(tmp_path: Path) -> None:
    from mtgtable.engine.data.limits import MAX_CARD_FILE_BYTES
    p = tmp_path / "cards.json"
    with p.open("wb") as f:
        f.truncate(MAX_CARD_FILE_BYTES + 1)
    with pytest.raises(CardDataError, match="at most"):
        CardDB().load_json(p)
    with pytest.raises(CardDataError, match="at most"):
        load_card_file(p, CardDB())


def test_limit_settings_file_size(tmp_path: Path) -> None:
    pytest.importorskip("platformdirs")
    from mtgtable.engine.data.limits import MAX_SETTINGS_BYTES
    from mtgtable.gui.settings import Settings
    p = tmp_path / "settings.json"
    with p.open("wb") as f:
        f.truncate(MAX_SETTINGS_BYTES + 1)
    assert Settings.load(p) == Settings()


def test_limit_scenario_zone_size() -> None:
    from mtgtable.engine.data.limits import MAX_SCENARIO_ZONE
    library = "library = [" + ", ".join(['"Forest"'] * (MAX_SCENARIO_ZONE + 1)) + "]"
    refused_scenario(scenario(alice=library), f"{MAX_SCENARIO_ZONE:,}")


def test_limit_numbers_in_a_scenario() -> None:
    from mtgtable.engine.data.limits import MAX_NUMBER
    refused_scenario(scenario(alice=f"life = {MAX_NUMBER + 1}"), "life")
    refused_scenario(scenario(alice=f"life = {10 ** 30}"), "life")


def test_limit_nesting_in_a_save_just_under_and_over(tmp_path: Path) -> None:
    base = json.dumps(save_text())
    ok = base[:-1] + ', "extra": ' + "[" * (MAX_NESTING - 1) + "]" * (MAX_NESTING - 1) + "}"
    assert len(load_game(write(tmp_path, "ok.json", ok)).answers) == 2
    deep = base[:-1] + ', "extra": ' + "[" * (MAX_NESTING + 1) + "]" * (MAX_NESTING + 1) + "}"
    refused_save(write(tmp_path, "deep.json", deep), "nested")
