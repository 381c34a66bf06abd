"""Crew N (CR 702.122): a Vehicle's cost of tapping creatures.

"Crew N" means "Tap any number of untapped creatures you control with total
power N or greater: This permanent becomes an artifact creature until end of
turn" (CR 702.122a).  The ability is an ordinary activated ability
with ``crew: N`` in its data and an ``animate`` effect (``engine.animation``);
this module is its cost:

* it can be activated only if the other untapped creatures its controller
  controls have total power N or more (CR 117.3, 602.2b);
* the creatures are chosen one at a time (a ``Choose`` decision, which can be
  cancelled until the total reaches N) and tapped as the cost is paid
  (CR 601.2h, 602.2b).  Tapping them is not a {T} cost: a creature that came
  under its controller's control this turn may crew (CR 302.6 is about {T}
  and attacking);
* the Vehicle itself is not offered: once it is a creature, crewing it with
  itself would only tap it.

Free functions called from two small hooks in ``actions.py``
(``activate_problem`` and ``_activate``).
"""

from __future__ import annotations

from typing import Any, Generator

from ..data.cards import Ability
from ..decisions import Cancel, Choose, Decision, Kind
from ..errors import IllegalAnswer, Problem, problem

from . import characteristics as chars
from .. import operations as ops
from ..state import GameState as Game


def crew_power(ab: Ability) -> int:
    """The N of "Crew N" (0: not a crew ability)."""
    n = ab.params.get("crew", 0)
    return n if isinstance(n, int) and not isinstance(n, bool) else 0


def candidates(game: "Game", player: int, source: int) -> list[int]:
    """The other untapped creatures ``player`` controls (CR 702.122a)."""
    objects = game.objects
    return [c for c in game.battlefield if c != source and objects[c].controller == player
            and not objects[c].tapped and chars.is_creature(game, c)]


def _reachable(game: "Game", chosen_power: int, left: list[int]) -> int:
    return chosen_power + sum(max(0, chars.power(game, c)) for c in left)


def cost_problem(game: "Game", player: int, source: int, ab: Ability) -> Problem | None:
    """Why the crew cost can't be paid now (CR 117.3), or None."""
    n = crew_power(ab)
    if _reachable(game, 0, candidates(game, player, source)) < n:
        return problem("702.122a", "the other untapped creatures you control don't have total power {n} or more",
                       n=n)
    return None


def choose_crew(game: "Game", player: int, source: int, ab: Ability) -> Generator[Decision, Any, tuple[int, ...] | None]:
    """Ask for the creatures that crew, one at a time, until their power reaches N; None: cancelled."""
    n = crew_power(ab)
    name = game.objects[source].name
    chosen: list[int] = []
    total = 0
    while total < n:
        left = [c for c in candidates(game, player, source) if c not in chosen]
        # only creatures after which N can still be reached (a creature with negative power lowers the total)
        legal = [c for c in left if _reachable(game, total + chars.power(game, c), [x for x in left if x != c]) >= n]
        if not legal:
            return None

        def validate(a: Any, legal: list[int] = legal) -> None:
            if isinstance(a, Cancel):
                return
            ops._expect(a, Choose, "702.122a")
            if a.choice not in legal:
                raise IllegalAnswer("702.122a", "{card} can't crew this Vehicle", card=ops.describe(game, a.choice))

        opts: list[Any] = [Choose(c) for c in legal] + [Cancel()]

        def options(opts: list[Any] = opts) -> list[Any]:
            return opts

        ans = yield ops._decision(
            game, Kind.CHOOSE, player, "Crew {n} for {card}: choose a creature to tap (power so far {total}).",
            "702.122a", {"options": legal, "labels": {}, "cancellable": True, "crew": n, "source": source},
            validate, options, prompt_args={"n": n, "card": name, "total": total})
        if isinstance(ans, Cancel):
            return None
        chosen.append(ans.choice)
        total += chars.power(game, ans.choice)
    return tuple(chosen)


def tap_crew(game: "Game", player: int, source: int, crew: tuple[int, ...]) -> None:
    """Pay the cost: tap the chosen creatures (CR 602.2b, 702.122a)."""
    for c in crew:
        if c in game.objects and not game.objects[c].tapped:
            ops.become_tapped(game, c)
            ops.log(game, "crew", "702.122a", "{card} crews {vehicle}.", card=game.objects[c].name,
                    vehicle=game.objects[source].name if source in game.objects else "")
