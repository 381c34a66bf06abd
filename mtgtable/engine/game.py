"""The game: a config, a state and the running flow, one decision at a time.

:class:`Game` composes three things and inherits none of them:

- the :class:`~.config.GameConfig` it was made from (``setup`` is its JSON form,
  or a scenario's), fixed before the game starts;
- a :class:`~.state.GameState`, pure data that the rule modules read and
  ``operations.py`` changes (``game.state``; the fields are also readable as
  ``game.players``, ``game.objects``... and the rules as ``game.power(oid)``,
  ``game.move(...)``, thin calls into the modules listed in ``state.py``);
- the flow of the turn, a generator coroutine (``turn_flow.py``) that *yields*
  a :class:`Decision` whenever a player must choose.

:meth:`Game.answer` validates the answer against the pending decision *before*
anything changes (an illegal answer raises and leaves the state exactly as it
was) and then resumes the flow until the next decision.  Answers are atomic:
if anything raises while one is applied, the game goes back to the nearest
checkpoint and replays the answers since it, so it is exactly as before.

A game is a pure function of its setup and its answers: replaying them gives
the same game, which is the save format and the proof of determinism
(``replay.py``).  A generator cannot be copied, so checkpoints are taken
where the flow can be rebuilt from the state alone (a top-level priority
decision, :class:`~.state.Resume`); undo (:meth:`Game.rewind`) restores the
nearest one and replays only the few answers since.

>>> from mtgtable.engine.agents import RandomAgent, run_until
>>> deck = ("Forest",) * 20 + ("Grizzly Bears",) * 20
>>> game = Game.new(GameConfig((deck, deck), seed=2), checkpoint_every=10)
>>> run_until(game, {0: RandomAgent(0), 1: RandomAgent(1)}, max_answers=60)
60
>>> twin = game.copy()            # an independent game in the same position
>>> game.rewind(25)               # undo: back to the game after its first 25 answers
>>> len(game.answers), len(twin.answers)
(25, 60)
>>> from mtgtable.engine.files.replay import replay
>>> [e.to_json() for e in game.events] == [e.to_json() for e in replay(game.setup, game.answers).events]
True
"""

from __future__ import annotations

import gc
import random
from dataclasses import dataclass
from typing import Any, Callable, Final, Generator, Iterable, Mapping, NoReturn, Sequence

from .turn import entering
from .turn import actions
from .rules import payment, restricted_mana
from .rules import characteristics as chars
from .turn import combat_flow
from . import operations as ops
from .turn import resolution
from .turn import turn_flow
from .data.cards import Ability, CardDB, CardDef
from .rules.combat_data import Combat
from .rules.combat import DamageSource
from .config import GameConfig
from .decisions import (Activate, Cast, Concede, Decision, Flow, Kind, Manual, Pay, Ref, check_well_formed,
                        parse_answer)
from .errors import AnswerFailed, GameOver, IllegalAnswer, Problem
from .events import Event
from .game_options import MulliganRule
from .rules.mana import ManaCost
from .objects import GameObject, Modifier, PendingTrigger, Player, StackItem, Zone
from .state import GameState, Outcome, Resume
from .turn.steps import Duration, Step
from .turn.turns import TurnSequencer

#: Enum members read on hot paths, bound once as module constants (the engine's hot-path rules: ``mtgtable.engine``).
_KIND_PRIORITY: Final = Kind.PRIORITY

__all__ = ["Checkpoint", "Game", "GameConfig", "Resume"]

#: Answers between two checkpoints (undo and a failed answer replay at most this many).
CHECKPOINT_EVERY: Final = 200


@dataclass(frozen=True, slots=True)
class Checkpoint:
    """A copy of the state after ``answers`` answers, taken where the flow can be
    rebuilt from it (``state.resume_point``).  The copy carries no event log:
    the log is append-only, so ``events`` (its length then) is enough."""

    answers: int
    events: int
    state: GameState


#: Final aliases of imported names read on every answer (a function and a class defined in
#: ``answers``): mypyc looks such a name up in this module's dictionary at every use, and keeps a
#: Final one in a C static.
_check_well_formed: Final = check_well_formed
_CONCEDE: Final = Concede


def _set_stops(state: GameState, stops: tuple[tuple[int, tuple[str, ...]], ...]) -> None:
    """Give ``state`` a config's priority stops as the state holds them: each listed player's steps
    of their own turn and of the other's (see ``GameConfig.stops``); read once per set of stops, not
    once a game.  Each game gets its own copy of them, but shares with every game of the same stops
    and players the table of who passes by their stops (``GameState._all_pass``): its entries are
    worked out from the stops alone, so a simulation works them out once, not once a game."""
    try:
        found = _STOPS.get((stops, len(state.players)))
    except TypeError:  # (stops given as lists, not tuples: not remembered)
        state.stops = _read_stops(stops)
        return
    if found is None:
        if len(_STOPS) > 1000:
            _STOPS.clear()  # (a bound: programs that make games with ever new stops)
        found = _STOPS[(stops, len(state.players))] = (_read_stops(stops), {})
    state.stops = dict(found[0])
    state._all_pass, state._all_pass_of = found[1], state.stops


def _read_stops(stops: tuple[tuple[int, tuple[str, ...]], ...]) -> dict[int, tuple[frozenset[Step], frozenset[Step]]]:
    return {p: (frozenset(Step(x) for x in s if not x.startswith("opponent:")),
                frozenset(Step(x.split(":", 1)[1]) for x in s if x.startswith("opponent:")))
            for p, s in stops}


_STOPS: Final[dict[tuple[tuple[tuple[int, tuple[str, ...]], ...], int],
                   tuple[dict[int, tuple[frozenset[Step], frozenset[Step]]], dict[tuple[Step | None, int], bool]]]] = {}


class Game:
    """One game of Magic between two players."""

    __slots__ = ("state", "pending", "answers", "asked", "_setup", "_setup_config", "broken", "checkpoints",
                 "checkpoint_every", "rebuild", "_flow", "_judged_at", "_judged",
                 "_mana_at", "_mana_player", "_mana_units")

    def __init__(self, state: GameState | None = None, *, checkpoint_every: int | None = None) -> None:
        self.state = state if state is not None else GameState()
        #: The decision waiting for an answer (``None`` once the game is over).
        self.pending: Decision | None = None
        #: Every answer given, in order: with ``setup`` the whole game (replay.py).
        self.answers: list[Any] = []
        #: Who was asked for each answer (the pending decision's player, ``None`` if
        #: none was pending): where a person's undo can go back to, without a replay.
        self.asked: list[int | None] = []
        self._setup: dict[str, Any] = {}
        #: The config :meth:`new` made the game from, until :attr:`setup` is first asked for.
        self._setup_config: GameConfig | None = None
        #: Why the game takes no more answers (an answer failed and it could not be rebuilt).
        self.broken: str | None = None
        #: Checkpoints by number of answers, oldest first (see :class:`Checkpoint`).
        self.checkpoints: list[Checkpoint] = []
        #: Answers between checkpoints; 0 takes none (then a failed answer or an
        #: undo replays from the setup).
        self.checkpoint_every = CHECKPOINT_EVERY if checkpoint_every is None else checkpoint_every
        #: Makes this game afresh, before its first answer (set by whatever built
        #: it: :meth:`new`, a scenario); restoring to before the first checkpoint
        #: starts there.
        self.rebuild: Callable[[], Game] | None = None
        self._flow: Flow | None = None
        #: Priority actions :meth:`cast_problem` and :meth:`activate_problem` found legal while
        #: ``_judged_at`` (a priority decision) was pending: the state does not change while a
        #: decision waits, so answering one of them is not judged a second time.
        self._judged_at: Decision | None = None
        self._judged: set[tuple[Any, ...]] = set()
        #: The mana a player could make, listed once while ``_mana_at`` (a decision) waits: an agent
        #: asks :meth:`cast_problem` of every card in its hand, and the state does not change meanwhile.
        self._mana_at: Decision | None = None
        self._mana_player = -1
        self._mana_units: list[tuple[int | None, frozenset[str]]] | None = None

    # ------------------------------------------------------------------ construction

    @classmethod
    def new(cls, config: GameConfig, db: CardDB | None = None, *, keep_events: bool = True,
            checkpoint_every: int | None = None) -> "Game":
        """A new game from two decklists (names of cards in ``db``).

        ``keep_events=False`` skips recording the event log (simulations that
        only want the outcome); the game itself is the same."""
        state = GameState(db, names=config.names, seed=config.seed, damage_order=config.damage_order,
                          mulligan=config.mulligan, starting_life=config.starting_life, hand_size=config.hand_size)
        game = cls(state, checkpoint_every=checkpoint_every)
        game._setup_config = config  # (its JSON form is made when asked for: a simulation never asks)
        game.rebuild = lambda: Game.new(config, db, keep_events=keep_events, checkpoint_every=checkpoint_every)
        _set_stops(state, config.stops)
        state.keep_events = keep_events
        names = set().union(*config.decks)  # (set and map calls, not comprehensions: once a game, of every card)
        missing = sorted(n for n in names if n not in state.db)
        if missing:
            raise ValueError(f"unknown card(s): {', '.join(missing)}")
        cards = {n: state.db[n] for n in names}
        for p, deck in zip(state.players, config.decks):
            ops.new_library(state, p, list(map(cards.__getitem__, deck)))
        game.start(turn_flow.new_game(state, config.starting_player))
        return game

    def start(self, flow: Flow) -> None:
        """Run ``flow`` (built over ``self.state``) to its first decision."""
        self._flow = flow
        self._advance(None, first=True)

    def resume(self, where: Resume) -> None:
        """Start the flow at ``where`` in the state as it is (a scenario built by hand)."""
        self.start(turn_flow.run_turns(self.state, where))

    # ------------------------------------------------------------------ the protocol

    def answer(self, answer: Any, *, trusted: bool = False) -> list[Event]:
        """Answer the pending decision; returns the events it caused.

        Raises :class:`IllegalAnswer` (a ``ValueError``) naming the rule if the
        answer is not legal; the game is then exactly as it was.  ``trusted``
        skips that check, for replaying answers this same game accepted before
        from the same setup (undo): the engine is deterministic, so they are
        legal again.  Never for answers from a file or a player.
        """
        if isinstance(answer, str):
            answer = parse_answer(answer)
        else:
            _check_well_formed(answer)
        if self.broken is not None:
            raise IllegalAnswer("", "the game is broken and takes no more answers: {why}", why=self.broken)
        if isinstance(answer, _CONCEDE):
            return self.concede(answer.player)
        if self.pending is None:
            raise IllegalAnswer("104.1", "the game is over; no more answers are taken")
        given = len(self.answers)
        pending = self.pending
        if not trusted and pending.judged_legal is not answer \
                and not (self._judged_at is pending and _judged_key(answer) in self._judged):
            try:
                self.pending.validate(answer)
            except IllegalAnswer:
                raise
            except Exception as exc:  # a validator that crashes: restore (it may have changed something)
                self._restore_failed(given, answer, exc)
        events = self.state.events
        start = len(events)
        try:
            self._apply(answer)
        except Exception as exc:  # whatever broke mid-answer, the answer is all or nothing
            self._restore_failed(given, answer, exc)
        return events[start:]

    def _apply(self, answer: Any) -> None:
        """Apply an answer already judged legal (or a concession), and keep a
        checkpoint every ``checkpoint_every`` answers where one can be taken."""
        given = len(self.answers)
        state = self.state
        state._answering = given
        self.answers.append(answer)
        self.asked.append(self.pending.player if self.pending is not None else None)
        if isinstance(answer, Concede):
            resolution.lose(state, answer.player, "conceded", "104.3a")
            if resolution.check_game_over(state) and self._flow is not None:
                self._flow.close()
                self._flow = None
                self.pending = None
                ops.set_resume_point(state, None)
            return
        self._advance(answer)
        if self.checkpoint_every and self.state.resume_point is not None:
            last = self.checkpoints[-1].answers if self.checkpoints else 0
            if given + 1 - last >= self.checkpoint_every:
                self.checkpoint()

    def check(self, answer: Any) -> None:
        """Validate an answer without applying it (for live feedback in dialogs)."""
        if not isinstance(answer, str):
            check_well_formed(answer)
        if self.pending is None:
            raise IllegalAnswer("104.1", "the game is over")
        self.pending.validate(answer)

    def concede(self, player: int) -> list[Event]:
        """CR 104.3a: a player may concede at any time; they leave and lose."""
        if self.state.outcome is not None:
            raise IllegalAnswer("104.1", "the game is over")
        if not 0 <= player < len(self.state.players):
            raise IllegalAnswer("104.3a", "there is no player p{n}", n=player)
        events = self.state.events
        start = len(events)
        given = len(self.answers)
        try:
            self._apply(Concede(player))
        except Exception as exc:
            self._restore_failed(given, Concede(player), exc)
        return events[start:]

    def _advance(self, value: Any, first: bool = False) -> None:
        assert self._flow is not None
        try:
            self.pending = next(self._flow) if first else self._flow.send(value)
        except (StopIteration, GameOver):
            self.pending = None
            self._flow = None
            self.state.resume_point = None

    @property
    def is_over(self) -> bool:
        return self.state.outcome is not None

    # ------------------------------------------------------------------ checkpoints, undo, copies

    def checkpoint(self) -> Checkpoint | None:
        """Keep a checkpoint of the game as it is now, if the flow can be rebuilt
        from the state here (``None`` otherwise).  :meth:`answer` takes one every
        ``checkpoint_every`` answers by itself."""
        if self.state.resume_point is None or self._flow is None:
            return None
        n = len(self.answers)
        if self.checkpoints and self.checkpoints[-1].answers == n:
            return self.checkpoints[-1]
        cp = Checkpoint(n, len(self.state.events), self.state.copy(events=False))
        self.checkpoints.append(cp)
        return cp

    def rewind(self, to: int) -> None:
        """Go back to the game as it was after its first ``to`` answers (undo):
        restore the nearest checkpoint at or before it and replay the answers
        since (trusted: this game accepted them before).  Later checkpoints
        and answers are dropped."""
        if not 0 <= to <= len(self.answers):
            raise ValueError(f"cannot rewind to answer {to} of {len(self.answers)}")
        answers = list(self.answers)
        # A long game holds a great many objects (its log): the cyclic garbage
        # collector's full passes over them would cost more than the rewind itself.
        enabled = gc.isenabled()
        gc.disable()
        try:
            self._restore(to, answers)
        finally:
            if enabled:
                gc.enable()

    def _restore(self, to: int, answers: Sequence[Any]) -> None:
        """The game after ``answers[:to]``, from the nearest checkpoint (or the setup)."""
        while self.checkpoints and self.checkpoints[-1].answers > to:
            self.checkpoints.pop()
        events = self.state.events
        if self._flow is not None:
            self._flow.close()
        if self.checkpoints:
            cp = self.checkpoints[-1]
            state = cp.state.copy(events=False)
            del events[cp.events:]
            state.events = events
            where = state.resume_point
            assert where is not None
            self.state = state
            del self.answers[cp.answers:]
            del self.asked[cp.answers:]
            self._flow = None
            self.start(turn_flow.run_turns(state, where, settled=True))
            first = cp.answers
        else:
            if self.rebuild is None:
                raise ValueError("the game has no setup to rebuild it from")
            rebuilt = self.rebuild()
            if not self.state.keep_events:
                rebuilt.state.keep_events = False
                rebuilt.state.events.clear()
            rebuilt.state.stops = self.state.stops
            rebuilt.state.on_step_begin = self.state.on_step_begin
            self.state, self._flow, self.pending = rebuilt.state, rebuilt._flow, rebuilt.pending
            self.answers = []
            self.asked = []
            first = 0
        for i in range(first, to):
            self._apply(answers[i])

    def _restore_failed(self, given: int, answer: Any, exc: BaseException) -> NoReturn:
        """Restore the game as it was before answer number ``given`` (the nearest
        checkpoint and the answers since it), then raise :class:`AnswerFailed`
        naming the answer, with ``exc`` chained."""
        try:
            text = str(answer)
        except Exception:  # (well-formed answers always have a text; be safe in an error path)
            text = repr(answer)
        error = f"{type(exc).__name__}: {exc}"
        try:
            self._restore(given, list(self.answers[:given]))
        except Exception as again:  # the game cannot be rebuilt: it must not go on half-applied
            if self._flow is not None:
                self._flow.close()
            self._flow = None
            self.pending = None
            self.broken = f"{error}; rebuilding failed: {type(again).__name__}: {again}"
            raise _caused_by(AnswerFailed(text, error, restored=False), exc) from exc
        raise _caused_by(AnswerFailed(text, error), exc) from exc

    def copy(self) -> "Game":
        """An independent game in the same position (a pilot's what-if, a search):
        the state copied and the flow rebuilt from it where that is possible,
        else replayed from the setup."""
        new = Game(checkpoint_every=self.checkpoint_every)
        new._setup, new._setup_config = self._setup, self._setup_config
        new.rebuild = self.rebuild
        new.checkpoints = list(self.checkpoints)  # (checkpoints are never changed, only copied from)
        if self.state.resume_point is not None and self._flow is not None:
            new.state = self.state.copy()
            new.answers = list(self.answers)
            new.asked = list(self.asked)
            new.start(turn_flow.run_turns(new.state, self.state.resume_point, settled=True))
            return new
        new.state = self.state.copy()
        new.answers = list(self.answers)
        new.asked = list(self.asked)
        if self._flow is None:
            new.pending = None
            return new
        new._restore(len(self.answers), list(self.answers))
        return new

    @property
    def setup(self) -> dict[str, Any]:
        """How the game was set up, for saves and replays (see replay.py): ``{"type": "new",
        "config": ...}`` for a game from :meth:`new`, a scenario's own for a scenario."""
        config = self._setup_config
        if config is not None:
            self._setup = {"type": "new", "config": config.to_json()}
            self._setup_config = None
        return self._setup

    @setup.setter
    def setup(self, value: dict[str, Any]) -> None:
        self._setup = value
        self._setup_config = None

    # ------------------------------------------------------------------ the state's fields

    @property
    def db(self) -> CardDB:
        return self.state.db

    @db.setter
    def db(self, value: CardDB) -> None:
        self.state.db = value

    @property
    def rng(self) -> random.Random:
        return self.state.rng

    @rng.setter
    def rng(self, value: random.Random) -> None:
        self.state.rng = value

    @property
    def damage_order(self) -> bool:
        return self.state.damage_order

    @damage_order.setter
    def damage_order(self, value: bool) -> None:
        self.state.damage_order = value

    @property
    def mulligan_rule(self) -> MulliganRule:
        return self.state.mulligan_rule

    @mulligan_rule.setter
    def mulligan_rule(self, value: MulliganRule) -> None:
        self.state.mulligan_rule = value

    @property
    def hand_size(self) -> int:
        return self.state.hand_size

    @hand_size.setter
    def hand_size(self, value: int) -> None:
        self.state.hand_size = value

    @property
    def players(self) -> list[Player]:
        return self.state.players

    @players.setter
    def players(self, value: list[Player]) -> None:
        self.state.players = value

    @property
    def objects(self) -> dict[int, GameObject]:
        return self.state.objects

    @objects.setter
    def objects(self, value: dict[int, GameObject]) -> None:
        self.state.objects = value

    @property
    def battlefield(self) -> list[int]:
        return self.state.battlefield

    @battlefield.setter
    def battlefield(self, value: list[int]) -> None:
        self.state.battlefield = value

    @property
    def phased_out(self) -> dict[int, int | None]:
        """Phased-out permanents (CR 702.26b): id -> the permanent it phased out with, None if directly."""
        return self.state.phased_out

    @property
    def stack(self) -> list[StackItem]:
        return self.state.stack

    @stack.setter
    def stack(self, value: list[StackItem]) -> None:
        self.state.stack = value

    @property
    def modifiers(self) -> list[Modifier]:
        return self.state.modifiers

    @modifiers.setter
    def modifiers(self, value: list[Modifier]) -> None:
        self.state.modifiers = value

    @property
    def combat(self) -> Combat:
        return self.state.combat

    @combat.setter
    def combat(self, value: Combat) -> None:
        self.state.combat = value

    @property
    def turns(self) -> TurnSequencer:
        return self.state.turns

    @turns.setter
    def turns(self, value: TurnSequencer) -> None:
        self.state.turns = value

    @property
    def turn(self) -> int:
        return self.state.turn

    @turn.setter
    def turn(self, value: int) -> None:
        self.state.turn = value

    @property
    def active(self) -> int:
        return self.state.active

    @active.setter
    def active(self, value: int) -> None:
        self.state.active = value

    @property
    def step(self) -> Step | None:
        return self.state.step

    @step.setter
    def step(self, value: Step | None) -> None:
        self.state.step = value

    @property
    def priority_player(self) -> int | None:
        return self.state.priority_player

    @priority_player.setter
    def priority_player(self, value: int | None) -> None:
        self.state.priority_player = value

    @property
    def passed(self) -> list[int]:
        return self.state.passed

    @passed.setter
    def passed(self, value: list[int]) -> None:
        self.state.passed = value

    @property
    def events(self) -> list[Event]:
        return self.state.events

    @events.setter
    def events(self, value: list[Event]) -> None:
        self.state.events = value

    @property
    def outcome(self) -> Outcome | None:
        return self.state.outcome

    @outcome.setter
    def outcome(self, value: Outcome | None) -> None:
        self.state.outcome = value

    @property
    def pending_triggers(self) -> list[PendingTrigger]:
        return self.state.pending_triggers

    @pending_triggers.setter
    def pending_triggers(self, value: list[PendingTrigger]) -> None:
        self.state.pending_triggers = value

    @property
    def delayed_triggers(self) -> list[tuple[str, PendingTrigger]]:
        return self.state.delayed_triggers

    @delayed_triggers.setter
    def delayed_triggers(self, value: list[tuple[str, PendingTrigger]]) -> None:
        self.state.delayed_triggers = value

    @property
    def attacked_this_turn(self) -> set[int]:
        return self.state.attacked_this_turn

    @attacked_this_turn.setter
    def attacked_this_turn(self, value: set[int]) -> None:
        self.state.attacked_this_turn = value

    @property
    def first_turn_player(self) -> int | None:
        return self.state.first_turn_player

    @first_turn_player.setter
    def first_turn_player(self, value: int | None) -> None:
        self.state.first_turn_player = value

    @property
    def stops(self) -> dict[int, tuple[frozenset[Step], frozenset[Step]]]:
        return self.state.stops

    @stops.setter
    def stops(self, value: dict[int, tuple[frozenset[Step], frozenset[Step]]]) -> None:
        self.state.stops = value

    @property
    def keep_events(self) -> bool:
        return self.state.keep_events

    @keep_events.setter
    def keep_events(self, value: bool) -> None:
        self.state.keep_events = value

    @property
    def on_step_begin(self) -> Callable[[Any], None] | None:
        return self.state.on_step_begin

    @on_step_begin.setter
    def on_step_begin(self, value: Callable[[Any], None] | None) -> None:
        self.state.on_step_begin = value

    # ------------------------------------------------------------------ the rules, as calls into their modules

    def on_battlefield(self, oid: int) -> bool:
        return chars.on_battlefield(self.state, oid)

    def is_type(self, oid: int, t: str) -> bool:
        return chars.is_type(self.state, oid, t)

    def is_creature(self, oid: int) -> bool:
        return chars.is_creature(self.state, oid)

    def power_toughness(self, oid: int) -> tuple[int, int]:
        return chars.power_toughness(self.state, oid)

    def power(self, oid: int) -> int:
        return chars.power(self.state, oid)

    def toughness(self, oid: int) -> int:
        return chars.toughness(self.state, oid)

    def loyalty(self, oid: int) -> int:
        return chars.loyalty(self.state, oid)

    def keywords(self, oid: int) -> frozenset[str]:
        return chars.keywords(self.state, oid)

    def colors(self, oid: int) -> frozenset[str]:
        return chars.colors(self.state, oid)

    def matches(self, oid: int, filt: Mapping[str, Any] | None) -> bool:
        return chars.matches(self.state, oid, filt)

    def has_keyword(self, oid: int, kw: str) -> bool:
        return chars.has_keyword(self.state, oid, kw)

    def statics(self, oid: int, name: str) -> tuple[Ability, ...]:
        return chars.statics(self.state, oid, name)

    def has_static(self, oid: int, name: str) -> bool:
        return chars.has_static(self.state, oid, name)

    def player_ref_ok(self, ref: Ref) -> bool:
        return chars.player_ref_ok(self.state, ref)

    @property
    def defending_player(self) -> int:
        return chars.defending_player(self.state)

    def activated_abilities(self, oid: int) -> tuple[Ability, ...]:
        return chars.activated_abilities(self.state, oid)

    def permanents_with_static(self, name: str) -> list[int]:
        return chars.permanents_with_static(self.state, name)

    def new_object(self, card: CardDef, owner: int, zone: Zone, *, controller: int | None = None,
                   token: bool = False, top: bool = False) -> GameObject:
        return ops.new_object(self.state, card, owner, zone, controller=controller, token=token, top=top)

    def log(self, _kind: str, _rule: str, _template: str, _automatic: bool = False, /, **args: Any) -> None:
        return ops.log(self.state, _kind, _rule, _template, _automatic, **args)

    def name(self, ref: Ref | int) -> str:
        return ops.name(self.state, ref)

    def describe(self, ref: Ref | int) -> str:
        return ops.describe(self.state, ref)

    def move(self, oid: int, to: Zone, *, rule: str = '', why: str = '', top: bool = False, controller: int | None = None, automatic: bool = False, reason: str = '', source: str = '', as_enters: Mapping[str, Any] | None = None, tapped: bool = False) -> int | None:
        return ops.move(self.state, oid, to, rule=rule, why=why, top=top, controller=controller, automatic=automatic, reason=reason, source=source, as_enters=as_enters, tapped=tapped)

    def as_enters_choices(self, player: int, card: CardDef) -> Flow:
        return entering.as_enters_choices(self.state, player, card)

    def trigger(self, o: GameObject, event: str, info: Mapping[str, Any] | None = None, *, about: int | None = None, accept: Callable[[Ability], bool] | None = None) -> None:
        return ops.trigger(self.state, o, event, info, about=about, accept=accept)

    def draw(self, player: int, n: int = 1) -> None:
        return ops.draw(self.state, player, n)

    def create_token(self, player: int, spec: Mapping[str, Any], source_name: str = '') -> int:
        return ops.create_token(self.state, player, spec, source_name)

    def deal_damage(self, source: int, target: Ref, amount: int, *, source_name: str = '', controller: int | None = None, combat: bool = False) -> int:
        return ops.deal_damage(self.state, source, target, amount, source_name=source_name, controller=controller, combat=combat)

    def gain_life(self, player: int, n: int, why: str = '') -> None:
        return ops.gain_life(self.state, player, n, why)

    def lose_life(self, player: int, n: int, why: str = '') -> None:
        return ops.lose_life(self.state, player, n, why)

    def add_shield(self, ref: Ref, n: int) -> None:
        return ops.add_shield(self.state, ref, n)

    def add_modifier(self, target: int, power: int, toughness: int, keywords: frozenset[str], until: Duration, player: int, source: str, colors: frozenset[str] | None = None) -> None:
        return ops.add_modifier(self.state, target, power, toughness, keywords, until, player, source, colors)

    def add_counters(self, oid: int, kind: str, n: int) -> None:
        return ops.add_counters(self.state, oid, kind, n)

    def destroy(self, oid: int, because: str = '', rule: str = '701.7') -> bool:
        return ops.destroy(self.state, oid, because, rule)

    def counter_spell(self, oid: int, by: str) -> None:
        return ops.counter_spell(self.state, oid, by)

    def add_extra_turn(self, player: int, source: str) -> None:
        return ops.add_extra_turn(self.state, player, source)

    def add_additional_combat(self, with_main: bool, source: str) -> None:
        return ops.add_additional_combat(self.state, with_main, source)

    def add_skip(self, player: int, what: str, source: str) -> None:
        return ops.add_skip(self.state, player, what, source)

    def add_delayed_trigger(self, when: str, controller: int, source: int, source_name: str, effects: Sequence[Mapping[str, Any]], info: Mapping[str, Any]) -> None:
        return ops.add_delayed_trigger(self.state, when, controller, source, source_name, effects, info)

    def enter_blocking(self, blocker: int, attacker: int) -> Flow:
        return ops.enter_blocking(self.state, blocker, attacker)

    def legal_actions(self, player: int) -> list[Any]:
        return actions.legal_actions(self.state, player)

    def land_problem(self, player: int, card: int) -> Problem | None:
        return actions.land_problem(self.state, player, card)

    def available_mana_units(self, player: int, exclude: Iterable[int] = ()) -> list[tuple[int | None, frozenset[str]]]:
        return payment.available_mana_units(self.state, player, exclude)

    def payment_units(self, player: int, exclude: Iterable[int] = (), available: list[tuple[int | None, frozenset[str]]] | None = None) -> list[tuple[int | None, frozenset[str]]]:
        return payment.payment_units(self.state, player, exclude, available)

    def auto_payment(self, player: int, cost: ManaCost, exclude: Iterable[int] = (), units: list[tuple[int | None, frozenset[str]]] | None = None) -> Pay | None:
        return payment.auto_payment(self.state, player, cost, exclude, units)

    def can_afford(self, player: int, cost: ManaCost, exclude: Iterable[int] = (), units: list[tuple[int | None, frozenset[str]]] | None = None) -> bool:
        return payment.can_afford(self.state, player, cost, exclude, units)

    def cast_problem(self, player: int, card: int, x: int = 0, units: list[tuple[int | None, frozenset[str]]] | None = None,
                     face: int = 0) -> Problem | None:
        found = actions.cast_problem(self.state, player, card, x, units if units is not None else self._mana_now(player),
                                     face)
        if found is None and units is None:
            self._judged_legal(player, ("cast", card, x, face))
        return found

    def _mana_now(self, player: int) -> list[tuple[int | None, frozenset[str]]] | None:
        """What :func:`payment.available_mana_units` gives ``player`` now, listed once while the
        pending decision waits (read-only: shared by every :meth:`cast_problem` until the next
        answer); ``None`` when there is no decision, or when what a spell can be paid with depends
        on the spell (restricted mana, CR 106.6: ``payment.spell_units``), so each cast lists its own."""
        pending = self.pending
        if pending is None:
            return None
        if self._mana_at is not pending or self._mana_player != player:
            state = self.state
            self._mana_units = None if restricted_mana.relevant(state, player) else \
                payment.available_mana_units(state, player)
            self._mana_at, self._mana_player = pending, player
        return self._mana_units

    def _judged_legal(self, player: int, key: tuple[Any, ...]) -> None:
        """Remember that the priority action ``key`` (see :func:`_judged_key`) is legal for the
        player of the pending priority decision, judged exactly as its answer would be."""
        pending = self.pending
        if pending is None or pending.kind is not _KIND_PRIORITY or pending.player != player:
            return
        if self._judged_at is not pending:
            self._judged_at = pending
            self._judged = set()
        self._judged.add(key)

    def choose_mode(self, player: int, ab: Ability, source: int, card: str, cancellable: bool) -> Generator[Decision, Any, Ability | None]:
        return actions.choose_mode(self.state, player, ab, source, card, cancellable)

    def activate_problem(self, player: int, source: int, index: int, color: str) -> Problem | None:
        found = actions.activate_problem(self.state, player, source, index, color)
        if found is None:
            self._judged_legal(player, ("activate", source, index, color))
        return found

    def manual_problem(self, player: int, a: Manual) -> Problem | None:
        return actions.manual_problem(self.state, player, a)

    def damage_sources(self, step: Step) -> list[DamageSource]:
        return combat_flow.damage_sources(self.state, step)


def _caused_by(error: AnswerFailed, cause: BaseException) -> AnswerFailed:
    """``error`` with ``cause`` chained as its ``__cause__`` set by hand: the
    mypyc-compiled build drops the cause of ``raise ... from``, and the cause
    is what says why the answer failed."""
    error.__cause__ = cause
    return error


def _judged_key(answer: Any) -> tuple[Any, ...] | None:
    """How :meth:`Game._judged_legal` names a priority answer (``None``: one it never names)."""
    if type(answer) is Cast:
        return ("cast", answer.card, answer.x, answer.face)  # (the face: modal_faces.py)
    if type(answer) is Activate:
        return ("activate", answer.source, answer.index, answer.color)
    return None
