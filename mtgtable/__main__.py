"""``python -m mtgtable``: the same as the ``mtgtable`` command."""

import sys

from .cli import main

sys.exit(main())
