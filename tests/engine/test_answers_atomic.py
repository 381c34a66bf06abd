"""An answer is all or nothing: whatever fails while it is applied rolls the game
back to exactly before it, and one error names the answer (``AnswerFailed``).

Validation catches what application would choke on (manual actions, card data
checked when loaded against each effect's parameter schema), answer objects
built in Python are checked like text, and duplicate entries are refused.
"""

from __future__ import annotations

import time
from typing import Any

import pytest

from mtgtable.engine import Game, GameConfig, IllegalAnswer, Kind
from mtgtable.engine.families import effects as effects_module
from mtgtable.engine.decisions import Activate, Cast, DeclareAttackers, DeclareBlockers, Discard, Pay, PlayLand, Targets
from mtgtable.engine.data.effect_params import EFFECT_PARAMS
from mtgtable.engine.errors import AnswerFailed, ScenarioError
from mtgtable.engine.files.scenario import Scenario, load_scenario_text
from mtgtable.engine.files.snapshot import snapshot

MAIN = """
[game]
turn = 3
active = 0
step = "main1"
[cards."Test Spell"]
manaCost = "{0}"
types = ["Instant"]
abilities = [{ kind = "spell", effects = [EFFECT] }]
[[player]]
name = "Alice"
hand = [{ card = "Test Spell", alias = "spell" }]
library = ["Forest", "Forest", "Forest"]
[[player.battlefield]]
card = "Grizzly Bears"
alias = "bear"
[[player]]
name = "Bob"
library = ["Forest", "Forest", "Forest"]
[[player.battlefield]]
card = "Grizzly Bears"
alias = "bob_bear"
"""


def main_phase(effect: str = '{ do = "gain_life", amount = 1 }') -> Scenario:
    return load_scenario_text(MAIN.replace("EFFECT", effect), where="test scenario")


def state(g: Game) -> tuple[Any, ...]:
    """Everything an answer may change, events and answers included."""
    return (snapshot(g), [e.to_json() for e in g.events], [str(a) for a in g.answers],
            None if g.pending is None else (g.pending.kind, g.pending.player, g.pending.to_json()))


# ----------------------------------------------------------------------------- validation

def test_cr_111_1_manual_token_with_unreadable_pt_is_refused() -> None:
    sc = main_phase()
    before = state(sc.game)
    with pytest.raises(IllegalAnswer) as info:
        sc.answer("manual token p0 Bear x/y")
    assert info.value.rule == "111.1" and not isinstance(info.value, AnswerFailed)
    assert state(sc.game) == before


@pytest.mark.parametrize("arg", ["+1/+1 ²", "+1/+1 ١", "+1/+1 99999999999"])
def test_cr_122_1_manual_counters_need_a_plain_number(arg: str) -> None:
    sc = main_phase()
    before = state(sc.game)
    with pytest.raises(IllegalAnswer) as info:
        sc.answer(f"manual counters bear {arg}")
    assert info.value.rule == "122.1" and not isinstance(info.value, AnswerFailed)
    assert state(sc.game) == before


def test_cr_119_1_manual_life_needs_a_plain_number() -> None:
    sc = main_phase()
    with pytest.raises(IllegalAnswer) as info:
        sc.answer("manual life p1 ²")
    assert info.value.rule == "119.1"


@pytest.mark.parametrize("effect, field", [
    ('{ do = "gain_life", amount = "lots" }', "amount"),
    ('{ do = "damage", amount = 2, target = "everyone" }', "target"),
    ('{ do = "pump", power = "big" }', "power"),
    ('{ do = "token", token = { name = "Bear", power = "x", toughness = 2 } }', "token"),
    ('{ do = "add_mana", mana = "QQ" }', "mana"),
    ('{ do = "delayed", when = "end_step", effects = [{ do = "draw", amount = -1 }] }', "amount"),
    ('{ do = "draw", amont = 1 }', "amont"),
])
def test_card_data_every_effect_parameter_is_checked_at_load(effect: str, field: str) -> None:
    with pytest.raises(ScenarioError) as info:
        main_phase(effect)
    assert "Test Spell" in str(info.value) and repr(field) in str(info.value)


def test_every_effect_has_a_parameter_schema() -> None:
    assert set(EFFECT_PARAMS) == set(effects_module.EFFECTS)


# ----------------------------------------------------------------------------- answer objects

@pytest.mark.parametrize("make", [lambda: DeclareAttackers(((1,),)), lambda: Targets(None),  # type: ignore[arg-type]
                                  lambda: Discard((1, "x")), lambda: DeclareBlockers(((1, 2, 3),)),  # type: ignore[arg-type]
                                  lambda: Cast("x"), lambda: Pay(auto=1),  # type: ignore[arg-type]
                                  lambda: PlayLand(None), lambda: Activate(1, "0"),  # type: ignore[arg-type]
                                  lambda: "not an answer", lambda: 5])
def test_ill_typed_answer_objects_raise_illegal_answer(make: Any) -> None:
    """Both builds make the answer (compiled, the answer classes stay Python classes) and refuse
    it with the rule-naming error, never ``TypeError``, and the game is unchanged."""
    answer = make()
    sc = main_phase()
    before = state(sc.game)
    for attempt in (sc.game.answer, sc.game.check):
        with pytest.raises(IllegalAnswer):
            attempt(answer) if not isinstance(answer, str) else sc.answer(answer)
    assert state(sc.game) == before


def test_cr_510_1_duplicate_recipients_in_an_assignment_are_refused() -> None:
    text = """
[game]
turn = 4
active = 0
step = "declare_blockers"
[[player]]
name = "Alice"
[[player.battlefield]]
card = "Hill Giant"
alias = "giant"
attacking = "p1"
[[player]]
name = "Bob"
[[player.battlefield]]
card = "Grizzly Bears"
alias = "b1"
blocking = ["giant"]
[[player.battlefield]]
card = "Grizzly Bears"
alias = "b2"
blocking = ["giant"]
[combat]
order = { giant = ["b1", "b2"] }
"""
    sc = load_scenario_text(text, where="test")
    while sc.game.pending.kind is not Kind.ASSIGN_DAMAGE:
        sc.answer("pass")
    b1, b2 = sc.id("b1"), sc.id("b2")
    before = state(sc.game)
    for bad in (f"assign giant: {b1}=2 {b1}=1", f"assign giant: {b1}=3 {b1}=-1",
                f"assign giant: {b1}=2 {b2}=1; giant: {b1}=3"):
        with pytest.raises(IllegalAnswer) as info:
            sc.answer(bad)
        assert info.value.rule == "510.1" and not isinstance(info.value, AnswerFailed)
        assert state(sc.game) == before
    sc.answer(f"assign giant: {b1}=2 {b2}=1")


# ----------------------------------------------------------------------------- rollback

@pytest.mark.parametrize("name", sorted(effects_module.EFFECTS))
def test_a_failing_effect_rolls_the_answer_back(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Each effect handler, made to fail once, leaves the game exactly as before the answer."""
    sc = main_phase(f'{{ do = "{name}" }}')
    g = sc.game
    sc.answer("cast spell")
    while g.pending.kind is not Kind.PRIORITY:
        sc.answer(str(g.pending.suggest()))
    sc.answer("pass")  # Alice passes; Bob's pass resolves the spell
    before = state(g)
    calls: list[str] = []

    def broken(*args: Any) -> None:
        calls.append(name)
        raise RuntimeError(f"injected failure in {name}")

    real = effects_module.EFFECTS[name]
    monkeypatch.setitem(effects_module.EFFECTS, name, broken)
    with pytest.raises(AnswerFailed) as info:
        g.answer("pass")
    assert calls == [name]
    assert info.value.restored and "pass" in str(info.value) and f"injected failure in {name}" in str(info.value)
    assert isinstance(info.value.__cause__, RuntimeError)
    assert state(g) == before
    # The game goes on from there: with the real handler the same answer now resolves the spell.
    monkeypatch.setitem(effects_module.EFFECTS, name, real)
    g.answer("pass")
    while g.pending is not None and g.pending.kind is not Kind.PRIORITY:  # the effect's own choices
        g.answer(g.pending.suggest())
    assert not g.stack and (g.pending is not None or g.outcome is not None)  # (lose_game ends it, CR 104.3a)
    if g.outcome is None:
        g.answer("pass")


def test_a_game_that_cannot_be_rebuilt_takes_no_more_answers(monkeypatch: pytest.MonkeyPatch) -> None:
    sc = main_phase()
    g = sc.game
    g.setup, g.rebuild = {}, None  # nothing to rebuild it from (and no checkpoint yet)
    sc.answer("cast spell")
    sc.answer("pass")
    monkeypatch.setitem(effects_module.EFFECTS, "gain_life", lambda *a: 1 / 0)
    with pytest.raises(AnswerFailed) as info:
        g.answer("pass")
    assert not info.value.restored
    with pytest.raises(IllegalAnswer):
        g.answer("pass")


def test_rollback_of_a_new_game_keeps_events_setting_and_continues() -> None:
    deck = ("Forest",) * 20 + ("Llanowar Elves",) * 20
    g = Game.new(GameConfig((deck, deck), seed=5, starting_player=0), keep_events=False)
    g.answer("keep")
    g.answer("keep")
    before = state(g)
    from mtgtable.engine.state import GameState
    from mtgtable.engine.turn.steps import Step
    armed = [True]

    def fail_once(game: GameState) -> None:  # (a turn begins with its untap step)
        if armed[0] and game.step is Step.UNTAP:
            armed[0] = False
            raise ZeroDivisionError("injected")

    # (Through the engine's step hook, not by patching turn_flow: the compiled
    # build calls its own functions directly, so a patched module name is not seen.)
    g.on_step_begin = fail_once
    for _ in range(200):  # pass until a turn would begin
        try:
            g.answer("pass" if g.pending.kind is Kind.PRIORITY else str(g.pending.suggest()))
        except AnswerFailed:
            break
        before = state(g)
    else:
        pytest.fail("no turn began")
    assert state(g) == before and not g.events and not g.keep_events
    g.answer("pass")
    assert g.turn == 2


def test_rollback_cost_is_a_replay() -> None:
    """Not a timing test: records what a rollback costs next to the answers it replays."""
    deck = ("Forest",) * 20 + ("Grizzly Bears",) * 20
    g = Game.new(GameConfig((deck, deck), seed=1, starting_player=0))
    while g.pending is not None and len(g.answers) < 400:
        g.answer(g.pending.suggest() if g.pending.kind is not Kind.PRIORITY else "pass")
    t0 = time.perf_counter()
    from mtgtable.engine.files.replay import replay
    rebuilt = replay(g.setup, g.answers, g.db)
    assert snapshot(rebuilt) == snapshot(g) and time.perf_counter() - t0 >= 0
