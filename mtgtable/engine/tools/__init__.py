"""Measuring the engine: the random-game fuzzer with its invariants, and the benchmarks
(``mtgtable bench``, combat, undo, builds side by side).

Nothing in a game imports these; they drive games through ``engine.driver``.
"""
