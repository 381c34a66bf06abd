"""Readable text for the library and hand effects (``library_effects``), as
templates with fields like the rest of ``ability_text``: card descriptions
are fields from ``CARD_PHRASES`` (translated in ``engine-args``), never
English put together here."""

from __future__ import annotations

from typing import Any, Mapping

from ..data.cards import Ability
from ..families.library_effects import CARD_PHRASES_PLURAL
from .sentences import Sentence, T, count, who


def _dig(ab: Ability, e: Mapping[str, Any]) -> list[Sentence]:
    n = count(e.get("amount", 1))
    out: list[Sentence] = [(T("Look at the top {count} cards of your library."), {"count": n})]
    what = str(e.get("what", "a card"))
    take = e.get("take", 1)
    graveyard = e.get("rest") == "graveyard"
    order = e.get("rest_order")
    if e.get("optional"):
        if take == "any":
            out.append((T("You may reveal any number of {what} from among them and put the revealed cards "
                          "into your hand."), {"what": CARD_PHRASES_PLURAL.get(what, what)}))
        else:
            out.append((T("You may reveal {what} from among them and put it into your hand."), {"what": what}))
        if graveyard:
            out.append((T("Put the rest into your graveyard."), {}))
        elif order == "random":
            out.append((T("Put the rest on the bottom of your library in a random order."), {}))
        else:
            out.append((T("Put the rest on the bottom of your library in any order."), {}))
        return out
    args = {"take": count(take)}
    if graveyard:
        out.append((T("Put {take} of them into your hand and the rest into your graveyard."), args))
    elif order == "random":
        out.append((T("Put {take} of them into your hand and the rest on the bottom of your library "
                      "in a random order."), args))
    elif order == "any":
        out.append((T("Put {take} of them into your hand and the rest on the bottom of your library "
                      "in any order."), args))
    else:
        out.append((T("Put {take} of them into your hand and the other on the bottom of your library."), args))
    return out


def library_sentences(ab: Ability, e: Mapping[str, Any]) -> list[Sentence] | None:
    """The sentences of one library or hand effect; ``None`` for another effect."""
    do = e["do"]
    n = e.get("amount", 1)
    if do in ("scry", "surveil"):
        if n == 1:
            return [(T("Scry 1.") if do == "scry" else T("Surveil 1."), {})]
        return [(T("Scry {n}.") if do == "scry" else T("Surveil {n}."), {"n": count(n)})]
    if do == "look_order":
        return [(T("Look at the top {count} cards of your library, then put them back in any order."),
                 {"count": count(n)})]
    if do == "shuffle":
        return [(T("Shuffle."), {})]
    if do == "each_reanimate":  # Exhume (CR 101.4)
        return [(T("Each player puts a creature card from their graveyard onto the battlefield."), {})]
    if do == "put_back" and e.get("who", "you") != "you":  # Chittering Rats (CR 401)
        if n == 1:
            return [(T("{player} puts a card from their hand on top of their library."),
                     {"player": who(ab, e["who"])})]
        return [(T("{player} puts {count} cards from their hand on top of their library in any order."),
                 {"player": who(ab, e["who"]), "count": count(n)})]
    if do == "put_back":
        if n == 1:
            return [(T("Put a card from your hand on top of your library."), {})]
        return [(T("Put {count} cards from your hand on top of your library in any order."), {"count": count(n)})]
    if do == "dig":
        return _dig(ab, e)
    if do == "discard_choice":
        filt = e.get("filter", {})
        args = {"player": who(ab, e.get("who", 0)), "what": str(e.get("what", "a card"))}
        if e.get("exile_linked") and "mv_at_most" not in filt:  # Tidehollow Sculler (CR 607.2a)
            return [(T("{player} reveals their hand and you choose {what} from it. Exile that card."), args)]
        if "mv_at_most" in filt:
            return [(T("{player} reveals their hand. You choose {what} from it with mana value {n} or less. "
                       "That player discards that card."), {**args, "n": count(filt["mv_at_most"])})]
        return [(T("{player} reveals their hand. You choose {what} from it. That player discards that card."),
                 args)]
    if do == "discard_unless":
        return [(T("{player} discards {count} cards unless they discard {what}."),
                 {"player": who(ab, e.get("who", "you")), "count": count(n), "what": str(e.get("what", "a card"))})]
    if do == "look_hand":
        return [(T("Look at {player}'s hand."), {"player": who(ab, e.get("who", 0))})]
    if do == "discard_random":
        return [(T("{player} discards {count} card(s) at random."),
                 {"player": who(ab, e.get("who", 0)), "count": count(n)})]
    if do == "to_library":
        target = who(ab, e.get("target", "self"))
        if e.get("where", "top") == "top":
            return [(T("Put {target} on top of its owner's library."), {"target": target})]
        return [(T("Put {target} on the bottom of its owner's library."), {"target": target})]
    if do == "reanimate":
        out = [(T("Put {target} onto the battlefield under your control."), {"target": who(ab, e.get("target", 0))})]
        if e.get("tapped"):
            out = [(T("Put {target} onto the battlefield tapped under your control."),
                    {"target": who(ab, e.get("target", 0))})]
        if e.get("lose_life_mv"):
            out.append((T("You lose life equal to its mana value."), {}))
        return out
    if do == "reveal_top":
        out = [(T("Reveal the top card of your library and put that card into your hand."), {})]
        if e.get("lose_life_mv"):
            out.append((T("You lose life equal to its mana value."), {}))
        return out
    if do == "exile_graveyard":
        return [(T("Exile {player}'s graveyard."), {"player": who(ab, e.get("who", 0))})]
    if do == "shuffle_graveyard":
        return [(T("{player} shuffles their graveyard into their library."), {"player": who(ab, e.get("who", 0))})]
    if do == "put_from_hand":
        return [(T("Put {what} from your hand onto the battlefield."), {"what": str(e.get("what", "a card"))})]
    if do == "add_mana_choice" and "colors" in e:  # Culling Ritual (CR 106.4)
        args = {"colors": " or ".join("{%s}" % c for c in str(e["colors"]))}
        return [(T("Add {colors}, {count} time(s) (each chosen)."), {**args, "count": count(int(e.get("amount", 1)))})]
    if do == "add_mana_choice":
        if int(e.get("amount", 1)) > 1:
            return [(T("Add {count} mana in any combination of colors."), {"count": count(int(e["amount"]))})]
        return [(T("Add one mana of any color."), {})]
    return None
