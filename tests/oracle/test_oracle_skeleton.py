"""The compiler's contract: per-line status, fail closed, output accepted by the engine."""

from mtgtable.engine.data.cards import card_from_json
from mtgtable.oracle import compile_card


def _creature(text: str) -> dict[str, object]:
    return {"name": "Test", "manaCost": "{1}", "type": "Creature — Test", "types": ["Creature"],
            "subtypes": ["Test"], "power": "1", "toughness": "1", "text": text}


def test_cr_702_1_keyword_lines_are_automated() -> None:
    compiled = compile_card(_creature("Flying, vigilance (It attacks without tapping.)"))
    assert compiled.status == "automated"
    assert card_from_json(compiled.record).keywords >= {"Flying", "Vigilance"}


def test_unknown_line_stays_by_hand_and_the_card_is_partial() -> None:
    compiled = compile_card(_creature("Flying\nWhenever a frog croaks, ponder."))
    assert compiled.status == "partial"
    card = card_from_json(compiled.record)
    assert card.automation == "partial"
    assert card.by_hand == ("Whenever a frog croaks, ponder.",)


def test_every_line_unknown_is_a_by_hand_card() -> None:
    card = card_from_json(compile_card(_creature("Whenever a frog croaks, ponder.")).record)
    assert card.manual and card.automation == "by_hand"
