"""One game of a deck against the goldfish, played to its end or a turn limit.

:mod:`simulate` plays many of these, in this process or in others.  This module is the part
the mypyc build compiles with the pilot (``.ci/mypyc_setup.py``): the simulator around it
stays interpreted, since it sends its work to other processes by pickling.

>>> from mtgtable.goldfish.one_game import play_game
>>> r = play_game(("Forest",) * 20 + ("Grizzly Bears",) * 20, seed=3)
>>> r.result in ("kill", "no_kill"), r.turns <= 20
(True, True)
"""

from __future__ import annotations

from typing import Any, Final, Sequence

from ..engine import Cast, Decision, Game, GameConfig
from ..engine.agents import GoldfishAgent
from ..engine.data.cards import CardDB, default_card_db
from ..engine.driver import run as run_game
from ..engine.game_options import MulliganRule
from .pilot import STOPS, HeuristicPilot
from .results import GameResult

#: The goldfish's library: one basic land per card.  With a turn limit of T
#: pilot turns the goldfish draws at most 7 + T (+ any card draw the pilot
#: gives it), far below this.
GOLDFISH_LIBRARY: Final = 60
GOLDFISH_CARD: Final = "Wastes"
#: A safety net against a game that never ends (no engine loop should need it).
MAX_ANSWERS: Final = 20_000


def play_game(deck: Sequence[str], seed: int, *, db: CardDB | None = None, mulligan: str = "london",
              max_turns: int = 20, on_the_play: bool = True) -> GameResult:
    """Play one game of ``deck`` (card names) against the goldfish."""
    db = db if db is not None else default_card_db()
    fish_deck = (GOLDFISH_CARD,) * max(GOLDFISH_LIBRARY, max_turns + 20)
    # Priority stops: the goldfish never acts, and the pilot acts only with an
    # empty stack in its own main phases and after blockers (see pilot.STOPS),
    # so the engine passes priority for them everywhere else; every other
    # decision (mulligans, attacks, blocks, discards) is still theirs.  The log
    # is not kept: only the outcome matters here.
    config = GameConfig(decks=(tuple(deck), fish_deck), seed=seed, names=("Pilot", "Goldfish"),
                        mulligan=_MULLIGAN_RULES.get(mulligan) or MulliganRule(mulligan), starting_player=0 if on_the_play else 1,
                        stops=((0, STOPS), (1, ())))
    game = Game.new(config, db, keep_events=False)
    watch = _Watch(max_turns)
    answers = run_game(game, {0: HeuristicPilot(0), 1: GoldfishAgent()}, until=watch.stop, max_answers=MAX_ANSWERS,
                       before=watch.record_cast).answers
    pilot_turns, lands = watch.pilot_turns, watch.lands
    if watch.was_pilots and len(lands) < pilot_turns:
        lands.append(_lands_of(game, 0))
    mulligans = game.players[0].mulligans
    outcome = game.outcome
    land_counts, cast_list = tuple(lands), tuple(watch.casts)
    if outcome is None:
        return GameResult(seed, None, mulligans, "no_kill", pilot_turns, answers, land_counts, cast_list)
    if outcome.winner == 0:
        return GameResult(seed, pilot_turns, mulligans, "kill", pilot_turns, answers, land_counts, cast_list)
    return GameResult(seed, None, mulligans, "lost" if outcome.winner == 1 else "draw", pilot_turns, answers,
                      land_counts, cast_list)


class _Watch:
    """What one game records as it is played: the pilot's turns (and the stop after ``max_turns``),
    its lands at the end of each of them, and its casts.  (A class, not functions nested in
    :func:`play_game`: compiled, nested functions and their environment refer to each other, and
    that cycle would keep the whole game alive until the garbage collector ran.)"""

    __slots__ = ("max_turns", "turn", "pilot_turns", "was_pilots", "lands", "casts")

    def __init__(self, max_turns: int) -> None:
        self.max_turns = max_turns
        self.turn = 0
        self.pilot_turns = 0
        self.was_pilots = False
        self.lands: list[int] = []
        self.casts: list[tuple[str, int]] = []

    def stop(self, g: Game) -> bool:
        """Before each decision: count the pilot's turns, note its lands, and stop after ``max_turns``."""
        state = g.state  # (the state's fields, not the Game's properties: this runs before every decision)
        if state.turn != self.turn:
            if self.was_pilots:
                self.lands.append(_lands_of(g, 0))
            self.was_pilots = state.active == 0
            self.turn = state.turn
            if state.active == 0:
                self.pilot_turns += 1
                if self.pilot_turns > self.max_turns:
                    self.pilot_turns = self.max_turns
                    return True
        return False

    def record_cast(self, g: Game, decision: Decision, choice: Any) -> None:
        if isinstance(choice, _CAST) and decision.player == 0:
            o = g.state.objects.get(choice.card)  # (the state's objects, not the Game's property: every answer)
            if o is not None:
                self.casts.append((o.card.name, self.pilot_turns))


#: Final aliases of answer classes read on hot paths (Python classes, not native ones: see
#: ``answers``): mypyc looks such an imported name up in this module's dictionary at every use, and
#: keeps a Final one in a C static.
_CAST: Final = Cast
#: The mulligan rules by their words (``MulliganRule(word)`` is the enum's interpreted look-up, once a game).
_MULLIGAN_RULES: Final[dict[str, MulliganRule]] = {m.value: m for m in MulliganRule}


def _lands_of(game: Game, player: int) -> int:
    state = game.state
    objects = state.objects
    n = 0
    for oid in state.battlefield:
        o = objects[oid]
        if o.controller == player and "Land" in o.card.types:  # (is_land written out: a property)
            n += 1
    return n
