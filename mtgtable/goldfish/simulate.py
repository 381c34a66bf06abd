"""Playing many games of one deck against a goldfish.

The goldfish is the opponent that does nothing: 20 life, never casts, never
blocks, keeps its opening hand (``GoldfishAgent``).  The engine still deals
it a library, so it draws like any player: it gets :data:`GOLDFISH_LIBRARY`
cards of Wastes, more than it can draw before the turn limit, so it never
loses by drawing from an empty library (CR 704.5b) before the pilot wins.

Each game is reproducible: game ``i`` of a run with seed ``S`` uses the
engine seed ``S * 1_000_003 + i``, so the same seed gives the same results,
and any single game can be replayed on its own.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Callable, Sequence

from ..engine import Cast, Game, GameConfig
from ..engine.agents import GoldfishAgent
from ..engine.cards import CardDB, default_card_db
from .pilot import STOPS, HeuristicPilot

#: The goldfish's library: one basic land per card.  With a turn limit of T
#: pilot turns the goldfish draws at most 7 + T (+ any card draw the pilot
#: gives it), far below this.
GOLDFISH_LIBRARY = 60
GOLDFISH_CARD = "Wastes"
#: A safety net against a game that never ends (no engine loop should need it).
MAX_ANSWERS = 20_000


@dataclass(frozen=True, slots=True)
class GameResult:
    """One game: on which of the pilot's turns the goldfish died (``None``: no kill)."""

    seed: int
    kill_turn: int | None
    mulligans: int
    #: "kill", "no_kill" (turn limit reached), "lost" (the pilot lost, e.g. decked), "draw".
    result: str
    turns: int
    answers: int
    #: Lands the pilot had on the battlefield at the end of each of its turns (turn 1 first).
    lands_by_turn: tuple[int, ...] = ()
    #: (card name, pilot turn) for every spell the pilot began to cast.
    casts: tuple[tuple[str, int], ...] = ()


@dataclass
class RunResult:
    """All the games of one run, and how long they took."""

    deck_size: int
    games: list[GameResult] = field(default_factory=list)
    seconds: float = 0.0
    seed: int = 0
    max_turns: int = 20
    mulligan: str = "london"
    on_the_play: bool = True


def game_seed(seed: int, index: int) -> int:
    return seed * 1_000_003 + index


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
                        mulligan=mulligan, starting_player=0 if on_the_play else 1,
                        stops=((0, STOPS), (1, ())))
    game = Game.new(config, db, keep_events=False)
    pilot, fish = HeuristicPilot(0), GoldfishAgent()
    pilot_turns = 0
    seen_turn = 0
    answers = 0
    lands: list[int] = []
    casts: list[tuple[str, int]] = []
    was_pilots = False
    while game.pending is not None and answers < MAX_ANSWERS:
        if game.turn != seen_turn:
            if was_pilots:
                lands.append(_lands_of(game, 0))
            was_pilots = game.active == 0
            seen_turn = game.turn
            if game.active == 0:
                pilot_turns += 1
                if pilot_turns > max_turns:
                    pilot_turns = max_turns
                    break
        decision = game.pending
        agent = pilot if decision.player == 0 else fish
        choice = agent.choose(game, decision)
        if decision.player == 0 and isinstance(choice, Cast) and choice.card in game.objects:
            casts.append((game.objects[choice.card].name, pilot_turns))
        game.answer(choice)
        answers += 1
    if was_pilots and len(lands) < pilot_turns:
        lands.append(_lands_of(game, 0))
    mulligans = game.players[0].mulligans
    outcome = game.outcome
    land_counts, cast_list = tuple(lands), tuple(casts)
    if outcome is None:
        return GameResult(seed, None, mulligans, "no_kill", pilot_turns, answers, land_counts, cast_list)
    if outcome.winner == 0:
        return GameResult(seed, pilot_turns, mulligans, "kill", pilot_turns, answers, land_counts, cast_list)
    return GameResult(seed, None, mulligans, "lost" if outcome.winner == 1 else "draw", pilot_turns, answers,
                      land_counts, cast_list)


def _lands_of(game: Game, player: int) -> int:
    objects = game.objects
    return sum(1 for oid in game.battlefield if objects[oid].controller == player and objects[oid].card.is_land)


def run(deck: Sequence[str], games: int, seed: int = 0, *, db: CardDB | None = None, mulligan: str = "london",
        max_turns: int = 20, on_the_play: bool = True,
        progress: Callable[[int, int], bool] | None = None) -> RunResult:
    """Play ``games`` games and time them.  ``progress(done, games)`` is called after each game;
    returning False stops the run there (the result holds the games played so far)."""
    if games < 0:
        raise ValueError("the number of games can't be negative")
    db = db if db is not None else default_card_db()
    out = RunResult(deck_size=len(deck), seed=seed, max_turns=max_turns, mulligan=mulligan, on_the_play=on_the_play)
    start = time.perf_counter()
    for i in range(games):
        out.games.append(play_game(deck, game_seed(seed, i), db=db, mulligan=mulligan, max_turns=max_turns,
                                   on_the_play=on_the_play))
        if progress is not None and not progress(i + 1, games):
            break
    out.seconds = time.perf_counter() - start
    return out
