"""Linked abilities (CR 607): imprint and "the exiled card", compiled from the corpus's
Oracle text and played through the engine."""

from __future__ import annotations

import pytest

from mtgtable.engine import IllegalAnswer, Kind
from mtgtable.engine.objects import Zone
from mtgtable.oracle import compile_card

from .corpus import record, table


@pytest.mark.parametrize("name", ["Chrome Mox", "Oblivion Ring", "Journey to Nowhere", "Fiend Hunter"])
def test_cr_607_2a_these_linked_abilities_compile_in_full(name: str) -> None:
    assert compile_card(record(name)).status == "automated", name


def _resolve(s: object) -> None:
    s.answer("pass")  # type: ignore[attr-defined]
    s.answer("pass")  # type: ignore[attr-defined]


def _named(s: object, name: str, zone: Zone) -> int:
    return next(o.id for o in s.game.objects.values() if o.name == name and o.zone is zone)  # type: ignore[attr-defined]


def _mox(s: object, exile: str | None) -> int:
    s.answer("cast h0")  # type: ignore[attr-defined]
    _resolve(s)  # Chrome Mox resolves; its imprint ability triggers
    _resolve(s)
    d = s.game.pending  # type: ignore[attr-defined]
    assert d.kind is Kind.CHOOSE and d.rule == "607.2a"
    if exile is None:
        s.answer("choose -1")  # type: ignore[attr-defined]
    else:
        s.answer(f"choose {s.id(exile)}")  # type: ignore[attr-defined]
    return _named(s, "Chrome Mox", Zone.BATTLEFIELD)


def test_cr_607_2a_chrome_mox_taps_for_the_colours_of_the_card_it_exiled() -> None:
    s = table([], hand=["Chrome Mox", "Lightning Bolt", "Forest"])
    mox = _mox(s, "h1")
    assert _named(s, "Lightning Bolt", Zone.EXILE)
    with pytest.raises(IllegalAnswer):
        s.answer(f"activate #{mox} 0 color=G")
    s.answer(f"activate #{mox} 0 color=R")
    assert list(s.game.players[0].pool.units()) == ["R"]


def test_cr_607_2a_chrome_mox_cant_exile_a_land_and_without_a_card_makes_no_mana() -> None:
    s = table([], hand=["Chrome Mox", "Forest"])
    s.answer("cast h0")
    _resolve(s)
    _resolve(s)
    d = s.game.pending
    assert d.kind is Kind.CHOOSE and d.data["options"] == [-1]  # the Forest is a land
    s.answer("choose -1")
    mox = _named(s, "Chrome Mox", Zone.BATTLEFIELD)
    with pytest.raises(IllegalAnswer):
        s.answer(f"activate #{mox} 0 color=G")


def test_cr_607_2a_oblivion_ring_returns_the_card_it_exiled_when_it_leaves() -> None:
    s = table([], hand=["Oblivion Ring", "Naturalize"], battlefield=["Plains", "Plains", "Plains", "Forest", "Forest"],
              their_battlefield=[{"card": "Grizzly Bears", "alias": "b"}])
    s.answer("cast h0")
    s.answer("pay auto")
    _resolve(s)
    d = s.game.pending
    assert d.kind is Kind.TARGETS
    ring = _named(s, "Oblivion Ring", Zone.BATTLEFIELD)
    assert ring not in d.data["candidates"][0], "another target: not itself"
    s.answer("targets b")
    _resolve(s)
    assert _named(s, "Grizzly Bears", Zone.EXILE)
    s.answer("cast h1")  # Naturalize the ring
    s.answer(f"targets #{ring}")
    s.answer("pay auto")
    _resolve(s)
    _resolve(s)  # the leaves-the-battlefield trigger
    bears = _named(s, "Grizzly Bears", Zone.BATTLEFIELD)
    assert s.game.objects[bears].controller == 1


def test_cr_603_10a_a_ring_that_leaves_before_its_exile_resolves_keeps_the_card_exiled_for_good() -> None:
    s = table([], hand=["Oblivion Ring", "Naturalize"], battlefield=["Plains", "Plains", "Plains", "Forest", "Forest"],
              their_battlefield=[{"card": "Grizzly Bears", "alias": "b"}])
    s.answer("cast h0")
    s.answer("pay auto")
    _resolve(s)
    s.answer("targets b")
    ring = _named(s, "Oblivion Ring", Zone.BATTLEFIELD)
    s.answer("cast h1")  # in response: Naturalize the ring
    s.answer(f"targets #{ring}")
    s.answer("pay auto")
    _resolve(s)  # Naturalize: the ring leaves, its return trigger finds nothing
    _resolve(s)
    _resolve(s)  # the enters trigger: the Bears are exiled, and nothing will return them
    assert _named(s, "Grizzly Bears", Zone.EXILE)
    assert not s.game.stack


def _banish(s: object) -> None:
    s.answer("cast h0")  # type: ignore[attr-defined]
    s.answer("pay auto")  # type: ignore[attr-defined]
    _resolve(s)
    s.answer("targets b")  # type: ignore[attr-defined]


def test_cr_610_3c_banishing_light_exiles_until_it_leaves_and_the_card_returns_at_once() -> None:
    assert compile_card(record("Banishing Light")).status == "automated"
    s = table([], hand=["Banishing Light", "Naturalize"], battlefield=["Plains", "Plains", "Plains", "Forest", "Forest"],
              their_battlefield=[{"card": "Grizzly Bears", "alias": "b"}])
    _banish(s)
    _resolve(s)
    assert _named(s, "Grizzly Bears", Zone.EXILE)
    light = _named(s, "Banishing Light", Zone.BATTLEFIELD)
    s.answer("cast h1")
    s.answer(f"targets #{light}")
    s.answer("pay auto")
    _resolve(s)  # no trigger: the Bears are back before anyone gets priority
    bears = _named(s, "Grizzly Bears", Zone.BATTLEFIELD)
    assert s.game.objects[bears].controller == 1 and not s.game.stack
    assert any(e.rule == "610.3c" for e in s.game.events)


def test_cr_610_3c_a_light_that_left_before_its_ability_resolved_exiles_nothing() -> None:
    s = table([], hand=["Banishing Light", "Naturalize"], battlefield=["Plains", "Plains", "Plains", "Forest", "Forest"],
              their_battlefield=[{"card": "Grizzly Bears", "alias": "b"}])
    _banish(s)
    light = _named(s, "Banishing Light", Zone.BATTLEFIELD)
    s.answer("cast h1")
    s.answer(f"targets #{light}")
    s.answer("pay auto")
    _resolve(s)  # Naturalize
    _resolve(s)  # the enters ability: its source is gone
    assert _named(s, "Grizzly Bears", Zone.BATTLEFIELD)
