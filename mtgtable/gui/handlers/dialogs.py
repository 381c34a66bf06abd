"""Decisions answered in a dialog: damage assignment order, the order of triggers, combat damage,
discards, the London mulligan's bottom cards and the generic choice.

Each handler says which dialog answers its decision; the controller opens it
(again with "Open the dialog again"), closes it when the game moves on and
sends its ``answer`` when it is accepted.
"""

from __future__ import annotations

from mtgtable.engine.decisions import Cancel

from typing import Callable, Mapping

from PySide6.QtCore import QTimer
from PySide6.QtGui import QAction

from mtgtable.engine import Choose, Kind

from ..dialogs.choose_cards_dialog import ChooseCardsDialog
from ..dialogs.damage_dialog import DamageDialog
from ..dialogs.look_dialog import LookDialog
from ..dialogs.name_dialog import NameDialog
from ..dialogs.order_dialog import OrderDialog
from ..i18n import engine_text, prompt_text, translate
from .base import Handler, Prompt, handles


#: The dialogs that answer a decision: each has an ``answer`` property, read when it is accepted.
AnswerDialog = OrderDialog | DamageDialog | ChooseCardsDialog | LookDialog | NameDialog


class DialogHandler(Handler):
    """A decision answered in a dialog, opened as soon as the table shows the question."""

    def setup(self) -> tuple[Prompt, list[QAction]]:
        d = self.decision
        QTimer.singleShot(0, self.controller.open_dialog)
        return Prompt(translate("DecisionController", "{name}: {prompt}").format(name=self.name, prompt=prompt_text(d)), d.rule), \
            [self.controller.reopen_action] + ([self.controller.cancel_action] if d.data.get("cancellable") else [])

    def commands(self) -> Mapping[str, Callable[[], None]]:
        found: dict[str, Callable[[], None]] = {"reopen": self.controller.open_dialog}
        if self.decision.data.get("cancellable"):  # a casting choice (CR 601.2): back out of the cast
            found["cancel"] = lambda: self.answer(Cancel())
        return found

    def make_dialog(self) -> AnswerDialog:
        raise NotImplementedError


@handles(Kind.ORDER_BLOCKERS, Kind.ORDER_ATTACKERS, Kind.PLACE_IN_ORDER, Kind.ORDER_TRIGGERS)
class OrderHandler(DialogHandler):
    """CR 509.2, 509.3, 509.7, 603.3b: put creatures or triggers in an order."""

    def make_dialog(self) -> AnswerDialog:
        return OrderDialog(self.game, self.decision, self.controller.window)


@handles(Kind.ASSIGN_DAMAGE)
class DamageHandler(DialogHandler):
    """CR 510.1: divide combat damage among the creatures (and player) it may go to."""

    def make_dialog(self) -> AnswerDialog:
        return DamageDialog(self.controller.session, self.decision, self.controller.window)


@handles(Kind.DISCARD, Kind.BOTTOM)
class ChooseCardsHandler(DialogHandler):
    """CR 514.1 (discard to hand size) and the London mulligan's cards for the bottom."""

    def make_dialog(self) -> AnswerDialog:
        d = self.decision
        return ChooseCardsDialog(self.game, d.data["hand"], d.data["count"], prompt_text(d), d.kind,
                                 self.controller.window)


@handles(Kind.CHOOSE)
class ChooseHandler(DialogHandler):
    """The generic choice of one option (the legend to keep, a mode, yes or no); looking at a hand
    shows the cards (a choice with one option: done)."""

    def make_dialog(self) -> AnswerDialog:
        d = self.decision
        if d.data.get("library_action") == "look_hand":
            return LookDialog(self.game, d.data.get("shown", ()), prompt_text(d), self.controller.window)
        if d.data.get("player_action") == "name_card":  # naming a card (CR 201.3): a searchable list
            return NameDialog(d.data.get("names", ()), prompt_text(d), self.controller.window)
        ids = [o.choice for o in d.options() if isinstance(o, Choose)]
        labels = d.data.get("labels")  # a yes/no or mode choice: options are numbers with labels
        texts = ({int(i): engine_text(str(t), d.data.get("label_args", {})) for i, t in labels.items()}
                 if isinstance(labels, Mapping) else None)
        return ChooseCardsDialog(self.game, ids, 1, prompt_text(d), d.kind, self.controller.window, labels=texts)
