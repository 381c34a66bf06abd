"""The decks a new player can start with: two built-in lists, plus any decklist
files in ``resources/decks`` (every format ``mtgtable.decks`` reads).

Built-in lists keep only the cards the card pool has, so they stay playable
while the pool grows.
"""

from __future__ import annotations


from mtgtable.decks import DeckFormatError, load_deck
from mtgtable.engine import CardDB
from ..engine.files.resource_files import resource_root

DECKS_DIR = resource_root() / "decks"

_GREEN = {"Forest": 17, "Llanowar Elves": 3, "Grizzly Bears": 3, "Runeclaw Bear": 3, "Trained Armodon": 3,
          "Giant Spider": 2, "Durkwood Boars": 2, "Silverback Ape": 2, "Vastwood Gorger": 1,
          "Enormous Baloth": 1, "Giant Growth": 2, "Flash Foliage": 1}
_BOROS = {"Mountain": 9, "Plains": 8, "Goblin Piker": 2, "Mogg Fanatic": 2, "Hill Giant": 3, "Canyon Minotaur": 2,
          "Squadron Hawk": 3, "Pride Guardian": 2, "Foriysian Brigade": 2, "Serra Angel": 2,
          "Lightning Bolt": 3, "Mending Hands": 2}
BUILT_IN: dict[str, dict[str, int]] = {"Green Stompy": _GREEN, "Red-White Skies": _BOROS}


def _expand(counts: dict[str, int], db: CardDB) -> tuple[str, ...]:
    return tuple(name for name, n in counts.items() if name in db for _ in range(n))


def available_decks(db: CardDB) -> dict[str, tuple[str, ...]]:
    """Deck name -> card names: the built-in decks, then the files in resources/decks."""
    decks = {name: _expand(counts, db) for name, counts in BUILT_IN.items()}
    if DECKS_DIR.is_dir():
        for path in sorted(DECKS_DIR.iterdir()):
            if not path.is_file() or path.name.startswith(".") or path.suffix.lower() in (".md", ".json"):
                continue
            try:
                loaded = load_deck(path, known_names=[c.name for c in db])
            except (DeckFormatError, OSError, ValueError):
                continue  # a broken file is not offered; the import dialog reports why
            cards = tuple(n for n in loaded.deck.expanded() if n in db)
            if cards:
                decks[path.stem] = cards
    return decks


def default_decks(db: CardDB) -> tuple[tuple[str, ...], tuple[str, ...]]:
    return _expand(_GREEN, db), _expand(_BOROS, db)
