"""What a change touched, so each view refreshes only that (Anki's ``OpChanges``).

Every answer, undo or click that changes the table ends in one
:class:`Changes` value: the cards whose look may be different, and flags for
the rest (zones, stack, combat, turn, players, log, prompt, who is looking).
The session works it out from the engine's events and a cheap fingerprint of
the game taken before and after; the decision controller adds the cards whose
highlights or draft changed.  When in doubt a change says "everything": an
event kind not known to leave the permanents alone (:data:`QUIET_EVENTS`)
counts as touching every card, so a view can miss work, never a change.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any, Iterable

from mtgtable.engine import Event, Game

#: Events that change no permanent's look and move no card (only the turn, priority, pools,
#: combat status, which the fingerprint compares).  Anything else touches every card.
QUIET_EVENTS = frozenset({"pass", "step", "skip_combat", "no_attackers", "mana_empties", "cleanup_priority",
                          "unblocked", "no_damage_unblocked", "no_damage_first_strike"})


@dataclass(frozen=True, slots=True)
class Changes:
    #: Cards whose look may have changed; ``None``: any card may have.
    cards: frozenset[int] | None = frozenset()
    #: Cards came or went (moved between zones, a new game): rows are read again.
    zones: bool = False
    stack: bool = False
    #: Who attacks and blocks (declared or being declared).
    combat: bool = False
    #: Turn, step, active player, priority.
    turn: bool = False
    #: Life, poison, mana pools, zone counts, who has priority or passed, the badges' highlights.
    players: bool = False
    log: bool = False
    #: The question and the buttons.
    prompt: bool = False
    #: Who looks at the table (hands face up or down, the board turned).
    viewer: bool = False

    def __or__(self, other: "Changes") -> "Changes":
        cards = None if self.cards is None or other.cards is None else self.cards | other.cards
        flags = {f.name: getattr(self, f.name) or getattr(other, f.name) for f in fields(self) if f.name != "cards"}
        return Changes(cards=cards, **flags)

    def touches(self, ids: Iterable[int]) -> bool:
        """Whether any of ``ids`` may look different."""
        return self.cards is None or not self.cards.isdisjoint(ids)

    @property
    def anything(self) -> bool:
        return self.cards is None or bool(self.cards) or any(
            getattr(self, f.name) for f in fields(self) if f.name != "cards")


EVERYTHING = Changes(cards=None, zones=True, stack=True, combat=True, turn=True, players=True, log=True,
                     prompt=True, viewer=True)
NOTHING = Changes()


@dataclass(frozen=True, slots=True)
class Fingerprint:
    """A cheap summary of the parts of a game a change is compared on."""

    turn: tuple[Any, ...]
    stack: tuple[int, ...]
    combat: tuple[Any, ...]
    combat_ids: frozenset[int]
    players: tuple[Any, ...]
    log: int
    game_id: int


def fingerprint(game: Game) -> Fingerprint:
    c = game.combat
    d = game.pending
    combat = (tuple(c.attackers.items()), tuple((b, tuple(a)) for b, a in c.blocks.items()),
              tuple(c.blocked.items()), c.attackers_declared, c.blockers_declared)
    ids = frozenset(c.attackers) | frozenset(c.blocks)
    players = tuple((p.life, p.poison, tuple(p.pool.units()), tuple(t for t, _ in p.pool.restricted), len(p.hand), len(p.library), len(p.graveyard),
                     len(p.exile), p.lost, game.state.monarch == p.index) for p in game.players)
    return Fingerprint(
        turn=(game.turn, game.step, game.active, None if d is None else (d.kind, d.player), tuple(game.passed),
              game.outcome is not None),
        stack=tuple(id(s) for s in game.stack), combat=combat, combat_ids=ids,
        players=players, log=len(game.events), game_id=id(game))


def changes_between(before: Fingerprint, game: Game, events: Iterable[Event]) -> Changes:
    """What changed from ``before`` to ``game`` now, given the events logged meanwhile."""
    after = fingerprint(game)
    if before.game_id != after.game_id:
        return EVERYTHING
    quiet = all(e.kind in QUIET_EVENTS for e in events)
    combat = before.combat != after.combat
    cards: frozenset[int] | None = None
    if quiet:
        cards = before.combat_ids | after.combat_ids if combat else frozenset()
    return Changes(cards=cards, zones=not quiet, stack=before.stack != after.stack, combat=combat,
                   turn=before.turn != after.turn, players=before.players != after.players or not quiet,
                   log=before.log != after.log, prompt=True)
