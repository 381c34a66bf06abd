"""Revealing cards from the top of a library until one of a kind (CR 701.20a) and exiling the top
cards (CR 406.3), compiled from the Oracle text and played: Demonic Consultation (a card name chosen
first, CR 201.3), Clifftop Lookout (a land onto the battlefield tapped, the rest on the bottom in a
random order)."""

from __future__ import annotations

import pytest

from typing import Any

from mtgtable.engine import Cast, Kind, Pay
from mtgtable.engine.answers import NameCard
from mtgtable.engine.data.cards import card_from_json
from mtgtable.engine.objects import Zone
from mtgtable.engine.text.ability_text import ability_text
from mtgtable.goldfish.pilot import HeuristicPilot
from mtgtable.oracle import compile_card

from .corpus import record, settle, status, table

#: Cards are named from the game's own cards here (CR 201.3), whatever earlier tests registered.
pytestmark = pytest.mark.usefixtures("game_card_names")


def _text(name: str) -> str:
    return " ".join(ability_text(a) for a in card_from_json(compile_card(record(name)).record).abilities)


_LIBRARY = ["Island", "Swamp", "Mountain", "Forest", "Plains", "Island",  # the top six, exiled
            "Grizzly Bears", "Lightning Bolt", "Serra Angel", "Ornithopter"]


def _consult(name: str | None) -> Any:
    s = table(["Demonic Consultation"], hand=["Demonic Consultation"], battlefield=["Swamp"], library=_LIBRARY)
    g = s.game
    g.answer(Cast(g.players[0].hand[0]))
    if g.pending.kind is Kind.PAY:
        g.answer(Pay(auto=True))
    for _ in range(5):
        if g.pending.kind is not Kind.PRIORITY:
            break
        g.answer(next(o for o in g.pending.options() if str(o) == "pass"))
    d = g.pending
    assert d.kind is Kind.CHOOSE and d.data.get("player_action") == "name_card" and d.data.get("own_library")
    g.answer(NameCard(name) if name is not None else HeuristicPilot(0).choose(g, d))
    settle(s)
    return s


def test_cr_701_20a_demonic_consultation_exiles_six_then_reveals_until_the_named_card() -> None:
    assert status("Demonic Consultation") == "automated"
    assert "Exile the top 6 card(s) of your library." in _text("Demonic Consultation")
    g = _consult("Serra Angel").game
    me = g.players[0]
    assert [g.objects[c].name for c in me.hand] == ["Serra Angel"]
    assert [g.objects[c].name for c in me.library] == ["Ornithopter"]
    exiled = sorted(g.objects[c].name for c in me.exile)
    assert exiled == sorted(_LIBRARY[:6] + ["Grizzly Bears", "Lightning Bolt"])
    assert any(e.kind == "reveal" and e.args.get("card") == "Lightning Bolt" for e in g.events)


def test_cr_608_2c_demonic_consultation_naming_a_card_in_the_exiled_six_exiles_the_whole_library() -> None:
    g = _consult("Forest").game
    me = g.players[0]
    assert not me.hand and not me.library and len(me.exile) == len(_LIBRARY)


def test_the_pilot_names_a_card_of_its_own_library_for_demonic_consultation() -> None:
    g = _consult(None).game
    me = g.players[0]
    assert len(me.hand) == 1 and g.objects[me.hand[0]].name in _LIBRARY


def test_cr_701_20a_clifftop_lookout_puts_the_first_land_onto_the_battlefield_tapped() -> None:
    assert status("Clifftop Lookout") == "automated"
    s = table(["Clifftop Lookout"], hand=["Clifftop Lookout"], battlefield=["Forest"] * 3,
              library=["Grizzly Bears", "Lightning Bolt", "Plains", "Island"])
    g = s.game
    g.answer(Cast(g.players[0].hand[0]))
    if g.pending.kind is Kind.PAY:
        g.answer(Pay(auto=True))
    settle(s)
    plains = [o for o in g.battlefield if g.objects[o].name == "Plains"]
    assert len(plains) == 1 and g.objects[plains[0]].tapped
    lib = [g.objects[c].name for c in g.players[0].library]
    assert lib[0] == "Island" and sorted(lib[1:]) == ["Grizzly Bears", "Lightning Bolt"]
    assert not any(g.objects[c].zone is Zone.GRAVEYARD for c in g.players[0].library)


def _pact(library: list[str]) -> Any:
    s = table(["Tainted Pact"], hand=["Tainted Pact"], battlefield=["Swamp", "Swamp"], library=library)
    g = s.game
    g.answer(Cast(g.players[0].hand[0]))
    if g.pending.kind is Kind.PAY:
        g.answer(Pay(auto=True))
    for _ in range(5):
        if g.pending.kind is not Kind.PRIORITY or not g.stack:
            break
        g.answer(next(o for o in g.pending.options() if str(o) == "pass"))
    return s


def test_cr_608_2d_tainted_pact_exiles_until_a_card_is_taken() -> None:
    from mtgtable.engine import Choose
    assert status("Tainted Pact") == "automated"
    s = _pact(["Island", "Swamp", "Lightning Bolt", "Forest"])
    g = s.game
    d = g.pending
    assert d.kind is Kind.CHOOSE and d.data.get("take_exiled") == "Island" and d.rule == "608.2d"
    g.answer(Choose(0))  # not the Island
    assert g.pending.data.get("take_exiled") == "Swamp"
    g.answer(Choose(0))
    g.answer(Choose(1))  # the Bolt
    settle(s)
    me = g.players[0]
    assert [g.objects[c].name for c in me.hand] == ["Lightning Bolt"]
    assert sorted(g.objects[c].name for c in me.exile) == ["Island", "Swamp"]
    assert [g.objects[c].name for c in me.library] == ["Forest"]


def test_cr_201_2_tainted_pact_stops_at_a_second_card_with_the_same_name() -> None:
    from mtgtable.engine import Choose
    s = _pact(["Island", "Island", "Lightning Bolt"])
    g = s.game
    g.answer(Choose(0))
    settle(s)
    me = g.players[0]
    assert not me.hand and [g.objects[c].name for c in me.exile] == ["Island", "Island"]
    assert [g.objects[c].name for c in me.library] == ["Lightning Bolt"]


def test_the_pilot_takes_the_first_spell_from_tainted_pact() -> None:
    s = _pact(["Island", "Grizzly Bears", "Lightning Bolt"])
    g = s.game
    pilot = HeuristicPilot(0)
    for _ in range(5):
        if g.pending.kind is not Kind.CHOOSE:
            break
        g.answer(pilot.choose(g, g.pending))
    assert [g.objects[c].name for c in g.players[0].hand] == ["Grizzly Bears"]
