"""Agents: programs that answer decisions, exactly as a human would.

An agent is anything with ``choose(game, decision) -> answer``.  The driver
:func:`run_until` lets agents answer until a decision belongs to a player
without an agent (a human at the table), or the game ends.
"""

from __future__ import annotations

import random
from typing import Any, Callable, Final, Mapping, Protocol

from .decisions import (
    Activate,
    AssignDamage,
    Bottom,
    Cancel,
    Decision,
    DeclareAttackers,
    DeclareBlockers,
    Keep,
    Kind,
    Pass,
    Pay,
    StackOrder,
)
from .driver import run
from .game import Game
from .turn.steps import Step
from .shuffle import shuffle

#: Enum members read on hot paths, bound once as module constants (the engine's hot-path rules: ``mtgtable.engine``).
_KIND_ASSIGN_DAMAGE: Final = Kind.ASSIGN_DAMAGE
_KIND_BOTTOM: Final = Kind.BOTTOM
_KIND_DECLARE_ATTACKERS: Final = Kind.DECLARE_ATTACKERS
_KIND_DECLARE_BLOCKERS: Final = Kind.DECLARE_BLOCKERS
_KIND_MULLIGAN: Final = Kind.MULLIGAN
_KIND_ORDER_ATTACKERS: Final = Kind.ORDER_ATTACKERS
_KIND_ORDER_BLOCKERS: Final = Kind.ORDER_BLOCKERS
_KIND_ORDER_TRIGGERS: Final = Kind.ORDER_TRIGGERS
_KIND_PAY: Final = Kind.PAY
_KIND_PRIORITY: Final = Kind.PRIORITY


class Agent(Protocol):
    def choose(self, game: Game, decision: Decision) -> Any: ...


class GoldfishAgent:
    """The opponent that does nothing (a "goldfish"): keeps any hand, never
    casts, never blocks, passes priority; still answers what the rules
    require of it (a discard to hand size, a required block)."""

    def choose(self, game: Game, decision: Decision) -> Any:
        kind = decision.kind
        if kind is _KIND_MULLIGAN:
            return Keep()
        if kind is _KIND_PRIORITY:
            return Pass()
        if kind is _KIND_PAY:
            return Pay(auto=True)
        return decision.suggest()


#: How many times the random agent activates abilities of one source in one step.
MAX_ACTIVATIONS_PER_STEP: Final = 6


class RandomAgent:
    """Seeded random legal answers, for fuzzing and property tests."""

    def __init__(self, seed: int = 0, pass_bias: float = 0.3) -> None:
        self.rng = random.Random(seed)
        self.pass_bias = pass_bias
        #: It just declined a cost to attack or block: the next declaration is
        #: the plain suggestion, so a cost it can't pay can't loop forever.
        self._declined_cost = False
        #: Abilities it activated in the current step, by source: a free
        #: ability (Hyalopterous Lemure's "{0}: ...") may legally be activated
        #: without end, so the agent stops after a few in one step.
        self._step: tuple[int, Step | None] = (0, None)
        self._activations: dict[int, int] = {}

    def choose(self, game: Game, decision: Decision) -> Any:
        rng = self.rng
        kind = decision.kind
        if kind is _KIND_PRIORITY:
            self._declined_cost = False  # a declined cost led back here: it was for a spell or ability
            if rng.random() < self.pass_bias:
                return Pass()
            step = (game.turn, game.step)  # (the member itself: an Enum's .value is a Python-level property)
            if step != self._step:
                self._step, self._activations = step, {}
            opts = [o for o in decision.options()[1:]
                    if not isinstance(o, Activate) or self._activations.get(o.source, 0) < MAX_ACTIVATIONS_PER_STEP]
            if not opts:
                return Pass()
            choice = rng.choice(opts)
            if isinstance(choice, Activate):
                self._activations[choice.source] = self._activations.get(choice.source, 0) + 1
            return choice
        if kind in (_KIND_DECLARE_ATTACKERS, _KIND_DECLARE_BLOCKERS) and self._declined_cost:
            self._declined_cost = False
            return decision.suggest()
        if kind is _KIND_DECLARE_ATTACKERS:
            targets = decision.data["targets"]
            for _ in range(4):
                a = DeclareAttackers(tuple((c, rng.choice(targets)) for c in decision.data["candidates"]
                                           if rng.random() < 0.5))
                if decision.is_legal(a):
                    return a
            return decision.suggest()
        if kind is _KIND_DECLARE_BLOCKERS:
            can: Mapping[int, list[int]] = decision.data["can_block"]
            for _ in range(4):
                pairs = tuple((b, rng.choice(atts)) for b, atts in can.items() if atts and rng.random() < 0.5)
                blocks = DeclareBlockers(pairs)
                if decision.is_legal(blocks):
                    return blocks
            return decision.suggest()
        if kind in (_KIND_ORDER_BLOCKERS, _KIND_ORDER_ATTACKERS):
            from .decisions import Order
            items = list(decision.data["items"])
            shuffle(rng, items)
            return Order(decision.data["of"], tuple(items))
        if kind is _KIND_ASSIGN_DAMAGE:
            return self._assign(decision)
        if kind is _KIND_ORDER_TRIGGERS:
            order = list(range(len(decision.data["triggers"])))
            shuffle(rng, order)
            return StackOrder(tuple(order))
        if kind is _KIND_BOTTOM:
            hand = list(decision.data["hand"])
            return Bottom(tuple(rng.sample(hand, decision.data["count"])))
        if kind is _KIND_MULLIGAN:
            return Keep() if rng.random() < 0.85 else decision.options()[1]
        opts = decision.options()
        if opts:
            answer = rng.choice(opts)
            self._declined_cost = kind is _KIND_PAY and isinstance(answer, Cancel)
            return answer
        return decision.suggest()

    def _assign(self, decision: Decision) -> Any:
        """A random split, kept when legal; else the lethal-in-order suggestion."""
        parts = {}
        for s in decision.data["sources"]:
            recips = list(s["creatures"]) + ([s["beyond"]] if s["beyond"] is not None else [])
            split = {r: 0 for r in recips}
            for _ in range(s["power"]):
                split[self.rng.choice(recips)] += 1
            parts[s["source"]] = {r: n for r, n in split.items() if n}
        a = AssignDamage.from_dict(parts)
        return a if decision.is_legal(a) else decision.suggest()


def run_until(game: Game, agents: Mapping[int, Agent], stop: Callable[[Game], bool] | None = None,
              max_answers: int = 1_000_000) -> int:
    """Let agents answer until a player without an agent must decide, ``stop``
    says so, or the game ends.  Returns how many answers were given
    (:func:`.driver.run`, the one driver loop)."""
    return run(game, agents, until=stop, max_answers=max_answers).answers
