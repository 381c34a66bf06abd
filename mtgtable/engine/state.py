"""The state of a game: every field that changes while it is played, and nothing else.

The engine is laid out as data plus modules of functions over it (python-chess,
OpenSpiel): each module uses only the ones above it in this list, and no
module-level import closes a circle (``tests/engine/test_import_graph.py``).

- ``cards.py``, ``card_filters.py``, ``effect_params.py``: card data, what a
  search may find, and the parameters each effect takes (card data imports
  the parameter schemas; nothing of either imports the interpreter).
- ``state.py`` (this module): :class:`GameState`, pure data, with an explicit
  and cheap :meth:`GameState.copy`.
- ``characteristics.py``: what objects are now (power, keywords, statics):
  read-only functions.
- ``operations.py``: the only code that changes the state (a scan holds every
  other module to it, ``tests/engine/test_mutation_in_operations.py``): zone
  moves, tap and untap, damage, counters, life, attachments, mana pools, the
  stack, turns, steps and priority, triggers waiting, combat's record, and the
  log.  It owns the change count that the state-based-action check trusts:
  each operation that changes what the check reads (``ops.SBA_READS``)
  counts it (``tests/engine/test_change_tracking.py``).
- ``combat.py``, ``targets.py``: rules that judge (``attack_problem``,
  ``block_problem``, ``is_legal_target``), returning a ``Problem`` with its rule.
- ``actions.py``: lands, spells, abilities and paying for them (CR 305, 601, 602, 605).
- ``effect_core.py``: what every effect handler shares (the registry ``EFFECTS``,
  ``EffectContext``, subjects, amounts); ``effects.py``: the basic effect
  vocabulary, importing the families (``library_effects``, ``land_effects``,
  ``casting_effects``...), which import ``effect_core``, never ``effects``.
- ``resolution.py``: the stack, state-based actions, triggers (CR 116.5, 603, 608, 704).
- ``combat_flow.py``: the combat steps (CR 506-511).
- ``turn_flow.py``: the game start, turns, steps and priority (CR 103, 500-514, 116).
- ``game.py``: :class:`~.game.Game`, which composes a config, a state and the
  running flow: the decision protocol (``pending``, ``answer``), checkpoints and undo.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Callable, Final, Mapping, Sequence

from .data.cards import Ability, CardDB, CardDef, default_card_db
from .rules.combat_data import Combat
from .events import Event
from .game_options import MulliganRule
from .objects import GameObject, Modifier, PendingTrigger, Player, StackItem
from .turn.steps import Step
from .turn.turns import TurnSequencer


@dataclass(frozen=True, slots=True)
class Outcome:
    """How the game ended (CR 104): the winner (``None`` for a draw), why, and the rule."""

    winner: int | None
    reason: str
    rule: str


@dataclass(slots=True)
class BattlefieldIndex:
    """Derived from the battlefield's membership (see ``characteristics._battlefield_index``)."""

    version: int
    mana_sources: list[tuple[int, tuple[Ability, list[frozenset[str]]]]]
    activators: list[int]
    #: static ability name -> the permanents that have one
    statics: dict[str, list[int]]
    #: trigger name -> the permanents with a triggered ability on it, in battlefield order
    triggers: dict[str, list[int]]
    #: How many permanents have a P/T the change count does not follow
    #: (``characteristics.uncounted_pt_on_battlefield``).
    uncounted: int = 0
    #: The permanents whose card a state-based action can look at (``characteristics._sba_plain``: creatures,
    #: planeswalkers, Auras, legends), and the others, each in battlefield order: while none of the others is
    #: attached or has counters, the state-based check looks at the first list alone.
    sba_cards: list[int] = field(default_factory=list)
    plain: list[int] = field(default_factory=list)

    def __init__(self, version: int, mana_sources: list[tuple[int, tuple[Ability, list[frozenset[str]]]]],
                 activators: list[int], statics: dict[str, list[int]], triggers: dict[str, list[int]],
                 uncounted: int = 0, sba_cards: list[int] | None = None, plain: list[int] | None = None) -> None:
        # (Written out: mypyc compiles this one; the __init__ @dataclass generates would stay interpreted.)
        self.version = version
        self.mana_sources = mana_sources
        self.activators = activators
        self.statics = statics
        self.triggers = triggers
        self.uncounted = uncounted
        self.sba_cards = [] if sba_cards is None else sba_cards
        self.plain = [] if plain is None else plain


class _CardCaches:
    """The caches of functions of card data that games share (``GameState._mana_cache``...).

    Each maps a :class:`CardDef` (immutable, hashed by identity) to what a
    function of that card alone gives (``characteristics._mana_source``,
    ``_index_entry``, ``statics``...), so one answer serves every game; copies of
    a state shared them already.  A key is held by the cache, so its identity
    is never reused by another card.  Bounded: when one grows past
    :data:`_CARD_CACHES_LIMIT` entries (a program that builds card definitions without end,
    the fuzzer's pool) all are emptied, as the other per-card caches of the
    engine are, and filled again as asked."""

    def __init__(self) -> None:
        self.grant: dict[CardDef, tuple[Ability, ...]] = {}
        self.mana: dict[CardDef, tuple[Ability, list[frozenset[str]]] | None] = {}
        self.activated: dict[CardDef, tuple[Ability, ...]] = {}
        self.triggered: dict[CardDef, tuple[Ability, ...]] = {}
        self.aura: dict[CardDef, bool] = {}
        #: Cards no state-based action can look at while unattached and without counters.
        self.sba_plain: dict[CardDef, bool] = {}
        #: A creature card's printed toughness when only its toughness and damage matter to the
        #: state-based actions (``characteristics._sba_toughness``); 0 for any other card.
        self.sba_toughness: dict[CardDef, int] = {}
        #: What one permanent of a card adds to the battlefield index (see characteristics._battlefield_index).
        self.index_entry: dict[CardDef, tuple[tuple[Ability, list[frozenset[str]]] | None, bool,
                                              tuple[str, ...], tuple[str, ...]]] = {}
        self.nonmana: dict[CardDef, tuple[int, ...]] = {}
        self.statics: dict[CardDef, dict[str, tuple[Ability, ...]]] = {}

    def size(self) -> int:
        return max(len(self.grant), len(self.mana), len(self.activated), len(self.triggered), len(self.aura),
                   len(self.sba_plain), len(self.sba_toughness), len(self.index_entry), len(self.nonmana),
                   len(self.statics))



#: See :class:`_CardCaches`: the bound, and the set new games get (a list of one: no global statement).
_CARD_CACHES_LIMIT: Final = 50_000
_CARD_CACHES: Final[list[_CardCaches]] = []


def _shared_card_caches() -> _CardCaches:
    """The caches for a new game (a fresh set once the current one is over the bound:
    games still holding the old set keep it, so none is emptied under a running game)."""
    if not _CARD_CACHES or _CARD_CACHES[0].size() > _CARD_CACHES_LIMIT:
        _CARD_CACHES[:] = [_CardCaches()]
    return _CARD_CACHES[0]


class GameState:
    """All the data of one game of Magic between two players.

    Pure data: the rules are the functions of the modules listed above.  The
    card database and the caches derived from immutable card data are shared
    by copies; everything else a copy owns."""

    __slots__ = ("db", "rng", "damage_order", "mulligan_rule", "hand_size", "players", "objects",
                 "battlefield", "stack", "modifiers", "combat", "turns", "turn", "active", "step",
                 "priority_player", "passed", "events", "outcome", "pending_triggers", "delayed_triggers",
                 "attacked_this_turn", "first_turn_player", "_next_id", "_timestamp", "_token_defs",
                 "_grant_cache", "_mana_cache", "_activated_cache", "_triggered_cache", "_aura_cache",
                 "_sba_plain_cache", "_sba_toughness_cache", "_index_entry_cache", "_nonmana_cache", "_statics_cache", "_bf_version",
                 "_granters", "_granters_version", "_granters_live", "_granted_keys", "_grants_at", "_grants_memo", "_bf_index", "_changes", "_features", "_mana_added", "_sba_clean_at", "_answering",
                 "stops", "_all_pass", "_all_pass_of", "keep_events", "on_step_begin", "resume_point", "printed", "turns_taken", "chosen",
                 "monarch", "returns_due", "play_permissions", "phased_out", "prevented_colors", "face_down",
                 "combat_prevention", "turn_locks")

    def __init__(self, db: CardDB | None = None, *, names: Sequence[str] = ("Player 1", "Player 2"),
                 seed: int = 0, damage_order: bool = True, mulligan: MulliganRule = MulliganRule.LONDON,
                 starting_life: int = 20, hand_size: int = 7) -> None:
        self.db = db if db is not None else default_card_db()
        self.rng = random.Random(seed)
        self.damage_order = damage_order
        self.mulligan_rule = mulligan
        self.hand_size = hand_size
        self.players = [Player(i, n, life=starting_life, starting_life=starting_life) for i, n in enumerate(names)]
        self.objects: dict[int, GameObject] = {}
        self.battlefield: list[int] = []
        self.stack: list[StackItem] = []
        self.modifiers: list[Modifier] = []
        #: Objects whose ``card`` is derived: their printed card and their card as it entered
        #: (``animation.py``, ``land_entering.py``).
        self.printed: dict[int, tuple[CardDef, CardDef]] = {}
        #: Face-down spells and permanents: their real card, known to their controller only
        #: (CR 708.2a, 708.5; ``face_down.py``).
        self.face_down: dict[int, CardDef] = {}
        self.combat = Combat()
        self.turns = TurnSequencer(len(self.players))
        self.turn = 0
        #: Turns each player has begun (Starting Town's "your first, second, or third turn of
        #: the game"); exact only while they add up to ``turn`` (not for a game set up mid-way).
        self.turns_taken = [0] * len(self.players)
        self.active = 0
        self.step: Step | None = None
        self.priority_player: int | None = None
        #: Players who passed priority in succession since the last action (CR 116.4).
        self.passed: list[int] = []
        self.events: list[Event] = []
        self.outcome: Outcome | None = None
        self.pending_triggers: list[PendingTrigger] = []
        #: Delayed triggered abilities waiting for their moment (CR 603.7).
        self.delayed_triggers: list[tuple[str, PendingTrigger]] = []
        #: Creatures declared as attackers this turn (for "untap all creatures that attacked this turn").
        self.attacked_this_turn: set[int] = set()
        self.first_turn_player: int | None = None
        #: What permanents remember (chosen.py): object id -> {"color": "G", "exiled": (12,)...}.
        self.chosen: dict[int, dict[str, Any]] = {}
        #: The player who is the monarch, if any (CR 724, monarch.py).
        self.monarch: int | None = None
        #: Permanents that left the battlefield whose "exile ... until this leaves the battlefield"
        #: cards return now (CR 610.3c, linked_effects.py).
        self.returns_due: list[int] = []
        #: Cards outside the hand a player may play or cast for a while (play_permissions.py, CR 601.2a, 305.1):
        #: object id -> (player, what, until, number).
        self.play_permissions: dict[int, tuple[int, str, str, int]] = {}
        #: Phased-out permanents (CR 702.26b, ``operations.phase_out``), in the order they phased
        #: out: object id -> the permanent it phased out with (CR 702.26g), None if directly.
        self.phased_out: dict[int, int | None] = {}
        #: Colours whose sources' damage is prevented this turn (Prismatic Strands, color_prevention.py).
        self.prevented_colors: frozenset[str] = frozenset()
        #: Combat damage prevented this turn (CR 615.1, combat_prevention.py): ``-1`` all of it (Fog),
        #: an object id that dealt to and dealt by that creature (Maze of Ith).
        self.combat_prevention: frozenset[int] = frozenset()
        #: Prohibitions for the rest of the turn (turn_locks.py): "no_life_gain" (CR 119.7),
        #: "no_prevention" (CR 615.12).
        self.turn_locks: frozenset[str] = frozenset()
        self._next_id = 1
        self._timestamp = 0
        self._token_defs: dict[str, CardDef] = {}
        # Caches of functions of immutable card data (keyed by the card definition itself), shared
        # by every game (see _CardCaches): a simulation's thousands of games of one deck work out
        # each card's abilities once, not once per game.
        caches = _shared_card_caches()
        self._grant_cache = caches.grant
        self._mana_cache = caches.mana
        self._activated_cache = caches.activated
        self._triggered_cache = caches.triggered
        self._aura_cache = caches.aura
        self._sba_plain_cache = caches.sba_plain
        self._sba_toughness_cache = caches.sba_toughness
        self._index_entry_cache = caches.index_entry
        self._nonmana_cache = caches.nonmana
        self._statics_cache = caches.statics
        #: Bumped whenever the battlefield's membership changes; caches derived from it check it.
        self._bf_version = 0
        self._granters: list[int] = []
        self._granters_version = -1
        #: Whether a grant of the granters has an amount or a condition ("for each", "as long as"), which
        #: may change with what no counter counts: then no object's grants are remembered.
        self._granters_live = False
        #: What the granters' grants can give ("power", "keywords", "cant_attack"...): the union of the keys of
        #: their grants, so that a question about one thing none of them gives does not look at the grants.
        self._granted_keys: frozenset[str] = frozenset()
        #: Each object's grants (``characteristics._grants``), remembered while the battlefield and the
        #: counted changes (``_bf_version``, ``_changes``) are those of ``_grants_at``.
        self._grants_at = (-1, -1)
        self._grants_memo: dict[int, list[Mapping[str, Any]]] = {}
        self._bf_index = BattlefieldIndex(-1, [], [], {}, {})
        #: Counts changes to what state-based actions read (``operations.SBA_READS``), counted by the
        #: operations that make them; the full check runs again only after one.
        self._changes = 0
        #: The rarely used features the cards of this game may use (features.py), kept by the operations.
        self._features = 0
        #: Whether mana may have been added to a pool since the pools were last all emptied
        #: (``operations.empty_mana_pools``): at most steps' end, none was, and no pool is looked at.
        self._mana_added = True
        self._sba_clean_at = -1
        #: Index of the answer being applied (stamped on events, see Event.answers).
        self._answering = 0
        #: See GameConfig.stops (here: player -> (own-turn steps, opponent's-turn steps))
        #: and Game.new(keep_events=...).
        self.stops: dict[int, tuple[frozenset[Step], frozenset[Step]]] = {}
        #: Whether every player passes priority by their stops, by (step, active player; the step
        #: ``None`` with a spell on the stack), for the stops ``_all_pass_of`` (turn_flow.py: asked at
        #: every step of every game, and the stops are read-only once the game is set up).
        self._all_pass: dict[tuple[Step | None, int], bool] = {}
        self._all_pass_of: object = None
        self.keep_events = True
        #: Called as each step begins, before anything happens in it (the fuzzer checks
        #: CR 500.4 there, so boundaries crossed inside one answer are seen too).
        self.on_step_begin: Callable[[Any], None] | None = None
        #: Where the flow can be rebuilt from this state alone (set while the
        #: pending decision is a top-level priority decision; see Game.checkpoint).
        self.resume_point: Resume | None = None

    def copy(self, *, events: bool = True) -> "GameState":
        """An independent copy: changing one never changes the other.

        Explicit and cheap (python-chess's ``Board.copy``): the card database,
        the card data and the caches derived from it are shared; players,
        objects, zones, the stack, combat, the turn sequence and the seeded
        random generator are copied.  ``events=False`` gives the copy an empty
        log (a what-if that only looks ahead)."""
        new = GameState.__new__(GameState)
        new.db = self.db
        new.rng = random.Random()
        new.rng.setstate(self.rng.getstate())
        new.damage_order = self.damage_order
        new.mulligan_rule = self.mulligan_rule
        new.hand_size = self.hand_size
        new.players = [_copy_player(p) for p in self.players]
        new.objects = {i: _copy_object(o) for i, o in self.objects.items()}
        new.battlefield = list(self.battlefield)
        new.stack = [_copy_stack_item(x) for x in self.stack]
        new.modifiers = [_copy_modifier(m) for m in self.modifiers]
        new.printed = dict(self.printed)
        new.face_down = dict(self.face_down)
        new.combat = self.combat.copy()
        t = self.turns
        new.turns = TurnSequencer(t.num_players, t.next_normal, list(t.extra_turns), list(t.steps_left),
                                  list(t.skips))
        new.turn = self.turn
        new.turns_taken = list(self.turns_taken)
        new.active = self.active
        new.step = self.step
        new.priority_player = self.priority_player
        new.passed = list(self.passed)
        new.events = list(self.events) if events else []
        new.outcome = self.outcome
        new.pending_triggers = [_copy_trigger(x) for x in self.pending_triggers]
        new.delayed_triggers = [(w, _copy_trigger(x)) for w, x in self.delayed_triggers]
        new.attacked_this_turn = set(self.attacked_this_turn)
        new.first_turn_player = self.first_turn_player
        new.chosen = {k: dict(v) for k, v in self.chosen.items()} if self.chosen else {}
        new.monarch = self.monarch
        new.returns_due = list(self.returns_due)
        new.play_permissions = dict(self.play_permissions)
        new.phased_out = dict(self.phased_out)
        new.prevented_colors = self.prevented_colors
        new.combat_prevention = self.combat_prevention
        new.turn_locks = self.turn_locks
        new._next_id = self._next_id
        new._timestamp = self._timestamp
        # Caches of functions of immutable card data: shared.
        new._token_defs = self._token_defs
        new._grant_cache = self._grant_cache
        new._mana_cache = self._mana_cache
        new._activated_cache = self._activated_cache
        new._triggered_cache = self._triggered_cache
        new._aura_cache = self._aura_cache
        new._sba_plain_cache = self._sba_plain_cache
        new._sba_toughness_cache = self._sba_toughness_cache
        new._index_entry_cache = self._index_entry_cache
        new._nonmana_cache = self._nonmana_cache
        new._statics_cache = self._statics_cache
        new._bf_version = self._bf_version
        new._granters = list(self._granters)
        new._granters_version = self._granters_version
        new._granters_live = self._granters_live
        new._granted_keys = self._granted_keys
        new._grants_at = (-1, -1)
        new._grants_memo = {}
        i = self._bf_index
        new._bf_index = BattlefieldIndex(i.version, list(i.mana_sources), list(i.activators),
                                         {k: list(v) for k, v in i.statics.items()},
                                         {k: list(v) for k, v in i.triggers.items()}, i.uncounted,
                                         list(i.sba_cards), list(i.plain))
        new._changes = self._changes
        new._features = self._features
        new._mana_added = self._mana_added
        new._sba_clean_at = self._sba_clean_at
        new._answering = self._answering
        new.stops = self.stops  # (read-only once the game is set up)
        new._all_pass = dict(self._all_pass)
        new._all_pass_of = self._all_pass_of
        new.keep_events = self.keep_events
        new.on_step_begin = self.on_step_begin
        new.resume_point = self.resume_point  # (frozen)
        return new


@dataclass(frozen=True, slots=True)
class Resume:
    """Where a flow picks up when it is rebuilt from a state alone (a scenario
    built by hand, or a checkpoint): the step, whether its turn-based actions
    already happened, who holds priority and who has passed since the last
    action (CR 116.4)."""

    step: Step
    begun: bool = True
    priority: int | None = None
    passed: tuple[int, ...] = ()


def _copy_player(p: Player) -> Player:
    return Player(p.index, p.name, p.life, p.poison, list(p.library), list(p.hand), list(p.graveyard),
                  list(p.exile), p.pool.copy(), p.lands_played, p.land_limit, p.max_hand,
                  p.drew_from_empty, p.lost, p.loss_reason, p.mulligans, p.shield, p.spells_cast,
                  p.spells_cast_last_turn, p.drawn_this_turn, p.lands_entered,
                  p.life_lost_this_turn, p.energy, p.cast_this_turn, p.left_battlefield,
                  p.starting_life)


def _copy_object(o: GameObject) -> GameObject:
    return GameObject(o.id, o.card, o.owner, o.controller, o.zone, o.timestamp, o.token, o.tapped, o.sick,
                      o.damage, o.deathtouched, dict(o.counters) if o.counters else {}, o.attached_to, o.shield,
                      o.loyalty_used)


def _copy_stack_item(x: StackItem) -> StackItem:
    return StackItem(x.id, x.kind, x.controller, x.source, x.source_name, x.ability, x.targets, x.x, dict(x.info))


def _copy_modifier(m: Modifier) -> Modifier:
    return Modifier(m.target, m.power, m.toughness, m.keywords, m.until, m.player, m.source, m.colors, m.becomes)


def _copy_trigger(t: PendingTrigger) -> PendingTrigger:
    return PendingTrigger(t.controller, t.source, t.source_name, t.ability, dict(t.info))
