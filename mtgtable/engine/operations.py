"""Operations: what effects and rules do to a game (CR 120, 121, 400, 500.7-500.10, 611).

The only code that changes a :class:`~.state.GameState` (every other engine
module is scanned for changes, ``tests/engine/test_mutation_in_operations.py``):
moving objects between zones (each move makes a new object, CR 400.7),
drawing, tokens, tapping and untapping, damage and life, attachments,
counters, continuous effects, mana pools, the stack, libraries' order, turns,
steps and priority, triggers waiting, combat's record, extra turns, phases
and skips; and the log.  Effects (``effects.py``) and the flow modules call
these; the module map is in ``state.py``.

Change tracking lives here too: an operation that changes what the
state-based actions read (:data:`SBA_READS`) counts the change
(``game._changes += 1``), so ``resolution`` may skip the full check of CR 704
when nothing was counted since a check found nothing.  Events are a record
only: writing one counts nothing.
"""

from __future__ import annotations

import functools
from itertools import repeat
from typing import Any, Callable, Container, Final, Iterable, Mapping, Sequence

from .rules import characteristics as chars
from .families import enter_replacements
from .families import enter_triggers
from . import features
from .families import keyword_effects as kwe
from .rules import counts, land_types, trigger_conditions
from .rules.becomes import derive
from .data import chosen_lands
from .data.cards import Ability, CardDef, card_from_json
from .decisions import Choose, Decision, Flow, Kind, Order, Ref
from .errors import IllegalAnswer
from .events import Event
from .rules.mana import COLOR_NAMES
from .move_reasons import MOVE_TEMPLATES
from .objects import NO_COUNTERS, GameObject, Modifier, PendingTrigger, Player, StackItem, StackKind, Zone
from .refs import PlayerRef
from .shuffle import shuffle
from .state import GameState, Outcome, Resume
from .turn.steps import Duration, Step

#: Enum members read on hot paths, bound once as module constants (the engine's hot-path rules: ``mtgtable.engine``).
_DURATION_END_OF_TURN: Final = Duration.END_OF_TURN
_DURATION_NEXT_TURN: Final = Duration.NEXT_TURN
_KIND_CHOOSE: Final = Kind.CHOOSE
_KIND_PLACE_IN_ORDER: Final = Kind.PLACE_IN_ORDER
_KIND_PRIORITY: Final = Kind.PRIORITY
_STACK_KIND_SPELL: Final = StackKind.SPELL
_ZONE_BATTLEFIELD: Final = Zone.BATTLEFIELD
_ZONE_EXILE: Final = Zone.EXILE
_ZONE_GRAVEYARD: Final = Zone.GRAVEYARD
_ZONE_HAND: Final = Zone.HAND
_ZONE_LIBRARY: Final = Zone.LIBRARY
_ZONE_PHASED_OUT: Final = Zone.PHASED_OUT
_ZONE_STACK: Final = Zone.STACK

#: What the state-based actions (CR 704, ``resolution._state_based_actions_found``) look at, directly or
#: through ``characteristics``: the battlefield (which permanents, their controllers, counters,
#: damage, deathtouch, attachments), the continuous effects (``game.modifiers``), and each player's
#: life, poison counters, loss and drawing from an empty library.  Every operation below that
#: changes one of these counts the change (``game._changes += 1``); nothing else does, so the SBA
#: check runs again only after such a change, and a check that found nothing stays valid until the
#: next one (tests/engine/test_change_tracking.py holds every operation to it).  A characteristic
#: that comes to read more (a graveyard's size, whether a permanent is tapped) must make the
#: operations that change that count it too.
SBA_READS: Final = frozenset({"battlefield", "controller", "counters", "damage", "deathtouched", "attached_to",
                              "modifiers", "life", "poison", "lost", "drew_from_empty"})


def _own_counters(o: GameObject) -> dict[str, int]:
    """The object's counters as a dict of its own, to change: an object without counters shares
    ``objects.NO_COUNTERS`` until its first one."""
    counters = o.counters
    if counters is NO_COUNTERS:
        counters = o.counters = {}
    return counters


def new_library(game: GameState, player: Player, cards: Sequence[CardDef]) -> None:
    """Put a whole deck into a library at once (game set-up, where speed matters
    for simulations of thousands of games)."""
    first = game._next_id
    owner = player.index
    n = len(cards)
    ids = range(first, first + n)
    # One object per card, each with the next id and timestamp, made by map and zip rather than a loop of
    # Python statements (every simulated game makes two libraries).
    game.objects.update(zip(ids, map(GameObject, ids, cards, repeat(owner, n), repeat(owner, n),
                                     repeat(_ZONE_LIBRARY, n), range(game._timestamp + 1, game._timestamp + 1 + n))))
    used = game._features
    for card in dict.fromkeys(cards):  # (each card of the deck once: a deck is mostly a few cards)
        used |= features.of_card(card)
    game._features = used
    player.library.extend(range(first, first + len(cards)))
    game._next_id += len(cards)
    game._timestamp += len(cards)


def new_object(game: GameState, card: CardDef, owner: int, zone: Zone, controller: int | None = None,
               token: bool = False, top: bool = False) -> GameObject:
    """A new object (CR 400.7, 111.1): for a card put into a zone, or a token.  (Its arguments may be
    given in order: :func:`move` makes one at every zone change.)"""
    oid = game._next_id
    game._next_id = oid + 1
    timestamp = game._timestamp = game._timestamp + 1
    # (positionally, the other fields at their defaults: a keyword call costs more, and this is made at every
    # zone change)
    obj = GameObject(oid, card, owner, owner if controller is None else controller, zone, timestamp, token)
    game.objects[oid] = obj
    game._features |= features.of_card(card)
    if zone is _ZONE_BATTLEFIELD:
        game.battlefield.append(oid)
        game._bf_version += 1
        chars._index_moved(game, oid, card, True)
        game._changes += 1
        refresh_types(game)  # a land entering under Blood Moon is a Mountain (CR 613.1d, 305.7; land_types.py)
    elif zone is not _ZONE_STACK:
        p = game.players[owner]
        lst = p.hand if zone is _ZONE_HAND else p.library if zone is _ZONE_LIBRARY else p.zone(zone)
        if top:
            lst.insert(0, oid)
        else:
            lst.append(oid)
    return obj


def log(game: GameState, _kind: str, _rule: str, _template: str, _automatic: bool = False, /, **args: Any) -> None:
    """Record an event; ``args`` are the template's fields.  (The parameters
    before them have names no field uses: mypyc would not tell a field
    called ``kind`` from a positional-only parameter of that name.)  An
    event is only a record: the operation that made the change counts it
    (:data:`SBA_READS`)."""
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
    see :func:`turn.entering.as_enters_choices`); ``tapped``: an effect puts it onto the
    battlefield tapped."""
    o = game.objects[oid]
    frm = o.zone
    if (frm is _ZONE_LIBRARY or frm is _ZONE_HAND) and (to is _ZONE_HAND or to is _ZONE_LIBRARY or to is _ZONE_STACK) \
            and not o.token and not o.card.front and not game.face_down and not game.printed:
        # Between the library, the hand and the stack (a draw, a cast, a mulligan): no replacement, no
        # trigger and no face to change applies to these moves, so this is the path below with its
        # checks for the other zones left out (a simulated game makes about forty such moves).
        objects = game.objects
        del objects[oid]
        owner = game.players[o.owner]
        (owner.library if frm is _ZONE_LIBRARY else owner.hand).remove(oid)  # (Player.zone, for these two)
        if game.keep_events:
            if reason:
                log(game, "move", rule, MOVE_TEMPLATES[reason], automatic, card=o.name, source=source, reason=reason)
            elif why:
                log(game, "move", rule, "{card} {why}.", automatic, card=o.name, why=why)
        # The new object (CR 400.7): new_object's steps for these zones, written out.  Its card is the old
        # object's, whose features the game has (``_features``) since that object was made.
        made = game._next_id
        game._next_id = made + 1
        timestamp = game._timestamp = game._timestamp + 1
        objects[made] = GameObject(made, o.card, o.owner, o.owner if controller is None else controller, to, timestamp)
        if to is not _ZONE_STACK:
            lst = owner.hand if to is _ZONE_HAND else owner.library
            if top:
                lst.insert(0, made)
            else:
                lst.append(made)
        return made
    if frm is _ZONE_PHASED_OUT:
        return None  # a phased-out permanent can't be affected by anything (CR 702.26b)
    if to is _ZONE_BATTLEFIELD and _enters_replaced(game, oid, as_enters):
        to = _ZONE_GRAVEYARD  # Mox Diamond without a land discarded (CR 614.1c, enter_replacements.py)
    if to is _ZONE_GRAVEYARD and chars.has_static(game, oid, "exile_instead_of_graveyard"):
        # "If this would be put into a graveyard from anywhere, exile it instead." (CR 614.1a)
        log(game, "replaced", "614.1a", "{card} would go to a graveyard: it is exiled instead.", card=o.name)
        to = _ZONE_EXILE
    if frm is _ZONE_STACK:
        # A spell that leaves the stack other than by resolving or being countered ("return
        # target spell to its owner's hand") takes its stack item with it (CR 400.7, 405.1);
        # one cast with flashback is exiled instead (CR 702.34a).
        for i, item in enumerate(game.stack):
            if item.kind is _STACK_KIND_SPELL and item.source == oid:
                del game.stack[i]
                if item.info.get("cast_method") == "flashback":
                    to = _ZONE_EXILE
                break
    if game.stack and frm is _ZONE_BATTLEFIELD:
        from .families import copy_entering  # "a copy of this creature" once it left: as it last existed (CR 608.2h)
        for item in copy_entering.copying_items(game, oid):
            item.info["source_copiable"] = copy_entering.copiable(game, oid)
        for item in game.stack:
            if item.source == oid and item.kind is not _STACK_KIND_SPELL and "source_counters" not in item.info:
                # "where X is this creature's power", "for each charge counter on this artifact" once it left
                # (sacrificed to pay the cost, Golden Urn): its last known information (CR 608.2h)
                item.info["source_counters"] = dict(o.counters)
                if chars.is_creature(game, oid):
                    item.info["source_power"] = chars.power(game, oid)
    del game.objects[oid]  # (``o`` and ``frm``, read above: nothing since replaced the object)
    # An animated permanent leaves as its printed card (CR 400.7, engine.animation).
    card = game.printed.pop(oid, (o.card,))[0] if game.printed else o.card
    hidden = game.face_down.pop(oid, None) if game.face_down else None
    if hidden is not None and not (frm is _ZONE_HAND and to is _ZONE_STACK or frm is _ZONE_STACK and to is _ZONE_BATTLEFIELD):
        # A face-down spell or permanent going anywhere else is revealed, and is its card again (CR 708.9).
        log(game, "reveal", "708.9", "The face-down creature is revealed: it is {card}.", card=hidden.name)
        card, hidden = hidden, None
    if frm is _ZONE_BATTLEFIELD:
        game.players[o.controller].left_battlefield += 1  # revolt (Fatal Push): any permanent, tokens too
        game.battlefield.remove(oid)
        game._bf_version += 1
        chars._index_moved(game, oid, o.card, False)
        game._changes += 1
        game.combat.remove(oid)
        game.modifiers = [m for m in game.modifiers if m.target != oid]
        for a in list(chars._attachments(game, oid)):
            a.attached_to = None
        refresh_types(game)  # Blood Moon gone: the lands are what they were (CR 613.1d, land_types.py)
        if to is _ZONE_GRAVEYARD:
            # "its counters" as it last existed (CR 603.10a, 608.2h): persist and undying look at them
            lki = {"counters": dict(o.counters)}
            accept = functools.partial(kwe.had_no_counter, o)
            if "Creature" in o.card.types:
                trigger(game, o, "dies", lki, accept=accept)
            # "When this artifact is put into a graveyard from the battlefield" (CR 603.10a)
            trigger(game, o, "put_into_graveyard", lki, accept=accept)
            if "Creature" in o.card.types:
                _creature_to_graveyard(game, o)
        trigger(game, o, "leaves_battlefield")  # "When this enchantment leaves the battlefield" (CR 603.6c)
        if game.chosen and game.chosen.get(oid, {}).get("until"):
            game.returns_due.append(oid)  # its "until this leaves" cards return (CR 610.3c)
    elif frm is _ZONE_STACK:
        pass
    else:
        game.players[o.owner].zone(frm).remove(oid)
    if reason:
        if game.keep_events:  # (a hot path in simulations: skip building the arguments)
            log(game, "move", rule, MOVE_TEMPLATES[reason], automatic, card=o.name, source=source, reason=reason)
    elif why:
        if game.keep_events:  # (a hot path in simulations: skip building the arguments)
            log(game, "move", rule, "{card} {why}.", automatic, card=o.name, why=why)
    if o.token and frm is _ZONE_BATTLEFIELD:
        return None
    if o.token and to is not _ZONE_BATTLEFIELD:
        return None
    if card.front and not (card.modal and frm is _ZONE_STACK and to is _ZONE_BATTLEFIELD):
        # a transformed double-faced card is its front face everywhere else (CR 712.8a); a modal one's
        # back face cast as a permanent spell enters with that face up (CR 712.12, modal_faces.py)
        card = game.db.get(card.front) or card
    if to is _ZONE_BATTLEFIELD and as_enters and as_enters.get("face") is not None:
        card = as_enters["face"]  # a modal double-faced card played as its back face (CR 712.12, modal_faces.py)
    new = new_object(game, card, o.owner, to, controller, o.token, top)
    if hidden is not None:
        game.face_down[new.id] = hidden  # still face down: cast face down, or resolving (CR 708.4)
    if to is _ZONE_BATTLEFIELD and as_enters and as_enters.get("copy_of") is not None:
        # Clone: it enters as the copy, and is its own card again when it leaves (CR 707.2, 614.1c, 400.7)
        copied: CardDef = as_enters["copy_of"]
        set_card(game, new.id, copied, (card, copied))
        log(game, "copy", "707.2", "{card} enters as a copy of {copied}.", card=card.name, copied=copied.name)
    if frm is _ZONE_LIBRARY and to is _ZONE_GRAVEYARD:
        # "When this card is put into your graveyard from your library" (Narcomoeba): the card as it
        # exists after the event is checked (CR 603.10), so the ability triggers from the graveyard
        trigger(game, new, "milled_self")
    if frm is _ZONE_BATTLEFIELD and to is _ZONE_GRAVEYARD:
        for t in game.pending_triggers:  # the card it became, for "return it ..." (CR 400.7d)
            if t.source == oid:
                t.info["card"] = new.id
    if to is _ZONE_BATTLEFIELD:
        if as_enters and "color" in as_enters:
            _with_chosen_color(game, new, as_enters["color"])
            if as_enters.get("copy_of") is not None:  # (it leaves as its own card, not the copy: CR 400.7)
                game.printed[new.id] = (card, game.printed[new.id][1])
        refresh_types(game)  # it is a Mountain under Blood Moon before its "enters tapped" (CR 614.12, 305.7)
        if tapped or _enters_tapped(game, new, as_enters or {}):
            new.tapped = True
        for ab in new.card.abilities:
            if ab.kind == "static" and ab.static == "enters_with_counters":
                # "This creature enters with two +1/+1 counters on it" (CR 614.1c, 122.6); "If this creature was
                # kicked, it enters with ..." only for a kicked spell (CR 702.33d; resolution.py passes it).
                if ab.params.get("if_kicked") and not (as_enters or {}).get("kicked"):
                    continue
                kind, raw_n = str(ab.params.get("counter", "+1/+1")), ab.params.get("n", 1)
                n = int((as_enters or {}).get("x", 0)) if raw_n == "X" else int(raw_n)
                if ab.params.get("per"):  # "... for each creature card in your graveyard", counted now (CR 614.1c)
                    n *= counts.count(game, new.controller, new.id, ab.params["per"])
                if n <= 0:
                    continue
                _own_counters(new)[kind] = new.counters.get(kind, 0) + n
                if game.keep_events:  # (a hot path in simulations: skip building the arguments)
                    log(game, "counters", "614.1c", "{card} enters with {n} {kind} counter(s).", card=new.name,
                             n=n, kind=kind)
        if as_enters and as_enters.get("chosen"):
            game.chosen[new.id] = dict(as_enters["chosen"])  # remembered (chosen.py, CR 614.12)
        if "Saga" in new.card.subtypes:
            from .families import saga_rules
            if saga_rules.is_saga(new.card):  # CR 714.3a: with a lore counter; chapter I triggers (714.2b)
                before = new.counters.get("lore", 0)
                _own_counters(new)["lore"] = before + 1
                if game.keep_events:  # (a hot path in simulations: skip building the arguments)
                    log(game, "counters", "714.3a", "{card} enters with a lore counter.", card=new.name)
                queue_triggers(game, saga_rules.chapter_triggers(game, new.id, before, before + 1))
        _entered_battlefield(game, new)
        if as_enters and as_enters.get("x"):
            for t in game.pending_triggers:  # "When ~ enters, put X +1/+1 counters on it" (CR 107.3m)
                if t.source == new.id and t.ability.trigger == "etb":
                    t.info["x"] = int(as_enters["x"])
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
        if choices.get("revealed"):  # land_entering.py
            return True
        wanted = set(cond.get("or_control_subtype", ()))  # "... or you control a Dragon"
        return bool(wanted) and any(wanted & set(o.card.subtypes) for o in others)
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
    if "own_turn_at_most" in cond:
        # "unless it's your first, second, or third turn of the game" (Starting Town): known only
        # when every turn of the game was counted (a game set up mid-way enters it tapped: fail closed).
        known = sum(game.turns_taken) == game.turn
        return known and game.active == me and game.turns_taken[me] <= int(cond["own_turn_at_most"])
    if "opponents_at_least" in cond:
        opponents = sum(1 for p in game.players if p.index != me and not p.lost)
        return opponents >= int(cond["opponents_at_least"])
    return False


def _enters_replaced(game: GameState, oid: int, as_enters: Mapping[str, Any] | None) -> bool:
    """"If this would enter, ... instead" (CR 614.1c): whether the card goes elsewhere."""
    o = game.objects[oid]
    entering = (as_enters or {}).get("copy_of") or (as_enters or {}).get("face") or o.card
    if not enter_replacements.redirected(entering, as_enters):
        return False
    log(game, "replaced", "614.1c", "{card} would enter the battlefield: it is put into its owner's graveyard "
        "instead.", card=o.name)
    return True
def intervening_if(game: GameState, controller: int, ab: Ability, source: int | None = None,
                    info: Mapping[str, Any] | None = None) -> bool:
    """An intervening "if" (CR 603.4), as ``rules.trigger_conditions.intervening_if`` reads it; ``info``:
    the trigger's event ("if that creature is 1/1": the creature that entered)."""
    cond = ab.params.get("if")
    return isinstance(cond, Mapping) and trigger_conditions.intervening_if(game, controller, cond, source, info)


def yes_no_decision(game: GameState, player: int, prompt: str, rule: str, yes: str, no: str, /, **args: Any) -> Decision:
    """A choice between doing something and not ("you may"): a CHOOSE
    decision whose options are 1 (yes) and 0 (no), with labels to show.
    Answered with ``Choose(1)`` or ``Choose(0)``; the flow receives a bool."""

    def validate(a: Any) -> None:
        _expect(a, Choose, rule)
        if a.choice not in (0, 1):
            raise IllegalAnswer(rule, "answer choose 1 (yes) or choose 0 (no)")

    return _decision(game, _KIND_CHOOSE, player, prompt, rule,
                          {"options": [0, 1], "labels": {0: no, 1: yes}, "label_args": dict(args), "yes_no": True},
                          validate, lambda: [Choose(0), Choose(1)], prompt_args=args)


def _entered_battlefield(game: GameState, new: GameObject) -> None:
    new.sick = True  # CR 302.6: not under control since the turn began
    if any(ab.params.get("keyword") == "Echo" for ab in chars._triggered_abilities(game, new.card)):
        # echo: when it came under its controller's control, in their count of turns (CR 702.30a)
        remember(game, new.id, {"arrived_turn": game.turns_taken[new.controller]})
    if new.card.loyalty is not None:
        _own_counters(new)["loyalty"] = new.card.loyalty  # CR 306.5b
    trigger(game, new, "etb")
    if "Land" in new.card.types:
        game.players[new.controller].lands_entered += 1  # "if you had a land enter ... this turn" (Groundswell)
        # Landfall: "whenever a land you control enters" (CR 603.6a, 207.2c).
        for oid in chars._battlefield_index(game).triggers.get("landfall", ()):
            o = game.objects[oid]
            if o.controller == new.controller:
                trigger(game, o, "landfall")
    if "Creature" in new.card.types:
        # "Whenever another creature you control enters" (evolve, CR 702.100a), "Whenever another creature
        # enters" (Soul Warden, CR 603.6a): whose creature and which, enter_triggers.accepts
        for oid in chars._battlefield_index(game).triggers.get("creature_enters", ()):
            trigger(game, game.objects[oid], "creature_enters",
                    {"creature": new.id, "pt": list(chars.power_toughness(game, new.id))},
                    accept=functools.partial(enter_triggers.accepts, game, oid, new.id))


def trigger(game: GameState, o: GameObject, event: str, info: Mapping[str, Any] | None = None, *,
            about: int | None = None, accept: Callable[[Ability], bool] | None = None) -> None:
    """``o``'s abilities that trigger on ``event`` wait to be put on the stack
    the next time a player would get priority (CR 603.2-603.3).  ``about`` is
    the creature an ability's ``filter`` must match, looked at now (CR 508.2a,
    509.4f); ``accept`` any other condition."""
    for ab in chars._triggered_abilities(game, o.card):
        if ab.trigger != event or (accept is not None and not accept(ab)):
            continue
        if "if" in ab.params and not intervening_if(game, o.controller, ab, o.id, info):
            continue  # CR 603.4: it doesn't trigger
        if about is None or chars.matches(game, about, ab.params.get("filter")):
            game.pending_triggers.append(PendingTrigger(o.controller, o.id, o.name, ab, dict(info or {})))


def draw(game: GameState, player: int, n: int = 1, *, turn_draw: bool = False) -> None:
    """``player`` draws ``n`` cards, one at a time (CR 121.2); ``turn_draw``: the draw for the turn
    (CR 504.1), which "whenever an opponent draws a card except the first one they draw in each of
    their draw steps" does not count (draw_triggers)."""
    p = game.players[player]
    drawn = 0
    for _ in range(n):
        if not p.library:
            p.drew_from_empty = True
            game._changes += 1  # CR 704.5b
            log(game, "draw_empty", "704.5b", "{player} must draw but the library is empty.", True,
                     player=p.name)
            break
        move(game, p.library[0], _ZONE_HAND)
        drawn += 1
    if drawn:
        if game.keep_events:  # (a hot path in simulations: skip building the arguments)
            log(game, "draw", "121.1", "{player} draws {n} card(s).", player=p.name, n=drawn)
    before = p.drawn_this_turn
    p.drawn_this_turn += drawn
    index = game._bf_index  # (chars._battlefield_index's check written out: every draw asks it)
    if index.version != game._bf_version:
        index = chars._battlefield_index(game)
    triggers = index.triggers  # (queuing a trigger changes no permanent: read once)
    if before < 2 <= p.drawn_this_turn:
        for oid in triggers.get("opponent_draws_second", ()):
            if game.objects[oid].controller != player:  # Faerie Mastermind: their second card this turn (CR 121.2)
                trigger(game, game.objects[oid], "opponent_draws_second", {"player": player})
    counted = drawn - 1 if turn_draw else drawn
    for oid in triggers.get("opponent_draws_extra", ()) if counted > 0 else ():
        if game.objects[oid].controller != player:  # Orcish Bowmasters, one per card (CR 121.2; draw_triggers.py)
            for _ in range(counted):
                trigger(game, game.objects[oid], "opponent_draws_extra", {"player": player})
    for oid in triggers.get("opponent_draws", ()) if drawn > 0 else ():
        if game.objects[oid].controller != player:  # Smothering Tithe, one per card drawn (CR 121.2)
            for _ in range(drawn):
                trigger(game, game.objects[oid], "opponent_draws", {"player": player})


def create_token_of(game: GameState, player: int, card: CardDef, source_name: str, rule: str) -> int:
    """A token whose characteristics are ``card``'s: a copy (CR 707.2, 111.1)."""
    obj = new_object(game, card, player, _ZONE_BATTLEFIELD, token=True)
    _entered_battlefield(game, obj)
    log(game, "token", rule, "{player} creates a token that's a copy of {card} ({source}).",
        player=game.players[player].name, card=card.name, source=source_name)
    return obj.id


def create_token(game: GameState, player: int, spec: Mapping[str, Any], source_name: str = "") -> int:
    key = repr(sorted(spec.items()))
    card = game._token_defs.get(key)
    if card is None:
        raw = {"name": spec.get("name", "Token"), "types": spec.get("types", ["Creature"]),
               "subtypes": spec.get("subtypes", []), "supertypes": spec.get("supertypes", []),
               "colors": spec.get("colors", []),
               "power": spec.get("power"), "toughness": spec.get("toughness"),
               "keywords": spec.get("keywords", []), "abilities": spec.get("abilities", [])}
        card = card_from_json(raw)
        game._token_defs[key] = card
    obj = new_object(game, card, player, _ZONE_BATTLEFIELD, token=True)
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
    # "Damage can't be prevented this turn" (Skullcrack): no prevention effect applies (CR 615.12)
    unpreventable = "no_prevention" in game.turn_locks
    if unpreventable:
        pass
    elif game.prevented_colors and src is not None and not chars.colors(game, source).isdisjoint(game.prevented_colors):
        # Prismatic Strands: sources of a chosen colour deal no damage this turn (CR 615.1, color_prevention.py)
        log(game, "prevent", "615.1", "{n} damage from {source} is prevented (its color).", n=amount, source=name)
        return 0
    elif combat and combat_damage_prevented(game, source, target):
        # Fog, Maze of Ith, Fog Bank (CR 615.1; combat_prevention.py)
        log(game, "prevent", "615.1", "{n} combat damage from {source} is prevented.", n=amount, source=name)
        return 0
    as_counters, as_poison = kwe.damage_results(game, source)  # infect, wither
    if isinstance(target, PlayerRef):
        if not chars.player_ref_ok(game, target):
            return 0
        p = game.players[target.index]
        prevented = 0 if unpreventable else min(p.shield, amount)
        p.shield -= prevented
        dealt = amount - prevented
        if not as_poison:
            p.life -= dealt  # CR 120.3a
            p.life_lost_this_turn += dealt  # (spectacle, CR 702.137a)
        tname = p.name
    else:
        t = game.objects.get(target)
        if t is None or t.zone is not _ZONE_BATTLEFIELD:
            return 0
        if not unpreventable and kwe.protected_from(game, target, source):
            # CR 702.16e: damage from a source with the quality it has protection from is prevented.
            log(game, "prevent", "702.16e", "{n} damage to {target} is prevented (protection).", n=amount,
                target=t.name)
            return 0
        prevented = 0 if unpreventable else min(t.shield, amount)
        t.shield -= prevented
        dealt = amount - prevented
        if "Planeswalker" in t.card.types and "Creature" not in t.card.types:
            _own_counters(t)["loyalty"] = t.counters.get("loyalty", 0) - dealt  # CR 120.3c
        else:
            if not as_counters:
                t.damage += dealt  # CR 120.3e
            elif dealt:
                change_counters(game, target, "-1/-1", dealt)  # wither, infect (CR 120.3d)
            if dealt and src is not None and chars.has_keyword(game, source, "Deathtouch"):
                t.deathtouched = True
        tname = t.name
    if dealt:
        game._changes += 1  # damage marked, loyalty removed or life lost (CR 704.5a, 704.5g-i)
    kind = "combat damage" if combat else "damage"
    if prevented:
        log(game, "prevent", "615.1", "{n} damage to {target} is prevented.", n=prevented, target=tname)
    if dealt:
        # Combat damage is a turn-based action (CR 510.2, 703.4p): the game deals it by itself.
        if game.keep_events:  # (a hot path in simulations: skip building the arguments)
            log(game, "damage", "510.2" if combat else "120.3", "{source} deals {n} {kind} to {target}.", combat,
                     source=name, n=dealt, kind=kind, target=tname)
        if as_counters or as_poison or (combat and isinstance(target, PlayerRef) and src is not None
                                         and chars.has_static(game, source, "toxic")):
            _damage_counters(game, source, target, dealt, combat, name, as_counters, as_poison)
        if src is not None and chars.has_keyword(game, source, "Lifelink"):
            gain_life(game, src.controller, dealt, f"{name} (lifelink, CR 702.15b)")
        index = game._bf_index  # (chars._battlefield_index's check written out: every damage dealt asks it)
        if index.version != game._bf_version:
            index = chars._battlefield_index(game)
        triggers = index.triggers
        if not triggers:
            return dealt  # (no permanent with a triggered ability: the usual goldfish battlefield)
        if not isinstance(target, PlayerRef) and target in triggers.get("dealt_damage", ()):
            # Jackal Pup: "Whenever this creature is dealt damage" (CR 603.2, 120.3; damage_triggers.py)
            trigger(game, game.objects[target], "dealt_damage", {"amount": dealt})
        for oid in chars._battlefield_index(game).triggers.get("enchanted_deals_damage", ()) if src else ():
            if game.objects[oid].attached_to == source:  # Armadillo Cloak (CR 603.2; damage_triggers.py)
                trigger(game, game.objects[oid], "enchanted_deals_damage", {"amount": dealt, "creature": source})
    return dealt


def _damage_counters(game: GameState, source: int, target: Ref, dealt: int, combat: bool, name: str,
                     as_counters: bool, as_poison: bool) -> None:
    """What damage from a source with infect, wither or toxic adds (``keyword_effects``):
    -1/-1 counters on a creature (CR 120.3d), poison counters on a player (CR 120.3b, 702.164c)."""
    if source not in game.objects:
        return
    if isinstance(target, PlayerRef):
        if as_poison:
            give_poison(game, target.index, dealt, name, "120.3b")
        toxic = kwe.toxic_value(game, source) if combat else 0
        if toxic:
            give_poison(game, target.index, toxic, name, "702.164c")
    elif as_counters and target in game.objects and "Creature" in game.objects[target].card.types:
        if game.keep_events:  # (a hot path in simulations: skip building the arguments)
            log(game, "counters", "120.3d", "{n} -1/-1 counter(s) put on {card} (damage from {source}).",
                n=dealt, card=game.objects[target].name, source=name)


def give_poison(game: GameState, player: int, n: int, source: str, rule: str) -> None:
    """A player gets ``n`` poison counters (infect, toxic; ten or more loses, CR 704.5c)."""
    p = game.players[player]
    p.poison += n
    game._changes += 1  # CR 704.5c
    log(game, "poison", rule, "{player} gets {n} poison counter(s) ({source}).", player=p.name, n=n,
        source=source)


def get_energy(game: GameState, player: int, n: int, source: str) -> None:
    """A player gets ``n`` energy counters ("you get {E}{E}", CR 107.14, 122.1f)."""
    if n <= 0:
        return
    p = game.players[player]
    p.energy += n
    log(game, "energy", "122.1f", "{player} gets {n} energy counter(s) ({source}).", player=p.name, n=n,
        source=source)


def pay_energy(game: GameState, player: int, n: int, source: str) -> None:
    """A player pays ``n`` energy counters: they are removed (CR 107.14); never more than they have."""
    p = game.players[player]
    if not 0 <= n <= p.energy:
        raise ValueError(f"{p.name} can't pay {n} energy with {p.energy}")
    p.energy -= n
    log(game, "energy", "107.14", "{player} pays {n} energy counter(s) ({source}).", player=p.name, n=n,
        source=source)


def gain_life(game: GameState, player: int, n: int, why: str = "") -> None:
    if n > 0 and "no_life_gain" in game.turn_locks:  # "Players can't gain life this turn" (Skullcrack)
        log(game, "no_life_gain", "119.7", "{player} can't gain life this turn.", player=game.players[player].name)
        return
    if n > 0 and chars._battlefield_index(game).statics.get("double_life_gain"):
        from .rules.player_rules import life_gain_doublers
        for oid in life_gain_doublers(game, player):  # "you gain twice that much life instead" (CR 614.1a)
            n *= 2
            log(game, "replaced", "614.1a", "{card}: {player} gains twice that much life instead.",
                card=game.objects[oid].name, player=game.players[player].name)
    game.players[player].life += n
    game._changes += 1
    if game.keep_events:  # (a hot path in simulations: skip building the arguments)
        log(game, "life", "119.3", "{player} gains {n} life ({why}).", player=game.players[player].name, n=n, why=why)
    if n > 0:  # "Whenever an opponent gains life" (Punishing Fire, from the graveyard: CR 113.6k)
        _life_gained(game, player)


def _you_gained_life(game: GameState, player: int) -> None:
    """``player`` gained life (one life-gain event, CR 119.9): their permanents' "Whenever you gain
    life" abilities trigger (CR 603.2; compiled by ``oracle.keyword_families``)."""
    for oid in chars._battlefield_index(game).triggers.get("you_gain_life", ()):
        o = game.objects[oid]
        if o.controller == player:
            trigger(game, o, "you_gain_life", {"player": player})


def _life_gained(game: GameState, player: int) -> None:
    """``player`` gained life (CR 119.9): their own "whenever you gain life" abilities
    (:func:`_you_gained_life`), and the "whenever an opponent gains life" abilities of their
    opponents' permanents, and of the cards in those opponents' graveyards that work there
    (``"zone": "graveyard"``, CR 113.6k; graveyard_triggers.py)."""
    for oid in chars._battlefield_index(game).triggers.get("opponent_gains_life", ()):
        o = game.objects[oid]
        if o.controller != player:
            trigger(game, o, "opponent_gains_life", {"player": player}, accept=lambda ab: ab.params.get("zone") is None)
    for q in game.players:
        if q.index == player or q.lost:
            continue
        for oid in list(q.graveyard):
            o = game.objects[oid]
            if any(ab.trigger == "opponent_gains_life" and ab.params.get("zone") == "graveyard"
                   for ab in chars._triggered_abilities(game, o.card)):
                trigger(game, o, "opponent_gains_life", {"player": player},
                        accept=lambda ab: ab.params.get("zone") == "graveyard")
    _you_gained_life(game, player)


def _creature_to_graveyard(game: GameState, dead: GameObject) -> None:
    """A creature was put into its owner's graveyard from the battlefield (CR 400.3, 700.4): the abilities
    of cards already in graveyards that work there and watch for it (Bridge from Below: "Whenever a nontoken
    creature is put into your graveyard from the battlefield, if this card is in your graveyard", CR 113.6k;
    graveyard_triggers.py).  The dead creature's own card is not in a graveyard yet."""
    for q in game.players:
        for gid in list(q.graveyard):
            g = game.objects[gid]
            if any(ab.trigger == "creature_to_graveyard" for ab in chars._triggered_abilities(game, g.card)):
                trigger(game, g, "creature_to_graveyard", {"player": dead.owner},
                        accept=functools.partial(graveyard_watch_accepts, g, dead))


def graveyard_watch_accepts(watcher: GameObject, dead: GameObject, ab: Ability) -> bool:
    """Whether a ``creature_to_graveyard`` ability of ``watcher`` (a card in its owner's graveyard) triggers
    on ``dead``: ``whose`` ``you`` (into its owner's graveyard) or ``opponent`` (an opponent's), ``nontoken``."""
    whose = ab.params.get("whose")
    mine = dead.owner == watcher.owner
    return ab.params.get("zone") == "graveyard" and (mine if whose == "you" else not mine if whose == "opponent"
                                                     else False) and not (ab.params.get("nontoken") and dead.token)


def lose_life(game: GameState, player: int, n: int, why: str = "") -> None:
    game.players[player].life -= n
    game.players[player].life_lost_this_turn += max(0, n)  # (spectacle, CR 702.137a)
    game._changes += 1  # CR 704.5a
    if game.keep_events:  # (a hot path in simulations: skip building the arguments)
        log(game, "life", "119.3", "{player} loses {n} life ({why}).", player=game.players[player].name, n=n, why=why)


def add_shield(game: GameState, ref: Ref, n: int) -> None:
    if isinstance(ref, PlayerRef):
        game.players[ref.index].shield += n
    elif ref in game.objects:
        game.objects[ref].shield += n


def add_animation(game: GameState, target: int, becomes: Any, keywords: frozenset[str], until: Duration, player: int,
                  source: str) -> None:
    """A continuous effect that makes ``target`` a creature (``animation.Becomes``, CR 611.3, 613.1d):
    its types, colours (layer 5) and P/T (7b) as ``becomes`` says, ``keywords`` added (layer 6);
    :func:`set_card` then puts the card it makes in place."""
    game._timestamp += 1
    game.modifiers.append(Modifier(target, 0, 0, keywords, until, player, source, becomes.colors, becomes))
    game._changes += 1  # it may become a creature with 0 toughness (CR 704.5f)


def _with_chosen_color(game: GameState, new: GameObject, color: Any) -> None:
    """The land on the battlefield with the colour or basic land type chosen as it entered (CR 614.12,
    305.7; asked by ``families.land_entering``)."""
    if not isinstance(color, str) or color not in chosen_lands.COLORS:
        return
    printed = game.printed[new.id][0] if new.id in game.printed else new.card  # (not Urborg's Swamp, CR 613.1d)
    is_type = any(a.kind == "static" and a.static == "is_chosen_type" for a in printed.abilities)
    card = chosen_lands.with_land_type(printed, color) if is_type else chosen_lands.with_color(printed, color)
    set_card(game, new.id, card, (printed, card))


def set_card(game: GameState, oid: int, card: CardDef, printed: tuple[CardDef, CardDef] | None) -> None:
    """The object's characteristics as effects make them now (CR 613): ``card`` becomes its
    ``GameObject.card``; ``printed`` is its printed card and its card as it entered (a colour chosen
    then, ``land_entering``), or None when ``card`` is its printed card again (``animation``)."""
    o = game.objects[oid]
    if printed is None:
        game.printed.pop(oid, None)
    else:
        game.printed[oid] = printed
    if card is not o.card:
        o.card = card
        game._features |= features.of_card(card)
        game._bf_version += 1  # (the battlefield index and the grant list were made from the old card)
        game._changes += 1  # a creature now, or no longer (CR 704.5f-g)


def refresh_card(game: GameState, oid: int, layered: CardDef | None = None) -> None:
    """Put the card the object's continuous effects make it now in ``GameObject.card`` (CR 613): its
    card as it entered, then the type-changing statics (``layered``: ``land_types.layered``'s card
    for it, CR 613.1d), then its animations (``engine.animation``); its printed card back when
    nothing changes it."""
    o = game.objects.get(oid)
    if o is None:
        return
    printed, base = game.printed.get(oid, (o.card, o.card))
    if layered is None:
        layered = base
        if game._features & features.TYPE_CHANGES and o.zone is _ZONE_BATTLEFIELD:
            layered = land_types.layered(game).get(oid, base)
    animations = tuple(m.becomes for m in game.modifiers if m.target == oid and m.becomes is not None)
    if game._features & features.TYPE_CHANGES and o.zone is _ZONE_BATTLEFIELD:
        before = derive(layered, animations) if animations else layered  # (what "creatures you control" sees)
        animations = land_types.attached_becomes(game, oid, before) + animations  # Ensoul Artifact (CR 613.1d)
    card = derive(layered, animations) if animations else layered
    set_card(game, oid, card, (printed, base) if card is not printed else None)


def refresh_types(game: GameState) -> None:
    """Every permanent's card again after the battlefield changed, when a card of the game has a
    type-changing static (Blood Moon, Urborg: ``engine.land_types``, CR 613.1d, 305.7, 613.8)."""
    if not game._features & features.TYPE_CHANGES:
        return
    enchanted = land_types.enchanted(game)
    for oid, card in land_types.layered(game).items():
        if card is not game.objects[oid].card or oid in game.printed or oid in enchanted:
            refresh_card(game, oid, card)


def add_rule_modifier(game: GameState, target: int, word: str, until: Duration, player: int, source: str) -> None:
    """A continuous effect that changes a rule for one object, or for a player (a negative ``target``,
    ``casting_rules.player_target``), until ``until`` (CR 611.2; casting_rules, block_rules log it)."""
    game.modifiers.append(Modifier(target, 0, 0, frozenset({word}), until, player, source))
    game._changes += 1


def add_modifier(game: GameState, target: int, power: int, toughness: int, keywords: frozenset[str],
                 until: Duration, player: int, source: str, colors: frozenset[str] | None = None) -> None:
    game.modifiers.append(Modifier(target, power, toughness, keywords, until, player, source, colors))
    game._changes += 1  # toughness (CR 704.5f-g), indestructible
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
    if game.keep_events:  # (a hot path in simulations: skip building the arguments)
        log(game, "counters", "122.1", "{n} {kind} counter(s) put on {card}.", n=n, kind=kind, card=o.name)


def destroy(game: GameState, oid: int, because: str = "", rule: str = "701.7", regenerate: bool = True) -> bool:
    """CR 701.7: move to the graveyard, unless indestructible (702.12b) or regenerated (701.15a;
    ``regenerate=False``: "it can't be regenerated", 701.15b)."""
    if oid not in game.objects or not chars.on_battlefield(game, oid):
        return False
    if chars.has_keyword(game, oid, "Indestructible"):
        log(game, "indestructible", "702.12b", "{card} is indestructible and is not destroyed.",
                 card=name(game, oid))
        return False
    if regenerate and use_regeneration_shield(game, oid):
        return False
    if umbra_armor(game, oid):  # an Aura with umbra armor is destroyed instead (CR 702.89a)
        return False
    move(game, oid, _ZONE_GRAVEYARD, rule=rule, reason="destroyed_by" if because else "destroyed", source=because)
    return True


def add_regeneration_shield(game: GameState, oid: int, source: str) -> None:
    """"Regenerate [permanent]": a shield that replaces its next destruction this turn (CR 701.15a),
    kept as a modifier until end of turn (``keyword_effects.REGENERATION_SHIELD``)."""
    if not chars.on_battlefield(game, oid):
        return
    game.modifiers.append(Modifier(oid, 0, 0, frozenset({kwe.REGENERATION_SHIELD}), _DURATION_END_OF_TURN,
                                   game.objects[oid].controller, source))
    game._changes += 1
    log(game, "regeneration_shield", "701.15a", "{card} gets a regeneration shield ({source}).",
        card=name(game, oid), source=source)


def forbid_regeneration(game: GameState, oid: int, source: str) -> None:
    """"It can't be regenerated this turn" (CR 701.15b): its shields no longer apply."""
    game.modifiers.append(Modifier(oid, 0, 0, frozenset({kwe.NO_REGENERATION}), _DURATION_END_OF_TURN,
                                   game.objects[oid].controller, source))
    game._changes += 1
    log(game, "no_regeneration", "701.15b", "{card} can't be regenerated this turn ({source}).",
        card=name(game, oid), source=source)


def use_regeneration_shield(game: GameState, oid: int) -> bool:
    """Use up a regeneration shield instead of destroying ``oid``, if it has one (CR 701.15a):
    remove all damage marked on it, tap it and remove it from combat."""
    if any(m.target == oid and kwe.NO_REGENERATION in m.keywords for m in game.modifiers):
        return False
    for i, m in enumerate(game.modifiers):
        if m.target == oid and kwe.REGENERATION_SHIELD in m.keywords:
            del game.modifiers[i]
            o = game.objects[oid]
            o.damage = 0
            o.deathtouched = False
            o.tapped = True
            game.combat.remove(oid)
            game._changes += 1
            log(game, "regenerate", "701.15a", "{card} regenerates: it is tapped, its damage is removed and it "
                "is removed from combat.", card=o.name)
            return True
    return False
def leave_stack_zone(info: Mapping[str, Any], default: Zone = _ZONE_GRAVEYARD) -> Zone:
    """CR 702.34a: a spell cast with flashback is exiled instead of going anywhere else
    as it leaves the stack (resolved, countered, or its targets gone)."""
    return _ZONE_EXILE if info.get("cast_method") == "flashback" else default


def counter_spell(game: GameState, oid: int, by: str) -> None:
    for i, item in enumerate(game.stack):
        if item.id == oid:
            o = game.objects.get(oid)
            from .rules.casting_rules import uncounterable  # "can't be countered" (CR 101.2, 106.6)
            if item.kind is _STACK_KIND_SPELL and o is not None and uncounterable(game, item, o):
                log(game, "not_countered", "101.2", "{card} can't be countered.", card=o.name)
                return
            del game.stack[i]
            if item.kind is _STACK_KIND_SPELL:  # flashback: exiled instead (CR 702.34a)
                move(game, oid, leave_stack_zone(item.info), rule="701.5", reason="countered_by", source=by)
            return


def add_extra_turn(game: GameState, player: int, source: str) -> None:
    game.turns.add_extra_turn(player)
    log(game, "extra_turn", "500.7", "{player} will take an extra turn after this one ({source}).",
             player=game.players[player].name, source=source)


def grant_play_permission(game: GameState, oid: int, record: tuple[int, str, str, int]) -> None:
    """A player may play or cast the card ``oid`` from where it is for a while (play_permissions.py)."""
    game.play_permissions = {**game.play_permissions, oid: record}


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
    game.priority_player = player if kind is _KIND_PRIORITY else game.priority_player
    return Decision(kind, player, prompt, rule, data, validate, options, _suggest, prompt_args or {})


def _expect(a: Any, cls: type | tuple[type, ...], rule: str) -> None:
    if not isinstance(a, cls):
        names = " or ".join(c.__name__ for c in (cls if isinstance(cls, tuple) else (cls,)))
        raise IllegalAnswer(rule, "this decision takes {expected}, not {answer}", expected=names, answer=str(a))


def add_delayed_trigger(game: GameState, when: str, controller: int, source: int, source_name: str,
                        effects: Sequence[Mapping[str, Any]], info: Mapping[str, Any],
                        params: Mapping[str, Any] | None = None) -> None:
    """A delayed triggered ability (CR 603.7), e.g. "destroy it at end of combat"; ``params`` the
    trigger's own (``spell``: the kind of spell of a "whenever you cast ... this turn")."""
    ab = Ability(kind="triggered", trigger=when, effects=tuple(effects), text=f"at {when.replace('_', ' ')}",
                 params=dict(params or {}))
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
        _KIND_PLACE_IN_ORDER, game.active,
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


def become_tapped(game: GameState, oid: int) -> None:
    """Tap a permanent; if it was untapped, it *becomes* tapped and its "whenever this becomes tapped"
    abilities trigger (CR 701.21a, 603.2: City of Brass).  Tapping an already tapped permanent does nothing,
    and a permanent that enters tapped never *becomes* tapped (CR 110.5): this is the one way the engine taps
    a permanent for a cost, a mana ability, an attack or an effect."""
    o = game.objects[oid]
    if o.tapped:
        return
    tap(game, oid)
    if "becomes_tapped" in chars._index_entry(game, o.card)[3]:  # (its card's trigger names, worked out once)
        trigger(game, o, "becomes_tapped")


def untap(game: GameState, oid: int) -> None:
    """CR 701.21b."""
    game.objects[oid].tapped = False


def untap_permanents(game: GameState, player: int, kept: Container[int]) -> int:
    """The untap step's untap (CR 502.3): ``player``'s tapped permanents untap, but those in ``kept``
    ("doesn't untap during your untap step"); how many did."""
    objects = game.objects
    n = 0
    for oid in game.battlefield:
        o = objects[oid]
        if o.tapped and o.controller == player and oid not in kept:
            o.tapped = False
            n += 1
    return n


def attach(game: GameState, oid: int, to: int | None) -> None:
    """Attach an Aura or Equipment to an object (CR 301.5, 303.4, 701.3), or
    unattach it (``to=None``, CR 704.5n)."""
    before = game.objects[oid].attached_to
    game.objects[oid].attached_to = to
    game._changes += 1  # CR 704.5m-n
    if game._features & features.TYPE_CHANGES:  # "Enchanted artifact is a creature" (land_types.py, CR 613.1d)
        for target in (before, to):
            if target is not None and target in game.objects:
                refresh_card(game, target)


def phase_out(game: GameState, oids: Iterable[int], *, rule: str = "702.26b") -> list[int]:
    """Permanents phase out (CR 702.26b), each with what is attached to it, "indirectly"
    (CR 702.26g; one that would phase out both ways phases out indirectly, 702.26h).

    The object stays the same object in the same place (CR 702.26d: no zone change, no
    leaves-the-battlefield trigger, its counters, damage, tapped state and attachments
    kept) but is taken out of ``game.battlefield`` and given the status
    ``Zone.PHASED_OUT``, so every battlefield query, target check, characteristic and
    state-based action treats it as though it doesn't exist (CR 702.26b); it is
    removed from combat (CR 506.4).  ``game.phased_out`` records, for each, the
    permanent it phased out with (None: directly).  Returns every id phased out."""
    direct = [o for o in dict.fromkeys(oids) if o in game.objects and game.objects[o].zone is _ZONE_BATTLEFIELD]
    hosts: dict[int, int | None] = {o: None for o in direct}
    todo = list(direct)
    while todo:  # (what is attached to what is attached, too)
        carrier = todo.pop()
        for a in list(chars._attachments(game, carrier)):
            if a.id != carrier and hosts.get(a.id) is None and a.id not in _chain(game, carrier):
                hosts[a.id] = carrier  # CR 702.26g-h
                todo.append(a.id)
    for oid, host in hosts.items():
        o = game.objects[oid]
        o.zone = Zone.PHASED_OUT
        game.battlefield.remove(oid)
        game._bf_version += 1
        chars._index_moved(game, oid, o.card, False)
        game._changes += 1
        game.combat.remove(oid)
        game.phased_out[oid] = host
        if host is None:
            log(game, "phase", rule, "{card} phases out.", card=o.name)
        else:
            log(game, "phase", "702.26g", "{card} phases out with {host}.", card=o.name, host=game.objects[host].name)
    return list(hosts)


def _chain(game: GameState, oid: int) -> set[int]:
    """What ``oid`` is attached to, and what that is attached to... (no circle is followed twice)."""
    seen: set[int] = set()
    at = game.objects[oid].attached_to
    while at is not None and at not in seen and at in game.objects:
        seen.add(at)
        at = game.objects[at].attached_to
    return seen


def phase_in(game: GameState, oids: Iterable[int], *, rule: str = "702.26c") -> list[int]:
    """Phased-out permanents phase in (CR 702.26c), each with what phased out with it
    (CR 702.26g), at the end of the battlefield order: the game treats them as existing
    again.  The engine phases permanents in only during their controller's untap step
    (CR 502.1), after the turn began: they have been under that player's control
    continuously since (phasing changes no control, CR 702.26d, so not summoning sick,
    CR 302.6) and no loyalty ability of theirs was activated this turn (CR 606.3).
    Returns every id phased in."""
    order: list[int] = []
    todo = [o for o in dict.fromkeys(oids) if o in game.phased_out]
    while todo:
        oid = todo.pop(0)
        if oid in order:
            continue
        order.append(oid)
        todo += [a for a, host in game.phased_out.items() if host == oid]
    for oid in order:
        o = game.objects[oid]
        host = game.phased_out.pop(oid)
        o.zone = Zone.BATTLEFIELD
        o.sick = False
        o.loyalty_used = False
        game.battlefield.append(oid)
        game._bf_version += 1
        chars._index_moved(game, oid, o.card, True)
        game._changes += 1
        if host is None:
            log(game, "phase", rule, "{card} phases in.", card=o.name)
        else:
            log(game, "phase", "702.26g", "{card} phases in with {host}.", card=o.name, host=game.objects[host].name)
    return order


def change_counters(game: GameState, oid: int, kind: str, n: int) -> None:
    """Put ``n`` counters of ``kind`` on an object (CR 122.1), or remove them (``n`` < 0), unlogged."""
    o = game.objects[oid]
    before = o.counters.get(kind, 0)
    _own_counters(o)[kind] = before + n
    game._changes += 1  # CR 704.5f, 704.5i, 704.5q
    if kind == "lore" and n > 0:
        from .families import saga_rules
        queue_triggers(game, saga_rules.chapter_triggers(game, oid, before, before + n))  # CR 714.2b


def remove_counters(game: GameState, oid: int, kind: str, n: int) -> None:
    """Remove ``n`` counters of ``kind`` from an object, as a cost is paid (CR 122.8, 602.2b);
    none left of that kind, it has none (the kind is gone from its counters)."""
    o = game.objects[oid]
    before = o.counters.get(kind, 0)
    left = before - n
    if left > 0:
        _own_counters(o)[kind] = left
    else:
        _own_counters(o).pop(kind, None)
    game._changes += 1
    if before > 0 and left <= 0 and kind == "time":
        # The last time counter removed: "When the last time counter is removed from this
        # permanent" (vanishing, CR 702.63a, 603.2; compiled by oracle.keyword_families).
        if o.zone is _ZONE_BATTLEFIELD:
            trigger(game, o, "last_counter_removed", {}, accept=lambda ab: ab.params.get("counter") == kind)


def annihilate_counters(game: GameState, oid: int) -> None:
    """CR 704.5q: +1/+1 and -1/-1 counters on one permanent are removed in pairs."""
    counters = _own_counters(game.objects[oid])
    k = min(counters.get("+1/+1", 0), counters.get("-1/-1", 0))
    if k:
        counters["+1/+1"] -= k
        counters["-1/-1"] -= k
        game._changes += 1


def pay_loyalty(game: GameState, oid: int, change: int, loyalty: int) -> None:
    """A loyalty ability's cost (CR 606.4): the counters become ``loyalty + change``,
    and the permanent has used its loyalty ability this turn (CR 606.3)."""
    o = game.objects[oid]
    _own_counters(o)["loyalty"] = loyalty + change
    o.loyalty_used = True
    game._changes += 1


def change_life(game: GameState, player: int, n: int) -> None:
    """Change a life total by ``n`` with no event of its own (a change made by hand, CR 119.3)."""
    game.players[player].life += n
    game._changes += 1  # CR 704.5a


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
    for oid in game.phased_out:  # (still under their controller's control, CR 702.26d)
        o = objects[oid]
        o.loyalty_used = False
        if o.controller == player:
            o.sick = False


def wear_off_damage(game: GameState) -> None:
    """CR 514.2: damage marked on permanents and prevention shields wear off.  Counted as a change
    (:data:`SBA_READS`) only when some permanent had damage or deathtouch marked: the usual cleanup
    of a turn without combat damage to creatures changes nothing the state-based actions read."""
    objects = game.objects
    marked = False
    for oid in game.battlefield:
        o = objects[oid]
        if o.damage or o.deathtouched:
            o.damage = 0
            o.deathtouched = False
            marked = True
        o.shield = 0
    for pl in game.players:
        pl.shield = 0
    if marked:
        game._changes += 1


# ----------------------------------------------------------------------------- mana pools (CR 106.4, 500.4)

def add_mana(game: GameState, player: int, mana_type: str, n: int = 1) -> None:
    """Add ``n`` mana of one type (``W``... ``C``) to a player's mana pool (CR 106.4)."""
    game.players[player].pool.add(mana_type, n)
    game._mana_added = True


def add_restricted_mana(game: GameState, player: int, mana_type: str, restriction: object) -> None:
    """Add one unit of mana that may be spent only on some things (CR 106.6, ``restricted_mana``)."""
    game.players[player].pool.restricted.append((mana_type, restriction))
    game._mana_added = True


def spend_restricted_mana(game: GameState, player: int, plain: Iterable[str], restricted: Iterable[int]) -> None:
    """Take mana out of the pool to pay a cost (CR 601.2h): ``plain`` units by type and the
    restricted units at those indexes of ``ManaPool.restricted``."""
    pool = game.players[player].pool
    for i in sorted(restricted, reverse=True):
        del pool.restricted[i]
    pool.remove_units(plain)


def spend_mana(game: GameState, player: int, units: Iterable[str]) -> None:
    """Take the mana ``units`` out of a player's pool to pay a cost (CR 601.2h)."""
    game.players[player].pool.remove_units(units)


def empty_mana_pools(game: GameState) -> list[tuple[int, int]]:
    """Every mana pool empties as a step ends (CR 500.4): the players whose pool held mana, and how much.
    Only when mana was added since the pools were last emptied (``_mana_added``) is any pool looked at."""
    if not game._mana_added:
        return []
    lost: list[tuple[int, int]] = []
    for p in game.players:
        pool = p.pool
        if pool.amounts or pool.restricted:
            lost.append((p.index, pool.empty()))
    game._mana_added = False
    return lost


# ----------------------------------------------------------------------------- the stack (CR 405)

def new_id(game: GameState) -> int:
    """A fresh object id: an ability put on the stack is an object of its own (CR 405.1)."""
    oid = game._next_id
    game._next_id += 1
    return oid


def put_on_stack(game: GameState, item: StackItem) -> None:
    """Put a spell or ability on top of the stack (CR 405.1, 601.2a, 603.3)."""
    game.stack.append(item)


def retarget_stack_item(game: GameState, item: StackItem, targets: tuple[Ref, ...]) -> StackItem | None:
    """A spell or ability on the stack gets new targets (CR 115.7), in its place on the stack; the new
    item, or None when it is no longer there."""
    import dataclasses
    for i, s in enumerate(game.stack):
        if s is item:
            game.stack[i] = dataclasses.replace(item, targets=tuple(targets))
            return game.stack[i]
    return None


def leave_stack(game: GameState, item: StackItem) -> None:
    """A resolved (or removed) spell or ability leaves the stack (CR 608.2n), if it is still there."""
    stack = game.stack
    for i, there in enumerate(stack):
        if there is item:  # (found by identity: the dataclass's field-by-field == is slow)
            del stack[i]
            break
    else:
        if item not in stack:
            return
        stack.remove(item)  # an equal item (a copy of the state's)
    if item.ability is not None and item.ability.trigger == "chapter":
        game._changes += 1  # a Saga whose last chapter left the stack is sacrificed (CR 714.4)


# ----------------------------------------------------------------------------- libraries (CR 701.24a)

def shuffle_library(game: GameState, player: int, *, keep_on_top: int | None = None) -> None:
    """Shuffle a player's library (CR 701.24a) with the game's seeded generator;
    ``keep_on_top``: a card taken out first and put on top after ("shuffle and put that card on top")."""
    lib = game.players[player].library
    if keep_on_top is not None:
        lib.remove(keep_on_top)
    shuffle(game.rng, lib)
    if keep_on_top is not None:
        lib.insert(0, keep_on_top)


def order_library(game: GameState, player: int, top: Sequence[int], bottom: Sequence[int] = ()) -> None:
    """Put ``top`` on top of a player's library in that order and ``bottom`` at its bottom."""
    lib = game.players[player].library
    moved = set(top) | set(bottom)
    rest = [c for c in lib if c not in moved]
    lib[:] = [*top, *rest, *bottom]


# ----------------------------------------------------------------------------- players

def count_land_played(game: GameState, player: int) -> None:
    """A player played a land this turn (CR 305.2, 505.5b)."""
    game.players[player].lands_played += 1


def count_mulligan(game: GameState, player: int) -> None:
    """A player takes a mulligan (CR 103.4)."""
    game.players[player].mulligans += 1


def lose_game(game: GameState, player: int, why: str) -> bool:
    """A player loses the game (CR 104.3a); False if they had already lost."""
    p = game.players[player]
    if p.lost:
        return False
    p.lost = True
    p.loss_reason = why
    game._changes += 1
    return True


def end_game(game: GameState, outcome: Outcome) -> None:
    """The game is over (CR 104.2a, 104.4a)."""
    game.outcome = outcome


def set_player_status(game: GameState, player: int, *, life: int, poison: int, lands_played: int,
                      max_hand: int, energy: int = 0) -> None:
    """A player's life, poison and energy counters, lands played this turn and maximum hand size, as a
    scenario sets them up (CR 119.1, 122.1, 305.2)."""
    p = game.players[player]
    p.life, p.poison, p.lands_played, p.max_hand, p.energy = life, poison, lands_played, max_hand, energy
    game._changes += 1


def set_object_status(game: GameState, oid: int, *, sick: bool, damage: int, shield: int) -> None:
    """A permanent's summoning sickness, marked damage and prevention shield, as a scenario
    sets them up (CR 302.6, 615)."""
    o = game.objects[oid]
    o.sick, o.damage, o.shield = sick, damage, shield
    game._changes += 1


# ----------------------------------------------------------------------------- turns, steps, priority

def set_up_turn(game: GameState, *, turn: int, active: int, first_player: int | None, step: Step | None) -> None:
    """Where the game stands in its turns, as a scenario sets it up."""
    game.turn, game.active, game.first_turn_player, game.step = turn, active, first_player, step


def set_first_player(game: GameState, player: int) -> None:
    """The starting player takes the first turn (CR 103.1)."""
    game.first_turn_player = player
    game.turns.next_normal = player


def set_turn_sequence(game: GameState, next_normal: int, steps_left: Sequence[Step]) -> None:
    """Who takes the next normal turn and the steps left in this one (a scenario's set-up)."""
    game.turns.next_normal = next_normal
    game.turns.set_upcoming(steps_left)


def next_turn_player(game: GameState) -> tuple[int, bool]:
    """Who takes the next turn, and whether it is an extra turn (CR 500.7); takes it off the sequence."""
    return game.turns.next_turn_player()


def skip_step(game: GameState, step: Step) -> None:
    """Drop ``step`` from the rest of this turn (CR 500.10, 103.7a)."""
    game.turns.skip_step(step)


def next_step(game: GameState) -> Step | None:
    """Take the next step of the turn off the sequence (``None`` when the turn is over)."""
    turns = game.turns
    if not turns.skips:  # (TurnSequencer.pop_step without skips, written out: it is asked at every step)
        steps = turns.steps_left
        return steps.pop() if steps else None
    return turns.pop_step(game.active)


def add_steps_after_current(game: GameState, steps: list[Step]) -> None:
    """Steps added directly after the current one (CR 500.9, 510.5, 514.3a)."""
    game.turns.add_steps_after_current(steps)


def skip_combat_damage_steps(game: GameState) -> None:
    """CR 508.6: with no attackers, declare blockers and combat damage are skipped."""
    game.turns.skip_combat_damage_steps()


def begin_turn(game: GameState, player: int) -> None:
    """A turn begins (CR 500.1): the active player, no land played yet, no creature attacked yet,
    permanents' turn-long status reset (CR 302.6, 606.3), and "until your next turn"
    effects of that player end (CR 611.2b)."""
    game.turn += 1
    game.active = player
    game.turns_taken[player] += 1  # (Starting Town: each player's own turns of the game)
    game.step = None
    game.attacked_this_turn = set()
    for p in game.players:
        p.lands_played = 0
        p.spells_cast_last_turn, p.spells_cast = p.spells_cast, 0  # "last turn": the turn before this one
        p.drawn_this_turn = 0
        p.lands_entered = 0
        p.life_lost_this_turn = 0
        p.cast_this_turn = ()
        p.left_battlefield = 0
    if game.delayed_triggers:  # "whenever ... this turn" ends with its turn (CR 603.7c)
        game.delayed_triggers = [(w, t) for w, t in game.delayed_triggers
                                 if not (t.info.get("this_turn") and t.info.get("on_turn") != game.turn)]
    begin_turn_for_permanents(game, player)
    end_effects(game, (_DURATION_NEXT_TURN,), player=player)


def prevent_color_this_turn(game: GameState, color: str) -> None:
    """From now until the cleanup step, damage from sources of ``color`` is prevented (CR 615.1)."""
    game.prevented_colors = game.prevented_colors | {color}


def combat_damage_prevented(game: GameState, source: int, target: Ref) -> bool:
    """Whether combat damage from ``source`` to ``target`` is prevented (CR 615.1): all combat damage
    this turn (Fog), damage dealt to and by a creature this turn (Maze of Ith), or a static of the
    source ("dealt to and dealt by this creature", Fog Bank) or of the target ("dealt to this creature")."""
    marks = game.combat_prevention
    if marks and (-1 in marks or source in marks or (isinstance(target, int) and target in marks)):
        return True
    if not chars._battlefield_index(game).statics.get("prevent_combat_damage"):
        return False  # (the usual case: no such static on the battlefield)
    for ref, by in ((source, True), (target, False)):
        o = game.objects.get(ref) if isinstance(ref, int) else None
        if o is None or o.zone is not _ZONE_BATTLEFIELD:
            continue
        if any(not by or a.params.get("by") for a in chars.statics(game, o.id, "prevent_combat_damage")):
            return True
    return False


def prevent_combat_damage_this_turn(game: GameState, oid: int | None) -> None:
    """From now until the cleanup step, all combat damage (``oid`` None) or the combat damage dealt to and
    dealt by ``oid`` is prevented (CR 615.1)."""
    game.combat_prevention = game.combat_prevention | {-1 if oid is None else oid}


def lock_turn(game: GameState, lock: str) -> None:
    """From now until the cleanup step, ``lock`` holds (turn_locks.py: "no_life_gain", CR 119.7;
    "no_prevention", CR 615.12)."""
    game.turn_locks = game.turn_locks | {lock}


def end_turn_locks(game: GameState) -> None:
    """The cleanup step: "this turn" prohibitions end (CR 514.2)."""
    game.turn_locks = frozenset()


def end_combat_prevention(game: GameState) -> None:
    """The cleanup step: "this turn" combat damage prevention ends (CR 514.2)."""
    game.combat_prevention = frozenset()


def end_color_prevention(game: GameState) -> None:
    """The cleanup step: "this turn" prevention by colour ends (CR 514.2)."""
    game.prevented_colors = frozenset()


def count_spell_cast(game: GameState, player: int, card: CardDef | None = None) -> None:
    """A spell became cast (CR 601.2i): one more in its controller's count for this turn
    (storm, CR 702.40a; copies are not cast, CR 707.10, and are not counted), and its card in
    the turn's record of what they cast ("their first noncreature spell each turn")."""
    game.players[player].spells_cast += 1
    if card is not None:
        game.players[player].cast_this_turn += (card,)


def end_effects(game: GameState, durations: tuple[Duration, ...], *, player: int | None = None) -> int:
    """Continuous effects lasting ``durations`` end (CR 514.2, 611.2b); with ``player``, only
    those whose duration is that player's ("until your next turn").  How many ended."""
    if not game.modifiers:
        return 0  # (the usual case, at every step's end: no new list made)
    before = len(game.modifiers)
    game.modifiers = [m for m in game.modifiers
                      if not (m.until in durations and (player is None or m.player == player))]
    ended = before - len(game.modifiers)
    if ended:
        game._changes += 1
    return ended


def begin_step(game: GameState, step: Step) -> None:
    """A step begins (CR 500.1): nobody has priority or has passed yet."""
    game.step = step
    game.passed = []
    game.priority_player = None


def set_priority(game: GameState, player: int | None) -> None:
    """Who holds priority (CR 116.3); ``None``: nobody (the step is ending)."""
    game.priority_player = player


def reset_passes(game: GameState, passed: Sequence[int] = ()) -> None:
    """Who has passed priority in succession: nobody after an action (CR 116.3c), or as resumed."""
    game.passed = list(passed)


def everyone_passes(game: GameState, first: int) -> None:
    """Every player passes priority in turn, ``first`` first, with nothing to resolve: the step
    ends (CR 116.3d, 116.4, 500.2).  One operation for what a simulation's every step does."""
    game.passed = [first, 1 - first] if len(game.players) == 2 else \
        list(range(first, len(game.players))) + list(range(first))
    game.priority_player = None


def pass_priority(game: GameState, player: int) -> None:
    """A player passes priority (CR 116.3d)."""
    game.passed.append(player)


def set_resume_point(game: GameState, where: Resume | None) -> None:
    """Where the flow can be rebuilt from the state alone (``state.Resume``, see Game.checkpoint)."""
    game.resume_point = where


# ----------------------------------------------------------------------------- triggers (CR 603)

def queue_triggers(game: GameState, triggers: Iterable[PendingTrigger]) -> None:
    """Triggered abilities wait to be put on the stack the next time a player would receive
    priority (CR 603.3)."""
    game.pending_triggers.extend(triggers)


def take_pending_triggers(game: GameState) -> list[PendingTrigger]:
    """The waiting triggered abilities, taken off the waiting list to go on the stack (CR 603.3b)."""
    waiting, game.pending_triggers = game.pending_triggers, []
    return waiting


def replace_pending_triggers(game: GameState, triggers: list[PendingTrigger]) -> None:
    """The waiting triggered abilities, as changed (new values, never a change to a shared one)."""
    game.pending_triggers = triggers


def take_delayed_triggers(game: GameState, when: str) -> list[PendingTrigger]:
    """The delayed triggered abilities waiting for ``when`` (CR 603.7), taken off their list."""
    due = [t for w, t in game.delayed_triggers if w == when and _delayed_due(game, t)]
    if due:
        game.delayed_triggers = [(w, t) for w, t in game.delayed_triggers if not (w == when and t in due)]
    return due


def _delayed_due(game: GameState, t: PendingTrigger) -> bool:
    """A delayed trigger for "your next upkeep" (rebound, CR 702.88a) waits for its controller's turn."""
    if "on_turn" in t.info and t.info["on_turn"] != game.turn:  # "that turn's end step" (zone_effects)
        return False
    return not t.info.get("your_step") or t.controller == game.active


# ----------------------------------------------------------------------------- combat (CR 506-511)

def set_combat_declared(game: GameState, *, attackers: bool | None = None, blockers: bool | None = None) -> None:
    """Whether attackers (CR 508.1) and blockers (CR 509.1) have been declared in this combat."""
    if attackers is not None:
        game.combat.attackers_declared = attackers
    if blockers is not None:
        game.combat.blockers_declared = blockers


def declare_attacker(game: GameState, attacker: int, target: Ref, *, this_turn: bool = True) -> None:
    """A creature attacks a player or planeswalker (CR 508.1a); ``this_turn``: it counts as
    having attacked this turn ("creatures that attacked this turn")."""
    game.combat.attackers[attacker] = target
    if this_turn:
        game.attacked_this_turn.add(attacker)


def declare_blocker(game: GameState, blocker: int, attacker: int) -> None:
    """A creature blocks an attacker, which becomes blocked (CR 509.1, 509.1h)."""
    game.combat.blocks.setdefault(blocker, []).append(attacker)
    game.combat.blocked[attacker] = True


def set_blocked(game: GameState, attacker: int, blocked: bool = True, *, if_unset: bool = False) -> None:
    """Whether an attacking creature is blocked (CR 509.1h, 506.4); ``if_unset``: only if not said yet."""
    if if_unset:
        game.combat.blocked.setdefault(attacker, blocked)
    else:
        game.combat.blocked[attacker] = blocked


def set_damage_order(game: GameState, attacker: int, blockers: Sequence[int]) -> None:
    """An attacker's blockers in damage assignment order (CR 509.2)."""
    game.combat.order[attacker] = list(blockers)


def set_blocker_order(game: GameState, blocker: int, attackers: Sequence[int]) -> None:
    """A blocker's attackers in damage assignment order (CR 509.3)."""
    game.combat.blocker_order[blocker] = list(attackers)


def begin_first_strike_step(game: GameState, first_strikers: set[int]) -> None:
    """CR 510.5: a first-strike combat damage step, and who dealt damage in it."""
    game.combat.first_strike_step = True
    game.combat.first_strikers = first_strikers


def clear_combat(game: GameState) -> None:
    """CR 511.3: creatures stop being attacking and blocking as combat ends."""
    game.combat.clear()


# ----------------------------------------------------------------------------- what permanents remember
# (chosen.py, linked_effects.py, transform.py, aura_rules.py, monarch.py)

def remember(game: GameState, oid: int, values: Mapping[str, Any]) -> None:
    """``oid`` remembers these values from now on: a choice made as it entered (CR 614.12) or
    the cards its linked ability exiled (CR 607.2a).  Nothing the state-based actions read."""
    game.chosen[oid] = {**game.chosen.get(oid, {}), **values}


def remove_all_damage(game: GameState, oid: int) -> None:
    """Remove all damage marked on a permanent, and the deathtouch mark with it (CR 702.89a)."""
    o = game.objects[oid]
    o.damage = 0
    o.deathtouched = False
    game._changes += 1


def turn_over(game: GameState, oid: int, card: CardDef) -> None:
    """A permanent shows another face (transform, CR 701.28a): the same object with other
    characteristics, so what the battlefield index derived from its card is derived again."""
    game.objects[oid].card = card
    game._features |= features.of_card(card)  # (features.py: what the other face may bring)
    game._bf_version += 1
    game._changes += 1
    refresh_types(game)  # (a face with a type-changing static, or a land face under one: CR 613.1d)


def turn_face_down(game: GameState, oid: int, face_down: CardDef) -> None:
    """The object shows ``face_down`` and its real card is kept hidden (CR 708.2a; face_down.py)."""
    game.face_down[oid] = game.objects[oid].card
    turn_over(game, oid, face_down)


def turn_face_up(game: GameState, oid: int) -> CardDef:
    """The face-down permanent regains its normal characteristics (CR 708.8); returns its card."""
    real = game.face_down.pop(oid)
    # What an effect derived from the face-down card (an animation, CR 613.1d) is derived again from
    # the real card: the "card as it entered" it was kept under is the 2/2's no more (CR 708.8).
    game.printed.pop(oid, None)
    turn_over(game, oid, real)
    if any(m.target == oid and m.becomes is not None for m in game.modifiers):
        refresh_card(game, oid)
    return real


def take_returns_due(game: GameState) -> list[int]:
    """The permanents whose "until this leaves the battlefield" cards return now (CR 610.3c)."""
    due, game.returns_due = game.returns_due, []
    return due


def set_monarch(game: GameState, player: int | None) -> None:
    """Who is the monarch (CR 724.1, 724.3: only one player is)."""
    game.monarch = player


# ----------------------------------------------------------------------------- umbra armor

def umbra_armor(game: GameState, oid: int) -> bool:
    """Umbra armor (CR 702.89a): "If enchanted permanent would be destroyed, instead remove all
    damage marked on it and destroy this Aura."  True if an Aura on ``oid`` replaced its
    destruction (the first one, in battlefield order: one replacement is enough, CR 616.1).
    Checked where a permanent would be destroyed: ``operations.destroy`` and the
    state-based actions for lethal damage and deathtouch (CR 704.5g-h)."""
    if not chars.permanents_with_static(game, "umbra_armor"):
        return False
    for pid in chars.permanents_with_static(game, "umbra_armor"):
        aura = game.objects[pid]
        if aura.attached_to != oid:
            continue
        o = game.objects[oid]
        remove_all_damage(game, oid)  # (its lethal damage and the deathtouch mark with it)
        log(game, "umbra_armor", "702.89a", "{aura} is destroyed instead of {card}, and the damage on {card} "
                "is removed.", aura=aura.name, card=o.name)
        destroy(game, pid, because=o.name, rule="702.89a")
        return True
    return False
