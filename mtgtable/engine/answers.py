"""Answers: small frozen values, each owning its verb, its text form and its parser.

An answer is what a player (a human, an agent, a test) gives to the pending
decision.  Its text form (``str(answer)``) is what replays, save files and
undo keep, so every answer reads back as itself: ``parse_answer(str(a)) == a``.
Each answer class is registered under its verb (:data:`ANSWER_TYPES`);
:func:`parse_answer` looks the verb up and lets the class read its arguments,
and :func:`check_well_formed` asks the class whether an object built in Python
holds what its text form can say -- without writing and reading the text.
In the compiled build this module is compiled, and the answer classes stay
Python classes (mypyc makes a class with a decorator of its own, here
``@_answer``, an ordinary one): an answer with a wrongly typed field is
made as in the pure build, and refused the same way.

Text grammar (object ids are numbers, players ``p0``/``p1``; scenario files
may use an object's alias instead of its number)::

    pass                      keep | mulligan | start p0 | bottom 12 14
    land 12                   cast 12 [x=3]        activate 12 0 [color=G]      faceup 12
    targets 14 p1             pay auto | pay 3:G 4:G | pay pool     cancel
    attack 5>p1 6>20          block 9>5 10>5        order 5: 9 10
    assign 5: 9=3 10=2; 6: p1=4                     discard 3 4
    choose 12                 concede p1                stack 1 0
    manual tap 12 | manual move 12 graveyard | manual counters 12 +1/+1 2
    manual life p1 -3 | manual token p0 Saproling 1/1

>>> parse_answer("attack 5>p1 6>20")
DeclareAttackers(attacks=((5, PlayerRef(index=1)), (6, 20)))
>>> str(Cast(12, x=3)), parse_answer("cast 12 x=3") == Cast(12, 3)
('cast 12 x=3', True)
>>> ANSWER_TYPES["block"] is DeclareBlockers
True

A new kind of answer is one class: a frozen dataclass with a ``__str__``,
a ``read`` classmethod (the parser, given a reader of the words) and, if it
has fields, a ``malformed`` method, decorated with ``@_answer(verb)``;
``tests/engine/test_answer_text.py`` then asks for a strategy that
generates it, and proves that it reads back as itself.
"""

from __future__ import annotations

import enum
import re
from dataclasses import dataclass
from typing import Any, Callable, Final, Mapping, Sequence, TypeVar, Union, cast

from .errors import AnswerSyntaxError
from .refs import PlayerRef, Ref

__all__ = ["ANSWER_TYPES", "MANUAL_ACTIONS", "Activate", "Answer", "AssignDamage", "Bottom", "Cancel", "Cast",
           "Choose", "Concede", "DeclareAttackers", "DeclareBlockers", "Discard", "Keep", "Manual", "ManualAction",
           "Mulligan", "Order", "Pass", "Pay", "PlayLand", "Resolver", "StackOrder", "StartingPlayer", "Targets",
           "TurnFaceUp", "WELL_FORMED_CHECKS", "answers_text", "check_well_formed", "parse_answer"]

#: Maps an object's alias (a scenario's ``"bolt"``) or number to its id.
Resolver = Callable[[str], int]

#: The mana letters an answer may name (a colour choice, a source's colour; CR 106.1).
_MANA_LETTERS: Final = frozenset({"", "W", "U", "B", "R", "G", "C"})


class _Reader:
    """The words of one answer's text, with the readers every parser shares."""

    __slots__ = ("text", "verb", "args", "resolve")

    def __init__(self, text: str, verb: str, args: list[str], resolve: Resolver) -> None:
        self.text = text
        self.verb = verb
        self.args = args
        self.resolve = resolve

    def obj(self, token: str) -> int:
        """An object id (or an alias the resolver knows)."""
        try:
            return self.resolve(token)
        except (ValueError, KeyError) as exc:
            raise AnswerSyntaxError(self.text, str(exc)) from None

    def ref(self, token: str) -> Ref:
        """A player (``p0``) or an object."""
        return PlayerRef.parse(token) if PlayerRef.is_text(token) else self.obj(token)

    def player(self, token: str) -> int:
        """A player's seat, written ``p0`` (or ``0``, as hand-written answers may)."""
        if token.isdigit() and len(token) <= 3:
            return int(token)
        return PlayerRef.parse(token).index

    def count(self, lo: int, hi: int | None = None) -> None:
        """Refuse the wrong number of arguments."""
        n = len(self.args)
        if n < lo or (hi is not None and n > hi):
            want = f"{lo}" if hi == lo else f"at least {lo}" if hi is None else f"{lo} to {hi}"
            raise ValueError(f"{self.verb!r} takes {want} argument(s), not {n}")

    def options(self, start: int, names: Sequence[str]) -> dict[str, str]:
        """``name=value`` options from ``args[start:]``; anything else is refused."""
        out: dict[str, str] = {}
        for a in self.args[start:]:
            name, eq, value = a.partition("=")
            if not eq or name not in names or name in out:
                raise ValueError(f"unexpected {a!r} (options: {', '.join(n + '=' for n in names)})")
            out[name] = value
        return out

    @property
    def body(self) -> str:
        """The text after the verb, as written."""
        return self.text.strip()[len(self.verb):]


A = TypeVar("A")

#: verb -> answer class.  Every answer class registers itself (:func:`_answer`).
ANSWER_TYPES: Final[dict[str, Any]] = {}
#: answer class -> its well-formedness check (``None`` when it has no fields), for
#: :func:`check_well_formed`.
WELL_FORMED_CHECKS: Final[dict[type, Callable[[Any], str | None] | None]] = {}


def _answer(verb: str) -> Callable[[type[A]], type[A]]:
    """Register an answer class under its verb, which it keeps as ``VERB``.  (Set here, not
    written in the class body: compiled, a class attribute of a dataclass becomes one of its
    fields, an annotated ``ClassVar`` too.)"""
    def register(cls: type[A]) -> type[A]:
        assert verb not in ANSWER_TYPES, verb
        cast(Any, cls).VERB = verb
        ANSWER_TYPES[verb] = cls
        WELL_FORMED_CHECKS[cls] = getattr(cls, "malformed", None)
        return cls
    return register


# ----------------------------------------------------------------------------- field checks

def _is_id(v: object) -> bool:
    return type(v) is int and v >= 0


def _is_int(v: object) -> bool:
    return type(v) is int


def _is_ref(v: object) -> bool:
    return (type(v) is int and v >= 0) or (type(v) is PlayerRef and v.well_formed())


def _is_player(v: object) -> bool:
    return type(v) is int and 0 <= v <= 999


def _ids(v: object) -> bool:
    return type(v) is tuple and all(_is_id(x) for x in v)


def _ints(v: object) -> bool:
    return type(v) is tuple and all(_is_int(x) for x in v)


def _pairs(v: object, first: Callable[[object], bool], second: Callable[[object], bool]) -> bool:
    if type(v) is not tuple:
        return False
    for p in v:  # (a loop, not all() over a generator: every payment the pilot gives is checked)
        if not (type(p) is tuple and len(p) == 2 and first(p[0]) and second(p[1])):
            return False
    return True


def _letter(v: object) -> bool:
    return type(v) is str and v in _MANA_LETTERS


def _letters(v: object) -> bool:
    """One mana letter, or two for a mana ability that adds two units of a choice
    (a filter land's ``UR``, engine.mana_abilities)."""
    return type(v) is str and len(v) <= 2 and all(ch in _MANA_LETTERS for ch in v)


# ----------------------------------------------------------------------------- answers

@_answer("pass")
@dataclass(frozen=True, slots=True)
class Pass:
    """Pass priority (CR 116.3d)."""

    def __str__(self) -> str:
        return "pass"

    @classmethod
    def read(cls, r: _Reader) -> "Pass":
        r.count(0, 0)
        return _PASS


@_answer("keep")
@dataclass(frozen=True, slots=True)
class Keep:
    """Keep the opening hand (CR 103.4)."""

    def __str__(self) -> str:
        return "keep"

    @classmethod
    def read(cls, r: _Reader) -> "Keep":
        r.count(0, 0)
        return cls()


@_answer("mulligan")
@dataclass(frozen=True, slots=True)
class Mulligan:
    """Take a mulligan (CR 103.4)."""

    def __str__(self) -> str:
        return "mulligan"

    @classmethod
    def read(cls, r: _Reader) -> "Mulligan":
        r.count(0, 0)
        return cls()


@_answer("cancel")
@dataclass(frozen=True, slots=True)
class Cancel:
    """Back out of casting or activating: the game returns to before it started (CR 601.2)."""

    def __str__(self) -> str:
        return "cancel"

    @classmethod
    def read(cls, r: _Reader) -> "Cancel":
        r.count(0, 0)
        return cls()


_PASS: Final = Pass()


@_answer("start")
@dataclass(frozen=True, slots=True)
class StartingPlayer:
    """Who plays first (CR 103.1): a player's seat, written ``start p0``."""

    player: int

    def __str__(self) -> str:
        return f"start {PlayerRef(self.player)}"

    @classmethod
    def read(cls, r: _Reader) -> "StartingPlayer":
        r.count(1, 1)
        return cls(r.player(r.args[0]))

    def malformed(self) -> str | None:
        a: Any = self  # (see check_well_formed)
        return None if _is_player(a.player) else "player must be a seat number"


@_answer("land")
@dataclass(frozen=True, slots=True)
class PlayLand:
    """Play a land (CR 305.1); ``face`` 1 plays a modal double-faced card's back face (CR 712.12)."""

    card: int
    face: int = 0

    def __str__(self) -> str:
        return f"land {self.card}" + (f" face={self.face}" if self.face else "")

    @classmethod
    def read(cls, r: _Reader) -> "PlayLand":
        r.count(1, 2)
        return cls(r.obj(r.args[0]), int(r.options(1, ("face",)).get("face", "0")))

    def malformed(self) -> str | None:
        a: Any = self  # (see check_well_formed)
        ok = _is_id(a.card) and _is_int(a.face) and a.face in (0, 1)
        return None if ok else "card must be an object id and face 0 (front) or 1 (back)"


@_answer("cast")
@dataclass(frozen=True, slots=True)
class Cast:
    """Cast a spell (CR 601.2), with the value of X (CR 601.2b); ``face`` 1 casts the card's other
    face: a modal double-faced card's back face (CR 712.12), a split card's second half (CR 709.3),
    an adventurer card's Adventure (CR 715.3)."""

    card: int
    x: int = 0
    face: int = 0

    def __str__(self) -> str:
        return f"cast {self.card}" + (f" x={self.x}" if self.x else "") + (f" face={self.face}" if self.face else "")

    @classmethod
    def read(cls, r: _Reader) -> "Cast":
        r.count(1, 3)
        opts = r.options(1, ("x", "face"))
        return cls(r.obj(r.args[0]), int(opts.get("x", "0")), int(opts.get("face", "0")))

    def malformed(self) -> str | None:
        a: Any = self  # (see check_well_formed)
        ok = _is_id(a.card) and _is_int(a.x) and _is_int(a.face) and a.face in (0, 1)
        return None if ok else "card must be an object id, x a whole number and face 0 (front) or 1 (other face)"


@_answer("activate")
@dataclass(frozen=True, slots=True)
class Activate:
    """Activate the ``index``-th activated or mana ability of ``source`` (CR 602.2),
    naming the mana ``color`` where it offers a choice."""

    source: int
    index: int = 0
    color: str = ""

    def __str__(self) -> str:
        return f"activate {self.source} {self.index}" + (f" color={self.color}" if self.color else "")

    @classmethod
    def read(cls, r: _Reader) -> "Activate":
        r.count(1, 3)
        has_index = len(r.args) > 1 and "=" not in r.args[1]
        index = int(r.args[1]) if has_index else 0
        color = r.options(2 if has_index else 1, ("color",)).get("color", "").upper()
        if not _letters(color):
            raise ValueError(f"{color!r} is not a mana letter (W, U, B, R, G or C) or two of them")
        return cls(r.obj(r.args[0]), index, color)

    def malformed(self) -> str | None:
        a: Any = self  # (see check_well_formed)
        ok = _is_id(a.source) and _is_int(a.index) and _letters(a.color)
        return None if ok else "source must be an object id, index a whole number, color a mana letter"


@_answer("faceup")
@dataclass(frozen=True, slots=True)
class TurnFaceUp:
    """Turn a face-down permanent face up for its morph, megamorph or disguise cost: a special
    action (CR 116.2b, 702.37e, 702.168d; ``face_down.py``)."""

    card: int

    def __str__(self) -> str:
        return f"faceup {self.card}"

    @classmethod
    def read(cls, r: _Reader) -> "TurnFaceUp":
        r.count(1, 1)
        return cls(r.obj(r.args[0]))

    def malformed(self) -> str | None:
        a: Any = self  # (see check_well_formed)
        return None if _is_id(a.card) else "card must be an object id"


@_answer("targets")
@dataclass(frozen=True, slots=True)
class Targets:
    """The targets of the spell or ability being put on the stack (CR 601.2c)."""

    targets: tuple[Ref, ...]

    def __str__(self) -> str:
        return "targets " + " ".join(map(str, self.targets)) if self.targets else "targets"

    @classmethod
    def read(cls, r: _Reader) -> "Targets":
        return cls(tuple(r.ref(a) for a in r.args))

    def malformed(self) -> str | None:
        a: Any = self  # (see check_well_formed)
        ok = type(a.targets) is tuple and all(_is_ref(t) for t in a.targets)
        return None if ok else "targets must be a tuple of object ids and players"


@_answer("pay")
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

    @classmethod
    def read(cls, r: _Reader) -> "Pay":
        if r.args == ["auto"]:
            return cls(auto=True)
        if r.args in ([], ["pool"]):
            return cls()
        pairs = []
        for a in r.args:
            s, _, c = a.partition(":")
            if c.upper() not in _MANA_LETTERS:
                raise ValueError(f"{c!r} is not a mana letter (W, U, B, R, G or C)")
            pairs.append((r.obj(s), c.upper()))
        return cls(sources=tuple(pairs))

    def malformed(self) -> str | None:
        a: Any = self  # (see check_well_formed)
        if type(a.auto) is not bool or not _pairs(a.sources, _is_id, _letter):
            return "auto must be true or false and sources pairs of an object id and a mana letter"
        return "auto pays with the engine's choice of sources, not listed ones" if a.auto and a.sources \
            else None


@_answer("attack")
@dataclass(frozen=True, slots=True)
class DeclareAttackers:
    """Attacker id -> what it attacks (a player or a planeswalker id; CR 508.1)."""

    attacks: tuple[tuple[int, Ref], ...] = ()

    def __str__(self) -> str:
        return "attack " + " ".join(f"{a}>{t}" for a, t in self.attacks) if self.attacks else "attack"

    @classmethod
    def read(cls, r: _Reader) -> "DeclareAttackers":
        pairs = []
        for a in r.args:
            s, sep, t = a.partition(">")
            if not sep:
                raise ValueError(f"expected attacker>target, got {a!r}")
            pairs.append((r.obj(s), r.ref(t)))
        return cls(tuple(pairs))

    def malformed(self) -> str | None:
        a: Any = self  # (see check_well_formed)
        return None if _pairs(a.attacks, _is_id, _is_ref) else "attacks must be pairs of an object id and a ref"


@_answer("block")
@dataclass(frozen=True, slots=True)
class DeclareBlockers:
    """Pairs (blocker id, attacker id); a blocker may appear several times (CR 509.1)."""

    blocks: tuple[tuple[int, int], ...] = ()

    def __str__(self) -> str:
        return "block " + " ".join(f"{b}>{a}" for b, a in self.blocks) if self.blocks else "block"

    @classmethod
    def read(cls, r: _Reader) -> "DeclareBlockers":
        pairs = []
        for a in r.args:
            s, sep, t = a.partition(">")
            if not sep:
                raise ValueError(f"expected blocker>attacker, got {a!r}")
            pairs.append((r.obj(s), r.obj(t)))
        return cls(tuple(pairs))

    def malformed(self) -> str | None:
        a: Any = self  # (see check_well_formed)
        return None if _pairs(a.blocks, _is_id, _is_id) else "blocks must be pairs of object ids"


@_answer("order")
@dataclass(frozen=True, slots=True)
class Order:
    """Damage assignment order of the creatures ``of`` fights (CR 509.2, 509.3)."""

    of: int
    order: tuple[int, ...]

    def __str__(self) -> str:
        return f"order {self.of}: " + " ".join(map(str, self.order))

    @classmethod
    def read(cls, r: _Reader) -> "Order":
        r.count(1)
        rest = r.args[1:]
        if rest and rest[0] == ":":
            rest = rest[1:]
        return cls(r.obj(r.args[0].rstrip(":")), tuple(r.obj(a) for a in rest))

    def malformed(self) -> str | None:
        a: Any = self  # (see check_well_formed)
        return None if _is_id(a.of) and _ids(a.order) else "of must be an object id and order a tuple of them"


@_answer("assign")
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
            f"{src}: " + " ".join(f"{r}={n}" for r, n in parts) for src, parts in self.assignments)

    @classmethod
    def read(cls, r: _Reader) -> "AssignDamage":
        out = []
        for chunk in filter(None, (c.strip() for c in r.body.split(";"))):
            head, sep, tail = chunk.partition(":")
            if not sep:
                raise ValueError(f"expected 'source: recipient=amount ...', got {chunk!r}")
            parts = []
            for item in tail.split():
                who, eq, n = item.partition("=")
                if not eq:
                    raise ValueError(f"expected recipient=amount, got {item!r}")
                parts.append((r.ref(who), int(n)))
            out.append((r.obj(head.strip()), tuple(parts)))
        return cls(tuple(out))

    def malformed(self) -> str | None:
        a: Any = self  # (see check_well_formed)
        ok = _pairs(a.assignments, _is_id, lambda parts: _pairs(parts, _is_ref, _is_int))
        return None if ok else "assignments must be (object id, ((ref, amount), ...)) pairs"


@_answer("discard")
@dataclass(frozen=True, slots=True)
class Discard:
    """The cards discarded (to hand size, CR 514.1; or by an effect)."""

    cards: tuple[int, ...]

    def __str__(self) -> str:
        return "discard " + " ".join(map(str, self.cards))

    @classmethod
    def read(cls, r: _Reader) -> "Discard":
        return cls(tuple(r.obj(a) for a in r.args))

    def malformed(self) -> str | None:
        a: Any = self  # (see check_well_formed)
        return None if _ids(a.cards) else "cards must be a tuple of object ids"


@_answer("bottom")
@dataclass(frozen=True, slots=True)
class Bottom:
    """London mulligan: the cards put on the bottom of the library."""

    cards: tuple[int, ...]

    def __str__(self) -> str:
        return "bottom " + " ".join(map(str, self.cards)) if self.cards else "bottom"

    @classmethod
    def read(cls, r: _Reader) -> "Bottom":
        return cls(tuple(r.obj(a) for a in r.args))

    def malformed(self) -> str | None:
        a: Any = self  # (see check_well_formed)
        return None if _ids(a.cards) else "cards must be a tuple of object ids"


_NEGATIVE: Final = re.compile(r"-\d+")


@_answer("choose")
@dataclass(frozen=True, slots=True)
class Choose:
    """Choose one object among options (e.g. the legend to keep, CR 704.5j); a
    negative number is an option that is not an object ("find nothing", CR 701.19b)."""

    choice: int

    def __str__(self) -> str:
        return f"choose {self.choice}"

    @classmethod
    def read(cls, r: _Reader) -> "Choose":
        r.count(1, 1)
        token = r.args[0]
        return cls(int(token) if _NEGATIVE.fullmatch(token) else r.obj(token))

    def malformed(self) -> str | None:
        a: Any = self  # (see check_well_formed)
        return None if _is_int(a.choice) else "choice must be a whole number"


@_answer("name")
@dataclass(frozen=True, slots=True)
class NameCard:
    """A card name chosen (CR 201.3), written as the name itself (``name Lightning Bolt``).

    Not an index into the decision's list of names: that list is the card database's, so
    an index saved today would name another card after the database is updated, and a
    replay would be silently wrong.  The name is checked against the list as it is answered."""

    name: str

    def __str__(self) -> str:
        return f"name {self.name}"

    @classmethod
    def read(cls, r: _Reader) -> "NameCard":
        r.count(1)
        return cls(" ".join(r.args))

    def malformed(self) -> str | None:
        a: Any = self  # (see check_well_formed)
        ok = isinstance(a.name, str) and a.name and " ".join(a.name.split()) == a.name
        return None if ok else "the name must be text without leading, trailing or repeated spaces"


@_answer("stack")
@dataclass(frozen=True, slots=True)
class StackOrder:
    """The order in which a player puts their simultaneous triggered abilities
    on the stack (CR 603.3b): positions in the decision's ``triggers`` list,
    the first put on the stack first (so it resolves last)."""

    order: tuple[int, ...]

    def __str__(self) -> str:
        return "stack " + " ".join(map(str, self.order)) if self.order else "stack"

    @classmethod
    def read(cls, r: _Reader) -> "StackOrder":
        return cls(tuple(int(a) for a in r.args))

    def malformed(self) -> str | None:
        a: Any = self  # (see check_well_formed)
        return None if _ints(a.order) else "order must be a tuple of positions"


class ManualAction(enum.StrEnum):
    """What a table action taken by hand does (:class:`Manual`); its value is the answer's word."""

    TAP = "tap"
    UNTAP = "untap"
    MOVE = "move"             # to the zone named by the argument
    COUNTERS = "counters"     # "<kind> <n>"
    LIFE = "life"             # "<change>", of a player
    TOKEN = "token"           # "<name> <P/T>", for a player


#: The words of the table actions, in menu order.
MANUAL_ACTIONS: Final = tuple(a.value for a in ManualAction)


@_answer("manual")
@dataclass(frozen=True, slots=True)
class Manual:
    """A table action taken by hand, for card text the engine can't apply:
    ``tap``/``untap`` an object, ``move`` it to a zone, add ``counters``,
    change a player's ``life``, create a ``token`` (name P/T).  Taken while
    holding priority; logged and replayed like any other answer."""

    action: ManualAction
    target: Ref
    arg: str = ""

    def __str__(self) -> str:
        return f"manual {self.action} {self.target}" + (f" {self.arg}" if self.arg else "")

    @classmethod
    def read(cls, r: _Reader) -> "Manual":
        r.count(2)
        if r.args[0] not in MANUAL_ACTIONS:
            raise ValueError(f"unknown table action {r.args[0]!r} (one of: {', '.join(MANUAL_ACTIONS)})")
        return cls(ManualAction(r.args[0]), r.ref(r.args[1]), " ".join(r.args[2:]))

    def malformed(self) -> str | None:
        a: Any = self  # (see check_well_formed)
        if a.action not in MANUAL_ACTIONS or not _is_ref(a.target):
            return f"action must be one of {', '.join(MANUAL_ACTIONS)} and target an object id or a player"
        if type(a.arg) is not str or a.arg != " ".join(a.arg.split()):
            return "arg must be words separated by single spaces"
        return None


@_answer("concede")
@dataclass(frozen=True, slots=True)
class Concede:
    """Any player may concede at any time (CR 104.3a); not an answer to a decision."""

    player: int

    def __str__(self) -> str:
        return f"concede {PlayerRef(self.player)}"

    @classmethod
    def read(cls, r: _Reader) -> "Concede":
        r.count(1, 1)
        return cls(r.player(r.args[0]))

    def malformed(self) -> str | None:
        a: Any = self  # (see check_well_formed)
        return None if _is_player(a.player) else "player must be a seat number"


Answer = Union[Pass, Keep, Mulligan, Cancel, StartingPlayer, PlayLand, Cast, Activate, TurnFaceUp, Targets, Pay,
               DeclareAttackers, DeclareBlockers, Order, AssignDamage, Discard, Bottom, Choose, NameCard, Manual,
               StackOrder, Concede]


# ----------------------------------------------------------------------------- reading and checking

def _default_resolver(token: str) -> int:
    token = token.lstrip("#")
    if not token.isdigit():
        raise ValueError(f"{token!r} is not an object id")
    return int(token)


def parse_answer(text: str, resolve: Resolver | None = None) -> Answer:
    """Read an answer from its text form; ``resolve`` maps aliases to ids.

    Raises :class:`AnswerSyntaxError` (an ``IllegalAnswer``) saying why the
    text is not an answer."""
    words = text.split()
    if not words:
        raise AnswerSyntaxError(text, "empty answer")
    verb = words[0].lower()
    cls = ANSWER_TYPES.get(verb)
    if cls is None:
        raise AnswerSyntaxError(text, f"unknown answer {verb!r} (one of: {', '.join(ANSWER_TYPES)})")
    reader = _Reader(text, words[0], words[1:], resolve or _default_resolver)
    try:
        answer: Answer = cls.read(reader)
    except AnswerSyntaxError:
        raise
    except ValueError as exc:
        raise AnswerSyntaxError(text, str(exc)) from None
    return answer


def check_well_formed(answer: Any) -> None:
    """Refuse an answer object that its own text form does not describe.

    Answers built in Python can hold anything (``DeclareAttackers(((1,),))``,
    ``Targets(None)``); the text form is what the replay, the save file and
    undo keep, so an answer must be one that ``parse_answer(str(answer))``
    gives back unchanged.  Each class checks its own fields (no text is
    written or read); anything else raises :class:`AnswerSyntaxError` (an
    ``IllegalAnswer``) like a bad text answer does, never ``TypeError``.  (So
    each ``malformed`` reads its fields through ``Any``: compiled, a field read
    as its declared type is converted to it, and a wrong one raises
    ``TypeError`` on the read.)"""
    try:
        check = WELL_FORMED_CHECKS[answer.__class__]
    except (KeyError, TypeError):
        raise AnswerSyntaxError(repr(answer)[:200], "not an answer") from None
    if check is None:  # (the common case, on a hot path: nothing to check)
        return
    why = check(answer)
    if why is not None:
        raise AnswerSyntaxError(repr(answer)[:200], f"not a well-formed answer ({why})")


def answers_text(answers: Sequence[Answer]) -> list[str]:
    return [str(a) for a in answers]
