"""Test-wide setup: Qt renders offscreen so the suite passes with no screen."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
