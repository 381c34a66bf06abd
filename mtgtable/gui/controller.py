"""The decision controller: looks at ``game.pending`` and offers the right way to answer it.

Priority becomes highlighted playable cards and a pass button (Space);
attacks and blocks become drags onto the opponent or an attacker; damage
assignment order, the order of simultaneous triggers, combat damage,
discards and choices become dialogs.  The
controller builds answers and sends them through the session; every
question of legality goes to the engine (``legal_actions``, the ``*_problem``
predicates, ``game.check``), whose reasons are shown when it refuses.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from typing import Any, Callable, Mapping

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDialog, QInputDialog, QMenu, QWidget

from mtgtable.engine import (
    Activate, Cancel, Cast, Choose, Decision, DeclareAttackers, DeclareBlockers, Game, IllegalAnswer, Keep, Kind,
    Mulligan, Pass, Pay, PlayerRef, PlayLand, Problem, Ref, StartingPlayer, Targets, Zone,
)
from mtgtable.engine import combat as combat_rules
from mtgtable.engine.targets import TARGET_SPECS

from .card_face import CardFace, face_of
from .card_text import ability_text, card_name, names_in
from .dialogs.choose_cards_dialog import ChooseCardsDialog
from .dialogs.damage_dialog import DamageDialog
from .dialogs.look_dialog import LookDialog
from .dialogs.order_dialog import OrderDialog
from .i18n import engine_text, problem_text, prompt_text, step_title, translate
from .marks import DropRef, Home, TableMarks
from .session import GameSession, Mode

def describe_action(game: Any, a: Any) -> str:
    """An answer in a new player's words: "Play Forest", "Cast Lightning Bolt",
    "Activate: Sacrifice Mogg Fanatic: It deals 1 damage to any target." """
    if isinstance(a, PlayLand):
        return translate("Action", "Play {card}").format(card=card_name(game.name(a.card)))
    if isinstance(a, Cast):
        if game.objects[a.card].card.mana_cost.x_count:
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
    if isinstance(a, Pass):
        return translate("Action", "Pass")
    return str(a)


#: The dialogs that answer a decision: each has an ``answer`` property, read when it is accepted.
AnswerDialog = OrderDialog | DamageDialog | ChooseCardsDialog | LookDialog

_DIALOG_KINDS = {Kind.ORDER_BLOCKERS, Kind.ORDER_ATTACKERS, Kind.PLACE_IN_ORDER, Kind.ORDER_TRIGGERS,
                 Kind.ASSIGN_DAMAGE, Kind.DISCARD, Kind.BOTTOM, Kind.CHOOSE}


@dataclass(frozen=True)
class Prompt:
    """What the prompt bar says: the question, its rule, and the last refusal if any."""

    text: str = ""
    rule: str = ""
    refusal: str = ""


class DecisionController(QObject):
    #: Marks, prompt or actions changed: the window refreshes.
    changed = Signal()
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
        self._decision: Decision | None = None
        self.pass_action = self._action(self.tr("Pass"), self._pass, QKeySequence(Qt.Key.Key_Space),
                                        self.tr("Pass priority (Space). When everyone passes in a row, the top "
                                                "of the stack resolves or the step ends (CR 116.4)."))
        self.pass_turn_action = self._action(self.tr("Pass until end of turn"), self._pass_turn, None,
                                             self.tr("Keep passing priority until this turn ends. "
                                                     "Required decisions are still asked."))
        self.pass_to_my_turn_action = self._action(self.tr("Pass until my next turn"), self._pass_to_my_turn, None,
                                                   self.tr("Keep passing priority until your next turn. "
                                                           "Required decisions are still asked."))
        self.cancel_skips_action = self._action(self.tr("Stop passing"), self._cancel_skips)
        self.attack_all_action = self._action(self.tr("Attack with everything"), self._attack_all)
        self.confirm_action = self._action(self.tr("Confirm"), self._confirm, QKeySequence(Qt.Key.Key_Return))
        # Ctrl+Enter confirms even while a card has the keyboard (where Enter acts on the card)
        self.confirm_action.setShortcuts([QKeySequence(Qt.Key.Key_Return), QKeySequence(Qt.Key.Key_Enter),
                                          QKeySequence("Ctrl+Return"), QKeySequence("Ctrl+Enter")])
        self.clear_action = self._action(self.tr("Clear"), self._clear_draft)
        self.keep_action = self._action(self.tr("Keep"), self._keep, QKeySequence(Qt.Key.Key_K),
                                        self.tr("Keep this hand (K)."))
        self.mulligan_action = self._action(self.tr("Mulligan"), self._mulligan, QKeySequence(Qt.Key.Key_M),
                                            self.tr("Shuffle this hand away and draw a new one (M)."))
        self.cancel_action = self._action(self.tr("Cancel"), lambda: self.session.answer(Cancel()),
                                          QKeySequence(Qt.Key.Key_Escape))
        self.pay_auto_action = self._action(self.tr("Pay automatically"), lambda: self.session.answer(Pay(auto=True)))
        self.pay_selected_action = self._action(self.tr("Pay with selected"), self._pay_selected)
        self.reopen_action = self._action(self.tr("Open the dialog again"), self._open_dialog)
        self.start_actions = [self._action("", partial(self._choose_starting_player, i)) for i in range(2)]
        self.visible_actions: list[QAction] = []
        session.changed.connect(self.on_game_changed)
        # an undo keeps the person at the table: no hand-off unless the decision gone back to is the other's
        session.game_started.connect(self._forget_viewer)
        session.refused.connect(self._on_refused)

    def _action(self, text: str, slot: Callable[[], Any], shortcut: QKeySequence | None = None,
                tip: str = "") -> QAction:
        a = QAction(text, self)
        a.triggered.connect(lambda _=False: slot())
        if shortcut is not None:
            a.setShortcut(shortcut)
            a.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        if tip:
            a.setToolTip(tip)
        return a

    def _choose_starting_player(self, player: int) -> None:
        self.session.answer(StartingPlayer(player))

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

    def on_game_changed(self) -> None:
        """Set up the table for the pending decision: who looks, what lights up, what the bar says."""
        self._close_dialog()
        game = self.game
        d = game.pending
        self._decision = d
        self.marks.clear_decision()
        self.prompt = Prompt()
        self.visible_actions = []
        if d is None:
            self.marks.viewer = self.session.humans[0] if self.session.humans else 0
            self.marks.open_hands = True
            self.changed.emit()
            return
        self.marks.open_hands = self.session.mode is Mode.TEACH
        needs_screen = (self.session.mode is Mode.HOTSEAT and self.privacy_enabled
                        and self.marks.viewer != d.player and len(self.session.humans) > 1)
        if needs_screen:
            self.marks.viewer = None
            self.privacy_for = d.player
            self.prompt = Prompt(self.tr("Pass the computer to {name}.").format(name=game.players[d.player].name))
            self.privacy_requested.emit(d.player)
            self.changed.emit()
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
        self._setup(d)
        self.changed.emit()

    def reveal(self) -> None:
        """The privacy screen was clicked: the deciding player now looks at the table."""
        d = self.game.pending
        self.privacy_for = None
        if d is None:
            return
        self.marks.viewer = d.player
        self._setup(d)
        self.changed.emit()

    def _setup(self, d: Decision) -> None:
        game = self.game
        name = game.players[d.player].name
        kind = d.kind
        if kind is Kind.PRIORITY:
            self._setup_priority(d)
        elif kind is Kind.DECLARE_ATTACKERS:
            self.marks.choosable = set(d.data["candidates"])
            self.prompt = Prompt(self.tr("{name}: drag creatures onto {defender} to attack, then confirm. "
                                         "Click an attacker to withdraw it.").format(
                name=name, defender=game.players[game.defending_player].name), "508.1")
            self.confirm_action.setText(self.tr("Confirm attack"))
            self.visible_actions = [self.attack_all_action, self.clear_action, self.confirm_action]
        elif kind is Kind.DECLARE_BLOCKERS:
            self.marks.choosable = set(d.data["candidates"])
            self.prompt = Prompt(self.tr("{name}: drag your creatures onto attackers to block, then confirm. "
                                         "Click a blocker to take it back.").format(name=name), "509.1")
            self.confirm_action.setText(self.tr("Confirm blocks"))
            self.visible_actions = [self.clear_action, self.confirm_action]
        elif kind is Kind.TARGETS:
            self._setup_targets(d)
        elif kind is Kind.PAY:
            self.marks.choosable = set(d.data.get("sources", ()))
            self.prompt = Prompt(self.tr("{name}: pay {cost} — click lands to tap them, or pay automatically.")
                                 .format(name=name, cost=d.data.get("cost", "")), d.rule)
            self.visible_actions = [self.pay_auto_action, self.pay_selected_action] + \
                ([self.cancel_action] if d.data.get("cancellable") else [])
        elif kind is Kind.MULLIGAN:
            n = len(d.data.get("hand", ()))
            rule = self.tr("London mulligan: draw seven, then put one card on the bottom per mulligan") \
                if d.data.get("rule") == "london" else self.tr("mulligan: shuffle and draw one card fewer")
            self.prompt = Prompt(self.tr("{name}: keep this hand of {n}, or mulligan ({rule})?").format(
                name=name, n=n, rule=rule), d.rule)
            self.visible_actions = [self.keep_action, self.mulligan_action]
        elif kind is Kind.CHOOSE_STARTING_PLAYER:
            for i, a in enumerate(self.start_actions):
                a.setText(self.tr("{name} plays first").format(name=game.players[i].name))
            self.prompt = Prompt(self.tr("{name} won the coin flip: who plays first?").format(name=name), d.rule)
            self.visible_actions = list(self.start_actions)
        elif kind in _DIALOG_KINDS:
            self.prompt = Prompt(self.tr("{name}: {prompt}").format(name=name, prompt=prompt_text(d)), d.rule)
            self.visible_actions = [self.reopen_action] + ([self.cancel_action] if d.data.get("cancellable") else [])
            QTimer.singleShot(0, self._open_dialog)
        else:
            self.prompt = Prompt(self.tr("{name}: {prompt}").format(name=name, prompt=prompt_text(d)), d.rule)

    def _setup_priority(self, d: Decision) -> None:
        game = self.game
        actions = game.legal_actions(d.player)
        self.marks.playable = {getattr(a, "card", getattr(a, "source", -1)) for a in actions if not isinstance(a, Pass)}
        name = game.players[d.player].name
        if game.stack:
            top = game.stack[-1]
            self.pass_action.setText(self.tr("Pass (let {card} resolve)").format(card=card_name(top.source_name)))
            text = self.tr("{name}, you have priority. {card} is on the stack: respond, or pass to let it resolve.")\
                .format(name=name, card=card_name(top.source_name))
        else:
            upcoming = game.turns.upcoming()
            nxt = step_title(upcoming[0]) if upcoming else self.tr("the next turn")
            self.pass_action.setText(self.tr("Pass (to {step})").format(step=nxt))
            if self.marks.playable:
                text = self.tr("{name}, you have priority: play a highlighted card, or pass.").format(name=name)
            else:
                text = self.tr("{name}, you have priority. Nothing can be played right now: pass.").format(name=name)
        self.prompt = Prompt(text, "116")
        stops = self.session.stops[d.player]
        skipping = stops.skip_turn is not None or stops.skip_to_my_turn is not None
        self.visible_actions = [self.pass_action, self.pass_turn_action, self.pass_to_my_turn_action] + \
            ([self.cancel_skips_action] if skipping else [])

    def _setup_targets(self, d: Decision) -> None:
        specs = d.data["specs"]
        i = len(self.marks.selected)
        self.marks.choosable = set(d.data["candidates"][i]) if i < len(specs) else set()
        spec = specs[min(i, len(specs) - 1)]
        self.prompt = Prompt(self.tr("Choose a target: {spec} (click a highlighted card or player).").format(
            spec=translate("engine-args", TARGET_SPECS.get(spec, spec.replace("_", " ")))), d.rule)
        self.visible_actions = [self.cancel_action] if d.data.get("cancellable") else []

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
        self.changed.emit()

    # ------------------------------------------------------------------ clicks

    def card_clicked(self, oid: int) -> None:
        d = self._decision
        if d is None or self.privacy_for is not None or oid not in self.game.objects:
            return
        if d.kind is Kind.PRIORITY:
            self._priority_click(d, oid)
        elif d.kind is Kind.TARGETS:
            self._target_clicked(d, oid)
        elif d.kind is Kind.DECLARE_ATTACKERS:
            if oid in self.marks.attack_draft:
                del self.marks.attack_draft[oid]
                self.changed.emit()
            else:
                self.drop(oid, PlayerRef(self.game.defending_player))
        elif d.kind is Kind.DECLARE_BLOCKERS:
            if any(b == oid for b, _ in self.marks.block_draft):
                self.marks.block_draft = [(b, a) for b, a in self.marks.block_draft if b != oid]
                self.changed.emit()
        elif d.kind is Kind.PAY:
            if oid in self.marks.choosable:
                if oid in self.marks.selected:
                    self.marks.selected.remove(oid)
                else:
                    self.marks.selected.append(oid)
                self.changed.emit()

    def card_activated(self, oid: int) -> None:
        """Enter or A on a card (the keyboard's click).  Blocks take two keys: on one of your
        creatures, then on the attacker it blocks (a drag without the mouse)."""
        d = self._decision
        if d is None or self.privacy_for is not None or oid not in self.game.objects:
            return
        if d.kind is not Kind.DECLARE_BLOCKERS:
            self.card_clicked(oid)
            return
        armed = self.marks.selected[0] if self.marks.selected else None
        if oid in self.game.combat.attackers and isinstance(armed, int):
            self.marks.selected = []
            self.drop(armed, oid)
        elif any(b == oid for b, _ in self.marks.block_draft):
            self.card_clicked(oid)  # take the block back, as a click does
        elif self.begin_drag(oid):
            self.marks.drop_ok = set()
            self.marks.selected = [oid]
            self.prompt = Prompt(self.tr("Now choose the attacker {card} blocks (arrow keys, then Enter).")
                                 .format(card=self.game.name(oid)), "509.1a")
            self.changed.emit()

    def player_clicked(self, player: int) -> None:
        d = self._decision
        if d is not None and d.kind is Kind.TARGETS and self.privacy_for is None:
            self._target_clicked(d, PlayerRef(player))

    def _priority_click(self, d: Decision, oid: int) -> None:
        game = self.game
        o = game.objects[oid]
        if o.controller != d.player and o.owner != d.player:
            return
        mine = [a for a in game.legal_actions(d.player) if getattr(a, "card", getattr(a, "source", None)) == oid]
        if not mine and o.zone is Zone.BATTLEFIELD:
            mine = [Activate(oid, i) for i, ab in enumerate(game.activated_abilities(oid))
                    if ab.kind == "mana" and game.activate_problem(d.player, oid, i, "") is None]
        if not mine:
            problem = self._why_not(d.player, oid)
            if problem:
                self.refuse_because(problem, (oid,))
            return
        answer = mine[0] if len(mine) == 1 else self._pick_action(mine)
        if answer is None:
            return
        if isinstance(answer, Cast) and game.objects[oid].card.mana_cost.x_count:
            x, ok = QInputDialog.getInt(self.window, self.tr("Choose X"), self.tr("X ="), answer.x, 0, 99)
            if not ok:
                return
            answer = Cast(oid, x)
        self.session.answer(answer)

    def _why_not(self, player: int, oid: int) -> Problem | None:
        """The engine's reason this card can't be played or used now."""
        game = self.game
        o = game.objects[oid]
        if o.zone is Zone.HAND:
            return game.land_problem(player, oid) if o.card.is_land else game.cast_problem(player, oid)
        abilities = game.activated_abilities(oid)
        if abilities:
            return game.activate_problem(player, oid, 0, "")
        return None

    def action_menu(self, actions: list[Any]) -> QMenu:
        """A menu of what the player can do with one card, in plain words ("Cast Lightning Bolt")."""
        menu = QMenu(self.window)
        for a in actions:
            menu.addAction(describe_action(self.game, a)).setData(a)
        return menu

    def _pick_action(self, actions: list[Any]) -> Any:
        chosen = self.action_menu(actions).exec(self.window.cursor().pos())
        return chosen.data() if chosen is not None else None

    def _target_clicked(self, d: Decision, ref: Ref) -> None:
        if ref not in self.marks.choosable:
            self.refuse("115.1", self.tr("{what} is not a legal target for this").format(what=card_name(self.game.describe(ref))),
                        (ref,) if isinstance(ref, int) else ())
            return
        self.marks.selected.append(ref)
        if len(self.marks.selected) == len(d.data["specs"]):
            self.session.answer(Targets(tuple(self.marks.selected)))
            return
        self._setup_targets(d)
        self.changed.emit()

    # ------------------------------------------------------------------ drags (attacks and blocks)

    def begin_drag(self, oid: int) -> bool:
        """Light up where ``oid`` may be dropped; refuse (with the engine's reason) if nowhere."""
        d = self._decision
        if d is None or self.privacy_for is not None:
            return False
        if self.prompt.refusal:  # the last drag's refusal is about that drag, not this one
            self.prompt = Prompt(self.prompt.text, self.prompt.rule)
            self.marks.refused = set()
        game = self.game
        home = Home(d.player)
        targets: set[DropRef] = set()
        if d.kind is Kind.PRIORITY:
            return self._begin_priority_drag(d, oid)
        if d.kind is Kind.DECLARE_ATTACKERS:
            problem = combat_rules.attack_problem(game.state, oid)
            if problem:
                self.refuse_because(problem, (oid,))
                return False
            targets = {t for t in d.data["targets"] if combat_rules.attack_target_problem(game.state, oid, t) is None}
            if oid in self.marks.attack_draft:
                targets.add(home)
        elif d.kind is Kind.DECLARE_BLOCKERS:
            problem = combat_rules.blocker_problem(game.state, oid)
            if problem:
                self.refuse_because(problem, (oid,))
                return False
            targets = {a for a in game.combat.attackers if combat_rules.block_problem(game.state, oid, a) is None}
            if any(b == oid for b, _ in self.marks.block_draft):
                targets.add(home)
        else:
            self._refuse_drag(d, oid)
            return False
        self.marks.drop_ok = targets
        self.changed.emit()
        return True

    def _begin_priority_drag(self, d: Decision, oid: int) -> bool:
        """With priority, a card dragged from the hand onto its owner's battlefield is played or
        cast, as a click would (the engine's legal actions say whether it can be); anything else
        dragged says why a drag means nothing now."""
        game = self.game
        o = game.objects.get(oid)
        if o is None:
            return False
        if o.zone is Zone.HAND and o.owner == d.player:
            if not any(getattr(a, "card", None) == oid for a in game.legal_actions(d.player)):
                problem = self._why_not(d.player, oid)
                if problem:
                    self.refuse_because(problem, (oid,))
                return False
            self.marks.drop_ok = {Home(d.player)}
            self.changed.emit()
            return True
        self._refuse_drag(d, oid)
        return False

    def _refuse_drag(self, d: Decision, oid: int) -> None:
        """Why dragging this card means nothing in this decision ("attacks are declared in the
        declare attackers step")."""
        game = self.game
        o = game.objects.get(oid)
        if o is None or o.zone is not Zone.BATTLEFIELD or not o.card.is_creature or o.controller != d.player:
            return
        if game.active == d.player:
            self.refuse("508.1", self.tr("Attacks are declared in the declare attackers step: "
                                         "pass priority until then to drag {card} onto the opponent.")
                        .format(card=o.name), (oid,))
        else:
            self.refuse("509.1", self.tr("Blocks are declared in the declare blockers step, after "
                                         "{name} attacks.").format(name=game.players[game.active].name), (oid,))

    def drop(self, oid: int, ref: DropRef | None) -> None:
        """A creature was dropped on ``ref``: record it in the draft, or say why not."""
        d = self._decision
        self.marks.drop_ok = set()
        self.marks.refused = set()
        self.prompt = Prompt(self.prompt.text, self.prompt.rule)
        if d is None or ref is None:
            self.changed.emit()
            return
        game = self.game
        if d.kind is Kind.PRIORITY:
            onto_mine = ref == Home(d.player) or ref == PlayerRef(d.player) or (
                isinstance(ref, int) and ref in game.objects and game.objects[ref].zone is Zone.BATTLEFIELD
                and game.objects[ref].controller == d.player)
            if onto_mine and oid in game.objects and game.objects[oid].zone is Zone.HAND:
                self._priority_click(d, oid)  # onto the battlefield: the same as clicking it
            else:
                self.changed.emit()
            return
        if isinstance(ref, Home):
            if d.kind is Kind.DECLARE_ATTACKERS:
                self.marks.attack_draft.pop(oid, None)
            elif d.kind is Kind.DECLARE_BLOCKERS:
                self.marks.block_draft = [(b, a) for b, a in self.marks.block_draft if b != oid]
            self.changed.emit()
            return
        if d.kind is Kind.DECLARE_ATTACKERS:
            problem = combat_rules.attack_problem(game.state, oid) or combat_rules.attack_target_problem(game.state, oid, ref)
            if problem:
                self.refuse_because(problem, (oid,))
                return
            self.marks.attack_draft[oid] = ref
        elif d.kind is Kind.DECLARE_BLOCKERS:
            if not isinstance(ref, int):
                self.refuse("509.1a", self.tr("a creature blocks an attacking creature, not a player"), (oid,))
                return
            problem = combat_rules.block_problem(game.state, oid, ref)
            if problem:
                self.refuse_because(problem, (oid, ref))
                return
            mine = [(b, a) for b, a in self.marks.block_draft if b == oid and a != ref]
            if len(mine) + 1 > combat_rules.block_capacity(game.state, oid):
                self.marks.block_draft = [(b, a) for b, a in self.marks.block_draft if b != oid]
            if (oid, ref) not in self.marks.block_draft:
                self.marks.block_draft.append((oid, ref))
        self.changed.emit()

    # ------------------------------------------------------------------ buttons

    def _pass(self) -> None:
        d = self._decision
        if d is not None and d.kind is Kind.PRIORITY and self.privacy_for is None:
            self.session.answer(Pass())

    def _pass_turn(self) -> None:
        d = self._decision
        if d is not None and d.kind is Kind.PRIORITY:
            self.session.stops[d.player].skip_turn = self.game.turn
            self._pass()

    def _pass_to_my_turn(self) -> None:
        d = self._decision
        if d is not None and d.kind is Kind.PRIORITY:
            self.session.stops[d.player].skip_to_my_turn = self.game.turn
            self._pass()

    def _keep(self) -> None:
        d = self._decision
        if d is not None and d.kind is Kind.MULLIGAN and self.privacy_for is None:
            self.session.answer(Keep())

    def _mulligan(self) -> None:
        d = self._decision
        if d is not None and d.kind is Kind.MULLIGAN and self.privacy_for is None:
            self.session.answer(Mulligan())

    def _cancel_skips(self) -> None:
        for s in self.session.stops:
            s.cancel_skips()
        if self._decision is not None:
            self._setup(self._decision)
        self.changed.emit()

    def _attack_all(self) -> None:
        d = self._decision
        if d is None or d.kind is not Kind.DECLARE_ATTACKERS:
            return
        for c in d.data["candidates"]:
            if combat_rules.attack_problem(self.game.state, c) is None:
                self.marks.attack_draft.setdefault(c, PlayerRef(self.game.defending_player))
        self.changed.emit()

    def _clear_draft(self) -> None:
        self.marks.attack_draft.clear()
        self.marks.block_draft.clear()
        self.marks.refused.clear()
        self.changed.emit()

    def _confirm(self) -> None:
        d = self._decision
        if d is None or self.privacy_for is not None:
            return
        if d.kind is Kind.DECLARE_ATTACKERS:
            self.session.answer(DeclareAttackers(tuple(self.marks.attack_draft.items())))
        elif d.kind is Kind.DECLARE_BLOCKERS:
            self.session.answer(DeclareBlockers(tuple(self.marks.block_draft)))

    def _pay_selected(self) -> None:
        sources = tuple((s, "") for s in self.marks.selected if isinstance(s, int))
        self.session.answer(Pay(sources=sources))

    # ------------------------------------------------------------------ dialogs

    def _open_dialog(self) -> None:
        d = self._decision
        if d is None or d is not self.game.pending or self.dialog is not None or self.privacy_for is not None:
            return
        game = self.game
        dialog: AnswerDialog
        if d.kind in (Kind.ORDER_BLOCKERS, Kind.ORDER_ATTACKERS, Kind.PLACE_IN_ORDER, Kind.ORDER_TRIGGERS):
            dialog = OrderDialog(game, d, self.window)
        elif d.kind is Kind.ASSIGN_DAMAGE:
            dialog = DamageDialog(self.session, d, self.window)
        elif d.kind in (Kind.DISCARD, Kind.BOTTOM):
            dialog = ChooseCardsDialog(game, d.data["hand"], d.data["count"], prompt_text(d), d.kind, self.window)
        elif d.kind is Kind.CHOOSE and d.data.get("library_action") == "look_hand":
            dialog = LookDialog(game, d.data.get("shown", ()), prompt_text(d), self.window)
        elif d.kind is Kind.CHOOSE:
            ids = [o.choice for o in d.options() if isinstance(o, Choose)]
            labels = d.data.get("labels")  # a yes/no or mode choice: options are numbers with labels
            texts = ({int(i): engine_text(str(t), d.data.get("label_args", {})) for i, t in labels.items()}
                     if isinstance(labels, Mapping) else None)
            dialog = ChooseCardsDialog(game, ids, 1, prompt_text(d), d.kind, self.window, labels=texts)
        else:
            return
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
