"""Replacement effects on a permanent's own entering (CR 614.1c, 614.12).

Mox Diamond: "If this artifact would enter, you may discard a land card
instead. If you do, put this artifact onto the battlefield. If you don't, put
it into its owner's graveyard."  The card's static ability is
``{"kind": "static", "static": "enters_discard_land"}``.

The choice is made as the permanent would enter, before it does, with the
other "as it enters" choices (``turn.entering.as_enters_choices``, CR 614.12): the
player chooses a land card in their hand to discard, or none.  What was
chosen travels in ``as_enters`` to ``operations.move``, which puts the card
into its owner's graveyard instead when no land was discarded -- also when it
is put onto the battlefield by a path that asked nothing (the player then
discarded nothing, so the replacement sends it to the graveyard: never a
Mox Diamond on the battlefield for free).
"""

from __future__ import annotations

from typing import Any, Final, Generator, Mapping

from ..data.cards import CardDef
from ..decisions import Choose, Decision, Kind, option_label
from ..errors import IllegalAnswer
from ..state import GameState

#: The static ability's name in card data.
STATIC: Final = "enters_discard_land"
#: The key of ``as_enters`` that records the choice.
KEY: Final = "discarded_land"


def applies(card: CardDef) -> bool:
    for ab in card.abilities:  # (a loop, not any() over a generator: every permanent entering asks)
        if ab.kind == "static" and ab.static == STATIC:
            return True
    return False


def land_cards(game: GameState, player: int, entering: int | None = None) -> list[int]:
    """The land cards in ``player``'s hand that could be discarded instead (not the entering card)."""
    return [c for c in game.players[player].hand if c != entering and game.objects[c].card.is_land]


def choose(game: GameState, player: int, card: CardDef, lands: list[int]) -> Generator[Decision, Any, int | None]:
    """Ask which of ``lands`` to discard instead (or none, ``None``).  ``turn.entering.as_enters_choices``
    discards it (this module imports nothing of ``operations``: no import circle)."""
    options = [*lands, -1]

    def validate(a: Any) -> None:
        if not isinstance(a, Choose):
            raise IllegalAnswer("614.1c", "this decision takes {expected}, not {answer}", expected="Choose",
                                answer=str(a))
        if a.choice not in options:
            raise IllegalAnswer("614.1c", "{card} is not a land card in your hand",
                                card=game.objects[a.choice].name if a.choice in game.objects else f"#{a.choice}")

    ans = yield Decision(
        Kind.CHOOSE, player, "{card} would enter: discard a land card instead? If you don't, it is put into "
        "its owner's graveyard.", "614.1c",
        {"options": options, "labels": {-1: option_label("Discard nothing (it goes to the graveyard)")},
         "enter_discard": True}, validate, lambda: [Choose(i) for i in options], None, {"card": card.name})
    return None if ans.choice == -1 else int(ans.choice)


def redirected(card: CardDef, as_enters: Mapping[str, Any] | None) -> bool:
    """Whether ``card``, about to be put onto the battlefield, goes to its owner's graveyard
    instead (CR 614.1c): it has the replacement and no land was discarded for it."""
    return applies(card) and not (as_enters or {}).get(KEY)
