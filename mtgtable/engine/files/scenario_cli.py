"""``mtgtable scenario FILE [--json]``: run a scenario headless and show the result."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from ..errors import ScenarioError
from .scenario import load_scenario
from .snapshot import snapshot


def add_parser(sub: Any) -> None:
    p = sub.add_parser("scenario", help="run a scenario file headless and print the state",
                       description="Load a scenario (TOML), apply its scripted answers, and print the "
                                   "resulting state, the event log and the pending decision.")
    p.add_argument("file", help="scenario file (TOML)")
    p.add_argument("--json", action="store_true", help="print JSON instead of text")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    try:
        scenario = load_scenario(args.file)
    except ScenarioError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    game = scenario.game
    if args.json:
        out = {"state": snapshot(game), "events": [e.to_json() for e in game.events],
               "aliases": scenario.aliases}
        json.dump(out, sys.stdout, indent=1, ensure_ascii=False)
        print()
        return 0
    for e in game.events:
        print(e.line())
    print()
    for p in game.players:
        print(f"{p.name}: {p.life} life, hand {len(p.hand)}, library {len(p.library)}")
    for oid in game.battlefield:
        o = game.objects[oid]
        pt = f" {game.power(oid)}/{game.toughness(oid)}" if game.is_creature(oid) else ""
        print(f"  #{oid} {o.name}{pt} ({game.players[o.controller].name}){' tapped' if o.tapped else ''}"
              f"{f' damage {o.damage}' if o.damage else ''}")
    if game.pending is not None:
        print(f"\nWaiting for {game.players[game.pending.player].name}: {game.pending.prompt} "
              f"[CR {game.pending.rule}]")
    elif game.outcome is not None:
        print(f"\nGame over: {game.outcome}")
    return 0
