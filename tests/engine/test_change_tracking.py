"""The operations own the change tracking the state-based-action check trusts (CR 704.3).

``resolution._state_based_actions_found`` skips the full check when nothing it
looks at has changed since a check found nothing (``_sba_clean_at ==
_changes``).  That is only right if every change to what it looks at
(``operations.SBA_READS``) is counted, and only the operations change the
state (``test_mutation_in_operations.py``).  Two checks here:

- statically, every function of ``operations.py`` that writes one of those
  fields counts a change itself;
- in play, at every priority where the cache says "nothing to check", a full
  check of CR 704 finds nothing to do (random games from the bundled pool).
"""

from __future__ import annotations

import ast
from pathlib import Path

from mtgtable.engine import operations as ops
from mtgtable.engine.agents import RandomAgent
from mtgtable.engine.decisions import Kind
from mtgtable.engine.driver import run
from mtgtable.engine.tools.fuzz import check_state_based, pool_decks
from mtgtable.engine.game import Game, GameConfig

#: The source (``ops.__file__`` is a shared library in the compiled build).
OPERATIONS = Path(__file__).resolve().parents[2] / "mtgtable" / "engine" / "operations.py"

#: Operations that write such a field of an object that has just been counted by the operation
#: that made it (``new_object`` counts a permanent entering; these give it its first counters), or
#: whose caller counts the change it makes with it (``_own_counters`` gives an object an empty dict
#: of counters of its own, equal to the shared one it had, for the caller to change and count).
COUNTED_BY_THE_CALLER = frozenset({"_entered_battlefield", "_own_counters"})

_MUTATORS = frozenset({"append", "extend", "insert", "pop", "remove", "clear", "setdefault", "update"})


def _writes(fn: ast.FunctionDef) -> set[str]:
    """The fields of ``SBA_READS`` that ``fn`` assigns to or changes in place."""
    found: set[str] = set()

    def fields(node: ast.AST) -> set[str]:
        out = set()
        while isinstance(node, (ast.Attribute, ast.Subscript)):
            if isinstance(node, ast.Attribute):
                out.add(node.attr)
            node = node.value
        return out & ops.SBA_READS

    for node in ast.walk(fn):
        if isinstance(node, (ast.Assign, ast.AugAssign, ast.AnnAssign, ast.Delete)):
            targets = node.targets if isinstance(node, (ast.Assign, ast.Delete)) else [node.target]
            for t in targets:
                for x in (t.elts if isinstance(t, ast.Tuple) else [t]):
                    found |= fields(x)
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in _MUTATORS:
            found |= fields(node.func.value)
    return found


def _counts_a_change(fn: ast.FunctionDef) -> bool:
    return any(isinstance(n, ast.AugAssign) and isinstance(n.target, ast.Attribute) and n.target.attr == "_changes"
               for n in ast.walk(fn))


def test_every_operation_that_changes_what_sbas_read_counts_the_change() -> None:
    tree = ast.parse(OPERATIONS.read_text(encoding="utf-8"))
    uncounted = [f"{fn.name} writes {sorted(_writes(fn))}" for fn in tree.body
                 if isinstance(fn, ast.FunctionDef) and _writes(fn) and not _counts_a_change(fn)
                 and fn.name not in COUNTED_BY_THE_CALLER]
    assert not uncounted, "operations that change what state-based actions read without counting it: " + \
        "; ".join(uncounted)


def test_log_counts_nothing() -> None:
    """An event is a record, not a change: the hand-kept list of quiet events is gone."""
    assert not hasattr(ops, "_QUIET_EVENTS")
    game = Game.new(GameConfig((("Forest",) * 40, ("Forest",) * 40), seed=1))
    before = game.state._changes
    ops.log(game.state, "damage", "120.3", "{source} deals {n} damage to {target}.", source="x", n=1, target="y")
    assert game.state._changes == before


def test_cr_704_3_a_check_the_cache_skips_would_find_nothing() -> None:
    skipped = 0
    for seed in range(12):
        decks = pool_decks(seed)
        game = Game.new(GameConfig(decks, seed=seed), keep_events=False)

        def after(g: Game, decision: object, answer: object, events: object) -> None:
            nonlocal skipped
            state = g.state
            if g.pending is not None and g.pending.kind is Kind.PRIORITY and state._sba_clean_at == state._changes:
                check_state_based(state)  # raises InvariantBroken naming the rule left unapplied
                skipped += 1

        agents = {0: RandomAgent(seed), 1: RandomAgent(seed + 7919)}
        run(game, agents, until=lambda g: g.state.turn > 30, after=after)
    assert skipped > 500  # the cache is in use, and was checked that often
