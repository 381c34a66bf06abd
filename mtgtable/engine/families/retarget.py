"""Changing the targets of a spell or ability on the stack (CR 115.7): "You may choose new targets
for target spell or ability." (CR 115.7d) and "Change the target of target spell with a single
target." (CR 115.7a).

CR 115.7d: the player may leave any number of the targets unchanged, even illegal ones; each target
changed must be a legal target, judged for the spell or ability's own controller (CR 115.1, 601.2c).
CR 115.7a: the one target must be changed to another legal target if there is one; if there is none,
it stays as it is.  The spell or ability keeps its number of targets, and one word "target" still
chooses different objects (CR 115.3).  A permanent that becomes a new target may trigger (ward,
CR 702.21a); the unchanged ones don't become targets again.

The decision is the ordinary target decision (``Kind.TARGETS``: the GUI, the pilot, the random agent
and the fuzzer answer it), each target's candidates being its current target first and then the
other legal choices.

Card data: ``{"do": "choose_new_targets", "target": 0}``, ``{"do": "change_single_target", "target": 0}``.
"""

from __future__ import annotations

import dataclasses
import itertools
from typing import TYPE_CHECKING, Any, Generator, Mapping

from .. import operations as ops
from . import targeted_triggers
from ..decisions import Kind, Targets
from .effect_core import EffectContext, effect, refs
from ..data.effect_params import EFFECT_PARAMS, subject
from ..errors import IllegalAnswer
from ..refs import Ref
from ..rules import dependent_targets
from ..rules.targets import candidates, is_legal_target

if TYPE_CHECKING:
    from ..state import GameState as Game

Flow = Generator[Any, Any, None]


def _retarget(game: "Game", ctx: EffectContext, ref: Ref, must_change: bool) -> Flow:
    index = next((i for i, s in enumerate(game.stack) if s.id == ref), None)
    if index is None:
        return
    item = game.stack[index]
    ab = item.ability
    if ab is None or not item.targets or item.info.get("equip"):
        return
    specs = list(ab.targets[:len(item.targets)])
    old = tuple(item.targets)
    distinct = ab.params.get("distinct_targets") is True
    legal = [[c for c in candidates(game, s, item.controller, item.id) if c != t] for s, t in zip(specs, old)]
    if must_change and not legal[0]:
        ops.log(game, "retarget", "115.7a", "{card} keeps its target: there is no other legal one.",
                card=item.source_name)
        return
    options = [(([] if must_change else [t]) + found) for t, found in zip(old, legal)]

    def validate(a: Any) -> None:
        ops._expect(a, Targets, "115.7")
        if len(a.targets) != len(old):
            raise IllegalAnswer("115.7", "choose {n} target(s)", n=len(old))
        if must_change and a.targets == old:
            raise IllegalAnswer("115.7a", "the target must be changed to another legal target")
        if distinct and len(set(a.targets)) != len(a.targets):
            raise IllegalAnswer("115.3", "the same target can't be chosen twice for one word \"target\"")
        for t, was, spec in zip(a.targets, old, specs):
            if t != was and not is_legal_target(game, spec, t, item.controller, item.id, a.targets):
                raise IllegalAnswer("115.7d", "{target} is not a legal new target", target=ops.describe(game, t))

    def opts() -> list[Any]:
        combos = itertools.product(*options)
        good = (c for c in combos if (not distinct or len(set(c)) == len(c)) and not (must_change and c == old)
                and (not dependent_targets.is_dependent(specs)  # Searing Blaze's creature: its player's
                     or all(is_legal_target(game, s, t, item.controller, item.id, c) for s, t in zip(specs, c))))
        return [Targets(tuple(c)) for c in itertools.islice(good, 50)]

    ans = yield ops._decision(game, Kind.TARGETS, ctx.controller, "Choose new targets for {card} ({source}).",
                              "115.7", {"specs": specs, "candidates": options, "source": ctx.source,
                                        "cancellable": False, "distinct": distinct}, validate, opts,
                              prompt_args={"card": item.source_name, "source": ctx.source_name})
    new = tuple(ans.targets)
    if new == old or ops.retarget_stack_item(game, item, new) is None:
        return
    ops.log(game, "retarget", "115.7", "{card} now targets {targets}.", card=item.source_name,
            targets=", ".join(ops.describe(game, t) for t in new))
    changed = tuple(t for t, was in zip(new, old) if t != was)
    targeted_triggers.becomes_target(game, dataclasses.replace(item, targets=changed))  # ward (CR 702.21a)


@effect("choose_new_targets")
def _choose_new_targets(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> Flow:
    """"You may choose new targets for target spell or ability" (CR 115.7d)."""
    for ref in refs(game, ctx, e.get("target", 0)):
        yield from _retarget(game, ctx, ref, must_change=False)


@effect("change_single_target")
def _change_single_target(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> Flow:
    """"Change the target of target spell with a single target" (CR 115.7a)."""
    for ref in refs(game, ctx, e.get("target", 0)):
        yield from _retarget(game, ctx, ref, must_change=True)


EFFECT_PARAMS["choose_new_targets"] = {"target": subject}
EFFECT_PARAMS["change_single_target"] = {"target": subject}
