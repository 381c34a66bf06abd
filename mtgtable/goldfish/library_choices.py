"""The goldfish pilot's choices for library and hand effects (``engine/families/library_effects``).

One idea runs through them: a card is *wanted* if it is a land while the
pilot is short of lands (fewer than four on the battlefield and in hand
together), or a spell otherwise (lands stay wanted up to six, so a flood is
thinned).  Then:

* scry / surveil: each unwanted card looked at goes to the bottom / the
  graveyard; the rest stay on top, the most wanted first (lands first when
  short, else the cheapest spell first);
* "put one of them into your hand": the most wanted; with "you may", it
  always takes a card that fits (taking is free); the rest go to the bottom
  in the order offered;
* "put up to one of them on top" (Thassa's Oracle): the most wanted;
* Brainstorm's "put two cards back": the least wanted cards in hand;
* a revealed hand (Thoughtseize): the opponent's costliest card;
  "look at target player's hand": done;
* a tutor (a search that can find spells): the most wanted card;
* "add one mana of any color": the colour the hand's costs name most.
"""

from __future__ import annotations

from typing import Any

from ..engine import Choose, Decision, Game

_DONE = -1


def _lands(game: Game, me: int) -> int:
    on_field = sum(1 for o in game.battlefield if game.objects[o].controller == me and game.objects[o].card.is_land)
    in_hand = sum(1 for c in game.players[me].hand if game.objects[c].card.is_land)
    return on_field + in_hand


def _rank(game: Game, me: int, card: int) -> tuple[int, int]:
    """Lower is more wanted: (unwanted?, then mana value for spells / 0 for lands)."""
    c = game.objects[card].card
    lands = _lands(game, me)
    wanted = c.is_land if lands < 4 else (not c.is_land or lands < 6)
    return (0 if wanted else 1, 0 if c.is_land else c.mana_cost.mana_value)


def library_choice(game: Game, decision: Decision, me: int) -> Any:
    """The pilot's answer to a decision that has ``data["library_action"]``."""
    action = decision.data.get("library_action")
    options = [o.choice for o in decision.options() if isinstance(o, Choose)]
    cards = [c for c in options if c in game.objects]
    if not cards:
        return Choose(options[0])
    if action in ("scry_bottom", "surveil_graveyard"):
        unwanted = [c for c in cards if _rank(game, me, c)[0] == 1]
        return Choose(unwanted[0] if unwanted else _DONE)
    if action in ("order_top", "take", "keep_top"):
        return Choose(min(cards, key=lambda c: (_rank(game, me, c), c)))
    if action == "put_back":
        return Choose(max(cards, key=lambda c: (_rank(game, me, c), c)))
    if action == "hand_choice":
        return Choose(max(cards, key=lambda c: (game.objects[c].card.mana_cost.mana_value, c)))
    return Choose(options[0])


def best_card(game: Game, cards: list[int], me: int) -> int:
    """The most wanted of ``cards`` (a tutor's find)."""
    return min(cards, key=lambda c: (_rank(game, me, c), c))


def mana_color(game: Game, me: int, allowed: list[int] | None = None) -> Choose:
    """The colour (option 0-4, WUBRG) the mana costs in hand name most, among ``allowed`` ("Add {B} or
    {G}", Culling Ritual) if given."""
    need = dict.fromkeys("WUBRG", 0)
    for h in game.players[me].hand:
        for sym in game.objects[h].card.mana_cost.symbols:
            for color in sym:
                if color in need:
                    need[color] += 1
    return Choose(max(allowed if allowed else range(5), key=lambda i: (need["WUBRG"[i]], -i)))
