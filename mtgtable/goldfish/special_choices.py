"""The pilot's answers to the special actions (listed in the pilot's docstring):

* **Dredge** (CR 702.52a, ``engine/dredge.py``): it dredges, returning the most
  wanted of the dredge cards, when it has lands enough (three or more on the
  battlefield and in hand, so a random draw is worth less than a known card)
  and its library keeps more than twice the cards milled plus five (it does not
  mill itself out); otherwise it draws.
* **Retrace** (CR 702.81a): only with a land card to spare: two or more in
  hand, or one after the turn's land play.
* **Gemstone Caverns' exile** (CR 103.6a): the card that fits the hand worst.
  Beginning the game with a Leyline or the Caverns on the battlefield is a
  "you may": always yes.
"""

from __future__ import annotations

from typing import Any

from ..engine import Game
from ..engine.decisions import Choose, Decision
from . import library_choices as lc


def dredge_choice(game: Game, decision: Decision, me: int) -> Any:
    """Dredge or draw (module docstring)."""
    from ..engine.dredge import dredge_n
    cards = [c for c in decision.data["options"] if c >= 0 and c in game.objects]
    lands = sum(1 for o in [*game.players[me].hand, *game.battlefield]
                if game.objects[o].card.is_land and game.objects[o].controller == me)
    library = len(game.players[me].library)
    usable = [c for c in cards if library > 2 * dredge_n(game.state, c) + 5]
    if lands < 3 or not usable:
        return Choose(-1)
    return Choose(lc.best_card(game, usable, me))


def spare_land(game: Game, me: int) -> bool:
    """Whether the hand holds a land card the pilot can discard without missing a land play."""
    from ..engine.player_rules import land_limit
    lands = sum(1 for c in game.players[me].hand if game.objects[c].card.is_land)
    played_all = game.players[me].lands_played >= land_limit(game.state, me)
    return lands >= 2 or (lands == 1 and played_all)
