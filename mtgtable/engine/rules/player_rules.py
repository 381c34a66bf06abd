"""Static abilities that change what players may do, not what objects are (CR 305.2, 101.2):

* ``{"static": "additional_land", "n": 1}``: "You may play an additional land on each of your turns"
  (Exploration; "two additional lands", Azusa): the controller's land plays this turn are one more
  each (CR 305.2a);
* ``{"static": "opponents_cant_cast_on_your_turn"}``: "Your opponents can't cast spells during your
  turn" (Voice of Victory): "can't" beats any permission to cast (CR 101.2), in every way of casting;
* ``{"static": "double_life_gain"}``: "If you would gain life, you gain twice that much life instead"
  (Rhox Faithmender): a replacement effect (CR 614.1a) on each life gain of its controller; two of
  them apply one after the other, four times as much (CR 616.1).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import characteristics as chars
from ..errors import Problem, problem

if TYPE_CHECKING:
    from ..state import GameState as Game


def land_limit(game: "Game", player: int) -> int:
    """How many lands ``player`` may play this turn (CR 305.2: one, plus what effects allow, 305.2a)."""
    extra = 0
    index = game._bf_index  # (chars._battlefield_index's check written out: the pilot asks at every priority)
    if index.version != game._bf_version:
        index = chars._battlefield_index(game)
    for oid in index.statics.get("additional_land", ()):
        if game.objects[oid].controller == player and game.active == player:
            extra += sum(int(ab.params.get("n", 1)) for ab in chars.statics(game, oid, "additional_land"))
    return game.players[player].land_limit + extra


def cast_forbidden(game: "Game", player: int) -> Problem | None:
    """Why ``player`` can't cast spells at all now (CR 101.2), or None."""
    for oid in chars._battlefield_index(game).statics.get("opponents_cant_cast_on_your_turn", ()):
        o = game.objects[oid]
        if o.controller != player and game.active == o.controller:
            return problem("101.2", "{card}: its controller's opponents can't cast spells during its controller's "
                           "turn", card=o.name)
    return None


def opponent_cast_at_least(game: "Game", player: int, n: int) -> bool:
    """"If an opponent cast three or more spells this turn" (Mindbreak Trap): one opponent of ``player``
    cast ``n`` or more spells this turn (CR 118.9: the condition of an alternative cost)."""
    return any(p.index != player and p.spells_cast >= n for p in game.players)


def life_gain_doublers(game: "Game", player: int) -> list[int]:
    """The permanents whose "you gain twice that much life instead" applies to ``player`` (CR 614.1a),
    one entry for each such ability (each applies once to the event, CR 616.1)."""
    return [oid for oid in chars._battlefield_index(game).statics.get("double_life_gain", ())
            if game.objects[oid].controller == player
            for _ in chars.statics(game, oid, "double_life_gain")]
