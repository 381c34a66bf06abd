"""Decisions answered with a few clicks on the table or a button: targets, paying mana,
mulligans and who plays first."""

from __future__ import annotations

from functools import partial
from typing import Callable, Mapping, Sequence

from PySide6.QtGui import QAction

from mtgtable.engine import Cancel, Keep, Kind, Mulligan, Pay, PlayerRef, Ref, StartingPlayer, Targets
from mtgtable.engine import decision_queries as queries

from ..i18n import spec_text, translate
from .base import Handler, Prompt, handles



@handles(Kind.TARGETS)
class TargetsHandler(Handler):
    """CR 601.2c: one target after another, each from the engine's list for it."""

    def __init__(self, *args: object, **kwargs: object) -> None:
        super().__init__(*args, **kwargs)  # type: ignore[arg-type]
        self.chosen: list[Ref] = []

    def picked(self) -> Sequence[Ref]:
        return self.chosen

    def choosable(self) -> set[Ref]:
        return set(queries.next_target_choices(self.decision, self.chosen))

    def setup(self) -> tuple[Prompt, list[QAction]]:
        d = self.decision
        specs = d.data["specs"]
        spec = specs[min(len(self.chosen), len(specs) - 1)]
        actions = [self.controller.cancel_action] if d.data.get("cancellable") else []
        if self._may_stop():  # "up to two target creatures": Confirm stops here (CR 601.2c)
            return Prompt(translate("DecisionController", "Choose a target: {spec} (click a highlighted card or "
                                                          "player), or Confirm to choose no more ({n} chosen).").format(
                spec=spec_text(spec), n=len(self.chosen)), d.rule), [self.controller.confirm_action] + actions
        return Prompt(translate("DecisionController", "Choose a target: {spec} (click a highlighted card or player).").format(
            spec=spec_text(spec)), d.rule), actions

    def _may_stop(self) -> bool:
        """Whether enough targets are chosen to stop before the last (optional targets, CR 601.2c)."""
        specs = self.decision.data["specs"]
        low = self.decision.data.get("min_targets", len(specs))
        return isinstance(low, int) and low <= len(self.chosen) < len(specs)

    def commands(self) -> Mapping[str, Callable[[], None]]:
        return {"cancel": lambda: self.answer(Cancel()), "confirm": self._confirm}

    def _confirm(self) -> None:
        if self._may_stop():
            self.answer(Targets(tuple(self.chosen)))

    def click(self, oid: int) -> None:
        self._pick(oid)

    def click_player(self, player: int) -> None:
        self._pick(PlayerRef(player))

    def _pick(self, ref: Ref) -> None:
        problem = queries.why_not(self.game.state, self.decision, ref, chosen=self.chosen)
        if problem:
            self.refuse(problem, (ref,) if isinstance(ref, int) else ())
            return
        self.chosen.append(ref)
        if len(self.chosen) == len(self.decision.data["specs"]):
            self.answer(Targets(tuple(self.chosen)))
            return
        self.controller.setup_again()


@handles(Kind.PAY)
class PayHandler(Handler):
    """CR 601.2g-h: click mana sources to tap them, or let the engine pay."""

    def __init__(self, *args: object, **kwargs: object) -> None:
        super().__init__(*args, **kwargs)  # type: ignore[arg-type]
        self.sources: list[int] = []

    def picked(self) -> Sequence[Ref]:
        return self.sources

    def choosable(self) -> set[Ref]:
        return set(self.decision.data.get("sources", ()))

    def setup(self) -> tuple[Prompt, list[QAction]]:
        d, ctl = self.decision, self.controller
        return Prompt(translate("DecisionController", "{name}: pay {cost} — click lands to tap them, or pay automatically.")
                      .format(name=self.name, cost=d.data.get("cost", "")), d.rule), \
            [ctl.pay_auto_action, ctl.pay_selected_action] + ([ctl.cancel_action] if d.data.get("cancellable") else [])

    def commands(self) -> Mapping[str, Callable[[], None]]:
        return {"pay_auto": lambda: self.answer(Pay(auto=True)),
                "pay_selected": lambda: self.answer(Pay(sources=tuple((s, "") for s in self.sources))),
                "cancel": lambda: self.answer(Cancel())}

    def click(self, oid: int) -> None:
        if oid in self.sources:
            self.sources.remove(oid)
        elif queries.why_not(self.game.state, self.decision, oid) is None:
            self.sources.append(oid)
        else:
            return  # not a source for this cost: a click on it means nothing here
        self.controller.changed_marks()


@handles(Kind.MULLIGAN)
class MulliganHandler(Handler):
    """CR 103.5: keep the hand, or shuffle it away for a new one."""

    def setup(self) -> tuple[Prompt, list[QAction]]:
        d, ctl = self.decision, self.controller
        n = len(d.data.get("hand", ()))
        rule = translate("DecisionController", "London mulligan: draw seven, then put one card on the bottom per mulligan") \
            if d.data.get("rule") == "london" else translate("DecisionController", "mulligan: shuffle and draw one card fewer")
        return Prompt(translate("DecisionController", "{name}: keep this hand of {n}, or mulligan ({rule})?").format(
            name=self.name, n=n, rule=rule), d.rule), [ctl.keep_action, ctl.mulligan_action]

    def commands(self) -> Mapping[str, Callable[[], None]]:
        return {"keep": lambda: self.answer(Keep()), "mulligan": lambda: self.answer(Mulligan())}


@handles(Kind.CHOOSE_STARTING_PLAYER)
class StartingPlayerHandler(Handler):
    """CR 103.1: the winner of the coin flip chooses who plays first."""

    def setup(self) -> tuple[Prompt, list[QAction]]:
        ctl, game = self.controller, self.game
        for i, a in enumerate(ctl.start_actions):
            a.setText(translate("DecisionController", "{name} plays first").format(name=game.players[i].name))
        return Prompt(translate("DecisionController", "{name} won the coin flip: who plays first?").format(name=self.name),
                      self.decision.rule), list(ctl.start_actions)

    def commands(self) -> Mapping[str, Callable[[], None]]:
        return {f"start{i}": partial(self.answer, StartingPlayer(i)) for i in range(len(self.game.players))}
