"""The pilot's answers to the choices of ``engine/families/chosen.py`` and ``engine/families/linked_effects.py``
(listed in the pilot's docstring):

* **A colour as a permanent enters** (Utopia Sprawl): the colour the hand's
  spells need most (as for "add one mana of any color").
* **A creature type as it enters** (Cavern of Souls): the type most of its own
  creature cards have.
* **Imprint** (Chrome Mox): a card of the colour the hand needs most among
  those it may exile, the most expensive first (the one it would cast last);
  it always exiles one when it can.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from ..engine import Game
from ..engine.decisions import Choose, Decision
from . import library_choices as lc


def remembered_choice(game: Game, decision: Decision, me: int) -> Any | None:
    """The answer to one of these choices, or None for any other decision."""
    kind = decision.data.get("as_enters")
    if kind == "color":
        return lc.mana_color(game, me)
    if kind == "creature_type":
        from ..engine.families.chosen import creature_types_of
        types = creature_types_of(game.state, me)
        count = Counter(t for o in game.objects.values() if o.owner == me and o.card.is_creature
                        for t in o.card.subtypes)
        best = max(range(len(types)), key=lambda i: (count[types[i]], -i)) if types else 0
        return Choose(best) if best in _choices(decision) else None
    if decision.rule == "607.2a":
        cards = [c for c in _choices(decision) if c in game.objects]
        if not cards:
            return Choose(-1)
        color = "WUBRG"[lc.mana_color(game, me).choice]
        cards.sort(key=lambda c: (color not in game.objects[c].card.colors,
                                  -game.objects[c].card.mana_cost.mana_value, c))
        return Choose(cards[0])
    return None


def _choices(decision: Decision) -> list[Any]:
    """The choices a decision lists, asked only by the choices above (any other may list many:
    naming a card offers every card name, CR 201.3)."""
    return [o.choice for o in decision.options() if isinstance(o, Choose)]
