"""How big a deck file may be, and why each limit is where it is.

Deck files come from strangers. Without limits, ``100,000 × "1000 Forest"``
(1.2 MB) becomes 100 million cards and several GB, and a file of 100,000
made-up names keeps the import busy for minutes looking for spellings. Each
limit below is far above any real deck (a 720-card cube, a 1,000-card
Relentless Rats pile) and far below what hurts, so every reader stops at the
first line past a limit and names it. The checks run while reading, so time
and memory stay proportional to the part of the file read before the limit.

>>> MAX_DECK_CARDS >= 1000 and MAX_DISTINCT_NAMES >= 720
True
"""

from __future__ import annotations

__all__ = [
    "MAX_COUNT",
    "MAX_DECK_CARDS",
    "MAX_DISTINCT_NAMES",
    "MAX_FILE_BYTES",
    "MAX_JSON_DEPTH",
    "MAX_LINE_CHARS",
    "MAX_NAME_CHARS",
    "MAX_REPORTED_UNKNOWN",
    "MAX_XML_DEPTH",
    "MAX_XML_ELEMENTS",
]

#: A 250-card cube list is about 10 kB and an MTGJSON deck file with every
#: card's full record about 1 MB; anything bigger is not a decklist, and
#: refusing before decoding keeps a mistaken pick of a video file from eating
#: memory.
MAX_FILE_BYTES = 4 * 1024 * 1024

#: Copies of one card on one line. More is a typo or not a decklist at all
#: ("2024 was a good year").
MAX_COUNT = 1000

#: Cards in the whole deck, main deck, commander and sideboard together.
#: A cube is 360-720 cards; this leaves room for any casual pile while
#: ``Decklist.expanded()`` stays a few kB.
MAX_DECK_CARDS = 5000

#: Different card names in one deck (a 720-card singleton cube has 720).
MAX_DISTINCT_NAMES = 2000

#: Characters in one line of a text format (the longest card name is 141
#: characters; an Archidekt line with set, number, categories and a colour tag
#: is under 200).
MAX_LINE_CHARS = 1000

#: Characters in one card name, in any format.
MAX_NAME_CHARS = 200

#: Nesting of a JSON deck file (MTGJSON's is 6 levels deep); deeper is refused
#: before Python's parser recurses.
MAX_JSON_DEPTH = 64

#: Elements in an XML deck file, and how deep they nest. A deck of the
#: largest size has one element per entry at most (about 5,000) three levels
#: down; past these the file is refused while it is parsed, before a tree of
#: a million elements is built.
MAX_XML_ELEMENTS = 20_000
MAX_XML_DEPTH = 32

#: Unknown names that get spelling suggestions and are listed in the error
#: message; the rest are counted. Each suggestion is a look-up in the whole
#: card list, so this bounds the time a file of made-up names costs.
MAX_REPORTED_UNKNOWN = 50
