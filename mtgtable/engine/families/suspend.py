"""Suspend N—[cost] (CR 702.62a), the special action (CR 116.2f): "Rather than cast this card from
your hand, you may pay [cost] and exile it with N time counters on it.  This is a special action,
and you may take it any time you could cast this card."

The action is an ``Activate`` of the card's ability with ``special_action: "suspend"`` (the one
answer every agent and the GUI already offer for a card in the hand), taken without using the
stack (CR 116.1): ``actions._activate`` pays its mana, then :func:`exile_suspended` exiles the
card with its time counters.  Being a special action, not an activated ability, split second
(CR 702.61b) and "activated abilities can't be activated" do not stop it; its timing is the card's
own (an instant or a card with flash any time, else a sorcery's, CR 702.62a).

The other two abilities of suspend (``suspend_effects``): "At the beginning of your upkeep, if
this card is suspended, remove a time counter from it" (a delayed trigger for each of its owner's
upkeeps while it is suspended, CR 702.62b) and "When the last time counter is removed from this
card, if it's exiled, you may play it without paying its mana cost if able ... If you cast a
creature spell this way, it gains haste".
"""

from __future__ import annotations

from typing import Final

from .. import operations as ops
from ..data.cards import Ability
from ..objects import Zone
from ..state import GameState as Game

__all__ = ["is_suspend", "exile_suspended", "schedule_tick", "TICK"]

#: The upkeep trigger's effect (``suspend_effects``).
TICK: Final = ({"do": "suspend_tick"},)


def is_suspend(ab: Ability) -> bool:
    """The special action of suspend (an ability only in form: it never uses the stack)."""
    return ab.params.get("special_action") == "suspend"


def schedule_tick(game: Game, owner: int, card: int, name: str) -> None:
    """The next "at the beginning of your upkeep" of the suspended card (CR 702.62a)."""
    ops.add_delayed_trigger(game, "upkeep", owner, card, name, TICK, {"card": card, "your_step": True})


def exile_suspended(game: Game, player: int, source: int, ab: Ability) -> int | None:
    """The card, its cost paid, exiled from the hand with N time counters (CR 702.62a); a
    suspended card (CR 702.62b) remembered as such."""
    o = game.objects[source]
    name = o.name
    n = int(ab.params.get("n", 1))
    new = ops.move(game, source, Zone.EXILE)
    if new is None:
        return None
    ops.log(game, "suspend", "702.62a", "{player} suspends {card} with {n} time counter(s).",
            player=game.players[player].name, card=name, n=n)
    ops.change_counters(game, new, "time", n)
    ops.remember(game, new, {"suspended": True})
    schedule_tick(game, player, new, name)
    return new
