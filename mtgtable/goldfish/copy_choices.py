"""The pilot's answer to a clone's choice (CR 707.2, ``engine.copy_effects``): the permanent with
the highest mana value, then power (the best copy it can get); -1 (enter as itself) only when
there is nothing to copy."""

from __future__ import annotations

from typing import Any

from ..engine.decisions import Choose, Decision


def copy_choice(game: Any, decision: Decision) -> Choose:
    cards = [c for c in decision.data.get("options", ()) if c in game.objects]
    if not cards:
        return Choose(-1)

    def score(c: int) -> tuple[int, int, int]:
        card = game.objects[c].card
        power = game.power(c) if game.is_creature(c) else 0
        return (card.mana_cost.mana_value, power, -c)

    return Choose(max(cards, key=score))
