"""Ugin's Labyrinth: imprint a colorless card with mana value 7 or greater as it enters; {C}{C}
instead of {C} while a card is exiled with it; "{T}: Return the exiled card to its owner's hand"
(CR 607.2a, engine.linked_effects), compiled from its Oracle text."""

from __future__ import annotations

from mtgtable.engine import Kind

from .corpus import table


def _settle(s: object) -> None:
    g = s.game  # type: ignore[attr-defined]
    for _ in range(10):
        d = g.pending
        if d.kind is Kind.PRIORITY and g.stack:
            g.answer(d.options()[0])
        else:
            return


def test_cr_607_2a_ugins_labyrinth_makes_two_colorless_with_a_card_exiled_and_returns_it() -> None:
    s = table([], hand=["Ugin's Labyrinth", "Ulamog's Crusher", "Grizzly Bears"])
    g = s.game
    crusher, bears = s.id("h1"), s.id("h2")
    s.answer("land h0")
    _settle(s)
    d = g.pending
    assert d.kind is Kind.CHOOSE and d.rule == "607.2a"
    assert crusher in [o.choice for o in d.options()] and bears not in [o.choice for o in d.options()]
    s.answer(f"choose {crusher}")
    lab = next(o for o in g.battlefield if g.objects[o].name == "Ugin's Labyrinth")
    assert any(g.objects[c].name == "Ulamog's Crusher" for c in g.players[0].exile)
    s.answer(f"activate {lab} 0")
    assert g.players[0].pool.units() == ["C", "C"]


def test_cr_607_2a_ugins_labyrinth_without_an_exiled_card_makes_one_colorless() -> None:
    s = table([], hand=["Ugin's Labyrinth", "Grizzly Bears"])
    g = s.game
    s.answer("land h0")
    _settle(s)
    d = g.pending
    assert d.kind is Kind.CHOOSE and d.data["options"] == [-1]  # no colorless card of mana value 7+
    s.answer("choose -1")
    lab = next(o for o in g.battlefield if g.objects[o].name == "Ugin's Labyrinth")
    s.answer(f"activate {lab} 0")
    assert g.players[0].pool.units() == ["C"]


def test_cr_607_2a_the_exiled_card_returns_to_its_owners_hand() -> None:
    s = table([], hand=["Ugin's Labyrinth", "Ulamog's Crusher"])
    g = s.game
    s.answer("land h0")
    _settle(s)
    s.answer(f"choose {s.id('h1')}")
    lab = next(o for o in g.battlefield if g.objects[o].name == "Ugin's Labyrinth")
    s.answer(f"activate {lab} 1")
    _settle(s)
    assert any(g.objects[c].name == "Ulamog's Crusher" for c in g.players[0].hand)
    assert not g.players[0].exile
