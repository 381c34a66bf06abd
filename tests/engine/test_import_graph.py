"""The engine's modules import each other without a circle.

A circle makes the import order matter (a module sees its partner half
built), hides which module is the base of which, and makes a change in one
module ripple around the ring.  The graph is read from the source with
``ast``: every ``from .x import y``, ``from . import x`` and ``import
mtgtable.engine.x``, at module level and inside functions (a deferred import
still ties the two modules together), except those under ``if TYPE_CHECKING:``
(annotations only, never run).

Module-level imports must form no circle at all.  A few deferred imports
inside functions still close one (an operation that calls back into a
family of rules, a decision's helper methods...): they are listed in
:data:`DEFERRED_LEFT` with the circle they close, and the test fails if a
new one appears or a listed one is gone (then delete it from the list).
"""

from __future__ import annotations

import ast
from pathlib import Path

ENGINE = Path(__file__).resolve().parents[2] / "mtgtable" / "engine"
#: The engine's sub-packages, each a room with one reason to change (README, "The code").
ROOMS = frozenset(p.name for p in ENGINE.iterdir() if (p / "__init__.py").is_file())

#: (importer, imported) deferred imports that still close a circle: remove, never add.
DEFERRED_LEFT = frozenset({
    ("ability_text", "casting_text"),   # casting_text and library_text import ability_text's helpers
    ("ability_text", "library_text"),
    ("ability_text", "activation_text"),  # (through casting_text's part sentences)
    ("casting_costs", "actions"),       # paying: actions pays the costs these modules add, and they ask
    ("mana_abilities", "actions"),
    ("land_effects", "unless_pays"),    # unless_pays imports actions to pay (as above)
    ("mana_abilities", "land_effects"),
    ("operations", "land_effects"),     # ops.trigger asks land_effects.intervening_if (CR 603.4), and
    ("operations", "land_entering"),    # ops.as_enters_choices asks land_entering (CR 614.12): land rules in ops
})


def _is_type_checking(node: ast.If) -> bool:
    t = node.test
    return (isinstance(t, ast.Name) and t.id == "TYPE_CHECKING") or (
        isinstance(t, ast.Attribute) and t.attr == "TYPE_CHECKING")


def _package(path: Path) -> list[str]:
    """The dotted package of an engine module (``engine/rules/mana.py`` -> mtgtable.engine.rules)."""
    return ["mtgtable", *path.relative_to(ENGINE.parent).parent.parts]


def _imported(node: ast.AST, package: list[str], modules: set[str]) -> list[str]:
    """The engine modules (by name: names are unique across the rooms) that ``node`` imports."""
    if isinstance(node, ast.ImportFrom):
        if node.level:
            base = package[: len(package) - node.level + 1] + (node.module.split(".") if node.module else [])
        elif node.module:
            base = node.module.split(".")
        else:
            return []
        if base[:2] != ["mtgtable", "engine"]:
            return []
        inside = [p for p in base[2:] if p not in ROOMS]
        names = inside[:1] if inside else [a.name for a in node.names]
    elif isinstance(node, ast.Import):
        names = [next((p for p in a.name.split(".")[2:] if p not in ROOMS), "") for a in node.names
                 if a.name.startswith("mtgtable.engine.")]
    else:
        return []
    return [n for n in names if n in modules]


def engine_modules() -> dict[str, Path]:
    """Every engine module by its name, from every room (a test checks the names are unique)."""
    return {p.stem: p for p in sorted(ENGINE.rglob("*.py")) if p.stem != "__init__"}


def import_graph(*, deferred: bool) -> dict[str, dict[str, int]]:
    """module -> imported engine module -> the line of the first such import."""
    found = engine_modules()
    modules = set(found)
    graph: dict[str, dict[str, int]] = {}
    for stem, path in found.items():
        edges: dict[str, int] = {}
        package = _package(path)

        def visit(node: ast.AST, in_function: bool, edges: dict[str, int] = edges,
                  package: list[str] = package) -> None:
            if isinstance(node, ast.If) and _is_type_checking(node):
                for child in node.orelse:
                    visit(child, in_function)
                return
            if not in_function or deferred:
                for name in _imported(node, package, modules):
                    edges.setdefault(name, getattr(node, "lineno", 0))
            inside = in_function or isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda))
            for child in ast.iter_child_nodes(node):
                visit(child, inside)

        visit(ast.parse(path.read_text(encoding="utf-8")), False)
        edges.pop(stem, None)
        graph[stem] = edges
    return graph


def test_module_names_are_unique_across_the_rooms() -> None:
    names = [p.stem for p in ENGINE.rglob("*.py") if p.stem != "__init__"]
    assert len(names) == len(set(names)), sorted(n for n in set(names) if names.count(n) > 1)


def find_cycle(graph: dict[str, dict[str, int]]) -> list[str] | None:
    """One circle (``[a, b, ..., a]``) if the graph has any, else None."""
    state: dict[str, int] = {}  # 1: on the path, 2: done
    path: list[str] = []

    def walk(v: str) -> list[str] | None:
        state[v] = 1
        path.append(v)
        for w in sorted(graph.get(v, {})):
            if state.get(w) == 1:
                return path[path.index(w):] + [w]
            if w not in state:
                found = walk(w)
                if found:
                    return found
        path.pop()
        state[v] = 2
        return None

    for v in sorted(graph):
        if v not in state:
            found = walk(v)
            if found:
                return found
    return None


def _describe(graph: dict[str, dict[str, int]], cycle: list[str]) -> str:
    return " -> ".join(f"{a} (line {graph[a][b]})" for a, b in zip(cycle, cycle[1:])) + f" -> {cycle[-1]}"


def test_module_level_imports_form_no_circle() -> None:
    graph = import_graph(deferred=False)
    cycle = find_cycle(graph)
    assert cycle is None, (
        "engine modules import each other in a circle: " + _describe(graph, cycle)
        + "\n(an effect family imports effect_core, never effects; card data (cards.py) imports nothing of the "
          "effect interpreter)")


def test_deferred_imports_close_no_circle_but_the_listed_ones() -> None:
    graph = import_graph(deferred=True)
    listed = {(a, b) for a, b in DEFERRED_LEFT if b in graph.get(a, {})}
    assert listed == set(DEFERRED_LEFT), f"gone, delete them from DEFERRED_LEFT: {sorted(set(DEFERRED_LEFT) - listed)}"
    full = {a: dict(edges) for a, edges in graph.items()}
    for a, b in DEFERRED_LEFT:
        del graph[a][b]
    cycle = find_cycle(graph)
    assert cycle is None, "a deferred import closes a new circle: " + _describe(graph, cycle)
    for a, b in sorted(DEFERRED_LEFT):  # each listed import still closes a circle, else it is not "left"
        assert _reaches(full, b, a), f"{a} -> {b} no longer closes a circle: delete it from DEFERRED_LEFT"


def _reaches(graph: dict[str, dict[str, int]], start: str, goal: str) -> bool:
    seen, todo = {start}, [start]
    while todo:
        v = todo.pop()
        if v == goal:
            return True
        for w in graph.get(v, {}):
            if w not in seen:
                seen.add(w)
                todo.append(w)
    return False


def test_find_cycle_finds_a_circle_and_passes_a_tree() -> None:
    assert find_cycle({"a": {"b": 1}, "b": {"c": 1}, "c": {"a": 1}}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b": 1, "c": 1}, "b": {"c": 1}, "c": {}}) is None


def test_card_data_and_effect_parameters_import_no_circle() -> None:
    """The circle the issue names: cards imports effect_params, which knows nothing of cards."""
    graph = import_graph(deferred=True)
    assert "cards" not in graph["effect_params"]
    for family in ("library_effects", "land_effects", "casting_effects"):
        assert "effects" not in graph[family], f"{family} imports effects (import effect_core instead)"
