"""One handler per decision kind, behind a registry.

The :class:`~mtgtable.gui.controller.DecisionController` looks at the pending
decision, makes the handler registered for its kind and passes it the
player's clicks, drags and buttons.  A handler owns its own draft (the attack
being built, the targets picked so far), publishes what the table should
light up into the :class:`~mtgtable.gui.marks.TableMarks`, and asks every
question of legality through the decision (``decision.drop_targets``,
``decision.why_not``, ``decision.card_actions``: the engine's
``decision_queries``).  A new decision kind costs one small subclass with
``@handles(Kind.NEW)``; a kind with no handler still shows its prompt.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable, Mapping, Sequence

from PySide6.QtGui import QAction

from mtgtable.engine import Decision, Game, Kind, Problem, Ref
from mtgtable.engine import decision_queries as queries

from ..i18n import prompt_text, translate
from ..marks import DropRef

if TYPE_CHECKING:
    from ..controller import DecisionController


@dataclass(frozen=True)
class Prompt:
    """What the prompt bar says: the question, its rule, and the last refusal if any."""

    text: str = ""
    rule: str = ""
    refusal: str = ""


class Handler:
    """A decision with nothing to click on the table: its question, and the player answers elsewhere.
    Subclasses override what their decision uses; the defaults do nothing (or say why not)."""

    def __init__(self, controller: "DecisionController", decision: Decision) -> None:
        self.controller = controller
        self.decision = decision

    # ---------------------------------------------------------------- helpers

    @property
    def game(self) -> Game:
        return self.controller.game

    @property
    def name(self) -> str:
        """The deciding player's name."""
        return self.game.players[self.decision.player].name

    def refuse(self, problem: Problem | None, objects: tuple[int, ...] = ()) -> None:
        """Show the engine's reason for saying no (nothing when it gave none)."""
        if problem is not None:
            self.controller.refuse_because(problem, objects)

    def answer(self, answer: object) -> None:
        self.controller.session.answer(answer)

    # ---------------------------------------------------------------- the draft (read by the views)

    def planned_attacks(self) -> Mapping[int, Ref]:
        return {}

    def planned_blocks(self) -> Sequence[tuple[int, int]]:
        return ()

    def picked(self) -> Sequence[Ref]:
        """What is picked so far in a choice of several (drawn as selected)."""
        return ()

    def choosable(self) -> set[Ref]:
        """What may be picked now (drawn as a legal choice)."""
        return set()

    def playable(self) -> set[int]:
        return set()

    # ---------------------------------------------------------------- the table's questions

    def setup(self) -> tuple[Prompt, list[QAction]]:
        """The question and the buttons beside it; the marks are published after this."""
        d = self.decision
        return Prompt(translate("DecisionController", "{name}: {prompt}").format(name=self.name, prompt=prompt_text(d)),
                      d.rule), []

    def commands(self) -> Mapping[str, Callable[[], None]]:
        """The controller's buttons this decision answers to, by name (``"confirm"``, ``"pass"``...)."""
        return {}

    def click(self, oid: int) -> None:
        """A card was clicked."""

    def activate(self, oid: int) -> None:
        """Enter or A on a card (the keyboard's click)."""
        self.click(oid)

    def click_player(self, player: int) -> None:
        """A player's badge was clicked."""

    def begin_drag(self, oid: int) -> set[DropRef] | None:
        """Where ``oid`` may be dropped (lit while it is dragged), or None: it can't be dragged now,
        and the engine's reason has been shown."""
        self.refuse(queries.drag_problem(self.game.state, self.decision, oid), (oid,))
        return None

    def drop(self, oid: int, ref: DropRef) -> None:
        """``oid`` was dropped on ``ref`` (an object, a player, or a player's :class:`Home`: their empty rows)."""


#: Decision kind -> the handler for it.
HANDLERS: dict[Kind, type[Handler]] = {}


def handles(*kinds: Kind) -> Callable[[type[Handler]], type[Handler]]:
    """Register a handler class for decision ``kinds``."""
    def register(cls: type[Handler]) -> type[Handler]:
        for k in kinds:
            HANDLERS[k] = cls
        return cls
    return register


def handler_for(controller: "DecisionController", decision: Decision) -> Handler:
    """The registered handler for ``decision`` (a plain :class:`Handler` for a kind with none)."""
    return HANDLERS.get(decision.kind, Handler)(controller, decision)
