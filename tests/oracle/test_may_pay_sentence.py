""""You may pay {2}. If you do, you draw a card and you lose 2 life." (Eye of Vecna): everything the
"If you do" sentence says happens only if it was paid (CR 608.2c, 608.2d), not its first clause alone."""

from __future__ import annotations

import pytest

from mtgtable.oracle import compile_card

from .corpus import record


def _may_pay(name: str, text_start: str) -> list[dict]:
    compiled = compile_card(record(name))
    assert compiled.status == "automated"
    ab = next(a for a in compiled.record["abilities"] if str(a.get("text", "")).startswith(text_start))
    assert [e["do"] for e in ab["effects"]] == ["may_pay"]  # nothing after it is unconditional
    return [e["do"] for e in ab["effects"][0]["effects"]]


@pytest.mark.parametrize("name, start, inner", [
    ("Eye of Vecna", "At the beginning of your upkeep", ["draw", "lose_life"]),
    ("Customs Depot", "Whenever you cast a creature spell", ["draw", "discard"]),
    ("Necromaster Dragon", "Whenever this creature deals combat damage", ["token", "mill"]),
    ("Mana Vault", "At the beginning of your upkeep", ["untap"]),
])
def test_cr_608_2c_the_whole_if_you_do_sentence_is_conditional(name: str, start: str, inner: list[str]) -> None:
    assert _may_pay(name, start) == inner
