""""Whenever an opponent searches their library, put a +1/+1 counter on Wan Shi Tong and draw a card"
(CR 603.2: it triggers each time its event happens; CR 701.23: to search is to look through a
library, whatever is found, "find nothing" too).

Trigger ``opponent_searches``: a player searched their own library (the ``search`` effect), an
opponent of the ability's controller; ``trigger_player`` is that player.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..rules import characteristics as chars
from .. import operations as ops

if TYPE_CHECKING:
    from ..state import GameState as Game


def searched(game: "Game", player: int) -> None:
    """``player`` searched their library: their opponents' "whenever an opponent searches" abilities."""
    for oid in chars._battlefield_index(game).triggers.get("opponent_searches", ()):
        o = game.objects[oid]
        if o.controller != player:
            ops.trigger(game, o, "opponent_searches", {"player": player})
