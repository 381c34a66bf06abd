"""Operations: what effects and rules do to a game (CR 120, 121, 400, 500.7-500.10, 611).

The only code that changes a :class:`~.state.GameState`: moving objects
between zones (each move makes a new object, CR 400.7), drawing, tokens,
tapping and untapping, damage and life, attachments, counters, continuous
effects, extra turns, phases and skips; and the log, which counts the changes
the state-based-action check trusts (``_changes``).  Effects (``effects.py``)
and the flow modules call these; the module map is in ``state.py``.
"""

from __future__ import annotations

from typing import Any, Callable, Mapping, Sequence

from . import characteristics as chars
from .cards import Ability, CardDef, card_from_json
from .decisions import Decision, Flow, Kind, Order, Ref
from .errors import IllegalAnswer
from .events import Event
from .mana import COLOR_NAMES
from .move_reasons import MOVE_TEMPLATES
from .objects import GameObject, Modifier, PendingTrigger, Player, StackKind, Zone
from .refs import PlayerRef
from .state import GameState
from .steps import Duration

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


def new_library(game: GameState, player: Player, cards: Sequence[CardDef]) -> None:
    """Put a whole deck into a library at once (game set-up, where speed matters
    for simulations of thousands of games)."""
    first = game._next_id
    objects = game.objects
    for i, card in enumerate(cards):
        objects[first + i] = GameObject(first + i, card, player.index, player.index, Zone.LIBRARY,
                                        timestamp=game._timestamp + 1 + i)
    player.library.extend(range(first, first + len(cards)))
    game._next_id += len(cards)
    game._timestamp += len(cards)
    game._changes += 1


def new_object(game: GameState, card: CardDef, owner: int, zone: Zone, *, controller: int | None = None,
                token: bool = False, top: bool = False) -> GameObject:
    oid = game._next_id
    game._next_id += 1
    game._timestamp += 1
    obj = GameObject(oid, card, owner, owner if controller is None else controller, zone,
                     token=token, timestamp=game._timestamp)
    game.objects[oid] = obj
    if zone is Zone.BATTLEFIELD:
        game.battlefield.append(oid)
        game._bf_version += 1
        chars._index_moved(game, oid, card, True)
        game._changes += 1
    elif zone is not Zone.STACK:
        lst = game.players[owner].zone(zone)
        if top:
            lst.insert(0, oid)
        else:
            lst.append(oid)
    return obj


def log(game: GameState, _kind: str, _rule: str, _template: str, _automatic: bool = False, /, **args: Any) -> None:
    """Record an event; ``args`` are the template's fields.  (The parameters
    before them have names no field uses: mypyc would not tell a field
    called ``kind`` from a positional-only parameter of that name.)"""
    if _kind not in _QUIET_EVENTS:
        game._changes += 1
    if not game.keep_events:
        return
    # (``_value_``: the member's value as stored; ``.value`` is a Python-level property, slow on this hot path)
    game.events.append(Event(len(game.events), game.turn, game.step._value_ if game.step else "",
                             _kind, _rule, _template, args, _automatic, game._answering))


def name(game: GameState, ref: Ref | int) -> str:
    """A readable name for a player ref or object id (for log lines)."""
    if isinstance(ref, PlayerRef):
        return game.players[ref.index].name if 0 <= ref.index < len(game.players) else str(ref)
    o = game.objects.get(ref)
    return o.name if o is not None else f"#{ref}"


def describe(game: GameState, ref: Ref | int) -> str:
    """The same as :meth:`name` (a method, not a class-body alias: mypyc compiles no aliases)."""
    return name(game, ref)


def move(game: GameState, oid: int, to: Zone, *, rule: str = "", why: str = "", top: bool = False,
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
    if game.objects[oid].zone is Zone.STACK:
        # A spell that leaves the stack other than by resolving or being countered ("return
        # target spell to its owner's hand") takes its stack item with it (CR 400.7, 405.1);
        # one cast with flashback is exiled instead (CR 702.34a).
        for i, item in enumerate(game.stack):
            if item.kind is StackKind.SPELL and item.source == oid:
                del game.stack[i]
                if item.info.get("cast_method") == "flashback":
                    to = Zone.EXILE
                break
    o = game.objects.pop(oid)
    frm = o.zone
    if frm is Zone.BATTLEFIELD:
        game.battlefield.remove(oid)
        game._bf_version += 1
        chars._index_moved(game, oid, o.card, False)
        game._changes += 1
        game.combat.remove(oid)
        game.modifiers = [m for m in game.modifiers if m.target != oid]
        for a in list(chars._attachments(game, oid)):
            a.attached_to = None
        if to is Zone.GRAVEYARD and "Creature" in o.card.types:
            trigger(game, o, "dies")
        if to is Zone.GRAVEYARD:  # "When this artifact is put into a graveyard from the battlefield" (CR 603.10a)
            trigger(game, o, "put_into_graveyard")
        trigger(game, o, "leaves_battlefield")  # "When this enchantment leaves the battlefield" (CR 603.6c)
    elif frm is Zone.STACK:
        pass
    else:
        game.players[o.owner].zone(frm).remove(oid)
    if reason:
        log(game, "move", rule, MOVE_TEMPLATES[reason], automatic, card=o.name, source=source, reason=reason)
    elif why:
        log(game, "move", rule, "{card} {why}.", automatic, card=o.name, why=why)
    if o.token and frm is Zone.BATTLEFIELD:
        return None
    if o.token and to is not Zone.BATTLEFIELD:
        return None
    card = o.card
    if card.front:  # a transformed double-faced card is its front face everywhere else (CR 712.8a)
        from .transform import front_face
        card = front_face(game, card)
    new = new_object(game, card, o.owner, to, controller=controller, token=o.token, top=top)
    if frm is Zone.BATTLEFIELD and game.pending_triggers:
        for t in game.pending_triggers:  # "When this Aura is put into a graveyard ..., return it" (CR 400.7)
            if t.source == oid:
                t.info["became"] = new.id  # the new object it became, for linked_effects.return_it
    if to is Zone.BATTLEFIELD:
        if tapped or _enters_tapped(game, new, as_enters or {}):
            new.tapped = True
        for ab in new.card.abilities:
            if ab.kind == "static" and ab.static == "enters_with_counters":
                # "This creature enters with two +1/+1 counters on it" (CR 614.1c, 122.6).
                kind, raw_n = str(ab.params.get("counter", "+1/+1")), ab.params.get("n", 1)
                n = int((as_enters or {}).get("x", 0)) if raw_n == "X" else int(raw_n)
                if n <= 0:
                    continue
                new.counters[kind] = new.counters.get(kind, 0) + n
                log(game, "counters", "614.1c", "{card} enters with {n} {kind} counter(s).", card=new.name,
                         n=n, kind=kind)
        if as_enters and as_enters.get("chosen"):
            game.chosen[new.id] = dict(as_enters["chosen"])  # remembered (chosen.py, CR 614.12)
        _entered_battlefield(game, new)
    return new.id


def _enters_tapped(game: GameState, new: GameObject, choices: Mapping[str, Any]) -> bool:
    """Whether a replacement effect makes ``new`` enter tapped (CR 614.1c):
    "This land enters tapped", perhaps "unless" a condition checked as it
    enters (CR 614.12), so it is never untapped on the battlefield."""
    for ab in new.card.abilities:
        if ab.kind != "static" or ab.static != "enters_tapped":
            continue
        unless = ab.params.get("unless")
        if isinstance(unless, Mapping) and _enters_condition(game, new, unless, choices):
            continue
        log(game, "enters_tapped", "614.1c", "{card} enters tapped.", card=new.name)
        return True
    return False


def _enters_condition(game: GameState, new: GameObject, cond: Mapping[str, Any], choices: Mapping[str, Any]) -> bool:
    """The "unless" of an enters-tapped replacement (CR 614.12), looked at
    before the permanent is on the battlefield (it doesn't count itself)."""
    me = new.controller
    others = [game.objects[i] for i in game.battlefield if i != new.id and game.objects[i].controller == me]
    if "pay_life" in cond:
        return bool(choices.get("paid_life"))
    if "reveal" in cond:
        return bool(choices.get("revealed"))  # land_entering.py
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
        opponents = sum(1 for p in game.players if p.index != me and not p.lost)
        return opponents >= int(cond["opponents_at_least"])
    return False


def as_enters_choices(game: GameState, player: int, card: CardDef, entering: int | None = None) -> Flow:
    """Choices made as a permanent would enter, before it does (CR 614.12):
    "As this land enters, you may pay 2 life. If you don't, it enters
    tapped."  Returns what was chosen, for :meth:`move`'s ``as_enters``.
    ``entering``: the card's id while it is still in the hand (it can't reveal itself)."""
    from . import chosen, land_entering
    choices: dict[str, Any] = {}
    if chosen.entering_choices(card):  # "As this Aura enters, choose a color." (chosen.py)
        choices["chosen"] = yield from chosen.ask(game, player, card)
    reveal = land_entering.reveal_filter(card)
    if reveal is not None:
        choices["revealed"] = yield from land_entering.reveal_choice(game, player, card, entering, reveal)
    for ab in card.abilities:
        unless = ab.params.get("unless") if ab.kind == "static" and ab.static == "enters_tapped" else None
        if not isinstance(unless, Mapping) or "pay_life" not in unless:
            continue
        n = int(unless["pay_life"])
        if game.players[player].life < n:
            continue  # CR 119.4: a player can't pay more life than they have
        ans = yield yes_no_decision(game, player, "As {card} enters, pay {n} life? If you don't, it enters tapped.",
                                         "614.12", "Pay {n} life", "Don't pay (it enters tapped)",
                                         card=card.name, n=n)
        if ans.choice == 1:
            lose_life(game, player, n, f"paid as {card.name} enters, CR 614.12")
            choices["paid_life"] = True
    return choices


def intervening_if(game: GameState, controller: int, ab: Ability) -> bool:
    """An intervening "if" (CR 603.4), as ``land_effects.intervening_if`` reads it."""
    from .land_effects import intervening_if as condition
    cond = ab.params.get("if")
    return isinstance(cond, Mapping) and condition(game, controller, cond)


def yes_no_decision(game: GameState, player: int, prompt: str, rule: str, yes: str, no: str, /, **args: Any) -> Decision:
    """A choice between doing something and not ("you may"): a CHOOSE
    decision whose options are 1 (yes) and 0 (no), with labels to show.
    Answered with ``Choose(1)`` or ``Choose(0)``; the flow receives a bool."""
    from .decisions import Choose

    def validate(a: Any) -> None:
        _expect(a, Choose, rule)
        if a.choice not in (0, 1):
            raise IllegalAnswer(rule, "answer choose 1 (yes) or choose 0 (no)")

    return _decision(game, Kind.CHOOSE, player, prompt, rule,
                          {"options": [0, 1], "labels": {0: no, 1: yes}, "label_args": dict(args), "yes_no": True},
                          validate, lambda: [Choose(0), Choose(1)], prompt_args=args)


def _entered_battlefield(game: GameState, new: GameObject) -> None:
    new.sick = True  # CR 302.6: not under control since the turn began
    if new.card.loyalty is not None:
        new.counters["loyalty"] = new.card.loyalty  # CR 306.5b
    trigger(game, new, "etb")
    if "Land" in new.card.types:
        # Landfall: "whenever a land you control enters" (CR 603.6a, 207.2c).
        for oid in chars._battlefield_index(game).triggers.get("landfall", ()):
            o = game.objects[oid]
            if o.controller == new.controller:
                trigger(game, o, "landfall")


def trigger(game: GameState, o: GameObject, event: str, info: Mapping[str, Any] | None = None, *,
            about: int | None = None, accept: Callable[[Ability], bool] | None = None) -> None:
    """``o``'s abilities that trigger on ``event`` wait to be put on the stack
    the next time a player would get priority (CR 603.2-603.3).  ``about`` is
    the creature an ability's ``filter`` must match, looked at now (CR 508.2a,
    509.4f); ``accept`` any other condition."""
    for ab in chars._triggered_abilities(game, o.card):
        if ab.trigger != event or (accept is not None and not accept(ab)):
            continue
        if "if" in ab.params and not intervening_if(game, o.controller, ab):
            continue  # CR 603.4: it doesn't trigger
        if about is None or chars.matches(game, about, ab.params.get("filter")):
            game.pending_triggers.append(PendingTrigger(o.controller, o.id, o.name, ab, dict(info or {})))


def draw(game: GameState, player: int, n: int = 1) -> None:
    p = game.players[player]
    drawn = 0
    for _ in range(n):
        if not p.library:
            p.drew_from_empty = True
            log(game, "draw_empty", "704.5b", "{player} must draw but the library is empty.", True,
                     player=p.name)
            break
        move(game, p.library[0], Zone.HAND)
        drawn += 1
    if drawn:
        log(game, "draw", "121.1", "{player} draws {n} card(s).", player=p.name, n=drawn)


def create_token(game: GameState, player: int, spec: Mapping[str, Any], source_name: str = "") -> int:
    key = repr(sorted(spec.items()))
    card = game._token_defs.get(key)
    if card is None:
        raw = {"name": spec.get("name", "Token"), "types": spec.get("types", ["Creature"]),
               "subtypes": spec.get("subtypes", []), "colors": spec.get("colors", []),
               "power": spec.get("power"), "toughness": spec.get("toughness"),
               "keywords": spec.get("keywords", []), "abilities": spec.get("abilities", [])}
        card = card_from_json(raw)
        game._token_defs[key] = card
    obj = new_object(game, card, player, Zone.BATTLEFIELD, token=True)
    _entered_battlefield(game, obj)
    log(game, "token", "111.1", "{player} creates a {card} token ({source}).",
             player=game.players[player].name, card=card.name, source=source_name)
    return obj.id


def deal_damage(game: GameState, source: int, target: Ref, amount: int, *, source_name: str = "",
                controller: int | None = None, combat: bool = False) -> int:
    """Deal damage (CR 120): shields prevent first (CR 615); lifelink gains life."""
    if amount <= 0:
        return 0
    src = game.objects.get(source)
    name = source_name or (src.name if src else "?")
    if isinstance(target, PlayerRef):
        if not chars.player_ref_ok(game, target):
            return 0
        p = game.players[target.index]
        prevented = min(p.shield, amount)
        p.shield -= prevented
        dealt = amount - prevented
        p.life -= dealt
        tname = p.name
    else:
        t = game.objects.get(target)
        if t is None or t.zone is not Zone.BATTLEFIELD:
            return 0
        prevented = min(t.shield, amount)
        t.shield -= prevented
        dealt = amount - prevented
        if "Planeswalker" in t.card.types and "Creature" not in t.card.types:
            t.counters["loyalty"] = t.counters.get("loyalty", 0) - dealt  # CR 120.3c
        else:
            t.damage += dealt
            if dealt and src is not None and chars.has_keyword(game, source, "Deathtouch"):
                t.deathtouched = True
        tname = t.name
    kind = "combat damage" if combat else "damage"
    if prevented:
        log(game, "prevent", "615.1", "{n} damage to {target} is prevented.", n=prevented, target=tname)
    if dealt:
        # Combat damage is a turn-based action (CR 510.2, 703.4p): the game deals it by itself.
        log(game, "damage", "510.2" if combat else "120.3", "{source} deals {n} {kind} to {target}.", combat,
                 source=name, n=dealt, kind=kind, target=tname)
        if src is not None and chars.has_keyword(game, source, "Lifelink"):
            gain_life(game, src.controller, dealt, f"{name} (lifelink, CR 702.15b)")
    return dealt


def gain_life(game: GameState, player: int, n: int, why: str = "") -> None:
    game.players[player].life += n
    log(game, "life", "119.3", "{player} gains {n} life ({why}).", player=game.players[player].name, n=n, why=why)


def lose_life(game: GameState, player: int, n: int, why: str = "") -> None:
    game.players[player].life -= n
    log(game, "life", "119.3", "{player} loses {n} life ({why}).", player=game.players[player].name, n=n, why=why)


def add_shield(game: GameState, ref: Ref, n: int) -> None:
    if isinstance(ref, PlayerRef):
        game.players[ref.index].shield += n
    elif ref in game.objects:
        game.objects[ref].shield += n


def add_modifier(game: GameState, target: int, power: int, toughness: int, keywords: frozenset[str],
                 until: Duration, player: int, source: str, colors: frozenset[str] | None = None) -> None:
    game.modifiers.append(Modifier(target, power, toughness, keywords, until, player, source, colors))
    if colors is not None:
        log(game, "color", "105.3", "{card} becomes {colors} ({until}).", card=name(game, target),
                 colors=" and ".join(COLOR_NAMES[c] for c in sorted(colors)) or "colorless",
                 until=until.value.replace("_", " "))
        return
    extra = f" and gains {', '.join(sorted(keywords))}" if keywords else ""
    log(game, "modify", "611.2", "{card} gets {p:+d}/{t:+d}{extra} ({until}).", card=name(game, target),
             p=power, t=toughness, extra=extra, until=until.value.replace("_", " "))


def add_counters(game: GameState, oid: int, kind: str, n: int) -> None:
    change_counters(game, oid, kind, n)
    o = game.objects[oid]
    log(game, "counters", "122.1", "{n} {kind} counter(s) put on {card}.", n=n, kind=kind, card=o.name)


def destroy(game: GameState, oid: int, because: str = "", rule: str = "701.7") -> bool:
    """CR 701.7: move to the graveyard, unless indestructible (702.12b)."""
    if oid not in game.objects or not chars.on_battlefield(game, oid):
        return False
    if chars.has_keyword(game, oid, "Indestructible"):
        log(game, "indestructible", "702.12b", "{card} is indestructible and is not destroyed.",
                 card=name(game, oid))
        return False
    from .aura_rules import umbra_armor
    if umbra_armor(game, oid):  # an Aura with umbra armor is destroyed instead (CR 702.89a)
        return False
    move(game, oid, Zone.GRAVEYARD, rule=rule, reason="destroyed_by" if because else "destroyed", source=because)
    return True


def counter_spell(game: GameState, oid: int, by: str) -> None:
    for i, item in enumerate(game.stack):
        if item.id == oid:
            o = game.objects.get(oid)
            if item.kind is StackKind.SPELL and o is not None and any(
                    a.kind == "static" and a.static == "cant_be_countered" for a in o.card.abilities):
                log(game, "not_countered", "101.2", "{card} can't be countered.", card=o.name)
                return
            del game.stack[i]
            if item.kind is StackKind.SPELL:
                from .casting_costs import leave_stack_zone  # flashback: exiled instead (CR 702.34a)
                move(game, oid, leave_stack_zone(item.info), rule="701.5", reason="countered_by", source=by)
            return


def add_extra_turn(game: GameState, player: int, source: str) -> None:
    game.turns.add_extra_turn(player)
    log(game, "extra_turn", "500.7", "{player} will take an extra turn after this one ({source}).",
             player=game.players[player].name, source=source)


def add_additional_combat(game: GameState, with_main: bool, source: str) -> None:
    assert game.step is not None
    game.turns.add_combat_after(game.step.phase, with_main)
    log(game, "extra_phase", "500.8", "An additional combat phase{main} will follow this phase ({source}).",
             main=" and main phase" if with_main else "", source=source)


def add_skip(game: GameState, player: int, what: str, source: str) -> None:
    game.turns.skips.append((player, what))
    log(game, "skip", "500.10", "{player} will skip their next {what} ({source}).",
             player=game.players[player].name, what=what, source=source)


def _decision(game: GameState, kind: Kind, player: int, prompt: str, rule: str, data: Mapping[str, Any],
              validate: Callable[[Any], None], options: Callable[[], list[Any]] | None = None,
              _suggest: Callable[[], Any] | None = None, prompt_args: Mapping[str, Any] | None = None) -> Decision:
    """The pending decision; ``prompt`` is an English template filled in from ``prompt_args``
    (the GUI translates the template, ``i18n_extract`` collects it)."""
    game.priority_player = player if kind is Kind.PRIORITY else game.priority_player
    return Decision(kind, player, prompt, rule, data, validate, options, _suggest, prompt_args or {})


def _expect(a: Any, cls: type | tuple[type, ...], rule: str) -> None:
    if not isinstance(a, cls):
        names = " or ".join(c.__name__ for c in (cls if isinstance(cls, tuple) else (cls,)))
        raise IllegalAnswer(rule, "this decision takes {expected}, not {answer}", expected=names, answer=str(a))


def add_delayed_trigger(game: GameState, when: str, controller: int, source: int, source_name: str,
                        effects: Sequence[Mapping[str, Any]], info: Mapping[str, Any]) -> None:
    """A delayed triggered ability (CR 603.7), e.g. "destroy it at end of combat"."""
    ab = Ability(kind="triggered", trigger=when, effects=tuple(effects), text=f"at {when.replace('_', ' ')}")
    game.delayed_triggers.append((when, PendingTrigger(controller, source, source_name, ab, dict(info))))


def enter_blocking(game: GameState, blocker: int, attacker: int) -> Flow:
    """CR 509.7: a creature put onto the battlefield blocking; the active
    player places it in the attacker's damage assignment order."""
    was_blocked = game.combat.blocked.get(attacker, False)
    game.combat.blocks[blocker] = [attacker]
    game.combat.blocker_order[blocker] = [attacker]
    game.combat.blocked[attacker] = True
    game.combat.entered_blocking.add(blocker)
    current = game.combat.order.setdefault(attacker, [])
    log(game, "enter_blocking", "509.7", "{blocker} enters the battlefield blocking {attacker}.",
             blocker=name(game, blocker), attacker=name(game, attacker))
    # CR 509.4c: "becomes blocked" triggers only if the attacker was unblocked;
    # CR 509.4d: "becomes blocked by a creature" triggers for this blocker.
    if not was_blocked:
        trigger(game, game.objects[attacker], "becomes_blocked")
    trigger(game, game.objects[attacker], "blocked_by", {"creature": blocker}, about=blocker)
    if not current or not game.damage_order:
        current.append(blocker)
        return
    rule = "509.7"

    def validate(a: Any) -> None:
        _expect(a, Order, rule)
        if a.of != attacker or sorted(a.order) != sorted(current + [blocker]):
            raise IllegalAnswer(rule, "the new order must list every blocker of the attacker once")
        if [i for i in a.order if i != blocker] != current:
            raise IllegalAnswer(rule, "the other blockers keep their relative order; only the new one is placed")

    ans = yield _decision(game, 
        Kind.PLACE_IN_ORDER, game.active,
        "Place {blocker} in the damage assignment order of {attacker}.", rule,
        {"of": attacker, "items": current + [blocker], "new": blocker}, validate,
        lambda: [Order(attacker, tuple(current[:i] + [blocker] + current[i:])) for i in range(len(current) + 1)],
        prompt_args={"blocker": name(game, blocker), "attacker": name(game, attacker)})
    game.combat.order[attacker] = list(ans.order)
    log(game, "order", rule, "Damage assignment order for {card}: {order}.", card=name(game, attacker),
             order=", then ".join(name(game, i) for i in ans.order))


# ----------------------------------------------------------------------------- tapping, attaching, counters
# (Every change to an object on the battlefield goes through these, so this
# module is the only code that changes the state's objects.)

def tap(game: GameState, oid: int) -> None:
    """CR 701.21a."""
    game.objects[oid].tapped = True


def untap(game: GameState, oid: int) -> None:
    """CR 701.21b."""
    game.objects[oid].tapped = False


def attach(game: GameState, oid: int, to: int | None) -> None:
    """Attach an Aura or Equipment to an object (CR 301.5, 303.4, 701.3), or
    unattach it (``to=None``, CR 704.5n)."""
    game.objects[oid].attached_to = to


def change_counters(game: GameState, oid: int, kind: str, n: int) -> None:
    """Put ``n`` counters of ``kind`` on an object (CR 122.1), or remove them (``n`` < 0), unlogged."""
    o = game.objects[oid]
    o.counters[kind] = o.counters.get(kind, 0) + n


def pay_loyalty(game: GameState, oid: int, change: int, loyalty: int) -> None:
    """A loyalty ability's cost (CR 606.4): the counters become ``loyalty + change``,
    and the permanent has used its loyalty ability this turn (CR 606.3)."""
    o = game.objects[oid]
    o.counters["loyalty"] = loyalty + change
    o.loyalty_used = True
    game._changes += 1


def change_life(game: GameState, player: int, n: int) -> None:
    """Change a life total by ``n`` with no event of its own (a change made by hand, CR 119.3)."""
    game.players[player].life += n


def begin_turn_for_permanents(game: GameState, player: int) -> None:
    """As a turn begins: no loyalty ability used yet this turn (CR 606.3), and the
    active player's permanents have been under their control continuously since
    their most recent turn began (CR 302.6)."""
    objects = game.objects
    for oid in game.battlefield:
        o = objects[oid]
        o.loyalty_used = False
        if o.controller == player:
            o.sick = False


def wear_off_damage(game: GameState) -> None:
    """CR 514.2: damage marked on permanents and prevention shields wear off."""
    objects = game.objects
    for oid in game.battlefield:
        o = objects[oid]
        o.damage = 0
        o.deathtouched = False
        o.shield = 0
    for pl in game.players:
        pl.shield = 0
