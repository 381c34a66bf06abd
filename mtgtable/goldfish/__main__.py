"""``python -m mtgtable.goldfish DECK ...`` (the same as ``mtgtable goldfish``)."""

import sys

from .cli import run_cli

sys.exit(run_cli())
