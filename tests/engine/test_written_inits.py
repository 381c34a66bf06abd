"""The dataclasses whose ``__init__`` is written out by hand (mypyc compiles a written one; the one
``@dataclass`` generates stays interpreted, and these are made during play): each must take every
field, in the order the fields are declared, with the same defaults, and set each one.  A field
added to the class and forgotten in its ``__init__`` fails here, not as a missing slot mid-game."""

from __future__ import annotations

import dataclasses
import inspect

import pytest

from mtgtable.engine.objects import Player, StackItem
from mtgtable.engine.rules.casting_costs import CastMethod, CastPlan
from mtgtable.engine.rules.combat import DamageSource
from mtgtable.engine.state import BattlefieldIndex
from mtgtable.engine.turn.turns import TurnSequencer

WRITTEN = [Player, StackItem, CastMethod, CastPlan, DamageSource, BattlefieldIndex, TurnSequencer]


@pytest.mark.parametrize("cls", WRITTEN, ids=lambda c: c.__name__)
def test_written_init_takes_every_field_in_order(cls: type) -> None:
    fields = dataclasses.fields(cls)
    params = list(inspect.signature(cls.__init__).parameters.values())[1:]
    assert [p.name for p in params] == [f.name for f in fields]
    for f, p in zip(fields, params):
        if f.default is not dataclasses.MISSING:
            assert p.default == f.default, f.name
        elif f.default_factory is not dataclasses.MISSING:
            assert p.default is None, f.name  # (None: a new one made for each object, as the factory does)
        else:
            assert p.default is inspect.Parameter.empty, f.name


@pytest.mark.parametrize("cls", WRITTEN, ids=lambda c: c.__name__)
def test_written_init_sets_every_field(cls: type) -> None:
    fields = dataclasses.fields(cls)
    required = [f for f in fields if f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING]
    obj = cls(*[object() for _ in required])
    for f in fields:
        getattr(obj, f.name)  # (a slot never set raises AttributeError)
    if any(f.default_factory is not dataclasses.MISSING for f in fields):
        other = cls(*[object() for _ in required])
        for f in fields:
            if f.default_factory is not dataclasses.MISSING:
                assert getattr(obj, f.name) is not getattr(other, f.name), f"{f.name} is shared between objects"
