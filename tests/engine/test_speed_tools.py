"""The speed tools run (their figures are commands' output, never timed tests),
and the docstring examples of the modules behind them hold."""

from __future__ import annotations

import ast
import doctest
from pathlib import Path

from mtgtable.engine.tools import bench_combat
from mtgtable.engine.rules import combat_requirements


def _examples(module: object) -> doctest.TestResults:
    """Run a module's docstring examples; for a mypyc-compiled module (which
    keeps no docstrings) they are read from its source, shipped beside it."""
    path = Path(str(getattr(module, "__file__", "")))
    if path.suffix == ".py":
        return doctest.testmod(module)  # type: ignore[arg-type]
    source = path.with_name(path.name.split(".")[0] + ".py").read_text(encoding="utf-8")
    runner = doctest.DocTestRunner()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, (ast.Module, ast.FunctionDef, ast.ClassDef)):
            text = ast.get_docstring(node, clean=False)
            if text and ">>>" in text:
                test = doctest.DocTestParser().get_doctest(text, dict(vars(module)), getattr(node, "name", "module"),
                                                           str(path), 0)
                runner.run(test)
    return runner.summarize(verbose=False)


def test_docstring_examples_of_the_speed_modules_run() -> None:
    for module in (combat_requirements, bench_combat):
        result = _examples(module)
        assert result.attempted > 0 and result.failed == 0, module.__name__


def test_bench_combat_plays_one_big_combat_through_the_public_api() -> None:
    r = bench_combat.bench_combat(30)
    assert r["creatures_a_side"] == 30 and r["blocks"] >= 30
    assert {"answer block", "check block", "suggest block", "assign damage (combat_damage)"} <= set(r["decisions"])


def test_bench_combat_command(capsys: object) -> None:
    assert bench_combat.main(["--creatures", "8", "--json"]) == 0


def test_undo_replays_trusted_answers_into_the_same_game_as_a_judged_replay() -> None:
    """Undo does not judge again the answers the game accepted (CR-level checks
    are skipped, not the rules): the game is the same as a fully judged replay."""
    from mtgtable.engine.agents import RandomAgent, run_until
    from mtgtable.engine.tools.bench import BENCH_DECK
    from mtgtable.engine.game import Game, GameConfig
    from mtgtable.engine.files.replay import replay, undo
    from mtgtable.engine.files.snapshot import snapshot

    for seed in range(3):
        game = Game.new(GameConfig((BENCH_DECK, BENCH_DECK), seed=seed))
        run_until(game, {0: RandomAgent(seed), 1: RandomAgent(seed + 7)}, max_answers=400)
        for steps in (1, 37):
            fast = undo(game, steps)
            judged = replay(game.setup, game.answers[:-steps], game.db)
            assert snapshot(fast) == snapshot(judged)
            assert [e.text for e in fast.events] == [e.text for e in judged.events]


def test_cr_116_an_answer_outside_the_listed_legal_actions_is_still_judged() -> None:
    """The priority decision lists its legal actions once and accepts those as
    they are; anything else is judged in full (CR 116, 601.2)."""
    import pytest

    from mtgtable.engine import Cast, IllegalAnswer, Kind
    from mtgtable.engine.agents import RandomAgent, run_until
    from mtgtable.engine.tools.bench import BENCH_DECK
    from mtgtable.engine.game import Game, GameConfig

    game = Game.new(GameConfig((BENCH_DECK, BENCH_DECK), seed=4))
    run_until(game, {0: RandomAgent(4), 1: RandomAgent(11)},
              stop=lambda g: g.pending is not None and g.pending.kind is Kind.PRIORITY and g.turn > 2)
    d = game.pending
    assert d is not None and d.kind is Kind.PRIORITY
    listed = d.options()
    for a in listed:
        game.check(a)
    library_card = game.players[d.player].library[0]
    with pytest.raises(IllegalAnswer) as info:
        game.check(Cast(library_card))
    assert info.value.rule == "601.2a"


def test_the_battlefield_index_kept_current_equals_a_rebuilt_one() -> None:
    """Permanents entering and leaving patch the battlefield index (mana
    sources, activators, statics, triggers) instead of rebuilding it; at every
    decision of random games it equals one rebuilt from the battlefield."""
    import dataclasses

    from mtgtable.engine.agents import RandomAgent
    from mtgtable.engine.data.cards import default_card_db
    from mtgtable.engine.game import Game, GameConfig

    from mtgtable.engine.rules import characteristics as chars
    pool = sorted(c.name for c in default_card_db() if c.is_permanent_card and not c.manual)
    for seed in range(4):
        import random
        rng = random.Random(seed)
        deck = tuple(rng.choice(pool) for _ in range(30)) + ("Forest",) * 15 + ("Mountain",) * 15
        game = Game.new(GameConfig((deck, deck), seed=seed))
        agents = {0: RandomAgent(seed), 1: RandomAgent(seed + 1)}
        for _ in range(600):
            if game.pending is None:
                break
            kept = chars._battlefield_index(game.state)
            stale = dataclasses.replace(kept, version=-1)
            game.state._bf_index = stale
            rebuilt = chars._battlefield_index(game.state)
            assert kept == dataclasses.replace(rebuilt, version=kept.version)
            game.answer(agents[game.pending.player].choose(game, game.pending))


def test_a_game_object_copies_with_its_written_out_constructor() -> None:
    """GameObject writes its __init__ out (for mypyc); copying still gives an equal, separate object."""
    import copy

    from mtgtable.engine.data.cards import default_card_db
    from mtgtable.engine.objects import GameObject, Zone

    o = GameObject(5, default_card_db()["Grizzly Bears"], 0, 1, Zone.BATTLEFIELD, tapped=True, counters={"+1/+1": 2})
    twin = copy.copy(o)
    assert twin == o and twin is not o
    deep = copy.deepcopy(o)
    assert (deep.id, deep.card.name, deep.tapped, deep.counters) == (5, "Grizzly Bears", True, {"+1/+1": 2})
    assert deep.counters is not o.counters
