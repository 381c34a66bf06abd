"""Anthems over a group picked by a counter or by being a token (static_pt.fits), compiled from the
Oracle text of Abzan Falconer, Ainok Bond-Kin and Intangible Virtue (CR 613.1f, 613.4c, 122.1, 111.1)."""

from __future__ import annotations

import pytest

from mtgtable.engine.text.ability_text import ability_text
from mtgtable.engine.data.cards import card_from_json
from mtgtable.oracle import compile_card

from .corpus import record, table


@pytest.mark.parametrize("name", ["Abzan Falconer", "Ainok Bond-Kin", "Tuskguard Captain", "Intangible Virtue"])
def test_cr_613_1f_group_anthems_compile_in_full(name: str) -> None:
    assert compile_card(record(name)).status == "automated"


@pytest.mark.parametrize("line", ["Each creature you control with a +1/+1 counter on it has flying and can't block.",
                                  "Each creature you control with a -1/-1 counter on it has flying.",
                                  "Creature tokens you control get +1/+1 and have vigilance until end of turn."])
def test_cr_613_1f_group_lines_it_does_not_read_whole_stay_by_hand(line: str) -> None:
    rec = {"name": "Test Lord", "type": "Enchantment", "types": ["Enchantment"], "text": line, "manaCost": "{W}"}
    assert compile_card(rec).status == "by_hand"


def test_cr_613_1f_abzan_falconer_gives_flying_to_creatures_with_a_counter_only() -> None:
    s = table([], battlefield=["Abzan Falconer", {"card": "Grizzly Bears", "alias": "a", "counters": {"+1/+1": 1}},
                               {"card": "Grizzly Bears", "alias": "b"}],
              their_battlefield=[{"card": "Grizzly Bears", "alias": "x", "counters": {"+1/+1": 1}}])
    g = s.game
    assert g.has_keyword(s.id("a"), "Flying")
    assert not g.has_keyword(s.id("b"), "Flying")
    assert not g.has_keyword(s.id("x"), "Flying")  # an opponent's creature (CR 109.4: "you control")
    g.add_counters(s.id("b"), "+1/+1", 1)  # a counter is put on it (CR 122.1), through the operations
    assert g.has_keyword(s.id("b"), "Flying")


def test_cr_613_4c_intangible_virtue_pumps_tokens_only() -> None:
    s = table([], battlefield=["Intangible Virtue", {"card": "Grizzly Bears", "alias": "t", "token": True},
                               {"card": "Grizzly Bears", "alias": "b"}])
    g = s.game
    assert (g.power(s.id("t")), g.toughness(s.id("t"))) == (3, 3) and g.has_keyword(s.id("t"), "Vigilance")
    assert (g.power(s.id("b")), g.toughness(s.id("b"))) == (2, 2) and not g.has_keyword(s.id("b"), "Vigilance")


def test_cr_613_1f_group_anthem_text() -> None:
    card = card_from_json(compile_card(record("Abzan Falconer")).record)
    assert any("+1/+1 counter on it has Flying" in ability_text(a) for a in card.abilities)
    card = card_from_json(compile_card(record("Intangible Virtue")).record)
    assert ability_text(card.abilities[0]) == "Creature tokens you control get +1/+1 and have Vigilance."


@pytest.mark.parametrize("name", ["Lord of Atlantis", "Master of the Pearl Trident", "Goblin King", "Goblin Warchief"])
def test_cr_613_1f_lords_granting_haste_or_landwalk_compile_in_full(name: str) -> None:
    assert compile_card(record(name)).status == "automated"


def test_cr_702_14c_lord_of_atlantis_gives_other_merfolk_islandwalk() -> None:
    from mtgtable.engine.rules import combat
    s = table([], battlefield=["Lord of Atlantis", {"card": "Coral Merfolk", "alias": "m", "attacking": "p1",
                                                    "tapped": True}],
              their_battlefield=["Island", {"card": "Grizzly Bears", "alias": "x"}], step="declare_blockers")
    g = s.game
    m = s.id("m")
    assert (g.power(m), g.toughness(m)) == (3, 2)
    why = combat.block_problem(g.state, s.id("x"), m)
    assert why is not None and why.rule == "702.14c"


def test_cr_613_1f_goblin_warchief_gives_goblins_haste() -> None:
    s = table([], battlefield=["Goblin Warchief", {"card": "Goblin Piker", "alias": "g"},
                               {"card": "Grizzly Bears", "alias": "b"}])
    g = s.game
    assert g.has_keyword(s.id("g"), "Haste") and not g.has_keyword(s.id("b"), "Haste")
    card = card_from_json(compile_card(record("Goblin Warchief")).record)
    assert ability_text(card.abilities[1]) == "Goblin creatures you control have Haste."


def test_cr_613_1f_scion_of_draco_gives_each_color_its_keyword() -> None:
    assert compile_card(record("Scion of Draco")).status == "automated"
    s = table([], battlefield=["Scion of Draco", {"card": "Savannah Lions", "alias": "w"},
                               {"card": "Coral Merfolk", "alias": "u"}, {"card": "Grizzly Bears", "alias": "g"}])
    g = s.game
    assert g.has_keyword(s.id("w"), "Vigilance") and not g.has_keyword(s.id("w"), "Hexproof")
    assert g.has_keyword(s.id("u"), "Hexproof") and not g.has_keyword(s.id("u"), "Trample")
    assert g.has_keyword(s.id("g"), "Trample") and not g.has_keyword(s.id("g"), "Vigilance")


def test_cr_613_1f_a_color_keyword_list_with_a_word_it_does_not_read_stays_by_hand() -> None:
    rec = {"name": "Test Lord", "type": "Enchantment", "types": ["Enchantment"], "manaCost": "{W}",
           "text": "Each creature you control has vigilance if it's white and hexproof if it's a Human."}
    assert compile_card(rec).status == "by_hand"
