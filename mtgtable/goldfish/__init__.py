"""The goldfish simulator: how fast does a deck kill an empty board?

A heuristic pilot (:class:`HeuristicPilot`, documented in ``pilot.py``) plays
a deck through the real engine against a goldfish (20 life, does nothing,
never blocks); :func:`run` plays N seeded games and :func:`summarize` gives
the kill-turn distribution, mulligan rate, share of games with no kill by
turn 10 and games per second.  Pure standard library; ``--plot`` alone
imports Qt, lazily.

>>> deck = ["Forest"] * 24 + ["Grizzly Bears"] * 36
>>> s = summarize(run(deck, games=3, seed=1))
>>> s.games, s.kills
(3, 3)
"""

from .pilot import HeuristicPilot, plan_card
from .report import Summary, format_text, summarize, to_json
from .simulate import GameResult, RunResult, play_game, run

__all__ = ["GameResult", "HeuristicPilot", "RunResult", "Summary", "format_text", "plan_card", "play_game", "run",
           "summarize", "to_json"]
