"""The Oracle-text compiler: a card's real rules text into the engine's ability data.

Cards are data compiled from their own text (``compile_card``).  The
compiler lives outside the engine (``mtgtable/engine`` imports nothing from
here) and *fails closed*: a line of rules text it does not understand in full
stays by hand, visibly (``CardDef.by_hand``), so a compiled card is never
silently wrong.  Each line carries its status, so a card can be automated
ability by ability.

>>> card = compile_card({"name": "Grizzly Bears", "manaCost": "{1}{G}", "type": "Creature — Bear",
...                      "types": ["Creature"], "subtypes": ["Bear"], "power": "2", "toughness": "2", "text": ""})
>>> card.status
'automated'
"""

from .compiler import COMPILER_VERSION, CompiledCard, LineResult, compile_card

__all__ = ["COMPILER_VERSION", "CompiledCard", "LineResult", "compile_card"]
