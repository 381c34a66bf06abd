"""Phases and steps of a turn, in order (CR 500.1).

A turn is a list of :class:`Step` values; the turn sequencer (``turns.py``)
adds, repeats and skips them.  Each step knows its phase, whether players
receive priority in it by default, and a one-line explanation with its rule
number for the teaching tooltips.
"""

from __future__ import annotations

from typing import Final

import enum


class Phase(enum.Enum):
    BEGINNING = "beginning"
    PRECOMBAT_MAIN = "precombat_main"
    COMBAT = "combat"
    POSTCOMBAT_MAIN = "postcombat_main"
    ENDING = "ending"


class Duration(enum.Enum):
    """How long a continuous effect from a resolved spell or ability lasts (CR 500.5, 514.2).

    The values are the card data's ``until`` words (resources/cards/README.md)."""

    END_OF_TURN = "end_of_turn"        # ends in the cleanup step (CR 514.2)
    END_OF_COMBAT = "end_of_combat"    # ends as the combat phase ends (CR 500.5)
    NEXT_TURN = "next_turn"            # "until your next turn": ends as that player's next turn begins
    PERMANENT = "permanent"            # lasts as long as the object stays


#: Each duration by its ``until`` word (:func:`duration_of`).
_DURATION_OF: Final[dict[str, Duration]] = {d.value: d for d in Duration}


def duration_of(until: object) -> Duration:
    """The duration a card's ``until`` word names: ``Duration(until)`` (an unknown word raises
    ``ValueError`` as it does), without the enum's interpreted lookup for the usual words.

    >>> duration_of("end_of_combat") is Duration.END_OF_COMBAT
    True
    """
    found = _DURATION_OF.get(until) if type(until) is str else None
    return found if found is not None else Duration(until)


class Step(enum.Enum):
    """A step of the turn.  Main phases have no steps; they appear here as one
    pseudo-step each so that the sequencer can treat the turn as one list."""

    UNTAP = "untap"
    UPKEEP = "upkeep"
    DRAW = "draw"
    MAIN1 = "main1"
    BEGIN_COMBAT = "begin_combat"
    DECLARE_ATTACKERS = "declare_attackers"
    DECLARE_BLOCKERS = "declare_blockers"
    FIRST_STRIKE_DAMAGE = "first_strike_damage"
    COMBAT_DAMAGE = "combat_damage"
    END_COMBAT = "end_combat"
    MAIN2 = "main2"
    END = "end"
    CLEANUP = "cleanup"

    #: Members are singletons compared by identity, so hashing by identity is
    #: enough, and it is done in C (Enum's own hash is a Python function, and
    #: steps are dictionary keys on every step of every game).
    __hash__ = object.__hash__

    # Read on every step of every game: plain attributes set once below
    # (_phase, _info) rather than dictionary lookups keyed by the member.
    @property
    def phase(self) -> Phase:
        return self._phase  # type: ignore[attr-defined, no-any-return]

    @property
    def is_main(self) -> bool:
        return self is _STEP_MAIN1 or self is _STEP_MAIN2

    @property
    def is_combat(self) -> bool:
        return self._phase is Phase.COMBAT  # type: ignore[attr-defined]

    @property
    def is_combat_damage(self) -> bool:
        return self is _STEP_FIRST_STRIKE_DAMAGE or self is _STEP_COMBAT_DAMAGE

    @property
    def title(self) -> str:
        return self._info[0]  # type: ignore[attr-defined, no-any-return]

    @property
    def rule(self) -> str:
        return self._info[1]  # type: ignore[attr-defined, no-any-return]

    @property
    def explanation(self) -> str:
        return self._info[2]  # type: ignore[attr-defined, no-any-return]


#: Members the properties above read, bound once as module constants (the engine's hot-path rules: ``mtgtable.engine``).
_STEP_MAIN1: Final = Step.MAIN1
_STEP_MAIN2: Final = Step.MAIN2
_STEP_FIRST_STRIKE_DAMAGE: Final = Step.FIRST_STRIKE_DAMAGE
_STEP_COMBAT_DAMAGE: Final = Step.COMBAT_DAMAGE

_PHASE_OF: Final[dict[Step, Phase]] = {
    Step.UNTAP: Phase.BEGINNING,
    Step.UPKEEP: Phase.BEGINNING,
    Step.DRAW: Phase.BEGINNING,
    Step.MAIN1: Phase.PRECOMBAT_MAIN,
    Step.BEGIN_COMBAT: Phase.COMBAT,
    Step.DECLARE_ATTACKERS: Phase.COMBAT,
    Step.DECLARE_BLOCKERS: Phase.COMBAT,
    Step.FIRST_STRIKE_DAMAGE: Phase.COMBAT,
    Step.COMBAT_DAMAGE: Phase.COMBAT,
    Step.END_COMBAT: Phase.COMBAT,
    Step.MAIN2: Phase.POSTCOMBAT_MAIN,
    Step.END: Phase.ENDING,
    Step.CLEANUP: Phase.ENDING,
}

#: The normal turn (CR 500.1).  The first-strike damage step is added only
#: when a creature with first or double strike is in combat (CR 510.5).
NORMAL_TURN: Final[tuple[Step, ...]] = (
    Step.UNTAP, Step.UPKEEP, Step.DRAW, Step.MAIN1,
    Step.BEGIN_COMBAT, Step.DECLARE_ATTACKERS, Step.DECLARE_BLOCKERS,
    Step.COMBAT_DAMAGE, Step.END_COMBAT,
    Step.MAIN2, Step.END, Step.CLEANUP,
)

COMBAT_PHASE: Final[tuple[Step, ...]] = (
    Step.BEGIN_COMBAT, Step.DECLARE_ATTACKERS, Step.DECLARE_BLOCKERS,
    Step.COMBAT_DAMAGE, Step.END_COMBAT,
)

#: Title, rule and a plain explanation of each step, for the turn tracker.
STEP_INFO: Final[dict[Step, tuple[str, str, str]]] = {
    Step.UNTAP: ("Untap", "502",
                 "The active player untaps all their permanents. Nobody gets priority."),
    Step.UPKEEP: ("Upkeep", "503",
                  "'At the beginning of your upkeep' abilities trigger; then players may cast instants."),
    Step.DRAW: ("Draw", "504",
                "The active player draws a card (the starting player skips this on turn 1, CR 103.7a)."),
    Step.MAIN1: ("Precombat main", "505",
                 "The active player may play a land and cast creatures and sorceries."),
    Step.BEGIN_COMBAT: ("Beginning of combat", "507",
                        "Last chance to act before attackers are declared."),
    Step.DECLARE_ATTACKERS: ("Declare attackers", "508",
                             "The active player chooses which creatures attack, and whom. Attackers tap."),
    Step.DECLARE_BLOCKERS: ("Declare blockers", "509",
                            "The defending player chooses blockers; then damage assignment order is set."),
    Step.FIRST_STRIKE_DAMAGE: ("First-strike damage", "510.5",
                               "Creatures with first strike or double strike deal their combat damage."),
    Step.COMBAT_DAMAGE: ("Combat damage", "510",
                         "Attacking and blocking creatures deal combat damage, all at once."),
    Step.END_COMBAT: ("End of combat", "511",
                      "'At end of combat' abilities trigger; then creatures leave combat."),
    Step.MAIN2: ("Postcombat main", "505",
                 "The active player may play a land (if not done yet) and cast sorcery-speed spells."),
    Step.END: ("End step", "513",
               "'At the beginning of the end step' abilities trigger."),
    Step.CLEANUP: ("Cleanup", "514",
                   "Discard down to seven cards, then damage wears off and 'until end of turn' effects end."),
}

for _step in Step:
    _step._phase = _PHASE_OF[_step]  # type: ignore[attr-defined]
    _step._info = STEP_INFO[_step]  # type: ignore[attr-defined]
