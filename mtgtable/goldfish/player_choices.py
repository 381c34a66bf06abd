"""The goldfish pilot's choices for the effects a player carries out on their own cards
(``engine/families/player_effects``, ``engine/families/naming``): ``data["player_action"]`` names the step.

* an edict (CR 701.17a): the permanent worth least (a token first, then the lowest mana value,
  lands last of all when it is short of them);
* piles (CR 700.3): separating the opponent's permanents, the pilot puts their costliest
  permanent alone into the first pile; choosing, it sacrifices the pile worth less;
* "exiles a card from their hand / graveyard": the card worth least (lands first in a graveyard,
  the card it least wants in hand);
* the top card of a library (Jace's +2): the opponent's spell goes to the bottom, their land stays;
  its own card stays if it is a spell, goes to the bottom if it is a land;
* naming a card (CR 201.3): the card name the opponent has shown most (its battlefield and
  graveyard, never its hidden hand); else the first name offered.
"""

from __future__ import annotations

from collections import Counter

from ..engine import Choose, Decision, Game, NameCard
from .library_choices import best_card

_DONE = -1


def _worth(game: Game, oid: int) -> tuple[int, int, int]:
    o = game.objects[oid]
    return (0 if o.token else 1, o.card.mana_cost.mana_value + (3 if not o.card.is_land else 0), oid)


def _pile_worth(game: Game, pile: list[int]) -> int:
    return sum(_worth(game, c)[1] + 1 for c in pile)


def player_choice(game: Game, decision: Decision, me: int) -> Choose | NameCard:
    data = decision.data
    action = data.get("player_action")
    options = [int(o) for o in data.get("options", ())]
    cards = [c for c in options if c in game.objects]
    if action == "edict" and cards:
        return Choose(min(cards, key=lambda c: _worth(game, c)))
    if action == "pile_separate":
        if data.get("pile") or not cards:
            return Choose(_DONE)
        return Choose(max(cards, key=lambda c: _worth(game, c)))
    if action == "pile_choose":
        piles = data.get("piles", [[], []])
        return Choose(-1 if _pile_worth(game, list(piles[0])) <= _pile_worth(game, list(piles[1])) else -2)
    if action == "exile_own" and cards:
        if data.get("zone") == "hand":
            wanted = best_card(game, cards, me)
            rest = [c for c in cards if c != wanted] or cards
            return Choose(min(rest, key=lambda c: _worth(game, c)))
        return Choose(min(cards, key=lambda c: _worth(game, c)))
    if action == "top_to_bottom" and cards:
        card = game.objects[cards[0]].card
        theirs = data.get("owner") != me
        return Choose(cards[0] if card.is_land != theirs else _DONE)
    if action == "name_card":
        from ..engine.families.naming import name_options
        names = name_options(game, decision)
        if data.get("own_library"):  # Demonic Consultation: the best spell of its own library (naming.py)
            known_names = set(names)
            mine = [c for c in game.players[me].library if game.objects[c].name in known_names]
            spells = [c for c in mine if not game.objects[c].card.is_land]  # (lands: the commonest, likelier exiled)
            mine = spells or mine
            if mine:
                return NameCard(game.objects[best_card(game, mine, me)].name)
        seen = Counter(game.objects[c].name for pl in game.players if pl.index != me
                       for c in [*pl.graveyard, *[b for b in game.battlefield if game.objects[b].controller == pl.index]])
        known = set(names)
        for name, _ in seen.most_common():
            if name in known:
                return NameCard(name)
        return NameCard(names[0])
    suggestion = decision.suggest()
    return suggestion if isinstance(suggestion, Choose) else Choose(options[0] if options else _DONE)
