"""Cards a player may play or cast from outside their hand for a while.

* "Exile the top two cards of your library. Until the end of your next turn, you
  may play those cards." (Light Up the Stage): ``what="play"``, lands too (a land
  played from exile is still the turn's land play, CR 305.2, 305.9: it is played,
  never cast);
* "exile the top card of that player's library. Until end of turn, you may cast
  that card." (Ragavan): ``what="cast"``, nonland cards only; the card may be an
  opponent's (its owner keeps it, its caster controls the spell, CR 108.3, 110.2);
* "target instant or sorcery card in your graveyard gains flashback until end of
  turn. The flashback cost is equal to its mana cost." (Snapcaster Mage):
  ``what="flashback"``: cast from the graveyard for its mana cost, then exiled
  as it leaves the stack (CR 702.34a).

The permission belongs to the object: once the card moves it is a new object
and the permission is gone (CR 400.7).  Durations (CR 611.2a, 514.2): ``"turn"``
(until end of this turn: ``number`` is the turn) or ``"next_turn"`` (until the end
of the player's next turn: ``number`` is how many turns they had begun then).
Timing and costs are the card's own (CR 601.2a-601.2h): only where the card may
be cast from changes.  The records live in ``GameState.play_permissions``.
"""

from __future__ import annotations

from typing import Final, TYPE_CHECKING

from ..objects import Zone

if TYPE_CHECKING:
    from ..state import GameState as Game

#: What each kind of permission allows, and from where.
_ZONES: Final = {"play": Zone.EXILE, "cast": Zone.EXILE, "flashback": Zone.GRAVEYARD}


def grant(game: "Game", oid: int, player: int, what: str, until: str) -> None:
    """``player`` may ``what`` ("play", "cast", "flashback") the card ``oid`` ``until`` "turn" / "next_turn",
    or "exiled" (for as long as it remains exiled: an adventurer card, CR 715.4; modal_faces.py)."""
    from .. import operations as ops
    number = game.turn if until == "turn" else game.turns_taken[player]
    ops.grant_play_permission(game, oid, (player, what, until, number))


def _lasts(game: "Game", player: int, until: str, number: int) -> bool:
    if until == "exiled":
        return True  # as long as it remains exiled: the permission is the object's, gone once it moves (CR 400.7)
    if until == "turn":
        return game.turn == number  # CR 514.2: "until end of turn" ends in the cleanup step
    # "until the end of your next turn": through the player's next turn, begun after this one
    taken = game.turns_taken[player]
    return taken <= number or (taken == number + 1 and game.active == player)


def allowed(game: "Game", player: int, oid: int) -> str:
    """What ``player`` may do with ``oid`` where it is now ("play", "cast", "flashback"), or ""."""
    if not game.play_permissions:
        return ""
    found = game.play_permissions.get(oid)
    if found is None:
        return ""
    who, what, until, number = found
    o = game.objects.get(oid)
    if who != player or o is None or o.zone is not _ZONES[what] or not _lasts(game, who, until, number):
        return ""
    if what == "cast" and o.card.is_land:
        return ""  # "you may cast that card": a land can't be cast (CR 305.9)
    return what


def castable(game: "Game", player: int) -> list[int]:
    """The nonland cards ``player`` may cast now from exile or a graveyard under a permission."""
    if not game.play_permissions:
        return []
    return [oid for oid in game.play_permissions if allowed(game, player, oid)
            and not game.objects[oid].card.is_land]


def playable_lands(game: "Game", player: int) -> list[int]:
    """The land cards ``player`` may play now from exile (CR 305.1, 305.9)."""
    if not game.play_permissions:
        return []
    return [oid for oid in game.play_permissions if allowed(game, player, oid) == "play"
            and game.objects[oid].card.is_land]
