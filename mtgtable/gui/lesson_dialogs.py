"""In a lesson, a decision answered in a dialog (discard to hand size, damage assignment, an order)
opens with the lesson's scripted answer filled in, and with a button that plays it.

The dialogs are window-modal, so the lesson panel's step button cannot be
reached while one is open: the dialog carries the same button, and the panel's
button (pressed from code or with its shortcut) answers the open dialog too.
Either way the student first sees the answer in the dialog, then it is played
through the dialog's own ``answer`` (the same path as pressing OK).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QPushButton

from mtgtable.engine import AssignDamage, Bottom, Choose, Discard, Order

from .dialogs.choose_cards_dialog import ChooseCardsDialog
from .dialogs.damage_dialog import DamageDialog
from .dialogs.order_dialog import OrderDialog

ORDER_ROLE = Qt.ItemDataRole.UserRole  # where OrderDialog keeps each row's object id

#: The property a prefilled dialog carries, so the step button knows it was shown first.
PREFILLED = "lessonPrefilled"


def prefill(dialog: QDialog, move: Any) -> bool:
    """Set ``dialog``'s controls to the scripted ``move``; False if the move is not this dialog's kind."""
    if isinstance(dialog, DamageDialog) and isinstance(move, AssignDamage):
        for rows in dialog.spins.values():
            for spin in rows.values():
                spin.setValue(0)
        for source, parts in move.assignments:
            for target, n in parts:
                if source in dialog.spins and target in dialog.spins[source]:
                    dialog.set_amount(source, target, n)
    elif isinstance(dialog, ChooseCardsDialog) and isinstance(move, (Discard, Bottom)):
        dialog.set_chosen(move.cards)
    elif isinstance(dialog, ChooseCardsDialog) and isinstance(move, Choose):
        dialog.set_chosen((move.choice,))
    elif isinstance(dialog, OrderDialog) and isinstance(move, Order) and dialog.of == move.of:
        wanted = list(move.order)
        items = [dialog.list.takeItem(0) for _ in range(dialog.list.count())]
        items.sort(key=lambda it: wanted.index(int(it.data(ORDER_ROLE)))
                   if int(it.data(ORDER_ROLE)) in wanted else len(wanted))
        for it in items:
            dialog.list.addItem(it)
        dialog.list.setCurrentRow(0)
        dialog._validate()  # the rowsMoved signal does not fire for take/insert
    else:
        return False
    dialog.setProperty(PREFILLED, True)
    return True


def add_step_button(dialog: QDialog, play: Any) -> QPushButton | None:
    """The lesson's step button inside the dialog (``play`` is called when it is pressed)."""
    buttons = getattr(dialog, "buttons", None)
    if not isinstance(buttons, QDialogButtonBox):
        return None
    button = buttons.addButton(QCoreApplication.translate("LessonPanel", "Play the example's next move"),
                               QDialogButtonBox.ButtonRole.ActionRole)
    button.setObjectName("LessonStepButton")
    button.clicked.connect(lambda _=False: play())
    return button


def show_before_playing(dialog: QDialog, move: Any) -> bool:
    """The step button with a dialog open: True if the scripted answer was only now filled in
    (this press shows it; the next one plays it), False if it was shown already or cannot be."""
    if dialog.property(PREFILLED):
        return False
    return prefill(dialog, move)
