"""Dormant Volcano and the Karoos: "When this land enters, sacrifice it unless you return an
untapped Mountain you control to its owner's hand" (CR 118.12, engine.unless_return)."""

from __future__ import annotations

from mtgtable.engine import Kind

from .corpus import table


def _land(s: object) -> None:
    g = s.game  # type: ignore[attr-defined]
    s.answer("land h0")  # type: ignore[attr-defined]
    for _ in range(10):
        d = g.pending
        if d.kind is Kind.PRIORITY and g.stack:
            g.answer(d.options()[0])
        else:
            return


def test_cr_118_12_dormant_volcano_returns_an_untapped_mountain_to_stay() -> None:
    s = table([], hand=["Dormant Volcano"], battlefield=[{"card": "Mountain", "alias": "m"}])
    g = s.game
    m = s.id("m")
    _land(s)
    d = g.pending
    assert d.kind is Kind.CHOOSE and d.rule == "118.12" and [o.choice for o in d.options()] == [m, -1]
    s.answer(f"choose {m}")
    assert m not in g.battlefield and any(g.objects[c].name == "Mountain" for c in g.players[0].hand)
    volcano = next(o for o in g.battlefield if g.objects[o].name == "Dormant Volcano")
    assert g.objects[volcano].tapped  # "This land enters tapped" (CR 614.1c)


def test_cr_118_12_dormant_volcano_is_sacrificed_without_an_untapped_mountain() -> None:
    s = table([], hand=["Dormant Volcano"], battlefield=[{"card": "Mountain", "tapped": True}])
    g = s.game
    _land(s)
    assert not any(g.objects[o].name == "Dormant Volcano" for o in g.battlefield)
    assert g.objects[g.players[0].graveyard[-1]].name == "Dormant Volcano"


def test_cr_118_12_choosing_not_to_return_sacrifices_it() -> None:
    s = table([], hand=["Dormant Volcano"], battlefield=[{"card": "Mountain", "alias": "m"}])
    g = s.game
    _land(s)
    s.answer("choose -1")
    assert s.id("m") in g.battlefield
    assert not any(g.objects[o].name == "Dormant Volcano" for o in g.battlefield)
