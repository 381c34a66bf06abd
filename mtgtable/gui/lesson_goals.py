"""A lesson's goal and how the table checks the student's own answer against it.

A course lesson's scenario file has a ``[lesson]`` table (the engine ignores it)::

    [lesson]
    goal = "Block the Hill Giant so that it dies and you keep a creature."
    check_at = "end_combat"          # the step at which the answer is judged ("next_turn": when the
                                     # turn has passed); the end of the game always counts
    success = "Both bears blocked: 4 damage kills the Giant, and it can kill only one of them."
    wrong = [["block bear1>giant", "pass", "pass"]]   # answers that must not succeed (tests use them)
    student = "p0"                   # whose side the student plays (at the bottom of the table)

    [[lesson.condition]]             # every condition must hold when check_at is reached
    dead = "giant"                   # an alias that is no longer on the battlefield
    hint = "The Giant survived: 2 damage is not lethal for a 3/3. Block with more power."

Conditions (one key besides ``hint``):

* ``alive = "alias"`` / ``dead = "alias"``: the object set up under that alias is / is no longer on
  the battlefield (it is the same object only while it stays there, CR 400.7);
* ``untapped = ["alias", ...]``: all of them are on the battlefield untapped;
* ``life = { p1 = 16 }``, ``life_at_most = { p1 = 16 }``, ``life_at_least = { p0 = 20 }``;
* ``hand_size = { p0 = 7 }``; ``in_hand = { p1 = "Lightning Bolt" }``;
* ``controls = { p0 = "Hill Giant" }``: a permanent of that name on that player's battlefield;
* ``creatures_at_least = { p0 = 2 }``: that many creatures on that player's battlefield.

The Japanese sidecar (``ja/<file>.toml``) may give ``goal``, ``success`` and ``hints`` (one per
condition, in order).
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Mapping

from mtgtable.engine import Game, PlayerRef, Step, Zone

from .card_text import with_card_names

CONDITION_KEYS = ("alive", "dead", "untapped", "life", "life_at_most", "life_at_least", "hand_size", "in_hand",
                  "controls", "creatures_at_least")


@dataclass(frozen=True)
class Condition:
    """One thing that must hold, and what to tell a student whose answer broke it."""

    kind: str
    value: Any
    hint: str


@dataclass(frozen=True)
class LessonGoal:
    goal: str
    #: The step at which the answer is judged; None: when the next turn begins.
    check_at: Step | None
    conditions: tuple[Condition, ...]
    success: str = ""
    #: Answer sequences that must not reach the goal (the tests play them).
    wrong: tuple[tuple[str, ...], ...] = field(default_factory=tuple)
    #: The player the student plays (the table puts that side at the bottom); None: the active player.
    student: int | None = None


class LessonGoalError(ValueError):
    """A ``[lesson]`` table that cannot be used; the message names the file."""


def read_goal(path: Path, translation: Mapping[str, Any] | None = None, lang: str = "en") -> LessonGoal | None:
    """The file's ``[lesson]`` table, its texts in the translation's language where it has them."""
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError):
        return None
    raw = data.get("lesson")
    if not isinstance(raw, dict):
        return None
    tr = translation or {}
    where = str(raw.get("check_at", "end_combat"))
    try:
        check_at = None if where == "next_turn" else Step(where)
    except ValueError:
        raise LessonGoalError(f"{path}: [lesson] check_at {where!r} is not a step or next_turn") from None
    raw_hints = tr.get("hints")
    hints: list[Any] = raw_hints if isinstance(raw_hints, list) else []
    conditions = []
    for i, c in enumerate(raw.get("condition") or []):
        kinds = [k for k in c if k in CONDITION_KEYS]
        if len(kinds) != 1:
            raise LessonGoalError(f"{path}: [[lesson.condition]] {i + 1} needs exactly one of {', '.join(CONDITION_KEYS)}")
        hint = hints[i] if i < len(hints) and isinstance(hints[i], str) else str(c.get("hint", ""))
        conditions.append(Condition(kinds[0], c[kinds[0]], with_card_names(hint, lang)))
    wrong = tuple(tuple(str(a) for a in seq) for seq in raw.get("wrong") or [])
    student = raw.get("student")
    return LessonGoal(with_card_names(str(tr.get("goal") or raw.get("goal", "")), lang), check_at, tuple(conditions),
                      with_card_names(str(tr.get("success") or raw.get("success", "")), lang), wrong,
                      _player(str(student)) if student is not None else None)


def reached(goal: LessonGoal, game: Game, start_turn: int = 0) -> bool:
    """Whether the game has got to the point where the answer is judged (the step, a later turn,
    or the end of the game)."""
    if game.outcome is not None or (start_turn and game.turn > start_turn):
        return True
    return goal.check_at is not None and game.step is not None and _order(game.step) >= _order(goal.check_at)


def _order(step: Step) -> int:
    return list(Step).index(step)


def _player(ref: str) -> int:
    """A seat from a lesson file: ``p0`` (a player's text form) or ``0``."""
    return PlayerRef.parse(ref).index if PlayerRef.is_text(ref) else int(ref)


def holds(condition: Condition, game: Game, aliases: Mapping[str, int]) -> bool:
    kind, value = condition.kind, condition.value

    def on_battlefield(alias: str) -> bool:
        oid = aliases.get(alias)
        return oid is not None and oid in game.objects and game.objects[oid].zone is Zone.BATTLEFIELD

    if kind == "alive":
        return on_battlefield(str(value))
    if kind == "dead":
        return not on_battlefield(str(value))
    if kind == "untapped":
        return all(on_battlefield(a) and not game.objects[aliases[a]].tapped for a in value)
    checks = value.items() if isinstance(value, dict) else ()
    for ref, want in checks:
        p = game.players[_player(str(ref))]
        if kind == "life" and p.life != want:
            return False
        if kind == "life_at_most" and p.life > want:
            return False
        if kind == "life_at_least" and p.life < want:
            return False
        if kind == "hand_size" and len(p.hand) != want:
            return False
        if kind == "in_hand" and not any(game.objects[o].name == want for o in p.hand):
            return False
        mine = [game.objects[o] for o in game.battlefield if game.objects[o].controller == p.index]
        if kind == "controls" and not any(o.name == want for o in mine):
            return False
        if kind == "creatures_at_least" and sum(1 for o in mine if o.card.is_creature) < want:
            return False
    return True


def failed(goal: LessonGoal, game: Game, aliases: Mapping[str, int]) -> list[Condition]:
    """The conditions the game breaks (empty: the goal is reached)."""
    return [c for c in goal.conditions if not holds(c, game, aliases)]
