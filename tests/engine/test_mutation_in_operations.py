"""``operations.py`` is the only code that changes a game's state.

A scan of every engine module's source (``ast``): outside ``operations.py``,
no code assigns to (``=``, ``+=``, ``del``) or calls a mutating method on
(``append``, ``pop``, ``pool.add``, ``turns.pop_step``...) anything reached
from the state: a name bound to the state (``game``, ``state``, a parameter
annotated ``GameState``, ``GameObject``, ``Player``...), or a local bound
from one (``o = game.objects[oid]``, ``for p in game.players``, ``hand =
p.hand``).  A copy (``list(p.hand)``, a comprehension, a call's result) is
the function's own and may change freely.

Left alone: ``state.py`` (building and copying the state), the data classes'
own methods (``objects.py``, ``combat_data.py``, ``turns.py``, ``mana.py``),
the caches derived from card data that ``characteristics`` keeps (their names
end in ``_cache``, or are the battlefield index it keeps in step), and the
driver's settings on the state that are not the game (:data:`SETTINGS`).
"""

from __future__ import annotations

import ast
from pathlib import Path

ENGINE = Path(__file__).resolve().parents[2] / "mtgtable" / "engine"

#: The modules allowed to change state: the operations, and the data classes themselves.
OWNERS = frozenset({"operations", "state", "objects", "combat_data", "turns", "mana"})

#: Names that hold the state wherever they appear, and the annotations that make a parameter state.
STATE_NAMES = frozenset({"game", "state"})
STATE_TYPES = frozenset({"GameState", "Game", "GameObject", "Player", "StackItem", "Combat", "TurnSequencer",
                         "ManaPool", "PendingTrigger", "Modifier"})

#: Derived caches, kept by ``characteristics`` (and the SBA check's own "clean at" mark, in ``resolution``;
#: who passes by their stops at each step, in ``turn_flow``).
CACHES = frozenset({"_bf_index", "_granters", "_granters_version", "_granters_live", "_granted_keys", "_grants_at", "_grants_memo",
                    "_sba_clean_at", "_all_pass", "_all_pass_of"})

#: (module, field): the driver's settings on the state, not the game: which steps stop, whether
#: the log is kept, the hook the fuzzer checks steps with, the index of the answer being applied.
SETTINGS = frozenset({
    ("game", "stops"), ("game", "keep_events"), ("game", "on_step_begin"), ("game", "events"),
    ("game", "_answering"), ("replay", "keep_events"), ("replay", "events"),
    ("fuzz", "on_step_begin"), ("game", "setup"), ("game", "_setup_config"), ("game", "rebuild"), ("scenario", "setup"),
    ("scenario", "rebuild"),
})

#: Functions that change their argument at this position: ``shuffle(rng, cards)``.
MUTATING_FUNCTIONS = {"shuffle": 1}

#: Methods that change the object they are called on.
MUTATORS = frozenset({
    "append", "extend", "insert", "pop", "remove", "clear", "add", "discard", "update", "setdefault", "popitem",
    "sort", "reverse", "difference_update", "intersection_update", "symmetric_difference_update",
    # ManaPool, TurnSequencer, Combat:
    "remove_units", "empty", "pop_step", "next_turn_player", "skip_step", "add_extra_turn",
    "add_steps_after_current", "add_phase_after", "add_combat_after", "skip_combat_damage_steps",
})

#: Calls whose result is part of the object called on (not a copy).
REFERENCE_CALLS = frozenset({"get", "setdefault", "zone"})


def _chain(node: ast.AST) -> tuple[str | None, list[str]]:
    """The root name of ``a.b[c].d`` and its attribute names; None if the chain starts with a call
    other than one returning a reference, or anything but a name."""
    attrs: list[str] = []
    while True:
        if isinstance(node, ast.Attribute):
            attrs.append(node.attr)
            node = node.value
        elif isinstance(node, ast.Subscript):
            node = node.value
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) \
                and node.func.attr in REFERENCE_CALLS:
            node = node.func.value
        elif isinstance(node, ast.Name):
            return node.id, attrs[::-1]
        else:
            return None, attrs[::-1]


def _annotation_names(ann: ast.AST | None) -> set[str]:
    if ann is None:
        return set()
    if isinstance(ann, ast.Constant) and isinstance(ann.value, str):
        try:
            ann = ast.parse(ann.value, mode="eval").body
        except SyntaxError:
            return set()
    return {n.id for n in ast.walk(ann) if isinstance(n, ast.Name)} | {
        n.attr for n in ast.walk(ann) if isinstance(n, ast.Attribute)}


def _targets(t: ast.AST) -> list[ast.AST]:
    if isinstance(t, (ast.Tuple, ast.List)):
        return [x for e in t.elts for x in _targets(e)]
    if isinstance(t, ast.Starred):
        return _targets(t.value)
    return [t]


class _Scan(ast.NodeVisitor):
    def __init__(self, module: str) -> None:
        self.module = module
        self.found: list[str] = []
        self.scopes: list[set[str]] = [set(STATE_NAMES)]

    # -- which names hold state
    def _is_state(self, root: str | None) -> bool:
        return root is not None and root in self.scopes[-1]

    def _bind(self, target: ast.AST, value: ast.AST | None) -> None:
        root, _ = _chain(value) if value is not None else (None, [])
        tainted = self._is_state(root)
        for t in _targets(target):
            if isinstance(t, ast.Name):
                if tainted:
                    self.scopes[-1].add(t.id)
                elif t.id not in STATE_NAMES:
                    self.scopes[-1].discard(t.id)

    def visit_FunctionDef(self, node: ast.FunctionDef | ast.AsyncFunctionDef) -> None:
        scope = set(self.scopes[-1])
        args = node.args
        for a in args.posonlyargs + args.args + args.kwonlyargs:
            if a.arg in STATE_NAMES or _annotation_names(a.annotation) & STATE_TYPES:
                scope.add(a.arg)
            else:
                scope.discard(a.arg)
        self.scopes.append(scope)
        for stmt in node.body:
            self.visit(stmt)
        self.scopes.pop()

    visit_AsyncFunctionDef = visit_FunctionDef  # type: ignore[assignment]

    def visit_Lambda(self, node: ast.Lambda) -> None:
        self.visit(node.body)

    def visit_For(self, node: ast.For) -> None:
        self._bind(node.target, node.iter)
        self.generic_visit(node)

    def visit_comprehension(self, node: ast.comprehension) -> None:
        self._bind(node.target, node.iter)
        self.generic_visit(node)

    def visit_NamedExpr(self, node: ast.NamedExpr) -> None:
        self._bind(node.target, node.value)
        self.generic_visit(node)

    def visit_With(self, node: ast.With) -> None:
        for item in node.items:
            if item.optional_vars is not None:
                self._bind(item.optional_vars, item.context_expr)
        self.generic_visit(node)

    # -- changes
    def _report(self, node: ast.AST, what: str, target: ast.AST) -> None:
        root, attrs = _chain(target)
        if not self._is_state(root):
            return
        fields = [a for a in attrs if not a.endswith("_cache") and a not in CACHES]
        if len(fields) != len(attrs):
            return
        if attrs and (self.module, attrs[-1]) in SETTINGS:
            return
        shown = ".".join([root or "?", *attrs])
        self.found.append(f"{self.module}.py:{node.lineno}: {what} {shown}")

    def visit_Assign(self, node: ast.Assign) -> None:
        for t in node.targets:
            for x in _targets(t):
                if isinstance(x, (ast.Attribute, ast.Subscript)):
                    self._report(node, "assigns", x)
            self._bind(t, node.value)
        self.visit(node.value)

    def visit_AnnAssign(self, node: ast.AnnAssign) -> None:
        if isinstance(node.target, (ast.Attribute, ast.Subscript)):
            self._report(node, "assigns", node.target)
        if node.value is not None:
            self._bind(node.target, node.value)
            self.visit(node.value)

    def visit_AugAssign(self, node: ast.AugAssign) -> None:
        if isinstance(node.target, (ast.Attribute, ast.Subscript)):
            self._report(node, "changes", node.target)
        self.visit(node.value)

    def visit_Delete(self, node: ast.Delete) -> None:
        for t in node.targets:
            for x in _targets(t):
                if isinstance(x, (ast.Attribute, ast.Subscript)):
                    self._report(node, "deletes", x)

    def visit_Call(self, node: ast.Call) -> None:
        if isinstance(node.func, ast.Attribute) and node.func.attr in MUTATORS:
            self._report(node, f"calls .{node.func.attr}() on", node.func.value)
        elif isinstance(node.func, ast.Name) and node.func.id in MUTATING_FUNCTIONS:
            at = MUTATING_FUNCTIONS[node.func.id]
            if len(node.args) > at:
                self._report(node, f"calls {node.func.id}() on", node.args[at])
        self.generic_visit(node)


def changes_outside_operations(source: str, module: str) -> list[str]:
    scan = _Scan(module)
    scan.visit(ast.parse(source))
    return scan.found


def test_only_operations_change_the_state() -> None:
    found: list[str] = []
    for path in sorted(ENGINE.rglob("*.py")):
        if path.stem in OWNERS:
            continue
        found += changes_outside_operations(path.read_text(encoding="utf-8"), path.stem)
    assert not found, ("state changed outside operations.py (add or use an ops.* function):\n  "
                       + "\n  ".join(found))


def test_the_scan_sees_changes_through_aliases_and_not_copies() -> None:
    source = '''
def f(game, oid: int, pl: "Player") -> None:
    o = game.objects[oid]
    o.tapped = True
    game.players[0].pool.add("G")
    hand = game.players[0].hand
    hand.remove(3)
    for p in game.players:
        p.life -= 1
    pl.poison += 1
    copy = list(game.battlefield)
    copy.append(1)
    mine = [x for x in game.battlefield]
    mine.pop()
    game.turns.pop_step(0)
    game._grant_cache[1] = 2
    shuffle(game.rng, game.players[1].library)
    shuffle(game.rng, copy)
'''
    found = [line.split(": ", 1)[1] for line in changes_outside_operations(source, "m")]
    assert found == ["assigns o.tapped", "calls .add() on game.players.pool", "calls .remove() on hand",
                     "changes p.life", "changes pl.poison", "calls .pop_step() on game.turns",
                     "calls shuffle() on game.players.library"]
