"""Real-deck cards one line from automated, compiled from their Oracle text and played:
Beast Within's token for the destroyed permanent's controller (CR 111.2, 608.2h), ...
"""

from __future__ import annotations

from typing import Any

from mtgtable.engine import Cast, Kind, Pay
from mtgtable.engine.data.cards import card_from_json
from mtgtable.engine.decisions import Targets
from mtgtable.engine.text.ability_text import ability_text
from mtgtable.oracle import compile_card

from .corpus import named, record, settle, table


def _status(name: str) -> str:
    return compile_card(record(name)).status


def _text(name: str, i: int = 0) -> str:
    return ability_text(card_from_json(compile_card(record(name)).record).abilities[i])


def _in_hand(g: Any, name: str, player: int = 0) -> int:
    return next(c for c in g.players[player].hand if g.objects[c].name == name)


def _cast(g: Any, name: str, *targets: Any) -> None:
    g.answer(Cast(_in_hand(g, name)))
    if g.pending.kind is Kind.TARGETS:
        g.answer(Targets(tuple(targets)))
    if g.pending.kind is Kind.PAY:
        g.answer(Pay(auto=True))


def test_cr_608_2h_beast_within_gives_the_beast_to_the_destroyed_permanents_controller() -> None:
    assert _status("Beast Within") == "automated"
    assert _text("Beast Within") == ("Destroy target permanent. "
                                     "Its controller creates 1 3/3 green Beast creature token(s).")
    # The opponent controls Bears I own: the Beast goes to their controller as it was destroyed
    # (last known information, CR 608.2h), not to the owner whose graveyard the Bears go to.
    s = table([], hand=["Beast Within"], battlefield=["Forest"] * 3 + [{"card": "Grizzly Bears", "controller": 1}])
    g = s.game
    bears = named(g, "Grizzly Bears", 1)[0]
    _cast(g, "Beast Within", bears)
    settle(s)
    assert not named(g, "Grizzly Bears", 1)
    assert [g.objects[c].name for c in g.players[0].graveyard] == ["Grizzly Bears", "Beast Within"]
    assert len(named(g, "Beast", 1)) == 1 and not named(g, "Beast", 0)
