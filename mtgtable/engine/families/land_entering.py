"""Choices a land asks for as it enters (CR 614.12), beyond the shockland's 2 life.

"As this land enters, you may reveal an Elemental card from your hand. If you
don't, this land enters tapped." (Flamekin Village, Fortified Village,
Murmuring Bosk): the static ``enters_tapped`` with ``unless: {"reveal":
FILTER}``.  The player chooses a matching card from their hand, or none; the
land itself, on its way from the hand to the battlefield, is not one of them
(it is the object entering, CR 614.12).  Revealing shows the card to every
player (CR 701.16a) and changes nothing else.

A colour or a basic land type chosen as a land enters:

"This land enters tapped. As it enters, choose a color other than white." and
"{T}: Add {W} or one mana of the chosen color." (the Thriving lands); "As this
land enters, choose a color." and "{T}: Add one mana of the chosen color."
(the Lotus Field-less commander lands).  The choice is made as the land enters,
before it is on the battlefield (CR 614.12: a replacement effect that modifies
how it enters); the land remembers it as long as it stays (CR 400.7: a new
object on another zone change chooses again).

* the static ``choose_color`` (``other_than``: a colour letter) asks the
  question from ``entering.as_enters_choices``;
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

Free functions that take the game, called from ``as_enters_choices`` and
``move`` (``operations.py``); their results go into the same ``as_enters``
choices that ``_enters_condition`` reads.
"""

from __future__ import annotations

from collections.abc import Generator, Mapping
from typing import Any, Final

from ..data.cards import Ability, CardDef
from ..data.chosen_lands import COLORS as _COLORS, LAND_TYPES as _LAND_TYPES
from ..decisions import Choose, Decision, Kind, option_label
from ..data.card_filters import card_matches
from ..errors import IllegalAnswer

from .. import operations as ops
from ..state import GameState as Game


def reveal_filter(card: CardDef) -> Mapping[str, Any] | None:
    """The card filter of a "you may reveal ... If you don't, it enters tapped" land, or None."""
    for ab in card.abilities:
        unless = ab.params.get("unless") if ab.kind == "static" and ab.static == "enters_tapped" else None
        found = unless.get("reveal") if isinstance(unless, Mapping) else None
        if isinstance(found, Mapping):
            return found
    return None


def reveal_choice(game: "Game", player: int, card: CardDef, entering: int | None,
                  filt: Mapping[str, Any]) -> Generator[Decision, Any, bool]:
    """Ask which card to reveal (option -1: none, and the land enters tapped); True if one was revealed."""
    hand = [c for c in game.players[player].hand if c != entering and card_matches(game.objects[c].card, filt)]
    if not hand:
        return False
    options = hand + [-1]

    def validate(a: Any) -> None:
        ops._expect(a, Choose, "614.12")
        if a.choice not in options:
            raise IllegalAnswer("614.12", "{card} is not a card in your hand that {land} lets you reveal",
                                card=ops.describe(game, a.choice), land=card.name)

    ans = yield ops._decision(
        game, Kind.CHOOSE, player, "As {card} enters, reveal a card from your hand? If you don't, it enters tapped.",
        "614.12", {"options": options, "labels": {-1: option_label("Reveal nothing (it enters tapped)")},
                   "reveal": True}, validate, lambda: [Choose(i) for i in options], prompt_args={"card": card.name})
    if ans.choice == -1:
        return False
    ops.log(game, "reveal", "701.16a", "{player} reveals {card}.", player=game.players[player].name,
             card=game.objects[ans.choice].name)
    return True


# ----------------------------------------------------------------------------- a colour or land type chosen

#: The basic land types in the order of their colours (CR 305.6): a ``Choose`` of 0-4 is the same for both.


def choice_of(card: CardDef) -> Ability | None:
    """The card's "As this enters, choose a color" (or "... a basic land type") static, or None."""
    return next((a for a in card.abilities if a.kind == "static" and a.static in ("choose_color", "choose_land_type")),
                None)


#: The colours as options (the same labels as a mana colour chosen as an ability resolves).
_COLOR_LABELS: Final = (option_label("White mana"), option_label("Blue mana"), option_label("Black mana"),
                        option_label("Red mana"), option_label("Green mana"))


def _choose_among(game: "Game", player: int, prompt: str, options: list[int], data: Mapping[str, Any],
                  labels: Mapping[int, str], card: str) -> Decision:
    """A ``Choose`` among 0-4 (a colour or a basic land type, in the order W U B R G) as a land enters."""

    def validate(a: Any) -> None:
        ops._expect(a, Choose, "614.12")
        if a.choice not in options:
            raise IllegalAnswer("614.12", "{n} is not one of the options", n=a.choice)

    return ops._decision(game, Kind.CHOOSE, player, prompt, "614.12", {"options": options, "labels": dict(labels),
                         **data}, validate, lambda: [Choose(i) for i in options], prompt_args={"card": card})


def choose(game: "Game", player: int, card: CardDef, ab: Ability) -> Generator[Decision, Any, str]:
    """Ask for the colour (CR 614.12): a ``Choose`` among 0-4 (W, U, B, R, G), those allowed only."""
    if ab.static == "choose_land_type":
        return (yield from choose_land_type(game, player, card))
    other = str(ab.params.get("other_than", ""))
    options = [i for i, c in enumerate(_COLORS) if c != other]
    ans = yield _choose_among(game, player, "As {card} enters, choose a color.", options,
                              {"mana_color": True}, {i: _COLOR_LABELS[i] for i in options}, card.name)
    color = _COLORS[ans.choice]
    ops.log(game, "choose_color", "614.12", "{player} chooses {color} for {card}.", player=game.players[player].name,
            color=f"{{{color}}}", card=card.name)
    return color


LAND_TYPE_LABELS: Final = (option_label("Plains"), option_label("Island"), option_label("Swamp"), option_label("Mountain"),
                           option_label("Forest"))


def choose_land_type(game: "Game", player: int, card: CardDef) -> Generator[Decision, Any, str]:
    """"As this land enters, choose a basic land type" (Multiversal Passage, CR 614.12): 0-4, Plains to
    Forest; returned as the colour letter of that type (the choice is stored as ``land_type``)."""
    ans = yield _choose_among(game, player, "As {card} enters, choose a basic land type.", list(range(5)),
                              {"mana_color": True, "land_type": True}, dict(enumerate(LAND_TYPE_LABELS)), card.name)
    ops.log(game, "choose_land_type", "614.12", "{player} chooses {type} for {card}.",
            player=game.players[player].name, type=_LAND_TYPES[ans.choice], card=card.name)
    return _COLORS[ans.choice]


