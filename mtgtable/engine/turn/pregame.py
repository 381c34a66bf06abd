"""Actions taken from the opening hand before the first turn (CR 103.6).

Once every player has kept a hand, the starting player may take such actions
in any order, then each other player in turn order (CR 103.6).  The one the
engine knows: "If this card is in your opening hand, you may begin the game with
it on the battlefield" (the Leylines, CR 103.6a), a static ability
``begin_on_battlefield`` of the card in the hand, with Gemstone Caverns'
variant: only a player who is not the starting player, the permanent begins
with a luck counter on it, and "If you do, exile a card from your hand."

Each card is a "you may": a yes/no CHOOSE decision (rule 103.6) per card, then
for Gemstone Caverns a CHOOSE among the cards left in the hand (``pregame_exile``).
The permanent is put onto the battlefield like any other (its "as this enters"
choices are asked, CR 614.12).
"""

from __future__ import annotations

from typing import Any, Final

from . import entering
from .. import operations as ops
from ..data.cards import Ability
from ..decisions import Choose, Flow, Kind
from ..errors import IllegalAnswer
from ..objects import Zone
from ..state import GameState

#: The static ability of a card in the opening hand (CR 103.6a).
BEGIN_ON_BATTLEFIELD: Final = "begin_on_battlefield"


def _pregame_ability(game: GameState, oid: int, first: int) -> Ability | None:
    """The card's "begin the game with it on the battlefield" ability its owner may use now, if any."""
    o = game.objects[oid]
    for ab in o.card.abilities:
        if ab.kind == "static" and ab.static == BEGIN_ON_BATTLEFIELD:
            if ab.params.get("not_starting") and o.owner == first:
                continue  # Gemstone Caverns: "and you're not the starting player"
            return ab
    return None


def opening_hand_actions(game: GameState, first: int) -> Flow:
    """CR 103.6: after the mulligans, the starting player, then each other player in turn order,
    may begin the game with such cards on the battlefield."""
    n = len(game.players)
    for pi in [(first + i) % n for i in range(n)]:
        p = game.players[pi]
        asked: set[int] = set()
        while True:
            card = next((c for c in p.hand if c not in asked and _pregame_ability(game, c, first) is not None), None)
            if card is None:
                break
            asked.add(card)
            ab = _pregame_ability(game, card, first)
            assert ab is not None
            name = game.objects[card].name
            yes = yield ops.yes_no_decision(game, pi, "Begin the game with {card} on the battlefield?", "103.6a",
                                            "Begin with it on the battlefield", "Keep it in your hand", card=name)
            if yes.choice != 1:
                continue
            choices = yield from entering.as_enters_choices(game, pi, game.objects[card].card)
            new = ops.move(game, card, Zone.BATTLEFIELD, controller=pi, rule="103.6a", reason="begins_on_battlefield",
                           source=name, as_enters=choices)
            if new is None or new not in game.objects:
                continue
            counter = str(ab.params.get("counter", ""))
            if counter:
                ops.add_counters(game, new, counter, 1)
            if ab.params.get("exile_from_hand") and p.hand:
                yield from _exile_from_hand(game, pi, name)


def _exile_from_hand(game: GameState, pi: int, source: str) -> Flow:
    """Gemstone Caverns: "If you do, exile a card from your hand." (CR 103.6a)"""
    hand = list(game.players[pi].hand)

    def validate(a: Any) -> None:
        ops._expect(a, Choose, "103.6a")
        if a.choice not in hand:
            raise IllegalAnswer("103.6a", "{card} is not a card in your hand", (a.choice,),
                                card=ops.describe(game, a.choice) if a.choice in game.objects else str(a.choice))

    ans = yield ops._decision(game, Kind.CHOOSE, pi, "Choose a card from your hand to exile ({card}).", "103.6a",
                              {"options": hand, "pregame_exile": True}, validate,
                              lambda: [Choose(c) for c in hand], prompt_args={"card": source})
    ops.move(game, ans.choice, Zone.EXILE, rule="103.6a", reason="exiled_by", source=source)
