"""The questions a table asks about the pending decision, answered by the rules.

A GUI lights up where a dragged card may go, says why a click is refused,
lists what a card can do and keeps a half-declared block legal while the
player builds it.  Every one of those is a question of legality, and
legality has one source of truth: the engine.  These free functions take the
game and its pending :class:`~mtgtable.engine.decisions.Decision` and answer
with options or a :class:`~mtgtable.engine.errors.Problem` naming the rule, so
the GUI never calls the combat or target predicates itself, never writes a
refusal of its own and never re-reads card fields the engine interprets
(haste granted by another card, the colours a land makes).  A new decision
kind adds its answers here, and the GUI's handler for it stays small.

``Decision`` forwards to these (``decision.drop_targets(game, card)``,
``decision.why_not(game, card, target)``...), given a ``Game`` or its ``GameState``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Iterable, Mapping, Sequence

from .turn import actions
from .rules import characteristics as chars
from .rules import combat as combat_rules
from . import operations as ops
from .decisions import Activate, Cast, Decision, Kind, Pass, PlayLand, Ref
from .errors import Problem, problem
from .objects import Zone
from .refs import PlayerRef

if TYPE_CHECKING:
    from .state import GameState as Game  # the functions read the state; a Game passes ``game.state``


# ----------------------------------------------------------------------------- what a card can do

def _source(a: Any) -> int | None:
    card = getattr(a, "card", getattr(a, "source", None))
    return card if isinstance(card, int) else None


def playable_cards(game: "Game", d: Decision) -> set[int]:
    """With priority: the cards the player can play, cast or activate now (CR 116.2, 305.1, 601.2, 602.2);
    mana abilities alone do not count (they are used while paying, CR 605.3a)."""
    if d.kind is not Kind.PRIORITY:
        return set()
    found = {_source(a) for a in actions.legal_actions(game, d.player) if not isinstance(a, Pass)}
    found.discard(None)
    return {c for c in found if c is not None}


def card_actions(game: "Game", d: Decision, card: int) -> list[Any]:
    """With priority: the legal answers that use ``card`` — play it, cast it, activate one of its
    abilities — and, on a permanent with nothing else to do, its mana abilities (CR 605.3a: a player
    may activate them whenever they have priority).  A mana ability that makes a choice of colours
    is offered once per colour."""
    if d.kind is not Kind.PRIORITY or card not in game.objects:
        return []
    mine = [a for a in actions.legal_actions(game, d.player) if _source(a) == card]
    if mine or game.objects[card].zone is not Zone.BATTLEFIELD:
        return mine
    for i, ab in enumerate(chars.activated_abilities(game, card)):
        if ab.kind != "mana":
            continue
        if actions.activate_problem(game, d.player, card, i, "") is None:
            mine.append(Activate(card, i))
            continue
        # Each colour the engine accepts now (an any-colour land, Exotic Orchard: CR 106.7), or,
        # for two units of a choice, each pair (a filter land's {U}{R}: engine.mana_abilities).
        pairs = [a + b for a in "WUBRG" for b in "WUBRG" if a <= b] if " " in ab.produce else []
        for color in pairs or list("WUBRGC"):
            if actions.activate_problem(game, d.player, card, i, color) is None:
                mine.append(Activate(card, i, color))
    return mine


def asks_x(game: "Game", action: Any) -> bool:
    """Whether casting ``action``'s card needs a value for X (CR 601.2b, 107.3)."""
    return isinstance(action, Cast) and action.card in game.objects \
        and bool(game.objects[action.card].card.mana_cost.x_count)


def _play_problem(game: "Game", player: int, card: int) -> Problem | None:
    """Why ``card`` can't be played, cast or activated by ``player`` now."""
    o = game.objects[card]
    if o.zone is Zone.HAND:
        if o.owner != player:
            return problem("116.2", "only {card}'s owner can play it from their hand", card=o.name)
        return actions.land_problem(game, player, card) if o.card.is_land else actions.cast_problem(game, player, card)
    if o.zone is not Zone.BATTLEFIELD:
        return problem("116.2", "{card} can't be played from where it is", card=o.name)
    if o.controller != player:
        return problem("602.2", "you don't control {card}", card=o.name)
    if chars.activated_abilities(game, card):
        return actions.activate_problem(game, player, card, 0, "")
    return problem("602.1", "{card} has no ability to activate", card=o.name)


# ----------------------------------------------------------------------------- why not

def why_not(game: "Game", d: Decision, card: Ref, target: Ref | None = None,
            chosen: Sequence[Ref] = ()) -> Problem | None:
    """Why clicking ``card`` (or dropping it on ``target``) does nothing legal in decision ``d``, with
    the rule; ``None`` when it is legal.  ``chosen`` is what is already picked in a choice of several
    (the targets chosen so far)."""
    kind = d.kind
    if kind is Kind.TARGETS:
        return target_problem(game, d, chosen, card)
    if not isinstance(card, int) or card not in game.objects:
        return problem("109.1", "#{id} is not an object in the game", id=card)
    if kind is Kind.PRIORITY:
        if target is None:
            return None if card_actions(game, d, card) else _play_problem(game, d.player, card)
        if game.objects[card].zone is Zone.HAND and _onto_own_battlefield(game, d.player, target):
            return None if card_actions(game, d, card) else _play_problem(game, d.player, card)
        return _drag_problem(game, d, card)
    if kind is Kind.DECLARE_ATTACKERS:
        why = combat_rules.attack_problem(game, card)
        if why is None and target is not None:
            why = combat_rules.attack_target_problem(game, card, target)
        return why
    if kind is Kind.DECLARE_BLOCKERS:
        if target is None:
            return combat_rules.blocker_problem(game, card)
        if not isinstance(target, int):
            return problem("509.1a", "a creature blocks an attacking creature, not a player")
        return combat_rules.block_problem(game, card, target)
    if kind is Kind.PAY:
        if card in d.data.get("sources", ()):
            return None
        return problem("601.2g", "{card} can't pay this cost now", card=game.objects[card].name)
    return _drag_problem(game, d, card)


def _onto_own_battlefield(game: "Game", player: int, target: Ref) -> bool:
    if target == PlayerRef(player):
        return True
    o = game.objects.get(target) if isinstance(target, int) else None
    return o is not None and o.zone is Zone.BATTLEFIELD and o.controller == player


def _drag_problem(game: "Game", d: Decision, card: int) -> Problem:
    """Why moving ``card`` means nothing in this decision: a creature of yours attacks in the declare
    attackers step and blocks in the declare blockers step (CR 508.1, 509.1)."""
    o = game.objects[card]
    if o.zone is Zone.BATTLEFIELD and chars.is_creature(game, card) and o.controller == d.player:
        if game.active == d.player:
            return problem("508.1", "attacks are declared in the declare attackers step: pass priority until "
                                    "then to send {card} against the opponent", card=o.name)
        return problem("509.1", "blocks are declared in the declare blockers step, after {player} attacks",
                       player=game.players[game.active].name)
    return problem(d.rule, "{card} can't be moved now", card=o.name)


def target_problem(game: "Game", d: Decision, chosen: Sequence[Ref], ref: Ref) -> Problem | None:
    """Whether ``ref`` may be the next target, after ``chosen`` (CR 115.1, 601.2c: the engine listed
    each target's legal choices when it asked)."""
    candidates: Sequence[Sequence[Ref]] = d.data.get("candidates", ())
    i = len(chosen)
    if i >= len(candidates):
        return problem("601.2c", "every target is already chosen")
    if ref not in candidates[i]:
        return problem("115.1", "{target} is not a legal target for this", target=ops.describe(game, ref))
    return None


def next_target_choices(d: Decision, chosen: Sequence[Ref]) -> frozenset[Ref]:
    """The legal choices for the next target after ``chosen`` (CR 601.2c)."""
    candidates: Sequence[Sequence[Ref]] = d.data.get("candidates", ())
    i = len(chosen)
    return frozenset(candidates[i]) if i < len(candidates) else frozenset()


# ----------------------------------------------------------------------------- drags

def drop_targets(game: "Game", d: Decision, card: int) -> frozenset[Ref]:
    """Where ``card`` may be dropped in decision ``d``: what it may attack (CR 508.1b), the attackers it
    may block (CR 509.1a-b), or ``p<player>`` (its controller's side) for a card played from the
    hand.  Empty when it can't be moved at all; :func:`why_not` then says why."""
    if card not in game.objects:
        return frozenset()
    if d.kind is Kind.PRIORITY:
        o = game.objects[card]
        if o.zone is Zone.HAND and o.owner == d.player and any(
                isinstance(a, (PlayLand, Cast)) for a in card_actions(game, d, card)):
            return frozenset({PlayerRef(d.player)})
        return frozenset()
    if d.kind is Kind.DECLARE_ATTACKERS:
        if combat_rules.attack_problem(game, card) is not None:
            return frozenset()
        return frozenset(t for t in d.data.get("targets", ())
                         if combat_rules.attack_target_problem(game, card, t) is None)
    if d.kind is Kind.DECLARE_BLOCKERS:
        if combat_rules.blocker_problem(game, card) is not None:
            return frozenset()
        return frozenset(a for a in game.combat.attackers if combat_rules.block_problem(game, card, a) is None)
    return frozenset()


def drag_problem(game: "Game", d: Decision, card: int) -> Problem | None:
    """Why ``card`` can't be dragged anywhere in decision ``d`` (:func:`drop_targets` is empty), with the
    rule; ``None`` when it can, or when dragging it means nothing worth explaining (a land on the
    battlefield while casting).  A creature of the deciding player's is told in which step it attacks
    or blocks (CR 508.1, 509.1)."""
    if card not in game.objects or drop_targets(game, d, card):
        return None
    o = game.objects[card]
    if d.kind is Kind.PRIORITY and o.zone is Zone.HAND:
        return _play_problem(game, d.player, card) if o.owner == d.player else None
    if d.kind is Kind.DECLARE_ATTACKERS:
        return combat_rules.attack_problem(game, card) or problem(
            "508.1b", "{card} has nothing it may attack", card=o.name)
    if d.kind is Kind.DECLARE_BLOCKERS:
        why = combat_rules.blocker_problem(game, card)
        if why is None:
            why = next((p for a in game.combat.attackers if (p := combat_rules.block_problem(game, card, a))),
                       None)
        return why or problem("509.1a", "there is no attacking creature for {card} to block", card=o.name)
    if o.zone is Zone.BATTLEFIELD and chars.is_creature(game, card) and o.controller == d.player:
        return _drag_problem(game, d, card)
    return None


# ----------------------------------------------------------------------------- declarations being built

def can_attack(game: "Game", d: Decision, card: int) -> bool:
    """Whether ``card`` may be declared as an attacker at all (CR 508.1a)."""
    return d.kind is Kind.DECLARE_ATTACKERS and combat_rules.attack_problem(game, card) is None


def attack_with_everything(game: "Game", d: Decision, attacks: Mapping[int, Ref]) -> dict[int, Ref]:
    """``attacks`` with every creature that can attack added, attacking the defending player (CR 508.1a-b)."""
    out = dict(attacks)
    if d.kind is not Kind.DECLARE_ATTACKERS:
        return out
    defender: Ref = PlayerRef(chars.defending_player(game))
    for c in d.data.get("candidates", ()):
        if c not in out and combat_rules.attack_problem(game, c) is None \
                and combat_rules.attack_target_problem(game, c, defender) is None:
            out[c] = defender
    return out


def add_block(game: "Game", d: Decision, blocks: Sequence[tuple[int, int]], blocker: int,
              attacker: int) -> tuple[tuple[int, int], ...]:
    """The blocks being declared with ``blocker`` now blocking ``attacker`` as well.  A creature blocks
    one attacker unless an ability lets it block more (CR 509.1a): past its capacity, its earlier
    blocks give way to the new one."""
    capacity = d.data.get("capacity", {}).get(blocker)
    if not isinstance(capacity, int):
        capacity = combat_rules.block_capacity(game, blocker)
    mine = [(b, a) for b, a in blocks if b == blocker and a != attacker]
    out = [p for p in blocks if p != (blocker, attacker)]
    if len(mine) + 1 > capacity:
        out = [(b, a) for b, a in out if b != blocker]
    out.append((blocker, attacker))
    return tuple(out)


# ----------------------------------------------------------------------------- what the engine reads off cards

def summoning_sick(game: "Game", card: int) -> bool:
    """Whether a permanent can't attack or use {T} abilities this turn: a creature that hasn't been
    under its controller's control since the turn began and has no haste from any source (CR 302.6,
    702.10)."""
    o = game.objects.get(card)
    return o is not None and o.zone is Zone.BATTLEFIELD and o.sick and chars.is_creature(game, card) \
        and not chars.has_keyword(game, card, "Haste")


def mana_colors_of(game: "Game", produce: str) -> tuple[str, ...]:
    """The colours (and colourless, ``C``) a mana ability's ``produce`` text can make, in WUBRG order."""
    found: set[str] = set()
    for unit in chars._produce(produce):
        found |= unit
    return tuple(c for c in "WUBRGC" if c in found)


def mana_colors(game: "Game", card: int) -> tuple[str, ...]:
    """The colours of mana a permanent's mana abilities make (CR 106.1, 605.1a): a Forest is green,
    a dual land both of its colours, a land that taps for any colour all five."""
    if card not in game.objects:
        return ()
    found: list[str] = []
    for ab in _mana_abilities(game, card):
        for c in mana_colors_of(game, ab.produce):
            if c not in found:
                found.append(c)
    return tuple(found)


def _mana_abilities(game: "Game", card: int) -> Iterable[Any]:
    return (ab for ab in chars.activated_abilities(game, card) if ab.kind == "mana")
