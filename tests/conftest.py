"""Test-wide setup: Qt renders offscreen so the suite passes with no screen, and the
app's cache, data and config folders are temporary ones (never the user's; the card
database's index is built once per test session)."""

import atexit
import os
import shutil
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
_ROOT = tempfile.mkdtemp(prefix="mtgtable-tests-")
atexit.register(shutil.rmtree, _ROOT, True)
for _var, _sub in (("XDG_CACHE_HOME", "cache"), ("XDG_DATA_HOME", "data"), ("XDG_CONFIG_HOME", "config")):
    os.environ[_var] = os.path.join(_ROOT, _sub)


def _check_compiled_build() -> None:
    """``MTGTABLE_EXPECT_COMPILED=1`` (set by ``.ci/test_mypyc``): the suite must
    run against the mypyc-compiled modules (``.so`` files beside the sources),
    not the pure sources; a silently pure run would prove nothing about them."""
    import runpy
    from importlib import import_module
    from pathlib import Path

    checkout = Path(__file__).resolve().parents[1]
    names = runpy.run_path(str(checkout / ".ci" / "mypyc_setup.py"))["compiled_modules"]()
    for name in names:
        where = Path(str(import_module(name).__file__))
        if where.suffix != ".so":
            raise RuntimeError(f"MTGTABLE_EXPECT_COMPILED: {name} comes from {where}, not the compiled build")


if os.environ.get("MTGTABLE_EXPECT_COMPILED") == "1":
    _check_compiled_build()


import pytest  # noqa: E402


@pytest.fixture
def game_card_names():
    """The names a card may be named from are the game's own cards (CR 201.3): no card list
    registered by a test that opened the whole card database earlier in the same process
    (``engine.data.card_names``, which keeps it process-wide).  Restored afterwards."""
    from mtgtable.engine.data import card_names
    saved = list(card_names._SOURCE), dict(card_names._CACHE)
    card_names._SOURCE.clear()
    card_names._CACHE.clear()
    yield
    card_names._SOURCE[:] = saved[0]
    card_names._CACHE.clear()
    card_names._CACHE.update(saved[1])
