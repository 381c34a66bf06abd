"""Declaring attackers and blockers (CR 508.1, 509.1): drag creatures, then confirm.

Each handler owns the declaration being built (sent only on Confirm) and asks
the engine, through the decision, where a creature may be dropped and why
not; keeping a blocker within the number of attackers it may block is the
engine's ``add_block``.
"""

from __future__ import annotations

from typing import Callable, Mapping, Sequence

from PySide6.QtGui import QAction

from mtgtable.engine import DeclareAttackers, DeclareBlockers, Kind, PlayerRef, Ref
from mtgtable.engine import decision_queries as queries

from .base import Handler, Prompt, handles
from ..i18n import translate
from ..marks import DropRef, Home



@handles(Kind.DECLARE_ATTACKERS)
class AttackHandler(Handler):
    def __init__(self, *args: object, **kwargs: object) -> None:
        super().__init__(*args, **kwargs)  # type: ignore[arg-type]
        #: attacker -> what it attacks, not yet sent
        self.draft: dict[int, Ref] = {}

    def planned_attacks(self) -> Mapping[int, Ref]:
        return self.draft

    def choosable(self) -> set[Ref]:
        return set(self.decision.data.get("candidates", ()))

    def setup(self) -> tuple[Prompt, list[QAction]]:
        ctl, game = self.controller, self.game
        ctl.confirm_action.setText(translate("DecisionController", "Confirm attack"))
        return Prompt(translate("DecisionController", "{name}: drag creatures onto {defender} to attack, then confirm. "
                             "Click an attacker to withdraw it.").format(
            name=self.name, defender=game.players[game.defending_player].name), self.decision.rule), \
            [ctl.attack_all_action, ctl.clear_action, ctl.confirm_action]

    def commands(self) -> Mapping[str, Callable[[], None]]:
        return {"attack_all": self._attack_all, "clear": self._clear, "confirm": self._confirm}

    def _attack_all(self) -> None:
        self.draft = queries.attack_with_everything(self.game.state, self.decision, self.draft)
        self.controller.changed_marks()

    def _clear(self) -> None:
        self.draft.clear()
        self.controller.changed_marks()

    def _confirm(self) -> None:
        self.answer(DeclareAttackers(tuple(self.draft.items())))

    def click(self, oid: int) -> None:
        if oid in self.draft:
            del self.draft[oid]
            self.controller.changed_marks()
        else:
            self.drop(oid, PlayerRef(self.game.defending_player))

    def begin_drag(self, oid: int) -> set[DropRef] | None:
        targets: set[DropRef] = set(queries.drop_targets(self.game.state, self.decision, oid))
        if not targets:
            self.refuse(queries.drag_problem(self.game.state, self.decision, oid), (oid,))
            return None
        if oid in self.draft:
            targets.add(Home(self.decision.player))
        return targets

    def drop(self, oid: int, ref: DropRef) -> None:
        if isinstance(ref, Home):  # empty space on your side: taken out of the declaration
            self.draft.pop(oid, None)
        else:
            problem = queries.why_not(self.game.state, self.decision, oid, ref)
            if problem:
                self.refuse(problem, (oid,))
                return
            self.draft[oid] = ref
        self.controller.changed_marks()


@handles(Kind.DECLARE_BLOCKERS)
class BlockHandler(Handler):
    def __init__(self, *args: object, **kwargs: object) -> None:
        super().__init__(*args, **kwargs)  # type: ignore[arg-type]
        #: (blocker, attacker) pairs, not yet sent
        self.draft: tuple[tuple[int, int], ...] = ()
        #: The keyboard's blocker, waiting for the attacker it blocks (Enter on one, then on the other).
        self.armed: int | None = None

    def planned_blocks(self) -> Sequence[tuple[int, int]]:
        return self.draft

    def choosable(self) -> set[Ref]:
        return set(self.decision.data.get("candidates", ()))

    def picked(self) -> Sequence[Ref]:
        return (self.armed,) if self.armed is not None else ()

    def setup(self) -> tuple[Prompt, list[QAction]]:
        ctl = self.controller
        ctl.confirm_action.setText(translate("DecisionController", "Confirm blocks"))
        return Prompt(translate("DecisionController", "{name}: drag your creatures onto attackers to block, then confirm. "
                             "Click a blocker to take it back.").format(name=self.name), self.decision.rule), \
            [ctl.clear_action, ctl.confirm_action]

    def commands(self) -> Mapping[str, Callable[[], None]]:
        return {"clear": self._clear, "confirm": self._confirm}

    def _clear(self) -> None:
        self.draft = ()
        self.armed = None
        self.controller.changed_marks()

    def _confirm(self) -> None:
        self.answer(DeclareBlockers(self.draft))

    def _blocking(self, oid: int) -> bool:
        return any(b == oid for b, _ in self.draft)

    def click(self, oid: int) -> None:
        if self._blocking(oid):
            self.draft = tuple((b, a) for b, a in self.draft if b != oid)
            self.controller.changed_marks()

    def activate(self, oid: int) -> None:
        """Blocks take two keys: on one of your creatures, then on the attacker it blocks."""
        armed = self.armed
        if armed is not None and oid in self.decision.data.get("attackers", ()):
            self.armed = None
            self.drop(armed, oid)
        elif self._blocking(oid):
            self.click(oid)  # take the block back, as a click does
        elif self.begin_drag(oid) is not None:
            self.armed = oid
            self.controller.show_prompt(translate("DecisionController", "Now choose the attacker {card} blocks (arrow keys, then Enter).")
                                        .format(card=self.game.name(oid)), self.decision.rule)

    def begin_drag(self, oid: int) -> set[DropRef] | None:
        targets: set[DropRef] = set(queries.drop_targets(self.game.state, self.decision, oid))
        if not targets:
            self.refuse(queries.drag_problem(self.game.state, self.decision, oid), (oid,))
            return None
        if self._blocking(oid):
            targets.add(Home(self.decision.player))
        return targets

    def drop(self, oid: int, ref: DropRef) -> None:
        if isinstance(ref, Home):  # empty space on your side: taken out of the declaration
            self.draft = tuple((b, a) for b, a in self.draft if b != oid)
            self.controller.changed_marks()
            return
        problem = queries.why_not(self.game.state, self.decision, oid, ref)
        if problem:
            self.refuse(problem, (oid,) + ((ref,) if isinstance(ref, int) else ()))
            return
        assert isinstance(ref, int)  # (why_not refuses a player: creatures block attacking creatures)
        self.draft = queries.add_block(self.game.state, self.decision, self.draft, oid, ref)
        self.controller.changed_marks()
