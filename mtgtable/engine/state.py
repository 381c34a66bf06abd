"""The state of a game: every field that changes while it is played.

The engine's classes form one line of layers, each in its own module and
each using only the layers below it:

``GameState`` (this module: the data) -> ``Characteristics`` (what objects
are now) -> ``Operations`` (what effects and rules do: move, damage, life...)
-> ``PlayerActions`` (lands, spells, abilities, payment) -> ``Resolution``
(the stack, state-based actions, triggers) -> ``CombatFlow`` (CR 506-511)
-> ``Game`` (the turn, priority and the decision protocol, ``game.py``).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Callable, Sequence

from .cards import Ability, CardDB, CardDef, default_card_db
from .combat import Combat
from .decisions import Decision, Flow
from .events import Event
from .game_options import MulliganRule
from .objects import GameObject, Modifier, PendingTrigger, Player, StackItem
from .steps import Step
from .turns import TurnSequencer


@dataclass(frozen=True, slots=True)
class Outcome:
    """How the game ended (CR 104): the winner (``None`` for a draw), why, and the rule."""

    winner: int | None
    reason: str
    rule: str


@dataclass(slots=True)
class BattlefieldIndex:
    """Derived from the battlefield's membership (see ``Characteristics._battlefield_index``)."""

    version: int
    mana_sources: list[tuple[int, tuple[Ability, list[frozenset[str]]]]]
    activators: list[int]
    #: static ability name -> the permanents that have one
    statics: dict[str, list[int]]
    #: trigger name -> the permanents with a triggered ability on it, in battlefield order
    triggers: dict[str, list[int]]


class GameState:
    """All the data of one game of Magic between two players."""

    def __init__(self, db: CardDB | None = None, *, names: Sequence[str] = ("Player 1", "Player 2"),
                 seed: int = 0, damage_order: bool = True, mulligan: MulliganRule = MulliganRule.LONDON,
                 starting_life: int = 20, hand_size: int = 7) -> None:
        self.db = db if db is not None else default_card_db()
        self.rng = random.Random(seed)
        self.damage_order = damage_order
        self.mulligan_rule = mulligan
        self.hand_size = hand_size
        self.players = [Player(i, n, life=starting_life) for i, n in enumerate(names)]
        self.objects: dict[int, GameObject] = {}
        self.battlefield: list[int] = []
        self.stack: list[StackItem] = []
        self.modifiers: list[Modifier] = []
        self.combat = Combat()
        self.turns = TurnSequencer(len(self.players))
        self.turn = 0
        self.active = 0
        self.step: Step | None = None
        self.priority_player: int | None = None
        #: Players who passed priority in succession since the last action (CR 116.4).
        self.passed: list[int] = []
        self.events: list[Event] = []
        self.answers: list[Any] = []
        self.pending: Decision | None = None
        self.outcome: Outcome | None = None
        self.pending_triggers: list[PendingTrigger] = []
        #: Delayed triggered abilities waiting for their moment (CR 603.7).
        self.delayed_triggers: list[tuple[str, PendingTrigger]] = []
        #: Creatures declared as attackers this turn (for "untap all creatures that attacked this turn").
        self.attacked_this_turn: set[int] = set()
        self.first_turn_player: int | None = None
        self._next_id = 1
        self._timestamp = 0
        self._flow: Flow | None = None
        self._token_defs: dict[str, CardDef] = {}
        self._grant_cache: dict[CardDef, tuple[Ability, ...]] = {}
        self._mana_cache: dict[CardDef, tuple[Ability, list[frozenset[str]]] | None] = {}
        self._activated_cache: dict[CardDef, tuple[Ability, ...]] = {}
        self._triggered_cache: dict[CardDef, tuple[Ability, ...]] = {}
        self._aura_cache: dict[CardDef, bool] = {}
        #: Cards no state-based action can look at while unattached and without counters.
        self._sba_plain_cache: dict[CardDef, bool] = {}
        #: What one permanent of a card adds to the battlefield index (see Characteristics._battlefield_index).
        self._index_entry_cache: dict[CardDef, tuple[tuple[Ability, list[frozenset[str]]] | None, bool,
                                                     tuple[str, ...], tuple[str, ...]]] = {}
        self._nonmana_cache: dict[CardDef, tuple[int, ...]] = {}
        self._statics_cache: dict[CardDef, dict[str, tuple[Ability, ...]]] = {}
        #: Bumped whenever the battlefield's membership changes; caches derived from it check it.
        self._bf_version = 0
        self._granters: list[int] = []
        self._granters_version = -1
        self._bf_index = BattlefieldIndex(-1, [], [], {}, {})
        #: Counts state changes; state-based actions are checked again only after one.
        self._changes = 0
        self._sba_clean_at = -1
        #: Index of the answer being applied (stamped on events, see Event.answers).
        self._answering = 0
        #: See GameConfig.stops (here: player -> (own-turn steps, opponent's-turn steps))
        #: and Game.new(keep_events=...).
        self.stops: dict[int, tuple[frozenset[Step], frozenset[Step]]] = {}
        self.keep_events = True
        #: How the game was set up, for saves and replays (see replay.py).
        self.setup: dict[str, Any] = {}
        #: Why the game takes no more answers (an answer failed and it could not be rebuilt).
        self.broken: str | None = None
        #: Called as each step begins, before anything happens in it (the fuzzer checks
        #: CR 500.4 there, so boundaries crossed inside one answer are seen too).
        self.on_step_begin: Callable[[Any], None] | None = None
