"""Hideaway N (CR 702.75a): "When this permanent enters, look at the top N cards of your library,
exile one of them face down, then put the rest on the bottom of your library in a random order."

* ``hideaway`` (effect, ``amount`` N): the card is chosen with the generic ``Choose`` decision
  (``library_action`` ``take``, so every agent answers it as a "look at the top N" choice) and
  exiled face down: unlogged by name, and remembered on the exiled object as ``face_down`` (the
  GUI shows its face to its owner only, CR 406.3).  The card is
  linked to the permanent (CR 607.2a, ``linked_effects``): "the exiled card" of the permanent's
  other abilities (Watcher for Tomorrow's "put the exiled card into its owner's hand",
  ``return_linked`` with ``to: hand``) is this card.

The rest go to the bottom in a random order (the game's seeded RNG, so a replay is the same game).
"Play the exiled card without paying its mana cost" is not applied here: those lines stay by hand.
"""

from __future__ import annotations

from typing import Any, Generator, Mapping

from .. import operations as ops
from .effect_core import EffectContext, amount, effect
from ..data.effect_params import EFFECT_PARAMS, amount as amount_check
from .library_effects import choose_among
from .linked_effects import _link
from ..objects import Zone
from ..shuffle import shuffle
from ..state import GameState as Game

__all__ = ["is_face_down"]


def is_face_down(game: Game, oid: int) -> bool:
    """Whether ``oid`` is a card exiled face down by hideaway (CR 702.75a, 406.3)."""
    return oid in game.objects and game.objects[oid].zone is Zone.EXILE \
        and bool(game.chosen.get(oid, {}).get("face_down"))


@effect("hideaway")
def _hideaway(game: Game, ctx: EffectContext, e: Mapping[str, Any]) -> Generator[Any, Any, None]:
    me = ctx.controller
    p = game.players[me]
    looked = list(p.library[:amount(ctx, e, "amount", 4)])
    if not looked:
        return
    ans = yield choose_among(game, me, "Choose a card to exile face down ({card}).", "702.75a", looked,
                             {"library_action": "take", "looked": list(looked)}, card=ctx.source_name)
    pick = ans.choice
    new = ops.move(game, pick, Zone.EXILE)  # (unlogged by name: the card is face down, CR 406.3)
    if new is not None:
        ops.remember(game, new, {"face_down": True})
        _link(game, ctx.source, new)  # "the exiled card" (CR 607.2a)
        ops.log(game, "hideaway", "702.75a", "{player} exiles a card face down with {card}.", player=p.name,
                card=ctx.source_name)
    rest = [c for c in looked if c != pick]
    shuffle(game.rng, rest)
    ops.order_library(game, me, [], rest)
    if rest:
        ops.log(game, "to_bottom", "608.2d", "{player} puts {n} card(s) on the bottom of their library.",
                player=p.name, n=len(rest))


EFFECT_PARAMS["hideaway"] = {"amount": amount_check}
