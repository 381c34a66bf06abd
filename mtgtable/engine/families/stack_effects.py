"""Spells on the stack and what counts them: copies (CR 707.10), storm (CR 702.40),
cascade (CR 702.85), rebound (CR 702.88), casting a card without paying its mana cost
(CR 118.9, 107.3b), "counter target spell unless its controller pays {N}" (CR 118.12),
and the count of spells each player cast this turn and the turn before.

Registered in the effect vocabulary (``effects.EFFECTS``) and its parameter schemas
(``effect_params.EFFECT_PARAMS``) when ``effects`` is imported.  The cast flow
(``actions._cast``) calls :func:`spell_cast` once a spell has become cast (CR 601.2i);
``resolution`` calls :func:`leave_after_resolving` as a spell leaves the stack.

Card data (``resources/cards/README.md``):

* keywords as statics: ``{"kind": "static", "static": "storm"}`` (CR 702.40a),
  ``"cascade"`` (CR 702.85a), ``"rebound"`` (CR 702.88a);
* effects: ``copy_spell`` (copy target spell, its controller may choose new targets,
  CR 707.10c), ``unless_pays`` (the nested ``effects`` happen unless ``who`` pays
  ``mana``, CR 118.12), ``untap_up_to`` ("untap up to two lands"), ``if_you_control``
  ("... instead if you control three or more artifacts": metalcraft, CR 207.2c).

A copy of a spell is an object on the stack that is not a card: it is made as a token
(``GameObject.token``), so when it leaves the stack it ceases to exist (CR 704.5e) and a
copy of a permanent spell resolves into a token (CR 111.12); its stack item's ``copy``
information tells the log and the GUI it is a copy.
"""

from __future__ import annotations

from typing import Any, Final, Generator, Mapping, TYPE_CHECKING

from ..turn import actions
from .. import operations as ops
from ..decisions import Choose, Kind, option_label
from ..data.effect_params import EFFECT_PARAMS, amount as amount_check, boolean, card_filter, cost_mana, effect_list, subject
from .effect_core import EFFECTS, EffectContext, amount, card_matches, effect
from .effect_core import objects as _objects, players as _players
from .modal_faces import exile_adventure
from ..errors import IllegalAnswer
from ..rules.mana import ManaCost
from ..objects import StackItem, StackKind, Zone
from ..rules.spells_cast import SpellImage, cast_info, image_of, spell_cast
from ..refs import Ref
from ..shuffle import shuffle

if TYPE_CHECKING:
    from ..state import GameState as Game

Flow = Generator[Any, Any, None]

def cast_without_paying(game: "Game", player: int, oid: int, source_name: str, rule: str,
                        ask: bool = True, extra: Mapping[str, Any] | None = None) -> Generator[Any, Any, bool]:
    """"You may cast that card without paying its mana cost" (CR 118.9): during the
    resolution of another spell or ability, timing permissions don't apply; X is 0
    (CR 107.3b); modes and targets are chosen as for any cast (CR 601.2b-c).
    Returns whether it was cast.  A card with a mandatory additional cost other than
    mana is left to the players (the engine pays those only in the ordinary cast)."""
    from ..rules import casting_costs
    from .modal_costs import affordable
    o = game.objects.get(oid)
    if o is None or o.card.is_land:
        return False  # CR 305.9: a land is played, never cast
    from ..rules.player_rules import cast_forbidden
    from ..rules.casting_rules import cast_problem as turn_forbidden
    if cast_forbidden(game, player) is not None or turn_forbidden(game, player, o.card) is not None:  # CR 101.2
        ops.log(game, "cant_cast", "101.2", "{card} can't be cast: its player can't cast spells now.",
                card=o.card.name)
        return False
    card = o.card
    if casting_costs.pays_more_when_cast(card):
        ops.log(game, "manual", rule, "{card}: an additional cost to cast it is paid by hand ({source}).",
                card=card.name, source=source_name)
        return False
    sa = card.spell_ability
    if sa is not None and sa.modes and not affordable(sa, actions.mode_choices(game, player, sa, oid),
                                                      lambda more: not more):
        ops.log(game, "cant_cast", "700.2a", "{card} can't be cast: no mode has a legal target.", card=card.name)
        return False
    distinct = sa is not None and actions._distinct(sa)
    if sa is not None and not sa.modes and sa.targets and actions._targets_possible(game, player, sa.targets, oid,
                                                                                   distinct, actions._minimum(sa)):
        ops.log(game, "cant_cast", "601.2c", "{card} can't be cast: it has no legal target.", card=card.name)
        return False
    if ask:
        ans = yield _free_cast_decision(game, player, oid, rule, card=card.name, source=source_name)
        if ans.choice != 1:
            return False
    if sa is not None and sa.modes:
        # Without its mana cost, only modes that add no mana (entwine, escalate, Spree: modal_costs.py) are
        # chosen here; what they add would still be paid (CR 601.2f), which this cast doesn't ask for.
        got = yield from actions.choose_modes(game, player, sa, oid, card.name, False, lambda more: not more)
        assert got is not None, "not cancellable"
        sa = got[0]
    targets: tuple[Ref, ...] = ()
    if sa is not None and sa.targets:
        chosen = yield from actions._choose_targets(game, player, sa.targets, oid, "Choose targets for {card}.",
                                                    card.name, False, actions._distinct(sa), actions._minimum(sa))
        targets = chosen or ()
    from_zone = o.zone
    new_id = ops.move(game, oid, Zone.STACK)
    assert new_id is not None
    item = StackItem(new_id, StackKind.SPELL, player, new_id, card.name, sa, targets, 0,
                     {"free": True, **cast_info(card, from_zone), **(extra or {})})
    ops.put_on_stack(game, item)
    if targets:
        ops.log(game, "cast", rule, "{player} casts {card} without paying its mana cost, targeting {targets}.",
                player=game.players[player].name, card=card.name,
                targets=", ".join(ops.describe(game, t) for t in targets))
    else:
        ops.log(game, "cast", rule, "{player} casts {card} without paying its mana cost.",
                player=game.players[player].name, card=card.name)
    spell_cast(game, player, item, card, from_zone)
    return True


def _free_cast_decision(game: "Game", player: int, oid: int, rule: str, /, **args: Any) -> Any:
    """"You may cast it without paying its mana cost": a yes/no ``CHOOSE`` (1 yes, 0 no)
    whose data names the card (``free_cast``), so an agent can judge the spell."""
    def validate(a: Any) -> None:
        ops._expect(a, Choose, rule)
        if a.choice not in (0, 1):
            raise IllegalAnswer(rule, "answer choose 1 (yes) or choose 0 (no)")

    return ops._decision(game, Kind.CHOOSE, player, "Cast {card} without paying its mana cost ({source})?", rule,
                         {"options": [0, 1], "labels": {0: option_label("Don't cast it"), 1: option_label("Cast it")},
                          "yes_no": True, "free_cast": oid}, validate, lambda: [Choose(0), Choose(1)],
                         prompt_args=args)


# ----------------------------------------------------------------------------- copies (CR 707.10)

def copy_spell(game: "Game", controller: int, image: SpellImage, may_choose_new: bool) -> Flow:
    """Put a copy of a spell onto the stack (CR 707.10): not cast, so nothing that counts
    or triggers on casting sees it; controlled by ``controller``; with the original's mode,
    targets, X and kicker (CR 707.10); ``may_choose_new``: its controller may choose new
    targets for it (CR 707.10c)."""
    card = image.card
    obj = ops.new_object(game, card, controller, Zone.STACK, token=True)
    info: dict[str, Any] = {"copy": True}
    if image.kicked:
        info["kicked"] = True
    item = StackItem(obj.id, StackKind.SPELL, controller, obj.id, card.name, image.ability, image.targets,
                     image.x, info)
    ops.put_on_stack(game, item)
    ab = image.ability
    if may_choose_new and ab is not None and ab.targets and image.targets:
        distinct = actions._distinct(ab)
        # as many targets as the original has: the copy copies that choice (CR 707.10, 601.2c)
        specs = ab.targets[:len(image.targets)]
        if actions._targets_possible(game, controller, specs, obj.id, distinct) is None:
            ans = yield ops.yes_no_decision(game, controller, "Choose new targets for the copy of {card}?", "707.10c",
                                            "Choose new targets", "Keep its targets", card=card.name)
            if ans.choice == 1:
                chosen = yield from actions._choose_targets(game, controller, specs, obj.id,
                                                            "Choose new targets for the copy of {card}.", card.name,
                                                            False, distinct)
                if chosen:  # the copy with its new targets replaces it, on top where it was
                    ops.leave_stack(game, item)
                    item = StackItem(obj.id, StackKind.SPELL, controller, obj.id, card.name, ab, chosen, image.x,
                                     info)
                    ops.put_on_stack(game, item)
    if item.targets:
        ops.log(game, "copy", "707.10", "{player} puts a copy of {card} onto the stack, targeting {targets}.",
                player=game.players[controller].name, card=card.name,
                targets=", ".join(ops.describe(game, t) for t in item.targets))
    else:
        ops.log(game, "copy", "707.10", "{player} puts a copy of {card} onto the stack.",
                player=game.players[controller].name, card=card.name)


@effect("storm_copies")
def _storm_copies(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> Flow:
    """CR 702.40a: "When you cast this spell, copy it for each other spell cast before it
    this turn. You may choose new targets for the copies." (also if it has left the stack);
    replicate's copies the same way, once for each payment (CR 702.56a)."""
    image = ctx.info.get("copy_of")
    n = int(ctx.info.get("storm_count", 0))
    if not isinstance(image, SpellImage):
        return
    if ctx.info.get("replicate"):
        ops.log(game, "replicate", "702.56a", "Replicate: {card} is copied {n} time(s).", card=image.card.name, n=n)
    else:
        ops.log(game, "storm", "702.40a", "Storm: {card} is copied {n} time(s).", card=image.card.name, n=n)
    for _ in range(n):
        yield from copy_spell(game, ctx.controller, image, True)


@effect("copy_spell")
def _copy_target_spell(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> Flow:
    """"Copy target instant or sorcery spell. You may choose new targets for the copy."
    (CR 707.10, 707.10c): the copy is controlled by the controller of this effect."""
    for oid in _objects(game, ctx, e.get("target", 0)):
        item = next((s for s in game.stack if s.id == oid and s.kind is StackKind.SPELL), None)
        image = image_of(game, item) if item is not None else None
        if image is not None:
            yield from copy_spell(game, ctx.controller, image, bool(e.get("new_targets", True)))


EFFECT_PARAMS["storm_copies"] = {}
EFFECT_PARAMS["copy_spell"] = {"target": subject, "new_targets": boolean}


# ----------------------------------------------------------------------------- cascade (CR 702.85a)

@effect("cascade")
def _cascade(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> Flow:
    """CR 702.85a: exile cards from the top of your library until you exile a nonland card
    whose mana value is less than this spell's; you may cast it without paying its mana cost;
    then put all the exiled cards not cast on the bottom of your library in a random order."""
    me = ctx.controller
    mv = int(ctx.info.get("mana_value", 0))
    lib = game.players[me].library
    exiled: list[int] = []
    hit: int | None = None
    while lib:
        card = game.objects[lib[0]].card
        new = ops.move(game, lib[0], Zone.EXILE)
        assert new is not None
        exiled.append(new)
        if not card.is_land and card.mana_cost.mana_value < mv:
            hit = new
            break
    names = ", ".join(game.objects[c].name for c in exiled)
    ops.log(game, "cascade", "702.85a", "Cascade: {player} exiles {cards} from the top of their library.",
            player=game.players[me].name, cards=names or "-")
    if hit is not None:
        yield from cast_without_paying(game, me, hit, ctx.source_name, "702.85a")
    rest = [c for c in exiled if c in game.objects and game.objects[c].zone is Zone.EXILE]
    shuffle(game.rng, rest)
    for c in rest:
        ops.move(game, c, Zone.LIBRARY)  # appended: the bottom (the top is index 0)
    if rest:
        ops.log(game, "cascade", "702.85a", "{player} puts {n} card(s) on the bottom of their library in a random order.",
                player=game.players[me].name, n=len(rest))


EFFECT_PARAMS["cascade"] = {}


# ----------------------------------------------------------------------------- rebound (CR 702.88a)

_REBOUND_CAST: Final = ({"do": "rebound_cast"},)


def leave_after_resolving(game: "Game", item: StackItem) -> None:
    """Where a resolved instant or sorcery goes (CR 608.2n): its owner's graveyard; exile
    if cast with flashback (CR 702.34a); exile with a delayed trigger for its owner's next
    upkeep if cast from the hand with rebound (CR 702.88a); a copy ceases to exist (CR 704.5e)."""
    if item.id not in game.objects:
        return
    if exile_adventure(game, item):  # an Adventure: exiled, its creature castable from exile (CR 715.4)
        return
    if item.info.get("rebound") and item.info.get("cast_method") != "flashback" and not item.info.get("buyback"):
        name = game.objects[item.id].name
        new = ops.move(game, item.id, Zone.EXILE)
        if new is None:
            return
        ops.log(game, "rebound", "702.88a", "{card} is exiled (rebound): its owner may cast it at the beginning "
                "of their next upkeep.", card=name)
        ops.add_delayed_trigger(game, "upkeep", item.controller, new, name, _REBOUND_CAST,
                                {"card": new, "your_step": True})
        return
    if item.info.get("buyback") and item.info.get("cast_method") != "flashback":
        # CR 702.27a: "If the buyback cost was paid, put this spell into its owner's hand
        # instead of into that player's graveyard as it resolves."
        name = game.objects[item.id].name
        ops.move(game, item.id, Zone.HAND)
        ops.log(game, "buyback", "702.27a", "{card} returns to its owner's hand (buyback).", card=name)
        return
    ops.move(game, item.id, ops.leave_stack_zone(item.info))


@effect("rebound_cast")
def _rebound_cast(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> Flow:
    """CR 702.88a: "At the beginning of your next upkeep, you may cast this card from exile
    without paying its mana cost." (only if it is still that card in exile, CR 400.7)."""
    oid = ctx.info.get("card")
    if not isinstance(oid, int) or oid not in game.objects or game.objects[oid].zone is not Zone.EXILE:
        return
    yield from cast_without_paying(game, ctx.controller, oid, ctx.source_name, "702.88a")


EFFECT_PARAMS["rebound_cast"] = {}


# ----------------------------------------------------------------------------- unless pays (CR 118.12)

@effect("unless_pays")
def _unless_pays(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> Flow:
    """The nested ``effects`` happen unless ``who`` pays ``mana`` (CR 118.12): "Counter target
    spell unless its controller pays {1}", "you may draw a card unless that player pays {4}".
    A payer who has left the game can't pay."""
    from .unless_pays import pay_or_decline
    if "generic" in e:  # "pays {X}, where X is this creature's power" (Esper Sentinel): counted now (CR 608.2h)
        cost = ManaCost.parse("{%d}" % max(0, amount(ctx, e, "generic", 0)))
    else:
        cost = ManaCost.parse(str(e.get("mana", "")))
    payers = _players(game, ctx, e.get("who", {"controller_of": 0}))
    paid = False
    if payers:
        inner = e.get("effects", ())
        if inner and inner[0].get("do") == "counter":
            paid = yield from pay_or_decline(game, payers[0], cost, ctx.source_name,
                                             "{card}: pay {cost}? If you don't, your spell is countered.",
                                             "Don't pay (it is countered)")
        else:
            paid = yield from pay_or_decline(game, payers[0], cost, ctx.source_name,
                                             "{card}: pay {cost}? If you don't, its effect happens.", "Don't pay")
    if paid:
        return
    for inner_e in e.get("effects", ()):
        result = EFFECTS[inner_e["do"]](game, ctx, inner_e)
        if result is not None:
            yield from result


EFFECT_PARAMS["unless_pays"] = {"who": subject, "mana": cost_mana, "generic": amount_check, "effects": effect_list}


_COUNTER_ZONES: Final = {"exile": Zone.EXILE, "hand": Zone.HAND, "library_top": Zone.LIBRARY}


@effect("counter_to")
def _counter_to(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> None:
    """Counter target spell and put it elsewhere than its owner's graveyard (CR 701.5a with a
    replacement, CR 614.1a): "If that spell is countered this way, exile it instead ..."
    (Force of Negation), "... put it into its owner's hand instead" (Remand), "... put it on top of its
    owner's library instead" (Memory Lapse, ``zone`` "library_top").  A spell that
    can't be countered stays (CR 101.2); a copy ceases to exist (CR 704.5e)."""
    to = _COUNTER_ZONES.get(str(e.get("zone")), Zone.GRAVEYARD)
    for oid in _objects(game, ctx, e.get("target", 0)):
        item = next((s for s in game.stack if s.id == oid), None)
        o = game.objects[oid]
        if item is None or item.kind is not StackKind.SPELL:
            continue
        from ..rules.casting_rules import uncounterable
        if uncounterable(game, item, o):  # "can't be countered", paid with mana that says so (CR 101.2, 106.6)
            ops.log(game, "not_countered", "101.2", "{card} can't be countered.", card=o.name)
            continue
        ops.leave_stack(game, item)
        ops.move(game, oid, to, rule="701.5a", reason="countered_by", source=ctx.source_name,
                 top=to is Zone.LIBRARY)


def _zone_name(v: Any) -> str | None:
    return None if v in _COUNTER_ZONES else "one of exile, hand, library_top"


EFFECT_PARAMS["counter_to"] = {"target": subject, "zone": _zone_name}


# ----------------------------------------------------------------------------- small pieces of spells

@effect("untap_up_to")
def _untap_up_to(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> Flow:
    """"Untap up to two lands" (no target): the controller chooses, as it resolves
    (CR 608.2d), up to ``amount`` tapped permanents matching ``filter``, one at a time."""
    n = amount(ctx, e, default=1)
    filt = e.get("filter", {"types": ["Land"]})
    chosen: list[int] = []
    while len(chosen) < n:
        options = [c for c in game.battlefield if game.objects[c].tapped and c not in chosen
                   and card_matches(game.objects[c].card, filt)]
        if not options:
            break
        opts = options + [-1]

        def validate(a: Any, opts: list[int] = opts) -> None:
            ops._expect(a, Choose, "608.2d")
            if a.choice not in opts:
                raise IllegalAnswer("608.2d", "{card} is not a tapped permanent you can untap",
                                    card=ops.describe(game, a.choice))

        def choices(opts: list[int] = opts) -> list[Any]:
            return [Choose(i) for i in opts]

        ans = yield ops._decision(game, Kind.CHOOSE, ctx.controller, "Choose a permanent to untap ({card}, {left} left).",
                                  "608.2d", {"options": opts, "labels": {-1: option_label("Stop")}}, validate,
                                  choices, prompt_args={"card": ctx.source_name, "left": n - len(chosen)})
        if ans.choice == -1:
            break
        chosen.append(ans.choice)
        ops.untap(game, ans.choice)


EFFECT_PARAMS["untap_up_to"] = {"amount": amount_check, "filter": card_filter}


_CONDITIONS: Final = ("artifacts_at_least", "graveyard_at_least")


def _condition(v: Any) -> str | None:
    ok = isinstance(v, Mapping) and len(v) == 1 and next(iter(v)) in _CONDITIONS and all(
        isinstance(n, int) and not isinstance(n, bool) and 0 < n < 100 for n in v.values())
    return None if ok else '{"artifacts_at_least": N} or {"graveyard_at_least": N}'


def condition_holds(game: "Game", player: int, cond: Mapping[str, Any]) -> bool:
    """Metalcraft (three or more artifacts you control) or threshold (seven or more cards in
    your graveyard), looked at as the spell resolves; an unknown condition never holds."""
    if "graveyard_at_least" in cond:
        return len(game.players[player].graveyard) >= int(cond["graveyard_at_least"])
    from ..rules.mana_abilities import condition_met
    return condition_met(game, player, cond)


@effect("if_you_control")
def _if_you_control(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> Flow:
    """"Metalcraft — ... deals 4 damage instead if you control three or more artifacts.",
    "Threshold — Add {B}{B}{B}{B}{B} instead if there are seven or more cards in your graveyard."
    (CR 207.2c: the ability word has no rules meaning; the condition is checked as the
    spell resolves, CR 608.2c): ``effects`` if it holds, else ``otherwise``."""
    chosen = e.get("effects", ()) if condition_holds(game, ctx.controller, e.get("condition", {})) \
        else e.get("otherwise", ())
    for inner in chosen:
        result = EFFECTS[inner["do"]](game, ctx, inner)
        if result is not None:
            yield from result


EFFECT_PARAMS["if_you_control"] = {"condition": _condition, "effects": effect_list, "otherwise": effect_list}
