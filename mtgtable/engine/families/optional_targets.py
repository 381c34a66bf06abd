"""A variable number of targets (CR 601.2c): "tap up to two target creatures", "exile any number
of target spells" (any number includes zero).

As the spell is cast or the ability put on the stack, its controller announces how many of the
optional targets it has and chooses them (CR 601.2c, 602.2b, 603.3d); a spell or ability whose
targets are all optional can be cast with none (no legal target is needed, CR 601.2c) and then
resolves, having no target to become illegal (CR 608.2b).  The number is fixed then: a copy keeps
it (CR 707.10).  Each chosen target is re-checked on resolution (CR 608.2b) like any other; the
spell does nothing only if it had targets and every one became illegal.

``divided_damage`` (``{"amount": 2, "targets": [0, 1], "min": 1}``) is "~ deals 2 damage divided as
you choose among one or two targets" (CR 601.2d).

Card data: one effect ``{"do": "on_targets", "verb": "tap", "targets": [0, 1], "min": 0}``
applies ``verb`` (``tap``, ``untap``, ``destroy``, ``exile``, ``bounce``) to each target it names;
``targets[min:]`` are optional, and they are the ability's last targets (:func:`minimum`), all of
one word "target" (the compiler marks the ability ``distinct_targets``, CR 115.3).
"""

from __future__ import annotations

from typing import Any, Final, Generator, Iterator, Mapping, TYPE_CHECKING

from .effect_core import EFFECTS, EffectContext, effect
from ..data.effect_params import EFFECT_PARAMS

if TYPE_CHECKING:
    from ..data.cards import Ability
    from ..state import GameState as Game

#: The verbs ``on_targets`` applies (each an effect of ``effects.EFFECTS`` taking one ``target``).
VERBS: Final = ("tap", "untap", "destroy", "exile", "bounce", "phase_out")  # (phase_out: phasing.py, CR 702.26b)
#: "any number of target ...": as many targets as this (more objects than a game ever has to choose among).
ANY_NUMBER: Final = 30


def _walk(effects: Any) -> Iterator[Mapping[str, Any]]:
    for e in effects or ():
        if isinstance(e, Mapping):
            yield e
            for key in ("effects", "otherwise"):
                yield from _walk(e.get(key))


#: :func:`minimum` by ability (an ``Ability`` is immutable and hashed by identity): it is asked
#: whenever a spell or ability with targets is judged, cast or resolved, and walking the effects
#: each time was a visible part of a simulation's time.
_MINIMUM: Final["dict[Ability, int | None]"] = {}


def minimum(ab: "Ability | None") -> int | None:
    """How many of the ability's targets must be chosen (the rest are optional), or None when all are."""
    if ab is None or not ab.targets:
        return None
    if ab in _MINIMUM:
        return _MINIMUM[ab]
    if len(_MINIMUM) > 50_000:
        _MINIMUM.clear()  # a bound, for programs that make abilities without end (delayed triggers)
    found = _MINIMUM[ab] = _minimum(ab)
    return found


def _minimum(ab: "Ability") -> int | None:
    """:func:`minimum` worked out (the last targets named by an ``on_targets`` or ``divided_damage``)."""
    for e in _walk(ab.effects):
        if e.get("do") in ("on_targets", "divided_damage"):
            idx = list(e.get("targets", ()))
            low = int(e.get("min", 0))
            if idx and idx == list(range(len(ab.targets) - len(idx), len(ab.targets))):
                return len(ab.targets) - len(idx) + low
    return None


@effect("on_targets")
def _on_targets(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> Generator[Any, Any, None]:
    """Apply the verb to each chosen target still legal (an unchosen or illegal one is skipped, CR 608.2b)."""
    verb = str(e.get("verb", "tap"))
    handler = EFFECTS[verb]
    for i in e.get("targets", ()):
        if isinstance(i, int) and i < len(ctx.targets) and ctx.targets[i] is not None:
            flow = handler(game, ctx, {"do": verb, "target": i})
            if flow is not None:
                yield from flow


@effect("divided_damage")
def _divided_damage(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> None:
    """"~ deals 2 damage divided as you choose among one or two targets" (CR 601.2d): the division is
    fixed as the spell is cast, at least 1 to each target; for 2 damage there is no choice to make
    (2 to one target, 1 to each of two).  A target that became illegal gets nothing; the others keep
    their share (CR 608.2b)."""
    from .. import operations as ops
    chosen = [i for i in e.get("targets", ()) if isinstance(i, int) and i < len(ctx.targets)]
    if not chosen:
        return
    share = int(e.get("amount", 2)) // len(chosen)
    for i in chosen:
        r = ctx.targets[i]
        if r is not None:
            ops.deal_damage(game, ctx.source, r, share, source_name=ctx.source_name, controller=ctx.controller)


def _two(v: Any) -> str | None:
    return None if v == 2 else "2 (a division with no choice, CR 601.2d)"


def _verb(v: Any) -> str | None:
    return None if v in VERBS else "one of " + ", ".join(VERBS)


def _indexes(v: Any) -> str | None:
    ok = isinstance(v, (list, tuple)) and 0 < len(v) <= ANY_NUMBER and all(
        isinstance(i, int) and not isinstance(i, bool) and 0 <= i < 100 for i in v)
    return None if ok else f"a list of 1 to {ANY_NUMBER} target indexes"


def _low(v: Any) -> str | None:
    return None if isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= ANY_NUMBER else "a whole number"


EFFECT_PARAMS["on_targets"] = {"verb": _verb, "targets": _indexes, "min": _low}
EFFECT_PARAMS["divided_damage"] = {"amount": _two, "targets": _indexes, "min": _low}
