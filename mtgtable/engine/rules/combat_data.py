"""The data of one combat (CR 506.4): who attacks what, who blocks whom, the
damage assignment orders.  Following Forge, the rules that judge combat live
apart from it (``combat.py``), so the state can hold this without knowing them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ..decisions import Ref
from ..refs import PlayerRef

if TYPE_CHECKING:
    from ..state import GameState


@dataclass(slots=True)
class Combat:
    """Who is in combat and how (CR 506.4)."""

    #: attacker id -> the player (``PlayerRef(1)``) or planeswalker id it attacks.
    attackers: dict[int, Ref] = field(default_factory=dict)
    #: CR 509.1h: blocked status stays once set, even if every blocker leaves.
    blocked: dict[int, bool] = field(default_factory=dict)
    #: blocker id -> the attackers it blocks.
    blocks: dict[int, list[int]] = field(default_factory=dict)
    #: attacker id -> its blockers in damage assignment order (CR 509.2).
    order: dict[int, list[int]] = field(default_factory=dict)
    #: blocker id -> the attackers it blocks in damage assignment order (CR 509.3).
    blocker_order: dict[int, list[int]] = field(default_factory=dict)
    #: Creatures that had first or double strike as the first damage step began (CR 510.5).
    first_strikers: set[int] = field(default_factory=set)
    first_strike_step: bool = False
    #: CR 509.7: creatures that entered the battlefield blocking (did not "block").
    entered_blocking: set[int] = field(default_factory=set)
    attackers_declared: bool = False
    blockers_declared: bool = False

    def __init__(self, attackers: dict[int, Ref] | None = None, blocked: dict[int, bool] | None = None,
                 blocks: dict[int, list[int]] | None = None, order: dict[int, list[int]] | None = None,
                 blocker_order: dict[int, list[int]] | None = None, first_strikers: set[int] | None = None,
                 first_strike_step: bool = False, entered_blocking: set[int] | None = None,
                 attackers_declared: bool = False, blockers_declared: bool = False) -> None:
        # (Written out so that mypyc compiles it, see objects.GameObject: one is made for every combat.)
        self.attackers = {} if attackers is None else attackers
        self.blocked = {} if blocked is None else blocked
        self.blocks = {} if blocks is None else blocks
        self.order = {} if order is None else order
        self.blocker_order = {} if blocker_order is None else blocker_order
        self.first_strikers = set() if first_strikers is None else first_strikers
        self.first_strike_step = first_strike_step
        self.entered_blocking = set() if entered_blocking is None else entered_blocking
        self.attackers_declared = attackers_declared
        self.blockers_declared = blockers_declared

    def is_attacking(self, obj: int) -> bool:
        return obj in self.attackers

    def is_blocking(self, obj: int) -> bool:
        return obj in self.blocks

    def is_blocked(self, attacker: int) -> bool:
        return self.blocked.get(attacker, False)

    def is_unblocked_attacker(self, obj: int) -> bool:
        """An attacking creature that is unblocked: only once blockers are declared (CR 509.1h, 702.49c)."""
        return self.blockers_declared and obj in self.attackers and not self.blocked.get(obj, False)

    def blockers_of(self, attacker: int) -> list[int]:
        """Blockers of ``attacker``, in damage assignment order where one is set."""
        if attacker in self.order:
            return list(self.order[attacker])
        return [b for b, atts in self.blocks.items() if attacker in atts]

    def attackers_of(self, blocker: int) -> list[int]:
        if blocker in self.blocker_order:
            return list(self.blocker_order[blocker])
        return list(self.blocks.get(blocker, ()))

    def defending_player_of(self, attacker: int, game: "GameState") -> int | None:
        target = self.attackers.get(attacker)
        if target is None:
            return None
        if isinstance(target, PlayerRef):
            return target.index
        o = game.objects.get(target)
        return o.controller if o is not None else None

    def remove(self, obj: int) -> None:
        """Remove a creature from combat (CR 506.4).  Other creatures keep their
        places in every damage assignment order (CR 509.2a, 509.3a)."""
        if obj in self.attackers:
            del self.attackers[obj]
            self.order.pop(obj, None)
            for atts in self.blocks.values():
                if obj in atts:
                    atts.remove(obj)
            for atts in self.blocker_order.values():
                if obj in atts:
                    atts.remove(obj)
        if obj in self.blocks:
            del self.blocks[obj]
            self.blocker_order.pop(obj, None)
            for blockers in self.order.values():
                if obj in blockers:
                    blockers.remove(obj)
        self.first_strikers.discard(obj)
        self.entered_blocking.discard(obj)

    def creatures(self) -> list[int]:
        return list(self.attackers) + [b for b in self.blocks if b not in self.attackers]

    def clear(self) -> None:
        """CR 511.3: everything leaves combat as the end of combat step ends."""
        self.attackers.clear()
        self.blocked.clear()
        self.blocks.clear()
        self.order.clear()
        self.blocker_order.clear()
        self.first_strikers.clear()
        self.entered_blocking.clear()
        self.first_strike_step = False
        self.attackers_declared = False
        self.blockers_declared = False

    def copy(self) -> "Combat":
        """An independent copy (for ``GameState.copy``)."""
        return Combat({**self.attackers}, {**self.blocked}, {k: list(v) for k, v in self.blocks.items()},
                      {k: list(v) for k, v in self.order.items()},
                      {k: list(v) for k, v in self.blocker_order.items()}, set(self.first_strikers),
                      self.first_strike_step, set(self.entered_blocking), self.attackers_declared,
                      self.blockers_declared)
