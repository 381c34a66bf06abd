"""The flow of combat: asking for attackers, blockers, orders and damage
assignments, and dealing the damage (CR 506-511).

The rules that judge those answers are in ``combat.py``; this module asks the
questions and applies the answers.  A layer of :class:`~.game.Game` (see ``state.py``).
"""

from __future__ import annotations

from typing import Any, Sequence

from . import combat as cr
from . import land_effects
from .combat import DamageSource
from .decisions import (
    AssignDamage,
    DeclareAttackers,
    DeclareBlockers,
    Flow,
    Kind,
    Order,
    Ref,
)
from .errors import IllegalAnswer
from .objects import PendingTrigger
from .resolution import Resolution
from .steps import Step


class CombatFlow(Resolution):
    """Declaring attackers and blockers, damage assignment order, combat damage."""

    def _has_first_or_double(self, oid: int) -> bool:
        return self.has_keyword(oid, "First strike") or self.has_keyword(oid, "Double strike")

    def _declare_attackers(self) -> Flow:
        self.combat.attackers_declared = True
        candidates = cr.attack_candidates(self)
        if not candidates:
            self.log("no_attackers", "508.1a", "{player} has no creature that can attack.", True,
                     player=self.players[self.active].name)
        else:
            defender = self.defending_player
            targets: list[Ref] = [f"p{defender}"] + [
                o for o in self.battlefield if self.is_type(o, "Planeswalker") and self.objects[o].controller == defender]
            while True:
                ans = yield self._decision(
                    Kind.DECLARE_ATTACKERS, self.active, "Declare attackers.", "508.1",
                    {"candidates": candidates, "targets": targets},
                    self._check_attack,
                    None, lambda: DeclareAttackers(tuple(cr.suggest_attack(self))))
                cost = cr.attack_cost(self, ans.attacks)
                if cost.mana_value == 0:
                    break
                # CR 508.1g-h: costs to attack are paid now; not paying undoes the declaration (CR 508.1).
                pay = yield from self._pay(self.active, cost, "Pay {cost} to attack.", "", (), True)
                if pay is not None:
                    self._execute_payment(self.active, cost, pay)
                    self.log("attack_cost", "508.1h", "{player} pays {cost} to attack.",
                             player=self.players[self.active].name, cost=str(cost))
                    break
                self.log("attack_cost_declined", "508.1", "The attack costs were not paid: the declaration is undone.")
            for attacker, target in ans.attacks:
                self.combat.attackers[attacker] = target
                self.attacked_this_turn.add(attacker)
                o = self.objects[attacker]
                if not self.has_keyword(attacker, "Vigilance"):
                    land_effects.tap(self, attacker)  # CR 508.1f
                self.log("attack", "508.1", "{card} attacks {target}{tap}.", card=o.name, target=self.describe(target),
                         tap="" if self.has_keyword(attacker, "Vigilance") else " and taps")
            for attacker, _ in ans.attacks:
                self.trigger(self.objects[attacker], "attacks",  # CR 508.2
                             {"player": self.combat.defending_player_of(attacker, self)})
                # CR 508.2a: "whenever a [kind of] creature attacks" looks at the
                # creature only now, as it is declared.
                for pid in self._battlefield_index().triggers.get("creature_attacks", ()):
                    self.trigger(self.objects[pid], "creature_attacks", {"creature": attacker}, about=attacker)
            if len(ans.attacks) == 1:
                # Exalted: "whenever a creature you control attacks alone" (CR 702.83a, 506.5).
                (alone, _), = ans.attacks
                for pid in self._battlefield_index().triggers.get("attacks_alone", ()):
                    if self.objects[pid].controller == self.objects[alone].controller:
                        self.trigger(self.objects[pid], "attacks_alone", {"creature": alone})
        if not self.combat.attackers:
            self.log("skip_combat", "508.6", "No creatures attack: the declare blockers and combat damage steps "
                     "are skipped.", True)
            self.turns.skip_combat_damage_steps()

    def _check_attack(self, a: Any) -> None:
        self._expect(a, DeclareAttackers, "508.1")
        cr.check_attack_declaration(self, a.attacks)

    def _check_block(self, a: Any) -> None:
        self._expect(a, DeclareBlockers, "509.1")
        cr.check_block_declaration(self, a.blocks)

    def _declare_blockers(self) -> Flow:
        self.combat.blockers_declared = True
        defender = self.defending_player
        candidates = cr.block_candidates(self)
        pairs: tuple[tuple[int, int], ...] = ()
        if candidates and self.combat.attackers:
            options = cr.block_options(self, candidates)
            while True:
                ans = yield self._decision(
                    Kind.DECLARE_BLOCKERS, defender, "Declare blockers.", "509.1",
                    {"candidates": candidates, "attackers": list(self.combat.attackers), "can_block": options,
                     "capacity": {b: cr.block_capacity(self, b) for b in candidates}},
                    self._check_block,
                    None, lambda: DeclareBlockers(tuple(cr.suggest_block(self))))
                cost = cr.combat_tax(self, {b for b, _ in ans.blocks})
                if cost.mana_value == 0:
                    break
                # CR 509.1d-f: costs to block are paid now; not paying undoes the declaration.
                pay = yield from self._pay(defender, cost, "Pay {cost} to block.", "", (), True)
                if pay is not None:
                    self._execute_payment(defender, cost, pay)
                    self.log("block_cost", "509.1f", "{player} pays {cost} to block.",
                             player=self.players[defender].name, cost=str(cost))
                    break
                self.log("block_cost_declined", "509.1", "The blocking costs were not paid: the declaration is undone.")
            # CR 509.1g: only chosen creatures still on the battlefield become blockers
            # (a blocker sacrificed to pay a cost never blocks; its attacker may end up unblocked).
            pairs = tuple((b, a) for b, a in ans.blocks if self.on_battlefield(b))
        for b, a in pairs:
            self.combat.blocks.setdefault(b, []).append(a)
            self.combat.blocked[a] = True
            self.log("block", "509.1", "{blocker} blocks {attacker}.", blocker=self.name(b), attacker=self.name(a))
        for a in self.combat.attackers:
            self.combat.blocked.setdefault(a, False)
            if not self.combat.blocked[a]:
                self.log("unblocked", "509.1h", "{attacker} is unblocked.", True, attacker=self.name(a))
        for b in self.combat.blocks:
            o = self.objects[b]
            for ab in o.card.abilities:
                if ab.kind != "triggered":
                    continue
                if ab.trigger == "blocks":  # CR 509.4a: once, however many it blocks
                    self.pending_triggers.append(PendingTrigger(o.controller, b, o.name, ab))
                elif ab.trigger == "blocks_a_creature":  # CR 509.4b: once per attacker it blocks
                    for a in self.combat.blocks[b]:
                        self.pending_triggers.append(PendingTrigger(o.controller, b, o.name, ab, {"creature": a}))
        for a in self.combat.attackers:
            if self.combat.blocked[a]:
                self.trigger(self.objects[a], "becomes_blocked")  # CR 509.4c: once
        for a in self.combat.attackers:  # CR 509.4g: "attacks and isn't blocked"
            if not self.combat.blocked[a]:
                self.trigger(self.objects[a], "attacks_unblocked")
        # CR 509.4d: "blocked by a creature" triggers once per blocker; 509.4f: a
        # "blocked by a [kind of] creature" trigger looks at the blocker only now.
        for b, a in pairs:
            self.trigger(self.objects[a], "blocked_by", {"creature": b}, about=b)
        # CR 509.2: the attacking player orders each attacker's blockers.
        for a in list(self.combat.attackers):
            blockers = [b for b, blocked in pairs if blocked == a]
            if len(blockers) >= 2 and self.damage_order:
                order = yield from self._ask_order(self.active, a, blockers, Kind.ORDER_BLOCKERS, "509.2")
                self.combat.order[a] = list(order)
            else:
                self.combat.order[a] = blockers
        # CR 509.3: then the defending player orders each blocker's attackers.
        for b, atts in self.combat.blocks.items():
            if len(atts) >= 2 and self.damage_order:
                order = yield from self._ask_order(defender, b, atts, Kind.ORDER_ATTACKERS, "509.3")
                self.combat.blocker_order[b] = list(order)
            else:
                self.combat.blocker_order[b] = list(atts)

    def _ask_order(self, player: int, of: int, items: Sequence[int], kind: Kind, rule: str) -> Flow:
        blockers = kind is Kind.ORDER_BLOCKERS

        def validate(a: Any) -> None:
            self._expect(a, Order, rule)
            if a.of != of:
                raise IllegalAnswer(rule, "this decision orders the blockers of {card}, not of {other}" if blockers
                                    else "this decision orders the attackers of {card}, not of {other}",
                                    card=self.name(of), other=self.name(a.of))
            if sorted(a.order) != sorted(items):
                raise IllegalAnswer(rule, "the order must list each of {cards} once",
                                    cards=", ".join(self.name(i) for i in items))

        ans = yield self._decision(
            kind, player, "Choose the damage assignment order of the blockers of {card}." if blockers
            else "Choose the damage assignment order of the attackers of {card}.", rule,
            {"of": of, "items": list(items)}, validate, None, lambda: Order(of, tuple(items)),
            prompt_args={"card": self.name(of)})
        self.log("order", rule, "Damage assignment order for {card}: {order}.", card=self.name(of),
                 order=", then ".join(self.name(i) for i in ans.order))
        return ans.order

    def _deals_damage_now(self, oid: int, step: Step) -> bool:
        """CR 510.5: who deals damage in the first-strike step and in the regular one."""
        if step is Step.FIRST_STRIKE_DAMAGE:
            return self._has_first_or_double(oid)
        if self.combat.first_strike_step:
            return oid not in self.combat.first_strikers or self.has_keyword(oid, "Double strike")
        return True

    def _log_no_damage(self) -> None:
        """Teaching: say why a creature in combat deals no damage in the regular damage step, so
        the log answers "why didn't it hit back?" (CR 510.5 first strike, CR 510.1c lost blockers)."""
        cb = self.combat
        for oid in cb.creatures():
            if not self.on_battlefield(oid):
                continue
            if cb.first_strike_step and oid in cb.first_strikers and not self.has_keyword(oid, "Double strike"):
                self.log("no_damage_first_strike", "510.5", "{card} dealt its combat damage in the first-strike "
                         "damage step, so it deals none in this one.", True, card=self.name(oid))
            elif oid in cb.attackers and cb.is_blocked(oid) and not self.has_keyword(oid, "Trample") \
                    and not any(self.on_battlefield(b) for b in cb.blockers_of(oid)):
                self.log("no_damage_unblocked", "510.1c", "{card} was blocked and its blockers are gone: it "
                         "stays blocked and deals no combat damage.", True, card=self.name(oid))

    def damage_sources(self, step: Step) -> list[DamageSource]:
        """Who assigns combat damage this step and to whom (CR 510.1a-d)."""
        out: list[DamageSource] = []
        cb = self.combat
        for a, target in cb.attackers.items():
            if not self._deals_damage_now(a, step):
                continue
            power = self.power(a)
            if power <= 0:
                continue  # CR 510.1a
            trample = self.has_keyword(a, "Trample")
            beyond: Ref | None = target
            if isinstance(target, int) and not self.on_battlefield(target):
                beyond = None  # CR 506.4c: the attacked planeswalker left
            if not cb.is_blocked(a):
                if beyond is not None:
                    out.append(DamageSource(a, power, (), beyond, self.damage_order, trample))
                continue
            blockers = tuple(b for b in cb.blockers_of(a) if self.on_battlefield(b))
            if not blockers and not trample:
                continue  # CR 510.1c: blocked, but no blockers left: no damage
            out.append(DamageSource(a, power, blockers, beyond if trample else None, self.damage_order, trample))
        for b in cb.blocks:
            if not self._deals_damage_now(b, step) or self.power(b) <= 0:
                continue
            atts = tuple(x for x in cb.attackers_of(b) if self.on_battlefield(x))
            if atts:
                out.append(DamageSource(b, self.power(b), atts, None, self.damage_order, False))
        return out

    def _combat_damage(self, step: Step) -> Flow:
        if step is Step.FIRST_STRIKE_DAMAGE:
            self.combat.first_strike_step = True
            self.combat.first_strikers = {c for c in self.combat.creatures() if self._has_first_or_double(c)}
        elif self.keep_events:
            self._log_no_damage()
        sources = self.damage_sources(step)
        final: dict[int, dict[Ref, int]] = {}
        order = [(self.active + i) % len(self.players) for i in range(len(self.players))]
        for pi in order:  # CR 703.4n: APNAP
            mine = [s for s in sources if self.objects[s.source].controller == pi]
            if not mine:
                continue
            counts: dict[Ref, int] = {}
            for s in mine:
                for r in s.creatures:
                    counts[r] = counts.get(r, 0) + 1
            shared = {r for r, n in counts.items() if n > 1}
            choosing = [s for s in mine if cr.has_choice(self, s, shared)]
            fixed = cr.suggest_assignment(self, [s for s in mine if s not in choosing])
            if choosing:
                def validate(a: Any, mine: list[DamageSource] = mine, fixed: dict[int, dict[Ref, int]] = fixed,
                             choosing: list[DamageSource] = choosing) -> None:
                    self._expect(a, AssignDamage, "510.1")
                    _no_duplicate_entries(a)
                    given = a.as_dict()
                    extra = set(given) - {s.source for s in choosing}
                    if extra:
                        raise IllegalAnswer("510.1", "{cards} has no choice to make", tuple(extra),
                                            cards=", ".join(self.name(e) for e in extra))
                    cr.check_assignment(self, mine, {**fixed, **given})

                def suggest(mine: list[DamageSource] = mine, choosing: list[DamageSource] = choosing) -> AssignDamage:
                    full = cr.suggest_assignment(self, mine)
                    return AssignDamage.from_dict({s.source: full[s.source] for s in choosing})

                data = {"sources": [self._source_data(s) for s in choosing], "fixed": fixed,
                        "ordered": self.damage_order}
                ans = yield self._decision(Kind.ASSIGN_DAMAGE, pi, "Assign combat damage.", "510.1", data,
                                           validate, None, suggest)
                fixed.update(ans.as_dict())
            final.update(fixed)
        # CR 510.2: all combat damage is dealt at the same time.
        damaged_players: dict[int, set[int]] = {}
        for src, parts in final.items():
            for recipient, n in parts.items():
                if n <= 0:
                    continue
                dealt = self.deal_damage(src, recipient, n, combat=True)
                if dealt and isinstance(recipient, str):
                    damaged_players.setdefault(src, set()).add(int(recipient[1:]))
        for src, parts in final.items():  # CR 510.3: combat damage triggers
            o = self.objects.get(src)
            if o is None:
                continue
            for ab in o.card.abilities:
                if ab.kind != "triggered":
                    continue
                if ab.trigger == "combat_damage_player":
                    for pl in damaged_players.get(src, ()):
                        self.pending_triggers.append(PendingTrigger(o.controller, src, o.name, ab, {"player": pl}))
                elif ab.trigger == "deals_combat_damage" and any(n > 0 for n in parts.values()):
                    self.pending_triggers.append(PendingTrigger(o.controller, src, o.name, ab))

    def _source_data(self, s: DamageSource) -> dict[str, Any]:
        return {"source": s.source, "power": s.power, "creatures": list(s.creatures), "beyond": s.beyond,
                "trample": s.trample, "deathtouch": self.has_keyword(s.source, "Deathtouch"),
                "lethal": {c: cr.needed_from(self, s.source, c, 0, False) for c in s.creatures}}


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
