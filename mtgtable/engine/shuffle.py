"""Shuffling a library (CR 103.2, 701.20) exactly as ``random.Random.shuffle`` does, faster.

``random.shuffle`` is written in Python; a game shuffles two libraries as it
begins and again for each mulligan, which is several percent of a simulated
game.  :func:`shuffle` draws the same random numbers in the same order and
makes the same swaps (Fisher-Yates with rejection sampling from
``getrandbits``, the algorithm of CPython's ``random`` module), so every game
is the same as with ``rng.shuffle``; in the compiled build (mypyc) the loop
runs as C.  Should a Python version ever shuffle differently, the import-time
check below notices and :func:`shuffle` uses ``rng.shuffle`` itself.

>>> import random
>>> a, b = list(range(10)), list(range(10))
>>> random.Random(7).shuffle(a); shuffle(random.Random(7), b)
>>> a == b
True
"""

from __future__ import annotations

import random
from typing import Any, Final


def _fisher_yates(rng: random.Random, x: list[Any]) -> None:
    getrandbits = rng.getrandbits
    size = len(x)
    steps = _STEPS.get(size)
    if steps is None:
        steps = _steps(size)
    for i, k in steps:  # (i from the last index down to 1; k: (i + 1).bit_length(), for randbelow(i + 1))
        j = getrandbits(k)
        while j > i:
            j = getrandbits(k)
        x[i], x[j] = x[j], x[i]


#: The swaps' indices and bit lengths by list size (:func:`_steps`), for the sizes shuffled so far.
_STEPS: Final[dict[int, tuple[tuple[int, int], ...]]] = {}


def _steps(size: int) -> tuple[tuple[int, int], ...]:
    """For each index ``i`` a shuffle of ``size`` items draws for, last first: ``i`` and the bit length of
    ``i + 1`` (what ``random``'s ``_randbelow(i + 1)`` asks ``getrandbits`` for); kept for the usual sizes."""
    steps = tuple((i, (i + 1).bit_length()) for i in range(size - 1, 0, -1))
    if size <= 1024:
        _STEPS[size] = steps
    return steps


def _same_as_random() -> bool:
    """Whether :func:`_fisher_yates` gives ``random.Random.shuffle``'s result here."""
    for seed in (0, 1, 12345):
        for size in (0, 1, 2, 3, 17, 60, 100, 300):
            a, b = list(range(size)), list(range(size))
            ra, rb = random.Random(seed), random.Random(seed)
            ra.shuffle(a)
            _fisher_yates(rb, b)
            if a != b or ra.random() != rb.random():
                return False
    return True


_SAME: Final = _same_as_random()


def shuffle(rng: random.Random, x: list[Any]) -> None:
    """Shuffle ``x`` in place with ``rng``: the same result as ``rng.shuffle(x)``."""
    if _SAME and type(rng) is random.Random:
        _fisher_yates(rng, x)
    else:
        rng.shuffle(x)
