"""Table actions taken by hand, from a card's or a player's right-click menu.

Some card text is beyond the engine (``card.manual``); the players then do
what the card says themselves: tap or untap, move a card to another zone,
put on or take off counters, change a life total, create a token.  Each is
an answer like any other (:class:`~mtgtable.engine.Manual`): the engine
checks it (``game.manual_problem``), logs it and replays it.  They are taken
by the player who holds priority; the menu is offered for every card, and
an entry the engine would refuse is shown greyed out with the engine's reason.
"""

from __future__ import annotations
from .card_text import card_name

from typing import TYPE_CHECKING, Callable

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QInputDialog, QMenu, QWidget

from mtgtable.engine import Kind, Manual, PlayerRef, Zone
from mtgtable.engine.answers import ManualAction

from .dialogs.manual_dialogs import CountersDialog, TokenDialog
from .i18n import problem_text

if TYPE_CHECKING:
    from .controller import DecisionController
    from .session import GameSession

#: Zones a card can be moved to by hand (the stack can't: CR 405.1).
MOVE_ZONES = (Zone.HAND, Zone.BATTLEFIELD, Zone.GRAVEYARD, Zone.EXILE, Zone.LIBRARY)


class ManualActions(QObject):
    def __init__(self, session: "GameSession", controller: "DecisionController", window: QWidget) -> None:
        super().__init__(window)
        self.session = session
        self.controller = controller
        self.window = window
        #: Asked for a number or a dialog result; tests replace these.
        self.ask_life: Callable[[str], int | None] = self._ask_life
        self.ask_token: Callable[[str], str | None] = self._ask_token
        self.ask_counters: Callable[[str], str | None] = self._ask_counters

    # ------------------------------------------------------------------ who acts

    def actor(self) -> int | None:
        """The player who may take table actions now: the one holding priority, at the table."""
        d = self.session.game.pending
        if d is None or d.kind is not Kind.PRIORITY or self.controller.privacy_for is not None:
            return None
        return d.player

    # ------------------------------------------------------------------ menus

    def card_menu(self, oid: int) -> QMenu:
        game = self.session.game
        menu = QMenu(self.window)
        menu.setToolTipsVisible(True)
        if oid not in game.objects:
            return menu
        o = game.objects[oid]
        menu.addSection(self.tr("{card}: by hand").format(card=card_name(o.name)))
        if o.card.manual:
            note = menu.addAction(self.tr("The game can't apply this card's text: do it here."))
            note.setEnabled(False)
        if self._no_actor(menu):
            return menu
        if o.zone is Zone.BATTLEFIELD:
            if o.tapped:
                self._add(menu, self.tr("Untap"), Manual(ManualAction.UNTAP, oid))
            else:
                self._add(menu, self.tr("Tap"), Manual(ManualAction.TAP, oid))
        move = menu.addMenu(self.tr("Move to"))
        move.setToolTipsVisible(True)
        for zone in MOVE_ZONES:
            if zone is not o.zone:
                self._add(move, zone_name(zone), Manual(ManualAction.MOVE, oid, zone.value))
        if o.zone is Zone.BATTLEFIELD:
            counters = menu.addMenu(self.tr("Counters"))
            counters.setToolTipsVisible(True)
            for kind in ("+1/+1", "-1/-1") + (("loyalty",) if o.card.loyalty is not None else ()):
                self._add(counters, self.tr("Put a {kind} counter on it").format(kind=kind),
                          Manual(ManualAction.COUNTERS, oid, f"{kind} 1"))
            for kind, n in sorted(o.counters.items()):
                if n > 0:
                    self._add(counters, self.tr("Take a {kind} counter off it").format(kind=kind),
                              Manual(ManualAction.COUNTERS, oid, f"{kind} -1"))
            other = counters.addAction(self.tr("Other counters…"))
            other.triggered.connect(lambda _=False: self._counters(oid))
        return menu

    def player_menu(self, player: int) -> QMenu:
        game = self.session.game
        p = game.players[player]
        menu = QMenu(self.window)
        menu.setToolTipsVisible(True)
        menu.addSection(self.tr("{name}: by hand").format(name=p.name))
        if self._no_actor(menu):
            return menu
        ref = PlayerRef(player)
        for n in (-1, +1, -3, +3):
            text = self.tr("Lose {n} life").format(n=-n) if n < 0 else self.tr("Gain {n} life").format(n=n)
            self._add(menu, text, Manual(ManualAction.LIFE, ref, str(n)))
        other = menu.addAction(self.tr("Change life by…"))
        other.triggered.connect(lambda _=False: self._life(player))
        menu.addSeparator()
        token = menu.addAction(self.tr("Create a creature token…"))
        token.triggered.connect(lambda _=False: self._token(player))
        return menu

    def _no_actor(self, menu: QMenu) -> bool:
        if self.actor() is not None:
            return False
        note = menu.addAction(self.tr("Table actions are taken by the player holding priority."))
        note.setEnabled(False)
        return True

    def _add(self, menu: QMenu, text: str, answer: Manual) -> QAction:
        """An entry that sends ``answer``; greyed out, with the engine's reason, if it would be refused."""
        a = menu.addAction(text)
        a.setData(str(answer))
        actor = self.actor()
        problem = self.session.game.manual_problem(actor, answer) if actor is not None else None
        if problem:
            a.setEnabled(False)
            a.setToolTip(self.tr("Not allowed (CR {rule}): {reason}").format(rule=problem.rule, reason=problem_text(problem)))
        a.triggered.connect(lambda _=False, ans=answer: self.send(ans))
        return a

    # ------------------------------------------------------------------ sending

    def send(self, answer: Manual) -> bool:
        """Send a table action through the session (the engine checks, applies and logs it)."""
        if self.actor() is None:
            return False
        return self.session.answer(answer)

    def _life(self, player: int) -> None:
        n = self.ask_life(self.session.game.players[player].name)
        if n:
            self.send(Manual(ManualAction.LIFE, PlayerRef(player), str(n)))

    def _token(self, player: int) -> None:
        arg = self.ask_token(self.session.game.players[player].name)
        if arg:
            self.send(Manual(ManualAction.TOKEN, PlayerRef(player), arg))

    def _counters(self, oid: int) -> None:
        arg = self.ask_counters(self.session.game.objects[oid].name)
        if arg:
            self.send(Manual(ManualAction.COUNTERS, oid, arg))

    def _ask_life(self, name: str) -> int | None:
        n, ok = QInputDialog.getInt(self.window, self.tr("Change life"),
                                    self.tr("Change {name}'s life by (negative: loses life):").format(name=name),
                                    -1, -999, 999)
        return n if ok else None

    def _ask_token(self, name: str) -> str | None:
        dialog = TokenDialog(name, self.window)
        return dialog.arg if dialog.exec() else None

    def _ask_counters(self, card: str) -> str | None:
        dialog = CountersDialog(card, self.window)
        return dialog.arg if dialog.exec() else None


def zone_name(zone: Zone) -> str:
    from .i18n import translate
    names = {Zone.HAND: translate("Zone", "Hand"), Zone.BATTLEFIELD: translate("Zone", "Battlefield"),
             Zone.GRAVEYARD: translate("Zone", "Graveyard"), Zone.EXILE: translate("Zone", "Exile"),
             Zone.LIBRARY: translate("Zone", "Library (at the bottom)"), Zone.STACK: translate("Zone", "Stack")}
    return names[zone]
