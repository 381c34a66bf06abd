"""Library and hand effects: scry and surveil N, looking at the top N cards,
putting cards back in any order, revealed-hand discards, random discards.

Every choice here is the generic ``Choose`` decision (one card at a time), so
the GUI, the goldfish pilot, the random agent and the fuzzer answer it like
any other.  An ordering ("put them back in any order") is a run of choices:
the card to go next, from the top down.  Options that are not cards are
negative numbers with labels (``-1``: "done", "keep the rest on top").

``data["library_action"]`` names the step of the effect a decision belongs to
(``scry_bottom``, ``surveil_graveyard``, ``order_top``, ``order_bottom``,
``take``, ``put_back``, ``hand_choice``, ``look_hand``), so an agent can play
it sensibly.  Hidden information stays hidden: the cards looked at are shown
only in the chooser's decision (``data["looked"]``/``data["shown"]``), and the
log names no card that went into a hand or a library unrevealed (CR 401.2,
402.3); revealed cards are logged for everyone (CR 701.20a).

Rules cited by their current numbers: scry 701.22, search 701.23, shuffle
701.24, surveil 701.25, reveal 701.20, discard 701.9, mill 701.17.
"""

from __future__ import annotations

from typing import Any, Final, Generator, Mapping, Sequence, TYPE_CHECKING

from ..turn import entering
from .. import operations as ops
from ..decisions import Choose, Kind, option_label
from ..data.effect_params import EFFECT_PARAMS, amount as amount_check, boolean, short_text, subject
from .effect_core import EffectContext, amount, discard_of_choice, effect, refs
from ..errors import IllegalAnswer
from ..objects import Zone
from ..rules import characteristics as chars
from ..refs import PlayerRef
from ..shuffle import shuffle

if TYPE_CHECKING:
    from ..data.cards import CardDef
    from ..decisions import Decision
    from ..state import GameState as Game

Flow = Generator[Any, Any, None]

DONE = -1


# ----------------------------------------------------------------------------- card filters

#: Keys of a library filter (``card_passes``): ``types`` (all of them), ``types_any`` (at least one),
#: ``not_types`` (none), ``subtypes_any``, ``basic``, ``colorless``, ``mv_at_most``.
FILTER_KEYS: Final = frozenset({"types", "types_any", "not_types", "subtypes_any", "basic", "colorless", "mv_at_most"})


#: The card descriptions the compiler reads ("You choose a nonland card from it"), each with its
#: filter: the one list of them, so every description an effect shows is translated (``engine-args``).
CARD_PHRASES: Final[dict[str, dict[str, Any]]] = {
    "a card": {},
    "a nonland card": {"not_types": ["Land"]},
    "a noncreature, nonland card": {"not_types": ["Creature", "Land"]},
    "a nonartifact, nonland card": {"not_types": ["Artifact", "Land"]},
    "a noncreature card": {"not_types": ["Creature"]},
    "an instant or sorcery card": {"types_any": ["Instant", "Sorcery"]},
    "a creature card": {"types": ["Creature"]},
    "a land card": {"types": ["Land"]},
    "a basic land card": {"types": ["Land"], "basic": True},
    "an artifact card": {"types": ["Artifact"]},
    "an enchantment card": {"types": ["Enchantment"]},
    "an instant card": {"types": ["Instant"]},
    "a sorcery card": {"types": ["Sorcery"]},
    "a planeswalker card": {"types": ["Planeswalker"]},
    "a colorless card": {"colorless": True},
    "a creature or land card": {"types_any": ["Creature", "Land"]},
    "a creature or enchantment card": {"types_any": ["Creature", "Enchantment"]},
    "an artifact or enchantment card": {"types_any": ["Artifact", "Enchantment"]},
    "a creature or planeswalker card": {"types_any": ["Creature", "Planeswalker"]},
    "an artifact or creature card": {"types_any": ["Artifact", "Creature"]},
    "an Equipment card": {"subtypes_any": ["Equipment"]},
    "an Aura card": {"subtypes_any": ["Aura"]},
    "a permanent card": {"types_any": ["Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker"]},
}


#: The same descriptions in the plural ("any number of creature cards").
CARD_PHRASES_PLURAL: Final[dict[str, str]] = {
    phrase: " ".join(phrase.split()[1:-1] + ["cards"]) for phrase in CARD_PHRASES}


def card_passes(card: "CardDef", filt: Mapping[str, Any]) -> bool:
    """Whether a card has the qualities a "look at" or "you choose" names
    ("an instant or sorcery card", "a nonland card with mana value 3 or less")."""
    if any(t not in card.types for t in filt.get("types", ())):
        return False
    any_of = filt.get("types_any")
    if any_of and not set(any_of) & set(card.types):
        return False
    if set(filt.get("not_types", ())) & set(card.types):
        return False
    sub = filt.get("subtypes_any")
    if sub and not set(sub) & set(card.subtypes):
        return False
    if filt.get("basic") and "Basic" not in card.supertypes:
        return False
    if filt.get("colorless") and card.colors:
        return False
    most = filt.get("mv_at_most")
    if most is not None and card.mana_cost.mana_value > int(most):
        return False
    return True


def filter_check(v: Any) -> str | None:
    """The schema check of a library filter (``effect_params``' style)."""
    expected = ("a card filter table (types, types_any, not_types, subtypes_any: lists of strings; "
                "basic, colorless: true or false; mv_at_most: a whole number)")
    if not isinstance(v, Mapping) or set(v) - FILTER_KEYS:
        return expected
    for key in ("types", "types_any", "not_types", "subtypes_any"):
        x = v.get(key, [])
        if not (isinstance(x, (list, tuple)) and len(x) <= 10 and all(isinstance(s, str) for s in x)):
            return expected
    for key in ("basic", "colorless"):
        if key in v and not isinstance(v[key], bool):
            return expected
    if "mv_at_most" in v and (v["mv_at_most"] == "X" or amount_check(v["mv_at_most"]) is not None):
        return expected
    return None


def _take_check(v: Any) -> str | None:
    ok = v in ("any", "all") or (amount_check(v) is None and v != "X")
    return None if ok else 'a whole number, "any" or "all"'


def _take_each_check(v: Any) -> str | None:
    expected = 'a list of one to five {"filter": FILTER, "what": TEXT} tables'
    if not isinstance(v, (list, tuple)) or not 0 < len(v) <= 5:
        return expected
    for part in v:
        if not isinstance(part, Mapping) or set(part) - {"filter", "what"} or filter_check(part.get("filter", {})) \
                or short_text(part.get("what", "")):
            return expected
    return None


def _one_of(*choices: str) -> Any:
    def check(v: Any) -> str | None:
        return None if v in choices else "one of " + ", ".join(choices)
    return check


# ----------------------------------------------------------------------------- the one decision

def choose_among(_game: "Game", _player: int, _prompt: str, _rule: str, _options: Sequence[int],
                 _data: Mapping[str, Any] | None = None, _labels: Mapping[int, str] | None = None, /,
                 **args: Any) -> "Decision":
    """A ``Choose`` decision among ``_options`` (card ids, and negative numbers
    with ``_labels``); ``_prompt`` is a template filled in from ``args`` (the
    parameters are positional and oddly named so that any field name is free)."""
    game, player, prompt, rule, data, labels = _game, _player, _prompt, _rule, _data, _labels
    opts = list(_options)

    def validate(a: Any) -> None:
        ops._expect(a, Choose, rule)
        if a.choice not in opts:
            raise IllegalAnswer(rule, "{card} is not one of the options",
                                card=ops.describe(game, a.choice) if a.choice in game.objects else str(a.choice))

    full: dict[str, Any] = {"options": opts, **(data or {})}
    if labels:
        full["labels"] = dict(labels)
    return ops._decision(game, Kind.CHOOSE, player, prompt, rule, full, validate,
                          lambda: [Choose(i) for i in opts], prompt_args={"card": "", **args})


def _players(game: "Game", ctx: EffectContext, who: Any) -> list[int]:
    return [r.index for r in refs(game, ctx, who) if isinstance(r, PlayerRef)]


def _order(game: "Game", player: int, cards: list[int], where: str, source: str, rule: str) -> Generator[Any, Any,
                                                                                                         list[int]]:
    """The player puts ``cards`` in the order they choose, from the top down (CR 701.22a
    "in any order"): one choice per card but the last."""
    left = list(cards)
    out: list[int] = []
    while len(left) > 1:
        if where == "top":
            d = choose_among(game, player, "Choose the next card to put back on top of your library, "
                             "from the top down ({card}).", rule, left,
                             {"library_action": "order_top", "looked": list(cards)}, card=source)
        else:
            d = choose_among(game, player, "Choose the next card to put on the bottom of your library, "
                             "from the top down ({card}).", rule, left,
                             {"library_action": "order_bottom", "looked": list(cards)}, card=source)
        ans = yield d
        left.remove(ans.choice)
        out.append(ans.choice)
    return out + left


def _arrange(game: "Game", player: int, top: list[int], bottom: list[int]) -> None:
    """The library with ``top`` on top (in that order) and ``bottom`` at the bottom."""
    ops.order_library(game, player, top, bottom)


# ----------------------------------------------------------------------------- scry, surveil, look

@effect("scry")
def scry(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> Flow:
    """Scry N (CR 701.22a): look at the top N cards of your library, put any
    number of them on the bottom in any order and the rest on top in any order."""
    me = ctx.controller
    n = amount(ctx, e)
    looked = game.players[me].library[:n]
    if n > 0:
        _scried(game, me)  # "Whenever you scry" (CR 701.22b: not for scry 0); it waits for the next priority
    if not looked:
        return  # CR 701.22b: scry 0 (or an empty library) does nothing
    if len(looked) == 1:
        only = looked[0]
        ans = yield ops.yes_no_decision(game, me, "Scry 1: put {card} on the bottom of your library?", "701.22a",
                                         "Bottom", "Keep on top", card=game.objects[only].name)
        if ans.choice == 1:
            _arrange(game, me, [], [only])
        ops.log(game, "scry", "701.22a", "{player} scries 1 ({where}).", player=game.players[me].name,
                 where="bottom" if ans.choice == 1 else "top")
        return
    bottom: list[int] = []
    while len(bottom) < len(looked):
        left = [c for c in looked if c not in bottom]
        ans = yield choose_among(game, me, "Scry {n}: choose a card to put on the bottom of your library, "
                                 "or keep the rest on top ({card}).", "701.22a", left + [DONE],
                                 {"library_action": "scry_bottom", "looked": list(looked)},
                                 {DONE: option_label("Keep the rest on top")}, n=len(looked), card=ctx.source_name)
        if ans.choice == DONE:
            break
        bottom.append(ans.choice)
    bottom = yield from _order(game, me, bottom, "bottom", ctx.source_name, "701.22a")
    top = yield from _order(game, me, [c for c in looked if c not in bottom], "top", ctx.source_name, "701.22a")
    _arrange(game, me, top, bottom)
    ops.log(game, "scry", "701.22a", "{player} scries {n}: {bottom} on the bottom, {top} on top.",
             player=game.players[me].name, n=len(looked), bottom=len(bottom), top=len(top))


def _scried(game: "Game", player: int) -> None:
    """``player`` scries: their "Whenever you scry" abilities trigger (Knowledge and Power; CR 603.2); they
    are put on the stack the next time a player would receive priority, after the scry (CR 603.3)."""
    for oid in chars._battlefield_index(game).triggers.get("you_scry", ()):
        if game.objects[oid].controller == player:
            ops.trigger(game, game.objects[oid], "you_scry")


@effect("surveil")
def surveil(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> Flow:
    """Surveil N (CR 701.25a): look at the top N cards, put any number of them
    into your graveyard and the rest on top of your library in any order."""
    me = ctx.controller
    n = amount(ctx, e)
    looked = game.players[me].library[:n]
    if not looked:
        return
    if len(looked) == 1:
        only = looked[0]
        ans = yield ops.yes_no_decision(game, me, "Surveil 1: put {card} into your graveyard?", "701.25a",
                                         "Graveyard", "Keep on top", card=game.objects[only].name)
        if ans.choice == 1:
            ops.move(game, only, Zone.GRAVEYARD, rule="701.25a", why="is put into the graveyard (surveil)")
        else:
            ops.log(game, "surveil", "701.25a", "{player} surveils 1 and keeps the card on top.",
                     player=game.players[me].name)
        return
    dumped: list[int] = []
    while len(dumped) < len(looked):
        left = [c for c in looked if c not in dumped]
        ans = yield choose_among(game, me, "Surveil {n}: choose a card to put into your graveyard, "
                                 "or keep the rest on top ({card}).", "701.25a", left + [DONE],
                                 {"library_action": "surveil_graveyard", "looked": list(looked)},
                                 {DONE: option_label("Keep the rest on top")}, n=len(looked), card=ctx.source_name)
        if ans.choice == DONE:
            break
        dumped.append(ans.choice)
    top = yield from _order(game, me, [c for c in looked if c not in dumped], "top", ctx.source_name, "701.25a")
    _arrange(game, me, top, [])
    for c in dumped:
        ops.move(game, c, Zone.GRAVEYARD, rule="701.25a", why="is put into the graveyard (surveil)")
    ops.log(game, "surveil", "701.25a", "{player} surveils {n}: {top} kept on top.",
             player=game.players[me].name, n=len(looked), top=len(top))


@effect("look_order")
def look_order(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> Flow:
    """"Look at the top N cards of your library, then put them back in any
    order" (Ponder, Sensei's Divining Top): the player orders them, top down."""
    me = ctx.controller
    looked = game.players[me].library[:amount(ctx, e)]
    if not looked:
        return
    top = yield from _order(game, me, looked, "top", ctx.source_name, "608.2d")
    _arrange(game, me, top, [])
    ops.log(game, "look_top", "608.2d", "{player} looks at the top {n} card(s) of their library and puts them back.",
             player=game.players[me].name, n=len(looked))


@effect("shuffle")
def shuffle_library(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> None:
    """The player shuffles their library (CR 701.24a)."""
    for p in _players(game, ctx, e.get("who", "you")):
        ops.shuffle_library(game, p)
        ops.log(game, "shuffle", "701.24a", "{player} shuffles their library.", player=game.players[p].name)


@effect("put_back")
def put_back(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> Flow:
    """"Put two cards from your hand on top of your library in any order"
    (Brainstorm): one choice per card; the last one chosen ends on top.  ``who``: the player who puts
    them and chooses them ("target opponent puts a card from their hand ...", Chittering Rats, CR 401)."""
    for me in _players(game, ctx, e.get("who", "you")):
        p = game.players[me]
        k = min(amount(ctx, e), len(p.hand))
        for i in range(k):
            ans = yield choose_among(game, me, "Choose a card from your hand to put on top of your library "
                                     "({i} of {k}; the last one chosen ends on top) ({card}).", "608.2d",
                                     list(p.hand), {"library_action": "put_back"}, i=i + 1, k=k,
                                     card=ctx.source_name)
            ops.move(game, ans.choice, Zone.LIBRARY, top=True)  # unlogged: the card stays hidden (CR 401.2)
        if k:
            ops.log(game, "put_back", "608.2d", "{player} puts {n} card(s) from their hand on top of their library.",
                     player=p.name, n=k)


@effect("dig")
def dig(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> Flow:
    """"Look at the top N cards of your library. [You may reveal] / Put ``take``
    of them [with the qualities of ``filter``] into your hand and the rest on
    the bottom in any order | in a random order | into your graveyard."
    ``optional``: the player may take none ("you may", "up to").  ``revealed``:
    "reveal the top N cards" shows every one to everyone (CR 701.20a), and
    ``take: "all"`` puts every card that fits into the hand, no choice
    ("Put all Goblin cards revealed this way into your hand")."""
    me = ctx.controller
    p = game.players[me]
    looked = p.library[:amount(ctx, e)]
    if not looked:
        return
    take = e.get("take", 1)
    filt = e.get("filter", {})
    if e.get("revealed"):
        for c in looked:
            ops.log(game, "reveal", "701.20a", "{player} reveals {card}.", player=p.name, card=game.objects[c].name)
    optional = bool(e.get("optional")) or take == "any"
    chosen: list[int] = []
    if take == "all":
        chosen = [c for c in looked if card_passes(game.objects[c].card, filt)]
    for part in e.get("take_each", ()):
        # "a creature card and/or an enchantment card": up to one card of each description, each card
        # once (an enchantment creature is either one), in the order written
        fits = [c for c in looked if c not in chosen and card_passes(game.objects[c].card, part.get("filter", {}))]
        if not fits:
            continue
        ans = yield choose_among(game, me, "Choose {what} to put into your hand ({card}).", "608.2d", fits + [DONE],
                                 {"library_action": "take", "looked": list(looked)},
                                 {DONE: option_label("Take none")}, what=str(part.get("what", "a card")),
                                 card=ctx.source_name)
        if ans.choice != DONE:
            chosen.append(ans.choice)
    while take != "all" and not e.get("take_each") and (take == "any" or len(chosen) < int(take)):
        fits = [c for c in looked if c not in chosen and card_passes(game.objects[c].card, filt)]
        if not fits:
            break
        labels = {DONE: option_label("Take no more")} if optional else None
        ans = yield choose_among(game, me, "Choose {what} to put into your hand ({card}).", "608.2d",
                                 fits + ([DONE] if optional else []), {"library_action": "take",
                                                                       "looked": list(looked)},
                                 labels, what=str(e.get("what", "a card")), card=ctx.source_name)
        if ans.choice == DONE:
            break
        chosen.append(ans.choice)
    rest = [c for c in looked if c not in chosen]
    for c in chosen:
        if e.get("reveal") and not e.get("revealed"):
            ops.log(game, "reveal", "701.20a", "{player} reveals {card}.", player=p.name, card=game.objects[c].name)
        ops.move(game, c, Zone.HAND)
    if chosen and not (e.get("reveal") or e.get("revealed")):
        ops.log(game, "to_hand", "608.2d", "{player} puts {n} card(s) into their hand.", player=p.name, n=len(chosen))
    where = e.get("rest", "bottom")
    if where == "graveyard":
        for c in rest:
            ops.move(game, c, Zone.GRAVEYARD, rule="608.2d", why="is put into the graveyard")
        return
    if e.get("rest_order") == "random":
        shuffle(game.rng, rest)
    else:
        rest = yield from _order(game, me, rest, "bottom", ctx.source_name, "608.2d")
    _arrange(game, me, [], rest)
    if rest:
        ops.log(game, "to_bottom", "608.2d", "{player} puts {n} card(s) on the bottom of their library.",
                 player=p.name, n=len(rest))


# ----------------------------------------------------------------------------- hands

@effect("discard_choice")
def discard_choice(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> Flow:
    """"Target player reveals their hand. You choose a nonland card from it.
    That player discards that card." (CR 701.20a reveal, 701.9b another
    player chooses the discarded card); ``exile_linked``: "... Exile that card." (Tidehollow
    Sculler), the card exiled by the source's linked ability (CR 607.2a)."""
    me = ctx.controller
    filt = e.get("filter", {})
    for pi in _players(game, ctx, e.get("who", 0)):
        p = game.players[pi]
        for c in p.hand:
            ops.log(game, "reveal", "701.20a", "{player} reveals {card}.", player=p.name, card=game.objects[c].name)
        fits = [c for c in p.hand if card_passes(game.objects[c].card, filt)]
        if not fits:
            continue
        what = str(e.get("what", "a card"))
        if e.get("exile_linked"):
            ans = yield choose_among(game, me, "Choose {what} from {player}'s hand to exile ({card}).", "607.2a",
                                     fits, {"library_action": "hand_choice", "shown": list(p.hand)},
                                     what=what, player=p.name, card=ctx.source_name)
        else:
            ans = yield choose_among(game, me, "Choose {what} from {player}'s hand to discard ({card}).", "701.9b",
                                     fits, {"library_action": "hand_choice", "shown": list(p.hand)},
                                     what=what, player=p.name, card=ctx.source_name)
        if e.get("exile_linked"):
            # "Exile that card." (Tidehollow Sculler): linked to "return the exiled card" (CR 607.2a)
            from .linked_effects import link_exiled
            new_id = ops.move(game, ans.choice, Zone.EXILE, rule="607.2a", reason="exiled_by", source=ctx.source_name)
            if new_id is not None and ctx.source is not None:
                link_exiled(game, ctx.source, new_id)
            continue
        ops.move(game, ans.choice, Zone.GRAVEYARD, rule="701.9b", why="is discarded")


@effect("discard_unless")
def discard_unless(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> Flow:
    """"That player discards two cards unless they discard a land card"
    (Compulsive Research): the player chooses one card with the filter's
    qualities, or discards ``amount`` cards of their choice (CR 701.9b)."""
    filt = e.get("filter", {})
    for pi in _players(game, ctx, e.get("who", "you")):
        p = game.players[pi]
        fits = [c for c in p.hand if card_passes(game.objects[c].card, filt)]
        if fits:
            ans = yield choose_among(game, pi, "Discard {what}, or choose to discard {n} cards instead ({card}).",
                                     "701.9b", fits + [DONE], {"library_action": "discard_unless"},
                                     {DONE: option_label("Discard the cards instead")},
                                     what=str(e.get("what", "a card")), n=amount(ctx, e), card=ctx.source_name)
            if ans.choice != DONE:
                ops.move(game, ans.choice, Zone.GRAVEYARD, rule="701.9b", why="is discarded")
                continue
        yield from discard_of_choice(game, ctx, pi, amount(ctx, e))


@effect("look_hand")
def look_hand(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> Flow:
    """"Look at target player's hand": only the controller sees it (CR 402.3),
    in a decision that shows the cards and has one answer (``-1``, done)."""
    me = ctx.controller
    for pi in _players(game, ctx, e.get("who", 0)):
        p = game.players[pi]
        ops.log(game, "look_hand", "402.3", "{player} looks at {other}'s hand.", player=game.players[me].name,
                 other=p.name)
        if not p.hand or pi == me:
            continue
        yield choose_among(game, me, "You look at {player}'s hand ({card}).", "402.3", [DONE],
                           {"library_action": "look_hand", "shown": list(p.hand)},
                           {DONE: option_label("Done")}, player=p.name, card=ctx.source_name)


@effect("discard_random")
def discard_random(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> None:
    """``who`` discards ``amount`` cards at random (CR 701.9b)."""
    for pi in _players(game, ctx, e.get("who", 0)):
        hand = game.players[pi].hand
        for c in game.rng.sample(list(hand), min(amount(ctx, e), len(hand))):
            ops.move(game, c, Zone.GRAVEYARD, rule="701.9b", why="is discarded at random")


@effect("to_library")
def to_library(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> None:
    """Put an object on top of (or at the bottom of) its owner's library
    ("put this artifact on top of its owner's library", CR 608.2)."""
    for o in [r for r in refs(game, ctx, e.get("target", "self")) if isinstance(r, int) and r in game.objects]:
        top = e.get("where", "top") == "top"
        name = game.objects[o].name
        ops.move(game, o, Zone.LIBRARY, top=top)  # (at the bottom unless ``top``)
        if top:
            ops.log(game, "to_library", "608.2", "{card} is put on top of its owner's library.", card=name)
        else:
            ops.log(game, "to_library", "608.2", "{card} is put on the bottom of its owner's library.", card=name)


EFFECT_PARAMS.update({
    "scry": {"amount": amount_check},
    "surveil": {"amount": amount_check},
    "look_order": {"amount": amount_check},
    "shuffle": {"who": subject},
    "put_back": {"amount": amount_check, "who": subject},
    "dig": {"amount": amount_check, "take": _take_check, "filter": filter_check, "optional": boolean,
            "reveal": boolean, "revealed": boolean, "take_each": _take_each_check, "rest": _one_of("bottom", "graveyard"), "rest_order": _one_of("any", "random"),
            "what": short_text},
    "discard_choice": {"who": subject, "filter": filter_check, "what": short_text, "exile_linked": boolean},
    "look_hand": {"who": subject},
    "discard_unless": {"amount": amount_check, "who": subject, "filter": filter_check, "what": short_text},
    "discard_random": {"amount": amount_check, "who": subject},
    "to_library": {"target": subject, "where": _one_of("top", "bottom")},
})


# ----------------------------------------------------------------------------- graveyard to battlefield, top card

@effect("reanimate")
def reanimate(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> Flow:
    """"Return target creature card from your graveyard to the battlefield" /
    "put target creature card from a graveyard onto the battlefield under your
    control": the ability's controller controls it (CR 110.2); ``lose_life_mv``:
    "You lose life equal to its mana value" (its value in the graveyard)."""
    me = ctx.controller
    for o in [r for r in refs(game, ctx, e.get("target", 0)) if isinstance(r, int) and r in game.objects]:
        card = game.objects[o].card
        if game.objects[o].zone is not Zone.GRAVEYARD:
            continue
        choices = yield from entering.as_enters_choices(game, me, card)
        ops.move(game, o, Zone.BATTLEFIELD, rule="110.2", why="is put onto the battlefield from a graveyard",
                  controller=me, as_enters=choices, tapped=bool(e.get("tapped")))
        if e.get("lose_life_mv"):
            ops.lose_life(game, me, card.mana_cost.mana_value, ctx.source_name)


@effect("exile_graveyard")
def exile_graveyard(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> None:
    """"Exile target player's graveyard" (Bojuka Bog, Tormod's Crypt): every card in it."""
    for pi in _players(game, ctx, e.get("who", 0)):
        for c in list(game.players[pi].graveyard):
            ops.move(game, c, Zone.EXILE, rule="608.2", reason="exiled_by", source=ctx.source_name)


@effect("shuffle_graveyard")
def shuffle_graveyard(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> None:
    """"Target player shuffles their graveyard into their library" (CR 701.24a)."""
    for pi in _players(game, ctx, e.get("who", 0)):
        p = game.players[pi]
        for c in list(p.graveyard):
            ops.move(game, c, Zone.LIBRARY)
        ops.shuffle_library(game, pi)
        ops.log(game, "shuffle", "701.24a", "{player} shuffles their graveyard into their library.", player=p.name)


@effect("put_from_hand")
def put_from_hand(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> Flow:
    """"Put an Equipment card from your hand onto the battlefield" (Stoneforge
    Mystic): the controller chooses one with the filter's qualities, if any."""
    me = ctx.controller
    fits = [c for c in game.players[me].hand if card_passes(game.objects[c].card, e.get("filter", {}))]
    if not fits:
        return
    ans = yield choose_among(game, me, "Choose {what} to put onto the battlefield ({card}).", "608.2d", fits,
                             {"library_action": "take"}, what=str(e.get("what", "a card")), card=ctx.source_name)
    choices = yield from entering.as_enters_choices(game, me, game.objects[ans.choice].card)
    ops.move(game, ans.choice, Zone.BATTLEFIELD, rule="608.2d", why="is put onto the battlefield from its owner's hand",
              as_enters=choices)


@effect("reveal_top")
def reveal_top(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> None:
    """"Reveal the top card of your library and put that card into your hand"
    (CR 701.20a); ``lose_life_mv``: "You lose life equal to its mana value"
    (Dark Confidant)."""
    me = ctx.controller
    lib = game.players[me].library
    if not lib:
        return
    top = lib[0]
    card = game.objects[top].card
    ops.log(game, "reveal", "701.20a", "{player} reveals {card}.", player=game.players[me].name, card=card.name)
    ops.move(game, top, Zone.HAND, rule="701.20a", why="is put into its owner's hand")
    if e.get("lose_life_mv"):
        ops.lose_life(game, me, card.mana_cost.mana_value, ctx.source_name)


EFFECT_PARAMS["reanimate"] = {"target": subject, "tapped": boolean, "lose_life_mv": boolean}
EFFECT_PARAMS["reveal_top"] = {"lose_life_mv": boolean}
EFFECT_PARAMS["exile_graveyard"] = {"who": subject}
EFFECT_PARAMS["shuffle_graveyard"] = {"who": subject}
EFFECT_PARAMS["put_from_hand"] = {"filter": filter_check, "what": short_text}


# ----------------------------------------------------------------------------- mana of a chosen colour

#: The colour options of "add one mana of any color" as an effect (not a mana ability: Deathrite
#: Shaman's has a target, CR 605.1a), in WUBRG order; the option number is the index.
MANA_COLOR_LABELS: Final = (option_label("White mana"), option_label("Blue mana"), option_label("Black mana"),
                            option_label("Red mana"), option_label("Green mana"))


@effect("add_mana_choice")
def add_mana_choice(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> Flow:
    """"Add one mana of any color" in a resolving ability: its controller
    chooses the colour as it resolves (CR 608.2d) and the mana goes to their
    mana pool (CR 106.4). With ``amount`` N ("Add two mana in any combination of colors", Manamorphose,
    CR 106.1), a colour is chosen for each of the N mana, one decision at a time; ``colors``: the colours
    to choose from ("Add {B} or {G} for each permanent destroyed this way", Culling Ritual)."""
    me = ctx.controller
    allowed = str(e.get("colors", "WUBRG"))  # "Add {B} or {G}" (Culling Ritual): those colours only
    options = [i for i, c in enumerate("WUBRG") if c in allowed]
    for _ in range(amount(ctx, e)):  # "for each permanent destroyed this way": counted (CR 608.2h)
        ans = yield choose_among(game, me, "Choose the color of the mana to add ({card}).", "106.4",
                                 options, {"mana_color": True}, {i: MANA_COLOR_LABELS[i] for i in options},
                                 card=ctx.source_name)
        color = "WUBRG"[ans.choice]
        ops.add_mana(game, me, color)
        ops.log(game, "add_mana", "106.4", "{player} adds {mana}.", player=game.players[me].name,
                mana=f"{{{color}}}")


def _mana_amount(v: Any) -> str | None:
    """How many mana "in any combination of colors" (a small whole number, each a decision), or a count."""
    if isinstance(v, Mapping) and amount_check(v) is None:
        return None
    return None if isinstance(v, int) and not isinstance(v, bool) and 1 <= v <= 10 else "a whole number from 1 to 10"


def _mana_colors(v: Any) -> str | None:
    ok = isinstance(v, str) and 1 < len(v) <= 5 and len(set(v)) == len(v) and all(c in "WUBRG" for c in v)
    return None if ok else "two or more colour letters (WUBRG)"


EFFECT_PARAMS["add_mana_choice"] = {"amount": _mana_amount, "colors": _mana_colors}
