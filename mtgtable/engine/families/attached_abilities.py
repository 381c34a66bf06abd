"""Abilities an Aura or Equipment grants the permanent it is attached to (layer 6, CR 613.1f).

"Enchanted creature has "{T}: Create a token that's a copy of this creature, except it has
haste. ..."" (Splinter Twin), "Enchanted land has "{T}, Pay 1 life: Draw a card."" (Underworld
Connections), "Equipped creature gets +2/+2 and has protection from red and from blue." (Sword
of Fire and Ice), "Enchanted creature has protection from the chosen color." (Cho-Manno's
Blessing): the Aura's or Equipment's ``grants`` carry ``"abilities": [ABILITY, ...]``, abilities
as card data (a quoted ability compiled as a line of the permanent that has it: "this creature"
is that permanent, CR 113.1a; protection as its static, CR 702.16).

The permanent has them for as long as the Aura or Equipment is attached to it (CR 613.1f,
611.3a: a static ability's effect applies while its source is on the battlefield): like Ensoul
Artifact's "Enchanted artifact is a creature" (``land_types.attached_becomes``), the abilities go
into the permanent's *derived* card (``becomes.Becomes`` with ``abilities`` and no types), put in
``GameObject.card`` by ``ops.refresh_card`` whenever what is attached to it or the battlefield
changes.  So activating them, their triggers, their mana and protection read them as any
printed ability, and the abilities' source is the permanent that has them (CR 113.8): "this
creature" of Splinter Twin's ability is the enchanted creature.

A protection from ``"chosen"`` is the colour the Aura chose as it entered (CR 614.12,
``engine.chosen``), and such a protection does not remove the Aura that grants it ("This effect
doesn't remove this Aura.", CR 702.16d): the granted ability carries ``"keeps"``, the Aura's id
(``keyword_effects.protected_from`` reads it).

"Other creatures you control have "Ward—Pay 2 life."" (Hexing Squelcher), "Creatures you control have
"{T}: Add one mana of any color."" (Enduring Vitality): an ``anthem`` static whose ``grants`` carry
``abilities`` gives them the same way to each creature it applies to (:func:`anthem_becomes`; the
creature as the type-changing statics and its animations make it, so a creature land animated has
them too), for as long as the anthem's permanent is on the battlefield (CR 611.3a, 613.1f).

Pure functions over the state (no operation): ``land_types`` and ``features`` call them.
"""

from __future__ import annotations

from typing import Any, Final, Mapping, cast

from ..rules import characteristics as chars
from ..rules import static_pt
from ..rules.becomes import Becomes
from ..data.cards import Ability, CardDef, parse_ability
from ..objects import GameObject
from ..state import GameState

#: The key of a grant that holds abilities.
KEY: Final = "abilities"
#: A protection's quality that stands for the Aura's chosen colour.
CHOSEN: Final = "chosen"

_PARSED: Final[dict[CardDef, tuple[Ability, ...]]] = {}
#: A protection from the chosen colour, by ability, Aura and colour: the same each time it is asked, so
#: the permanent's derived card is the same card (``becomes.derive`` caches by the abilities' identity).
_CHOSEN: Final[dict[tuple[Ability, int, str], Ability]] = {}


def grant_abilities(card: CardDef) -> tuple[Ability, ...]:
    """The abilities ``card``'s Aura or Equipment ability grants (parsed once per card; checked as the
    card loaded, ``cards._check_static_values``)."""
    found = _PARSED.get(card)
    if found is None:
        if len(_PARSED) > 20_000:
            _PARSED.clear()
        raw = [r for ab in card.abilities if ab.kind in ("aura", "equip")
               for r in _raw(ab.params.get("grants"))]
        found = _PARSED[card] = tuple(parse_ability(r, card.name) for r in raw)
    return found


def _raw(grants: Any) -> list[Mapping[str, Any]]:
    if not isinstance(grants, Mapping):
        return []
    return [r for r in grants.get(KEY, ()) if isinstance(r, Mapping)]


def grants_abilities(card: CardDef) -> bool:
    """Whether ``card`` is an Aura or Equipment that grants abilities (``features.TYPE_CHANGES``)."""
    return any(ab.kind in ("aura", "equip") and _raw(ab.params.get("grants")) for ab in card.abilities)


def _chosen_color(game: GameState, aura: int) -> str | None:
    found = game.chosen.get(aura, {}).get("color")
    return found if isinstance(found, str) else None


def becomes_of(game: GameState, attached: GameObject) -> Becomes | None:
    """What the Aura or Equipment ``attached`` gives the permanent it is attached to: a
    :class:`Becomes` with only abilities (CR 613.1f), or None if it grants none."""
    abilities = grant_abilities(attached.card)
    if not abilities:
        return None
    out: list[Ability] = []
    for ab in abilities:
        if ab.kind == "static" and ab.static == "protection" and CHOSEN in ab.params.get("from", ()):
            color = _chosen_color(game, attached.id)
            if color is None:
                continue  # no colour was chosen (it entered another way): protection from nothing
            ab = _chosen_protection(ab, attached.id, color)
        out.append(ab)
    return Becomes(types=(), abilities=tuple(out))


def _chosen_protection(ab: Ability, aura: int, color: str) -> Ability:
    """``ab`` (protection from the chosen colour) as the Aura ``aura`` that chose ``color`` grants it."""
    key = (ab, aura, color)
    found = _CHOSEN.get(key)
    if found is None:
        if len(_CHOSEN) > 5000:
            _CHOSEN.clear()
        params = {**ab.params, "from": [color if q == CHOSEN else q for q in ab.params.get("from", ())],
                  "keeps": aura}
        found = _CHOSEN[key] = Ability(kind=ab.kind, static=ab.static, params=params, text=ab.text)
    return found


_ANTHEMS: Final[dict[CardDef, tuple[tuple[Ability, tuple[Ability, ...]], ...]]] = {}


def anthem_grants(card: CardDef) -> tuple[tuple[Ability, tuple[Ability, ...]], ...]:
    """``card``'s anthems that grant abilities, each with the abilities parsed (once per card)."""
    found = _ANTHEMS.get(card)
    if found is None:
        if len(_ANTHEMS) > 20_000:
            _ANTHEMS.clear()
        found = _ANTHEMS[card] = tuple(
            (ab, tuple(parse_ability(r, card.name) for r in _raw(ab.params.get("grants"))))
            for ab in card.abilities if ab.kind == "static" and ab.static == "anthem" and _raw(ab.params.get("grants")))
    return found


def _applies(game: GameState, src: GameObject, ab: Ability, oid: int, card: CardDef) -> bool:
    """Whether the anthem ``ab`` of ``src`` applies to ``oid``, a permanent that is ``card`` before it."""
    o = game.objects[oid]
    if "Creature" not in card.types or (ab.params.get("other") and src.id == oid):
        return False
    if ab.params.get("whose") != "all" and src.controller != o.controller:
        return False
    filt = ab.params.get("filter")
    if isinstance(filt, Mapping) and filt:
        seen = cast(GameObject, _Seen(card, o.token, o.counters)) if card is not o.card else o
        return static_pt.fits(seen, filt, lambda: chars.colors(game, oid))
    return True


class _Seen:
    """What ``static_pt.fits`` reads of a permanent (its card, whether a token, its counters), with the
    card it is before the anthems' abilities."""

    __slots__ = ("card", "token", "counters")

    def __init__(self, card: CardDef, token: bool, counters: Mapping[str, int]) -> None:
        self.card, self.token, self.counters = card, token, counters


def anthem_becomes(game: GameState, oid: int, card: CardDef) -> list[tuple[int, Becomes]]:
    """The abilities anthems give ``oid`` (a permanent that is ``card`` before them), with the anthems'
    timestamps (CR 613.7a)."""
    out: list[tuple[int, Becomes]] = []
    for pid in game.battlefield:
        src = game.objects[pid]
        for ab, granted in anthem_grants(src.card):
            if granted and _applies(game, src, ab, oid, card):
                out.append((src.timestamp, Becomes(types=(), abilities=granted)))
    return out


def anthem_targets(game: GameState) -> frozenset[int]:
    """The permanents an anthem granting abilities applies to now (their cards to refresh)."""
    sources = [pid for pid in game.battlefield if anthem_grants(game.objects[pid].card)]
    if not sources:
        return frozenset()
    return frozenset(oid for oid in game.battlefield
                     if any(_applies(game, game.objects[pid], ab, oid, game.objects[oid].card)
                            for pid in sources for ab, _ in anthem_grants(game.objects[pid].card)))
