"""The pilot's creature lands and Vehicles (``engine.animation``, ``engine.crew``).

* **Creature lands** (Mutavault, Celestial Colonnade): in main phase 1, once
  nothing more is cast, it animates a creature land that can attack this turn
  (under its control since the turn began, untapped, not yet a creature) when
  the mana left after paying for it, not counting the land itself (it taps to
  attack), still pays for the burn spells in hand (cast in main phase 2).
* **Vehicles** (Crew N): in main phase 1 it crews a Vehicle that can attack
  this turn when the crew can be found among creatures that can't attack this
  turn (summoning sick) or when the Vehicle's power is more than the power of
  the ready creatures it taps; the crew is chosen in that order: sick
  creatures, most powerful first, then the weakest ready ones.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine import Game
from ..engine.rules.animation import animates_itself
from ..engine.rules.crew import candidates, crew_power
from ..engine.decisions import Activate, Choose, Decision
from .pilot import _has_activators

if TYPE_CHECKING:
    from .pilot import HeuristicPilot


def _can_attack_this_turn(game: Game, oid: int) -> bool:
    o = game.objects[oid]
    return not o.tapped and not o.sick and not game.is_creature(oid)


def _ready(game: Game, oid: int) -> bool:
    o = game.objects[oid]
    return not o.sick or game.has_keyword(oid, "Haste")


def _crew_order(game: Game, me: int, vehicle: int) -> list[int]:
    """The creatures to crew with, in the order the pilot taps them."""
    cands = candidates(game.state, me, vehicle)
    sick = sorted((c for c in cands if not _ready(game, c)), key=lambda c: (-game.power(c), c))
    ready = sorted((c for c in cands if _ready(game, c)), key=lambda c: (game.power(c), c))
    return sick + ready


def _crew_worth_it(game: Game, me: int, vehicle: int, n: int) -> bool:
    total = ready_power = 0
    for c in _crew_order(game, me, vehicle):
        if total >= n:
            break
        total += game.power(c)
        if _ready(game, c):
            ready_power += game.power(c)
    return total >= n and (ready_power == 0 or (game.objects[vehicle].card.power or 0) > ready_power)


def animate_action(pilot: "HeuristicPilot", game: Game) -> Any:
    """An Activate that animates a creature land or crews a Vehicle (module docstring), or None."""
    me = pilot.player
    if not _has_activators(game, me):
        return None  # (the usual case: no creature land or Vehicle, nothing to animate)
    reserve: int | None = None  # (the mana kept for burn in hand, and the budget: worked out when first needed)
    budget = None
    for oid in list(game.battlefield):
        o = game.objects[oid]
        if o.controller != me or not _can_attack_this_turn(game, oid):
            continue
        for i, ab in enumerate(game.activated_abilities(oid)):
            if ab.kind != "activated" or not animates_itself(ab):
                continue
            n = crew_power(ab)
            if n:
                if _crew_worth_it(game, me, oid, n) and game.activate_problem(me, oid, i, "") is None:
                    return Activate(oid, i)
                continue
            if budget is None:
                budget = pilot._mana_budget(game)
            if reserve is None:
                reserve = sum(game.objects[c].card.mana_cost.mana_value for c in game.players[me].hand
                              if not game.objects[c].card.is_land and pilot.plan(game.objects[c].card).role == "burn")
            itself = 1 if o.card.is_land else 0
            if budget - ab.cost.mana.mana_value - itself >= reserve and game.activate_problem(me, oid, i, "") is None:
                return Activate(oid, i)
    return None


def crew_choice(pilot: "HeuristicPilot", game: Game, decision: Decision) -> Any:
    """Which creature to tap next for a crew cost (module docstring)."""
    legal = list(decision.data.get("options", ()))
    source = decision.data.get("source")
    if not legal or not isinstance(source, int):
        return None
    order = [c for c in _crew_order(game, pilot.player, source) if c in legal]
    return Choose(order[0] if order else legal[0])
