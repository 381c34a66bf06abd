"""Modes a permanent remembers: "choose one that hasn't been chosen —" (CR 700.2).

A modal ability whose head says "choose one that hasn't been chosen" (Demonic Pact, Kimoyo
Beads) offers only the modes not chosen before for that ability of that object; "... that
hasn't been chosen this turn" (Kargan Intimidator, Galadriel, Light of Valinor) only those not
chosen this turn.  The ability's ``"unchosen": "ever" | "turn"`` says which.  A permanent that
changes zones is a new object with no memory (CR 400.7).  When every mode has been chosen no
mode can be: a triggered ability is then removed as it would be put on the stack (CR 603.3c)
and an activated one can't be activated (CR 602.2b, 700.2a).

The chosen modes live in ``GameState.chosen`` (``chosen.py``: object id -> name -> value,
copied with the state, so undo and replays keep them), under a name made of the ability's
text, as ``(mode index, turn)`` pairs.
"""

from __future__ import annotations

from typing import Final, TYPE_CHECKING

from ..data.cards import Ability

if TYPE_CHECKING:
    from ..state import GameState as Game

#: The values of an ability's ``unchosen`` parameter.
KINDS: Final = ("ever", "turn")


def _key(ab: Ability) -> str:
    return "modes_chosen|" + ab.text


def used(game: "Game", ab: Ability, source: int) -> frozenset[int]:
    """The modes of ``ab`` that can't be chosen now (none when the ability has no memory)."""
    kind = ab.params.get("unchosen")
    if kind not in KINDS:
        return frozenset()
    pairs = game.chosen.get(source, {}).get(_key(ab), ())
    return frozenset(i for i, turn in pairs if kind == "ever" or turn == game.turn)


def remember(game: "Game", ab: Ability, source: int, choice: tuple[int, ...]) -> None:
    """Note the modes just chosen (only for an ability with memory)."""
    if ab.params.get("unchosen") not in KINDS:
        return
    from .. import operations as ops
    before = tuple(game.chosen.get(source, {}).get(_key(ab), ()))
    ops.remember(game, source, {_key(ab): before + tuple((i, game.turn) for i in choice)})
