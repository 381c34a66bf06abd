"""Spells on the stack, compiled from real Oracle text and played: copies (CR 707.10),
storm (CR 702.40a), cascade (CR 702.85a), rebound (CR 702.88a), "counter target spell
unless its controller pays {N}" (CR 118.12), "untap up to two lands", metalcraft, and
the count of spells cast each turn.
"""

from __future__ import annotations

from typing import Any

import pytest

from mtgtable.engine import Cast, Choose, Kind, Pay
from mtgtable.engine.text.ability_text import ability_text
from mtgtable.engine.decisions import Targets
from mtgtable.engine.objects import Zone
from mtgtable.engine.refs import PlayerRef
from mtgtable.engine.rules.spells_cast import most_spells_cast_last_turn, spells_cast_last_turn, spells_cast_this_turn
from mtgtable.oracle import compile_card

from .corpus import cast_named, in_hand, record, status, table


def _resolve_top(g: Any) -> None:
    """Both players pass once: the top of the stack resolves (CR 116.4, 608.2)."""
    n = len(g.stack)
    for _ in range(4):
        if len(g.stack) < n or g.pending.kind is not Kind.PRIORITY:
            return
        g.answer(g.pending.options()[0])


def test_cr_702_40a_storm_copies_grapeshot_for_each_spell_cast_before_it() -> None:
    assert status("Grapeshot") == "automated"
    s = table([], hand=["Lightning Bolt", "Lightning Bolt", "Grapeshot"], battlefield=["Mountain"] * 4)
    g = s.game
    for _ in range(2):
        cast_named(g, "Lightning Bolt", PlayerRef(1))
        _resolve_top(g)
    assert spells_cast_this_turn(g.state) == 2 and g.players[0].spells_cast == 2
    cast_named(g, "Grapeshot", PlayerRef(1))
    assert g.players[0].spells_cast == 3
    # The storm trigger waits on top of Grapeshot (a "when you cast" trigger, CR 702.40a).
    assert g.pending.kind is Kind.PRIORITY and len(g.stack) == 2
    assert g.stack[-1].kind.value == "triggered"
    _resolve_top(g)
    copies = [s for s in g.stack if s.info.get("copy")]
    seen = 0
    while g.pending.kind is Kind.CHOOSE:  # keep the targets of each copy (CR 707.10c)
        assert g.pending.rule == "707.10c"
        g.answer(Choose(0))
        seen += 1
    copies = [s for s in g.stack if s.info.get("copy")]
    assert len(copies) == 2 and seen == 2
    assert all(c.targets == (PlayerRef(1),) for c in copies)
    assert g.players[0].spells_cast == 3  # copies are not cast (CR 707.10)
    for _ in range(12):
        if not g.stack:
            break
        if g.pending.kind is Kind.PRIORITY:
            g.answer(g.pending.options()[0])
        else:
            g.answer(g.pending.options()[0])
    assert g.players[1].life == 20 - 3 - 3 - 1 - 1 - 1
    # The copies ceased to exist as they left the stack (CR 704.5e): one Grapeshot card in the graveyard.
    names = [g.objects[c].name for c in g.players[0].graveyard]
    assert names.count("Grapeshot") == 1
    assert not any(o.token for o in g.objects.values())


def test_cr_707_10c_a_storm_copy_may_choose_new_targets() -> None:
    s = table([], hand=["Lightning Bolt", "Grapeshot"], battlefield=["Mountain"] * 3,
              their_battlefield=["Grizzly Bears"])
    g = s.game
    cast_named(g, "Lightning Bolt", PlayerRef(1))
    _resolve_top(g)
    cast_named(g, "Grapeshot", PlayerRef(1))
    _resolve_top(g)
    assert g.pending.kind is Kind.CHOOSE and g.pending.rule == "707.10c"
    g.answer(Choose(1))
    bears = next(o for o in g.battlefield if g.objects[o].name == "Grizzly Bears")
    assert g.pending.kind is Kind.TARGETS
    g.answer(Targets((bears,)))
    copy = next(s for s in g.stack if s.info.get("copy"))
    assert copy.targets == (bears,)
    assert any(e.rule == "707.10" for e in g.events)


def test_cr_702_85a_cascade_casts_the_first_nonland_card_with_lesser_mana_value_free() -> None:
    assert status("Bloodbraid Elf") == "automated"
    s = table([], hand=["Bloodbraid Elf"], battlefield=["Mountain", "Forest", "Forest", "Forest"],
              library=["Forest", "Grizzly Bears", "Lightning Bolt", "Island"])
    g = s.game
    cast_named(g, "Bloodbraid Elf")
    _resolve_top(g)  # the cascade trigger resolves
    d = g.pending
    assert d.kind is Kind.CHOOSE and d.rule == "702.85a"
    g.answer(Choose(1))  # cast Grizzly Bears without paying its mana cost
    assert [s.source_name for s in g.stack] == ["Bloodbraid Elf", "Grizzly Bears"]
    assert g.stack[-1].info.get("free")
    assert g.players[0].spells_cast == 2  # the free spell is cast (it counts, CR 601.2i)
    lib = [g.objects[c].name for c in g.players[0].library]
    assert lib[:2] == ["Lightning Bolt", "Island"] and lib[2:] == ["Forest"]  # the rest on the bottom
    assert not g.players[0].exile


def test_cr_702_85a_a_declined_cascade_card_goes_to_the_bottom_too() -> None:
    s = table([], hand=["Bloodbraid Elf"], battlefield=["Mountain", "Forest", "Forest", "Forest"],
              library=["Forest", "Grizzly Bears", "Island"])
    g = s.game
    cast_named(g, "Bloodbraid Elf")
    _resolve_top(g)
    g.answer(Choose(0))
    lib = [g.objects[c].name for c in g.players[0].library]
    assert lib[0] == "Island" and sorted(lib[1:]) == ["Forest", "Grizzly Bears"]
    assert len(g.stack) == 1


def _leak_setup(opponent_mana: int) -> Any:
    s = table([], hand=["Grizzly Bears", "Mana Leak"],
              battlefield=["Forest", "Forest", "Island", "Island"] + ["Mountain"] * opponent_mana)
    g = s.game
    cast_named(g, "Grizzly Bears")
    bears_item = g.stack[-1].id
    cast_named(g, "Mana Leak", bears_item)
    _resolve_top(g)
    return g


def test_cr_118_12_a_player_who_cannot_pay_is_not_asked_and_the_spell_is_countered() -> None:
    g = _leak_setup(0)
    assert not g.stack and g.pending.kind is Kind.PRIORITY  # nobody was asked to pay
    assert "Grizzly Bears" in [g.objects[c].name for c in g.players[0].graveyard]


def test_cr_118_12_the_controller_may_pay_and_the_spell_is_not_countered() -> None:
    g = _leak_setup(3)
    d = g.pending
    assert d.kind is Kind.CHOOSE and d.rule == "118.12" and d.player == 0
    g.answer(Choose(1))
    g.answer(Pay(auto=True))
    assert [s.source_name for s in g.stack] == ["Grizzly Bears"]


def test_cr_118_12_declining_to_pay_counters_it() -> None:
    g = _leak_setup(3)
    g.answer(Choose(0))
    assert not g.stack


def test_snap_untaps_up_to_two_lands() -> None:
    assert status("Snap") == "automated"
    s = table([], hand=["Snap"], battlefield=["Island", "Island", "Forest"],
              their_battlefield=["Grizzly Bears"])
    g = s.game
    bears = next(o for o in g.battlefield if g.objects[o].name == "Grizzly Bears")
    cast_named(g, "Snap", bears)
    _resolve_top(g)
    assert g.pending.kind is Kind.CHOOSE and g.pending.rule == "608.2d"
    tapped = [o for o in g.pending.data["options"] if o != -1]
    assert len(tapped) == 2
    g.answer(Choose(tapped[0]))
    g.answer(Choose(tapped[1]))
    assert not any(g.objects[o].tapped for o in g.battlefield)
    assert bears not in g.objects


@pytest.mark.parametrize("artifacts,damage", [(2, 2), (3, 4)])
def test_cr_608_2c_metalcraft_galvanic_blast_deals_4_instead_with_three_artifacts(artifacts: int, damage: int) -> None:
    assert status("Galvanic Blast") == "automated"
    s = table([], hand=["Galvanic Blast"], battlefield=["Mountain"] + ["Ornithopter"] * artifacts)
    g = s.game
    cast_named(g, "Galvanic Blast", PlayerRef(1))
    _resolve_top(g)
    assert g.players[1].life == 20 - damage


def test_cr_702_88a_rebound_exiles_the_spell_and_casts_it_at_the_next_upkeep() -> None:
    assert status("Staggershock") == "automated"
    s = table([], hand=["Staggershock"], battlefield=["Mountain", "Mountain", "Mountain"])
    g = s.game
    cast_named(g, "Staggershock", PlayerRef(1))
    _resolve_top(g)
    assert g.players[1].life == 18
    assert [g.objects[c].name for c in g.players[0].exile] == ["Staggershock"]
    assert any(e.rule == "702.88a" for e in g.events)
    for _ in range(200):  # to the rebound at player 0's next upkeep
        d = g.pending
        if d.kind is Kind.CHOOSE and d.rule == "702.88a":
            break
        g.answer(d.options()[0] if d.options() else d.suggest())
    assert g.active == 0 and g.step.value == "upkeep"
    g.answer(Choose(1))
    g.answer(Targets((PlayerRef(1),)))
    _resolve_top(g)
    assert g.players[1].life == 16
    assert "Staggershock" in [g.objects[c].name for c in g.players[0].graveyard]  # not rebounded again


def test_spells_cast_last_turn_is_the_count_of_the_turn_before() -> None:
    s = table([], hand=["Lightning Bolt"], battlefield=["Mountain"])
    g = s.game
    cast_named(g, "Lightning Bolt", PlayerRef(1))
    _resolve_top(g)
    assert spells_cast_this_turn(g.state) == 1 and spells_cast_last_turn(g.state) == 0
    for _ in range(60):
        if g.active == 1:
            break
        d = g.pending
        g.answer(d.options()[0] if d.options() else d.suggest())
    assert spells_cast_this_turn(g.state) == 0 and spells_cast_last_turn(g.state) == 1 and most_spells_cast_last_turn(g.state) == 1


def test_cr_707_10_reverberate_copies_a_spell_and_the_copy_resolves() -> None:
    assert status("Reverberate") == "automated"
    s = table([], hand=["Lightning Bolt", "Reverberate"], battlefield=["Mountain", "Mountain", "Mountain"])
    g = s.game
    cast_named(g, "Lightning Bolt", PlayerRef(1))
    bolt = g.stack[-1].id
    cast_named(g, "Reverberate", bolt)
    _resolve_top(g)
    assert g.pending.rule == "707.10c"
    g.answer(Choose(0))
    assert [s.info.get("copy", False) for s in g.stack] == [False, True]
    for _ in range(8):
        if not g.stack:
            break
        g.answer(g.pending.options()[0])
    assert g.players[1].life == 14


def test_cr_118_12_rhystic_study_the_caster_may_pay_else_its_controller_may_draw() -> None:
    assert status("Rhystic Study") == "automated"
    s = table([], hand=["Lightning Bolt"], battlefield=["Mountain", "Island"], their_battlefield=["Rhystic Study"])
    g = s.game
    study = next(o for o in g.battlefield if g.objects[o].name == "Rhystic Study")
    assert ability_text(g.objects[study].card.abilities[0]) == (
        "Whenever an opponent casts a spell, Unless that player pays {1}: You may: Draw a card.")
    cast_named(g, "Lightning Bolt", PlayerRef(1))
    assert g.stack[-1].kind.value == "triggered" and g.stack[-1].controller == 1
    hand = len(g.players[1].hand)
    _resolve_top(g)
    assert g.pending.rule == "118.12" and g.pending.player == 0  # "that player": the caster
    g.answer(Choose(0))
    assert g.pending.rule == "608.2d" and g.pending.player == 1
    g.answer(Choose(1))
    assert len(g.players[1].hand) == hand + 1


def test_ability_text_of_the_new_effects() -> None:
    from mtgtable.engine.data.cards import card_from_json
    leak = card_from_json(compile_card(record("Mana Leak")).record)
    assert ability_text(leak.abilities[0]) == "Counter target spell unless its controller pays {3}."
    warrens = card_from_json(compile_card(record("Empty the Warrens")).record)
    assert any(ability_text(a).startswith("Storm (") for a in warrens.abilities)


def _bolt_then(g: Any, counter: str) -> int:
    """Player 0 casts Lightning Bolt at the opponent, then ``counter`` on it; returns the Bolt's stack id."""
    cast_named(g, "Lightning Bolt", PlayerRef(1))
    bolt = g.stack[-1].id
    cast_named(g, counter, bolt)
    return bolt


def test_cr_115_1_dispel_targets_only_an_instant_spell() -> None:
    assert status("Dispel") == "automated"
    s = table([], hand=["Grizzly Bears", "Dispel"], battlefield=["Forest", "Forest", "Island"])
    g = s.game
    cast_named(g, "Grizzly Bears")
    # The only spell is a creature spell: Dispel has no legal target (CR 601.2c).
    assert g.cast_problem(0, in_hand(g, "Dispel"), 0) is not None


@pytest.mark.parametrize("card,zone", [("Dissipate", Zone.EXILE), ("Remand", Zone.HAND)])
def test_cr_701_5a_a_countered_spell_goes_where_the_counterspell_says_instead(card: str, zone: Zone) -> None:
    assert status(card) == "automated"
    s = table([], hand=["Lightning Bolt", card], battlefield=["Mountain", "Island", "Island", "Island"])
    g = s.game
    _bolt_then(g, card)
    _resolve_top(g)
    assert not g.stack and g.players[1].life == 20
    where = g.players[0].exile if zone is Zone.EXILE else g.players[0].hand
    assert "Lightning Bolt" in [g.objects[c].name for c in where]
    assert "Lightning Bolt" not in [g.objects[c].name for c in g.players[0].graveyard]


def test_cr_608_2h_swan_song_gives_the_bird_to_the_countered_spells_controller() -> None:
    assert status("Swan Song") == "automated"
    s = table([], hand=["Lightning Bolt", "Swan Song"], battlefield=["Mountain", "Island"])
    g = s.game
    _bolt_then(g, "Swan Song")
    _resolve_top(g)
    birds = [o for o in g.battlefield if g.objects[o].name == "Bird"]
    assert len(birds) == 1 and g.objects[birds[0]].controller == 0  # the Bolt's controller (last known, CR 608.2h)


def test_cr_603_2_nettle_sentinel_triggers_on_a_green_spell_only() -> None:
    s = table([], hand=["Lightning Bolt", "Grizzly Bears"],
              battlefield=["Mountain", "Forest", "Forest", {"card": "Nettle Sentinel", "tapped": True}])
    g = s.game
    cast_named(g, "Lightning Bolt", PlayerRef(1))
    assert len(g.stack) == 1  # red: no trigger
    _resolve_top(g)
    cast_named(g, "Grizzly Bears")
    assert len(g.stack) == 2 and g.stack[-1].kind.value == "triggered"
    sentinel = next(o for o in g.battlefield if g.objects[o].name == "Nettle Sentinel")
    _resolve_top(g)
    g.answer(Choose(1))  # "you may untap this creature"
    assert not g.objects[sentinel].tapped


def test_cr_702_27a_whispers_of_the_muse_with_buyback_returns_to_the_hand() -> None:
    assert status("Whispers of the Muse") == "automated"
    s = table([], hand=["Whispers of the Muse"], battlefield=["Island"] * 6)
    g = s.game
    g.answer(Cast(in_hand(g, "Whispers of the Muse")))
    d = g.pending
    assert d.kind is Kind.CHOOSE and d.rule == "702.27a"
    g.answer(Choose(1))
    g.answer(Pay(auto=True))
    assert all(g.objects[o].tapped for o in g.battlefield)  # {U} + buyback {5}
    _resolve_top(g)
    assert "Whispers of the Muse" in [g.objects[c].name for c in g.players[0].hand]
    assert len(g.players[0].hand) == 2


def test_cr_702_27a_without_buyback_it_goes_to_the_graveyard() -> None:
    s = table([], hand=["Whispers of the Muse"], battlefield=["Island"] * 6)
    g = s.game
    g.answer(Cast(in_hand(g, "Whispers of the Muse")))
    g.answer(Choose(0))
    g.answer(Pay(auto=True))
    _resolve_top(g)
    assert "Whispers of the Muse" in [g.objects[c].name for c in g.players[0].graveyard]


@pytest.mark.parametrize("in_graveyard,mana", [(6, 3), (7, 5)])
def test_cr_608_2c_threshold_cabal_ritual_adds_five_with_seven_cards_in_the_graveyard(in_graveyard: int,
                                                                                    mana: int) -> None:
    assert status("Cabal Ritual") == "automated"
    s = table([], hand=["Cabal Ritual"] + ["Island"] * in_graveyard, battlefield=["Swamp", "Swamp"])
    g = s.game
    for c in [c for c in g.players[0].hand if g.objects[c].name == "Island"]:
        g.move(c, Zone.GRAVEYARD)
    cast_named(g, "Cabal Ritual")
    _resolve_top(g)
    assert g.players[0].pool.total() == mana


def test_cr_601_2i_when_you_cast_this_spell_triggers_from_the_stack() -> None:
    assert "When you cast this spell, draw two cards." not in compile_card(record("Nulldrifter")).by_hand
    s = table([], hand=["Nulldrifter"], battlefield=["Island"] * 7)
    g = s.game
    g.answer(Cast(in_hand(g, "Nulldrifter")))
    if g.pending.kind is Kind.CHOOSE:  # its mana cost or evoke
        g.answer(Choose(g.pending.data["cast_method"].index("normal")))
    g.answer(Pay(auto=True))
    assert [s.kind.value for s in g.stack] == ["spell", "triggered"]
    hand = len(g.players[0].hand)
    _resolve_top(g)
    assert len(g.players[0].hand) == hand + 2 and [s.source_name for s in g.stack] == ["Nulldrifter"]


def test_cr_111_12_a_storm_copy_of_a_permanent_spell_becomes_a_token() -> None:
    assert status("Stormscale Scion") != "by_hand" and "Storm" not in compile_card(record("Stormscale Scion")).by_hand
    s = table([], hand=["Lightning Bolt", "Stormscale Scion"], battlefield=["Mountain"] * 7)
    g = s.game
    cast_named(g, "Lightning Bolt", PlayerRef(1))
    _resolve_top(g)
    cast_named(g, "Stormscale Scion")
    for _ in range(10):
        if not g.stack:
            break
        g.answer(g.pending.options()[0])
    scions = [o for o in g.battlefield if g.objects[o].name == "Stormscale Scion"]
    assert len(scions) == 2 and sorted(g.objects[o].token for o in scions) == [False, True]


def test_cr_702_56a_replicate_copies_the_spell_once_for_each_payment() -> None:
    assert status("Train of Thought") == "automated"
    s = table([], hand=["Train of Thought"], battlefield=["Island"] * 6)
    g = s.game
    g.answer(Cast(in_hand(g, "Train of Thought")))
    for _ in range(2):  # pay the replicate cost twice
        assert g.pending.rule == "702.56a"
        g.answer(Choose(1))
    assert g.pending.kind is Kind.PAY  # {1}{U} + 2 x {1}{U} = six lands: no third offer
    g.answer(Pay(auto=True))
    hand = len(g.players[0].hand)
    assert g.stack[-1].kind.value == "triggered"
    for _ in range(8):
        if not g.stack:
            break
        g.answer(g.pending.options()[0])
    assert len(g.players[0].hand) == hand + 3
    assert any(e.kind == "replicate" and e.rule == "702.56a" and e.args.get("n") == 2 for e in g.events)


def test_cr_702_73a_a_changeling_spell_is_an_elf_spell() -> None:
    from mtgtable.engine.data.cards import card_from_json
    from mtgtable.engine.rules.spells_cast import spell_filter_matches
    shapeshifter = card_from_json({"name": "Shifter", "types": ["Creature"], "subtypes": ["Shapeshifter"],
                                   "keywords": ["Changeling"], "power": 1, "toughness": 1})
    goblin = card_from_json({"name": "Gob", "types": ["Creature"], "subtypes": ["Goblin"], "power": 1, "toughness": 1})
    assert spell_filter_matches(shapeshifter, {"subtypes_any": ["Elf"]})
    assert not spell_filter_matches(goblin, {"subtypes_any": ["Elf"]})
    assert not spell_filter_matches(goblin, {"power_at_least": 1})  # a filter it doesn't know: never (fail closed)
