"""Naming a card (CR 201.3): "Choose a nonland card name. Target player reveals their hand and
discards all cards with that name." (Cabal Therapy).

CR 201.3: the name chosen must be the name of a card (not a token's name only, not a name
made up).  The names are the card database's: whatever opened the full card list
registers it with :func:`register_card_names` (``carddb`` does, outside the engine: this
module imports only the standard library and the engine); without one, the names of the
cards this game knows (``game.db``) are offered.  The list is read once, when a card is
first named, and kept in the order it was given (sorted), so a game's answers replay to
the same names.

The decision is a ``CHOOSE`` with ``data["player_action"] == "name_card"`` and the names in
``data["names"]``; it is answered with :class:`NameCard`, the name itself, validated against
that list (which, for "a nonland card name", holds no land names).  The answer is the name,
not its place in the list, so a save still names the same card after the card database is
updated (an older save's ``choose N``, an index, is still read).  The GUI offers a
searchable name picker; the goldfish pilot names what the opponent has shown; the random
agent and the fuzzer pick among the options like any choice.

Revealing a hand shows it to every player (CR 701.20a): the log names each revealed card,
so hotseat play shows the hand to both, as the rule says; nothing else of it is shown.

Card data: ``{"do": "name_card", "filter": "nonland" | "any"}`` (the name is kept in the
resolution's information for the effects after it; ``own_library``: the name is for a card of the
controller's own library, Demonic Consultation, so the pilot names one of those, ``data["own_library"]``) and ``{"do": "discard_named", "who":
SUBJECT}`` (reveal the hand, discard every card with the chosen name).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Generator, Mapping

from .. import operations as ops
from ..data.card_names import card_names, chosen_name, name_decision
from ..data.card_names import register_card_names as register_card_names
from ..data.effect_params import EFFECT_PARAMS, boolean, subject
from .effect_core import EffectContext, effect, players
from ..decisions import Decision
from ..objects import Zone

if TYPE_CHECKING:
    from ..state import GameState as Game

Flow = Generator[Any, Any, None]

def name_options(game: Any, decision: Decision) -> list[str]:
    """The names a name decision offers (its ``data["names"]``), as a list."""
    return list(decision.data.get("names", ()))


@effect("name_card")
def name_card(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> Flow:
    """"Choose a [nonland] card name" (CR 201.3): the controller names a card, as the effect
    resolves (CR 608.2d); the name is public (logged for both players)."""
    names = card_names(game, "nonland" if e.get("filter") == "nonland" else "any")
    if not names:
        return
    data = {"options_are_names": True, **({"own_library": True} if e.get("own_library") else {})}
    ans = yield name_decision(game, ctx.controller, names, "Choose a card name ({card}).", data,
                              {"card": ctx.source_name})
    chosen = chosen_name(names, ans)
    ctx.info["named"] = chosen
    ops.log(game, "name", "201.3", "{player} chooses the card name {name}.",
            player=game.players[ctx.controller].name, name=chosen)


@effect("discard_named")
def discard_named(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> None:
    """"Target player reveals their hand and discards all cards with that name" (CR 701.20a:
    revealed to every player; CR 701.9a: discarded)."""
    chosen = ctx.info.get("named")
    for pi in players(game, ctx, e.get("who", 0)):
        hand = list(game.players[pi].hand)
        if hand:
            ops.log(game, "reveal", "701.20a", "{player} reveals their hand: {cards}.",
                    player=game.players[pi].name, cards=", ".join(game.objects[c].name for c in hand))
        else:
            ops.log(game, "reveal", "701.20a", "{player} reveals their hand: it is empty.",
                    player=game.players[pi].name)
        for c in hand:
            if chosen is not None and game.objects[c].name == chosen:
                ops.move(game, c, Zone.GRAVEYARD, rule="701.9a", why="is discarded")


def _which(v: Any) -> str | None:
    return None if v in ("nonland", "any") else '"nonland" or "any"'


EFFECT_PARAMS["name_card"] = {"filter": _which, "own_library": boolean}
EFFECT_PARAMS["discard_named"] = {"who": subject}
