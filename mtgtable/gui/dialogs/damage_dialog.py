"""Combat damage assignment (CR 510.1): one row per recipient, lethal damage marked.

Every change is checked by the engine at once (``game.check``), so the
dialog says what is wrong and which rule says so while the player types.
"Assign lethal in order" fills in the engine's own suggestion: lethal damage
to each creature in damage assignment order, the rest to the last one (or
to the player, with trample).
"""

from __future__ import annotations
from ..card_text import card_name

from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import (
    QDialog, QDialogButtonBox, QFormLayout, QGroupBox, QLabel, QPushButton, QSizePolicy, QSpinBox, QVBoxLayout,
    QWidget,
)

from mtgtable.engine import AssignDamage, Decision, PlayerRef, Ref

from ..i18n import problem_text

if TYPE_CHECKING:
    from ..session import GameSession


class DamageDialog(QDialog):
    def __init__(self, session: "GameSession", decision: Decision, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.decision = decision
        game = session.game
        self.setWindowTitle(self.tr("Assign combat damage"))
        layout = QVBoxLayout(self)
        intro = QLabel(self.tr("Divide each creature's damage among the creatures it fights. "
                               "A creature later in the damage assignment order can be given damage only "
                               "after every earlier one has lethal damage (CR 510.1c).")
                       if decision.data.get("ordered")
                       else self.tr("Divide each creature's damage among the creatures it fights (CR 510.1c)."))
        intro.setWordWrap(True)
        layout.addWidget(intro)
        #: source id -> recipient -> spin box
        self.spins: dict[int, dict[Ref, QSpinBox]] = {}
        for src in decision.data["sources"]:
            sid = int(src["source"])
            box = QGroupBox(self.tr("{card} deals {n} damage").format(card=card_name(game.name(sid)), n=src["power"]))
            form = QFormLayout(box)
            rows: dict[Ref, QSpinBox] = {}
            recipients: list[Ref] = list(src["creatures"])
            if src["beyond"] is not None:
                recipients.append(src["beyond"])
            for i, r in enumerate(recipients):
                spin = QSpinBox()
                spin.setRange(0, int(src["power"]))
                spin.setMinimumWidth(spin.sizeHint().width() + 8)  # the number stays readable
                spin.valueChanged.connect(self._validate)
                label = self._recipient_label(src, r, i)
                form.addRow(label, spin)
                rows[r] = spin
            self.spins[sid] = rows
            layout.addWidget(box)
        fixed = decision.data.get("fixed") or {}
        if fixed:
            lines = [self.tr("{card}: {parts}").format(card=card_name(game.name(s)), parts=", ".join(
                f"{card_name(game.describe(r))} {n}" for r, n in parts.items())) for s, parts in fixed.items()]
            auto = QLabel(self.tr("Assigned automatically (no choice): ") + "; ".join(lines))
            auto.setWordWrap(True)
            layout.addWidget(auto)
        self.lethal_button = QPushButton(self.tr("Assign lethal in order"))
        self.lethal_button.clicked.connect(self.assign_suggested)
        layout.addWidget(self.lethal_button)
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        # a long refusal wraps inside the dialog's width instead of widening it and squeezing the fields
        self.problem.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.MinimumExpanding)
        self.problem.setMinimumHeight(self.problem.fontMetrics().lineSpacing() * 3)
        self.setMinimumWidth(440)
        layout.addWidget(self.problem)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok)
        self.buttons.accepted.connect(self.accept)
        layout.addWidget(self.buttons)
        self.assign_suggested()

    def _recipient_label(self, src: dict[str, Any], r: Ref, position: int) -> QLabel:
        game = self.session.game
        if isinstance(r, PlayerRef) or r == src["beyond"]:
            text = card_name(game.describe(r)) + (self.tr("  (trample: only after lethal to every blocker)")
                                       if src["trample"] and src["creatures"] else "")
            return QLabel(text)
        o = game.objects[r]
        lethal = src["lethal"].get(r, 0)
        order = self.tr("#{n} ").format(n=position + 1) if self.decision.data.get("ordered") else ""
        text = self.tr("{order}{card} {p}/{t}, lethal: {lethal}").format(
            order=order, card=card_name(o.name), p=game.power(r), t=game.toughness(r), lethal=lethal)
        if o.damage:
            text += self.tr(" ({n} already marked)").format(n=o.damage)
        return QLabel(text)

    @property
    def answer(self) -> AssignDamage:
        return AssignDamage.from_dict({s: {r: spin.value() for r, spin in rows.items() if spin.value()}
                                       for s, rows in self.spins.items()})

    def set_amount(self, source: int, recipient: Ref, amount: int) -> None:
        self.spins[source][recipient].setValue(amount)

    def assign_suggested(self) -> None:
        parts = self.decision.suggest().as_dict()
        for s, rows in self.spins.items():
            for r, spin in rows.items():
                spin.blockSignals(True)
                spin.setValue(parts.get(s, {}).get(r, 0))
                spin.blockSignals(False)
        self._validate()

    def _validate(self) -> None:
        refusal = self.session.check(self.answer)
        if refusal is None:
            self.problem.setStyleSheet("color: #26a269;")
            self.problem.setText(self.tr("This assignment is legal."))
        else:
            self.problem.setStyleSheet("color: #c01c28;")
            self.problem.setText(self.tr("CR {rule}: {reason}").format(rule=refusal.rule,
                                                                        reason=problem_text(refusal.problem, self.session.game)))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(refusal is None)
