"""Priority (CR 116): playable cards light up; a click or a drag onto your side plays one; Pass."""

from __future__ import annotations

from typing import Callable, Mapping

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QInputDialog

from mtgtable.engine import Cast, Kind, Pass, PlayerRef, Zone
from mtgtable.engine import decision_queries as queries

from ..card_text import card_name
from ..i18n import step_title, translate
from ..marks import DropRef, Home
from .base import Handler, Prompt, handles



@handles(Kind.PRIORITY)
class PriorityHandler(Handler):
    def playable(self) -> set[int]:
        found = getattr(self, "_playable", None)
        if found is None:
            found = self._playable = queries.playable_cards(self.game.state, self.decision)
        return set(found)

    def setup(self) -> tuple[Prompt, list[QAction]]:
        game, d, ctl = self.game, self.decision, self.controller
        name = self.name
        if game.stack:
            top = game.stack[-1]
            ctl.pass_action.setText(translate("DecisionController", "Pass (let {card} resolve)").format(card=card_name(top.source_name)))
            text = translate("DecisionController", "{name}, you have priority. {card} is on the stack: respond, or pass to let it resolve.")\
                .format(name=name, card=card_name(top.source_name))
        else:
            upcoming = game.turns.upcoming()
            nxt = step_title(upcoming[0]) if upcoming else translate("DecisionController", "the next turn")
            ctl.pass_action.setText(translate("DecisionController", "Pass (to {step})").format(step=nxt))
            if self.playable():
                text = translate("DecisionController", "{name}, you have priority: play a highlighted card, or pass.").format(name=name)
            else:
                text = translate("DecisionController", "{name}, you have priority. Nothing can be played right now: pass.").format(name=name)
        stops = ctl.session.stops[d.player]
        skipping = stops.skip_turn is not None or stops.skip_to_my_turn is not None
        return Prompt(text, d.rule), [ctl.pass_action, ctl.pass_turn_action, ctl.pass_to_my_turn_action] + \
            ([ctl.cancel_skips_action] if skipping else [])

    def commands(self) -> Mapping[str, Callable[[], None]]:
        return {"pass": self._pass, "pass_turn": self._pass_turn, "pass_to_my_turn": self._pass_to_my_turn}

    def _pass(self) -> None:
        self.answer(Pass())

    def _pass_turn(self) -> None:
        self.controller.session.stops[self.decision.player].skip_turn = self.game.turn
        self._pass()

    def _pass_to_my_turn(self) -> None:
        self.controller.session.stops[self.decision.player].skip_to_my_turn = self.game.turn
        self._pass()

    def click(self, oid: int) -> None:
        game, d = self.game, self.decision
        o = game.objects[oid]
        if o.controller != d.player and o.owner != d.player:
            return  # another player's card: nothing to do with it (no refusal for looking around)
        mine = queries.card_actions(game.state, d, oid)
        if not mine:
            self.refuse(queries.why_not(game.state, d, oid), (oid,))
            return
        answer = mine[0] if len(mine) == 1 else self.controller.pick_action(mine)
        if answer is None:
            return
        if queries.asks_x(game.state, answer):
            x, ok = QInputDialog.getInt(self.controller.window, translate("DecisionController", "Choose X"), translate("DecisionController", "X ="), answer.x, 0, 99)
            if not ok:
                return
            answer = Cast(answer.card, x, answer.face)
        self.answer(answer)

    def begin_drag(self, oid: int) -> set[DropRef] | None:
        """A card dragged from the hand onto its owner's side is played or cast, as a click would."""
        targets = queries.drop_targets(self.game.state, self.decision, oid)
        if not targets:
            self.refuse(queries.drag_problem(self.game.state, self.decision, oid), (oid,))
            return None
        return set(targets)

    def drop(self, oid: int, ref: DropRef) -> None:
        game, d = self.game, self.decision
        if isinstance(ref, Home):
            ref = PlayerRef(ref.player)  # empty space on a side of the table: that player's battlefield
        o = game.objects.get(oid)
        if o is None or o.zone is not Zone.HAND:
            return
        if queries.why_not(game.state, d, oid, ref) is None:
            self.click(oid)  # onto the battlefield: the same as clicking it
        else:
            self.controller.changed_marks()
