"""CR 500-514 and 703: the turn, its steps and the turn-based actions."""

from __future__ import annotations

import pytest

from mtgtable.engine import Game, GameConfig, Kind, Step
from mtgtable.engine.turn.steps import Duration
from mtgtable.engine.agents import GoldfishAgent, run_until

from .helpers import assert_illegal, life, on_battlefield, scenario

DECK = ("Forest",) * 20 + ("Grizzly Bears",) * 20


def new_game(**kw: object) -> Game:
    cfg = dict(decks=(DECK, DECK), seed=3, starting_player=0)
    cfg.update(kw)
    g = Game.new(GameConfig(**cfg))  # type: ignore[arg-type]
    g.answer("keep")
    g.answer("keep")
    return g


def steps_seen(g: Game, turn: int) -> list[str]:
    return [e.step for e in g.events if e.kind == "step" and e.turn == turn]


def pass_turn(g: Game) -> None:
    start = g.turn
    while g.turn == start and g.pending is not None:
        g.answer(g.pending.suggest() if g.pending.kind is not Kind.PRIORITY else "pass")


def test_cr_500_1_every_step_in_order_even_when_nothing_happens() -> None:
    g = new_game()
    pass_turn(g)
    # CR 103.7a with 500.10: the starting player's first turn has no draw step at all;
    # CR 508.6: with no attackers, declare blockers and combat damage are skipped.
    assert steps_seen(g, 1) == ["untap", "upkeep", "main1", "begin_combat", "declare_attackers",
                                "end_combat", "main2", "end", "cleanup"]
    pass_turn(g)
    assert steps_seen(g, 2) == ["untap", "upkeep", "draw", "main1", "begin_combat", "declare_attackers",
                                "end_combat", "main2", "end", "cleanup"]


def test_cr_103_7a_500_10_no_priority_and_no_triggers_in_the_skipped_draw_step() -> None:
    howling = """
[game]
turn = 0
active = 1
step = "cleanup"
[[player]]
name = "Alice"
library = ["Forest", "Forest", "Forest", "Forest"]
[[player.battlefield]]
card = "Howling Mine"
[[player]]
name = "Bob"
library = ["Forest", "Forest", "Forest", "Forest"]
"""
    sc = scenario(howling)
    g = sc.game
    seen_draw_step = False
    while g.turn <= 1 and g.pending is not None:
        if g.turn == 1 and g.step is Step.DRAW:
            seen_draw_step = True
        g.answer("pass" if g.pending.kind is Kind.PRIORITY else g.pending.suggest())
    assert not seen_draw_step
    assert not any(e.kind == "step" and e.step == "draw" and e.turn == 1 for e in g.events)
    assert len(g.players[0].hand) == 0  # neither the turn's draw nor Howling Mine's


def test_cr_502_3_no_priority_in_untap_step() -> None:
    g = new_game()
    # The first decision of the turn is in the upkeep (CR 502.3, 503).
    assert g.step is Step.UPKEEP and g.pending.kind is Kind.PRIORITY


def test_cr_103_7a_starting_player_skips_first_draw() -> None:
    g = new_game()
    assert len(g.players[0].hand) == 7
    pass_turn(g)
    assert any(e.rule == "103.7a" for e in g.events)
    # Turn 2 (the other player's) has a normal draw.
    while g.step is not Step.MAIN1:
        g.answer("pass")
    assert len(g.players[1].hand) == 8


def test_cr_504_1_active_player_draws_in_draw_step() -> None:
    g = new_game()
    pass_turn(g)
    n = len(g.players[1].library)
    while g.step is not Step.MAIN1:
        g.answer("pass")
    assert len(g.players[1].library) == n - 1


def test_cr_502_3_untap_step_untaps_active_players_permanents() -> None:
    sc = scenario(TURN_END.format(extra='[[player.battlefield]]\ncard = "Forest"\nalias = "f"\ntapped = true',
                                  bob='[[player.battlefield]]\ncard = "Forest"\nalias = "bf"\ntapped = true'))
    run_to_next_turn(sc.game)
    g = sc.game
    assert g.active == 1
    assert g.objects[sc.id("bf")].tapped is False and g.objects[sc.id("f")].tapped is True


def run_to_next_turn(g: Game) -> None:
    start = g.turn
    while g.turn == start:
        g.answer("pass" if g.pending.kind is Kind.PRIORITY else g.pending.suggest())


TURN_END = """
[game]
turn = 4
active = 0
step = "main2"
[cards."Shrinking Bear"]
types = ["Creature"]
power = 2
toughness = 2
[cards."Walk Through Time"]
manaCost = "{{U}}"
types = ["Sorcery"]
abilities = [{{ kind = "spell", effects = [{{ do = "extra_turn" }}] }}]
[cards."Battle Cry"]
manaCost = "{{R}}"
types = ["Sorcery"]
abilities = [{{ kind = "spell", effects = [{{ do = "additional_combat" }}] }}]
[cards."Time Stop"]
manaCost = "{{U}}"
types = ["Sorcery"]
abilities = [{{ kind = "spell", effects = [{{ do = "skip", who = "each_opponent", what = "turn" }}] }}]
[cards."Dusk Watcher"]
types = ["Creature"]
power = 1
toughness = 1
abilities = [{{ kind = "triggered", trigger = "end_step", effects = [{{ do = "gain_life", amount = 1 }}] }}]
[[player]]
name = "Alice"
library = ["Forest", "Forest", "Forest"]
{extra}
[[player]]
name = "Bob"
library = ["Forest", "Forest", "Forest"]
{bob}
"""


def test_cr_514_1_discard_to_seven() -> None:
    hand = 'hand = ["Forest", "Forest", "Forest", "Forest", "Forest", "Forest", "Forest", "Forest", "Forest"]'
    sc = scenario(TURN_END.format(extra=hand, bob=""))
    g = sc.game
    while g.pending.kind is Kind.PRIORITY:
        g.answer("pass")
    d = g.pending
    assert d.kind is Kind.DISCARD and d.data["count"] == 2 and g.step is Step.CLEANUP
    assert_illegal(sc, f"discard {g.players[0].hand[0]}", "514.1")
    g.answer(d.suggest())
    assert len(g.players[0].hand) == 7 and len(g.players[0].graveyard) == 2


def test_cr_514_2_damage_wears_off_and_until_end_of_turn_effects_end() -> None:
    extra = ('hand = [{ card = "Giant Growth", alias = "growth" }]\n[[player.battlefield]]\ncard = "Forest"\n'
             '[[player.battlefield]]\ncard = "Grizzly Bears"\nalias = "bears"\ndamage = 1')
    sc = scenario(TURN_END.format(extra=extra, bob=""))
    g = sc.game
    for a in ("cast growth", "targets bears", "pay auto", "pass", "pass"):
        sc.answer(a)
    bears = sc.id("bears")
    assert g.power(bears) == 5 and g.objects[bears].damage == 1
    run_to_next_turn(g)
    assert g.power(bears) == 2 and g.objects[bears].damage == 0
    assert any(e.rule == "514.2" for e in g.events)


def test_cr_500_4_mana_empties_between_steps() -> None:
    sc = scenario(TURN_END.format(extra='[[player.battlefield]]\ncard = "Forest"\nalias = "f"', bob=""))
    g = sc.game
    sc.answer("activate f 0")
    assert g.players[0].pool.total() == 1
    sc.answer("pass")
    sc.answer("pass")
    assert g.step is Step.END and g.players[0].pool.total() == 0
    assert any(e.rule == "500.4" for e in g.events)


def test_cr_514_3a_cleanup_gets_priority_when_something_happens() -> None:
    # Giant Growth keeps a bear with two -1/-1 counters alive until it ends in
    # cleanup (CR 514.2); the bear is then 0/0, a state-based action happens in
    # cleanup, players get priority and another cleanup step follows.
    extra = ('hand = [{ card = "Giant Growth", alias = "growth" }, { card = "Shrink Ray", alias = "ray" }]\n'
             '[[player.battlefield]]\ncard = "Forest"\n[[player.battlefield]]\ncard = "Swamp"\n'
             '[[player.battlefield]]\ncard = "Shrinking Bear"\nalias = "bear"\n')
    text = TURN_END.format(extra=extra, bob="") + """
[cards."Shrink Ray"]
manaCost = "{B}"
types = ["Instant"]
abilities = [{ kind = "spell", targets = ["creature"], effects = [{ do = "counters", counter = "-1/-1", amount = 2, target = 0 }] }]
"""
    sc = scenario(text)
    g = sc.game
    for a in ("cast growth", "targets bear", "pay auto", "pass", "pass",
              "cast ray", "targets bear", "pay auto", "pass", "pass"):
        sc.answer(a)
    assert on_battlefield(sc, "bear") and g.toughness(sc.id("bear")) == 3
    while g.step is not Step.CLEANUP:
        g.answer("pass")
    assert g.pending.kind is Kind.PRIORITY and not on_battlefield(sc, "bear")
    assert any(e.rule == "514.3a" for e in g.events)
    g.answer("pass")
    g.answer("pass")
    assert steps_seen(g, 4)[-2:] == ["cleanup", "cleanup"]  # a second cleanup step followed
    assert g.turn == 5


def test_cr_500_7_extra_turn_after_this_one() -> None:
    extra = 'hand = [{ card = "Walk Through Time", alias = "walk" }]\n[[player.battlefield]]\ncard = "Island"'
    sc = scenario(TURN_END.format(extra=extra, bob=""))
    for a in ("cast walk", "pay auto", "pass", "pass"):
        sc.answer(a)
    run_to_next_turn(sc.game)
    assert sc.game.active == 0 and sc.game.turn == 5
    run_to_next_turn(sc.game)
    assert sc.game.active == 1 and sc.game.turn == 6


def test_cr_500_7_most_recent_extra_turn_first() -> None:
    from mtgtable.engine.turn.turns import TurnSequencer
    seq = TurnSequencer(2, next_normal=1)
    seq.add_extra_turn(0)
    seq.add_extra_turn(1)
    assert [seq.next_turn_player() for _ in range(4)] == [(1, True), (0, True), (1, False), (0, False)]


def test_cr_500_8_additional_combat_phase() -> None:
    extra = ('hand = [{ card = "Battle Cry", alias = "cry" }]\n[[player.battlefield]]\ncard = "Mountain"\n'
             '[[player.battlefield]]\ncard = "Serra Angel"\nalias = "bears"')  # vigilance: can attack twice
    sc = scenario(TURN_END.format(extra=extra, bob="").replace('"main2"', '"main1"'))
    for a in ("cast cry", "pay auto", "pass", "pass"):
        sc.answer(a)
    g = sc.game
    assert g.turns.upcoming()[:5] == [Step.BEGIN_COMBAT, Step.DECLARE_ATTACKERS, Step.DECLARE_BLOCKERS,
                                      Step.COMBAT_DAMAGE, Step.END_COMBAT]
    attacks = 0
    while g.turn == 4:
        if g.pending.kind is Kind.DECLARE_ATTACKERS:
            sc.answer("attack bears>p1")
            attacks += 1
        elif g.pending.kind is Kind.PRIORITY:
            g.answer("pass")
        else:
            g.answer(g.pending.suggest())
    assert attacks == 2 and life(sc, 1) == 12


def test_cr_500_10_skipped_turn() -> None:
    extra = 'hand = [{ card = "Time Stop", alias = "stop" }]\n[[player.battlefield]]\ncard = "Island"'
    sc = scenario(TURN_END.format(extra=extra, bob=""))
    for a in ("cast stop", "pay auto", "pass", "pass"):
        sc.answer(a)
    run_to_next_turn(sc.game)
    assert sc.game.active == 0  # Bob's turn was skipped


def test_cr_513_1_end_step_trigger_and_513_3_late_entry_does_not_trigger() -> None:
    sc = scenario(TURN_END.format(extra='[[player.battlefield]]\ncard = "Dusk Watcher"', bob=""))
    g = sc.game
    while g.step is not Step.END:
        g.answer("pass")
    assert g.stack and g.stack[-1].source_name == "Dusk Watcher"
    # A second Watcher entering now does not trigger this end step (CR 513.3).
    g.new_object(g.db["Dusk Watcher"], 0, __import__("mtgtable.engine", fromlist=["Zone"]).Zone.BATTLEFIELD)
    g.answer("pass")
    g.answer("pass")
    assert life(sc, 0) == 21 and not g.stack


def test_cr_500_5_until_end_of_combat_effect_ends_with_combat_phase() -> None:
    sc = scenario(TURN_END.format(extra='[[player.battlefield]]\ncard = "Grizzly Bears"\nalias = "bears"',
                                  bob="").replace('"main2"', '"main1"'))
    g = sc.game
    g.add_modifier(sc.id("bears"), 2, 0, frozenset(), Duration.END_OF_COMBAT, 0, "test")
    while g.step is not Step.END_COMBAT:
        g.answer("pass" if g.pending.kind is Kind.PRIORITY else "attack")
    assert g.power(sc.id("bears")) == 4
    g.answer("pass")
    g.answer("pass")
    assert g.step is Step.MAIN2 and g.power(sc.id("bears")) == 2


def test_cr_611_2b_until_your_next_turn() -> None:
    sc = scenario(TURN_END.format(extra='[[player.battlefield]]\ncard = "Grizzly Bears"\nalias = "bears"', bob=""))
    g = sc.game
    g.add_modifier(sc.id("bears"), 0, 3, frozenset(), Duration.NEXT_TURN, 0, "test")
    run_to_next_turn(g)
    assert g.toughness(sc.id("bears")) == 5  # still on during the opponent's turn
    run_to_next_turn(g)
    assert g.toughness(sc.id("bears")) == 2


def test_goldfish_opponent_game_runs_to_a_kill() -> None:
    g = new_game()
    from mtgtable.engine.agents import RandomAgent
    run_until(g, {0: RandomAgent(1, pass_bias=0.0), 1: GoldfishAgent()})
    assert g.outcome is not None and g.outcome.winner == 0


def test_cr_500_9_extra_steps_after_a_step_most_recent_first() -> None:
    from mtgtable.engine.turn.turns import TurnSequencer
    seq = TurnSequencer(2)
    seq.next_turn_player()
    assert seq.pop_step(0) is Step.UNTAP
    seq.add_steps_after_current([Step.END])
    seq.add_steps_after_current([Step.DRAW])
    assert seq.upcoming()[:3] == [Step.DRAW, Step.END, Step.UPKEEP]


def test_cr_500_8_additional_phases_after_the_same_phase_most_recent_first() -> None:
    from mtgtable.engine.turn.steps import Phase
    from mtgtable.engine.turn.turns import TurnSequencer
    seq = TurnSequencer(2)
    seq.next_turn_player()
    while seq.pop_step(0) is not Step.MAIN1:
        pass
    seq.add_phase_after(Phase.PRECOMBAT_MAIN, [Step.END])
    seq.add_phase_after(Phase.PRECOMBAT_MAIN, [Step.UPKEEP])
    assert seq.upcoming()[:3] == [Step.UPKEEP, Step.END, Step.BEGIN_COMBAT]


@pytest.mark.parametrize("what, missing", [("untap", "untap"), ("draw", "draw"), ("combat", "begin_combat")])
def test_cr_500_10_skipped_step_or_phase(what: str, missing: str) -> None:
    g = new_game()
    g.add_skip(1, what, "test")
    pass_turn(g)
    pass_turn(g)
    assert missing not in steps_seen(g, 2)
    assert "main1" in steps_seen(g, 2)
