"""The dataclasses whose ``__init__`` is written out by hand (mypyc compiles a written one; the one
``@dataclass`` generates stays interpreted, and these are made during play): each must take every
field, in the order the fields are declared, with the same defaults, and set each one.  A field
added to the class and forgotten in its ``__init__`` fails here, not as a missing slot mid-game.

The ``__init__`` is read from its source (``ast``), so the test says the same of the pure and the
compiled build (a compiled ``__init__`` shows no signature and refuses arguments of the wrong type)."""

from __future__ import annotations

import ast
import dataclasses
import inspect
import sys
from pathlib import Path

import pytest

from mtgtable.engine.families.effect_core import EffectContext
from mtgtable.engine.objects import Modifier, PendingTrigger, Player, StackItem
from mtgtable.engine.rules.casting_costs import CastMethod, CastPlan
from mtgtable.engine.rules.combat import DamageSource
from mtgtable.engine.rules.combat_data import Combat
from mtgtable.engine.rules.mana import ManaPool
from mtgtable.engine.rules.restricted_mana import Purpose
from mtgtable.engine.state import BattlefieldIndex
from mtgtable.engine.turn.turns import TurnSequencer

WRITTEN = [Player, StackItem, CastMethod, CastPlan, DamageSource, BattlefieldIndex, TurnSequencer, EffectContext,
           Combat, Modifier, PendingTrigger, ManaPool, Purpose]


def _written_init(cls: type) -> ast.FunctionDef:
    module = sys.modules[cls.__module__]
    where = Path(str(module.__file__))
    source = where.with_name(where.name.split(".")[0] + ".py")  # (a compiled module is name.cpython-311-....so)
    tree = ast.parse(source.read_text(encoding="utf-8"))
    found = next(node for node in ast.walk(tree) if isinstance(node, ast.ClassDef) and node.name == cls.__name__)
    return next(node for node in found.body if isinstance(node, ast.FunctionDef) and node.name == "__init__")


def _value(cls: type, default: ast.expr) -> object:
    """A default as written (``0``, ``frozenset()``, ``Duration.END_OF_TURN``), worked out in the class's module."""
    return eval(compile(ast.Expression(default), "<default>", "eval"), vars(sys.modules[cls.__module__]))


@pytest.mark.parametrize("cls", WRITTEN, ids=lambda c: c.__name__)
def test_written_init_takes_every_field_in_order(cls: type) -> None:
    init = _written_init(cls)
    fields = dataclasses.fields(cls)
    params = init.args.args[1:]
    assert [a.arg for a in params] == [f.name for f in fields]
    defaults = [None] * (len(params) - len(init.args.defaults)) + list(init.args.defaults)
    for f, default in zip(fields, defaults):
        if f.default is not dataclasses.MISSING:
            assert default is not None and _value(cls, default) == f.default, f.name
        elif f.default_factory is not dataclasses.MISSING:
            # (None: a new one made for each object, as the factory does)
            assert isinstance(default, ast.Constant) and default.value is None, f.name
        else:
            assert default is None, f"{f.name} has no default in the dataclass"


@pytest.mark.parametrize("cls", WRITTEN, ids=lambda c: c.__name__)
def test_written_init_sets_every_field(cls: type) -> None:
    init = _written_init(cls)
    assigned: set[str] = set()
    for node in ast.walk(init):
        if isinstance(node, ast.Assign):
            for target in node.targets:
                if isinstance(target, ast.Attribute) and isinstance(target.value, ast.Name) \
                        and target.value.id == "self":
                    assigned.add(target.attr)
        elif isinstance(node, ast.Call) and ast.unparse(node.func) == "object.__setattr__" \
                and len(node.args) == 3 and isinstance(node.args[1], ast.Constant):
            assigned.add(str(node.args[1].value))  # a frozen dataclass's field
    assert assigned == {f.name for f in dataclasses.fields(cls)}


def test_a_field_made_by_a_factory_is_new_for_each_object() -> None:
    a, b = Player(0, "A"), Player(1, "B")
    assert a.library is not b.library and a.pool is not b.pool
    s, t = TurnSequencer(2), TurnSequencer(2)
    assert s.steps_left is not t.steps_left


def test_the_interpreted_build_still_has_the_written_signature() -> None:
    if not inspect.isfunction(Player.__init__):
        pytest.skip("compiled: the __init__ is native code (the source is checked above)")
    assert list(inspect.signature(Player.__init__).parameters)[1:] == [f.name for f in dataclasses.fields(Player)]
