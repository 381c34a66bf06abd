"""A colour chosen as a land enters, and the mana it makes of that colour (CR 614.12, 106.1).

"This land enters tapped. As it enters, choose a color other than white." and
"{T}: Add {W} or one mana of the chosen color." (the Thriving lands); "As this
land enters, choose a color." and "{T}: Add one mana of the chosen color."
(the Lotus Field-less commander lands).  The choice is made as the land enters,
before it is on the battlefield (CR 614.12: a replacement effect that modifies
how it enters); the land remembers it as long as it stays (CR 400.7: a new
object on another zone change chooses again).

* the static ``choose_color`` (``other_than``: a colour letter) asks the
  question from ``ops.as_enters_choices``;
* a mana ability with ``chosen_color: true`` makes its ``produce`` or the
  chosen colour; without a choice (a land put onto the battlefield by an
  effect that asked nothing) it makes only its ``produce`` (nothing for
  "Add one mana of the chosen color": no colour was chosen, CR 106.1);
* "As this land enters, choose a basic land type." and "This land is the
  chosen type." (Multiversal Passage): ``choose_land_type`` and
  ``is_chosen_type``; the land has that type instead of its land types
  (CR 305.7) and so its mana ability (CR 305.6);
* the object's card becomes a derived card whose mana ability makes the
  chosen colour, kept with its printed card in ``GameState.printed`` (the same
  place as ``engine.animation``'s creature lands, which derive from it in turn).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Generator, Mapping

from .cards import Ability, ActivationCost, CardDef
from .decisions import Decision, option_label

from . import operations as ops
from .objects import GameObject
from .state import GameState as Game

_COLORS = "WUBRG"
#: The basic land types in the order of their colours (CR 305.6): a ``Choose`` of 0-4 is the same for both.
_LAND_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest")
_DERIVED: dict[tuple[CardDef, str], CardDef] = {}


def choice_of(card: CardDef) -> Ability | None:
    """The card's "As this enters, choose a color" (or "... a basic land type") static, or None."""
    return next((a for a in card.abilities if a.kind == "static" and a.static in ("choose_color", "choose_land_type")),
                None)


def choose(game: "Game", player: int, card: CardDef, ab: Ability) -> Generator[Decision, Any, str]:
    """Ask for the colour (CR 614.12): a ``Choose`` among 0-4 (W, U, B, R, G), those allowed only."""
    from .library_effects import MANA_COLOR_LABELS, choose_among
    if ab.static == "choose_land_type":
        return (yield from choose_land_type(game, player, card))
    other = str(ab.params.get("other_than", ""))
    options = [i for i, c in enumerate(_COLORS) if c != other]
    ans = yield choose_among(game, player, "As {card} enters, choose a color.", "614.12", options,
                             {"mana_color": True}, {i: MANA_COLOR_LABELS[i] for i in options}, card=card.name)
    color = _COLORS[ans.choice]
    ops.log(game, "choose_color", "614.12", "{player} chooses {color} for {card}.", player=game.players[player].name,
            color=f"{{{color}}}", card=card.name)
    return color


LAND_TYPE_LABELS = tuple(option_label(t) for t in ("Plains", "Island", "Swamp", "Mountain", "Forest"))


def choose_land_type(game: "Game", player: int, card: CardDef) -> Generator[Decision, Any, str]:
    """"As this land enters, choose a basic land type" (Multiversal Passage, CR 614.12): 0-4, Plains to
    Forest; returned as the colour letter of that type (the choice is stored as ``land_type``)."""
    from .library_effects import choose_among
    ans = yield choose_among(game, player, "As {card} enters, choose a basic land type.", "614.12", list(range(5)),
                             {"mana_color": True, "land_type": True}, dict(enumerate(LAND_TYPE_LABELS)),
                             card=card.name)
    ops.log(game, "choose_land_type", "614.12", "{player} chooses {type} for {card}.",
            player=game.players[player].name, type=_LAND_TYPES[ans.choice], card=card.name)
    return _COLORS[ans.choice]


def with_land_type(card: CardDef, color: str) -> CardDef:
    """"This land is the chosen type.": ``card`` with that basic land type (instead of its land types) and
    its intrinsic mana ability (CR 305.6, 305.7)."""
    key = (card, "type:" + color)
    found = _DERIVED.get(key)
    if found is not None:
        return found
    t = _LAND_TYPES[_COLORS.index(color)]
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


def entered(game: "Game", new: GameObject, choices: Mapping[str, Any]) -> None:
    """The land on the battlefield with the colour chosen as it entered (called from ``ops.move``)."""
    color = choices.get("color")
    if not isinstance(color, str) or color not in _COLORS:
        return
    printed = new.card
    is_type = any(a.kind == "static" and a.static == "is_chosen_type" for a in printed.abilities)
    new.card = with_land_type(printed, color) if is_type else with_color(printed, color)
    game.printed[new.id] = (printed, new.card)
    game._bf_version += 1  # (the battlefield index was made from the printed card)
