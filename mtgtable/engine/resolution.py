"""Resolving the stack, state-based actions and putting triggers on the stack
(CR 116.5, 603, 608, 704).  A layer of :class:`~.game.Game` (see ``state.py``).
"""

from __future__ import annotations

from typing import Any, Generator

from . import casting_costs
from .actions import PlayerActions
from .cards import Ability
from .decisions import (
    Choose,
    Decision,
    Flow,
    Kind,
    Ref,
    StackOrder,
)
from .effects import EFFECTS, EffectContext
from .errors import GameOver, IllegalAnswer
from .objects import PendingTrigger, StackItem, Zone
from .state import Outcome
from .targets import is_legal_target


class Resolution(PlayerActions):
    """The stack resolves; the game checks itself before anyone gets priority."""

    def _resolve_top(self) -> Flow:
        """CR 608.2: the top object resolves.  It stays on the stack while it
        resolves (a resolution may ask a player something, as 509.7 does)."""
        item = self.stack[-1]
        yield from self._resolve(item)
        if item in self.stack:
            self.stack.remove(item)

    def _resolve(self, item: StackItem) -> Flow:
        ab = item.ability
        specs = (ab.targets if ab is not None else ()) if not item.info.get("equip") else ("creature_you_control",)
        legal: list[Ref | None] = [t if is_legal_target(self, s, t, item.controller, item.id) else None
                                   for s, t in zip(specs, item.targets)]
        if specs and item.targets and all(t is None for t in legal):
            # CR 608.2b: every target is illegal, so it doesn't resolve.
            self.log("fizzle", "608.2b", "{card} doesn't resolve: all its targets are illegal.", card=item.source_name)
            if item.kind == "spell":
                self.move(item.id, casting_costs.leave_stack_zone(item.info))  # flashback: exile (702.34a)
            return
        if item.kind == "spell":
            self.log("resolve", "608.2", "{card} resolves.", card=item.source_name)
        else:
            self.log("resolve", "608.2", "{card}'s ability resolves: {text}", card=item.source_name, text=item.text)
        ctx = EffectContext(item.controller, item.source, item.source_name, legal, item.x, dict(item.info))
        # Who controlled each target as the resolution began, for "its controller" after
        # the target has left the battlefield (last known information, CR 608.2h).
        ctx.info["target_controllers"] = {i: self.objects[t].controller for i, t in enumerate(legal)
                                          if isinstance(t, int) and t in self.objects}
        if item.kind == "spell":
            card = self.objects[item.id].card
            if card.is_permanent_card:
                # CR 608.3; the X paid for it, for "enters with X +1/+1 counters" (CR 107.3m).
                new_id = self.move(item.id, Zone.BATTLEFIELD, controller=item.controller, as_enters={"x": item.x})
                if new_id is not None and ab is not None and ab.kind == "aura" and legal and legal[0] is not None:
                    self.objects[new_id].attached_to = legal[0]  # type: ignore[assignment]
                casting_costs.permanent_entered(self, item.info, new_id, item.controller)  # evoke, dash
                return
            if card.manual:
                self.log("manual", "608.2", "{card}: the engine can't apply this text; resolve it by hand.",
                         card=card.name)
            yield from self._run_effects(ab, ctx)
            if item.id in self.objects:
                self.move(item.id, casting_costs.leave_stack_zone(item.info))  # CR 608.2n; flashback: 702.34a
            return
        if item.info.get("equip"):
            src = self.objects.get(item.source)
            if src is not None and src.zone is Zone.BATTLEFIELD and legal and legal[0] is not None:
                src.attached_to = legal[0]  # type: ignore[assignment]
                self.log("attach", "702.6a", "{card} is attached to {target}.", card=src.name,
                         target=self.describe(legal[0]))
            return
        yield from self._run_effects(ab, ctx)

    def _run_effects(self, ab: Ability | None, ctx: EffectContext) -> Flow:
        if ab is None:
            return
        for e in ab.effects:
            result = EFFECTS[e["do"]](self, ctx, e)
            if result is not None:
                yield from result

    def _settle(self) -> Generator[Decision, Any, bool]:
        """State-based actions as one event, repeated until none apply; then
        waiting triggers go on the stack; the whole repeated until stable."""
        happened = False
        while True:
            while (yield from self._state_based_actions()):
                happened = True
            if not self.pending_triggers:
                return happened
            happened = True
            yield from self._put_triggers_on_stack()

    def _state_based_actions(self) -> Generator[Decision, Any, bool]:
        """Perform all applicable state-based actions simultaneously (CR 704.3)."""
        if self._sba_clean_at == self._changes:
            return False  # nothing changed since the last check found nothing
        losers: list[tuple[int, str, str]] = []
        for p in self.players:
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
        objects = self.objects
        for oid in self.battlefield:
            o = objects[oid]
            card = o.card
            if o.attached_to is None and not o.counters and self._sba_plain(card):
                continue  # nothing below applies to it
            types = card.types
            if "Creature" in types:
                t = self.toughness(oid)
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
            if attached is None or attached not in objects or objects[attached].zone is not Zone.BATTLEFIELD:
                if self._is_aura(card):
                    to_graveyard.append((oid, "sba_unattached_aura", "704.5m"))
                    continue
                o.attached_to = None  # CR 704.5n: equipment becomes unattached
            if card.is_legendary:
                legend_names.setdefault((o.controller, o.name), []).append(oid)
            counters = o.counters
            if counters and counters.get("+1/+1", 0) and counters.get("-1/-1", 0):  # CR 704.5q
                k = min(counters["+1/+1"], counters["-1/-1"])
                counters["+1/+1"] -= k
                counters["-1/-1"] -= k
                self._changes += 1
        legends = [ids for ids in legend_names.values() if len(ids) > 1]
        if not (losers or to_graveyard or to_destroy or legends):
            self._sba_clean_at = self._changes
            return False
        for pi, why, rule in losers:
            self._lose(pi, why, rule)
        for oid, reason, rule in to_graveyard:  # reason codes: engine/move_reasons.py
            if oid in self.objects:
                self.move(oid, Zone.GRAVEYARD, rule=rule, reason=reason, automatic=True)
        for oid, reason, rule in to_destroy:
            if oid in self.objects:
                if self.has_keyword(oid, "Indestructible"):
                    continue
                self.move(oid, Zone.GRAVEYARD, rule=rule, reason=reason, automatic=True)
        if self._check_game_over():
            raise GameOver()
        for ids in legends:
            ids = [i for i in ids if i in self.objects]
            if len(ids) < 2:
                continue
            owner = self.objects[ids[0]].controller
            ans = yield self._choice_decision(
                owner, "Legend rule: choose which {card} to keep.", "704.5j", ids, card=self.objects[ids[0]].name)
            for i in ids:
                if i != ans.choice:
                    self.move(i, Zone.GRAVEYARD, rule="704.5j", why="is put into the graveyard (legend rule)",
                              automatic=True)
        # Indestructible creatures with lethal damage stay; don't loop forever on them.
        return bool(losers or to_graveyard or legends or
                    any(oid not in self.objects for oid, _, _ in to_destroy))

    def _choice_decision(self, _player: int, prompt: str, _rule: str, _ids: list[int], /,
                         **args: Any) -> Decision:
        """A choice among ``_ids``; ``args`` are the prompt's fields (no field
        may be called ``prompt``, and the other parameters have names no field
        uses, as mypyc needs, see ``log``)."""
        ids, rule = _ids, _rule

        def validate(a: Any) -> None:
            self._expect(a, Choose, rule)
            if a.choice not in ids:
                raise IllegalAnswer(rule, "{card} is not one of the options", card=self.describe(a.choice))

        return self._decision(Kind.CHOOSE, _player, prompt, rule, {"options": ids}, validate,
                              lambda: [Choose(i) for i in ids], prompt_args=args)

    def _lose(self, player: int, why: str, rule: str) -> None:
        p = self.players[player]
        if p.lost:
            return
        p.lost = True
        p.loss_reason = why
        self.log("lose", rule, "{player} loses the game: {why}.", True, player=p.name, why=why)

    def _check_game_over(self) -> bool:
        """Set the outcome once at most one player is left (CR 104.2a, 104.4a)."""
        alive = [p for p in self.players if not p.lost]
        if len(alive) > 1 or self.outcome is not None:
            return self.outcome is not None
        losers = [p for p in self.players if p.lost]
        if alive:
            reason = "; ".join(f"{p.name}: {p.loss_reason}" for p in losers)
            rule = "104.2a"
            self.outcome = Outcome(alive[0].index, reason, rule)
            self.log("win", rule, "{player} wins the game.", True, player=alive[0].name)
        else:
            self.outcome = Outcome(None, "all players lost at the same time", "104.4a")
            self.log("draw_game", "104.4a", "The game is a draw: all players lost at the same time.", True)
        return True

    def _order_triggers_decision(self, player: int, triggers: list[PendingTrigger]) -> Decision:
        """CR 603.3b: a player puts their simultaneous triggers on the stack in any order they choose."""
        n = len(triggers)

        def validate(a: Any) -> None:
            self._expect(a, StackOrder, "603.3b")
            if sorted(a.order) != list(range(n)):
                raise IllegalAnswer("603.3b", "list each of the {n} triggered abilities once, by position (0 to {last})",
                                    n=n, last=n - 1)

        data = {"triggers": [{"source": t.source if t.source in self.objects else None, "source_name": t.source_name,
                              "text": t.ability.text or t.ability.trigger} for t in triggers]}
        return self._decision(Kind.ORDER_TRIGGERS, player,
                              "Choose the order to put your {n} triggered abilities on the stack "
                              "(the first one resolves last).", "603.3b", data, validate,
                              _suggest=lambda: StackOrder(tuple(range(n))), prompt_args={"n": n})

    def _put_triggers_on_stack(self) -> Flow:
        """CR 603.3b: active player's triggers first, then the others' (APNAP)."""
        waiting, self.pending_triggers = self.pending_triggers, []
        order = [(self.active + i) % len(self.players) for i in range(len(self.players))]
        for pi in order:
            mine = [t for t in waiting if t.controller == pi]
            if len(mine) > 1:
                ans = yield self._order_triggers_decision(pi, mine)
                mine = [mine[i] for i in ans.order]
            for t in mine:
                targets: tuple[Ref, ...] = ()
                if t.ability.modes:
                    if not self.mode_choices(pi, t.ability, t.source):
                        self.log("trigger_removed", "603.3d", "{card}'s ability has no legal target and is removed.",
                                 card=t.source_name)
                        continue
                    mode = yield from self.choose_mode(pi, t.ability, t.source, t.source_name, False)
                    assert mode is not None
                    t = PendingTrigger(t.controller, t.source, t.source_name, mode, t.info)
                if t.ability.targets:
                    distinct = t.ability.params.get("distinct_targets") is True  # CR 115.3
                    if self._targets_possible(pi, t.ability.targets, t.source, distinct):
                        self.log("trigger_removed", "603.3d", "{card}'s ability has no legal target and is removed.",
                                 card=t.source_name)
                        continue
                    chosen = yield from self._choose_targets(pi, t.ability.targets, t.source,
                                                             "Choose targets for {card}'s triggered ability.",
                                                             t.source_name, False, distinct)
                    targets = chosen or ()
                item_id = self._next_id
                self._next_id += 1
                self.stack.append(StackItem(item_id, "triggered", pi, t.source, t.source_name, t.ability,
                                            targets, info=t.info))
                self.log("trigger", "603.3", "{card}'s ability triggers: {text}", card=t.source_name,
                         text=t.ability.text or t.ability.trigger)
