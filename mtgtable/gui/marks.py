"""What the table shows on top of the engine's state while a player decides.

The engine knows nothing of highlights or half-finished declarations: a
declaration is sent only when the player confirms it.  :class:`TableMarks`
holds that per-decision GUI state; the decision controller writes it and the
models read it when they describe a card.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Union

from mtgtable.engine import Ref


@dataclass(frozen=True, slots=True)
class Home:
    """The empty space of a player's rows on the table: dropping a card there plays it
    from the hand, or takes back the attack or block drafted for it."""

    player: int


#: Where a dragged card may land: an object, a player (their badge), or a player's empty rows.
DropRef = Union[Ref, Home]


@dataclass
class TableMarks:
    #: Cards the deciding player can play or cast now (from ``game.legal_actions``).
    playable: set[int] = field(default_factory=set)
    #: Objects and players that are legal choices now (targets, attackers, blockers...).
    choosable: set[Ref] = field(default_factory=set)
    #: Objects picked so far in a multi-object choice (targets, discards, manual payment).
    selected: list[Ref] = field(default_factory=list)
    #: The attack being declared: attacker id -> what it attacks (not yet sent).
    attack_draft: dict[int, Ref] = field(default_factory=dict)
    #: The blocks being declared: (blocker, attacker) pairs (not yet sent).
    block_draft: list[tuple[int, int]] = field(default_factory=list)
    #: While dragging: where the dragged creature may be dropped.
    drop_ok: set[DropRef] = field(default_factory=set)
    #: Objects the engine named in its last refusal.
    refused: set[int] = field(default_factory=set)
    #: Whose hand is face up: the player at the table, or None behind the privacy screen.
    viewer: int | None = None
    #: Both hands face up (teaching: teacher and student look at the same screen).
    open_hands: bool = False

    def clear_decision(self) -> None:
        """Forget everything tied to the decision that was just answered."""
        self.playable.clear()
        self.choosable.clear()
        self.selected.clear()
        self.attack_draft.clear()
        self.block_draft.clear()
        self.drop_ok.clear()
        self.refused.clear()
