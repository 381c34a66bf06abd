"""``python3 -m mtgtable.engine.tools.bench_undo``: how long undo takes in a long game.

Plays one seeded random game of ``--answers`` answers (two decks of Forests,
so it lasts), then goes back to ``--points`` points spread over the whole game
and times each, side by side:

- *replay*: the game rebuilt from its setup and the answers before the point
  (how undo worked before checkpoints; it is still the save format);
- *rewind*: :meth:`Game.rewind`, the nearest checkpoint restored and only the
  answers since it replayed.

It prints CPU milliseconds (the slowest and the median of each) as JSON.  A
benchmark command, not a timed test.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time
from typing import Any

from ..agents import RandomAgent, run_until
from ..config import GameConfig
from ..game import Game
from ..data.limits import MAX_DECK_SIZE
from ..files.replay import replay


def long_game(answers: int, seed: int = 3) -> Game:
    # (each player draws about once per two turns of some 25 answers; a deck is at most MAX_DECK_SIZE)
    deck = ("Forest",) * min(MAX_DECK_SIZE, answers // 30 + 60)
    game = Game.new(GameConfig((deck, deck), seed=seed))
    run_until(game, {0: RandomAgent(1), 1: RandomAgent(2)}, max_answers=answers)
    return game


def measure(answers: int, points: int, seed: int = 0, replay_points: int = 3) -> dict[str, Any]:
    game = long_game(answers)
    n = len(game.answers)
    rng = random.Random(seed)
    targets = sorted({n - 1, 0, *(rng.randrange(n) for _ in range(max(0, points - 2)))})
    rewind_ms = []
    for to in targets:
        twin = game.copy()
        start = time.process_time()
        twin.rewind(to)
        rewind_ms.append((time.process_time() - start) * 1000)
        assert len(twin.answers) == to
    replay_ms = []
    for to in targets[-replay_points:]:  # (the latest points: the slowest to replay)
        start = time.process_time()
        back = replay(game.setup, game.answers[:to], game.db, trusted=True)
        replay_ms.append((time.process_time() - start) * 1000)
        assert len(back.answers) == to
    return {"answers": n, "turn": game.turn, "checkpoints": len(game.checkpoints),
            "checkpoint_every": game.checkpoint_every, "points": len(targets),
            "rewind_ms_max": round(max(rewind_ms), 1), "rewind_ms_median": round(statistics.median(rewind_ms), 1),
            "replay_points": len(replay_ms), "replay_ms_max": round(max(replay_ms), 1),
            "replay_ms_median": round(statistics.median(replay_ms), 1)}


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python3 -m mtgtable.engine.tools.bench_undo", description=__doc__.split("\n\n")[0])
    p.add_argument("--answers", type=int, default=28_000, help="length of the game (default 28,000 answers)")
    p.add_argument("--points", type=int, default=50, help="points to go back to (default 50)")
    p.add_argument("--seed", type=int, default=0)
    args = p.parse_args(argv)
    print(json.dumps(measure(args.answers, args.points, args.seed)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
