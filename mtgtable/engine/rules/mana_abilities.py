"""Mana abilities beyond "{T}: Add {G}": conditions, costs, amounts that depend on the game.

The lands of real decks make their mana in more ways than a fixed symbol
(CR 106.1, 605.1a):

* an activation condition, "Activate only if you control an Island or a
  Swamp" (the Verges, the Tainted lands), "... five or more lands" (Temple of
  the False God), "... an artifact" (Spire of Industry): ``only_if``
  (CR 602.5b);
* a side effect of the same ability, "Each opponent gains 1 life" (Grove of
  the Burnwillows): ``opponents_gain_life`` (CR 605.3b);
* an amount counted as it resolves, "Add {G} for each creature you control"
  (Gaea's Cradle): ``for_each`` (CR 106.4, 107.3a);
* the colours other lands could produce, "one mana of any color that a land
  an opponent controls could produce" (Exotic Orchard) and "any type that a
  land you control could produce" (Reflecting Pool): the produce
  ``lands:opponents`` / ``lands:yours`` (CR 106.7);
* "instead" while the land has a counter, "If Gemstone Caverns has a luck
  counter on it, instead add one mana of any color": ``instead.counter``;
* a cost of removing counters, "{T}, Remove a charge counter from this land"
  (the Vivid lands), and "If there are no mining counters on this land,
  sacrifice it" after it (Gemstone Mine): ``sacrifice_without_counter``
  (CR 122.8 for the cost, 605.3b for the ability's whole effect);
* "Add two mana of different colors" (Interplanar Beacon): the produce
  ``"W|U|B|R|G W|U|B|R|G"`` with ``different_colors`` (the colours named, CR 106.1);
* a choice of two mana, "{U/R}, {T}: Add {U}{U}, {U}{R}, or {R}{R}" (the
  filter lands): the produce ``"U|R U|R"``, two units of either colour, which
  is exactly those three options (CR 106.1a: mana has no order in a pool);
* mana spent only on some spells, "Spend this mana only to cast a Dragon
  creature spell" (``spend_only``, CR 106.6, ``engine.restricted_mana``): the
  payment uses it only for what it may pay for;
* a cost of tapping other permanents, "{T}, Tap an untapped creature you
  control" (``ActivationCost.tap_untapped``, CR 602.2b, ``engine.tap_costs``):
  activated by the player, who chooses the creature, never by the automatic
  payment.

Free functions that take the game, called from small hooks in the payment
code (``actions.py``): a card with none of these (a basic land, a dual) never
comes here, so the common case stays as fast as it was.
"""

from __future__ import annotations

from typing import Any, Final, Mapping

from ..data.activation_params import OWN_PARAMS
from ..data.cards import Ability, CardDef
from ..errors import Problem, problem
from .mana import COLORS, MANA_TYPES
from ..refs import PlayerRef

from . import characteristics as chars
from .. import operations as ops
from . import restricted_mana
from ..state import GameState as Game

#: Mana-ability parameters this module interprets.
SPECIAL_PARAMS: Final = frozenset({"only_if", "opponents_gain_life", "for_each", "sacrifice_without_counter",
                                   "different_colors", "return_next_untap"})
#: Produce values that are worked out from the other lands (CR 106.7).
LANDS_PRODUCE: Final = {"lands:opponents": "opponents", "lands:yours": "yours"}

_SPECIAL: Final[dict[CardDef, bool]] = {}


# ----------------------------------------------------------------------------- the game's rules used here
# (one place to change when the engine's layers change shape)

def _abilities(game: "Game", oid: int) -> tuple[Ability, ...]:
    return chars.activated_abilities(game, oid)


def _units(game: "Game", produce: str) -> list[frozenset[str]]:
    return chars._produce(produce)


def produce_now(game: "Game", o: Any, ab: Ability) -> str:
    """What a mana ability makes now: Urza's Tower makes {C}{C}{C} instead of
    {C} while its controller controls an Urza's Mine and an Urza's
    Power-Plant (permanents with those subtypes, CR 205.3i, 106.4)."""
    alt = ab.params.get("instead")
    if isinstance(alt, dict):
        mine = [set(game.objects[i].card.subtypes) for i in game.battlefield
                if game.objects[i].controller == o.controller]
        if all(any(set(need) <= have for have in mine) for need in alt.get("control_subtypes", ())):
            return str(alt.get("produce", ab.produce))
    return ab.produce


def _urza_now(game: "Game", o: Any, ab: Ability) -> str:
    return produce_now(game, o, ab)


def _can_tap(game: "Game", oid: int) -> bool:
    o = game.objects[oid]
    return not o.tapped and not (o.sick and chars.is_creature(game, oid) and not chars.has_keyword(game, oid, "Haste"))


def _special_ability(ab: Ability) -> bool:
    if ab.kind != "mana":
        return False
    if SPECIAL_PARAMS & set(ab.params) or ab.produce in LANDS_PRODUCE or ab.cost.remove_counter or " " in ab.produce \
            or ab.cost.exert \
            or ab.produce in ("exiled_colors", "legendary_colors") or "spend_only" in ab.params or ab.cost.tap_untapped \
            or ab.cost.sacrifice_other:
        return True
    alt = ab.params.get("instead")
    return isinstance(alt, Mapping) and ("counter" in alt or "linked" in alt)


def is_special(card: CardDef) -> bool:
    """Whether any of the card's mana abilities needs this module (cached per card)."""
    found = _SPECIAL.get(card)
    if found is None:
        found = _SPECIAL[card] = any(_special_ability(a) for a in card.abilities)
    return found


# ----------------------------------------------------------------------------- what an ability makes now

def _controlled(game: "Game", player: int) -> list[Any]:
    return [game.objects[i] for i in game.battlefield if game.objects[i].controller == player]


def condition_met(game: "Game", player: int, cond: Mapping[str, Any]) -> bool:
    """An activation condition (CR 602.5b): "Activate only if you control ..."."""
    mine = _controlled(game, player)
    if "control_subtype" in cond:
        wanted = set(cond["control_subtype"])
        return any(wanted & set(o.card.subtypes) for o in mine)
    if "control_type" in cond:
        wanted = set(cond["control_type"])
        return any(wanted & set(o.card.types) for o in mine)
    if "lands_at_least" in cond:
        return sum(1 for o in mine if "Land" in o.card.types) >= int(cond["lands_at_least"])
    if "artifacts_at_least" in cond:
        return sum(1 for o in mine if "Artifact" in o.card.types) >= int(cond["artifacts_at_least"])
    if "opponent_lands_at_least" in cond:
        n = int(cond["opponent_lands_at_least"])
        return any(sum(1 for i in game.battlefield if game.objects[i].controller == p.index
                       and "Land" in game.objects[i].card.types) >= n
                   for p in game.players if p.index != player and not p.lost)
    return False  # a condition this engine does not know is never met (fail closed)


def _could_produce(game: "Game", oid: int, seen: frozenset[int]) -> set[str]:
    """The types of mana a land's mana abilities could produce (CR 106.7): costs and
    conditions are ignored; an ability that looks at other lands looks at them in turn,
    each land once (two Exotic Orchards alone make nothing, but with a Forest beside
    either, both can make {G}: the rule's own example)."""
    o = game.objects[oid]
    out: set[str] = set()
    for ab in o.card.abilities:
        if ab.kind != "mana":
            continue
        if ab.produce in LANDS_PRODUCE:
            found = lands_could_produce(game, o.controller, LANDS_PRODUCE[ab.produce], seen | {oid})
            out |= found & set(COLORS) if ab.produce == "lands:opponents" else found
            continue
        kinds = [ab.produce]
        alt = ab.params.get("instead")
        if isinstance(alt, Mapping):
            kinds.append(str(alt.get("produce", "")))
        for produce in kinds:
            if produce == "any":
                out.update(COLORS)
            else:
                out.update(ch for ch in produce if ch in MANA_TYPES)
    return out


def lands_could_produce(game: "Game", player: int, whose: str, seen: frozenset[int] = frozenset()) -> frozenset[str]:
    """What the lands of ``whose`` ("opponents" or "yours", seen from ``player``) could produce."""
    found: set[str] = set()
    for oid in game.battlefield:
        o = game.objects[oid]
        if oid in seen or "Land" not in o.card.types or (o.controller == player) != (whose == "yours"):
            continue
        found |= _could_produce(game, oid, seen)
    return frozenset(found)


def legendary_colors(game: "Game", player: int) -> frozenset[str]:
    """"One mana of any color among legendary creatures and planeswalkers you control" (Mox Amber):
    their colours now (CR 105.1; colourless ones add none, so with none it makes no mana, CR 106.5)."""
    out: set[str] = set()
    for oid in game.battlefield:
        o = game.objects[oid]
        if o.controller == player and o.card.is_legendary and (
                "Creature" in o.card.types or "Planeswalker" in o.card.types):
            out |= chars.colors(game, oid)
    return frozenset(out & set(COLORS))


def units_now(game: "Game", source: int, ab: Ability) -> list[frozenset[str]]:
    """The units of mana ``ab`` of ``source`` makes if activated now."""
    o = game.objects[source]
    if ab.produce in LANDS_PRODUCE:
        found = lands_could_produce(game, o.controller, LANDS_PRODUCE[ab.produce], frozenset({source}))
        if ab.produce == "lands:opponents":
            found = found & frozenset(COLORS)  # "any color": not colourless (CR 105.1)
        return [found] if found else []
    if ab.produce == "legendary_colors":  # Mox Amber: the colours of your legendary creatures and planeswalkers
        return [found] if (found := legendary_colors(game, o.controller)) else []
    if ab.produce == "exiled_colors":  # Chrome Mox: the linked exiled card's colours (linked_effects, CR 607.2a)
        from ..families.linked_effects import exiled_colors
        found = exiled_colors(game, source)
        return [found] if found else []
    produce = ab.produce
    alt = ab.params.get("instead")
    if isinstance(alt, Mapping) and "counter" in alt:
        if o.counters.get(str(alt["counter"]), 0) > 0:
            produce = str(alt.get("produce", produce))
    elif isinstance(alt, Mapping) and "linked" in alt:
        from ..families.linked_effects import linked_cards  # "If a card is exiled with this land" (CR 607.2a)
        if linked_cards(game, source):
            produce = str(alt.get("produce", produce))
    elif isinstance(alt, Mapping):
        produce = _urza_now(game, o, ab)
    units = _units(game, produce)
    each = ab.params.get("for_each")
    if each == "creature_you_control":
        n = sum(1 for o2 in _controlled(game, o.controller) if chars.is_creature(game, o2.id))
        units = units * n
    elif isinstance(each, Mapping):  # "Add {G} for each Elf you control" (a count, engine/rules/counts.py)
        from .counts import count
        units = units * max(0, count(game, o.controller, source, each))
    return units


def ability_problem(game: "Game", player: int, source: int, ab: Ability) -> Problem | None:
    """Why ``ab`` can't be activated now, beyond the checks every ability has."""
    o = game.objects[source]
    cond = ab.params.get("only_if")
    if isinstance(cond, Mapping) and not condition_met(game, player, cond):
        return problem("602.5b", "{card}'s ability can be activated only if its condition is met", card=o.name)
    kind = ab.cost.remove_counter
    if kind and o.counters.get(kind, 0) < ab.cost.remove_count:
        return problem("122.8", "{card} has no {kind} counter to remove", card=o.name, kind=kind)
    return None


def color_problem(game: "Game", source: int, ab: Ability, color: str) -> Problem | None:
    """Whether ``color`` names mana this ability makes now: one letter per unit that
    has a choice ("UR" for a filter land's {U}{R}), or one letter for them all."""
    o = game.objects[source]
    units = units_now(game, source, ab)
    choosing = [u for u in units if len(u) > 1]
    if not choosing:
        if color and not any(color[:1] in u for u in units):
            return problem("106.1", "{card} can't make {color} mana", card=o.name, color=color)
        return None
    if not color:
        return problem("106.1", "choose which colour of mana {card} makes", card=o.name)
    letters = color if len(color) == len(choosing) else color * len(choosing) if len(color) == 1 else ""
    if not letters or any(ch not in u for ch, u in zip(letters, choosing)):
        return problem("106.1", "{card} can't make {color} mana", card=o.name, color=color)
    if ab.params.get("different_colors") and len(set(letters)) != len(letters):
        # "Add two mana of different colors" (Interplanar Beacon): one letter per colour, no two alike
        return problem("106.1", "{card} makes mana of different colors: name them, such as WU", card=o.name)
    return None


# ----------------------------------------------------------------------------- paying with them

def _free(ab: Ability) -> bool:
    """A mana ability the automatic payment may use: no mana in its cost."""
    return not ab.cost.mana.mana_value and not ab.cost.mana.symbols


def usable(game: "Game", player: int, source: int, purpose: "restricted_mana.Purpose | None" = None,
           ) -> list[tuple[Ability, list[frozenset[str]]]]:
    """The source's mana abilities without a mana cost that could be activated now, with their
    units; restricted mana only when it may pay for ``purpose`` (CR 106.6); never one that
    taps other permanents (the player chooses them, CR 602.2b)."""
    out = []
    for ab in _abilities(game, source):
        if ab.kind != "mana" or not _free(ab) or ab.cost.sacrifice_self or ab.cost.tap_untapped or ab.cost.sacrifice_other \
                or ab.params.get("different_colors"):  # (the payment matches units one by one: the player names them)
            continue
        if "spend_only" in ab.params and not restricted_mana.source_allows(game, source, ab, purpose):
            continue
        if ab.params and not OWN_PARAMS.isdisjoint(ab.params):
            continue  # activated on its own, never by a payment (activation_costs)
        if ab.cost.tap and not _can_tap(game, source):
            continue
        if ab.cost.life and game.players[player].life < ab.cost.life:
            continue
        if ability_problem(game, player, source, ab) is not None:
            continue
        units = units_now(game, source, ab)
        if units:
            out.append((ab, units))
    return out


def payment_units(game: "Game", player: int, source: int, purpose: "restricted_mana.Purpose | None" = None,
                  ) -> list[frozenset[str]]:
    """What one activation of ``source`` gives a payment: with several one-mana
    abilities, their union (the colour chosen picks the ability, CR 605.3b);
    else the ability that makes the most."""
    found = usable(game, player, source, purpose)
    if not found:
        return []
    if all(len(units) == 1 for _, units in found):
        return [frozenset().union(*(units[0] for _, units in found))]
    return max(found, key=lambda f: len(f[1]))[1]


def _side_effects(ab: Ability) -> int:
    """How much an ability costs beyond {T}, to prefer the one that costs least."""
    return (bool(ab.params.get("damage_to_you")) + bool(ab.params.get("opponents_gain_life")) + bool(ab.cost.life)
            + bool(ab.cost.exert)
            + bool(ab.cost.remove_counter) + bool(ab.params.get("return_next_untap")))


def ability_for(game: "Game", player: int, source: int, color: str,
                purpose: "restricted_mana.Purpose | None" = None) -> Ability | None:
    """The ability a payment's ``(source, color)`` activates: one that makes that
    colour, the one with the fewest side effects first (unrestricted mana before
    restricted, CR 106.6)."""
    found = usable(game, player, source, purpose)
    if all(len(units) == 1 for _, units in found):
        fitting = [ab for ab, units in found if not color or color[:1] in units[0]]
        fitting.sort(key=lambda a: (_side_effects(a), "spend_only" in a.params))
        return fitting[0] if fitting else None
    return max(found, key=lambda f: len(f[1]))[0] if found else None


def remove_counters(game: "Game", player: int, source: int, ab: Ability) -> None:
    """Pay "Remove a charge counter from this" (CR 122.8, checked by :func:`ability_problem`)."""
    o = game.objects[source]
    ops.remove_counters(game, source, ab.cost.remove_counter, ab.cost.remove_count)
    ops.log(game, "counters", "122.8", "{player} removes {n} {kind} counter(s) from {card}.",
             player=game.players[player].name, n=ab.cost.remove_count, kind=ab.cost.remove_counter, card=o.name)


def activate(game: "Game", player: int, source: int, color: str, ab: Ability) -> None:
    """CR 605.3b: the ability resolves at once: its costs are paid ({T}, life,
    counters removed, CR 122.8), its mana is added, then the rest of its effect."""
    o = game.objects[source]
    units = units_now(game, source, ab)
    choosing = [i for i, u in enumerate(units) if len(u) > 1]
    letters = color if len(color) == len(choosing) else color[:1] * len(choosing)
    picked = dict(zip(choosing, letters))
    spend_only = restricted_mana.restriction_for(game, source, ab)
    for i, u in enumerate(units):
        made = picked[i] if i in picked else next(iter(u))
        if spend_only is not None:
            restricted_mana.add(game, player, made, spend_only)  # CR 106.6
        else:
            ops.add_mana(game, player, made)
    if ab.cost.life:
        ops.lose_life(game, player, ab.cost.life, f"paid for {o.name}'s mana ability, CR 119.4")
    if ab.cost.remove_counter:
        remove_counters(game, player, source, ab)
    if ab.cost.sacrifice_self:
        from ..objects import Zone
        ops.move(game, source, Zone.GRAVEYARD, rule="605.3b", why="is sacrificed for mana")
        return
    if ab.cost.tap:
        ops.become_tapped(game, source)
    if ab.cost.exert:
        from ..turn.untap_step import exert
        exert(game, player, source)
    ops.log(game, "mana", "605.3b", "{player} taps {card} for mana.", player=game.players[player].name, card=o.name)
    if ab.cost.tap:
        from .aura_rules import tapped_for_mana
        tapped_for_mana(game, source)  # "Whenever enchanted land is tapped for mana" (CR 605.1b)
    pain = int(ab.params.get("damage_to_you", 0) or 0)
    if pain:
        ops.deal_damage(game, source, PlayerRef(player), pain, source_name=o.name, controller=player)
    if ab.params.get("return_next_untap"):
        from ..turn.untap_step import return_next_untap
        return_next_untap(game, player, source)
    gain = int(ab.params.get("opponents_gain_life", 0) or 0)
    if gain:
        for p in game.players:
            if p.index != player and not p.lost:
                ops.gain_life(game, p.index, gain, f"from {o.name}'s mana ability, CR 605.3b")
    kind = ab.params.get("sacrifice_without_counter")
    if isinstance(kind, str) and not o.counters.get(kind, 0) and chars.on_battlefield(game, source):
        from ..objects import Zone
        ops.move(game, source, Zone.GRAVEYARD, rule="605.3b", why="is sacrificed (no counters left)")
