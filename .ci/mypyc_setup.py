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

#: The modules compiled by ``MTGTABLE_MYPYC=1``: the turn, priority, combat
#: and mana code, the effect families and casting costs they call on every
#: priority, and the pilot with its choices.  Everything else stays
#: interpreted: errors (built-in exceptions), cards (the fuzzer's workers now get card
#: records, not pickled cards, so it could be compiled: not yet built and measured), refs (an interned value with its own
#: ``__new__``), answers, the card files, the scenario and replay code, the GUI.
COMPILED = [f"mtgtable/engine/{m}.py" for m in (
    "turn/actions", "agents", "rules/casting_costs", "families/casting_effects", "rules/characteristics",
    "rules/combat", "rules/combat_data", "turn/combat_flow", "rules/combat_requirements", "decisions",
    "driver", "families/effect_core", "families/effects", "events", "game", "families/land_effects",
    "families/land_entering", "families/library_effects", "rules/mana", "rules/mana_abilities",
    "families/modes", "rules/more_targets", "objects", "operations", "turn/resolution", "shuffle", "state",
    "turn/steps", "data/target_specs", "rules/targets", "turn/turn_flow", "turn/turns", "rules/payment",
    "rules/timing", "turn/entering")] + [
    f"mtgtable/goldfish/{m}.py" for m in ("casting_choices", "library_choices", "pilot")]


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
