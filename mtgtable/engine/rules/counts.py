"""What static abilities count and the conditions they wait for, worked out now.

A static ability's amount or condition is not fixed: "the number of
creatures you control", "for each artifact you control", "as long as you
control a Forest" are looked at every time the value is needed (CR 604.1,
611.3a: a static ability's effect applies at all times; CR 613.4a and 613.4c
for the P/T they set or change).  They are card data (``resources/cards/README.md``):

* a count, ``{"count": "permanents", "whose": "you", "types_any": ["Creature"]}``:
  ``count`` is ``permanents`` (on the battlefield), ``cards`` (in ``zone``:
  ``graveyard`` or ``hand``), ``card_types`` (the card types among the cards in
  ``zone``, CR 205.2a: Tarmogoyf), ``basic_land_types`` (among the lands, domain, CR 205.3i),
  ``life`` (the life total, CR 119) or, in an effect,
  ``target_power`` (the power of target ``target``, its last known information once it
  left the battlefield, CR 608.2h: "its controller gains life equal to its power") or
  ``target_toughness`` (the same for its toughness: Condemn's "equal to its toughness") or
  ``sacrificed_toughness`` (the toughness of the creature the ability's edict had sacrificed, as it last
  existed on the battlefield, CR 608.2h: Devour Flesh's "equal to that creature's toughness") or
  ``trigger_amount`` (how much damage the trigger's event dealt: "that much", damage_triggers) or
  ``half_x`` (half the X paid, rounded down, CR 107.1a: "draw half X cards, rounded down"),
  ``x`` (the X announced for the spell, CR 107.3: "-X/-X" is ``{"count": "x", "times": -1}``),
  ``devotion`` (the mana symbols of ``colors`` among the mana costs of the permanents, CR 700.5) or
  ``life_lost`` (the life the ability's earlier effects made players lose: "the life lost this way") or
  ``energy_paid`` (the energy an earlier effect paid: "deals that much damage", engine/families/energy.py),
  ``self_counters`` (the ``counter`` counters on the source: "for each burden counter on The One Ring") or
  ``self_power`` (the source's power, its last known information once it left the battlefield, in an
  effect: "where X is this creature's power", CR 608.2h);
  ``whose`` is ``you`` (the source's controller), ``opponents`` or ``all``;
  ``types_any`` / ``subtypes_any`` / ``supertypes_any`` narrow what is counted; ``other``: not the
  source itself; ``attacking``: only attacking creatures (CR 508.1); ``named_self``: cards with the source's name; ``of_chosen_type``: of the creature type an
  earlier effect chose (in an effect only, ``effect_core.counted``: Distant Melody); the result is multiplied by ``times`` (default 1), then ``plus`` is added;
* a condition, ``{"control_subtype": ["Forest"]}``, ``{"control_type":
  ["Artifact"]}``, ``{"artifacts_at_least": 3}`` (metalcraft) and the other
  activation conditions of ``mana_abilities.condition_met``, for the source's
  controller.

Only printed card types and subtypes are read (CR 205; no effect in this
engine changes them), so counting never asks for a P/T or a keyword and
can't loop back into the layer that asked.
"""

from __future__ import annotations

from typing import Any, Final, Iterable, Mapping, TYPE_CHECKING

if TYPE_CHECKING:
    from ..state import GameState as Game

#: The values of ``count``.
COUNT_KINDS: Final = frozenset({"permanents", "cards", "card_types", "life", "target_power", "basic_land_types",
                                "trigger_amount", "half_x", "devotion", "life_lost", "self_counters", "x",
                                "energy_paid", "self_power",
                                "target_mana_value", "sacrificed", "destroyed", "target_toughness",
                                "sacrificed_toughness"})
#: The basic land types (CR 205.3i), for domain.
BASIC_LAND_TYPES: Final = ("Plains", "Island", "Swamp", "Mountain", "Forest")
#: The card types that count for "card types among cards" (CR 205.2a; Kindred as well, CR 308).
CARD_TYPES: Final = ("Artifact", "Battle", "Creature", "Enchantment", "Instant", "Kindred", "Land", "Planeswalker", "Tribal",
                     "Sorcery")


def check_count(spec: Any) -> str | None:
    """What is wrong with a count in card data, or None (checked as cards load)."""
    if not isinstance(spec, Mapping) or spec.get("count") not in COUNT_KINDS:
        return f"a count must be an object with 'count' one of {sorted(COUNT_KINDS)}, got {spec!r:.60}"
    if spec.get("whose", "you") not in ("you", "opponents", "all"):
        return f"unknown 'whose' {spec.get('whose')!r} in a count"
    if spec["count"] in ("cards", "card_types") and spec.get("zone") not in ("graveyard", "hand"):
        return f"a count of cards needs 'zone' graveyard or hand, got {spec.get('zone')!r}"
    for key in ("types_any", "subtypes_any", "supertypes_any", "colors"):
        v = spec.get(key, [])
        if not isinstance(v, (list, tuple)) or not all(isinstance(x, str) for x in v):
            return f"'{key}' of a count must be a list of strings"
    if spec.get("with_counter", "+1/+1") != "+1/+1":
        return "'with_counter' of a count is +1/+1"
    for key in ("plus", "times"):
        v = spec.get(key, 0)
        if not isinstance(v, int) or isinstance(v, bool) or abs(v) > 1000:
            return f"'{key}' of a count must be a whole number"
    if spec["count"] in ("target_power", "target_mana_value", "target_toughness") and not (isinstance(spec.get("target"), int)
                                                 and not isinstance(spec.get("target"), bool)
                                                 and 0 <= spec["target"] < 100):
        return "a count of a target's power or mana value needs 'target', a target index"
    return None


def _players(game: "Game", controller: int, whose: str) -> list[int]:
    if whose == "you":
        return [controller]
    return [p.index for p in game.players if (whose == "all" or p.index != controller) and not p.lost]


def _fits(card: Any, spec: Mapping[str, Any]) -> bool:
    supertypes = spec.get("supertypes_any")  # "snow permanents you control" (Skred, CR 205.4a)
    if supertypes and not any(s in card.supertypes for s in supertypes):
        return False
    types = spec.get("types_any")
    if types and not any(t in card.types for t in types):
        return False
    subtypes = spec.get("subtypes_any")
    if subtypes and not any(s in card.subtypes for s in subtypes):
        # Changeling: every creature type, in every zone (CR 702.73a) -- not a land or artifact type.
        return "Changeling" in card.keywords and not set(subtypes) & _NOT_CREATURE_TYPES
    return True


#: Subtypes that are not creature types (CR 205.3g-205.3i), which changeling does not give.
_NOT_CREATURE_TYPES: Final = frozenset({"Plains", "Island", "Swamp", "Mountain", "Forest", "Equipment", "Aura",
                                        "Vehicle", "Treasure", "Food", "Clue", "Urza's", "Gate", "Desert"})


def is_monstrous(game: "Game", oid: int) -> bool:
    """Whether permanent ``oid`` is monstrous (CR 701.37b: a designation it keeps until it leaves the
    battlefield; a new object is never monstrous, CR 400.7), remembered in ``GameState.chosen``."""
    return bool(game.chosen.get(oid, {}).get("monstrous"))


def count(game: "Game", controller: int, source: int | None, spec: Mapping[str, Any]) -> int:
    """The number ``spec`` counts now, for an ability of ``source`` controlled by ``controller``
    (times ``times``, plus ``plus``: "+1/+1 for each", "that number plus 1")."""
    return _raw(game, controller, source, spec) * int(spec.get("times", 1)) + int(spec.get("plus", 0))


def _raw(game: "Game", controller: int, source: int | None, spec: Mapping[str, Any]) -> int:
    kind = spec.get("count")
    whose = _players(game, controller, str(spec.get("whose", "you")))
    if kind == "life":
        return sum(game.players[i].life for i in whose)
    if kind == "permanents":
        n = 0
        for oid in game.battlefield:
            o = game.objects[oid]
            if o.controller in whose and _fits(o.card, spec) and not (spec.get("other") and oid == source) \
                    and not (spec.get("attacking") and not game.combat.is_attacking(oid)) \
                    and (not spec.get("with_counter") or o.counters.get(str(spec["with_counter"]), 0) > 0):
                n += 1  # ("with a +1/+1 counter on it", Inspiring Call: CR 122.1)
        return n
    if kind == "self_counters":  # "for each burden counter on The One Ring" (CR 122.1)
        me = game.objects.get(source) if source is not None else None
        return me.counters.get(str(spec.get("counter", "")), 0) if me is not None else 0
    if kind == "devotion":  # CR 700.5: the coloured mana symbols among the mana costs of your permanents
        colors = set(spec.get("colors", ()))
        return sum(sum(1 for s in game.objects[oid].card.mana_cost.symbols if colors & set(s))
                   + sum(1 for t in game.objects[oid].card.mana_cost.twobrid if t in colors)
                   for oid in game.battlefield if game.objects[oid].controller in whose)
    if kind in ("target_power", "target_mana_value", "target_toughness", "sacrificed_toughness", "trigger_amount",
                "half_x", "life_lost", "x", "energy_paid", "self_power", "sacrificed", "destroyed"):
        return 0  # only an effect knows its targets and its trigger (effect_core.counted)
    if kind == "basic_land_types":  # domain: the basic land types among lands you control (CR 205.3i)
        seen = {t for oid in game.battlefield if game.objects[oid].controller in whose
                and "Land" in game.objects[oid].card.types for t in game.objects[oid].card.subtypes}
        return sum(1 for t in BASIC_LAND_TYPES if t in seen)
    zone = str(spec.get("zone", "graveyard"))
    cards: Iterable[int] = (c for i in whose for c in (game.players[i].graveyard if zone == "graveyard"
                                                         else game.players[i].hand))
    if kind == "card_types":
        found: set[str] = set()
        for c in cards:
            found.update(t for t in game.objects[c].card.types if t in CARD_TYPES)
        return len(found)
    if spec.get("named_self"):  # "cards named Accumulated Knowledge": the source's own name (CR 201.2)
        name = game.objects[source].card.name if source is not None and source in game.objects else None
        return sum(1 for c in cards if game.objects[c].card.name == name)
    return sum(1 for c in cards if _fits(game.objects[c].card, spec))


def condition(game: "Game", controller: int, cond: Mapping[str, Any], source: int | None = None) -> bool:
    """Whether an "as long as" condition holds for ``controller`` now (an unknown one never does):
    ``{"at_least": 7, "of": COUNT}`` / ``{"at_most": 0, "of": COUNT}`` (threshold, hellbent), or one of
    the activation conditions ``mana_abilities.condition_met`` reads too (``control_subtype``,
    ``control_type``, ``lands_at_least``, ``artifacts_at_least``), or about ``source`` itself:
    ``self_untapped``, ``self_tapped``, ``self_attacking``; ``{"all": [CONDITION, ...]}``: each of them."""
    if cond.get("self_untapped") or cond.get("self_tapped") or cond.get("self_attacking"):
        # "as long as it's untapped / attacking": the source itself (CR 611.3a: looked at continuously)
        o = game.objects.get(source) if source is not None else None
        if o is None:
            return False
        if cond.get("self_attacking"):
            return game.combat.is_attacking(o.id)
        return o.tapped == bool(cond.get("self_tapped"))
    if cond.get("self_enchanted") is True:  # "As long as this creature is enchanted" (CR 303.4, 611.3a)
        return source is not None and any(game.objects[a].attached_to == source and "Aura" in game.objects[a].card.subtypes
                                          for a in game.battlefield)
    if cond.get("permanent_left_this_turn") is True:  # revolt: "if a permanent left the battlefield under your
        return game.players[controller].left_battlefield > 0  # control this turn" (Fatal Push)
    if cond.get("less_life_than_opponent") is True:  # "If you have less life than an opponent" (CR 119)
        life = game.players[controller].life
        return any(p.life > life for p in game.players if p.index != controller and not p.lost)
    if cond.get("fewer_creatures_than_opponent") is True:  # "If you control fewer creatures than an opponent"
        spec = {"count": "permanents", "types_any": ["Creature"], "whose": "you"}
        creatures = count(game, controller, source, spec)
        return any(count(game, p.index, None, spec) > creatures for p in game.players
                   if p.index != controller and not p.lost)
    if cond.get("life_at_least_starting") is True:  # "your life total is greater than or equal to your starting
        p = game.players[controller]                  # life total" (Path of Bravery, CR 103.3)
        return p.life >= p.starting_life
    if cond.get("self_monstrous") is True:  # "As long as this creature is monstrous" (CR 701.37b)
        return source is not None and is_monstrous(game, source)
    if cond.get("lands_entered_this_turn") is True:  # "if you had a land enter ... this turn" (Groundswell)
        return game.players[controller].lands_entered > 0
    if cond.get("your_turn") is True:  # "During your turn" (CR 611.3a; keyword_counters)
        return game.active == controller
    if "all" in cond:  # "if there is an instant card and a sorcery card in your graveyard": each holds
        parts = cond["all"]
        return bool(parts) and all(isinstance(c, Mapping) and condition(game, controller, c, source) for c in parts)
    of = cond.get("of")
    if isinstance(of, Mapping):
        n = count(game, controller, source, of)
        if "at_least" in cond:
            return n >= int(cond["at_least"])
        if "at_most" in cond:
            return n <= int(cond["at_most"])
        return False
    mine = [game.objects[i].card for i in game.battlefield if game.objects[i].controller == controller]
    if "control_subtype" in cond:  # a creature type counts changelings too (CR 702.73a, _fits)
        return any(_fits(c, {"subtypes_any": list(cond["control_subtype"])}) for c in mine)
    if "control_type" in cond:
        return any(set(cond["control_type"]) & set(c.types) for c in mine)
    if "lands_at_least" in cond:
        return sum(1 for c in mine if "Land" in c.types) >= int(cond["lands_at_least"])
    if "artifacts_at_least" in cond:
        return sum(1 for c in mine if "Artifact" in c.types) >= int(cond["artifacts_at_least"])
    return False  # a condition this engine does not know never holds (fail closed)
