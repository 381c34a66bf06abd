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
    bits = _BITS if len(x) < len(_BITS) else [n.bit_length() for n in range(len(x) + 1)]
    for i in range(len(x) - 1, 0, -1):
        n = i + 1
        k = bits[n]  # (n.bit_length(), from a table: this runs for every card of every shuffle)
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        x[i], x[j] = x[j], x[i]


#: ``n.bit_length()`` for the sizes of usual libraries.
_BITS: Final[list[int]] = [n.bit_length() for n in range(257)]


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
