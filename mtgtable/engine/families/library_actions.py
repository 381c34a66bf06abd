"""More library actions: searching for up to N cards ("search your library
for up to two basic land cards", Yavimaya Elder, Veteran Explorer's "each
player may search") and revealing the top card of a library with a result
that depends on whether it is a land (Goblin Guide, Thrasios).

The search asks the same ``Choose`` decision as the one-card search
(``effects._search``: ``data["search"]``, option ``-1`` to find no more), one
card at a time, so the GUI, the goldfish pilot, the random agent and the
fuzzer answer it as they answer any search.  The searcher alone sees the
cards of their library in that decision (CR 401.2: the decision is theirs,
the GUI shows it behind the privacy screen); what they find is logged only
when it is revealed or put onto the battlefield (CR 701.20a).

Rules cited by their current numbers: search 701.23, reveal 701.20,
shuffle 701.24, APNAP order 101.4.
"""

from __future__ import annotations

from typing import Any, Final, Generator, Mapping, TYPE_CHECKING

from .. import operations as ops
from ..decisions import Choose, Kind, option_label
from .effect_core import EffectContext, EFFECTS, amount, card_matches, effect, players
from ..data.effect_params import EFFECT_PARAMS, amount as amount_check, boolean, card_filter, effect_list, short_text, \
    subject
from .library_effects import DONE, choose_among
from ..shuffle import shuffle
from ..errors import IllegalAnswer
from ..objects import Zone
from ..turn import entering

if TYPE_CHECKING:
    from ..state import GameState as Game

Flow = Generator[Any, Any, None]

#: The basic land types (CR 205.3i), for "basic land cards that share a land type" (Myriad Landscape).
_BASIC_TYPES: Final = frozenset({"Plains", "Island", "Swamp", "Mountain", "Forest"})


def _apnap(game: "Game", who: list[int]) -> list[int]:
    """Players in APNAP order (CR 101.4): the active player first."""
    return sorted(who, key=lambda p: (p - game.active) % len(game.players))


def _shares_land_type(game: "Game", card: int, found: list[int]) -> bool:
    """Whether ``card`` shares a basic land type with every card already found (CR 205.3i)."""
    mine = set(game.objects[card].card.subtypes) & _BASIC_TYPES
    return all(mine & set(game.objects[f].card.subtypes) for f in found)


def _find(game: "Game", ctx: EffectContext, me: int, e: Mapping[str, Any]) -> Generator[Any, Any, list[int]]:
    """The cards ``me`` finds: up to ``count`` cards that pass the filter, one decision each;
    ``-1`` stops (a search may find fewer than it could, CR 701.23b)."""
    n = int(e.get("count", 2))
    filt = e.get("filter", {})
    found: list[int] = []
    while len(found) < n:
        options = [c for c in game.players[me].library if c not in found
                   and card_matches(game.objects[c].card, filt, ctx.x)
                   and (not e.get("share_land_type") or _shares_land_type(game, c, found))]
        if not options:
            break
        # "search your library for three cards" names no quality: as many as there are must be found
        # (CR 701.23b lets a search fail only to find cards of a stated quality)
        choices = options + ([] if e.get("exact") else [-1])

        def validate(a: Any, choices: list[int] = choices) -> None:
            ops._expect(a, Choose, "701.23a")
            if a.choice not in choices:
                raise IllegalAnswer("701.23b", "{card} is not a card in your library that this search can find",
                                    card=ops.describe(game, a.choice) if a.choice in game.objects else str(a.choice))

        ans = yield ops._decision(
            game, Kind.CHOOSE, me, "Search your library for up to {n} {what} ({i} of {n}) ({card}).", "701.23a",
            {"options": choices, "labels": {-1: option_label("Find no more")}, "search": True,
             "to": str(e.get("to", "hand")), "found": list(found)}, validate,
            lambda choices=choices: [Choose(i) for i in choices],  # type: ignore[misc]
            prompt_args={"n": n, "i": len(found) + 1, "what": str(e.get("what", "a card")), "card": ctx.source_name})
        if ans.choice == -1:
            break
        found.append(ans.choice)
    return found


@effect("search_up_to")
def search_up_to(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> Flow:
    """"Search your library for up to two basic land cards, [reveal them,] put them
    onto the battlefield [tapped] | into your hand, then shuffle" (CR 701.23a).
    ``who: "each_player"`` with ``optional``: "each player may search their
    library ..." (Veteran Explorer): each player in APNAP order chooses whether
    to search, then searches (CR 101.4, 608.2d)."""
    who = e.get("who", "you")
    searchers = [ctx.controller] if who == "you" else _apnap(game, players(game, ctx, who))
    for me in searchers:
        name = game.players[me].name
        if e.get("optional") and who != "you":
            ans = yield ops.yes_no_decision(game, me, "{card}: do you want to search your library?", "101.4",
                                             "Search", "Don't search", card=ctx.source_name)
            if ans.choice != 1:
                ops.log(game, "search", "101.4", "{player} doesn't search.", player=name)
                continue
        found = yield from _find(game, ctx, me, e)
        from .search_triggers import searched  # "whenever an opponent searches their library" (CR 701.23)
        searched(game, me)
        if e.get("reveal"):
            for c in found:
                ops.log(game, "reveal", "701.20a", "{player} reveals {card}.", player=name,
                         card=game.objects[c].name)
        if e.get("to") == "one_battlefield_rest_hand" and found:
            # Cultivate: "put one onto the battlefield tapped and the other into your hand"; with one
            # card found, it is the one put onto the battlefield (the instructions in order, CR 608.2c)
            one = found[0] if len(found) == 1 else (yield from _choose_one_of(
                game, me, found, "Choose the card to put onto the battlefield; the other goes into your hand ({card}).",
                ctx.source_name, {"search": True, "to": "battlefield"}))
            choices = yield from entering.as_enters_choices(game, me, game.objects[one].card)
            ops.move(game, one, Zone.BATTLEFIELD, rule="701.23a", why="is put onto the battlefield from the library",
                     tapped=bool(e.get("tapped")), as_enters=choices)
            for c in found:
                if c != one:
                    ops.move(game, c, Zone.HAND, rule="701.23a", why="is put into its owner's hand")
        elif e.get("to") == "chosen_hand_rest_graveyard" and found:
            # Intuition: "Target opponent chooses one. Put that card into your hand and the rest into your
            # graveyard." (CR 608.2d: the opponent chooses as it resolves; an illegal target: you choose)
            who = players(game, ctx, e.get("chooser", "you"))
            chooser = who[0] if who else me
            one = found[0] if len(found) == 1 else (yield from _choose_one_of(
                game, chooser, found, "Choose the card {player} puts into their hand; the rest go to their graveyard "
                "({card}).", ctx.source_name, {"opponent_chooses": True}, player=name))
            for c in found:
                if c == one:
                    ops.move(game, c, Zone.HAND, rule="608.2d", why="is put into its owner's hand")
                else:
                    ops.move(game, c, Zone.GRAVEYARD, rule="608.2d", why="is put into the graveyard")
        elif e.get("to", "hand") == "battlefield":
            for c in found:
                choices = yield from entering.as_enters_choices(game, me, game.objects[c].card)
                ops.move(game, c, Zone.BATTLEFIELD, rule="701.23a", why="is put onto the battlefield from the library",
                          tapped=bool(e.get("tapped")), as_enters=choices)
        else:
            for c in found:
                ops.move(game, c, Zone.HAND)  # logged by name only if revealed (CR 401.2)
            if found and not e.get("reveal"):
                ops.log(game, "to_hand", "701.23a", "{player} puts {n} card(s) into their hand.", player=name,
                         n=len(found))
        ops.shuffle_library(game, me)
        ops.log(game, "shuffle", "701.24a", "{player} shuffles their library.", player=name)


def _choose_one_of(game: "Game", me: int, found: list[int], prompt: str, source: str, data: Mapping[str, Any],
                   **args: Any) -> Generator[Any, Any, int]:
    """Which of the cards found goes where the effect says (onto the battlefield, into the hand; the
    others elsewhere): ``me`` chooses as the effect resolves (CR 608.2d); the cards were revealed
    (CR 701.20a)."""
    def validate(a: Any) -> None:
        ops._expect(a, Choose, "608.2d")
        if a.choice not in found:
            raise IllegalAnswer("608.2d", "{card} is not one of the cards found",
                                card=ops.describe(game, a.choice) if a.choice in game.objects else str(a.choice))

    ans = yield ops._decision(
        game, Kind.CHOOSE, me, prompt, "608.2d", {"options": list(found), **data}, validate,
        lambda: [Choose(i) for i in found], prompt_args={"card": source, **args})
    return int(ans.choice)


@effect("reveal_top_land")
def reveal_top_land(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> Flow:
    """"PLAYER reveals the top card of their library. If it's a land card, that
    player puts it into their hand" (Goblin Guide) / "reveal the top card of
    your library. If it's a land card, put it onto the battlefield tapped.
    Otherwise, draw a card." (Thrasios): the card is shown to everyone (CR
    701.20a) and stays on top unless it is a land; ``otherwise`` runs when it
    is not a land (or the library is empty: there is no land card)."""
    for me in players(game, ctx, e.get("who", "you")):
        lib = game.players[me].library
        top = lib[0] if lib else None
        if top is not None:
            ops.log(game, "reveal", "701.20a", "{player} reveals {card}.", player=game.players[me].name,
                     card=game.objects[top].name)
        if top is not None and game.objects[top].card.is_land:
            if e.get("to", "hand") == "battlefield":
                choices = yield from entering.as_enters_choices(game, me, game.objects[top].card)
                ops.move(game, top, Zone.BATTLEFIELD, rule="701.20a", why="is put onto the battlefield from the library",
                          tapped=bool(e.get("tapped")), as_enters=choices)
            else:
                ops.move(game, top, Zone.HAND, rule="701.20a", why="is put into its owner's hand")
            continue
        for inner in e.get("otherwise", ()):
            result = EFFECTS[inner["do"]](game, ctx, inner)
            if result is not None:
                yield from result


@effect("put_self_onto_battlefield")
def put_self_onto_battlefield(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> Flow:
    """"When this card is put into your graveyard from your library, you may put it
    onto the battlefield" (Narcomoeba): the card, if it is still the same object in
    the graveyard (CR 400.7), enters under its owner's control."""
    o = game.objects.get(ctx.source)
    if o is None or o.zone is not Zone.GRAVEYARD:
        return
    choices = yield from entering.as_enters_choices(game, ctx.controller, o.card)
    ops.move(game, ctx.source, Zone.BATTLEFIELD, rule="603.10", why="is put onto the battlefield from its owner's graveyard",
              controller=ctx.controller, as_enters=choices)


@effect("look_keep_top")
def look_keep_top(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> Flow:
    """"Look at the top X cards of your library. Put up to one of them on top of your
    library and the rest on the bottom of your library in a random order." (Thassa's
    Oracle): only the player sees the cards, in their own decision (CR 401.2); ``-1``
    keeps none on top."""
    me = ctx.controller
    looked = game.players[me].library[:amount(ctx, e)]
    if not looked:
        return
    ans = yield choose_among(game, me, "Choose a card to put back on top of your library; the rest go to the "
                             "bottom in a random order ({card}).", "608.2d", looked + [DONE],
                             {"library_action": "keep_top", "looked": list(looked)},
                             {DONE: option_label("Put none on top")}, card=ctx.source_name)
    top = [] if ans.choice == DONE else [ans.choice]
    rest = [c for c in looked if c not in top]
    shuffle(game.rng, rest)
    ops.order_library(game, me, top, rest)
    ops.log(game, "look_top", "608.2d", "{player} looks at the top {n} card(s) of their library, keeps {k} on top and "
             "puts the rest on the bottom in a random order.", player=game.players[me].name, n=len(looked),
             k=len(top))


@effect("win_if_library_at_most")
def win_if_library_at_most(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> None:
    """"If X is greater than or equal to the number of cards in your library, you win
    the game" (Thassa's Oracle): X as the ability resolves; winning is every opponent
    losing (CR 104.2b; the game ends as the state-based actions are next checked, 104.2a)."""
    me = ctx.controller
    x = amount(ctx, e)
    if x < len(game.players[me].library):
        return
    ops.log(game, "win_effect", "104.2b", "{player} wins the game ({card}).", True, player=game.players[me].name,
             card=ctx.source_name)
    for p in range(len(game.players)):
        if p != me and ops.lose_game(game, p, ctx.source_name):
            ops.log(game, "lose", "104.2b", "{player} loses the game: {why}.", True, player=game.players[p].name,
                     why=ctx.source_name)


@effect("counter_if_top_mv")
def counter_if_top_mv(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> None:
    """"You may reveal the top card of your library. If you do, counter that spell if it
    has the same mana value as the revealed card." (Counterbalance; after the "may"): the
    card is shown to everyone (CR 701.20a); the spell that triggered the ability, if still
    on the stack, is countered when its mana value (X included, CR 202.3) is the card's."""
    from ..rules.target_filters import passes
    me = ctx.controller
    lib = game.players[me].library
    if not lib:
        return
    card = game.objects[lib[0]].card
    ops.log(game, "reveal", "701.20a", "{player} reveals {card}.", player=game.players[me].name, card=card.name)
    spell = ctx.info.get("spell")
    item = next((s for s in game.stack if s.id == spell), None)
    if item is not None and passes(game, item.id, ("mv", "==", card.mana_cost.mana_value)):
        ops.counter_spell(game, item.id, ctx.source_name)


@effect("reveal_top_draw_mv")
def reveal_top_draw_mv(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> None:
    """"Reveal the top card of your library. Draw cards equal to that card's mana value."
    (Interpret the Signs): the card is shown to everyone (CR 701.20a), then its mana value
    (CR 202.3) is the number of cards drawn, one at a time (CR 121.2)."""
    me = ctx.controller
    lib = game.players[me].library
    if not lib:
        return
    card = game.objects[lib[0]].card
    ops.log(game, "reveal", "701.20a", "{player} reveals {card}.", player=game.players[me].name, card=card.name)
    if card.mana_cost.mana_value:
        ops.draw(game, me, card.mana_cost.mana_value)


def _one_of(*choices: str) -> Any:
    def check(v: Any) -> str | None:
        return None if v in choices else "one of " + ", ".join(choices)
    return check


def _count_check(v: Any) -> str | None:
    return None if isinstance(v, int) and not isinstance(v, bool) and 1 <= v <= 20 else "a whole number from 1 to 20"


EFFECT_PARAMS["search_up_to"] = {"count": _count_check, "filter": card_filter, "what": short_text,
                                 "to": _one_of("hand", "battlefield", "one_battlefield_rest_hand",
                                               "chosen_hand_rest_graveyard"), "tapped": boolean,
                                 "exact": boolean, "chooser": subject,
                                 "reveal": boolean,
                                 "who": _one_of("you", "each_player"), "optional": boolean,
                                 "share_land_type": boolean}
EFFECT_PARAMS["put_self_onto_battlefield"] = {}
EFFECT_PARAMS["counter_if_top_mv"] = {}
EFFECT_PARAMS["reveal_top_draw_mv"] = {}
EFFECT_PARAMS["look_keep_top"] = {"amount": amount_check}
EFFECT_PARAMS["win_if_library_at_most"] = {"amount": amount_check}
EFFECT_PARAMS["reveal_top_land"] = {"who": subject, "to": _one_of("hand", "battlefield"), "tapped": boolean,
                                    "otherwise": effect_list}
