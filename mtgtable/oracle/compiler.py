"""``compile_card``: split a card's Oracle text into abilities and compile each one.

The input is an MTGJSON-shaped record (what ``engine.card_files.from_mtgjson``
produces: ``name``, ``manaCost``, ``type``, ``types``, ``subtypes``,
``supertypes``, ``keywords``, ``power``, ``toughness``, ``loyalty``,
``text``).  The output's ``record`` is the same record with ``abilities`` in
the engine's vocabulary (``resources/cards/README.md``) and ``by_hand``
listing the lines left to the players, ready for ``engine.cards.card_from_json``.

One line of Oracle text is one ability (or a list of keywords, CR 702.1).
Reminder text in parentheses is not rules text (CR 207.2) and is dropped
before compiling.  Lines that belong together are compiled together: an
Aura's "Enchant creature" with its "Enchanted creature gets ..." lines
(CR 303.4), Equipment's "Equip {N}" with "Equipped creature ..." (CR 702.6),
the lines of an instant or sorcery into one spell ability (CR 113.3a).  A
modal "Choose one —" and its bullets stay by hand together (CR 700.2).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Mapping

from ..engine.cards import KEYWORDS, card_from_json
from ..engine.errors import CardDataError
from . import line_forms as lf
from .grammar import Context, NoParse, Parser
from .lexer import strip_reminder, tokens, unread

#: Part of the compiled-card cache key: bump it whenever the output for any card changes.
COMPILER_VERSION = "2"

_KEYWORDS_LOWER = {k.lower(): k for k in KEYWORDS}
#: "Landfall — Whenever ...": an ability word and a dash before a triggered ability.
_ABILITY_WORD = re.compile(r"^[A-Z][A-Za-z' ]{2,30} — (?=(When|Whenever|At) )")


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
        stripped = strip_reminder(line)
        if stripped:
            out.append(stripped)
    return out


_PROWESS: dict[str, Any] = {"kind": "triggered", "trigger": "cast_spell", "spell": "noncreature",
            "effects": [{"do": "pump", "power": 1, "toughness": 1, "target": "self"}]}
_WALKS = {"plainswalk": "Plains", "islandwalk": "Island", "swampwalk": "Swamp", "mountainwalk": "Mountain",
          "forestwalk": "Forest"}


def _keyword_line(line: str) -> tuple[list[str], list[dict[str, Any]]] | None:
    """``"Flying, vigilance"`` -> the keywords, if every part is one the engine applies (CR 702);
    prowess (CR 702.108) and landwalk (CR 702.14) become the abilities they stand for."""
    words = [w.strip().lower() for w in line.split(",")]
    keywords: list[str] = []
    abilities: list[dict[str, Any]] = []
    for w in words:
        if w in _KEYWORDS_LOWER:
            keywords.append(_KEYWORDS_LOWER[w])
        elif w == "prowess":
            abilities.append({**_PROWESS, "effects": [{"do": "pump", "power": 1, "toughness": 1, "target": "self"}],
                              "text": "Prowess"})
        elif w in _WALKS:
            abilities.append({"kind": "static", "static": "landwalk", "land": _WALKS[w], "text": w.capitalize()})
        else:
            return None
    return keywords, abilities


def _reason(toks: list[str], exc: NoParse) -> str:
    at = min(max(exc.at, 0), len(toks))
    rest = " ".join(toks[at:at + 6])
    return f"not understood from: {rest}" if rest else (exc.why or "not understood")


def _renumber(effects: list[dict[str, Any]], offset: int) -> list[dict[str, Any]]:
    """Shift target indexes (when spell lines are merged into one spell ability)."""
    out = []
    for e in effects:
        e = dict(e)
        for key in ("target", "who", "other"):
            if isinstance(e.get(key), int):
                e[key] += offset
            elif isinstance(e.get(key), Mapping):
                e[key] = {k: v + offset if isinstance(v, int) else v for k, v in e[key].items()}
        if isinstance(e.get("effects"), list):
            e["effects"] = _renumber(e["effects"], offset)
        out.append(e)
    return out


class _Card:
    """The compiling of one card: its lines, in order, with their results."""

    def __init__(self, record: Mapping[str, Any]) -> None:
        self.record = record
        self.name = str(record.get("name") or "")
        self.types = tuple(record.get("types") or ())
        self.subtypes = tuple(record.get("subtypes") or ())
        self.has_x = "{X}" in str(record.get("manaCost") or "")
        self.is_spell = "Instant" in self.types or "Sorcery" in self.types

    def parse(self, line: str, reader: str) -> tuple[list[dict[str, Any]], list[str]] | str:
        """Read one line with one form; the abilities and their targets, or the reason it failed."""
        if unread(line, self.name):
            return "symbols the grammar does not read"
        toks = tokens(line, self.name)
        ctx = Context(card_types=self.types, has_x=self.has_x and self.is_spell)
        p = Parser(toks, ctx)
        try:
            if reader == "activated":
                found: list[dict[str, Any]] = [lf.mana_or_activated(p, self.types)]
            elif reader == "triggered":
                found = lf.triggered(p, self.types)
            elif reader == "static":
                found = lf.static(p, self.types)
            elif reader == "spell":
                found = [lf.spell(p)]
            else:
                raise ValueError(reader)
        except NoParse as exc:
            return _reason(toks, exc)
        return found, list(ctx.targets)

    def line(self, line: str) -> list[dict[str, Any]] | str:
        """One ordinary line: the first form that reads it whole."""
        word = _ABILITY_WORD.match(line)
        if word:
            line = line[word.end():]  # an ability word has no rules meaning (CR 207.2c)
        low = line.lower()
        if self.is_spell and low.startswith(self.name.lower() + " can't be countered") or \
                low.startswith("this spell can't be countered"):
            got = self.parse(line, "static")
            return got[0] if not isinstance(got, str) else got
        if low.startswith(("when ", "whenever ", "at ")):
            forms = ["triggered"]
        elif ":" in line and not self.is_spell:
            forms = ["activated"]
        elif self.is_spell:
            forms = ["spell"]
        else:
            forms = ["static"]
        reason = "not understood"
        for form in forms:
            got = self.parse(line, form)
            if isinstance(got, str):
                reason = got
                continue
            abilities, targets = got
            for ab in abilities:
                if targets:
                    ab["targets"] = targets
            return abilities
        return reason


def _attached(card: _Card, line: str, word: str) -> dict[str, Any] | None:
    if unread(line, card.name):
        return None
    p = Parser(tokens(line, card.name), Context(card_types=card.types))
    try:
        return lf.attached_grants(p, word)
    except NoParse:
        return None


def _merge_grants(into: dict[str, Any], more: Mapping[str, Any]) -> None:
    for k in ("power", "toughness"):
        if k in more:
            into[k] = int(into.get(k, 0)) + int(more[k])
    if "keywords" in more:
        into["keywords"] = sorted(set(into.get("keywords", ())) | set(more["keywords"]))


def compile_card(raw: Mapping[str, Any]) -> CompiledCard:
    """Compile one card.  Never raises for text it cannot read: that text stays by hand."""
    record = dict(raw)
    card = _Card(record)
    abilities: list[dict[str, Any]] = list(record.get("abilities") or ())
    results: list[LineResult] = []
    keywords = set(record.get("keywords") or ())
    lines = rules_lines(str(record.get("text") or ""))
    spell_parts: list[dict[str, Any]] = []
    aura_grants: dict[str, Any] | None = None
    equip_cost: str | None = None
    equip_grants: dict[str, Any] = {}
    attached_lines: list[int] = []
    modal = False
    for line in lines:
        low = line.lower()
        if modal and line.startswith("•"):
            results.append(LineResult(line, "by_hand", "a mode of a modal ability (CR 700.2): not yet compiled"))
            continue
        modal = False
        if line.rstrip().endswith("—") or "choose one" in low or "choose two" in low:
            modal = True
            results.append(LineResult(line, "by_hand", "a modal ability (CR 700.2): not yet compiled"))
            continue
        found = _keyword_line(line)
        if found is not None:
            keywords.update(found[0])
            abilities.extend(found[1])
            results.append(LineResult(line, "automated"))
            continue
        if low == "enchant creature" and "Aura" in card.subtypes:
            aura_grants = {}
            results.append(LineResult(line, "automated"))
            continue
        if low.startswith("equip {") and "Equipment" in card.subtypes and equip_cost is None:
            cost = line[len("equip "):].strip()
            if not unread(cost, card.name) and all(t.startswith("{") and t not in ("{T}", "{X}", "{Q}")
                                                    for t in tokens(cost, card.name)):
                equip_cost = cost
                results.append(LineResult(line, "automated"))
                continue
        if low.startswith(("enchanted creature ", "equipped creature ")):
            word = low.split()[0]
            grants = _attached(card, line, word)
            if grants is not None:
                if word == "enchanted":
                    _merge_grants(aura_grants if aura_grants is not None else {}, grants)
                    if aura_grants is not None:
                        attached_lines.append(len(results))
                        results.append(LineResult(line, "automated"))
                        continue
                else:
                    _merge_grants(equip_grants, grants)
                    attached_lines.append(len(results))
                    results.append(LineResult(line, "automated", "equipped"))
                    continue
            results.append(LineResult(line, "by_hand", "not understood"))
            continue
        got = card.line(line)
        if isinstance(got, str):
            results.append(LineResult(line, "by_hand", got))
            continue
        for ab in got:
            ab["text"] = line
        if card.is_spell:
            spell_parts.extend(got)
        else:
            abilities.extend(got)
        results.append(LineResult(line, "automated"))
    if equip_cost is None:
        # "Equipped creature ..." without an Equip ability the engine has: by hand.
        results = [LineResult(r.text, "by_hand", "Equipment without an Equip cost the engine reads")
                   if r.reason == "equipped" else r for r in results]
    else:
        results = [LineResult(r.text, r.status) if r.reason == "equipped" else r for r in results]
        eq_text = "; ".join(r.text for r in results if r.text.lower().startswith(("equip ", "equipped ")))
        abilities.append({"kind": "equip", "cost": equip_cost, "grants": equip_grants, "text": eq_text})
    if aura_grants is not None:
        au_text = "; ".join(r.text for r in results if r.text.lower().startswith(("enchant ", "enchanted ")))
        abilities.insert(0, {"kind": "aura", "targets": ["creature"], "grants": aura_grants, "text": au_text})
    if spell_parts:
        abilities.insert(0, _merge_spell(spell_parts))
    record["keywords"] = sorted(keywords)
    record["abilities"] = abilities
    compiled = CompiledCard(record, tuple(results))
    compiled = _checked(compiled)
    record = compiled.record
    record["by_hand"] = list(compiled.by_hand)
    record["manual"] = bool(raw.get("manual")) or compiled.status == "by_hand"
    return compiled


def _merge_spell(parts: list[dict[str, Any]]) -> dict[str, Any]:
    """The lines of an instant or sorcery as one spell ability (CR 608.2: they resolve in order)."""
    if len(parts) == 1:
        return parts[0]
    targets: list[str] = []
    effects: list[dict[str, Any]] = []
    for part in parts:
        effects.extend(_renumber(list(part.get("effects", ())), len(targets)))
        targets.extend(part.get("targets", ()))
    out: dict[str, Any] = {"kind": "spell", "effects": effects, "text": " ".join(p["text"] for p in parts)}
    if targets:
        out["targets"] = targets
    return out


def _checked(compiled: CompiledCard) -> CompiledCard:
    """The engine's own validation of the result (the vocabulary check of
    ``card_from_json``); a card it refuses keeps every line by hand."""
    record = compiled.record
    try:
        card_from_json({**record, "by_hand": list(compiled.by_hand)})
    except CardDataError as exc:
        record["abilities"] = []
        lines = tuple(LineResult(r.text, "by_hand", f"the engine refused the compiled ability: {exc}")
                      for r in compiled.lines)
        return CompiledCard(record, lines)
    return compiled
