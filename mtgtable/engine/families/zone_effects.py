"""Zones and timing: effects that move a card somewhere other than the usual
place, or that wait for a later step.

* ``shuffle_self``: "Shuffle Green Sun's Zenith into its owner's library." An
  instant or sorcery that says where it goes as its resolution ends is not put
  into its owner's graveyard (CR 608.2n; the shuffle, CR 701.24a).  A spell cast
  with flashback is exiled instead (CR 702.34a).
* ``flicker``: "Exile target creature you control, then return it to the
  battlefield under its owner's control." The card that returns is a new object
  with no memory of the one exiled (CR 400.7); it is the card found in exile
  that returns, under its owner's or the effect controller's control (CR 110.2).
* ``lose_game``: "you lose the game" (CR 104.3a).
* ``delayed_at``: a delayed triggered ability (CR 603.7) for "your next upkeep"
  (the pacts) or for "that turn's end step" (the extra turn just created: the
  next turn, CR 500.7, 603.7c); with ``whose`` ``this_turn``, "Whenever you cast
  a creature spell this turn, draw a card." (Glimpse of Nature): it triggers each
  time its event happens for the rest of the turn (CR 603.7c), ``spell`` the kind
  of spell (``spells_cast.spell_kind_matches``).
* ``token_attacking``: "create a 4/4 white Angel creature token with flying
  that's tapped and attacking. Exile that token at end of combat." The token
  attacks but was never declared an attacker (CR 508.4), so "whenever ...
  attacks" does not trigger for it; it attacks the player or planeswalker its
  source attacks (in a two-player game the one opponent), and a delayed trigger
  exiles it at end of combat (CR 603.7, 511.2).
* ``exile_remembered``: the effect of that delayed trigger: the token, if it is
  still the same object on the battlefield (CR 400.7, 603.7c).

They register in ``effects.EFFECTS`` like the others (``effects.py`` imports
this module at its end); their schemas are below.
"""

from __future__ import annotations

from typing import Any, Final, Generator, Mapping

from ..turn import entering
from ..rules import characteristics as chars
from .. import operations as ops
from .effect_core import EffectContext, amount, counted, effect
from .effect_core import objects as _objects
from .effect_core import players as _players
from ..data.effect_params import EFFECT_PARAMS, _one_of, boolean, effect_list, subject, token, trigger_name
from ..data.effect_params import amount as amount_check
from ..objects import Zone
from ..refs import PlayerRef
from ..state import GameState as Game


@effect("shuffle_self")
def _shuffle_self(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> None:
    """CR 608.2n: the spell says where it goes as it resolves (its owner's library), so it is
    not put into the graveyard afterwards; then its owner shuffles (CR 701.24a)."""
    from ..rules.casting_costs import leave_stack_zone
    o = game.objects.get(ctx.source)
    if o is None or o.zone is not Zone.STACK:
        return
    owner, name = o.owner, o.name
    item = next((s for s in game.stack if s.source == ctx.source), None)
    to = leave_stack_zone(item.info if item is not None else {}, Zone.LIBRARY)  # flashback: exile (702.34a)
    if to is not Zone.LIBRARY:
        ops.move(game, ctx.source, to, rule="702.34a", why="is exiled (flashback)")
        return
    ops.move(game, ctx.source, to, rule="608.2n", why="is put into its owner's library")
    ops.shuffle_library(game, owner)
    ops.log(game, "shuffle", "701.24a", "{player} shuffles {card} into their library.",
            player=game.players[owner].name, card=name)


@effect("flicker")
def _flicker(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> Generator[Any, Any, None]:
    """Exile each target, then return each card exiled this way to the battlefield (CR 400.7:
    new objects); ``control``: ``"owner"`` (its owner's control) or ``"you"`` (the controller's)."""
    exiled: list[int] = []
    subjects = list(e["targets"]) if "targets" in e else [e.get("target", 0)]  # "two target ..." (Ghostly Flicker)
    for o in [o for t in subjects for o in _objects(game, ctx, t)]:
        if not chars.on_battlefield(game, o):
            continue
        token = game.objects[o].token
        new = ops.move(game, o, Zone.EXILE, rule="400.7", reason="exiled_by", source=ctx.source_name)
        if new is not None and not token:  # a token ceases to exist in exile (CR 111.8)
            exiled.append(new)
    for card in exiled:
        found = game.objects.get(card)
        if found is None or found.zone is not Zone.EXILE:
            continue
        controller = ctx.controller if e.get("control") == "you" else found.owner
        choices = yield from entering.as_enters_choices(game, controller, found.card)
        ops.move(game, card, Zone.BATTLEFIELD, controller=controller, rule="400.7",
                 why="returns to the battlefield as a new object", as_enters=choices)


@effect("lose_game")
def _lose_game(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> None:
    """CR 104.3a: an effect says the player loses the game; with one player left the game ends
    (CR 104.2a) as the state-based actions are next checked, right after the resolution."""
    for p in _players(game, ctx, e.get("who", "you")):
        if ops.lose_game(game, p, ctx.source_name):  # (as resolution.lose, without importing it)
            ops.log(game, "lose", "104.3a", "{player} loses the game: {why}.", True, player=game.players[p].name,
                    why=ctx.source_name)


@effect("delayed_at")
def _delayed_at(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> None:
    """A delayed triggered ability (CR 603.7) for ``when`` of ``whose``: ``"your_next"`` (the
    controller's next such step, the pacts) or ``"next_turn"`` (the turn after this one: an
    extra turn just created comes next, CR 500.7)."""
    info = dict(ctx.info)
    params: dict[str, Any] = {}
    if e.get("whose") == "this_turn":  # "whenever ... this turn" (CR 603.7c): until the turn ends
        info["on_turn"], info["this_turn"] = game.turn, True
        if "spell" in e:
            params["spell"] = e["spell"]
    elif e.get("whose") == "next_turn":
        info["on_turn"] = game.turn + 1
    else:
        info["your_step"] = True
    effects = list(e.get("effects", ()))
    if e.get("fixed"):
        # "add an amount of {C} equal to that spell's mana value" (Mana Drain): counted now, as the ability
        # that creates the delayed trigger resolves, from what it knows then (CR 603.7c, 608.2h)
        effects = [{**x, "amount": counted(ctx, x["amount"])} if isinstance(x.get("amount"), Mapping) else x
                   for x in effects]
    ops.add_delayed_trigger(game, str(e.get("when", "upkeep")), ctx.controller, ctx.source, ctx.source_name,
                            effects, info, params)


@effect("token_attacking")
def _token_attacking(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> None:
    """CR 508.4: ``count`` tokens put onto the battlefield tapped and attacking; ``exile_at`` /
    ``sacrifice_at``: a delayed trigger then exiles / sacrifices them (CR 603.7; mobilize, CR 702.181a)."""
    defender: Any = game.combat.attackers.get(ctx.source)
    if defender is None:
        opponents = [p.index for p in game.players if p.index != ctx.controller and not p.lost]
        if not opponents:
            return
        defender = PlayerRef(opponents[0])
    made: list[int] = []
    for _ in range(amount(ctx, e, "count", 1)):
        tok = ops.create_token(game, ctx.controller, e.get("token", {}), ctx.source_name)
        if tok not in game.objects:
            continue
        made.append(tok)
        ops.tap(game, tok)
        if game.step is not None and game.step.is_combat and not game.combat.is_attacking(tok):
            ops.declare_attacker(game, tok, defender, this_turn=False)
            ops.log(game, "enter_attacking", "508.4", "{card} enters the battlefield tapped and attacking.",
                    card=game.objects[tok].name)
    if made and e.get("exile_at"):
        ops.add_delayed_trigger(game, str(e["exile_at"]), ctx.controller, ctx.source, ctx.source_name,
                                [{"do": "exile_remembered"}], {"remembered": made})
    if made and e.get("sacrifice_at"):
        ops.add_delayed_trigger(game, str(e["sacrifice_at"]), ctx.controller, ctx.source, ctx.source_name,
                                [{"do": "exile_remembered", "sacrifice": True}], {"remembered": made})


@effect("exile_remembered")
def _exile_remembered(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> None:
    """The objects a delayed trigger remembers, exiled (``sacrifice``: sacrificed by their controller,
    CR 701.17) if each is still that object on the battlefield (CR 400.7, 603.7c)."""
    found = ctx.info.get("remembered")
    for oid in found if isinstance(found, list) else [found]:
        if not isinstance(oid, int) or not chars.on_battlefield(game, oid):
            continue
        if e.get("sacrifice"):
            ops.move(game, oid, Zone.GRAVEYARD, rule="701.17", reason="sacrificed_by", source=ctx.source_name)
        else:
            ops.move(game, oid, Zone.EXILE, rule="603.7c", reason="exiled_by", source=ctx.source_name)


_WHOSE: Final = _one_of(frozenset({"your_next", "next_turn", "this_turn"}))
EFFECT_PARAMS["shuffle_self"] = {}
def _indexes(v: Any) -> str | None:
    ok = isinstance(v, (list, tuple)) and 0 < len(v) <= 10 and all(isinstance(i, int) and not isinstance(i, bool)
                                                                  and 0 <= i < 10 for i in v)
    return None if ok else "a list of target indexes"


EFFECT_PARAMS["flicker"] = {"target": subject, "targets": _indexes, "control": _one_of(frozenset({"owner", "you"}))}
EFFECT_PARAMS["lose_game"] = {"who": subject}
EFFECT_PARAMS["delayed_at"] = {"when": trigger_name, "whose": _WHOSE, "effects": effect_list, "fixed": boolean,
                               "spell": _one_of(frozenset({"creature", "noncreature", "instant_or_sorcery"}))}
EFFECT_PARAMS["token_attacking"] = {"token": token, "count": amount_check, "exile_at": trigger_name,
                                    "sacrifice_at": trigger_name}
EFFECT_PARAMS["exile_remembered"] = {"sacrifice": boolean}


@effect("exile_top_may_play")
def _exile_top_may_play(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> None:
    """"Exile the top two cards of your library. Until the end of your next turn, you may play
    those cards." (CR 406.3: face up); the controller may then ``what`` ("play" / "cast") them
    ``until`` "turn" / "next_turn" (play_permissions.py, CR 601.2a, 305.1)."""
    from ..rules import play_permissions
    what, until = str(e.get("what", "play")), str(e.get("until", "turn"))
    for p in _players(game, ctx, e.get("who", "you")):
        library = game.players[p].library
        for oid in list(library[:amount(ctx, e)]):
            new = ops.move(game, oid, Zone.EXILE, rule="406.3", reason="exiled_by", source=ctx.source_name)
            if new is not None:
                play_permissions.grant(game, new, ctx.controller, what, until)


@effect("grant_flashback")
def _grant_flashback(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> None:
    """"Target instant or sorcery card in your graveyard gains flashback until end of turn. The
    flashback cost is equal to its mana cost." (CR 702.34a; play_permissions.py)."""
    from ..rules import play_permissions
    for oid in _objects(game, ctx, e.get("target", 0)):
        o = game.objects.get(oid)
        if o is not None and o.zone is Zone.GRAVEYARD:
            play_permissions.grant(game, oid, ctx.controller, "flashback", "turn")
            ops.log(game, "flashback_granted", "702.34a", "{card} gains flashback until end of turn.", card=o.name)


EFFECT_PARAMS["exile_top_may_play"] = {"who": subject, "amount": amount_check,
                                       "what": _one_of(frozenset({"play", "cast"})),
                                       "until": _one_of(frozenset({"turn", "next_turn"}))}
EFFECT_PARAMS["grant_flashback"] = {"target": subject}
