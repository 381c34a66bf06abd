"""Modal spells and abilities compiled from real Oracle text and played (CR 700.2).

The mode is chosen as the spell or ability is put on the stack, before its
targets (CR 700.2a, 601.2b-c); "Choose one or both" and "Choose two" choose a
set of modes, each at most once (CR 700.2d), done in the order printed.
"""

from __future__ import annotations

from typing import Any

import pytest

from mtgtable.engine import Cast, Choose, IllegalAnswer, Kind, Pay
from mtgtable.engine.decisions import Targets
from mtgtable.engine.refs import PlayerRef
from mtgtable.oracle import compile_card

from .corpus import named, record, table


def _in_hand(g: Any, name: str) -> int:
    return next(c for c in g.players[0].hand if g.objects[c].name == name)


def _resolve(g: Any) -> None:
    for _ in range(40):
        d = g.pending
        if d is None or not g.stack and d.kind is Kind.PRIORITY:
            return
        g.answer(d.options()[0] if d.options() else d.suggest())


def _mode_index(d: Any, text_part: str) -> int:
    return next(i for i, t in d.data["labels"].items() if text_part in t)


@pytest.mark.parametrize("name", ["Red Elemental Blast", "Pyroblast", "Deceiver Exarch", "Kolaghan's Command",
                                  "Deafening Clarion", "Plundering Barbarian", "Fissure Vent"])
def test_cr_700_2_these_modal_cards_compile_whole(name: str) -> None:
    assert compile_card(record(name)).status == "automated"


def test_cr_115_1_red_elemental_blast_can_target_only_a_blue_spell() -> None:
    s = table([], hand=["Red Elemental Blast", "Grizzly Bears", "Counterspell"],
              battlefield=["Forest", "Forest", "Mountain", "Island", "Island"])
    g = s.game
    g.answer(Cast(_in_hand(g, "Grizzly Bears")))
    g.answer(Pay(auto=True))
    bears = g.stack[0].id
    g.answer(Cast(_in_hand(g, "Counterspell")))
    g.answer(Targets((bears,)))
    g.answer(Pay(auto=True))
    counterspell = g.stack[1].id
    g.answer(Cast(_in_hand(g, "Red Elemental Blast")))
    d = g.pending
    assert list(d.data["labels"]) == [_mode_index(d, "Counter")]  # no blue permanent to destroy
    g.answer(Choose(_mode_index(d, "Counter")))
    assert g.pending.data["candidates"] == [[counterspell]]
    with pytest.raises(IllegalAnswer) as err:
        g.answer(Targets((bears,)))
    assert err.value.rule == "115.1"
    g.answer(Targets((counterspell,)))
    g.answer(Pay(auto=True))
    _resolve(g)
    assert named(g, "Grizzly Bears")  # Counterspell was countered, so the Bears resolved


def test_cr_608_2c_pyroblast_counters_only_if_the_spell_is_blue_as_it_resolves() -> None:
    s = table([], hand=["Pyroblast", "Grizzly Bears"], battlefield=["Forest", "Forest", "Mountain"])
    g = s.game
    g.answer(Cast(_in_hand(g, "Grizzly Bears")))
    g.answer(Pay(auto=True))
    bears_spell = g.stack[0].id
    g.answer(Cast(_in_hand(g, "Pyroblast")))
    d = g.pending
    assert d.rule == "700.2a"
    g.answer(Choose(_mode_index(d, "Counter")))
    g.answer(Targets((bears_spell,)))  # any spell is a legal target: the colour is checked on resolution
    g.answer(Pay(auto=True))
    _resolve(g)
    assert named(g, "Grizzly Bears")  # green: not countered


def test_cr_700_2a_deceiver_exarch_chooses_its_mode_as_the_trigger_goes_on_the_stack() -> None:
    s = table([], hand=["Deceiver Exarch"], battlefield=["Island", "Island", "Island", "Forest"])
    g = s.game
    (forest,) = named(g, "Forest")
    g.objects[forest].tapped = True
    g.answer(Cast(_in_hand(g, "Deceiver Exarch")))
    g.answer(Pay(auto=True))
    for _ in range(10):
        d = g.pending
        if d.kind is Kind.CHOOSE and d.rule == "700.2a":
            break
        g.answer(d.options()[0])
    d = g.pending
    assert d.kind is Kind.CHOOSE and d.rule == "700.2a"
    with pytest.raises(IllegalAnswer) as err:
        g.answer(Choose(9))
    assert err.value.rule == "700.2a"
    # The opponent controls no permanent: only "untap target permanent you control" can be chosen.
    assert list(d.data["labels"]) == [_mode_index(d, "Untap")]
    g.answer(Choose(_mode_index(d, "Untap")))
    g.answer(Targets((forest,)))
    _resolve(g)
    assert not g.objects[forest].tapped


def test_cr_700_2_kolaghans_command_does_two_different_modes_in_printed_order() -> None:
    s = table([], hand=["Kolaghan's Command"], battlefield=["Mountain", "Swamp", "Mountain", "Ornithopter"])
    g = s.game
    g.answer(Cast(_in_hand(g, "Kolaghan's Command")))
    d = g.pending
    labels = d.data["labels"]
    assert all(" + " in t for t in labels.values())  # exactly two modes each time
    both = next(i for i, t in labels.items() if t.startswith("Destroy target artifact") and "damage" in t)
    g.answer(Choose(both))
    assert g.pending.data["specs"] == ["artifact", "any"]
    (thopter,) = named(g, "Ornithopter")
    g.answer(Targets((thopter, PlayerRef(1))))
    g.answer(Pay(auto=True))
    _resolve(g)
    assert not named(g, "Ornithopter") and g.players[1].life == 18


def test_cr_700_2_deafening_clarion_may_choose_one_or_both() -> None:
    s = table([], hand=["Deafening Clarion"], battlefield=["Mountain", "Plains", "Plains", "Grizzly Bears"])
    g = s.game
    g.answer(Cast(_in_hand(g, "Deafening Clarion")))
    d = g.pending
    assert len(d.data["options"]) == 3  # the first, the second, or both
    g.answer(Choose(next(i for i, t in d.data["labels"].items() if " + " in t)))
    g.answer(Pay(auto=True))
    _resolve(g)
    assert not named(g, "Grizzly Bears")
