"""The table: a PySide6 model/view window over the rules engine.

This is the only package that imports Qt.  It is thin on purpose: it shows
the engine's state (models hold object ids and read the game on demand) and
answers the engine's pending decision; it never changes game state itself
and never decides what is legal — it asks the engine and shows its reasons.
"""
