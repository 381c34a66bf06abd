"""Effects a player carries out on their own cards: edicts, piles, "target player exiles a card".

These are the effects whose choice belongs to a player other than (or besides) the
controller of the spell or ability: "Target player sacrifices a creature" is chosen by
that player (CR 701.17a: a player sacrifices a permanent they control, choosing it as the
effect resolves, CR 608.2d); "Separate all permanents target player controls into two
piles. That player sacrifices all permanents in the pile of their choice." has one player
separate and the other choose (CR 700.3); "Target player exiles a card from their hand"
is that player's choice of one of their cards.  Also here: "Exile all graveyards" and the
fate counters of Oblivion Stone ("destroy each nonland permanent without a fate counter on
it, then remove all fate counters from all permanents", CR 122.1).

Every choice is the generic ``Choose`` decision (one card at a time; negative numbers
are options with labels), so the GUI, the goldfish pilot, the random agent and the fuzzer
answer it like any other.  ``data["player_action"]`` names the step (``edict``,
``pile_separate``, ``pile_choose``, ``exile_own``) so an agent can play it sensibly.

Card data (``resources/cards/README.md``):

* ``{"do": "edict", "who": SUBJECT, "filter": PERMANENT_FILTER, "amount": N}``: each
  player of ``who`` sacrifices N (default 1) permanents matching ``filter`` of their choice;
* ``{"do": "pile_sacrifice", "target": i}``: the controller separates the permanents
  target player ``i`` controls into two piles; that player sacrifices one pile;
* ``{"do": "exile_own_card", "who": SUBJECT, "zone": "hand" | "graveyard"}``;
* ``{"do": "look_top_may_bottom", "who": SUBJECT}`` (look at the top card of that player's
  library, you may put it on the bottom), ``{"do": "exile_library", "who": SUBJECT}``,
  ``{"do": "shuffle_hand_into_library", "who": SUBJECT}``;
* ``{"do": "destroy_without_counter", "counter": KIND, "nonland": bool}``,
  ``{"do": "remove_all_counters", "counter": KIND}``.

A permanent filter holds ``types_any`` (one of these card types), ``not_types`` (none of
them) and ``token`` (true: tokens only, false: nontoken only, CR 111.1).
"""

from __future__ import annotations

from typing import Any, Final, Generator, Mapping, TYPE_CHECKING

from ..rules import characteristics as chars
from .. import operations as ops
from ..decisions import option_label
from ..data.effect_params import EFFECT_PARAMS, amount as amount_check, boolean, counter_kind, subject
from .effect_core import EffectContext, amount, effect, players
from .library_effects import choose_among
from ..objects import Zone

if TYPE_CHECKING:
    from ..state import GameState as Game

Flow = Generator[Any, Any, None]

#: The permanent types an edict may name (CR 110.4).
PERMANENT_TYPES: Final = frozenset({"Artifact", "Creature", "Enchantment", "Land", "Planeswalker", "Battle"})

DONE = -1
PILE_ONE = -1
PILE_TWO = -2


def permanent_filter(v: Any) -> str | None:
    """The schema check of a permanent filter (``effect_params``' style)."""
    expected = "a permanent filter (types_any, not_types: lists of permanent types; token: true or false)"
    if not isinstance(v, Mapping) or set(v) - {"types_any", "not_types", "token"}:
        return expected
    for key in ("types_any", "not_types"):
        x = v.get(key, [])
        if not (isinstance(x, (list, tuple)) and all(isinstance(t, str) and t in PERMANENT_TYPES for t in x)):
            return expected
    if "token" in v and not isinstance(v["token"], bool):
        return expected
    return None


def permanent_passes(game: "Game", oid: int, filt: Mapping[str, Any]) -> bool:
    """Whether a permanent has the qualities an edict names, as it is now (its current types, CR 205)."""
    any_of = filt.get("types_any")
    if any_of and not any(chars.is_type(game, oid, t) for t in any_of):
        return False
    if any(chars.is_type(game, oid, t) for t in filt.get("not_types", ())):
        return False
    token = filt.get("token")
    if token is not None and bool(game.objects[oid].token) != bool(token):
        return False
    return True


def _sacrifice(game: "Game", oid: int, source: str) -> None:
    """CR 701.17a: the permanent goes to its owner's graveyard (not destruction: indestructible doesn't stop it)."""
    if oid in game.objects and chars.on_battlefield(game, oid):
        ops.move(game, oid, Zone.GRAVEYARD, rule="701.17a", reason="sacrificed_by", source=source)


def _apnap(game: "Game", who: list[int]) -> list[int]:
    """Players in APNAP order (CR 101.4): the active player first."""
    active = game.active
    return sorted(who, key=lambda p: (p - active) % len(game.players))


# ----------------------------------------------------------------------------- edicts (CR 701.17a)

@effect("edict")
def edict(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> Flow:
    """"Target player sacrifices a creature": each player named chooses one permanent they
    control that matches, as the effect resolves (CR 701.17a, 608.2d), in APNAP order
    (CR 101.4: each chooses in turn, knowing the choices before); then all are sacrificed at
    once.  A player who controls none sacrifices nothing."""
    filt = e.get("filter", {})
    n = amount(ctx, e)
    chosen: list[int] = []
    for pi in _apnap(game, players(game, ctx, e.get("who", 0))):
        options = [c for c in game.battlefield if game.objects[c].controller == pi
                   and permanent_passes(game, c, filt)]
        if len(options) <= n:  # all of them: no choice to make
            chosen.extend(options)
            continue
        for _ in range(n):  # "two creatures of their choice": one at a time, each different
            ans = yield choose_among(game, pi, "Choose a permanent to sacrifice ({card}).", "701.17a", options,
                                     {"player_action": "edict"}, card=ctx.source_name)
            chosen.append(ans.choice)
            options.remove(ans.choice)
    # "then gains life equal to that creature's toughness" (Devour Flesh): its toughness as it last existed
    # on the battlefield (last known information, CR 608.2h), before it goes
    ctx.info["sacrificed_toughness"] = sum(chars.toughness(game, c) for c in chosen if chars.is_creature(game, c))
    done = 0
    for oid in chosen:
        if oid in game.objects and chars.on_battlefield(game, oid):
            done += 1
        _sacrifice(game, oid, ctx.source_name)
    # "for each creature sacrificed this way" (Syphon Flesh) reads it (counted, CR 608.2h)
    ctx.info["sacrificed"] = int(ctx.info.get("sacrificed", 0)) + done


# ----------------------------------------------------------------------------- piles (CR 700.3)

@effect("pile_sacrifice")
def pile_sacrifice(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> Flow:
    """"Separate all permanents target player controls into two piles. That player
    sacrifices all permanents in the pile of their choice." (CR 700.3): the controller
    separates (every permanent goes into exactly one pile, a pile may be empty, CR 700.3a),
    putting permanents into the first pile one at a time until they say "done" (the rest
    is the second pile); then that player chooses a pile and sacrifices it (CR 701.17a).
    The piles are public: the choice is logged for both players."""
    for pi in players(game, ctx, e.get("target", 0)):
        theirs = [c for c in game.battlefield if game.objects[c].controller == pi]
        first: list[int] = []
        left = list(theirs)
        while left:
            ans = yield choose_among(game, ctx.controller, "Put a permanent into the first pile, or finish "
                                "separating (the rest make the second pile) ({card}).", "700.3",
                                left + [DONE], {"player_action": "pile_separate", "pile": list(first),
                                                 "permanents": list(theirs)},
                                {DONE: option_label("Done: the rest make the second pile")},
                                card=ctx.source_name)
            if ans.choice == DONE:
                break
            left.remove(ans.choice)
            first.append(ans.choice)
        second = [c for c in theirs if c not in first]
        ops.log(game, "piles", "700.3", "{player} separates the permanents into two piles: {one} | {two}.",
                player=game.players[ctx.controller].name,
                one=", ".join(ops.describe(game, c) for c in first) or "-",
                two=", ".join(ops.describe(game, c) for c in second) or "-")
        ans = yield choose_among(game, pi, "Choose the pile to sacrifice ({card}).", "700.3", [PILE_ONE, PILE_TWO],
                            {"player_action": "pile_choose", "piles": [list(first), list(second)]},
                            {PILE_ONE: option_label("Sacrifice the first pile"),
                             PILE_TWO: option_label("Sacrifice the second pile")},
                            card=ctx.source_name)
        pile = first if ans.choice == PILE_ONE else second
        for oid in pile:
            _sacrifice(game, oid, ctx.source_name)


# ----------------------------------------------------------------------------- "exiles a card from their hand"

@effect("exile_own_card")
def exile_own_card(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> Flow:
    """"Target player exiles a card from their hand / graveyard": that player chooses one
    of their cards there as the effect resolves (CR 608.2d) and exiles it (CR 406.3: exiled
    face up, for all to see)."""
    zone = str(e.get("zone", "hand"))
    for pi in players(game, ctx, e.get("who", 0)):
        pl = game.players[pi]
        cards = list(pl.hand if zone == "hand" else pl.graveyard)
        if not cards:
            continue
        pick = cards[0]
        if len(cards) > 1:
            data = {"player_action": "exile_own", "zone": zone}
            if zone == "hand":
                ans = yield choose_among(game, pi, "Choose a card from your hand to exile ({card}).", "608.2d",
                                         cards, data, card=ctx.source_name)
            else:
                ans = yield choose_among(game, pi, "Choose a card from your graveyard to exile ({card}).",
                                         "608.2d", cards, data, card=ctx.source_name)
            pick = ans.choice
        ops.move(game, pick, Zone.EXILE, rule="406.3", reason="exiled_by", source=ctx.source_name)


# ----------------------------------------------------------------------------- another player's library

@effect("look_top_may_bottom")
def look_top_may_bottom(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> Flow:
    """"Look at the top card of target player's library. You may put that card on the bottom of
    that player's library." (Jace, the Mind Sculptor's +2): only the controller sees the card
    (CR 401.2: a library is hidden; the card is shown in the controller's decision only)."""
    for pi in players(game, ctx, e.get("who", 0)):
        lib = game.players[pi].library
        if not lib:
            continue
        top = lib[0]
        # The card is the option (choose it: to the bottom), as a scry shows it (CR 701.22a); -1 leaves it.
        ans = yield choose_among(game, ctx.controller, "Choose the top card of {player}'s library to put it on "
                                 "the bottom, or leave it on top ({card}).", "401.2", [top, DONE],
                                 {"player_action": "top_to_bottom", "looked": [top], "owner": pi},
                                 {DONE: option_label("Leave it on top")},
                                 player=game.players[pi].name, card=ctx.source_name)
        if ans.choice == top:
            ops.order_library(game, pi, [], [top])
            ops.log(game, "library", "401.2", "{player} puts the top card of {owner}'s library on the bottom.",
                    player=game.players[ctx.controller].name, owner=game.players[pi].name)
        else:
            ops.log(game, "library", "401.2", "{player} leaves the top card of {owner}'s library on top.",
                    player=game.players[ctx.controller].name, owner=game.players[pi].name)


@effect("exile_library")
def exile_library(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> None:
    """"Exile all cards from target player's library" (CR 406.3)."""
    for pi in players(game, ctx, e.get("who", 0)):
        for c in list(game.players[pi].library):
            ops.move(game, c, Zone.EXILE, rule="406.3", reason="exiled_by", source=ctx.source_name)


@effect("shuffle_hand_into_library")
def shuffle_hand_into_library(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> None:
    """"That player shuffles their hand into their library" (CR 701.24a)."""
    for pi in players(game, ctx, e.get("who", 0)):
        for c in list(game.players[pi].hand):
            ops.move(game, c, Zone.LIBRARY, rule="701.24a", why="is shuffled into its owner's library")
        ops.shuffle_library(game, pi)
        ops.log(game, "shuffle", "701.24a", "{player} shuffles their hand into their library.",
                player=game.players[pi].name)


# ----------------------------------------------------------------------------- counters (CR 122.1)

@effect("destroy_without_counter")
def destroy_without_counter(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> None:
    """"Destroy each nonland permanent without a fate counter on it" (CR 701.7, 122.1)."""
    kind = str(e.get("counter", "fate"))
    for oid in list(game.battlefield):
        if e.get("nonland") and chars.is_type(game, oid, "Land"):
            continue
        if game.objects[oid].counters.get(kind, 0) <= 0:
            ops.destroy(game, oid, because=ctx.source_name)


@effect("remove_all_counters")
def remove_all_counters(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> None:
    """"Remove all fate counters from all permanents" (CR 122.1)."""
    kind = str(e.get("counter", "fate"))
    for oid in list(game.battlefield):
        n = game.objects[oid].counters.get(kind, 0)
        if n > 0:
            ops.remove_counters(game, oid, kind, n)


def _zone(v: Any) -> str | None:
    return None if v in ("hand", "graveyard") else '"hand" or "graveyard"'


EFFECT_PARAMS["edict"] = {"who": subject, "filter": permanent_filter, "amount": amount_check}
EFFECT_PARAMS["pile_sacrifice"] = {"target": subject}
EFFECT_PARAMS["exile_own_card"] = {"who": subject, "zone": _zone}
EFFECT_PARAMS["look_top_may_bottom"] = {"who": subject}
EFFECT_PARAMS["exile_library"] = {"who": subject}
EFFECT_PARAMS["shuffle_hand_into_library"] = {"who": subject}
EFFECT_PARAMS["destroy_without_counter"] = {"counter": counter_kind, "nonland": boolean}
EFFECT_PARAMS["remove_all_counters"] = {"counter": counter_kind}
