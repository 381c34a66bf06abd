"""Build hook of the optional compiled build (issue 14), used by ``.ci/build_mypyc_wheel``.

The repository's top level stays ``pyproject.toml``, ``mtgtable/``,
``resources/``, ``tests/``, ``README.md``: this file is copied in as
``setup.py`` of a temporary copy of the tree, where
``MTGTABLE_MYPYC=1 pip wheel --no-build-isolation .`` compiles the hot
engine modules and the goldfish pilot with mypyc (mypy must be installed;
the build takes minutes).  Without the variable the wheel is pure Python.
Both are the same code and give identical results; the compiled one is about
twice as fast.  What mypyc needs of the code: no class-body aliases such as
``describe = name`` (write a method), no inheriting from built-in exceptions
in a compiled module (they live in ``errors.py``, which stays interpreted), and
no pickling of compiled dataclasses between processes (the goldfish workers
send plain tuples, the fuzzer's workers get card records).
"""

from __future__ import annotations

import os

from setuptools import setup

#: The modules compiled by ``MTGTABLE_MYPYC=1``: every engine module a game
#: runs (the turn, priority, combat and mana code, the effect families, the card
#: definitions and their checks) and the pilot with its choices.  Everything else
#: stays interpreted: errors (built-in exceptions), refs (an interned value with
#: its own ``__new__``), answers (a registering class decorator makes its slotted
#: dataclasses non-native, and mypyc then reads their ``VERB`` class variable as a
#: slot), the fuzzer and the goldfish simulator (their values cross processes), the
#: game's configuration (callers give a starting player as text, which a compiled
#: constructor refuses),
#: the card files, the scenario and replay code, the GUI.  The card definitions
#: (cards.py) are compiled, so no ``CardDef`` is pickled: the fuzzer's workers
#: receive their card pool as JSON records (``engine.fuzz.PoolRecords``).
COMPILED = [f"mtgtable/engine/{m}.py" for m in (
    "actions", "agents", "animation", "aura_rules", "card_filters", "cards", "casting_costs",
    "casting_effects", "characteristics", "chosen", "combat", "combat_data", "combat_flow", "combat_requirements",
    "conditional_effects", "counts", "creature_types", "crew", "decision_queries", "decisions", "driver",
    "effect_core", "effect_params", "effects", "events", "game", "game_options", "keyword_actions",
    "keyword_effects", "land_effects", "land_entering", "library_effects", "linked_effects", "mana",
    "mana_abilities", "modes", "monarch", "more_targets", "move_reasons", "objects", "operations", "resolution",
    "shuffle", "snapshot", "spells_cast", "stack_effects", "state", "state_triggers", "static_pt", "steps",
    "tap_to_cast", "target_filters", "target_specs", "targeted_triggers", "targets", "transform", "turn_flow",
    "turns", "unless_pays", "untap_step", "upkeep_effects")] + [f"mtgtable/goldfish/{m}.py" for m in (
    "animation_choices", "casting_choices", "library_choices", "pilot", "remembered_choices")]


def _ext_modules() -> list:  # type: ignore[type-arg]
    if os.environ.get("MTGTABLE_MYPYC", "").lower() not in ("1", "true", "yes"):
        return []
    from mypyc.build import mypycify
    # multi_file: one C file per module, so the C compiler runs on all cores (see setup() below).
    # debug_level 0: no debug information, which takes the C compiler a good share of its time.
    return mypycify(COMPILED, opt_level=os.environ.get("MTGTABLE_MYPYC_OPT", "3"), debug_level="0",
                    multi_file=True)


def compiled_modules() -> list[str]:
    """The dotted names of :data:`COMPILED` (``.ci/test_mypyc`` checks each is a ``.so``)."""
    return [path.removesuffix(".py").replace("/", ".") for path in COMPILED]


if __name__ == "__main__":  # (setuptools runs this file as __main__; runpy.run_path does not)
    setup(ext_modules=_ext_modules(), options={"build_ext": {"parallel": os.cpu_count() or 1}})
