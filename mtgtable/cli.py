"""Command line: ``mtgtable`` starts the table; subcommands run headless tools.

    mtgtable                                  the window, on a built-in default game
    mtgtable --version                        the installed version
    mtgtable --scenario FILE                  the window, on a scenario
    mtgtable --screenshot out.png [--scenario FILE]   render the window to a PNG, headless
    mtgtable scenario FILE [--json]           run a scenario headless, print the state
    mtgtable replay FILE [--json]             load a save file headless, print the state
    mtgtable goldfish DECK --games N --seed S how fast a deck kills an empty board
    mtgtable bench [--games N]                engine speed (decisions/s, random games/s)
    mtgtable fuzz [--games N]                 random games, engine invariants checked after every answer
    mtgtable cards DECK | --corpus            what the engine automates, card by card

Each subcommand lives with the package it belongs to and registers itself
here, so this file stays a table of contents.
"""

from __future__ import annotations

import argparse
import sys
from typing import Sequence


def _size(text: str) -> tuple[int, int]:
    """``1280x800`` -> (1280, 800)."""
    w, sep, h = text.lower().partition("x")
    if not sep or not w.isdigit() or not h.isdigit() or int(w) < 200 or int(h) < 200:
        raise argparse.ArgumentTypeError(f"expected a size like 1280x800, not {text!r}")
    return int(w), int(h)


def _gui_main(args: argparse.Namespace) -> int:
    from .gui.app import main as gui_main
    return gui_main(args)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="mtgtable", description="A Magic: The Gathering table with a rules engine.")
    parser.add_argument("--version", action="version", version=f"mtgtable {version()}")
    parser.add_argument("--scenario", metavar="FILE", help="open the table on a scenario file (TOML)")
    parser.add_argument("--load", metavar="FILE", help="open a saved game")
    parser.add_argument("--lesson", metavar="FILE",
                        help="open a scenario file as a lesson: teaching mode, its explanation beside the table")
    parser.add_argument("--lesson-moves", metavar="N", type=int, default=0,
                        help="with --lesson: play the lesson's first N scripted moves (for screenshots)")
    parser.add_argument("--screenshot", metavar="PNG", help="render the window to a PNG and exit (headless)")
    parser.add_argument("--size", metavar="WxH", default="1600x1000", type=_size,
                        help="window size for --screenshot (default 1600x1000)")
    parser.add_argument("--mode", choices=["hotseat", "goldfish", "teach"], default=None,
                        help="table mode for the default game")
    parser.add_argument("--resume", choices=["ask", "yes", "no"], default="ask",
                        help="an unfinished autosaved game at start-up: ask (default), resume it, or start anew")
    parser.add_argument("--lang", metavar="CODE", default=None,
                        help="language of the table, e.g. ja (default: the system's)")
    parser.set_defaults(func=_gui_main)
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    from .engine.files.scenario_cli import add_parser as add_scenario
    add_scenario(sub)
    from .engine.files.replay_cli import add_parser as add_replay
    add_replay(sub)
    from .engine.tools.bench import add_parser as add_bench
    add_bench(sub)
    from .carddb.cli import add_fuzz_parser as add_fuzz  # engine.fuzz, with the full card list for --pool
    add_fuzz(sub)
    from .goldfish.cli import add_parser as add_goldfish
    add_goldfish(sub)
    from .carddb.cli import add_parser as add_cards
    add_cards(sub)
    return parser


def version() -> str:
    """The installed distribution's version; its one source is ``mtgtable.__version__``
    (``pyproject.toml`` reads it from there)."""
    from importlib.metadata import PackageNotFoundError
    from importlib.metadata import version as dist_version

    from . import __version__
    try:
        return dist_version("mtgtable")
    except PackageNotFoundError:  # a source checkout run with nothing installed
        return __version__


def main(argv: Sequence[str] | None = None) -> int:
    from .engine.files.resource_files import ResourceMissing

    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        return int(args.func(args) or 0)
    except ResourceMissing as exc:  # missing data is an error, never an empty game
        print(f"mtgtable: {exc}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
