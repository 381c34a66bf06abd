"""``mtgtable replay FILE [--json]``: load a save file headless and show where the game stands.

A save that cannot be loaded (corrupt, hostile, from an engine whose rules
play its answers out differently) prints one message naming the file and
exits with status 2, like ``mtgtable scenario``.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from ..errors import SaveFileError
from .replay import load_game
from .snapshot import snapshot


def add_parser(sub: Any) -> None:
    p = sub.add_parser("replay", help="load a save file headless and print the state",
                       description="Load a save file (JSON), replaying every answer, and print the state.")
    p.add_argument("file", help="save file (JSON)")
    p.add_argument("--json", action="store_true", help="print JSON instead of text")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    try:
        game = load_game(args.file)
    except SaveFileError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    if args.json:
        json.dump({"state": snapshot(game), "answers": len(game.answers)}, sys.stdout, indent=1, ensure_ascii=False)
        print()
        return 0
    print(f"{args.file}: {len(game.answers)} answers, turn {game.turn}")
    for p in game.players:
        print(f"{p.name}: {p.life} life, hand {len(p.hand)}, library {len(p.library)}")
    if game.pending is not None:
        print(f"Waiting for {game.players[game.pending.player].name}: {game.pending.prompt} [CR {game.pending.rule}]")
    elif game.outcome is not None:
        print(f"Game over: {game.outcome}")
    return 0
