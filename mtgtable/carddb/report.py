"""How much of a deck (or of the whole card list) the engine automates.

Every card is *automated*, *partial* (some lines by hand) or *by hand*
(``CardDef.automation``).  A deck's summary counts both ways: by cards (four
Lightning Bolts count four) and by unique names.  The goldfish pilot casts a
by-hand card and then it does nothing, so when more than
:data:`BLANK_WARNING_SHARE` of a deck is by hand its kill-turn figures are a
deck with that many blanks: the report says so.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any, Iterable

from ..decks.model import Decklist
from .compile import Line
from .database import Choice, GameCards

STATUSES = ("automated", "partial", "by_hand")
#: More of the deck than this by hand (by card count) and the goldfish report warns.
BLANK_WARNING_SHARE = 0.05


@dataclass(frozen=True)
class CardLine:
    """One card of a deck: its status, where its definition came from, its lines not automated."""

    name: str
    count: int
    section: str
    choice: Choice

    @property
    def status(self) -> str:
        return self.choice.status

    def not_automated(self) -> list[Line]:
        """The by-hand lines (with reasons) of the definition the game uses."""
        c = self.choice
        if c.source == "compiled" and c.compiled is not None:
            return [ln for ln in c.compiled.lines if ln.status == "by_hand"]
        return [Line(t, "by_hand", "by hand in the bundled card") for t in c.card.by_hand]

    def to_json(self) -> dict[str, Any]:
        return {
            "name": self.name, "count": self.count, "section": self.section, "status": self.status,
            "source": self.choice.source, "compiled_status": self.choice.compiled_status,
            "bundled_status": self.choice.bundled_status,
            "not_automated": [{"text": ln.text, "reason": ln.reason} for ln in self.not_automated()],
        }


@dataclass
class Tally:
    """Counts by status."""

    counts: Counter[str] = field(default_factory=Counter)

    def add(self, status: str, n: int = 1) -> None:
        self.counts[status] += n

    @property
    def total(self) -> int:
        return sum(self.counts.values())

    def share(self, status: str) -> float:
        return self.counts[status] / self.total if self.total else 0.0

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {s: self.counts[s] for s in STATUSES}
        out["total"] = self.total
        out["by_hand_share"] = round(self.share("by_hand"), 4)
        return out

    def text(self) -> str:
        return ", ".join(f"{self.counts[s]} {s.replace('_', ' ')} ({self.share(s):.0%})" for s in STATUSES)


@dataclass
class DeckAutomation:
    """A deck's automation: per card, and summed by cards and by unique names (main deck)."""

    deck: str
    cards: list[CardLine]
    by_cards: Tally
    by_names: Tally

    @property
    def by_hand_share(self) -> float:
        return self.by_cards.share("by_hand")

    @property
    def warn(self) -> bool:
        return self.by_hand_share > BLANK_WARNING_SHARE

    def not_fully_automated(self) -> list[CardLine]:
        return [c for c in self.cards if c.status != "automated"]

    def to_json(self) -> dict[str, Any]:
        return {
            "deck": self.deck, "by_cards": self.by_cards.to_json(), "by_unique_names": self.by_names.to_json(),
            "by_hand_share": round(self.by_hand_share, 4), "blanks_warning": self.warn,
            "by_hand_cards": [c.name for c in self.cards if c.status == "by_hand" and c.section == "main"],
            "partial_cards": [c.name for c in self.cards if c.status == "partial" and c.section == "main"],
            "cards": [c.to_json() for c in self.cards],
        }


def deck_automation(deck: Decklist, cards: GameCards) -> DeckAutomation:
    lines: list[CardLine] = []
    by_cards, by_names = Tally(), Tally()
    seen: set[str] = set()
    for section, entries in (("main", deck.main), ("sideboard", deck.sideboard)):
        for e in entries:
            choice = cards.chosen[e.name]
            lines.append(CardLine(e.name, e.count, section, choice))
            if section == "main":
                by_cards.add(choice.status, e.count)
                if e.name not in seen:
                    seen.add(e.name)
                    by_names.add(choice.status)
    return DeckAutomation(deck.name, lines, by_cards, by_names)


def warning_text(a: DeckAutomation) -> str:
    return (f"Warning: {a.by_hand_share:.0%} of the deck is by hand. The pilot casts those cards and "
            "they do nothing, so the kill-turn figures treat them as blanks.")


def goldfish_text(a: DeckAutomation) -> str:
    """The lines the goldfish report adds: the by-hand share and the cards concerned."""
    out = [f"Automation: {a.by_cards.text()} of {a.by_cards.total} cards"]
    by_hand = [c for c in a.cards if c.section == "main" and c.status == "by_hand"]
    partial = [c for c in a.cards if c.section == "main" and c.status == "partial"]
    if by_hand:
        out.append("  by hand: " + ", ".join(f"{c.count} {c.name}" for c in by_hand))
    if partial:
        out.append("  partial: " + ", ".join(f"{c.count} {c.name}" for c in partial))
    if a.warn:
        out.append(warning_text(a))
    return "\n".join(out)


def deck_text(a: DeckAutomation) -> str:
    """``mtgtable cards DECK``: every card, its status and its lines not automated; then the summary."""
    out = [f"Cards: {a.deck}"]
    width = max((len(c.name) for c in a.cards), default=10)
    for c in a.cards:
        where = "" if c.section == "main" else " (sideboard)"
        source = f"  [bundled card: {c.choice.bundled_status}; compiled: {c.choice.compiled_status}]" \
            if c.choice.source == "bundled" and c.choice.compiled_status else \
            ("  [bundled only]" if c.choice.source == "bundled" else "")
        out.append(f"{c.count:>3} {c.name:<{width}}  {c.status.replace('_', ' ')}{where}{source}")
        for ln in c.not_automated():
            out.append(f"      by hand: {ln.text}")
    out.append("")
    out.append(f"By cards:        {a.by_cards.text()} of {a.by_cards.total}")
    out.append(f"By unique names: {a.by_names.text()} of {a.by_names.total}")
    if a.warn:
        out.append(warning_text(a))
    return "\n".join(out)


def top_lines(lines: Iterable[str], n: int = 25) -> list[tuple[str, int]]:
    return Counter(lines).most_common(n)
