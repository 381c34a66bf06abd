"""The one decision protocol: what the game is waiting for.

At any moment a game has at most one pending :class:`Decision`: who must
decide (``player``), what kind (``kind``) and what is legal.  The answers are
small frozen values with a text form, each class owning its verb and its
parser (``answers.py``, re-exported here); the list of answer texts is the
replay, the save file and the undo history.  The GUI, the goldfish agent, the
random fuzzer and the scripted tests all answer the same decisions.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from typing import Any, Callable, Generator, Mapping

from .answers import (
    ANSWER_TYPES,
    MANUAL_ACTIONS,
    Activate,
    Answer,
    AssignDamage,
    Bottom,
    Cancel,
    Cast,
    Choose,
    Concede,
    DeclareAttackers,
    DeclareBlockers,
    Discard,
    Keep,
    Manual,
    ManualAction,
    Mulligan,
    NameCard,
    Order,
    Pass,
    Pay,
    PlayLand,
    Resolver,
    StackOrder,
    StartingPlayer,
    Targets,
    TurnFaceUp,
    WELL_FORMED_CHECKS,
    answers_text,
    check_well_formed,
    parse_answer,
)
from .errors import IllegalAnswer, fill
from .refs import PlayerRef, Ref

__all__ = ["ANSWER_TYPES", "MANUAL_ACTIONS", "Activate", "Answer", "AssignDamage", "Bottom", "Cancel", "Cast",
           "Choose", "Concede", "Decision", "DeclareAttackers", "DeclareBlockers", "Discard", "Flow", "Keep",
           "Kind", "Manual", "ManualAction", "Mulligan", "NameCard", "Order", "Pass", "Pay", "PlayLand", "PlayerRef", "Ref", "Resolver",
           "StackOrder", "StartingPlayer", "Targets", "TurnFaceUp", "WELL_FORMED_CHECKS", "answers_text", "check_well_formed", "option_label",
           "parse_answer"]


class Kind(str, enum.Enum):
    CHOOSE_STARTING_PLAYER = "choose_starting_player"   # CR 103.1
    MULLIGAN = "mulligan"                               # CR 103.4
    BOTTOM = "bottom"                                   # London mulligan
    PRIORITY = "priority"                               # CR 116
    TARGETS = "targets"                                 # CR 601.2c
    PAY = "pay"                                         # CR 601.2g-h, 117
    DECLARE_ATTACKERS = "declare_attackers"             # CR 508.1
    DECLARE_BLOCKERS = "declare_blockers"               # CR 509.1
    ORDER_BLOCKERS = "order_blockers"                   # CR 509.2
    ORDER_ATTACKERS = "order_attackers"                 # CR 509.3
    PLACE_IN_ORDER = "place_in_order"                   # CR 509.7
    ASSIGN_DAMAGE = "assign_damage"                     # CR 510.1
    DISCARD = "discard"                                 # CR 514.1
    CHOOSE = "choose"                                   # e.g. legend rule, CR 704.5j
    ORDER_TRIGGERS = "order_triggers"                   # CR 603.3b


def option_label(template: str) -> str:
    """Marks the label of an option that is not an object ("Find nothing"), so
    ``i18n_extract`` collects it for translation; returns it unchanged."""
    return template


# ----------------------------------------------------------------------------- decision

def _accept_any(answer: Any) -> None:
    """The validator of a decision that takes any well-formed answer."""

@dataclass(eq=False, slots=True, init=False)
class Decision:
    """What the game waits for.

    ``prompt_template`` is the question as an English sentence with
    ``{fields}``, ``prompt_args`` the values (a GUI translates the template and
    fills in the same fields, as for events); ``prompt`` is the English text.
    ``data`` holds what a GUI needs to draw the choice (candidates, counts,
    lethal damage...).  :meth:`validate` raises :class:`IllegalAnswer` naming
    the rule; :meth:`options` lists the legal answers when they can be listed;
    :meth:`suggest` gives one legal answer (for agents and "do it for me").
    Read-only by convention (not frozen: one is made for every priority pass).
    """

    kind: Kind
    player: int
    prompt_template: str
    rule: str
    data: Mapping[str, Any] = field(default_factory=dict)
    _validate: Callable[[Any], None] = field(default=_accept_any, repr=False)
    _options: Callable[[], list[Any]] | None = field(default=None, repr=False)
    _suggest: Callable[[], Any] | None = field(default=None, repr=False)
    prompt_args: Mapping[str, Any] = field(default_factory=dict)
    #: The last answer :meth:`is_legal` found legal: the state does not change while a decision
    #: waits, so ``Game.answer`` does not judge that same answer object a second time.
    judged_legal: Any = field(default=None, repr=False)

    def __init__(self, kind: Kind, player: int, prompt_template: str, rule: str,
                 data: Mapping[str, Any] | None = None, _validate: Callable[[Any], None] | None = None,
                 _options: Callable[[], list[Any]] | None = None, _suggest: Callable[[], Any] | None = None,
                 prompt_args: Mapping[str, Any] | None = None) -> None:
        # (Written out so that mypyc compiles it, see objects.GameObject: one is made for every decision.)
        self.kind = kind
        self.player = player
        self.prompt_template = prompt_template
        self.rule = rule
        self.data = {} if data is None else data
        self._validate = _accept_any if _validate is None else _validate
        self._options = _options
        self._suggest = _suggest
        self.prompt_args = {} if prompt_args is None else prompt_args
        self.judged_legal = None

    @property
    def prompt(self) -> str:
        """The question in English (``prompt_template`` filled in)."""
        return fill(self.prompt_template, self.prompt_args)

    def validate(self, answer: Any) -> None:
        self._validate(answer)

    def is_legal(self, answer: Any) -> bool:
        try:
            self._validate(answer)
        except IllegalAnswer:
            return False
        self.judged_legal = answer
        return True

    def options(self) -> list[Any]:
        """The legal answers, where they can be listed (empty list if not)."""
        return self._options() if self._options else []

    def suggest(self) -> Any:
        if self._suggest is not None:
            return self._suggest()
        opts = self.options()
        if not opts:
            raise LookupError(f"no suggestion for {self.kind.value}")
        return opts[0]

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind.value, "player": self.player, "prompt": self.prompt,
                "rule": self.rule, "data": _jsonable(self.data)}


def _jsonable(value: Any) -> Any:
    if isinstance(value, Mapping):
        return {str(k): _jsonable(v) for k, v in value.items()}
    if isinstance(value, (list, tuple, set, frozenset)):
        return [_jsonable(v) for v in value]
    if isinstance(value, (int, float, str, bool)) or value is None:
        return value
    return str(value)


#: The game's flow: a generator that yields decisions and receives answers.
Flow = Generator[Decision, Any, Any]
