"""The engine's modules import each other without a circle.

A circle makes the import order matter (a module sees its partner half
built), hides which module is the base of which, and makes a change in one
module ripple around the ring.  The graph is read from the source with
``ast``: every ``from .x import y``, ``from . import x`` and ``import
mtgtable.engine.x``, at module level and inside functions (a deferred import
still ties the two modules together), except those under ``if TYPE_CHECKING:``
(annotations only, never run).

Neither module-level imports nor deferred ones (inside functions) may form a
circle.  Modules are named by their file name, unique across the engine's
rooms (``turn/``, ``rules/``, ``families/``...), whatever the relative form of
the import (``from ..rules import mana``, ``from . import operations as ops``).
"""

from __future__ import annotations

import ast
from pathlib import Path

ENGINE = Path(__file__).resolve().parents[2] / "mtgtable" / "engine"
#: The engine's sub-packages, each a room with one reason to change (README, "The code").
ROOMS = frozenset(p.name for p in ENGINE.iterdir() if (p / "__init__.py").is_file())



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


def test_deferred_imports_close_no_circle_either() -> None:
    graph = import_graph(deferred=True)
    cycle = find_cycle(graph)
    assert cycle is None, ("a deferred import closes a circle: " + _describe(graph, cycle)
                           + "\n(move what both modules need into a lower module, or let the lower one "
                             "offer a hook, as operations.become_tapped and rules.payment do)")


def test_find_cycle_finds_a_circle_and_passes_a_tree() -> None:
    assert find_cycle({"a": {"b": 1}, "b": {"c": 1}, "c": {"a": 1}}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b": 1, "c": 1}, "b": {"c": 1}, "c": {}}) is None


def test_card_data_and_effect_parameters_import_no_circle() -> None:
    """The circle the issue names: cards imports effect_params, which knows nothing of cards."""
    graph = import_graph(deferred=True)
    assert "cards" not in graph["effect_params"]
    for family in ("library_effects", "land_effects", "casting_effects"):
        assert "effects" not in graph[family], f"{family} imports effects (import effect_core instead)"
