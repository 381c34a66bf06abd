"""The steps of the current turn, for the turn tracker.

Every phase and step is a row: the normal turn (CR 500.1), plus the
first-strike combat damage step whenever the engine added one (CR 510.5).
Each row knows whether it is done, current, still to come or skipped.
"""

from __future__ import annotations

import enum
from typing import TYPE_CHECKING, Any, Sequence

from PySide6.QtCore import QObject, Qt

from mtgtable.engine import Step
from mtgtable.engine.turn.steps import NORMAL_TURN

from ..i18n import step_explanation, step_title, translate
from .keyed_list_model import KeyedListModel
from .roles import RuleRole, StepStateRole, StopRole

if TYPE_CHECKING:
    from ..session import GameSession


class StepState(str, enum.Enum):
    DONE = "done"
    CURRENT = "current"
    UPCOMING = "upcoming"
    SKIPPED = "skipped"


def short_step_title(step: Step) -> str:
    """A step's name in a word or two, for a narrow window (the tooltip keeps the full name)."""
    names = {
        Step.UNTAP: translate("StepShort", "Untap"), Step.UPKEEP: translate("StepShort", "Upkeep"),
        Step.DRAW: translate("StepShort", "Draw"), Step.MAIN1: translate("StepShort", "Main 1"),
        Step.BEGIN_COMBAT: translate("StepShort", "Combat"), Step.DECLARE_ATTACKERS: translate("StepShort", "Attack"),
        Step.DECLARE_BLOCKERS: translate("StepShort", "Block"), Step.FIRST_STRIKE_DAMAGE: translate("StepShort", "1st strike"),
        Step.COMBAT_DAMAGE: translate("StepShort", "Damage"), Step.END_COMBAT: translate("StepShort", "End combat"),
        Step.MAIN2: translate("StepShort", "Main 2"), Step.END: translate("StepShort", "End"),
        Step.CLEANUP: translate("StepShort", "Cleanup"),
    }
    return names[step]


class TurnModel(KeyedListModel[Step]):
    def __init__(self, session: "GameSession", parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        #: Short step names (a narrow window: the steps stay on one row).
        self.short = False

    def current_keys(self) -> Sequence[Step]:
        game = self.session.game
        steps = list(NORMAL_TURN)
        if game.step is Step.FIRST_STRIKE_DAMAGE or Step.FIRST_STRIKE_DAMAGE in game.turns.upcoming():
            steps.insert(steps.index(Step.COMBAT_DAMAGE), Step.FIRST_STRIKE_DAMAGE)
        return steps

    def state(self, step: Step) -> StepState:
        game = self.session.game
        if game.step is None:
            return StepState.UPCOMING
        if step is game.step:
            return StepState.CURRENT
        upcoming = game.turns.upcoming()
        if step in upcoming:
            return StepState.UPCOMING
        order = self.keys
        if order.index(step) > order.index(game.step):
            return StepState.SKIPPED
        return StepState.DONE

    def row_data(self, key: Step, role: int) -> Any:
        if role == Qt.ItemDataRole.DisplayRole:
            return short_step_title(key) if self.short else step_title(key)
        if role == Qt.ItemDataRole.ToolTipRole:
            tip = f"<b>{step_title(key)}</b> (CR {key.rule})<br>{step_explanation(key)}"
            shown = self._stops_shown()
            if shown is not None and key not in (Step.UNTAP, Step.CLEANUP):
                stop_set, own = key in shown[0], shown[1]
                if own:
                    hint = self.tr("Stop set here on your turns: click to clear it.") if stop_set else \
                        self.tr("Click to always stop here on your turns.")
                else:
                    hint = self.tr("Stop set here on the opponent's turns: click to clear it.") if stop_set else \
                        self.tr("Click to always stop here on the opponent's turns.")
                tip += f"<br><i>{hint}</i>"
            return tip
        if role == RuleRole:
            return key.rule
        if role == StepStateRole:
            return self.state(key).value  # plain str: Qt variants carry no enum subclasses
        if role == StopRole:
            return self.has_stop(key)
        return None

    def _stops_shown(self) -> tuple[set[Step], bool] | None:
        """The stops the pills show: the person at the table's, for the turn under way (their own or not)."""
        viewer = self.session.marks.viewer
        game = self.session.game
        if viewer is None or not game.turn:
            return None
        own = game.active == viewer
        stops = self.session.stops[viewer]
        return (stops.mine if own else stops.theirs), own

    def has_stop(self, step: Step) -> bool:
        shown = self._stops_shown()
        return shown is not None and step in shown[0]

    def toggle_stop(self, step: Step) -> bool | None:
        """Set or clear the stop at ``step`` for the person at the table, this kind of turn;
        None if nobody is at the table (the privacy screen is up) or the step never has priority."""
        viewer = self.session.marks.viewer
        game = self.session.game
        if viewer is None or not game.turn or step in (Step.UNTAP, Step.CLEANUP):  # CR 502.3, 514.3
            return None
        on = self.session.stops[viewer].toggle(step, game.active == viewer)
        row = self.keys.index(step) if step in self.keys else -1
        if row >= 0:
            self.dataChanged.emit(self.index(row), self.index(row))
        return on
