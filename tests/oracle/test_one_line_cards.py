"""Real-deck cards one line away from automated (issue #10), compiled from their Oracle text and played:
Manamorphose's two mana in any combination of colors (CR 106.1, 608.2d), ...
"""

from __future__ import annotations

from typing import Any

from mtgtable.engine import Choose, Kind
from mtgtable.oracle import compile_card
from mtgtable.engine.data.cards import card_from_json
from mtgtable.engine.text.ability_text import ability_text

from .corpus import record, settle, table


def _status(name: str) -> str:
    return compile_card(record(name)).status


def _text(name: str) -> str:
    """The card's compiled abilities rendered back (what the card panel shows, then translated)."""
    return " ".join(ability_text(a) for a in card_from_json(compile_card(record(name)).record).abilities)


def _until_choice(s: Any, most: int = 10) -> None:
    """Pass priority until a decision other than priority waits (the resolving spell's choice)."""
    g = s.game
    for _ in range(most):
        if g.pending.kind is not Kind.PRIORITY:
            return
        g.answer(next(o for o in g.pending.options() if str(o) == "pass"))


# ----------------------------------------------------------------------------- mana of any combination (CR 106.1)

def test_cr_106_1_manamorphose_adds_two_mana_each_of_a_chosen_color_and_draws() -> None:
    assert _status("Manamorphose") == "automated"
    s = table(["Manamorphose"], hand=["Manamorphose"], battlefield=["Mountain", "Mountain"], library=["Island"])
    g = s.game
    s.answer("cast h0")
    s.answer("pay auto")
    _until_choice(s)
    d = g.pending
    assert d.data.get("mana_color") and d.rule == "106.4"
    g.answer(Choose(0))  # white for the first mana (CR 608.2d: chosen as it resolves)
    assert g.pending.data.get("mana_color")
    g.answer(Choose(1))  # blue for the second
    settle(s)
    assert sorted(g.players[0].pool.units()) == ["U", "W"]
    assert [g.objects[c].name for c in g.players[0].hand] == ["Island"]
    assert "Add 2 mana in any combination of colors." in _text("Manamorphose")
