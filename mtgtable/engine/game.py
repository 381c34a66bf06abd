"""The game: state plus the rules that move it forward, one decision at a time.

A :class:`Game` runs as a coroutine (a Python generator): the flow of the
turn is written as ordinary sequential code (``_run_turns`` → ``_run_step`` →
``_priority_loop``) that *yields* a :class:`Decision` whenever a player must
choose.  :meth:`Game.answer` validates the answer against that decision
*before* anything changes (an illegal answer raises and leaves the state
exactly as it was) and then resumes the flow until the next decision.

That makes the whole game a pure function of its setup and its answers:
replaying the same answers gives the same game, which is how undo, save
files and replays work (``replay.py``).

This module holds the top layer: setting up and starting a game (CR 103), the
turn and its steps (CR 500-514, 703), priority (CR 116) and the protocol
(``answer``, ``check``, ``concede``).  The layers below, one module each, are
listed in ``state.py``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping, NoReturn

from .cards import Ability, CardDB
from .combat_flow import CombatFlow
from .decisions import (
    Bottom,
    Concede,
    Decision,
    Discard,
    Flow,
    Keep,
    Kind,
    Mulligan,
    Pass,
    StartingPlayer,
    check_well_formed,
    parse_answer,
)
from .errors import AnswerFailed, GameOver, IllegalAnswer
from .events import Event
from .game_options import FirstPlayer, MulliganRule
from .objects import Player, Zone
from .steps import Duration, Step

#: Steps whose turn-based actions ask players something (CR 508.1, 509.1-509.3, 510.1, 514.1).
_ASKING_STEPS = frozenset({Step.DECLARE_ATTACKERS, Step.DECLARE_BLOCKERS, Step.FIRST_STRIKE_DAMAGE,
                           Step.COMBAT_DAMAGE, Step.CLEANUP})

def _for_any_player(ab: Ability) -> bool:
    """A beginning-of-step trigger that fires on every player's turn (``whose`` other than "yours")."""
    return bool(ab.params.get("whose", "yours") != "yours")


#: The "at the beginning of <step>" trigger names (CR 503.1, 504.2, 507.2, 511.1, 513.1).
_STEP_TRIGGERS = {Step.UPKEEP: "upkeep", Step.DRAW: "draw_step", Step.END: "end_step",
                  Step.BEGIN_COMBAT: "begin_combat", Step.END_COMBAT: "end_of_combat"}


#: The answer the engine gives for a player it passes for (GameConfig.stops).
_PASS = Pass()


@dataclass(frozen=True, slots=True)
class GameConfig:
    """Everything fixed before the game starts; with the seed and the answers
    it reproduces the whole game."""

    decks: tuple[tuple[str, ...], ...]
    seed: int = 0
    names: tuple[str, ...] = ("Player 1", "Player 2")
    #: London (today's rule) or classic (CR 103.4 of these rules: reshuffle, draw one fewer).
    mulligan: MulliganRule = MulliganRule.LONDON
    #: True: damage assignment order (CR 509.2, the rules in shared/); False: the rules since late 2024.
    damage_order: bool = True
    #: A seat (0 or 1), or FirstPlayer.RANDOM (the seeded shuffle) or .CHOOSE (a random player decides, CR 103.1).
    starting_player: int | FirstPlayer = FirstPlayer.RANDOM
    starting_life: int = 20
    hand_size: int = 7
    #: Priority stops for programs that play a player (a goldfish, a simulated
    #: pilot): ``((player, steps), ...)``.  A listed player is asked for priority
    #: only while the stack is empty and the step is one of ``steps`` (a Step
    #: value for their own turn, ``"opponent:<step>"`` for the other's); every
    #: other time the engine passes for them.  Other decisions are still theirs.
    #: ``(1, ())`` is an opponent that never acts.  Unlisted players are always asked.
    stops: tuple[tuple[int, tuple[str, ...]], ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {"decks": [list(d) for d in self.decks], "seed": self.seed, "names": list(self.names),
                "mulligan": self.mulligan, "damage_order": self.damage_order,
                "starting_player": self.starting_player, "starting_life": self.starting_life,
                "hand_size": self.hand_size, "stops": [[p, list(s)] for p, s in self.stops]}

    @classmethod
    def from_json(cls, d: Mapping[str, Any]) -> "GameConfig":
        """The config from its JSON form, every field checked (a save file's setup is
        untrusted): raises ``ValueError`` naming the field and what it must be."""
        from .limits import MAX_DECK_SIZE, MAX_NAME, MAX_NUMBER
        from .steps import Step as _Step

        if not isinstance(d, Mapping):
            raise ValueError("'config' must be an object")
        unknown = sorted(set(d) - {"decks", "seed", "names", "mulligan", "damage_order", "starting_player",
                                   "starting_life", "hand_size", "stops"})
        if unknown:
            raise ValueError(f"unknown config field(s) {unknown}")

        def whole(key: str, default: int, lo: int, hi: int) -> int:
            v = d.get(key, default)
            if not isinstance(v, int) or isinstance(v, bool) or not lo <= v <= hi:
                raise ValueError(f"'{key}' must be a whole number from {lo} to {hi}, not {v!r:.40}")
            return v

        decks = d.get("decks")
        if not isinstance(decks, list) or len(decks) != 2:
            raise ValueError("'decks' must be a list of two decks")
        for i, deck in enumerate(decks):
            if not isinstance(deck, list) or not all(isinstance(c, str) and len(c) <= MAX_NAME for c in deck):
                raise ValueError(f"deck {i + 1} must be a list of card names")
            if len(deck) > MAX_DECK_SIZE:
                raise ValueError(f"deck {i + 1} has {len(deck):,} cards; at most {MAX_DECK_SIZE:,} are allowed")
        names = d.get("names", ["Player 1", "Player 2"])
        if not isinstance(names, (list, tuple)) or len(names) != 2 or not all(
                isinstance(n, str) and len(n) <= MAX_NAME for n in names):
            raise ValueError(f"'names' must be two player names of at most {MAX_NAME} characters")
        mulligan = d.get("mulligan", "london")
        if mulligan not in ("london", "classic"):
            raise ValueError(f"'mulligan' must be \"london\" or \"classic\", not {mulligan!r:.40}")
        mulligan = MulliganRule(mulligan)
        damage_order = d.get("damage_order", True)
        if not isinstance(damage_order, bool):
            raise ValueError("'damage_order' must be true or false")
        starting = d.get("starting_player", "random")
        if starting not in (0, 1, "random", "choose") or isinstance(starting, bool):
            raise ValueError(f"'starting_player' must be 0, 1, \"random\" or \"choose\", not {starting!r:.40}")
        if isinstance(starting, str):
            starting = FirstPlayer(starting)
        stops_raw = d.get("stops", [])
        steps = {s.value for s in _Step}
        if not isinstance(stops_raw, list):
            raise ValueError("'stops' must be a list of [player, [steps]]")
        stops = []
        for entry in stops_raw:
            ok = isinstance(entry, list) and len(entry) == 2 and entry[0] in (0, 1) \
                and not isinstance(entry[0], bool) and isinstance(entry[1], list)
            if not ok:
                raise ValueError(f"a stop must be [player 0 or 1, [steps]], not {entry!r:.60}")
            for x in entry[1]:
                if not isinstance(x, str) or x.removeprefix("opponent:") not in steps:
                    raise ValueError(f"unknown step {x!r:.40} in 'stops'")
            stops.append((int(entry[0]), tuple(entry[1])))
        return cls(decks=tuple(tuple(x) for x in decks), seed=whole("seed", 0, -(2 ** 63), 2 ** 63),
                   names=tuple(names), mulligan=mulligan, damage_order=damage_order,
                   starting_player=starting, starting_life=whole("starting_life", 20, 1, MAX_NUMBER),
                   hand_size=whole("hand_size", 7, 0, 100), stops=tuple(stops))


@dataclass(slots=True)
class Resume:
    """Where a game built by hand (a scenario) picks up: the step, whether its
    turn-based actions already happened, and who holds priority."""

    step: Step
    begun: bool = True
    priority: int | None = None


class Game(CombatFlow):
    """One game of Magic between two players."""

    # ------------------------------------------------------------------ construction

    @classmethod
    def new(cls, config: GameConfig, db: CardDB | None = None, *, keep_events: bool = True) -> "Game":
        """A new game from two decklists (names of cards in ``db``).

        ``keep_events=False`` skips recording the event log (simulations that
        only want the outcome); the game itself is the same."""
        game = cls(db, names=config.names, seed=config.seed, damage_order=config.damage_order,
                   mulligan=config.mulligan, starting_life=config.starting_life, hand_size=config.hand_size)
        game.setup = {"type": "new", "config": config.to_json()}
        game.stops = {p: (frozenset(Step(x) for x in s if not x.startswith("opponent:")),
                          frozenset(Step(x.split(":", 1)[1]) for x in s if x.startswith("opponent:")))
                      for p, s in config.stops}
        game.keep_events = keep_events
        names = {n for deck in config.decks for n in deck}
        missing = sorted(n for n in names if n not in game.db)
        if missing:
            raise ValueError(f"unknown card(s): {', '.join(missing)}")
        cards = {n: game.db[n] for n in names}
        for p, deck in zip(game.players, config.decks):
            game._new_library(p, [cards[n] for n in deck])
        game.start(game._flow_new_game(config.starting_player))
        return game

    def start(self, flow: Flow) -> None:
        self._flow = flow
        self._advance(None, first=True)

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
            check_well_formed(answer)
        if self.broken is not None:
            raise IllegalAnswer("", "the game is broken and takes no more answers: {why}", why=self.broken)
        if isinstance(answer, Concede):
            return self.concede(answer.player)
        if self.pending is None:
            raise IllegalAnswer("104.1", "the game is over; no more answers are taken")
        given = len(self.answers)
        if not trusted:
            try:
                self.pending.validate(answer)
            except IllegalAnswer:
                raise
            except Exception as exc:  # a validator that crashes: roll back (it may have changed something)
                self._roll_back(given, answer, exc)
        start = len(self.events)
        self._answering = given
        self.answers.append(answer)
        try:
            self._advance(answer)
        except Exception as exc:  # whatever broke mid-answer, the answer is all or nothing
            self._roll_back(given, answer, exc)
        return self.events[start:]

    def _roll_back(self, given: int, answer: Any, exc: BaseException) -> NoReturn:
        """Rebuild the game from its setup and its first ``given`` answers (a game is a
        pure function of them, replay.py) and take the rebuilt state as this game's;
        then raise :class:`AnswerFailed` naming the answer, with ``exc`` chained.

        The flow generator cannot be copied, so the rebuilt game's generator is kept:
        this object then *shares* the rebuilt game's attribute dictionary, so the
        generator (bound to the rebuilt object) and this object see one state."""
        from .replay import replay
        try:
            text = str(answer)
        except Exception:  # (well-formed answers always have a text; be safe in an error path)
            text = repr(answer)
        error = f"{type(exc).__name__}: {exc}"
        try:
            if not self.setup:
                raise ValueError("the game has no setup to rebuild it from")
            rebuilt = replay(self.setup, self.answers[:given], self.db, keep_events=self.keep_events)
        except Exception as again:  # the game cannot be rebuilt: it must not go on half-applied
            if self._flow is not None:
                self._flow.close()
            self._flow = None
            self.pending = None
            self.broken = f"{error}; rebuilding failed: {type(again).__name__}: {again}"
            raise AnswerFailed(text, error, restored=False) from exc
        rebuilt.stops = self.stops
        rebuilt.on_step_begin = self.on_step_begin
        self.__dict__ = rebuilt.__dict__
        raise AnswerFailed(text, error) from exc

    def check(self, answer: Any) -> None:
        """Validate an answer without applying it (for live feedback in dialogs)."""
        if not isinstance(answer, str):
            check_well_formed(answer)
        if self.pending is None:
            raise IllegalAnswer("104.1", "the game is over")
        self.pending.validate(answer)

    def concede(self, player: int) -> list[Event]:
        """CR 104.3a: a player may concede at any time; they leave and lose."""
        if self.outcome is not None:
            raise IllegalAnswer("104.1", "the game is over")
        if not 0 <= player < len(self.players):
            raise IllegalAnswer("104.3a", "there is no player p{n}", n=player)
        start = len(self.events)
        given = len(self.answers)
        self._answering = given
        self.answers.append(Concede(player))
        try:
            self._lose(player, "conceded", "104.3a")
            if self._check_game_over() and self._flow is not None:
                self._flow.close()
                self._flow = None
                self.pending = None
        except Exception as exc:
            self._roll_back(given, Concede(player), exc)
        return self.events[start:]

    def _advance(self, value: Any, first: bool = False) -> None:
        assert self._flow is not None
        try:
            self.pending = next(self._flow) if first else self._flow.send(value)
        except (StopIteration, GameOver):
            self.pending = None
            self._flow = None

    @property
    def is_over(self) -> bool:
        return self.outcome is not None

    # ------------------------------------------------------------------ game start (CR 103)

    def _flow_new_game(self, starting: int | FirstPlayer) -> Flow:
        n = len(self.players)
        if starting == FirstPlayer.CHOOSE:
            chooser = self.rng.randrange(n)
            self.log("coin", "103.1", "{player} wins the coin flip and chooses who plays first.",
                     True, player=self.players[chooser].name)
            ans = yield self._decision(
                Kind.CHOOSE_STARTING_PLAYER, chooser, "Choose who plays first.", "103.1",
                {"players": list(range(n))},
                self._check_starting_player,
                lambda: [StartingPlayer(i) for i in range(n)])
            first = ans.player
        elif starting == FirstPlayer.RANDOM:
            first = self.rng.randrange(n)
        else:
            first = int(starting)
            if not 0 <= first < n:
                raise ValueError(f"no player {first}")
        self.first_turn_player = first
        self.turns.next_normal = first
        self.log("start", "103.1", "{player} plays first.", True, player=self.players[first].name)
        for p in self.players:
            self.rng.shuffle(p.library)  # CR 103.2
            self.log("shuffle", "103.2", "{player} shuffles their library.", True, player=p.name)
        for p in self.players:
            self.draw(p.index, self.hand_size)  # CR 103.4
        yield from self._mulligans(first)
        yield from self._run_turns(None)

    def _check_starting_player(self, a: Any) -> None:
        self._expect(a, StartingPlayer, "103.1")
        if not 0 <= a.player < len(self.players):
            raise IllegalAnswer("103.1", "there is no player p{n}", n=a.player)

    def _mulligans(self, first: int) -> Flow:
        """CR 103.4: in turn order each player keeps or mulligans; mulligans happen together."""
        order = [(first + i) % len(self.players) for i in range(len(self.players))]
        deciding = list(order)
        london = self.mulligan_rule == MulliganRule.LONDON
        while deciding:
            taking: list[int] = []
            for pi in deciding:
                p = self.players[pi]
                can = (p.mulligans < self.hand_size) if london else bool(p.hand)
                if not can:
                    continue
                ans = yield self._decision(
                    Kind.MULLIGAN, pi, "Keep this hand or mulligan?", "103.4",
                    {"hand": list(p.hand), "mulligans": p.mulligans, "rule": self.mulligan_rule},
                    self._check_mulligan_answer, lambda: [Keep(), Mulligan()])
                if isinstance(ans, Mulligan):
                    taking.append(pi)
                else:
                    self.log("keep", "103.4", "{player} keeps a hand of {n}.", player=p.name, n=len(p.hand))
            for pi in taking:
                p = self.players[pi]
                p.mulligans += 1
                for c in list(p.hand):
                    self.move(c, Zone.LIBRARY)
                self.rng.shuffle(p.library)
                n = self.hand_size if london else max(0, self.hand_size - p.mulligans)
                self.log("mulligan", "103.4", "{player} mulligans (mulligan {k}) and draws {n}.",
                         player=p.name, k=p.mulligans, n=n)
                self.draw(pi, n)
            deciding = taking
        if london:
            for pi in order:
                p = self.players[pi]
                k = min(p.mulligans, len(p.hand))
                if k <= 0:
                    continue
                ans = yield self._bottom_decision(p, k)
                for c in ans.cards:
                    self.move(c, Zone.LIBRARY)  # appended: the bottom of the library
                self.log("bottom", "103.4", "{player} puts {k} card(s) on the bottom of their library.",
                         player=p.name, k=k)

    def _check_mulligan_answer(self, a: Any) -> None:
        self._expect(a, (Keep, Mulligan), "103.4")

    def _bottom_decision(self, p: Player, k: int) -> Decision:
        def validate(a: Any) -> None:
            self._check_cards_from_hand(a, Bottom, p, k, "103.4")

        return self._decision(
            Kind.BOTTOM, p.index, "Put {n} card(s) from your hand on the bottom of your library.", "103.4",
            {"count": k, "hand": list(p.hand)}, validate, _suggest=lambda: Bottom(tuple(p.hand[-k:])),
            prompt_args={"n": k})

    def _check_cards_from_hand(self, a: Any, cls: type, p: Player, k: int, rule: str) -> None:
        self._expect(a, cls, rule)
        if len(a.cards) != k or len(set(a.cards)) != k:
            raise IllegalAnswer(rule, "choose exactly {n} different card(s) from your hand", n=k)
        for c in a.cards:
            if c not in p.hand:
                raise IllegalAnswer(rule, "{card} is not in {player}'s hand", (c,),
                                    card=self.describe(c), player=p.name)

    # ------------------------------------------------------------------ turns and steps

    def _run_turns(self, resume: Resume | None) -> Flow:
        if resume is not None:
            yield from self._run_step(resume.step, resume)
            self._end_step(resume.step)
            yield from self._rest_of_turn()
        while True:
            player, extra = self.turns.next_turn_player()
            self._begin_turn(player, extra)
            if self.turn == 1 and player == self.first_turn_player:
                # CR 103.7a with 500.10: the starting player skips the draw step of
                # their first turn; a skipped step does not exist (no priority, no triggers).
                self.turns.skip_step(Step.DRAW)
                self.log("skip_draw", "103.7a", "{player} plays first and skips the draw step of their first turn.",
                         True, player=self.players[player].name)
            yield from self._rest_of_turn()

    def _rest_of_turn(self) -> Flow:
        while (step := self.turns.pop_step(self.active)) is not None:
            yield from self._run_step(step, None)
            self._end_step(step)

    def _begin_turn(self, player: int, extra: bool) -> None:
        self.turn += 1
        self.active = player
        self.step = None
        self.attacked_this_turn = set()
        for p in self.players:
            p.lands_played = 0
        for oid in self.battlefield:
            o = self.objects[oid]
            o.loyalty_used = False
            if o.controller == player:
                o.sick = False  # CR 302.6: controlled continuously since this turn began
        # "Until your next turn" effects end as that turn begins (CR 611.2b).
        self.modifiers = [m for m in self.modifiers if not (m.until is Duration.NEXT_TURN and m.player == player)]
        self.log("turn", "500.1", "Turn {n}: {player}'s {extra}turn begins.", True, n=self.turn,
                 player=self.players[player].name, extra="extra " if extra else "")

    def _run_step(self, step: Step, resume: Resume | None) -> Flow:
        if step is Step.COMBAT_DAMAGE and not self.combat.first_strike_step and (resume is None or not resume.begun):
            if any(self._has_first_or_double(c) for c in self.combat.creatures()):
                self.turns.add_steps_after_current([Step.COMBAT_DAMAGE])  # CR 510.5
                step = Step.FIRST_STRIKE_DAMAGE
        self.step = step
        self.passed = []
        self.priority_player = None
        if self.on_step_begin is not None:
            self.on_step_begin(self)
        if resume is None or not resume.begun:
            if self.keep_events:  # (a hot path in simulations: skip building the arguments)
                self.log("step", step.rule, "{step} begins. {explain}", True, step=step.title,
                         explain=step.explanation)
            if step in _ASKING_STEPS:
                yield from self._turn_based_actions(step)
            else:
                self._automatic_turn_based_actions(step)
            self._beginning_of_step_triggers(step)
        if step is Step.UNTAP:
            return  # CR 502.3: no player receives priority during the untap step
        if step is Step.CLEANUP and (resume is None or not resume.begun):
            happened = yield from self._settle()
            if happened:  # CR 514.3a
                self.log("cleanup_priority", "514.3a", "Something happened during cleanup: players get priority, "
                         "and another cleanup step will follow.", True)
                yield from self._priority_loop(self.active)
                self.turns.add_steps_after_current([Step.CLEANUP])
            return
        first = resume.priority if resume is not None and resume.priority is not None else self.active
        yield from self._priority_loop(first)

    def _end_step(self, step: Step) -> None:
        for p in self.players:
            if not p.pool.amounts:
                continue
            lost = p.pool.empty()  # CR 500.4
            if lost:
                self.log("mana_empties", "500.4", "{player}'s unused mana ({n}) empties from their mana pool.",
                         True, player=p.name, n=lost)
        if step is Step.END_COMBAT:
            self.combat.clear()  # CR 511.3
            before = len(self.modifiers)
            self.modifiers = [m for m in self.modifiers if m.until is not Duration.END_OF_COMBAT]
            if len(self.modifiers) != before:
                self.log("effects_end", "500.5", "'Until end of combat' effects end.", True)

    def _automatic_turn_based_actions(self, step: Step) -> None:
        """CR 703.4: the untap (502.3) and the draw (504.1), which ask nobody anything."""
        p = self.players[self.active]
        if step is Step.UNTAP:
            untapped = [o for o in self.battlefield if self.objects[o].controller == self.active
                        and self.objects[o].tapped]
            for o in untapped:
                self.objects[o].tapped = False
            self.log("untap", "502.3", "{player} untaps {n} permanent(s).", True, player=p.name, n=len(untapped))
        elif step is Step.DRAW:
            self.log("draw_step", "504.1", "{player} draws a card for the turn.", True, player=p.name)
            self.draw(self.active)

    def _turn_based_actions(self, step: Step) -> Flow:
        """CR 703.4: what the game does by itself as the steps that ask players
        something begin (the others: :meth:`_automatic_turn_based_actions`)."""
        if step is Step.DECLARE_ATTACKERS:
            yield from self._declare_attackers()
        elif step is Step.DECLARE_BLOCKERS:
            yield from self._declare_blockers()
        elif step.is_combat_damage:
            yield from self._combat_damage(step)
        elif step is Step.CLEANUP:
            yield from self._cleanup()

    def _beginning_of_step_triggers(self, step: Step) -> None:
        """'At the beginning of ...' abilities (CR 503.1, 504.2, 507.2, 511.1, 513.1).
        Only permanents on the battlefield as the step begins trigger (CR 513.3)."""
        trig = _STEP_TRIGGERS.get(step)
        if trig is None:
            return
        due = [t for when, t in self.delayed_triggers if when == trig] if self.delayed_triggers else []
        if due:
            self.delayed_triggers = [(w, t) for w, t in self.delayed_triggers if w != trig]
            self.pending_triggers.extend(due)
        for oid in self._battlefield_index().triggers.get(trig, ()):  # in battlefield order
            o = self.objects[oid]
            # "At the beginning of your upkeep" is the controller's own; "each upkeep" any player's.
            self.trigger(o, trig, {"player": self.active},
                         accept=None if o.controller == self.active else _for_any_player)

    def _cleanup(self) -> Flow:
        p = self.players[self.active]
        excess = len(p.hand) - p.max_hand
        if excess > 0:
            ans = yield self._decision(
                Kind.DISCARD, self.active, "Discard {n} card(s) down to your maximum hand size.", "514.1",
                {"count": excess, "hand": list(p.hand)},
                lambda a: self._check_cards_from_hand(a, Discard, p, excess, "514.1"),
                _suggest=lambda: Discard(tuple(p.hand[-excess:])), prompt_args={"n": excess})
            for c in ans.cards:
                self.move(c, Zone.GRAVEYARD, rule="514.1", why="is discarded to hand size")
        # CR 514.2: these happen simultaneously.
        for oid in self.battlefield:
            o = self.objects[oid]
            o.damage = 0
            o.deathtouched = False
            o.shield = 0
        for pl in self.players:
            pl.shield = 0
        self.modifiers = [m for m in self.modifiers if m.until not in (Duration.END_OF_TURN, Duration.END_OF_COMBAT)]
        self.log("cleanup", "514.2", "Damage wears off all permanents and 'until end of turn' effects end.", True)

    # ------------------------------------------------------------------ priority (CR 116)

    def _priority_loop(self, first: int) -> Flow:
        player = first
        self.passed = []
        n = len(self.players)
        while True:
            if self._sba_clean_at != self._changes or self.pending_triggers:  # else nothing can apply
                yield from self._settle()
            ans = _PASS if self._passes_itself(player) else (yield self._priority_decision(player))
            if isinstance(ans, Pass):
                self.passed.append(player)
                if self.keep_events:  # (a hot path in simulations: skip building the arguments)
                    self.log("pass", "116.3d", "{player} passes priority.", player=self.players[player].name)
                if len(self.passed) >= n:  # CR 116.4: all players passed in succession
                    if not self.stack:
                        self.priority_player = None
                        return  # CR 500.2: the step or phase ends
                    yield from self._resolve_top()
                    player = self.active  # CR 116.3b
                    self.passed = []
                else:
                    player = (player + 1) % n  # CR 116.3d
                continue
            acted = yield from self._take_action(player, ans)
            if acted:
                self.passed = []  # CR 116.3c: the same player receives priority again

    def _passes_itself(self, player: int) -> bool:
        """Whether the engine passes priority for ``player`` (GameConfig.stops)."""
        stops = self.stops.get(player)
        if stops is None:
            return False
        if self.stack or self.step is None:
            return True
        return self.step not in stops[player != self.active]

    def _priority_decision(self, player: int) -> Decision:
        # The state does not change while a decision waits, so the legal actions
        # are listed at most once, and an answer from that list is legal as it is
        # (judging it again would pay for the mana search twice).
        listed: list[list[Any]] = []

        def options() -> list[Any]:
            if not listed:
                listed.append(self.legal_actions(player))
            return list(listed[0])

        def validate(a: Any) -> None:
            if not (listed and a in listed[0]):
                self._check_priority_answer(player, a)

        return self._decision(
            Kind.PRIORITY, player, "You have priority: cast, activate, play a land, or pass.", "116",
            {"stack": [s.id for s in self.stack], "passed": list(self.passed)}, validate, options)


