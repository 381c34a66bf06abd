"""Operations: what effects and rules do to a game (CR 120, 121, 400, 500.7-500.10, 611).

Moving objects between zones (each move makes a new object, CR 400.7),
drawing, tokens, damage and life, continuous effects, counters, extra turns,
phases and skips, logging, and the helper that builds decisions.  Effects
(``effects.py``) call these; so do the layers above.
"""

from __future__ import annotations

from typing import Any, Callable, Mapping, Sequence

from .cards import Ability, CardDef, card_from_json
from .characteristics import Characteristics
from .decisions import Decision, Flow, Kind, Order, Ref
from .errors import IllegalAnswer
from .events import Event
from .mana import COLOR_NAMES
from .move_reasons import MOVE_TEMPLATES
from .objects import GameObject, Modifier, PendingTrigger, Player, Zone

#: Events that cannot make a state-based action apply.  Every other event (and
#: every change to the battlefield's membership) marks the state as changed, so
#: the full check of CR 704 runs again before the next priority; after a pass
#: nothing has changed.  (Drawing from an empty library has its own event.)
_QUIET_EVENTS = frozenset({
    "pass", "step", "mana", "mana_empties", "attack", "block", "unblocked", "order", "keep",
    "no_attackers", "skip_combat", "skip_draw", "untap", "trigger", "draw_step", "extra_phase",
    "extra_turn", "skip", "draw", "cast", "land", "resolve", "activate", "shuffle", "start", "coin",
    "mulligan", "bottom",
})


class Operations(Characteristics):
    """The primitive operations on a game."""

    def _new_library(self, player: Player, cards: Sequence[CardDef]) -> None:
        """Put a whole deck into a library at once (game set-up, where speed matters
        for simulations of thousands of games)."""
        first = self._next_id
        objects = self.objects
        for i, card in enumerate(cards):
            objects[first + i] = GameObject(first + i, card, player.index, player.index, Zone.LIBRARY,
                                            timestamp=self._timestamp + 1 + i)
        player.library.extend(range(first, first + len(cards)))
        self._next_id += len(cards)
        self._timestamp += len(cards)
        self._changes += 1

    def _new_object(self, card: CardDef, owner: int, zone: Zone, *, controller: int | None = None,
                    token: bool = False, top: bool = False) -> GameObject:
        oid = self._next_id
        self._next_id += 1
        self._timestamp += 1
        obj = GameObject(oid, card, owner, owner if controller is None else controller, zone,
                         token=token, timestamp=self._timestamp)
        self.objects[oid] = obj
        if zone is Zone.BATTLEFIELD:
            self.battlefield.append(oid)
            self._bf_version += 1
            self._index_moved(oid, card, True)
            self._changes += 1
        elif zone is not Zone.STACK:
            lst = self.players[owner].zone(zone)
            if top:
                lst.insert(0, oid)
            else:
                lst.append(oid)
        return obj

    def log(self, _kind: str, _rule: str, _template: str, _automatic: bool = False, /, **args: Any) -> None:
        """Record an event; ``args`` are the template's fields.  (The parameters
        before them have names no field uses: mypyc would not tell a field
        called ``kind`` from a positional-only parameter of that name.)"""
        if _kind not in _QUIET_EVENTS:
            self._changes += 1
        if not self.keep_events:
            return
        self.events.append(Event(len(self.events), self.turn, self.step.value if self.step else "",
                                 _kind, _rule, _template, args, _automatic, self._answering))

    def name(self, ref: Ref | int) -> str:
        """A readable name for a player ref or object id (for log lines)."""
        if isinstance(ref, str):
            i = int(ref[1:]) if ref[1:].isdigit() else -1
            return self.players[i].name if 0 <= i < len(self.players) else ref
        o = self.objects.get(ref)
        return o.name if o is not None else f"#{ref}"

    def describe(self, ref: Ref | int) -> str:
        """The same as :meth:`name` (a method, not a class-body alias: mypyc compiles no aliases)."""
        return self.name(ref)

    def move(self, oid: int, to: Zone, *, rule: str = "", why: str = "", top: bool = False,
             controller: int | None = None, automatic: bool = False, reason: str = "",
             source: str = "", as_enters: Mapping[str, Any] | None = None, tapped: bool = False) -> int | None:
        """Move an object to another zone.  It becomes a new object (CR 400.7);
        returns the new id (``None`` for a token leaving the battlefield, which
        ceases to exist, CR 704.5d / 111.8).

        The log line is ``reason``'s template (:data:`MOVE_TEMPLATES`, with
        ``source`` the name of what caused it), else ``why``'s fixed words.
        ``as_enters`` holds the choices made as a permanent enters (CR 614.12,
        see :meth:`as_enters_choices`); ``tapped``: an effect puts it onto the
        battlefield tapped."""
        o = self.objects.pop(oid)
        frm = o.zone
        if frm is Zone.BATTLEFIELD:
            self.battlefield.remove(oid)
            self._bf_version += 1
            self._index_moved(oid, o.card, False)
            self._changes += 1
            self.combat.remove(oid)
            self.modifiers = [m for m in self.modifiers if m.target != oid]
            for a in list(self._attachments(oid)):
                a.attached_to = None
            if to is Zone.GRAVEYARD and "Creature" in o.card.types:
                self.trigger(o, "dies")
        elif frm is Zone.STACK:
            pass
        else:
            self.players[o.owner].zone(frm).remove(oid)
        if reason:
            self.log("move", rule, MOVE_TEMPLATES[reason], automatic, card=o.name, source=source, reason=reason)
        elif why:
            self.log("move", rule, "{card} {why}.", automatic, card=o.name, why=why)
        if o.token and frm is Zone.BATTLEFIELD:
            return None
        if o.token and to is not Zone.BATTLEFIELD:
            return None
        new = self._new_object(o.card, o.owner, to, controller=controller, token=o.token, top=top)
        if to is Zone.BATTLEFIELD:
            if tapped or self._enters_tapped(new, as_enters or {}):
                new.tapped = True
            for ab in new.card.abilities:
                if ab.kind == "static" and ab.static == "enters_with_counters":
                    # "This creature enters with two +1/+1 counters on it" (CR 614.1c, 122.6).
                    kind, raw_n = str(ab.params.get("counter", "+1/+1")), ab.params.get("n", 1)
                    n = int((as_enters or {}).get("x", 0)) if raw_n == "X" else int(raw_n)
                    if n <= 0:
                        continue
                    new.counters[kind] = new.counters.get(kind, 0) + n
                    self.log("counters", "614.1c", "{card} enters with {n} {kind} counter(s).", card=new.name,
                             n=n, kind=kind)
            self._entered_battlefield(new)
        return new.id

    def _enters_tapped(self, new: GameObject, choices: Mapping[str, Any]) -> bool:
        """Whether a replacement effect makes ``new`` enter tapped (CR 614.1c):
        "This land enters tapped", perhaps "unless" a condition checked as it
        enters (CR 614.12), so it is never untapped on the battlefield."""
        for ab in new.card.abilities:
            if ab.kind != "static" or ab.static != "enters_tapped":
                continue
            unless = ab.params.get("unless")
            if isinstance(unless, Mapping) and self._enters_condition(new, unless, choices):
                continue
            self.log("enters_tapped", "614.1c", "{card} enters tapped.", card=new.name)
            return True
        return False

    def _enters_condition(self, new: GameObject, cond: Mapping[str, Any], choices: Mapping[str, Any]) -> bool:
        """The "unless" of an enters-tapped replacement (CR 614.12), looked at
        before the permanent is on the battlefield (it doesn't count itself)."""
        me = new.controller
        others = [self.objects[i] for i in self.battlefield if i != new.id and self.objects[i].controller == me]
        if "pay_life" in cond:
            return bool(choices.get("paid_life"))
        if "control_subtype" in cond:
            wanted = set(cond["control_subtype"])
            return any(wanted & set(o.card.subtypes) for o in others)
        lands = sum(1 for o in others if "Land" in o.card.types)
        if "basic_lands_at_least" in cond:
            basics = sum(1 for o in others if "Land" in o.card.types and "Basic" in o.card.supertypes)
            return basics >= int(cond["basic_lands_at_least"])
        if "other_lands_at_most" in cond:
            return lands <= int(cond["other_lands_at_most"])
        if "other_lands_at_least" in cond:
            return lands >= int(cond["other_lands_at_least"])
        if "opponents_at_least" in cond:
            opponents = sum(1 for p in self.players if p.index != me and not p.lost)
            return opponents >= int(cond["opponents_at_least"])
        return False

    def as_enters_choices(self, player: int, card: CardDef) -> Flow:
        """Choices made as a permanent would enter, before it does (CR 614.12):
        "As this land enters, you may pay 2 life. If you don't, it enters
        tapped."  Returns what was chosen, for :meth:`move`'s ``as_enters``."""
        choices: dict[str, Any] = {}
        for ab in card.abilities:
            unless = ab.params.get("unless") if ab.kind == "static" and ab.static == "enters_tapped" else None
            if not isinstance(unless, Mapping) or "pay_life" not in unless:
                continue
            n = int(unless["pay_life"])
            if self.players[player].life < n:
                continue  # CR 119.4: a player can't pay more life than they have
            ans = yield self.yes_no_decision(player, "As {card} enters, pay {n} life? If you don't, it enters tapped.",
                                             "614.12", "Pay {n} life", "Don't pay (it enters tapped)",
                                             card=card.name, n=n)
            if ans.choice == 1:
                self.lose_life(player, n, f"paid as {card.name} enters, CR 614.12")
                choices["paid_life"] = True
        return choices

    def yes_no_decision(self, player: int, prompt: str, rule: str, yes: str, no: str, /, **args: Any) -> Decision:
        """A choice between doing something and not ("you may"): a CHOOSE
        decision whose options are 1 (yes) and 0 (no), with labels to show.
        Answered with ``Choose(1)`` or ``Choose(0)``; the flow receives a bool."""
        from .decisions import Choose

        def validate(a: Any) -> None:
            self._expect(a, Choose, rule)
            if a.choice not in (0, 1):
                raise IllegalAnswer(rule, "answer choose 1 (yes) or choose 0 (no)")

        return self._decision(Kind.CHOOSE, player, prompt, rule,
                              {"options": [0, 1], "labels": {0: no, 1: yes}, "label_args": dict(args), "yes_no": True},
                              validate, lambda: [Choose(0), Choose(1)], prompt_args=args)

    def _entered_battlefield(self, new: GameObject) -> None:
        new.sick = True  # CR 302.6: not under control since the turn began
        if new.card.loyalty is not None:
            new.counters["loyalty"] = new.card.loyalty  # CR 306.5b
        self.trigger(new, "etb")
        if "Land" in new.card.types:
            # Landfall: "whenever a land you control enters" (CR 603.6a, 207.2c).
            for oid in self._battlefield_index().triggers.get("landfall", ()):
                o = self.objects[oid]
                if o.controller == new.controller:
                    self.trigger(o, "landfall")

    def trigger(self, o: GameObject, event: str, info: Mapping[str, Any] | None = None, *,
                about: int | None = None, accept: Callable[[Ability], bool] | None = None) -> None:
        """``o``'s abilities that trigger on ``event`` wait to be put on the stack
        the next time a player would get priority (CR 603.2-603.3).  ``about`` is
        the creature an ability's ``filter`` must match, looked at now (CR 508.2a,
        509.4f); ``accept`` any other condition."""
        for ab in self._triggered_abilities(o.card):
            if ab.trigger != event or (accept is not None and not accept(ab)):
                continue
            if about is None or self.matches(about, ab.params.get("filter")):
                self.pending_triggers.append(PendingTrigger(o.controller, o.id, o.name, ab, dict(info or {})))

    def draw(self, player: int, n: int = 1) -> None:
        p = self.players[player]
        drawn = 0
        for _ in range(n):
            if not p.library:
                p.drew_from_empty = True
                self.log("draw_empty", "704.5b", "{player} must draw but the library is empty.", True,
                         player=p.name)
                break
            self.move(p.library[0], Zone.HAND)
            drawn += 1
        if drawn:
            self.log("draw", "121.1", "{player} draws {n} card(s).", player=p.name, n=drawn)

    def create_token(self, player: int, spec: Mapping[str, Any], source_name: str = "") -> int:
        key = repr(sorted(spec.items()))
        card = self._token_defs.get(key)
        if card is None:
            raw = {"name": spec.get("name", "Token"), "types": spec.get("types", ["Creature"]),
                   "subtypes": spec.get("subtypes", []), "colors": spec.get("colors", []),
                   "power": spec.get("power"), "toughness": spec.get("toughness"),
                   "keywords": spec.get("keywords", []), "abilities": spec.get("abilities", [])}
            card = card_from_json(raw)
            self._token_defs[key] = card
        obj = self._new_object(card, player, Zone.BATTLEFIELD, token=True)
        self._entered_battlefield(obj)
        self.log("token", "111.1", "{player} creates a {card} token ({source}).",
                 player=self.players[player].name, card=card.name, source=source_name)
        return obj.id

    def deal_damage(self, source: int, target: Ref, amount: int, *, source_name: str = "",
                    controller: int | None = None, combat: bool = False) -> int:
        """Deal damage (CR 120): shields prevent first (CR 615); lifelink gains life."""
        if amount <= 0:
            return 0
        src = self.objects.get(source)
        name = source_name or (src.name if src else "?")
        if isinstance(target, str):
            if not self.player_ref_ok(target):
                return 0
            p = self.players[int(target[1:])]
            prevented = min(p.shield, amount)
            p.shield -= prevented
            dealt = amount - prevented
            p.life -= dealt
            tname = p.name
        else:
            t = self.objects.get(target)
            if t is None or t.zone is not Zone.BATTLEFIELD:
                return 0
            prevented = min(t.shield, amount)
            t.shield -= prevented
            dealt = amount - prevented
            if "Planeswalker" in t.card.types and "Creature" not in t.card.types:
                t.counters["loyalty"] = t.counters.get("loyalty", 0) - dealt  # CR 120.3c
            else:
                t.damage += dealt
                if dealt and src is not None and self.has_keyword(source, "Deathtouch"):
                    t.deathtouched = True
            tname = t.name
        kind = "combat damage" if combat else "damage"
        if prevented:
            self.log("prevent", "615.1", "{n} damage to {target} is prevented.", n=prevented, target=tname)
        if dealt:
            # Combat damage is a turn-based action (CR 510.2, 703.4p): the game deals it by itself.
            self.log("damage", "510.2" if combat else "120.3", "{source} deals {n} {kind} to {target}.", combat,
                     source=name, n=dealt, kind=kind, target=tname)
            if src is not None and self.has_keyword(source, "Lifelink"):
                self.gain_life(src.controller, dealt, f"{name} (lifelink, CR 702.15b)")
        return dealt

    def gain_life(self, player: int, n: int, why: str = "") -> None:
        self.players[player].life += n
        self.log("life", "119.3", "{player} gains {n} life ({why}).", player=self.players[player].name, n=n, why=why)

    def lose_life(self, player: int, n: int, why: str = "") -> None:
        self.players[player].life -= n
        self.log("life", "119.3", "{player} loses {n} life ({why}).", player=self.players[player].name, n=n, why=why)

    def add_shield(self, ref: Ref, n: int) -> None:
        if isinstance(ref, str):
            self.players[int(ref[1:])].shield += n
        elif ref in self.objects:
            self.objects[ref].shield += n

    def add_modifier(self, target: int, power: int, toughness: int, keywords: frozenset[str],
                     until: str, player: int, source: str, colors: frozenset[str] | None = None) -> None:
        self.modifiers.append(Modifier(target, power, toughness, keywords, until, player, source, colors))
        if colors is not None:
            self.log("color", "105.3", "{card} becomes {colors} ({until}).", card=self.name(target),
                     colors=" and ".join(COLOR_NAMES[c] for c in sorted(colors)) or "colorless",
                     until=until.replace("_", " "))
            return
        extra = f" and gains {', '.join(sorted(keywords))}" if keywords else ""
        self.log("modify", "611.2", "{card} gets {p:+d}/{t:+d}{extra} ({until}).", card=self.name(target),
                 p=power, t=toughness, extra=extra, until=until.replace("_", " "))

    def add_counters(self, oid: int, kind: str, n: int) -> None:
        o = self.objects[oid]
        o.counters[kind] = o.counters.get(kind, 0) + n
        self.log("counters", "122.1", "{n} {kind} counter(s) put on {card}.", n=n, kind=kind, card=o.name)

    def destroy(self, oid: int, because: str = "", rule: str = "701.7") -> bool:
        """CR 701.7: move to the graveyard, unless indestructible (702.12b)."""
        if oid not in self.objects or not self.on_battlefield(oid):
            return False
        if self.has_keyword(oid, "Indestructible"):
            self.log("indestructible", "702.12b", "{card} is indestructible and is not destroyed.",
                     card=self.name(oid))
            return False
        self.move(oid, Zone.GRAVEYARD, rule=rule, reason="destroyed_by" if because else "destroyed", source=because)
        return True

    def counter_spell(self, oid: int, by: str) -> None:
        for i, item in enumerate(self.stack):
            if item.id == oid:
                o = self.objects.get(oid)
                if item.kind == "spell" and o is not None and any(
                        a.kind == "static" and a.static == "cant_be_countered" for a in o.card.abilities):
                    self.log("not_countered", "101.2", "{card} can't be countered.", card=o.name)
                    return
                del self.stack[i]
                if item.kind == "spell":
                    from .casting_costs import leave_stack_zone  # flashback: exiled instead (CR 702.34a)
                    self.move(oid, leave_stack_zone(item.info), rule="701.5", reason="countered_by", source=by)
                return

    def add_extra_turn(self, player: int, source: str) -> None:
        self.turns.add_extra_turn(player)
        self.log("extra_turn", "500.7", "{player} will take an extra turn after this one ({source}).",
                 player=self.players[player].name, source=source)

    def add_additional_combat(self, with_main: bool, source: str) -> None:
        assert self.step is not None
        self.turns.add_combat_after(self.step.phase, with_main)
        self.log("extra_phase", "500.8", "An additional combat phase{main} will follow this phase ({source}).",
                 main=" and main phase" if with_main else "", source=source)

    def add_skip(self, player: int, what: str, source: str) -> None:
        self.turns.skips.append((player, what))
        self.log("skip", "500.10", "{player} will skip their next {what} ({source}).",
                 player=self.players[player].name, what=what, source=source)

    def _decision(self, kind: Kind, player: int, prompt: str, rule: str, data: Mapping[str, Any],
                  validate: Callable[[Any], None], options: Callable[[], list[Any]] | None = None,
                  _suggest: Callable[[], Any] | None = None, prompt_args: Mapping[str, Any] | None = None) -> Decision:
        """The pending decision; ``prompt`` is an English template filled in from ``prompt_args``
        (the GUI translates the template, ``i18n_extract`` collects it)."""
        self.priority_player = player if kind is Kind.PRIORITY else self.priority_player
        return Decision(kind, player, prompt, rule, data, validate, options, _suggest, prompt_args or {})

    @staticmethod
    def _expect(a: Any, cls: type | tuple[type, ...], rule: str) -> None:
        if not isinstance(a, cls):
            names = " or ".join(c.__name__ for c in (cls if isinstance(cls, tuple) else (cls,)))
            raise IllegalAnswer(rule, "this decision takes {expected}, not {answer}", expected=names, answer=str(a))

    def add_delayed_trigger(self, when: str, controller: int, source: int, source_name: str,
                            effects: Sequence[Mapping[str, Any]], info: Mapping[str, Any]) -> None:
        """A delayed triggered ability (CR 603.7), e.g. "destroy it at end of combat"."""
        ab = Ability(kind="triggered", trigger=when, effects=tuple(effects), text=f"at {when.replace('_', ' ')}")
        self.delayed_triggers.append((when, PendingTrigger(controller, source, source_name, ab, dict(info))))

    def enter_blocking(self, blocker: int, attacker: int) -> Flow:
        """CR 509.7: a creature put onto the battlefield blocking; the active
        player places it in the attacker's damage assignment order."""
        was_blocked = self.combat.blocked.get(attacker, False)
        self.combat.blocks[blocker] = [attacker]
        self.combat.blocker_order[blocker] = [attacker]
        self.combat.blocked[attacker] = True
        self.combat.entered_blocking.add(blocker)
        current = self.combat.order.setdefault(attacker, [])
        self.log("enter_blocking", "509.7", "{blocker} enters the battlefield blocking {attacker}.",
                 blocker=self.name(blocker), attacker=self.name(attacker))
        # CR 509.4c: "becomes blocked" triggers only if the attacker was unblocked;
        # CR 509.4d: "becomes blocked by a creature" triggers for this blocker.
        if not was_blocked:
            self.trigger(self.objects[attacker], "becomes_blocked")
        self.trigger(self.objects[attacker], "blocked_by", {"creature": blocker}, about=blocker)
        if not current or not self.damage_order:
            current.append(blocker)
            return
        rule = "509.7"

        def validate(a: Any) -> None:
            self._expect(a, Order, rule)
            if a.of != attacker or sorted(a.order) != sorted(current + [blocker]):
                raise IllegalAnswer(rule, "the new order must list every blocker of the attacker once")
            if [i for i in a.order if i != blocker] != current:
                raise IllegalAnswer(rule, "the other blockers keep their relative order; only the new one is placed")

        ans = yield self._decision(
            Kind.PLACE_IN_ORDER, self.active,
            "Place {blocker} in the damage assignment order of {attacker}.", rule,
            {"of": attacker, "items": current + [blocker], "new": blocker}, validate,
            lambda: [Order(attacker, tuple(current[:i] + [blocker] + current[i:])) for i in range(len(current) + 1)],
            prompt_args={"blocker": self.name(blocker), "attacker": self.name(attacker)})
        self.combat.order[attacker] = list(ans.order)
        self.log("order", rule, "Damage assignment order for {card}: {order}.", card=self.name(attacker),
                 order=", then ".join(self.name(i) for i in ans.order))
