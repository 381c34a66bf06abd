"""Modal heads beyond "Choose one —" (CR 700.2): modal activated abilities, "choose up to
one", the Confluences' "you may choose the same mode more than once", an ability word
before a modal trigger; and the mode effects added with them (graveyard cards of more
types, every permanent of a group)."""

from __future__ import annotations

from typing import Any

import pytest

from mtgtable.engine import Activate, Cast, Choose, IllegalAnswer, Kind, Pay
from mtgtable.engine.text.ability_text import describe
from mtgtable.engine.data.cards import card_from_json
from mtgtable.engine.decisions import Targets
from mtgtable.oracle import compile_card

from .corpus import named, record, table


def _in_hand(g: Any, name: str) -> int:
    return next(c for c in g.players[0].hand if g.objects[c].name == name)


def _resolve(g: Any) -> None:
    for _ in range(60):
        d = g.pending
        if d is None or not g.stack and d.kind is Kind.PRIORITY:
            return
        g.answer(d.options()[0] if d.options() else d.suggest())


def _labels(d: Any) -> dict[int, str]:
    return dict(d.data["labels"])


def test_cr_700_2d_fiery_confluence_may_choose_one_mode_three_times() -> None:
    s = table([], hand=["Fiery Confluence"], battlefield=["Mountain", "Mountain", "Mountain", "Mountain"])
    g = s.game
    g.answer(Cast(_in_hand(g, "Fiery Confluence")))
    d = g.pending
    assert d.rule == "700.2a"
    labels = _labels(d)
    # Three modes chosen three times with repetition: no artifact to target, so only the two others.
    assert all(t.count(" + ") == 2 for t in labels.values())
    assert not any("artifact" in t for t in labels.values())
    thrice = next(i for i, t in labels.items() if t.count("each opponent") == 3)
    g.answer(Choose(thrice))
    g.answer(Pay(auto=True))
    _resolve(g)
    assert g.players[1].life == 14


def test_cr_700_2d_a_mode_chosen_twice_has_targets_of_its_own() -> None:
    s = table([], hand=["Fiery Confluence"], battlefield=["Mountain", "Mountain", "Mountain", "Mountain"],
              their_battlefield=["Ornithopter", "Ornithopter"])
    g = s.game
    g.answer(Cast(_in_hand(g, "Fiery Confluence")))
    d = g.pending
    twice = next(i for i, t in _labels(d).items() if t.count("Destroy target artifact") == 2 and "opponent" in t)
    g.answer(Choose(twice))
    assert g.pending.data["specs"] == ["artifact", "artifact"]
    a, b = named(g, "Ornithopter", 1)
    g.answer(Targets((a, b)))
    g.answer(Pay(auto=True))
    _resolve(g)
    assert not named(g, "Ornithopter", 1) and g.players[1].life == 18


def test_cr_700_2b_a_modal_activated_ability_chooses_its_mode_as_it_is_activated() -> None:
    compiled = compile_card(record("Balm of Restoration"))
    assert compiled.status == "automated"
    s = table([], battlefield=["Balm of Restoration", "Plains"], life=15)
    g = s.game
    (balm,) = named(g, "Balm of Restoration")
    g.answer(Activate(balm, 0))
    d = g.pending
    assert d.kind is Kind.CHOOSE and d.rule == "700.2a"
    with pytest.raises(IllegalAnswer) as err:
        g.answer(Choose(7))
    assert err.value.rule == "700.2a"
    g.answer(Choose(next(i for i, t in _labels(d).items() if "gain 2 life" in t)))
    g.answer(Pay(auto=True))
    assert not named(g, "Balm of Restoration")  # sacrificed as a cost (CR 602.2b)
    _resolve(g)
    assert g.players[0].life == 17


def test_cr_602_5d_activate_only_as_a_sorcery_after_the_modes_is_read_with_them() -> None:
    rec = {"name": "Test Sorcery Engine", "types": ["Artifact"], "type": "Artifact", "manaCost": "{2}",
           "text": "{1}, {T}: Choose one —\n• You gain 2 life.\n• Draw a card.\nActivate only as a sorcery."}
    c = compile_card(rec)
    assert c.status == "automated"
    ab = card_from_json(c.record).abilities[0]
    assert ab.sorcery_speed and len(ab.modes) == 2
    other = compile_card({**rec, "text": rec["text"].replace("as a sorcery", "once each turn")})
    assert other.status == "by_hand"  # a limit the engine doesn't read keeps the whole ability by hand


def test_cr_207_2c_an_ability_word_before_a_modal_trigger_has_no_rules_meaning() -> None:
    c = compile_card(record("Retreat to Emeria"))
    assert c.status == "automated"
    ab = card_from_json(c.record).abilities[0]
    assert ab.trigger and len(ab.modes) == 2


def test_cr_700_2_choose_up_to_one_may_choose_no_mode() -> None:
    rec = {"name": "Test Up To One", "types": ["Creature"], "type": "Creature — Bear", "subtypes": ["Bear"],
           "manaCost": "{1}{G}", "power": "2", "toughness": "2",
           "text": "When this creature enters, choose up to one —\n• You gain 3 life.\n• Draw a card."}
    c = compile_card(rec)
    assert c.status == "automated"
    s = table([], hand=["Test Up To One"], battlefield=["Forest", "Forest"], extra=[rec])
    g = s.game
    g.answer(Cast(_in_hand(g, "Test Up To One")))
    g.answer(Pay(auto=True))
    for _ in range(10):
        d = g.pending
        if d.kind is Kind.CHOOSE and d.rule == "700.2a":
            break
        g.answer(d.options()[0])
    d = g.pending
    labels = _labels(d)
    assert len(labels) == 3 and "No mode" in labels.values()
    hand = len(g.players[0].hand)
    g.answer(Choose(next(i for i, t in labels.items() if t == "No mode")))
    _resolve(g)
    assert g.players[0].life == 20 and len(g.players[0].hand) == hand


@pytest.mark.parametrize("text, spec", [
    ("Return target enchantment card from your graveyard to your hand.", "enchantment_card_in_your_graveyard"),
    ("Return target permanent card from your graveyard to your hand.", "permanent_card_in_your_graveyard"),
    ("Return target creature card with mana value 2 or less from your graveyard to the battlefield.",
     "creature_card_in_your_graveyard:mv<=2"),
    ("Exile target instant card from a graveyard.", "instant_card_in_a_graveyard"),
])
def test_cr_115_1_graveyard_cards_of_more_types_are_targets(text: str, spec: str) -> None:
    c = compile_card({"name": "Test Gy", "types": ["Sorcery"], "type": "Sorcery", "manaCost": "{1}", "text": text})
    assert c.status == "automated"
    assert c.record["abilities"][0]["targets"] == [spec]


def test_cr_110_4_an_instant_card_is_not_returned_to_the_battlefield() -> None:
    c = compile_card({"name": "Test Gy", "types": ["Sorcery"], "type": "Sorcery", "manaCost": "{1}",
                      "text": "Return target instant card from your graveyard to the battlefield."})
    assert c.status == "by_hand"


def test_cr_110_4b_a_permanent_card_target_is_not_an_instant() -> None:
    from mtgtable.engine import operations as ops
    from mtgtable.engine.objects import Zone
    rec = {"name": "Test Regrowth", "types": ["Sorcery"], "type": "Sorcery", "manaCost": "{G}",
           "text": "Return target permanent card from your graveyard to your hand."}
    s = table([], hand=["Test Regrowth", "Lightning Bolt", "Ornithopter"], battlefield=["Forest"], extra=[rec])
    g = s.game
    for name in ("Lightning Bolt", "Ornithopter"):
        ops.move(g.state, _in_hand(g, name), Zone.GRAVEYARD)
    g.answer(Cast(_in_hand(g, "Test Regrowth")))
    (thopter,) = [c for c in g.players[0].graveyard if g.objects[c].name == "Ornithopter"]
    assert g.pending.data["candidates"] == [[thopter]]  # the Bolt is not a permanent card
    g.answer(Targets((thopter,)))
    g.answer(Pay(auto=True))
    _resolve(g)
    assert thopter not in g.players[0].graveyard and any(g.objects[c].name == "Ornithopter"
                                                        for c in g.players[0].hand)


def test_cr_608_2e_destroy_all_artifacts_and_enchantments_destroys_every_one_at_once() -> None:
    rec = {"name": "Test Shatterstorm", "types": ["Sorcery"], "type": "Sorcery", "manaCost": "{R}",
           "text": "Destroy all artifacts and enchantments. They can't be regenerated."}
    c = compile_card(rec)
    assert c.status == "automated"
    text = " ".join(t.format(**a) for t, a in describe(card_from_json(c.record).abilities[0]))
    assert text == "Destroy all artifacts and enchantments. They can't be regenerated."
    s = table([], hand=["Test Shatterstorm"], battlefield=["Mountain", "Ornithopter", "Grizzly Bears"],
              their_battlefield=["Ornithopter"], extra=[rec])
    g = s.game
    g.answer(Cast(_in_hand(g, "Test Shatterstorm")))
    g.answer(Pay(auto=True))
    _resolve(g)
    assert not named(g, "Ornithopter") and not named(g, "Ornithopter", 1) and named(g, "Grizzly Bears")


def test_cr_701_21_tap_all_creatures_your_opponents_control() -> None:
    rec = {"name": "Test Sleep", "types": ["Sorcery"], "type": "Sorcery", "manaCost": "{U}",
           "text": "Tap all creatures your opponents control."}
    assert compile_card(rec).status == "automated"
    s = table([], hand=["Test Sleep"], battlefield=["Island", "Grizzly Bears"],
              their_battlefield=["Grizzly Bears", "Ornithopter"], extra=[rec])
    g = s.game
    g.answer(Cast(_in_hand(g, "Test Sleep")))
    g.answer(Pay(auto=True))
    _resolve(g)
    assert all(g.objects[o].tapped for o in g.battlefield if g.objects[o].controller == 1)
    assert not any(g.objects[o].tapped for o in named(g, "Grizzly Bears"))


@pytest.mark.parametrize("text", ["Destroy all creatures.", "Destroy all creatures you don't control."])
def test_cr_608_2e_destroy_all_creatures_stays_what_it_was(text: str) -> None:
    c = compile_card({"name": "Test Wrath", "types": ["Sorcery"], "type": "Sorcery", "manaCost": "{W}", "text": text})
    assert c.record["abilities"][0]["effects"][0]["do"] == "destroy_all"


def test_cr_608_2e_a_group_the_engine_does_not_name_stays_by_hand() -> None:
    c = compile_card({"name": "Test Odd", "types": ["Sorcery"], "type": "Sorcery", "manaCost": "{W}",
                      "text": "Destroy all artifacts with mana value 3 or less."})
    assert c.status == "by_hand"


def test_cr_105_2a_sultai_charm_destroys_only_a_monocolored_creature() -> None:
    assert compile_card(record("Sultai Charm")).status == "automated"
    from mtgtable.engine.rules.targets import is_legal_target
    s = table([], battlefield=["Grizzly Bears", "Ornithopter"])
    g = s.game
    (bears,) = named(g, "Grizzly Bears")
    (thopter,) = named(g, "Ornithopter")
    assert is_legal_target(g.state, "monocolored_creature", bears, 1)
    assert not is_legal_target(g.state, "monocolored_creature", thopter, 1)  # colourless


def test_cr_115_1_brutalizer_exarch_puts_a_noncreature_permanent_on_the_bottom() -> None:
    assert compile_card(record("Brutalizer Exarch")).status == "automated"
    from mtgtable.engine.rules.targets import is_legal_target
    s = table([], battlefield=["Grizzly Bears", "Forest"])
    g = s.game
    (bears,) = named(g, "Grizzly Bears")
    (forest,) = named(g, "Forest")
    assert is_legal_target(g.state, "noncreature_permanent", forest, 0)
    assert not is_legal_target(g.state, "noncreature_permanent", bears, 0)


def test_cr_701_9a_each_player_discards_their_hand_then_draws_that_many() -> None:
    rec = {"name": "Test Wheel", "types": ["Sorcery"], "type": "Sorcery", "manaCost": "{R}",
           "text": "Each player discards all the cards in their hand, then draws that many cards."}
    assert compile_card(rec).status == "automated"
    s = table([], hand=["Test Wheel", "Grizzly Bears", "Ornithopter"], battlefield=["Mountain"], extra=[rec])
    g = s.game
    g.answer(Cast(_in_hand(g, "Test Wheel")))
    g.answer(Pay(auto=True))
    _resolve(g)
    me = g.players[0]
    assert len(me.hand) == 2 and {g.objects[c].name for c in me.graveyard} >= {"Grizzly Bears", "Ornithopter"}


def test_cr_120_3_rakdos_charm_each_creature_deals_damage_to_its_controller() -> None:
    assert compile_card(record("Rakdos Charm")).status == "automated"
    rec = {"name": "Test Feedback", "types": ["Sorcery"], "type": "Sorcery", "manaCost": "{R}",
           "text": "Each creature deals 1 damage to its controller."}
    s = table([], hand=["Test Feedback"], battlefield=["Mountain", "Grizzly Bears", "Ornithopter"],
              their_battlefield=["Grizzly Bears"], extra=[rec])
    g = s.game
    g.answer(Cast(_in_hand(g, "Test Feedback")))
    g.answer(Pay(auto=True))
    _resolve(g)
    assert g.players[0].life == 18 and g.players[1].life == 19


def test_cr_406_2_exile_all_graveyards() -> None:
    c = compile_card({"name": "Test Purge", "types": ["Sorcery"], "type": "Sorcery", "manaCost": "{B}",
                      "text": "Exile all graveyards."})
    assert c.record["abilities"][0]["effects"] == [{"do": "exile_graveyard", "who": "each_player"}]


def test_cr_701_5a_stifle_counters_an_activated_ability_on_the_stack() -> None:
    assert compile_card(record("Stifle")).status == "automated"
    s = table([], hand=["Stifle"], battlefield=["Balm of Restoration", "Plains", "Island"], life=15)
    g = s.game
    (balm,) = named(g, "Balm of Restoration")
    g.answer(Activate(balm, 0))
    d = g.pending
    g.answer(Choose(next(i for i, t in _labels(d).items() if "gain 2 life" in t)))
    g.answer(Pay(auto=True))
    ability = g.stack[-1].id
    g.answer(Cast(_in_hand(g, "Stifle")))
    assert g.pending.data["candidates"] == [[ability]]
    with pytest.raises(IllegalAnswer) as err:
        g.answer(Targets((balm,)))  # the permanent is not the ability
    assert err.value.rule == "115.1"
    g.answer(Targets((ability,)))
    g.answer(Pay(auto=True))
    _resolve(g)
    assert g.players[0].life == 15 and not g.stack  # the life gain was countered
    assert any(e.kind == "countered" and e.rule == "701.5a" for e in g.events)


def test_cr_701_34a_proliferate_adds_a_counter_of_each_kind_to_each_chosen_one() -> None:
    rec = {"name": "Test Proliferate", "types": ["Sorcery"], "type": "Sorcery", "manaCost": "{U}",
           "text": "Proliferate."}
    assert compile_card(rec).status == "automated"
    s = table([], hand=["Test Proliferate"], battlefield=["Island", "Grizzly Bears", "Ornithopter"], extra=[rec])
    g = s.game
    (bears,) = named(g, "Grizzly Bears")
    (thopter,) = named(g, "Ornithopter")
    g.add_counters(bears, "+1/+1", 1)
    g.add_counters(thopter, "-1/-1", 0)  # a kind left at zero (as CR 704.5q's annihilation leaves one) is no counter
    g.players[1].poison = 3
    g.answer(Cast(_in_hand(g, "Test Proliferate")))
    g.answer(Pay(auto=True))
    for _ in range(5):
        if g.pending.rule == "701.34a":
            break
        g.answer(g.pending.options()[0])
    d = g.pending
    assert set(d.data["options"]) == {bears, -3, -1}  # no counter on the Ornithopter; the opponent's poison
    with pytest.raises(IllegalAnswer) as err:
        g.answer(Choose(thopter))
    assert err.value.rule == "701.34a"
    g.answer(Choose(bears))
    g.answer(Choose(-3))
    _resolve(g)
    assert g.objects[bears].counters["+1/+1"] == 2 and g.players[1].poison == 4
