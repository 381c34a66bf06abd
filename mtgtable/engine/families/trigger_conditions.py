"""Intervening "if" conditions of issue #10's triggered abilities (CR 603.4: checked as the ability
would trigger and again as it resolves; ``land_effects.intervening_if`` asks here):

* ``{"another_named": NAME}``: "if you control another creature named Faerie Miscreant", a creature
  other than the source with that name (CR 201.2: objects with the same name).  The name is in the
  card data, so it is known after the source left the battlefield as well.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..rules import characteristics as chars

if TYPE_CHECKING:
    from ..state import GameState as Game


def controls_another_named(game: "Game", controller: int, source: int | None, name: str) -> bool:
    """Whether ``controller`` controls a creature other than ``source`` named ``name``."""
    return any(oid != source and game.objects[oid].controller == controller and game.objects[oid].name == name
               and chars.is_creature(game, oid) for oid in game.battlefield)
