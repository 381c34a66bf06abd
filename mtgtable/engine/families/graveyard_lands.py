""""You may play lands from your graveyard." (Crucible of Worlds, Ramunap Excavator): a static
ability ``play_lands_from_graveyard`` of a permanent; while its controller controls it, they may
play land cards from their graveyard (CR 305.1), still as the turn's land play with the usual
timing (CR 305.2, 505.5b: ``actions.land_problem`` judges those as for the hand).
"""

from __future__ import annotations

from typing import Final

from ..rules import characteristics as chars
from ..objects import Zone
from ..state import GameState

STATIC: Final = "play_lands_from_graveyard"


def allows(game: GameState, player: int) -> bool:
    """Whether ``player`` controls a permanent that lets them play lands from their graveyard."""
    # (The battlefield index's permanents with the static, not every permanent: asked at every priority.)
    for o in chars.permanents_with_static(game, STATIC):  # (a loop, not any() over a generator)
        if game.objects[o].controller == player:
            return True
    return False


def may_play(game: GameState, player: int, card: int) -> bool:
    """Whether ``card`` is a land card in ``player``'s graveyard they may play now (timing aside)."""
    o = game.objects.get(card)
    return o is not None and o.zone is Zone.GRAVEYARD and o.owner == player and o.card.is_land and allows(game, player)


def playable(game: GameState, player: int) -> list[int]:
    """The land cards in ``player``'s graveyard they may play (timing aside)."""
    if not allows(game, player):  # (the cheap test first: the usual game has no Crucible of Worlds)
        return []
    return [c for c in game.players[player].graveyard if game.objects[c].card.is_land]
