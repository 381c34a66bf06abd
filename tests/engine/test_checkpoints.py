"""GameState.copy, checkpoints and undo (engine/game.py).

A checkpoint is a copy of the state at a top-level priority decision, where
the flow can be rebuilt from the state alone.  The proof that rebuilding is
right is the replay: a game restored from a checkpoint and then continued must
equal, field by field and event by event, the same game replayed from its
setup.  Replay from the setup and the answers stays the save format.
"""

from __future__ import annotations

import dataclasses
import enum
import random
from typing import Any

import pytest

from mtgtable.engine import Game, GameConfig, Kind
from mtgtable.engine.agents import RandomAgent
from mtgtable.engine.data.cards import Ability, CardDef
from mtgtable.engine.errors import AnswerFailed
from mtgtable.engine.tools.fuzz import pool_decks
from mtgtable.engine.files.replay import replay
from mtgtable.engine.state import GameState
from mtgtable.engine.turn.steps import Step

#: Fields that are caches of immutable card data (shared by copies on purpose),
#: or a callback.
SHARED = {"db", "_token_defs", "_grant_cache", "_mana_cache", "_activated_cache", "_triggered_cache",
          "_aura_cache", "_sba_plain_cache", "_sba_toughness_cache", "_index_entry_cache", "_nonmana_cache", "_statics_cache",
          "on_step_begin", "stops",
          # (who passes by the stops, a table shared by every game of the same stops: its entries follow
          # from the stops alone, and it holds what any game of them asked; and the stops it was found
          # for, compared by identity)
          "_all_pass", "_all_pass_of",
          # (answers remembered for the questions asked since the last change: they depend on what
          # was asked, not on the game, and are forgotten at the next change)
          "_grants_at", "_grants_memo"}

DECK = ("Forest",) * 12 + ("Mountain",) * 12 + ("Grizzly Bears",) * 8 + ("Hill Giant",) * 8 \
    + ("Llanowar Elves",) * 4 + ("Trained Armodon",) * 8 + ("Canyon Minotaur",) * 8


def _attrs(cls: type) -> tuple[str, ...]:
    """A class's own attributes: its ``__slots__`` in the pure-Python build; a
    class compiled by mypyc has no ``__slots__`` but lists them in ``__mypyc_attrs__``."""
    names = cls.__dict__.get("__slots__", cls.__dict__.get("__mypyc_attrs__", ()))
    return (names,) if isinstance(names, str) else tuple(names)


def fields(state: GameState) -> dict[str, Any]:
    """Every field of the state that a game plays on, comparable with ``==``."""
    out: dict[str, Any] = {}
    for name in _attrs(GameState):
        if name in SHARED:
            continue
        value = getattr(state, name)
        if isinstance(value, random.Random):
            value = value.getstate()
        elif name == "objects":  # (card definitions compare by identity; a replay makes new token cards)
            value = {i: (o.card.name, *(getattr(o, f.name) for f in dataclasses.fields(o) if f.name != "card"))
                     for i, o in value.items()}
        out[name] = value
    return out


def same_game(a: Game, b: Game) -> None:
    fa, fb = fields(a.state), fields(b.state)
    for name in fa:
        assert fa[name] == fb[name], name
    assert [str(x) for x in a.answers] == [str(x) for x in b.answers]
    assert a.asked == b.asked
    assert (a.pending is None) == (b.pending is None)
    if a.pending is not None and b.pending is not None:
        assert a.pending.to_json() == b.pending.to_json()
        assert a.pending.options() == b.pending.options()


def play(game: Game, agents: dict[int, RandomAgent], answers: int) -> None:
    for _ in range(answers):
        if game.pending is None:
            return
        game.answer(agents[game.pending.player].choose(game, game.pending))


def _mutables(x: Any, seen: set[int], out: dict[int, str], path: str) -> None:
    """The ids of the mutable containers and objects reachable from ``x``."""
    if isinstance(x, (CardDef, Ability, enum.Enum)):
        return  # card data: immutable, shared
    if id(x) in seen or isinstance(x, (int, str, float, bool, type(None), frozenset, tuple, bytes)):
        if isinstance(x, tuple):
            for i, v in enumerate(x):
                _mutables(v, seen, out, f"{path}[{i}]")
        return
    seen.add(id(x))
    slotted = any(_attrs(cls) for cls in type(x).__mro__)
    if isinstance(x, (list, set, dict)) or slotted or hasattr(x, "__dict__"):
        if not (hasattr(x, "__dataclass_params__") and x.__dataclass_params__.frozen):
            out[id(x)] = path
    if isinstance(x, dict):
        for k, v in x.items():
            _mutables(v, seen, out, f"{path}[{k!r}]")
    elif isinstance(x, (list, set)):
        for i, v in enumerate(x):
            _mutables(v, seen, out, f"{path}[{i}]")
    elif slotted:
        for cls in type(x).__mro__:
            for s in _attrs(cls):
                if hasattr(x, s):
                    _mutables(getattr(x, s), seen, out, f"{path}.{s}")


def test_copy_shares_nothing_mutable_but_the_card_caches() -> None:
    """A copy owns every mutable thing it holds, so changing one never changes the other."""
    game = Game.new(GameConfig((DECK, DECK), seed=4))
    play(game, {0: RandomAgent(1), 1: RandomAgent(2)}, 400)
    assert game.state.battlefield and game.state.events
    copy = game.state.copy()
    ours: dict[int, str] = {}
    theirs: dict[int, str] = {}
    for name in _attrs(GameState):
        if name in SHARED or name == "rng":
            continue
        _mutables(getattr(game.state, name), set(), ours, name)
        _mutables(getattr(copy, name), set(), theirs, name)
    # (Events are records that are never changed once logged: the copies share them.)
    # The battlefield index holds entries of the mana-source cache (card data) as they are.
    shared = {ours[i] for i in set(ours) & set(theirs)
              if not ours[i].startswith("events[") and not ours[i].startswith("_bf_index.mana_sources")}
    assert not shared
    assert fields(copy) == fields(game.state)
    assert copy.rng is not game.state.rng and copy.rng.getstate() == game.state.rng.getstate()


@pytest.mark.parametrize("seed", range(6))
def test_a_game_restored_from_a_checkpoint_and_continued_equals_the_replay(seed: int) -> None:
    """Undo to random points (through checkpoints), continue, and compare with the same game
    replayed from its setup, field by field and event by event."""
    pooled = seed % 2 == 1
    decks = pool_decks(seed) if pooled else (DECK, DECK)
    config = GameConfig(decks, seed=seed, starting_player="choose" if seed % 3 == 0 else "random")
    game = Game.new(config, checkpoint_every=7)
    play(game, {0: RandomAgent(seed), 1: RandomAgent(seed + 1)}, 500)
    answers = list(game.answers)
    assert len(game.checkpoints) > 5
    rng = random.Random(seed)
    for to in sorted(rng.sample(range(len(answers) + 1), 6), reverse=True):
        game.rewind(to)
        assert len(game.answers) == to
        fresh = replay(game.setup, answers[:to], game.db)
        same_game(game, fresh)
        # Continued with the same answers, the two stay the same game.
        for a in answers[to:to + 40]:
            game.answer(a)
            fresh.answer(a)
        same_game(game, fresh)
        game.rewind(to)


def test_game_copy_then_continued_equals_the_original() -> None:
    game = Game.new(GameConfig((DECK, DECK), seed=11))
    agents = {0: RandomAgent(3), 1: RandomAgent(4)}
    play(game, agents, 150)
    twin = game.copy()
    same_game(game, twin)
    for _ in range(200):
        if game.pending is None:
            break
        a = agents[game.pending.player].choose(game, game.pending)
        game.answer(a)
        twin.answer(a)
    same_game(game, twin)
    if twin.pending is not None:  # the original is untouched by what happens to its copy
        answers, outcome = list(game.answers), game.outcome
        twin.concede(0)
        assert twin.outcome is not None and game.answers == answers and game.outcome == outcome


def test_a_failed_answer_restores_from_the_nearest_checkpoint(monkeypatch: pytest.MonkeyPatch) -> None:
    """Atomic answers without replaying the game from its setup: the checkpoint and the few
    answers since it are enough, and the game goes on as if the answer was never given."""
    from mtgtable.engine.files import replay as replay_module

    game = Game.new(GameConfig((DECK, DECK), seed=2), checkpoint_every=5)
    agents = {0: RandomAgent(5), 1: RandomAgent(6)}
    play(game, agents, 300)
    assert game.checkpoints

    def broken(state: GameState) -> None:  # (a turn begins with its untap step)
        if state.step is Step.UNTAP:
            raise ZeroDivisionError("injected")

    def from_setup(*args: Any, **kwargs: Any) -> Any:
        raise AssertionError("restored from the setup, not from a checkpoint")

    # (Through the engine's step hook, not by patching turn_flow: the compiled
    # build calls its own functions directly, so a patched module name is not seen.)
    game.on_step_begin = broken
    monkeypatch.setattr(replay_module, "replay", from_setup)
    for _ in range(400):
        assert game.pending is not None
        before = (fields(game.state.copy()), list(game.answers), game.pending.to_json())
        try:
            game.answer("pass" if game.pending.kind is Kind.PRIORITY else str(game.pending.suggest()))
        except AnswerFailed:
            break
    else:
        pytest.fail("no turn began")
    assert (fields(game.state), list(game.answers), game.pending.to_json()) == before
    monkeypatch.undo()
    game.on_step_begin = None
    fresh = replay(game.setup, game.answers, game.db)
    same_game(game, fresh)
    game.answer("pass")
    fresh.answer("pass")
    same_game(game, fresh)


def test_rewind_drops_later_checkpoints_and_replays_only_since_the_nearest() -> None:
    game = Game.new(GameConfig((DECK, DECK), seed=9), checkpoint_every=10)
    play(game, {0: RandomAgent(7), 1: RandomAgent(8)}, 300)
    marks = [c.answers for c in game.checkpoints]
    to = marks[len(marks) // 2] + 3
    game.rewind(to)
    assert all(c.answers <= to for c in game.checkpoints)
    assert [c.answers for c in game.checkpoints] == [m for m in marks if m <= to]
    with pytest.raises(ValueError):
        game.rewind(len(game.answers) + 1)


def test_bench_undo_command_runs_and_compares_rewind_with_replay(capsys: pytest.CaptureFixture[str]) -> None:
    """The benchmark command (its figures are its output, never a timed test)."""
    from mtgtable.engine.tools import bench_undo

    assert bench_undo.main(["--answers", "600", "--points", "4"]) == 0
    out = capsys.readouterr().out
    assert '"rewind_ms_max"' in out and '"replay_ms_max"' in out and '"answers": 600' in out
