"""Where the table stops to ask a player with priority, and where it passes for them.

Magic gives priority many times a turn; asking every time makes play
tedious, and in hotseat every ask of the other player is a hand-off behind
the privacy screen.  So the table passes priority automatically except at a
player's stops, as Arena and Forge do by default:

* on your own turn, in your main phases (CR 505) when you can play something;
* on the opponent's turn, only when something happened you could answer: a
  spell or ability of theirs on the stack (CR 117.3c), attackers declared
  (CR 508.3), blockers declared (CR 509.5), and at their end step (CR 513);
* on either turn, a spell or ability on the stack (the opponent's to answer; your
  own holds priority with you first, CR 117.3c, which costs no hand-off);
* always at the steps the player set (click a step on the turn tracker), and
  everywhere with "full control".

"Could answer" means the engine lists a legal action for them other than
passing (``game.legal_actions``): the table never decides legality itself.
Only *priority* is ever passed for a player: attacks, blocks, orders, damage
assignments, discards and targets are required decisions and always reach
the player.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from mtgtable.engine import Game, Pass, Step

#: Steps of the player's own turn where they stop when they can play something.
OWN_TURN_STOPS = frozenset({Step.MAIN1, Step.MAIN2})
#: Steps of the opponent's turn where something happened the player may answer (or the last chance
#: to act before the turn ends).  Combat steps count only once attackers are declared.
OPPONENT_TURN_STOPS = frozenset({Step.DECLARE_ATTACKERS, Step.DECLARE_BLOCKERS, Step.END})


@dataclass
class PlayerStops:
    #: Steps of the player's own turn where they always get to act.
    mine: set[Step] = field(default_factory=set)
    #: Steps of the opponent's turn where they always get to act.
    theirs: set[Step] = field(default_factory=set)
    #: Stop at the default places (see the module docstring) when something can be played.
    when_able: bool = True
    #: Full control: stop at every priority, whether or not anything can be played.
    full_control: bool = False
    #: "Pass until end of turn": the turn number it applies to, or None.
    skip_turn: int | None = None
    #: "Pass until my next turn": the turn it was asked on, until the player's next turn begins.
    skip_to_my_turn: int | None = None

    def cancel_skips(self) -> None:
        self.skip_turn = None
        self.skip_to_my_turn = None

    def toggle(self, step: Step, own_turn: bool) -> bool:
        """Set or clear a stop at ``step`` (own turn or the opponent's); whether it is set now."""
        steps = self.mine if own_turn else self.theirs
        if step in steps:
            steps.discard(step)
            return False
        steps.add(step)
        return True


def every_step() -> set[Step]:
    return set(Step) - {Step.UNTAP, Step.CLEANUP}


def default_stop(game: Game, player: int) -> bool:
    """Whether this priority is one of the default places to stop (before asking if anything can be played)."""
    if game.stack:
        # CR 117.3c: the opponent's spell or ability, to answer; or your own, which you may add to
        # before it resolves (and see waiting: holding priority costs no hand-off)
        return True
    if game.step is None:
        return False
    if game.active == player:
        return game.step in OWN_TURN_STOPS
    if game.step in (Step.DECLARE_ATTACKERS, Step.DECLARE_BLOCKERS):
        return bool(game.combat.attackers)  # CR 508.6: no attackers, the combat steps are skipped anyway
    return game.step in OPPONENT_TURN_STOPS


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
    if stops.full_control:
        return True
    if game.step is not None and game.step in (stops.mine if game.active == player else stops.theirs):
        return True
    if stops.when_able and default_stop(game, player):
        return any(not isinstance(a, Pass) for a in game.legal_actions(player))
    return False
