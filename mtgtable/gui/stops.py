"""Where the table stops to ask a player with priority, and where it passes for them.

Magic gives priority many times a turn; asking every time makes play
tedious, so the table passes priority automatically except at a player's
stops.  Only *priority* is ever passed for a player: attacks, blocks,
orders, damage assignments, discards and targets are required decisions and
always reach the player.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from mtgtable.engine import Game, Pass, Step


@dataclass
class PlayerStops:
    #: Steps of the player's own turn where they always get to act.
    mine: set[Step] = field(default_factory=set)
    #: Steps of the opponent's turn where they always get to act.
    theirs: set[Step] = field(default_factory=set)
    #: Also stop whenever something can be played (the default stops).
    when_able: bool = True
    #: "Pass until end of turn": the turn number it applies to, or None.
    skip_turn: int | None = None
    #: "Pass until my next turn": the turn it was asked on, until the player's next turn begins.
    skip_to_my_turn: int | None = None

    def cancel_skips(self) -> None:
        self.skip_turn = None
        self.skip_to_my_turn = None


def every_step() -> set[Step]:
    return set(Step) - {Step.UNTAP, Step.CLEANUP}


def should_stop(game: Game, player: int, stops: PlayerStops, teaching: bool) -> bool:
    """Whether to ask ``player``, who holds priority, instead of passing for them."""
    if teaching:
        return True
    if stops.skip_to_my_turn is not None:
        if game.active == player and game.turn > stops.skip_to_my_turn:
            stops.skip_to_my_turn = None
        else:
            return False
    if stops.skip_turn is not None:
        if stops.skip_turn == game.turn:
            return False
        stops.skip_turn = None
    if game.step is not None and game.step in (stops.mine if game.active == player else stops.theirs):
        return True
    if stops.when_able:
        return any(not isinstance(a, Pass) for a in game.legal_actions(player))
    return False
