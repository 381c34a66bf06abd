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
