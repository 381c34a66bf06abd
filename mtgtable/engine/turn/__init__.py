"""The flow of a game: the turn, its steps, priority and what a player with it may do, combat's
questions, and resolving the stack (CR 500-514, 116, 117, 608).

These modules drive the generator that yields decisions; the rules they ask are in
``engine.rules`` and the changes they make go through ``engine.operations``.  It changes when the
order of play changes.
"""
