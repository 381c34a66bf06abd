"""What a player with priority may do, and doing it (CR 116, 117, 305, 601, 602, 605).

Each action has a predicate saying why it is not allowed now (``land_problem``,
``cast_problem``, ``activate_problem``, ``manual_problem``), used both to list
legal actions and to validate answers, and a flow that asks for targets and
payment before anything changes (cancelling leaves the game as it was).
Functions over a :class:`~.state.GameState` (the module map is in ``state.py``).
"""

from __future__ import annotations

import re
from typing import Any, Callable, Final, Generator, Iterable, Iterator, Sequence

from . import entering
from ..rules import activation_bans, activation_costs, casting_costs
from ..rules import characteristics as chars
from ..rules import animation, aura_rules, crew, mana_abilities, named_rules, play_permissions
from .. import features
from ..families import land_effects
from ..families import graveyard_lands, optional_targets, targeted_triggers
from ..rules import payment, spells_cast
from ..rules.payment import auto_payment, available_mana_units, can_afford, payment_units, spell_units
from ..rules.timing import sorcery_timing
from ..rules import casting_rules, player_rules, restricted_mana, tap_costs
from ..families import hand_abilities, suspend
from . import untap_step
from ..families import modal_faces
from ..families import face_down as fd
from ..rules.restricted_mana import Purpose
from ..families import keyword_effects as kwe
from .. import operations as ops
from ..data.cards import Ability, CardDef
from ..decisions import (
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
    TurnFaceUp,
)
from ..errors import IllegalAnswer, Problem, problem
from ..rules.mana import ManaCost, all_single, fewest_units, pay_from_units
from ..objects import StackItem, StackKind, Zone
from .steps import Step
from ..refs import PlayerRef
from ..state import GameState
from ..rules.target_filters import describe as describe_spec
from ..rules.targets import is_legal_target
from ..rules import dependent_targets
from ..rules.targets import candidates as target_candidates
from ..rules.targets import has_candidate as has_target_candidate

#: Enum members read on hot paths, bound once as module constants (the engine's hot-path rules: ``mtgtable.engine``).
_KIND_CHOOSE: Final = Kind.CHOOSE
_KIND_PAY: Final = Kind.PAY
_KIND_TARGETS: Final = Kind.TARGETS
_STACK_KIND_ACTIVATED: Final = StackKind.ACTIVATED
_STACK_KIND_SPELL: Final = StackKind.SPELL
_STEP_MAIN1: Final = Step.MAIN1
_STEP_MAIN2: Final = Step.MAIN2
_ZONE_BATTLEFIELD: Final = Zone.BATTLEFIELD
_ZONE_GRAVEYARD: Final = Zone.GRAVEYARD
_ZONE_HAND: Final = Zone.HAND
_ZONE_STACK: Final = Zone.STACK

#: Numbers a manual action takes: ASCII digits only (``str.isdigit`` also accepts "²",
#: which ``int`` refuses), and small enough for a table (CR 107.1).
_MANUAL_NUMBER: Final = re.compile(r"-?[0-9]{1,6}")
_MANUAL_PT: Final = re.compile(r"[0-9]{1,4}/[0-9]{1,4}")


def _check_priority_answer(game: GameState, player: int, a: Any) -> None:
    if isinstance(a, Pass):
        return
    if isinstance(a, PlayLand):
        problem = land_problem(game, player, a.card, a.face)
    elif isinstance(a, Cast):
        problem = cast_problem(game, player, a.card, a.x, face=a.face)
    elif isinstance(a, Activate):
        problem = activate_problem(game, player, a.source, a.index, a.color)
    elif isinstance(a, Manual):
        problem = manual_problem(game, player, a)
    elif isinstance(a, TurnFaceUp):
        problem = face_up_problem(game, player, a.card)
    else:
        raise IllegalAnswer("116.1", "with priority you may pass, play a land, cast or activate, not {answer}",
                            answer=str(a))
    if problem:
        raise IllegalAnswer.because(problem, (getattr(a, "card", getattr(a, "source", 0)),))


#: The pass every list of legal actions begins with (a frozen value: one for all of them).
_PASS: Final = Pass()

#: Whether a card has an ability activated by discarding it (cycling), by card definition.
_DISCARD_SELF: Final[dict[CardDef, bool]] = {}


def legal_actions(game: GameState, player: int) -> list[Any]:
    """Every legal priority action except mana abilities and X choices above the smallest."""
    out: list[Any] = [_PASS]
    p = game.players[player]
    step = game.step  # (what sorcery_timing judges, CR 505.5a, without making its Problem)
    sorcery_ok = player == game.active and (step is _STEP_MAIN1 or step is _STEP_MAIN2) and not game.stack
    units: list[tuple[int | None, frozenset[str]]] | None = None  # computed once, when first needed
    flash = not sorcery_ok and casting_rules.flash_possible(game)  # (once for the hand, not once per card)
    for c in p.hand:
        card = game.objects[c].card
        if card.modal and sorcery_ok and modal_faces.land_face(card) is not None \
                and land_problem(game, player, c, modal_faces.BACK) is None:
            out.append(PlayLand(c, modal_faces.BACK))  # its land back face (CR 712.12, modal_faces.py)
        other = modal_faces.cast_face(card) if card.face_choice else None
        if other is not None:  # its other face, an Adventure, a split card's other half (CR 712.12, 709.3, 715.3)
            x_other = 1 if other.mana_cost.x_count else 0
            if cast_problem(game, player, c, x_other, face=modal_faces.BACK) is None:
                out.append(Cast(c, x_other, modal_faces.BACK))
        if card.is_land:
            if sorcery_ok and land_problem(game, player, c) is None:
                out.append(PlayLand(c))
            continue
        if not (sorcery_ok or card.is_instant or "Flash" in card.keywords
                or flash and casting_rules.flash_allowed(game, player, card)):  # "as though it had flash" (CR 601.3a)
            continue  # not now (CR 505.5a): skip the full check
        if units is None:
            units = available_mana_units(game, player)
        x = 1 if card.mana_cost.x_count else 0
        restricted = spell_units(game, player, card)  # mana spent only on some spells (CR 106.6)
        card_units = units if restricted is None else restricted
        if fewest_units(card.mana_cost) + x > len(card_units) and not casting_costs.cheaper_than_printed(game, card):
            continue  # cannot be paid (CR 117.3): skip the full check
        if cast_problem(game, player, c, x, card_units) is None:
            out.append(Cast(c, x))
    # Cards cast from the graveyard (flashback, CR 702.34a): the casting-costs hook.
    elsewhere = casting_costs.castable_elsewhere(game, player)
    if elsewhere:
        out.extend(Cast(c) for c in elsewhere if cast_problem(game, player, c, 0, units) is None)
    if game.play_permissions:  # cards exiled "you may play/cast" (play_permissions.py, CR 601.2a, 305.1)
        out.extend(PlayLand(c) for c in play_permissions.playable_lands(game, player)
                   if sorcery_ok and land_problem(game, player, c) is None)
    if sorcery_ok and p.graveyard:  # "You may play lands from your graveyard." (graveyard_lands.py, CR 305.1)
        out.extend(PlayLand(c) for c in graveyard_lands.playable(game, player) if land_problem(game, player, c) is None)
    used = game._features  # (features.py: whole kinds of actions no card of this game has)
    for c in (p.hand + p.graveyard) if used & features.DISCARD_SELF else ():
        card = game.objects[c].card
        discards = _DISCARD_SELF.get(card)
        if discards is None:  # (card data never changes: worked out once per card definition)
            if len(_DISCARD_SELF) > 50_000:
                _DISCARD_SELF.clear()  # a bound, for programs that build card definitions without end
            discards = _DISCARD_SELF[card] = any(_zone_ability(a) for a in card.abilities)
        if discards:
            for i, ab in enumerate(chars.activated_abilities(game, c)):
                if _zone_ability(ab) and activate_problem(game, player, c, i, "") is None:
                    out.append(Activate(c, i))
    for oid in chars._battlefield_index(game).activators:
        o = game.objects[oid]
        if o.controller != player:
            continue
        for i in chars._nonmana_activated(game, o.card):
            if activate_problem(game, player, oid, i, "") is None:
                out.append(Activate(oid, i))
    if used & features.PRIORITY_MANA:  # Lion's Eye Diamond, Simian Spirit Guide
        out.extend(activation_costs.priority_actions(game, player, activate_problem))
    if game.face_down:  # turning a face-down permanent face up (a special action, CR 116.2b, 702.37e)
        out.extend(TurnFaceUp(c) for c in game.face_down if face_up_problem(game, player, c) is None)
    return out


def face_up_problem(game: GameState, player: int, card: int) -> Problem | None:
    """Why ``player`` may not turn ``card`` face up now (CR 702.37e, 702.168d: its controller, any
    time they have priority, paying its morph cost, CR 117.3), or None."""
    found = fd.turn_up_problem(game, player, card)
    if found is not None:
        return found
    cost = fd.up_cost(game, card)
    if not can_afford(game, player, cost):
        return problem("117.3", "you can't pay {cost} to turn {card} face up", cost=str(cost),
                       card=game.objects[card].name)
    return None


def _turn_face_up(game: GameState, player: int, card: int) -> Generator[Decision, Any, bool]:
    """CR 702.37e: show the morph cost, pay it, turn the permanent face up; it doesn't use the stack."""
    cost = fd.up_cost(game, card)
    pay = yield from _pay(game, player, cost, "Pay {cost} to turn {card} face up.", game.objects[card].name,
                          (), True)
    if pay is None:
        return False
    _execute_payment(game, player, cost, pay)
    fd.turn_face_up(game, card, player)
    return True


def _hand_ability(ab: Ability) -> bool:
    """A non-mana ability activated from its card in the hand (CR 113.6): cycling, ninjutsu (hand_abilities.py)."""
    return ab.cost.discard_self or (ab.kind == "activated" and bool(ab.params.get("from_hand")))


def _zone_ability(ab: Ability) -> bool:
    """An ability activated from its card in the hand or in the graveyard (CR 113.6, 113.6k)."""
    return _hand_ability(ab) or activation_costs.from_graveyard(ab)


def land_problem(game: GameState, player: int, card: int, face: int = 0) -> Problem | None:
    """Why ``player`` may not play ``card`` as a land now (CR 505.5b, 305.2, 115.2a); ``face`` 1:
    a modal double-faced card's back face (CR 712.12)."""
    o = game.objects.get(card)
    if o is None or (o.zone is not _ZONE_HAND or o.owner != player) and \
            play_permissions.allowed(game, player, card) != "play" and not graveyard_lands.may_play(game, player, card):
        return problem("305.1", "#{id} is not a card in your hand", id=card)
    wrong_face = modal_faces.land_face_problem(o.card, face, o.name)
    if wrong_face:
        return wrong_face
    timing = sorcery_timing(game, player)
    if timing:
        return problem("505.5b", "a land can be played only by the active player in their main phase "
                                 "with an empty stack")
    if game.players[player].lands_played >= player_rules.land_limit(game, player):  # (an additional land, 305.2a)
        return problem("305.2", "you have already played a land this turn")
    return None


def _targets_possible(game: GameState, player: int, specs: Sequence[str], source: int | None,
                      distinct: bool = False, minimum: int | None = None) -> Problem | None:
    """Why the targets can't be chosen (CR 601.2c); ``minimum``: only the first that many must be
    chosen (the rest are optional, ``optional_targets``), so only they need a legal choice."""
    if minimum is not None:
        specs = specs[:minimum]
    if dependent_targets.is_dependent(specs):  # Searing Blaze: a whole choice must exist (CR 601.2c)
        if next(_dependent_choices(game, player, specs, source, distinct), None) is None:
            return problem("601.2c", "there is no legal choice for \"{spec}\"",
                           spec=describe_spec(next(s for s in specs if s in dependent_targets.DEPENDENT_SPECS)))
        return None
    options = []
    for spec in specs:
        if not distinct:  # (only whether there is one: the first found will do)
            if not has_target_candidate(game, spec, player, source):
                return problem("601.2c", "there is no legal choice for \"{spec}\"", spec=describe_spec(spec))
            continue
        found = target_candidates(game, spec, player, source)
        if not found:
            return problem("601.2c", "there is no legal choice for \"{spec}\"", spec=describe_spec(spec))
        options.append(found)
    if distinct and not _distinct_choice_exists(options):
        return problem("115.3", "there are not {n} different legal targets", n=len(specs))
    return None


def cast_problem(game: GameState, player: int, card: int, x: int = 0,
                 units: list[tuple[int | None, frozenset[str]]] | None = None, face: int = 0) -> Problem | None:
    """Why ``player`` may not cast ``card`` now (CR 601.2, 505.5a, 117.3), or ``None``; ``face`` 1: its
    other face (CR 712.12, 709.3, 715.3; modal_faces.py), checked with that face's characteristics."""
    o = game.objects.get(card)
    if o is None or (o.owner != player or not casting_costs.castable_zone(o.card, o.zone)) and \
            not play_permissions.allowed(game, player, card):  # exiled "you may cast" (play_permissions.py)
        return problem("601.2a", "#{id} is not a card in your hand", id=card)
    if face:
        wrong_face = modal_faces.cast_face_problem(o, face)
        if wrong_face:
            return wrong_face
        o = modal_faces.casting_object(o, face)
    if o.card.is_land:
        return problem("305.9", "{card} is a land: lands are played, not cast", card=o.name)
    if not o.card.mana_cost.text and not casting_costs.has_cost_rules(o.card):
        # CR 118.6: a card with no mana cost (Ancestral Vision, Lotus Bloom) can't be cast for it; only an
        # alternative cost ("without paying its mana cost", suspend's cast) casts it.
        return problem("118.6", "{card} has no mana cost: it can't be cast that way", card=o.name)
    forbidden = player_rules.cast_forbidden(game, player)  # "can't cast spells during your turn" (CR 101.2)
    if forbidden is not None:
        return forbidden
    forbidden = casting_rules.cast_problem(game, player, o.card)  # "can't cast spells this turn" (CR 101.2)
    if forbidden is not None:
        return forbidden
    if game.stack:
        split = kwe.split_second_problem(game)
        if split is not None:
            return split
    timing = sorcery_timing(game, player)  # (the cheap test first: in a main phase no flash is looked for)
    if timing and not (o.card.is_instant or "Flash" in o.card.keywords
                       or casting_rules.flash_allowed(game, player, o.card)):
        return timing
    if x < 0 or (x and not casting_costs.announces_x(o.card)):  # {X}, or "pay X life" (CR 107.3)
        return problem("107.3", "X must be a number 0 or more, and only for a cost with {X}")
    if units is None:
        units = spell_units(game, player, o.card)
    if casting_costs.needs_full_check(game, o):
        # Alternative and additional costs, cost changes (CR 601.2b, 601.2f): the casting-costs hook.
        paying = casting_costs.cost_problem(game, player, o, x, units)
        if paying is not None:
            return paying
    elif not can_afford(game, player, o.card.mana_cost.with_x(x), (), units):
        return problem("117.3", "you can't pay {cost} for {card}", cost=str(o.card.mana_cost), card=o.name)
    sa = o.card.spell_ability
    if sa is not None:
        if sa.params.get("timing") == "after_blockers" and not (
                game.step is not None and game.step.is_combat and game.combat.blockers_declared):
            return problem("601.3", "{card} can be cast only during combat after blockers are declared",
                           card=o.name)
        if sa.modes:
            legal = mode_choices(game, player, sa, card)
            if not legal:
                return problem("700.2a", "no mode of {card} has legal targets", card=o.name)
            from ..families.modal_costs import affordable, has_mode_costs
            if has_mode_costs(sa) and not casting_costs.needs_full_check(game, o) and not affordable(
                    sa, legal, lambda more: can_afford(game, player, casting_costs.total_cost(
                        game, player, o.card, casting_costs.CastMethod("normal", o.card.mana_cost), x, False, False, 0, more),
                        (), units)):
                # Spree: every mode adds a cost (CR 702.172a); none can be paid with the mana cost.
                return problem("117.3", "you can't pay {cost} for {card}", cost=str(o.card.mana_cost), card=o.name)
            return None
        return _targets_possible(game, player, sa.targets, card, _distinct(sa), _minimum(sa))
    return None


def mode_choices(game: GameState, player: int, ab: Ability, source: int) -> list[int]:
    """The legal sets of modes (indexes into ``modes.choices``, CR 700.2a): each mode's targets possible."""
    from ..families.mode_memory import used
    from ..families.modes import choices
    gone = used(game, ab, source)  # "choose one that hasn't been chosen" (mode_memory.py, CR 700.2)
    ok = [k not in gone and _targets_possible(game, player, m.targets, source, _distinct(m), _minimum(m)) is None
          for k, m in enumerate(ab.modes)]
    return [i for i, c in enumerate(choices(ab)) if all(ok[k] for k in c)]


def choose_mode(game: GameState, player: int, ab: Ability, source: int, card: str,
                cancellable: bool) -> Generator[Decision, Any, Ability | None]:
    """CR 700.2a: the mode (or modes, "choose one or both", ``engine.modes``) of a modal
    spell or ability is chosen as it is put on the stack (before targets, CR 601.2b-c);
    only modes with legal targets are options."""
    got = yield from choose_modes(game, player, ab, source, card, cancellable)
    return got[0] if got is not None else None


def choose_modes(game: GameState, player: int, ab: Ability, source: int, card: str, cancellable: bool,
                 afford: Callable[[list[ManaCost]], bool] | None = None,
                 ) -> Generator[Decision, Any, tuple[Ability, tuple[int, ...]] | None]:
    """:func:`choose_mode`, returning the chosen set of modes too; ``afford`` (casting a spell with
    entwine, escalate or Spree, ``modal_costs``) says whether the total cost with a set's extra
    mana can be paid: a set that can't is not offered (CR 601.2f, 601.2h)."""
    from ..families.modal_costs import affordable, has_mode_costs
    from ..families.modes import choices, combined, label
    sets = choices(ab)
    legal = mode_choices(game, player, ab, source)
    if afford is not None and has_mode_costs(ab):
        legal = affordable(ab, legal, afford)

    def validate(a: Any) -> None:
        if cancellable and isinstance(a, Cancel):
            return
        ops._expect(a, Choose, "700.2a")
        if a.choice not in legal:
            raise IllegalAnswer("700.2a", "mode {n} is not a mode of {card} you can choose now", n=a.choice,
                                card=card)

    labels = {i: label(ab, sets[i]) for i in legal}
    opts: list[Any] = [Choose(i) for i in legal] + ([Cancel()] if cancellable else [])
    ans = yield ops._decision(game, _KIND_CHOOSE, player, "Choose a mode for {card}.", "700.2a",
                               {"options": legal, "labels": labels, "mode": True, "source": source}, validate,
                               lambda: opts, prompt_args={"card": card})
    if isinstance(ans, Cancel):
        return None
    chosen: Ability = combined(ab, sets[ans.choice])
    from ..families.mode_memory import remember
    remember(game, ab, source, sets[ans.choice])  # "choose one that hasn't been chosen" (CR 700.2)
    ops.log(game, "mode", "700.2a", "{player} chooses a mode of {card}: {text}", player=game.players[player].name,
             card=card, text=chosen.text)
    return chosen, sets[ans.choice]


def activate_problem(game: GameState, player: int, source: int, index: int, color: str) -> Problem | None:
    """Why ``player`` may not activate that ability now (CR 602.2, 602.5, 606.3), or ``None``."""
    o = game.objects.get(source)
    in_hand = o is not None and o.zone is _ZONE_HAND and o.owner == player
    in_graveyard = o is not None and o.zone is _ZONE_GRAVEYARD and o.owner == player
    if o is None or (o.zone is not _ZONE_BATTLEFIELD and not in_hand and not in_graveyard):
        return problem("602.2", "#{id} is not a permanent on the battlefield", id=source)
    if o.controller != player:
        return problem("602.2", "you don't control {card}", card=o.name)
    abilities = chars.activated_abilities(game, source)
    if not 0 <= index < len(abilities):
        return problem("602.2", "{card} has no activated ability number {n}", card=o.name, n=index)
    ab = abilities[index]
    c = ab.cost
    if suspend.is_suspend(ab):
        return _suspend_problem(game, player, o, ab)
    if ab.kind != "mana" and game.stack:
        split = kwe.split_second_problem(game)
        if split is not None:
            return split
    if in_graveyard != activation_costs.from_graveyard(ab):
        # CR 113.6k: "Exile this card from your graveyard" works only there, and nothing else does
        if in_graveyard:
            return problem("113.6k", "this ability of {card} can't be activated from your graveyard", card=o.name)
        return problem("113.6k", "this ability of {card} is activated from your graveyard", card=o.name)
    if not in_graveyard and in_hand != (c.discard_self or activation_costs.from_hand(ab)):
        # CR 113.6: an ability works only where it says; "discard this card" only from the hand (702.29a).
        if in_hand:
            return problem("113.6", "this ability of {card} can't be activated from your hand", card=o.name)
        return problem("113.6", "this ability of {card} is activated from your hand", card=o.name)
    if c.tap or c.untap:
        if c.tap and o.tapped:
            return problem("602.5a", "{card} is already tapped", card=o.name)
        if o.sick and "Creature" in o.card.types and not chars.has_keyword(game, source, "Haste"):
            return problem("302.6", "{card} has summoning sickness: it can't use {{T}} abilities yet", card=o.name)
    if c.loyalty is not None:
        timing = sorcery_timing(game, player)
        if timing:
            return problem("606.3", "loyalty abilities can be activated only at sorcery speed")
        if o.loyalty_used:
            return problem("606.3", "a loyalty ability of {card} was already activated this turn", card=o.name)
        if c.loyalty < 0 and chars.loyalty(game, source) < -c.loyalty:
            return problem("606.6", "{card} doesn't have {n} loyalty to remove", card=o.name, n=-c.loyalty)
    if c.life and game.players[player].life < c.life:
        return problem("119.4", "you can't pay {n} life: your life total is less than that", n=c.life)
    if ab.sorcery_speed:
        timing = sorcery_timing(game, player, "602.5d")
        if timing:
            return timing
    special = mana_abilities.ability_problem(game, player, source, ab) or \
        named_rules.activation_problem(game, source, ab) or \
        activation_bans.activation_problem(game, source) or \
        casting_rules.activation_forbidden(game, player, source)  # a chosen name, Grand Abolisher (CR 201.3, 101.2)
    if special:
        return special
    if activation_costs.applies(ab):  # costs beyond mana, "once each turn" (CR 602.2b, 602.5b)
        special = activation_costs.activation_problem(game, player, source, index, ab, color)
        if special:
            return special
    if "crew" in ab.params:  # tapping other creatures with total power N (CR 702.122a)
        special = crew.cost_problem(game, player, source, ab)
        if special:
            return special
    if c.tap_untapped or c.sacrifice_other:  # "Tap an untapped creature you control" (CR 602.2b, 118.3)
        special = tap_costs.cost_problem(game, player, source, ab)
        if special:
            return special
    if ab.kind == "mana" and mana_abilities.is_special(o.card):
        special = mana_abilities.color_problem(game, source, ab, color)
        if special:
            return special
    elif ab.kind == "mana":
        options = chars._produce(ab.produce)
        if color and not any(color in u for u in options) and not aura_rules.granted_color(game, source, color, options):
            return problem("106.1", "{card} can't make {color} mana", card=o.name, color=color)
        if not color and any(len(u) > 1 for u in options):
            return problem("106.1", "choose which colour of mana {card} makes", card=o.name)
    exclude = (source,) if c.tap or c.sacrifice_self else ()
    mana = activation_costs.reduced(game, player, source, ab) if "cost_less_per" in ab.params else c.mana
    if not can_afford(game, player, mana, exclude, None, Purpose(restricted_mana.ACTIVATE, o.card)):
        return problem("117.3", "you can't pay {cost} for {card}'s ability", cost=str(mana), card=o.name)
    if ab.modes:  # a modal activated ability (CR 700.2a-b): some set of modes with legal targets
        if not mode_choices(game, player, ab, source):
            return problem("700.2a", "no mode of {card} has legal targets", card=o.name)
        return None
    specs = ab.targets if ab.kind != "equip" else ("creature_you_control",)
    return _targets_possible(game, player, specs, source, _distinct(ab), _minimum(ab) if ab.kind != "equip" else None)


def _suspend_problem(game: GameState, player: int, o: Any, ab: Ability) -> Problem | None:
    """Suspend, a special action (CR 116.2f, 702.62a): from the hand, any time its player could cast
    the card (its timing only: split second and "can't activate" don't stop it), its cost paid."""
    if o.zone is not _ZONE_HAND:
        return problem("113.6", "{card} can be suspended only from your hand", card=o.name)
    card = o.card
    if not (card.is_instant or "Flash" in card.keywords or casting_rules.flash_allowed(game, player, card)):
        timing = sorcery_timing(game, player, "702.62a")
        if timing:
            return timing
    if not can_afford(game, player, ab.cost.mana, (), None, Purpose(restricted_mana.ACTIVATE, card)):
        return problem("117.3", "you can't pay {cost} to suspend {card}", cost=str(ab.cost.mana), card=o.name)
    return None


def _take_action(game: GameState, player: int, a: Any) -> Generator[Decision, Any, bool]:
    if isinstance(a, PlayLand):
        o = game.objects[a.card]
        face = modal_faces.face_of(o.card, a.face)  # the face chosen (CR 712.12)
        ops.count_land_played(game, player)
        if face is o.card:
            if game.keep_events:  # (a hot path in simulations: skip building the arguments)
                ops.log(game, "land", "505.5b", "{player} plays {card} (a special action, once per turn).",
                        player=game.players[player].name, card=o.name)
        else:
            ops.log(game, "land", "712.12", "{player} plays {card} as its back face, {face} (a special action, "
                    "once per turn).", player=game.players[player].name, card=o.name, face=face.name)
        choices = yield from entering.as_enters_choices(game, player, face, a.card)
        if face is not o.card:
            choices = {**choices, "face": face}  # it enters with that face up (operations.move)
        new_id = ops.move(game, a.card, _ZONE_BATTLEFIELD, as_enters=choices)
        land_effects.land_played(game, player, new_id)
        return True
    if isinstance(a, Cast):
        return (yield from _cast(game, player, a.card, a.x, a.face))
    if isinstance(a, Activate):
        return (yield from _activate(game, player, a.source, a.index, a.color))
    if isinstance(a, Manual):
        _manual(game, player, a)
        return True
    if isinstance(a, TurnFaceUp):
        return (yield from _turn_face_up(game, player, a.card))
    return False


def manual_problem(game: GameState, player: int, a: Manual) -> Problem | None:
    """Why a manual table action is refused (it must name something that exists)."""
    if a.action == "life":
        if not chars.player_ref_ok(game, a.target):
            return problem("119.1", "{target} is not a player in the game", target=str(a.target))
        if not _MANUAL_NUMBER.fullmatch(a.arg):
            return problem("119.1", "life change {value} is not a number", value=repr(a.arg))
        return None
    if a.action == "token":
        parts = a.arg.rsplit(" ", 1)
        if not chars.player_ref_ok(game, a.target) or len(parts) != 2 \
                or not parts[0].strip() or not _MANUAL_PT.fullmatch(parts[1]):
            return problem("111.1", "a manual token needs a player, a name and P/T, e.g. 'token p0 Saproling 1/1'")
        return None
    o = game.objects.get(a.target) if isinstance(a.target, int) else None
    if o is None:
        return problem("400.7", "#{id} is not an object in the game", id=a.target)
    mine = o.controller == player if o.zone in (_ZONE_BATTLEFIELD, _ZONE_STACK) else o.owner == player
    if not mine:
        return problem("108.4", "{card} is not yours to handle", card=o.name)
    if a.action in ("tap", "untap", "counters") and o.zone is not _ZONE_BATTLEFIELD:
        return problem("110.1", "{card} is not a permanent", card=o.name)
    if a.action == "move":
        try:
            Zone(a.arg)
        except ValueError:
            return problem("400.1", "{value} is not a zone (library, hand, battlefield, graveyard, exile)",
                           value=repr(a.arg))
        if a.arg == _ZONE_STACK.value or o.zone is _ZONE_STACK:
            return problem("405.1", "the stack can't be changed by hand")
    if a.action == "counters":
        kind, _, n = a.arg.partition(" ")
        if not kind or not _MANUAL_NUMBER.fullmatch(n):
            return problem("122.1", "counters need a kind and a number, e.g. '+1/+1 2'")
    return None


def _manual(game: GameState, player: int, a: Manual) -> None:
    who = game.players[player].name
    if a.action == "life":
        assert isinstance(a.target, PlayerRef)
        p = game.players[a.target.index]
        ops.change_life(game, p.index, int(a.arg))
        ops.log(game, "manual", "119.3", "{player} changes {target}'s life by {n} by hand.", player=who,
                 target=p.name, n=a.arg)
        return
    if a.action == "token":
        name, pt = a.arg.rsplit(" ", 1)
        power, _, toughness = pt.partition("/")
        assert isinstance(a.target, PlayerRef)
        ops.create_token(game, a.target.index, {"name": name, "power": power, "toughness": toughness},
                          f"by hand, {who}")
        return
    assert isinstance(a.target, int)
    o = game.objects[a.target]
    if a.action in ("tap", "untap"):
        (ops.tap if a.action == "tap" else ops.untap)(game, a.target)
        ops.log(game, "manual", "701.21", "{player} {verb}s {card} by hand.", player=who, verb=a.action, card=o.name)
    elif a.action == "counters":
        kind, _, n = a.arg.partition(" ")
        ops.change_counters(game, a.target, kind, int(n))
        ops.log(game, "manual", "122.1", "{player} puts {n} {kind} counter(s) on {card} by hand.", player=who,
                 n=n, kind=kind, card=o.name)
    elif a.action == "move":
        ops.move(game, a.target, Zone(a.arg))
        ops.log(game, "manual", "400.1", "{player} moves {card} to the {zone} by hand.", player=who, card=o.name,
                 zone=a.arg)


def _dependent_choices(game: GameState, player: int, specs: Sequence[str], source: int | None,
                       distinct: bool) -> Iterator[tuple[Ref, ...]]:
    """Every whole choice of targets for specs one of which depends on another (``dependent_targets``):
    the candidates of each, kept when each target is legal given the others (CR 601.2c, 115.1)."""
    import itertools
    options = [target_candidates(game, s, player, source) for s in specs]
    for combo in itertools.product(*options):
        if distinct and len(set(combo)) != len(combo):
            continue
        if all(is_legal_target(game, s, t, player, source, combo) for s, t in zip(specs, combo)):
            yield combo


def _choose_targets(game: GameState, player: int, specs: Sequence[str], source: int, prompt: str, card: str,
                    cancellable: bool, distinct: bool = False,
                    minimum: int | None = None) -> Generator[Decision, Any, tuple[Ref, ...] | None]:
    """Ask for targets (CR 601.2c); ``prompt`` is a template with a ``{card}`` field.
    ``distinct``: the specs are one word "target" ("two target lands"), so each
    object or player may be chosen once (CR 115.3); different words "target"
    may choose the same one (Agony Warp).  ``minimum``: "up to two target creatures"
    (``optional_targets``): the player announces how many, from ``minimum`` to all (CR 601.2c)."""
    if not specs:
        return ()
    options = [target_candidates(game, s, player, source) for s in specs]
    low = len(specs) if minimum is None else minimum

    def validate(a: Any) -> None:
        if cancellable and isinstance(a, Cancel):
            return
        ops._expect(a, Targets, "601.2c")
        if low == len(specs) and len(a.targets) != len(specs):
            raise IllegalAnswer("601.2c", "choose {n} target(s)", n=len(specs))
        if not low <= len(a.targets) <= len(specs):
            raise IllegalAnswer("601.2c", "choose from {low} to {n} target(s)", low=low, n=len(specs))
        if distinct and len(set(a.targets)) != len(a.targets):
            raise IllegalAnswer("115.3", "the same target can't be chosen twice for one word \"target\"",
                                tuple(t for t in a.targets if isinstance(t, int)))
        for t, spec in zip(a.targets, specs):
            if not is_legal_target(game, spec, t, player, source, a.targets):
                at_fault = (t,) if isinstance(t, int) else ()
                what = describe_spec(spec)
                if isinstance(t, int) and chars.has_keyword(game, t, "Hexproof"):
                    raise IllegalAnswer("115.1", "{target} is not a legal choice for \"{spec}\" "
                                                 "(hexproof, CR 702.11)", at_fault,
                                        target=ops.describe(game, t), spec=what)
                raise IllegalAnswer("115.1", "{target} is not a legal choice for \"{spec}\"", at_fault,
                                    target=ops.describe(game, t), spec=what)

    def opts() -> list[Any]:
        import itertools
        combos: list[tuple[Ref, ...]] = []
        for k in range(len(specs), low - 1, -1):  # the most targets first (CR 601.2c: any number from low)
            if distinct and not _distinct_choice_exists(options[:k]):
                continue  # (more targets than different candidates: "any number of target spells")
            product: Iterable[tuple[Ref, ...]] = (_distinct_product(options[:k]) if distinct
                                                  else itertools.product(*options[:k]))
            if dependent_targets.is_dependent(specs):  # only whole choices that are legal (Searing Blaze)
                product = (c for c in product if all(is_legal_target(game, s, t, player, source, c)
                                                     for s, t in zip(specs, c)))
            combos += itertools.islice(product, 50 - len(combos))
            if len(combos) >= 50:
                break
        return [Targets(tuple(c)) for c in combos]

    ans = yield ops._decision(game, _KIND_TARGETS, player, prompt, "601.2c",
                               {"specs": list(specs), "candidates": options, "source": source,
                                "cancellable": cancellable, "distinct": distinct, "min_targets": low}, validate, opts,
                               prompt_args={"card": card})
    if isinstance(ans, Cancel):
        return None
    return tuple(ans.targets)


def _pay(game: GameState, player: int, cost: ManaCost, prompt: str, card: str, exclude: tuple[int, ...],
         cancellable: bool, purpose: Purpose | None = None) -> Generator[Decision, Any, Pay | None]:
    """Ask for a payment (CR 601.2g-h); ``prompt`` is a template with ``{cost}`` and ``{card}`` fields.
    ``purpose``: what is paid for, which restricted mana may allow (CR 106.6)."""
    if cost.mana_value == 0 and not cost.symbols:
        return Pay()

    # The state does not change while this decision waits: the sources are
    # listed and the automatic payment solved once, for the options, the
    # check of the answer and its use.
    available = available_mana_units(game, player, exclude, purpose)
    auto_pay = _AutoPay(game, player, cost, exclude, available, purpose)

    def validate(a: Any) -> None:
        if cancellable and isinstance(a, Cancel):
            return
        ops._expect(a, Pay, "601.2g")
        _resolve_payment(game, player, cost, a, exclude, auto_pay, purpose)

    def opts() -> list[Any]:
        if auto_pay():
            return [_AUTO_PAY, _CANCEL] if cancellable else [_AUTO_PAY]
        # The automatic payment leaves out sources sacrificed for mana (a Treasure):
        # a payment naming them is still legal, and when it is the only one (a
        # pact's upkeep cost, which can't be cancelled) it is the option offered.
        named = auto_payment(game, player, cost, exclude, list(available), purpose)
        return ([named] if named is not None else []) + ([Cancel()] if cancellable else [])

    ans = yield ops._decision(game, 
        _KIND_PAY, player, prompt, "601.2g",
        {"cost": str(cost), "mana_value": cost.mana_value, "pool": str(game.players[player].pool),
         "sources": [u[0] for u in available if u[0] is not None],
         "cancellable": cancellable}, validate, opts, prompt_args={"cost": str(cost), "card": card})
    if isinstance(ans, Cancel):
        return None
    return _resolve_payment(game, player, cost, ans, exclude, auto_pay, purpose)


class _AutoPay:
    """The automatic payment of one payment decision, solved once when first asked (:func:`_pay`).
    (A class, not a function nested in ``_pay``: compiled, a nested function that other nested
    functions call and its environment refer to each other, a cycle that would keep the game's
    state alive until the garbage collector ran.)"""

    __slots__ = ("game", "player", "cost", "exclude", "available", "purpose", "solved", "found")

    def __init__(self, game: GameState, player: int, cost: ManaCost, exclude: tuple[int, ...],
                 available: list[tuple[int | None, frozenset[str]]], purpose: Purpose | None) -> None:
        self.game = game
        self.player = player
        self.cost = cost
        self.exclude = exclude
        self.available = available
        self.purpose = purpose
        self.solved = False
        self.found: Pay | None = None

    def __call__(self) -> Pay | None:
        if not self.solved:
            game, player, exclude, purpose = self.game, self.player, self.exclude, self.purpose
            self.found = auto_payment(game, player, self.cost, exclude,
                                      payment_units(game, player, exclude, self.available, purpose), purpose)
            self.solved = True
        return self.found


#: The options of a payment decision that has an automatic payment (answers are frozen values: one
#: of each serves every decision, where a new pair was made for each listing).
_AUTO_PAY: Final = Pay(auto=True)
_CANCEL: Final = Cancel()


def _resolve_payment(game: GameState, player: int, cost: ManaCost, pay: Pay, exclude: tuple[int, ...],
                     auto_pay: Callable[[], Pay | None] | None = None, purpose: Purpose | None = None) -> Pay:
    """Check a payment and return it with explicit sources (CR 601.2g-h, 117.3)."""
    if pay.auto:
        auto = auto_pay() if auto_pay is not None else auto_payment(game, player, cost, exclude, None, purpose)
        if auto is None:
            raise IllegalAnswer("117.3", "there is not enough mana to pay {cost}", cost=str(cost))
        return auto
    units: list[frozenset[str] | str] = [t for t, _ in restricted_mana.pool_units(game, player, purpose)]
    seen: set[int] = set()
    for src, color in pay.sources:
        o = game.objects.get(src)
        if src in seen:
            raise IllegalAnswer("605.3", "{card} is used twice", (src,), card=ops.describe(game, src))
        seen.add(src)
        if o is None or o.zone is not _ZONE_BATTLEFIELD or o.controller != player or src in exclude:
            raise IllegalAnswer("605.3", "{card} is not a mana source you can use", (src,), card=ops.describe(game, src))
        source = chars._mana_source(game, o.card)
        if named_rules.mana_banned(game, named_rules.banned_names(game), src):
            raise IllegalAnswer("201.3", "the mana abilities of {card} can't be activated", (src,), card=o.name)
        forbidden_here = activation_bans.activation_problem(game, src)  # Arrest (CR 602.5)
        if forbidden_here is not None:
            raise IllegalAnswer.because(forbidden_here, (src,))
        forbidden = casting_rules.activation_forbidden(game, player, src)  # Grand Abolisher (CR 101.2)
        if forbidden is not None:
            raise IllegalAnswer.because(forbidden, (src,))
        if mana_abilities.is_special(o.card):
            produced = mana_abilities.payment_units(game, player, src, purpose)
            if not produced:
                raise IllegalAnswer("605.3", "{card} can't produce mana now", (src,), card=o.name)
        elif source is None or not payment.mana_ability_usable(game, src, source[0]):
            raise IllegalAnswer("605.3", "{card} can't produce mana now (tapped or summoning sick)", (src,),
                                card=o.name)
        else:
            produced = source[1] if "instead" not in source[0].params else \
                chars._produce(mana_abilities.produce_now(game, o, source[0]))
            produced = aura_rules.widened(game, src, produced)  # a granted "any color" (CR 613.1f)
        if len(produced) == 1 and len(produced[0]) > 1:
            if color not in produced[0]:
                if not color:
                    raise IllegalAnswer("106.1", "choose which colour of mana {card} makes", (src,), card=o.name)
                raise IllegalAnswer("106.1", "{card} can't make {color} mana", (src,), card=o.name, color=color)
            units.append(color)
        else:
            units.extend(produced)
        units.extend(aura_rules.extra_units(game, src))  # an Aura's triggered mana ability (CR 605.1b)
    if pay_from_units(cost, units) is None:
        raise IllegalAnswer("117.3", "that mana does not pay {cost}", cost=str(cost))
    return pay


def _execute_payment(game: GameState, player: int, cost: ManaCost, pay: Pay, purpose: Purpose | None = None,
                     ) -> frozenset[str]:
    """Activate the payment's sources and spend the mana (CR 601.2g-h); what the riders of the
    restricted mana that paid say about the spell (``restricted_mana.spend``, CR 106.6)."""
    p = game.players[player]
    # The player activates the sources in an order of their choice (CR 601.2g): the ones whose cost is
    # life first, so that a source that deals damage as it makes mana (a painland) can't leave them
    # unable to pay the life the payment was judged with (CR 119.4: Spire of Industry after Llanowar
    # Wastes at 1 life).
    sources = pay.sources
    life_first = [s for s in sources if _pays_life(game, s[0])] if len(sources) > 1 else []
    if life_first:  # (in the order given otherwise, as a stable sort would leave them)
        sources = tuple(life_first + [s for s in sources if not _pays_life(game, s[0])])
    pool = p.pool
    floating = bool(pool.amounts or pool.restricted)
    for src, color in sources:
        _activate_mana(game, player, src, color, None, purpose)
    if not floating and not pool.restricted and not cost.twobrid and all_single(cost.symbols) \
            and sum(pool.amounts.values()) == cost.generic + len(cost.symbols):
        # The usual payment: the pool was empty, and the sources made exactly as many units as the cost
        # takes, one per symbol and per generic mana: the payment was validated, so all of them pay it
        # (what pay_from_units below then finds, without solving it again).
        ops.spend_mana(game, player, pool.units())
        return frozenset()
    if pool.restricted and (purpose is not None or restricted_mana.open_units(game, player)):
        found = restricted_mana.pool_units(game, player, purpose)
        picked = pay_from_units(cost, [t for t, _ in found])
        assert picked is not None, "payment was validated"
        return restricted_mana.spend(game, player, [found[i] for i in picked])
    used = pay_from_units(cost, p.pool.units())
    assert used is not None, "payment was validated"
    units = p.pool.units()
    ops.spend_mana(game, player, [units[i] for i in used])
    return frozenset()


def _pays_life(game: GameState, source: int) -> bool:
    """Whether a mana ability of ``source`` costs life (Horizon lands, Spire of Industry, CR 119.4)."""
    card = game.objects[source].card
    found = _PAYS_LIFE.get(card)
    if found is None:
        if len(_PAYS_LIFE) > 50_000:
            _PAYS_LIFE.clear()  # a bound, for programs that build card definitions without end
        found = _PAYS_LIFE[card] = any(a.kind == "mana" and a.cost.life > 0 for a in card.abilities)
    return found


#: :func:`_pays_life`'s answers by card definition (card data never changes; every payment asks).
_PAYS_LIFE: Final[dict[CardDef, bool]] = {}


def _mana_ability_for(game: GameState, card: CardDef, color: str) -> Ability:
    """Which of a card's {T} mana abilities makes ``color`` (CR 605.3b): one
    without a side effect (a painland's damage) when there is one.  (Worked out
    once per card and colour: card data never changes, and every payment asks.)"""
    key = (card, color)
    found = _MANA_ABILITY_FOR.get(key)
    if found is None:
        if len(_MANA_ABILITY_FOR) > 50_000:
            _MANA_ABILITY_FOR.clear()  # a bound, for programs that build card definitions without end
        found = _MANA_ABILITY_FOR[key] = _find_mana_ability(card, color)
    return found


#: :func:`_mana_ability_for`'s answers, by card definition and colour.
_MANA_ABILITY_FOR: Final[dict[tuple[CardDef, str], Ability]] = {}


def _find_mana_ability(card: CardDef, color: str) -> Ability:
    found = [a for a in card.abilities if a.kind == "mana" and not activation_costs.priority_only(a) and (
        not color or any(color in u for u in chars._produce(a.produce)))]
    if not found:
        return next(x for x in card.abilities if x.kind == "mana")
    found.sort(key=lambda a: bool(a.params.get("damage_to_you")))
    return found[0]


def _activate_mana(game: GameState, player: int, source: int, color: str, ab: Ability | None = None,
                   purpose: Purpose | None = None) -> None:
    """CR 605.3b: a mana ability resolves at once: pay its cost ({T} or
    sacrifice), then add its mana to the pool.  A mana ability that also
    deals damage to its controller (a painland, "This land deals 1 damage
    to you") does so as part of the same ability (CR 605.3b, 120.3)."""
    o = game.objects[source]
    if mana_abilities.is_special(o.card):
        if ab is None:
            ab = mana_abilities.ability_for(game, player, source, color, purpose)
            assert ab is not None, "payment was validated"
        mana_abilities.activate(game, player, source, color, ab)
        return
    if ab is None:
        ab = _mana_ability_for(game, o.card, color)
    own = chars._produce(mana_abilities.produce_now(game, o, ab))
    if aura_rules.granted_color(game, source, color, own):
        # The Aura's granted "{T}: Add one mana of any color" (CR 613.1f), not the land's own.
        ops.add_mana(game, player, color)
        ops.become_tapped(game, source)
        if game.keep_events:  # (a hot path in simulations: skip building the arguments)
            ops.log(game, "mana", "605.3b", "{player} taps {card} for mana.", player=game.players[player].name, card=o.name)
        aura_rules.tapped_for_mana(game, source)
        return
    for u in own:
        ops.add_mana(game, player, color if len(u) > 1 else next(iter(u)))
    pain = int(ab.params.get("damage_to_you", 0) or 0)
    if ab.cost.life:
        ops.lose_life(game, player, ab.cost.life, f"paid for {o.name}'s mana ability, CR 119.4")
    if ab.cost.sacrifice_self:
        ops.move(game, source, _ZONE_GRAVEYARD, rule="605.3b", why="is sacrificed for mana")
    else:
        if ab.cost.tap:
            ops.become_tapped(game, source)
        if game.keep_events:  # (a hot path in simulations: skip building the arguments)
            ops.log(game, "mana", "605.3b", "{player} taps {card} for mana.", player=game.players[player].name, card=o.name)
        if ab.cost.tap:
            aura_rules.tapped_for_mana(game, source)  # "Whenever enchanted land is tapped for mana" (CR 605.1b)
    if pain:
        ops.deal_damage(game, source, PlayerRef(player), pain, source_name=o.name, controller=player)


def _cast(game: GameState, player: int, card: int, x: int, face: int = 0) -> Generator[Decision, Any, bool]:
    """CR 601.2: choices first, then (all at once) the card moves and costs are paid.
    Cancelling at any point leaves the game as it was.  ``face`` 1: the card's other face, whose
    characteristics the choices read and the spell has (CR 712.12, 709.3b, 715.3b; modal_faces.py)."""
    o = modal_faces.casting_object(game.objects[card], face)
    sa = o.card.spell_ability
    targets: tuple[Ref, ...] = ()
    # CR 601.2b: how it is cast (alternative cost, kicker) and what pays the other costs.
    plan = yield from casting_costs.choose_plan(game, player, o, x)
    if plan is None:
        return False
    face_down = plan.method.key == "face_down"  # CR 702.37c: a face-down creature spell, no text
    cast_card = fd.casting_card(o.card, plan.method.key)
    if face_down:
        sa = None
    extra: list[ManaCost] = []
    if sa is not None and sa.modes:
        from ..families.modal_costs import extra_cost

        def afford(more: list[ManaCost]) -> bool:  # entwine, escalate, Spree (modal_costs.py, CR 601.2f)
            return can_afford(game, player, casting_costs.total_cost(
                game, player, o.card, plan.method, x, plan.kicked, plan.buyback, plan.replicate, more))

        got = yield from choose_modes(game, player, sa, card, o.name, True, afford)
        if got is None:
            return False
        extra = extra_cost(sa, got[1])
        sa = got[0]
    if sa is not None and sa.targets:
        chosen = yield from _choose_targets(game, player, sa.targets, card, "Choose targets for {card}.", o.name,
                                                 True, _distinct(sa), _minimum(sa))
        if chosen is None:
            return False
        targets = chosen
    cost = casting_costs.total_cost(game, player, cast_card, plan.method, x, plan.kicked, plan.buyback,
                                    plan.replicate, extra)  # CR 601.2f
    if not face_down:
        delved = yield from casting_costs.choose_delve(game, player, o, cost, plan)
        if delved is None:
            return False
        cost = delved
        tapped = yield from casting_costs.choose_tapped(game, player, o, cost, plan)  # convoke, improvise (CR 702.51a)
        if tapped is None:
            return False
        cost = tapped
    purpose = Purpose(restricted_mana.CAST, cast_card)
    pay = yield from _pay(game, player, cost, "Pay {cost} for {card}." if not face_down
                          else "Pay {cost} to cast {card} face down.", o.name, (), True, purpose)
    if pay is None:
        return False
    said = _execute_payment(game, player, cost, pay, purpose)
    casting_costs.pay_parts(game, player, o, plan)  # CR 601.2h
    from_zone = o.zone
    if face_down:
        fd.turn_face_down(game, card)  # (o.card is now the face-down creature, CR 702.37c, 708.2a)
    new_id = ops.move(game, card, _ZONE_STACK)
    assert new_id is not None
    if face:
        ops.turn_over(game, new_id, o.card)  # the spell has only the face cast's characteristics (CR 712.12, 709.3b)
    item = StackItem(new_id, _STACK_KIND_SPELL, player, new_id, o.name, sa, targets, x,
                     {**plan.stack_info(), **spells_cast.cast_info(o.card, from_zone),
                      **modal_faces.cast_info(o.card, face),
                      **({"cant_be_countered": True} if restricted_mana.UNCOUNTERABLE in said else {}),
                      **({"mana_haste": True} if restricted_mana.HASTE in said and "Creature" in o.card.types else {})})
    ops.put_on_stack(game, item)
    if game.keep_events:  # (a hot path in simulations: skip building the arguments)
        tgt = f" targeting {', '.join(ops.describe(game, t) for t in targets)}" if targets else ""
        ops.log(game, "cast", "601.2", "{player} casts {card}{tgt}.", player=game.players[player].name,
                card=o.name, tgt=tgt)
    # CR 601.2i: it becomes cast; it is counted, and "when you cast" abilities trigger (spells_cast).
    spells_cast.spell_cast(game, player, item, o.card, from_zone)
    if targets:
        targeted_triggers.becomes_target(game, game.stack[-1])  # ward (CR 702.21a)
    return True


def _activate(game: GameState, player: int, source: int, index: int, color: str) -> Generator[Decision, Any, bool]:
    o = game.objects[source]
    ab = chars.activated_abilities(game, source)[index]
    purpose = Purpose(restricted_mana.ACTIVATE, o.card)
    if suspend.is_suspend(ab):  # a special action: its cost, then the card exiled; no stack (CR 116.1, 702.62a)
        if ab.cost.mana.mana_value or ab.cost.mana.symbols:
            paid = yield from _pay(game, player, ab.cost.mana, "Pay {cost} to suspend {card}.", o.name, (), True,
                                   purpose)
            if paid is None:
                return False
            _execute_payment(game, player, ab.cost.mana, paid, purpose)
        suspend.exile_suspended(game, player, source, ab)
        return True
    others: tuple[tuple[int, ...], tuple[int, ...]] = ((), ())
    if ab.kind == "mana" and (ab.cost.tap_untapped or ab.cost.sacrifice_other):
        # the permanents to tap or sacrifice, chosen before anything is paid (CR 601.2h, 602.2b)
        picked = yield from tap_costs.choose(game, player, source, ab)
        if picked is None:
            return False
        others = picked
    tapped = others[0] + others[1]  # (not tapped for mana to pay the rest)
    parts: list[tuple[str, tuple[int, ...]]] = []
    if ab.kind == "mana" and activation_costs.applies(ab):
        chosen_parts = yield from activation_costs.choose_parts(game, player, source, ab)  # (CR 601.2h via 602.2b)
        if chosen_parts is None:
            return False
        parts = chosen_parts
        mana = activation_costs.reduced(game, player, source, ab)
        if mana.mana_value or mana.symbols:
            paid = yield from _pay(game, player, mana, "Pay {cost} for {card}'s ability.", o.name, (source,) + tapped,
                                   True, purpose)
            if paid is None:
                return False
            _execute_payment(game, player, mana, paid, purpose)
        tap_costs.pay(game, player, source, others)
        yield from activation_costs.activate_mana(game, player, source, index, color, ab, parts)
        return True
    if ab.kind == "mana":
        if ab.cost.mana.mana_value or ab.cost.mana.symbols:
            # "{1}, {T}: Add {R}{G}": the mana cost is paid first (CR 605.3b, 602.2b).
            pay_first = yield from _pay(game, player, ab.cost.mana, "Pay {cost} for {card}'s ability.", o.name,
                                             (source,) + tapped, True, purpose)
            if pay_first is None:
                return False
            _execute_payment(game, player, ab.cost.mana, pay_first, purpose)
        tap_costs.pay(game, player, source, others)
        _activate_mana(game, player, source, color, ab)
        return True
    on_stack = ab
    if ab.modes:
        # CR 700.2a-b: the modes of a modal activated ability are chosen first, then their targets;
        # the cost stays the ability's own (CR 602.2b).
        mode = yield from choose_mode(game, player, ab, source, o.name, True)
        if mode is None:
            return False
        on_stack = mode
    specs = on_stack.targets if ab.kind != "equip" else ("creature_you_control",)
    chosen = yield from _choose_targets(game, player, specs, source, "Choose targets for {card}'s ability.",
                                             o.name, True, _distinct(on_stack),
                                             _minimum(on_stack) if ab.kind != "equip" else None)
    if chosen is None:
        return False
    crewed: tuple[int, ...] = ()
    if "crew" in ab.params:  # the creatures that crew, chosen before anything is paid (CR 601.2h, 702.122a)
        got = yield from crew.choose_crew(game, player, source, ab)
        if got is None:
            return False
        crewed = got
    if ab.cost.tap_untapped or ab.cost.sacrifice_other:
        # after the targets (CR 601.2c), the permanents to tap or sacrifice, before anything is paid (601.2h)
        picked = yield from tap_costs.choose(game, player, source, ab)
        if picked is None:
            return False
        others = picked
        tapped = others[0] + others[1]
    if activation_costs.applies(ab):  # the objects paying "Sacrifice an artifact", after the targets (CR 601.2h)
        paying = yield from activation_costs.choose_parts(game, player, source, ab)
        if paying is None:
            return False
        parts = paying
    exclude = (source,) if ab.cost.tap or ab.cost.sacrifice_self else ()
    if not exclude and animation.animates_itself(ab) and can_afford(game, player, ab.cost.mana, (source,)):
        exclude = (source,)  # a creature land is not tapped for its own animation while other mana pays
    mana = activation_costs.reduced(game, player, source, ab) if "cost_less_per" in ab.params else ab.cost.mana
    pay = yield from _pay(game, player, mana, "Pay {cost} for {card}'s ability.", o.name, exclude + tapped, True,
                          purpose)
    if pay is None:
        return False
    _execute_payment(game, player, mana, pay, purpose)
    # the sacrificed permanents' mana values as they last existed, for "1 plus the sacrificed creature's
    # mana value" (Birthing Pod, CR 608.2h; engine.library_actions)
    sacrificed_mv = [game.objects[c].card.mana_cost.mana_value for c in others[1] if c in game.objects]
    tap_costs.pay(game, player, source, others)
    if crewed:
        crew.tap_crew(game, player, source, crewed)
    if ab.cost.tap:
        ops.become_tapped(game, source)
    if ab.cost.exert:
        untap_step.exert(game, player, source)  # CR 701.43a
    if ab.cost.life:
        ops.lose_life(game, player, ab.cost.life, f"paid for {o.name}'s ability, CR 119.4")
    if ab.cost.remove_counter:
        mana_abilities.remove_counters(game, player, source, ab)
    if ab.cost.discard_self:
        ops.move(game, source, _ZONE_GRAVEYARD, rule="702.29a", why="is discarded to pay a cost")
    if ab.cost.loyalty is not None:
        ops.pay_loyalty(game, source, ab.cost.loyalty, chars.loyalty(game, source))
    info: dict[str, Any] = {"equip": ab.kind == "equip"}
    if sacrificed_mv:
        info["sacrificed_mv"] = sum(sacrificed_mv)
    if parts and ab.params.get("from_hand"):
        info.update(hand_abilities.stack_info(game, parts))  # what the ninja will attack (CR 702.49c)
    ops.put_on_stack(game, StackItem(ops.new_id(game), _STACK_KIND_ACTIVATED, player, source, o.name, on_stack, chosen,
                                     info=info))
    if chosen:
        targeted_triggers.becomes_target(game, game.stack[-1])  # ward (CR 702.21a)
    if parts or activation_costs.applies(ab):
        activation_costs.pay_parts(game, player, source, index, ab, o.name, parts)  # (CR 602.2b)
    if ab.cost.sacrifice_self and source in game.objects:
        ops.move(game, source, _ZONE_GRAVEYARD, rule="602.2", why="is sacrificed to pay a cost")
    ops.log(game, "activate", "602.2", "{player} activates {card}'s ability: {text}",
             player=game.players[player].name, card=o.name, text=ab.text or ab.cost.text)
    return True


def _minimum(ab: Ability) -> int | None:
    """How many of the ability's targets must be chosen ("up to two target creatures", CR 601.2c), or None."""
    return optional_targets.minimum(ab)


def _distinct(ab: Ability) -> bool:
    """The ability's targets are one word "target" for several (``distinct_targets``, CR 115.3)."""
    return ab.params.get("distinct_targets") is True


def _distinct_product(options: Sequence[Sequence[Ref]]) -> Iterator[tuple[Ref, ...]]:
    """The choices of one different candidate per spec (CR 115.3), in the order of
    ``itertools.product``, built so that each one found costs at most one step per spec
    and candidate: a branch is left as soon as the specs left outnumber the candidates
    unused (filtering the whole product was exponential: 3 spells on the stack against
    "any number of target spells", 30 specs, is 3**30 tuples, none of them different)."""
    chosen: list[Ref] = []
    used: set[Ref] = set()
    rest = [set().union(*options[i:]) for i in range(len(options))] + [set()]

    def walk(i: int) -> Iterator[tuple[Ref, ...]]:
        if i == len(options):
            yield tuple(chosen)
            return
        if len(rest[i] - used) < len(options) - i:
            return
        for c in options[i]:
            if c in used:
                continue
            used.add(c)
            chosen.append(c)
            yield from walk(i + 1)
            chosen.pop()
            used.discard(c)

    return walk(0)


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
