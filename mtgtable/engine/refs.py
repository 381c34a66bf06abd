"""What a target, an attack or a point of damage points at: an object or a player.

An object is named by its id (an ``int``); a player by a :class:`PlayerRef`,
a small frozen value whose text form is ``p0``/``p1`` -- the form answers,
save files and scenario files have always used.  :data:`Ref` is either.

>>> PlayerRef(1)
PlayerRef(index=1)
>>> str(PlayerRef(1)), PlayerRef.parse("P1") == PlayerRef(1)
('p1', True)
>>> [ref_text(r) for r in (PlayerRef(0), 12)]
['p0', '12']
>>> [ref_json(r) for r in (PlayerRef(0), 12)]
['p0', 12]
>>> player_index(PlayerRef(1)), player_index(12) is None
(1, True)
"""

from __future__ import annotations

import re
from typing import Union

_PLAYER_TEXT = re.compile(r"[pP](\d{1,3})")


class PlayerRef:
    """A player as something a spell targets, a creature attacks or damage is dealt to.

    ``index`` is the player's seat (``Player.index``); the text form is
    ``p<index>``.  Whether the player exists is the game's question
    (``Game.player_ref_ok``), not the value's.

    A small immutable value like a frozen dataclass, but interned: there is one
    object per seat, so building one is a dictionary look-up and comparing two is
    an identity test (object's own ``==``; refs are made and compared on every target listing and
    combat declaration).  Its hash is the seat's, the same in every process, so
    sets of refs iterate in the same order everywhere (replays stay exact).

    >>> PlayerRef(1) is PlayerRef(1), hash(PlayerRef(1)) == hash(1)
    (True, True)
    >>> import copy, pickle
    >>> copy.deepcopy(PlayerRef(0)) is PlayerRef(0) is pickle.loads(pickle.dumps(PlayerRef(0)))
    True
    """

    __slots__ = ("index",)
    index: int

    def __new__(cls, index: int) -> "PlayerRef":
        try:
            return _INTERNED[index]
        except KeyError:
            ref = super().__new__(cls)
            object.__setattr__(ref, "index", index)
            _INTERNED[index] = ref
            return ref
        except TypeError:  # an unhashable seat: not interned (and never well-formed)
            ref = super().__new__(cls)
            object.__setattr__(ref, "index", index)
            return ref

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"PlayerRef is immutable: cannot set {name!r}")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"PlayerRef is immutable: cannot delete {name!r}")

    def __hash__(self) -> int:
        return hash(self.index)

    def __reduce__(self) -> tuple[type["PlayerRef"], tuple[int]]:
        return PlayerRef, (self.index,)

    def __repr__(self) -> str:
        return f"PlayerRef(index={self.index!r})"

    def __str__(self) -> str:
        return f"p{self.index}"

    @classmethod
    def parse(cls, text: str) -> "PlayerRef":
        """Read ``p0``/``P1``; raises ``ValueError`` for anything else."""
        m = _PLAYER_TEXT.fullmatch(text)
        if m is None:
            raise ValueError(f"{text!r} is not a player (p0, p1...)")
        return cls(int(m.group(1)))

    @staticmethod
    def is_text(text: str) -> bool:
        """Whether ``text`` is a player's text form (``p0``, ``p1``...)."""
        return _PLAYER_TEXT.fullmatch(text) is not None

    def well_formed(self) -> bool:
        """Whether its text form reads back as itself (a whole number from 0 to 999)."""
        return type(self.index) is int and 0 <= self.index <= 999


_INTERNED: dict[object, PlayerRef] = {}


#: A target, an attack target or a damage recipient: an object id or a player.
Ref = Union[int, PlayerRef]


def ref_text(ref: Ref) -> str:
    """The text form of a ref (an object's id, or ``p0``): as answers and JSON write it."""
    return str(ref)


def ref_json(ref: Ref) -> int | str:
    """A ref as JSON holds it: an object's id as a number, a player as ``"p0"``."""
    return ref if isinstance(ref, int) else str(ref)


def player_index(ref: Ref) -> int | None:
    """The seat of the player ``ref`` names, or None if it names an object."""
    return ref.index if isinstance(ref, PlayerRef) else None
