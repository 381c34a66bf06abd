"""Choices made as a permanent would enter, before it does (CR 614.12): a flow, not an operation.

"As this land enters, you may pay 2 life. If you don't, it enters tapped", a Thriving land's colour,
an Aura's chosen colour or card name, Mox Diamond's discard (CR 614.1c), a clone's copied permanent
(CR 707.2): each is asked here as the permanent is about to enter, and what was chosen is handed to
:func:`operations.move` as its ``as_enters``, which applies it as the permanent arrives.  These yield
decisions, so they live in the flow's room; ``operations`` only changes the state.
"""

from __future__ import annotations

from typing import Any, Final, Mapping

from .. import features
from .. import operations as ops
from ..data.card_names import card_names, chosen_name, name_decision
from ..data.cards import CardDef
from ..decisions import Choose, Flow, Kind
from ..errors import IllegalAnswer
from ..families import chosen, copy_entering, enter_replacements, land_entering
from ..objects import Zone
from ..rules import land_types
from ..rules.mana import COLOR_NAMES, COLORS
from ..state import GameState

#: Per card: whether :func:`as_enters_choices` may ask anything as a permanent of it enters.
_ENTERS_ASKS: Final[dict[CardDef, bool]] = {}
_NEVER_ASK_AS_ENTERS: Final = frozenset({"mana", "activated", "triggered", "spell"})


def as_enters_choices(game: GameState, player: int, card: CardDef, entering: int | None = None) -> Flow:
    """Choices made as a permanent would enter, before it does (CR 614.12):
    "As this land enters, you may pay 2 life. If you don't, it enters
    tapped."  Returns what was chosen, for :func:`operations.move`'s ``as_enters``.
    ``entering``: the card's id while it is still in the hand (it can't reveal itself)."""
    choices: dict[str, Any] = {}
    if game._features & features.TYPE_CHANGES:
        # Checked as it would be on the battlefield (CR 614.12): a shockland entering under Blood Moon is a
        # Mountain, with no "you may pay 2 life" to ask (CR 305.7).
        card = land_types.entering(game, card, player)
    asks = _ENTERS_ASKS.get(card)
    if asks is None:  # (what is asked below reads only the card: most cards ask nothing)
        if len(_ENTERS_ASKS) > 50_000:
            _ENTERS_ASKS.clear()  # a bound, for programs that build card definitions without end
        # Every choice made as a permanent enters is a static ability's (a replacement effect, CR 614.12):
        # a card with no static ability (nor an Aura's or Equipment's) asks nothing.
        asks = _ENTERS_ASKS[card] = any(ab.kind not in _NEVER_ASK_AS_ENTERS for ab in card.abilities)
    if not asks:
        return choices
    color = land_entering.choice_of(card)
    if color is not None:  # "As it enters, choose a color other than white" (the Thriving lands)
        choices["color"] = yield from land_entering.choose(game, player, card, color)
    if chosen.entering_choices(card):  # "As this Aura enters, choose a color." (chosen.py)
        choices["chosen"] = yield from ask_entering_choices(game, player, card)
    reveal = land_entering.reveal_filter(card)
    if reveal is not None:
        choices["revealed"] = yield from land_entering.reveal_choice(game, player, card, entering, reveal)
    for ab in card.abilities:
        unless = ab.params.get("unless") if ab.kind == "static" and ab.static == "enters_tapped" else None
        if not isinstance(unless, Mapping) or "pay_life" not in unless:
            continue
        n = int(unless["pay_life"])
        if game.players[player].life < n:
            continue  # CR 119.4: a player can't pay more life than they have
        ans = yield ops.yes_no_decision(game, player, "As {card} enters, pay {n} life? If you don't, it enters tapped.",
                                         "614.12", "Pay {n} life", "Don't pay (it enters tapped)",
                                         card=card.name, n=n)
        if ans.choice == 1:
            ops.lose_life(game, player, n, f"paid as {card.name} enters, CR 614.12")
            choices["paid_life"] = True
    if enter_replacements.applies(card):  # Mox Diamond: "discard a land card instead" (CR 614.1c)
        lands = enter_replacements.land_cards(game, player, entering)
        land = (yield from enter_replacements.choose(game, player, card, lands)) if lands else None
        if not lands:
            ops.log(game, "replaced", "614.1c", "{card} would enter: {player} has no land card to discard, so it is "
                "put into its owner's graveyard instead.", card=card.name, player=game.players[player].name)
        if land is not None:
            ops.move(game, land, Zone.GRAVEYARD, rule="614.1c", why="is discarded")
        choices[enter_replacements.KEY] = land is not None
    if copy_entering.enter_ability(card) is not None:  # Clone (CR 707.2, 614.12)
        copied = yield from copy_entering.choose(game, player, card, entering)
        if copied is not None:
            # The copy's own "as it enters" choices are made too: it enters as the copy (CR 614.12)
            own = yield from as_enters_choices(game, player, copied, entering)
            choices = {**choices, **own, copy_entering.KEY: copied}
    return choices


def ask_entering_choices(game: GameState, player: int, card: CardDef) -> Flow:
    """Ask each choice ``card`` makes as it enters (CR 614.12); the values chosen, by kind."""
    out: dict[str, str] = {}
    for kind in chosen.entering_choices(card):
        if kind not in out:
            value = yield from _ask_entering_choice(game, player, card, kind)
            if value is not None:
                out[kind] = value
    return out


def _ask_entering_choice(game: GameState, player: int, card: CardDef, kind: str) -> Flow:
    if kind in chosen.NAME_KINDS:  # "As this enters, choose a [nonland] card name" (CR 201.3, named_rules.py)
        return (yield from _ask_entering_name(game, player, card, kind))
    if kind == "color":
        values = list(COLORS)
        labels = {i: chosen.COLOR_LABELS[c] for i, c in enumerate(values)}
        prompt = "As {card} enters, choose a color."
    else:
        values = chosen.creature_types_of(game, player)
        labels = {i: v for i, v in enumerate(values)}  # (type names: proper nouns)
        prompt = "As {card} enters, choose a creature type."
    if not values:
        return None
    options = list(range(len(values)))

    def validate(a: Any) -> None:
        ops._expect(a, Choose, "614.12")
        if a.choice not in options:
            raise IllegalAnswer("614.12", "choose one of the options {first} to {last}",
                                first=options[0], last=options[-1])

    ans = yield ops._decision(game, Kind.CHOOSE, player, prompt, "614.12",
                              {"options": options, "labels": labels, "as_enters": kind},
                              validate, lambda: [Choose(i) for i in options], prompt_args={"card": card.name})
    value: str = values[int(ans.choice)]
    word = COLOR_NAMES.get(value, value) if kind in chosen.COLOR_KIND else value  # a colour word is translated
    ops.log(game, "choose", "614.12", "{player} chooses {value} as {card} enters.",
            player=game.players[player].name, value=word, card=card.name)
    return value


def _ask_entering_name(game: GameState, player: int, card: CardDef, kind: str) -> Flow:
    """CR 201.3, 614.12: the name of a card (``card_names``), chosen before it is on the battlefield,
    with ``naming``'s decision (answered with the name itself)."""
    names = card_names(game, "nonland" if kind == "nonland_card_name" else "any")
    if not names:
        return None
    ans = yield name_decision(game, player, names, "As {card} enters, choose a card name.", {"as_enters": kind},
                              {"card": card.name})
    value = chosen_name(names, ans)
    ops.log(game, "choose", "614.12", "{player} chooses {value} as {card} enters.",
        player=game.players[player].name, value=value, card=card.name)
    return value
