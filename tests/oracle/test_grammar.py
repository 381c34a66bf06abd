"""The grammar fails closed: every word must be read, or the line stays by hand."""

from __future__ import annotations

import pytest

from mtgtable.oracle import compile_card


def _card(text: str, types: tuple[str, ...] = ("Instant",), cost: str = "{1}{R}") -> dict[str, object]:
    return {"name": "Test Card", "manaCost": cost, "type": " ".join(types), "types": list(types),
            "subtypes": [], "text": text}


@pytest.mark.parametrize("text", [
    "Up to one target creature gets +2/+2 until end of turn.",
    "Counter target spell unless its controller pays {X}.",  # ({3} compiles: CR 118.12)
    "Test Card deals damage equal to its power to any target.",
    "Destroy target creature. Its controller gains life equal to its mana value.",  # (toughness: Condemn)
    "Draw a card for each opponent you have.",
    "Target creature gets +2/+2 until end of turn if you control a Forest.",
    "Exile target creature. Return it to the battlefield at the beginning of the next end step.",
    "Deal 3 damage to any target.",
    "Destroy target creature and target artifact.",
])
def test_leftover_words_leave_the_line_by_hand(text: str) -> None:
    compiled = compile_card(_card(text))
    assert compiled.status == "by_hand", compiled.record["abilities"]
    assert compiled.lines[0].reason


def test_the_subject_carries_across_and() -> None:
    ab = compile_card(_card("Target player draws two cards and loses 2 life.", ("Sorcery",))).record["abilities"][0]
    assert ab["targets"] == ["player"]
    assert ab["effects"] == [{"do": "draw", "amount": 2, "who": 0}, {"do": "lose_life", "amount": 2, "who": 0}]


def test_cr_107_3_x_is_read_only_on_a_spell_with_x_in_its_cost() -> None:
    assert compile_card(_card("Test Card deals X damage to any target.", cost="{X}{R}")).status == "automated"
    assert compile_card(_card("Test Card deals X damage to any target.")).status == "by_hand"


def test_cr_700_2_choose_one_compiles_into_modes() -> None:
    compiled = compile_card(_card("Choose one —\n• Destroy target artifact.\n• Draw a card."))
    assert [ln.status for ln in compiled.lines] == ["automated"] * 3
    (ab,) = compiled.record["abilities"]
    assert [m["effects"][0]["do"] for m in ab["modes"]] == ["destroy", "draw"]
    assert ab["modes"][0]["targets"] == ["artifact"] and "targets" not in ab


def test_cr_700_2_choose_two_compiles_with_how_many_modes_are_chosen() -> None:
    compiled = compile_card(_card("Choose two —\n• Destroy target artifact.\n• Draw a card.\n• Scry 1."))
    assert [ln.status for ln in compiled.lines] == ["automated"] * 4
    assert compiled.record["abilities"][0]["choose"] == {"min": 2, "max": 2}
    compiled = compile_card(_card("Choose one that hasn't been chosen this turn —\n• Destroy target artifact.\n"
                                  "• Draw a card."))
    assert [ln.status for ln in compiled.lines] == ["by_hand"] * 3
    compiled = compile_card(_card("Choose one —\n• Destroy target artifact.\n• Frobnicate."))
    assert [ln.status for ln in compiled.lines] == ["by_hand"] * 3


def test_cr_608_2d_you_may_is_a_choice_on_resolution() -> None:
    ab = compile_card(_card("When this creature enters, you may draw a card.", ("Creature",))).record["abilities"][0]
    assert ab["effects"][0]["do"] == "may" and ab["effects"][0]["effects"] == [
        {"do": "draw", "amount": 1, "who": "you"}]


def test_a_line_the_engine_refuses_stays_by_hand() -> None:
    # Every ability compiled passes the engine's own vocabulary check (card_from_json).
    compiled = compile_card(_card("{T}: Add {C}.", ("Artifact",)))
    assert compiled.status == "automated"


def test_cr_207_2_reminder_text_is_not_rules_text() -> None:
    compiled = compile_card(_card("Flying (This creature can't be blocked except by creatures with flying.)",
                                  ("Creature",)))
    assert compiled.status == "automated"


@pytest.mark.parametrize("text", ["When this creature dies, put a +1/+1 counter on this creature."])
def test_cr_700_4_after_it_died_it_is_not_the_permanent(text: str) -> None:
    assert compile_card(_card(text, ("Creature",))).status == "by_hand"


def test_cr_400_7d_when_it_dies_return_it_finds_the_card_it_became_not_the_permanent() -> None:
    # "it" is the new object in the graveyard (CR 400.7d), not the permanent: return_it, not "bounce self".
    compiled = compile_card(_card("When this creature dies, return it to its owner's hand.", ("Creature",)))
    assert compiled.status == "automated"
    assert compiled.record["abilities"][0]["effects"] == [{"do": "return_it"}]


def test_a_dying_creature_still_deals_its_damage() -> None:
    compiled = compile_card(_card("When this creature dies, it deals 2 damage to any target.", ("Creature",)))
    assert compiled.status == "automated"


def test_cr_702_114a_devoid_makes_the_card_colorless() -> None:
    from mtgtable.engine.data.cards import card_from_json
    compiled = compile_card({**_card("Devoid\nFlying", ("Creature",), "{2}{U}"), "power": "1", "toughness": "1"})
    assert compiled.status == "automated" and card_from_json(compiled.record).colors == frozenset()
