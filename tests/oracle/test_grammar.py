"""The grammar fails closed: every word must be read, or the line stays by hand."""

from __future__ import annotations

import pytest

from mtgtable.oracle import compile_card


def _card(text: str, types: tuple[str, ...] = ("Instant",), cost: str = "{1}{R}") -> dict[str, object]:
    return {"name": "Test Card", "manaCost": cost, "type": " ".join(types), "types": list(types),
            "subtypes": [], "text": text}


@pytest.mark.parametrize("text", [
    "Up to one target creature gets +2/+2 until end of turn.",
    "Counter target spell unless its controller pays {3}.",
    "Test Card deals damage equal to its power to any target.",
    "Destroy target creature. Its controller gains life equal to its toughness.",
    "Draw a card for each creature you control.",
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


def test_cr_700_2_a_modal_spell_stays_by_hand_with_its_modes() -> None:
    compiled = compile_card(_card("Choose one —\n• Destroy target artifact.\n• Draw a card."))
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
