"""Replacement effects on a permanent's own entering (CR 614.1c, 614.12).

Mox Diamond: "If this artifact would enter, you may discard a land card
instead. If you do, put this artifact onto the battlefield. If you don't, put
it into its owner's graveyard."  The card's static ability is
``{"kind": "static", "static": "enters_discard_land"}``.

The choice is made as the permanent would enter, before it does, with the
other "as it enters" choices (``operations.as_enters_choices``, CR 614.12): the
player chooses a land card in their hand to discard, or none.  What was
chosen travels in ``as_enters`` to ``operations.move``, which puts the card
into its owner's graveyard instead when no land was discarded -- also when it
is put onto the battlefield by a path that asked nothing (the player then
discarded nothing, so the replacement sends it to the graveyard: never a
Mox Diamond on the battlefield for free).
"""

from __future__ import annotations

from typing import Any, Mapping

from . import operations as ops
from .cards import CardDef
from .decisions import Choose, Flow, Kind, option_label
from .errors import IllegalAnswer
from .objects import Zone
from .state import GameState

#: The static ability's name in card data.
STATIC = "enters_discard_land"
#: The key of ``as_enters`` that records the choice.
KEY = "discarded_land"


def applies(card: CardDef) -> bool:
    return any(ab.kind == "static" and ab.static == STATIC for ab in card.abilities)


def choose(game: GameState, player: int, card: CardDef, entering: int | None = None) -> Flow:
    """Ask which land card to discard instead (or none); discard it; whether one was discarded."""
    lands = [c for c in game.players[player].hand if c != entering and game.objects[c].card.is_land]
    if not lands:
        ops.log(game, "replaced", "614.1c", "{card} would enter: {player} has no land card to discard, so it is "
                "put into its owner's graveyard instead.", card=card.name, player=game.players[player].name)
        return False
    options = [*lands, -1]

    def validate(a: Any) -> None:
        ops._expect(a, Choose, "614.1c")
        if a.choice not in options:
            raise IllegalAnswer("614.1c", "{card} is not a land card in your hand",
                                card=ops.describe(game, a.choice))

    ans = yield ops._decision(
        game, Kind.CHOOSE, player, "{card} would enter: discard a land card instead? If you don't, it is put into "
        "its owner's graveyard.", "614.1c",
        {"options": options, "labels": {-1: option_label("Discard nothing (it goes to the graveyard)")},
         "enter_discard": True}, validate, lambda: [Choose(i) for i in options], prompt_args={"card": card.name})
    if ans.choice == -1:
        return False
    ops.move(game, ans.choice, Zone.GRAVEYARD, rule="614.1c", why="is discarded")
    return True


def redirected(card: CardDef, as_enters: Mapping[str, Any] | None) -> bool:
    """Whether ``card``, about to be put onto the battlefield, goes to its owner's graveyard
    instead (CR 614.1c): it has the replacement and no land was discarded for it."""
    return applies(card) and not (as_enters or {}).get(KEY)
