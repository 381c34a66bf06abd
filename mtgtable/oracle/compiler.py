"""``compile_card``: split a card's Oracle text into abilities and compile each one.

The input is an MTGJSON-shaped record (what ``engine.card_files.from_mtgjson``
produces: ``name``, ``manaCost``, ``type``, ``types``, ``subtypes``,
``supertypes``, ``keywords``, ``power``, ``toughness``, ``loyalty``,
``text``).  The output's ``record`` is the same record with ``abilities`` in
the engine's vocabulary (``resources/cards/README.md``) and ``by_hand``
listing the lines left to the players, ready for ``engine.cards.card_from_json``.

One line of Oracle text is one ability (or a list of keywords, CR 702.1).
Reminder text in parentheses is not rules text (CR 207.2) and is dropped
before compiling.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Mapping

from ..engine.cards import KEYWORDS

#: Part of the compiled-card cache key: bump it whenever the output for any card changes.
COMPILER_VERSION = "1"

_REMINDER = re.compile(r"\s*\([^()]*\)")
_KEYWORDS_LOWER = {k.lower(): k for k in KEYWORDS}


@dataclass(frozen=True, slots=True)
class LineResult:
    """One line of rules text and what became of it."""

    text: str
    #: ``"automated"`` or ``"by_hand"``.
    status: str
    #: For a by-hand line, why (the first words the grammar could not read).
    reason: str = ""


@dataclass(frozen=True, slots=True)
class CompiledCard:
    """A card record ready for ``card_from_json``, with each line's status."""

    record: dict[str, Any]
    lines: tuple[LineResult, ...]

    @property
    def status(self) -> str:
        """``"automated"``, ``"partial"`` or ``"by_hand"`` (as ``CardDef.automation``)."""
        by_hand = [ln for ln in self.lines if ln.status == "by_hand"]
        if not by_hand:
            return "automated"
        return "by_hand" if len(by_hand) == len(self.lines) else "partial"

    @property
    def by_hand(self) -> tuple[str, ...]:
        return tuple(ln.text for ln in self.lines if ln.status == "by_hand")


def rules_lines(text: str) -> list[str]:
    """The lines of rules text, without reminder text; lines that were only reminder text vanish."""
    out = []
    for line in text.splitlines():
        stripped = _REMINDER.sub("", line).strip()
        if stripped:
            out.append(stripped)
    return out


def _keyword_line(line: str) -> list[str] | None:
    """``"Flying, vigilance"`` -> the keywords, if every part is one the engine applies (CR 702)."""
    words = [w.strip().lower() for w in line.split(",")]
    if all(w in _KEYWORDS_LOWER for w in words):
        return [_KEYWORDS_LOWER[w] for w in words]
    return None


def compile_card(raw: Mapping[str, Any]) -> CompiledCard:
    """Compile one card.  Never raises for text it cannot read: that text stays by hand."""
    record = dict(raw)
    abilities: list[dict[str, Any]] = list(record.get("abilities") or ())
    results: list[LineResult] = []
    keywords = set(record.get("keywords") or ())
    for line in rules_lines(str(record.get("text") or "")):
        found = _keyword_line(line)
        if found is not None:
            keywords.update(found)
            results.append(LineResult(line, "automated"))
            continue
        results.append(LineResult(line, "by_hand", reason="not understood"))
    card = CompiledCard(record, tuple(results))
    record["keywords"] = sorted(keywords)
    record["abilities"] = abilities
    record["by_hand"] = list(card.by_hand)
    record["manual"] = bool(record.get("manual")) or card.status == "by_hand"
    return card
