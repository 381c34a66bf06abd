"""Lines about a card name chosen as a permanent enters (CR 201.3, 614.12), and what it stops:

* ``As this creature enters, choose a nonland card name.`` / ``... choose a card name.``:
  the static ``as_enters_choose`` with ``choose: "nonland_card_name" | "card_name"``
  (``engine/families/chosen.py``; ``operations`` asks the name from the card database's names);
* ``Activated abilities of sources with the chosen name can't be activated [unless they're
  mana abilities].``: the static ``chosen_name_cant_activate`` (``engine/rules/named_rules.py``),
  read only after the card's name choice (fail closed otherwise).

Spell effects that name a card ("Choose a nonland card name. Target player reveals ...") are
``player_phrases.name_and_discard``.
"""

from __future__ import annotations

from typing import Any

from .lexer import tokens, unread

_CHOICE_HEAD = ["as", "~", "enters", ",", "choose", "a"]
_BAN = ["activated", "abilities", "of", "sources", "with", "the", "chosen", "name", "can't", "be", "activated"]


def naming_line(line: str, name: str, choices: set[str]) -> dict[str, Any] | None:
    """The ability of one of these lines, or None."""
    if unread(line, name):
        return None
    toks = tokens(line, name)
    if toks[:6] == _CHOICE_HEAD:
        rest = toks[6:]
        if rest == ["nonland", "card", "name", "."]:
            return {"kind": "static", "static": "as_enters_choose", "choose": "nonland_card_name"}
        if rest == ["card", "name", "."]:
            return {"kind": "static", "static": "as_enters_choose", "choose": "card_name"}
        return None
    if toks[:len(_BAN)] == _BAN and choices & {"card_name", "nonland_card_name"}:
        rest = toks[len(_BAN):]
        if rest == ["."]:
            return {"kind": "static", "static": "chosen_name_cant_activate", "mana_too": True}
        if rest == ["unless", "they're", "mana", "abilities", "."]:
            return {"kind": "static", "static": "chosen_name_cant_activate", "mana_too": False}
    return None
