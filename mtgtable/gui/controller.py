"""The decision controller: looks at ``game.pending`` and hands it to the handler for its kind.

The controller owns what every decision shares: who looks at the table (the
privacy screen between hotseat players), the prompt bar's question and
refusal, the buttons (as actions with shortcuts) and the dialog being shown.
Everything particular to a kind of decision — what lights up, what a click or
a drag means, the declaration being built — is its handler's
(:mod:`mtgtable.gui.handlers`, one small class per kind behind a registry),
and every question of legality goes to the engine through the decision
(``decision.drop_targets``, ``decision.why_not``, ``decision.card_actions``),
whose reasons are shown when it refuses.  After each change the controller
emits :class:`~mtgtable.gui.changes.Changes`: what the game changed, plus the
cards whose highlights or draft changed, so the views refresh only that.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDialog, QMenu, QWidget

from mtgtable.engine import Activate, Cast, Decision, Game, IllegalAnswer, Pass, PlayerRef, PlayLand, Problem
from mtgtable.engine import TurnFaceUp
from mtgtable.engine import decision_queries as queries

from .card_face import CardFace, face_of
from .card_text import ability_text, card_name, names_in
from .changes import EVERYTHING, Changes
from .handlers import Handler, Prompt, handler_for
from .handlers.dialogs import AnswerDialog, DialogHandler
from .i18n import problem_text, translate
from .marks import DropRef, Home, TableMarks
from .session import GameSession, Mode

def describe_action(game: Any, a: Any) -> str:
    """An answer in a new player's words: "Play Forest", "Cast Lightning Bolt",
    "Activate: Sacrifice Mogg Fanatic: It deals 1 damage to any target." """
    if isinstance(a, PlayLand):
        back = game.objects[a.card].card.back if a.face and a.card in game.objects else None
        if back is not None:  # a modal double-faced card's land back face (CR 712.12)
            return translate("Action", "Play {face} (the back face of {card})").format(
                face=card_name(back.name), card=card_name(game.name(a.card)))
        return translate("Action", "Play {card}").format(card=card_name(game.name(a.card)))
    if isinstance(a, Cast) and a.face and a.card in game.objects and game.objects[a.card].card.back is not None:
        card = game.objects[a.card].card
        face, whole = card_name(card.back.name if card.back is not None else ""), card_name(game.name(a.card))
        if card.face_choice == "adventure":  # CR 715.3
            return translate("Action", "Cast {face} (the Adventure of {card})").format(face=face, card=whole)
        if card.face_choice == "split":  # CR 709.3
            return translate("Action", "Cast {face} (the other half of {card})").format(face=face, card=whole)
        return translate("Action", "Cast {face} (the back face of {card})").format(face=face, card=whole)
    if isinstance(a, Cast):
        if queries.asks_x(game.state, a):
            return translate("Action", "Cast {card} (X = {x})").format(card=card_name(game.name(a.card)), x=a.x)
        return translate("Action", "Cast {card}").format(card=card_name(game.name(a.card)))
    if isinstance(a, Activate):
        abilities = game.activated_abilities(a.source)
        ability = abilities[a.index] if 0 <= a.index < len(abilities) else None
        text = (ability.text or ability.cost.text) if ability is not None else str(a)
        text = ability_text(game.objects[a.source].name, text) if a.source in game.objects else names_in(text)
        if a.color:
            return translate("Action", "Activate: {text} (for {color})").format(text=text, color=a.color)
        return translate("Action", "Activate: {text}").format(text=text)
    if isinstance(a, TurnFaceUp):  # a special action (CR 116.2b, 702.37e)
        hidden = game.state.face_down.get(a.card)
        return translate("Action", "Turn face up: {card}").format(
            card=card_name(hidden.name if hidden is not None else game.name(a.card)))
    if isinstance(a, Pass):
        return translate("Action", "Pass")
    return str(a)


__all__ = ["AnswerDialog", "DecisionController", "Prompt", "describe_action"]

#: How :meth:`TableMarks.marked` describes an object with no mark.
_UNMARKED: tuple[object, ...] = (False, False, False, False, False, None, (), ())


class DecisionController(QObject):
    #: The table changed (the game, marks, prompt or actions): a :class:`Changes` says what; the window refreshes that.
    changed = Signal(object)
    #: The privacy screen must hide the table until ``player`` is ready.
    privacy_requested = Signal(int)
    #: A dialog for the pending decision was opened (tests and the window use it).
    dialog_opened = Signal(QDialog)

    def __init__(self, session: GameSession, window: QWidget) -> None:
        super().__init__(window)
        self.session = session
        self.window = window
        self.prompt = Prompt()
        self.dialog: AnswerDialog | None = None
        self.privacy_for: int | None = None
        #: Show the privacy screen between hotseat players (off for screenshots).
        self.privacy_enabled = True
        #: The pending decision's handler (None: nothing pending, or behind the privacy screen).
        self.handler: Handler | None = None
        self._decision: Decision | None = None
        #: The marks as the views last drew them (a change redraws the cards whose marks differ).
        self._shown: tuple[dict[DropRef, tuple[object, ...]], int | None, bool] = ({}, None, False)
        self._emits = 0
        self.pass_action = self._action(self.tr("Pass"), "pass", QKeySequence(Qt.Key.Key_Space),
                                        self.tr("Pass priority (Space). When everyone passes in a row, the top "
                                                "of the stack resolves or the step ends (CR 116.4)."))
        self.pass_turn_action = self._action(self.tr("Pass until end of turn"), "pass_turn", None,
                                             self.tr("Keep passing priority until this turn ends. "
                                                     "Required decisions are still asked."))
        self.pass_to_my_turn_action = self._action(self.tr("Pass until my next turn"), "pass_to_my_turn", None,
                                                   self.tr("Keep passing priority until your next turn. "
                                                           "Required decisions are still asked."))
        self.cancel_skips_action = QAction(self.tr("Stop passing"), self)
        self.cancel_skips_action.triggered.connect(lambda _=False: self._cancel_skips())
        self.attack_all_action = self._action(self.tr("Attack with everything"), "attack_all")
        self.confirm_action = self._action(self.tr("Confirm"), "confirm", QKeySequence(Qt.Key.Key_Return))
        # Ctrl+Enter confirms even while a card has the keyboard (where Enter acts on the card)
        self.confirm_action.setShortcuts([QKeySequence(Qt.Key.Key_Return), QKeySequence(Qt.Key.Key_Enter),
                                          QKeySequence("Ctrl+Return"), QKeySequence("Ctrl+Enter")])
        self.clear_action = self._action(self.tr("Clear"), "clear")
        self.keep_action = self._action(self.tr("Keep"), "keep", QKeySequence(Qt.Key.Key_K),
                                        self.tr("Keep this hand (K)."))
        self.mulligan_action = self._action(self.tr("Mulligan"), "mulligan", QKeySequence(Qt.Key.Key_M),
                                            self.tr("Shuffle this hand away and draw a new one (M)."))
        self.cancel_action = self._action(self.tr("Cancel"), "cancel", QKeySequence(Qt.Key.Key_Escape))
        self.pay_auto_action = self._action(self.tr("Pay automatically"), "pay_auto")
        self.pay_selected_action = self._action(self.tr("Pay with selected"), "pay_selected")
        self.reopen_action = self._action(self.tr("Open the dialog again"), "reopen")
        self.start_actions = [self._action("", f"start{i}") for i in range(2)]
        self.visible_actions: list[QAction] = []
        session.changed.connect(self.on_game_changed)
        # an undo keeps the person at the table: no hand-off unless the decision gone back to is the other's
        session.game_started.connect(self._forget_viewer)
        session.refused.connect(self._on_refused)

    def _action(self, text: str, command: str, shortcut: QKeySequence | None = None, tip: str = "") -> QAction:
        """A button or key that the pending decision's handler answers to (by ``command`` name)."""
        a = QAction(text, self)
        a.triggered.connect(lambda _=False: self.command(command))
        if shortcut is not None:
            a.setShortcut(shortcut)
            a.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        if tip:
            a.setToolTip(tip)
        return a

    def command(self, name: str) -> None:
        """A button was pressed: the handler does what it means for its decision (if anything)."""
        handler = self.handler
        if handler is None or self.privacy_for is not None or handler.decision is not self.game.pending:
            return
        run = handler.commands().get(name)
        if run is not None:
            run()

    @property
    def game(self) -> Game:
        return self.session.game

    @property
    def marks(self) -> TableMarks:
        return self.session.marks

    def face(self, oid: int) -> CardFace | None:
        return face_of(self.game, oid, self.marks) if oid in self.game.objects else None

    # ------------------------------------------------------------------ after every change

    def _forget_viewer(self) -> None:
        self.marks.viewer = None

    def on_game_changed(self, changes: Changes | None = None) -> None:
        """Set up the table for the pending decision: who looks, what lights up, what the bar says."""
        game_changes = changes if isinstance(changes, Changes) else EVERYTHING
        self._close_dialog()
        game = self.game
        d = game.pending
        self._decision = d
        self.handler = None
        self.marks.clear_decision()
        self.prompt = Prompt()
        self.visible_actions = []
        if d is None:
            self.marks.viewer = self.session.humans[0] if self.session.humans else 0
            self.marks.open_hands = True
            self._emit(game_changes)
            return
        self.marks.open_hands = self.session.mode is Mode.TEACH
        needs_screen = (self.session.mode is Mode.HOTSEAT and self.privacy_enabled
                        and self.marks.viewer != d.player and len(self.session.humans) > 1)
        if needs_screen:
            self.marks.viewer = None
            self.privacy_for = d.player
            self.prompt = Prompt(self.tr("Pass the computer to {name}.").format(name=game.players[d.player].name))
            self.privacy_requested.emit(d.player)
            self._emit(game_changes)
            return
        self.privacy_for = None
        if self.session.mode is Mode.GOLDFISH:
            self.marks.viewer = self.session.humans[0] if self.session.humans else d.player
        elif self.session.mode is Mode.TEACH and game.turn:
            # teacher and student share one screen with both hands open: the table stays put during
            # the turn, the active player at the bottom, instead of turning at every priority pass
            self.marks.viewer = game.active
        else:
            self.marks.viewer = d.player
        self._start(d)
        self._emit(game_changes)

    def reveal(self) -> None:
        """The privacy screen was clicked: the deciding player now looks at the table."""
        d = self.game.pending
        self.privacy_for = None
        if d is None:
            return
        self.marks.viewer = d.player
        self._start(d)
        self._emit(Changes(prompt=True))

    def _start(self, d: Decision) -> None:
        """Make the handler for ``d`` and show its question."""
        self.handler = handler_for(self, d)
        self.marks.draft = self.handler
        self._show_handler()

    def _show_handler(self) -> None:
        handler = self.handler
        if handler is None:
            return
        self.prompt, self.visible_actions = handler.setup()
        self._publish()

    def _publish(self) -> None:
        """Copy the handler's highlights into the marks the views read."""
        handler, marks = self.handler, self.marks
        if handler is None:
            return
        marks.playable = handler.playable()
        marks.choosable = handler.choosable()
        marks.selected = list(handler.picked())

    def setup_again(self) -> None:
        """The handler's draft changed what the question is (the next target): ask it again."""
        self._show_handler()
        self._emit(Changes(prompt=True))

    def changed_marks(self) -> None:
        """The handler's draft or highlights changed (not the game): redraw what they touch."""
        self._publish()
        self._emit(Changes(prompt=True))

    def show_prompt(self, text: str, rule: str) -> None:
        """A handler asks a follow-up question (the keyboard's second key of a block)."""
        self.prompt = Prompt(text, rule)
        self._publish()
        self._emit(Changes(prompt=True))

    def _marks_state(self) -> tuple[dict[DropRef, tuple[object, ...]], int | None, bool]:
        return self.marks.marked(), self.marks.viewer, self.marks.open_hands

    def _emit(self, changes: Changes) -> None:
        """Emit ``changes`` and the cards (and players) whose marks differ from what the views last showed."""
        marked, viewer, open_hands = self._shown
        self._shown = self._marks_state()
        self._emits += 1
        now = self._shown[0]
        touched = {r for r in marked.keys() | now.keys() if marked.get(r) != now.get(r)}
        cards = frozenset(r for r in touched if isinstance(r, int))
        draft_moved = any(marked.get(r, _UNMARKED)[5:] != now.get(r, _UNMARKED)[5:] for r in touched)
        turned = viewer != self.marks.viewer or open_hands != self.marks.open_hands
        self.changed.emit(changes | Changes(cards=None if turned else cards, viewer=turned,
                                            players=any(isinstance(r, (PlayerRef, Home)) for r in touched),
                                            combat=draft_moved, prompt=True))

    # ------------------------------------------------------------------ refusals

    def _on_refused(self, exc: IllegalAnswer) -> None:
        self.refuse_because(exc.problem, tuple(o for o in exc.objects if isinstance(o, int)))

    def refuse_because(self, problem: Problem, objects: tuple[int, ...] = ()) -> None:
        """Show the engine's reason (translated) for saying no, and mark the objects at fault."""
        self.refuse(problem.rule, problem_text(problem, self.game), objects)

    def refuse(self, rule: str, reason: str, objects: tuple[int, ...] = ()) -> None:
        """Show why something is not allowed (``reason`` already translated), and mark the objects at fault."""
        self.marks.refused = set(objects)
        text = self.tr("Not allowed (CR {rule}): {reason}").format(rule=rule, reason=reason) if rule else reason
        self.prompt = Prompt(self.prompt.text, self.prompt.rule, text)
        self._emit(Changes(prompt=True))

    def _clear_refusal(self) -> None:
        if self.prompt.refusal:  # the last drag's refusal is about that drag, not this one
            self.prompt = Prompt(self.prompt.text, self.prompt.rule)
        self.marks.refused = set()

    # ------------------------------------------------------------------ clicks, keys and drags

    def _live(self, oid: int | None = None) -> Handler | None:
        """The handler to pass input to: none behind the privacy screen or for a card no longer in the game."""
        handler = self.handler
        if handler is None or self.privacy_for is not None or handler.decision is not self.game.pending:
            return None
        if oid is not None and oid not in self.game.objects:
            return None
        return handler

    def card_clicked(self, oid: int) -> None:
        handler = self._live(oid)
        if handler is not None:
            handler.click(oid)

    def card_activated(self, oid: int) -> None:
        """Enter or A on a card (the keyboard's click)."""
        handler = self._live(oid)
        if handler is not None:
            handler.activate(oid)

    def player_clicked(self, player: int) -> None:
        handler = self._live()
        if handler is not None:
            handler.click_player(player)

    def begin_drag(self, oid: int) -> bool:
        """Light up where ``oid`` may be dropped; refuse (with the engine's reason) if nowhere."""
        handler = self._live()
        if handler is None:
            return False
        self._clear_refusal()
        emits = self._emits
        targets = handler.begin_drag(oid) if oid in self.game.objects else None
        if targets is None:
            if self._emits == emits:
                self._emit(Changes(prompt=True))
            return False
        self.marks.drop_ok = targets
        self._emit(Changes(prompt=True))
        return True

    def drop(self, oid: int, ref: DropRef | None) -> None:
        """A card was dropped on ``ref``: the handler records it in its draft, or says why not."""
        self.marks.drop_ok = set()
        self._clear_refusal()
        handler = self._live(oid)
        emits = self._emits
        if handler is not None and ref is not None:
            handler.drop(oid, ref)
        if self._emits == emits and self.handler is handler:  # (nothing was redrawn, and no answer was sent)
            self._emit(Changes(prompt=True))

    def action_menu(self, actions: list[Any]) -> QMenu:
        """A menu of what the player can do with one card, in plain words ("Cast Lightning Bolt")."""
        menu = QMenu(self.window)
        for a in actions:
            menu.addAction(describe_action(self.game, a)).setData(a)
        return menu

    def pick_action(self, actions: list[Any]) -> Any:
        chosen = self.action_menu(actions).exec(self.window.cursor().pos())
        return chosen.data() if chosen is not None else None

    # ------------------------------------------------------------------ buttons every decision shares

    def _cancel_skips(self) -> None:
        for s in self.session.stops:
            s.cancel_skips()
        self._show_handler()
        self._emit(Changes(prompt=True))

    # ------------------------------------------------------------------ dialogs

    def open_dialog(self) -> None:
        handler = self.handler
        d = self._decision
        if d is None or d is not self.game.pending or self.dialog is not None or self.privacy_for is not None \
                or not isinstance(handler, DialogHandler) or handler.decision is not d:
            return
        dialog = handler.make_dialog()
        self.dialog = dialog
        dialog.accepted.connect(lambda: self._dialog_done(dialog))
        dialog.rejected.connect(lambda: self._dialog_closed(dialog))
        dialog.open()
        self.dialog_opened.emit(dialog)

    def _dialog_done(self, dialog: AnswerDialog) -> None:
        if self.dialog is dialog:
            self.dialog = None
            self.session.answer(dialog.answer)

    def _dialog_closed(self, dialog: AnswerDialog) -> None:
        if self.dialog is dialog:
            self.dialog = None

    def _close_dialog(self) -> None:
        if self.dialog is not None:
            dialog, self.dialog = self.dialog, None
            dialog.close()
            dialog.deleteLater()
