"""The one decision protocol: what the game is waiting for, and the answers.

At any moment a game has at most one pending :class:`Decision`: who must
decide (``player``), what kind (``kind``) and what is legal.  Answers are small
frozen values with a text form (``str(answer)``) that :func:`parse_answer`
reads back; the list of answer texts is the replay, the save file and the undo
history.  The GUI, the goldfish agent, the random fuzzer and the scripted
tests all answer the same decisions.

Text grammar (object ids are numbers, players ``p0``/``p1``; scenario files
may use an object's alias instead of its number)::

    pass                      keep | mulligan | start p0 | bottom 12 14
    land 12                   cast 12 [x=3]        activate 12 0 [color=G]
    targets 14 p1             pay auto | pay 3:G 4:G | pay pool     cancel
    attack 5>p1 6>20          block 9>5 10>5        order 5: 9 10
    assign 5: 9=3 10=2; 6: p1=4                     discard 3 4
    choose 12                 concede p1                stack 1 0
    manual tap 12 | manual move 12 graveyard | manual counters 12 +1/+1 2
    manual life p1 -3 | manual token p0 Saproling 1/1
"""

from __future__ import annotations

import enum
import re
from dataclasses import dataclass, field
from typing import Any, Callable, Generator, Mapping, Sequence, Union

from .errors import AnswerSyntaxError, fill

#: A target or attack target: an object id, or ``"p0"``/``"p1"`` for a player.
Ref = Union[int, str]


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


# ----------------------------------------------------------------------------- answers

@dataclass(frozen=True, slots=True)
class Pass:
    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True, slots=True)
class Keep:
    def __str__(self) -> str:
        return "keep"


@dataclass(frozen=True, slots=True)
class Mulligan:
    def __str__(self) -> str:
        return "mulligan"


@dataclass(frozen=True, slots=True)
class Cancel:
    """Back out of casting or activating: the game returns to before it started (CR 601.2)."""

    def __str__(self) -> str:
        return "cancel"


@dataclass(frozen=True, slots=True)
class StartingPlayer:
    player: int

    def __str__(self) -> str:
        return f"start p{self.player}"


@dataclass(frozen=True, slots=True)
class PlayLand:
    card: int

    def __str__(self) -> str:
        return f"land {self.card}"


@dataclass(frozen=True, slots=True)
class Cast:
    card: int
    x: int = 0

    def __str__(self) -> str:
        return f"cast {self.card}" + (f" x={self.x}" if self.x else "")


@dataclass(frozen=True, slots=True)
class Activate:
    """Activate the ``index``-th activated or mana ability of ``source``."""

    source: int
    index: int = 0
    color: str = ""

    def __str__(self) -> str:
        return f"activate {self.source} {self.index}" + (f" color={self.color}" if self.color else "")


@dataclass(frozen=True, slots=True)
class Targets:
    targets: tuple[Ref, ...]

    def __str__(self) -> str:
        return "targets " + " ".join(_ref(t) for t in self.targets) if self.targets else "targets"


@dataclass(frozen=True, slots=True)
class Pay:
    """Pay a mana cost: ``auto`` lets the engine pick sources; otherwise the
    listed sources' mana abilities are activated (with a colour where the
    source offers a choice) and the pool pays the rest (CR 601.2g-h)."""

    auto: bool = False
    sources: tuple[tuple[int, str], ...] = ()

    def __str__(self) -> str:
        if self.auto:
            return "pay auto"
        if not self.sources:
            return "pay pool"
        return "pay " + " ".join(f"{s}:{c}" if c else str(s) for s, c in self.sources)


@dataclass(frozen=True, slots=True)
class DeclareAttackers:
    """Attacker id -> what it attacks (a player ref or a planeswalker id)."""

    attacks: tuple[tuple[int, Ref], ...] = ()

    def __str__(self) -> str:
        return "attack " + " ".join(f"{a}>{_ref(t)}" for a, t in self.attacks) if self.attacks else "attack"


@dataclass(frozen=True, slots=True)
class DeclareBlockers:
    """Pairs (blocker id, attacker id); a blocker may appear several times."""

    blocks: tuple[tuple[int, int], ...] = ()

    def __str__(self) -> str:
        return "block " + " ".join(f"{b}>{a}" for b, a in self.blocks) if self.blocks else "block"


@dataclass(frozen=True, slots=True)
class Order:
    """Damage assignment order of the creatures ``of`` fights (CR 509.2, 509.3)."""

    of: int
    order: tuple[int, ...]

    def __str__(self) -> str:
        return f"order {self.of}: " + " ".join(map(str, self.order))


@dataclass(frozen=True, slots=True)
class AssignDamage:
    """For each creature of the deciding player, damage by recipient (CR 510.1)."""

    assignments: tuple[tuple[int, tuple[tuple[Ref, int], ...]], ...]

    def as_dict(self) -> dict[int, dict[Ref, int]]:
        return {src: dict(parts) for src, parts in self.assignments}

    @classmethod
    def from_dict(cls, d: Mapping[int, Mapping[Ref, int]]) -> "AssignDamage":
        return cls(tuple((s, tuple((r, n) for r, n in parts.items())) for s, parts in d.items()))

    def __str__(self) -> str:
        return "assign " + "; ".join(
            f"{src}: " + " ".join(f"{_ref(r)}={n}" for r, n in parts) for src, parts in self.assignments)


@dataclass(frozen=True, slots=True)
class Discard:
    cards: tuple[int, ...]

    def __str__(self) -> str:
        return "discard " + " ".join(map(str, self.cards))


@dataclass(frozen=True, slots=True)
class Bottom:
    """London mulligan: the cards put on the bottom of the library."""

    cards: tuple[int, ...]

    def __str__(self) -> str:
        return "bottom " + " ".join(map(str, self.cards)) if self.cards else "bottom"


@dataclass(frozen=True, slots=True)
class Choose:
    """Choose one object among options (e.g. the legend to keep, CR 704.5j)."""

    choice: int

    def __str__(self) -> str:
        return f"choose {self.choice}"


@dataclass(frozen=True, slots=True)
class StackOrder:
    """The order in which a player puts their simultaneous triggered abilities
    on the stack (CR 603.3b): positions in the decision's ``triggers`` list,
    the first put on the stack first (so it resolves last)."""

    order: tuple[int, ...]

    def __str__(self) -> str:
        return "stack " + " ".join(map(str, self.order))


MANUAL_ACTIONS = ("tap", "untap", "move", "counters", "life", "token")


@dataclass(frozen=True, slots=True)
class Manual:
    """A table action taken by hand, for card text the engine can't apply:
    ``tap``/``untap`` an object, ``move`` it to a zone, add ``counters``,
    change a player's ``life``, create a ``token`` (name P/T).  Taken while
    holding priority; logged and replayed like any other answer."""

    action: str
    target: Ref
    arg: str = ""

    def __str__(self) -> str:
        return f"manual {self.action} {_ref(self.target)}" + (f" {self.arg}" if self.arg else "")


@dataclass(frozen=True, slots=True)
class Concede:
    """Any player may concede at any time (CR 104.3a); not an answer to a decision."""

    player: int

    def __str__(self) -> str:
        return f"concede p{self.player}"


Answer = Union[Pass, Keep, Mulligan, Cancel, StartingPlayer, PlayLand, Cast, Activate, Targets, Pay,
               DeclareAttackers, DeclareBlockers, Order, AssignDamage, Discard, Bottom, Choose, Manual, StackOrder,
               Concede]


# ----------------------------------------------------------------------------- decision

@dataclass(eq=False, slots=True)
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
    _validate: Callable[[Any], None] = field(default=lambda a: None, repr=False)
    _options: Callable[[], list[Any]] | None = field(default=None, repr=False)
    _suggest: Callable[[], Any] | None = field(default=None, repr=False)
    prompt_args: Mapping[str, Any] = field(default_factory=dict)

    @property
    def prompt(self) -> str:
        """The question in English (``prompt_template`` filled in)."""
        return fill(self.prompt_template, self.prompt_args)

    def validate(self, answer: Any) -> None:
        self._validate(answer)

    def is_legal(self, answer: Any) -> bool:
        from .errors import IllegalAnswer
        try:
            self._validate(answer)
        except IllegalAnswer:
            return False
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

    # -- the table's questions (answered by mtgtable.engine.decision_queries; the rules live there)

    def drop_targets(self, game: Any, card: int) -> frozenset[Ref]:
        """Where ``card`` may be dragged in this decision (empty: nowhere, :meth:`why_not` says why)."""
        from .decision_queries import drop_targets
        return drop_targets(getattr(game, "state", game), self, card)

    def why_not(self, game: Any, card: Ref, target: Ref | None = None, chosen: Sequence[Ref] = ()) -> Any:
        """The ``Problem`` (rule and reason) with clicking ``card`` or dropping it on ``target``; None if legal."""
        from .decision_queries import why_not
        return why_not(getattr(game, "state", game), self, card, target, chosen)

    def card_actions(self, game: Any, card: int) -> list[Any]:
        """The legal answers that use ``card``, its mana abilities included (CR 605.3a)."""
        from .decision_queries import card_actions
        return card_actions(getattr(game, "state", game), self, card)

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


# ----------------------------------------------------------------------------- parsing

def _ref(r: Ref) -> str:
    return r if isinstance(r, str) else str(r)


Resolver = Callable[[str], int]


def _default_resolver(token: str) -> int:
    token = token.lstrip("#")
    if not token.isdigit():
        raise ValueError(f"{token!r} is not an object id")
    return int(token)


def parse_answer(text: str, resolve: Resolver | None = None) -> Answer:
    """Read an answer from its text form; ``resolve`` maps aliases to ids."""
    res = resolve or _default_resolver
    src = text.strip()
    words = src.split()
    if not words:
        raise AnswerSyntaxError(text, "empty answer")
    verb, args = words[0].lower(), words[1:]

    def obj(tok: str) -> int:
        try:
            return res(tok)
        except (ValueError, KeyError) as exc:
            raise AnswerSyntaxError(text, str(exc)) from None

    def ref(tok: str) -> Ref:
        if re.fullmatch(r"[pP]\d", tok):
            return tok.lower()
        return obj(tok)

    def opt(name: str, default: str = "") -> str:
        for a in args:
            if a.startswith(name + "="):
                return a.split("=", 1)[1]
        return default

    try:
        if verb in ("pass", "keep", "mulligan", "cancel") and not args:
            simple: dict[str, Answer] = {"pass": Pass(), "keep": Keep(), "mulligan": Mulligan(), "cancel": Cancel()}
            return simple[verb]
        if verb == "start" and len(args) == 1:
            return StartingPlayer(int(args[0].lower().lstrip("p")))
        if verb == "concede" and len(args) == 1:
            return Concede(int(args[0].lower().lstrip("p")))
        if verb == "land" and len(args) == 1:
            return PlayLand(obj(args[0]))
        if verb == "cast" and args:
            return Cast(obj(args[0]), int(opt("x", "0")))
        if verb == "activate" and args:
            index = int(args[1]) if len(args) > 1 and "=" not in args[1] else 0
            return Activate(obj(args[0]), index, opt("color").upper())
        if verb == "targets":
            return Targets(tuple(ref(a) for a in args))
        if verb == "pay":
            if args == ["auto"]:
                return Pay(auto=True)
            if args in ([], ["pool"]):
                return Pay()
            pairs = []
            for a in args:
                s, _, c = a.partition(":")
                pairs.append((obj(s), c.upper()))
            return Pay(sources=tuple(pairs))
        if verb == "attack":
            pairs_a = []
            for a in args:
                s, sep, t = a.partition(">")
                if not sep:
                    raise ValueError(f"expected attacker>target, got {a!r}")
                pairs_a.append((obj(s), ref(t)))
            return DeclareAttackers(tuple(pairs_a))
        if verb == "block":
            pairs_b = []
            for a in args:
                s, sep, t = a.partition(">")
                if not sep:
                    raise ValueError(f"expected blocker>attacker, got {a!r}")
                pairs_b.append((obj(s), obj(t)))
            return DeclareBlockers(tuple(pairs_b))
        if verb == "order" and args:
            head = args[0].rstrip(":")
            rest = args[1:]
            if rest and rest[0] == ":":
                rest = rest[1:]
            return Order(obj(head), tuple(obj(a) for a in rest))
        if verb == "assign":
            body = src[len(words[0]):]
            out = []
            for chunk in filter(None, (c.strip() for c in body.split(";"))):
                head, sep, tail = chunk.partition(":")
                if not sep:
                    raise ValueError(f"expected 'source: recipient=amount ...', got {chunk!r}")
                parts = []
                for item in tail.split():
                    r, eq, n = item.partition("=")
                    if not eq:
                        raise ValueError(f"expected recipient=amount, got {item!r}")
                    parts.append((ref(r), int(n)))
                out.append((obj(head.strip()), tuple(parts)))
            return AssignDamage(tuple(out))
        if verb == "discard":
            return Discard(tuple(obj(a) for a in args))
        if verb == "bottom":
            return Bottom(tuple(obj(a) for a in args))
        if verb == "stack" and args:
            return StackOrder(tuple(int(a) for a in args))
        if verb == "manual" and len(args) >= 2 and args[0] in MANUAL_ACTIONS:
            return Manual(args[0], ref(args[1]), " ".join(args[2:]))
        if verb == "choose" and len(args) == 1:
            # A negative number is an option that is not an object ("find nothing", CR 701.19b).
            return Choose(int(args[0]) if re.fullmatch(r"-\d+", args[0]) else obj(args[0]))
    except AnswerSyntaxError:
        raise
    except ValueError as exc:
        raise AnswerSyntaxError(text, str(exc)) from None
    raise AnswerSyntaxError(text, f"unknown answer {verb!r} or wrong number of arguments")


_FIELDLESS = frozenset({Pass, Keep, Mulligan, Cancel})


def check_well_formed(answer: Any) -> None:
    """Refuse an answer object that its own text form does not describe.

    Answers built in Python can hold anything (``DeclareAttackers(((1,),))``,
    ``Targets(None)``); the text form is what the replay, the save file and
    undo keep, so an answer must survive ``parse_answer(str(answer))``
    unchanged.  Anything else raises :class:`AnswerSyntaxError` (an
    ``IllegalAnswer``) like a bad text answer does, never ``TypeError``."""
    if answer.__class__ in _FIELDLESS:  # (the common case, on a hot path: nothing to check)
        return
    try:
        text = str(answer)
    except Exception as exc:  # a malformed dataclass fails in its own __str__, whatever the error
        raise AnswerSyntaxError(repr(answer)[:200], f"not a well-formed answer ({type(exc).__name__}: {exc})") \
            from None
    if parse_answer(text) != answer:
        raise AnswerSyntaxError(repr(answer)[:200], "not a well-formed answer (its text form reads back differently)")


def answers_text(answers: Sequence[Answer]) -> list[str]:
    return [str(a) for a in answers]


#: The game's flow: a generator that yields decisions and receives answers.
Flow = Generator[Decision, Any, Any]
