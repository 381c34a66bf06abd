"""Readable text for ``library_actions`` (searching for up to N cards, the
revealed top card) and for ``dig`` with ``revealed`` ("reveal the top four
cards of your library ..."), as templates with fields (``ability_text``).

``ability_text`` imports this module and hands it its effect renderer, so this
module imports nothing of it (no import circle, as ``zone_text``)."""

from __future__ import annotations

from typing import Any, Callable, Mapping

from ..data.cards import Ability
from .sentences import Sentence, T, count, who


def _search(ab: Ability, e: Mapping[str, Any]) -> list[Sentence]:
    args = {"n": count(e.get("count", 2)), "what": str(e.get("what", "cards"))}
    if e.get("who") == "each_player":
        head = T("Each player may search their library for up to {n} {what}.")
    elif e.get("exact"):  # "for three cards": no quality, so that many (CR 701.23b)
        head = T("Search your library for {n} {what}.")
    elif e.get("share_land_type"):
        head = T("Search your library for up to {n} {what} that share a land type.")
    else:
        head = T("Search your library for up to {n} {what}.")
    out: list[Sentence] = [(head, args)]
    if e.get("reveal"):
        out.append((T("Reveal them."), {}))
    if e.get("to") == "chosen_hand_rest_graveyard":  # Intuition (CR 608.2d)
        out.append((T("{player} chooses one. Put that card into your hand and the rest into your graveyard."),
                    {"player": who(ab, e.get("chooser", "you"))}))
    elif e.get("to") == "one_battlefield_rest_hand":  # Cultivate (CR 608.2d)
        out.append((T("Put one onto the battlefield tapped and the other into your hand."), {}))
    elif e.get("to", "hand") == "battlefield":
        out.append((T("Put them onto the battlefield tapped.") if e.get("tapped") else
                    T("Put them onto the battlefield."), {}))
    elif e.get("who") == "each_player":
        out.append((T("Put them into their hand."), {}))
    else:
        out.append((T("Put them into your hand."), {}))
    out.append((T("Then shuffle."), {}))
    return out


def _reveal_until(e: Mapping[str, Any]) -> list[Sentence]:
    what = (T("a card with the chosen name") if isinstance(e.get("filter"), Mapping) and e["filter"].get("named")
            else str(e.get("what", "a card")))
    out: list[Sentence] = [(T("Reveal cards from the top of your library until you reveal {what}."), {"what": what})]
    if e.get("to") == "battlefield":
        out.append((T("Put that card onto the battlefield tapped.") if e.get("tapped") else
                    T("Put that card onto the battlefield."), {}))
    else:
        out.append((T("Put that card into your hand."), {}))
    rest = e.get("rest", "bottom")
    out.append((T("Put the other revealed cards on the bottom of your library in a random order.") if rest == "bottom"
                else T("Put the other revealed cards into your graveyard.") if rest == "graveyard"
                else T("Exile the other revealed cards."), {}))
    return out


def _reveal_top_land(ab: Ability, e: Mapping[str, Any], effect_sentences: Callable[..., list[Sentence]]
                     ) -> list[Sentence]:
    if e.get("who") == "trigger_player":
        return [(T("Defending player reveals the top card of their library. If it's a land card, that player "
                   "puts it into their hand."), {})]
    if e.get("to", "hand") == "battlefield":
        out: list[Sentence] = [
            (T("Reveal the top card of your library. If it's a land card, put it onto the battlefield tapped.")
             if e.get("tapped") else
             T("Reveal the top card of your library. If it's a land card, put it onto the battlefield."), {})]
    else:
        out = [(T("Reveal the top card of your library. If it's a land card, put it into your hand."), {})]
    rest = [s for inner in e.get("otherwise", ()) for s in effect_sentences(ab, inner)]
    if rest:
        out.append((T("Otherwise:"), {}))
        out += rest
    return out


def _revealed_dig(e: Mapping[str, Any]) -> list[Sentence]:
    n = count(e.get("amount", 1))
    out: list[Sentence] = [(T("Reveal the top {count} cards of your library."), {"count": n})]
    what = str(e.get("what", "a card"))
    if e.get("take") == "all":
        out.append((T("Put all {kind} cards revealed this way into your hand and the rest on the bottom of your "
                      "library in any order."), {"kind": what}))
        return out
    each = e.get("take_each")
    if isinstance(each, (list, tuple)) and len(each) == 2:
        out.append((T("You may put {what} and/or {other} from among them into your hand."),
                    {"what": str(each[0].get("what", "a card")), "other": str(each[1].get("what", "a card"))}))
    else:
        out.append((T("You may put {what} from among them into your hand."), {"what": what}))
    out.append((T("Put the rest into your graveyard."), {}))
    return out


#: The library effects whose X is counted as they resolve (``static_text.counted_sentences``).
COUNTED_LIBRARY_EFFECTS = frozenset({"dig", "look_keep_top", "win_if_library_at_most"})


def counted_library_sentences(e: Mapping[str, Any]) -> list[Sentence]:
    """"Look at the top X cards of your library ..." (the sentence saying what X is follows)."""
    do = e["do"]
    if do == "look_keep_top":
        return [(T("Look at the top X cards of your library."), {}),
                (T("Put up to one of them on top of your library and the rest on the bottom of your library in a "
                   "random order."), {})]
    if do == "win_if_library_at_most":
        return [(T("If X is greater than or equal to the number of cards in your library, you win the game."), {})]
    out: list[Sentence] = [(T("Look at the top X cards of your library."), {})]
    if e.get("rest_order") == "random":
        out.append((T("Put {take} of them into your hand and the rest on the bottom of your library in a random "
                      "order."), {"take": count(e.get("take", 1))}))
    else:
        out.append((T("Put {take} of them into your hand and the rest on the bottom of your library in any order."),
                    {"take": count(e.get("take", 1))}))
    return out


def library_action_sentences(ab: Ability, e: Mapping[str, Any], effect_sentences: Callable[..., list[Sentence]]
                             ) -> list[Sentence] | None:
    """The sentences of one of these effects; ``None`` for another effect."""
    do = e["do"]
    if do == "counter_if_top_mv":
        return [(T("Reveal the top card of your library. Counter that spell if it has the same mana value as the "
                   "revealed card."), {})]
    if do == "search" and isinstance(e.get("who"), int) and e.get("to") == "battlefield":
        # "Target player searches their library for a basic land card, puts it onto the battlefield" (Fertilid)
        return [(T("Target player searches their library for {what}, puts it onto the battlefield tapped, then "
                   "shuffles.") if e.get("tapped") else
                 T("Target player searches their library for {what}, puts it onto the battlefield, then shuffles."),
                 {"what": str(e.get("what", "a card"))})]
    if do == "reveal_top_draw_mv":
        return [(T("Reveal the top card of your library. Draw cards equal to that card's mana value."), {})]
    if do == "put_self_onto_battlefield":
        return [(T("Put it onto the battlefield."), {})]
    if do == "search_up_to":
        return _search(ab, e)
    if do == "exile_top":  # reveal_until.py (CR 406.3)
        return [(T("Exile the top {n} card(s) of your library."), {"n": e.get("amount", 1)})]
    if do == "exile_until_taken":  # reveal_until.py (Tainted Pact)
        return [(T("Exile the top card of your library. You may put that card into your hand unless it has the same "
                   "name as another card exiled this way. Repeat this process until you put a card into your hand "
                   "or you exile two cards with the same name."), {})]
    if do == "reveal_until":  # reveal_until.py (CR 701.20a)
        return _reveal_until(e)
    if do == "reveal_top_land":
        return _reveal_top_land(ab, e, effect_sentences)
    if do == "dig" and e.get("revealed"):
        return _revealed_dig(e)
    return None
