"""Abilities that trigger on damage being dealt by the creature an Aura enchants: "Whenever enchanted
creature deals damage, you gain that much life" (Armadillo Cloak; CR 603.2: it triggers each time
its event happens, for combat and other damage alike, CR 120.3).

* trigger ``enchanted_deals_damage``: the creature the Aura is attached to dealt damage; the trigger's
  ``amount`` is how much was dealt (after prevention, CR 615), ``creature`` the creature;
* trigger ``dealt_damage``: this creature was dealt damage (Jackal Pup: "Whenever this creature is dealt
  damage, it deals that much damage to you"); the trigger's ``amount`` is how much (after prevention);
  it deals that damage even if the damage destroyed it (its last known information, CR 608.2h);
* count ``{"count": "trigger_amount"}`` ("that much", CR 608.2h): that amount, as the ability resolves.
"""

from __future__ import annotations

# The trigger is dispatched by ``operations.deal_damage``; the count by ``effect_core.counted``.
