"""Saves written by an earlier engine still load and replay to the same game.

The files in ``data/saves/`` were written by main at commit 333d384 (before
the answer registry, PlayerRef and the enums): a random game between two
sample decks (the verbs start, keep, mulligan, bottom, pass, land, cast,
cancel, targets, pay, attack, block, order, assign, discard) and a scenario
with manual table actions, an activation and a concession.  The expected
facts were read from the same games by that commit.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mtgtable.engine.files.replay import load_game, to_json
from mtgtable.engine.files.snapshot import snapshot

DATA = Path(__file__).parent / "data" / "saves"
EXPECTED = json.loads((DATA / "expected_facts.json").read_text(encoding="utf-8"))


def _facts(path: Path) -> dict[str, object]:
    game = load_game(path)
    s = snapshot(game)
    return {"answers": len(game.answers), "turn": s["turn"], "outcome": s["outcome"],
            "players": [{k: p[k] for k in ("life", "library")}
                        | {z: [o["name"] for o in p[z]] for z in ("hand", "graveyard")} for p in s["players"]],
            "battlefield": [[o["name"], o["controller"], o.get("tapped"), o.get("damage")]
                            for o in s["battlefield"]]}


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_a_save_from_333d384_replays_to_the_same_game(name: str) -> None:
    assert _facts(DATA / name) == EXPECTED[name]


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_a_save_from_333d384_is_written_back_word_for_word(name: str) -> None:
    """The text form of every answer is unchanged: saving the loaded game gives the same answers."""
    data = json.loads((DATA / name).read_text(encoding="utf-8"))
    assert to_json(load_game(DATA / name))["answers"] == data["answers"]
