"""Mana that may be spent only on some spells (CR 106.6, engine.restricted_mana) and the cost
"Tap an untapped creature you control" (CR 602.2b, 118.3, engine.tap_costs), compiled from
the cards' Oracle text and played through the engine."""

from __future__ import annotations

import pytest

from mtgtable.engine import IllegalAnswer, Kind
from mtgtable.engine.text.ability_text import ability_text
from mtgtable.engine.data.cards import card_from_json
from mtgtable.engine.rules.mana import ManaCost
from mtgtable.oracle import compile_card

from .corpus import record, table


def _lines(name: str) -> dict[str, str]:
    return {r.text: r.status for r in compile_card(record(name)).lines}


@pytest.mark.parametrize("name", ["Eldrazi Temple", "Haven of the Spirit Dragon", "Cavern of Souls",
                                  "Delighted Halfling"])
def test_cr_106_6_the_spend_only_mana_line_compiles(name: str) -> None:
    lines = _lines(name)
    spend = [t for t in lines if "Spend this mana only" in t]
    assert spend and all(lines[t] == "automated" for t in spend), lines


def test_cr_106_6_a_restriction_the_engine_does_not_know_stays_by_hand() -> None:
    rec = {"name": "Test Mana Rock", "manaCost": "{2}", "type": "Artifact", "types": ["Artifact"],
           "text": "{T}: Add {C}{C}. Spend this mana only on costs that include {X}."}
    assert compile_card(rec).by_hand


def test_cr_106_6_eldrazi_temple_mana_pays_for_a_colorless_eldrazi_spell() -> None:
    s = table([], hand=["Matter Reshaper"], battlefield=[{"card": "Eldrazi Temple", "alias": "t"}, "Wastes"])
    g = s.game
    assert g.cast_problem(0, s.id("h0"), 0) is None  # {2}{C}: {C}{C} from the Temple, {C} from the Wastes
    s.answer("cast h0")
    s.answer("pay auto")
    assert g.stack and g.stack[-1].source_name == "Matter Reshaper"
    assert g.players[0].pool.total() == 0


def test_cr_106_6_eldrazi_temple_mana_cannot_pay_for_another_spell() -> None:
    s = table([], hand=["Wicker Witch"], battlefield=[{"card": "Eldrazi Temple", "alias": "t"}, "Wastes"])
    g = s.game
    problem = g.cast_problem(0, s.id("h0"), 0)
    assert problem is not None and problem.rule == "117.3"  # only {C}{C} unrestricted: the Temple's {C} + Wastes


def test_cr_106_6_restricted_mana_in_the_pool_is_not_spent_on_what_it_may_not_pay_for() -> None:
    s = table([], hand=["Wicker Witch"], battlefield=[{"card": "Eldrazi Temple", "alias": "t"}, "Wastes", "Wastes"])
    g = s.game
    s.answer("activate t 1")  # {T}: Add {C}{C}, spend only on colorless Eldrazi
    pool = g.players[0].pool
    assert pool.total() == 2 and pool.units() == [] and "*" in str(pool)
    assert g.cast_problem(0, s.id("h0"), 0) is not None  # {3}: two Wastes and restricted mana
    with pytest.raises(IllegalAnswer):
        s.answer("cast h0")
    assert pool.total() == 2, "nothing was spent"


def test_cr_106_6_haven_of_the_spirit_dragon_makes_any_color_only_for_a_dragon() -> None:
    s = table([], hand=["Grizzly Bears"], battlefield=["Haven of the Spirit Dragon", "Wastes"])
    g = s.game
    problem = g.cast_problem(0, s.id("h0"), 0)
    assert problem is not None and problem.rule == "117.3"  # its {G} is for a Dragon creature spell only


def test_cr_106_6_cavern_of_souls_mana_casts_the_chosen_type_and_that_spell_cant_be_countered() -> None:
    s = table([], hand=["Cavern of Souls", "Grizzly Bears", "Llanowar Elves"], battlefield=["Plains"])
    g = s.game
    s.answer("land h0")
    d = g.pending
    assert d.kind is Kind.CHOOSE
    labels = d.data["labels"]
    g.answer(next(o for o in d.options() if labels[o.choice] == "Bear"))
    cavern = g.battlefield[-1]
    assert g.objects[cavern].name == "Cavern of Souls"
    elves = s.id("h2")
    problem = g.cast_problem(0, elves, 0)
    assert problem is not None and problem.rule == "117.3", "an Elf is not the chosen type"
    s.answer("cast h1")  # {1}{G}: {G} only from the Cavern, for a Bear
    s.answer("pay auto")
    item = g.stack[-1]
    assert item.source_name == "Grizzly Bears" and item.info.get("cant_be_countered") is True
    from mtgtable.engine import operations as ops
    ops.counter_spell(g.state, item.id, "a test")
    assert g.stack and g.stack[-1].id == item.id, "CR 106.6 / 101.2: it can't be countered"


def test_cr_106_6_the_restriction_reads_in_the_ability_text() -> None:
    card = card_from_json(compile_card(record("Eldrazi Temple")).record)
    text = " ".join(ability_text(a) for a in card.abilities)
    assert "Spend this mana only to cast colorless Eldrazi spells" in text


@pytest.mark.parametrize("name", ["Holdout Settlement", "Survivors' Encampment", "Birchlore Rangers",
                                  "Springleaf Drum"])
def test_cr_602_2b_tap_an_untapped_creature_you_control_compiles(name: str) -> None:
    lines = _lines(name)
    assert any("untapped" in t and st == "automated" for t, st in lines.items()), lines


def test_cr_302_6_a_summoning_sick_creature_may_be_tapped_for_a_cost_that_is_not_its_own_tap() -> None:
    s = table([], battlefield=[{"card": "Survivors' Encampment", "alias": "e"},
                               {"card": "Grizzly Bears", "alias": "b", "sick": True}])
    g = s.game
    e, b = s.id("e"), s.id("b")
    s.answer("activate e 1 color=G")
    d = g.pending
    assert d.kind is Kind.CHOOSE and d.rule == "602.2b"
    s.answer(f"choose {b}")
    assert g.objects[b].tapped and g.objects[e].tapped
    assert g.players[0].pool.units() == ["G"]


def test_cr_118_3_the_cost_cannot_be_paid_without_an_untapped_creature() -> None:
    s = table([], battlefield=[{"card": "Survivors' Encampment", "alias": "e"},
                               {"card": "Grizzly Bears", "alias": "b", "tapped": True}])
    g = s.game
    problem = g.activate_problem(0, s.id("e"), 1, "G")
    assert problem is not None and problem.rule == "118.3"


def test_cr_602_2b_tap_two_untapped_elves_may_tap_the_source_itself() -> None:
    s = table([], battlefield=[{"card": "Birchlore Rangers", "alias": "r", "sick": True},
                               {"card": "Llanowar Elves", "alias": "l", "sick": True}])
    g = s.game
    r, l = s.id("r"), s.id("l")
    assert g.activate_problem(0, r, 0, "U") is None  # no {T}: summoning sickness does not matter (CR 302.6)
    s.answer("activate r 0 color=U")
    s.answer(f"choose {r}")
    s.answer(f"choose {l}")
    assert g.objects[r].tapped and g.objects[l].tapped
    assert g.players[0].pool.units() == ["U"]


def test_cr_602_2b_the_automatic_payment_never_taps_a_creature_for_the_cost() -> None:
    s = table([], hand=["Grizzly Bears"], battlefield=["Survivors' Encampment", "Wastes",
                                                       {"card": "Llanowar Elves", "alias": "l"}])
    g = s.game
    # The Encampment's any-colour ability needs a creature chosen: the payment takes Llanowar's {G}.
    s.answer("cast h0")
    s.answer("pay auto")
    assert g.stack[-1].source_name == "Grizzly Bears"


def test_cr_106_6_interplanar_beacon_makes_two_colors_only_for_a_planeswalker_spell() -> None:
    s = table([], hand=["Grizzly Bears"], battlefield=[{"card": "Interplanar Beacon", "alias": "b"}, "Wastes"])
    g = s.game
    b = s.id("b")
    problem = g.activate_problem(0, b, 1, "GG")
    assert problem is not None and problem.rule == "106.1", "two mana of different colors"
    s.answer("activate b 1 color=GW")
    s.answer("pay auto")  # {1}: the Wastes
    pool = g.players[0].pool
    assert sorted(t for t, _ in pool.restricted) == ["G", "W"] and pool.units() == []
    problem = g.cast_problem(0, s.id("h0"), 0)
    assert problem is not None and problem.rule == "117.3", "a creature spell is not a planeswalker spell"


def test_cr_701_17a_phyrexian_tower_sacrifices_a_creature_for_its_mana() -> None:
    s = table([], battlefield=[{"card": "Phyrexian Tower", "alias": "t"},
                               {"card": "Grizzly Bears", "alias": "b", "sick": True}])
    g = s.game
    t, b = s.id("t"), s.id("b")
    assert _lines("Phyrexian Tower")["{T}, Sacrifice a creature: Add {B}{B}."] == "automated"
    s.answer("activate t 1")
    d = g.pending
    assert d.kind is Kind.CHOOSE and d.rule == "602.2b" and [o.choice for o in d.options()[:-1]] == [b]
    s.answer(f"choose {b}")
    assert b not in g.battlefield and g.objects[t].tapped
    assert g.players[0].pool.units() == ["B", "B"]


def test_cr_118_3_phyrexian_tower_cannot_be_activated_without_a_creature_to_sacrifice() -> None:
    s = table([], battlefield=[{"card": "Phyrexian Tower", "alias": "t"}])
    g = s.game
    problem = g.activate_problem(0, s.id("t"), 1, "")
    assert problem is not None and problem.rule == "118.3"
    assert g.auto_payment(0, ManaCost.parse("{B}")) is None


def test_cr_106_6_restricted_mana_counts_for_a_spell_with_cost_rules_as_it_is_cast() -> None:
    """Found by the 5,000-game pool fuzz (seeds 20266286, 20266809): a spell with improvise or an
    alternative cost was judged payable with its restricted mana, then its cast found no method,
    because choosing the method counted the mana without the spell's purpose (CR 106.6, 601.2b)."""
    rec = {"name": "Improvising Eldrazi", "manaCost": "{3}", "type": "Creature — Eldrazi", "types": ["Creature"],
           "subtypes": ["Eldrazi"], "power": "2", "toughness": "2", "text": "Improvise", "keywords": ["Improvise"]}
    s = table([], hand=["Improvising Eldrazi"], battlefield=[{"card": "Eldrazi Temple", "alias": "t"}, "Wastes"],
              extra=[rec])
    g = s.game
    assert g.cast_problem(0, s.id("h0"), 0) is None  # {3}: {C}{C} from the Temple for an Eldrazi, {C} from Wastes
    s.answer("cast h0")
    while g.pending.kind is not Kind.PRIORITY:
        s.answer("pay auto" if g.pending.kind is Kind.PAY else "choose " + str(g.pending.data["options"][0]))
    assert g.stack and g.stack[-1].source_name == "Improvising Eldrazi"
