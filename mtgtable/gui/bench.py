"""GUI benchmark (a command, not a timed test): ``python -m mtgtable.gui.bench``.

Measures

* start-up: from a fresh interpreter to the first shown and painted window
  (the child process reports the time from its first line; the parent adds
  interpreter start-up, the full wall time a user waits);
* engine change to repainted table: with 100 permanents on the battlefield,
  the time from answering a decision to the table being repainted (engine
  answer + model refresh + the repaint Qt then does of what changed), and
  for comparison a forced repaint of the whole window; median and 95th
  percentile over many answers.  ``--refresh-everything`` tells the views
  that everything changed after each answer (as they refreshed before a
  change said what changed), for a side-by-side ratio.
"""

from __future__ import annotations

import time

_T0 = time.perf_counter()

import argparse  # noqa: E402
import json  # noqa: E402
import os  # noqa: E402
import statistics  # noqa: E402
import subprocess  # noqa: E402
import sys  # noqa: E402
from typing import Any  # noqa: E402

_CREATURES = ["Grizzly Bears", "Hill Giant", "Serra Angel", "Llanowar Elves", "Giant Spider", "Trained Armodon",
              "Canyon Minotaur", "Squadron Hawk", "Durkwood Boars", "Pride Guardian"]
_LANDS = ["Forest", "Mountain", "Plains", "Island", "Swamp"]


def board_scenario(permanents: int = 100) -> str:
    """A scenario text with ``permanents`` permanents, half each, lands and creatures mixed."""
    lines = ["[game]", "turn = 9", "active = 0", 'step = "main1"', "first_player = 0", ""]
    per_player = permanents // 2
    for name in ("Alice", "Bob"):
        lines += ["[[player]]", f'name = "{name}"', 'hand = ["Grizzly Bears", "Forest", "Lightning Bolt"]',
                  'library = ["Forest", "Forest", "Forest", "Forest", "Forest", "Forest"]', ""]
        for i in range(per_player):
            card = _LANDS[i % 5] if i % 2 else _CREATURES[i % 10]
            lines += ["[[player.battlefield]]", f'card = "{card}"']
            if i % 7 == 3:
                lines.append("tapped = true")
            if i % 11 == 5 and card in _CREATURES:
                lines.append("damage = 1")
            lines.append("")
    return "\n".join(lines)


def _startup_child() -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from mtgtable.engine.files.scenario import load_scenario_text

    from .main_window import MainWindow
    from .session import GameSession, Mode
    app = QApplication(sys.argv[:1])
    session = GameSession(load_scenario_text(board_scenario(20)).game, Mode.HOTSEAT)
    window = MainWindow(session)
    window.resize(1600, 1000)
    window.show()
    app.processEvents()
    window.repaint()
    print(json.dumps({"startup_ms": (time.perf_counter() - _T0) * 1000}))


def _startup() -> dict[str, float]:
    start = time.perf_counter()
    out = subprocess.run([sys.executable, "-m", "mtgtable.gui.bench", "--startup-child"], check=True,
                         capture_output=True, text=True, env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    wall = (time.perf_counter() - start) * 1000
    child = json.loads(out.stdout.strip().splitlines()[-1])
    return {"startup_in_process_ms": child["startup_ms"], "startup_wall_ms": wall}


def _repaint(answers: int, changes: bool | None = True) -> dict[str, Any]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from mtgtable.engine.agents import GoldfishAgent
    from mtgtable.engine.files.scenario import load_scenario_text

    from .changes import EVERYTHING, changes_between, fingerprint
    from .main_window import MainWindow
    from .session import GameSession, Mode
    app = QApplication.instance() or QApplication(sys.argv[:1])
    game = load_scenario_text(board_scenario(100)).game
    session = GameSession(game, Mode.TEACH)  # stops at every priority, so nothing is skipped
    window = MainWindow(session)
    window.resize(1600, 1000)
    window.show()
    app.processEvents()
    window.repaint()
    agent = GoldfishAgent()  # passes priority, declares nothing: one engine change per answer
    # the work a refresh does, whatever the machine's load: card faces read from the engine
    from .models import card_zone_model
    read = [0]
    face_of = getattr(card_zone_model, "face_of")  # noqa: B009

    def counted(*args: Any, **kwargs: Any) -> Any:
        read[0] += 1
        return face_of(*args, **kwargs)
    setattr(card_zone_model, "face_of", counted)  # noqa: B010
    total, gui_only, full = [], [], []
    #: CPU time of the refresh and repaint (less disturbed by other processes than the wall clock), with
    #: the views told what changed and, on alternate answers of the same game, told "everything"
    cpu: dict[bool, list[float]] = {True: [], False: []}
    for n in range(answers):
        if session.game.pending is None:
            break
        told = changes if changes is not None else n % 2 == 0
        t0 = time.perf_counter()
        before = fingerprint(session.game)
        events = session.game.answer(agent.choose(session.game, session.game.pending))  # the engine change alone
        t1 = time.perf_counter()
        c1 = time.process_time()
        # what session.answer does next: say what changed; the views refresh that and schedule repaints
        session.changed.emit(changes_between(before, session.game, events) if told else EVERYTHING)
        app.processEvents()     # the repaint itself (only what changed is redrawn)
        t2 = time.perf_counter()
        cpu[told].append((time.process_time() - c1) * 1000)
        window.repaint()        # for comparison: redraw the whole window regardless
        t3 = time.perf_counter()
        total.append((t2 - t0) * 1000)
        gui_only.append((t2 - t1) * 1000)
        full.append((t3 - t2) * 1000)
    permanents = len(session.game.battlefield)
    faces = read[0]
    setattr(card_zone_model, "face_of", face_of)  # noqa: B010
    window.close()

    def stats(xs: list[float]) -> dict[str, float]:
        xs = sorted(xs)
        return {"median_ms": round(statistics.median(xs), 2), "p95_ms": round(xs[int(len(xs) * 0.95) - 1], 2)}

    out: dict[str, Any] = {"permanents": permanents, "answers": len(total),
                           "card_faces_read_per_answer": round(faces / max(1, len(total)), 1),
                           "change_to_repainted_table": stats(total),
                           "gui_refresh_and_repaint": stats(gui_only), "forced_full_window_repaint": stats(full)}
    for told, name in ((True, "cpu_refresh_told_what_changed"), (False, "cpu_refresh_told_everything")):
        if cpu[told]:
            out[name] = stats(cpu[told])
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m mtgtable.gui.bench", description=__doc__.splitlines()[0])
    parser.add_argument("--answers", type=int, default=60)
    parser.add_argument("--startup-child", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--refresh-everything", action="store_true",
                        help="refresh every view after each answer (as before views were told what changed)")
    parser.add_argument("--compare", action="store_true",
                        help="alternate answers told what changed and told 'everything', in one run (CPU times)")
    args = parser.parse_args(argv)
    if args.startup_child:
        _startup_child()
        return 0
    changes = None if args.compare else not args.refresh_everything
    result = {**_startup(), **_repaint(args.answers, changes=changes)}
    print(json.dumps(result, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
