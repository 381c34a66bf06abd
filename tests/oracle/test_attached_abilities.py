"""Abilities an Aura or Equipment grants (engine.attached_abilities, oracle.grant_phrases), compiled
from the Oracle text of Splinter Twin, Underworld Connections, Viridian Longbow, Spirit Mantle, the
Swords, Whispersilk Cloak and Cho-Manno's Blessing (CR 613.1f, 702.16, 113.1a)."""

from __future__ import annotations

import pytest

from mtgtable.engine import IllegalAnswer, Zone
from mtgtable.engine.text.ability_text import ability_text
from mtgtable.engine.data.cards import card_from_json
from mtgtable.oracle import compile_card

from .corpus import named, record, settle, table


@pytest.mark.parametrize("name", ["Splinter Twin", "Underworld Connections", "Viridian Longbow", "Spirit Mantle",
                                  "Holy Mantle", "Whispersilk Cloak", "Cho-Manno's Blessing"])
def test_cr_613_1f_auras_and_equipment_granting_abilities_compile_in_full(name: str) -> None:
    assert compile_card(record(name)).status == "automated"


@pytest.mark.parametrize("name", ["Sword of Fire and Ice", "Sword of Feast and Famine"])
def test_cr_702_16_a_swords_protection_line_compiles(name: str) -> None:
    lines = compile_card(record(name)).lines
    assert lines[0].status == "automated" and "protection" in lines[0].text


@pytest.mark.parametrize("line", [
    'Enchanted creature has "{T}: Create a token that\'s a copy of this creature, except it has haste. '
    'Sacrifice it at the beginning of the next end step and draw a card."',
    "Enchanted creature has protection from the chosen player.",
    "Enchanted creature has protection from the chosen color.",  # no colour chosen on this card
    'Enchanted creature has "{T}: Add {G}." and can\'t block.'])
def test_cr_613_1f_grants_it_does_not_read_whole_stay_by_hand(line: str) -> None:
    rec = {"name": "Test Aura", "type": "Enchantment — Aura", "types": ["Enchantment"], "subtypes": ["Aura"],
           "text": "Enchant creature\n" + line, "manaCost": "{1}{U}"}
    assert compile_card(rec).lines[1].status == "by_hand"


def test_cr_613_1f_splinter_twin_gives_the_creature_its_copy_ability() -> None:
    s = table([], battlefield=[{"card": "Grizzly Bears", "alias": "b"},
                               {"card": "Splinter Twin", "alias": "t", "attached_to": "b"}])
    g = s.game
    b = s.id("b")
    assert len(g.objects[b].card.abilities) == 1 and g.objects[b].card.abilities[0].kind == "activated"
    s.answer("activate b 0")
    settle(s)
    tokens = [o for o in named(g, "Grizzly Bears") if o != b]
    assert len(tokens) == 1 and g.objects[tokens[0]].token
    assert g.has_keyword(tokens[0], "Haste")  # CR 707.9b
    assert g.objects[b].tapped
    # The Aura gone, the creature is its printed card again (CR 613.1f: only while attached).
    g.move(s.id("t"), Zone.GRAVEYARD)
    assert g.objects[b].card is g.db["Grizzly Bears"]


def test_cr_603_7_the_splinter_twin_token_is_exiled_at_the_next_end_step() -> None:
    from .corpus import pass_until
    s = table([], battlefield=[{"card": "Grizzly Bears", "alias": "b"},
                               {"card": "Splinter Twin", "attached_to": "b"}])
    g = s.game
    s.answer("activate b 0")
    settle(s)
    assert len(named(g, "Grizzly Bears")) == 2
    pass_until(s, 1, "upkeep")
    assert len(named(g, "Grizzly Bears")) == 1


def test_cr_113_1a_underworld_connections_lets_the_land_draw_for_life() -> None:
    s = table([], battlefield=[{"card": "Swamp", "alias": "l"},
                               {"card": "Underworld Connections", "attached_to": "l"}])
    g = s.game
    land = s.id("l")
    hand = len(g.players[0].hand)
    ab = [a for a in g.objects[land].card.abilities if a.kind == "activated"]
    assert len(ab) == 1
    index = [a for a in g.objects[land].card.abilities if a.kind in ("mana", "activated")].index(ab[0])
    s.answer(f"activate l {index}")
    settle(s)
    assert len(g.players[0].hand) == hand + 1 and g.players[0].life == 19


def test_cr_113_8_viridian_longbow_the_equipped_creature_deals_the_damage() -> None:
    s = table([], battlefield=[{"card": "Grizzly Bears", "alias": "b"},
                               {"card": "Viridian Longbow", "alias": "w", "attached_to": "b"}])
    g = s.game
    s.answer("activate b 0")
    s.answer("targets p1")
    settle(s)
    assert g.players[1].life == 19
    # unattached (CR 301.5c), the creature no longer has it
    g.move(s.id("w"), Zone.GRAVEYARD)
    assert not [a for a in g.objects[s.id("b")].card.abilities if a.kind == "activated"]


def test_cr_702_16_spirit_mantle_protection_from_creatures_stops_blockers() -> None:
    s = table([], battlefield=[{"card": "Grizzly Bears", "alias": "b"},
                               {"card": "Spirit Mantle", "attached_to": "b"}],
              their_battlefield=[{"card": "Grizzly Bears", "alias": "x"}])
    g = s.game
    b = s.id("b")
    assert (g.power(b), g.toughness(b)) == (3, 3)
    from mtgtable.engine.families import keyword_effects as kwe
    assert kwe.protected_from(g.state, b, s.id("x"))  # CR 702.16b: a creature is the quality
    # CR 702.16f: creatures can't block it
    assert kwe.evasion_problem(g.state, b, s.id("x")) is not None


def test_cr_702_16d_sword_of_fire_and_ice_protection_from_red_prevents_red_damage() -> None:
    s = table([], hand=["Lightning Bolt"], battlefield=[{"card": "Grizzly Bears", "alias": "b"},
                                                        {"card": "Sword of Fire and Ice", "attached_to": "b"},
                                                        "Mountain"])
    g = s.game
    b = s.id("b")
    assert (g.power(b), g.toughness(b)) == (4, 4)
    s.answer("cast h0")
    with pytest.raises(IllegalAnswer):
        s.answer("targets b")  # CR 702.16b: it can't be the target of a red spell


def test_cr_509_1b_whispersilk_cloak_cant_be_blocked_and_has_shroud() -> None:
    s = table([], battlefield=[{"card": "Grizzly Bears", "alias": "b"},
                               {"card": "Whispersilk Cloak", "attached_to": "b"}])
    g = s.game
    b = s.id("b")
    assert g.has_keyword(b, "Shroud")
    assert any(a.static == "unblockable" for a in g.objects[b].card.abilities)


def test_cr_702_16d_cho_mannos_blessing_protects_from_the_chosen_color_and_stays() -> None:
    s = table([], hand=["Cho-Manno's Blessing"], battlefield=[{"card": "Savannah Lions", "alias": "b"},
                                                              "Plains", "Plains"])
    g = s.game
    b = s.id("b")
    s.answer("cast h0")
    s.answer("targets b")
    s.answer("pay auto")
    s.answer("pass")
    s.answer("pass")
    d = g.pending
    assert d is not None and d.rule == "614.12"
    s.answer("choose 0")  # white: the Aura's own colour
    aura = named(g, "Cho-Manno's Blessing")[0]
    settle(s)
    assert g.objects[aura].zone is Zone.BATTLEFIELD and g.objects[aura].attached_to == b  # CR 702.16d
    from mtgtable.engine.families import keyword_effects as kwe
    assert kwe.protections(g.state, b) == ("W",)


def test_cr_613_1f_the_aura_text_names_the_granted_ability() -> None:
    card = card_from_json(compile_card(record("Underworld Connections")).record)
    text = " ".join(ability_text(a) for a in card.abilities)
    assert "Draw a card" in text


@pytest.mark.parametrize("name", ["Vow of Duty", "Vow of Malice", "Vow of Wildness"])
def test_cr_508_1c_the_vows_compile_in_full(name: str) -> None:
    assert compile_card(record(name)).status == "automated"


def test_cr_508_1c_a_vow_on_an_opponents_creature_stops_it_attacking_only_then() -> None:
    from mtgtable.engine.rules import block_rules
    s = table([], battlefield=[{"card": "Grizzly Bears", "alias": "b"},
                               {"card": "Vow of Duty", "attached_to": "b"},
                               {"card": "Vow of Duty", "alias": "v2", "attached_to": "x"}],
              their_battlefield=[{"card": "Grizzly Bears", "alias": "x"}])
    g = s.game
    b, x = s.id("b"), s.id("x")
    assert (g.power(b), g.toughness(b)) == (4, 4) and g.has_keyword(b, "Vigilance")
    assert block_rules.attack_problem(g.state, b) is None  # "you" is its own controller
    why = block_rules.attack_problem(g.state, x)
    assert why is not None and why.rule == "508.1c"


def test_cr_602_5_arrest_forbids_the_creatures_activated_abilities_mana_ones_too() -> None:
    from mtgtable.engine.turn import actions
    assert compile_card(record("Arrest")).status == "automated"
    s = table([], battlefield=[{"card": "Llanowar Elves", "alias": "e"}, {"card": "Arrest", "attached_to": "e"},
                               {"card": "Prodigal Pyromancer", "alias": "p"}])
    g = s.game
    e = s.id("e")
    with pytest.raises(IllegalAnswer) as info:
        s.answer("activate e 0")
    assert info.value.rule == "602.5"
    assert not any(src == e for src, _ in actions.available_mana_units(g.state, 0))  # CR 605.1a
    s.answer("activate p 0")  # another creature's ability is untouched
    assert g.pending is not None


def test_cr_613_1f_enduring_vitality_gives_its_creatures_a_mana_ability_while_it_stays() -> None:
    from mtgtable.engine.turn import actions
    s = table([], battlefield=["Enduring Vitality", {"card": "Grizzly Bears", "alias": "b"},
                               {"card": "Mishra's Factory", "alias": "f"}],
              their_battlefield=[{"card": "Grizzly Bears", "alias": "x"}])
    g = s.game
    b = s.id("b")
    assert any(a.kind == "mana" and a.produce == "any" for a in g.objects[b].card.abilities)
    assert not any(a.kind == "mana" for a in g.objects[s.id("x")].card.abilities)  # "you control"
    assert any(src == b for src, _ in actions.available_mana_units(g.state, 0))
    # a creature entering has it too
    from mtgtable.engine.objects import Zone
    vit = [o for o in g.battlefield if g.objects[o].name == "Enduring Vitality"][0]
    g.move(vit, Zone.GRAVEYARD)
    assert g.objects[b].card is g.db["Grizzly Bears"]  # gone with it (CR 611.3a)


def test_cr_613_1f_an_animated_land_is_a_creature_the_anthem_gives_the_ability() -> None:
    s = table([], battlefield=["Enduring Vitality", {"card": "Mishra's Factory", "alias": "f"}, "Plains"])
    g = s.game
    f = s.id("f")
    count = sum(a.kind == "mana" for a in g.objects[f].card.abilities)
    s.answer("activate f 1")  # {1}: it becomes a 2/2 Assembly-Worker artifact creature until end of turn
    s.answer("pay auto")
    settle(s)
    assert g.is_creature(f)
    assert sum(a.kind == "mana" for a in g.objects[f].card.abilities) == count + 1


def test_cr_702_21a_hexing_squelcher_gives_other_creatures_ward() -> None:
    s = table([], battlefield=[{"card": "Hexing Squelcher", "alias": "h"}, {"card": "Grizzly Bears", "alias": "b"}])
    g = s.game
    wards = [a for a in g.objects[s.id("b")].card.abilities if a.params.get("keyword") == "Ward"]
    assert len(wards) == 1
    own = [a for a in g.objects[s.id("h")].card.abilities if a.params.get("keyword") == "Ward"]
    assert len(own) == 1  # its own printed ward only ("Other")


def test_cr_613_1f_the_anthem_text_names_the_granted_ability() -> None:
    card = card_from_json(compile_card(record("Enduring Vitality")).record)
    text = " ".join(ability_text(a) for a in card.abilities)
    assert "Creatures you control have this ability: {T}: Add one mana of any color." in text


def test_cr_611_2a_a_saga_that_gains_an_anthem_of_abilities_gives_them_at_once() -> None:
    from .corpus import pass_until
    s = table([], battlefield=[{"card": "Roar of the Fifth People", "alias": "r", "counters": {"lore": 1}},
                               {"card": "Grizzly Bears", "alias": "b"}])
    g = s.game
    b = s.id("b")
    assert not any(a.kind == "mana" for a in g.objects[b].card.abilities)
    pass_until(s, 0, "main1")  # chapter II at the next precombat main phase (CR 714.3b)
    settle(s)
    assert any(a.kind == "mana" for a in g.objects[b].card.abilities)


@pytest.mark.parametrize("name", ["Tricks of the Trade", "Undying Rage"])
def test_cr_509_1b_an_aura_that_pumps_and_cant_be_blocked_or_cant_block_compiles(name: str) -> None:
    assert compile_card(record(name)).status == "automated"


def test_cr_509_1b_tricks_of_the_trade_and_undying_rage_in_play() -> None:
    from mtgtable.engine.rules import block_rules
    s = table([], battlefield=[{"card": "Grizzly Bears", "alias": "a"}, {"card": "Tricks of the Trade", "attached_to": "a"},
                               {"card": "Grizzly Bears", "alias": "b"}, {"card": "Undying Rage", "attached_to": "b"}])
    g = s.game
    a, b = s.id("a"), s.id("b")
    assert g.power(a) == 4 and any(x.static == "unblockable" for x in g.objects[a].card.abilities)
    assert (g.power(b), g.toughness(b)) == (4, 4)
    why = block_rules.blocker_problem(g.state, b)
    assert why is not None and why.rule == "509.1b"
