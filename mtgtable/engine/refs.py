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
from dataclasses import dataclass
from typing import Union

_PLAYER_TEXT = re.compile(r"[pP](\d{1,3})")


@dataclass(frozen=True, slots=True)
class PlayerRef:
    """A player as something a spell targets, a creature attacks or damage is dealt to.

    ``index`` is the player's seat (``Player.index``); the text form is
    ``p<index>``.  Whether the player exists is the game's question
    (``Game.player_ref_ok``), not the value's."""

    index: int

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
