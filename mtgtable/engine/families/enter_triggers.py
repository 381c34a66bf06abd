"""Abilities that trigger on another creature entering: "Whenever another creature enters, you gain
1 life" (Soul Warden), "Whenever a creature you control enters", "Whenever another Human you control
enters", "Whenever a creature an opponent controls enters" (CR 603.6a: an enters-the-battlefield
ability triggers when a permanent enters; CR 603.2: each time its event happens).

Card data: ``{"kind": "triggered", "trigger": "creature_enters", ...}`` with

* ``enters_whose``: whose creature it must be, ``you`` (the default, as evolve's "a creature you
  control", CR 702.100a), ``all`` or ``opponents``;
* ``self_too``: "a creature" (not "another"): the permanent's own entering counts as well
  (CR 603.6a: it sees itself enter);
* ``nontoken``: only a card, not a token (CR 111.1);
* ``subtypes_any``: only creatures of one of these types, printed or through changeling (CR 702.73a);
* ``colors_any``: only creatures of one of these colours, as it enters ("another blue creature", CR 105.2).

The entering creature is the trigger's ``creature`` ("that creature", ``trigger_creature``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..rules import characteristics as chars
from ..rules import counts

if TYPE_CHECKING:
    from ..data.cards import Ability
    from ..state import GameState as Game

def accepts(game: "Game", this: int, new: int, ab: "Ability") -> bool:
    """Whether ``this``'s ability ``ab`` triggers on ``new`` entering the battlefield (CR 603.6a),
    looked at as it enters (its intervening "if" for evolve too, CR 603.4)."""
    from .keyword_effects import evolve_accepts
    me, it = game.objects[this], game.objects[new]
    params = ab.params
    if new == this and not params.get("self_too"):
        return False
    whose = params.get("enters_whose", "you")
    if whose == "you" and it.controller != me.controller or whose == "opponents" and it.controller == me.controller:
        return False
    if params.get("nontoken") and it.token:
        return False
    if params.get("subtypes_any") and not counts._fits(it.card, {"subtypes_any": params["subtypes_any"]}):
        return False
    colors = params.get("colors_any")
    if colors and not set(colors) & chars.colors(game, new):  # "another blue creature" (its colour now, CR 105.2)
        return False
    return evolve_accepts(game, this, new, ab)
