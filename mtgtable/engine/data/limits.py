"""The explicit limits on what a file may ask of the engine.

Each is far above anything a real game needs and far below what would take
more than a few seconds or a few hundred MB; each has a test
(``tests/engine/test_hostile_files.py``).  A legitimate long game (1,000
turns, 28,000 answers) loads well within them.
"""

from __future__ import annotations

from typing import Final

#: Bracket nesting in any JSON or TOML file (real files nest under 10 deep).
MAX_NESTING: Final = 64
#: A save file (a 28,000-answer game is about 0.5 MB).
MAX_SAVE_BYTES = 32 * 1024 * 1024
#: Answers in one save.
MAX_ANSWERS_PER_SAVE: Final = 250_000
#: Cards in one deck of a save or a new game (real decks: 40-250).
MAX_DECK_SIZE: Final = 1_000
#: A scenario file.
MAX_SCENARIO_BYTES = 4 * 1024 * 1024
#: Objects in one zone of a scenario.
MAX_SCENARIO_ZONE: Final = 1_000
#: Mana of one player's pool set by a scenario.
MAX_POOL_MANA: Final = 1_000
#: Life, poison, damage, counters, turn numbers and such in a file.
MAX_NUMBER: Final = 1_000_000
#: A settings file.
MAX_SETTINGS_BYTES = 1024 * 1024
#: A card file (MTGJSON's AtomicCards is about 120 MB).
MAX_CARD_FILE_BYTES = 256 * 1024 * 1024
#: Player names and other short texts.
MAX_NAME: Final = 200
