"""Casting choices and costs, compiled from real Oracle text and played (CR 601.2b-601.2h).

Each test reads the card's text from the installed corpus, compiles it, and casts
it through the engine with the answers a player gives: alternative costs
(CR 601.2b), additional costs and their choices (CR 601.2h), cost changes
(CR 601.2f), and the keywords that are costs (CR 702.33 kicker, 702.34
flashback, 702.41 affinity, 702.66 delve, 702.74 evoke, 702.109 dash).
A wrong answer is refused with the rule and changes nothing.
"""

from __future__ import annotations

from typing import Any

import pytest

from mtgtable.engine import Cast, Choose, IllegalAnswer, Kind, Pay
from mtgtable.engine.decisions import Cancel, Targets
from mtgtable.engine.objects import Zone
from mtgtable.engine.refs import PlayerRef
from mtgtable.oracle import compile_card

from .corpus import named, record, status, table


def _in_hand(g: Any, name: str) -> int:
    return next(c for c in g.players[0].hand if g.objects[c].name == name)


def _pass_until_empty(g: Any) -> None:
    for _ in range(40):
        d = g.pending
        if d is None or not g.stack and d.kind is Kind.PRIORITY:
            return
        if d.kind is Kind.PRIORITY:
            g.answer(d.options()[0])
        else:
            g.answer(d.options()[0] if d.options() else d.suggest())


def _snapshot(g: Any) -> tuple[Any, ...]:
    p = g.players[0]
    return (tuple(p.hand), tuple(p.graveyard), tuple(p.exile), p.life, tuple(g.battlefield), len(g.stack))


def _bears_on_the_stack(g: Any) -> None:
    """Player 0 casts Grizzly Bears with its two Forests and keeps priority (CR 117.3c)."""
    g.answer(Cast(_in_hand(g, "Grizzly Bears")))
    g.answer(Pay(auto=True))
    assert g.pending.kind is Kind.PRIORITY and len(g.stack) == 1


# ----------------------------------------------------------------------------- alternative costs

def test_cr_601_2b_force_of_will_pays_1_life_and_exiles_a_blue_card_instead_of_its_mana_cost() -> None:
    assert status("Force of Will") == "automated"
    s = table([], hand=["Force of Will", "Brainstorm", "Grizzly Bears"], battlefield=["Forest", "Forest"])
    g = s.game
    _bears_on_the_stack(g)
    fow, brainstorm = _in_hand(g, "Force of Will"), _in_hand(g, "Brainstorm")
    g.answer(Cast(fow))  # no untapped land: only the alternative cost can be paid
    d = g.pending
    assert d.kind is Kind.CHOOSE and d.rule == "601.2h" and d.data["options"] == [brainstorm]
    g.answer(Choose(brainstorm))
    g.answer(Targets((g.stack[0].id,)))
    assert g.players[0].life == 19
    assert [g.objects[c].name for c in g.players[0].exile] == ["Brainstorm"]
    assert g.stack[-1].info == {"cast_method": "alternative"}
    _pass_until_empty(g)
    assert sorted(g.objects[c].name for c in g.players[0].graveyard) == ["Force of Will", "Grizzly Bears"]


def test_cr_601_2h_a_card_that_cannot_pay_the_cost_is_refused_and_nothing_changes() -> None:
    s = table([], hand=["Force of Will", "Brainstorm", "Grizzly Bears", "Lightning Bolt"],
              battlefield=["Forest", "Forest"])
    g = s.game
    _bears_on_the_stack(g)
    g.answer(Cast(_in_hand(g, "Force of Will")))
    before = _snapshot(g)
    with pytest.raises(IllegalAnswer) as err:
        g.answer(Choose(_in_hand(g, "Lightning Bolt")))  # red: not a blue card
    assert err.value.rule == "601.2h"
    assert _snapshot(g) == before and g.pending.kind is Kind.CHOOSE
    g.answer(Cancel())  # backing out of the cast leaves the game as it was (CR 601.2)
    assert g.pending.kind is Kind.PRIORITY and len(g.stack) == 1 and g.players[0].life == 20


def test_cr_117_3_force_of_will_without_a_blue_card_or_mana_cannot_be_cast() -> None:
    s = table([], hand=["Force of Will", "Grizzly Bears"], battlefield=["Forest", "Forest"])
    g = s.game
    _bears_on_the_stack(g)
    fow = _in_hand(g, "Force of Will")
    assert g.cast_problem(0, fow) is not None and g.cast_problem(0, fow).rule == "117.3"
    with pytest.raises(IllegalAnswer) as err:
        g.answer(Cast(fow))
    assert err.value.rule == "117.3"


def test_cr_601_2b_with_mana_and_a_blue_card_the_player_chooses_how_to_cast() -> None:
    s = table([], hand=["Force of Will", "Brainstorm", "Grizzly Bears"],
              battlefield=["Forest", "Forest", "Island", "Island", "Island", "Island", "Island"])
    g = s.game
    _bears_on_the_stack(g)
    g.answer(Cast(_in_hand(g, "Force of Will")))
    d = g.pending
    assert d.kind is Kind.CHOOSE and d.rule == "601.2b" and d.data["cast_method"] == ["normal", "alternative"]
    with pytest.raises(IllegalAnswer):
        g.answer(Choose(7))
    g.answer(Choose(0))  # its mana cost {3}{U}{U}
    g.answer(Targets((g.stack[0].id,)))
    assert g.pending.kind is Kind.PAY and g.pending.data["cost"] == "{3}{U}{U}"
    g.answer(Pay(auto=True))
    assert g.players[0].life == 20 and not g.players[0].exile and "cast_method" not in g.stack[-1].info


def test_cr_601_2b_daze_returns_an_island_instead_of_its_mana_cost() -> None:
    s = table([], hand=["Daze", "Grizzly Bears"], battlefield=["Forest", "Forest", "Island", "Island"])
    g = s.game
    _bears_on_the_stack(g)
    islands = named(g, "Island")
    g.answer(Cast(_in_hand(g, "Daze")))
    d = g.pending
    assert d.rule == "601.2b"  # {1}{U} or an Island: two ways
    g.answer(Choose(d.data["cast_method"].index("alternative")))
    assert g.pending.data["options"] == islands
    g.answer(Choose(islands[1]))
    assert g.pending.kind is Kind.TARGETS  # "Counter target spell unless its controller pays {1}" (CR 118.12)
    bears = g.stack[0].id
    g.answer(Targets((bears,)))
    assert "Island" in [g.objects[c].name for c in g.players[0].hand] and named(g, "Island") == islands[:1]
    assert [s.source_name for s in g.stack] == ["Grizzly Bears", "Daze"]


def test_cr_601_2b_fireblast_sacrifices_two_mountains() -> None:
    assert status("Fireblast") == "automated"
    s = table([], hand=["Fireblast"], battlefield=["Mountain", "Mountain"])
    g = s.game
    g.answer(Cast(_in_hand(g, "Fireblast")))
    mountains = named(g, "Mountain")
    g.answer(Choose(g.pending.data["cast_method"].index("alternative")) if g.pending.rule == "601.2b"
             else Choose(mountains[0]))
    for _ in range(2):
        if g.pending.kind is Kind.CHOOSE:
            g.answer(Choose(g.pending.data["options"][0]))
    g.answer(Targets((PlayerRef(1),)))
    _pass_until_empty(g)
    assert not named(g, "Mountain") and g.players[1].life == 16


def test_cr_903_3_no_commander_in_this_game_so_fierce_guardianship_costs_its_mana() -> None:
    assert status("Fierce Guardianship") == "automated"
    s = table([], hand=["Fierce Guardianship", "Grizzly Bears"], battlefield=["Forest", "Forest"])
    g = s.game
    _bears_on_the_stack(g)
    fg = _in_hand(g, "Fierce Guardianship")
    assert g.cast_problem(0, fg) is not None  # Grizzly Bears is a creature spell anyway; no free cast either way
    assert [m.key for m in __import__("mtgtable.engine.rules.casting_costs", fromlist=["methods"]).methods(
        g.state, 0, g.objects[fg])] == ["normal"]


# ----------------------------------------------------------------------------- flashback, evoke, dash

def test_cr_702_34a_flashback_casts_from_the_graveyard_and_exiles_the_card() -> None:
    assert status("Faithless Looting") == "automated"
    s = table([], hand=["Faithless Looting", "Island", "Island"], battlefield=["Mountain", "Mountain", "Mountain"],
              library=["Forest"] * 10)
    g = s.game
    looting = _in_hand(g, "Faithless Looting")
    g.move(looting, Zone.GRAVEYARD)
    (card,) = [c for c in g.players[0].graveyard if g.objects[c].name == "Faithless Looting"]
    assert Cast(card) in g.legal_actions(0)
    g.answer(Cast(card))
    assert g.pending.kind is Kind.PAY and g.pending.data["cost"] == "{2}{R}"
    g.answer(Pay(auto=True))
    assert g.stack[-1].info == {"cast_method": "flashback"}
    _pass_until_empty(g)
    if g.pending.kind is Kind.DISCARD:
        g.answer(g.pending.suggest())
    assert "Faithless Looting" in [g.objects[c].name for c in g.players[0].exile]
    assert "Faithless Looting" not in [g.objects[c].name for c in g.players[0].graveyard]


def test_cr_702_34a_a_flashback_spell_that_is_countered_is_exiled_too() -> None:
    s = table([], hand=["Faithless Looting", "Counterspell"],
              battlefield=["Mountain", "Mountain", "Mountain", "Island", "Island"])
    g = s.game
    g.move(_in_hand(g, "Faithless Looting"), Zone.GRAVEYARD)
    (card,) = [c for c in g.players[0].graveyard if g.objects[c].name == "Faithless Looting"]
    g.answer(Cast(card))
    g.answer(Pay(auto=True))
    g.answer(Cast(_in_hand(g, "Counterspell")))
    g.answer(Targets((g.stack[0].id,)))
    g.answer(Pay(auto=True))
    _pass_until_empty(g)
    assert "Faithless Looting" in [g.objects[c].name for c in g.players[0].exile]


def test_cr_702_34a_flashback_with_a_sacrifice_cost() -> None:
    """Cabal Therapy's "Flashback—Sacrifice a creature.": the flashback cost is the sacrifice alone."""
    s = table([], hand=["Cabal Therapy"], battlefield=["Grizzly Bears"])
    g = s.game
    g.move(_in_hand(g, "Cabal Therapy"), Zone.GRAVEYARD)
    (card,) = [c for c in g.players[0].graveyard if g.objects[c].name == "Cabal Therapy"]
    (bears,) = named(g, "Grizzly Bears")
    assert g.cast_problem(0, card) is None
    g.answer(Cast(card))
    assert g.pending.data["options"] == [bears] and g.pending.data["cost_part"] == "sacrifice"
    g.answer(Choose(bears))
    if g.pending.kind is Kind.TARGETS:
        g.answer(Targets((PlayerRef(1),)))
    assert not named(g, "Grizzly Bears")


def test_cr_702_74a_an_evoked_creature_is_sacrificed_when_it_enters() -> None:
    assert status("Mulldrifter") == "automated"
    s = table([], hand=["Mulldrifter"], battlefield=["Island", "Island", "Island"], library=["Forest"] * 10)
    g = s.game
    g.answer(Cast(_in_hand(g, "Mulldrifter")))
    d = g.pending
    assert d.rule == "601.2b" and d.data["cast_method"] == ["evoke"] or d.kind is Kind.PAY
    if d.kind is Kind.CHOOSE:
        g.answer(Choose(0))
    assert g.pending.data["cost"] == "{2}{U}"
    g.answer(Pay(auto=True))
    hand = len(g.players[0].hand)
    _pass_until_empty(g)
    _pass_until_empty(g)
    assert not named(g, "Mulldrifter")
    assert "Mulldrifter" in [g.objects[c].name for c in g.players[0].graveyard]
    assert len(g.players[0].hand) == hand + 2  # its own enters trigger still draws two


def test_cr_702_109a_a_dashed_creature_has_haste_and_returns_at_the_end_step() -> None:
    assert status("Mardu Scout") == "automated"
    s = table([], hand=["Mardu Scout"], battlefield=["Mountain", "Mountain"])
    g = s.game
    g.answer(Cast(_in_hand(g, "Mardu Scout")))
    if g.pending.kind is Kind.CHOOSE:
        g.answer(Choose(g.pending.data["cast_method"].index("dash")))
    g.answer(Pay(auto=True))
    _pass_until_empty(g)
    (scout,) = named(g, "Mardu Scout")
    assert g.has_keyword(scout, "Haste")
    for _ in range(60):
        if g.pending is None or g.step is not None and g.step.value == "cleanup" or g.turn > 3:
            break
        d = g.pending
        g.answer(d.options()[0] if d.options() else d.suggest())
    assert not named(g, "Mardu Scout")
    assert "Mardu Scout" in [g.objects[c].name for c in g.players[0].hand]


# ----------------------------------------------------------------------------- additional costs, cost changes

def test_cr_601_2b_an_additional_cost_sacrifice_is_chosen_and_paid() -> None:
    assert status("Village Rites") == "automated"
    s = table([], hand=["Village Rites"], battlefield=["Swamp", "Grizzly Bears"], library=["Forest"] * 10)
    g = s.game
    (bears,) = named(g, "Grizzly Bears")
    g.answer(Cast(_in_hand(g, "Village Rites")))
    assert g.pending.data["options"] == [bears]
    g.answer(Choose(bears))
    g.answer(Pay(auto=True))
    assert not named(g, "Grizzly Bears")
    _pass_until_empty(g)
    assert len(g.players[0].hand) == 2


def test_cr_601_2b_without_a_creature_to_sacrifice_the_spell_cannot_be_cast() -> None:
    s = table([], hand=["Village Rites"], battlefield=["Swamp"])
    g = s.game
    rites = _in_hand(g, "Village Rites")
    assert g.cast_problem(0, rites).rule == "117.3"
    assert Cast(rites) not in g.legal_actions(0)


def test_cr_601_2f_a_cost_reduction_lowers_the_generic_part() -> None:
    s = table([], hand=["Hill Giant"], battlefield=["Ruby Medallion", "Mountain", "Mountain", "Mountain"])
    g = s.game
    giant = _in_hand(g, "Hill Giant")
    assert Cast(giant) in g.legal_actions(0)  # three lands for a four-mana spell
    g.answer(Cast(giant))  # {3}{R}, one less: {2}{R}
    assert g.pending.kind is Kind.PAY and g.pending.data["cost"] == "{2}{R}"


def test_cr_601_2f_thalia_makes_noncreature_spells_cost_more_for_everyone() -> None:
    s = table([], hand=["Lightning Bolt"], battlefield=["Thalia, Guardian of Thraben", "Mountain"])
    g = s.game
    bolt = _in_hand(g, "Lightning Bolt")
    assert g.cast_problem(0, bolt).rule == "117.3"


def test_cr_702_41a_affinity_for_artifacts_reduces_the_cost_per_artifact() -> None:
    s = table([], hand=["Frogmite"], battlefield=["Ornithopter"] * 4)
    g = s.game
    frog = _in_hand(g, "Frogmite")
    assert g.cast_problem(0, frog) is None and Cast(frog) in g.legal_actions(0)
    g.answer(Cast(frog))
    assert g.pending.kind is Kind.PRIORITY and g.stack[-1].source_name == "Frogmite"


def test_cr_702_66a_delve_exiles_cards_from_the_graveyard_to_pay_generic_mana() -> None:
    assert status("Treasure Cruise") == "automated"
    s = table([], hand=["Treasure Cruise", "Island", "Island", "Island", "Island", "Island", "Island", "Island"],
              battlefield=["Island"], library=["Forest"] * 10)
    g = s.game
    for c in [c for c in g.players[0].hand if g.objects[c].name == "Island"]:
        g.move(c, Zone.GRAVEYARD)
    cruise = _in_hand(g, "Treasure Cruise")
    assert g.cast_problem(0, cruise) is None
    g.answer(Cast(cruise))
    for _ in range(7):
        d = g.pending
        assert d.kind is Kind.CHOOSE and d.rule == "702.66a" and d.data["delve"]
        g.answer(Choose(d.data["options"][0]))
    assert g.pending.kind is Kind.PAY and g.pending.data["cost"] == "{U}"
    g.answer(Pay(auto=True))
    assert len(g.players[0].exile) == 7 and not g.players[0].graveyard


# ----------------------------------------------------------------------------- kicker

def test_cr_702_33d_burst_lightning_deals_4_if_kicked_and_2_if_not() -> None:
    assert status("Burst Lightning") == "automated"
    for kick, life in ((1, 16), (0, 18)):
        s = table([], hand=["Burst Lightning"], battlefield=["Mountain"] * 5)
        g = s.game
        g.answer(Cast(_in_hand(g, "Burst Lightning")))
        d = g.pending
        assert d.kind is Kind.CHOOSE and d.rule == "702.33a" and d.data["kicker"]
        g.answer(Choose(kick))
        g.answer(Targets((PlayerRef(1),)))
        assert g.pending.data["cost"] == ("{4}{R}" if kick else "{R}")
        g.answer(Pay(auto=True))
        _pass_until_empty(g)
        assert g.players[1].life == life


def test_cr_702_33a_the_kicker_is_offered_only_when_it_can_be_paid() -> None:
    s = table([], hand=["Burst Lightning"], battlefield=["Mountain"])
    g = s.game
    g.answer(Cast(_in_hand(g, "Burst Lightning")))
    assert g.pending.kind is Kind.TARGETS


def test_cr_702_33d_a_kicked_creatures_enters_trigger_knows_it_was_kicked() -> None:
    assert status("Goblin Bushwhacker") == "automated"
    for kick in (1, 0):
        s = table([], hand=["Goblin Bushwhacker"], battlefield=["Mountain", "Mountain", "Grizzly Bears"])
        g = s.game
        g.answer(Cast(_in_hand(g, "Goblin Bushwhacker")))
        g.answer(Choose(kick))
        g.answer(Pay(auto=True))
        _pass_until_empty(g)
        (bears,) = named(g, "Grizzly Bears")
        assert g.has_keyword(bears, "Haste") is bool(kick)
        assert g.power(bears) == 2 + kick


# ----------------------------------------------------------------------------- what the compiler reads

def _statics(name: str) -> list[dict[str, Any]]:
    return [a for a in compile_card(record(name)).record["abilities"] if a.get("kind") == "static"]


def test_cr_601_2b_alternative_costs_keep_their_conditions() -> None:
    (snuff,) = [a for a in _statics("Snuff Out") if a["static"] == "alternative_cost"]
    assert snuff["condition"] == {"control_subtype": "Swamp"} and snuff["costs"] == [{"life": 4}]
    (collapse,) = [a for a in _statics("Mine Collapse") if a["static"] == "alternative_cost"]
    assert collapse["condition"] == "your_turn"


def test_cr_601_2b_an_additional_cost_of_either_type() -> None:
    (dispute,) = [a for a in _statics("Deadly Dispute") if a["static"] == "additional_cost"]
    assert dispute["costs"] == [{"sacrifice": {"types_any": ["Artifact", "Creature"]}, "count": 1}]


def test_cr_601_2b_a_choice_between_two_costs_is_announced_and_one_with_mana_stays_by_hand() -> None:
    (shards,) = [a for a in _statics("Bone Shards") if a["static"] == "additional_cost"]
    assert shards["choices"] == [[{"sacrifice": {"types_any": ["Creature"]}, "count": 1}], [{"discard": {}, "count": 1}]]
    lines = compile_card(record("Redirect Lightning")).lines
    assert lines[0].status == "by_hand"  # "pay 5 life or pay {2}": mana in a choice is not read


def test_cr_903_3_without_a_commander_the_will_cards_choose_one() -> None:
    from mtgtable.oracle.compiler import _Card
    head = _Card(record("Jeska's Will")).modal_head(
        "Choose one. If you control a commander as you cast this spell, you may choose both instead.")
    assert head == {"kind": "spell"}


def test_cr_107_3b_an_x_spell_keeps_its_alternative_cost_by_hand() -> None:
    from mtgtable.oracle.cost_lines import cost_line
    line = "You may pay 1 life rather than pay this spell's mana cost."
    assert cost_line(line, ("Sorcery",), True) is None and cost_line(line, ("Sorcery",), False) is not None


def test_cr_702_34a_battle_screech_flashes_back_by_tapping_creatures_that_just_arrived() -> None:
    """"Tap three untapped white creatures you control" is not a {T} cost: creatures that came
    under their controller's control this turn may pay it (CR 302.6 restricts only {T} abilities)."""
    assert status("Battle Screech") == "automated"
    lions = [{"card": "Savannah Lions", "sick": True}] * 3
    s = table([], hand=["Battle Screech"], battlefield=lions + [{"card": "Grizzly Bears"}])
    g = s.game
    g.move(_in_hand(g, "Battle Screech"), Zone.GRAVEYARD)
    (card,) = g.players[0].graveyard
    assert Cast(card) in g.legal_actions(0)
    g.answer(Cast(card))
    white = named(g, "Savannah Lions")
    assert g.pending.data["options"] == white  # green Grizzly Bears can't pay
    for lion in white:
        g.answer(Choose(lion))
    assert all(g.objects[c].tapped for c in white)
    _pass_until_empty(g)
    assert len(named(g, "Bird")) == 2 and "Battle Screech" in [g.objects[c].name for c in g.players[0].exile]


def test_cr_601_2f_a_creature_type_cost_reduction_is_read_and_other_words_are_not() -> None:
    from mtgtable.oracle.cost_lines import cost_line
    dragons = cost_line("Dragon spells you cast cost {1} less to cast.", ("Creature",), False)
    assert dragons is not None and dragons["spells"] == {"subtypes_any": ["Dragon"]}
    assert cost_line("Historic spells you cast cost {1} less to cast.", ("Creature",), False) is None
