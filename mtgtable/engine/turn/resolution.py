"""Resolving the stack, state-based actions and putting triggers on the stack
(CR 116.5, 603, 608, 704).  Functions over a :class:`~.state.GameState`
(the module map is in ``state.py``).
"""

from __future__ import annotations

import operator
from typing import Any, Final, Generator

from . import entering
from . import actions
from ..rules import aura_rules, casting_costs
from ..families import enchant_player, stack_effects, state_triggers
from ..rules import characteristics as chars
from ..families import keyword_effects as kwe
from ..families import saga_rules, targeted_triggers
from .. import operations as ops
from ..data.cards import Ability
from ..decisions import (
    Choose,
    Decision,
    Flow,
    Kind,
    Ref,
    StackOrder,
)
from ..families.effects import EFFECTS, EffectContext
from ..errors import GameOver, IllegalAnswer
from ..objects import PendingTrigger, StackItem, StackKind, Zone
from ..refs import PlayerRef
from ..state import GameState, Outcome
from ..rules.targets import is_legal_target

#: Enum members read on hot paths, bound once as module constants (the engine's hot-path rules: ``mtgtable.engine``).
_KIND_CHOOSE: Final = Kind.CHOOSE
_KIND_ORDER_TRIGGERS: Final = Kind.ORDER_TRIGGERS
_STACK_KIND_SPELL: Final = StackKind.SPELL
_STACK_KIND_TRIGGERED: Final = StackKind.TRIGGERED
_ZONE_BATTLEFIELD: Final = Zone.BATTLEFIELD
_ZONE_GRAVEYARD: Final = Zone.GRAVEYARD
#: No object ids (what the state-based check's set of modified objects is when there is no modifier).
_NO_IDS: Final[frozenset[int]] = frozenset()
#: Whether a permanent's (attached_to, counters) is other than unattached and without counters.
_NOT_PLAIN_STATE: Final = (None, {}).__ne__
_ATTACHED_AND_COUNTERS: Final = operator.attrgetter("attached_to", "counters")


def _resolve_top(game: GameState) -> Flow:
    """CR 608.2: the top object resolves.  It stays on the stack while it
    resolves (a resolution may ask a player something, as 509.7 does)."""
    item = game.stack[-1]
    yield from _resolve(game, item)
    ops.leave_stack(game, item)


#: What ``_resolve`` remembers of each target as the resolution begins (CR 608.2h), in this order.
_TARGET_TABLES: Final = ("target_controllers", "target_owners", "target_powers", "target_mana_values",
                         "target_toughnesses")


def _resolve(game: GameState, item: StackItem) -> Flow:
    ab = item.ability
    specs = (ab.targets if ab is not None else ()) if not item.info.get("equip") else ("creature_you_control",)
    legal: list[Ref | None] = [t if is_legal_target(game, s, t, item.controller, item.id, item.targets) else None
                               for s, t in zip(specs, item.targets)] if specs and item.targets else []
    if specs and item.targets and all(t is None for t in legal):
        # CR 608.2b: every target is illegal, so it doesn't resolve.
        ops.log(game, "fizzle", "608.2b", "{card} doesn't resolve: all its targets are illegal.", card=item.source_name)
        if item.kind is _STACK_KIND_SPELL:
            ops.move(game, item.id, casting_costs.leave_stack_zone(item.info))  # flashback: exile (702.34a)
        return
    if item.kind is _STACK_KIND_TRIGGERED and ab is not None and "if" in ab.params \
            and not ops.intervening_if(game, item.controller, ab, item.source, item.info):
        ops.log(game, "fizzle", "603.4", "{card}'s ability does nothing: its condition is no longer true.",
                card=item.source_name)
        return
    if not game.keep_events:
        pass  # (a hot path in simulations: no log line is built)
    elif item.kind is _STACK_KIND_SPELL and item.info.get("copy"):
        ops.log(game, "resolve", "608.2", "A copy of {card} resolves.", card=item.source_name)  # CR 707.10
    elif item.kind is _STACK_KIND_SPELL:
        ops.log(game, "resolve", "608.2", "{card} resolves.", card=item.source_name)
    else:
        ops.log(game, "resolve", "608.2", "{card}'s ability resolves: {text}", card=item.source_name, text=item.text)
    # (an enters-the-battlefield trigger's X is its spell's, CR 107.3m: ops.move puts it in its info)
    ctx = EffectContext(item.controller, item.source, item.source_name, legal, item.x or int(item.info.get("x", 0)),
                        dict(item.info))
    ctx.game = game  # for counted amounts ("for each", "equal to its power", CR 608.2h)
    if legal:
        # Who controlled each target as the resolution began, for "its controller" after
        # the target has left the battlefield (last known information, CR 608.2h).
        ctx.info["target_controllers"] = {i: game.objects[t].controller for i, t in enumerate(legal)
                                          if isinstance(t, int) and t in game.objects}
        # and who owned it, for "that player" after "return target permanent to its owner's hand" (Dinrova Horror)
        ctx.info["target_owners"] = {i: game.objects[t].owner for i, t in enumerate(legal)
                                     if isinstance(t, int) and t in game.objects}
        # Each creature target's power as the resolution began: "gains life equal to its power" after it was
        # exiled reads it (last known information, CR 608.2h).
        ctx.info["target_powers"] = {i: chars.power(game, t) for i, t in enumerate(legal)
                                     if isinstance(t, int) and chars.on_battlefield(game, t) and chars.is_creature(game, t)}
        # and its mana value, for "where X is that creature's mana value" (Death Mutation; CR 202.3, 608.2h)
        # (a spell on the stack: X is its announced value, CR 202.3b; Mana Drain's "that spell's mana value")
        ctx.info["target_mana_values"] = {
            i: game.objects[t].card.mana_cost.mana_value + game.objects[t].card.mana_cost.x_count
            * next((s.x for s in game.stack if s.id == t), 0)
            for i, t in enumerate(legal) if isinstance(t, int) and t in game.objects
            and (chars.on_battlefield(game, t) or any(s.id == t for s in game.stack))}
        ctx.info["target_toughnesses"] = {i: chars.toughness(game, t) for i, t in enumerate(legal)
                                          if isinstance(t, int) and chars.on_battlefield(game, t)
                                          and chars.is_creature(game, t)}
    else:  # (no target: the five tables empty, without a comprehension each)
        for key in _TARGET_TABLES:
            ctx.info[key] = {}
    if item.kind is _STACK_KIND_SPELL:
        card = game.objects[item.id].card
        if card.is_permanent_card:
            # CR 608.3; the X paid for it, for "enters with X +1/+1 counters" (CR 107.3m).
            # CR 614.12: choices made as it enters ("As this Aura enters, choose a color").
            choices = yield from entering.as_enters_choices(game, item.controller, card)
            new_id = ops.move(game, item.id, _ZONE_BATTLEFIELD, controller=item.controller,
                              as_enters={**choices, "x": item.x,
                                         **({"kicked": True} if item.info.get("kicked") else {})})
            if new_id is not None and ab is not None and ab.kind == "aura" and legal and isinstance(legal[0],
                                                                                                 PlayerRef):
                enchant_player.attach_to_player(game, new_id, legal[0].index)  # "Enchant player" (CR 303.4f)
            elif new_id is not None and ab is not None and ab.kind == "aura" and legal and legal[0] is not None:
                ops.attach(game, new_id, legal[0])  # type: ignore[arg-type]
            casting_costs.permanent_entered(game, item.info, new_id, item.controller)  # evoke, dash, kicked
            return
        if card.manual:
            ops.log(game, "manual", "608.2", "{card}: the engine can't apply this text; resolve it by hand.",
                     card=card.name)
        yield from _run_effects(game, ab, ctx)
        # CR 608.2n: to the graveyard; flashback (702.34a), rebound (702.88a), a copy (704.5e)
        stack_effects.leave_after_resolving(game, item)
        return
    if item.info.get("equip"):
        src = game.objects.get(item.source)
        if src is not None and src.zone is _ZONE_BATTLEFIELD and legal and legal[0] is not None:
            ops.attach(game, src.id, legal[0])  # type: ignore[arg-type]
            ops.log(game, "attach", "702.6a", "{card} is attached to {target}.", card=src.name,
                     target=ops.describe(game, legal[0]))
        return
    yield from _run_effects(game, ab, ctx)


def _run_effects(game: GameState, ab: Ability | None, ctx: EffectContext) -> Flow:
    if ab is None:
        return
    for e in ab.effects:
        result = EFFECTS[e["do"]](game, ctx, e)
        if result is not None:
            yield from result


def _settle(game: GameState) -> Generator[Decision, Any, bool]:
    """State-based actions as one event, repeated until none apply; then
    waiting triggers go on the stack; the whole repeated until stable."""
    happened = False
    while True:
        if game.returns_due:  # "exile ... until this leaves the battlefield" (CR 610.3c)
            from ..families.linked_effects import return_due
            yield from return_due(game)
            happened = True
        while True:
            found = _state_based_actions_found(game)  # (None, and no generator, when nothing applies)
            if found is None or not (yield from _state_based_actions(game, found)):
                break
            happened = True
        state_triggers.check(game)  # "When Dark Depths has no ice counters on it" (CR 603.8)
        if not game.pending_triggers:
            return happened
        happened = True
        yield from _put_triggers_on_stack(game)


def sba_clean(game: GameState) -> bool:
    """Whether the last check of the state-based actions still holds (CR 704.3): nothing the
    operations count changed since it found nothing, and no permanent's P/T follows what they
    do not count (a characteristic-defining ability reading a hand, CR 604.3)."""
    if game._sba_clean_at != game._changes:
        return False
    index = game._bf_index  # (chars.uncounted_pt_on_battlefield, read here: this is asked at every step)
    return not (index.uncounted if index.version == game._bf_version else chars.uncounted_pt_on_battlefield(game))


#: What :func:`_state_based_actions_found` finds: the players who lose, the permanents put into
#: their owners' graveyards, those destroyed (each with its reason and rule), and the groups of
#: legendary permanents with the same name and controller.
_Found = tuple[list[tuple[int, str, str]], list[tuple[int, str, str]], list[tuple[int, str, str]], list[list[int]]]


def _state_based_actions_found(game: GameState) -> _Found | None:
    """Which state-based actions apply (CR 704.3, 704.5), or None when none does: then the check
    is clean until the next counted change (``sba_clean``), and a player an effect made lose ends
    the game."""
    if sba_clean(game):
        return None  # nothing changed since the last check found nothing
    losers: list[tuple[int, str, str]] = []
    for p in game.players:
        if p.lost:
            continue
        if p.life <= 0:
            losers.append((p.index, "life total 0 or less", "704.5a"))
        elif p.drew_from_empty:
            losers.append((p.index, "drew from an empty library", "704.5b"))
        elif p.poison >= 10:
            losers.append((p.index, "ten or more poison counters", "704.5c"))
    to_graveyard: list[tuple[int, str, str]] = []
    to_destroy: list[tuple[int, str, str]] = []
    legend_names: dict[tuple[int, str], list[int]] = {}
    objects = game.objects
    plain_cache = game._sba_plain_cache
    toughness_cache = game._sba_toughness_cache
    # A creature no effect changes (no modifier names it, and no permanent grants P/T) has its printed
    # toughness (chars.power_toughness); read from the card, unless it has counters or is attached.
    modified = {m.target for m in game.modifiers} if game.modifiers else _NO_IDS
    printed_pt = not game._granters and game._granters_version == game._bf_version
    index = game._bf_index  # (chars._battlefield_index's check written out)
    if index.version != game._bf_version:
        index = chars._battlefield_index(game)
    # The permanents no state-based action looks at while unattached and without counters (lands, most
    # artifacts) are passed over when none is attached or has counters (map and any: no Python loop over
    # them); the others are looked at in battlefield order, as the whole battlefield would be.
    if any(map(_NOT_PLAIN_STATE, map(_ATTACHED_AND_COUNTERS, map(objects.__getitem__, index.plain)))):
        looked_at = game.battlefield
    else:
        looked_at = index.sba_cards
    for oid in looked_at:
        o = objects[oid]
        card = o.card
        if o.attached_to is None and not o.counters:
            plain = plain_cache.get(card)  # (chars._sba_plain's cache, read here: this loop is hot)
            if plain is None:
                plain = chars._sba_plain(game, card)
            if plain:
                continue  # nothing below applies to it
            if printed_pt and oid not in modified:
                t = toughness_cache.get(card)  # (chars._sba_toughness's cache, read here)
                if t is None:
                    t = chars._sba_toughness(game, card)
                if t > o.damage and not o.deathtouched:
                    continue  # toughness above 0 and above its damage, no deathtouch: nothing applies (704.5f-h)
        types = card.types
        if "Creature" in types:
            t = chars.toughness(game, oid)
            if t <= 0:
                to_graveyard.append((oid, "sba_toughness", "704.5f"))
                continue
            if o.damage >= t:
                to_destroy.append((oid, "sba_lethal_damage", "704.5g"))
                continue
            if o.deathtouched and o.damage > 0:
                to_destroy.append((oid, "sba_deathtouch", "704.5h"))
                continue
        if "Planeswalker" in types and o.counters.get("loyalty", 0) <= 0:
            to_graveyard.append((oid, "sba_loyalty", "704.5i"))
            continue
        attached = o.attached_to
        if attached is None and game.chosen and enchant_player.enchants_a_player(game, oid):
            pass  # an Aura attached to a player still in the game (CR 303.4d, enchant_player.py)
        elif attached is None or attached not in objects or objects[attached].zone is not _ZONE_BATTLEFIELD \
                or kwe.protected_from(game, attached, oid):  # protection: not enchanted or equipped (CR 702.16d)
            if chars._is_aura(game, card):
                to_graveyard.append((oid, "sba_unattached_aura", "704.5m"))
                continue
            if attached is not None:
                ops.attach(game, oid, None)  # CR 704.5n: equipment becomes unattached
        elif chars._is_aura(game, card) and not aura_rules.enchant_allows(game, oid, attached):
            to_graveyard.append((oid, "sba_illegal_aura", "704.5m"))  # CR 303.4d: attached illegally
            continue
        if "Saga" in card.subtypes and saga_rules.done(game, oid):  # CR 714.4 (704.5s)
            to_graveyard.append((oid, "sba_saga", "714.4"))
            continue
        if "Legendary" in card.supertypes:  # (is_legendary written out: a property, read for every permanent)
            legend_names.setdefault((o.controller, o.name), []).append(oid)
        counters = o.counters
        if counters and counters.get("+1/+1", 0) and counters.get("-1/-1", 0):  # CR 704.5q
            ops.annihilate_counters(game, oid)
    legends = [ids for ids in legend_names.values() if len(ids) > 1] if legend_names else []
    if not (losers or to_graveyard or to_destroy or legends):
        if game.outcome is None:
            for p in game.players:  # (a loop, not any() over a generator: this runs after every change)
                if p.lost:
                    if check_game_over(game):
                        raise GameOver()  # an effect made a player lose ("you lose the game", CR 104.3a, 104.2a)
                    break
        game._sba_clean_at = game._changes
        return None
    return losers, to_graveyard, to_destroy, legends


def _state_based_actions(game: GameState, found: _Found) -> Generator[Decision, Any, bool]:
    """Perform all the state-based actions ``found`` simultaneously (CR 704.3); whether any was
    performed (an indestructible creature with lethal damage stays: not looped on forever)."""
    losers, to_graveyard, to_destroy, legends = found
    for pi, why, rule in losers:
        lose(game, pi, why, rule)
    for oid, reason, rule in to_graveyard:  # reason codes: engine/move_reasons.py
        if oid in game.objects:
            ops.move(game, oid, _ZONE_GRAVEYARD, rule=rule, reason=reason, automatic=True)
    armored = False
    regenerated = False
    for oid, reason, rule in to_destroy:
        if oid in game.objects:
            if chars.has_keyword(game, oid, "Indestructible"):
                continue
            if ops.umbra_armor(game, oid):  # CR 702.89a: the Aura is destroyed instead
                armored = True
                continue
            if ops.use_regeneration_shield(game, oid):  # CR 701.15a: destruction replaced
                regenerated = True
                continue
            ops.move(game, oid, _ZONE_GRAVEYARD, rule=rule, reason=reason, automatic=True)
    if check_game_over(game):
        raise GameOver()
    for ids in legends:
        ids = [i for i in ids if i in game.objects]
        if len(ids) < 2:
            continue
        owner = game.objects[ids[0]].controller
        ans = yield _choice_decision(game, 
            owner, "Legend rule: choose which {card} to keep.", "704.5j", ids, card=game.objects[ids[0]].name)
        for i in ids:
            if i != ans.choice:
                ops.move(game, i, _ZONE_GRAVEYARD, rule="704.5j", why="is put into the graveyard (legend rule)",
                          automatic=True)
    # Indestructible creatures with lethal damage stay; don't loop forever on them.
    return bool(losers or to_graveyard or legends or armored or regenerated or
                any(oid not in game.objects for oid, _, _ in to_destroy))


def _choice_decision(game: GameState, _player: int, prompt: str, _rule: str, _ids: list[int], /,
                     **args: Any) -> Decision:
    """A choice among ``_ids``; ``args`` are the prompt's fields (no field
    may be called ``prompt``, and the other parameters have names no field
    uses, as mypyc needs, see ``log``)."""
    ids, rule = _ids, _rule

    def validate(a: Any) -> None:
        ops._expect(a, Choose, rule)
        if a.choice not in ids:
            raise IllegalAnswer(rule, "{card} is not one of the options", card=ops.describe(game, a.choice))

    return ops._decision(game, _KIND_CHOOSE, _player, prompt, rule, {"options": ids}, validate,
                          lambda: [Choose(i) for i in ids], prompt_args=args)


def lose(game: GameState, player: int, why: str, rule: str) -> None:
    p = game.players[player]
    if not ops.lose_game(game, player, why):
        return
    ops.log(game, "lose", rule, "{player} loses the game: {why}.", True, player=p.name, why=why)


def check_game_over(game: GameState) -> bool:
    """Set the outcome once at most one player is left (CR 104.2a, 104.4a)."""
    alive = [p for p in game.players if not p.lost]
    if len(alive) > 1 or game.outcome is not None:
        return game.outcome is not None
    losers = [p for p in game.players if p.lost]
    if alive:
        reason = "; ".join(f"{p.name}: {p.loss_reason}" for p in losers)
        rule = "104.2a"
        ops.end_game(game, Outcome(alive[0].index, reason, rule))
        ops.log(game, "win", rule, "{player} wins the game.", True, player=alive[0].name)
    else:
        ops.end_game(game, Outcome(None, "all players lost at the same time", "104.4a"))
        ops.log(game, "draw_game", "104.4a", "The game is a draw: all players lost at the same time.", True)
    return True


def _order_triggers_decision(game: GameState, player: int, triggers: list[PendingTrigger]) -> Decision:
    """CR 603.3b: a player puts their simultaneous triggers on the stack in any order they choose."""
    n = len(triggers)

    def validate(a: Any) -> None:
        ops._expect(a, StackOrder, "603.3b")
        if sorted(a.order) != list(range(n)):
            raise IllegalAnswer("603.3b", "list each of the {n} triggered abilities once, by position (0 to {last})",
                                n=n, last=n - 1)

    data = {"triggers": [{"source": t.source if t.source in game.objects else None, "source_name": t.source_name,
                          "text": t.ability.text or t.ability.trigger} for t in triggers]}
    return ops._decision(game, _KIND_ORDER_TRIGGERS, player,
                          "Choose the order to put your {n} triggered abilities on the stack "
                          "(the first one resolves last).", "603.3b", data, validate,
                          _suggest=lambda: StackOrder(tuple(range(n))), prompt_args={"n": n})


def _put_triggers_on_stack(game: GameState) -> Flow:
    """CR 603.3b: active player's triggers first, then the others' (APNAP)."""
    waiting = ops.take_pending_triggers(game)
    order = [(game.active + i) % len(game.players) for i in range(len(game.players))]
    for pi in order:
        mine = [t for t in waiting if t.controller == pi]
        if len(mine) > 1:
            ans = yield _order_triggers_decision(game, pi, mine)
            mine = [mine[i] for i in ans.order]
        for t in mine:
            targets: tuple[Ref, ...] = ()
            if t.ability.modes:
                if not actions.mode_choices(game, pi, t.ability, t.source):
                    ops.log(game, "trigger_removed", "603.3d", "{card}'s ability has no legal target and is removed.",
                             card=t.source_name)
                    continue
                mode = yield from actions.choose_mode(game, pi, t.ability, t.source, t.source_name, False)
                assert mode is not None
                t = PendingTrigger(t.controller, t.source, t.source_name, mode, t.info)
            if t.ability.targets:
                distinct = t.ability.params.get("distinct_targets") is True  # CR 115.3
                minimum = actions._minimum(t.ability)  # "up to two target creatures" (CR 601.2c)
                if actions._targets_possible(game, pi, t.ability.targets, t.source, distinct, minimum):
                    ops.log(game, "trigger_removed", "603.3d", "{card}'s ability has no legal target and is removed.",
                             card=t.source_name)
                    continue
                chosen = yield from actions._choose_targets(game, pi, t.ability.targets, t.source,
                                                         "Choose targets for {card}'s triggered ability.",
                                                         t.source_name, False, distinct, minimum)
                targets = chosen or ()
            ops.put_on_stack(game, StackItem(ops.new_id(game), _STACK_KIND_TRIGGERED, pi, t.source, t.source_name,
                                             t.ability, targets, info=t.info))
            if targets:
                targeted_triggers.becomes_target(game, game.stack[-1])  # ward (CR 702.21a)
            ops.log(game, "trigger", "603.3", "{card}'s ability triggers: {text}", card=t.source_name,
                     text=t.ability.text or t.ability.trigger)
