"""mtgtable's bundled data: cards, decks, scenarios and translations.

Not code: the build installs this folder as the package ``mtgtable.resources``
so ``importlib.resources`` finds the files (``mtgtable/engine/files/resource_files.py``).
"""
