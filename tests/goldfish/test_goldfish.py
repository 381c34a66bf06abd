"""The goldfish simulator: determinism, sane output on degenerate decks, the
report and the command line, and the sample decks against the card pool."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mtgtable.decks import check_constructed, load_deck
from mtgtable.engine import default_card_db
from mtgtable.goldfish import HeuristicPilot, format_text, play_game, plan_card, run, summarize, to_json
from mtgtable.goldfish.cli import run_cli

ROOT = Path(__file__).resolve().parents[2]
DECKS = sorted((ROOT / "resources" / "decks").glob("*.txt"))
DB = default_card_db()
STOMPY = ROOT / "resources" / "decks" / "mono_green_stompy.txt"


def _deck(path: Path) -> list[str]:
    return load_deck(path, known_names=DB.names()).deck.expanded()


@pytest.mark.parametrize("path", DECKS, ids=lambda p: p.name)
def test_sample_deck_loads_against_the_pool(path: Path) -> None:
    loaded = load_deck(path, known_names=DB.names())  # raises UnknownCardsError on an unknown card
    cards = loaded.deck.expanded()
    assert len(cards) == 60
    assert all(name in DB for name in cards)
    assert check_constructed(loaded.deck) == []  # CR 100.2a: 60 cards, at most four of each


def test_there_are_at_least_six_sample_decks() -> None:
    names = {p.stem for p in DECKS}
    assert len(names) >= 6
    for theme in ("stompy", "burn", "fliers", "control", "strike", "trample"):
        assert any(theme in n for n in names), theme


@pytest.mark.parametrize("path", DECKS, ids=lambda p: p.name)
def test_sample_deck_kills_a_goldfish(path: Path) -> None:
    result = run(_deck(path), games=5, seed=11)
    s = summarize(result)
    assert s.kills == 5 and s.mean is not None and 3 <= s.mean <= 15


def test_same_seed_same_result() -> None:
    deck = _deck(STOMPY)
    a = run(deck, games=8, seed=42)
    b = run(deck, games=8, seed=42)
    assert [(g.kill_turn, g.mulligans, g.answers) for g in a.games] == \
           [(g.kill_turn, g.mulligans, g.answers) for g in b.games]
    c = run(deck, games=8, seed=43)
    assert [g.answers for g in a.games] != [g.answers for g in c.games]


def test_a_game_replays_on_its_own() -> None:
    """Game i of a run is the game with its recorded seed, so it can be studied alone."""
    deck = _deck(STOMPY)
    result = run(deck, games=3, seed=5)
    alone = play_game(deck, result.games[2].seed)
    assert alone == result.games[2]


def test_all_lands_never_kills_and_does_not_deck_the_goldfish() -> None:
    s = summarize(run(["Forest"] * 60, games=3, seed=1, max_turns=12))
    assert s.kills == 0 and s.no_kill == 3 and s.lost == 0
    assert s.no_kill_by_10 == 1.0 and s.mean is None and s.median is None and s.histogram == {}
    assert "no game was won" in format_text(s, "lands")


def test_no_lands_never_casts_anything() -> None:
    s = summarize(run(["Grizzly Bears"] * 60, games=3, seed=1, max_turns=10))
    assert s.kills == 0 and s.no_kill + s.lost == 3
    assert s.mulligan_rate == 1.0  # a hand without lands is always sent back (down to five cards)


def test_one_card_deck_loses_to_its_empty_library() -> None:
    """CR 704.5b: the pilot draws from an empty library and loses; reported, not a crash."""
    s = summarize(run(["Lightning Bolt"], games=2, seed=1))
    assert s.kills == 0 and s.lost == 2 and s.no_kill_by_10 == 1.0


def test_empty_deck_and_zero_games() -> None:
    assert summarize(run([], games=2, seed=1)).lost == 2
    s = summarize(run(_deck(STOMPY), games=0, seed=1))
    assert s.games == 0 and s.kills == 0 and s.games_per_second is None
    json.dumps(to_json(s))
    format_text(s)


def test_burn_deck_aims_at_the_face() -> None:
    deck = ["Mountain"] * 20 + ["Lightning Bolt"] * 40
    s = summarize(run(deck, games=3, seed=2))
    assert s.kills == 3 and s.mean is not None and s.mean <= 7


def test_pilot_does_not_cast_removal_on_its_own_creatures() -> None:
    deck = ["Swamp"] * 24 + ["Walking Corpse"] * 18 + ["Murder"] * 18
    result = run(deck, games=3, seed=3)
    assert all(g.result == "kill" for g in result.games)


def test_plans() -> None:
    assert plan_card(DB["Lightning Bolt"]).role == "burn"
    assert plan_card(DB["Giant Growth"]).role == "pump"
    assert plan_card(DB["Counterspell"]).role == "never"
    assert plan_card(DB["Murder"]).role == "removal"
    assert plan_card(DB["Dead Weight"]).sides == ("them",)
    assert plan_card(DB["Time Walk"]).role == "extra_turn"
    assert plan_card(DB["Relentless Assault"]).role == "extra_combat"
    assert isinstance(HeuristicPilot().plan(DB["Forest"]).role, str)


def test_percentiles_are_nearest_rank() -> None:
    from mtgtable.goldfish.report import nearest_rank
    values = [4, 5, 5, 5, 6, 6, 7, 8, 9, 12]
    assert nearest_rank(values, 50) == 6 and nearest_rank(values, 10) == 4 and nearest_rank(values, 90) == 9


def test_cli_text_and_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert run_cli([str(STOMPY), "--games", "4", "--seed", "3"]) == 0
    text = capsys.readouterr().out
    assert "Kill turn: mean" in text and "games/s" in text and "No kill by turn 10" in text
    assert run_cli([str(STOMPY), "--games", "4", "--seed", "3", "--json", "--mulligan", "classic"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["games"] == 4 and data["mulligan_rule"] == "classic" and "histogram" in data


def test_cli_reports_a_bad_deck(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.txt"
    bad.write_text("4 Not A Real Card\n56 Forest\n", encoding="utf-8")
    assert run_cli([str(bad), "--games", "1"]) == 2
    assert "Not A Real Card" in capsys.readouterr().err
    assert run_cli([str(tmp_path / "missing.txt"), "--games", "1"]) == 2


def test_main_cli_registers_the_subcommand() -> None:
    from mtgtable.cli import build_parser
    args = build_parser().parse_args(["goldfish", str(STOMPY), "--games", "2", "--seed", "1"])
    assert args.command == "goldfish" and args.games == 2


def test_plot_writes_a_png(tmp_path: Path) -> None:
    pytest.importorskip("PySide6")
    from mtgtable.goldfish.plot import save_histogram
    out = save_histogram(summarize(run(_deck(STOMPY), games=4, seed=1)), tmp_path / "h.png", "stompy")
    assert out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    empty = save_histogram(summarize(run(["Forest"] * 10, games=1, seed=1, max_turns=2)), tmp_path / "e.png")
    assert empty.exists()


def test_simulator_does_not_import_qt() -> None:
    import subprocess
    import sys
    code = ("import sys, mtgtable.goldfish, mtgtable.goldfish.cli; "
            "sys.exit(1 if any(m.startswith('PySide6') for m in sys.modules) else 0)")
    assert subprocess.run([sys.executable, "-c", code], cwd=ROOT).returncode == 0


def test_jobs_split_games_by_index_and_give_the_results_of_one_job() -> None:
    """--jobs N: each game keeps its own seed, so the results are those of --jobs 1."""
    from concurrent.futures import ThreadPoolExecutor

    deck = _deck(STOMPY)
    one = run(deck, games=9, seed=5)
    assert run(deck, games=9, seed=5, jobs=2).games == one.games
    with ThreadPoolExecutor(max_workers=3) as ex:  # any concurrent.futures.Executor will do
        assert run(deck, games=9, seed=5, jobs=3, executor=ex).games == one.games
    assert [g.seed for g in one.games] == [5 * 1_000_003 + i for i in range(9)]


def test_jobs_with_a_custom_card_database_need_its_sources() -> None:
    from mtgtable.engine.data.cards import CardDB
    from mtgtable.goldfish.simulate import CardSources

    deck = _deck(STOMPY)
    with pytest.raises(ValueError, match="CardSources"):
        run(deck, games=2, seed=1, db=CardDB(iter(DB)), jobs=2)
    assert run(deck, games=2, seed=1, db=CardDB(iter(DB)), jobs=2, cards=CardSources()).games == \
        run(deck, games=2, seed=1).games


def test_cli_jobs_gives_the_same_report(capsys: pytest.CaptureFixture[str]) -> None:
    reports = []
    for jobs in ("1", "2"):
        assert run_cli([str(STOMPY), "--games", "6", "--seed", "3", "--json", "--jobs", jobs]) == 0
        r = json.loads(capsys.readouterr().out)
        for timing in ("seconds", "games_per_second"):
            r.pop(timing, None)
        reports.append(r)
    assert reports[0] == reports[1]
    assert run_cli([str(STOMPY), "--games", "1", "--jobs", "0"]) == 2


def test_bench_jobs_compares_side_by_side() -> None:
    from mtgtable.goldfish.bench_jobs import compare_jobs

    rows = compare_jobs(_deck(STOMPY), games=4, seed=2, jobs=[1, 2])
    assert [r["jobs"] for r in rows] == [1, 2] and rows[0]["speedup"] == 1.0
