"""The goldfish at the table counts as the goldfish command does.

The command (``mtgtable goldfish``) plays against an empty opponent, the pilot
on the play, and counts the pilot's own turns ("killed on turn 5" means the
pilot's fifth turn).  The window's goldfish mode does the same: the New game
dialog gives the goldfish the command's library of Wastes and puts the pilot
on the play, and the banner says "You won on your 6th turn!".
"""

from __future__ import annotations

from mtgtable.engine import Game
from mtgtable.goldfish.simulate import GOLDFISH_CARD, GOLDFISH_LIBRARY

from .card_text import current_language

#: The goldfish's deck: the command's (a library it can't run out of, cards that do nothing).
GOLDFISH_DECK: tuple[str, ...] = (GOLDFISH_CARD,) * GOLDFISH_LIBRARY


def player_turns(game: Game, player: int) -> int:
    """How many turns ``player`` has begun (two players alternating; extra turns are not counted)."""
    first = game.first_turn_player
    if not game.turn or first is None:
        return 0
    return (game.turn + 1) // 2 if first == player else game.turn // 2


def nth(n: int, lang: str | None = None) -> str:
    """An ordinal for "your {nth} turn": "6th" in English, the bare number in Japanese (6ターン目).

    >>> nth(1, "en"), nth(2, "en"), nth(3, "en"), nth(11, "en"), nth(22, "en"), nth(6, "ja")
    ('1st', '2nd', '3rd', '11th', '22nd', '6')
    """
    if (lang or current_language()) != "en":
        return str(n)
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"
