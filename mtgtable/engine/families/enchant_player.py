"""Auras that enchant a player: "Enchant player" (CR 303.4, 702.5a), the curses.

An Aura with "Enchant player" targets a player as it is cast (CR 303.4a) and, as it resolves,
is attached to that player (CR 303.4f).  A player is not an object, so the engine keeps the
enchanted player in ``GameState.chosen`` under ``"enchanted_player"`` (the store of what a
permanent remembers, ``chosen.py``: copied with the state, gone when the Aura leaves), and the
Aura's ``attached_to`` stays ``None``.  The state-based action for an Aura attached to nothing
(CR 704.5m) asks :func:`enchants_a_player` first: an Aura attached to a player still in the
game is attached legally (CR 303.4d); once that player has left the game it is put into its
owner's graveyard.

What the curses read:

* the trigger ``{"trigger": "upkeep", "whose": "enchanted_player"}``: "At the beginning of
  enchanted player's upkeep" (``turn_flow`` asks :func:`step_accept`); "that player" is the
  enchanted player (``trigger_player``);
* the effect ``{"do": "damage_player_or_planeswalker", "amount": N, "who": SUBJECT}``: "this
  Aura deals N damage to that player or a planeswalker that player controls" (the Aura's
  controller chooses as it resolves, CR 608.2d; not a target).
"""

from __future__ import annotations

from typing import Any, Callable, Final, Generator, Mapping, TYPE_CHECKING

from ..rules import characteristics as chars
from .. import operations as ops
from ..decisions import option_label
from ..data.effect_params import EFFECT_PARAMS, amount as amount_check, subject
from .effect_core import EffectContext, amount, effect, players
from .library_effects import choose_among
from ..refs import PlayerRef

if TYPE_CHECKING:
    from ..data.cards import Ability
    from ..objects import GameObject
    from ..state import GameState as Game

KEY: Final = "enchanted_player"
THE_PLAYER = -1


def enchanted_player(game: "Game", aura: int) -> int | None:
    """The player the Aura ``aura`` enchants, or ``None``."""
    found = game.chosen.get(aura)
    value = found.get(KEY) if found is not None else None
    return value if isinstance(value, int) else None


def enchants_a_player(game: "Game", aura: int) -> bool:
    """CR 303.4d, 704.5m: whether ``aura`` is attached to a player who is still in the game."""
    p = enchanted_player(game, aura)
    return p is not None and 0 <= p < len(game.players) and not game.players[p].lost


def attach_to_player(game: "Game", aura: int, player: int) -> None:
    """CR 303.4f: the Aura spell resolves attached to the player it targeted."""
    ops.remember(game, aura, {KEY: player})
    ops.log(game, "attach", "303.4f", "{card} enters attached to {player}.", card=game.objects[aura].name,
            player=game.players[player].name)


def step_accept(game: "Game", o: "GameObject",
                accept: Callable[["Ability"], bool] | None) -> Callable[["Ability"], bool] | None:
    """The beginning-of-step trigger filter for ``o`` (``turn_flow``): an ability with
    ``whose: "enchanted_player"`` triggers on the enchanted player's turn only; the others as before."""
    if not any(ab.params.get("whose") == KEY for ab in o.card.abilities):
        return accept
    target = enchanted_player(game, o.id)
    active = game.active

    def check(ab: "Ability") -> bool:
        if ab.params.get("whose") == KEY:
            return target == active
        return accept is None or accept(ab)
    return check


@effect("damage_player_or_planeswalker")
def damage_player_or_planeswalker(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> Generator[Any, Any,
                                                                                                          None]:
    """"This Aura deals 1 damage to that player or a planeswalker that player controls": the
    controller chooses the player (option -1) or one of their planeswalkers as it resolves
    (CR 608.2d); then the damage is dealt (CR 120.3)."""
    n = amount(ctx, e)
    for pi in players(game, ctx, e.get("who", "trigger_player")):
        walkers = [c for c in game.battlefield if game.objects[c].controller == pi
                   and chars.is_type(game, c, "Planeswalker")]
        recipient: Any = PlayerRef(pi)
        if walkers:
            ans = yield choose_among(game, ctx.controller, "Choose what {card} deals damage to: {player} or a "
                                     "planeswalker they control.", "608.2d", [THE_PLAYER, *walkers],
                                     {"player_action": "damage_recipient"},
                                     {THE_PLAYER: option_label("The player")},
                                     card=ctx.source_name, player=game.players[pi].name)
            if ans.choice != THE_PLAYER:
                recipient = ans.choice
        ops.deal_damage(game, ctx.source, recipient, n, source_name=ctx.source_name, controller=ctx.controller)


EFFECT_PARAMS["damage_player_or_planeswalker"] = {"amount": amount_check, "who": subject}
