"""Quoted abilities inside a line: 'This Saga gains "{T}: Add {C}."' and
"create a 0/0 colorless Construct artifact creature token with 'This token
gets +1/+1 for each artifact you control.'" (CR 113.1a: an ability in
quotation marks is granted to, or printed on, the object the text names).

Before a line is tokenized, each quoted ability becomes one word
``quoted-a``, ``quoted-b`` ... (:func:`extract`), its text kept in the
parser's ``Context.quoted``.  A phrase that understands a quoted ability
takes the word (:func:`take`) and compiles its text as a card line of the
object that has it (:func:`compiled`), with the compiler itself: the
ability is read by the same grammar as a printed one, and one it does not
read in full leaves the whole line by hand (fail closed).  A line whose
quoted words are not all taken by a phrase is not read either
(:func:`all_read`).
"""

from __future__ import annotations

import re
from typing import Any

from .grammar import Context, Parser

#: A quoted ability in double quotes (it may hold one in single quotes, as Urza's Saga's chapter II does).
_DOUBLE = re.compile(r'"([^"]+)"')
#: In single quotes (inside a double-quoted one): it starts a sentence and ends with its period;
#: an apostrophe inside ("can't", "opponent's") is followed by a letter.
_SINGLE = re.compile(r"(?:(?<=\s)|^)'([A-Z{][^']*?(?:'[a-z][^']*?)*\.)'(?=$|[\s.,;])")
_LETTERS = "abcdefghij"
PREFIX = "quoted-"
#: The name a token's quoted ability is compiled under ("This token" is the token, CR 201.5).
_TOKEN_SELF = "Quoted Token Self"
_THIS_TOKEN = re.compile(r"\b[Tt]his (?:token|creature)\b")
_THIS_SAGA = re.compile(r"\b[Tt]his Saga\b")


def extract(line: str) -> tuple[str, tuple[str, ...]]:
    """The line with each quoted ability as one ``quoted-x`` word, and the abilities' texts in order.
    A line with quotes this does not pair (or more than ten) is returned as it is (the tokenizer then
    leaves it unread)."""
    if '"' not in line and "'" not in line:
        return line, ()
    found: list[str] = []

    def word(m: "re.Match[str]") -> str:
        found.append(m.group(1))
        if len(found) > len(_LETTERS):
            return m.group(0)
        # The period inside the quotes ends the sentence around them too ('... gains "{T}: Add {C}."').
        end = "." if m.group(1).endswith(".") and m.string[m.end():m.end() + 1] in ("", " ") else ""
        return f" {PREFIX}{_LETTERS[len(found) - 1]}{end} "

    out = _DOUBLE.sub(word, line) if '"' in line else _SINGLE.sub(word, line)
    if not found or len(found) > len(_LETTERS) or '"' in out:
        return line, ()
    return re.sub(r" +([.,])", r"\1", re.sub(r"  +", " ", out)).strip(), tuple(found)


def take(p: Parser) -> str | None:
    """The text of the quoted ability at the cursor (the word taken), or None."""
    word = p.peek()
    if not word.startswith(PREFIX) or len(word) != len(PREFIX) + 1:
        return None
    k = _LETTERS.find(word[-1])
    if not 0 <= k < len(p.ctx.quoted):
        return None
    p.i += 1
    p.ctx.quoted_read.add(word)
    return p.ctx.quoted[k]


def all_read(ctx: Context) -> bool:
    """Whether every quoted ability of the line was taken by a phrase that reads it."""
    return len(ctx.quoted_read) == len(ctx.quoted)


def compiled(text: str, name: str, types: tuple[str, ...] | list[str], subtypes: tuple[str, ...] | list[str],
             ) -> list[dict[str, Any]] | None:
    """The abilities of the quoted ``text`` as the object ``name`` has them, or None when the compiler
    does not read it in full (or it is only a keyword, which an ability table can't carry)."""
    from .compiler import compile_card  # (the compiler reads lines with these phrases: a deferred import)
    record = {"name": name, "type": " ".join(types), "types": list(types), "subtypes": list(subtypes),
              "text": text}
    result = compile_card(record)
    abilities = result.record.get("abilities") or []
    if result.status != "automated" or not abilities or result.record.get("keywords") or \
            any(ab.get("kind") not in ("mana", "activated", "triggered", "static") for ab in abilities):
        return None
    return [{**ab, "text": text} for ab in abilities]


def token_abilities(text: str, types: list[str], subtypes: list[str]) -> list[dict[str, Any]] | None:
    """A token's quoted ability ("This token gets +1/+1 for each artifact you control."): "this token"
    and "this creature" are the token (CR 201.5)."""
    if _TOKEN_SELF in text:
        return None
    found = compiled(_THIS_TOKEN.sub(_TOKEN_SELF, text), _TOKEN_SELF, types, subtypes)
    return None if found is None else [{**ab, "text": text} for ab in found]


def self_abilities(text: str, name: str, types: tuple[str, ...], subtypes: tuple[str, ...],
                   ) -> list[dict[str, Any]] | None:
    """An ability a permanent gives itself ('This Saga gains "..."'): "this Saga" is the permanent."""
    found = compiled(_THIS_SAGA.sub(name, text), name, types, subtypes)
    return None if found is None else [{**ab, "text": text} for ab in found]
