"""The bundled card pool as data: it loads, every ability is in the
vocabulary, the README documents that vocabulary, and every card is played
by some engine test."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from mtgtable.engine import default_card_db
from mtgtable.engine.data.cards import ABILITY_KINDS, COMBAT_STATICS, KEYWORDS, TRIGGERS, card_from_json, parse_ability
from mtgtable.engine.families.effects import EFFECTS
from mtgtable.engine.rules.mana import ManaCost
from mtgtable.engine.rules.targets import TARGET_SPECS

CARDS_DIR = Path(__file__).resolve().parents[2] / "resources" / "cards"
FILES = sorted(CARDS_DIR.glob("*.json"))
RAW = [(path.name, raw) for path in FILES for raw in json.loads(path.read_text(encoding="utf-8"))["cards"]]
DB = default_card_db()


def test_the_pool_has_at_least_200_playable_cards() -> None:
    assert len(DB) >= 200
    manual = [c.name for c in DB if c.manual]
    assert not manual, f"bundled cards must be playable by the rules, not by hand: {manual}"


def test_card_names_are_unique_across_files() -> None:
    names = [raw["name"] for _, raw in RAW]
    assert len(names) == len(set(names)), sorted({n for n in names if names.count(n) > 1})


@pytest.mark.parametrize("filename,raw", RAW, ids=[raw["name"] for _, raw in RAW])
def test_card_data_is_consistent(filename: str, raw: dict) -> None:
    """MTGJSON field names; colours match the mana cost; every ability is in the vocabulary."""
    card = card_from_json(raw)
    for ab in raw.get("abilities", ()):
        parse_ability(ab, raw["name"])  # raises CardDataError outside the vocabulary
        # A spell's ability is the card's own text; every other ability carries its own.
        assert ab.get("text") or ab["kind"] in ("mana", "spell"), f"{raw['name']}: every ability says what it does"
    cost_colors = ManaCost.parse(raw.get("manaCost") or "").colors
    assert card.colors == cost_colors, f"{raw['name']}: colours {sorted(card.colors)} vs cost {sorted(cost_colors)}"
    assert raw["type"].startswith(" ".join(raw.get("supertypes", []) + raw["types"]))
    if card.is_creature:
        assert card.power is not None and card.toughness is not None
    for kw in raw.get("keywords", ()):
        assert kw in KEYWORDS or kw == "Prowess", f"{raw['name']}: keyword {kw!r}"
        assert kw.lower() in raw["text"].lower(), f"{raw['name']}: the rules text mentions {kw}"


def test_pool_covers_what_issue_4_asks_for() -> None:
    keywords = set().union(*(c.keywords for c in DB))
    assert {"Flying", "Reach", "First strike", "Double strike", "Trample", "Deathtouch", "Lifelink", "Vigilance",
            "Haste", "Menace", "Defender", "Indestructible"} <= keywords
    triggers = {a.trigger for c in DB for a in c.abilities if a.kind == "triggered"}
    assert {"etb", "attacks", "blocks", "combat_damage_player", "upkeep", "end_step", "dies"} <= triggers
    effects = {e["do"] for c in DB for a in c.abilities for e in a.effects}
    assert {"damage", "destroy", "pump", "draw", "counter", "token", "gain_life", "extra_turn",
            "additional_combat"} <= effects
    kinds = {a.kind for c in DB for a in c.abilities}
    assert ABILITY_KINDS <= kinds
    assert sum(1 for c in DB if "Planeswalker" in c.types) >= 3
    assert sum(1 for c in DB if any(a.kind == "mana" and "|" in a.produce for a in c.abilities)) >= 3
    for name in ("Plains", "Island", "Swamp", "Mountain", "Forest"):
        assert name in DB


def test_readme_documents_the_whole_vocabulary() -> None:
    """A user writing cards finds every kind, trigger, static, effect and target spec explained."""
    text = (CARDS_DIR / "README.md").read_text(encoding="utf-8")
    documented = set(re.findall(r"`([a-z_]+)`", text))
    for group, names in (("kind", ABILITY_KINDS), ("trigger", TRIGGERS), ("static", COMBAT_STATICS | {"anthem"}),
                         ("effect", set(EFFECTS)), ("target spec", set(TARGET_SPECS))):
        missing = sorted(set(names) - documented)
        assert not missing, f"resources/cards/README.md does not document the {group}(s) {missing}"


def test_every_card_is_played_by_an_engine_test() -> None:
    """Cards with abilities beyond keywords and mana each have a case in
    test_card_abilities; the rest are cast (and tapped for mana) by test_card_generic."""
    from test_card_abilities import CASES

    tested = {c.card for c in CASES}
    # Cards of the rules' worked examples are played by the scenario files in
    # resources/scenarios (tests/rules runs them), exactly as the examples are written.
    scenarios = " ".join(p.read_text(encoding="utf-8") for p in (CARDS_DIR.parent / "scenarios").glob("*.toml"))
    needs_case = sorted(c.name for c in DB if any(a.kind not in ("mana",) for a in c.abilities)
                        and c.name not in tested and f'"{c.name}"' not in scenarios)
    assert not needs_case, f"no engine test plays these cards' abilities: {needs_case}"
