"""An Aura that forbids the enchanted creature's activated abilities: "Enchanted creature can't attack
or block, and its activated abilities can't be activated." (Arrest; CR 602.5: a player can't begin to
activate an ability that is prohibited from being activated; CR 101.2: the "can't" wins).

The Aura's grant carries ``"cant_activate": true`` (with ``cant_attack`` / ``cant_block``,
``block_rules``).  Mana abilities are activated abilities too (CR 605.1a): ``actions.activate_problem``
asks :func:`activation_problem` for every ability the creature has, and the payments
(``actions.available_mana_units`` and a payment naming sources) skip or refuse a source for which
:func:`banned` is true, so an automatic payment never taps it.  Read-only, like ``named_rules``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import characteristics as chars
from .. import features
from ..errors import Problem, problem

if TYPE_CHECKING:
    from ..state import GameState as Game


def banned(game: "Game", source: int) -> bool:
    """Whether an Aura or Equipment attached to ``source`` forbids its activated abilities."""
    if not game._features & features.ACTIVATION_BANS:
        return False  # (no card of the game forbids: the grants are not even looked at)
    return source in game.objects and any(g.get("cant_activate") for g in chars._grants(game, source))


def activation_problem(game: "Game", source: int) -> Problem | None:
    """Why the activated abilities of ``source`` can't be activated because of what is attached to it, or None."""
    if banned(game, source):
        return problem("602.5", "the activated abilities of {card} can't be activated (an Aura says so)",
                       card=game.objects[source].name)
    return None
