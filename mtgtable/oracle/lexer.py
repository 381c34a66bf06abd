"""Normalising and tokenizing one line of Oracle text.

Before the grammar sees a line, the card's own name and "this creature /
this land / this spell ..." become one self-reference token ``~`` (the
Oracle uses both for the same object, CR 201.5), reminder text is dropped
(it is not rules text, CR 207.2), and everything is lower-cased except mana
symbols, which stay ``{T}``, ``{2}``, ``{G/W}``.

>>> tokens("When Goblin Guide enters, draw a card.", "Goblin Guide")
['when', '~', 'enters', ',', 'draw', 'a', 'card', '.']
>>> tokens("{T}: Add {R} or {G}. This land deals 1 damage to you.", "Karplusan Forest")
['{T}', ':', 'add', '{R}', 'or', '{G}', '.', '~', 'deals', '1', 'damage', 'to', 'you', '.']
"""

from __future__ import annotations

import re

_REMINDER = re.compile(r"\s*\([^()]*\)")
_SELF_WORDS = ("creature", "land", "spell", "artifact", "enchantment", "permanent", "aura", "equipment",
               "vehicle", "planeswalker", "card", "battle", "saga")
_THIS = re.compile(r"\bthis (?:" + "|".join(_SELF_WORDS) + r")\b", re.IGNORECASE)
#: A loyalty cost "[+1]:" (CR 606.4) is read as "+1:".
_LOYALTY = re.compile(r"^\[([+-]?\d+)\](?=:)")
_TOKEN = re.compile(r"\{[^{}]+\}|[+-]?(?:\d+|x)/[+-]?(?:\d+|x)|[+-]\d+|\d+|[a-z~][a-z'\-]*|[,.:;—•]")


def strip_reminder(line: str) -> str:
    """The line without reminder text in parentheses (CR 207.2)."""
    return _REMINDER.sub("", line).strip()


def self_names(name: str) -> list[str]:
    """How a card's text may name itself: its full name, and for a legendary
    "Name, the Title" the short name before the comma."""
    names = [name]
    if ", " in name:
        names.append(name.split(", ")[0])
    for face in name.split(" // "):
        if face != name:
            names.append(face)
    return sorted(set(names), key=len, reverse=True)


def normalise(line: str, name: str) -> str:
    """Self-references as ``~``, typographic quotes and minus signs made plain."""
    text = strip_reminder(line).replace("’", "'").replace("−", "-")
    text = text.replace(" and/or ", " and-or ")  # one word ("two target artifacts, creatures, and/or lands")
    text = _LOYALTY.sub(lambda m: m.group(1), text)
    for n in self_names(name):
        if n:
            text = text.replace(n, "~")
    return _THIS.sub("~", text)


def tokens(line: str, name: str) -> list[str]:
    """The line as tokens (see the module docstring)."""
    text = normalise(line, name)
    out: list[str] = []
    for m in _TOKEN.finditer(text.lower()):
        tok = m.group(0)
        out.append(tok.upper() if tok.startswith("{") else tok)
    return out


def unread(line: str, name: str) -> str:
    """What the tokenizer skipped (characters that are not tokens): a line
    with any of it is not fully understood."""
    text = _TOKEN.sub(" ", normalise(line, name).lower())
    return "".join(text.split())
