"""Modal spells and abilities with more than one mode chosen (CR 700.2).

"Choose one —" picks one mode; "Choose one or both —" one or two;
"Choose two —" exactly two (CR 700.2a: the modes are chosen as the spell or
ability is put on the stack, before targets; CR 700.2d: a mode can't be
chosen twice unless the card says so).  An ability's ``choose`` parameter
holds ``{"min": N, "max": M}`` (one mode when absent).  The chosen modes act
as one ability: their targets in order, their effects in the order printed
(CR 700.2c: a mode chosen is performed in the order written).

"Choose up to one —" has ``{"min": 0, "max": 1}``: choosing no mode is an
option, and the ability then does nothing (CR 700.2).  ``"repeat": true``
("Choose three. You may choose the same mode more than once.") lets one mode
be chosen more than once (CR 700.2d); each time it is chosen it has targets
of its own (CR 700.2d, 115.3).  Activated abilities may be modal as spells and
triggered abilities are (CR 700.2b): the cost is the ability's, the modes'
targets and effects are the chosen modes'.
"""

from __future__ import annotations

import itertools
from typing import Any, Final, Mapping

from ..data.cards import Ability

def T(template: str) -> str:
    """Marks an ability-text template for ``i18n_extract`` (as ``ability_text.T``); returns it unchanged."""
    return template


#: At most this many combinations are offered (four modes choose two is six).
MAX_CHOICES: Final = 64


def counts(ab: Ability) -> tuple[int, int]:
    raw = ab.params.get("choose")
    if isinstance(raw, Mapping):
        lo, hi = int(raw.get("min", 1)), int(raw.get("max", 1))
        return max(0, lo), max(lo, hi, 1)
    return 1, 1


def choices(ab: Ability) -> list[tuple[int, ...]]:
    """Every legal set of modes, as indexes in printed order (single modes first)."""
    lo, hi = counts(ab)
    n = len(ab.modes)
    repeat = ab.params.get("repeat") is True  # CR 700.2d
    out: list[tuple[int, ...]] = []
    for k in range(lo, (hi if repeat else min(hi, n)) + 1):
        if repeat:
            out.extend(itertools.combinations_with_replacement(range(n), k))
        else:
            out.extend(itertools.combinations(range(n), k))
    if ab.params.get("entwine") and n > hi and tuple(range(n)) not in out:
        out.append(tuple(range(n)))  # entwine: every mode, for an additional cost (CR 702.42a)
    return out[:MAX_CHOICES]


def _shift(e: Mapping[str, Any], offset: int) -> dict[str, Any]:
    """An effect with its target indexes moved by ``offset`` (the modes' targets are concatenated)."""
    out = dict(e)
    for key in ("target", "who", "other", "filter"):
        v = out.get(key)
        if isinstance(v, int) and not isinstance(v, bool):
            out[key] = v + offset
        elif isinstance(v, Mapping) and "controller_of" in v and isinstance(v["controller_of"], int):
            out[key] = {**v, "controller_of": v["controller_of"] + offset}
        elif isinstance(v, Mapping) and "owner_of" in v and isinstance(v["owner_of"], int):
            out[key] = {**v, "owner_of": v["owner_of"] + offset}
    for key in ("effects", "otherwise"):
        if isinstance(out.get(key), (list, tuple)):
            out[key] = [_shift(x, offset) for x in out[key] if isinstance(x, Mapping)]
    return out


def combined(ab: Ability, choice: tuple[int, ...]) -> Ability:
    """The ability the chosen modes make (one mode: that mode itself)."""
    if len(choice) == 1:
        return ab.modes[choice[0]]
    if not choice:  # "choose up to one": no mode, the ability does nothing (CR 700.2)
        first0 = ab.modes[0]
        return Ability(kind=first0.kind, text="", trigger=first0.trigger, params={})
    targets: list[str] = []
    effects: list[dict[str, Any]] = []
    texts: list[str] = []
    for i in choice:
        m = ab.modes[i]
        effects.extend(_shift(e, len(targets)) for e in m.effects)
        targets.extend(m.targets)
        texts.append(m.text)
    first = ab.modes[choice[0]]
    return Ability(kind=first.kind, text=" + ".join(texts), trigger=first.trigger, targets=tuple(targets),
                   effects=tuple(effects), params={})


def label(ab: Ability, choice: tuple[int, ...]) -> str:
    if not choice:
        return T("No mode")
    return " + ".join(ab.modes[i].text or f"mode {i + 1}" for i in choice)
