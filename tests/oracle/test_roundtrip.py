"""The round trip Oracle text -> abilities -> text (engine.ability_text), as a check of the compiler."""

from __future__ import annotations

import pytest

from mtgtable.engine.text.ability_text import ability_text, describe
from mtgtable.engine.data.cards import card_from_json
from mtgtable.oracle import compile_card
from mtgtable.oracle.roundtrip import normal, round_trips

from .corpus import corpus, record


@pytest.mark.parametrize("name", ["Steam Vents", "Bloodstained Mire", "Evolving Wilds", "Azorius Chancery",
                                  "Karplusan Forest", "Dragonskull Summit", "Blackcleave Cliffs", "Urza's Tower",
                                  "Scoured Barrens", "Lightning Bolt", "Counterspell", "Giant Growth"])
def test_these_cards_render_back_to_their_oracle_text(name: str) -> None:
    card = card_from_json(compile_card(record(name)).record)
    for ab in card.abilities:
        if ab.text:
            assert normal(ability_text(ab)) == normal(ab.text, name), (ab.text, ability_text(ab))


def test_every_sentence_is_a_template_with_fields() -> None:
    card = card_from_json(compile_card(record("Lightning Bolt")).record)
    (template, args), = describe(card.abilities[0])
    assert "{n}" in template and args["n"] == 3


def test_compiled_lands_round_trip() -> None:
    lands = [r for r in corpus().values() if "Land" in (r.get("types") or ())]
    result = round_trips(lands)
    assert result["compared"] > 1500 and result["share"] >= 0.9, result["examples"][:10]
