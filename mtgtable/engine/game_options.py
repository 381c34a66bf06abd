"""The rule choices a game is set up with (``GameConfig``): which mulligan, who plays first.

String enums: their values are the words the setup's JSON, the save files and
the command line have always used, and a member equals its word.

>>> MulliganRule("classic") is MulliganRule.CLASSIC, MulliganRule.LONDON == "london"
(True, True)
>>> FirstPlayer("choose")
<FirstPlayer.CHOOSE: 'choose'>
"""

from __future__ import annotations

import enum


class MulliganRule(enum.StrEnum):
    """How a player takes a mulligan (CR 103.4)."""

    #: Draw a new hand of seven, then put one card on the bottom per mulligan taken (today's rule).
    LONDON = "london"
    #: CR 103.4 of these rules: shuffle the hand back and draw one card fewer.
    CLASSIC = "classic"


class FirstPlayer(enum.StrEnum):
    """Who plays first when ``GameConfig.starting_player`` names no seat (CR 103.1)."""

    #: Chosen by the game's seeded shuffle.
    RANDOM = "random"
    #: A random player (the coin flip) decides who plays first.
    CHOOSE = "choose"
