"""The game: state plus the rules that move it forward, one decision at a time.

A :class:`Game` runs as a coroutine (a Python generator): the flow of the
turn is written as ordinary sequential code (``_run_turns`` → ``_run_step`` →
``_priority_loop``) that *yields* a :class:`Decision` whenever a player must
choose.  :meth:`Game.answer` validates the answer against that decision
*before* anything changes (an illegal answer raises and leaves the state
exactly as it was) and then resumes the flow until the next decision.

That makes the whole game a pure function of its setup and its answers:
replaying the same answers gives the same game, which is how undo, save
files and replays work (``replay.py``).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Callable, Generator, Iterable, Iterator, Mapping, Sequence

from . import combat as cr
from .cards import Ability, CardDB, CardDef, card_from_json, default_card_db
from .combat import Combat, DamageSource
from .decisions import (
    Activate, AssignDamage, Bottom, Cancel, Cast, Choose, Concede, Decision, DeclareAttackers,
    DeclareBlockers, Discard, Keep, Kind, Manual, Mulligan, Order, Pass, Pay, PlayLand, Ref, StackOrder,
    StartingPlayer, Targets, parse_answer,
)
from .effects import EFFECTS, EffectContext
from .errors import IllegalAnswer, Problem, problem
from .events import Event
from .mana import COLOR_NAMES, COLORS, MANA_TYPES, ManaCost, can_pay, pay_from_units
from .objects import GameObject, Modifier, Player, StackItem, Zone
from .steps import Step
from .targets import candidates as target_candidates
from .targets import TARGET_SPECS, is_legal_target
from .turns import TurnSequencer

Flow = Generator[Decision, Any, Any]


#: Events that cannot make a state-based action apply.  Every other event (and
#: every change to the battlefield's membership) marks the state as changed, so
#: the full check of CR 704 runs again before the next priority; after a pass
#: nothing has changed.  (Drawing from an empty library has its own event.)
_QUIET_EVENTS = frozenset({
    "pass", "step", "mana", "mana_empties", "attack", "block", "unblocked", "order", "keep",
    "no_attackers", "skip_combat", "skip_draw", "untap", "trigger", "draw_step", "extra_phase",
    "extra_turn", "skip", "draw", "cast", "land", "resolve", "activate", "shuffle", "start", "coin",
    "mulligan", "bottom",
})


#: The "at the beginning of <step>" trigger names (CR 503.1, 504.2, 507.2, 511.1, 513.1).
_STEP_TRIGGERS = {Step.UPKEEP: "upkeep", Step.DRAW: "draw_step", Step.END: "end_step",
                  Step.BEGIN_COMBAT: "begin_combat", Step.END_COMBAT: "end_of_combat"}


#: The answer the engine gives for a player it passes for (GameConfig.stops).
_PASS = Pass()


class _GameOver(Exception):
    """Unwinds the flow when the game ends (CR 104)."""


@dataclass(frozen=True, slots=True)
class GameConfig:
    """Everything fixed before the game starts; with the seed and the answers
    it reproduces the whole game."""

    decks: tuple[tuple[str, ...], ...]
    seed: int = 0
    names: tuple[str, ...] = ("Player 1", "Player 2")
    #: "london" (today's rule) or "classic" (CR 103.4 of these rules: reshuffle, draw one fewer).
    mulligan: str = "london"
    #: True: damage assignment order (CR 509.2, the rules in shared/); False: the rules since late 2024.
    damage_order: bool = True
    #: 0 or 1, "random" (chosen by the seeded shuffle), or "choose" (a random player decides, CR 103.1).
    starting_player: int | str = "random"
    starting_life: int = 20
    hand_size: int = 7
    #: Priority stops for programs that play a player (a goldfish, a simulated
    #: pilot): ``((player, steps), ...)``.  A listed player is asked for priority
    #: only while the stack is empty and the step is one of ``steps`` (a Step
    #: value for their own turn, ``"opponent:<step>"`` for the other's); every
    #: other time the engine passes for them.  Other decisions are still theirs.
    #: ``(1, ())`` is an opponent that never acts.  Unlisted players are always asked.
    stops: tuple[tuple[int, tuple[str, ...]], ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {"decks": [list(d) for d in self.decks], "seed": self.seed, "names": list(self.names),
                "mulligan": self.mulligan, "damage_order": self.damage_order,
                "starting_player": self.starting_player, "starting_life": self.starting_life,
                "hand_size": self.hand_size, "stops": [[p, list(s)] for p, s in self.stops]}

    @classmethod
    def from_json(cls, d: Mapping[str, Any]) -> "GameConfig":
        return cls(decks=tuple(tuple(x) for x in d["decks"]), seed=int(d.get("seed", 0)),
                   names=tuple(d.get("names", ("Player 1", "Player 2"))),
                   mulligan=str(d.get("mulligan", "london")), damage_order=bool(d.get("damage_order", True)),
                   starting_player=d.get("starting_player", "random"),
                   starting_life=int(d.get("starting_life", 20)), hand_size=int(d.get("hand_size", 7)),
                   stops=tuple((int(p), tuple(str(x) for x in s)) for p, s in d.get("stops", ())))


@dataclass(frozen=True, slots=True)
class Outcome:
    """How the game ended (CR 104): the winner (``None`` for a draw), why, and the rule."""

    winner: int | None
    reason: str
    rule: str


@dataclass(slots=True)
class _Trigger:
    controller: int
    source: int
    source_name: str
    ability: Ability
    info: dict[str, Any] = field(default_factory=dict)


@dataclass(slots=True)
class _BattlefieldIndex:
    """Derived from the battlefield's membership (see Game._battlefield_index)."""

    version: int
    mana_sources: list[tuple[int, tuple[Ability, list[frozenset[str]]]]]
    activators: list[int]


@dataclass(slots=True)
class Resume:
    """Where a game built by hand (a scenario) picks up: the step, whether its
    turn-based actions already happened, and who holds priority."""

    step: Step
    begun: bool = True
    priority: int | None = None


class Game:
    """One game of Magic between two players."""

    def __init__(self, db: CardDB | None = None, *, names: Sequence[str] = ("Player 1", "Player 2"),
                 seed: int = 0, damage_order: bool = True, mulligan: str = "london",
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
        self.pending_triggers: list[_Trigger] = []
        #: Delayed triggered abilities waiting for their moment (CR 603.7).
        self.delayed_triggers: list[tuple[str, _Trigger]] = []
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
        self._nonmana_cache: dict[CardDef, tuple[int, ...]] = {}
        self._statics_cache: dict[CardDef, dict[str, tuple[Ability, ...]]] = {}
        #: Bumped whenever the battlefield's membership changes; caches derived from it check it.
        self._bf_version = 0
        self._granters: list[int] = []
        self._granters_version = -1
        self._bf_index = _BattlefieldIndex(-1, [], [])
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

    # ------------------------------------------------------------------ construction

    @classmethod
    def new(cls, config: GameConfig, db: CardDB | None = None, *, keep_events: bool = True) -> "Game":
        """A new game from two decklists (names of cards in ``db``).

        ``keep_events=False`` skips recording the event log (simulations that
        only want the outcome); the game itself is the same."""
        game = cls(db, names=config.names, seed=config.seed, damage_order=config.damage_order,
                   mulligan=config.mulligan, starting_life=config.starting_life, hand_size=config.hand_size)
        game.setup = {"type": "new", "config": config.to_json()}
        game.stops = {p: (frozenset(Step(x) for x in s if not x.startswith("opponent:")),
                          frozenset(Step(x.split(":", 1)[1]) for x in s if x.startswith("opponent:")))
                      for p, s in config.stops}
        game.keep_events = keep_events
        names = {n for deck in config.decks for n in deck}
        missing = sorted(n for n in names if n not in game.db)
        if missing:
            raise ValueError(f"unknown card(s): {', '.join(missing)}")
        cards = {n: game.db[n] for n in names}
        for p, deck in zip(game.players, config.decks):
            game._new_library(p, [cards[n] for n in deck])
        game.start(game._flow_new_game(config.starting_player))
        return game

    def start(self, flow: Flow) -> None:
        self._flow = flow
        self._advance(None, first=True)

    def _new_library(self, player: Player, cards: Sequence[CardDef]) -> None:
        """Put a whole deck into a library at once (game set-up, where speed matters
        for simulations of thousands of games)."""
        first = self._next_id
        objects = self.objects
        for i, card in enumerate(cards):
            objects[first + i] = GameObject(first + i, card, player.index, player.index, Zone.LIBRARY,
                                            timestamp=self._timestamp + 1 + i)
        player.library.extend(range(first, first + len(cards)))
        self._next_id += len(cards)
        self._timestamp += len(cards)
        self._changes += 1

    def _new_object(self, card: CardDef, owner: int, zone: Zone, *, controller: int | None = None,
                    token: bool = False, top: bool = False) -> GameObject:
        oid = self._next_id
        self._next_id += 1
        self._timestamp += 1
        obj = GameObject(oid, card, owner, owner if controller is None else controller, zone,
                         token=token, timestamp=self._timestamp)
        self.objects[oid] = obj
        if zone is Zone.BATTLEFIELD:
            self.battlefield.append(oid)
            self._bf_version += 1
            self._changes += 1
        elif zone is not Zone.STACK:
            lst = self.players[owner].zone(zone)
            if top:
                lst.insert(0, oid)
            else:
                lst.append(oid)
        return obj

    # ------------------------------------------------------------------ the protocol

    def answer(self, answer: Any) -> list[Event]:
        """Answer the pending decision; returns the events it caused.

        Raises :class:`IllegalAnswer` (a ``ValueError``) naming the rule if the
        answer is not legal; the game is then exactly as it was.
        """
        if isinstance(answer, str):
            answer = parse_answer(answer)
        if isinstance(answer, Concede):
            return self.concede(answer.player)
        if self.pending is None:
            raise IllegalAnswer("104.1", "the game is over; no more answers are taken")
        self.pending.validate(answer)
        start = len(self.events)
        self._answering = len(self.answers)
        self.answers.append(answer)
        self._advance(answer)
        return self.events[start:]

    def check(self, answer: Any) -> None:
        """Validate an answer without applying it (for live feedback in dialogs)."""
        if self.pending is None:
            raise IllegalAnswer("104.1", "the game is over")
        self.pending.validate(answer)

    def concede(self, player: int) -> list[Event]:
        """CR 104.3a: a player may concede at any time; they leave and lose."""
        if self.outcome is not None:
            raise IllegalAnswer("104.1", "the game is over")
        if not 0 <= player < len(self.players):
            raise IllegalAnswer("104.3a", "there is no player p{n}", n=player)
        start = len(self.events)
        self._answering = len(self.answers)
        self.answers.append(Concede(player))
        self._lose(player, "conceded", "104.3a")
        if self._check_game_over() and self._flow is not None:
            self._flow.close()
            self._flow = None
            self.pending = None
        return self.events[start:]

    def _advance(self, value: Any, first: bool = False) -> None:
        assert self._flow is not None
        try:
            self.pending = next(self._flow) if first else self._flow.send(value)
        except (StopIteration, _GameOver):
            self.pending = None
            self._flow = None

    @property
    def is_over(self) -> bool:
        return self.outcome is not None

    # ------------------------------------------------------------------ logging

    def log(self, kind: str, rule: str, template: str, automatic: bool = False, /, **args: Any) -> None:
        if kind not in _QUIET_EVENTS:
            self._changes += 1
        if not self.keep_events:
            return
        self.events.append(Event(len(self.events), self.turn, self.step.value if self.step else "",
                                 kind, rule, template, args, automatic, self._answering))

    def name(self, ref: Ref | int) -> str:
        """A readable name for a player ref or object id (for log lines)."""
        if isinstance(ref, str):
            i = int(ref[1:]) if ref[1:].isdigit() else -1
            return self.players[i].name if 0 <= i < len(self.players) else ref
        o = self.objects.get(ref)
        return o.name if o is not None else f"#{ref}"

    describe = name

    # ------------------------------------------------------------------ characteristics

    def on_battlefield(self, oid: int) -> bool:
        o = self.objects.get(oid)
        return o is not None and o.zone is Zone.BATTLEFIELD

    def is_type(self, oid: int, t: str) -> bool:
        o = self.objects.get(oid)
        return o is not None and t in o.card.types

    def is_creature(self, oid: int) -> bool:
        o = self.objects.get(oid)
        return o is not None and "Creature" in o.card.types

    def _attachments(self, oid: int) -> Iterator[GameObject]:
        for pid in self.battlefield:
            a = self.objects[pid]
            if a.attached_to == oid:
                yield a

    def _is_aura(self, card: CardDef) -> bool:
        found = self._aura_cache.get(card)
        if found is None:
            found = any(a.kind == "aura" for a in card.abilities)
            self._aura_cache[card] = found
        return found

    def _triggered_abilities(self, card: CardDef) -> tuple[Ability, ...]:
        """A card's triggered abilities (cached per card: most cards have none)."""
        found = self._triggered_cache.get(card)
        if found is None:
            found = tuple(ab for ab in card.abilities if ab.kind == "triggered")
            self._triggered_cache[card] = found
        return found

    def _grant_abilities(self, card: CardDef) -> tuple[Ability, ...]:
        """The abilities of ``card`` that grant P/T or keywords to others (cached per card)."""
        found = self._grant_cache.get(card)
        if found is None:
            found = tuple(ab for ab in card.abilities
                          if ab.kind in ("aura", "equip") or (ab.kind == "static" and ab.static in ("attached", "anthem")))
            self._grant_cache[card] = found
        return found

    def _grants(self, oid: int) -> list[Mapping[str, Any]]:
        """Static grants applying to ``oid``: auras/equipment attached to it, anthems (CR 613, simplified)."""
        if self._granters_version != self._bf_version:
            self._granters = [pid for pid in self.battlefield if self._grant_abilities(self.objects[pid].card)]
            self._granters_version = self._bf_version
        if not self._granters:
            return []
        o = self.objects[oid]
        found: list[Mapping[str, Any]] = []
        for pid in self._granters:
            src = self.objects[pid]
            for ab in self._grant_abilities(src.card):
                if ab.kind == "static" and ab.static == "anthem":
                    if src.controller == o.controller and not (ab.params.get("other", False) and pid == oid):
                        found.append(ab.params.get("grants", {}))
                elif src.attached_to == oid and ab.params.get("grants"):
                    found.append(ab.params["grants"])
        return found

    def power_toughness(self, oid: int) -> tuple[int, int]:
        """Current power and toughness: printed values, then counters, effects
        from resolved spells and abilities, and static grants (CR 613, simplified)."""
        o = self.objects[oid]
        counters = o.counters.get("+1/+1", 0) - o.counters.get("-1/-1", 0)
        power = (o.card.power or 0) + counters
        toughness = (o.card.toughness or 0) + counters
        for m in self.modifiers:
            if m.target == oid:
                power += m.power
                toughness += m.toughness
        for g in self._grants(oid):
            power += int(g.get("power", 0))
            toughness += int(g.get("toughness", 0))
        return power, toughness

    def power(self, oid: int) -> int:
        return self.power_toughness(oid)[0]

    def toughness(self, oid: int) -> int:
        return self.power_toughness(oid)[1]

    def loyalty(self, oid: int) -> int:
        return self.objects[oid].counters.get("loyalty", 0)

    def keywords(self, oid: int) -> frozenset[str]:
        o = self.objects[oid]
        kws = set(o.card.keywords)
        for m in self.modifiers:
            if m.target == oid:
                kws |= m.keywords
        for g in self._grants(oid):
            kws.update(g.get("keywords", ()))
        return frozenset(kws)

    def colors(self, oid: int) -> frozenset[str]:
        """Current colours: the card's, unless an effect set them (the latest wins, CR 613.7)."""
        found = self.objects[oid].card.colors
        for m in self.modifiers:
            if m.target == oid and m.colors is not None:
                found = m.colors
        return found

    def matches(self, oid: int, filt: Mapping[str, Any] | None) -> bool:
        """Whether an object fits a trigger's filter, checked at the moment of the event."""
        if not filt:
            return True
        color = filt.get("color")
        if color is not None and color not in self.colors(oid):
            return False
        return True

    def has_keyword(self, oid: int, kw: str) -> bool:
        o = self.objects.get(oid)
        if o is None:
            return False
        if kw in o.card.keywords:
            return True
        for m in self.modifiers:
            if m.target == oid and kw in m.keywords:
                return True
        return any(kw in g.get("keywords", ()) for g in self._grants(oid))

    def statics(self, oid: int, name: str) -> tuple[Ability, ...]:
        """The object's static abilities called ``name`` (cached per card)."""
        o = self.objects.get(oid)
        if o is None:
            return ()
        by_name = self._statics_cache.get(o.card)
        if by_name is None:
            by_name = {}
            for a in o.card.abilities:
                if a.kind == "static":
                    by_name[a.static] = by_name.get(a.static, ()) + (a,)
            self._statics_cache[o.card] = by_name
        return by_name.get(name, ())

    def has_static(self, oid: int, name: str) -> bool:
        return bool(self.statics(oid, name))

    def player_ref_ok(self, ref: str) -> bool:
        return len(ref) == 2 and ref[0] == "p" and ref[1].isdigit() and int(ref[1]) < len(self.players) \
            and not self.players[int(ref[1])].lost

    @property
    def defending_player(self) -> int:
        return (self.active + 1) % len(self.players)

    def activated_abilities(self, oid: int) -> tuple[Ability, ...]:
        """An object's abilities that a player activates, indexed as :class:`Activate` expects."""
        card = self.objects[oid].card
        found = self._activated_cache.get(card)
        if found is None:
            found = tuple(a for a in card.abilities if a.kind in ("mana", "activated", "equip"))
            self._activated_cache[card] = found
        return found

    # ------------------------------------------------------------------ zone changes

    def move(self, oid: int, to: Zone, *, rule: str = "", why: str = "", top: bool = False,
             controller: int | None = None) -> int | None:
        """Move an object to another zone.  It becomes a new object (CR 400.7);
        returns the new id (``None`` for a token leaving the battlefield, which
        ceases to exist, CR 704.5d / 111.8)."""
        o = self.objects.pop(oid)
        frm = o.zone
        if frm is Zone.BATTLEFIELD:
            self.battlefield.remove(oid)
            self._bf_version += 1
            self._changes += 1
            self.combat.remove(oid)
            self.modifiers = [m for m in self.modifiers if m.target != oid]
            for a in list(self._attachments(oid)):
                a.attached_to = None
            if to is Zone.GRAVEYARD and "Creature" in o.card.types:
                for ab in o.card.abilities:
                    if ab.kind == "triggered" and ab.trigger == "dies":
                        self.pending_triggers.append(_Trigger(o.controller, oid, o.name, ab))
        elif frm is Zone.STACK:
            pass
        else:
            self.players[o.owner].zone(frm).remove(oid)
        if why:
            self.log("move", rule, "{card} {why}.", card=o.name, why=why)
        if o.token and frm is Zone.BATTLEFIELD:
            return None
        if o.token and to is not Zone.BATTLEFIELD:
            return None
        new = self._new_object(o.card, o.owner, to, controller=controller, token=o.token, top=top)
        if to is Zone.BATTLEFIELD:
            self._entered_battlefield(new)
        return new.id

    def _entered_battlefield(self, new: GameObject) -> None:
        new.sick = True  # CR 302.6: not under control since the turn began
        if new.card.loyalty is not None:
            new.counters["loyalty"] = new.card.loyalty  # CR 306.5b
        for ab in new.card.abilities:
            if ab.kind == "triggered" and ab.trigger == "etb":
                self.pending_triggers.append(_Trigger(new.controller, new.id, new.name, ab))

    def draw(self, player: int, n: int = 1) -> None:
        p = self.players[player]
        drawn = 0
        for _ in range(n):
            if not p.library:
                p.drew_from_empty = True
                self.log("draw_empty", "704.5b", "{player} must draw but the library is empty.", True,
                         player=p.name)
                break
            self.move(p.library[0], Zone.HAND)
            drawn += 1
        if drawn:
            self.log("draw", "121.1", "{player} draws {n} card(s).", player=p.name, n=drawn)

    def create_token(self, player: int, spec: Mapping[str, Any], source_name: str = "") -> int:
        key = repr(sorted(spec.items()))
        card = self._token_defs.get(key)
        if card is None:
            raw = {"name": spec.get("name", "Token"), "types": spec.get("types", ["Creature"]),
                   "subtypes": spec.get("subtypes", []), "colors": spec.get("colors", []),
                   "power": spec.get("power"), "toughness": spec.get("toughness"),
                   "keywords": spec.get("keywords", []), "abilities": spec.get("abilities", [])}
            card = card_from_json(raw)
            self._token_defs[key] = card
        obj = self._new_object(card, player, Zone.BATTLEFIELD, token=True)
        self._entered_battlefield(obj)
        self.log("token", "111.1", "{player} creates a {card} token ({source}).",
                 player=self.players[player].name, card=card.name, source=source_name)
        return obj.id

    # ------------------------------------------------------------------ damage and life

    def deal_damage(self, source: int, target: Ref, amount: int, *, source_name: str = "",
                    controller: int | None = None, combat: bool = False) -> int:
        """Deal damage (CR 120): shields prevent first (CR 615); lifelink gains life."""
        if amount <= 0:
            return 0
        src = self.objects.get(source)
        name = source_name or (src.name if src else "?")
        if isinstance(target, str):
            if not self.player_ref_ok(target):
                return 0
            p = self.players[int(target[1:])]
            prevented = min(p.shield, amount)
            p.shield -= prevented
            dealt = amount - prevented
            p.life -= dealt
            tname = p.name
        else:
            t = self.objects.get(target)
            if t is None or t.zone is not Zone.BATTLEFIELD:
                return 0
            prevented = min(t.shield, amount)
            t.shield -= prevented
            dealt = amount - prevented
            if "Planeswalker" in t.card.types and "Creature" not in t.card.types:
                t.counters["loyalty"] = t.counters.get("loyalty", 0) - dealt  # CR 120.3c
            else:
                t.damage += dealt
                if dealt and src is not None and self.has_keyword(source, "Deathtouch"):
                    t.deathtouched = True
            tname = t.name
        kind = "combat damage" if combat else "damage"
        if prevented:
            self.log("prevent", "615.1", "{n} damage to {target} is prevented.", n=prevented, target=tname)
        if dealt:
            self.log("damage", "510.2" if combat else "120.3", "{source} deals {n} {kind} to {target}.",
                     source=name, n=dealt, kind=kind, target=tname)
            if src is not None and self.has_keyword(source, "Lifelink"):
                self.gain_life(src.controller, dealt, f"{name} (lifelink, CR 702.15b)")
        return dealt

    def gain_life(self, player: int, n: int, why: str = "") -> None:
        self.players[player].life += n
        self.log("life", "119.3", "{player} gains {n} life ({why}).", player=self.players[player].name, n=n, why=why)

    def lose_life(self, player: int, n: int, why: str = "") -> None:
        self.players[player].life -= n
        self.log("life", "119.3", "{player} loses {n} life ({why}).", player=self.players[player].name, n=n, why=why)

    def add_shield(self, ref: Ref, n: int) -> None:
        if isinstance(ref, str):
            self.players[int(ref[1:])].shield += n
        elif ref in self.objects:
            self.objects[ref].shield += n

    def add_modifier(self, target: int, power: int, toughness: int, keywords: frozenset[str],
                     until: str, player: int, source: str, colors: frozenset[str] | None = None) -> None:
        self.modifiers.append(Modifier(target, power, toughness, keywords, until, player, source, colors))
        if colors is not None:
            self.log("color", "105.3", "{card} becomes {colors} ({until}).", card=self.name(target),
                     colors=" and ".join(COLOR_NAMES[c] for c in sorted(colors)) or "colorless",
                     until=until.replace("_", " "))
            return
        extra = f" and gains {', '.join(sorted(keywords))}" if keywords else ""
        self.log("modify", "611.2", "{card} gets {p:+d}/{t:+d}{extra} ({until}).", card=self.name(target),
                 p=power, t=toughness, extra=extra, until=until.replace("_", " "))

    def add_counters(self, oid: int, kind: str, n: int) -> None:
        o = self.objects[oid]
        o.counters[kind] = o.counters.get(kind, 0) + n
        self.log("counters", "122.1", "{n} {kind} counter(s) put on {card}.", n=n, kind=kind, card=o.name)

    def destroy(self, oid: int, because: str = "", rule: str = "701.7") -> bool:
        """CR 701.7: move to the graveyard, unless indestructible (702.12b)."""
        if oid not in self.objects or not self.on_battlefield(oid):
            return False
        if self.has_keyword(oid, "Indestructible"):
            self.log("indestructible", "702.12b", "{card} is indestructible and is not destroyed.",
                     card=self.name(oid))
            return False
        self.move(oid, Zone.GRAVEYARD, rule=rule, why=f"is destroyed ({because})" if because else "is destroyed")
        return True

    def counter_spell(self, oid: int, by: str) -> None:
        for i, item in enumerate(self.stack):
            if item.id == oid:
                del self.stack[i]
                if item.kind == "spell":
                    self.move(oid, Zone.GRAVEYARD, rule="701.5", why=f"is countered by {by}")
                return

    def add_extra_turn(self, player: int, source: str) -> None:
        self.turns.add_extra_turn(player)
        self.log("extra_turn", "500.7", "{player} will take an extra turn after this one ({source}).",
                 player=self.players[player].name, source=source)

    def add_additional_combat(self, with_main: bool, source: str) -> None:
        assert self.step is not None
        self.turns.add_combat_after(self.step.phase, with_main)
        self.log("extra_phase", "500.8", "An additional combat phase{main} will follow this phase ({source}).",
                 main=" and main phase" if with_main else "", source=source)

    def add_skip(self, player: int, what: str, source: str) -> None:
        self.turns.skips.append((player, what))
        self.log("skip", "500.10", "{player} will skip their next {what} ({source}).",
                 player=self.players[player].name, what=what, source=source)

    # ------------------------------------------------------------------ game start (CR 103)

    def _flow_new_game(self, starting: int | str) -> Flow:
        n = len(self.players)
        if starting == "choose":
            chooser = self.rng.randrange(n)
            self.log("coin", "103.1", "{player} wins the coin flip and chooses who plays first.",
                     True, player=self.players[chooser].name)
            ans = yield self._decision(
                Kind.CHOOSE_STARTING_PLAYER, chooser, "Choose who plays first.", "103.1",
                {"players": list(range(n))},
                self._check_starting_player,
                lambda: [StartingPlayer(i) for i in range(n)])
            first = ans.player
        elif starting == "random":
            first = self.rng.randrange(n)
        else:
            first = int(starting)
            if not 0 <= first < n:
                raise ValueError(f"no player {first}")
        self.first_turn_player = first
        self.turns.next_normal = first
        self.log("start", "103.1", "{player} plays first.", True, player=self.players[first].name)
        for p in self.players:
            self.rng.shuffle(p.library)  # CR 103.2
            self.log("shuffle", "103.2", "{player} shuffles their library.", True, player=p.name)
        for p in self.players:
            self.draw(p.index, self.hand_size)  # CR 103.4
        yield from self._mulligans(first)
        yield from self._run_turns(None)

    def _check_starting_player(self, a: Any) -> None:
        self._expect(a, StartingPlayer, "103.1")
        if not 0 <= a.player < len(self.players):
            raise IllegalAnswer("103.1", "there is no player p{n}", n=a.player)

    def _mulligans(self, first: int) -> Flow:
        """CR 103.4: in turn order each player keeps or mulligans; mulligans happen together."""
        order = [(first + i) % len(self.players) for i in range(len(self.players))]
        deciding = list(order)
        london = self.mulligan_rule == "london"
        while deciding:
            taking: list[int] = []
            for pi in deciding:
                p = self.players[pi]
                can = (p.mulligans < self.hand_size) if london else bool(p.hand)
                if not can:
                    continue
                ans = yield self._decision(
                    Kind.MULLIGAN, pi, "Keep this hand or mulligan?", "103.4",
                    {"hand": list(p.hand), "mulligans": p.mulligans, "rule": self.mulligan_rule},
                    self._check_mulligan_answer, lambda: [Keep(), Mulligan()])
                if isinstance(ans, Mulligan):
                    taking.append(pi)
                else:
                    self.log("keep", "103.4", "{player} keeps a hand of {n}.", player=p.name, n=len(p.hand))
            for pi in taking:
                p = self.players[pi]
                p.mulligans += 1
                for c in list(p.hand):
                    self.move(c, Zone.LIBRARY)
                self.rng.shuffle(p.library)
                n = self.hand_size if london else max(0, self.hand_size - p.mulligans)
                self.log("mulligan", "103.4", "{player} mulligans (mulligan {k}) and draws {n}.",
                         player=p.name, k=p.mulligans, n=n)
                self.draw(pi, n)
            deciding = taking
        if london:
            for pi in order:
                p = self.players[pi]
                k = min(p.mulligans, len(p.hand))
                if k <= 0:
                    continue
                ans = yield self._bottom_decision(p, k)
                for c in ans.cards:
                    self.move(c, Zone.LIBRARY)  # appended: the bottom of the library
                self.log("bottom", "103.4", "{player} puts {k} card(s) on the bottom of their library.",
                         player=p.name, k=k)

    def _check_mulligan_answer(self, a: Any) -> None:
        self._expect(a, (Keep, Mulligan), "103.4")

    def _bottom_decision(self, p: Player, k: int) -> Decision:
        def validate(a: Any) -> None:
            self._check_cards_from_hand(a, Bottom, p, k, "103.4")

        return self._decision(
            Kind.BOTTOM, p.index, "Put {n} card(s) from your hand on the bottom of your library.", "103.4",
            {"count": k, "hand": list(p.hand)}, validate, _suggest=lambda: Bottom(tuple(p.hand[-k:])),
            prompt_args={"n": k})

    def _check_cards_from_hand(self, a: Any, cls: type, p: Player, k: int, rule: str) -> None:
        self._expect(a, cls, rule)
        if len(a.cards) != k or len(set(a.cards)) != k:
            raise IllegalAnswer(rule, "choose exactly {n} different card(s) from your hand", n=k)
        for c in a.cards:
            if c not in p.hand:
                raise IllegalAnswer(rule, "{card} is not in {player}'s hand", (c,),
                                    card=self.describe(c), player=p.name)

    # ------------------------------------------------------------------ decisions

    def _decision(self, kind: Kind, player: int, prompt: str, rule: str, data: Mapping[str, Any],
                  validate: Callable[[Any], None], options: Callable[[], list[Any]] | None = None,
                  _suggest: Callable[[], Any] | None = None, prompt_args: Mapping[str, Any] | None = None) -> Decision:
        """The pending decision; ``prompt`` is an English template filled in from ``prompt_args``
        (the GUI translates the template, ``i18n_extract`` collects it)."""
        self.priority_player = player if kind is Kind.PRIORITY else self.priority_player
        return Decision(kind, player, prompt, rule, data, validate, options, _suggest, prompt_args or {})

    @staticmethod
    def _expect(a: Any, cls: type | tuple[type, ...], rule: str) -> None:
        if not isinstance(a, cls):
            names = " or ".join(c.__name__ for c in (cls if isinstance(cls, tuple) else (cls,)))
            raise IllegalAnswer(rule, "this decision takes {expected}, not {answer}", expected=names, answer=str(a))

    # ------------------------------------------------------------------ turns and steps

    def _run_turns(self, resume: Resume | None) -> Flow:
        if resume is not None:
            yield from self._run_step(resume.step, resume)
            self._end_step(resume.step)
            yield from self._rest_of_turn()
        while True:
            player, extra = self.turns.next_turn_player()
            self._begin_turn(player, extra)
            yield from self._rest_of_turn()

    def _rest_of_turn(self) -> Flow:
        while (step := self.turns.pop_step(self.active)) is not None:
            yield from self._run_step(step, None)
            self._end_step(step)

    def _begin_turn(self, player: int, extra: bool) -> None:
        self.turn += 1
        self.active = player
        self.step = None
        self.attacked_this_turn = set()
        for p in self.players:
            p.lands_played = 0
        for oid in self.battlefield:
            o = self.objects[oid]
            o.loyalty_used = False
            if o.controller == player:
                o.sick = False  # CR 302.6: controlled continuously since this turn began
        # "Until your next turn" effects end as that turn begins (CR 611.2b).
        self.modifiers = [m for m in self.modifiers if not (m.until == "next_turn" and m.player == player)]
        self.log("turn", "500.1", "Turn {n}: {player}'s {extra}turn begins.", True, n=self.turn,
                 player=self.players[player].name, extra="extra " if extra else "")

    def _run_step(self, step: Step, resume: Resume | None) -> Flow:
        if step is Step.COMBAT_DAMAGE and not self.combat.first_strike_step and (resume is None or not resume.begun):
            if any(self._has_first_or_double(c) for c in self.combat.creatures()):
                self.turns.add_steps_after_current([Step.COMBAT_DAMAGE])  # CR 510.5
                step = Step.FIRST_STRIKE_DAMAGE
        self.step = step
        self.passed = []
        self.priority_player = None
        if resume is None or not resume.begun:
            if self.keep_events:  # (a hot path in simulations: skip building the arguments)
                self.log("step", step.rule, "{step} begins. {explain}", True, step=step.title,
                         explain=step.explanation)
            yield from self._turn_based_actions(step)
            self._beginning_of_step_triggers(step)
        if step is Step.UNTAP:
            return  # CR 502.4: no player receives priority during the untap step
        if step is Step.CLEANUP and (resume is None or not resume.begun):
            happened = yield from self._settle()
            if happened:  # CR 514.3a
                self.log("cleanup_priority", "514.3a", "Something happened during cleanup: players get priority, "
                         "and another cleanup step will follow.", True)
                yield from self._priority_loop(self.active)
                self.turns.add_steps_after_current([Step.CLEANUP])
            return
        first = resume.priority if resume is not None and resume.priority is not None else self.active
        yield from self._priority_loop(first)

    def _end_step(self, step: Step) -> None:
        for p in self.players:
            if not p.pool.amounts:
                continue
            lost = p.pool.empty()  # CR 500.4
            if lost:
                self.log("mana_empties", "500.4", "{player}'s unused mana ({n}) empties from their mana pool.",
                         True, player=p.name, n=lost)
        if step is Step.END_COMBAT:
            self.combat.clear()  # CR 511.3
            before = len(self.modifiers)
            self.modifiers = [m for m in self.modifiers if m.until != "end_of_combat"]
            if len(self.modifiers) != before:
                self.log("effects_end", "500.5", "'Until end of combat' effects end.", True)

    def _turn_based_actions(self, step: Step) -> Flow:
        """CR 703.4: what the game does by itself as each step begins."""
        p = self.players[self.active]
        if step is Step.UNTAP:
            untapped = [o for o in self.battlefield if self.objects[o].controller == self.active
                        and self.objects[o].tapped]
            for o in untapped:
                self.objects[o].tapped = False
            self.log("untap", "502.3", "{player} untaps {n} permanent(s).", True, player=p.name, n=len(untapped))
        elif step is Step.DRAW:
            if self.turn == 1 and self.active == self.first_turn_player:
                self.log("skip_draw", "103.7a", "{player} plays first and skips the draw of their first turn.",
                         True, player=p.name)
            else:
                self.log("draw_step", "504.1", "{player} draws a card for the turn.", True, player=p.name)
                self.draw(self.active)
        elif step is Step.DECLARE_ATTACKERS:
            yield from self._declare_attackers()
        elif step is Step.DECLARE_BLOCKERS:
            yield from self._declare_blockers()
        elif step.is_combat_damage:
            yield from self._combat_damage(step)
        elif step is Step.CLEANUP:
            yield from self._cleanup()

    def add_delayed_trigger(self, when: str, controller: int, source: int, source_name: str,
                            effects: Sequence[Mapping[str, Any]], info: Mapping[str, Any]) -> None:
        """A delayed triggered ability (CR 603.7), e.g. "destroy it at end of combat"."""
        ab = Ability(kind="triggered", trigger=when, effects=tuple(effects), text=f"at {when.replace('_', ' ')}")
        self.delayed_triggers.append((when, _Trigger(controller, source, source_name, ab, dict(info))))

    def _beginning_of_step_triggers(self, step: Step) -> None:
        """'At the beginning of ...' abilities (CR 503.1, 504.2, 507.2, 511.1, 513.1).
        Only permanents on the battlefield as the step begins trigger (CR 513.3)."""
        trig = _STEP_TRIGGERS.get(step)
        if trig is None:
            return
        due = [t for when, t in self.delayed_triggers if when == trig] if self.delayed_triggers else []
        if due:
            self.delayed_triggers = [(w, t) for w, t in self.delayed_triggers if w != trig]
            self.pending_triggers.extend(due)
        for oid in self.battlefield:  # (triggers are only collected here, not run: no copy needed)
            o = self.objects[oid]
            for ab in self._triggered_abilities(o.card):
                if ab.trigger == trig:
                    whose = ab.params.get("whose", "yours")
                    if whose == "yours" and o.controller != self.active:
                        continue
                    self.pending_triggers.append(_Trigger(o.controller, oid, o.name, ab, {"player": self.active}))

    def _cleanup(self) -> Flow:
        p = self.players[self.active]
        excess = len(p.hand) - p.max_hand
        if excess > 0:
            ans = yield self._decision(
                Kind.DISCARD, self.active, "Discard {n} card(s) down to your maximum hand size.", "514.1",
                {"count": excess, "hand": list(p.hand)},
                lambda a: self._check_cards_from_hand(a, Discard, p, excess, "514.1"),
                _suggest=lambda: Discard(tuple(p.hand[-excess:])), prompt_args={"n": excess})
            for c in ans.cards:
                self.move(c, Zone.GRAVEYARD, rule="514.1", why="is discarded to hand size")
        # CR 514.2: these happen simultaneously.
        for oid in self.battlefield:
            o = self.objects[oid]
            o.damage = 0
            o.deathtouched = False
            o.shield = 0
        for pl in self.players:
            pl.shield = 0
        self.modifiers = [m for m in self.modifiers if m.until not in ("end_of_turn", "end_of_combat")]
        self.log("cleanup", "514.2", "Damage wears off all permanents and 'until end of turn' effects end.", True)

    # ------------------------------------------------------------------ priority (CR 116)

    def _priority_loop(self, first: int) -> Flow:
        player = first
        self.passed = []
        n = len(self.players)
        while True:
            if self._sba_clean_at != self._changes or self.pending_triggers:  # else nothing can apply
                yield from self._settle()
            ans = _PASS if self._passes_itself(player) else (yield self._priority_decision(player))
            if isinstance(ans, Pass):
                self.passed.append(player)
                if self.keep_events:  # (a hot path in simulations: skip building the arguments)
                    self.log("pass", "116.3d", "{player} passes priority.", player=self.players[player].name)
                if len(self.passed) >= n:  # CR 116.4: all players passed in succession
                    if not self.stack:
                        self.priority_player = None
                        return  # CR 500.2: the step or phase ends
                    yield from self._resolve_top()
                    player = self.active  # CR 116.3b
                    self.passed = []
                else:
                    player = (player + 1) % n  # CR 116.3d
                continue
            acted = yield from self._take_action(player, ans)
            if acted:
                self.passed = []  # CR 116.3c: the same player receives priority again

    def _passes_itself(self, player: int) -> bool:
        """Whether the engine passes priority for ``player`` (GameConfig.stops)."""
        stops = self.stops.get(player)
        if stops is None:
            return False
        if self.stack or self.step is None:
            return True
        return self.step not in stops[player != self.active]

    def _priority_decision(self, player: int) -> Decision:
        return self._decision(
            Kind.PRIORITY, player, "You have priority: cast, activate, play a land, or pass.", "116",
            {"stack": [s.id for s in self.stack], "passed": list(self.passed)},
            lambda a: self._check_priority_answer(player, a),
            lambda: self.legal_actions(player))

    def _check_priority_answer(self, player: int, a: Any) -> None:
        if isinstance(a, Pass):
            return
        if isinstance(a, PlayLand):
            problem = self.land_problem(player, a.card)
        elif isinstance(a, Cast):
            problem = self.cast_problem(player, a.card, a.x)
        elif isinstance(a, Activate):
            problem = self.activate_problem(player, a.source, a.index, a.color)
        elif isinstance(a, Manual):
            problem = self.manual_problem(player, a)
        else:
            raise IllegalAnswer("116.1", "with priority you may pass, play a land, cast or activate, not {answer}",
                                answer=str(a))
        if problem:
            raise IllegalAnswer.because(problem, (getattr(a, "card", getattr(a, "source", 0)),))

    def legal_actions(self, player: int) -> list[Any]:
        """Every legal priority action except mana abilities and X choices above the smallest."""
        out: list[Any] = [Pass()]
        p = self.players[player]
        sorcery_ok = self._sorcery_timing(player) is None
        units: list[tuple[int | None, frozenset[str]]] | None = None  # computed once, when first needed
        for c in p.hand:
            card = self.objects[c].card
            if card.is_land:
                if sorcery_ok and self.land_problem(player, c) is None:
                    out.append(PlayLand(c))
                continue
            if not (sorcery_ok or card.is_instant or "Flash" in card.keywords):
                continue  # not now (CR 505.5a): skip the full check
            if units is None:
                units = self.available_mana_units(player)
            x = 1 if card.mana_cost.x_count else 0
            if card.mana_cost.mana_value + x > len(units):
                continue  # cannot be paid (CR 117.3): skip the full check
            if self.cast_problem(player, c, x, units) is None:
                out.append(Cast(c, x))
        for oid in self._battlefield_index().activators:
            o = self.objects[oid]
            if o.controller != player:
                continue
            for i in self._nonmana_activated(o.card):
                if self.activate_problem(player, oid, i, "") is None:
                    out.append(Activate(oid, i))
        return out

    def _nonmana_activated(self, card: CardDef) -> tuple[int, ...]:
        """Indexes (as :class:`Activate` counts them) of a card's activated
        abilities that are not mana abilities (cached per card)."""
        found = self._nonmana_cache.get(card)
        if found is None:
            abilities = tuple(a for a in card.abilities if a.kind in ("mana", "activated", "equip"))
            found = tuple(i for i, a in enumerate(abilities) if a.kind != "mana")
            self._nonmana_cache[card] = found
        return found

    def _sorcery_timing(self, player: int, rule: str = "505.5a") -> Problem | None:
        if player != self.active:
            return problem(rule, "only the active player can do this, in their main phase")
        if self.step is None or not self.step.is_main:
            return problem(rule, "this can be done only in a main phase")
        if self.stack:
            return problem(rule, "this can be done only while the stack is empty")
        return None

    def land_problem(self, player: int, card: int) -> Problem | None:
        """Why ``player`` may not play ``card`` as a land now (CR 505.5b, 305.2, 115.2a)."""
        o = self.objects.get(card)
        if o is None or o.zone is not Zone.HAND or o.owner != player:
            return problem("305.1", "#{id} is not a card in your hand", id=card)
        if not o.card.is_land:
            return problem("305.1", "{card} is not a land", card=o.name)
        timing = self._sorcery_timing(player)
        if timing:
            return problem("505.5b", "a land can be played only by the active player in their main phase "
                                     "with an empty stack")
        p = self.players[player]
        if p.lands_played >= p.land_limit:
            return problem("305.2", "you have already played a land this turn")
        return None

    def available_mana_units(self, player: int, exclude: Iterable[int] = ()) -> list[tuple[int | None, frozenset[str]]]:
        """Units of mana the player could make now: the pool, then untapped sources."""
        units: list[tuple[int | None, frozenset[str]]] = [(None, frozenset(t)) for t in self.players[player].pool.units()]
        skip = set(exclude) if exclude else ()
        objects = self.objects
        for oid, source in self._battlefield_index().mana_sources:
            o = objects[oid]
            if o.controller != player or o.tapped or oid in skip:
                continue
            if (o.sick or source[0].cost.mana.mana_value) and not self._mana_ability_usable(oid, source[0]):
                continue
            units.extend((oid, opts) for opts in source[1])
        return units

    def _battlefield_index(self) -> "_BattlefieldIndex":
        """Which permanents have mana abilities and other activated abilities,
        rebuilt only when the battlefield's membership changed."""
        index = self._bf_index
        if index.version != self._bf_version:
            objects = self.objects
            mana: list[tuple[int, tuple[Ability, list[frozenset[str]]]]] = []
            activators: list[int] = []
            for oid in self.battlefield:
                card = objects[oid].card
                source = self._mana_source(card)
                if source is not None:
                    mana.append((oid, source))
                if self._nonmana_activated(card):
                    activators.append(oid)
            index = self._bf_index = _BattlefieldIndex(self._bf_version, mana, activators)
        return index

    def _sacrificed_for_mana(self, oid: int) -> bool:
        source = self._mana_source(self.objects[oid].card)
        return source is not None and source[0].cost.sacrifice_self

    def _mana_source(self, card: CardDef) -> tuple[Ability, list[frozenset[str]]] | None:
        """A card's first mana ability and the units it makes (cached per card)."""
        if card in self._mana_cache:
            return self._mana_cache[card]
        ab = next((a for a in card.abilities if a.kind == "mana"), None)
        found = (ab, self._produce(ab.produce)) if ab is not None else None
        self._mana_cache[card] = found
        return found

    @staticmethod
    def _produce(produce: str) -> list[frozenset[str]]:
        """``"G"`` one green, ``"W|U"`` one white or blue, ``"any"`` one of any colour, ``"CC"`` two colourless."""
        if produce == "any":
            return [frozenset(COLORS)]
        if "|" in produce:
            return [frozenset(produce.split("|"))]
        return [frozenset(ch) for ch in produce if ch in MANA_TYPES]

    def _mana_ability_usable(self, oid: int, ab: Ability) -> bool:
        o = self.objects[oid]
        if ab.cost.tap and (o.tapped or (o.sick and "Creature" in o.card.types and not self.has_keyword(oid, "Haste"))):
            return False
        return ab.cost.mana.mana_value == 0

    def payment_units(self, player: int, exclude: Iterable[int] = ()) -> list[tuple[int | None, frozenset[str]]]:
        """The units :meth:`auto_payment` may use, in the order it prefers them:
        the pool, then lands, then other sources (creatures last); sources that
        are sacrificed for mana only when the player names them."""
        units = [u for u in self.available_mana_units(player, exclude)
                 if u[0] is None or not self._sacrificed_for_mana(u[0])]
        units.sort(key=lambda u: (u[0] is not None, u[0] is not None and self.is_creature(u[0])))
        return units

    def auto_payment(self, player: int, cost: ManaCost, exclude: Iterable[int] = (),
                     units: list[tuple[int | None, frozenset[str]]] | None = None) -> Pay | None:
        """A legal payment for ``cost`` from the pool and untapped sources, or ``None``.
        ``units`` (from :meth:`payment_units`) saves recomputing them for many costs."""
        if units is None:
            units = self.payment_units(player, exclude)
        chosen = pay_from_units(cost, [u[1] for u in units])
        if chosen is None:
            return None
        sources: list[tuple[int, str]] = []
        for i, t in chosen.items():
            src = units[i][0]
            if src is not None:
                sources.append((src, t))
        return Pay(sources=tuple(sorted(sources)))

    def can_afford(self, player: int, cost: ManaCost, exclude: Iterable[int] = (),
                   units: list[tuple[int | None, frozenset[str]]] | None = None) -> bool:
        """Whether any payment exists (CR 117.3), counting every mana ability the
        player could activate, even ones the automatic payment would not use."""
        if cost.mana_value == 0 and not cost.symbols:
            return True
        if units is None:
            units = self.available_mana_units(player, exclude)
        return can_pay(cost, [u[1] for u in units])

    def _targets_possible(self, player: int, specs: Sequence[str], source: int | None) -> Problem | None:
        for spec in specs:
            if not target_candidates(self, spec, player, source):
                return problem("601.2c", "there is no legal choice for \"{spec}\"", spec=TARGET_SPECS.get(spec, spec))
        return None

    def cast_problem(self, player: int, card: int, x: int = 0,
                     units: list[tuple[int | None, frozenset[str]]] | None = None) -> Problem | None:
        """Why ``player`` may not cast ``card`` now (CR 601.2, 505.5a, 117.3), or ``None``."""
        o = self.objects.get(card)
        if o is None or o.zone is not Zone.HAND or o.owner != player:
            return problem("601.2a", "#{id} is not a card in your hand", id=card)
        if o.card.is_land:
            return problem("305.9", "{card} is a land: lands are played, not cast", card=o.name)
        if not (o.card.is_instant or "Flash" in o.card.keywords):
            timing = self._sorcery_timing(player)
            if timing:
                return timing
        if x < 0 or (x and not o.card.mana_cost.x_count):
            return problem("107.3", "X must be a number 0 or more, and only for a cost with {X}")
        if not self.can_afford(player, o.card.mana_cost.with_x(x), (), units):
            return problem("117.3", "you can't pay {cost} for {card}", cost=str(o.card.mana_cost), card=o.name)
        sa = o.card.spell_ability
        if sa is not None:
            if sa.params.get("timing") == "after_blockers" and not (
                    self.step is not None and self.step.is_combat and self.combat.blockers_declared):
                return problem("601.3", "{card} can be cast only during combat after blockers are declared",
                               card=o.name)
            return self._targets_possible(player, sa.targets, card)
        return None

    def activate_problem(self, player: int, source: int, index: int, color: str) -> Problem | None:
        """Why ``player`` may not activate that ability now (CR 602.2, 602.5, 606.3), or ``None``."""
        o = self.objects.get(source)
        if o is None or o.zone is not Zone.BATTLEFIELD:
            return problem("602.2", "#{id} is not a permanent on the battlefield", id=source)
        if o.controller != player:
            return problem("602.2", "you don't control {card}", card=o.name)
        abilities = self.activated_abilities(source)
        if not 0 <= index < len(abilities):
            return problem("602.2", "{card} has no activated ability number {n}", card=o.name, n=index)
        ab = abilities[index]
        c = ab.cost
        if c.tap or c.untap:
            if c.tap and o.tapped:
                return problem("602.5a", "{card} is already tapped", card=o.name)
            if o.sick and "Creature" in o.card.types and not self.has_keyword(source, "Haste"):
                return problem("302.6", "{card} has summoning sickness: it can't use {{T}} abilities yet", card=o.name)
        if c.loyalty is not None:
            timing = self._sorcery_timing(player)
            if timing:
                return problem("606.3", "loyalty abilities can be activated only at sorcery speed")
            if o.loyalty_used:
                return problem("606.3", "a loyalty ability of {card} was already activated this turn", card=o.name)
            if c.loyalty < 0 and self.loyalty(source) < -c.loyalty:
                return problem("606.6", "{card} doesn't have {n} loyalty to remove", card=o.name, n=-c.loyalty)
        if ab.sorcery_speed:
            timing = self._sorcery_timing(player, "602.5d")
            if timing:
                return timing
        if ab.kind == "mana":
            options = self._produce(ab.produce)
            if color and not any(color in u for u in options):
                return problem("106.1", "{card} can't make {color} mana", card=o.name, color=color)
            if not color and any(len(u) > 1 for u in options):
                return problem("106.1", "choose which colour of mana {card} makes", card=o.name)
        exclude = (source,) if c.tap or c.sacrifice_self else ()
        if not self.can_afford(player, c.mana, exclude):
            return problem("117.3", "you can't pay {cost} for {card}'s ability", cost=str(c.mana), card=o.name)
        specs = ab.targets if ab.kind != "equip" else ("creature_you_control",)
        return self._targets_possible(player, specs, source)

    # ------------------------------------------------------------------ actions

    def _take_action(self, player: int, a: Any) -> Generator[Decision, Any, bool]:
        if isinstance(a, PlayLand):
            o = self.objects[a.card]
            self.players[player].lands_played += 1
            self.move(a.card, Zone.BATTLEFIELD)
            self.log("land", "505.5b", "{player} plays {card} (a special action, once per turn).",
                     player=self.players[player].name, card=o.name)
            return True
        if isinstance(a, Cast):
            return (yield from self._cast(player, a.card, a.x))
        if isinstance(a, Activate):
            return (yield from self._activate(player, a.source, a.index, a.color))
        if isinstance(a, Manual):
            self._manual(player, a)
            return True
        return False

    def manual_problem(self, player: int, a: Manual) -> Problem | None:
        """Why a manual table action is refused (it must name something that exists)."""
        if a.action == "life":
            if not (isinstance(a.target, str) and self.player_ref_ok(a.target)):
                return problem("119.1", "{target} is not a player in the game", target=str(a.target))
            try:
                int(a.arg)
            except ValueError:
                return problem("119.1", "life change {value} is not a number", value=repr(a.arg))
            return None
        if a.action == "token":
            parts = a.arg.rsplit(" ", 1)
            if not (isinstance(a.target, str) and self.player_ref_ok(a.target)) or len(parts) != 2 \
                    or "/" not in parts[1]:
                return problem("111.1", "a manual token needs a player, a name and P/T, e.g. 'token p0 Saproling 1/1'")
            return None
        o = self.objects.get(a.target) if isinstance(a.target, int) else None
        if o is None:
            return problem("400.7", "#{id} is not an object in the game", id=a.target)
        mine = o.controller == player if o.zone in (Zone.BATTLEFIELD, Zone.STACK) else o.owner == player
        if not mine:
            return problem("108.4", "{card} is not yours to handle", card=o.name)
        if a.action in ("tap", "untap", "counters") and o.zone is not Zone.BATTLEFIELD:
            return problem("110.1", "{card} is not a permanent", card=o.name)
        if a.action == "move":
            try:
                Zone(a.arg)
            except ValueError:
                return problem("400.1", "{value} is not a zone (library, hand, battlefield, graveyard, exile)",
                               value=repr(a.arg))
            if a.arg == Zone.STACK.value or o.zone is Zone.STACK:
                return problem("405.1", "the stack can't be changed by hand")
        if a.action == "counters":
            kind, _, n = a.arg.partition(" ")
            if not kind or not n.lstrip("-").isdigit():
                return problem("122.1", "counters need a kind and a number, e.g. '+1/+1 2'")
        return None

    def _manual(self, player: int, a: Manual) -> None:
        who = self.players[player].name
        if a.action == "life":
            p = self.players[int(str(a.target)[1:])]
            p.life += int(a.arg)
            self.log("manual", "119.3", "{player} changes {target}'s life by {n} by hand.", player=who,
                     target=p.name, n=a.arg)
            return
        if a.action == "token":
            name, pt = a.arg.rsplit(" ", 1)
            power, _, toughness = pt.partition("/")
            self.create_token(int(str(a.target)[1:]), {"name": name, "power": power, "toughness": toughness},
                              f"by hand, {who}")
            return
        assert isinstance(a.target, int)
        o = self.objects[a.target]
        if a.action in ("tap", "untap"):
            o.tapped = a.action == "tap"
            self.log("manual", "701.21", "{player} {verb}s {card} by hand.", player=who, verb=a.action, card=o.name)
        elif a.action == "counters":
            kind, _, n = a.arg.partition(" ")
            o.counters[kind] = o.counters.get(kind, 0) + int(n)
            self.log("manual", "122.1", "{player} puts {n} {kind} counter(s) on {card} by hand.", player=who,
                     n=n, kind=kind, card=o.name)
        elif a.action == "move":
            self.move(a.target, Zone(a.arg))
            self.log("manual", "400.1", "{player} moves {card} to the {zone} by hand.", player=who, card=o.name,
                     zone=a.arg)

    def _choose_targets(self, player: int, specs: Sequence[str], source: int, prompt: str, card: str,
                        cancellable: bool) -> Generator[Decision, Any, tuple[Ref, ...] | None]:
        """Ask for targets (CR 601.2c); ``prompt`` is a template with a ``{card}`` field."""
        if not specs:
            return ()
        options = [target_candidates(self, s, player, source) for s in specs]

        def validate(a: Any) -> None:
            if cancellable and isinstance(a, Cancel):
                return
            self._expect(a, Targets, "601.2c")
            if len(a.targets) != len(specs):
                raise IllegalAnswer("601.2c", "choose {n} target(s)", n=len(specs))
            for t, spec in zip(a.targets, specs):
                if not is_legal_target(self, spec, t, player, source):
                    at_fault = (t,) if isinstance(t, int) else ()
                    what = TARGET_SPECS.get(spec, spec)
                    if isinstance(t, int) and self.has_keyword(t, "Hexproof"):
                        raise IllegalAnswer("115.1", "{target} is not a legal choice for \"{spec}\" "
                                                     "(hexproof, CR 702.11)", at_fault,
                                            target=self.describe(t), spec=what)
                    raise IllegalAnswer("115.1", "{target} is not a legal choice for \"{spec}\"", at_fault,
                                        target=self.describe(t), spec=what)

        def opts() -> list[Any]:
            import itertools
            combos = list(itertools.islice(itertools.product(*options), 50))
            return [Targets(tuple(c)) for c in combos]

        ans = yield self._decision(Kind.TARGETS, player, prompt, "601.2c",
                                   {"specs": list(specs), "candidates": options, "source": source,
                                    "cancellable": cancellable}, validate, opts, prompt_args={"card": card})
        if isinstance(ans, Cancel):
            return None
        return tuple(ans.targets)

    def _pay(self, player: int, cost: ManaCost, prompt: str, card: str, exclude: tuple[int, ...],
             cancellable: bool) -> Generator[Decision, Any, Pay | None]:
        """Ask for a payment (CR 601.2g-h); ``prompt`` is a template with ``{cost}`` and ``{card}`` fields."""
        if cost.mana_value == 0 and not cost.symbols:
            return Pay()

        def validate(a: Any) -> None:
            if cancellable and isinstance(a, Cancel):
                return
            self._expect(a, Pay, "601.2g")
            self._resolve_payment(player, cost, a, exclude)

        def opts() -> list[Any]:
            auto = self.auto_payment(player, cost, exclude)
            return ([Pay(auto=True)] if auto else []) + ([Cancel()] if cancellable else [])

        ans = yield self._decision(
            Kind.PAY, player, prompt, "601.2g",
            {"cost": str(cost), "mana_value": cost.mana_value, "pool": str(self.players[player].pool),
             "sources": [u[0] for u in self.available_mana_units(player, exclude) if u[0] is not None],
             "cancellable": cancellable}, validate, opts, prompt_args={"cost": str(cost), "card": card})
        if isinstance(ans, Cancel):
            return None
        return self._resolve_payment(player, cost, ans, exclude)

    def _resolve_payment(self, player: int, cost: ManaCost, pay: Pay, exclude: tuple[int, ...]) -> Pay:
        """Check a payment and return it with explicit sources (CR 601.2g-h, 117.3)."""
        if pay.auto:
            auto = self.auto_payment(player, cost, exclude)
            if auto is None:
                raise IllegalAnswer("117.3", "there is not enough mana to pay {cost}", cost=str(cost))
            return auto
        units: list[frozenset[str] | str] = list(self.players[player].pool.units())
        seen: set[int] = set()
        for src, color in pay.sources:
            o = self.objects.get(src)
            if src in seen:
                raise IllegalAnswer("605.3", "{card} is used twice", (src,), card=self.describe(src))
            seen.add(src)
            if o is None or o.zone is not Zone.BATTLEFIELD or o.controller != player or src in exclude:
                raise IllegalAnswer("605.3", "{card} is not a mana source you can use", (src,), card=self.describe(src))
            ab = next((x for x in o.card.abilities if x.kind == "mana"), None)
            if ab is None or not self._mana_ability_usable(src, ab):
                raise IllegalAnswer("605.3", "{card} can't produce mana now (tapped or summoning sick)", (src,),
                                    card=o.name)
            produced = self._produce(ab.produce)
            if len(produced) == 1 and len(produced[0]) > 1:
                if color not in produced[0]:
                    if not color:
                        raise IllegalAnswer("106.1", "choose which colour of mana {card} makes", (src,), card=o.name)
                    raise IllegalAnswer("106.1", "{card} can't make {color} mana", (src,), card=o.name, color=color)
                units.append(color)
            else:
                units.extend(produced)
        if pay_from_units(cost, units) is None:
            raise IllegalAnswer("117.3", "that mana does not pay {cost}", cost=str(cost))
        return pay

    def _execute_payment(self, player: int, cost: ManaCost, pay: Pay) -> None:
        p = self.players[player]
        for src, color in pay.sources:
            self._activate_mana(player, src, color)
        used = pay_from_units(cost, p.pool.units())
        assert used is not None, "payment was validated"
        units = p.pool.units()
        p.pool.remove_units(units[i] for i in used)

    def _activate_mana(self, player: int, source: int, color: str) -> None:
        """CR 605.3b: a mana ability resolves at once: pay its cost ({T} or
        sacrifice), then add its mana to the pool."""
        o = self.objects[source]
        ab = next(x for x in o.card.abilities if x.kind == "mana")
        for u in self._produce(ab.produce):
            self.players[player].pool.add(color if len(u) > 1 else next(iter(u)))
        if ab.cost.sacrifice_self:
            self.move(source, Zone.GRAVEYARD, rule="605.3b", why="is sacrificed for mana")
        else:
            o.tapped = o.tapped or ab.cost.tap
            self.log("mana", "605.3b", "{player} taps {card} for mana.", player=self.players[player].name, card=o.name)

    def _cast(self, player: int, card: int, x: int) -> Generator[Decision, Any, bool]:
        """CR 601.2: choices first, then (all at once) the card moves and costs are paid.
        Cancelling at any point leaves the game as it was."""
        o = self.objects[card]
        sa = o.card.spell_ability
        targets: tuple[Ref, ...] = ()
        if sa is not None and sa.targets:
            chosen = yield from self._choose_targets(player, sa.targets, card, "Choose targets for {card}.", o.name,
                                                     True)
            if chosen is None:
                return False
            targets = chosen
        cost = o.card.mana_cost.with_x(x)
        pay = yield from self._pay(player, cost, "Pay {cost} for {card}.", o.name, (), True)
        if pay is None:
            return False
        self._execute_payment(player, cost, pay)
        new_id = self.move(card, Zone.STACK)
        assert new_id is not None
        self.stack.append(StackItem(new_id, "spell", player, new_id, o.name, sa, targets, x))
        tgt = f" targeting {', '.join(self.describe(t) for t in targets)}" if targets else ""
        self.log("cast", "601.2", "{player} casts {card}{tgt}.", player=self.players[player].name,
                 card=o.name, tgt=tgt)
        for oid in self.battlefield:
            src = self.objects[oid]
            for ab in src.card.abilities:
                if ab.kind == "triggered" and ab.trigger == "cast_spell" and src.controller == player \
                        and _spell_matches(ab, o.card):
                    self.pending_triggers.append(_Trigger(src.controller, oid, src.name, ab))
        return True

    def _activate(self, player: int, source: int, index: int, color: str) -> Generator[Decision, Any, bool]:
        o = self.objects[source]
        ab = self.activated_abilities(source)[index]
        if ab.kind == "mana":
            self._activate_mana(player, source, color)
            return True
        specs = ab.targets if ab.kind != "equip" else ("creature_you_control",)
        chosen = yield from self._choose_targets(player, specs, source, "Choose targets for {card}'s ability.",
                                                 o.name, True)
        if chosen is None:
            return False
        exclude = (source,) if ab.cost.tap or ab.cost.sacrifice_self else ()
        pay = yield from self._pay(player, ab.cost.mana, "Pay {cost} for {card}'s ability.", o.name, exclude, True)
        if pay is None:
            return False
        self._execute_payment(player, ab.cost.mana, pay)
        if ab.cost.tap:
            o.tapped = True
        if ab.cost.loyalty is not None:
            o.counters["loyalty"] = self.loyalty(source) + ab.cost.loyalty
            o.loyalty_used = True
            self._changes += 1
        item_id = self._next_id
        self._next_id += 1
        self.stack.append(StackItem(item_id, "activated", player, source, o.name, ab, chosen,
                                    info={"equip": ab.kind == "equip"}))
        if ab.cost.sacrifice_self:
            self.move(source, Zone.GRAVEYARD, rule="602.2", why="is sacrificed to pay a cost")
        self.log("activate", "602.2", "{player} activates {card}'s ability: {text}",
                 player=self.players[player].name, card=o.name, text=ab.text or ab.cost.text)
        return True

    # ------------------------------------------------------------------ resolving (CR 608)

    def _resolve_top(self) -> Flow:
        """CR 608.2: the top object resolves.  It stays on the stack while it
        resolves (a resolution may ask a player something, as 509.7 does)."""
        item = self.stack[-1]
        yield from self._resolve(item)
        if item in self.stack:
            self.stack.remove(item)

    def _resolve(self, item: StackItem) -> Flow:
        ab = item.ability
        specs = (ab.targets if ab is not None else ()) if not item.info.get("equip") else ("creature_you_control",)
        legal: list[Ref | None] = [t if is_legal_target(self, s, t, item.controller, item.id) else None
                                   for s, t in zip(specs, item.targets)]
        if specs and item.targets and all(t is None for t in legal):
            # CR 608.2b: every target is illegal, so it doesn't resolve.
            self.log("fizzle", "608.2b", "{card} doesn't resolve: all its targets are illegal.", card=item.source_name)
            if item.kind == "spell":
                self.move(item.id, Zone.GRAVEYARD)
            return
        if item.kind == "spell":
            self.log("resolve", "608.2", "{card} resolves.", card=item.source_name)
        else:
            self.log("resolve", "608.2", "{card}'s ability resolves: {text}", card=item.source_name, text=item.text)
        ctx = EffectContext(item.controller, item.source, item.source_name, legal, item.x, dict(item.info))
        if item.kind == "spell":
            card = self.objects[item.id].card
            if card.is_permanent_card:
                new_id = self.move(item.id, Zone.BATTLEFIELD, controller=item.controller)  # CR 608.3
                if new_id is not None and ab is not None and ab.kind == "aura" and legal and legal[0] is not None:
                    self.objects[new_id].attached_to = legal[0]  # type: ignore[assignment]
                return
            if card.manual:
                self.log("manual", "608.2", "{card}: the engine can't apply this text; resolve it by hand.",
                         card=card.name)
            yield from self._run_effects(ab, ctx)
            if item.id in self.objects:
                self.move(item.id, Zone.GRAVEYARD)  # CR 608.2n
            return
        if item.info.get("equip"):
            src = self.objects.get(item.source)
            if src is not None and src.zone is Zone.BATTLEFIELD and legal and legal[0] is not None:
                src.attached_to = legal[0]  # type: ignore[assignment]
                self.log("attach", "702.6a", "{card} is attached to {target}.", card=src.name,
                         target=self.describe(legal[0]))
            return
        yield from self._run_effects(ab, ctx)

    def _run_effects(self, ab: Ability | None, ctx: EffectContext) -> Flow:
        if ab is None:
            return
        for e in ab.effects:
            result = EFFECTS[e["do"]](self, ctx, e)
            if result is not None:
                yield from result

    # ------------------------------------------------------------------ SBA and triggers (CR 116.5, 704)

    def _settle(self) -> Generator[Decision, Any, bool]:
        """State-based actions as one event, repeated until none apply; then
        waiting triggers go on the stack; the whole repeated until stable."""
        happened = False
        while True:
            while (yield from self._state_based_actions()):
                happened = True
            if not self.pending_triggers:
                return happened
            happened = True
            yield from self._put_triggers_on_stack()

    def _state_based_actions(self) -> Generator[Decision, Any, bool]:
        """Perform all applicable state-based actions simultaneously (CR 704.3)."""
        if self._sba_clean_at == self._changes:
            return False  # nothing changed since the last check found nothing
        losers: list[tuple[int, str, str]] = []
        for p in self.players:
            if p.lost:
                continue
            if p.life <= 0:
                losers.append((p.index, "life total 0 or less", "704.5a"))
            elif p.drew_from_empty:
                losers.append((p.index, "drew from an empty library", "704.5b"))
            elif p.poison >= 10:
                losers.append((p.index, "ten or more poison counters", "704.5c"))
        to_graveyard: list[tuple[int, str, str]] = []
        to_destroy: list[tuple[int, str, str]] = []
        legend_names: dict[tuple[int, str], list[int]] = {}
        objects = self.objects
        for oid in self.battlefield:
            o = objects[oid]
            card = o.card
            types = card.types
            if "Creature" in types:
                t = self.toughness(oid)
                if t <= 0:
                    to_graveyard.append((oid, "has toughness 0 or less", "704.5f"))
                    continue
                if o.damage >= t:
                    to_destroy.append((oid, "has lethal damage marked on it", "704.5g"))
                    continue
                if o.deathtouched and o.damage > 0:
                    to_destroy.append((oid, "was dealt damage by a source with deathtouch", "704.5h"))
                    continue
            if "Planeswalker" in types and o.counters.get("loyalty", 0) <= 0:
                to_graveyard.append((oid, "has no loyalty counters", "704.5i"))
                continue
            attached = o.attached_to
            if attached is None or attached not in objects or objects[attached].zone is not Zone.BATTLEFIELD:
                if self._is_aura(card):
                    to_graveyard.append((oid, "is an Aura attached to nothing", "704.5m"))
                    continue
                o.attached_to = None  # CR 704.5n: equipment becomes unattached
            if card.is_legendary:
                legend_names.setdefault((o.controller, o.name), []).append(oid)
            counters = o.counters
            if counters and counters.get("+1/+1", 0) and counters.get("-1/-1", 0):  # CR 704.5q
                k = min(counters["+1/+1"], counters["-1/-1"])
                counters["+1/+1"] -= k
                counters["-1/-1"] -= k
                self._changes += 1
        legends = [ids for ids in legend_names.values() if len(ids) > 1]
        if not (losers or to_graveyard or to_destroy or legends):
            self._sba_clean_at = self._changes
            return False
        for pi, why, rule in losers:
            self._lose(pi, why, rule)
        for oid, why, rule in to_graveyard:
            if oid in self.objects:
                self.move(oid, Zone.GRAVEYARD, rule=rule, why=f"is put into its owner's graveyard: it {why}")
        for oid, why, rule in to_destroy:
            if oid in self.objects:
                if self.has_keyword(oid, "Indestructible"):
                    continue
                self.move(oid, Zone.GRAVEYARD, rule=rule, why=f"is destroyed: it {why}")
        if self._check_game_over():
            raise _GameOver()
        for ids in legends:
            ids = [i for i in ids if i in self.objects]
            if len(ids) < 2:
                continue
            owner = self.objects[ids[0]].controller
            ans = yield self._choice_decision(
                owner, "Legend rule: choose which {card} to keep.", "704.5j", ids, card=self.objects[ids[0]].name)
            for i in ids:
                if i != ans.choice:
                    self.move(i, Zone.GRAVEYARD, rule="704.5j", why="is put into the graveyard (legend rule)")
        # Indestructible creatures with lethal damage stay; don't loop forever on them.
        return bool(losers or to_graveyard or legends or
                    any(oid not in self.objects for oid, _, _ in to_destroy))

    def _choice_decision(self, player: int, prompt: str, rule: str, ids: list[int], /, **args: Any) -> Decision:
        def validate(a: Any) -> None:
            self._expect(a, Choose, rule)
            if a.choice not in ids:
                raise IllegalAnswer(rule, "{card} is not one of the options", card=self.describe(a.choice))

        return self._decision(Kind.CHOOSE, player, prompt, rule, {"options": ids}, validate,
                              lambda: [Choose(i) for i in ids], prompt_args=args)

    def _lose(self, player: int, why: str, rule: str) -> None:
        p = self.players[player]
        if p.lost:
            return
        p.lost = True
        p.loss_reason = why
        self.log("lose", rule, "{player} loses the game: {why}.", True, player=p.name, why=why)

    def _check_game_over(self) -> bool:
        """Set the outcome once at most one player is left (CR 104.2a, 104.4a)."""
        alive = [p for p in self.players if not p.lost]
        if len(alive) > 1 or self.outcome is not None:
            return self.outcome is not None
        losers = [p for p in self.players if p.lost]
        if alive:
            reason = "; ".join(f"{p.name}: {p.loss_reason}" for p in losers)
            rule = "104.2a"
            self.outcome = Outcome(alive[0].index, reason, rule)
            self.log("win", rule, "{player} wins the game.", True, player=alive[0].name)
        else:
            self.outcome = Outcome(None, "all players lost at the same time", "104.4a")
            self.log("draw_game", "104.4a", "The game is a draw: all players lost at the same time.", True)
        return True

    def _order_triggers_decision(self, player: int, triggers: list[_Trigger]) -> Decision:
        """CR 603.3b: a player puts their simultaneous triggers on the stack in any order they choose."""
        n = len(triggers)

        def validate(a: Any) -> None:
            self._expect(a, StackOrder, "603.3b")
            if sorted(a.order) != list(range(n)):
                raise IllegalAnswer("603.3b", "list each of the {n} triggered abilities once, by position (0 to {last})",
                                    n=n, last=n - 1)

        data = {"triggers": [{"source": t.source if t.source in self.objects else None, "source_name": t.source_name,
                              "text": t.ability.text or t.ability.trigger} for t in triggers]}
        return self._decision(Kind.ORDER_TRIGGERS, player,
                              "Choose the order to put your {n} triggered abilities on the stack "
                              "(the first one resolves last).", "603.3b", data, validate,
                              _suggest=lambda: StackOrder(tuple(range(n))), prompt_args={"n": n})

    def _put_triggers_on_stack(self) -> Flow:
        """CR 603.3b: active player's triggers first, then the others' (APNAP)."""
        waiting, self.pending_triggers = self.pending_triggers, []
        order = [(self.active + i) % len(self.players) for i in range(len(self.players))]
        for pi in order:
            mine = [t for t in waiting if t.controller == pi]
            if len(mine) > 1:
                ans = yield self._order_triggers_decision(pi, mine)
                mine = [mine[i] for i in ans.order]
            for t in mine:
                targets: tuple[Ref, ...] = ()
                if t.ability.targets:
                    if self._targets_possible(pi, t.ability.targets, t.source):
                        self.log("trigger_removed", "603.3d", "{card}'s ability has no legal target and is removed.",
                                 card=t.source_name)
                        continue
                    chosen = yield from self._choose_targets(pi, t.ability.targets, t.source,
                                                             "Choose targets for {card}'s triggered ability.",
                                                             t.source_name, False)
                    targets = chosen or ()
                item_id = self._next_id
                self._next_id += 1
                self.stack.append(StackItem(item_id, "triggered", pi, t.source, t.source_name, t.ability,
                                            targets, info=t.info))
                self.log("trigger", "603.3", "{card}'s ability triggers: {text}", card=t.source_name,
                         text=t.ability.text or t.ability.trigger)

    # ------------------------------------------------------------------ combat (CR 506-511)

    def _has_first_or_double(self, oid: int) -> bool:
        return self.has_keyword(oid, "First strike") or self.has_keyword(oid, "Double strike")

    def _declare_attackers(self) -> Flow:
        self.combat.attackers_declared = True
        candidates = cr.attack_candidates(self)
        if not candidates:
            self.log("no_attackers", "508.1a", "{player} has no creature that can attack.", True,
                     player=self.players[self.active].name)
        else:
            defender = self.defending_player
            targets: list[Ref] = [f"p{defender}"] + [
                o for o in self.battlefield if self.is_type(o, "Planeswalker") and self.objects[o].controller == defender]
            while True:
                ans = yield self._decision(
                    Kind.DECLARE_ATTACKERS, self.active, "Declare attackers.", "508.1",
                    {"candidates": candidates, "targets": targets},
                    self._check_attack,
                    None, lambda: DeclareAttackers(tuple(cr.suggest_attack(self))))
                cost = self.attack_cost(ans.attacks)
                if cost.mana_value == 0:
                    break
                # CR 508.1g-h: costs to attack are paid now; not paying undoes the declaration (CR 508.1).
                pay = yield from self._pay(self.active, cost, "Pay {cost} to attack.", "", (), True)
                if pay is not None:
                    self._execute_payment(self.active, cost, pay)
                    self.log("attack_cost", "508.1h", "{player} pays {cost} to attack.",
                             player=self.players[self.active].name, cost=str(cost))
                    break
                self.log("attack_cost_declined", "508.1", "The attack costs were not paid: the declaration is undone.")
            for attacker, target in ans.attacks:
                self.combat.attackers[attacker] = target
                self.attacked_this_turn.add(attacker)
                o = self.objects[attacker]
                if not self.has_keyword(attacker, "Vigilance"):
                    o.tapped = True  # CR 508.1f
                self.log("attack", "508.1", "{card} attacks {target}{tap}.", card=o.name, target=self.describe(target),
                         tap="" if self.has_keyword(attacker, "Vigilance") else " and taps")
            for attacker, _ in ans.attacks:
                o = self.objects[attacker]
                for ab in o.card.abilities:
                    if ab.kind == "triggered" and ab.trigger == "attacks":  # CR 508.2
                        self.pending_triggers.append(_Trigger(o.controller, attacker, o.name, ab,
                                                              {"player": self.combat.defending_player_of(attacker, self)}))
                # CR 508.2a: "whenever a [kind of] creature attacks" looks at the
                # creature only now, as it is declared.
                for pid in self.battlefield:
                    src = self.objects[pid]
                    for ab in src.card.abilities:
                        if ab.kind == "triggered" and ab.trigger == "creature_attacks" \
                                and self.matches(attacker, ab.params.get("filter")):
                            self.pending_triggers.append(_Trigger(src.controller, pid, src.name, ab,
                                                                  {"creature": attacker}))
        if not self.combat.attackers:
            self.log("skip_combat", "508.8", "No creatures attack: the declare blockers and combat damage steps "
                     "are skipped.", True)
            self.turns.skip_combat_damage_steps()

    def _check_attack(self, a: Any) -> None:
        self._expect(a, DeclareAttackers, "508.1")
        cr.check_attack_declaration(self, a.attacks)

    def _check_block(self, a: Any) -> None:
        self._expect(a, DeclareBlockers, "509.1")
        cr.check_block_declaration(self, a.blocks)

    def attack_cost(self, attacks: Sequence[tuple[int, Ref]]) -> ManaCost:
        """Total cost to attack (CR 508.1g): each "attack_tax" permanent of an
        attacked player charges its mana cost per creature attacking that player,
        plus the taxes of Auras on the attackers (see :meth:`combat_tax`)."""
        generic = self.combat_tax({a for a, _ in attacks}).mana_value
        for _, target in attacks:
            defender = int(target[1:]) if isinstance(target, str) else self.objects[target].controller
            for pid in self.battlefield:
                if self.objects[pid].controller == defender:
                    for st in self.statics(pid, "attack_tax"):
                        generic += ManaCost.parse(str(st.params.get("mana", "{0}"))).mana_value
        return ManaCost(generic=generic, text=f"{{{generic}}}")

    def combat_tax(self, creatures: Iterable[int]) -> ManaCost:
        """Costs to attack or block with these creatures imposed by Auras on
        them ("enchanted creature can't attack or block unless its controller
        pays {1} for each card in your hand", CR 508.1g, 509.1d)."""
        generic = 0
        for c in creatures:
            for aura in self._attachments(c):
                for st in self.statics(aura.id, "enchanted_combat_tax"):
                    each = ManaCost.parse(str(st.params.get("mana", "{0}"))).mana_value
                    times = len(self.players[aura.controller].hand) if st.params.get("per_card_in_hand") else 1
                    generic += each * times
        return ManaCost(generic=generic, text=f"{{{generic}}}")

    def _declare_blockers(self) -> Flow:
        self.combat.blockers_declared = True
        defender = self.defending_player
        candidates = cr.block_candidates(self)
        pairs: tuple[tuple[int, int], ...] = ()
        if candidates and self.combat.attackers:
            options = {b: [a for a in self.combat.attackers if cr.block_problem(self, b, a) is None] for b in candidates}
            while True:
                ans = yield self._decision(
                    Kind.DECLARE_BLOCKERS, defender, "Declare blockers.", "509.1",
                    {"candidates": candidates, "attackers": list(self.combat.attackers), "can_block": options,
                     "capacity": {b: cr.block_capacity(self, b) for b in candidates}},
                    self._check_block,
                    None, lambda: DeclareBlockers(tuple(cr.suggest_block(self))))
                cost = self.combat_tax({b for b, _ in ans.blocks})
                if cost.mana_value == 0:
                    break
                # CR 509.1d-f: costs to block are paid now; not paying undoes the declaration.
                pay = yield from self._pay(defender, cost, "Pay {cost} to block.", "", (), True)
                if pay is not None:
                    self._execute_payment(defender, cost, pay)
                    self.log("block_cost", "509.1f", "{player} pays {cost} to block.",
                             player=self.players[defender].name, cost=str(cost))
                    break
                self.log("block_cost_declined", "509.1", "The blocking costs were not paid: the declaration is undone.")
            # CR 509.1g: only chosen creatures still on the battlefield become blockers
            # (a blocker sacrificed to pay a cost never blocks; its attacker may end up unblocked).
            pairs = tuple((b, a) for b, a in ans.blocks if self.on_battlefield(b))
        for b, a in pairs:
            self.combat.blocks.setdefault(b, []).append(a)
            self.combat.blocked[a] = True
            self.log("block", "509.1", "{blocker} blocks {attacker}.", blocker=self.name(b), attacker=self.name(a))
        for a in self.combat.attackers:
            self.combat.blocked.setdefault(a, False)
            if not self.combat.blocked[a]:
                self.log("unblocked", "509.1h", "{attacker} is unblocked.", True, attacker=self.name(a))
        for b in self.combat.blocks:
            o = self.objects[b]
            for ab in o.card.abilities:
                if ab.kind != "triggered":
                    continue
                if ab.trigger == "blocks":  # CR 509.4a: once, however many it blocks
                    self.pending_triggers.append(_Trigger(o.controller, b, o.name, ab))
                elif ab.trigger == "blocks_a_creature":  # CR 509.4b: once per attacker it blocks
                    for a in self.combat.blocks[b]:
                        self.pending_triggers.append(_Trigger(o.controller, b, o.name, ab, {"creature": a}))
        for a in self.combat.attackers:
            if self.combat.blocked[a]:
                o = self.objects[a]
                for ab in o.card.abilities:
                    if ab.kind == "triggered" and ab.trigger == "becomes_blocked":  # CR 509.4c: once
                        self.pending_triggers.append(_Trigger(o.controller, a, o.name, ab))
        for a in self.combat.attackers:  # CR 509.4g: "attacks and isn't blocked"
            if not self.combat.blocked[a]:
                o = self.objects[a]
                for ab in o.card.abilities:
                    if ab.kind == "triggered" and ab.trigger == "attacks_unblocked":
                        self.pending_triggers.append(_Trigger(o.controller, a, o.name, ab))
        # CR 509.4d: "blocked by a creature" triggers once per blocker; 509.4f: a
        # "blocked by a [kind of] creature" trigger looks at the blocker only now.
        for b, a in pairs:
            o = self.objects[a]
            for ab in o.card.abilities:
                if ab.kind == "triggered" and ab.trigger == "blocked_by" and self.matches(b, ab.params.get("filter")):
                    self.pending_triggers.append(_Trigger(o.controller, a, o.name, ab, {"creature": b}))
        # CR 509.2: the attacking player orders each attacker's blockers.
        for a in list(self.combat.attackers):
            blockers = [b for b, blocked in pairs if blocked == a]
            if len(blockers) >= 2 and self.damage_order:
                order = yield from self._ask_order(self.active, a, blockers, Kind.ORDER_BLOCKERS, "509.2")
                self.combat.order[a] = list(order)
            else:
                self.combat.order[a] = blockers
        # CR 509.3: then the defending player orders each blocker's attackers.
        for b, atts in self.combat.blocks.items():
            if len(atts) >= 2 and self.damage_order:
                order = yield from self._ask_order(defender, b, atts, Kind.ORDER_ATTACKERS, "509.3")
                self.combat.blocker_order[b] = list(order)
            else:
                self.combat.blocker_order[b] = list(atts)

    def _ask_order(self, player: int, of: int, items: Sequence[int], kind: Kind, rule: str) -> Flow:
        blockers = kind is Kind.ORDER_BLOCKERS

        def validate(a: Any) -> None:
            self._expect(a, Order, rule)
            if a.of != of:
                raise IllegalAnswer(rule, "this decision orders the blockers of {card}, not of {other}" if blockers
                                    else "this decision orders the attackers of {card}, not of {other}",
                                    card=self.name(of), other=self.name(a.of))
            if sorted(a.order) != sorted(items):
                raise IllegalAnswer(rule, "the order must list each of {cards} once",
                                    cards=", ".join(self.name(i) for i in items))

        ans = yield self._decision(
            kind, player, "Choose the damage assignment order of the blockers of {card}." if blockers
            else "Choose the damage assignment order of the attackers of {card}.", rule,
            {"of": of, "items": list(items)}, validate, None, lambda: Order(of, tuple(items)),
            prompt_args={"card": self.name(of)})
        self.log("order", rule, "Damage assignment order for {card}: {order}.", card=self.name(of),
                 order=", then ".join(self.name(i) for i in ans.order))
        return ans.order

    def enter_blocking(self, blocker: int, attacker: int) -> Flow:
        """CR 509.7: a creature put onto the battlefield blocking; the active
        player places it in the attacker's damage assignment order."""
        self.combat.blocks[blocker] = [attacker]
        self.combat.blocker_order[blocker] = [attacker]
        self.combat.blocked[attacker] = True
        self.combat.entered_blocking.add(blocker)
        current = self.combat.order.setdefault(attacker, [])
        self.log("enter_blocking", "509.7", "{blocker} enters the battlefield blocking {attacker}.",
                 blocker=self.name(blocker), attacker=self.name(attacker))
        if not current or not self.damage_order:
            current.append(blocker)
            return
        rule = "509.7"

        def validate(a: Any) -> None:
            self._expect(a, Order, rule)
            if a.of != attacker or sorted(a.order) != sorted(current + [blocker]):
                raise IllegalAnswer(rule, "the new order must list every blocker of the attacker once")
            if [i for i in a.order if i != blocker] != current:
                raise IllegalAnswer(rule, "the other blockers keep their relative order; only the new one is placed")

        ans = yield self._decision(
            Kind.PLACE_IN_ORDER, self.active,
            "Place {blocker} in the damage assignment order of {attacker}.", rule,
            {"of": attacker, "items": current + [blocker], "new": blocker}, validate,
            lambda: [Order(attacker, tuple(current[:i] + [blocker] + current[i:])) for i in range(len(current) + 1)],
            prompt_args={"blocker": self.name(blocker), "attacker": self.name(attacker)})
        self.combat.order[attacker] = list(ans.order)
        self.log("order", rule, "Damage assignment order for {card}: {order}.", card=self.name(attacker),
                 order=", then ".join(self.name(i) for i in ans.order))

    def _deals_damage_now(self, oid: int, step: Step) -> bool:
        """CR 510.5: who deals damage in the first-strike step and in the regular one."""
        if step is Step.FIRST_STRIKE_DAMAGE:
            return self._has_first_or_double(oid)
        if self.combat.first_strike_step:
            return oid not in self.combat.first_strikers or self.has_keyword(oid, "Double strike")
        return True

    def damage_sources(self, step: Step) -> list[DamageSource]:
        """Who assigns combat damage this step and to whom (CR 510.1a-d)."""
        out: list[DamageSource] = []
        cb = self.combat
        for a, target in cb.attackers.items():
            if not self._deals_damage_now(a, step):
                continue
            power = self.power(a)
            if power <= 0:
                continue  # CR 510.1a
            trample = self.has_keyword(a, "Trample")
            beyond: Ref | None = target
            if isinstance(target, int) and not self.on_battlefield(target):
                beyond = None  # CR 506.4c: the attacked planeswalker left
            if not cb.is_blocked(a):
                if beyond is not None:
                    out.append(DamageSource(a, power, (), beyond, self.damage_order, trample))
                continue
            blockers = tuple(b for b in cb.blockers_of(a) if self.on_battlefield(b))
            if not blockers and not trample:
                continue  # CR 510.1c: blocked, but no blockers left: no damage
            out.append(DamageSource(a, power, blockers, beyond if trample else None, self.damage_order, trample))
        for b in cb.blocks:
            if not self._deals_damage_now(b, step) or self.power(b) <= 0:
                continue
            atts = tuple(x for x in cb.attackers_of(b) if self.on_battlefield(x))
            if atts:
                out.append(DamageSource(b, self.power(b), atts, None, self.damage_order, False))
        return out

    def _combat_damage(self, step: Step) -> Flow:
        if step is Step.FIRST_STRIKE_DAMAGE:
            self.combat.first_strike_step = True
            self.combat.first_strikers = {c for c in self.combat.creatures() if self._has_first_or_double(c)}
        sources = self.damage_sources(step)
        final: dict[int, dict[Ref, int]] = {}
        order = [(self.active + i) % len(self.players) for i in range(len(self.players))]
        for pi in order:  # CR 703.4n: APNAP
            mine = [s for s in sources if self.objects[s.source].controller == pi]
            if not mine:
                continue
            counts: dict[Ref, int] = {}
            for s in mine:
                for r in s.creatures:
                    counts[r] = counts.get(r, 0) + 1
            shared = {r for r, n in counts.items() if n > 1}
            choosing = [s for s in mine if cr.has_choice(self, s, shared)]
            fixed = cr.suggest_assignment(self, [s for s in mine if s not in choosing])
            if choosing:
                def validate(a: Any, mine: list[DamageSource] = mine, fixed: dict[int, dict[Ref, int]] = fixed,
                             choosing: list[DamageSource] = choosing) -> None:
                    self._expect(a, AssignDamage, "510.1")
                    given = a.as_dict()
                    extra = set(given) - {s.source for s in choosing}
                    if extra:
                        raise IllegalAnswer("510.1", "{cards} has no choice to make", tuple(extra),
                                            cards=", ".join(self.name(e) for e in extra))
                    cr.check_assignment(self, mine, {**fixed, **given})

                def suggest(mine: list[DamageSource] = mine, choosing: list[DamageSource] = choosing) -> AssignDamage:
                    full = cr.suggest_assignment(self, mine)
                    return AssignDamage.from_dict({s.source: full[s.source] for s in choosing})

                data = {"sources": [self._source_data(s) for s in choosing], "fixed": fixed,
                        "ordered": self.damage_order}
                ans = yield self._decision(Kind.ASSIGN_DAMAGE, pi, "Assign combat damage.", "510.1", data,
                                           validate, None, suggest)
                fixed.update(ans.as_dict())
            final.update(fixed)
        # CR 510.2: all combat damage is dealt at the same time.
        damaged_players: dict[int, set[int]] = {}
        for src, parts in final.items():
            for recipient, n in parts.items():
                if n <= 0:
                    continue
                dealt = self.deal_damage(src, recipient, n, combat=True)
                if dealt and isinstance(recipient, str):
                    damaged_players.setdefault(src, set()).add(int(recipient[1:]))
        for src, parts in final.items():  # CR 510.3: combat damage triggers
            o = self.objects.get(src)
            if o is None:
                continue
            for ab in o.card.abilities:
                if ab.kind != "triggered":
                    continue
                if ab.trigger == "combat_damage_player":
                    for pl in damaged_players.get(src, ()):
                        self.pending_triggers.append(_Trigger(o.controller, src, o.name, ab, {"player": pl}))
                elif ab.trigger == "deals_combat_damage" and any(n > 0 for n in parts.values()):
                    self.pending_triggers.append(_Trigger(o.controller, src, o.name, ab))

    def _source_data(self, s: DamageSource) -> dict[str, Any]:
        return {"source": s.source, "power": s.power, "creatures": list(s.creatures), "beyond": s.beyond,
                "trample": s.trample, "deathtouch": self.has_keyword(s.source, "Deathtouch"),
                "lethal": {c: cr.needed_from(self, s.source, c, 0, False) for c in s.creatures}}


def _spell_matches(ab: Ability, card: CardDef) -> bool:
    """The optional ``spell`` filter of a ``cast_spell`` trigger: ``noncreature``
    (prowess, CR 702.108), ``instant_or_sorcery``, ``creature``; absent: any spell."""
    kind = ab.params.get("spell")
    if kind == "noncreature":
        return not card.is_creature
    if kind == "instant_or_sorcery":
        return card.is_instant or "Sorcery" in card.types
    if kind == "creature":
        return card.is_creature
    return True
