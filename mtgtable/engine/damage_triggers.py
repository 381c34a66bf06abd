"""Abilities that trigger on damage being dealt by the creature an Aura enchants: "Whenever enchanted
creature deals damage, you gain that much life" (Armadillo Cloak; CR 603.2: it triggers each time
its event happens, for combat and other damage alike, CR 120.3).

* trigger ``enchanted_deals_damage``: the creature the Aura is attached to dealt damage; the trigger's
  ``amount`` is how much was dealt (after prevention, CR 615), ``creature`` the creature;
* count ``{"count": "trigger_amount"}`` ("that much", CR 608.2h): that amount, as the ability resolves.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import characteristics as chars
from . import operations as ops

if TYPE_CHECKING:
    from .state import GameState as Game


def damage_dealt(game: "Game", source: int, dealt: int) -> None:
    """``source`` dealt ``dealt`` damage (more than 0): the "whenever enchanted creature deals damage"
    abilities of the Auras attached to it trigger."""
    for oid in chars._battlefield_index(game).triggers.get("enchanted_deals_damage", ()):
        o = game.objects[oid]
        if o.attached_to == source:
            ops.trigger(game, o, "enchanted_deals_damage", {"amount": dealt, "creature": source})
