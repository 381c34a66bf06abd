"""Build hook of the optional compiled build (issue 14), used by ``.ci/build_mypyc_wheel``.

The repository's top level stays ``pyproject.toml``, ``mtgtable/``,
``resources/``, ``tests/``, ``README.md``: this file is copied in as
``setup.py`` of a temporary copy of the tree, where
``MTGTABLE_MYPYC=1 pip wheel --no-build-isolation .`` compiles the hot
engine modules and the goldfish pilot with mypyc (mypy must be installed;
the build takes minutes).  Without the variable the wheel is pure Python.
Both are the same code and give identical results.  What mypyc needs of the code: no class-body aliases such as
``describe = name`` (write a method), no inheriting from built-in exceptions
in a compiled module (they live in ``errors.py``, which stays interpreted), and
no pickling of compiled dataclasses between processes (the goldfish workers
send plain tuples, the fuzzer's workers get card records).  What makes it fast: module constants
and caches declared ``Final`` (mypyc keeps those in C statics, and looks any other module global up
in the module's dictionary at every use: a name imported from an interpreted module gets a ``Final``
alias where it is read on every answer), and no nested function that is recursive, called by
another nested function or defined in a loop on a path every game takes (compiled, such a function
and its environment refer to each other: a cycle only the garbage collector frees, and with it the
whole game it holds).  A class attribute written in a dataclass's body becomes one of its fields when
compiled (an annotated ``ClassVar`` too): the answers get their verbs from ``@_answer(verb)``.  ``.ci/build_mypyc_wheel``
runs this build twice, profile-guided (the C compiler's flags come from ``CFLAGS``).
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from setuptools import setup

#: The checkout (this file is ``.ci/mypyc_setup.py`` there, and ``setup.py`` at the top of the build's copy).
_HERE = Path(__file__).resolve().parent
ROOT = _HERE if (_HERE / "mtgtable").is_dir() else _HERE.parent

#: The engine's rooms whose code runs while a game is played, compiled whole: a new module of theirs
#: is compiled too (CI builds and tests it), so a family added later is never left slow.
COMPILED_ROOMS = ("", "turn", "rules", "families", "data")

#: What stays interpreted, and why: ``errors`` subclasses built-in exceptions (mypyc can't compile that);
#: ``refs`` is an interned value with its own ``__new__``; ``config`` and
#: ``game_options`` take a setup's words ("choose", "london") and turn them into their values as a game
#: is made (a compiled dataclass refuses the words before its ``__post_init__`` runs), once a game;
#: ``card_names`` asks the card database's whole list, once a game at most.
INTERPRETED = frozenset({"errors", "refs", "config", "game_options", "card_names"})

#: The goldfish pilot, its choices and one game of it (the simulator around them stays interpreted: it
#: sends its work to other processes by pickling, which compiled functions and classes don't survive).
GOLDFISH = ("animation_choices", "casting_choices", "copy_choices", "face_choices", "face_down_choices",
            "library_choices", "one_game", "pilot", "player_choices", "remembered_choices", "special_choices")


def _compiled() -> list[str]:
    engine = ROOT / "mtgtable" / "engine"
    found = [str(p.relative_to(ROOT)) for room in COMPILED_ROOMS for p in sorted((engine / room).glob("*.py"))
             if p.stem != "__init__" and p.stem not in INTERPRETED]
    return found + [f"mtgtable/goldfish/{m}.py" for m in GOLDFISH if (ROOT / "mtgtable" / "goldfish" / f"{m}.py").exists()]


#: The modules compiled by ``MTGTABLE_MYPYC=1`` (paths from the top of the checkout).
COMPILED = _compiled()


def _ext_modules() -> list:  # type: ignore[type-arg]
    if os.environ.get("MTGTABLE_MYPYC", "").lower() not in ("1", "true", "yes"):
        return []
    from mypyc.build import mypycify
    # multi_file: one C file per module, so the C compiler runs on all cores (_compile_on_every_core).
    # debug_level 0: no debug information, which takes the C compiler a good share of its time.
    return mypycify(COMPILED, opt_level=os.environ.get("MTGTABLE_MYPYC_OPT", "3"), debug_level="0",
                    multi_file=True)


def compiled_modules() -> list[str]:
    """The dotted names of :data:`COMPILED` (``.ci/test_mypyc`` checks each is a ``.so``)."""
    return [path.removesuffix(".py").replace("/", ".") for path in COMPILED]


def _compile_on_every_core() -> None:
    """Compile the C files of one extension side by side.  setuptools' ``parallel`` option builds
    extensions side by side, but the multi-file build is one extension of about 150 C files, which
    it would compile one after another (the build took one core; the profile-guided build compiles
    everything twice).  The largest files go first, so that none is left alone at the end."""
    from concurrent.futures import ThreadPoolExecutor
    from distutils.ccompiler import CCompiler  # (setuptools' own copy of distutils)

    def compile(self: Any, sources: list[str], output_dir: str | None = None, macros: Any = None,
                include_dirs: Any = None, debug: int = 0, extra_preargs: Any = None, extra_postargs: Any = None,
                depends: Any = None) -> list[str]:
        # What CCompiler.compile does, with its loop over the objects run by a pool of threads
        # (each one waits for its compiler process).
        macros, objects, extra_postargs, pp_opts, build = self._setup_compile(
            output_dir, macros, include_dirs, sources, depends, extra_postargs)
        cc_args = self._get_cc_args(pp_opts, debug, extra_preargs)
        todo = sorted((obj for obj in objects if obj in build), key=lambda obj: -os.path.getsize(build[obj][0]))
        with ThreadPoolExecutor(max_workers=os.cpu_count() or 1) as pool:
            for done in [pool.submit(self._compile, obj, build[obj][0], build[obj][1], cc_args, extra_postargs,
                                     pp_opts) for obj in todo]:
                done.result()
        return list(objects)

    CCompiler.compile = compile  # type: ignore[method-assign, assignment]


if __name__ == "__main__":  # (setuptools runs this file as __main__; runpy.run_path does not)
    if os.environ.get("MTGTABLE_MYPYC", "").lower() in ("1", "true", "yes"):
        _compile_on_every_core()
    setup(ext_modules=_ext_modules(), options={"build_ext": {"parallel": os.cpu_count() or 1}})
