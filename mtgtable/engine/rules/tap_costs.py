"""Costs of tapping or sacrificing other permanents: "Tap an untapped creature you
control", "Tap two untapped Elves you control", "Sacrifice a creature" (CR 602.2b,
118.3, 701.17a).

The cost is part of an activated or mana ability's cost
(``ActivationCost.tap_untapped`` / ``sacrifice_other``: how many, and what),
paid as the other costs are (CR 601.2h via 602.2b):

* it can be paid only if its controller controls enough (untapped, for a tap)
  permanents of that kind (CR 118.3: no one pays a cost without the
  resources), counting the source itself unless the cost also has {T} (then
  {T} taps it; it is not also tapped or sacrificed for the other part) or says
  "another";
* the permanents are chosen one at a time (a ``Choose`` decision, which can be
  cancelled) before anything is paid, and tapped or sacrificed as the cost is
  paid;
* summoning sickness does not stop a tap: CR 302.6 forbids only a creature's
  own {T} and {Q} abilities, so a creature that came under its controller's
  control this turn may be tapped for this cost (like crewing, CR 702.122a).

What may be chosen: ``creature``, ``artifact``, ``land``, or a subtype such
as ``Elf`` (a permanent with that subtype); ``another `` before it leaves the
source out (the words are read by ``engine.tap_cost_parse``).  The automatic
payment never uses such a mana ability: the player chooses what to tap or
sacrifice.

Free functions called from small hooks in ``actions.py``.
"""

from __future__ import annotations

from typing import Any, Final, Generator, TYPE_CHECKING

from ..data.cards import Ability
from ..decisions import Cancel, Choose, Decision, Kind
from ..errors import IllegalAnswer, Problem, problem
from ..objects import Zone

from . import characteristics as chars
from .. import operations as ops

if TYPE_CHECKING:
    from ..state import GameState as Game

TAP: Final = "tap"
SACRIFICE: Final = "sacrifice"


def _fits(game: "Game", oid: int, what: str) -> bool:
    if what == "creature":
        return chars.is_creature(game, oid)
    if what == "artifact":
        return chars.is_type(game, oid, "Artifact")
    if what == "land":
        return chars.is_type(game, oid, "Land")
    card = game.objects[oid].card
    return what in card.subtypes or (chars.is_creature(game, oid) and chars.has_keyword(game, oid, "Changeling"))


def _need(ab: Ability, kind: str) -> tuple[int, str]:
    c = ab.cost
    return (c.tap_untapped, c.tap_untapped_what) if kind == TAP else (c.sacrifice_other, c.sacrifice_other_what)


def candidates(game: "Game", player: int, source: int, ab: Ability, kind: str = TAP) -> list[int]:
    """The permanents ``player`` controls that may be tapped (untapped ones) or sacrificed for the cost."""
    _, what = _need(ab, kind)
    other = what.startswith("another ") or ab.cost.tap
    what = what.removeprefix("another ")
    objects = game.objects
    return [c for c in game.battlefield if objects[c].controller == player
            and not (kind == TAP and objects[c].tapped) and not (other and c == source) and _fits(game, c, what)]


def cost_problem(game: "Game", player: int, source: int, ab: Ability) -> Problem | None:
    """Why the cost can't be paid now (CR 118.3), or None."""
    n = ab.cost.tap_untapped
    if n and len(candidates(game, player, source, ab, TAP)) < n:
        return problem("118.3", "you don't control {n} untapped permanent(s) to tap for this cost", n=n)
    s = ab.cost.sacrifice_other
    if s:
        able = candidates(game, player, source, ab, SACRIFICE)
        if n:  # one permanent is not both tapped and sacrificed for one cost: count them apart
            able = [c for c in able if c not in candidates(game, player, source, ab, TAP)] + \
                candidates(game, player, source, ab, TAP)
        if len(set(able)) < s + n:
            return problem("118.3", "you don't control {n} permanent(s) to sacrifice for this cost", n=s)
    return None


def _choose(game: "Game", player: int, source: int, ab: Ability, kind: str, taken: tuple[int, ...],
            ) -> Generator[Decision, Any, tuple[int, ...] | None]:
    n, _ = _need(ab, kind)
    name = game.objects[source].name
    chosen: list[int] = []
    while len(chosen) < n:
        legal = [c for c in candidates(game, player, source, ab, kind) if c not in chosen and c not in taken]
        if len(legal) < n - len(chosen):
            return None

        def validate(a: Any, legal: list[int] = legal) -> None:
            if isinstance(a, Cancel):
                return
            ops._expect(a, Choose, "602.2b")
            if a.choice not in legal:
                raise IllegalAnswer("602.2b", "{card} can't be chosen for this cost", card=ops.describe(game, a.choice))

        opts: list[Any] = [Choose(c) for c in legal] + [Cancel()]

        def options(opts: list[Any] = opts) -> list[Any]:
            return opts

        data = {"options": legal, "labels": {}, "cancellable": True, "source": source, f"{kind}_cost": n}
        args = {"card": name, "left": n - len(chosen)}
        if kind == TAP:
            ans = yield ops._decision(game, Kind.CHOOSE, player,
                                      "{card}: choose a permanent to tap for the cost ({left} left).", "602.2b",
                                      data, validate, options, prompt_args=args)
        else:
            ans = yield ops._decision(game, Kind.CHOOSE, player,
                                      "{card}: choose a permanent to sacrifice for the cost ({left} left).",
                                      "602.2b", data, validate, options, prompt_args=args)
        if isinstance(ans, Cancel):
            return None
        chosen.append(ans.choice)
    return tuple(chosen)


def choose(game: "Game", player: int, source: int, ab: Ability,
           ) -> Generator[Decision, Any, tuple[tuple[int, ...], tuple[int, ...]] | None]:
    """Ask for the permanents to tap, then those to sacrifice, one at a time (CR 601.2h,
    602.2b); None: cancelled."""
    tapped: tuple[int, ...] = ()
    if ab.cost.tap_untapped:
        got = yield from _choose(game, player, source, ab, TAP, ())
        if got is None:
            return None
        tapped = got
    sacrificed: tuple[int, ...] = ()
    if ab.cost.sacrifice_other:
        got = yield from _choose(game, player, source, ab, SACRIFICE, tapped)
        if got is None:
            return None
        sacrificed = got
    return tapped, sacrificed


def pay(game: "Game", player: int, source: int, chosen: tuple[tuple[int, ...], tuple[int, ...]]) -> None:
    """Pay the cost: tap the chosen permanents (CR 602.2b, 701.26a) and sacrifice the others (701.17a)."""
    tapped, sacrificed = chosen
    source_name = game.objects[source].name if source in game.objects else ""
    for c in tapped:
        if c in game.objects and not game.objects[c].tapped:
            ops.become_tapped(game, c)
            ops.log(game, "tap_cost", "602.2b", "{card} is tapped to pay for {source}'s ability.",
                    card=game.objects[c].name, source=source_name)
    for c in sacrificed:
        if chars.on_battlefield(game, c):
            ops.move(game, c, Zone.GRAVEYARD, rule="701.17a", reason="sacrificed_by", source=source_name)
