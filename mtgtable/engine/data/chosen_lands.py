"""A land with the colour or the basic land type chosen as it entered: derived card data.

"As this land enters, choose a color" (the Thriving lands) and "This land is the chosen type"
(CR 305.7, 614.12): the choice is asked as the land enters (``families.land_entering``), and the
permanent on the battlefield is then the card these functions derive, made once per card and choice
and shared by every game.  ``operations.move`` applies it; nothing here changes a game.
"""

from __future__ import annotations

from typing import Final

from dataclasses import replace

from .cards import Ability, ActivationCost, CardDef

#: The colours a land may be chosen to make, in WUBRG order, and the basic land type of each (CR 305.6).
COLORS: Final = "WUBRG"
LAND_TYPES: Final = ("Plains", "Island", "Swamp", "Mountain", "Forest")

_DERIVED: Final[dict[tuple[CardDef, str], CardDef]] = {}


def with_land_type(card: CardDef, color: str) -> CardDef:
    """"This land is the chosen type.": ``card`` with that basic land type (instead of its land types) and
    its intrinsic mana ability (CR 305.6, 305.7)."""
    key = (card, "type:" + color)
    found = _DERIVED.get(key)
    if found is not None:
        return found
    t = LAND_TYPES[COLORS.index(color)]
    ab = Ability(kind="mana", cost=ActivationCost(tap=True, text="{T}"), produce=color, text=f"{{T}}: Add {{{color}}}.")
    found = _DERIVED[key] = replace(card, subtypes=(t,), abilities=card.abilities + (ab,))
    return found


def with_color(card: CardDef, color: str) -> CardDef:
    """``card`` whose "chosen color" mana abilities make ``color`` too (cached)."""
    key = (card, color)
    found = _DERIVED.get(key)
    if found is not None:
        return found
    abilities = []
    for ab in card.abilities:
        if ab.kind == "mana" and ab.params.get("chosen_color"):
            made = ab.produce.split("|") if ab.produce else []
            params = {k: v for k, v in ab.params.items() if k != "chosen_color"}
            ab = replace(ab, produce="|".join(made + [color] if color not in made else made), params=params)
        abilities.append(ab)
    found = _DERIVED[key] = replace(card, abilities=tuple(abilities))
    return found
