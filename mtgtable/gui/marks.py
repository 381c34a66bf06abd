"""What the table shows on top of the engine's state while a player decides.

The engine knows nothing of highlights or half-finished declarations: a
declaration is sent only when the player confirms it.  :class:`TableMarks`
holds the highlights the handler of the pending decision publishes, and a
read-only view of that handler's :class:`Draft` (the attack or the blocks
being built); the models read both when they describe a card.  The draft
itself belongs to the handler (``mtgtable.gui.handlers``), never to the marks.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Mapping, Protocol, Sequence, Union

from mtgtable.engine import Ref


@dataclass(frozen=True, slots=True)
class Home:
    """The empty space of a player's rows on the table: dropping a card there plays it
    from the hand, or takes back the attack or block drafted for it."""

    player: int


#: Where a dragged card may land: an object, a player (their badge), or a player's empty rows.
DropRef = Union[Ref, Home]


class Draft(Protocol):
    """A declaration being built, as the views read it (the attack, the blocks)."""

    def planned_attacks(self) -> Mapping[int, Ref]:
        """Attacker -> what it will attack, not yet sent."""
        ...

    def planned_blocks(self) -> Sequence[tuple[int, int]]:
        """(blocker, attacker) pairs, not yet sent."""
        ...


class NoDraft:
    """Nothing being declared."""

    def planned_attacks(self) -> Mapping[int, Ref]:
        return {}

    def planned_blocks(self) -> Sequence[tuple[int, int]]:
        return ()


NO_DRAFT: Draft = NoDraft()


@dataclass
class TableMarks:
    #: Cards the deciding player can play or cast now (from the engine's decision queries).
    playable: set[int] = field(default_factory=set)
    #: Objects and players that are legal choices now (targets, attackers, blockers...).
    choosable: set[Ref] = field(default_factory=set)
    #: Objects picked so far in a multi-object choice (targets, manual payment), as the handler shows them.
    selected: list[Ref] = field(default_factory=list)
    #: While dragging: where the dragged card may be dropped.
    drop_ok: set[DropRef] = field(default_factory=set)
    #: Objects the engine named in its last refusal.
    refused: set[int] = field(default_factory=set)
    #: The declaration being built by the pending decision's handler (read only here).
    draft: Draft = NO_DRAFT
    #: Whose hand is face up: the player at the table, or None behind the privacy screen.
    viewer: int | None = None
    #: Both hands face up (teaching: teacher and student look at the same screen).
    open_hands: bool = False

    def clear_decision(self) -> None:
        """Forget everything tied to the decision that was just answered."""
        self.playable.clear()
        self.choosable.clear()
        self.selected.clear()
        self.drop_ok.clear()
        self.refused.clear()
        self.draft = NO_DRAFT

    def marked(self) -> dict[DropRef, tuple[object, ...]]:
        """Every object or player with a mark, and its marks (compared before and after a change,
        so only the cards whose marks changed are drawn again)."""
        out: dict[DropRef, tuple[object, ...]] = {}
        attacks = self.draft.planned_attacks()
        blocks = self.draft.planned_blocks()
        for ref in (self.playable | self.choosable | self.drop_ok | self.refused | set(self.selected)
                    | set(attacks) | {b for b, _ in blocks} | {a for _, a in blocks}):
            out[ref] = (ref in self.playable, ref in self.choosable, ref in self.selected, ref in self.drop_ok,
                        ref in self.refused, attacks.get(ref) if isinstance(ref, int) else None,
                        tuple(a for b, a in blocks if b == ref), tuple(b for b, a in blocks if a == ref))
        return out
