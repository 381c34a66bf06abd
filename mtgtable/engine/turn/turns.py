"""The turn sequencer: which step comes next (CR 500).

It holds the steps left in the current turn, the turns waiting to be taken,
and the skips in force.  Extra turns go directly after the current turn, the
most recently created first (CR 500.7); extra phases and steps go directly
after the phase or step that created them, also most recent first (CR 500.8,
500.9); a skipped step, phase or turn is passed over as if it did not exist
(CR 500.10).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Final, Sequence

from .steps import COMBAT_PHASE, NORMAL_TURN, Phase, Step

#: Enum members read on hot paths, bound once as module constants (the engine's hot-path rules: ``mtgtable.engine``).
_PHASE_COMBAT: Final = Phase.COMBAT
_STEP_BEGIN_COMBAT: Final = Step.BEGIN_COMBAT
_STEP_COMBAT_DAMAGE: Final = Step.COMBAT_DAMAGE
_STEP_DECLARE_BLOCKERS: Final = Step.DECLARE_BLOCKERS
_STEP_FIRST_STRIKE_DAMAGE: Final = Step.FIRST_STRIKE_DAMAGE
_STEP_MAIN2: Final = Step.MAIN2


@dataclass(slots=True)
class TurnSequencer:
    num_players: int
    #: The player whose *normal* turn comes next (extra turns do not move it).
    next_normal: int = 0
    #: Extra turns to take before ``next_normal``'s turn: a stack, last in first out.
    extra_turns: list[int] = field(default_factory=list)
    #: Steps still to come in this turn, the next one *last* (a stack: taking the next step is a
    #: ``pop()`` from the end, not a shift of the whole list; :meth:`upcoming` lists them in order).
    steps_left: list[Step] = field(default_factory=list)
    #: Pending skips: (player, "turn" | "untap" | "draw" | "combat" | ...).
    skips: list[tuple[int, str]] = field(default_factory=list)

    def __init__(self, num_players: int, next_normal: int = 0, extra_turns: list[int] | None = None,
                 steps_left: list[Step] | None = None, skips: list[tuple[int, str]] | None = None) -> None:
        # (Written out: mypyc compiles this one; the __init__ @dataclass generates would stay interpreted.)
        self.num_players = num_players
        self.next_normal = next_normal
        self.extra_turns = [] if extra_turns is None else extra_turns
        self.steps_left = [] if steps_left is None else steps_left
        self.skips = [] if skips is None else skips

    def next_turn_player(self) -> tuple[int, bool]:
        """Who takes the next turn, and whether it is an extra turn."""
        while True:
            if self.extra_turns:
                player, extra = self.extra_turns.pop(), True
            else:
                player, extra = self.next_normal, False
                self.next_normal = (self.next_normal + 1) % self.num_players
            if self._consume_skip(player, "turn"):
                continue
            self.steps_left = list(_NORMAL_TURN_LAST_FIRST)
            return player, extra

    def pop_step(self, active: int) -> Step | None:
        """The next step of the current turn (``None`` when the turn is over)."""
        steps = self.steps_left
        while steps:
            step = steps.pop()
            if not self.skips:
                return step
            if self._consume_skip(active, step.value):
                continue
            if step is _STEP_BEGIN_COMBAT and self._consume_skip(active, "combat"):
                self._drop_rest_of_phase(_PHASE_COMBAT)
                continue
            return step
        return None

    def _drop_rest_of_phase(self, phase: Phase) -> None:
        while self.steps_left and self.steps_left[-1].phase is phase:
            self.steps_left.pop()

    def _consume_skip(self, player: int, what: str) -> bool:
        if (player, what) in self.skips:
            self.skips.remove((player, what))
            return True
        return False

    def skip_step(self, step: Step) -> None:
        """Drop ``step`` from the rest of this turn (CR 500.10: as if it did not exist)."""
        steps = self.steps_left
        for i in range(len(steps) - 1, -1, -1):  # (the next one of them: the last in the list)
            if steps[i] is step:
                del steps[i]
                return

    def add_extra_turn(self, player: int) -> None:
        self.extra_turns.append(player)

    def add_steps_after_current(self, steps: list[Step]) -> None:
        """CR 500.9: added directly after the current step."""
        self.steps_left.extend(reversed(steps))

    def add_phase_after(self, current: Phase, steps: list[Step]) -> None:
        """CR 500.8: add a phase directly after the current phase."""
        left = self.steps_left
        i = len(left)
        while i > 0 and left[i - 1].phase is current:
            i -= 1
        left[i:i] = reversed(steps)

    def add_combat_after(self, current: Phase, with_main: bool) -> None:
        """An additional combat phase (and main phase) after this one (CR 500.8)."""
        steps = list(COMBAT_PHASE) + ([_STEP_MAIN2] if with_main else [])
        self.add_phase_after(current, steps)

    def skip_combat_damage_steps(self) -> None:
        """CR 508.6: with no attackers, declare blockers and combat damage are skipped."""
        while self.steps_left and self.steps_left[-1] in (
                _STEP_DECLARE_BLOCKERS, _STEP_FIRST_STRIKE_DAMAGE, _STEP_COMBAT_DAMAGE):
            self.steps_left.pop()

    def upcoming(self) -> list[Step]:
        """The steps still to come in this turn, in order."""
        return self.steps_left[::-1]

    def set_upcoming(self, steps: Sequence[Step]) -> None:
        """Make ``steps`` (in order) the rest of this turn."""
        self.steps_left = list(steps)[::-1]


#: A turn's steps in the order :attr:`TurnSequencer.steps_left` holds them (the first one last).
_NORMAL_TURN_LAST_FIRST: Final[tuple[Step, ...]] = tuple(reversed(NORMAL_TURN))
