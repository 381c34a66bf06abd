"""G3: the statistics beside the kill-turn distribution (cumulative P(kill by turn N) with a 95%
interval, mulligans by depth, land drops on curve, per-card casts), in text and --json, checked
against exact figures: the mulligan rate against the hypergeometric probability of the pilot's keep
rule; decks compared side by side; a progress bar on stderr only for long runs."""

from __future__ import annotations

import io
import json
from math import comb
from pathlib import Path

import pytest

from mtgtable.decks import load_deck
from mtgtable.goldfish import run
from mtgtable.goldfish.cli import run_cli
from mtgtable.goldfish.progress import StderrProgress
from mtgtable.goldfish.report import (
    SMALL_SAMPLE, card_casts, format_statistics, kill_by_turn, land_drops_on_curve, mulligans_by_depth,
    statistics_json, wilson,
)

ROOT = Path(__file__).resolve().parents[2]
GREEN = ROOT / "resources" / "decks" / "mono_green_stompy.txt"
BURN = ROOT / "resources" / "decks" / "red_burn.txt"


def _deck(path: Path) -> list[str]:
    return list(load_deck(path).deck.expanded())


def p_keep(deck_size: int, lands: int, hand: int = 7, low: int = 2, high: int = 5) -> float:
    """P(a random 7-card hand has between ``low`` and ``high`` lands): the pilot's keep rule."""
    return sum(comb(lands, k) * comb(deck_size - lands, hand - k) for k in range(low, high + 1)) / comb(deck_size, hand)


def test_wilson_interval_matches_known_values() -> None:
    lo, hi = wilson(50, 100)
    assert (round(lo, 4), round(hi, 4)) == (0.4038, 0.5962)
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == 1.0


def test_the_mulligan_rate_matches_the_exact_hypergeometric_probability() -> None:
    deck = _deck(GREEN)
    lands = sum(1 for c in deck if c == "Forest")
    keep = p_keep(len(deck), lands)
    games = 400
    result = run(deck, games, seed=11)
    depth = mulligans_by_depth(result)
    mulliganed = games - depth.get(0, 0)
    expected = 1 - keep                              # London: each new hand is a fresh 7 cards
    sigma = (expected * (1 - expected) / games) ** 0.5
    assert abs(mulliganed / games - expected) < 4 * sigma, (mulliganed / games, expected)
    twice = sum(c for d, c in depth.items() if d >= 2) / games
    assert abs(twice - expected ** 2) < 4 * ((expected ** 2) * (1 - expected ** 2) / games) ** 0.5 + 0.01


def test_kill_by_turn_is_cumulative_and_has_an_interval() -> None:
    result = run(_deck(BURN), 60, seed=3)
    rows = kill_by_turn(result, 12)
    assert [r.turn for r in rows] == list(range(1, 13))
    assert all(a.probability <= b.probability for a, b in zip(rows, rows[1:]))
    assert all(r.low <= r.probability <= r.high for r in rows)
    kills = sum(1 for g in result.games if g.kill_turn is not None and g.kill_turn <= 12)
    assert rows[-1].probability == kills / 60
    stats = statistics_json(result)
    assert stats["small_sample"] is True and 60 < SMALL_SAMPLE
    assert "figures below are noise" in format_statistics(result)


def test_land_drops_and_card_casts() -> None:
    result = run(_deck(GREEN), 40, seed=5)
    drops = land_drops_on_curve(result)
    assert drops[0]["turn"] == 1 and 0.0 <= drops[0]["on_curve"] <= 1.0
    assert all(abs(r["on_curve"] + r["screw"] - 1) < 1e-9 for r in drops)
    casts = {c.name: c for c in card_casts(result)}
    assert "Llanowar Elves" in casts and casts["Llanowar Elves"].mean_turn >= 1
    assert all(0 < c.games_share <= 1 for c in casts.values())


def test_goldfish_compares_two_decks_in_json(capsys) -> None:  # type: ignore[no-untyped-def]
    assert run_cli([str(GREEN), str(BURN), "--games", "20", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert [d["deck"] for d in out["decks"]] == ["mono_green_stompy.txt", "red_burn.txt"]
    for d in out["decks"]:
        assert {"kill_by_turn", "mulligans_by_depth", "land_drops", "cards", "small_sample"} <= set(d["statistics"])


def test_goldfish_compares_two_decks_in_text(capsys) -> None:  # type: ignore[no-untyped-def]
    assert run_cli([str(GREEN), str(BURN), "--games", "10"]) == 0
    text = capsys.readouterr().out
    assert "Comparison" in text and "mono_green_stompy.txt" in text and "red_burn.txt" in text


def test_the_progress_bar_shows_only_for_long_runs(monkeypatch: pytest.MonkeyPatch) -> None:
    stream = io.StringIO()
    bar = StderrProgress("deck", stream)
    assert bar(1, 10) and stream.getvalue() == ""      # under a second: nothing
    bar.start -= 5                                        # as if the run had taken 5 s
    bar(5, 10)
    assert "5/10" in stream.getvalue() and "#" in stream.getvalue()
    bar.done()
    assert stream.getvalue().endswith("\r")
