"""The fuzzer's random games with decks made of casting-cost and modal cards compiled from
their Oracle text: every choice (how to cast, what pays a cost, delve, modes) answered at
random, illegal answers probed, the engine's invariants checked after every answer."""

from __future__ import annotations

from mtgtable.engine.data.cards import CardDB, default_card_db
from mtgtable.engine.tools.fuzz import FuzzStats, play

from .corpus import compiled_db

CARDS = ["Force of Will", "Daze", "Gush", "Fireblast", "Faithless Looting", "Cabal Therapy", "Mulldrifter",
         "Mardu Scout", "Village Rites", "Ruby Medallion", "Thalia, Guardian of Thraben", "Frogmite",
         "Treasure Cruise", "Ornithopter", "Kolaghan's Command", "Deafening Clarion", "Red Elemental Blast",
         "Pyroblast", "Deceiver Exarch", "Plundering Barbarian", "Fierce Guardianship", "Grizzly Bears",
         "Lightning Bolt", "Counterspell"]


def _db() -> CardDB:
    compiled = compiled_db(CARDS)
    basics = [c for c in default_card_db() if "Basic" in c.supertypes]
    return CardDB([compiled[n] for n in CARDS] + basics)


def test_cr_601_2_random_games_with_casting_choices_keep_every_invariant() -> None:
    db = _db()
    stats = FuzzStats()
    for seed in range(8):
        play(seed, max_turns=14, illegal_rate=0.05, pool=True, db=db, stats=stats)
    assert stats.kinds["choose"] > 0
