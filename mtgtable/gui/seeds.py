"""Shuffle seeds: every new game gets a fresh one unless the player gives one.

The seed is part of the game's setup (``GameConfig.seed``) and so of every
save and autosave: a game started from a random seed still replays exactly
(OpenSpiel's seeded chance).  No Qt here: the command line uses it too.
"""

from __future__ import annotations

import secrets

#: Seeds a player can type; random ones come from the same range.
MAX_SEED = 999_999_999


def fresh_seed() -> int:
    """A seed nobody chose: a new shuffle."""
    return secrets.randbelow(MAX_SEED + 1)
