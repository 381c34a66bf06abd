"""What choosing modes costs: entwine, escalate and Spree (CR 702.42, 702.120, 702.172).

* Entwine (CR 702.42a): "you may choose all modes of this spell instead of just the
  number specified; if you do, you pay an additional [cost]".  The spell ability's
  ``"entwine": "{2}"``: the set of every mode is one more choice (``modes.choices``),
  and choosing it adds the entwine cost (CR 702.42b: an additional cost, 601.2f).
* Escalate (CR 702.120a): "this spell costs [cost] more to cast for each mode chosen
  beyond the first" -> ``"escalate": "{1}"`` (a cost increase, 601.2f).
* Spree (CR 702.172a): each mode carries an additional cost, paid for each mode chosen
  (``"spree": "{1}"`` on the mode; one or more modes, 702.172b).

The modes are chosen before the total cost is determined (CR 601.2b, 601.2f), so the
cost of a set of modes is known when it is chosen: a set whose total cost the player
can't pay is not offered (:func:`affordable`).
"""

from __future__ import annotations

from typing import Callable

from ..data.cards import Ability
from ..rules.mana import ManaCost


def _parse(text: object) -> ManaCost | None:
    if not isinstance(text, str) or not text:
        return None
    try:
        return ManaCost.parse(text)
    except ValueError:
        return None


def has_mode_costs(ab: Ability) -> bool:
    return bool(ab.params.get("entwine") or ab.params.get("escalate")
                or any(m.params.get("spree") for m in ab.modes))


def entwined(ab: Ability, choice: tuple[int, ...]) -> bool:
    """Whether the choice is "all modes" where that needs the entwine cost (CR 702.42a)."""
    from .modes import counts
    return bool(ab.params.get("entwine")) and len(set(choice)) == len(ab.modes) > counts(ab)[1]


def extra_cost(ab: Ability, choice: tuple[int, ...]) -> list[ManaCost]:
    """The mana a set of modes adds to the spell's total cost (CR 601.2f), as costs to add."""
    out: list[ManaCost] = []
    if entwined(ab, choice):
        cost = _parse(ab.params.get("entwine"))
        if cost is not None:
            out.append(cost)
    esc = _parse(ab.params.get("escalate"))
    if esc is not None:
        out.extend([esc] * max(0, len(choice) - 1))
    for i in choice:
        spree = _parse(ab.modes[i].params.get("spree"))
        if spree is not None:
            out.append(spree)
    return out


def affordable(ab: Ability, legal: list[int], total: Callable[[list[ManaCost]], bool]) -> list[int]:
    """The legal mode sets (indexes into ``modes.choices``) whose total cost ``total`` says can be paid."""
    from .modes import choices
    sets = choices(ab)
    return [i for i in legal if total(extra_cost(ab, sets[i]))]
