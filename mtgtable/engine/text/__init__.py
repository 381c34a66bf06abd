"""Readable text for abilities, costs and effects, rendered back from card data.

Each module holds sentence templates (marked for translation, so the Japanese table reads
them) for one family of ``engine.families``.  It changes when wording or translation changes,
never when the rules do.
"""
