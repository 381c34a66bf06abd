"""Costs of tapping other permanents: "Tap an untapped creature you control",
"Tap two untapped Elves you control" (CR 602.2b, 118.3).

The cost is part of an activated or mana ability's cost
(``ActivationCost.tap_untapped``: how many, and what), paid as the other costs
are (CR 601.2h via 602.2b):

* it can be paid only if its controller controls enough untapped permanents
  of that kind (CR 118.3: no one pays a cost without the resources), counting
  the source itself unless the cost also has {T} (then {T} taps it, and it
  can't be tapped twice) or says "another";
* the permanents are chosen one at a time (a ``Choose`` decision, which can be
  cancelled) before anything is paid, and tapped as the cost is paid;
* summoning sickness does not stop it: CR 302.6 forbids only a creature's own
  {T} and {Q} abilities, so a creature that came under its controller's control
  this turn may be tapped for this cost (like crewing, CR 702.122a).

What may be tapped: ``creature`` (a creature), ``artifact`` (an artifact), or a
subtype such as ``Elf`` (a permanent with that subtype); ``another `` before it
leaves the source out (the words are read by ``engine.tap_cost_parse``).

Free functions called from small hooks in ``actions.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Generator

from .cards import Ability
from .decisions import Cancel, Choose, Decision, Kind
from .errors import IllegalAnswer, Problem, problem

from . import characteristics as chars
from . import land_effects
from . import operations as ops

if TYPE_CHECKING:
    from .state import GameState as Game

def _fits(game: "Game", oid: int, what: str) -> bool:
    if what == "creature":
        return chars.is_creature(game, oid)
    if what == "artifact":
        return chars.is_type(game, oid, "Artifact")
    card = game.objects[oid].card
    return what in card.subtypes or (chars.is_creature(game, oid) and chars.has_keyword(game, oid, "Changeling"))


def candidates(game: "Game", player: int, source: int, ab: Ability) -> list[int]:
    """The untapped permanents ``player`` controls that may be tapped for the cost."""
    what = ab.cost.tap_untapped_what
    other = what.startswith("another ") or ab.cost.tap
    what = what.removeprefix("another ")
    objects = game.objects
    return [c for c in game.battlefield if objects[c].controller == player and not objects[c].tapped
            and not (other and c == source) and _fits(game, c, what)]


def cost_problem(game: "Game", player: int, source: int, ab: Ability) -> Problem | None:
    """Why the cost can't be paid now (CR 118.3), or None."""
    n = ab.cost.tap_untapped
    if len(candidates(game, player, source, ab)) < n:
        return problem("118.3", "you don't control {n} untapped permanent(s) to tap for this cost", n=n)
    return None


def choose(game: "Game", player: int, source: int, ab: Ability) -> Generator[Decision, Any, tuple[int, ...] | None]:
    """Ask for the permanents to tap, one at a time (CR 601.2h, 602.2b); None: cancelled."""
    n = ab.cost.tap_untapped
    name = game.objects[source].name
    chosen: list[int] = []
    while len(chosen) < n:
        legal = [c for c in candidates(game, player, source, ab) if c not in chosen]
        if len(legal) < n - len(chosen):
            return None

        def validate(a: Any, legal: list[int] = legal) -> None:
            if isinstance(a, Cancel):
                return
            ops._expect(a, Choose, "602.2b")
            if a.choice not in legal:
                raise IllegalAnswer("602.2b", "{card} can't be tapped for this cost", card=ops.describe(game, a.choice))

        opts: list[Any] = [Choose(c) for c in legal] + [Cancel()]

        def options(opts: list[Any] = opts) -> list[Any]:
            return opts

        ans = yield ops._decision(
            game, Kind.CHOOSE, player, "{card}: choose a permanent to tap for the cost ({left} left).",
            "602.2b", {"options": legal, "labels": {}, "cancellable": True, "source": source, "tap_cost": n},
            validate, options, prompt_args={"card": name, "left": n - len(chosen)})
        if isinstance(ans, Cancel):
            return None
        chosen.append(ans.choice)
    return tuple(chosen)


def pay(game: "Game", player: int, source: int, tapped: tuple[int, ...]) -> None:
    """Pay the cost: tap the chosen permanents (CR 602.2b, 701.26a)."""
    for c in tapped:
        if c in game.objects and not game.objects[c].tapped:
            land_effects.tap(game, c)
            ops.log(game, "tap_cost", "602.2b", "{card} is tapped to pay for {source}'s ability.",
                    card=game.objects[c].name, source=game.objects[source].name if source in game.objects else "")
