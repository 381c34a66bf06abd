"""Choices a land asks for as it enters (CR 614.12), beyond the shockland's 2 life.

"As this land enters, you may reveal an Elemental card from your hand. If you
don't, this land enters tapped." (Flamekin Village, Fortified Village,
Murmuring Bosk): the static ``enters_tapped`` with ``unless: {"reveal":
FILTER}``.  The player chooses a matching card from their hand, or none; the
land itself, on its way from the hand to the battlefield, is not one of them
(it is the object entering, CR 614.12).  Revealing shows the card to every
player (CR 701.16a) and changes nothing else.

A free function that takes the game, called from ``as_enters_choices``
(``operations.py``); its result goes into the same ``as_enters`` choices that
``_enters_condition`` reads.
"""

from __future__ import annotations

from typing import Any, Generator, Mapping

from .cards import CardDef
from .decisions import Choose, Decision, Kind, option_label
from .card_filters import card_matches
from .errors import IllegalAnswer

from . import operations as ops
from .state import GameState as Game


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
