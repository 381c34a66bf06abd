"""The random fuzzer: seeded random games, with the engine's invariants checked
after every answer.  ``mtgtable fuzz`` runs it (``--jobs N`` over processes);
the property tests (``tests/engine/test_random_games.py``) use the same checks.

After every answer (each names the rule it guards):

* **zones** (after every answer): every object is in exactly one zone list (a library, hand,
  graveyard, exile, the battlefield, or on the stack as a spell) and its
  ``zone`` field agrees; no list holds an id twice or an id that is not an
  object; and card identity holds, not only the count: the cards each player
  owns (by name) are exactly their deck, so a lost Forest and a duplicated
  Bear do not cancel out (tokens come and go, CR 111.8, 400.7): checked after
  every answer that created or removed an object, the only way the engine
  changes which cards exist;
* **mana**: every pool is empty as each step begins (CR 500.4), watched from
  inside the engine (``GameState.on_step_begin``), so step boundaries crossed
  inside one answer are checked too;
* **state-based actions**: when a player gets priority after anything changed
  (and at every eighth priority regardless), none of those the engine has is left to apply (CR 116.5, 704.3): life, poison, drawing from
  an empty library, toughness, lethal damage, deathtouch, the legend rule,
  loyalty, Auras attached to nothing, +1/+1 and -1/-1 counters together;
* objects without counters share one empty dict of counters (``objects.NO_COUNTERS``): it stays empty;
* combat damage assigned equals the power of the creatures assigning it (CR 510.1a);
* a game makes progress: no more than ``MAX_ANSWERS_PER_TURN`` answers in a turn.

At random decisions, **well-typed illegal answers** built for the decision
(a wrong target, over- and under-assigned damage, a creature that can't
attack, a blocker over its capacity, the other player's card, duplicate
entries...) must be refused with ``IllegalAnswer`` and leave the whole game
unchanged: snapshot, events, answers, rng, pending decision and flow.

Once per game, at a random point, the **round trips**: the game saved to
text without its last k answers, loaded, and the k answers redone (undo(k) +
redo) gives the same snapshot as the live game.

A failing game is saved as a replay file, so it can be loaded and stepped
through to the answer that broke it.  The report counts decisions per kind,
so a kind the games never reach shows as 0.
"""

from __future__ import annotations

import argparse
import json
import random
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterator, Mapping

from ..rules import characteristics as chars
from ..families.enchant_player import enchants_a_player
from ..agents import RandomAgent
from ..data.cards import CardDB, card_from_json, default_card_db
from ..rules.combat import block_capacity
from ..decisions import (
    AssignDamage,
    Bottom,
    Cast,
    Choose,
    Decision,
    DeclareAttackers,
    DeclareBlockers,
    Discard,
    Kind,
    NameCard,
    Order,
    PlayLand,
    TurnFaceUp,
    StackOrder,
    Targets,
)
from ..errors import AnswerFailed, IllegalAnswer
from ..driver import run as run_game
from ..game import Game, GameConfig
from ..game_options import FirstPlayer
from ..objects import NO_COUNTERS, StackKind, Zone
from ..refs import PlayerRef
from ..files.replay import from_json, save_game, to_json
from ..files.snapshot import snapshot
from ..state import GameState

#: Two decks that exercise combat tricks, first strike, flyers, sacrifice,
#: prevention, blocking several (Foriysian Brigade), tokens entering blocking
#: and the legend rule (two Garruks).
GREEN_WHITE: tuple[str, ...] = tuple(
    ["Forest"] * 9 + ["Plains"] * 8 + ["Llanowar Elves"] * 3 + ["Grizzly Bears"] * 3 + ["Serra Angel"] * 2
    + ["Giant Spider"] * 2 + ["Foriysian Brigade"] * 2 + ["Pride Guardian"] * 2 + ["Giant Growth"] * 3
    + ["Mending Hands"] * 2 + ["Garruk Wildspeaker"] * 2 + ["Flash Foliage"] * 2)
RED_GREEN: tuple[str, ...] = tuple(
    ["Forest"] * 9 + ["Mountain"] * 8 + ["Mogg Fanatic"] * 3 + ["Goblin Piker"] * 3 + ["Hill Giant"] * 3
    + ["Canyon Minotaur"] * 2 + ["Lightning Bolt"] * 4 + ["Grizzly Bears"] * 3 + ["Durkwood Boars"] * 2
    + ["Giant Growth"] * 3)


#: More answers than this in one turn means the game (or an agent) is looping.
MAX_ANSWERS_PER_TURN = 2_000


class InvariantBroken(AssertionError):
    """An invariant of the engine does not hold (a bug in the engine)."""


@dataclass
class FuzzStats:
    """What one or many games checked (the report adds them up)."""

    answers: int = 0
    checked: int = 0
    steps_checked: int = 0
    priority_checks: int = 0
    illegal_probes: int = 0
    round_trips: int = 0
    kinds: Counter[str] = field(default_factory=Counter)

    def add(self, other: "FuzzStats") -> None:
        self.answers += other.answers
        self.checked += other.checked
        self.steps_checked += other.steps_checked
        self.priority_checks += other.priority_checks
        self.illegal_probes += other.illegal_probes
        self.round_trips += other.round_trips
        self.kinds.update(other.kinds)

    def to_json(self) -> dict[str, Any]:
        return {"answers": self.answers, "checked": self.checked, "steps_checked": self.steps_checked,
                "priority_checks": self.priority_checks, "illegal_probes": self.illegal_probes,
                "round_trips": self.round_trips,
                "decisions": {k.value: self.kinds.get(k.value, 0) for k in Kind}}


# ----------------------------------------------------------------------------- invariants

def card_count(game: GameState) -> int:
    """Cards (not tokens) in every zone, plus spells on the stack."""
    n = sum(len(p.library) + len(p.hand) + len(p.graveyard) + len(p.exile) for p in game.players)
    n += sum(1 for i in game.battlefield if not game.objects[i].token)
    n += sum(1 for s in game.stack if s.kind is StackKind.SPELL and s.id in game.objects and not game.objects[s.id].token)
    return n


def owned_cards(game: GameState) -> list[Counter[str]]:
    """Per player, the names of the cards (not tokens) they own, wherever they are (a transformed
    double-faced card by its card's name, CR 712.8a: it is still that card; a clone by its own, CR 707.2:
    the copy is only its characteristics)."""
    out: list[Counter[str]] = [Counter() for _ in game.players]
    printed = game.printed
    for o in game.objects.values():
        if not o.token:
            card = printed[o.id][0] if o.id in printed else o.card
            card = game.face_down.get(o.id, card)  # a face-down card is still its card (CR 708.2a)
            out[o.owner][card.front or card.name] += 1
    return out


def check_zones(game: GameState, cards: list[Counter[str]] | None,
                seen_lists: dict[tuple[int, str], tuple[int, ...]] | None = None) -> None:
    """Every object in exactly one zone list, agreeing with its zone field; the
    cards each player owns unchanged (``cards``: as the game began).

    ``seen_lists`` (the fuzzer's cache) skips the per-object look at a zone list
    identical to one already checked: ids are never reused and an object's
    zone is set only when it is created (``tests/engine/test_random_games.py``
    proves no engine code assigns ``.zone``), so its objects still agree.  The
    one-zone-each count and set checks run every time."""
    objects = game.objects
    total = 0
    seen: list[int] = []
    for p in game.players:
        for zone, ids in ((Zone.LIBRARY, p.library), (Zone.HAND, p.hand), (Zone.GRAVEYARD, p.graveyard),
                          (Zone.EXILE, p.exile)):
            total += len(ids)
            seen.extend(ids)
            if seen_lists is not None:
                key, now = (p.index, zone.value), tuple(ids)
                if seen_lists.get(key) == now:
                    continue  # (its ids still exist: the set check below compares every id)
                seen_lists[key] = now
            for oid in ids:
                o = objects.get(oid)
                if o is None or o.zone is not zone or o.owner != p.index or o.token:
                    _zone_problem(game, oid, zone, p.index)
    # A copy of a spell is a token on the stack, not a card (CR 707.10, stack_effects.py).
    copies = {s.id for s in game.stack if s.kind is StackKind.SPELL and s.info.get("copy")}
    for zone, ids in ((Zone.BATTLEFIELD, game.battlefield), (Zone.PHASED_OUT, list(game.phased_out)),
                      (Zone.STACK, [s.id for s in game.stack if s.kind is StackKind.SPELL])):
        total += len(ids)
        seen.extend(ids)
        for oid in ids:
            o = objects.get(oid)
            if o is None or o.zone is not zone or (o.token and zone not in (Zone.BATTLEFIELD, Zone.PHASED_OUT) and oid not in copies):
                _zone_problem(game, oid, zone, None)
    ids_seen = set(seen)
    if total != len(objects) or len(ids_seen) != total or ids_seen != objects.keys():
        twice = sorted(oid for oid, n in Counter(seen).items() if n > 1)
        if twice:
            raise InvariantBroken(f"#{twice[0]} is in two zone lists (CR 400.1)")
        lost = sorted(set(objects) - ids_seen)
        if lost:
            raise InvariantBroken(f"objects in no zone list: {lost[:5]}")
        raise InvariantBroken(f"a zone lists ids that are not objects: {sorted(ids_seen - set(objects))[:5]}")
    if cards is not None and owned_cards(game) != cards:
        now_cards = owned_cards(game)
        diff = [dict((now_cards[i] - cards[i]) + Counter({k: -v for k, v in (cards[i] - now_cards[i]).items()}))
                for i in range(len(cards))]
        raise InvariantBroken(f"a card was created or lost: {diff}")


def _zone_problem(game: GameState, oid: int, zone: Zone, owner: int | None) -> None:
    o = game.objects.get(oid)
    if o is None:
        raise InvariantBroken(f"the {zone.value} lists #{oid}, which is not an object")
    if o.zone is not zone:
        raise InvariantBroken(f"{o} is listed in {zone.value} but its zone says {o.zone.value}")
    if o.token:
        raise InvariantBroken(f"token {o} exists outside the battlefield (CR 111.8)")
    raise InvariantBroken(f"{o} is in p{owner}'s {zone.value} but owned by p{o.owner} (CR 400.3)")


def check_pools_empty(game: GameState) -> None:
    """CR 500.4: mana empties at the end of every step (checked as the next one begins)."""
    for p in game.players:
        if p.pool.total():
            raise InvariantBroken(f"{p.name}'s mana ({p.pool}) survived a step boundary (CR 500.4)")


def check_state_based(game: GameState) -> None:
    """CR 116.5, 704.3: before a player gets priority, no state-based action is left."""
    for p in game.players:
        if p.lost:
            continue
        if p.life <= 0:
            raise InvariantBroken(f"{p.name} has {p.life} life and has not lost (CR 704.5a)")
        if p.drew_from_empty:
            raise InvariantBroken(f"{p.name} drew from an empty library and has not lost (CR 704.5b)")
        if p.poison >= 10:
            raise InvariantBroken(f"{p.name} has {p.poison} poison counters and has not lost (CR 704.5c)")
    legends: Counter[tuple[int, str]] = Counter()
    for oid in game.battlefield:
        o = game.objects[oid]
        if chars.is_creature(game, oid):
            t = chars.toughness(game, oid)
            if t <= 0:
                raise InvariantBroken(f"{o} with toughness {t} survived the state-based check (CR 704.5f)")
            indestructible = chars.has_keyword(game, oid, "Indestructible")
            if o.damage >= t and not indestructible:
                raise InvariantBroken(f"{o} survived lethal damage (CR 704.5g)")
            if o.deathtouched and o.damage > 0 and not indestructible:
                raise InvariantBroken(f"{o} survived damage from a deathtouch source (CR 704.5h)")
        if "Planeswalker" in o.card.types and o.counters.get("loyalty", 0) <= 0:
            raise InvariantBroken(f"{o} has no loyalty and is still on the battlefield (CR 704.5i)")
        at = o.attached_to
        if at is not None and (at not in game.objects or game.objects[at].zone is not Zone.BATTLEFIELD):
            raise InvariantBroken(f"{o} is attached to #{at}, which is not on the battlefield (CR 704.5m-n)")
        if at is None and chars._is_aura(game, o.card) and not enchants_a_player(game, o.id):
            raise InvariantBroken(f"Aura {o} is attached to nothing (CR 704.5m)")
        if o.counters.get("+1/+1", 0) and o.counters.get("-1/-1", 0):
            raise InvariantBroken(f"{o} has both +1/+1 and -1/-1 counters (CR 704.5q)")
        if o.card.is_legendary:
            legends[(o.controller, o.name)] += 1
    for (controller, name), n in legends.items():
        if n > 1:
            raise InvariantBroken(f"{PlayerRef(controller)} controls {n} legendary {name} (CR 704.5j)")


def check_invariants(game: Game, cards: list[Counter[str]] | None) -> None:
    """Raise :class:`InvariantBroken` if the game is in a state the rules forbid: its
    zones (and, given ``cards``, card identity), and at priority the state-based
    actions.  (Pools are checked as each step begins: :func:`play` hooks
    ``GameState.on_step_begin``.)"""
    check_zones(game.state, cards)
    if NO_COUNTERS:  # the counters every object without any shares (objects.NO_COUNTERS) stay empty
        raise InvariantBroken(f"the shared empty counters of objects without counters hold {dict(NO_COUNTERS)}")
    if game.pending is not None and game.pending.kind is Kind.PRIORITY:
        check_state_based(game.state)


def check_assignment(decision: Any, answer: AssignDamage) -> None:
    """CR 510.1a: each creature's assignment adds up to its power."""
    given = answer.as_dict()
    for s in decision.data["sources"]:
        if sum(given[s["source"]].values()) != s["power"]:
            raise InvariantBroken(f"#{s['source']} assigned damage other than its power (CR 510.1a)")


# ----------------------------------------------------------------------------- illegal answers

def wrong_answer(game: Game) -> Any:
    """An answer of the wrong kind for the pending decision (never legal)."""
    assert game.pending is not None
    kind = game.pending.kind
    if kind is Kind.PRIORITY:
        return DeclareAttackers(())
    if kind is Kind.DECLARE_BLOCKERS:
        return DeclareBlockers(((999_999, 888_888),))
    return Order(999_999, ())


def illegal_answers(game: Game, d: Decision, rng: random.Random) -> Iterator[tuple[str, Any]]:
    """Well-typed answers the rules refuse for ``d``, each with what is wrong with it."""
    me, other = d.player, 1 - d.player
    mine, theirs = game.players[me], game.players[other]
    yield "an answer of another kind", wrong_answer(game)
    library = [i for p in game.players for i in p.library]
    if d.kind is Kind.PRIORITY:
        if theirs.hand:
            yield "the other player's card", Cast(rng.choice(theirs.hand))
        # A card in the graveyard with no rule letting it be cast from there (CR 601.2a; flashback, 702.34a).
        from ..rules.casting_costs import castable_zone
        buried = [i for i in mine.graveyard if not game.objects[i].card.is_land
                  and not castable_zone(game.objects[i].card, Zone.GRAVEYARD)]
        if buried:
            yield "a card in the graveyard without flashback", Cast(rng.choice(buried))
        lands_elsewhere = [i for i in theirs.hand + mine.graveyard + library if game.objects[i].card.is_land]
        if lands_elsewhere:
            yield "a land not in its player's hand", PlayLand(rng.choice(lands_elsewhere))
        # The back face of a card with no land back face to play (CR 712.12, modal_faces.py).
        no_back = [i for i in mine.hand if game.objects[i].card.back is None]
        if no_back:
            yield "the back face of a card without one", PlayLand(rng.choice(no_back), 1)
            yield "the other face of a card without one", Cast(rng.choice(no_back), 0, 1)
        # Turning face up (CR 702.37e): only a face-down permanent, and only its controller.
        face_up = [i for i in game.battlefield if i not in game.state.face_down]
        if face_up:
            yield "a face-up permanent turned face up", TurnFaceUp(rng.choice(face_up))
        theirs_down = [i for i in game.state.face_down if game.objects[i].controller != me]
        if theirs_down:
            yield "the other player's face-down permanent", TurnFaceUp(rng.choice(theirs_down))
    elif d.kind is Kind.TARGETS:
        if library:
            specs = d.data["specs"]
            yield "a card in a library as a target", Targets(tuple(rng.choice(library) for _ in specs))
        yield "the wrong number of targets", Targets(tuple([PlayerRef(0)] * (len(d.data["specs"]) + 1)))
        cands = d.data["candidates"]
        if d.data.get("distinct") and len(cands) > 1 and cands[0]:
            yield "one target twice for one word 'target'", Targets(tuple([cands[0][0]] * len(cands)))
    elif d.kind is Kind.DECLARE_ATTACKERS:
        cands = list(d.data["candidates"])
        targets = list(d.data["targets"])
        if cands and targets:
            c = rng.choice(cands)
            yield "a duplicate attacker", DeclareAttackers(((c, targets[0]), (c, targets[0])))
            yield "an attack on its own controller", DeclareAttackers(((c, PlayerRef(game.active)),))
        non_creatures = [i for i in game.battlefield if not game.is_creature(i)]
        opponents = [i for i in game.battlefield if game.objects[i].controller != game.active
                     and game.is_creature(i)]
        cant = [i for i in game.battlefield if game.is_creature(i) and i not in cands
                and game.objects[i].controller == game.active]
        for why, pool in (("a non-creature attacking", non_creatures), ("the other player's creature attacking",
                          opponents), ("a creature that can't attack", cant)):
            if pool and targets:
                yield why, DeclareAttackers(((rng.choice(pool), targets[0]),))
    elif d.kind is Kind.DECLARE_BLOCKERS:
        can = d.data["can_block"]
        attackers = list(d.data["attackers"])
        pairs = [(b, a) for b, atts in can.items() for a in atts]
        if pairs:
            b, a = rng.choice(pairs)
            yield "a duplicate block", DeclareBlockers(((b, a), (b, a)))
        for b, atts in can.items():
            if len(attackers) > block_capacity(game.state, b) and len(atts) > block_capacity(game.state, b):
                yield "a blocker over its capacity", DeclareBlockers(tuple((b, a) for a in atts))
                break
        if attackers:
            yield "an attacking creature blocking", DeclareBlockers(((attackers[0], attackers[0]),))
    elif d.kind is Kind.ASSIGN_DAMAGE:
        for s in d.data["sources"]:
            recips = list(s["creatures"]) + ([s["beyond"]] if s["beyond"] is not None else [])
            if not recips:
                continue
            r = recips[0]
            others = {x["source"]: {recips[0] if x is s else (list(x["creatures"]) + [x["beyond"]])[0]: x["power"]}
                      for x in d.data["sources"]}
            over = dict(others)
            over[s["source"]] = {r: s["power"] + 1}
            yield "over-assigned damage", AssignDamage.from_dict(over)
            if s["power"] > 0:
                under = dict(others)
                under[s["source"]] = {r: s["power"] - 1}
                yield "under-assigned damage", AssignDamage.from_dict(under)
            dup = tuple((src, ((rr, n), (rr, 0))) if src == s["source"] else (src, tuple(p.items()))
                        for src, p in others.items() for rr, n in [next(iter(p.items()))])
            yield "a recipient named twice", AssignDamage(dup)
            break
    elif d.kind in (Kind.DISCARD, Kind.BOTTOM):
        cls = Discard if d.kind is Kind.DISCARD else Bottom
        hand = list(d.data["hand"])
        k = d.data["count"]
        if hand:
            yield "a duplicate card", cls(tuple([hand[0]] * k) if k > 1 else (hand[0], hand[0]))
        yield "the wrong number of cards", cls(tuple(hand[:k + 1]) if len(hand) > k else ())
        if library:
            yield "a card not in the hand", cls(tuple([rng.choice(library)] + hand[:k - 1]))
    elif d.kind in (Kind.ORDER_BLOCKERS, Kind.ORDER_ATTACKERS, Kind.PLACE_IN_ORDER):
        items = list(d.data["items"])
        yield "an item left out", Order(d.data["of"], tuple(items[:-1]))
        yield "a duplicate item", Order(d.data["of"], tuple(items + items[:1]))
    elif d.kind is Kind.CHOOSE and "names" in d.data:  # a card name (CR 201.3), answered with the name
        yield "not one of the names", NameCard("No Such Card Name")
        yield "an index past the names", Choose(len(d.data["names"]))
    elif d.kind is Kind.CHOOSE:
        opts = list(d.data["options"])
        outside = [i for i in game.objects if i not in opts]
        if outside:
            yield "not one of the options", Choose(rng.choice(outside))
    elif d.kind is Kind.ORDER_TRIGGERS:
        n = len(d.data["triggers"])
        yield "a duplicate position", StackOrder(tuple([0] * n) if n > 1 else (0, 0))


def _quick_state(game: Game) -> tuple[Any, ...]:
    """Events, answers, rng, pending decision and flow: compared after every illegal answer."""
    return (len(game.events), game.events[-1] if game.events else None, len(game.answers),
            game.answers[-1] if game.answers else None, game.rng.getstate(), id(game.pending), id(game._flow))


def probe_illegal(game: Game, rng: random.Random, stats: FuzzStats) -> None:
    """Send every illegal answer built for the pending decision; each must be refused, changing
    nothing: the quick state after each, the whole snapshot after all of them."""
    d = game.pending
    assert d is not None
    before = _quick_state(game)
    whole = snapshot(game)
    for why, answer in illegal_answers(game, d, rng):
        stats.illegal_probes += 1
        try:
            game.answer(answer)
        except AnswerFailed as exc:
            raise InvariantBroken(f"{why} ({answer}) passed validation and broke while applied: {exc}") from exc
        except IllegalAnswer:
            pass
        else:
            raise InvariantBroken(f"{why} ({answer}) was accepted for a {d.kind.value} decision")
        if _quick_state(game) != before:
            raise InvariantBroken(f"refusing {why} ({answer}) changed the game")
    if snapshot(game) != whole:
        raise InvariantBroken(f"refusing illegal answers to a {d.kind.value} decision changed the game")


def check_round_trip(game: Game, k: int) -> None:
    """Save without the last ``k`` answers, as text, load it, redo them: the same game."""
    data = to_json(game)
    data["answers"] = data["answers"][:len(data["answers"]) - k]
    loaded = from_json(json.loads(json.dumps(data)), game.db, "round trip")
    for a in game.answers[len(game.answers) - k:]:
        loaded.answer(str(a))
    if snapshot(loaded) != snapshot(game):
        raise InvariantBroken(f"save -> text -> load, undo({k}) + redo does not give the same game")


# ----------------------------------------------------------------------------- playing

class FuzzAgent:
    """The random agent, plus blocks that use a blocker's whole capacity (one
    creature blocking several attackers: CR 509.3's ORDER_ATTACKERS).

    It holds a :class:`RandomAgent` and shares its generator instead of
    subclassing it: the compiled build (mypyc) compiles ``agents.py``, and an
    interpreted class cannot inherit from a compiled one."""

    def __init__(self, seed: int = 0) -> None:
        self.random = RandomAgent(seed)
        self.rng = self.random.rng

    def choose(self, game: Game, decision: Decision) -> Any:
        if decision.kind is Kind.DECLARE_BLOCKERS and self.rng.random() < 0.5:
            can = decision.data["can_block"]
            pairs: list[tuple[int, int]] = []
            for b, atts in can.items():
                if atts and self.rng.random() < 0.6:
                    cap = block_capacity(game.state, b)
                    pairs.extend((b, a) for a in self.rng.sample(list(atts), min(cap, len(atts))))
            blocks = DeclareBlockers(tuple(pairs))
            if decision.is_legal(blocks):
                return blocks
        return self.random.choose(game, decision)


#: A larger card pool handed in from outside the engine (``mtgtable fuzz --pool``
#: passes the full card list's automated and partial cards, built by
#: ``mtgtable.carddb``); worker processes build it once, at start, from its records.
_POOL_DB: CardDB | None = None

#: A card pool as it crosses to worker processes: the JSON records (what
#: ``card_from_json`` reads) of the cards added over the bundled pool, in order.
#: Plain data, never pickled ``CardDef`` values: in the compiled build those are
#: mypyc classes, which are not sent between processes.
PoolRecords = tuple[Mapping[str, Any], ...]


def records_db(records: PoolRecords) -> CardDB:
    """The bundled pool with the cards of ``records`` added (a record naming a
    bundled card replaces it), the same database in every process."""
    db = CardDB(iter(default_card_db()))
    for raw in records:
        db.add(card_from_json(raw))
    return db


def _set_pool_db(db: CardDB | None) -> None:
    global _POOL_DB
    _POOL_DB = db


def _set_pool_records(records: PoolRecords | None) -> None:
    """A worker's initializer: its pool, rebuilt from the records."""
    _set_pool_db(None if records is None else records_db(records))


def pool_decks(seed: int, db: CardDB | None = None) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """Two random two-colour decks from the whole card pool: 24 basic lands and
    36 spells drawn from every card the engine plays by the rules.

    ``db`` is a larger pool handed in from outside the engine; its decks also
    hold four nonbasic lands among the 24."""
    rng = random.Random(seed)
    pool = db if db is not None else default_card_db()
    spells = sorted(c.name for c in pool if not c.is_land and not c.manual)
    lands = sorted(c.name for c in pool if c.is_land and not c.manual and "Basic" not in c.supertypes) \
        if db is not None else []

    def deck() -> tuple[str, ...]:
        first, second = rng.sample(["Plains", "Island", "Swamp", "Mountain", "Forest"], 2)
        if lands:
            basics = [first] * 10 + [second] * 10 + [rng.choice(lands) for _ in range(4)]
        else:
            basics = [first] * 12 + [second] * 12
        return tuple(basics + [rng.choice(spells) for _ in range(36)])

    return deck(), deck()


def play(seed: int, *, max_turns: int = 60, illegal_rate: float = 0.02, check: bool = True,
         pool: bool = False, round_trip: bool = True, stats: FuzzStats | None = None,
         db: CardDB | None = None) -> Game:
    """One random game, checking the invariants after every answer; ``pool``
    plays random decks from the whole card pool (or from ``db``) instead of the two fixed decks."""
    stats = stats if stats is not None else FuzzStats()
    db = db if db is not None else _POOL_DB
    decks = pool_decks(seed, db) if pool else (GREEN_WHITE, RED_GREEN)
    # Every fourth game a random player chooses who starts (CR 103.1's CHOOSE_STARTING_PLAYER).
    game = Game.new(GameConfig(decks, seed=seed, damage_order=seed % 3 != 0,
                               starting_player=FirstPlayer.CHOOSE if seed % 4 == 1 else FirstPlayer.RANDOM), db if pool else None)
    agents = {0: FuzzAgent(seed), 1: FuzzAgent(seed + 101)}
    rng = random.Random(seed)
    cards = owned_cards(game.state) if check else None
    if check:
        def step_begins(g: GameState) -> None:
            stats.steps_checked += 1
            check_pools_empty(g)
        game.on_step_begin = step_begins
    trip_at = rng.randrange(20, 600) if round_trip else -1
    last_created: tuple[int, int] = (-1, -1)
    seen_lists: dict[tuple[int, str], tuple[int, ...]] = {}
    last_sba = priorities = -1
    progress = {"turn": game.turn, "since": 0}

    def stop(g: Game) -> bool:
        if g.turn >= max_turns:
            return True
        if g.turn != progress["turn"]:
            progress["turn"], progress["since"] = g.turn, len(g.answers)
        elif len(g.answers) - progress["since"] > MAX_ANSWERS_PER_TURN:
            raise InvariantBroken(f"no progress: more than {MAX_ANSWERS_PER_TURN} answers in turn {g.turn}")
        return False

    def before(g: Game, decision: Decision, answer: Any) -> None:
        stats.kinds[decision.kind.value] += 1
        if check and rng.random() < illegal_rate:
            probe_illegal(g, rng, stats)
        if decision.kind is Kind.ASSIGN_DAMAGE:
            check_assignment(decision, answer)

    def after(g: Game, decision: Decision, answer: Any, events: list[Any]) -> None:
        nonlocal last_created, last_sba, priorities
        stats.answers += 1
        if check:
            # Which cards exist changes only when an object is created or removed:
            # the identity check (a Counter of every object) runs then.
            created = (g.state._next_id, len(g.objects))
            check_zones(g.state, cards if created != last_created else None, seen_lists)
            last_created = created
            if g.pending is not None and g.pending.kind is Kind.PRIORITY:
                # Every priority after a change (the engine's own change counter), and every
                # eighth one regardless, so a change the counter missed is still seen.
                priorities += 1
                if g.state._changes != last_sba or priorities % 8 == 0:
                    check_state_based(g.state)
                    last_sba = g.state._changes
                    stats.priority_checks += 1
            stats.checked += 1
        if len(g.answers) == trip_at:
            check_round_trip(g, rng.randrange(1, min(40, trip_at)))
            stats.round_trips += 1

    run_game(game, agents, until=stop, before=before, after=after)
    if round_trip and 0 < len(game.answers) < trip_at:  # a short game: check it at its end
        check_round_trip(game, rng.randrange(1, min(40, len(game.answers)) + 1))
        stats.round_trips += 1
    game.on_step_begin = None
    return game


@dataclass
class FuzzReport:
    games: int = 0
    failures: list[dict[str, Any]] = field(default_factory=list)
    stats: FuzzStats = field(default_factory=FuzzStats)


def _one(args: tuple[int, bool, int, str | None]) -> tuple[int, dict[str, Any] | None, FuzzStats]:
    """Play one game (in a worker process or not): its seed, its failure if any, its stats."""
    game_seed, pool, max_turns, save_dir = args
    stats = FuzzStats()
    try:
        play(game_seed, pool=pool, max_turns=max_turns, stats=stats)
    except Exception as exc:  # a fuzzer reports every failure, whatever it is, and goes on
        failure: dict[str, Any] = {"seed": game_seed, "error": f"{type(exc).__name__}: {exc}"}
        if save_dir is not None:
            replay_game = _partial(game_seed, pool, max_turns)
            if replay_game is not None:
                path = Path(save_dir) / f"fuzz-failure-{game_seed}.json"
                save_game(replay_game, path)
                failure["replay"] = str(path)
        return game_seed, failure, stats
    return game_seed, None, stats


def fuzz(games: int, seed: int = 0, save_dir: Path | None = None, *, pool: bool = False,
         max_turns: int = 60, jobs: int = 1, db: CardDB | None = None,
         records: PoolRecords | None = None) -> FuzzReport:
    """Play ``games`` random games (game ``i`` with seed ``seed + i``); a broken
    invariant or a crash is recorded (with its replay saved under ``save_dir``)
    and the run goes on.  ``jobs`` > 1 plays them in that many processes; the
    report is the same as with one (results are gathered in game order).

    A pool for ``pool=True`` is ``db`` or, for worker processes too, ``records``
    (:data:`PoolRecords`; a ``db`` alone stays in this process)."""
    report = FuzzReport()
    if records is not None:
        db = records_db(records)
    elif db is not None and jobs > 1:
        raise ValueError("a card database is not sent to worker processes: give its records (records=...)")
    _set_pool_db(db)
    work = [(seed + i, pool, max_turns, None if save_dir is None else str(save_dir)) for i in range(games)]
    if jobs <= 1:
        results: Iterator[tuple[int, dict[str, Any] | None, FuzzStats]] = map(_one, work)
        for _, failure, stats in results:
            report.games += 1
            report.stats.add(stats)
            if failure is not None:
                report.failures.append(failure)
        return report
    with ProcessPoolExecutor(max_workers=jobs, initializer=_set_pool_records, initargs=(records,)) as ex:
        for _, failure, stats in ex.map(_one, work, chunksize=max(1, min(50, games // (jobs * 8) or 1))):
            report.games += 1
            report.stats.add(stats)
            if failure is not None:
                report.failures.append(failure)
    return report


def _partial(seed: int, pool: bool, max_turns: int) -> Game | None:
    """Replay a failing game without checks, up to where it broke, for saving."""
    try:
        return play(seed, check=False, illegal_rate=0.0, pool=pool, max_turns=max_turns, round_trip=False)
    except Exception:  # the replay itself may fail the same way: then there is nothing to save
        return None


def add_parser(sub: Any) -> argparse.ArgumentParser:
    p: argparse.ArgumentParser = sub.add_parser(
        "fuzz", help="play random games and check the engine's invariants after every answer")
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--jobs", type=int, default=1, help="play the games in this many processes")
    p.add_argument("--save-failures", metavar="DIR", help="save the replay of each failing game here")
    p.add_argument("--pool", action="store_true", help="random decks from the whole card pool")
    p.add_argument("--max-turns", type=int, default=60)
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=run)
    return p


def run(args: argparse.Namespace) -> int:
    save_dir = Path(args.save_failures) if args.save_failures else None
    if save_dir is not None:
        save_dir.mkdir(parents=True, exist_ok=True)
    # A larger pool is built outside the engine and handed in (mtgtable.carddb: the full card list).
    records: PoolRecords | None = getattr(args, "pool_records", None)
    report = fuzz(args.games, args.seed, save_dir, pool=args.pool, max_turns=args.max_turns, jobs=args.jobs,
                  records=records)
    s = report.stats
    if args.json:
        print(json.dumps({"games": report.games, "failures": report.failures, **s.to_json()}))
    else:
        print(f"{report.games} random games, {len(report.failures)} failure(s)")
        print(f"  {s.answers} answers, each followed by the zone check; {s.priority_checks} state-based checks "
              f"at priority; {s.steps_checked} step boundaries with empty pools; {s.illegal_probes} illegal "
              f"answers refused unchanged; {s.round_trips} save/load + undo/redo round trips")
        print("  decisions by kind: " + ", ".join(f"{k.value} {s.kinds.get(k.value, 0)}" for k in Kind))
        for f in report.failures:
            print(f"  seed {f['seed']}: {f['error']}" + (f" (replay: {f['replay']})" if "replay" in f else ""))
    return 1 if report.failures else 0
