"""The parameters of ``activation_costs`` on an ability, as data, and their check when cards load
(``cards.parse_ability``): a wrong shape is refused then, not mid-game (CR 602.2b, 602.5b)."""

from __future__ import annotations

from typing import Any, Final, Mapping

#: Ability parameters ``activation_costs`` interprets.
OWN_PARAMS: Final = frozenset({"costs", "discard_hand", "exile_self_from_hand", "exile_self", "return_self",
                               "once_each_turn", "instant_only", "cost_less_per", "mana_amount", "then",
                               "from_hand", "reveal_self", "from_graveyard", "upkeep_only"})
_PART_KINDS: Final = ("exile_from_hand", "discard", "return_to_hand", "sacrifice", "exile_from_graveyard")
_FILTER_KEYS: Final = frozenset({"types_any", "subtypes_any", "colors_any", "nontoken", "other", "unblocked_attacker"})


def check_params(params: Mapping[str, Any]) -> str | None:
    """What is wrong with this module's parameters of one ability, or None."""
    costs = params.get("costs")
    if costs is not None:
        if not isinstance(costs, (list, tuple)) or not costs:
            return "'costs' of an activated ability must be a list of cost parts"
        for part in costs:
            kinds = [k for k in _PART_KINDS if isinstance(part, Mapping) and k in part]
            if len(kinds) != 1:
                return f"a cost part must name one of {', '.join(_PART_KINDS)}, got {part!r:.60}"
            filt = part[kinds[0]]
            if not isinstance(filt, Mapping) or not set(filt) <= _FILTER_KEYS:
                return f"a cost part's filter may have {', '.join(sorted(_FILTER_KEYS))}, got {filt!r:.60}"
            n = part.get("count", 1)
            if not isinstance(n, int) or isinstance(n, bool) or not 1 <= n <= 20:
                return f"a cost part's 'count' must be a number from 1 to 20, got {n!r:.20}"
    for key in ("discard_hand", "exile_self_from_hand", "exile_self", "return_self", "once_each_turn", "instant_only",
                "from_hand", "reveal_self", "from_graveyard", "upkeep_only"):
        if key in params and not isinstance(params[key], bool):
            return f"{key!r} must be true or false"
    n = params.get("mana_amount", 1)
    if not isinstance(n, int) or isinstance(n, bool) or not 1 <= n <= 20:
        return "'mana_amount' must be a number from 1 to 20"
    per = params.get("cost_less_per")
    if per is not None and not isinstance(per, Mapping):
        return "'cost_less_per' must be a count"
    if isinstance(per, Mapping) and not per.get("legendary"):
        from ..rules.counts import check_count
        wrong = check_count(per)
        if wrong is not None:
            return wrong
    then = params.get("then")
    if then is not None and not (isinstance(then, (list, tuple)) and all(isinstance(e, Mapping) and "do" in e
                                                                         for e in then)):
        return "'then' must be a list of effects"
    return None
