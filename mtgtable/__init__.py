"""mtgtable: a desktop Magic: The Gathering table with a real rules engine.

``mtgtable.engine`` is the rules engine (standard library only);
``mtgtable.decks`` reads and writes decklists; ``mtgtable.gui`` is the
PySide6 table.
"""

__version__ = "0.1.0"
