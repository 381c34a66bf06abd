"""Auras beyond "Enchant creature": what they may enchant, when they fall off,
and the mana an enchanted land adds.

* **Enchant** (CR 702.5a, 303.4a): an Aura spell targets what its enchant
  ability allows ("Enchant land", "Enchant Forest", "Enchant artifact or
  creature"), and is attached to it as it resolves (CR 303.4f).  The specs
  beyond the ordinary target specs are ``target_specs.AURA_SPECS``, judged by
  :func:`fits`.
* **Attached illegally** (CR 704.5m, 303.4d): an Aura attached to an object
  its enchant ability doesn't allow (an Animated land that stopped being a
  creature, a Forest that lost its type) is put into its owner's graveyard;
  :func:`enchant_allows` is what the state-based action asks.  Attaching is
  not targeting: hexproof and shroud don't matter here (CR 303.4d).
* **Triggered mana abilities** (CR 605.1b, 106.12a): "Whenever enchanted
  land is tapped for mana, its controller adds an additional {G}" (Wild
  Growth) / "... one mana of the chosen color" (Utopia Sprawl, with the
  colour chosen as it entered, ``chosen.py``).  A triggered mana ability
  doesn't use the stack (CR 605.4a): the mana is added as the land's own
  mana ability resolves.  The static ``enchanted_land_mana`` with ``add``
  (mana letters, or ``"chosen_color"``); the payment counts those units as
  the land's (:func:`extra_units`) and adds them when it taps the land
  (:func:`tapped_for_mana`).  "One mana of any color" is not read (it would
  need a choice the payment doesn't ask): by hand.
* **A mana ability granted to the enchanted land** (CR 613.1f: an ability-adding
  effect): "Enchanted land has '{T}: Add one mana of any color.'" (Abundant
  Growth) is the static ``enchanted_land_grants_mana`` with ``produce: "any"``.
  The land may tap for its own mana or for any colour: a payment counts one
  unit of any colour where the land's own ability makes one unit
  (:func:`widened`; a land whose own ability makes more, {C}{C}, keeps only its
  own: the payment can't hold the alternative), and the colour asked for is
  made by the granted ability when the land's own can't make it
  (:func:`granted_color`).
"""

from __future__ import annotations

from typing import Any, Final

from .mana import COLOR_NAMES, COLORS, MANA_TYPES

from . import characteristics as chars
from .. import operations as ops
from ..state import GameState as Game

_BASICS: Final = {"plains": "Plains", "island": "Island", "swamp": "Swamp", "mountain": "Mountain", "forest": "Forest"}


def fits(game: "Game", spec: str, oid: int, controller: int, source: int | None = None) -> bool:
    """Whether the permanent ``oid`` is what an ``AURA_SPECS`` spec names (hexproof aside);
    "another" excludes ``source``, the permanent whose ability targets."""
    o = game.objects.get(oid)
    if o is None:
        return False
    types = o.card.types
    if spec == "another_nonland_permanent":
        return oid != source and "Land" not in types
    if spec == "another_creature":
        return oid != source and chars.is_creature(game, oid)
    if spec == "nonland_permanent_not_named_self":  # Detention Sphere (CR 201.2)
        src = game.objects.get(source) if source is not None else None
        return "Land" not in types and (src is None or o.card.name != src.card.name)
    if spec == "another_creature_you_control":  # Emiel the Blessed (CR 115.1)
        return oid != source and chars.is_creature(game, oid) and o.controller == controller
    if spec == "nonland_permanent_opponent_controls":
        return "Land" not in types and o.controller != controller
    if spec in _BASICS:
        return "Land" in types and _BASICS[spec] in o.card.subtypes
    if spec == "artifact_or_creature":
        return "Artifact" in types or chars.is_creature(game, oid)
    if spec == "creature_or_land":
        return "Land" in types or chars.is_creature(game, oid)
    if spec == "land_you_control":
        return "Land" in types and o.controller == controller
    if spec == "artifact_you_control":
        return "Artifact" in types and o.controller == controller
    return False


def enchant_allows(game: "Game", aura: int, attached: int) -> bool:
    """CR 704.5m: whether the Aura ``aura`` may be attached to ``attached`` by its enchant ability."""
    a = game.objects[aura]
    ab = next((x for x in a.card.abilities if x.kind == "aura"), None)
    if ab is None or not ab.targets:
        return True
    spec = ab.targets[0]
    o = game.objects[attached]
    if spec in _BASICS or spec in ("artifact_or_creature", "creature_or_land", "land_you_control",
                                   "artifact_you_control"):
        return fits(game, spec, attached, a.controller)
    if spec == "creature":
        return chars.is_creature(game, attached)
    if spec == "creature_you_control":
        return chars.is_creature(game, attached) and o.controller == a.controller
    if spec in ("land", "artifact", "enchantment", "planeswalker"):
        return spec.capitalize() in o.card.types
    if spec == "nonland_permanent":
        return "Land" not in o.card.types
    return True  # "permanent", and specs this module doesn't judge: as before


# ----------------------------------------------------------------------------- enchanted lands' mana

def _units_of(game: "Game", aura: int, add: Any) -> list[frozenset[str]]:
    if add == "chosen_color":
        from ..families.chosen import chosen
        color = chosen(game, aura, "color")
        return [frozenset(color)] if isinstance(color, str) and color else []
    if isinstance(add, str):
        return [frozenset(ch) for ch in add if ch in MANA_TYPES]
    return []


def _auras_on(game: "Game", land: int) -> list[tuple[int, Any]]:
    out = []
    for pid in chars.permanents_with_static(game, "enchanted_land_mana"):
        src = game.objects[pid]
        if src.attached_to == land:
            for ab in chars.statics(game, pid, "enchanted_land_mana"):
                out.append((pid, ab.params.get("add")))
    return out


#: The static abilities of Auras that change what an enchanted land's mana is.
LAND_MANA_STATICS: Final = ("enchanted_land_mana", "enchanted_land_grants_mana")


def any_land_mana_auras(game: "Game") -> bool:
    """Whether any such Aura is on the battlefield (the common case: none, and nothing here runs)."""
    for s in LAND_MANA_STATICS:  # (a loop, not any() over a generator: every listing of mana asks)
        if chars.permanents_with_static(game, s):
            return True
    return False


def grants_any_color(game: "Game", land: int) -> bool:
    """Whether an Aura on ``land`` gives it "{T}: Add one mana of any color." (CR 613.1f)."""
    for pid in chars.permanents_with_static(game, "enchanted_land_grants_mana"):
        if game.objects[pid].attached_to == land and any(
                ab.produce == "any" for ab in chars.statics(game, pid, "enchanted_land_grants_mana")):
            return True
    return False


def widened(game: "Game", land: int, units: list[frozenset[str]]) -> list[frozenset[str]]:
    """The land's units for a payment, with a granted "one mana of any color" as an alternative."""
    if len(units) == 1 and grants_any_color(game, land):
        return [units[0] | frozenset(COLORS)]
    return units


def granted_color(game: "Game", land: int, color: str, own: list[frozenset[str]]) -> bool:
    """Whether tapping ``land`` for ``color`` uses the granted ability: its own can't make it."""
    if not color or color not in COLORS:
        return False
    for u in own:  # (a loop, not any() over a generator: every mana ability activated asks)
        if color in u:
            return False
    return grants_any_color(game, land)


def extra_units(game: "Game", source: int) -> list[frozenset[str]]:
    """The mana the Auras on ``source`` add when it is tapped for mana (CR 605.1b)."""
    if not chars.permanents_with_static(game, "enchanted_land_mana"):
        return []  # (the common case: no such Aura on the battlefield)
    out: list[frozenset[str]] = []
    for pid, add in _auras_on(game, source):
        out.extend(_units_of(game, pid, add))
    return out


def tapped_for_mana(game: "Game", source: int) -> None:
    """``source`` was just tapped for mana: its Auras' triggered mana abilities add their mana to
    its controller's pool at once (CR 605.1b, 605.4a: they don't use the stack)."""
    if not chars.permanents_with_static(game, "enchanted_land_mana") or source not in game.objects:
        return
    land = game.objects[source]
    for pid, add in _auras_on(game, source):
        units = _units_of(game, pid, add)
        for u in units:
            ops.add_mana(game, land.controller, next(iter(u)))
        if units:
            ops.log(game, "mana", "605.1b", "{card} adds an additional {mana} for {player}.",
                    card=game.objects[pid].name, player=game.players[land.controller].name,
                    mana=" ".join(COLOR_NAMES.get(next(iter(u)), "") for u in units))
