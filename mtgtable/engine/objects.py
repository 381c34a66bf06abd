"""The things a game holds: players, game objects, stack items, modifiers.

A :class:`GameObject` is a card or token in one zone.  When it moves to
another zone it becomes a new object with a new id and no memory of its
previous existence (CR 400.7), which is what makes "the target is gone"
checks simple: an id that no longer exists is no longer a legal target.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from typing import Any, Final

from .data.cards import Ability, CardDef
from .refs import PlayerRef, Ref
from .turn.steps import Duration
from .rules.mana import ManaPool


class Zone(str, enum.Enum):
    LIBRARY = "library"
    HAND = "hand"
    BATTLEFIELD = "battlefield"
    #: Not a zone: a permanent of the battlefield that is phased out, treated as though it
    #: doesn't exist (CR 702.26b, 702.26d; ``operations.phase_out``).
    PHASED_OUT = "phased_out"
    GRAVEYARD = "graveyard"
    STACK = "stack"
    EXILE = "exile"


#: Members :meth:`Player.zone` reads, bound once as module constants (the engine's hot-path rules: ``mtgtable.engine``).
_ZONE_HAND: Final = Zone.HAND
_ZONE_LIBRARY: Final = Zone.LIBRARY
_ZONE_GRAVEYARD: Final = Zone.GRAVEYARD
_ZONE_EXILE: Final = Zone.EXILE


#: One ref per seat, made once: ``PlayerRef`` is interned, but making one calls its ``__new__``,
#: which stays interpreted in the compiled build; hot paths ask :func:`player_ref` (a tuple index).
_SEAT_REFS: Final[tuple[PlayerRef, ...]] = tuple(PlayerRef(i) for i in range(16))


def player_ref(index: int) -> PlayerRef:
    """The ref of seat ``index``: the very object ``PlayerRef(index)`` is.

    >>> player_ref(1) is PlayerRef(1), player_ref(99) is PlayerRef(99)
    (True, True)
    """
    return _SEAT_REFS[index] if 0 <= index < len(_SEAT_REFS) else PlayerRef(index)


#: The counters of an object that has none: one empty dict shared by all of them (most objects never get a
#: counter, and a game makes one object per card of its libraries and per zone change).  Never changed:
#: ``operations`` gives an object its own dict before its first counter (``_own_counters``), and the
#: fuzzer's invariants check that this one stays empty.
NO_COUNTERS: Final[dict[str, int]] = {}


@dataclass(slots=True, init=False)
class GameObject:
    """(``__init__`` is written out: mypyc compiles it, where the one
    ``dataclass`` generates stays interpreted and is ten times slower; a
    game makes one object per card and per zone change.)"""

    id: int
    card: CardDef
    owner: int
    controller: int
    zone: Zone
    token: bool = False
    tapped: bool = False
    #: CR 302.6: not controlled continuously since its controller's most recent turn began.
    sick: bool = False
    damage: int = 0
    #: Dealt damage by a source with deathtouch since the last state-based check (CR 704.5h).
    deathtouched: bool = False
    counters: dict[str, int] = field(default_factory=dict)
    attached_to: int | None = None
    #: Damage to prevent from the next damage dealt to it (a prevention shield, CR 615).
    shield: int = 0
    timestamp: int = 0
    #: Loyalty abilities activated this turn (CR 606.3).
    loyalty_used: bool = False

    def __init__(self, id: int, card: CardDef, owner: int, controller: int, zone: Zone, timestamp: int = 0,
                 token: bool = False, tapped: bool = False, sick: bool = False, damage: int = 0,
                 deathtouched: bool = False, counters: dict[str, int] | None = None, attached_to: int | None = None,
                 shield: int = 0, loyalty_used: bool = False) -> None:
        # (The timestamp before the fields a new object has at their defaults: a game makes one object per
        # card of its libraries and per zone change, each called with the first six alone.)
        self.id = id
        self.card = card
        self.owner = owner
        self.controller = controller
        self.zone = zone  # (the constructor: where the object is created, CR 400.7)
        self.token = token
        self.tapped = tapped
        self.sick = sick
        self.damage = damage
        self.deathtouched = deathtouched
        self.counters = NO_COUNTERS if counters is None else counters
        self.attached_to = attached_to
        self.shield = shield
        self.timestamp = timestamp
        self.loyalty_used = loyalty_used

    def __reduce__(self) -> tuple[Any, ...]:
        """Copied and pickled through the constructor (a compiled class with a
        written-out ``__init__`` could not be rebuilt otherwise)."""
        return (GameObject, (self.id, self.card, self.owner, self.controller, self.zone, self.timestamp, self.token,
                             self.tapped, self.sick, self.damage, self.deathtouched, self.counters, self.attached_to,
                             self.shield, self.loyalty_used))

    @property
    def name(self) -> str:
        return self.card.name

    def __str__(self) -> str:
        return f"{self.card.name} (#{self.id})"


@dataclass(slots=True)
class Player:
    index: int
    name: str
    life: int = 20
    poison: int = 0
    library: list[int] = field(default_factory=list)
    hand: list[int] = field(default_factory=list)
    graveyard: list[int] = field(default_factory=list)
    exile: list[int] = field(default_factory=list)
    pool: ManaPool = field(default_factory=ManaPool)
    lands_played: int = 0
    land_limit: int = 1
    max_hand: int = 7
    drew_from_empty: bool = False
    lost: bool = False
    loss_reason: str = ""
    mulligans: int = 0
    #: Prevention shield on the player (CR 615).
    shield: int = 0
    #: Spells this player cast this turn, and in the turn before (storm, CR 702.40a; "if no
    #: spells were cast last turn"); copies are not cast and don't count (CR 707.10).
    spells_cast: int = 0
    spells_cast_last_turn: int = 0
    #: Cards this player drew this turn ("draws their second card each turn", CR 121.2).
    drawn_this_turn: int = 0
    #: Lands that entered the battlefield under this player's control this turn ("if you had a land
    #: enter the battlefield under your control this turn", Groundswell; counts.condition).
    lands_entered: int = 0
    #: Life this player lost this turn, by damage, payment or effect (CR 119.3, 120.3a): spectacle
    #: asks whether an opponent lost any (CR 702.137a).
    life_lost_this_turn: int = 0
    #: Energy counters ({E}, CR 107.14, 122.1f): got by effects, paid as a cost or by an effect
    #: ("you may pay any amount of {E}", engine/families/energy.py).
    energy: int = 0
    #: The spells this player cast this turn, in order, as their cards (CR 601.2i): "their first noncreature
    #: spell each turn", "their second spell each turn" (spells_cast.nth_of_kind), "unless you've cast a
    #: creature spell this turn" (block_rules); a tuple, so a copy of the state shares it.
    cast_this_turn: tuple[CardDef, ...] = ()
    #: Permanents that left the battlefield under this player's control this turn (revolt: "if a permanent
    #: left the battlefield under your control this turn", Fatal Push; counts.condition).
    left_battlefield: int = 0
    #: The life total this player began the game with (CR 103.3): "your starting life total".
    starting_life: int = 20

    def __init__(self, index: int, name: str, life: int = 20, poison: int = 0, library: list[int] | None = None,
                 hand: list[int] | None = None, graveyard: list[int] | None = None, exile: list[int] | None = None,
                 pool: ManaPool | None = None, lands_played: int = 0, land_limit: int = 1, max_hand: int = 7,
                 drew_from_empty: bool = False, lost: bool = False, loss_reason: str = "", mulligans: int = 0,
                 shield: int = 0, spells_cast: int = 0, spells_cast_last_turn: int = 0, drawn_this_turn: int = 0,
                 lands_entered: int = 0, life_lost_this_turn: int = 0, energy: int = 0,
                 cast_this_turn: tuple[CardDef, ...] = (), left_battlefield: int = 0, starting_life: int = 20) -> None:
        # (Written out: mypyc compiles this one; the __init__ @dataclass generates would stay interpreted.)
        self.index = index
        self.name = name
        self.life = life
        self.poison = poison
        self.library = [] if library is None else library
        self.hand = [] if hand is None else hand
        self.graveyard = [] if graveyard is None else graveyard
        self.exile = [] if exile is None else exile
        self.pool = ManaPool() if pool is None else pool
        self.lands_played = lands_played
        self.land_limit = land_limit
        self.max_hand = max_hand
        self.drew_from_empty = drew_from_empty
        self.lost = lost
        self.loss_reason = loss_reason
        self.mulligans = mulligans
        self.shield = shield
        self.spells_cast = spells_cast
        self.spells_cast_last_turn = spells_cast_last_turn
        self.drawn_this_turn = drawn_this_turn
        self.lands_entered = lands_entered
        self.life_lost_this_turn = life_lost_this_turn
        self.energy = energy
        self.cast_this_turn = cast_this_turn
        self.left_battlefield = left_battlefield
        self.starting_life = starting_life

    @property
    def ref(self) -> PlayerRef:
        return player_ref(self.index)

    def zone(self, zone: Zone) -> list[int]:
        if zone is _ZONE_HAND:
            return self.hand
        if zone is _ZONE_LIBRARY:
            return self.library
        if zone is _ZONE_GRAVEYARD:
            return self.graveyard
        if zone is _ZONE_EXILE:
            return self.exile
        raise KeyError(zone)


class StackKind(enum.Enum):
    """What a stack item is (CR 405.1): a spell, or an activated or triggered ability."""

    SPELL = "spell"
    ACTIVATED = "activated"       # CR 602
    TRIGGERED = "triggered"       # CR 603


@dataclass(slots=True)
class StackItem:
    """A spell or ability on the stack (CR 405).  For a spell, ``id`` is the
    card's object id on the stack; for an ability it is a fresh id."""

    id: int
    kind: StackKind
    controller: int
    source: int
    source_name: str
    ability: Ability | None
    targets: tuple[Ref, ...] = ()
    x: int = 0
    #: Extra information a trigger carries (the attacked player, the damaged player...).
    info: dict[str, Any] = field(default_factory=dict)

    def __init__(self, id: int, kind: StackKind, controller: int, source: int, source_name: str,
                 ability: Ability | None, targets: tuple[Ref, ...] = (), x: int = 0,
                 info: dict[str, Any] | None = None) -> None:
        # (Written out: mypyc compiles this one; the __init__ @dataclass generates would stay interpreted.)
        self.id = id
        self.kind = kind
        self.controller = controller
        self.source = source
        self.source_name = source_name
        self.ability = ability
        self.targets = targets
        self.x = x
        self.info = {} if info is None else info

    @property
    def text(self) -> str:
        if self.ability is None:
            return self.source_name
        return self.ability.text or self.source_name


@dataclass(slots=True)
class Modifier:
    """A continuous effect from a resolved spell or ability (CR 611.2) on one object:
    +N/+N and added keywords, until a duration ends (CR 514.2, 500.5)."""

    target: int
    power: int = 0
    toughness: int = 0
    keywords: frozenset[str] = frozenset()
    until: Duration = Duration.END_OF_TURN
    player: int = 0  # whose "next turn" ends it
    source: str = ""
    #: Colours the object becomes (CR 105.3), or None to leave them.
    colors: frozenset[str] | None = None
    #: The types, subtypes and P/T it becomes, an ``animation.Becomes`` (CR 611.3, 613.1d, 613.4b), or None.
    becomes: Any = None

    def __init__(self, target: int, power: int = 0, toughness: int = 0, keywords: frozenset[str] = frozenset(),
                 until: Duration = Duration.END_OF_TURN, player: int = 0, source: str = "",
                 colors: frozenset[str] | None = None, becomes: Any = None) -> None:
        # (Written out so that mypyc compiles it, see GameObject: one is made for every pump and grant.)
        self.target = target
        self.power = power
        self.toughness = toughness
        self.keywords = keywords
        self.until = until
        self.player = player
        self.source = source
        self.colors = colors
        self.becomes = becomes


@dataclass(slots=True)
class PendingTrigger:
    """A triggered ability that has triggered and waits to be put on the stack
    the next time a player would receive priority (CR 603.3)."""

    controller: int
    source: int
    source_name: str
    ability: Ability
    info: dict[str, Any] = field(default_factory=dict)

    def __init__(self, controller: int, source: int, source_name: str, ability: Ability,
                 info: dict[str, Any] | None = None) -> None:
        # (Written out so that mypyc compiles it, see GameObject: one is made for every trigger.)
        self.controller = controller
        self.source = source
        self.source_name = source_name
        self.ability = ability
        self.info = {} if info is None else info
