"""Players are PlayerRef values and the string-typed fields are enums, while
everything written down (answers, snapshots, setups) keeps its old words."""

from __future__ import annotations

import json

import pytest

from mtgtable.engine import GameConfig, PlayerRef
from mtgtable.engine.data.effect_params import DURATIONS
from mtgtable.engine.game_options import FirstPlayer, MulliganRule
from mtgtable.engine.objects import StackKind
from mtgtable.engine.refs import ref_json
from mtgtable.engine.files.replay import to_json
from mtgtable.engine.files.scenario import load_scenario_text
from mtgtable.engine.files.snapshot import snapshot
from mtgtable.engine.turn.steps import Duration

TABLE = """
[game]
turn = 3
active = 0
step = "main1"

[[player]]
name = "Alice"
hand = [{ card = "Lightning Bolt", alias = "bolt" }, { card = "Giant Growth", alias = "growth" }]
[[player.battlefield]]
card = "Mountain"
alias = "m1"
[[player.battlefield]]
card = "Forest"
alias = "f1"
[[player.battlefield]]
card = "Grizzly Bears"
alias = "bears"

[[player]]
name = "Bob"
"""


def test_cr_115_1_a_player_target_is_a_player_ref_and_is_written_p1() -> None:
    sc = load_scenario_text(TABLE)
    for text in ("cast bolt", "targets p1", "pay auto"):
        sc.answer(text)
    item = sc.game.stack[-1]
    assert item.targets == (PlayerRef(1),) and item.kind is StackKind.SPELL
    snap = snapshot(sc.game)
    assert snap["stack"][-1]["targets"] == ["p1"] and snap["stack"][-1]["kind"] == "spell"
    assert "targets p1" in to_json(sc.game)["answers"]
    json.dumps(snap)  # a snapshot stays plain JSON


def test_cr_115_1_an_object_target_stays_a_number() -> None:
    sc = load_scenario_text(TABLE)
    for text in ("cast growth", "targets bears", "pay auto"):
        sc.answer(text)
    assert sc.game.stack[-1].targets == (sc.id("bears"),)
    assert snapshot(sc.game)["stack"][-1]["targets"] == [sc.id("bears")]


def test_cr_508_1b_the_attack_targets_offered_are_player_refs() -> None:
    sc = load_scenario_text(TABLE.replace('step = "main1"', 'step = "declare_attackers"\nbegun = false'))
    assert sc.game.pending.data["targets"] == [PlayerRef(1)]
    sc.answer("attack bears>p1")
    assert sc.game.combat.attackers == {sc.id("bears"): PlayerRef(1)}
    assert snapshot(sc.game)["combat"]["attackers"] == {str(sc.id("bears")): "p1"}


def test_cr_500_5_514_2_a_pump_lasts_a_duration_named_by_the_card_data_word() -> None:
    assert DURATIONS == {d.value for d in Duration}
    sc = load_scenario_text(TABLE)
    for text in ("cast growth", "targets bears", "pay auto", "pass", "pass"):
        sc.answer(text)
    (m,) = sc.game.modifiers
    assert m.until is Duration.END_OF_TURN
    assert snapshot(sc.game)["modifiers"][0][4] == "end_of_turn"


@pytest.mark.parametrize("ref, text", [(PlayerRef(0), "p0"), (PlayerRef(1), "p1"), (7, 7)])
def test_a_ref_is_written_as_before(ref: PlayerRef | int, text: str | int) -> None:
    assert ref_json(ref) == text


@pytest.mark.parametrize("bad", ["p", "q1", "p-1", "p1x", "1", ""])
def test_a_player_ref_reads_only_p_and_a_number(bad: str) -> None:
    with pytest.raises(ValueError):
        PlayerRef.parse(bad)


def test_cr_103_1_103_4_a_setup_keeps_its_words() -> None:
    deck = ("Forest",) * 40
    config = GameConfig((deck, deck), mulligan=MulliganRule.CLASSIC, starting_player=FirstPlayer.CHOOSE)
    words = json.loads(json.dumps(config.to_json()))
    assert words["mulligan"] == "classic" and words["starting_player"] == "choose"
    again = GameConfig.from_json(words)
    assert again == config and again.mulligan is MulliganRule.CLASSIC and again.starting_player is FirstPlayer.CHOOSE
    assert GameConfig.from_json({"decks": [list(deck), list(deck)], "starting_player": 1}).starting_player == 1
