"""The GUI's hold on one game: answering, automation, undo, save and autosave.

Like Anki's ``CollectionOp``, every change goes through one thin wrapper
(:meth:`GameSession.answer`) that asks the engine to apply an answer and then
tells the views that the game changed.  After each answer the session lets
the automatic players answer (the goldfish opponent) and passes priority for
players at steps where they have no stop; it never answers a required
decision for a human.
"""

from __future__ import annotations

import enum
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal

from mtgtable.engine import Decision, Event, Game, IllegalAnswer, Kind, Pass, Pay
from mtgtable.engine.agents import Agent, GoldfishAgent
from mtgtable.engine.driver import run
from mtgtable.engine.files.replay import load_game, save_game

from .autosave import write_autosave
from .changes import EVERYTHING, changes_between, fingerprint
from .marks import TableMarks
from .stops import PlayerStops, should_stop

#: More automatic answers than this in one go means something loops; stop and ask.
_AUTOMATION_LIMIT = 5000


class Mode(str, enum.Enum):
    HOTSEAT = "hotseat"    # two people, one screen, privacy screen between them
    GOLDFISH = "goldfish"  # you against an opponent that does nothing
    TEACH = "teach"        # hotseat that stops at every step and explains what happened


class GameSession(QObject):
    #: The game changed (an answer, automation, undo): a :class:`~.changes.Changes` says what; views refresh that.
    changed = Signal(object)
    #: A different game object was installed (new game, load, undo).
    replaced = Signal()
    #: Another game altogether (new game, load; not undo): whoever sat at the table before is gone.
    game_started = Signal()
    #: The engine refused an answer: the error carries rule, reason and objects.
    refused = Signal(object)

    def __init__(self, game: Game, mode: Mode = Mode.HOTSEAT, *, autosave: Path | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.mode = mode
        self.marks = TableMarks()
        self.stops = [PlayerStops(), PlayerStops()]
        self.autosave = autosave
        #: Pay mana costs automatically (the player can switch to tapping sources by hand).
        self.auto_pay = True
        #: Events since the human last decided: what the game did by itself meanwhile.
        self.since_last_decision: list[Event] = []
        #: Indices (into game.answers) of the priority passes the table made for a player with no stop.
        self.automatic_passes: set[int] = set()
        self._answered: Decision | None = None
        self.agents: dict[int, Agent] = {}
        #: (player, turn, step) of a human's last play: they get to see it land before the table
        #: passes on for them (on turn 1, playing a Forest must not jump straight to "Pass to Bob").
        self._look: tuple[int, int, object] | None = None
        self._apply_mode()
        self.run_automation()

    # ------------------------------------------------------------------ setup

    def _apply_mode(self) -> None:
        self.agents = {1: GoldfishAgent()} if self.mode is Mode.GOLDFISH else {}

    def set_game(self, game: Game, mode: Mode | None = None) -> None:
        self.game = game
        if mode is not None:
            self.mode = mode
            self._apply_mode()
        self.marks.clear_decision()
        self.since_last_decision = []
        self.automatic_passes = set()
        self.run_automation()
        self.game_started.emit()  # (the autosave keeper gives the new game its own file here)
        self._autosave()
        self.replaced.emit()
        self.changed.emit(EVERYTHING)

    @property
    def humans(self) -> list[int]:
        return [i for i in range(len(self.game.players)) if i not in self.agents]

    @property
    def teaching(self) -> bool:
        return self.mode is Mode.TEACH

    # ------------------------------------------------------------------ answering

    def answer(self, answer: Any) -> bool:
        """Apply a human's answer; on refusal emit :attr:`refused` and change nothing.
        An answer the engine failed to apply (``AnswerFailed``) is refused the same way:
        the engine has already put the game back as it was before it."""
        self._answered = self.game.pending
        before = fingerprint(self.game)
        try:
            events = self.game.answer(answer)
        except IllegalAnswer as exc:
            self.marks.refused = {o for o in exc.objects if isinstance(o, int)}
            self.refused.emit(exc)
            return False
        self.since_last_decision = list(events)
        self.marks.clear_decision()
        d = self._answered
        if d is not None and d.kind is Kind.PRIORITY and not isinstance(answer, Pass):
            self._look = (d.player, self.game.turn, self.game.step)
        elif d is not None and self._look is not None and d.player != self._look[0]:
            self._look = None  # the table was handed over meanwhile: no hand-off back just to look
        self.run_automation()
        self._autosave()
        self.changed.emit(changes_between(before, self.game, self.since_last_decision))
        return True

    def check(self, answer: Any) -> IllegalAnswer | None:
        """The engine's objection to an answer, without applying it (live validation)."""
        try:
            self.game.check(answer)
        except IllegalAnswer as exc:
            return exc
        return None

    def run_automation(self) -> int:
        """Answer for agents, and pass priority where the player has no stop (the engine's
        one driver loop, engine/driver.py, with the table as every player's agent)."""
        game = self.game
        table = _Table(self)
        given = [0]

        def after(g: Game, d: Decision, answer: object, events: list[Event]) -> None:
            self.since_last_decision.extend(events)
            given[0] += 1

        try:
            run(game, {p.index: table for p in game.players}, max_answers=_AUTOMATION_LIMIT, after=after)
        except IllegalAnswer as exc:  # AnswerFailed: rolled back; show it and stop, never go on
            self.refused.emit(exc)
        return given[0]

    def _wants_a_look(self, player: int) -> bool:
        """The player who just played something gets priority back, in the same step, with the
        stack empty: stop once, so they see it on the battlefield before the table moves on."""
        look = self._look
        game = self.game
        if look is None or game.stack:
            return False
        if look != (player, game.turn, game.step):
            if look[1] != game.turn or look[2] != game.step:
                self._look = None
            return False
        self._look = None
        return not self.stops[player].skip_turn and not self.stops[player].skip_to_my_turn

    # ------------------------------------------------------------------ undo, save, load

    def undo_to(self, answers: int) -> None:
        """Go back to the moment only the first ``answers`` answers had been given.
        Automation does not run afterwards: the player sees the decision they went back to."""
        answers = max(0, min(answers, len(self.game.answers)))
        self.automatic_passes = {i for i in self.automatic_passes if i < answers}
        self.game.rewind(answers)  # the nearest checkpoint and the few answers since (engine/game.py)
        if self.game.pending is not None and self.game.pending.player in self.agents:
            self.run_automation()  # the goldfish's own decisions are not places to go back to
        self.marks.clear_decision()
        self.since_last_decision = []
        self._autosave()  # a crash after an undo brings back the game undone, not the moves taken back
        self.replaced.emit()
        self.changed.emit(EVERYTHING)

    def undo_before(self, answers: int) -> None:
        """Undo to just before the answer that caused an event (``Event.answers``, from the log).

        A payment the table made automatically is part of the cast it completes: going back
        "before the cast" goes back to the click that cast the spell, not to a payment the
        player never saw."""
        given = self.game.answers
        n = max(0, min(answers, len(given)))
        while 0 < n < len(given) and isinstance(given[n], Pay) and given[n].auto:
            n -= 1
        self.undo_to(n)

    def human_decision_points(self) -> list[int]:
        """Answer counts at which a human was asked something (where undo can go back to)."""
        return [i for i, player in enumerate(self.game.asked) if player is not None and player not in self.agents]

    def undo_last(self) -> bool:
        """Back to the last decision a human made before the current one."""
        points = [p for p in self.human_decision_points() if p < len(self.game.answers)]
        if not points:
            return False
        self.undo_to(points[-1])
        return True

    def save(self, path: str | Path) -> None:
        save_game(self.game, path)

    def load(self, path: str | Path, mode: Mode | None = None) -> None:
        from .card_database import save_file_db
        self.set_game(load_game(path, save_file_db(path)), mode)

    def save_now(self) -> None:
        """Write the autosave now (after start-up, and whenever the game changed)."""
        self._autosave()

    def _autosave(self) -> None:
        if self.autosave is None:
            return
        try:
            write_autosave(self.game, self.autosave, self.mode.value)
        except OSError:
            pass  # autosave is a safety net; a full disk must not stop the game


class _Table:
    """The table's answers for one session: an agent's own decisions (the goldfish), and the
    priority passes and payments a person left to the table; ``None`` where the person decides."""

    def __init__(self, session: "GameSession") -> None:
        self.session = session

    def choose(self, game: Game, d: Decision) -> object:
        s = self.session
        agent = s.agents.get(d.player)
        if agent is not None:
            return agent.choose(game, d)
        if d.kind is Kind.PRIORITY and s._wants_a_look(d.player):
            return None
        if d.kind is Kind.PRIORITY and not should_stop(game, d.player, s.stops[d.player], s.teaching):
            s.automatic_passes.add(len(game.answers))  # the log says it was the table, not the player
            return Pass()
        if d.kind is Kind.PAY and s.auto_pay and d.is_legal(Pay(auto=True)):
            return Pay(auto=True)  # CR 601.2g-h: the engine picks the mana sources
        return None
