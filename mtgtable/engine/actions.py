"""What a player with priority may do, and doing it (CR 116, 117, 305, 601, 602, 605).

Each action has a predicate saying why it is not allowed now (``land_problem``,
``cast_problem``, ``activate_problem``, ``manual_problem``), used both to list
legal actions and to validate answers, and a flow that asks for targets and
payment before anything changes (cancelling leaves the game as it was).  A layer of
:class:`~.game.Game` (see ``state.py``).
"""

from __future__ import annotations

import re

from typing import Any, Callable, Generator, Iterable, Sequence

from . import casting_costs
from .cards import Ability, CardDef
from .decisions import (
    Activate,
    Cancel,
    Cast,
    Choose,
    Decision,
    Kind,
    Manual,
    Pass,
    Pay,
    PlayLand,
    Ref,
    Targets,
)
from .errors import IllegalAnswer, Problem, problem
from .mana import ManaCost, can_pay, pay_from_units
from .objects import StackItem, Zone
from .operations import Operations
from .targets import TARGET_SPECS, is_legal_target
from .targets import candidates as target_candidates



#: Numbers a manual action takes: ASCII digits only (``str.isdigit`` also accepts "²",
#: which ``int`` refuses), and small enough for a table (CR 107.1).
_MANUAL_NUMBER = re.compile(r"-?[0-9]{1,6}")
_MANUAL_PT = re.compile(r"[0-9]{1,4}/[0-9]{1,4}")

class PlayerActions(Operations):
    """Playing lands, casting, activating, paying, table actions by hand."""

    def _check_priority_answer(self, player: int, a: Any) -> None:
        if isinstance(a, Pass):
            return
        if isinstance(a, PlayLand):
            problem = self.land_problem(player, a.card)
        elif isinstance(a, Cast):
            problem = self.cast_problem(player, a.card, a.x)
        elif isinstance(a, Activate):
            problem = self.activate_problem(player, a.source, a.index, a.color)
        elif isinstance(a, Manual):
            problem = self.manual_problem(player, a)
        else:
            raise IllegalAnswer("116.1", "with priority you may pass, play a land, cast or activate, not {answer}",
                                answer=str(a))
        if problem:
            raise IllegalAnswer.because(problem, (getattr(a, "card", getattr(a, "source", 0)),))

    def legal_actions(self, player: int) -> list[Any]:
        """Every legal priority action except mana abilities and X choices above the smallest."""
        out: list[Any] = [Pass()]
        p = self.players[player]
        sorcery_ok = self._sorcery_timing(player) is None
        units: list[tuple[int | None, frozenset[str]]] | None = None  # computed once, when first needed
        for c in p.hand:
            card = self.objects[c].card
            if card.is_land:
                if sorcery_ok and self.land_problem(player, c) is None:
                    out.append(PlayLand(c))
                continue
            if not (sorcery_ok or card.is_instant or "Flash" in card.keywords):
                continue  # not now (CR 505.5a): skip the full check
            if units is None:
                units = self.available_mana_units(player)
            x = 1 if card.mana_cost.x_count else 0
            if card.mana_cost.mana_value + x > len(units) and not casting_costs.cheaper_than_printed(self, card):
                continue  # cannot be paid (CR 117.3): skip the full check
            if self.cast_problem(player, c, x, units) is None:
                out.append(Cast(c, x))
        # Cards cast from the graveyard (flashback, CR 702.34a): the casting-costs hook.
        out.extend(Cast(c) for c in casting_costs.castable_elsewhere(self, player)
                   if self.cast_problem(player, c, 0, units) is None)
        for c in p.hand:
            card = self.objects[c].card
            if any(a.cost.discard_self for a in card.abilities):
                for i, ab in enumerate(self.activated_abilities(c)):
                    if ab.cost.discard_self and self.activate_problem(player, c, i, "") is None:
                        out.append(Activate(c, i))
        for oid in self._battlefield_index().activators:
            o = self.objects[oid]
            if o.controller != player:
                continue
            for i in self._nonmana_activated(o.card):
                if self.activate_problem(player, oid, i, "") is None:
                    out.append(Activate(oid, i))
        return out

    def _sorcery_timing(self, player: int, rule: str = "505.5a") -> Problem | None:
        if player != self.active:
            return problem(rule, "only the active player can do this, in their main phase")
        if self.step is None or not self.step.is_main:
            return problem(rule, "this can be done only in a main phase")
        if self.stack:
            return problem(rule, "this can be done only while the stack is empty")
        return None

    def land_problem(self, player: int, card: int) -> Problem | None:
        """Why ``player`` may not play ``card`` as a land now (CR 505.5b, 305.2, 115.2a)."""
        o = self.objects.get(card)
        if o is None or o.zone is not Zone.HAND or o.owner != player:
            return problem("305.1", "#{id} is not a card in your hand", id=card)
        if not o.card.is_land:
            return problem("305.1", "{card} is not a land", card=o.name)
        timing = self._sorcery_timing(player)
        if timing:
            return problem("505.5b", "a land can be played only by the active player in their main phase "
                                     "with an empty stack")
        p = self.players[player]
        if p.lands_played >= p.land_limit:
            return problem("305.2", "you have already played a land this turn")
        return None

    def available_mana_units(self, player: int, exclude: Iterable[int] = ()) -> list[tuple[int | None, frozenset[str]]]:
        """Units of mana the player could make now: the pool, then untapped sources."""
        units: list[tuple[int | None, frozenset[str]]] = [(None, frozenset(t)) for t in self.players[player].pool.units()]
        skip = set(exclude) if exclude else ()
        objects = self.objects
        for oid, source in self._battlefield_index().mana_sources:
            o = objects[oid]
            if o.controller != player or o.tapped or oid in skip:
                continue
            if (o.sick or source[0].cost.mana.mana_value) and not self._mana_ability_usable(oid, source[0]):
                continue
            made = source[1] if "instead" not in source[0].params else self._produce(self._produce_now(o, source[0]))
            units.extend((oid, opts) for opts in made)
        return units

    def _produce_now(self, o: Any, ab: Ability) -> str:
        """What a mana ability makes now: Urza's Tower makes {C}{C}{C} instead of
        {C} while its controller controls an Urza's Mine and an Urza's
        Power-Plant (permanents with those subtypes, CR 205.3i, 106.4)."""
        alt = ab.params.get("instead")
        if isinstance(alt, dict):
            mine = [set(self.objects[i].card.subtypes) for i in self.battlefield
                    if self.objects[i].controller == o.controller]
            if all(any(set(need) <= have for have in mine) for need in alt.get("control_subtypes", ())):
                return str(alt.get("produce", ab.produce))
        return ab.produce

    def _life_for_mana(self, oid: int) -> bool:
        """A source whose mana costs life (Horizon Canopy, Mana Confluence): used last."""
        source = self._mana_source(self.objects[oid].card)
        return source is not None and source[0].cost.life > 0

    def _sacrificed_for_mana(self, oid: int) -> bool:
        source = self._mana_source(self.objects[oid].card)
        return source is not None and source[0].cost.sacrifice_self

    def _mana_ability_usable(self, oid: int, ab: Ability) -> bool:
        o = self.objects[oid]
        if ab.cost.life and self.players[o.controller].life < ab.cost.life:
            return False  # CR 119.4
        if ab.cost.tap and (o.tapped or (o.sick and "Creature" in o.card.types and not self.has_keyword(oid, "Haste"))):
            return False
        return ab.cost.mana.mana_value == 0

    def payment_units(self, player: int, exclude: Iterable[int] = (),
                      available: list[tuple[int | None, frozenset[str]]] | None = None,
                      ) -> list[tuple[int | None, frozenset[str]]]:
        """The units :meth:`auto_payment` may use, in the order it prefers them:
        the pool, then lands, then other sources (creatures last); sources that
        are sacrificed for mana only when the player names them."""
        units = [u for u in (available if available is not None else self.available_mana_units(player, exclude))
                 if u[0] is None or not self._sacrificed_for_mana(u[0])]
        units.sort(key=lambda u: (u[0] is not None, u[0] is not None and self._life_for_mana(u[0]),
                                  u[0] is not None and self.is_creature(u[0])))
        return units

    def auto_payment(self, player: int, cost: ManaCost, exclude: Iterable[int] = (),
                     units: list[tuple[int | None, frozenset[str]]] | None = None) -> Pay | None:
        """A legal payment for ``cost`` from the pool and untapped sources, or ``None``.
        ``units`` (from :meth:`payment_units`) saves recomputing them for many costs."""
        if units is None:
            units = self.payment_units(player, exclude)
        chosen = pay_from_units(cost, [u[1] for u in units])
        if chosen is None:
            return None
        sources: list[tuple[int, str]] = []
        for i, t in chosen.items():
            src = units[i][0]
            if src is not None:
                sources.append((src, t))
        return Pay(sources=tuple(sorted(sources)))

    def can_afford(self, player: int, cost: ManaCost, exclude: Iterable[int] = (),
                   units: list[tuple[int | None, frozenset[str]]] | None = None) -> bool:
        """Whether any payment exists (CR 117.3), counting every mana ability the
        player could activate, even ones the automatic payment would not use."""
        if cost.mana_value == 0 and not cost.symbols:
            return True
        if units is None:
            units = self.available_mana_units(player, exclude)
        return can_pay(cost, [u[1] for u in units])

    def _targets_possible(self, player: int, specs: Sequence[str], source: int | None,
                          distinct: bool = False) -> Problem | None:
        options = []
        for spec in specs:
            found = target_candidates(self, spec, player, source)
            if not found:
                return problem("601.2c", "there is no legal choice for \"{spec}\"", spec=TARGET_SPECS.get(spec, spec))
            options.append(found)
        if distinct and not _distinct_choice_exists(options):
            return problem("115.3", "there are not {n} different legal targets", n=len(specs))
        return None

    def cast_problem(self, player: int, card: int, x: int = 0,
                     units: list[tuple[int | None, frozenset[str]]] | None = None) -> Problem | None:
        """Why ``player`` may not cast ``card`` now (CR 601.2, 505.5a, 117.3), or ``None``."""
        o = self.objects.get(card)
        if o is None or o.owner != player or not casting_costs.castable_zone(o.card, o.zone):
            return problem("601.2a", "#{id} is not a card in your hand", id=card)
        if o.card.is_land:
            return problem("305.9", "{card} is a land: lands are played, not cast", card=o.name)
        if not (o.card.is_instant or "Flash" in o.card.keywords):
            timing = self._sorcery_timing(player)
            if timing:
                return timing
        if x < 0 or (x and not o.card.mana_cost.x_count):
            return problem("107.3", "X must be a number 0 or more, and only for a cost with {X}")
        if casting_costs.needs_full_check(self, o):
            # Alternative and additional costs, cost changes (CR 601.2b, 601.2f): the casting-costs hook.
            paying = casting_costs.cost_problem(self, player, o, x, units)
            if paying is not None:
                return paying
        elif not self.can_afford(player, o.card.mana_cost.with_x(x), (), units):
            return problem("117.3", "you can't pay {cost} for {card}", cost=str(o.card.mana_cost), card=o.name)
        sa = o.card.spell_ability
        if sa is not None:
            if sa.params.get("timing") == "after_blockers" and not (
                    self.step is not None and self.step.is_combat and self.combat.blockers_declared):
                return problem("601.3", "{card} can be cast only during combat after blockers are declared",
                               card=o.name)
            if sa.modes:
                if not self.mode_choices(player, sa, card):
                    return problem("700.2a", "no mode of {card} has legal targets", card=o.name)
                return None
            return self._targets_possible(player, sa.targets, card, _distinct(sa))
        return None

    def mode_choices(self, player: int, ab: Ability, source: int) -> list[int]:
        """The legal sets of modes (indexes into ``modes.choices``, CR 700.2a): each mode's targets possible."""
        from .modes import choices
        ok = [self._targets_possible(player, m.targets, source, _distinct(m)) is None for m in ab.modes]
        return [i for i, c in enumerate(choices(ab)) if all(ok[k] for k in c)]

    def choose_mode(self, player: int, ab: Ability, source: int, card: str,
                    cancellable: bool) -> Generator[Decision, Any, Ability | None]:
        """CR 700.2a: the mode (or modes, "choose one or both", ``engine.modes``) of a modal
        spell or ability is chosen as it is put on the stack (before targets, CR 601.2b-c);
        only modes with legal targets are options."""
        from .modes import choices, combined, label
        sets = choices(ab)
        legal = self.mode_choices(player, ab, source)

        def validate(a: Any) -> None:
            if cancellable and isinstance(a, Cancel):
                return
            self._expect(a, Choose, "700.2a")
            if a.choice not in legal:
                raise IllegalAnswer("700.2a", "mode {n} is not a mode of {card} you can choose now", n=a.choice,
                                    card=card)

        labels = {i: label(ab, sets[i]) for i in legal}
        opts: list[Any] = [Choose(i) for i in legal] + ([Cancel()] if cancellable else [])
        ans = yield self._decision(Kind.CHOOSE, player, "Choose a mode for {card}.", "700.2a",
                                   {"options": legal, "labels": labels, "mode": True, "source": source}, validate,
                                   lambda: opts, prompt_args={"card": card})
        if isinstance(ans, Cancel):
            return None
        chosen: Ability = combined(ab, sets[ans.choice])
        self.log("mode", "700.2a", "{player} chooses a mode of {card}: {text}", player=self.players[player].name,
                 card=card, text=chosen.text)
        return chosen

    def activate_problem(self, player: int, source: int, index: int, color: str) -> Problem | None:
        """Why ``player`` may not activate that ability now (CR 602.2, 602.5, 606.3), or ``None``."""
        o = self.objects.get(source)
        in_hand = o is not None and o.zone is Zone.HAND and o.owner == player
        if o is None or (o.zone is not Zone.BATTLEFIELD and not in_hand):
            return problem("602.2", "#{id} is not a permanent on the battlefield", id=source)
        if o.controller != player:
            return problem("602.2", "you don't control {card}", card=o.name)
        abilities = self.activated_abilities(source)
        if not 0 <= index < len(abilities):
            return problem("602.2", "{card} has no activated ability number {n}", card=o.name, n=index)
        ab = abilities[index]
        c = ab.cost
        if in_hand != c.discard_self:
            # CR 113.6: an ability works only where it says; "discard this card" only from the hand (702.29a).
            if in_hand:
                return problem("113.6", "this ability of {card} can't be activated from your hand", card=o.name)
            return problem("113.6", "this ability of {card} is activated from your hand", card=o.name)
        if c.tap or c.untap:
            if c.tap and o.tapped:
                return problem("602.5a", "{card} is already tapped", card=o.name)
            if o.sick and "Creature" in o.card.types and not self.has_keyword(source, "Haste"):
                return problem("302.6", "{card} has summoning sickness: it can't use {{T}} abilities yet", card=o.name)
        if c.loyalty is not None:
            timing = self._sorcery_timing(player)
            if timing:
                return problem("606.3", "loyalty abilities can be activated only at sorcery speed")
            if o.loyalty_used:
                return problem("606.3", "a loyalty ability of {card} was already activated this turn", card=o.name)
            if c.loyalty < 0 and self.loyalty(source) < -c.loyalty:
                return problem("606.6", "{card} doesn't have {n} loyalty to remove", card=o.name, n=-c.loyalty)
        if c.life and self.players[player].life < c.life:
            return problem("119.4", "you can't pay {n} life: your life total is less than that", n=c.life)
        if ab.sorcery_speed:
            timing = self._sorcery_timing(player, "602.5d")
            if timing:
                return timing
        if ab.kind == "mana":
            options = self._produce(ab.produce)
            if color and not any(color in u for u in options):
                return problem("106.1", "{card} can't make {color} mana", card=o.name, color=color)
            if not color and any(len(u) > 1 for u in options):
                return problem("106.1", "choose which colour of mana {card} makes", card=o.name)
        exclude = (source,) if c.tap or c.sacrifice_self else ()
        if not self.can_afford(player, c.mana, exclude):
            return problem("117.3", "you can't pay {cost} for {card}'s ability", cost=str(c.mana), card=o.name)
        specs = ab.targets if ab.kind != "equip" else ("creature_you_control",)
        return self._targets_possible(player, specs, source, _distinct(ab))

    def _take_action(self, player: int, a: Any) -> Generator[Decision, Any, bool]:
        if isinstance(a, PlayLand):
            o = self.objects[a.card]
            self.players[player].lands_played += 1
            self.log("land", "505.5b", "{player} plays {card} (a special action, once per turn).",
                     player=self.players[player].name, card=o.name)
            choices = yield from self.as_enters_choices(player, o.card)
            self.move(a.card, Zone.BATTLEFIELD, as_enters=choices)
            return True
        if isinstance(a, Cast):
            return (yield from self._cast(player, a.card, a.x))
        if isinstance(a, Activate):
            return (yield from self._activate(player, a.source, a.index, a.color))
        if isinstance(a, Manual):
            self._manual(player, a)
            return True
        return False

    def manual_problem(self, player: int, a: Manual) -> Problem | None:
        """Why a manual table action is refused (it must name something that exists)."""
        if a.action == "life":
            if not (isinstance(a.target, str) and self.player_ref_ok(a.target)):
                return problem("119.1", "{target} is not a player in the game", target=str(a.target))
            if not _MANUAL_NUMBER.fullmatch(a.arg):
                return problem("119.1", "life change {value} is not a number", value=repr(a.arg))
            return None
        if a.action == "token":
            parts = a.arg.rsplit(" ", 1)
            if not (isinstance(a.target, str) and self.player_ref_ok(a.target)) or len(parts) != 2 \
                    or not parts[0].strip() or not _MANUAL_PT.fullmatch(parts[1]):
                return problem("111.1", "a manual token needs a player, a name and P/T, e.g. 'token p0 Saproling 1/1'")
            return None
        o = self.objects.get(a.target) if isinstance(a.target, int) else None
        if o is None:
            return problem("400.7", "#{id} is not an object in the game", id=a.target)
        mine = o.controller == player if o.zone in (Zone.BATTLEFIELD, Zone.STACK) else o.owner == player
        if not mine:
            return problem("108.4", "{card} is not yours to handle", card=o.name)
        if a.action in ("tap", "untap", "counters") and o.zone is not Zone.BATTLEFIELD:
            return problem("110.1", "{card} is not a permanent", card=o.name)
        if a.action == "move":
            try:
                Zone(a.arg)
            except ValueError:
                return problem("400.1", "{value} is not a zone (library, hand, battlefield, graveyard, exile)",
                               value=repr(a.arg))
            if a.arg == Zone.STACK.value or o.zone is Zone.STACK:
                return problem("405.1", "the stack can't be changed by hand")
        if a.action == "counters":
            kind, _, n = a.arg.partition(" ")
            if not kind or not _MANUAL_NUMBER.fullmatch(n):
                return problem("122.1", "counters need a kind and a number, e.g. '+1/+1 2'")
        return None

    def _manual(self, player: int, a: Manual) -> None:
        who = self.players[player].name
        if a.action == "life":
            p = self.players[int(str(a.target)[1:])]
            p.life += int(a.arg)
            self.log("manual", "119.3", "{player} changes {target}'s life by {n} by hand.", player=who,
                     target=p.name, n=a.arg)
            return
        if a.action == "token":
            name, pt = a.arg.rsplit(" ", 1)
            power, _, toughness = pt.partition("/")
            self.create_token(int(str(a.target)[1:]), {"name": name, "power": power, "toughness": toughness},
                              f"by hand, {who}")
            return
        assert isinstance(a.target, int)
        o = self.objects[a.target]
        if a.action in ("tap", "untap"):
            o.tapped = a.action == "tap"
            self.log("manual", "701.21", "{player} {verb}s {card} by hand.", player=who, verb=a.action, card=o.name)
        elif a.action == "counters":
            kind, _, n = a.arg.partition(" ")
            o.counters[kind] = o.counters.get(kind, 0) + int(n)
            self.log("manual", "122.1", "{player} puts {n} {kind} counter(s) on {card} by hand.", player=who,
                     n=n, kind=kind, card=o.name)
        elif a.action == "move":
            self.move(a.target, Zone(a.arg))
            self.log("manual", "400.1", "{player} moves {card} to the {zone} by hand.", player=who, card=o.name,
                     zone=a.arg)

    def _choose_targets(self, player: int, specs: Sequence[str], source: int, prompt: str, card: str,
                        cancellable: bool, distinct: bool = False) -> Generator[Decision, Any, tuple[Ref, ...] | None]:
        """Ask for targets (CR 601.2c); ``prompt`` is a template with a ``{card}`` field.
        ``distinct``: the specs are one word "target" ("two target lands"), so each
        object or player may be chosen once (CR 115.3); different words "target"
        may choose the same one (Agony Warp)."""
        if not specs:
            return ()
        options = [target_candidates(self, s, player, source) for s in specs]

        def validate(a: Any) -> None:
            if cancellable and isinstance(a, Cancel):
                return
            self._expect(a, Targets, "601.2c")
            if len(a.targets) != len(specs):
                raise IllegalAnswer("601.2c", "choose {n} target(s)", n=len(specs))
            if distinct and len(set(a.targets)) != len(a.targets):
                raise IllegalAnswer("115.3", "the same target can't be chosen twice for one word \"target\"",
                                    tuple(t for t in a.targets if isinstance(t, int)))
            for t, spec in zip(a.targets, specs):
                if not is_legal_target(self, spec, t, player, source):
                    at_fault = (t,) if isinstance(t, int) else ()
                    what = TARGET_SPECS.get(spec, spec)
                    if isinstance(t, int) and self.has_keyword(t, "Hexproof"):
                        raise IllegalAnswer("115.1", "{target} is not a legal choice for \"{spec}\" "
                                                     "(hexproof, CR 702.11)", at_fault,
                                            target=self.describe(t), spec=what)
                    raise IllegalAnswer("115.1", "{target} is not a legal choice for \"{spec}\"", at_fault,
                                        target=self.describe(t), spec=what)

        def opts() -> list[Any]:
            import itertools
            product: Iterable[tuple[Ref, ...]] = itertools.product(*options)
            if distinct:
                product = (c for c in product if len(set(c)) == len(c))
            combos = list(itertools.islice(product, 50))
            return [Targets(tuple(c)) for c in combos]

        ans = yield self._decision(Kind.TARGETS, player, prompt, "601.2c",
                                   {"specs": list(specs), "candidates": options, "source": source,
                                    "cancellable": cancellable, "distinct": distinct}, validate, opts,
                                   prompt_args={"card": card})
        if isinstance(ans, Cancel):
            return None
        return tuple(ans.targets)

    def _pay(self, player: int, cost: ManaCost, prompt: str, card: str, exclude: tuple[int, ...],
             cancellable: bool) -> Generator[Decision, Any, Pay | None]:
        """Ask for a payment (CR 601.2g-h); ``prompt`` is a template with ``{cost}`` and ``{card}`` fields."""
        if cost.mana_value == 0 and not cost.symbols:
            return Pay()

        # The state does not change while this decision waits: the sources are
        # listed and the automatic payment solved once, for the options, the
        # check of the answer and its use.
        available = self.available_mana_units(player, exclude)
        solved: list[Pay | None] = []

        def auto_pay() -> Pay | None:
            if not solved:
                solved.append(self.auto_payment(player, cost, exclude, self.payment_units(player, exclude, available)))
            return solved[0]

        def validate(a: Any) -> None:
            if cancellable and isinstance(a, Cancel):
                return
            self._expect(a, Pay, "601.2g")
            self._resolve_payment(player, cost, a, exclude, auto_pay)

        def opts() -> list[Any]:
            auto = auto_pay()
            return ([Pay(auto=True)] if auto else []) + ([Cancel()] if cancellable else [])

        ans = yield self._decision(
            Kind.PAY, player, prompt, "601.2g",
            {"cost": str(cost), "mana_value": cost.mana_value, "pool": str(self.players[player].pool),
             "sources": [u[0] for u in available if u[0] is not None],
             "cancellable": cancellable}, validate, opts, prompt_args={"cost": str(cost), "card": card})
        if isinstance(ans, Cancel):
            return None
        return self._resolve_payment(player, cost, ans, exclude, auto_pay)

    def _resolve_payment(self, player: int, cost: ManaCost, pay: Pay, exclude: tuple[int, ...],
                         auto_pay: Callable[[], Pay | None] | None = None) -> Pay:
        """Check a payment and return it with explicit sources (CR 601.2g-h, 117.3)."""
        if pay.auto:
            auto = auto_pay() if auto_pay is not None else self.auto_payment(player, cost, exclude)
            if auto is None:
                raise IllegalAnswer("117.3", "there is not enough mana to pay {cost}", cost=str(cost))
            return auto
        units: list[frozenset[str] | str] = list(self.players[player].pool.units())
        seen: set[int] = set()
        for src, color in pay.sources:
            o = self.objects.get(src)
            if src in seen:
                raise IllegalAnswer("605.3", "{card} is used twice", (src,), card=self.describe(src))
            seen.add(src)
            if o is None or o.zone is not Zone.BATTLEFIELD or o.controller != player or src in exclude:
                raise IllegalAnswer("605.3", "{card} is not a mana source you can use", (src,), card=self.describe(src))
            source = self._mana_source(o.card)
            if source is None or not self._mana_ability_usable(src, source[0]):
                raise IllegalAnswer("605.3", "{card} can't produce mana now (tapped or summoning sick)", (src,),
                                    card=o.name)
            produced = source[1] if "instead" not in source[0].params else \
                self._produce(self._produce_now(o, source[0]))
            if len(produced) == 1 and len(produced[0]) > 1:
                if color not in produced[0]:
                    if not color:
                        raise IllegalAnswer("106.1", "choose which colour of mana {card} makes", (src,), card=o.name)
                    raise IllegalAnswer("106.1", "{card} can't make {color} mana", (src,), card=o.name, color=color)
                units.append(color)
            else:
                units.extend(produced)
        if pay_from_units(cost, units) is None:
            raise IllegalAnswer("117.3", "that mana does not pay {cost}", cost=str(cost))
        return pay

    def _execute_payment(self, player: int, cost: ManaCost, pay: Pay) -> None:
        p = self.players[player]
        for src, color in pay.sources:
            self._activate_mana(player, src, color)
        used = pay_from_units(cost, p.pool.units())
        assert used is not None, "payment was validated"
        units = p.pool.units()
        p.pool.remove_units(units[i] for i in used)

    def _mana_ability_for(self, card: CardDef, color: str) -> Ability:
        """Which of a card's {T} mana abilities makes ``color`` (CR 605.3b): one
        without a side effect (a painland's damage) when there is one."""
        found = [a for a in card.abilities if a.kind == "mana" and (not color or any(
            color in u for u in self._produce(a.produce)))]
        if not found:
            return next(x for x in card.abilities if x.kind == "mana")
        found.sort(key=lambda a: bool(a.params.get("damage_to_you")))
        return found[0]

    def _activate_mana(self, player: int, source: int, color: str, ab: Ability | None = None) -> None:
        """CR 605.3b: a mana ability resolves at once: pay its cost ({T} or
        sacrifice), then add its mana to the pool.  A mana ability that also
        deals damage to its controller (a painland, "This land deals 1 damage
        to you") does so as part of the same ability (CR 605.3b, 120.3)."""
        o = self.objects[source]
        if ab is None:
            ab = self._mana_ability_for(o.card, color)
        for u in self._produce(self._produce_now(o, ab)):
            self.players[player].pool.add(color if len(u) > 1 else next(iter(u)))
        pain = int(ab.params.get("damage_to_you", 0) or 0)
        if ab.cost.life:
            self.lose_life(player, ab.cost.life, f"paid for {o.name}'s mana ability, CR 119.4")
        if ab.cost.sacrifice_self:
            self.move(source, Zone.GRAVEYARD, rule="605.3b", why="is sacrificed for mana")
        else:
            o.tapped = o.tapped or ab.cost.tap
            self.log("mana", "605.3b", "{player} taps {card} for mana.", player=self.players[player].name, card=o.name)
        if pain:
            self.deal_damage(source, f"p{player}", pain, source_name=o.name, controller=player)

    def _cast(self, player: int, card: int, x: int) -> Generator[Decision, Any, bool]:
        """CR 601.2: choices first, then (all at once) the card moves and costs are paid.
        Cancelling at any point leaves the game as it was."""
        o = self.objects[card]
        sa = o.card.spell_ability
        targets: tuple[Ref, ...] = ()
        # CR 601.2b: how it is cast (alternative cost, kicker) and what pays the other costs.
        plan = yield from casting_costs.choose_plan(self, player, o, x)
        if plan is None:
            return False
        if sa is not None and sa.modes:
            mode = yield from self.choose_mode(player, sa, card, o.name, True)
            if mode is None:
                return False
            sa = mode
        if sa is not None and sa.targets:
            chosen = yield from self._choose_targets(player, sa.targets, card, "Choose targets for {card}.", o.name,
                                                     True, _distinct(sa))
            if chosen is None:
                return False
            targets = chosen
        cost = casting_costs.total_cost(self, player, o.card, plan.method, x, plan.kicked)  # CR 601.2f
        delved = yield from casting_costs.choose_delve(self, player, o, cost, plan)
        if delved is None:
            return False
        cost = delved
        pay = yield from self._pay(player, cost, "Pay {cost} for {card}.", o.name, (), True)
        if pay is None:
            return False
        self._execute_payment(player, cost, pay)
        casting_costs.pay_parts(self, player, o, plan)  # CR 601.2h
        new_id = self.move(card, Zone.STACK)
        assert new_id is not None
        self.stack.append(StackItem(new_id, "spell", player, new_id, o.name, sa, targets, x, plan.stack_info()))
        tgt = f" targeting {', '.join(self.describe(t) for t in targets)}" if targets else ""
        self.log("cast", "601.2", "{player} casts {card}{tgt}.", player=self.players[player].name,
                 card=o.name, tgt=tgt)
        for oid in self._battlefield_index().triggers.get("cast_spell", ()):
            src = self.objects[oid]
            if src.controller == player:
                self.trigger(src, "cast_spell", accept=lambda ab: _spell_matches(ab, o.card))
        return True

    def _activate(self, player: int, source: int, index: int, color: str) -> Generator[Decision, Any, bool]:
        o = self.objects[source]
        ab = self.activated_abilities(source)[index]
        if ab.kind == "mana":
            if ab.cost.mana.mana_value or ab.cost.mana.symbols:
                # "{1}, {T}: Add {R}{G}": the mana cost is paid first (CR 605.3b, 602.2b).
                pay_first = yield from self._pay(player, ab.cost.mana, "Pay {cost} for {card}'s ability.", o.name,
                                                 (source,), True)
                if pay_first is None:
                    return False
                self._execute_payment(player, ab.cost.mana, pay_first)
            self._activate_mana(player, source, color, ab)
            return True
        specs = ab.targets if ab.kind != "equip" else ("creature_you_control",)
        chosen = yield from self._choose_targets(player, specs, source, "Choose targets for {card}'s ability.",
                                                 o.name, True, _distinct(ab))
        if chosen is None:
            return False
        exclude = (source,) if ab.cost.tap or ab.cost.sacrifice_self else ()
        pay = yield from self._pay(player, ab.cost.mana, "Pay {cost} for {card}'s ability.", o.name, exclude, True)
        if pay is None:
            return False
        self._execute_payment(player, ab.cost.mana, pay)
        if ab.cost.tap:
            o.tapped = True
        if ab.cost.life:
            self.lose_life(player, ab.cost.life, f"paid for {o.name}'s ability, CR 119.4")
        if ab.cost.discard_self:
            self.move(source, Zone.GRAVEYARD, rule="702.29a", why="is discarded to pay a cost")
        if ab.cost.loyalty is not None:
            o.counters["loyalty"] = self.loyalty(source) + ab.cost.loyalty
            o.loyalty_used = True
            self._changes += 1
        item_id = self._next_id
        self._next_id += 1
        self.stack.append(StackItem(item_id, "activated", player, source, o.name, ab, chosen,
                                    info={"equip": ab.kind == "equip"}))
        if ab.cost.sacrifice_self:
            self.move(source, Zone.GRAVEYARD, rule="602.2", why="is sacrificed to pay a cost")
        self.log("activate", "602.2", "{player} activates {card}'s ability: {text}",
                 player=self.players[player].name, card=o.name, text=ab.text or ab.cost.text)
        return True


def _spell_matches(ab: Ability, card: CardDef) -> bool:
    """The optional ``spell`` filter of a ``cast_spell`` trigger: ``noncreature``
    (prowess, CR 702.108), ``instant_or_sorcery``, ``creature``; absent: any spell."""
    kind = ab.params.get("spell")
    if kind == "noncreature":
        return not card.is_creature
    if kind == "instant_or_sorcery":
        return card.is_instant or "Sorcery" in card.types
    if kind == "creature":
        return card.is_creature
    return True


def _distinct(ab: Ability) -> bool:
    """The ability's targets are one word "target" for several (``distinct_targets``, CR 115.3)."""
    return ab.params.get("distinct_targets") is True


def _distinct_choice_exists(options: Sequence[Sequence[Ref]]) -> bool:
    """Whether one different candidate can be chosen for each spec (a matching, Kuhn's)."""
    owner: dict[Ref, int] = {}

    def place(i: int, seen: set[Ref]) -> bool:
        for c in options[i]:
            if c in seen:
                continue
            seen.add(c)
            if c not in owner or place(owner[c], seen):
                owner[c] = i
                return True
        return False

    return all(place(i, set()) for i in range(len(options)))
