"""Differential check of mtgtable's Oracle-text compiler against phase.rs (``phase-python``).

Issue 10, "How we know it is right", point 2: for the effect kinds both
engines have, compare the *meaning* of what each compiler made of every
corpus card both claim to read in full, and report every disagreement.

This is a development tool and a test, never part of the package:
``phase-python`` is a development-only dependency (the ``dev`` extra), and
nothing in ``mtgtable/`` imports it or this folder.

Run it (``.md`` or ``.json`` by the extension of ``--out``)::

    PYTHONPATH=$PWD python3 -m tests.oracle.differential --out /tmp/phase_differential.md
    PYTHONPATH=$PWD python3 -m tests.oracle.differential --partial --out /tmp/phase_differential_partial.md

The first compares the cards mtgtable compiles in full; ``--partial`` the cards
it compiles in part, on their compiled lines only (phase is given just those
lines).  Besides the fourteen kinds of the issue, ``other`` (every other effect,
by verb), ``cost``, ``grant`` (static P/T and keyword grants) and
``restriction`` (combat restrictions and self statics) are reported, not held
to the 98%.  ``meaning.py`` is the common form, ``verdicts.py`` the settled
disagreement classes (which side is right, by the rules).

The test (``test_differential.py``) runs it on a sample and is skipped when
phase-python or the corpus is not installed.
"""
