"""The cards of the shipped lessons, examples and sample decks read in Japanese out of the box:
official name and type line with a named source (resources/i18n/cards_ja.json), rules text and
ability texts in Japanese.  Only the project's own test cards (not in the bundled pool) keep
their English names without a source: official names are never made up."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from mtgtable.engine import default_card_db
from mtgtable.engine.files.scenario import load_scenario
from mtgtable.gui.card_text import cards_file
from mtgtable.gui.sample_decks import available_decks

ROOT = Path(__file__).resolve().parents[2]


def _token_names(effects: Any) -> set[str]:
    found: set[str] = set()
    for e in effects:
        if e.get("do") == "token" and isinstance(e.get("token"), dict):
            found.add(str(e["token"].get("name", "")))
        found |= _token_names(e.get("effects", ()))
    return found


def shipped_cards() -> dict[str, Any]:
    """English name -> the card's definition, for every card a shipped deck or scenario uses
    (and the tokens those cards make)."""
    db = default_card_db()
    out: dict[str, Any] = {}
    for names in available_decks(db).values():
        out.update({n: db[n] for n in names})
    for path in sorted((ROOT / "resources" / "scenarios").glob("*.toml")):
        game = load_scenario(path, apply_answers=False).game
        for o in game.objects.values():
            out.setdefault(o.name, game.db.get(o.name))
    for card in list(out.values()):
        for ab in getattr(card, "abilities", ()):
            for token in _token_names(ab.effects):
                out.setdefault(token, None)
    return out


def raw_entries() -> dict[str, dict[str, Any]]:
    data = json.loads(cards_file("ja").read_text(encoding="utf-8"))
    assert set(data["sources"]) >= {"forge", "printed"}
    return dict(data["cards"])


def test_every_shipped_card_has_a_japanese_entry() -> None:
    entries = raw_entries()
    missing = sorted(set(shipped_cards()) - set(entries))
    assert not missing, f"no Japanese entry for {missing}"


def test_official_names_name_their_source_and_only_test_cards_stay_english() -> None:
    entries, pool = raw_entries(), default_card_db()
    sources = json.loads(cards_file("ja").read_text(encoding="utf-8"))["sources"]
    for english, entry in entries.items():
        if english in pool:
            assert entry.get("source") in sources, f"{english}: an official name needs a source"
        else:  # the project's own test card, or a token: Forge's creature type word, or English
            assert entry.get("source") in sources or entry["name"] == english, english
    english_named = sorted(n for n, e in entries.items() if e["name"] == n)
    # never printed in Japanese (the Forge file keeps the English name), or the project's own test cards
    assert set(english_named) - {"Bayou", "Plateau", "Underground Sea"} <= {n for n in entries if n not in pool}


def _english_words(text: str) -> list[str]:
    text = re.sub(r"\{[^{}]*\}", " ", text)
    return re.findall(r"[A-Za-z]{2,}", text)


def test_rules_text_and_ability_texts_are_japanese() -> None:
    entries = raw_entries()
    for english, card in shipped_cards().items():
        entry = entries[english]
        assert not _english_words(entry["type"]), (english, entry["type"])
        assert not _english_words(entry["text"]), (english, entry["text"])
        if card is None:
            continue
        assert bool(entry["text"]) == bool(card.text.strip()), f"{english}: rules text missing or extra"
        shown = {ab.text for ab in card.abilities if ab.kind in ("triggered", "activated", "mana") and ab.text}
        translated = entry.get("abilities", {})
        assert shown <= set(translated), f"{english}: no Japanese for {sorted(shown - set(translated))}"
        for text in translated.values():
            assert not _english_words(text), (english, text)
