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
from mtgtable.engine.steps import NORMAL_TURN

from ..i18n import step_explanation, step_title
from .keyed_list_model import KeyedListModel
from .roles import RuleRole, StepStateRole

if TYPE_CHECKING:
    from ..session import GameSession


class StepState(str, enum.Enum):
    DONE = "done"
    CURRENT = "current"
    UPCOMING = "upcoming"
    SKIPPED = "skipped"


class TurnModel(KeyedListModel[Step]):
    def __init__(self, session: "GameSession", parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session

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
            return step_title(key)
        if role == Qt.ItemDataRole.ToolTipRole:
            return f"<b>{step_title(key)}</b> (CR {key.rule})<br>{step_explanation(key)}"
        if role == RuleRole:
            return key.rule
        if role == StepStateRole:
            return self.state(key).value  # plain str: Qt variants carry no enum subclasses
        return None
