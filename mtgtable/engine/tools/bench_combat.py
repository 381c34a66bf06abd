"""``python3 -m mtgtable.engine.tools.bench_combat``: the slowest single decision of a
combat on a big board (issue 14: no decision above 50 ms with 150 creatures a side).

Builds a scenario with N creatures a side (flyers, menace, "must be blocked",
"blocks each combat if able", reach, can block an additional creature), then
plays one combat through the public API and times each step a player or the
GUI waits for: building a decision (the answer that leads to it), checking an
answer, suggesting one, and listing the legal actions at priority.  A
benchmark command, not a timed test.

>>> r = bench_combat(6)
>>> {"answer attack", "check block", "answer block"} <= set(r["decisions"])
True
"""

from __future__ import annotations

import argparse
import json
import time
from functools import partial
from typing import Any, Callable

from ..decisions import DeclareAttackers, DeclareBlockers, Kind, Pass
from ..game import Game
from ..refs import PlayerRef
from ..turn.steps import Step
from ..files.scenario import load_scenario_text

_CARDS = """
[cards."Bench Bear"]
types = ["Creature"]
power = 2
toughness = 2
[cards."Bench Flyer"]
types = ["Creature"]
power = 1
toughness = 1
keywords = ["Flying"]
[cards."Bench Brute"]
types = ["Creature"]
power = 3
toughness = 3
keywords = ["Menace"]
[cards."Bench Protector"]
types = ["Creature"]
power = 2
toughness = 5
abilities = [{ kind = "static", static = "must_be_blocked" }]
[cards."Bench Guard"]
types = ["Creature"]
power = 1
toughness = 3
abilities = [{ kind = "static", static = "blocks_each_combat" }]
[cards."Bench Spider"]
types = ["Creature"]
power = 2
toughness = 4
keywords = ["Reach"]
[cards."Bench Wall"]
types = ["Creature"]
power = 0
toughness = 5
abilities = [{ kind = "static", static = "can_block_additional", n = 1 }]
"""

_ATTACKERS = ("Bench Bear", "Bench Flyer", "Bench Brute", "Bench Protector", "Bench Bear")
_BLOCKERS = ("Bench Bear", "Bench Guard", "Bench Spider", "Bench Wall", "Bench Bear")


def board(n: int) -> str:
    """Scenario text: N creatures a side, the active player about to declare attackers."""
    parts = ["[game]\nturn = 3\nactive = 0\nstep = \"declare_attackers\"\nbegun = false\ndamage_order = false\n",
             _CARDS, "[[player]]\nname = \"Alice\"\n"]
    parts += [f"[[player.battlefield]]\ncard = \"{_ATTACKERS[i % 5]}\"\nalias = \"a{i}\"\n" for i in range(n)]
    parts.append("[[player]]\nname = \"Bob\"\n")
    parts += [f"[[player.battlefield]]\ncard = \"{_BLOCKERS[i % 5]}\"\nalias = \"b{i}\"\n" for i in range(n)]
    return "".join(parts)


_CPU: dict[str, float] = {}


def _timed(times: dict[str, float], what: str, f: Callable[[], Any]) -> Any:
    """Run ``f``, keeping the slowest wall time of ``what`` in ``times`` and its
    CPU time in ``_CPU`` (on a shared machine the CPU time is the steadier)."""
    start, cpu = time.perf_counter(), time.process_time()
    out = f()
    ms = (time.perf_counter() - start) * 1000
    cpu_ms = (time.process_time() - cpu) * 1000
    times[what] = max(times.get(what, 0.0), ms)
    _CPU[what] = max(_CPU.get(what, 0.0), cpu_ms)
    return out


_COMBAT = {Step.DECLARE_ATTACKERS, Step.DECLARE_BLOCKERS, Step.FIRST_STRIKE_DAMAGE, Step.COMBAT_DAMAGE,
           Step.END_COMBAT}


def _play_until(game: Game, times: dict[str, float], stop: Kind | None) -> None:
    """Answer (pass, or the suggestion) until a ``stop`` decision or the end of combat, timing each answer."""
    while True:
        d = game.pending
        if d is None or (stop is not None and d.kind is stop) or game.step not in _COMBAT:
            return
        if d.kind is Kind.PRIORITY:
            player = d.player
            _timed(times, "legal actions", partial(game.legal_actions, player))
            answer: Any = Pass()
        else:
            answer = d.suggest()
        label = "answer pass" if d.kind is Kind.PRIORITY else d.kind.value.replace("_", " ")
        step = game.step.value if game.step is not None else "-"
        _timed(times, f"{label} ({step})", partial(game.answer, answer))


def bench_combat(n: int) -> dict[str, Any]:
    """Play one combat with ``n`` creatures a side; the slowest time of each kind, in ms."""
    times: dict[str, float] = {}
    _CPU.clear()
    sc = _timed(times, "load scenario", lambda: load_scenario_text(board(n), where="bench_combat"))
    game: Game = sc.game
    d = game.pending
    assert d is not None and d.kind is Kind.DECLARE_ATTACKERS
    attack = DeclareAttackers(tuple((sc.id(f"a{i}"), PlayerRef(1)) for i in range(n)))
    _timed(times, "suggest attack", d.suggest)
    _timed(times, "check attack", lambda: game.check(attack))
    _timed(times, "answer attack", lambda: game.answer(attack))
    _play_until(game, times, Kind.DECLARE_BLOCKERS)
    d = game.pending
    if d is None or d.kind is not Kind.DECLARE_BLOCKERS:
        raise RuntimeError(f"expected the declare blockers decision, got {d}")
    can_block = d.data["can_block"]
    suggestion = _timed(times, "suggest block", d.suggest)
    pairs: list[tuple[int, int]] = list(suggestion.blocks)
    blocking = {b for b, _ in pairs}
    for b in d.data["candidates"]:  # every other creature blocks too, avoiding menace
        plain = [a for a in can_block[b] if not game.has_keyword(a, "Menace")]
        if b not in blocking and plain:
            pairs.append((b, plain[len(pairs) % len(plain)]))
    blocks = DeclareBlockers(tuple(pairs))
    _timed(times, "check block", lambda: game.check(suggestion))
    _timed(times, "check block", lambda: game.check(blocks))
    _timed(times, "answer block", lambda: game.answer(blocks))
    _play_until(game, times, None)
    return {"creatures_a_side": n, "blocks": len(pairs),
            "decisions": {k: round(v, 2) for k, v in times.items()},
            "slowest_ms": round(max(v for k, v in times.items() if k != "load scenario"), 2),
            "slowest_cpu_ms": round(max(v for k, v in _CPU.items() if k != "load scenario"), 2)}


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python3 -m mtgtable.engine.tools.bench_combat", description=__doc__.split("\n\n")[0])
    p.add_argument("--creatures", type=int, nargs="+", default=[150], help="creatures a side (default 150)")
    p.add_argument("--json", action="store_true")
    args = p.parse_args(argv)
    for n in args.creatures:
        r = bench_combat(n)
        if args.json:
            print(json.dumps(r))
            continue
        print(f"{n} creatures a side, {r['blocks']} blocks: slowest decision {r['slowest_ms']} ms "
              f"({r['slowest_cpu_ms']} ms of CPU)")
        for k, v in sorted(r["decisions"].items(), key=lambda kv: -kv[1]):
            print(f"  {v:9.2f} ms  {k}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
