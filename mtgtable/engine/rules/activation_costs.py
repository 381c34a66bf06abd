"""Activated abilities' costs beyond mana, {T}, life, counters and the card itself, and their
restrictions (CR 602.2b, 602.5b, 601.2f-h, 605.3b, 113.6).

``ActivationCost`` (cards.py) holds the parts every ability may have; the parts
here are the ability's parameters (``resources/cards/README.md``):

* ``costs``: the other parts, in the vocabulary of ``casting_costs.COMPONENTS``
  ("Sacrifice an artifact", "Discard a card", "Return a Forest you control to
  its owner's hand", "Exile a blue card from your hand", "Exile two cards from
  your graveyard"), each
  ``{kind: filter, "count": N}``; a filter with ``"other": true`` is
  "another" (not the source itself).  The objects are chosen as the cost is
  paid (CR 601.2h via 602.2b), each a ``Choose`` decision with its legal
  options, before anything is paid, so a cancel changes nothing;
* ``discard_hand``: "Discard your hand" (an empty hand pays it, CR 117.3);
* ``exile_self_from_hand``: "Exile this card from your hand" (the ability
  works only from the hand, CR 113.6, 602.2a); ``exile_self``: "Exile this
  artifact" from the battlefield; ``return_self``: "Return this enchantment to
  its owner's hand";
* ``from_graveyard``: the ability works only from its card in its owner's
  graveyard (CR 113.6k: its cost or effect moves the card out of the
  graveyard, "Exile this card from your graveyard", "Return this card from
  your graveyard to your hand"); with ``exile_self``, the card exiles itself
  from there;
* ``once_each_turn``: "Activate only once each turn" (CR 602.5b), remembered
  per object (``GameState.chosen``: a new object, CR 400.7, has not used it);
* ``upkeep_only``: "Activate only during your upkeep" (CR 602.5b): its controller's upkeep step;
* ``instant_only``: "Activate only as an instant": a mana ability with it is
  not used while paying (CR 605.3a does not apply: it may be activated only
  when its controller has priority), only as an action of its own;
* ``cost_less_per``: "This ability costs {1} less to activate for each
  legendary creature you control" (CR 601.2f via 602.2b): a count
  (``engine.counts``), or ``{"legendary": true, "types_any": [...]}``,
  generic mana only;
* on a mana ability, ``mana_amount`` (three mana of one colour, CR 106.1)
  and ``then``: effects of the same ability after its mana ("Draw a card.",
  CR 605.1a, 605.3b: a mana ability with another effect is still one).

A mana ability with any of these is activated only as its own action
(``legal_actions`` offers it, once per colour), never by the automatic
payment: the payment would skip its other costs.
"""

from __future__ import annotations

from typing import Any, Callable, Final, Generator, Mapping, Sequence, TYPE_CHECKING

from . import casting_costs
from . import characteristics as chars
from .. import operations as ops
from ..data.activation_params import OWN_PARAMS
from ..data.cards import Ability, CardDef
from ..decisions import Activate, Decision
from ..errors import Problem, problem
from .mana import COLORS, ManaCost
from ..turn.steps import Step
from ..objects import Zone

if TYPE_CHECKING:
    from ..state import GameState as Game

__all__ = ["OWN_PARAMS", "applies", "from_hand", "from_graveyard", "priority_only", "activation_problem", "reduced", "choose_parts",
           "pay_parts", "activate_mana", "priority_actions"]

#: Where each cost part's object goes, and the move's log reason (``move_reasons``).
_MOVES: Final[dict[str, tuple[Zone, str]]] = {
    "exile_from_hand": (Zone.EXILE, "exiled_to_cast"), "discard": (Zone.GRAVEYARD, "discarded_to_cast"),
    "return_to_hand": (Zone.HAND, "returned_to_cast"), "sacrifice": (Zone.GRAVEYARD, "sacrificed_to_cast"),
    "exile_from_graveyard": (Zone.EXILE, "exiled_to_cast")}
#: Cards with an ability of this module that is a mana ability (worked out once per card definition).
_PRIORITY_ONLY: Final[dict[CardDef, bool]] = {}
#: The parts this module pays (``tap_untapped`` is the crew-like family's).
_KINDS: Final = ("exile_from_hand", "discard", "return_to_hand", "sacrifice", "exile_from_graveyard")


def applies(ab: Ability) -> bool:
    """Whether the activated or mana ability has a parameter of this module."""
    return bool(ab.params) and ab.kind in ("mana", "activated") and not OWN_PARAMS.isdisjoint(ab.params)


def from_hand(ab: Ability) -> bool:
    """Whether the ability is activated from its card in the hand (CR 113.6): "Exile this card from your hand",
    or ``from_hand`` (ninjutsu, "Put this card from your hand onto the battlefield": ``hand_abilities``)."""
    return bool(ab.params.get("exile_self_from_hand") or ab.params.get("from_hand"))


def from_graveyard(ab: Ability) -> bool:
    """Whether the ability is activated from its card in its owner's graveyard (CR 113.6k): Seasoned
    Pyromancer's "Exile this card from your graveyard", Phantasmagorian's "Return this card from your
    graveyard to your hand"."""
    return ab.kind == "activated" and bool(ab.params.get("from_graveyard"))


def priority_only(ab: Ability) -> bool:
    """A mana ability the payment never activates for its player (see the module docstring)."""
    return ab.kind == "mana" and applies(ab)


def _parts(ab: Ability) -> tuple[Mapping[str, Any], ...]:
    found = ab.params.get("costs", ())
    return tuple(p for p in found if isinstance(p, Mapping)) if isinstance(found, (list, tuple)) else ()


def _kind(part: Mapping[str, Any]) -> str:
    return next((k for k in _KINDS if k in part), "")


def candidates(game: "Game", player: int, source: int, part: Mapping[str, Any]) -> list[int]:
    """The objects that can pay one part: ``casting_costs.candidates``, without the source for "another"."""
    found = casting_costs.candidates(game, player, source, part)
    filt = part.get(_kind(part))
    if isinstance(filt, Mapping) and filt.get("other"):
        found = [c for c in found if c != source]
    return found


def _activated_this_turn(game: "Game", source: int, index: int) -> bool:
    used = game.chosen.get(source, {}).get("activated_on_turn", ())
    return any(i == index and turn == game.turn for i, turn in used)


def activation_problem(game: "Game", player: int, source: int, index: int, ab: Ability,
                       color: str) -> Problem | None:
    """Why the ability can't be activated now, for this module's parts (CR 602.5b, 117.3, 106.1)."""
    o = game.objects[source]
    if ab.params.get("once_each_turn") and _activated_this_turn(game, source, index):
        return problem("602.5b", "{card}'s ability can be activated only once each turn", card=o.name)
    if ab.params.get("upkeep_only") and not (game.active == player and game.step is Step.UPKEEP):
        return problem("602.5b", "{card}'s ability can be activated only during your upkeep", card=o.name)
    for part in _parts(ab):
        kind = _kind(part)
        if not kind:
            return problem("117.3", "{card}'s ability has a cost the engine doesn't pay", card=o.name)
        if len(candidates(game, player, source, part)) < int(part.get("count", 1)):
            if kind in ("exile_from_hand", "discard"):
                return problem("117.3", "you don't have {n} card(s) in hand that can pay this cost",
                               n=int(part.get("count", 1)))
            if kind == "exile_from_graveyard":
                return problem("117.3", "you don't have {n} card(s) in your graveyard that can pay this cost",
                               n=int(part.get("count", 1)))
            return problem("117.3", "you don't control {n} permanent(s) that can pay this cost",
                           n=int(part.get("count", 1)))
    if ab.kind == "mana" and ab.params.get("mana_amount") and len(color) > 1:
        return problem("106.1", "{card} makes mana of one color", card=o.name)
    return None


def _legendary_count(game: "Game", player: int, spec: Mapping[str, Any]) -> int:
    types = spec.get("types_any") or ()
    return sum(1 for i in game.battlefield if game.objects[i].controller == player
               and "Legendary" in game.objects[i].card.supertypes
               and (not types or set(types) & set(game.objects[i].card.types)))


def reduced(game: "Game", player: int, source: int, ab: Ability) -> ManaCost:
    """The mana cost to pay now: ``cost_less_per`` takes generic mana off, never below 0 (CR 601.2f, 602.2b)."""
    cost = ab.cost.mana
    per = ab.params.get("cost_less_per")
    if not isinstance(per, Mapping):
        return cost
    if per.get("legendary"):
        n = _legendary_count(game, player, per)
    else:
        from .counts import count
        n = count(game, player, source, per)
    if n <= 0 or not cost.generic:
        return cost
    return casting_costs._cost(max(0, cost.generic - n), cost.symbols, cost.twobrid, cost.x_count)


def choose_parts(game: "Game", player: int, source: int,
                 ab: Ability) -> Generator[Decision, Any, list[tuple[str, tuple[int, ...]]] | None]:
    """The objects that pay each part, chosen before anything is paid (CR 601.2h via 602.2b); None: cancelled."""
    o = game.objects[source]
    chosen: list[tuple[str, tuple[int, ...]]] = []
    taken: list[int] = []
    for part in _parts(ab):
        kind = _kind(part)
        picks: list[int] = []
        for _ in range(int(part.get("count", 1))):
            options = [c for c in candidates(game, player, source, part) if c not in taken]
            pick = yield from _choose_one(game, player, o.name, kind, options)
            if pick is None:
                return None
            picks.append(pick)
            taken.append(pick)
        chosen.append((kind, tuple(picks)))
    return chosen


def _choose_one(game: "Game", player: int, name: str, kind: str,
                options: list[int]) -> Generator[Decision, Any, int | None]:
    """One object for one part: a ``Choose`` decision (the GUI, the pilot and the random agent answer it)."""
    data = {"cost_part": kind}
    if kind == "exile_from_hand":
        return (yield from casting_costs._choose_cards(game, player, "To activate {card}'s ability: choose a card to exile from your hand.",
                                  "602.2b", options, False, data, card=name))
    if kind == "discard":
        return (yield from casting_costs._choose_cards(game, player, "To activate {card}'s ability: choose a card to discard.", "602.2b",
                                  options, False, data, card=name))
    if kind == "exile_from_graveyard":  # Grim Lavamancer (CR 602.2b, 118.3)
        return (yield from casting_costs._choose_cards(game, player, "To activate {card}'s ability: choose a card to "
                                                       "exile from your graveyard.", "602.2b", options, False, data,
                                                       card=name))
    if kind == "return_to_hand":
        return (yield from casting_costs._choose_cards(game, player, "To activate {card}'s ability: choose a permanent to return to its "
                                  "owner's hand.", "602.2b", options, False, data, card=name))
    return (yield from casting_costs._choose_cards(game, player, "To activate {card}'s ability: choose a permanent to sacrifice.", "602.2b",
                              options, False, data, card=name))


def pay_parts(game: "Game", player: int, source: int, index: int, ab: Ability, name: str,
              chosen: Sequence[tuple[str, Sequence[int]]]) -> None:
    """Pay the chosen parts, the hand discarded and the card exiled from the hand (CR 602.2b, 601.2h)."""
    if ab.params.get("once_each_turn") and source in game.objects:
        used = tuple(u for u in game.chosen.get(source, {}).get("activated_on_turn", ()) if u[1] == game.turn)
        ops.remember(game, source, {"activated_on_turn": used + ((index, game.turn),)})
    if ab.params.get("reveal_self") and source in game.objects:  # ninjutsu (CR 702.49a)
        ops.log(game, "reveal", "702.49a", "{player} reveals {card} from their hand.",
                player=game.players[player].name, card=name)
    for kind, ids in chosen:
        zone, reason = _MOVES[kind]
        for oid in ids:
            if oid in game.objects:
                ops.move(game, oid, zone, rule="602.2b", reason=reason, source=name)
    if ab.params.get("discard_hand"):
        for oid in list(game.players[player].hand):
            if oid != source:
                ops.move(game, oid, Zone.GRAVEYARD, rule="602.2b", reason="discarded_to_cast", source=name)
    if ab.params.get("return_self") and source in game.objects:
        ops.move(game, source, Zone.HAND, rule="602.2b", reason="returned_to_cast", source=name)
    if ab.params.get("exile_self") and source in game.objects:
        ops.move(game, source, Zone.EXILE, rule="602.2b", reason="exiled_to_cast", source=name)
    if ab.params.get("exile_self_from_hand") and source in game.objects:
        ops.move(game, source, Zone.EXILE, rule="602.2b", reason="exiled_to_cast", source=name)


def activate_mana(game: "Game", player: int, source: int, index: int, color: str, ab: Ability,
                  chosen: Sequence[tuple[str, Sequence[int]]]) -> Generator[Decision, Any, None]:
    """A mana ability of this module (CR 605.3b): its costs are paid, its mana added, then its other effects."""
    o = game.objects[source]
    name = o.name
    pay_parts(game, player, source, index, ab, name, chosen)
    if ab.cost.life:
        ops.lose_life(game, player, ab.cost.life, f"paid for {name}'s mana ability, CR 119.4")
    if ab.cost.tap and source in game.objects:
        ops.become_tapped(game, source)
    if ab.cost.exert and source in game.objects:
        from ..turn.untap_step import exert
        exert(game, player, source)  # CR 701.43a
    if ab.cost.discard_self and source in game.objects:
        ops.move(game, source, Zone.GRAVEYARD, rule="602.2b", reason="discarded_to_cast", source=name)
    if ab.cost.sacrifice_self and source in game.objects:
        ops.move(game, source, Zone.GRAVEYARD, rule="605.3b", reason="sacrificed_to_cast", source=name)
    units = chars._produce(ab.produce)
    times = int(ab.params.get("mana_amount", 1) or 1)
    for _ in range(times):
        for u in units:
            ops.add_mana(game, player, color[:1] if len(u) > 1 else next(iter(u)))
    ops.log(game, "mana", "605.3b", "{player} activates {card}'s mana ability.", player=game.players[player].name,
            card=name)
    then = ab.params.get("then")
    if isinstance(then, (list, tuple)) and then:
        from ..families.effect_core import EFFECTS, EffectContext
        ctx = EffectContext(player, source, name, [], 0, {})
        ctx.game = game
        for e in then:
            result = EFFECTS[e["do"]](game, ctx, e)
            if result is not None:
                yield from result


def priority_actions(game: "Game", player: int,
                     activate_problem: Callable[["Game", int, int, int, str], Problem | None]) -> list[Any]:
    """This module's mana abilities the player may activate now, once per colour (for ``legal_actions``,
    which passes its ``activate_problem``)."""
    out: list[Any] = []
    p = game.players[player]
    sources = list(p.hand) + [i for i in game.battlefield if game.objects[i].controller == player]
    for oid in sources:
        card = game.objects[oid].card
        has = _PRIORITY_ONLY.get(card)
        if has is None:
            if len(_PRIORITY_ONLY) > 50_000:
                _PRIORITY_ONLY.clear()  # a bound, for programs that build card definitions without end
            has = _PRIORITY_ONLY[card] = any(priority_only(a) for a in card.abilities)
        if not has:
            continue
        for i, ab in enumerate(chars.activated_abilities(game, oid)):
            if not priority_only(ab):
                continue
            colors = sorted(set().union(*chars._produce(ab.produce))) if ab.produce else []
            options = [c for c in colors if c in COLORS or c == "C"] if any(
                len(u) > 1 for u in chars._produce(ab.produce)) else [""]
            for color in options:
                if activate_problem(game, player, oid, i, color) is None:
                    out.append(Activate(oid, i, color))
    return out
