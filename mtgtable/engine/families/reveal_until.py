"""Revealing cards from the top of a library until one of a kind turns up (CR 701.20a), and
exiling the top cards of a library: Demonic Consultation, Ajani Valiant Protector, Clifftop
Lookout, Foster.

* ``{"do": "reveal_until", "filter": FILTER, "what": TEXT, "to": "hand" | "battlefield",
  "tapped": bool, "rest": "bottom" | "graveyard" | "exile"}``: the controller reveals the top card
  of their library, one at a time (each is shown to every player: logged by name), until a card
  passes ``filter`` (``library_effects.card_passes``; ``{"named": true}``: the card name an earlier
  ``name_card`` chose, CR 201.3) or the library is empty.  That card goes ``to`` its zone (onto the
  battlefield ``tapped`` with that flag), the others revealed go to ``rest``: the bottom of the
  library in a random order (``game.rng``, so a replay puts them the same way), the graveyard or
  exile.  No card of the kind: every revealed card goes to ``rest`` (CR 608.2c: what can be done is);
* ``{"do": "exile_top", "amount": N}``: the top N cards of the controller's library are exiled,
  face up (CR 406.3);
* ``{"do": "exile_until_taken"}``: Tainted Pact's "Exile the top card of your library. You may put
  that card into your hand unless it has the same name as another card exiled this way. Repeat this
  process until ...": a yes/no after each new name (``data["take_exiled"]``, the name; the GUI, the
  random agent and the fuzzer answer it as any "you may"; the pilot takes the first spell).

Revealing asks nothing: the order of the revealed cards and what is found are the library's.
Importing this module registers the effects (effects.py does).
"""

from __future__ import annotations

from typing import Any, Generator, Mapping

from .. import operations as ops
from ..data.effect_params import EFFECT_PARAMS, amount as amount_check, boolean, short_text
from ..decisions import Choose, Kind, option_label
from ..errors import IllegalAnswer
from ..objects import Zone
from ..shuffle import shuffle
from ..state import GameState as Game
from ..turn import entering
from .effect_core import EffectContext, amount, effect
from .library_effects import card_passes, filter_check


def _filter(v: Any) -> str | None:
    if isinstance(v, Mapping) and set(v) == {"named"}:
        return None if v["named"] is True else "'named' must be true"
    return filter_check(v)


def _one_of(*choices: str) -> Any:
    def check(v: Any) -> str | None:
        return None if v in choices else f"one of {', '.join(choices)}"
    return check


EFFECT_PARAMS["reveal_until"] = {"filter": _filter, "what": short_text, "to": _one_of("hand", "battlefield"),
                                 "tapped": boolean, "rest": _one_of("bottom", "graveyard", "exile")}
EFFECT_PARAMS["exile_top"] = {"amount": amount_check}
EFFECT_PARAMS["exile_until_taken"] = {}


@effect("exile_until_taken")
def _exile_until_taken(game: Game, ctx: EffectContext, e: Mapping[str, Any]) -> Generator[Any, Any, None]:
    """Tainted Pact: exile the top card; unless its name is one already exiled this way, its controller
    may put it into their hand (a yes/no, ``data["take_exiled"]``, CR 608.2d); again until a card is
    taken, two exiled cards share a name, or the library is empty."""
    me = ctx.controller
    p = game.players[me]
    seen: set[str] = set()
    while p.library:
        top = p.library[0]
        name = game.objects[top].name
        new = ops.move(game, top, Zone.EXILE, rule="406.3", why="is exiled from the top of the library")
        if name in seen or new is None:
            return  # two cards with the same name (CR 201.2)
        seen.add(name)
        ans = yield _take_decision(game, me, name, ctx.source_name)
        if ans.choice == 1:
            ops.move(game, new, Zone.HAND, rule="608.2d", why="is put into its owner's hand")
            return


def _take_decision(game: Game, me: int, name: str, card: str) -> Any:
    def validate(a: Any) -> None:
        ops._expect(a, Choose, "608.2d")
        if a.choice not in (0, 1):
            raise IllegalAnswer("608.2d", "answer choose 1 (yes) or choose 0 (no)")

    return ops._decision(game, Kind.CHOOSE, me, "{card}: put {exiled} into your hand?", "608.2d",
                         {"options": [0, 1], "labels": {0: option_label("Exile the next card"),
                                                        1: option_label("Put it into your hand")},
                          "yes_no": True, "take_exiled": name},
                         validate, lambda: [Choose(0), Choose(1)], prompt_args={"card": card, "exiled": name})


@effect("exile_top")
def _exile_top(game: Game, ctx: EffectContext, e: Mapping[str, Any]) -> None:
    """The top N cards of the controller's library are exiled (CR 406.3: face up)."""
    me = ctx.controller
    for c in list(game.players[me].library[:amount(ctx, e)]):
        ops.move(game, c, Zone.EXILE, rule="406.3", why="is exiled from the top of the library")


def _passes(ctx: EffectContext, card: Any, filt: Mapping[str, Any]) -> bool:
    if filt.get("named"):
        return ctx.info.get("named") is not None and card.name == ctx.info.get("named")
    return card_passes(card, filt)


@effect("reveal_until")
def _reveal_until(game: Game, ctx: EffectContext, e: Mapping[str, Any]) -> Generator[Any, Any, None]:
    """Reveal from the top until a card of the kind (CR 701.20a); it goes ``to``, the rest to ``rest``."""
    me = ctx.controller
    p = game.players[me]
    filt = e.get("filter", {})
    revealed: list[int] = []
    found: int | None = None
    for c in list(p.library):
        card = game.objects[c].card
        ops.log(game, "reveal", "701.20a", "{player} reveals {card}.", player=p.name, card=card.name)
        if _passes(ctx, card, filt):
            found = c
            break
        revealed.append(c)
    if found is not None:
        if e.get("to", "hand") == "battlefield":
            choices = yield from entering.as_enters_choices(game, me, game.objects[found].card)
            ops.move(game, found, Zone.BATTLEFIELD, rule="701.20a", why="is put onto the battlefield from the library",
                     tapped=bool(e.get("tapped")), as_enters=choices)
        else:
            ops.move(game, found, Zone.HAND, rule="701.20a", why="is put into its owner's hand")
    rest = e.get("rest", "bottom")
    if rest == "bottom":
        shuffle(game.rng, revealed)  # "in a random order"
        ops.order_library(game, me, [], revealed)
        if revealed:
            ops.log(game, "to_bottom", "608.2d", "{player} puts {n} card(s) on the bottom of their library.",
                    player=p.name, n=len(revealed))
        return
    for c in revealed:
        if rest == "graveyard":
            ops.move(game, c, Zone.GRAVEYARD, rule="608.2c", why="is put into the graveyard")
        else:
            ops.move(game, c, Zone.EXILE, rule="608.2c", why="is exiled")
