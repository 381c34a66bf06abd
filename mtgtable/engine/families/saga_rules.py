"""Sagas (CR 714): lore counters, chapter abilities, sacrificed after the last chapter.

* A chapter ability is a triggered ability (``trigger: "chapter"``) with the
  chapter numbers it stands for in ``chapters`` ("I, II — ..." is the same
  ability for chapters 1 and 2, CR 714.2a).  It triggers when lore counters
  put on the Saga bring their number from below N to N or more, once for each
  chapter crossed (CR 714.2b).
* As a Saga enters, its controller puts a lore counter on it (CR 714.3a:
  hooked in ``operations.move``); as its controller's precombat main phase
  begins, another (CR 714.3b, a turn-based action: hooked in ``turn_flow``).
  Any other lore counter put on it (``operations.change_counters``) counts
  too (CR 714.2b).
* Its final chapter number is the greatest of its chapter abilities (CR
  714.2d).  A Saga with that many lore counters or more that is not the
  source of a chapter ability that has triggered and not yet left the stack
  is sacrificed, a state-based action (CR 714.4, 704.5s: hooked in
  ``resolution``).

A card is a Saga here only if it has the subtype and at least one chapter
ability the engine has (a Saga whose chapters stay by hand has none, so it
is never sacrificed by the engine: the table handles it, as any by-hand
card).  Imports no operation (``operations`` calls it).
"""

from __future__ import annotations

from typing import Final, TYPE_CHECKING

from ..data.cards import Ability, CardDef
from ..objects import PendingTrigger, Zone

from ..rules import characteristics as chars

if TYPE_CHECKING:
    from ..state import GameState as Game

LORE: Final = "lore"
CHAPTER: Final = "chapter"

_FINAL: Final[dict[CardDef, int]] = {}


def chapters(ab: Ability) -> tuple[int, ...]:
    """The chapter numbers of a chapter ability (none for any other ability)."""
    if ab.kind != "triggered" or ab.trigger != CHAPTER:
        return ()
    found = ab.params.get("chapters", ())
    return tuple(int(n) for n in found if isinstance(n, int) and not isinstance(n, bool))


def _final(ab: Ability) -> int:
    """The card's final chapter as its chapter abilities record it (a later chapter may be by hand)."""
    n = ab.params.get("final", 0) if chapters(ab) else 0
    return n if isinstance(n, int) and not isinstance(n, bool) else 0


def final_chapter(card: CardDef) -> int:
    """CR 714.2d: the greatest chapter number among its chapter abilities (0: not a Saga here)."""
    found = _FINAL.get(card)
    if found is None:
        if len(_FINAL) > 50_000:
            _FINAL.clear()
        found = _FINAL[card] = max((n for ab in card.abilities for n in (*chapters(ab), _final(ab))), default=0) \
            if "Saga" in card.subtypes else 0
    return found


def is_saga(card: CardDef) -> bool:
    return final_chapter(card) > 0


def chapter_triggers(game: "Game", oid: int, before: int, after: int) -> list[PendingTrigger]:
    """Lore counters went from ``before`` to ``after``: the chapters crossed trigger (CR 714.2b),
    once for each chapter (the caller, ``operations``, queues them)."""
    o = game.objects.get(oid)
    if o is None or o.zone is not Zone.BATTLEFIELD or after <= before or not is_saga(o.card):
        return []
    return [PendingTrigger(o.controller, o.id, o.name, ab, {"chapter": n})
            for ab in chars._triggered_abilities(game, o.card) for n in chapters(ab) if before < n <= after]


def sagas_of(game: "Game", player: int) -> list[int]:
    """The Sagas ``player`` controls, in battlefield order (CR 714.3b)."""
    if not chars._battlefield_index(game).triggers.get(CHAPTER):
        return []  # (a Saga here has a chapter ability: with none on the battlefield, no scan at every main phase)
    return [oid for oid in game.battlefield if game.objects[oid].controller == player
            and is_saga(game.objects[oid].card)]


def _chapter_waiting(game: "Game", oid: int) -> bool:
    if any(t.source == oid and t.ability.trigger == CHAPTER for t in game.pending_triggers):
        return True
    return any(s.source == oid and s.ability is not None and s.ability.trigger == CHAPTER for s in game.stack)


def done(game: "Game", oid: int) -> bool:
    """CR 714.4: as many lore counters as its final chapter, and no chapter ability of it waiting or
    on the stack: it is sacrificed (a state-based action)."""
    o = game.objects[oid]
    final = final_chapter(o.card)
    return final > 0 and o.counters.get(LORE, 0) >= final and not _chapter_waiting(game, oid) \
        and not _last_by_hand(o.card)


def _last_by_hand(card: CardDef) -> bool:
    """Its final chapter is by hand (``"last_by_hand"`` on its chapter abilities): the engine doesn't see
    that chapter trigger, so the table sacrifices the Saga once it has resolved (CR 714.4)."""
    return any(ab.params.get("last_by_hand") for ab in card.abilities if chapters(ab))
