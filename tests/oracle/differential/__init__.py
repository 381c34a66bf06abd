"""Differential check of mtgtable's Oracle-text compiler against phase.rs (``phase-python``).

Issue 10, "How we know it is right", point 2: for the effect kinds both
engines have, compare the *meaning* of what each compiler made of every
corpus card both claim to read in full, and report every disagreement.

This is a development tool and a test, never part of the package:
``phase-python`` is a development-only dependency (the ``dev`` extra), and
nothing in ``mtgtable/`` imports it or this folder.

Run it::

    PYTHONPATH=$PWD python3 -m tests.oracle.differential --out /tmp/phase_differential.md

The test (``test_differential.py``) runs it on a sample and is skipped when
phase-python or the corpus is not installed.
"""
