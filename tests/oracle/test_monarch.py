"""The monarch (CR 724): "When ~ enters, you become the monarch", compiled from the corpus,
and the designation's two triggered abilities."""

from __future__ import annotations

from mtgtable.engine import Kind
from mtgtable.engine.families.monarch import become
from mtgtable.engine.files.snapshot import snapshot
from mtgtable.oracle import compile_card

from .corpus import record, table


def _pass_until(s: object, pred: object, limit: int = 40) -> None:
    for _ in range(limit):
        if pred():  # type: ignore[operator]
            return
        d = s.game.pending  # type: ignore[attr-defined]
        if d.kind is Kind.DECLARE_ATTACKERS:
            s.answer("attack")  # type: ignore[attr-defined]
        elif d.kind is Kind.DECLARE_BLOCKERS:
            s.answer("block")  # type: ignore[attr-defined]
        else:
            s.answer("pass")  # type: ignore[attr-defined]
    raise AssertionError("never happened")


def test_cr_724_1_these_monarch_cards_compile_in_full() -> None:
    for name in ("Thorn of the Black Rose", "Palace Sentinels"):
        assert compile_card(record(name)).status == "automated", name


def test_cr_724_1_thorn_of_the_black_rose_makes_you_the_monarch_and_you_draw_at_your_end_step() -> None:
    s = table([], hand=["Thorn of the Black Rose"], battlefield=["Swamp", "Swamp", "Swamp", "Swamp"])
    s.answer("cast h0")
    s.answer("pay auto")
    _pass_until(s, lambda: s.game.state.monarch == 0)
    assert snapshot(s.game)["monarch"] == 0
    hand = len(s.game.players[0].hand)
    _pass_until(s, lambda: len(s.game.players[0].hand) == hand + 1)
    assert s.game.step.value == "end"
    assert any(e.rule == "724.1" for e in s.game.events)


def test_cr_724_2b_combat_damage_to_the_monarch_makes_the_attackers_controller_the_monarch() -> None:
    s = table([], battlefield=[{"card": "Grizzly Bears", "alias": "b"}])
    become(s.game.state, 1)
    s.game.state.objects[s.id("b")].sick = False
    _pass_until(s, lambda: s.game.pending.kind is Kind.DECLARE_ATTACKERS)
    s.answer(f"attack {s.id('b')}>p1")
    _pass_until(s, lambda: s.game.state.monarch == 0)
    assert s.game.players[1].life == 18
