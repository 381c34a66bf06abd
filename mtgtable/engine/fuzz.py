"""The random fuzzer: seeded random games, with the engine's invariants checked
after every answer.  ``mtgtable fuzz`` runs it; the property tests
(``tests/engine/test_random_games.py``) use the same checks.

Invariants (each names the rule it guards):

* cards are neither created nor lost: every card is in exactly one zone or on
  the stack (tokens come and go, CR 111.8);
* mana pools are empty at every step boundary (CR 500.4);
* when a player receives priority, no creature has toughness 0 or less or
  lethal damage (CR 704.5f-g, 116.5);
* an illegal answer changes nothing (the answer is refused before anything moves);
* combat damage assigned equals the power of the creatures assigning it (CR 510.1a);
* a game makes progress: no more than ``MAX_ANSWERS_PER_TURN`` answers in a turn.

A failing game is saved as a replay file, so it can be loaded and stepped
through to the answer that broke it.
"""

from __future__ import annotations

import argparse
import json
import random
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .agents import RandomAgent
from .cards import CardDB, default_card_db
from .decisions import AssignDamage, DeclareAttackers, DeclareBlockers, Kind, Order
from .errors import IllegalAnswer
from .game import Game, GameConfig
from .replay import save_game
from .snapshot import snapshot
from .steps import Step

#: Two decks that exercise combat tricks, first strike, flyers, sacrifice,
#: prevention, blocking several and tokens entering blocking.
GREEN_WHITE: tuple[str, ...] = tuple(
    ["Forest"] * 9 + ["Plains"] * 8 + ["Llanowar Elves"] * 3 + ["Grizzly Bears"] * 3 + ["Serra Angel"] * 2
    + ["Giant Spider"] * 2 + ["Foriysian Brigade"] * 2 + ["Pride Guardian"] * 2 + ["Giant Growth"] * 3
    + ["Mending Hands"] * 2 + ["Trained Armodon"] * 2 + ["Flash Foliage"] * 2)
RED_GREEN: tuple[str, ...] = tuple(
    ["Forest"] * 9 + ["Mountain"] * 8 + ["Mogg Fanatic"] * 3 + ["Goblin Piker"] * 3 + ["Hill Giant"] * 3
    + ["Canyon Minotaur"] * 2 + ["Lightning Bolt"] * 4 + ["Grizzly Bears"] * 3 + ["Durkwood Boars"] * 2
    + ["Giant Growth"] * 3)


#: More answers than this in one turn means the game (or an agent) is looping.
MAX_ANSWERS_PER_TURN = 2_000


class InvariantBroken(AssertionError):
    """An invariant of the engine does not hold (a bug in the engine)."""


def card_count(game: Game) -> int:
    """Cards (not tokens) in every zone, plus spells on the stack."""
    n = sum(len(p.library) + len(p.hand) + len(p.graveyard) + len(p.exile) for p in game.players)
    n += sum(1 for i in game.battlefield if not game.objects[i].token)
    n += sum(1 for s in game.stack if s.kind == "spell")
    return n


def check_invariants(game: Game, total_cards: int, step_before: Step | None) -> None:
    """Raise :class:`InvariantBroken` if the game is in a state the rules forbid."""
    if card_count(game) != total_cards:
        raise InvariantBroken(f"a card was created or lost: {card_count(game)} cards, expected {total_cards}")
    if game.step is not step_before and any(p.pool.total() for p in game.players):
        raise InvariantBroken("mana survived a step boundary (CR 500.4)")
    if game.pending is not None and game.pending.kind is Kind.PRIORITY:
        for oid in game.battlefield:
            if not game.is_creature(oid):
                continue
            o = game.objects[oid]
            t = game.toughness(oid)
            if t <= 0:
                raise InvariantBroken(f"{o} with toughness {t} survived the state-based check (CR 704.5f)")
            if o.damage >= t and not game.has_keyword(oid, "Indestructible"):
                raise InvariantBroken(f"{o} survived lethal damage (CR 704.5g)")


def wrong_answer(game: Game) -> Any:
    """An answer that is never legal for the pending decision."""
    assert game.pending is not None
    kind = game.pending.kind
    if kind is Kind.PRIORITY:
        return DeclareAttackers(())
    if kind is Kind.DECLARE_BLOCKERS:
        return DeclareBlockers(((999_999, 888_888),))
    return Order(999_999, ())


def check_assignment(decision: Any, answer: AssignDamage) -> None:
    """CR 510.1a: each creature's assignment adds up to its power."""
    given = answer.as_dict()
    for s in decision.data["sources"]:
        if sum(given[s["source"]].values()) != s["power"]:
            raise InvariantBroken(f"#{s['source']} assigned damage other than its power (CR 510.1a)")


def pool_decks(seed: int, db: CardDB | None = None) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """Two random two-colour decks from the whole card pool: 24 basic lands and
    36 spells drawn from every card the engine plays by the rules.

    ``db`` is a larger pool handed in from outside the engine (``mtgtable fuzz
    --pool`` passes the full card list's automated and partial cards); its
    decks also hold four nonbasic lands among the 24."""
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
         pool: bool = False, db: CardDB | None = None) -> Game:
    """One random game, checking the invariants after every answer; ``pool``
    plays random decks from the whole card pool (or from ``db``) instead of the two fixed decks."""
    decks = pool_decks(seed, db) if pool else (GREEN_WHITE, RED_GREEN)
    game = Game.new(GameConfig(decks, seed=seed, damage_order=seed % 3 != 0), db if pool else None)
    agents = {0: RandomAgent(seed), 1: RandomAgent(seed + 101)}
    rng = random.Random(seed)
    total = card_count(game)
    turn, turn_started_at = game.turn, 0
    while game.pending is not None and game.turn < max_turns:
        if game.turn != turn:
            turn, turn_started_at = game.turn, len(game.answers)
        elif len(game.answers) - turn_started_at > MAX_ANSWERS_PER_TURN:
            raise InvariantBroken(f"no progress: more than {MAX_ANSWERS_PER_TURN} answers in turn {turn}")
        decision = game.pending
        if rng.random() < illegal_rate:
            before = snapshot(game)
            try:
                game.answer(wrong_answer(game))
            except IllegalAnswer:
                pass
            else:
                raise InvariantBroken("an illegal answer was accepted")
            if snapshot(game) != before:
                raise InvariantBroken("an illegal answer changed the game")
        answer = agents[decision.player].choose(game, decision)
        if decision.kind is Kind.ASSIGN_DAMAGE:
            check_assignment(decision, answer)
        step = game.step
        game.answer(answer)
        if check:
            check_invariants(game, total, step)
    return game


@dataclass
class FuzzReport:
    games: int = 0
    failures: list[dict[str, Any]] = field(default_factory=list)


def fuzz(games: int, seed: int = 0, save_dir: Path | None = None, *, pool: bool = False,
         max_turns: int = 60, db: CardDB | None = None) -> FuzzReport:
    """Play ``games`` random games; a broken invariant or a crash is recorded
    (with its replay saved under ``save_dir``) and the run goes on."""
    report = FuzzReport()
    for i in range(games):
        game_seed = seed + i
        try:
            play(game_seed, pool=pool, max_turns=max_turns, db=db)
        except Exception as exc:  # a fuzzer reports every failure, whatever it is, and goes on
            failure: dict[str, Any] = {"seed": game_seed, "error": f"{type(exc).__name__}: {exc}"}
            report.failures.append(failure)
            if save_dir is not None:
                replay_game = _partial(game_seed, pool, max_turns, db)
                if replay_game is not None:
                    path = save_dir / f"fuzz-failure-{game_seed}.json"
                    save_game(replay_game, path)
                    failure["replay"] = str(path)
        report.games += 1
    return report


def _partial(seed: int, pool: bool, max_turns: int, db: CardDB | None = None) -> Game | None:
    """Replay a failing game without checks, up to where it broke, for saving."""
    try:
        return play(seed, check=False, illegal_rate=0.0, pool=pool, max_turns=max_turns, db=db)
    except Exception:  # the replay itself may fail the same way: then there is nothing to save
        return None


def add_parser(sub: Any) -> argparse.ArgumentParser:
    p: argparse.ArgumentParser = sub.add_parser("fuzz", help="play random games and check the engine's invariants after every answer")
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--seed", type=int, default=0)
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
    db: CardDB | None = getattr(args, "pool_db", None)
    report = fuzz(args.games, args.seed, save_dir, pool=args.pool, max_turns=args.max_turns, db=db)
    if args.json:
        print(json.dumps({"games": report.games, "failures": report.failures}))
    else:
        print(f"{report.games} random games, {len(report.failures)} failure(s)")
        for f in report.failures:
            print(f"  seed {f['seed']}: {f['error']}" + (f" (replay: {f['replay']})" if "replay" in f else ""))
    return 1 if report.failures else 0
