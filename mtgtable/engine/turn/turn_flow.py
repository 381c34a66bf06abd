"""The turn: starting the game (CR 103), the turns and their steps (CR 500-514,
703) and priority (CR 116), written as one generator coroutine over a
:class:`~.state.GameState`.

The flow is ordinary sequential code (``run_turns`` -> ``_run_step`` ->
``_priority_loop``) that *yields* a :class:`~.decisions.Decision` whenever a
player must choose; :class:`~.game.Game` sends the answer back in.  A
generator cannot be copied, so the flow can also be *rebuilt* from the state
alone at a top-level priority decision (see :class:`Resume` and
``Game.checkpoint``).
"""

from __future__ import annotations

import functools
from typing import Any, Callable, Final

from . import actions, combat_flow, resolution, untap_step
from ..rules import animation
from ..families import enchant_player, phasing, saga_rules
from ..families.keyword_counters import has_no_max_hand_size
from .. import features
from ..rules import characteristics as chars
from .. import operations as ops
from ..data.cards import Ability
from ..decisions import (
    Bottom,
    Decision,
    Discard,
    Flow,
    Keep,
    Kind,
    Mulligan,
    Pass,
    StartingPlayer,
)
from ..errors import IllegalAnswer
from ..game_options import FirstPlayer, MulliganRule
from ..objects import Player, Zone
from ..state import GameState, Resume
from .steps import Duration, Step

#: Enum members read on hot paths, bound once as module constants (the engine's hot-path rules: ``mtgtable.engine``).
_DURATION_END_OF_COMBAT: Final = Duration.END_OF_COMBAT
_DURATION_END_OF_TURN: Final = Duration.END_OF_TURN
_KIND_BOTTOM: Final = Kind.BOTTOM
_KIND_CHOOSE_STARTING_PLAYER: Final = Kind.CHOOSE_STARTING_PLAYER
_KIND_DISCARD: Final = Kind.DISCARD
_KIND_MULLIGAN: Final = Kind.MULLIGAN
_KIND_PRIORITY: Final = Kind.PRIORITY
_STEP_BEGIN_COMBAT: Final = Step.BEGIN_COMBAT
_STEP_CLEANUP: Final = Step.CLEANUP
_STEP_COMBAT_DAMAGE: Final = Step.COMBAT_DAMAGE
_STEP_DECLARE_ATTACKERS: Final = Step.DECLARE_ATTACKERS
_STEP_DECLARE_BLOCKERS: Final = Step.DECLARE_BLOCKERS
_STEP_DRAW: Final = Step.DRAW
_STEP_END: Final = Step.END
_STEP_END_COMBAT: Final = Step.END_COMBAT
_STEP_FIRST_STRIKE_DAMAGE: Final = Step.FIRST_STRIKE_DAMAGE
_STEP_MAIN1: Final = Step.MAIN1
_STEP_MAIN2: Final = Step.MAIN2
_STEP_UNTAP: Final = Step.UNTAP
_STEP_UPKEEP: Final = Step.UPKEEP
_ZONE_GRAVEYARD: Final = Zone.GRAVEYARD
_ZONE_LIBRARY: Final = Zone.LIBRARY

#: Steps whose turn-based actions ask players something (CR 508.1, 509.1-509.3, 510.1, 514.1).
_ASKING_STEPS: Final = frozenset({_STEP_DECLARE_ATTACKERS, _STEP_DECLARE_BLOCKERS, _STEP_FIRST_STRIKE_DAMAGE,
                                  _STEP_COMBAT_DAMAGE, _STEP_CLEANUP})

#: Steps whose beginning asks nobody anything, whatever the cards (:func:`_plain_step`); the draw step
#: only without dredge (which may replace the turn's draw, CR 702.52a).  Not the untap step: phasing
#: and "you may choose not to untap" are settled as it begins (CR 502.1-502.2), and no player gets
#: priority in it (CR 502.3; :func:`_plain_untap`).
_PLAIN_STEPS: Final = frozenset({_STEP_UPKEEP, _STEP_DRAW, _STEP_MAIN1, _STEP_BEGIN_COMBAT, _STEP_END_COMBAT, _STEP_MAIN2,
                                 _STEP_END})
#: The plain steps with turn-based actions of their own (:func:`_automatic_turn_based_actions`).
_AUTOMATIC_STEPS: Final = frozenset({_STEP_DRAW, _STEP_MAIN1})


def _for_any_player(ab: Ability) -> bool:
    """A beginning-of-step trigger that fires on every player's turn (``whose`` other than "yours")."""
    return bool(ab.params.get("whose", "yours") != "yours")


#: The "at the beginning of <step>" trigger names (CR 503.1, 504.2, 507.2, 511.1, 513.1).
_STEP_TRIGGERS: Final = {_STEP_UPKEEP: "upkeep", _STEP_DRAW: "draw_step", _STEP_END: "end_step",
                         _STEP_BEGIN_COMBAT: "begin_combat", _STEP_END_COMBAT: "end_of_combat",
                         _STEP_MAIN1: "main_phase", _STEP_MAIN2: "main_phase"}  # (CR 505.4)


#: The answer the engine gives for a player it passes for (GameConfig.stops).
_PASS: Final = Pass()
#: Final aliases of answer classes read on hot paths (Python classes, not native ones: see
#: ``answers``): mypyc looks such an imported name up in this module's dictionary at every use, and
#: keeps a Final one in a C static.
_PASS_TYPE: Final = Pass



def new_game(game: GameState, starting: int | FirstPlayer) -> Flow:
    n = len(game.players)
    if starting == FirstPlayer.CHOOSE:
        chooser = game.rng.randrange(n)
        ops.log(game, "coin", "103.1", "{player} wins the coin flip and chooses who plays first.",
                 True, player=game.players[chooser].name)
        ans = yield ops._decision(game, 
            _KIND_CHOOSE_STARTING_PLAYER, chooser, "Choose who plays first.", "103.1",
            {"players": list(range(n))},
            functools.partial(_check_starting_player, game),
            lambda: [StartingPlayer(i) for i in range(n)])
        first = ans.player
    elif starting == FirstPlayer.RANDOM:
        first = game.rng.randrange(n)
    else:
        first = int(starting)
        if not 0 <= first < n:
            raise ValueError(f"no player {first}")
    ops.set_first_player(game, first)
    ops.log(game, "start", "103.1", "{player} plays first.", True, player=game.players[first].name)
    for p in game.players:
        ops.shuffle_library(game, p.index)  # CR 103.2
        ops.log(game, "shuffle", "103.2", "{player} shuffles their library.", True, player=p.name)
    for p in game.players:
        ops.draw(game, p.index, game.hand_size)  # CR 103.4
    yield from _mulligans(game, first)
    from .pregame import opening_hand_actions  # Leylines, Gemstone Caverns (CR 103.6)
    yield from opening_hand_actions(game, first)
    yield from run_turns(game, None)


def _check_starting_player(game: GameState, a: Any) -> None:
    ops._expect(a, StartingPlayer, "103.1")
    if not 0 <= a.player < len(game.players):
        raise IllegalAnswer("103.1", "there is no player p{n}", n=a.player)


def _mulligans(game: GameState, first: int) -> Flow:
    """CR 103.4: in turn order each player keeps or mulligans; mulligans happen together."""
    order = [(first + i) % len(game.players) for i in range(len(game.players))]
    deciding = list(order)
    london = game.mulligan_rule == MulliganRule.LONDON
    while deciding:
        taking: list[int] = []
        for pi in deciding:
            p = game.players[pi]
            can = (p.mulligans < game.hand_size) if london else bool(p.hand)
            if not can:
                continue
            ans = yield ops._decision(game, 
                _KIND_MULLIGAN, pi, "Keep this hand or mulligan?", "103.4",
                {"hand": list(p.hand), "mulligans": p.mulligans, "rule": game.mulligan_rule},
                functools.partial(_check_mulligan_answer, game), lambda: [Keep(), Mulligan()])
            if isinstance(ans, Mulligan):
                taking.append(pi)
            else:
                ops.log(game, "keep", "103.4", "{player} keeps a hand of {n}.", player=p.name, n=len(p.hand))
        for pi in taking:
            p = game.players[pi]
            ops.count_mulligan(game, pi)
            for c in list(p.hand):
                ops.move(game, c, _ZONE_LIBRARY)
            ops.shuffle_library(game, pi)
            n = game.hand_size if london else max(0, game.hand_size - p.mulligans)
            ops.log(game, "mulligan", "103.4", "{player} mulligans (mulligan {k}) and draws {n}.",
                     player=p.name, k=p.mulligans, n=n)
            ops.draw(game, pi, n)
        deciding = taking
    if london:
        for pi in order:
            p = game.players[pi]
            k = min(p.mulligans, len(p.hand))
            if k <= 0:
                continue
            ans = yield _bottom_decision(game, p, k)
            for c in ans.cards:
                ops.move(game, c, _ZONE_LIBRARY)  # appended: the bottom of the library
            ops.log(game, "bottom", "103.4", "{player} puts {k} card(s) on the bottom of their library.",
                     player=p.name, k=k)


def _check_mulligan_answer(game: GameState, a: Any) -> None:
    ops._expect(a, (Keep, Mulligan), "103.4")


def _bottom_decision(game: GameState, p: Player, k: int) -> Decision:
    def validate(a: Any) -> None:
        _check_cards_from_hand(game, a, Bottom, p, k, "103.4")

    return ops._decision(game, 
        _KIND_BOTTOM, p.index, "Put {n} card(s) from your hand on the bottom of your library.", "103.4",
        {"count": k, "hand": list(p.hand)}, validate, _suggest=lambda: Bottom(tuple(p.hand[-k:])),
        prompt_args={"n": k})


def _check_cards_from_hand(game: GameState, a: Any, cls: type, p: Player, k: int, rule: str) -> None:
    ops._expect(a, cls, rule)
    if len(a.cards) != k or len(set(a.cards)) != k:
        raise IllegalAnswer(rule, "choose exactly {n} different card(s) from your hand", n=k)
    for c in a.cards:
        if c not in p.hand:
            raise IllegalAnswer(rule, "{card} is not in {player}'s hand", (c,),
                                card=ops.describe(game, c), player=p.name)


def run_turns(game: GameState, resume: Resume | None, *, settled: bool = False) -> Flow:
    """The turns from here on; with ``resume``, first the rest of the step it names.
    ``settled``: the state is exactly as it was at a top-level priority decision
    (a checkpoint), so nothing is checked before that decision is asked again."""
    if resume is not None:
        yield from _run_step(game, resume.step, resume, settled)
        _end_step(game, resume.step)
        yield from _rest_of_turn(game)
    while True:
        player, extra = ops.next_turn_player(game)
        _begin_turn(game, player, extra)
        if game.turn == 1 and player == game.first_turn_player:
            # CR 103.7a with 500.10: the starting player skips the draw step of
            # their first turn; a skipped step does not exist (no priority, no triggers).
            ops.skip_step(game, _STEP_DRAW)
            ops.log(game, "skip_draw", "103.7a", "{player} plays first and skips the draw step of their first turn.",
                     True, player=game.players[player].name)
        yield from _rest_of_turn(game)


def _rest_of_turn(game: GameState) -> Flow:
    while (step := ops.next_step(game)) is not None:
        if step in _PLAIN_STEPS and not (step is _STEP_DRAW and game._features & features.DREDGE):
            # Most steps of most turns: begun and, when every player's stops say pass, ended by plain
            # calls, without making a generator for the step (a simulation plays a hundred a game).
            if not _plain_step(game, step):
                yield from _priority_loop(game, game.active, tried=True)
        elif step is _STEP_UNTAP and _untap_asks_nobody(game):
            _plain_untap(game)
        else:
            yield from _run_step(game, step, None)
        if game._mana_added or step is _STEP_END_COMBAT:  # (else the end of the step does nothing: see _end_step)
            _end_step(game, step)


def _plain_step(game: GameState, step: Step) -> bool:
    """A step whose beginning asks nobody anything (one of :data:`_PLAIN_STEPS`): it begins, its
    turn-based actions are taken (CR 703.4) and its "at the beginning of" abilities trigger (CR 503.1,
    504.2, 507.2, 511.1, 513.1), exactly as :func:`_run_step` does; then, if every player passes at once
    (:func:`_all_pass_at_once`), the step is over (True); else the caller gives priority (False)."""
    ops.begin_step(game, step)
    if game.on_step_begin is not None or game.keep_events:
        _step_begins(game, step)
    if step in _AUTOMATIC_STEPS:
        _automatic_turn_based_actions(game, step)
    _beginning_of_step_triggers(game, step)
    return _all_pass_at_once(game, game.active)


def _untap_asks_nobody(game: GameState) -> bool:
    """Whether the untap step is only the untap (the usual one): nothing phases (CR 502.1), no land
    returns to hand as its controller untaps, nothing exerted, and no permanent whose controller
    may choose not to untap it (CR 502.2)."""
    return not game.phased_out and not game._features & features.PHASING and not game.delayed_triggers \
        and not chars.permanents_with_static(game, "may_not_untap")


def _plain_untap(game: GameState) -> None:
    """The untap step when :func:`_untap_asks_nobody`: exactly what :func:`_run_step` does then.  No
    player receives priority in it (CR 502.3), and nothing triggers at its beginning."""
    ops.begin_step(game, _STEP_UNTAP)
    if game.on_step_begin is not None or game.keep_events:
        _step_begins(game, _STEP_UNTAP)
    _automatic_turn_based_actions(game, _STEP_UNTAP)


def _step_begins(game: GameState, step: Step) -> None:
    """What every step does first: the GUI's hook, and the log line that names the step (CR 500.1)."""
    if game.on_step_begin is not None:
        game.on_step_begin(game)
    if game.keep_events:  # (a hot path in simulations: skip building the arguments)
        ops.log(game, "step", step.rule, "{step} begins. {explain}", True, step=step.title,
                explain=step.explanation)


def _begin_turn(game: GameState, player: int, extra: bool) -> None:
    # Permanents' turn-long status resets (CR 302.6, 606.3); "until your next turn" effects end (CR 611.2b).
    ops.begin_turn(game, player)
    if game.printed:
        animation.refresh_all(game)  # "until your next turn" animations end (CR 611.2b)
    if game.keep_events:  # (a hot path in simulations: skip building the arguments)
        ops.log(game, "turn", "500.1", "Turn {n}: {player}'s {extra}turn begins.", True, n=game.turn,
                 player=game.players[player].name, extra="extra " if extra else "")


def _run_step(game: GameState, step: Step, resume: Resume | None, settled: bool = False) -> Flow:
    if step is _STEP_COMBAT_DAMAGE and not game.combat.first_strike_step and (resume is None or not resume.begun):
        if any(combat_flow.has_first_or_double(game, c) for c in game.combat.creatures()):
            ops.add_steps_after_current(game, [_STEP_COMBAT_DAMAGE])  # CR 510.5
            step = _STEP_FIRST_STRIKE_DAMAGE
    ops.begin_step(game, step)
    if resume is None or not resume.begun:
        _step_begins(game, step)
        if step is _STEP_UNTAP:
            phasing.untap_step_phasing(game)  # CR 502.1: phasing first, before anything untaps
            untap_step.returns_now(game)  # "during your next untap step, ... return this land" (CR 502.3)
        if step in _ASKING_STEPS:
            yield from _turn_based_actions(game, step)
        elif step is _STEP_DRAW and _may_dredge_the_turn_draw(game):
            # "If you would draw a card, you may mill N cards instead" (CR 702.52a, dredge.py).
            from ..families.dredge import draw_asking
            if game.keep_events:  # (a hot path in simulations: skip building the arguments)
                ops.log(game, "draw_step", "504.1", "{player} draws a card for the turn.", True,
                        player=game.players[game.active].name)
            yield from draw_asking(game, game.active, turn_draw=True)
        elif step is _STEP_UNTAP and untap_step.optional(game):
            # "You may choose not to untap this during your untap step" (CR 502.3): its controller is asked.
            yield from untap_step.untap_asking(game, untap_step.optional(game))
        else:
            _automatic_turn_based_actions(game, step)
        if step is _STEP_UNTAP:
            untap_step.exert_ends(game)  # "won't untap during your next untap step": this was it (CR 701.43a)
        _beginning_of_step_triggers(game, step)
    if step is _STEP_UNTAP:
        return  # CR 502.3: no player receives priority during the untap step
    if step is _STEP_CLEANUP and (resume is None or not resume.begun):
        happened = yield from resolution._settle(game)
        if happened:  # CR 514.3a
            ops.log(game, "cleanup_priority", "514.3a", "Something happened during cleanup: players get priority, "
                     "and another cleanup step will follow.", True)
            yield from _priority_loop(game, game.active, resumable=False)
            ops.add_steps_after_current(game, [_STEP_CLEANUP])
        return
    if resume is not None and resume.priority is not None:
        yield from _priority_loop(game, resume.priority, resume.passed, settled)
    elif not _all_pass_at_once(game, game.active):
        yield from _priority_loop(game, game.active)


def _may_dredge_the_turn_draw(game: GameState) -> bool:
    if not game._features & features.DREDGE:
        return False  # (the usual game: no card of it has dredge, and the import below is not paid for)
    from ..families.dredge import may_dredge
    return may_dredge(game, (game.active,))


def _end_step(game: GameState, step: Step) -> None:
    """As a step ends, the mana pools empty (CR 500.4), and at the end of combat, combat ends (CR 511.3).
    (The turn's loop calls it only when mana was added or the step is the end of combat: else it does nothing.)"""
    for player, lost in ops.empty_mana_pools(game):  # CR 500.4
        if lost:
            ops.log(game, "mana_empties", "500.4", "{player}'s unused mana ({n}) empties from their mana pool.",
                    True, player=game.players[player].name, n=lost)
    if step is _STEP_END_COMBAT:
        ops.clear_combat(game)  # CR 511.3
        ended = ops.end_effects(game, (_DURATION_END_OF_COMBAT,))
        if ended and game.printed:
            animation.refresh_all(game)
        if ended:
            ops.log(game, "effects_end", "500.5", "'Until end of combat' effects end.", True)


def _automatic_turn_based_actions(game: GameState, step: Step) -> None:
    """CR 703.4: the untap (502.3) and the draw (504.1), which ask nobody anything."""
    p = game.players[game.active]
    if step is _STEP_UNTAP:
        kept = untap_step.kept_tapped(game)  # "doesn't untap during your untap step" (CR 502.3)
        untapped = ops.untap_permanents(game, game.active, kept)
        if game.keep_events:  # (a hot path in simulations: skip building the arguments)
            ops.log(game, "untap", "502.3", "{player} untaps {n} permanent(s).", True, player=p.name, n=untapped)
    elif step is _STEP_DRAW:
        if game.keep_events:  # (a hot path in simulations: skip building the arguments)
            ops.log(game, "draw_step", "504.1", "{player} draws a card for the turn.", True, player=p.name)
        ops.draw(game, game.active, turn_draw=True)
    elif step is _STEP_MAIN1:
        for saga in saga_rules.sagas_of(game, game.active):  # CR 714.3b
            ops.add_counters(game, saga, "lore", 1)


def _turn_based_actions(game: GameState, step: Step) -> Flow:
    """CR 703.4: what the game does by itself as the steps that ask players
    something begin (the others: :meth:`_automatic_turn_based_actions`)."""
    if step is _STEP_DECLARE_ATTACKERS:
        yield from combat_flow._declare_attackers(game)
    elif step is _STEP_DECLARE_BLOCKERS:
        yield from combat_flow._declare_blockers(game)
    elif step.is_combat_damage:
        yield from combat_flow._combat_damage(game, step)
    elif step is _STEP_CLEANUP:
        yield from _cleanup(game)


def _beginning_of_step_triggers(game: GameState, step: Step) -> None:
    """'At the beginning of ...' abilities (CR 503.1, 504.2, 507.2, 511.1, 513.1).
    Only permanents on the battlefield as the step begins trigger (CR 513.3)."""
    trig = _STEP_TRIGGERS.get(step)
    if trig is None:
        return
    if game.delayed_triggers:
        ops.queue_triggers(game, ops.take_delayed_triggers(game, trig))
    index = game._bf_index  # (chars._battlefield_index's check written out: this is asked at every step)
    if index.version != game._bf_version:
        index = chars._battlefield_index(game)
    for oid in index.triggers.get(trig, ()):  # in battlefield order
        o = game.objects[oid]
        # "At the beginning of your upkeep" is the controller's own; "each upkeep" any player's.
        accept: Callable[[Ability], bool] | None = None if o.controller == game.active else _for_any_player
        if game.chosen and o.id in game.chosen:  # "At the beginning of enchanted player's upkeep" (CR 303.4)
            accept = enchant_player.step_accept(game, o, accept)
        ops.trigger(game, o, trig, {"player": game.active}, accept=accept)
    if step is _STEP_END and game.monarch is not None:
        from ..families.monarch import end_step
        end_step(game)  # the monarch draws (CR 724.2a)


def _cleanup(game: GameState) -> Flow:
    p = game.players[game.active]
    excess = len(p.hand) - p.max_hand
    if excess > 0 and has_no_max_hand_size(game, p.index):  # CR 402.2
        excess = 0
    if excess > 0:
        ans = yield ops._decision(game, 
            _KIND_DISCARD, game.active, "Discard {n} card(s) down to your maximum hand size.", "514.1",
            {"count": excess, "hand": list(p.hand)},
            lambda a: _check_cards_from_hand(game, a, Discard, p, excess, "514.1"),
            _suggest=lambda: Discard(tuple(p.hand[-excess:])), prompt_args={"n": excess})
        for c in ans.cards:
            ops.move(game, c, _ZONE_GRAVEYARD, rule="514.1", why="is discarded to hand size")
    # CR 514.2: these happen simultaneously.
    ops.wear_off_damage(game)
    if game.prevented_colors:
        ops.end_color_prevention(game)  # "this turn" (CR 514.2)
    if game.combat_prevention:
        ops.end_combat_prevention(game)  # Fog, Maze of Ith: "this turn" (CR 514.2)
    if game.turn_locks:
        ops.end_turn_locks(game)  # Skullcrack: "this turn" (CR 514.2)
    if ops.end_effects(game, (_DURATION_END_OF_TURN, _DURATION_END_OF_COMBAT)) and game.printed:
        animation.refresh_all(game)  # a creature land is a land again (CR 514.2, 611.3)
    if game.keep_events:  # (a hot path in simulations: skip building the arguments)
        ops.log(game, "cleanup", "514.2", "Damage wears off all permanents and 'until end of turn' effects end.", True)


def _all_pass_at_once(game: GameState, first: int) -> bool:
    """The usual step of a simulation: nothing to settle and every player's stops say
    pass, so each passes in turn, ``first`` first, and the step ends (CR 116.4, 500.2).
    Exactly what :func:`_priority_loop` does then, without making its generator
    (a step of a simulation's every turn); False (and nothing done) otherwise."""
    if game.stack or game.pending_triggers or game._sba_clean_at != game._changes:
        return False
    index = game._bf_index  # (resolution.sba_clean written out: this is asked at every step)
    if index.uncounted if index.version == game._bf_version else not resolution.sba_clean(game):
        return False
    n = len(game.players)
    # (_all_pass_themselves's table read here first: this is asked at every step of every game)
    found = game._all_pass.get((game.step, game.active)) if game._all_pass_of is game.stops else None
    if not (found if found is not None else _all_pass_themselves(game, first, n)):
        return False
    ops.everyone_passes(game, first)
    if game.keep_events:
        for i in range(n):
            ops.log(game, "pass", "116.3d", "{player} passes priority.", player=game.players[(first + i) % n].name)
    return True


def _priority_loop(game: GameState, first: int, passed: tuple[int, ...] = (), settled: bool = False, *,
                   resumable: bool = True, tried: bool = False) -> Flow:
    """CR 116.3-116.4.  While a ``resumable`` loop waits for a priority answer,
    ``game.resume_point`` says where the flow can be rebuilt from the state
    alone (the step, who holds priority, who has passed).  ``tried``: the caller
    found just now that the players do not all pass at once (:func:`_all_pass_at_once`)."""
    if not passed and not settled and not tried and _all_pass_at_once(game, first):
        return  # exactly what the loop below does then, without going round it
    player = first
    ops.reset_passes(game, passed)
    n = len(game.players)
    while True:
        if settled:
            settled = False  # (rebuilt at a checkpoint: this was checked before it was taken)
        else:
            index = game._bf_index  # (resolution.sba_clean written out, the counter first: at every priority)
            if game._sba_clean_at != game._changes or game.pending_triggers or (
                    index.uncounted if index.version == game._bf_version else not resolution.sba_clean(game)):
                yield from resolution._settle(game)  # else nothing can apply
        stops = game.stops.get(player)  # (_passes_itself, written out: at every priority)
        if stops is not None and (game.stack or game.step is None or game.step not in stops[player != game.active]):
            ans: Any = _PASS
        elif resumable:
            step = game.step
            assert step is not None
            ops.set_resume_point(game, _resume_at(step, player, tuple(game.passed)))
            ans = yield _priority_decision(game, player)
            ops.set_resume_point(game, None)
        else:
            ans = yield _priority_decision(game, player)
        if isinstance(ans, _PASS_TYPE):
            ops.pass_priority(game, player)
            if game.keep_events:  # (a hot path in simulations: skip building the arguments)
                ops.log(game, "pass", "116.3d", "{player} passes priority.", player=game.players[player].name)
            if len(game.passed) >= n:  # CR 116.4: all players passed in succession
                if not game.stack:
                    ops.set_priority(game, None)
                    return  # CR 500.2: the step or phase ends
                yield from resolution._resolve_top(game)
                player = game.active  # CR 116.3b
                ops.reset_passes(game)
            else:
                player = (player + 1) % n  # CR 116.3d
            continue
        acted = yield from actions._take_action(game, player, ans)
        if acted:
            ops.reset_passes(game)  # CR 116.3c: the same player receives priority again


#: The resume points of priority decisions, by (step, player, passed): a Resume is a frozen
#: value, so one is shared by every decision at the same point instead of one being made for
#: each (a hot path: every priority decision of every game sets one).
_RESUMES: Final[dict[tuple[Step, int, tuple[int, ...]], Resume]] = {}


def _resume_at(step: Step, player: int, passed: tuple[int, ...]) -> Resume:
    key = (step, player, passed)
    found = _RESUMES.get(key)
    if found is None:
        if len(_RESUMES) > 10_000:
            _RESUMES.clear()  # a bound (games of many players could pass in many orders)
        found = _RESUMES[key] = Resume(step, True, player, passed)
    return found


def _all_pass_themselves(game: GameState, first: int, n: int) -> bool:
    """Whether the engine passes priority for every player (see :func:`_passes_itself`; who is
    first does not change whether all pass).  Remembered by step and active player for the game's
    stops (``GameState._all_pass``): it is asked at every step of every game."""
    stops = game.stops
    if game._all_pass_of is not stops:
        game._all_pass = {}
        game._all_pass_of = stops
    key = (None if game.stack else game.step, game.active)
    found = game._all_pass.get(key)
    if found is None:
        found = game._all_pass[key] = all(_passes_itself(game, (first + i) % n) for i in range(n))
    return found


def _passes_itself(game: GameState, player: int) -> bool:
    """Whether the engine passes priority for ``player`` (GameConfig.stops)."""
    stops = game.stops.get(player)
    if stops is None:
        return False
    if game.stack or game.step is None:
        return True
    return game.step not in stops[player != game.active]


def _priority_decision(game: GameState, player: int) -> Decision:
    # The state does not change while a decision waits, so the legal actions
    # are listed at most once, and an answer from that list is legal as it is
    # (judging it again would pay for the mana search twice).
    listed: list[list[Any]] = []

    def options() -> list[Any]:
        if not listed:
            listed.append(actions.legal_actions(game, player))
        return list(listed[0])

    def validate(a: Any) -> None:
        if not (listed and a in listed[0]):
            actions._check_priority_answer(game, player, a)

    return ops._decision(game, 
        _KIND_PRIORITY, player, "You have priority: cast, activate, play a land, or pass.", "116",
        {"stack": [s.id for s in game.stack] if game.stack else [], "passed": list(game.passed)}, validate, options)
