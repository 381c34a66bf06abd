"""The flow of combat: asking for attackers, blockers, orders and damage
assignments, and dealing the damage (CR 506-511).

The rules that judge those answers are in ``combat.py``; this module asks the
questions and applies the answers.  Functions over a :class:`~.state.GameState`
(the module map is in ``state.py``).
"""

from __future__ import annotations

import functools
from typing import Any, Final, Sequence

from . import actions
from ..rules import characteristics as chars
from ..rules import combat as cr
from .. import operations as ops
from ..rules.combat import DamageSource
from ..decisions import (
    AssignDamage,
    DeclareAttackers,
    DeclareBlockers,
    Flow,
    Kind,
    Order,
    Ref,
)
from ..errors import IllegalAnswer
from ..objects import PendingTrigger, player_ref
from ..refs import PlayerRef
from ..state import GameState
from .steps import Step

#: Enum members read on hot paths, bound once as module constants (the engine's hot-path rules: ``mtgtable.engine``).
_KIND_ASSIGN_DAMAGE: Final = Kind.ASSIGN_DAMAGE
_KIND_DECLARE_ATTACKERS: Final = Kind.DECLARE_ATTACKERS
_KIND_DECLARE_BLOCKERS: Final = Kind.DECLARE_BLOCKERS
_KIND_ORDER_ATTACKERS: Final = Kind.ORDER_ATTACKERS
_KIND_ORDER_BLOCKERS: Final = Kind.ORDER_BLOCKERS
_STEP_FIRST_STRIKE_DAMAGE: Final = Step.FIRST_STRIKE_DAMAGE


def has_first_or_double(game: GameState, oid: int) -> bool:
    return chars.has_keyword(game, oid, "First strike") or chars.has_keyword(game, oid, "Double strike")


def _declare_attackers(game: GameState) -> Flow:
    ops.set_combat_declared(game, attackers=True)
    candidates = cr.attack_candidates(game)
    if not candidates:
        if game.keep_events:  # (a hot path in simulations: skip building the arguments)
            ops.log(game, "no_attackers", "508.1a", "{player} has no creature that can attack.", True,
                     player=game.players[game.active].name)
    else:
        defender = chars.defending_player(game)
        targets: list[Ref] = [player_ref(defender)] + [
            o for o in game.battlefield if chars.is_type(game, o, "Planeswalker") and game.objects[o].controller == defender]
        while True:
            ans = yield ops._decision(game, 
                _KIND_DECLARE_ATTACKERS, game.active, "Declare attackers.", "508.1",
                {"candidates": candidates, "targets": targets},
                functools.partial(_check_attack, game),
                None, lambda: DeclareAttackers(tuple(cr.suggest_attack(game))))
            cost = cr.attack_cost(game, ans.attacks)
            if cost.mana_value == 0:
                break
            # CR 508.1g-h: costs to attack are paid now; not paying undoes the declaration (CR 508.1).
            pay = yield from actions._pay(game, game.active, cost, "Pay {cost} to attack.", "", (), True)
            if pay is not None:
                actions._execute_payment(game, game.active, cost, pay)
                ops.log(game, "attack_cost", "508.1h", "{player} pays {cost} to attack.",
                         player=game.players[game.active].name, cost=str(cost))
                break
            ops.log(game, "attack_cost_declined", "508.1", "The attack costs were not paid: the declaration is undone.")
        for attacker, target in ans.attacks:
            ops.declare_attacker(game, attacker, target)
            o = game.objects[attacker]
            if not chars.has_keyword(game, attacker, "Vigilance"):
                ops.become_tapped(game, attacker)  # CR 508.1f (it becomes tapped)
            if game.keep_events:  # (a hot path in simulations: skip building the arguments)
                ops.log(game, "attack", "508.1", "{card} attacks {target}{tap}.", card=o.name, target=ops.describe(game, target),
                         tap="" if chars.has_keyword(game, attacker, "Vigilance") else " and taps")
        for attacker, _ in ans.attacks:
            ops.trigger(game, game.objects[attacker], "attacks",  # CR 508.2
                         {"player": game.combat.defending_player_of(attacker, game)})
            # CR 508.2a: "whenever a [kind of] creature attacks" looks at the
            # creature only now, as it is declared.
            for pid in chars._battlefield_index(game).triggers.get("creature_attacks", ()):
                ops.trigger(game, game.objects[pid], "creature_attacks", {"creature": attacker}, about=attacker)
        if ans.attacks:
            # "Whenever one or more creatures you control attack" (Path of Bravery): once for the whole
            # declaration (CR 508.1, 603.2); the attackers are the active player's (CR 508.1a)
            for pid in chars._battlefield_index(game).triggers.get("you_attack", ()):
                if game.objects[pid].controller == game.active:
                    ops.trigger(game, game.objects[pid], "you_attack",
                                {"player": game.combat.defending_player_of(ans.attacks[0][0], game)})
        if len(ans.attacks) == 1:
            # Exalted: "whenever a creature you control attacks alone" (CR 702.83a, 506.5).
            (alone, _), = ans.attacks
            for pid in chars._battlefield_index(game).triggers.get("attacks_alone", ()):
                if game.objects[pid].controller == game.objects[alone].controller:
                    ops.trigger(game, game.objects[pid], "attacks_alone", {"creature": alone})
    if not game.combat.attackers:
        if game.keep_events:  # (a hot path in simulations: skip building the arguments)
            ops.log(game, "skip_combat", "508.6", "No creatures attack: the declare blockers and combat damage steps "
                     "are skipped.", True)
        ops.skip_combat_damage_steps(game)


def _check_attack(game: GameState, a: Any) -> None:
    ops._expect(a, DeclareAttackers, "508.1")
    cr.check_attack_declaration(game, a.attacks)


def _check_block(game: GameState, a: Any) -> None:
    ops._expect(a, DeclareBlockers, "509.1")
    cr.check_block_declaration(game, a.blocks)


def _declare_blockers(game: GameState) -> Flow:
    ops.set_combat_declared(game, blockers=True)
    defender = chars.defending_player(game)
    candidates = cr.block_candidates(game)
    pairs: tuple[tuple[int, int], ...] = ()
    if candidates and game.combat.attackers:
        options = cr.block_options(game, candidates)
        while True:
            ans = yield ops._decision(game, 
                _KIND_DECLARE_BLOCKERS, defender, "Declare blockers.", "509.1",
                {"candidates": candidates, "attackers": list(game.combat.attackers), "can_block": options,
                 "capacity": {b: cr.block_capacity(game, b) for b in candidates}},
                functools.partial(_check_block, game),
                None, lambda: DeclareBlockers(tuple(cr.suggest_block(game))))
            cost = cr.combat_tax(game, {b for b, _ in ans.blocks})
            if cost.mana_value == 0:
                break
            # CR 509.1d-f: costs to block are paid now; not paying undoes the declaration.
            pay = yield from actions._pay(game, defender, cost, "Pay {cost} to block.", "", (), True)
            if pay is not None:
                actions._execute_payment(game, defender, cost, pay)
                ops.log(game, "block_cost", "509.1f", "{player} pays {cost} to block.",
                         player=game.players[defender].name, cost=str(cost))
                break
            ops.log(game, "block_cost_declined", "509.1", "The blocking costs were not paid: the declaration is undone.")
        # CR 509.1g: only chosen creatures still on the battlefield become blockers
        # (a blocker sacrificed to pay a cost never blocks; its attacker may end up unblocked).
        pairs = tuple((b, a) for b, a in ans.blocks if chars.on_battlefield(game, b))
    for b, a in pairs:
        ops.declare_blocker(game, b, a)
        if game.keep_events:  # (a hot path in simulations: skip building the arguments)
            ops.log(game, "block", "509.1", "{blocker} blocks {attacker}.", blocker=ops.name(game, b), attacker=ops.name(game, a))
    for a in game.combat.attackers:
        ops.set_blocked(game, a, False, if_unset=True)
        if not game.combat.blocked[a]:
            if game.keep_events:  # (a hot path in simulations: skip building the arguments)
                ops.log(game, "unblocked", "509.1h", "{attacker} is unblocked.", True, attacker=ops.name(game, a))
    for b in game.combat.blocks:
        o = game.objects[b]
        for ab in o.card.abilities:
            if ab.kind != "triggered":
                continue
            if ab.trigger == "blocks":  # CR 509.4a: once, however many it blocks
                ops.queue_triggers(game, [PendingTrigger(o.controller, b, o.name, ab)])
            elif ab.trigger == "blocks_a_creature":  # CR 509.4b: once per attacker it blocks
                for a in game.combat.blocks[b]:
                    ops.queue_triggers(game, [PendingTrigger(o.controller, b, o.name, ab, {"creature": a})])
    for a in game.combat.attackers:
        if game.combat.blocked[a]:
            ops.trigger(game, game.objects[a], "becomes_blocked")  # CR 509.4c: once
    for a in game.combat.attackers:  # CR 509.4g: "attacks and isn't blocked"
        if not game.combat.blocked[a]:
            ops.trigger(game, game.objects[a], "attacks_unblocked")
    # CR 509.4d: "blocked by a creature" triggers once per blocker; 509.4f: a
    # "blocked by a [kind of] creature" trigger looks at the blocker only now.
    for b, a in pairs:
        ops.trigger(game, game.objects[a], "blocked_by", {"creature": b}, about=b)
    # CR 509.2: the attacking player orders each attacker's blockers.
    for a in list(game.combat.attackers):
        blockers = [b for b, blocked in pairs if blocked == a]
        if len(blockers) >= 2 and game.damage_order:
            order = yield from _ask_order(game, game.active, a, blockers, _KIND_ORDER_BLOCKERS, "509.2")
            ops.set_damage_order(game, a, order)
        else:
            ops.set_damage_order(game, a, blockers)
    # CR 509.3: then the defending player orders each blocker's attackers.
    for b, atts in game.combat.blocks.items():
        if len(atts) >= 2 and game.damage_order:
            order = yield from _ask_order(game, defender, b, atts, _KIND_ORDER_ATTACKERS, "509.3")
            ops.set_blocker_order(game, b, order)
        else:
            ops.set_blocker_order(game, b, atts)


def _ask_order(game: GameState, player: int, of: int, items: Sequence[int], kind: Kind, rule: str) -> Flow:
    blockers = kind is _KIND_ORDER_BLOCKERS

    def validate(a: Any) -> None:
        ops._expect(a, Order, rule)
        if a.of != of:
            raise IllegalAnswer(rule, "this decision orders the blockers of {card}, not of {other}" if blockers
                                else "this decision orders the attackers of {card}, not of {other}",
                                card=ops.name(game, of), other=ops.name(game, a.of))
        if sorted(a.order) != sorted(items):
            raise IllegalAnswer(rule, "the order must list each of {cards} once",
                                cards=", ".join(ops.name(game, i) for i in items))

    ans = yield ops._decision(game, 
        kind, player, "Choose the damage assignment order of the blockers of {card}." if blockers
        else "Choose the damage assignment order of the attackers of {card}.", rule,
        {"of": of, "items": list(items)}, validate, None, lambda: Order(of, tuple(items)),
        prompt_args={"card": ops.name(game, of)})
    ops.log(game, "order", rule, "Damage assignment order for {card}: {order}.", card=ops.name(game, of),
             order=", then ".join(ops.name(game, i) for i in ans.order))
    return ans.order


def _deals_damage_now(game: GameState, oid: int, step: Step) -> bool:
    """CR 510.5: who deals damage in the first-strike step and in the regular one."""
    if step is _STEP_FIRST_STRIKE_DAMAGE:
        return has_first_or_double(game, oid)
    if game.combat.first_strike_step:
        return oid not in game.combat.first_strikers or chars.has_keyword(game, oid, "Double strike")
    return True


def _log_no_damage(game: GameState) -> None:
    """Teaching: say why a creature in combat deals no damage in the regular damage step, so
    the log answers "why didn't it hit back?" (CR 510.5 first strike, CR 510.1c lost blockers)."""
    cb = game.combat
    for oid in cb.creatures():
        if not chars.on_battlefield(game, oid):
            continue
        if cb.first_strike_step and oid in cb.first_strikers and not chars.has_keyword(game, oid, "Double strike"):
            ops.log(game, "no_damage_first_strike", "510.5", "{card} dealt its combat damage in the first-strike "
                     "damage step, so it deals none in this one.", True, card=ops.name(game, oid))
        elif oid in cb.attackers and cb.is_blocked(oid) and not chars.has_keyword(game, oid, "Trample") \
                and not any(chars.on_battlefield(game, b) for b in cb.blockers_of(oid)):
            ops.log(game, "no_damage_unblocked", "510.1c", "{card} was blocked and its blockers are gone: it "
                     "stays blocked and deals no combat damage.", True, card=ops.name(game, oid))


def damage_sources(game: GameState, step: Step) -> list[DamageSource]:
    """Who assigns combat damage this step and to whom (CR 510.1a-d)."""
    out: list[DamageSource] = []
    cb = game.combat
    for a, target in cb.attackers.items():
        if not _deals_damage_now(game, a, step):
            continue
        power = chars.power(game, a)
        if power <= 0:
            continue  # CR 510.1a
        trample = chars.has_keyword(game, a, "Trample")
        beyond: Ref | None = target
        if isinstance(target, int) and not chars.on_battlefield(game, target):
            beyond = None  # CR 506.4c: the attacked planeswalker left
        if not cb.is_blocked(a):
            if beyond is not None:
                out.append(DamageSource(a, power, (), beyond, game.damage_order, trample))
            continue
        blockers = tuple(b for b in cb.blockers_of(a) if chars.on_battlefield(game, b))
        if not blockers and not trample:
            continue  # CR 510.1c: blocked, but no blockers left: no damage
        out.append(DamageSource(a, power, blockers, beyond if trample else None, game.damage_order, trample))
    for b in cb.blocks:
        if not _deals_damage_now(game, b, step) or chars.power(game, b) <= 0:
            continue
        atts = tuple(x for x in cb.attackers_of(b) if chars.on_battlefield(game, x))
        if atts:
            out.append(DamageSource(b, chars.power(game, b), atts, None, game.damage_order, False))
    return out


def _combat_damage(game: GameState, step: Step) -> Flow:
    if step is _STEP_FIRST_STRIKE_DAMAGE:
        ops.begin_first_strike_step(game, {c for c in game.combat.creatures() if has_first_or_double(game, c)})
    elif game.keep_events:
        _log_no_damage(game)
    sources = damage_sources(game, step)
    final: dict[int, dict[Ref, int]] = {}
    order = [(game.active + i) % len(game.players) for i in range(len(game.players))]
    for pi in order:  # CR 703.4n: APNAP
        mine = [s for s in sources if game.objects[s.source].controller == pi]
        if not mine:
            continue
        counts: dict[Ref, int] = {}
        for s in mine:
            for r in s.creatures:
                counts[r] = counts.get(r, 0) + 1
        shared = {r for r, n in counts.items() if n > 1}
        choosing = [s for s in mine if cr.has_choice(game, s, shared)]
        fixed = cr.suggest_assignment(game, [s for s in mine if s not in choosing])
        if choosing:
            def validate(a: Any, mine: list[DamageSource] = mine, fixed: dict[int, dict[Ref, int]] = fixed,
                         choosing: list[DamageSource] = choosing) -> None:
                ops._expect(a, AssignDamage, "510.1")
                _no_duplicate_entries(a)
                given = a.as_dict()
                extra = set(given) - {s.source for s in choosing}
                if extra:
                    raise IllegalAnswer("510.1", "{cards} has no choice to make", tuple(extra),
                                        cards=", ".join(ops.name(game, e) for e in extra))
                cr.check_assignment(game, mine, {**fixed, **given})

            def suggest(mine: list[DamageSource] = mine, choosing: list[DamageSource] = choosing) -> AssignDamage:
                full = cr.suggest_assignment(game, mine)
                return AssignDamage.from_dict({s.source: full[s.source] for s in choosing})

            data = {"sources": [_source_data(game, s) for s in choosing], "fixed": fixed,
                    "ordered": game.damage_order}
            ans = yield ops._decision(game, _KIND_ASSIGN_DAMAGE, pi, "Assign combat damage.", "510.1", data,
                                       validate, None, suggest)
            fixed.update(ans.as_dict())
        final.update(fixed)
    # CR 510.2: all combat damage is dealt at the same time.
    damaged_players: dict[int, set[int]] = {}
    damaged_creatures: dict[int, list[int]] = {}  # (for "deals combat damage to a creature", CR 510.3)
    for src, parts in final.items():
        for recipient, n in parts.items():
            if n <= 0:
                continue
            creature = not isinstance(recipient, PlayerRef) and chars.is_creature(game, recipient)
            dealt = ops.deal_damage(game, src, recipient, n, combat=True)
            if dealt and isinstance(recipient, PlayerRef):
                damaged_players.setdefault(src, set()).add(recipient.index)
            elif dealt and creature and isinstance(recipient, int):
                damaged_creatures.setdefault(src, []).append(recipient)
    for src, parts in final.items():  # CR 510.3: combat damage triggers
        o = game.objects.get(src)
        if o is None:
            continue
        for ab in o.card.abilities:
            if ab.kind != "triggered":
                continue
            if ab.trigger == "combat_damage_player":
                for pl in damaged_players.get(src, ()):
                    ops.queue_triggers(game, [PendingTrigger(o.controller, src, o.name, ab, {"player": pl})])
            elif ab.trigger == "combat_damage_creature":  # one trigger per creature dealt damage (CR 510.3)
                for c in damaged_creatures.get(src, ()):
                    ops.queue_triggers(game, [PendingTrigger(o.controller, src, o.name, ab, {"creature": c})])
            elif ab.trigger == "deals_combat_damage" and any(n > 0 for n in parts.values()):
                ops.queue_triggers(game, [PendingTrigger(o.controller, src, o.name, ab)])
    if game.monarch is not None and damaged_players:
        from ..families.monarch import combat_damage
        combat_damage(game, damaged_players)  # combat damage to the monarch (CR 724.2b)


def _source_data(game: GameState, s: DamageSource) -> dict[str, Any]:
    return {"source": s.source, "power": s.power, "creatures": list(s.creatures), "beyond": s.beyond,
            "trample": s.trample, "deathtouch": chars.has_keyword(game, s.source, "Deathtouch"),
            "lethal": {c: cr.needed_from(game, s.source, c, 0, False) for c in s.creatures}}


def _no_duplicate_entries(a: AssignDamage) -> None:
    """CR 510.1: each creature assigns its damage once, naming each recipient once
    (``assign 5: 9=3 9=-1`` is not two assignments to add up)."""
    sources = [src for src, _ in a.assignments]
    for src in sources:
        if sources.count(src) > 1:
            raise IllegalAnswer("510.1", "#{card} is given more than one assignment", (src,), card=src)
    for src, parts in a.assignments:
        recipients = [r for r, _ in parts]
        for r in recipients:
            if recipients.count(r) > 1:
                raise IllegalAnswer("510.1", "#{card} names {recipient} more than once in its assignment",
                                    (src,), card=src, recipient=str(r))
